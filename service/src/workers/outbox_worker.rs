//! Delivers queued day summaries: claim due rows with a lease (committed), send outside any
//! transaction, then mark sent, reschedule with backoff and jitter, or dead-letter.

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use lettre::message::Mailbox;
use rand::Rng;
use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;

use crate::configuration::OutboxSettings;
use crate::content::Catalogue;
use std::collections::HashMap;

use lettre::message::dkim::DkimConfig;

use crate::domain::{MailKind, OutboxMail, RecipientKeys};
use crate::mail::{
    GuideLetter, Mailer, render_admin_sign_in, render_confirmation, render_guide, render_summary,
};
use crate::metrics::Metrics;
use crate::storage::guide_mail;
use crate::storage::{self, Db, outbox};

pub struct OutboxWorker {
    pub db: Db,
    pub catalogue: Arc<Catalogue>,
    pub mailer: Mailer,
    pub metrics: Arc<Metrics>,
    pub settings: OutboxSettings,
    pub from: Mailbox,
    pub public_url: String,
    pub wakeup: Arc<Notify>,
    /// Results that could not be recorded yet.
    pub unrecorded: std::sync::Mutex<Vec<Unrecorded>>,
    /// Sign a guide's unsubscribe link.
    pub recipient_keys: RecipientKeys,
    /// Every mail is signed with it when the church configures a key.
    pub dkim: Option<Arc<DkimConfig>>,
}

/// The guide subscriptions a batch's morning guides go to, by id (those still kept).
type Guides = HashMap<String, guide_mail::Guide>;

/// A claim's results that could not be recorded yet: (claim, (outbox id, attempt) each).
type Unrecorded = (String, Vec<(String, Attempt)>);

impl OutboxWorker {
    /// Delivers until `stop`: whatever is due, then waits for a wake-up, the next due row or one
    /// poll interval.
    pub async fn run(self: Arc<Self>, stop: CancellationToken) {
        tracing::info!(transport = %self.mailer.describe(), "outbox worker started");
        while !stop.is_cancelled() {
            match self.deliver_batch_due(storage::now_ms(), &stop).await {
                Ok(0) => {}
                Ok(_) => continue,
                Err(err) => {
                    // e.g. a full or read-only disk: try again after a poll interval, not at once.
                    tracing::error!(error = %err, "outbox: could not claim due mail");
                    if tokio::time::timeout(self.settings.poll_interval, stop.cancelled())
                        .await
                        .is_ok()
                    {
                        break;
                    }
                    continue;
                }
            }
            let wait = self.idle_wait().await;
            tokio::select! {
                _ = stop.cancelled() => break,
                _ = self.wakeup.notified() => {}
                _ = tokio::time::sleep(wait) => {}
            }
        }
        tracing::info!("outbox worker stopped");
    }

    /// Delivers every mail due at `now`, batch after batch, and returns how many were tried
    /// (sent, rescheduled or dead-lettered): what the running worker does, one step at a time.
    pub async fn deliver_due(&self, now: i64) -> sqlx::Result<usize> {
        let never = CancellationToken::new();
        let mut tried = 0;
        loop {
            match self.deliver_batch_due(now, &never).await? {
                0 => return Ok(tried),
                n => tried += n,
            }
        }
    }

    /// Claims one batch due at `now` and delivers it; 0 when nothing is due.
    async fn deliver_batch_due(&self, now: i64, stop: &CancellationToken) -> sqlx::Result<usize> {
        self.record_again(now).await;
        let lease_ms = self.settings.lease.as_millis() as i64;
        let rows = outbox::claim_due(&self.db, now, lease_ms, self.settings.batch).await?;
        let count = rows.len();
        if count > 0 {
            self.deliver_batch(rows, now, stop).await;
        }
        Ok(count)
    }

    /// Until the next row falls due, at most one poll interval.
    async fn idle_wait(&self) -> Duration {
        let poll = self.settings.poll_interval;
        match outbox::next_due_at(&self.db).await {
            Ok(Some(due)) => {
                Duration::from_millis((due - storage::now_ms()).max(0) as u64).min(poll)
            }
            _ => poll,
        }
    }

