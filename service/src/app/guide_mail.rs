//! The day's guide by e-mail. A member asks from the guide (an address, a local time and time
//! zone, their language, way and rhythm); the address is confirmed first, bound to the device
//! that asked, exactly as for summaries ([`super::confirmations`]), and the device sends its
//! request again once confirmed. Each morning pass queues the guides that have fallen due
//! through the outbox (one idempotency key per mailbox and day, so two instances or a restart
//! never queue one twice) and moves each subscription on to its next morning. The address is
//! kept on the subscription alone (a queued guide names the subscription), deleted at once when
//! the member stops it (in the guide, or in one click from the mail) and otherwise seven days
//! after the fast.

use jiff::civil::{Date, Time};
use jiff::tz::TimeZone;
use jiff::{Span, Timestamp};
use sha2::{Digest, Sha256};

use super::confirmations::{self, Device};
use super::sender::Sender;
use super::summary_refused::SummaryRefused;
use crate::content::Catalogue;
use crate::domain::{
    ConfirmPurpose, GuideMail, GuideMailAnswer, GuideMailDelivery, GuideMailForm, GuideMailRequest,
    GuideMailState, MailKind, OutboxMail, normalized_mailbox,
};
use crate::metrics::ReasonLabels;
use crate::secrets::constant_time_eq;
use crate::state::SummaryDesk;
use crate::storage::guide_mail::{self, Advance, Guide};
use crate::storage::outbox::{self, Enqueued, NewMail};

/// How long after the fast's last day a subscription (and its address) is kept at most.
pub const KEPT_AFTER_FAST_DAYS: i64 = 7;

/// Where unsubscribe links live: `/unsubscribe/{id}.{signature}`.
pub const UNSUBSCRIBE_PREFIX: &str = "/unsubscribe/";

/// Subscriptions read per statement in a morning pass.
const PASS_BATCH: u32 = 500;

/// The first morning at `minute` (local, in `tz`) at or after `from` on a day of the fast, and
/// the day it carries. On a day whose clocks skip that time, the moment after the gap.
pub fn next_morning(
    catalogue: &Catalogue,
    tz: &TimeZone,
    minute: u16,
    from: Timestamp,
) -> Option<(Timestamp, u16)> {
    let programme = &catalogue.programme;
    let start = programme.start_date;
    let last = start
        .checked_add(Span::new().days(i64::from(programme.length_days) - 1))
        .ok()?;
    let time = Time::new((minute / 60) as i8, (minute % 60) as i8, 0, 0).ok()?;
    let mut date = from.to_zoned(tz.clone()).date().max(start);
    // The morning of `from`'s date may be past; the next date's never is.
    for _ in 0..2 {
        if date > last {
            return None;
        }
        let at = date
            .to_datetime(time)
            .to_zoned(tz.clone())
            .ok()?
            .timestamp();
        if at >= from {
            return Some((at, day_of(start, date)?));
        }
        date = date.tomorrow().ok()?;
    }
    None
}

fn day_of(start: Date, date: Date) -> Option<u16> {
    let days = start.until(date).ok()?.get_days();
    u16::try_from(days + 1).ok()
}

/// When a subscription made for this fast is deleted at the latest: the day after its last
/// day (UTC), plus [`KEPT_AFTER_FAST_DAYS`].
pub fn kept_until(catalogue: &Catalogue) -> i64 {
    let programme = &catalogue.programme;
    let days = i64::from(programme.length_days) + KEPT_AFTER_FAST_DAYS;
    programme
        .start_date
        .checked_add(Span::new().days(days))
        .ok()
        .and_then(|date| date.to_zoned(TimeZone::UTC).ok())
        .map_or(i64::MAX, |end| end.timestamp().as_millisecond())
}

/// Asks for the guide each morning: subscribed at once from a device that has confirmed the
/// address; otherwise the address is sent a confirmation mail and nothing is kept.
pub async fn subscribe(
    desk: &SummaryDesk,
    request: GuideMailRequest,
    sender: Sender,
) -> Result<GuideMailAnswer, SummaryRefused> {
    let token = super::summaries::recipient_token(request.recipient_token.as_deref())?;
    let form = request.validate().map_err(SummaryRefused::Invalid)?;
    let mailbox = desk
        .recipient_keys
        .mailbox_key(&normalized_mailbox(&form.recipient));
    let now = crate::storage::now_ms();
    if !desk.limits.confirm_recipients {
        return save(desk, &form, mailbox, &sender, None, now).await;
    }
    match confirmations::device(desk, token.as_deref(), &mailbox, now).await? {
        Device::Confirmed { token } => save(desk, &form, mailbox, &sender, Some(token), now).await,
        Device::Unknown => {
            let at = Timestamp::from_millisecond(now).unwrap_or_default();
            let day = next_morning(&desk.catalogue, &form.time_zone.tz, form.minute, at)
                .map_or(1, |(_, day)| day);
            let purpose = ConfirmPurpose::Guide;
            let device =
                confirmations::ask(desk, &form.recipient, &mailbox, day, purpose, sender, now)
                    .await?;
            Ok(awaiting(device))
        }
        waiting => Ok(awaiting(waiting)),
    }
}

