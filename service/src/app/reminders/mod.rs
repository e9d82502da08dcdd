//! One reminder pass as of an instant: every subscription whose next reminder is due is claimed
//! (at most once, ever), moved on to its following reminder, and sent — or skipped if > 15 min late.

mod delivery;
mod lanes;

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use jiff::Timestamp;
use tokio::sync::OwnedSemaphorePermit as SendSlot;

use crate::content::{Catalogue, ReminderPlan};
use crate::push::{PushSender, SnoozeSigner};
use crate::storage::Db;
use crate::storage::reminder_claims::{self as claims, DueReminder};
use crate::storage::{push_subscriptions as subscriptions, snoozes};
use delivery::{Due, Outcome, Pass, deliver, finished, gone, held_back};
use lanes::{HELD_BACK_FOR, Lanes, next_slot};

/// A reminder later than this is skipped, not sent late.
pub const LATE_LIMIT: Duration = Duration::from_secs(15 * 60);
/// Reminders claimed per transaction. Claimed reminders are never sent again, so a crash loses
/// at most what is in flight plus two of these (the batch being sent and the one claimed ahead).
const BATCH: u32 = 64;
/// Delivery statuses are recorded this many at a time.
const FINISH_CHUNK: usize = 256;
/// Reminders in progress at once: sending, slow, or waiting to retry. A reminder only starts
/// once it has a send slot, so none waits here unstarted.
const IN_PROGRESS: usize = 1024;

pub struct ReminderContext {
    pub db: Db,
    /// A claim unanswered this long (wall clock) is taken to be lost with its pass, and sent again.
    pub resend_after: Duration,
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
    /// Held back from a push service that already had its share of slow requests; a later
    /// pass sends them (within their grace).
    pub held_back: usize,
    /// Subscriptions removed because the programme has nothing more for them.
    pub finished: u64,
}

/// The line `reminders run-once` prints.
impl std::fmt::Display for PassReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "reminders: {} sent, {} snoozed sent, {} skipped (late), {} already handled, {} gone, {} failed, {} finished",
            self.sent,
            self.snoozed_sent,
            self.skipped_late,
            self.already_handled,
            self.gone,
            self.failed,
            self.finished
        )
    }
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
            Outcome::HeldBack => self.held_back += 1,
        }
    }
}

pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<PassReport> {
    let started = Instant::now();
    let mut report = PassReport::default();
    let lanes = &Lanes::new();
    let pass = Pass {
        ctx,
        lanes,
        now,
        started,
    };
    // Three parts run side by side, so none waits on another for the database: claiming the next
    // batch (one transaction each, at most one batch ahead), sending (see `Lanes`), and recording
    // how sends ended.
    let (batches_tx, batches_rx) = tokio::sync::mpsc::channel::<Vec<DueReminder>>(1);
    let (done_tx, mut done_rx) = tokio::sync::mpsc::channel::<Vec<(DueReminder, Outcome)>>(4);
    let claim = async move {
        // Claimed only once there is room for it: claimed reminders are never sent again, so
        // as few as possible wait claimed and unsent (at most two batches).
        while let Ok(room) = batches_tx.reserve().await {
            let batch = claim_next_batch(ctx, now).await?;
            if batch.is_empty() {
                break;
            }
            room.send(batch);
        }
        Ok::<(), sqlx::Error>(())
    };
    let send = async move {
        let batches = futures_util::stream::unfold(batches_rx, |mut rx| async {
            rx.recv().await.map(|batch| (batch, rx))
        });
        // Sends touch no database connection: while this stage waits to hand a chunk on, its
        // sends are not polled, and one holding a connection would stall the recording stage.
        let mut sent = std::pin::pin!(
            batches
                .flat_map(futures_util::stream::iter)
                .then(|job| {
                    let slot = next_slot(lanes.slots.clone());
                    async move { (job, slot.await) }
                })
                .map(|(job, slot)| send_claimed(pass, slot, job))
                .buffer_unordered(IN_PROGRESS)
                .ready_chunks(FINISH_CHUNK)
        );
        while let Some(chunk) = sent.next().await {
            if done_tx.send(chunk).await.is_err() {
                break;
            }
        }
        Ok::<(), sqlx::Error>(())
    };
    let record = async {
        while let Some(chunk) = done_rx.recv().await {
            settle(ctx, chunk, &mut report).await?;
        }
        Ok::<(), sqlx::Error>(())
    };
    tokio::try_join!(claim, send, record)?;
    resend_stale(pass, &mut report).await?;
    loop {
        let snoozed = snoozes::take_due_snoozes(&ctx.db, now.as_millisecond(), BATCH).await?;
        if snoozed.is_empty() {
            break;
        }
        let outcomes = deliver_taken(pass, snoozed).await;
        subscriptions::delete_gone(&ctx.db, &gone(outcomes.iter().map(|(t, o)| (&t.sub, o))))
            .await?;
        for (taken, outcome) in outcomes {
            if matches!(outcome, Outcome::HeldBack) {
                // Snoozed again, briefly: a later pass sends it.
                let due = now.as_millisecond() + HELD_BACK_FOR.as_millis() as i64;
                snoozes::snooze_again(&ctx.db, &taken.sub.id, taken.day, &taken.slot, due).await?;
            }
            report.count(outcome, true);
        }
    }
    report.finished = subscriptions::prune_finished(&ctx.db).await?;
    Ok(report)
}

