//! Reminder subscriptions: subscribe (or re-subscribe), change, delete, snooze.

use std::net::IpAddr;
use std::time::Duration;

use crate::client_ip::limit_key;
use crate::content::{Language, Reminder, Said, SaidArg};
use crate::domain::{
    MemberTimeZone, Preferences, PreferencesRequest, PushTarget, SnoozeRequest, Snoozed,
    SubscribeRequest, SubscribeResponse, Subscription, SubscriptionError, chosen_slots,
};
use crate::metrics::ReasonLabels;
use crate::push::snooze::SNOOZE_MINUTES;
use crate::secrets::Token;
use crate::state::ReminderDesk;
use crate::storage::push_subscriptions::{self as subs, Changes, NewSubscription};
use crate::storage::snoozes::{self, Snoozing};
use crate::storage::{self, client_limits, outbox::DAY_MS};

/// How often one reminder may be snoozed.
pub const MAX_SNOOZES: i64 = 3;

/// Why a reminders request was refused; each names its answer.
#[derive(Debug, thiserror::Error)]
pub enum ReminderError {
    /// Off by configuration: the member is told only that; the administrator learns why from
    /// the start-up log and /readyz.
    Off,
    /// What was wrong: answered as it is, or where it is a fixed text its message, said instead.
    Invalid(String, Option<Said>),
    FastOver,
    Full,
    TooManySignUps {
        retry_after: Duration,
    },
    NoToken,
    NotFound,
    NotSnoozable,
    DayOver,
    SnoozedOut,
    TooManyTests {
        retry_after: Duration,
    },
    PushGone,
    PushRefused,
    /// The cause is logged at the edge, not shown.
    Storage(#[from] sqlx::Error),
}

/// For logs: the message the member is told ([`Said`]'s `Display`) and any cause, or what was
/// wrong as sent; its words are the catalogue's.
impl std::fmt::Display for ReminderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self, self.said()) {
            (ReminderError::Storage(cause), Some(said)) => write!(f, "{said}: {cause}"),
            (_, Some(said)) => said.fmt(f),
            // Only what was wrong as sent has no message.
            (ReminderError::Invalid(text, _), None) => f.write_str(text),
            (_, None) => Ok(()),
        }
    }
}

impl ReminderError {
    /// The label counted in metrics.
    pub fn reason(&self) -> &'static str {
        match self {
            ReminderError::Off => "reminders_off",
            ReminderError::Invalid(..) => "invalid",
            ReminderError::FastOver => "fast_over",
            ReminderError::Full => "subscriptions_full",
            ReminderError::TooManySignUps { .. } => "rate_limited_sign_ups",
            ReminderError::NoToken => "no_token",
            ReminderError::NotFound => "not_found",
            ReminderError::NotSnoozable => "not_snoozable",
            ReminderError::DayOver => "day_over",
            ReminderError::SnoozedOut => "snoozed_out",
            ReminderError::TooManyTests { .. } => "rate_limited_tests",
            ReminderError::PushGone => "push_gone",
            ReminderError::PushRefused => "push_refused",
            ReminderError::Storage(_) => "storage",
        }
    }
}

impl ReminderError {
    /// What the member is told, to say in their language; none for a subscription that does not
    /// read, whose answer names what is wrong as sent.
    pub fn said(&self) -> Option<Said> {
        let id = match self {
            ReminderError::Invalid(_, said) => return said.clone(),
            ReminderError::SnoozedOut => {
                let max = SaidArg::Number(MAX_SNOOZES);
                return Some(Said::new("error-snoozed-out").with("max", max));
            }
            ReminderError::Off => "error-reminders-off",
            ReminderError::FastOver => "error-fast-over",
            ReminderError::Full => "error-reminders-full",
            ReminderError::TooManySignUps { .. } => "error-sign-ups",
            ReminderError::NoToken => "error-no-token",
            ReminderError::NotFound => "error-no-subscription",
            ReminderError::NotSnoozable => "error-not-snoozable",
            ReminderError::DayOver => "error-day-over",
            ReminderError::TooManyTests { .. } => "error-tests",
            ReminderError::PushGone => "error-push-gone",
            ReminderError::PushRefused => "error-push-refused",
            ReminderError::Storage(_) => "error-storage",
        };
        Some(Said::new(id))
    }
}

