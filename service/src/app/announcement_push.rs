//! Announcements as web push, beside the reminder pass: when one falls due its deliveries are
//! written, one per subscription that keeps church announcements on, each due outside the
//! member's quiet hours ([`push_due_at`]); then every due delivery is claimed by one pass (of any
//! instance), pushed, and counted as sent, failed or gone (a gone subscription is removed).

use std::time::Duration;

use futures_util::StreamExt;
use jiff::Timestamp;
use jiff::civil::Time;
use jiff::tz::TimeZone;

use super::reminders::ReminderContext;
use crate::domain::{PushMessage, PushNotification};
use crate::push::PushOutcome;
use crate::storage::announcement_deliveries::{self as deliveries, Answered, Claimed};

/// Quiet hours on the member's own clock: nothing is pushed from 21:30 until 06:00.
pub const QUIET_FROM: Time = Time::constant(21, 30, 0, 0);
pub const QUIET_UNTIL: Time = Time::constant(6, 0, 0, 0);
/// A claim unanswered this long (its pass died) is pushed again.
const LEASE_MS: i64 = 2 * 60 * 1000;
/// Deliveries claimed at a time, and pushed at once.
const BATCH: i64 = 256;
const AT_ONCE: usize = 64;
/// How long a push service keeps an announcement for a phone that is off.
const TTL: Duration = Duration::from_secs(24 * 60 * 60);

/// What one pass did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct AnnouncementReport {
    /// Announcements whose deliveries were written.
    pub fanned_out: usize,
    pub sent: usize,
    pub failed: usize,
    pub gone: usize,
}

/// The line `announcements run-once` prints.
impl std::fmt::Display for AnnouncementReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "announcements: {} fanned out, {} sent, {} failed, {} gone",
            self.fanned_out, self.sent, self.failed, self.gone
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

/// Writes the deliveries of announcements due at `now`, then pushes every delivery due.
pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> sqlx::Result<AnnouncementReport> {
    let db = &ctx.db;
    let now_ms = now.as_millisecond();
    let mut report = AnnouncementReport::default();
    for (id, _, about_watch) in deliveries::due_for_fan_out(db, now_ms).await? {
        let due: Vec<(String, i64)> = deliveries::listeners(db)
            .await?
            .into_iter()
            .filter_map(|(subscription, zone)| {
                let zone = TimeZone::get(&zone).unwrap_or(TimeZone::UTC);
                push_due_at(now, &zone, about_watch).map(|at| (subscription, at.as_millisecond()))
            })
            .collect();
        if deliveries::fan_out(db, &id, &due, now_ms).await? {
            report.fanned_out += 1;
        }
    }
    loop {
        let claimed = deliveries::claim_due(db, now_ms, LEASE_MS, BATCH).await?;
        if claimed.is_empty() {
            break;
        }
        let answers: Vec<(Claimed, PushOutcome)> = futures_util::stream::iter(claimed)
            .map(|delivery| async move {
                let payload = payload(ctx, &delivery);
                let topic = delivery.announcement_id.replace('-', "");
                let outcome = ctx
                    .sender
                    .send(&delivery.target, &payload, TTL, &topic)
                    .await;
                (delivery, outcome)
            })
            .buffer_unordered(AT_ONCE)
            .collect()
            .await;
        for (delivery, outcome) in answers {
            let answered = match outcome {
                PushOutcome::Delivered => {
                    report.sent += 1;
                    Answered::Sent
                }
                PushOutcome::Gone => {
                    report.gone += 1;
                    Answered::Gone
                }
                other => {
                    tracing::warn!(outcome = ?other, "announcement push failed");
                    report.failed += 1;
                    Answered::Failed
                }
            };
            deliveries::finish(
                db,
                &delivery.announcement_id,
                &delivery.subscription_id,
                Some(answered),
            )
            .await?;
        }
    }
    Ok(report)
}

/// The notification: the announcement's title and text (in the member's language where the
/// church wrote it in it), opening its page of the app in the member's language.
fn payload(ctx: &ReminderContext, delivery: &Claimed) -> Vec<u8> {
    let catalogue = &ctx.catalogue;
    let member = catalogue.language(
        delivery
            .notice
            .member_language
            .as_deref()
            .unwrap_or_default(),
    );
    let page = catalogue.page_path(&member, delivery.notice.link.as_deref().unwrap_or("/"));
    let words = delivery.notice.translated.as_deref().map_or_else(
        || catalogue.first_language(),
        |lang| catalogue.language(lang),
    );
    let message = PushMessage {
        web_push: 8030,
        mutable: true,
        notification: PushNotification {
            title: delivery.notice.title.clone(),
            body: delivery.notice.body.clone(),
            navigate: format!("{}{page}", ctx.public_url),
            lang: words.code().into(),
            tag: format!("announcement-{}", delivery.announcement_id),
            silent: false,
            app_badge: 0,
            data: None,
        },
    };
    serde_json::to_vec(&message).expect("plain data serialises")
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
