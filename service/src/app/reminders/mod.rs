//! One reminder pass as of an instant: every subscription whose next reminder is due is claimed
//! (at most once, ever), moved on to its following reminder, and sent through the push engine —
//! or skipped if > 15 min late. Then what a killed pass left unanswered, and snoozes come due.

mod message;
mod roads;

use std::sync::Arc;
use std::time::Duration;

use jiff::Timestamp;

use crate::app::push_engine::{Ended, Engine, Lanes, PassClock, drain};
use crate::content::{Catalogue, ReminderPlan};
use crate::metrics::Metrics;
use crate::push::WebPush;
use crate::storage::Db;
use crate::storage::push_subscriptions as subscriptions;
use roads::{Scheduled, Snoozed, Unanswered};

/// A reminder later than this is skipped, not sent late.
pub const LATE_LIMIT: Duration = Duration::from_secs(15 * 60);

pub struct ReminderContext {
    pub db: Db,
    /// A claim not renewed for this long is taken to be lost with its pass, and sent again.
    pub resend_after: Duration,
    pub catalogue: Arc<Catalogue>,
    pub plan: Arc<ReminderPlan>,
    pub push: Arc<WebPush>,
    pub public_url: String,
    pub metrics: Arc<Metrics>,
}

impl ReminderContext {
    /// The engine of one pass, as of `clock`, sharing `lanes` with whatever else it sends.
    pub(crate) fn engine<'a>(
        &'a self,
        lanes: &'a Lanes,
        clock: PassClock,
        pass: &'a str,
    ) -> Engine<'a> {
        Engine {
            sender: &self.push.sender,
            metrics: &self.metrics,
            lanes,
            clock,
            pass,
            lease: self.resend_after,
        }
    }
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
    /// Left for a later pass (within their grace): their push service already had its share of
    /// slow requests, or asked for a longer wait.
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
    fn count(&mut self, end: Ended, snoozed: bool) {
        match end {
            Ended::Sent { .. } if snoozed => self.snoozed_sent += 1,
            Ended::Sent { .. } => self.sent += 1,
            Ended::Late => self.skipped_late += 1,
            Ended::NotOurs => self.already_handled += 1,
            Ended::Gone => self.gone += 1,
            Ended::Failed { .. } => self.failed += 1,
            Ended::Later { .. } => self.held_back += 1,
        }
    }
}

/// One reminder pass as of `now`, on lanes of its own.
pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<PassReport> {
    let lanes = Lanes::new();
    let pass = uuid::Uuid::new_v4().to_string();
    run_on(&ctx.engine(&lanes, PassClock::starting_at(now), &pass), ctx).await
}

/// The reminder pass on `engine` (whose lanes other roads may share).
pub(crate) async fn run_on(engine: &Engine<'_>, ctx: &ReminderContext) -> sqlx::Result<PassReport> {
    let mut report = PassReport::default();
    drain(engine, &Scheduled(ctx), &mut report).await?;
    let began = engine.clock.as_of().as_millisecond();
    drain(engine, &Unanswered { ctx, began }, &mut report).await?;
    drain(engine, &Snoozed(ctx), &mut report).await?;
    report.finished = subscriptions::prune_finished(&ctx.db).await?;
    Ok(report)
}
