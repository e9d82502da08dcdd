//! Background jobs, one module each.

pub mod guide_mail_worker;
pub mod outbox_worker;
pub mod reminder_worker;
pub mod retention_worker;

use std::time::Duration;

use tokio_util::sync::CancellationToken;

/// Runs `pass` at once, then every `period` (a late pass delays the next), until `stop`; a
/// pass under way is finished first.
async fn every<F: Future<Output = ()>>(
    period: Duration,
    stop: CancellationToken,
    mut pass: impl FnMut() -> F,
) {
    let mut every = tokio::time::interval(period);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = stop.cancelled() => break,
            _ = every.tick() => pass().await,
        }
    }
}
