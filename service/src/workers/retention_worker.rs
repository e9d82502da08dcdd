//! Deletes what the service no longer needs, every few minutes: delivered summaries after a day,
//! unconfirmed requests after 48 hours, dead-lettered rows after a week, confirmations once
//! the programme (and its grace) is over, past days' client budgets and their keys, old `.eml`
//! files, and the tally's day tokens once their day has closed (only its published figures stay);
//! it also publishes each of the tally's figures that has fallen due. The prayer wall forgets the
//! "prayed" tokens of closed days, and is deleted whole once the fast and its grace are over.

use std::path::PathBuf;
use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::mail::purge_mail_files;
use crate::storage::{self, Db, retention};

pub struct RetentionWorker {
    pub db: Db,
    /// The programme (when the tally's figures are published and its days close).
    pub catalogue: std::sync::Arc<crate::content::Catalogue>,
    /// The church's clock (`CHURCH_TIME_ZONE`), on which the tally's figures are published.
    pub church_time_zone: jiff::tz::TimeZone,
    /// The embedded transport's directory, when mail is written as files.
    pub mail_dir: Option<PathBuf>,
    pub mail_files_kept: Duration,
    pub every: Duration,
}

impl RetentionWorker {
    pub async fn run(self: std::sync::Arc<Self>, stop: CancellationToken) {
        let worker = &*self;
        super::every(self.every, stop, || worker.purge_once(storage::now_ms())).await
    }

    /// Removes what is no longer needed as of `now`.
    pub async fn purge_once(&self, now: i64) {
        match retention::purge(&self.db, now).await {
            Ok(purged) if purged != retention::Purged::default() => {
                tracing::info!(?purged, "retention: removed what is no longer needed");
            }
            Ok(_) => {}
            Err(err) => tracing::warn!(error = %err, "retention: purge failed (tried again later)"),
        }
        let at = jiff::Timestamp::from_millisecond(now).unwrap_or_default();
        let church = &self.church_time_zone;
        match crate::app::tally::settle(&self.catalogue, church, &self.db, at).await {
            Ok(0) => {}
            Ok(removed) => tracing::info!(removed, "retention: closed the tally's past days"),
            Err(err) => tracing::warn!(error = %err, "retention: could not close the tally's days"),
        }
        match crate::app::prayer_wall::purge(&self.catalogue, church, &self.db, at).await {
            Ok(0) => {}
            Ok(removed) => tracing::info!(removed, "retention: cleared the prayer wall's past"),
            Err(err) => tracing::warn!(error = %err, "retention: could not clear the prayer wall"),
        }
        match crate::app::watch::purge(&self.catalogue, church, &self.db, at).await {
            Ok(0) => {}
            Ok(removed) => tracing::info!(removed, "retention: deleted the watch's pledges"),
            Err(err) => {
                tracing::warn!(error = %err, "retention: could not delete the watch's pledges")
            }
        }
        if let Some(dir) = self.mail_dir.clone() {
            let keep = self.mail_files_kept;
            match tokio::task::spawn_blocking(move || purge_mail_files(&dir, keep)).await {
                Ok(Ok(0)) => {}
                Ok(Ok(removed)) => tracing::info!(removed, "retention: removed old .eml files"),
                Ok(Err(err)) => {
                    tracing::warn!(error = %err, "retention: could not remove old .eml files")
                }
                Err(_) => {}
            }
        }
    }
}
