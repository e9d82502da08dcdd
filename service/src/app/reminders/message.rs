//! What a reminder pushes, and until when.

use std::time::Duration;

use jiff::Timestamp;

use super::{LATE_LIMIT, ReminderContext};
use crate::app::push_engine::{Ended, Outgoing, PassClock};
use crate::domain::Subscription;
use crate::push::reminder_message;

/// One reminder to send: scheduled (with the subscription's following one), resent or snoozed.
pub(super) struct Due<'a> {
    pub sub: &'a Subscription,
    pub day: i64,
    pub key: &'a str,
    pub due_ms: i64,
    /// When the next reminder replaces this one.
    pub next_at: Option<Timestamp>,
    pub tried: u32,
}

/// The reminder's message, of use until 15 minutes after it fell due; `Late` past that (or for a
/// day or slot the programme no longer has).
pub(super) fn outgoing(
    ctx: &ReminderContext,
    clock: &PassClock,
    due: Due<'_>,
) -> Result<Outgoing, Ended> {
    let give_up_at = due.due_ms + LATE_LIMIT.as_millis() as i64;
    let now_ms = clock.now_ms();
    let found = u16::try_from(due.day)
        .ok()
        .and_then(|d| Some((d, ctx.plan.slot(d, due.key)?, ctx.catalogue.day(d)?)));
    let Some((day, slot, _)) = found.filter(|_| now_ms <= give_up_at) else {
        tracing::info!("reminder skipped: more than 15 minutes late");
        return Err(Ended::Late);
    };
    let snooze = ctx.push.snooze.request(&due.sub.id, day, due.key);
    let catalogue = &ctx.catalogue;
    let lang = catalogue.language(due.sub.language.as_deref().unwrap_or_default());
    // Worth delivering until the next reminder replaces it.
    let ttl = due
        .next_at
        .map(|at| Duration::from_millis((at.as_millisecond() - now_ms).max(60_000) as u64))
        .unwrap_or(Duration::from_secs(3600))
        .min(Duration::from_secs(24 * 3600));
    let message = reminder_message(catalogue, &lang, &ctx.public_url, (day, slot), &snooze, ttl);
    Ok(Outgoing {
        target: due.sub.target.clone(),
        message,
        give_up_at,
        tried: due.tried,
    })
}