    /// Sends the claimed rows side by side and records the results as they come in: sends that
    /// finish together are marked sent in one statement.
    async fn deliver_batch(&self, rows: Vec<outbox::Claimed>, now: i64, stop: &CancellationToken) {
        let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
        // One claim per batch.
        let claim = rows.first().map(|r| r.claim_id.clone()).unwrap_or_default();
        let concurrency = rows.len().max(1);
        let guides = self.guides_of(&rows).await;
        let work = async {
            let Ok(guides) = guides else {
                // The database is unreachable: the rows go back when their lease runs out.
                return;
            };
            let guides = &guides;
            let mut results = std::pin::pin!(
                futures_util::stream::iter(rows)
                    .map(|row| self.attempt(row, guides, now))
                    .buffer_unordered(concurrency)
                    .ready_chunks(concurrency)
            );
            // The sends touch no database, so recording here never waits on a suspended send.
            while let Some(results) = results.next().await {
                self.record(&claim, results, now).await;
            }
        };
        let grace_over = async {
            stop.cancelled().await;
            tokio::time::sleep(self.settings.shutdown_grace).await;
        };
        tokio::select! {
            _ = work => {}
            _ = grace_over => {
                // Rows already marked are untouched: release only guards status = 'sending'.
                for id in &ids {
                    if let Err(err) = outbox::release(&self.db, id, &claim, storage::now_ms()).await {
                        tracing::error!(outbox_id = %id, error = %err, "outbox: could not release on shutdown");
                    }
                }
                tracing::warn!(count = ids.len(), "outbox: released in-flight summaries on shutdown");
            }
        }
    }

    /// The subscriptions the batch's morning guides go to (one statement).
    async fn guides_of(&self, rows: &[outbox::Claimed]) -> sqlx::Result<Guides> {
        let ids: Vec<String> = rows
            .iter()
            .filter(|row| row.kind == MailKind::Guide)
            .filter_map(|row| match OutboxMail::read(row.kind, &row.payload) {
                Ok(OutboxMail::Guide(guide)) => Some(guide.subscription),
                _ => None,
            })
            .collect();
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        let found = guide_mail::with_ids(&self.db, &ids).await?;
        Ok(found.into_iter().map(|g| (g.id.clone(), g)).collect())
    }

