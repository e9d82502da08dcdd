//! The morning pass of the day's guide by e-mail, every few seconds: the guides that have
//! fallen due go into the outbox ([`crate::app::guide_mail::queue_due`]), whose worker sends
//! them. Any number of instances may run it side by side: each guide is queued once.

use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::state::SummaryDesk;
use crate::storage;

pub struct GuideMailWorker {
    pub desk: SummaryDesk,
    pub every: Duration,
}

impl GuideMailWorker {
    pub async fn run(self: std::sync::Arc<Self>, stop: CancellationToken) {
        let desk = &self.desk;
        super::every(self.every, stop, || async move {
            if let Err(err) = crate::app::guide_mail::queue_due(desk, storage::now_ms()).await {
                tracing::warn!(error = %err, "morning guides: the pass failed (tried again shortly)");
            }
        })
        .await
    }
}
