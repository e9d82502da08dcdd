//! Announcements as web push, a road of the push engine: when one falls due its deliveries are
//! written, one per subscription that keeps church announcements on, each due outside the
//! member's quiet hours ([`push_due_at`]); then every due delivery is claimed by one pass (of any
//! instance), pushed (tried again after a busy answer for as long as the announcement keeps),
//! and counted as sent, retried, failed or gone (a gone subscription is removed).

use jiff::Timestamp;
use jiff::civil::Time;
use jiff::tz::TimeZone;

use super::push_engine::{Ended, Engine, Lanes, Outgoing, PassClock, Road, drain};
use super::reminders::ReminderContext;
use crate::push::{ANNOUNCEMENT_TTL, Announcement, announcement_message};
use crate::storage::ClaimAt;
use crate::storage::announcement_deliveries::{
    self as deliveries, Answered, Claimed, Settled, ZoneDue,
};

/// Quiet hours on the member's own clock: nothing is pushed from 21:30 until 06:00.
pub const QUIET_FROM: Time = Time::constant(21, 30, 0, 0);
pub const QUIET_UNTIL: Time = Time::constant(6, 0, 0, 0);
/// What one pass did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct AnnouncementReport {
    /// Announcements whose deliveries were written.
    pub fanned_out: usize,
    pub sent: usize,
    /// Sent or failed after more than one try.
    pub retried: usize,
    pub failed: usize,
    pub gone: usize,
    /// Left for a later pass: a slow or busy push service.
    pub later: usize,
}

/// The line `announcements run-once` prints.
impl std::fmt::Display for AnnouncementReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "announcements: {} fanned out, {} sent, {} retried, {} failed, {} gone, {} later",
            self.fanned_out, self.sent, self.retried, self.failed, self.gone, self.later
        )
    }
}

/// When a push of an announcement falling due at `at` reaches a member in `zone`: at once outside
/// quiet hours; otherwise at 06:00 there, except an announcement about tonight's prayer watch,
/// which is never pushed late (`None`: the member sees it in the app only).
pub fn push_due_at(at: Timestamp, zone: &TimeZone, about_watch: bool) -> Option<Timestamp> {
    let local = at.to_zoned(zone.clone());
    let time = local.time();
    if (QUIET_UNTIL..QUIET_FROM).contains(&time) {
        return Some(at);
    }
    if about_watch {
        return None;
    }
    let date = if time >= QUIET_FROM {
        local.date().tomorrow().ok()?
    } else {
        local.date()
    };
    let morning = date.to_datetime(QUIET_UNTIL).to_zoned(zone.clone()).ok()?;
    Some(morning.timestamp())
}

/// Writes the deliveries of announcements due at `now`, then pushes every delivery due, on
/// lanes of its own.
pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<AnnouncementReport> {
    let lanes = Lanes::new();
    let pass = uuid::Uuid::new_v4().to_string();
    run_on(&ctx.engine(&lanes, PassClock::starting_at(now), &pass), ctx).await
}

/// The announcement pass on `engine` (whose lanes the reminders may share).
pub(crate) async fn run_on(
    engine: &Engine<'_>,
    ctx: &ReminderContext,
) -> sqlx::Result<AnnouncementReport> {
    let db = &ctx.db;
    let now = engine.clock.as_of();
    let mut report = AnnouncementReport::default();
    for (id, _, about_watch) in deliveries::due_for_fan_out(db, now.as_millisecond()).await? {
        // When each zone's members get it: the zones are few, the members many.
        let zones = deliveries::listener_zones(db).await?;
        let due: Vec<ZoneDue> = zones
            .iter()
            .filter_map(|zone| {
                let tz = TimeZone::get(zone).unwrap_or(TimeZone::UTC);
                let at = push_due_at(now, &tz, about_watch)?;
                Some(ZoneDue {
                    zone,
                    due_at: at.as_millisecond(),
                })
            })
            .collect();
        if deliveries::fan_out(db, &id, &due, now.as_millisecond())
            .await?
            .is_some()
        {
            report.fanned_out += 1;
        }
    }
    drain(engine, &Announcements(ctx), &mut report).await?;
    Ok(report)
}

/// Each member's copy of a church announcement.
struct Announcements<'a>(&'a ReminderContext);

