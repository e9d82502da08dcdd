//! Reminders for hours of the watch, a road of the push engine. A device with push reminders
//! on sends the whole set of turns it wants to be reminded of (`PUT
//! /api/push/subscriptions/{id}/watch`), apart from its pledges and without their tokens: the
//! service knows that this subscription is reminded at these turns, and how many pledged each
//! turn, but nothing joins the two. Each turn is pushed at its start (at once for a turn under
//! way), in the member's language, with its theme and the guide to praying through it; never
//! once the turn is over.

use std::collections::BTreeMap;
use std::time::Duration;

use jiff::Timestamp;
use jiff::tz::TimeZone;

use super::push_engine::{Ended, Engine, Outgoing, PassClock, Road, drain};
use super::reminders::ReminderContext;
use super::subscriptions::{ReminderError, authorised};
use super::watch::{clock_of, hours_of, turn};
use crate::content::Said;
use crate::content::{Catalogue, SaidArg};
use crate::domain::{WATCH_REMINDER_HOURS_MAX, WatchReminders, WatchRemindersRequest};
use crate::push::{WatchHour, watch_message};
use crate::state::ReminderDesk;
use crate::storage::ClaimAt;
use crate::storage::push_subscriptions as subscriptions;
use crate::storage::watch_reminders::{self as stored, Answered, Claimed, Hour};

/// Makes `request.hours` the turns the subscription `token` opens is reminded of; those over
/// by `now` are left out. Refused whole for a turn the church does not watch.
pub async fn remind(
    desk: &ReminderDesk,
    church: &TimeZone,
    (id, token): (&str, Option<&str>),
    request: WatchRemindersRequest,
    now: Timestamp,
) -> Result<WatchReminders, ReminderError> {
    if desk.push.is_none() {
        return Err(ReminderError::Off);
    }
    if request.hours.len() > WATCH_REMINDER_HOURS_MAX {
        let said = Said::new("error-watch-reminder-hours")
            .with("max", SaidArg::Number(WATCH_REMINDER_HOURS_MAX as i64));
        return Err(ReminderError::Invalid(said.to_string(), Some(said)));
    }
    let subscription = authorised(desk, id, token).await?;
    let mut hours = BTreeMap::new();
    for hour in &request.hours {
        let (_, offset, starts, ends) = turn(&desk.catalogue, church, hour.day, &hour.start)
            .map_err(|refused| ReminderError::Invalid(refused.to_string(), refused.said()))?;
        if ends > now {
            let (day, turn) = (i64::from(hour.day), i64::from(offset));
            hours.insert(
                (day, turn),
                Hour {
                    day,
                    turn,
                    due_at: starts.as_millisecond(),
                    ends_at: ends.as_millisecond(),
                },
            );
        }
    }
    let hours: Vec<Hour> = hours.into_values().collect();
    stored::replace(&desk.db, &subscription.id, &hours).await?;
    Ok(WatchReminders {
        hours: hours.len() as u16,
    })
}

/// What one pass did on the watch's road.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WatchReport {
    pub sent: usize,
    /// Not sent before the turn ended.
    pub late: usize,
    pub failed: usize,
    pub gone: usize,
    /// Left for a later pass: a slow or busy push service.
    pub later: usize,
}

/// The watch's road on `engine` (whose lanes the other roads share); then the reminders of
/// turns over are forgotten.
pub(crate) async fn run_on(
    engine: &Engine<'_>,
    ctx: &ReminderContext,
) -> sqlx::Result<WatchReport> {
    let mut report = WatchReport::default();
    drain(engine, &HourReminders(ctx), &mut report).await?;
    stored::forget_ended(&ctx.db, engine.clock.now_ms()).await?;
    Ok(report)
}

/// A pledged turn's reminder at its start.
struct HourReminders<'a>(&'a ReminderContext);

impl Road for HourReminders<'_> {
    type Job = Claimed;
    type Report = WatchReport;
    const KIND: &'static str = "watch";

    async fn claim(&self, claim: ClaimAt<'_>) -> sqlx::Result<Vec<Claimed>> {
        stored::claim_due(&self.0.db, claim).await
    }

    fn outgoing(&self, job: &Claimed, clock: &PassClock) -> Result<Outgoing, Ended> {
        let left = job.ends_at - clock.now_ms();
        if left <= 0 {
            return Err(Ended::Late);
        }
        let catalogue: &Catalogue = &self.0.catalogue;
        let hours = hours_of(catalogue).ok_or(Ended::NotOurs)?;
        let (day, offset) = (
            u16::try_from(job.day).map_err(|_| Ended::NotOurs)?,
            i32::try_from(job.turn).map_err(|_| Ended::NotOurs)?,
        );
        let zone = TimeZone::get(&job.time_zone).unwrap_or(TimeZone::UTC);
        let starts = Timestamp::from_millisecond(job.due_at).map_err(|_| Ended::NotOurs)?;
        let lang = catalogue.language(job.language.as_deref().unwrap_or_default());
        let hour = WatchHour {
            day,
            start: &clock_of(hours, offset),
            local: starts.to_zoned(zone).time(),
            offset,
            ttl: Duration::from_millis(left as u64),
        };
        Ok(Outgoing {
            target: job.target(),
            message: watch_message(catalogue, &lang, &self.0.public_url, &hour),
            give_up_at: job.ends_at,
            tried: u32::try_from(job.tries).unwrap_or(0),
        })
    }

    async fn settle(
        &self,
        pass: &str,
        ended: Vec<(Claimed, Ended)>,
        report: &mut WatchReport,
    ) -> sqlx::Result<()> {
        let answered: Vec<(&Claimed, Answered)> = ended
            .iter()
            .map(|(job, end)| match *end {
                Ended::Later { until, tries } => (job, Answered::Later { until, tries }),
                _ => (job, Answered::Done),
            })
            .collect();
        stored::settle(&self.0.db, pass, &answered).await?;
        let gone: Vec<&str> = ended
            .iter()
            .filter(|(_, end)| matches!(end, Ended::Gone))
            .map(|(job, _)| job.subscription_id.as_str())
            .collect();
        if !gone.is_empty() {
            subscriptions::delete_gone(&self.0.db, &gone).await?;
        }
        for (_, end) in &ended {
            match end {
                Ended::Sent { .. } => report.sent += 1,
                Ended::Late => report.late += 1,
                Ended::Failed { .. } => report.failed += 1,
                Ended::Gone => report.gone += 1,
                Ended::Later { .. } => report.later += 1,
                Ended::NotOurs => {}
            }
        }
        Ok(())
    }

    async fn renew(&self, pass: &str, lease_until: i64) -> sqlx::Result<()> {
        stored::renew(&self.0.db, pass, lease_until).await
    }
}
