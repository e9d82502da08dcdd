//! Runs a push pass every interval (default 30 s) until shutdown: reminders and announcements
//! side by side on one engine, sharing its lanes, so neither waits for the other.

use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::app::push_engine::{Lanes, PassClock};
use crate::app::reminders::ReminderContext;
use crate::app::{announcement_push, reminders};

pub async fn run(
    ctx: std::sync::Arc<ReminderContext>,
    interval: Duration,
    stop: CancellationToken,
) {
    tracing::info!(
        interval_ms = interval.as_millis() as u64,
        "reminder scheduler started"
    );
    loop {
        let lanes = Lanes::new();
        let pass = uuid::Uuid::new_v4().to_string();
        let engine = ctx.engine(
            &lanes,
            PassClock::starting_at(jiff::Timestamp::now()),
            &pass,
        );
        let (reminded, announced) = tokio::join!(
            reminders::run_on(&engine, &ctx),
            announcement_push::run_on(&engine, &ctx)
        );
        match reminded {
            Ok(report) if report != Default::default() => tracing::info!(?report, "reminder pass"),
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "reminder pass failed"),
        }
        match announced {
            Ok(report) if report != Default::default() => {
                tracing::info!(?report, "announcement pass")
            }
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "announcement pass failed"),
        }
        tokio::select! {
            _ = stop.cancelled() => break,
            _ = tokio::time::sleep(interval) => {}
        }
    }
    tracing::info!("reminder scheduler stopped");
}