/// Sends again what an earlier pass claimed and never answered (it was killed), while still
/// within the grace: the same Topic and tag, so a member who got both sees one notification.
async fn resend_stale(pass: Pass<'_>, report: &mut PassReport) -> sqlx::Result<()> {
    let ctx = pass.ctx;
    let due_after = pass.now.as_millisecond() - LATE_LIMIT.as_millis() as i64;
    // Only claims that ran out before this pass began: what this pass holds back waits for the next.
    let began = crate::storage::now_ms() - pass.started.elapsed().as_millis() as i64;
    loop {
        let lease_until = crate::storage::now_ms() + ctx.resend_after.as_millis() as i64;
        let stale = claims::reclaim_stale(&ctx.db, began, due_after, lease_until, BATCH).await?;
        if stale.is_empty() {
            return Ok(());
        }
        tracing::warn!(
            count = stale.len(),
            "resending reminders an interrupted pass claimed and never answered"
        );
        let outcomes = deliver_taken(pass, stale).await;
        settle(ctx, outcomes, report).await?;
    }
}

/// Sends taken reminders (stale claims or due snoozes), as many at once as the lanes allow.
async fn deliver_taken(
    pass: Pass<'_>,
    taken: Vec<claims::TakenReminder>,
) -> Vec<(claims::TakenReminder, Outcome)> {
    futures_util::stream::iter(taken)
        .map(|taken| async move {
            let due = Due {
                sub: &taken.sub,
                day: taken.day,
                key: &taken.slot,
                due_ms: taken.due_at,
                next_at: None,
            };
            let outcome = deliver(&pass, None, due).await;
            (taken, outcome)
        })
        .buffer_unordered(IN_PROGRESS)
        .collect()
        .await
}

/// Records how claimed reminders ended: final statuses, claims held back from a slow host
/// (taken again after [`HELD_BACK_FOR`]) and subscriptions their push service says are gone;
/// counts each in the report.
async fn settle<T: claims::Taken>(
    ctx: &ReminderContext,
    outcomes: Vec<(T, Outcome)>,
    report: &mut PassReport,
) -> sqlx::Result<()> {
    let statuses: Vec<claims::Finished> = outcomes
        .iter()
        .filter_map(|(job, outcome)| finished(job, outcome))
        .collect();
    claims::finish_batch(&ctx.db, &statuses).await?;
    let ended = outcomes
        .iter()
        .map(|(job, o)| (job.sub(), job.day(), job.slot(), o));
    let held = held_back(ended.clone());
    let lease_until = crate::storage::now_ms() + HELD_BACK_FOR.as_millis() as i64;
    claims::hold_back(&ctx.db, &held, lease_until).await?;
    let gone = gone(ended.map(|(sub, _, _, outcome)| (sub, outcome)));
    subscriptions::delete_gone(&ctx.db, &gone).await?;
    for (_, outcome) in outcomes {
        report.count(outcome, false);
    }
    Ok(())
}

/// Claims the next due reminders in one transaction, each subscription moving on to its
/// following reminder in the member's zone.
async fn claim_next_batch(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<Vec<DueReminder>> {
    let lease_until = crate::storage::now_ms() + ctx.resend_after.as_millis() as i64;
    claims::claim_due(
        &ctx.db,
        now.as_millisecond(),
        lease_until,
        BATCH,
        |sub, due_ms| {
            let due = Timestamp::from_millisecond(due_ms).unwrap_or(now);
            ctx.plan.next_after(&sub.time_zone.tz, &sub.slots, due)
        },
    )
    .await
}

#[tracing::instrument(name = "reminder", skip_all, fields(subscription_id = %job.sub.id, day = job.day, slot = %job.slot))]
async fn send_claimed(pass: Pass<'_>, slot: SendSlot, job: DueReminder) -> (DueReminder, Outcome) {
    if !job.claimed {
        return (job, Outcome::AlreadyHandled);
    }
    let due = Due {
        sub: &job.sub,
        day: job.day,
        key: &job.slot,
        due_ms: job.due_at,
        next_at: job.next.as_ref().map(|n| n.at),
    };
    let outcome = deliver(&pass, Some(slot), due).await;
    (job, outcome)
}
