//! Runs a reminder pass, then an announcement pass, every interval (default 30 s) until shutdown.

use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::app::announcement_push;
use crate::app::reminders::{ReminderContext, run_pass};

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
        match run_pass(&ctx, jiff::Timestamp::now()).await {
            Ok(report) if report != Default::default() => tracing::info!(?report, "reminder pass"),
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "reminder pass failed"),
        }
        // Announcements go out on the same clock, with the same sender.
        match announcement_push::run_pass(&ctx, jiff::Timestamp::now()).await {
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
