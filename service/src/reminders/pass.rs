//! One reminder pass as of an instant: every subscription whose next reminder is due is claimed
//! (at most once, ever), moved on to its following reminder, and sent — or skipped if > 15 min late.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use jiff::Timestamp;
use jiff::tz::TimeZone;
use sqlx::SqlitePool;

use super::ReminderPlan;
use crate::content::Catalogue;
use crate::domain::MemberTimeZone;
use crate::push::{PushOutcome, PushSender, SnoozeSigner, reminder_payload};
use crate::storage::push_subscriptions::{self as subs, StoredSubscription};

/// A reminder later than this is skipped, not sent late.
pub const LATE_LIMIT: Duration = Duration::from_secs(15 * 60);
const BATCH: u32 = 1000;
const CONCURRENCY: usize = 64;
const MAX_TRIES: u32 = 4;

pub struct ReminderContext {
    pub db: SqlitePool,
    pub catalogue: Arc<Catalogue>,
    pub plan: Arc<ReminderPlan>,
    pub sender: PushSender,
    pub snooze: SnoozeSigner,
    pub public_url: String,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PassReport {
    pub sent: usize,
    /// Snoozed reminders sent again.
    pub snoozed_sent: usize,
    pub skipped_late: usize,
    /// Claimed by another pass (or an earlier run) already.
    pub already_handled: usize,
    /// 404/410 answers: those subscriptions were removed.
    pub gone: usize,
    pub failed: usize,
    /// Subscriptions removed because the programme has nothing more for them.
    pub finished: u64,
}

impl PassReport {
    fn count(&mut self, outcome: Outcome, snoozed: bool) {
        match outcome {
            Outcome::Sent if snoozed => self.snoozed_sent += 1,
            Outcome::Sent => self.sent += 1,
            Outcome::Late => self.skipped_late += 1,
            Outcome::AlreadyHandled => self.already_handled += 1,
            Outcome::Gone => self.gone += 1,
            Outcome::Failed => self.failed += 1,
        }
    }
}

enum Outcome {
    Sent,
    Late,
    AlreadyHandled,
    Gone,
    Failed,
}

pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<PassReport> {
    let started = Instant::now();
    let mut report = PassReport::default();
    loop {
        let due = subs::due(&ctx.db, now.as_millisecond(), BATCH).await?;
        if due.is_empty() {
            break;
        }
        let outcomes: Vec<sqlx::Result<Outcome>> =
            futures_util::stream::iter(due).map(|sub| handle(ctx, sub, now, started)).buffer_unordered(CONCURRENCY).collect().await;
        for outcome in outcomes {
            report.count(outcome?, false);
        }
    }
    loop {
        let snoozed = subs::take_due_snoozes(&ctx.db, now.as_millisecond(), BATCH).await?;
        if snoozed.is_empty() {
            break;
        }
        let outcomes: Vec<sqlx::Result<Outcome>> = futures_util::stream::iter(snoozed)
            .map(|(sub, day, slot, due)| deliver(ctx, sub, day, slot, due, None, now, started))
            .buffer_unordered(CONCURRENCY)
            .collect()
            .await;
        for outcome in outcomes {
            report.count(outcome?, true);
        }
    }
    report.finished = subs::prune_finished(&ctx.db).await?;
    Ok(report)
}

#[tracing::instrument(name = "reminder", skip_all, fields(subscription_id = %sub.id, day = sub.next_day, slot = sub.next_slot))]
async fn handle(ctx: &ReminderContext, sub: StoredSubscription, now: Timestamp, started: Instant) -> sqlx::Result<Outcome> {
    let (Some(due_ms), Some(day), Some(key)) = (sub.next_due_at, sub.next_day, sub.next_slot.clone()) else {
        return Ok(Outcome::AlreadyHandled);
    };
    let tz = MemberTimeZone::parse(&sub.time_zone).map(|z| z.tz).unwrap_or(TimeZone::UTC);
    let due = Timestamp::from_millisecond(due_ms).unwrap_or(now);
    let next = ctx.plan.next_after(&tz, &sub.chosen_slots(), due);
    let claimed = subs::claim_delivery(&ctx.db, &sub.id, day, &key, now.as_millisecond()).await?;
    subs::advance(&ctx.db, &sub.id, due_ms, next.as_ref()).await?;
    if !claimed {
        return Ok(Outcome::AlreadyHandled);
    }
    let next_at = next.map(|n| n.at);
    let outcome = deliver(ctx, sub.clone(), day, key.clone(), due_ms, next_at, now, started).await?;
    let status = match outcome {
        Outcome::Sent => "sent",
        Outcome::Late => "skipped",
        _ => "failed",
    };
    if !matches!(outcome, Outcome::Gone) {
        subs::finish_delivery(&ctx.db, &sub.id, day, &key, status).await?;
    }
    Ok(outcome)
}

/// Sends one reminder (scheduled or snoozed) due at `due_ms`, unless it is more than 15 minutes late.
#[allow(clippy::too_many_arguments)]
async fn deliver(
    ctx: &ReminderContext,
    sub: StoredSubscription,
    day: i64,
    key: String,
    due_ms: i64,
    next_at: Option<Timestamp>,
    now: Timestamp,
    started: Instant,
) -> sqlx::Result<Outcome> {
    let deadline_ms = due_ms + LATE_LIMIT.as_millis() as i64;
    let now_ms = || now.as_millisecond() + started.elapsed().as_millis() as i64;
    let found = u16::try_from(day).ok().and_then(|d| Some((d, ctx.plan.slot(d, &key)?, ctx.catalogue.day(d)?)));
    let Some((day, slot, guide)) = found.filter(|_| now_ms() <= deadline_ms) else {
        tracing::info!("reminder skipped: more than 15 minutes late");
        return Ok(Outcome::Late);
    };
    let snooze = ctx.snooze.request(&sub.id, day, &key);
    let payload = reminder_payload(&ctx.public_url, day, &guide.theme, slot, &snooze);
    // Worth delivering until the next reminder replaces it.
    let ttl = next_at
        .map(|at| Duration::from_millis((at.as_millisecond() - now_ms()).max(60_000) as u64))
        .unwrap_or(Duration::from_secs(3600))
        .min(Duration::from_secs(24 * 3600));
    let topic = format!("day-{day}");
    let mut tries = 0;
    loop {
        tries += 1;
        match ctx.sender.send(&sub, &payload, ttl, &topic).await {
            PushOutcome::Delivered => return Ok(Outcome::Sent),
            PushOutcome::Gone => {
                tracing::info!("push subscription gone (404/410): removed");
                subs::delete(&ctx.db, &sub.id).await?;
                return Ok(Outcome::Gone);
            }
            PushOutcome::Unauthorized(err) => {
                tracing::error!(error = %err, "the push service refused our VAPID credentials: check VAPID_PRIVATE_KEY and VAPID_SUBJECT");
                return Ok(Outcome::Failed);
            }
            PushOutcome::Failed(err) => {
                tracing::warn!(error = %err, "reminder not delivered");
                return Ok(Outcome::Failed);
            }
            PushOutcome::Retry(after, err) => {
                let wait = after.unwrap_or(Duration::from_millis(500 * 2u64.pow(tries))).min(Duration::from_secs(60));
                if tries >= MAX_TRIES || now_ms() + wait.as_millis() as i64 > deadline_ms {
                    tracing::warn!(error = %err, tries, "reminder not delivered; giving up");
                    return Ok(Outcome::Failed);
                }
                tracing::info!(error = %err, retry_in_ms = wait.as_millis() as u64, "push service busy; retrying");
                tokio::time::sleep(wait).await;
            }
        }
    }
}
