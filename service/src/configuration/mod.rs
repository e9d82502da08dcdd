//! Reads the environment once into typed settings (names fixed by ARCHITECTURE.md).

use std::net::IpAddr;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use ipnet::IpNet;
use jiff::civil::Date;
use lettre::message::Mailbox;

use crate::domain::DEFAULT_PUSH_HOSTS;
use crate::secrets::Secret;

mod limits;
mod values;

pub use limits::{ADMIN_SIGN_INS_PER_ADDRESS_PER_DAY, Limits, OutboxLimits, OutboxSettings};
pub use values::programme_start_date;
use values::{list, parse_start_date, vapid_subject};

#[derive(Debug, Clone)]
pub struct Settings {
    pub bind: IpAddr,
    /// 0 picks a free port (tests).
    pub port: u16,
    pub data_dir: PathBuf,
    pub database_url: String,
    pub content_dir: PathBuf,
    pub pwa_dir: PathBuf,
    /// Overrides the programme's start date from content.
    pub programme_start_date: Option<Date>,
    /// `None`: mail is written as `.eml` files under `DATA_DIR/mail`.
    pub smtp_url: Option<Secret>,
    pub mail_from: Mailbox,
    /// Origins allowed to call the API from another site (the service's own always may).
    pub cors_origins: Vec<String>,
    /// The origin members reach; `None` means `http://127.0.0.1:{port}` once the port is known.
    pub public_url: Option<String>,
    /// Peers whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpNet>,
    /// `ADMIN_EMAILS`: the church's administrators (lower case); none, no admin area.
    pub admin_emails: Vec<String>,
    /// `CHURCH_TIME_ZONE`: the church's clock, on which announcements are scheduled and the
    /// tally's figures published.
    pub church_time_zone: jiff::tz::TimeZone,
    pub limits: Limits,
    pub outbox: OutboxSettings,
    pub push: PushSettings,
    /// Where `/metrics` is served: `Same` (the main port), another address, or `Off`.
    pub metrics_bind: MetricsBind,
    /// How long a readiness answer is reused by the probes after it (`READINESS_CACHE_MS`).
    pub readiness_max_age: Duration,
    /// `RECIPIENT_KEY` (32 bytes, base64url): the key mailboxes are hashed under, kept out of the
    /// database it protects; without it the service makes one and keeps it in the database.
    pub recipient_key: Option<[u8; 32]>,
    /// The day's guide by e-mail (`GUIDE_MAIL=off`: not offered).
    pub guide_mail: GuideMailSettings,
    /// Every mail is DKIM-signed with this key when set (`DKIM_*`).
    pub dkim: Option<DkimSettings>,
    /// HTTP worker threads; `None`: one per core. Not an environment setting: tests set one.
    pub http_workers: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MetricsBind {
    Same,
    Address(std::net::SocketAddr),
    Off,
}

#[derive(Debug, Clone)]
pub struct PushSettings {
    /// `None`: reminders are off (no real `VAPID_SUBJECT` configured).
    pub subject: Option<String>,
    /// Base64url P-256 private key; `None`: generated once and kept in `DATA_DIR`.
    pub private_key: Option<Secret>,
    /// Dev/test only: push endpoints may be `http` on loopback.
    pub allow_private_endpoints: bool,
    /// The push services' hosts endpoints must be on (`*.` matches any subdomain).
    pub endpoint_hosts: Vec<String>,
    /// Dev/test only (with `allow_private_endpoints`): a PEM CA to trust, e.g. a benchmark sink's.
    pub extra_ca_file: Option<PathBuf>,
    /// How often the server runs a reminder pass.
    pub interval: Duration,
    /// A reminder claimed this long ago and never answered (its pass died) is sent again.
    pub resend_after: Duration,
}

/// Whether a `DATABASE_URL` names PostgreSQL (else SQLite).
/// The day's guide by e-mail.
#[derive(Debug, Clone)]
pub struct GuideMailSettings {
    pub on: bool,
    /// How often the morning pass looks for guides due (`GUIDE_MAIL_INTERVAL_MS`).
    pub interval: Duration,
}

/// A church's DKIM key, as the settings give it.
#[derive(Clone)]
pub struct DkimSettings {
    pub domain: String,
    pub selector: String,
    /// `rsa` (a PKCS#1 PEM key) or `ed25519` (its 32-byte seed in base64).
    pub algorithm: lettre::message::dkim::DkimSigningAlgorithm,
    pub private_key: Secret,
}

impl std::fmt::Debug for DkimSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DkimSettings {{ domain: {}, selector: {}, algorithm: {} }}",
            self.domain, self.selector, self.algorithm
        )
    }
}

