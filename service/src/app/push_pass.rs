//! One pass of everything pushed to phones: reminders, announcements and the watch's hours side
//! by side on one engine, sharing its lanes, so no road waits for another.

use jiff::Timestamp;

use super::announcement_push::{self, AnnouncementReport};
use super::push_engine::{Lanes, PassClock};
use super::reminders::{self, PassReport, ReminderContext};
use super::watch_reminders::{self, WatchReport};

/// What one pass did on each road.
pub struct PushPassReport {
    pub reminders: sqlx::Result<PassReport>,
    pub announcements: sqlx::Result<AnnouncementReport>,
    pub watch: sqlx::Result<WatchReport>,
}

/// One pass as of `now`.
pub async fn run_pass(ctx: &ReminderContext, now: Timestamp) -> PushPassReport {
    let lanes = Lanes::new();
    let pass = uuid::Uuid::new_v4().to_string();
    let engine = ctx.engine(&lanes, PassClock::starting_at(now), &pass);
    let (reminders, announcements, watch) = tokio::join!(
        reminders::run_on(&engine, ctx),
        announcement_push::run_on(&engine, ctx),
        watch_reminders::run_on(&engine, ctx)
    );
    PushPassReport {
        reminders,
        announcements,
        watch,
    }
}
