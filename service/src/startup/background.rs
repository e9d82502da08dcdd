//! The background work built with the application ([`Workers`]), and its running ([`RunningWorkers`]).

use std::sync::Arc;

use anyhow::{Context, Result};
use tokio::task::JoinHandle;
use tokio_util::sync::{CancellationToken, DropGuard};

use crate::app::announcement_push::{self, AnnouncementReport};
use crate::app::guide_mail::MorningPass;
use crate::app::reminders::{PassReport, ReminderContext, run_pass};
use crate::app::watch_reminders::WatchReport;
pub use crate::workers::guide_mail_worker::GuideMailWorker;
use crate::workers::outbox_worker::OutboxWorker;
use crate::workers::reminder_worker;
use crate::workers::retention_worker::RetentionWorker;

/// The background work built with the application. `serve` starts it beside the server; a test
/// drives it instead, one step at a time ([`OutboxWorker::deliver_due`], [`run_pass`],
/// [`RetentionWorker::purge_once`]) with the instant it chooses.
#[derive(Clone)]
pub struct Workers {
    pub outbox: Arc<OutboxWorker>,
    pub retention: Arc<RetentionWorker>,
    /// The morning pass of the guide by e-mail; `None` when the church has switched it off.
    pub guide_mail: Option<Arc<GuideMailWorker>>,
    /// `None` while reminders are off (no `VAPID_SUBJECT`).
    pub reminders: Option<Arc<ReminderContext>>,
    pub(super) reminder_interval: std::time::Duration,
}

/// Workers running until [`RunningWorkers::stop`] (or until dropped).
pub struct RunningWorkers {
    stop: DropGuard,
    handles: Vec<JoinHandle<()>>,
}

impl Workers {
    /// Starts each worker on its own task: the outbox's on a thread of its own (see [`on_own_thread`]).
    pub fn start(&self) -> RunningWorkers {
        let stop = CancellationToken::new();
        let mut handles = vec![
            on_own_thread(self.outbox.clone().run(stop.clone())),
            tokio::spawn(self.retention.clone().run(stop.clone())),
        ];
        if let Some(guides) = &self.guide_mail {
            handles.push(tokio::spawn(guides.clone().run(stop.clone())));
        }
        if let Some(ctx) = &self.reminders {
            handles.push(tokio::spawn(reminder_worker::run(
                ctx.clone(),
                self.reminder_interval,
                stop.clone(),
            )));
        }
        RunningWorkers {
            stop: stop.drop_guard(),
            handles,
        }
    }

    /// One morning pass of the guide by e-mail as of `now` (unix ms; the feature on only).
    pub async fn guide_mail_pass(&self, now: i64) -> Result<MorningPass> {
        let guides = self
            .guide_mail
            .as_ref()
            .context("the guide by e-mail is off (GUIDE_MAIL=off)")?;
        Ok(crate::app::guide_mail::queue_due(&guides.desk, now).await?)
    }

    /// One announcement pass as of `now` (push on only).
    pub async fn announcement_pass(&self, now: jiff::Timestamp) -> Result<AnnouncementReport> {
        let ctx = self.reminders.as_ref().context("reminders are off")?;
        Ok(announcement_push::run_pass(ctx, now).await?)
    }

    /// One pass of every road side by side, as the server runs it, as of `now` (push on only).
    pub async fn push_pass(
        &self,
        now: jiff::Timestamp,
    ) -> Result<(PassReport, AnnouncementReport, WatchReport)> {
        let ctx = self.reminders.as_ref().context("reminders are off")?;
        let passed = crate::app::push_pass::run_pass(ctx, now).await;
        Ok((passed.reminders?, passed.announcements?, passed.watch?))
    }

    /// One reminder pass as of `now` (reminders on only).
    pub async fn reminder_pass(&self, now: jiff::Timestamp) -> Result<PassReport> {
        let ctx = self.reminders.as_ref().context("reminders are off")?;
        Ok(run_pass(ctx, now).await?)
    }
}

impl RunningWorkers {
    /// Asks the workers to stop and waits until they have finished or released what they hold.
    pub async fn stop(self) {
        drop(self.stop);
        for handle in self.handles {
            let _ = handle.await;
        }
    }
}

/// Runs a background worker on a thread (and runtime) of its own at a lower CPU priority, so
/// rendering and writing mail never delays answering requests and committing accepted summaries;
/// under a burst the outbox simply grows for a moment (it is durable) and drains after.
fn on_own_thread(worker: impl std::future::Future<Output = ()> + Send + 'static) -> JoinHandle<()> {
    let (finished, done) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("outbox-worker".into())
        .spawn(move || {
            // Linux: this thread only (and the threads it starts). Failure leaves the default priority.
            // SAFETY: setpriority has no memory-safety preconditions.
            #[cfg(target_os = "linux")]
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, 0, 10);
            }
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a worker runtime starts");
            runtime.block_on(worker);
            let _ = finished.send(());
        });
    thread.expect("the worker thread starts");
    tokio::spawn(async move {
        let _ = done.await;
    })
}