fn awaiting(device: Device) -> GuideMailAnswer {
    let token = match device {
        Device::Waiting { token, .. } => Some(token),
        Device::Confirmed { .. } | Device::Unknown => None,
    };
    GuideMailAnswer {
        delivery: GuideMailDelivery::AwaitingConfirmation,
        recipient_token: token,
        next_at: None,
        next_day: None,
    }
}

/// Keeps the subscription (replacing the mailbox's earlier one) with its next morning.
async fn save(
    desk: &SummaryDesk,
    form: &GuideMailForm,
    mailbox: String,
    sender: &Sender,
    token: Option<String>,
    now: i64,
) -> Result<GuideMailAnswer, SummaryRefused> {
    let at = Timestamp::from_millisecond(now).unwrap_or_default();
    let next = next_morning(&desk.catalogue, &form.time_zone.tz, form.minute, at);
    let guide = Guide {
        id: uuid::Uuid::new_v4().to_string(),
        mailbox,
        address: form.recipient.as_str().to_string(),
        lang: sender.language.code().to_string(),
        way: form.way.map(|w| w.as_str().to_string()),
        rhythm: form.rhythm.as_str().to_string(),
        time_zone: form.time_zone.name.clone(),
        send_minute: i64::from(form.minute),
        next_at: next.map(|(at, _)| at.as_millisecond()),
        expires_at: kept_until(&desk.catalogue),
    };
    guide_mail::save(&desk.db, &guide, now)
        .await
        .map_err(|err| SummaryRefused::Storage(Box::new(err)))?;
    tracing::info!(day = ?next.map(|(_, day)| day), "guide by e-mail subscribed");
    Ok(GuideMailAnswer {
        delivery: GuideMailDelivery::Subscribed,
        recipient_token: token,
        next_at: next.map(|(at, _)| at.as_millisecond()),
        next_day: next.map(|(_, day)| day),
    })
}

/// Why a device's guide could not be read or stopped.
#[derive(Debug, thiserror::Error)]
pub enum GuideLookup {
    /// No token, or one that is not a confirmed device's.
    #[error("no confirmed device token")]
    NotConfirmed,
    #[error(transparent)]
    Storage(#[from] sqlx::Error),
}

/// The subscription of the mailbox the device's `token` confirmed, if any.
pub async fn state(
    desk: &SummaryDesk,
    token: &str,
    now: i64,
) -> Result<Option<GuideMailState>, GuideLookup> {
    let mailbox = confirmations::confirmed_mailbox(desk, token, now)
        .await?
        .ok_or(GuideLookup::NotConfirmed)?;
    let Some(guide) = guide_mail::of_mailbox(&desk.db, &mailbox).await? else {
        return Ok(None);
    };
    let next_day = guide.next_at.and_then(|at| {
        let tz = TimeZone::get(&guide.time_zone).ok()?;
        let date = Timestamp::from_millisecond(at).ok()?.to_zoned(tz).date();
        day_of(desk.catalogue.programme.start_date, date)
    });
    Ok(Some(GuideMailState {
        time: crate::domain::minute_text(guide.send_minute as u16),
        time_zone: guide.time_zone,
        way: guide
            .way
            .as_deref()
            .and_then(crate::content::model::WayKey::parse),
        rhythm: crate::content::model::RhythmKey::parse(&guide.rhythm).unwrap_or_default(),
        next_at: guide.next_at,
        next_day,
    }))
}

/// Stops the guide of the mailbox the device's `token` confirmed; true when one was stopped.
pub async fn stop(desk: &SummaryDesk, token: &str, now: i64) -> Result<bool, GuideLookup> {
    let mailbox = confirmations::confirmed_mailbox(desk, token, now)
        .await?
        .ok_or(GuideLookup::NotConfirmed)?;
    let stopped = guide_mail::stop_mailbox(&desk.db, &mailbox).await? > 0;
    if stopped {
        tracing::info!("guide by e-mail stopped from the guide");
    }
    Ok(stopped)
}

/// The one-click unsubscribe link of subscription `id`; its page speaks `lang` (`?lang=` for a
/// language after the first).
pub fn unsubscribe_link(
    keys: &crate::domain::RecipientKeys,
    catalogue: &Catalogue,
    public_url: &str,
    id: &str,
    lang: &str,
) -> String {
    let signature = keys.unsubscribe_signature(id);
    let link = format!("{public_url}{UNSUBSCRIBE_PREFIX}{id}.{signature}");
    let lang = catalogue.language(lang);
    match lang.is_first(catalogue.languages()) {
        true => link,
        false => format!("{link}?lang={}", lang.code()),
    }
}

/// What an unsubscribe link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsubscribed {
    Stopped,
    /// Stopped before, or the fast ended: nothing left.
    Gone,
    /// Not a link the service made.
    NotALink,
}

