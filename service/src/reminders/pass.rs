//! One reminder pass as of an instant: every subscription whose next reminder is due is claimed
//! (at most once, ever), moved on to its following reminder, and sent — or skipped if > 15 min late.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use jiff::Timestamp;
use jiff::tz::TimeZone;
use tokio::sync::{OwnedSemaphorePermit as SendSlot, Semaphore};

use super::ReminderPlan;
use crate::content::Catalogue;
use crate::domain::MemberTimeZone;
use crate::push::{PushOutcome, PushSender, SnoozeSigner, reminder_payload};
use crate::storage::Db;
use crate::storage::push_subscriptions::{self as subs, DueReminder, StoredSubscription};

/// A reminder later than this is skipped, not sent late.
pub const LATE_LIMIT: Duration = Duration::from_secs(15 * 60);
/// Reminders claimed per transaction. Claimed reminders are never sent again, so a crash loses
/// at most what is in flight plus two of these (the batch being sent and the one claimed ahead).
const BATCH: u32 = 64;
/// Delivery statuses are recorded this many at a time.
const FINISH_CHUNK: usize = 256;
/// Requests to push services in progress at once, not counting slow ones.
const SEND_SLOTS: usize = 64;
/// A request still unanswered after this gives its send slot up (it goes on, in the slow lane).
const SLOW_AFTER: Duration = Duration::from_secs(1);
/// Reminders in progress at once: sending, slow, or waiting to retry. A reminder only starts
/// once it has a send slot, so none waits here unstarted.
const IN_PROGRESS: usize = 1024;
const MAX_TRIES: u32 = 4;

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

async fn next_slot(slots: Arc<Semaphore>) -> SendSlot {
    slots
        .acquire_owned()
        .await
        .expect("the semaphore is never closed")
}

/// Requests a mostly slow push service may have in the slow lane at once. Past it, that
/// service's other reminders wait for a later pass (within their grace), so a host that answers
/// slowly, for however many subscriptions, takes only this share of a pass and never holds up
/// the others. A host that answers most requests promptly is never held back for a few slow ones.
const SLOW_PER_HOST: usize = 32;
/// How long a reminder held back from a slow host waits before a pass takes it again.
const HELD_BACK_FOR: Duration = Duration::from_secs(10);

/// How a pass shares the push services: a few fast send slots, with slow requests and retry
/// waits outside them, so one slow or busy push service holds up only its own messages; and a
/// bound on each service's slow requests ([`SLOW_PER_HOST`]).
struct Lanes {
    slots: Arc<Semaphore>,
    /// How each push service (by origin) has answered in this pass.
    hosts: std::sync::Mutex<std::collections::HashMap<String, HostPace>>,
}

/// One push service's pace in a pass.
#[derive(Default)]
struct HostPace {
    /// Requests in the slow lane now.
    slow_now: usize,
    /// Requests that turned slow, and requests answered promptly, in this pass.
    slow: usize,
    prompt: usize,
}

impl HostPace {
    /// Mostly slow, and already holding its share of the slow lane.
    fn over_budget(&self) -> bool {
        self.slow_now >= SLOW_PER_HOST && self.slow > self.prompt
    }
}

impl Lanes {
    fn new() -> Self {
        Lanes {
            slots: Arc::new(Semaphore::new(SEND_SLOTS)),
            hosts: Default::default(),
        }
    }

    /// Sends in `slot`, or in the next free one; `None` when the subscription's push service
    /// already has its share of slow requests (nothing was sent).
    async fn send(
        &self,
        slot: Option<SendSlot>,
        sender: &PushSender,
        sub: &StoredSubscription,
        payload: &[u8],
        ttl: Duration,
        topic: &str,
    ) -> Option<PushOutcome> {
        let host = push_host(&sub.endpoint);
        if self
            .hosts
            .lock()
            .unwrap()
            .get(&host)
            .is_some_and(HostPace::over_budget)
        {
            return None;
        }
        let slot = match slot {
            Some(slot) => slot,
            None => next_slot(self.slots.clone()).await,
        };
        let send = sender.send(sub, payload, ttl, topic);
        tokio::pin!(send);
        tokio::select! {
            outcome = &mut send => {
                self.hosts.lock().unwrap().entry(host).or_default().prompt += 1;
                Some(outcome)
            }
            () = tokio::time::sleep(SLOW_AFTER) => {
                drop(slot);
                {
                    let mut hosts = self.hosts.lock().unwrap();
                    let pace = hosts.entry(host.clone()).or_default();
                    pace.slow_now += 1;
                    pace.slow += 1;
                }
                let outcome = send.await;
                if let Some(pace) = self.hosts.lock().unwrap().get_mut(&host) {
                    pace.slow_now -= 1;
                }
                Some(outcome)
            }
        }
    }
}