    /// The message a row delivers; `None` when it cannot be rendered any more, and for a
    /// morning guide whose member has stopped it (`Err`: say why, send nothing).
    fn render(
        &self,
        row: &outbox::Claimed,
        guides: &Guides,
    ) -> Result<Option<lettre::Message>, &'static str> {
        let Ok(mail) = OutboxMail::read(row.kind, &row.payload) else {
            return Ok(None);
        };
        Ok(match mail {
            OutboxMail::Summary(summary) => render_summary(
                &self.catalogue,
                &summary,
                &row.id,
                &self.from,
                &self.public_url,
            ),
            OutboxMail::Confirmation(mail) => {
                render_confirmation(&self.catalogue, &mail, &row.id, &self.from)
            }
            OutboxMail::AdminSignIn(mail) => {
                render_admin_sign_in(&self.catalogue, &mail, &row.id, &self.from)
            }
            OutboxMail::Guide(mail) => {
                let guide = guides.get(&mail.subscription).ok_or("stopped")?;
                let unsubscribe = crate::app::guide_mail::unsubscribe_link(
                    &self.recipient_keys,
                    &self.catalogue,
                    &self.public_url,
                    &guide.id,
                    &guide.lang,
                );
                let letter = GuideLetter {
                    to: &guide.address,
                    lang: &guide.lang,
                    way: guide
                        .way
                        .as_deref()
                        .and_then(crate::content::model::WayKey::parse),
                    rhythm: crate::content::model::RhythmKey::parse(&guide.rhythm)
                        .unwrap_or_default(),
                    time_zone: &guide.time_zone,
                    minute: guide.send_minute as u16,
                    day: mail.day,
                    unsubscribe: &unsubscribe,
                };
                render_guide(
                    &self.catalogue,
                    &letter,
                    &row.id,
                    &self.from,
                    &self.public_url,
                )
            }
        })
    }

    /// Renders and sends one row's mail, and decides what becomes of the row.
    #[tracing::instrument(name = "deliver_mail", skip_all, fields(outbox_id = %row.id, kind = ?row.kind, attempt = row.attempts))]
    async fn attempt(&self, row: outbox::Claimed, guides: &Guides, now: i64) -> (String, Attempt) {
        let mut message = match self.render(&row, guides) {
            Ok(Some(message)) => message,
            Ok(None) => {
                return (
                    row.id,
                    Attempt::Dead(
                        "the mail could not be rendered (e.g. its day has no guide)".into(),
                    ),
                );
            }
            Err(reason) => return (row.id, Attempt::Dropped(reason)),
        };
        if let Some(dkim) = &self.dkim {
            message.sign(dkim);
        }
        match self
            .mailer
            .send(&row.id, message, self.settings.send_timeout)
            .await
        {
            Ok(destination) => {
                match row.kind {
                    MailKind::Summary => self.metrics.summaries_sent.inc(),
                    MailKind::Confirmation => self.metrics.confirmations_sent.inc(),
                    MailKind::AdminSignIn => self.metrics.admin_sign_ins_sent.inc(),
                    MailKind::Guide => self.metrics.guides_sent.inc(),
                };
                tracing::info!(%destination, "mail delivered");
                (row.id, Attempt::Sent)
            }
            Err(err) => {
                self.metrics.summaries_failed.inc();
                let attempts = row.attempts.max(0) as u32;
                let out_of_tries = if err.permanent {
                    attempts >= self.settings.max_permanent_attempts
                } else {
                    attempts >= self.settings.max_attempts
                };
                if out_of_tries {
                    return (row.id, Attempt::Dead(err.message));
                }
                let delay = backoff(&self.settings, attempts);
                tracing::warn!(error = %err.message, permanent = err.permanent, retry_in_ms = delay.as_millis() as u64, "summary not delivered; will retry");
                let next_attempt_at = now + delay.as_millis() as i64;
                (
                    row.id,
                    Attempt::Retry {
                        next_attempt_at,
                        error: err.message,
                    },
                )
            }
        }
    }

    /// Records how the sends of one claim ended. What cannot be recorded now (e.g. the disk is
    /// full) is kept and recorded again before the next claim, so a row is not left waiting for
    /// its lease to run out once the database takes writes again.
    async fn record(&self, claim: &str, results: Vec<(String, Attempt)>, now: i64) {
        let mut unrecorded = Vec::new();
        let sent: Vec<&str> = results
            .iter()
            .filter(|(_, a)| matches!(a, Attempt::Sent))
            .map(|(id, _)| id.as_str())
            .collect();
        if !sent.is_empty()
            && let Err(err) = outbox::mark_sent_batch(&self.db, &sent, claim, now).await
        {
            tracing::error!(error = %err, count = sent.len(), "outbox: delivered but could not mark sent (tried again shortly)");
            unrecorded.extend(sent.iter().map(|id| (id.to_string(), Attempt::Sent)));
        }
        for (id, attempt) in results {
            let recorded = match &attempt {
                Attempt::Sent => continue,
                Attempt::Retry {
                    next_attempt_at,
                    error,
                } => outbox::reschedule(&self.db, &id, claim, *next_attempt_at, error).await,
                Attempt::Dropped(reason) => {
                    let labels = crate::metrics::ReasonLabels {
                        reason: reason.to_string(),
                    };
                    self.metrics.guides_passed_over.get_or_create(&labels).inc();
                    tracing::info!(outbox_id = %id, reason, "morning guide not sent: its member stopped it");
                    outbox::mark_dead(&self.db, &id, claim, reason).await
                }
                Attempt::Dead(reason) => {
                    self.metrics.summaries_dead.inc();
                    tracing::error!(outbox_id = %id, error = %reason, "mail dead-lettered");
                    outbox::mark_dead(&self.db, &id, claim, reason).await
                }
            };
            if let Err(err) = recorded {
                tracing::error!(outbox_id = %id, error = %err, "outbox: could not record a send (tried again shortly)");
                unrecorded.push((id, attempt));
            }
        }
        if !unrecorded.is_empty() {
            self.unrecorded
                .lock()
                .unwrap()
                .push((claim.to_string(), unrecorded));
        }
    }

    /// Records again what [`Self::record`] could not.
    async fn record_again(&self, now: i64) {
        let waiting = std::mem::take(&mut *self.unrecorded.lock().unwrap());
        for (claim, results) in waiting {
            self.record(&claim, results, now).await;
        }
    }
}

/// What one delivery attempt means for its row.
#[derive(Debug, Clone)]
pub enum Attempt {
    Sent,
    /// Not sent, and never will be: its member stopped it (a morning guide).
    Dropped(&'static str),
    Retry {
        next_attempt_at: i64,
        error: String,
    },
    Dead(String),
}

/// Exponential from `retry_base`, capped at `retry_max`, with "equal jitter" (half fixed, half random).
pub fn backoff(settings: &OutboxSettings, attempts: u32) -> Duration {
    let exp = settings
        .retry_base
        .saturating_mul(1u32 << attempts.saturating_sub(1).min(20));
    let capped = exp.min(settings.retry_max);
    let half = capped / 2;
    half + half.mul_f64(rand::rng().random::<f64>())
}

#[cfg(test)]
mod tests;
