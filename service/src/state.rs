//! What every request handler shares.

use std::path::PathBuf;
use std::sync::Arc;

use ipnet::IpNet;
use tokio::sync::Notify;

use crate::configuration::Limits;
use crate::configuration::OutboxLimits;
use crate::content::Catalogue;
use crate::content::ReminderPlan;
use crate::domain::RecipientKeys;
use crate::metrics::Metrics;
use crate::push::{PushSender, SnoozeSigner};
use crate::rate_limit::SharedLimiter;
use crate::storage::Db;
use crate::storage::outbox_queue::OutboxQueue;

pub struct AppState {
    pub catalogue: Arc<Catalogue>,
    pub db: Db,
    /// Where summaries are written (group commit).
    pub outbox: OutboxQueue,
    pub metrics: Arc<Metrics>,
    pub limits: Limits,
    pub client_limiter: SharedLimiter,
    pub trusted_proxies: Vec<IpNet>,
    /// Wakes the outbox worker when a summary is queued.
    pub outbox_wakeup: Arc<Notify>,
    pub plan: Arc<ReminderPlan>,
    /// `None` while reminders are off (no `VAPID_SUBJECT`).
    pub vapid_public_key: Option<String>,
    pub push_allow_private: bool,
    /// The push services endpoints must be on (`PUSH_ENDPOINT_HOSTS`).
    pub push_endpoint_hosts: Vec<String>,
    /// Verifies 'Snooze 15 min' requests (reminders on only).
    pub snooze: Option<SnoozeSigner>,
    /// Sends a member's test reminder (reminders on only).
    pub push_sender: Option<PushSender>,
    pub push_limiter: SharedLimiter,
    /// Signs recipient tokens and hashes mailboxes.
    pub recipient_keys: RecipientKeys,
    pub public_url: String,
    /// The built PWA, with the pages the build prerendered.
    pub pwa_dir: PathBuf,
    /// The last readiness check: when, and whether the database took a write.
    pub readiness: tokio::sync::Mutex<Option<(std::time::Instant, bool)>>,
}

impl AppState {
    /// The limits every summary is queued under.
    pub fn outbox_limits(&self) -> OutboxLimits {
        self.limits.outbox_limits()
    }
}
