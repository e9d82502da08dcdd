//! Sending one reminder, and what its outcome means for the records.

use std::time::{Duration, Instant};

use jiff::Timestamp;
use tokio::sync::OwnedSemaphorePermit as SendSlot;

use super::lanes::Lanes;
use super::{LATE_LIMIT, ReminderContext};
use crate::domain::Subscription;
use crate::push::{PushOutcome, reminder_payload};
use crate::storage::reminder_claims as claims;

const MAX_TRIES: u32 = 4;

/// What every send in one pass shares.
#[derive(Clone, Copy)]
pub(super) struct Pass<'a> {
    pub ctx: &'a ReminderContext,
    pub lanes: &'a Lanes,
    /// The instant the pass runs as of, and the moment it began (for the time since).
    pub now: Timestamp,
    pub started: Instant,
}

/// One reminder to send: scheduled (with the subscription's following one) or snoozed.
pub(super) struct Due<'a> {
    pub sub: &'a Subscription,
    pub day: i64,
    pub key: &'a str,
    pub due_ms: i64,
    /// When the next reminder replaces this one.
    pub next_at: Option<Timestamp>,
}

pub(super) enum Outcome {
    Sent,
    Late,
    AlreadyHandled,
    Gone,
    Failed,
    /// Not sent: its push service is slow; the claim is left for a later pass.
    HeldBack,
}

/// Subscriptions whose push service said they are gone.
pub(super) fn gone<'a>(
    outcomes: impl Iterator<Item = (&'a Subscription, &'a Outcome)>,
) -> Vec<&'a str> {
    outcomes
        .filter(|(_, outcome)| matches!(outcome, Outcome::Gone))
        .map(|(sub, _)| sub.id.as_str())
        .collect()
}

/// The delivery record's final status; none when it was not ours or the subscription is gone.
pub(super) fn finished<'a>(
    job: &'a impl claims::Taken,
    outcome: &Outcome,
) -> Option<claims::Finished<'a>> {
    Some(claims::Finished {
        id: &job.sub().id,
        day: job.day(),
        slot: job.slot(),
        status: final_status(outcome)?,
    })
}

/// The status a delivery record ends with; none when it was not ours or the subscription is gone.
fn final_status(outcome: &Outcome) -> Option<&'static str> {
    match outcome {
        Outcome::Sent => Some("sent"),
        Outcome::Late => Some("skipped"),
        Outcome::Failed => Some("failed"),
        Outcome::Gone | Outcome::AlreadyHandled | Outcome::HeldBack => None,
    }
}

/// Claims held back from a slow push service: taken again by a pass after [`HELD_BACK_FOR`].
pub(super) fn held_back<'a>(
    outcomes: impl Iterator<Item = (&'a Subscription, i64, &'a str, &'a Outcome)>,
) -> Vec<claims::ClaimKey<'a>> {
    outcomes
        .filter(|(.., outcome)| matches!(outcome, Outcome::HeldBack))
        .map(|(sub, day, slot, _)| claims::ClaimKey {
            id: &sub.id,
            day,
            slot,
        })
        .collect()
}

/// Sends one reminder (scheduled or snoozed) due at `due_ms`, unless it is more than 15 minutes late.
pub(super) async fn deliver(
    pass: &Pass<'_>,
    mut send_slot: Option<SendSlot>,
    due: Due<'_>,
) -> Outcome {
    let Pass {
        ctx,
        lanes,
        now,
        started,
    } = *pass;
    let Due {
        sub,
        day,
        key,
        due_ms,
        next_at,
    } = due;
    let deadline_ms = due_ms + LATE_LIMIT.as_millis() as i64;
    let now_ms = || now.as_millisecond() + started.elapsed().as_millis() as i64;
    let found = u16::try_from(day)
        .ok()
        .and_then(|d| Some((d, ctx.plan.slot(d, key)?, ctx.catalogue.day(d)?)));
    let Some((day, slot, _)) = found.filter(|_| now_ms() <= deadline_ms) else {
        tracing::info!("reminder skipped: more than 15 minutes late");
        return Outcome::Late;
    };
    let snooze = ctx.snooze.request(&sub.id, day, key);
    let catalogue = &ctx.catalogue;
    let lang = catalogue.language(sub.language.as_deref().unwrap_or_default());
    let payload = reminder_payload(catalogue, &lang, &ctx.public_url, day, slot, &snooze);
    // Worth delivering until the next reminder replaces it.
    let ttl = next_at
        .map(|at| Duration::from_millis((at.as_millisecond() - now_ms()).max(60_000) as u64))
        .unwrap_or(Duration::from_secs(3600))
        .min(Duration::from_secs(24 * 3600));
    let topic = format!("day-{day}");
    let mut tries = 0;
    loop {
        tries += 1;
        let Some(outcome) = lanes
            .send(
                send_slot.take(),
                &ctx.sender,
                &sub.target,
                &payload,
                ttl,
                &topic,
            )
            .await
        else {
            return Outcome::HeldBack;
        };
        match outcome {
            PushOutcome::Delivered => return Outcome::Sent,
            PushOutcome::Gone => {
                tracing::info!("push subscription gone (404/410): removed");
                return Outcome::Gone;
            }
            PushOutcome::Unauthorized(err) => {
                tracing::error!(error = %err, "the push service refused our VAPID credentials: check VAPID_PRIVATE_KEY and VAPID_SUBJECT");
                return Outcome::Failed;
            }
            PushOutcome::Failed(err) => {
                tracing::warn!(error = %err, "reminder not delivered");
                return Outcome::Failed;
            }
            PushOutcome::Retry(after, err) => {
                let wait = after
                    .unwrap_or(Duration::from_millis(500 * 2u64.pow(tries)))
                    .min(Duration::from_secs(60));
                if tries >= MAX_TRIES || now_ms() + wait.as_millis() as i64 > deadline_ms {
                    tracing::warn!(error = %err, tries, "reminder not delivered; giving up");
                    return Outcome::Failed;
                }
                tracing::info!(error = %err, retry_in_ms = wait.as_millis() as u64, "push service busy; retrying");
                tokio::time::sleep(wait).await;
            }
        }
    }
}