impl Road for Announcements<'_> {
    type Job = Claimed;
    type Report = AnnouncementReport;
    const KIND: &'static str = "announcement";

    async fn claim(&self, claim: ClaimAt<'_>) -> sqlx::Result<Vec<Claimed>> {
        deliveries::claim_due(&self.0.db, claim).await
    }

    fn outgoing(&self, job: &Claimed, _clock: &PassClock) -> Result<Outgoing, Ended> {
        // The member unsubscribed since, or the announcement was withdrawn: nothing to send.
        let Some((target, notice)) = &job.push else {
            return Err(Ended::NotOurs);
        };
        let words = Announcement {
            id: &job.announcement_id,
            title: &notice.title,
            body: &notice.body,
            link: notice.link.as_deref(),
            member_language: notice.member_language.as_deref(),
            translated: notice.translated.as_deref(),
        };
        let message = announcement_message(&self.0.catalogue, &self.0.public_url, &words);
        Ok(Outgoing {
            target: target.clone(),
            message,
            // It keeps, at the push service, for as long as its TTL; so do its retries.
            give_up_at: job.due_at + ANNOUNCEMENT_TTL.as_millis() as i64,
            tried: job.tries,
        })
    }

    async fn settle(
        &self,
        pass: &str,
        ended: Vec<(Claimed, Ended)>,
        report: &mut AnnouncementReport,
    ) -> sqlx::Result<()> {
        let settled: Vec<Settled> = ended
            .iter()
            .map(|(job, end)| Settled {
                announcement_id: &job.announcement_id,
                subscription_id: &job.subscription_id,
                answered: answered(*end),
            })
            .collect();
        deliveries::settle(&self.0.db, pass, &settled).await?;
        for (_, end) in ended {
            match end {
                Ended::Sent { .. } => report.sent += 1,
                Ended::Failed { .. } => report.failed += 1,
                Ended::Gone => report.gone += 1,
                Ended::Later { .. } => report.later += 1,
                Ended::Late | Ended::NotOurs => {}
            }
            report.retried += usize::from(end.retries() > 0);
        }
        Ok(())
    }

    async fn renew(&self, pass: &str, lease_until: i64) -> sqlx::Result<()> {
        deliveries::renew(&self.0.db, pass, lease_until).await
    }
}

fn answered(end: Ended) -> Answered {
    match end {
        Ended::Sent { tries } => Answered::Sent { tries },
        Ended::Failed { tries, .. } => Answered::Failed { tries },
        Ended::Gone => Answered::Gone,
        Ended::Later { until, tries } => Answered::Later { until, tries },
        Ended::Late | Ended::NotOurs => Answered::Dropped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(zone: &str, local: &str) -> (Timestamp, TimeZone) {
        let zone = TimeZone::get(zone).unwrap();
        let time = local
            .parse::<jiff::civil::DateTime>()
            .unwrap()
            .to_zoned(zone.clone())
            .unwrap();
        (time.timestamp(), zone)
    }

    fn local(t: Option<Timestamp>, zone: &TimeZone) -> Option<String> {
        t.map(|t| {
            t.to_zoned(zone.clone())
                .strftime("%Y-%m-%d %H:%M")
                .to_string()
        })
    }

    #[test]
    fn outside_quiet_hours_it_goes_at_once_inside_them_at_six_in_the_morning_there() {
        for zone in ["Asia/Tokyo", "America/Los_Angeles"] {
            for (now, expected) in [
                ("2026-03-10T06:00", "2026-03-10 06:00"),
                ("2026-03-10T14:15", "2026-03-10 14:15"),
                ("2026-03-10T21:29", "2026-03-10 21:29"),
                ("2026-03-10T21:30", "2026-03-11 06:00"),
                ("2026-03-10T23:59", "2026-03-11 06:00"),
                ("2026-03-11T00:30", "2026-03-11 06:00"),
                ("2026-03-11T05:59", "2026-03-11 06:00"),
            ] {
                let (t, z) = at(zone, now);
                assert_eq!(
                    local(push_due_at(t, &z, false), &z).as_deref(),
                    Some(expected),
                    "{zone} {now}"
                );
            }
        }
    }

    #[test]
    fn an_announcement_about_the_watch_is_never_pushed_late() {
        let (t, z) = at("America/Los_Angeles", "2026-03-10T20:45");
        assert_eq!(
            local(push_due_at(t, &z, true), &z).as_deref(),
            Some("2026-03-10 20:45")
        );
        // The same instant is 13:45 the next day in Tokyo: fine; and 23:45 in New York: quiet.
        let tokyo = TimeZone::get("Asia/Tokyo").unwrap();
        assert!(push_due_at(t, &tokyo, true).is_some());
        let new_york = TimeZone::get("America/New_York").unwrap();
        assert_eq!(push_due_at(t, &new_york, true), None);
        assert_eq!(
            local(push_due_at(t, &new_york, false), &new_york).as_deref(),
            Some("2026-03-11 06:00")
        );
    }
}