pub fn is_postgres_url(database_url: &str) -> bool {
    database_url.starts_with("postgres://") || database_url.starts_with("postgresql://")
}

impl Settings {
    pub fn from_env() -> Result<Self> {
        Self::from_lookup(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
    }

    /// Builds settings from any name → value lookup (the environment, or a map in tests).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self> {
        let or = |name: &str, default: &str| get(name).unwrap_or_else(|| default.to_string());
        let number = |name: &str, default: u64| -> Result<u64> {
            get(name).map_or(Ok(default), |v| {
                v.parse()
                    .with_context(|| format!("{name} must be a whole number"))
            })
        };
        // A number outside its range is refused, naming the variable: never clamped silently.
        let number_in = |name: &str, default: u64, range: RangeInclusive<u64>| -> Result<u64> {
            let value = number(name, default)?;
            if !range.contains(&value) {
                bail!(
                    "{name} must be from {} to {}, not {value}",
                    range.start(),
                    range.end()
                );
            }
            Ok(value)
        };
        let data_dir: PathBuf = or("DATA_DIR", "./data").into();
        let database_url = get("DATABASE_URL")
            .unwrap_or_else(|| format!("sqlite://{}", data_dir.join("prayer-fast.db").display()));
        if !database_url.starts_with("sqlite:") && !is_postgres_url(&database_url) {
            bail!(
                "DATABASE_URL must be a sqlite: or postgres:// URL (e.g. sqlite://data/prayer-fast.db)"
            );
        }
        let mail_from = or("MAIL_FROM", "Prayer Fast <prayer-fast@localhost>");
        let limits_off = get("RATE_LIMITS").is_some_and(|v| v == "off");
        let push = PushSettings {
            subject: get("VAPID_SUBJECT")
                .map(|s| vapid_subject(&s))
                .transpose()?,
            private_key: get("VAPID_PRIVATE_KEY").map(Secret::new),
            allow_private_endpoints: get("PUSH_ALLOW_PRIVATE_ENDPOINTS").is_some_and(|v| v == "1"),
            endpoint_hosts: get("PUSH_ENDPOINT_HOSTS").map_or_else(
                || DEFAULT_PUSH_HOSTS.iter().map(|h| h.to_string()).collect(),
                |v| {
                    list(Some(v))
                        .iter()
                        .map(|h| h.to_ascii_lowercase())
                        .collect()
                },
            ),
            extra_ca_file: get("PUSH_EXTRA_CA_FILE").map(PathBuf::from),
            interval: Duration::from_millis(number_in(
                "REMINDER_INTERVAL_MS",
                30_000,
                100..=86_400_000,
            )?),
            resend_after: Duration::from_millis(number_in(
                "REMINDER_RESEND_AFTER_MS",
                120_000,
                100..=86_400_000,
            )?),
        };
        Settings {
            bind: or("BIND", "127.0.0.1")
                .parse()
                .context("BIND must be an IP address, e.g. 127.0.0.1 or 0.0.0.0")?,
            port: or("PORT", "8080")
                .parse()
                .context("PORT must be a number from 0 to 65535")?,
            data_dir,
            database_url,
            content_dir: or("CONTENT_DIR", "./content").into(),
            pwa_dir: or("PWA_DIR", "pwa/dist").into(),
            programme_start_date: parse_start_date(get("PROGRAMME_START_DATE"))?,
            smtp_url: get("SMTP_URL").map(Secret::new),
            mail_from: mail_from.parse().with_context(|| {
                format!(
                    "MAIL_FROM '{mail_from}' must be an address, e.g. Church <office@example.org>"
                )
            })?,
            cors_origins: list(get("CORS_ORIGINS")),
            public_url: get("PUBLIC_URL").map(|u| u.trim_end_matches('/').to_string()),
            trusted_proxies: list(get("TRUSTED_PROXIES"))
                .iter()
                .map(|p| {
                    p.parse::<IpNet>()
                        .or_else(|_| p.parse::<IpAddr>().map(IpNet::from))
                        .map(crate::client_ip::canonical_net)
                        .with_context(|| {
                            format!("TRUSTED_PROXIES entry '{p}' must be an IP or CIDR")
                        })
                })
                .collect::<Result<_>>()?,
            admin_emails: list(get("ADMIN_EMAILS"))
                .iter()
                .map(|address| {
                    crate::domain::RecipientEmail::parse(address)
                        .map(|email| email.as_str().to_lowercase())
                        .with_context(|| {
                            format!("ADMIN_EMAILS entry '{address}' must be an e-mail address")
                        })
                })
                .collect::<Result<_>>()?,
            church_time_zone: {
                let name = or("CHURCH_TIME_ZONE", "UTC");
                jiff::tz::TimeZone::get(&name).with_context(|| {
                    format!("CHURCH_TIME_ZONE must be an IANA time zone such as America/Chicago, not '{name}'")
                })?
            },
            limits: Limits {
                enabled: !limits_off,
                summaries_per_ip_per_minute: number_in("SUMMARY_LIMIT_PER_IP_PER_MINUTE", 30, 1..=1_000_000)? as u32,
                summaries_per_recipient_per_day: number_in("SUMMARY_LIMIT_PER_RECIPIENT_PER_DAY", 5, 1..=1_000_000)? as u32,
                confirm_recipients: match get("SUMMARY_CONFIRM_RECIPIENTS").as_deref() {
                    None | Some("on") => true,
                    Some("off") => false,
                    Some(other) => bail!("SUMMARY_CONFIRM_RECIPIENTS must be on or off, not '{other}'"),
                },
                confirmations_per_recipient_per_day: number_in("CONFIRMATIONS_PER_RECIPIENT_PER_DAY", 3, 1..=1_000)? as u32,
                confirmations_per_client_per_day: number_in("CONFIRMATIONS_PER_CLIENT_PER_DAY", 10, 1..=1_000_000)? as u32,
                mail_daily_cap: number_in("MAIL_DAILY_CAP", 5_000, 1..=100_000_000)? as u32,
                push_subscriptions_per_ip_per_day: number_in("PUSH_SUBSCRIPTIONS_PER_IP_PER_DAY", 20, 1..=1_000_000)? as u32,
                push_subscriptions_max: number_in("PUSH_SUBSCRIPTIONS_MAX", 100_000, 1..=100_000_000)? as u32,
            },
            outbox: OutboxSettings {
                retry_base: Duration::from_millis(number_in("OUTBOX_RETRY_BASE_MS", 5_000, 1..=3_600_000)?),
                retry_max: Duration::from_secs(15 * 60),
                lease: Duration::from_millis(number_in("OUTBOX_LEASE_MS", 60_000, 1_000..=86_400_000)?),
                send_timeout: Duration::from_millis(number_in(
                    "OUTBOX_SEND_TIMEOUT_MS",
                    30_000,
                    100..=3_600_000,
                )?),
                max_attempts: 40,
                max_permanent_attempts: 3,
                batch: number_in("OUTBOX_BATCH", 32, 1..=1_000)? as u32,
                poll_interval: Duration::from_secs(1),
                shutdown_grace: Duration::from_millis(number_in("OUTBOX_SHUTDOWN_GRACE_MS", 10_000, 0..=600_000)?),
                mail_files_kept: Duration::from_secs(number_in("MAIL_FILES_KEPT_DAYS", 7, 0..=3_650)? * 86_400),
            },
            push,
            recipient_key: get("RECIPIENT_KEY")
                .map(|key| {
                    use base64::Engine;
                    base64::engine::general_purpose::URL_SAFE_NO_PAD
                        .decode(key.trim())
                        .ok()
                        .and_then(|bytes| <[u8; 32]>::try_from(bytes).ok())
                        .context("RECIPIENT_KEY must be 32 bytes in base64url (e.g. `openssl rand 32 | basenc --base64url | tr -d =`)")
                })
                .transpose()?,
            guide_mail: GuideMailSettings {
                on: match get("GUIDE_MAIL").as_deref() {
                    None | Some("on") => true,
                    Some("off") => false,
                    Some(other) => bail!("GUIDE_MAIL must be on or off, not '{other}'"),
                },
                interval: Duration::from_millis(number_in("GUIDE_MAIL_INTERVAL_MS", 15_000, 100..=3_600_000)?),
            },
            dkim: dkim_settings(&get)?,
            readiness_max_age: Duration::from_millis(number_in("READINESS_CACHE_MS", 1_000, 0..=60_000)?),
            http_workers: None,
            metrics_bind: match get("METRICS_BIND").as_deref() {
                Some("same") => MetricsBind::Same,
                None | Some("off") => MetricsBind::Off,
                Some(addr) => MetricsBind::Address(addr.parse().with_context(|| {
                    format!("METRICS_BIND '{addr}' must be off, same, or an address such as 127.0.0.1:9090")
                })?),
            },
        }
        .checked()
    }