/// Reads an unsubscribe link's `{id}.{signature}`, when the service signed it.
pub fn linked_id<'a>(keys: &crate::domain::RecipientKeys, link: &'a str) -> Option<&'a str> {
    let (id, signature) = link.split_once('.')?;
    let ok = id.len() <= 64
        && constant_time_eq(
            keys.unsubscribe_signature(id).as_bytes(),
            signature.as_bytes(),
        );
    ok.then_some(id)
}

/// Stops the subscription an unsubscribe link names: one request, its row (and address) gone.
pub async fn unsubscribe(desk: &SummaryDesk, link: &str) -> sqlx::Result<Unsubscribed> {
    let Some(id) = linked_id(&desk.recipient_keys, link) else {
        return Ok(Unsubscribed::NotALink);
    };
    Ok(match guide_mail::stop(&desk.db, id).await? {
        0 => Unsubscribed::Gone,
        _ => {
            tracing::info!("guide by e-mail stopped from its mail");
            Unsubscribed::Stopped
        }
    })
}

/// What one morning pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MorningPass {
    pub queued: usize,
    /// Guides whose morning had passed, refused by a limit, or already queued.
    pub passed_over: usize,
}

impl std::fmt::Display for MorningPass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "queued {}, passed over {}",
            self.queued, self.passed_over
        )
    }
}

/// Queues every guide due at `now` through the outbox, batch after batch, and moves each
/// subscription on to its next morning. A guide whose morning was on an earlier local date
/// (the service was down) is passed over, not sent late.
pub async fn queue_due(desk: &SummaryDesk, now: i64) -> sqlx::Result<MorningPass> {
    let mut pass = MorningPass::default();
    let at = Timestamp::from_millisecond(now).unwrap_or_default();
    loop {
        let due = guide_mail::due(&desk.db, now, PASS_BATCH).await?;
        let mut mails = Vec::with_capacity(due.len());
        let mut moves = Vec::with_capacity(due.len());
        for guide in &due {
            let from_at = guide.next_at.unwrap_or(now);
            let Ok(tz) = TimeZone::get(&guide.time_zone) else {
                moves.push(Advance {
                    id: guide.id.clone(),
                    from_at,
                    to_at: None,
                });
                continue;
            };
            let minute = guide.send_minute as u16;
            let due_at = Timestamp::from_millisecond(from_at).unwrap_or(at);
            let (today, due_date) = (
                at.to_zoned(tz.clone()).date(),
                due_at.to_zoned(tz.clone()).date(),
            );
            match (due_date == today).then(|| day_of(desk.catalogue.programme.start_date, due_date))
            {
                Some(Some(day)) => mails.push(new_guide(guide, day)),
                _ => pass_over(desk, &mut pass, "morning_passed"),
            }
            // From the moment after this morning (or now, when it passed long ago).
            let after = Timestamp::from_millisecond(now.max(from_at) + 1).unwrap_or(at);
            let next = next_morning(&desk.catalogue, &tz, minute, after);
            moves.push(Advance {
                id: guide.id.clone(),
                from_at,
                to_at: next.map(|(t, _)| t.as_millisecond()),
            });
        }
        let limits = desk.limits.outbox_limits();
        for outcome in outbox::enqueue_batch(&desk.db, &mails, limits, now).await? {
            match outcome {
                Enqueued::New { .. } => {
                    pass.queued += 1;
                    desk.metrics.guides_queued.inc();
                }
                Enqueued::Replay { .. } => pass_over(desk, &mut pass, "already_queued"),
                Enqueued::DailyCapReached { .. } => {
                    desk.metrics.daily_cap_refusals.inc();
                    pass_over(desk, &mut pass, "daily_cap");
                }
                _ => pass_over(desk, &mut pass, "mailbox_limit"),
            }
        }
        guide_mail::advance(&desk.db, &moves).await?;
        if due.len() < PASS_BATCH as usize {
            break;
        }
    }
    if pass.queued > 0 {
        desk.outbox_wakeup.notify_one();
        tracing::info!(queued = pass.queued, "morning guides queued");
    }
    if pass.passed_over > 0 {
        tracing::warn!(passed_over = pass.passed_over, "morning guides passed over");
    }
    Ok(pass)
}

fn pass_over(desk: &SummaryDesk, pass: &mut MorningPass, reason: &str) {
    pass.passed_over += 1;
    let labels = ReasonLabels {
        reason: reason.to_string(),
    };
    desk.metrics.guides_passed_over.get_or_create(&labels).inc();
}

/// Day `day`'s guide for `guide`'s mailbox: once per mailbox and day, whoever queues it.
fn new_guide(guide: &Guide, day: u16) -> NewMail {
    let key = format!("guide {} {day}", guide.mailbox);
    let payload = OutboxMail::guide_payload(&GuideMail {
        subscription: guide.id.clone(),
        day,
    });
    NewMail {
        id: uuid::Uuid::now_v7().to_string(),
        request_hash: format!("{:x}", Sha256::digest(key.as_bytes())),
        idempotency_key: Some(key),
        recipient: guide.mailbox.clone(),
        day,
        payload,
        kind: MailKind::Guide,
        confirmation: None,
        client: None,
    }
}

#[cfg(test)]
mod tests;
