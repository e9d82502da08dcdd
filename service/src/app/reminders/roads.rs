//! The reminders' roads into the push engine: scheduled reminders, claims a killed pass left
//! unanswered, and snoozes come due. They share how an answer is recorded ([`settle`]).

use jiff::Timestamp;

use super::message::{Due, outgoing};
use super::{LATE_LIMIT, PassReport, ReminderContext};
use crate::app::push_engine::{Ended, Outgoing, PassClock, Road};
use crate::storage::ClaimAt;
use crate::storage::reminder_claims::{self as claims, DueReminder, Taken, TakenReminder};
use crate::storage::{push_subscriptions as subscriptions, snoozes};

/// Each subscription's next reminder, claimed (once, ever) as it falls due; the subscription
/// moves on to its following reminder in the member's zone.
pub(super) struct Scheduled<'a>(pub &'a ReminderContext);

impl Road for Scheduled<'_> {
    type Job = DueReminder;
    type Report = PassReport;
    const KIND: &'static str = "reminder";

    async fn claim(&self, claim: ClaimAt<'_>) -> sqlx::Result<Vec<DueReminder>> {
        let ctx = self.0;
        // A subscription behind by more than the grace (the service was down) moves on past
        // every reminder it is too late for at once, not one per claim.
        let grace_began = claim.now - LATE_LIMIT.as_millis() as i64;
        claims::claim_due(&ctx.db, claim, |sub, due_ms| {
            let after = Timestamp::from_millisecond(due_ms.max(grace_began)).unwrap_or_default();
            ctx.plan.next_after(&sub.time_zone.tz, &sub.slots, after)
        })
        .await
    }

    fn outgoing(&self, job: &DueReminder, clock: &PassClock) -> Result<Outgoing, Ended> {
        if !job.claimed {
            return Err(Ended::NotOurs);
        }
        let due = Due {
            sub: &job.sub,
            day: job.day,
            key: &job.slot,
            due_ms: job.due_at,
            next_at: job.next.as_ref().map(|n| n.at),
            tried: 0,
        };
        outgoing(self.0, clock, due)
    }

    async fn settle(
        &self,
        _pass: &str,
        ended: Vec<(DueReminder, Ended)>,
        report: &mut PassReport,
    ) -> sqlx::Result<()> {
        settle(self.0, ended, report).await
    }

    async fn renew(&self, pass: &str, lease_until: i64) -> sqlx::Result<()> {
        claims::renew(&self.0.db, pass, lease_until).await
    }
}

/// Claims an earlier pass made and never answered (it was killed), or held back, once their
/// lease ran out before `began`: sent with the same Topic and tag, so a member who got both
/// sees one notification.
pub(super) struct Unanswered<'a> {
    pub ctx: &'a ReminderContext,
    /// When this pass began: what it holds back itself waits for the next.
    pub began: i64,
}

impl Road for Unanswered<'_> {
    type Job = TakenReminder;
    type Report = PassReport;
    const KIND: &'static str = "reminder";

    async fn claim(&self, claim: ClaimAt<'_>) -> sqlx::Result<Vec<TakenReminder>> {
        let due_after = claim.now - LATE_LIMIT.as_millis() as i64;
        let taken = claims::reclaim_stale(&self.ctx.db, self.began, due_after, claim).await?;
        if !taken.is_empty() {
            tracing::warn!(
                count = taken.len(),
                "resending reminders a pass claimed and did not answer"
            );
        }
        Ok(taken)
    }

    fn outgoing(&self, job: &TakenReminder, clock: &PassClock) -> Result<Outgoing, Ended> {
        outgoing(self.ctx, clock, taken(job))
    }

    async fn settle(
        &self,
        _pass: &str,
        ended: Vec<(TakenReminder, Ended)>,
        report: &mut PassReport,
    ) -> sqlx::Result<()> {
        settle(self.ctx, ended, report).await
    }

    async fn renew(&self, pass: &str, lease_until: i64) -> sqlx::Result<()> {
        claims::renew(&self.ctx.db, pass, lease_until).await
    }
}

/// Reminders a member snoozed, come due (taking one deletes it: it is sent at most once).
pub(super) struct Snoozed<'a>(pub &'a ReminderContext);

impl Road for Snoozed<'_> {
    type Job = TakenReminder;
    type Report = PassReport;
    const KIND: &'static str = "snooze";

    async fn claim(&self, claim: ClaimAt<'_>) -> sqlx::Result<Vec<TakenReminder>> {
        snoozes::take_due_snoozes(&self.0.db, claim.now, claim.limit).await
    }

    fn outgoing(&self, job: &TakenReminder, clock: &PassClock) -> Result<Outgoing, Ended> {
        outgoing(self.0, clock, taken(job))
    }

    async fn settle(
        &self,
        _pass: &str,
        ended: Vec<(TakenReminder, Ended)>,
        report: &mut PassReport,
    ) -> sqlx::Result<()> {
        let db = &self.0.db;
        subscriptions::delete_gone(db, &gone(&ended)).await?;
        for (taken, end) in ended {
            if let Ended::Later { until, .. } = end {
                // Snoozed again, briefly: a later pass sends it.
                snoozes::snooze_again(db, &taken.sub.id, taken.day, &taken.slot, until).await?;
            }
            report.count(end, true);
        }
        Ok(())
    }

    async fn renew(&self, _pass: &str, _lease_until: i64) -> sqlx::Result<()> {
        Ok(())
    }
}

fn taken(job: &TakenReminder) -> Due<'_> {
    Due {
        sub: &job.sub,
        day: job.day,
        key: &job.slot,
        due_ms: job.due_at,
        next_at: None,
        tried: job.tries,
    }
}

/// Records how claimed reminders ended: final statuses, claims left for a later pass, and
/// subscriptions their push service says are gone; counts each in the report.
async fn settle<T: Taken>(
    ctx: &ReminderContext,
    ended: Vec<(T, Ended)>,
    report: &mut PassReport,
) -> sqlx::Result<()> {
    let statuses: Vec<claims::Finished> = ended
        .iter()
        .filter_map(|(job, end)| {
            Some(claims::Finished {
                id: &job.sub().id,
                day: job.day(),
                slot: job.slot(),
                status: final_status(*end)?,
            })
        })
        .collect();
    claims::finish_batch(&ctx.db, &statuses).await?;
    let held: Vec<claims::HeldBack> = ended
        .iter()
        .filter_map(|(job, end)| match *end {
            Ended::Later { until, tries } => Some(claims::HeldBack {
                id: &job.sub().id,
                day: job.day(),
                slot: job.slot(),
                until,
                tries,
            }),
            _ => None,
        })
        .collect();
    claims::hold_back(&ctx.db, &held).await?;
    subscriptions::delete_gone(&ctx.db, &gone(&ended)).await?;
    for (_, end) in ended {
        report.count(end, false);
    }
    Ok(())
}

/// The status a delivery record ends with; none when it was not ours, the subscription is gone
/// or it waits for a later pass.
fn final_status(end: Ended) -> Option<&'static str> {
    match end {
        Ended::Sent { .. } => Some("sent"),
        Ended::Late => Some("skipped"),
        Ended::Failed { .. } => Some("failed"),
        Ended::Gone | Ended::NotOurs | Ended::Later { .. } => None,
    }
}

/// Subscriptions whose push service said they are gone.
fn gone<T: Taken>(ended: &[(T, Ended)]) -> Vec<&str> {
    ended
        .iter()
        .filter(|(_, end)| *end == Ended::Gone)
        .map(|(job, _)| job.sub().id.as_str())
        .collect()
}
