//! What request handlers share: the HTTP edge's own state and one desk per app service, holding
//! only what that service needs (so each can be built, and tested, on its own).

use std::path::PathBuf;
use std::sync::Arc;

use ipnet::IpNet;
use tokio::sync::Notify;

use crate::configuration::Limits;
use crate::content::Catalogue;
use crate::content::ReminderPlan;
use crate::domain::RecipientKeys;
use crate::metrics::Metrics;
use crate::push::WebPush;
use crate::rate_limit::SharedLimiter;
use crate::secrets::KeyedHash;
use crate::storage::Db;
use crate::storage::outbox_queue::OutboxQueue;

/// What summaries, recipient confirmations and the guide by e-mail need (`app::summaries`,
/// `app::confirmations`, `app::guide_mail`).
#[derive(Clone)]
pub struct SummaryDesk {
    pub catalogue: Arc<Catalogue>,
    pub db: Db,
    /// Where mail is queued (group commit).
    pub outbox: OutboxQueue,
    /// Wakes the outbox worker when a mail is queued.
    pub outbox_wakeup: Arc<Notify>,
    pub metrics: Arc<Metrics>,
    pub limits: Limits,
    /// Signs recipient tokens and hashes mailboxes.
    pub recipient_keys: RecipientKeys,
    /// Where confirmation links point.
    pub public_url: String,
    /// Whether the day's guide is sent by e-mail (`GUIDE_MAIL`).
    pub guide_mail: bool,
}

/// What sign-ups, snoozes and test reminders need (`app::subscriptions`, `app::test_reminders`).
pub struct ReminderDesk {
    /// The programme and its messages (a test reminder is in the member's language).
    pub catalogue: Arc<Catalogue>,
    pub db: Db,
    pub metrics: Arc<Metrics>,
    pub limits: Limits,
    pub plan: Arc<ReminderPlan>,
    /// `None` while reminders are off (no `VAPID_SUBJECT`).
    pub push: Option<Arc<WebPush>>,
    pub push_allow_private: bool,
    /// The push services endpoints must be on (`PUSH_ENDPOINT_HOSTS`).
    pub push_endpoint_hosts: Vec<String>,
    /// Where a test reminder's link points.
    pub public_url: String,
}

/// What the church's admin area needs (`app::admin`).
pub struct AdminDesk {
    pub db: Db,
    /// Where sign-in mails are queued (the members' outbox, under the same admission rule).
    pub outbox: OutboxQueue,
    pub outbox_wakeup: Arc<Notify>,
    /// `ADMIN_EMAILS`, lower case; empty: no admin area.
    pub admins: Vec<String>,
    /// The programme (its length and dates bound announcements and their links).
    pub catalogue: Arc<Catalogue>,
    /// The church's clock (`CHURCH_TIME_ZONE`): announcements are scheduled on it, and the
    /// tally's figures published (`routes::tally` reads it here).
    pub time_zone: jiff::tz::TimeZone,
    /// Where sign-in links point.
    pub public_url: String,
    /// Keys the sign-in codes and the allowance of sign-in mails per client.
    pub codes: KeyedHash,
}

/// What each client may do in a while, by what it asks for.
pub struct ClientLimiters {
    /// Summaries sent and tries at the service's own pages, a minute.
    pub client: SharedLimiter,
    /// Reminder sign-ups and changes, a minute.
    pub push: SharedLimiter,
    /// The tally's daily budget, in the database under a keyed hash of each client.
    pub tally: SharedLimiter,
    /// The prayer wall's daily budgets: requests, and taps ("I prayed", reports, the watch's
    /// pledges).
    pub wall_asks: SharedLimiter,
    pub wall_taps: SharedLimiter,
}

pub struct AppState {
    pub summaries: SummaryDesk,
    pub reminders: ReminderDesk,
    pub admin: AdminDesk,
    pub catalogue: Arc<Catalogue>,
    pub db: Db,
    pub metrics: Arc<Metrics>,
    pub limits: Limits,
    pub limiters: ClientLimiters,
    pub trusted_proxies: Vec<IpNet>,
    pub public_url: String,
    /// `CORS_ORIGINS`: other origins whose pages may call the service.
    pub cors_origins: Vec<String>,
    /// The built PWA, with the pages the build prerendered.
    pub pwa_dir: PathBuf,
    /// The last readiness check: when, and whether the database took a write.
    pub readiness: tokio::sync::Mutex<Option<(std::time::Instant, bool)>>,
    /// How old a readiness answer may be before a probe checks again (`READINESS_CACHE_MS`).
    pub readiness_max_age: std::time::Duration,
}
