//! Runs a push pass every interval (default 30 s) until shutdown: reminders, announcements and
//! the watch's hours side by side on one engine, sharing its lanes, so none waits for another.

use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::app::push_pass;
use crate::app::reminders::ReminderContext;

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
        let passed = push_pass::run_pass(&ctx, jiff::Timestamp::now()).await;
        match passed.reminders {
            Ok(report) if report != Default::default() => tracing::info!(?report, "reminder pass"),
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "reminder pass failed"),
        }
        match passed.announcements {
            Ok(report) if report != Default::default() => {
                tracing::info!(?report, "announcement pass")
            }
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "announcement pass failed"),
        }
        match passed.watch {
            Ok(report) if report != Default::default() => tracing::info!(?report, "watch pass"),
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "watch pass failed"),
        }
        tokio::select! {
            _ = stop.cancelled() => break,
            _ = tokio::time::sleep(interval) => {}
        }
    }
    tracing::info!("reminder scheduler stopped");
}