    /// Refuses combinations that would misbehave: a lease shorter than a send could let a second
    /// worker send the same mail while the first is still sending.
    fn checked(self) -> Result<Self> {
        let outbox = &self.outbox;
        if outbox.lease <= outbox.send_timeout {
            bail!(
                "OUTBOX_LEASE_MS ({} ms) must be longer than OUTBOX_SEND_TIMEOUT_MS ({} ms)",
                outbox.lease.as_millis(),
                outbox.send_timeout.as_millis()
            );
        }
        Ok(self)
    }

    pub fn public_url_for(&self, port: u16) -> String {
        self.public_url
            .clone()
            .unwrap_or_else(|| format!("http://127.0.0.1:{port}"))
    }
}

/// `DKIM_DOMAIN`, `DKIM_SELECTOR` and `DKIM_PRIVATE_KEY_FILE` (and `DKIM_ALGORITHM`, `rsa` or
/// `ed25519`): all or none.
fn dkim_settings(get: &impl Fn(&str) -> Option<String>) -> Result<Option<DkimSettings>> {
    use lettre::message::dkim::DkimSigningAlgorithm;
    let (domain, selector, file) = (
        get("DKIM_DOMAIN"),
        get("DKIM_SELECTOR"),
        get("DKIM_PRIVATE_KEY_FILE"),
    );
    let (Some(domain), Some(selector), Some(file)) =
        (domain.clone(), selector.clone(), file.clone())
    else {
        if domain.is_some() || selector.is_some() || file.is_some() {
            bail!("DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE must be set together");
        }
        return Ok(None);
    };
    let algorithm = match get("DKIM_ALGORITHM").as_deref() {
        None | Some("rsa") => DkimSigningAlgorithm::Rsa,
        Some("ed25519") => DkimSigningAlgorithm::Ed25519,
        Some(other) => bail!("DKIM_ALGORITHM must be rsa or ed25519, not '{other}'"),
    };
    let label = |s: &str| {
        !s.is_empty()
            && s.split('.')
                .all(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
    };
    if !label(&domain) || !label(&selector) {
        bail!("DKIM_DOMAIN and DKIM_SELECTOR must be DNS names such as church.org and mail2026");
    }
    let key = std::fs::read_to_string(&file)
        .with_context(|| format!("DKIM_PRIVATE_KEY_FILE {file} could not be read"))?;
    Ok(Some(DkimSettings {
        domain: domain.to_ascii_lowercase(),
        selector,
        algorithm,
        private_key: Secret::new(key),
    }))
}