fn invalid(err: impl std::fmt::Display) -> ReminderError {
    ReminderError::Invalid(err.to_string(), None)
}

fn invalid_subscription(err: SubscriptionError) -> ReminderError {
    ReminderError::Invalid(err.to_string(), err.said())
}

/// The VAPID public key, while reminders are on.
pub fn public_key(desk: &ReminderDesk) -> Result<&str, ReminderError> {
    desk.push
        .as_deref()
        .map(|push| push.public_key.as_str())
        .ok_or(ReminderError::Off)
}

/// A new subscription, its reminders in the member's `language` (the endpoint's old one, and
/// its token, stop working).
pub async fn subscribe(
    desk: &ReminderDesk,
    client: Option<IpAddr>,
    request: SubscribeRequest,
    language: &Language,
) -> Result<SubscribeResponse, ReminderError> {
    let allow_private = desk.push_allow_private;
    let valid = request
        .validate(&desk.plan, allow_private)
        .map_err(invalid_subscription)?;
    valid
        .endpoint
        .check_known_service(&desk.push_endpoint_hosts, allow_private)
        .map_err(invalid)?;
    valid
        .endpoint
        .resolve_public(allow_private)
        .await
        .map_err(invalid)?;
    let next = next_reminder(desk, &valid.time_zone, &valid.slots)?;
    subscription_caps(desk, client).await?;

    let token = Token::new();
    let target = PushTarget {
        endpoint: valid.endpoint.as_str().to_string(),
        p256dh: valid.p256dh,
        auth: valid.auth,
    };
    let new = NewSubscription {
        id: &uuid::Uuid::now_v7().to_string(),
        token_hash: &token.hash(),
        target: &target,
        time_zone: &valid.time_zone,
        slots: &valid.slots,
        next: Some(&next),
        announcements: valid.announcements,
        language: language.code(),
    };
    let id = subs::upsert(&desk.db, &new, storage::now_ms()).await?;
    tracing::info!(subscription_id = %id, time_zone = %valid.time_zone.name, next_day = next.day, next_slot = %next.key, "reminders on");
    Ok(SubscribeResponse {
        id,
        token: token.into_string(),
    })
}

/// Changes the time zone or the chosen reminders of the subscription `token` opens; its
/// reminders follow the member's `language` as the device says it now.
pub async fn change(
    desk: &ReminderDesk,
    id: &str,
    token: Option<&str>,
    request: PreferencesRequest,
    language: &Language,
) -> Result<Preferences, ReminderError> {
    let stored = authorised(desk, id, token).await?;
    let time_zone = match request.time_zone.as_deref() {
        Some(name) => MemberTimeZone::parse(name).map_err(invalid_subscription)?,
        None => stored.time_zone,
    };
    let slots = match request.slots {
        Some(slots) => chosen_slots(Some(slots), &desk.plan).map_err(invalid_subscription)?,
        None => stored.slots,
    };
    let announcements = request.announcements.unwrap_or(stored.announcements);
    let next = next_reminder(desk, &time_zone, &slots)?;
    let now = storage::now_ms();
    let changes = Changes {
        time_zone: &time_zone,
        slots: &slots,
        announcements,
        language: language.code(),
        next: Some(&next),
    };
    let saved = subs::update_preferences(&desk.db, &stored.id, &changes, now);
    if !saved.await? {
        return Err(ReminderError::NotFound);
    }
    Ok(Preferences {
        id: stored.id,
        time_zone: time_zone.name,
        slots,
        announcements,
    })
}

/// Turns reminders off for the subscription `token` opens.
pub async fn unsubscribe(
    desk: &ReminderDesk,
    id: &str,
    token: Option<&str>,
) -> Result<(), ReminderError> {
    let stored = authorised(desk, id, token).await?;
    if !subs::delete(&desk.db, &stored.id).await? {
        return Err(ReminderError::NotFound);
    }
    tracing::info!(subscription_id = %stored.id, "reminders off");
    Ok(())
}

