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
use crate::push::{PushOutcome, PushSender, reminder_payload};
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
    pub public_url: String,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PassReport {
    pub sent: usize,
    pub skipped_late: usize,
    /// Claimed by another pass (or an earlier run) already.
    pub already_handled: usize,
    /// 404/410 answers: those subscriptions were removed.
    pub gone: usize,
    pub failed: usize,
    /// Subscriptions removed because the programme has nothing more for them.
    pub finished: u64,
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
            match outcome? {
                Outcome::Sent => report.sent += 1,
                Outcome::Late => report.skipped_late += 1,
                Outcome::AlreadyHandled => report.already_handled += 1,
                Outcome::Gone => report.gone += 1,
                Outcome::Failed => report.failed += 1,
            }
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
    let deadline_ms = due_ms + LATE_LIMIT.as_millis() as i64;
    let now_ms = || now.as_millisecond() + started.elapsed().as_millis() as i64;
    let slot = u16::try_from(day).ok().and_then(|d| Some((d, ctx.plan.slot(d, &key)?, ctx.catalogue.day(d)?)));
    let Some((day, slot, guide)) = slot.filter(|_| now_ms() <= deadline_ms) else {
        tracing::info!("reminder skipped: more than 15 minutes late");
        subs::finish_delivery(&ctx.db, &sub.id, day, &key, "skipped").await?;
        return Ok(Outcome::Late);
    };
    let payload = reminder_payload(&ctx.public_url, day, &guide.theme, slot);
    // Worth delivering until the next reminder replaces it.
    let ttl = next
        .as_ref()
        .map(|n| Duration::from_millis((n.at.as_millisecond() - now_ms()).max(60_000) as u64))
        .unwrap_or(Duration::from_secs(3600))
        .min(Duration::from_secs(24 * 3600));
    let topic = format!("day-{day}");
    let mut tries = 0;
    let outcome = loop {
        tries += 1;
        match ctx.sender.send(&sub, &payload, ttl, &topic).await {
            PushOutcome::Delivered => break Outcome::Sent,
            PushOutcome::Gone => {
                tracing::info!("push subscription gone (404/410): removed");
                subs::delete(&ctx.db, &sub.id).await?;
                return Ok(Outcome::Gone);
            }
            PushOutcome::Unauthorized(err) => {
                tracing::error!(error = %err, "the push service refused our VAPID credentials: check VAPID_PRIVATE_KEY and VAPID_SUBJECT");
                break Outcome::Failed;
            }
            PushOutcome::Failed(err) => {
                tracing::warn!(error = %err, "reminder not delivered");
                break Outcome::Failed;
            }
            PushOutcome::Retry(after, err) => {
                let wait = after.unwrap_or(Duration::from_millis(500 * 2u64.pow(tries))).min(Duration::from_secs(60));
                if tries >= MAX_TRIES || now_ms() + wait.as_millis() as i64 > deadline_ms {
                    tracing::warn!(error = %err, tries, "reminder not delivered; giving up");
                    break Outcome::Failed;
                }
                tracing::info!(error = %err, retry_in_ms = wait.as_millis() as u64, "push service busy; retrying");
                tokio::time::sleep(wait).await;
            }
        }
    };
    let status = if matches!(outcome, Outcome::Sent) { "sent" } else { "failed" };
    subs::finish_delivery(&ctx.db, &sub.id, i64::from(day), &key, status).await?;
    Ok(outcome)
}