/// The push service an endpoint is on (scheme, host and port).
fn push_host(endpoint: &str) -> String {
    url::Url::parse(endpoint)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default()
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

enum Outcome {
    Sent,
    Late,
    AlreadyHandled,
    Gone,
    Failed,
    /// Not sent: its push service is slow; the claim is left for a later pass.
    HeldBack,
}

pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<PassReport> {
    let started = Instant::now();
    let mut report = PassReport::default();
    let lanes = &Lanes::new();
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
                .map(|(job, slot)| send_claimed(ctx, lanes, slot, job, now, started))
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
            let statuses: Vec<subs::Finished> = chunk
                .iter()
                .filter_map(|(job, outcome)| finished(job, outcome))
                .collect();
            subs::finish_batch(&ctx.db, &statuses).await?;
            let held = held_back(
                chunk
                    .iter()
                    .map(|(job, o)| (&job.sub, job.day, job.slot.as_str(), o)),
            );
            subs::hold_back(
                &ctx.db,
                &held,
                crate::storage::now_ms() + HELD_BACK_FOR.as_millis() as i64,
            )
            .await?;
            subs::delete_gone(&ctx.db, &gone(chunk.iter().map(|(job, o)| (&job.sub, o)))).await?;
            for (_, outcome) in chunk {
                report.count(outcome, false);
            }
        }
        Ok::<(), sqlx::Error>(())
    };
    tokio::try_join!(claim, send, record)?;
    resend_stale(ctx, lanes, now, started, &mut report).await?;
    loop {
        let snoozed = subs::take_due_snoozes(&ctx.db, now.as_millisecond(), BATCH).await?;
        if snoozed.is_empty() {
            break;
        }
        let outcomes: Vec<(subs::TakenReminder, Outcome)> = futures_util::stream::iter(snoozed)
            .map(|taken| async move {
                let outcome = deliver(
                    ctx,
                    lanes,
                    None,
                    &taken.sub,
                    taken.day,
                    taken.slot.clone(),
                    taken.due_at,
                    None,
                    now,
                    started,
                )
                .await;
                (taken, outcome)
            })
            .buffer_unordered(IN_PROGRESS)
            .collect()
            .await;
        subs::delete_gone(&ctx.db, &gone(outcomes.iter().map(|(t, o)| (&t.sub, o)))).await?;
        for (taken, outcome) in outcomes {
            if matches!(outcome, Outcome::HeldBack) {
                // Snoozed again, briefly: a later pass sends it.
                let due = now.as_millisecond() + HELD_BACK_FOR.as_millis() as i64;
                subs::snooze_again(&ctx.db, &taken.sub.id, taken.day, &taken.slot, due).await?;
            }
            report.count(outcome, true);
        }
    }
    report.finished = subs::prune_finished(&ctx.db).await?;
    Ok(report)
}

/// Sends again what an earlier pass claimed and never answered (it was killed), while still
/// within the grace: the same Topic and tag, so a member who got both sees one notification.
async fn resend_stale(
    ctx: &ReminderContext,
    lanes: &Lanes,
    now: Timestamp,
    started: Instant,
    report: &mut PassReport,
) -> sqlx::Result<()> {
    let due_after = now.as_millisecond() - LATE_LIMIT.as_millis() as i64;
    // Only claims that ran out before this pass began: what this pass holds back waits for the next.
    let began = crate::storage::now_ms() - started.elapsed().as_millis() as i64;
    loop {
        let lease_until = crate::storage::now_ms() + ctx.resend_after.as_millis() as i64;
        let stale = subs::reclaim_stale(&ctx.db, began, due_after, lease_until, BATCH).await?;
        if stale.is_empty() {
            return Ok(());
        }
        tracing::warn!(
            count = stale.len(),
            "resending reminders an interrupted pass claimed and never answered"
        );
        let outcomes: Vec<(subs::TakenReminder, Outcome)> = futures_util::stream::iter(stale)
            .map(|claim| async move {
                let outcome = deliver(
                    ctx,
                    lanes,
                    None,
                    &claim.sub,
                    claim.day,
                    claim.slot.clone(),
                    claim.due_at,
                    None,
                    now,
                    started,
                )
                .await;
                (claim, outcome)
            })
            .buffer_unordered(IN_PROGRESS)
            .collect()
            .await;
        let statuses: Vec<subs::Finished> = outcomes
            .iter()
            .filter_map(|(claim, outcome)| {
                Some(subs::Finished {
                    id: &claim.sub.id,
                    day: claim.day,
                    slot: &claim.slot,
                    status: final_status(outcome)?,
                })
            })
            .collect();
        subs::finish_batch(&ctx.db, &statuses).await?;
        let held = held_back(
            outcomes
                .iter()
                .map(|(c, o)| (&c.sub, c.day, c.slot.as_str(), o)),
        );
        subs::hold_back(
            &ctx.db,
            &held,
            crate::storage::now_ms() + HELD_BACK_FOR.as_millis() as i64,
        )
        .await?;
        subs::delete_gone(&ctx.db, &gone(outcomes.iter().map(|(c, o)| (&c.sub, o)))).await?;
        for (_, outcome) in outcomes {
            report.count(outcome, false);
        }
    }
}