/// 'Snooze 15 min': the reminder comes again in 15 minutes — until the end of its fast day in
/// the member's zone, at most [`MAX_SNOOZES`] times.
pub async fn snooze(desk: &ReminderDesk, request: SnoozeRequest) -> Result<Snoozed, ReminderError> {
    let signed = desk
        .push
        .as_ref()
        .is_some_and(|push| push.snooze.verify(&request));
    if !signed || desk.plan.slot(request.day, &request.slot).is_none() {
        return Err(ReminderError::NotSnoozable);
    }
    let (sub, _) = subs::get(&desk.db, &request.subscription)
        .await?
        .ok_or(ReminderError::NotFound)?;
    let now = storage::now_ms();
    let day_over = desk
        .plan
        .day_ends_at(request.day, &sub.time_zone.tz)
        .is_none_or(|end| now >= end.as_millisecond());
    if day_over {
        return Err(ReminderError::DayOver);
    }
    let due = now + SNOOZE_MINUTES * 60_000;
    let day = i64::from(request.day);
    let snoozed =
        snoozes::snooze_by_member(&desk.db, &sub.id, day, &request.slot, due, MAX_SNOOZES).await?;
    if snoozed == Snoozing::Exhausted {
        return Err(ReminderError::SnoozedOut);
    }
    Ok(Snoozed {
        due_at: jiff::Timestamp::from_millisecond(due).ok(),
    })
}

/// Subscriptions made per client a day, and kept in all: past either, a clear refusal (counted).
async fn subscription_caps(
    desk: &ReminderDesk,
    client: Option<IpAddr>,
) -> Result<(), ReminderError> {
    let refuse = |reason: &str, error: ReminderError| {
        let labels = ReasonLabels {
            reason: reason.into(),
        };
        desk.metrics
            .push_subscriptions_refused
            .get_or_create(&labels)
            .inc();
        error
    };
    let limits = &desk.limits;
    let total = subs::count(&desk.db).await?;
    if total >= i64::from(limits.push_subscriptions_max) {
        tracing::warn!(
            total,
            "push subscriptions: PUSH_SUBSCRIPTIONS_MAX reached, new ones refused"
        );
        return Err(refuse("total", ReminderError::Full));
    }
    let Some(ip) = client.filter(|_| limits.enabled) else {
        return Ok(());
    };
    let now = storage::now_ms();
    let key = format!("push-subscribe:{}", limit_key(ip));
    let (made, window_end) = client_limits::count(&desk.db, &key, now, DAY_MS).await?;
    if made > i64::from(limits.push_subscriptions_per_ip_per_day) {
        let retry_after = Duration::from_millis((window_end - now).max(1000) as u64);
        return Err(refuse(
            "per_client",
            ReminderError::TooManySignUps { retry_after },
        ));
    }
    Ok(())
}

fn next_reminder(
    desk: &ReminderDesk,
    tz: &MemberTimeZone,
    slots: &[String],
) -> Result<Reminder, ReminderError> {
    desk.plan
        .next_after(&tz.tz, slots, jiff::Timestamp::now())
        .ok_or(ReminderError::FastOver)
}

/// The stored subscription, if `token` is its own.
pub(super) async fn authorised(
    desk: &ReminderDesk,
    id: &str,
    token: Option<&str>,
) -> Result<Subscription, ReminderError> {
    let token = token
        .map(str::trim)
        .filter(|t| !t.is_empty() && t.len() <= 128)
        .ok_or(ReminderError::NoToken)?;
    if id.len() > 64 {
        return Err(ReminderError::NotFound);
    }
    let (stored, hash) = subs::get(&desk.db, id)
        .await?
        .ok_or(ReminderError::NotFound)?;
    if !hash.matches(token) {
        return Err(ReminderError::NotFound);
    }
    Ok(stored)
}