/// Subscriptions whose push service said they are gone.
fn gone<'a>(outcomes: impl Iterator<Item = (&'a StoredSubscription, &'a Outcome)>) -> Vec<&'a str> {
    outcomes
        .filter(|(_, outcome)| matches!(outcome, Outcome::Gone))
        .map(|(sub, _)| sub.id.as_str())
        .collect()
}

/// The delivery record's final status; none when it was not ours or the subscription is gone.
fn finished<'a>(job: &'a DueReminder, outcome: &Outcome) -> Option<subs::Finished<'a>> {
    Some(subs::Finished {
        id: &job.sub.id,
        day: job.day,
        slot: &job.slot,
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
fn held_back<'a>(
    outcomes: impl Iterator<Item = (&'a StoredSubscription, i64, &'a str, &'a Outcome)>,
) -> Vec<subs::ClaimKey<'a>> {
    outcomes
        .filter(|(.., outcome)| matches!(outcome, Outcome::HeldBack))
        .map(|(sub, day, slot, _)| subs::ClaimKey {
            id: &sub.id,
            day,
            slot,
        })
        .collect()
}

/// Claims the next due reminders in one transaction, each subscription moving on to its
/// following reminder in the member's zone.
async fn claim_next_batch(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<Vec<DueReminder>> {
    let lease_until = crate::storage::now_ms() + ctx.resend_after.as_millis() as i64;
    subs::claim_due(
        &ctx.db,
        now.as_millisecond(),
        lease_until,
        BATCH,
        |sub, due_ms| {
            let tz = MemberTimeZone::parse(&sub.time_zone)
                .map(|z| z.tz)
                .unwrap_or(TimeZone::UTC);
            let due = Timestamp::from_millisecond(due_ms).unwrap_or(now);
            ctx.plan.next_after(&tz, &sub.chosen_slots(), due)
        },
    )
    .await
}

#[tracing::instrument(name = "reminder", skip_all, fields(subscription_id = %job.sub.id, day = job.day, slot = %job.slot))]
async fn send_claimed(
    ctx: &ReminderContext,
    lanes: &Lanes,
    slot: SendSlot,
    job: DueReminder,
    now: Timestamp,
    started: Instant,
) -> (DueReminder, Outcome) {
    if !job.claimed {
        return (job, Outcome::AlreadyHandled);
    }
    let outcome = deliver(
        ctx,
        lanes,
        Some(slot),
        &job.sub,
        job.day,
        job.slot.clone(),
        job.due_at,
        job.next.as_ref().map(|n| n.at),
        now,
        started,
    )
    .await;
    (job, outcome)
}

/// Sends one reminder (scheduled or snoozed) due at `due_ms`, unless it is more than 15 minutes late.
#[allow(clippy::too_many_arguments)]
async fn deliver(
    ctx: &ReminderContext,
    lanes: &Lanes,
    mut send_slot: Option<SendSlot>,
    sub: &StoredSubscription,
    day: i64,
    key: String,
    due_ms: i64,
    next_at: Option<Timestamp>,
    now: Timestamp,
    started: Instant,
) -> Outcome {
    let deadline_ms = due_ms + LATE_LIMIT.as_millis() as i64;
    let now_ms = || now.as_millisecond() + started.elapsed().as_millis() as i64;
    let found = u16::try_from(day)
        .ok()
        .and_then(|d| Some((d, ctx.plan.slot(d, &key)?, ctx.catalogue.day(d)?)));
    let Some((day, slot, guide)) = found.filter(|_| now_ms() <= deadline_ms) else {
        tracing::info!("reminder skipped: more than 15 minutes late");
        return Outcome::Late;
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
        let Some(outcome) = lanes
            .send(send_slot.take(), &ctx.sender, sub, &payload, ttl, &topic)
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
