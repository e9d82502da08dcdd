//! Why a member's summary was refused: each refusal names its answer and its metrics reason.

use std::fmt;
use std::time::Duration;

use crate::content::{Said, SaidArg};
use crate::domain::{MailKind, RECIPIENT_TOKEN_MAX_CHARS, SummaryError};
use crate::state::SummaryDesk;
use crate::storage::outbox::Enqueued;
use crate::storage::outbox_queue::QueueError;

/// Why a summary was refused; each names its answer and its metrics reason.
#[derive(Debug, thiserror::Error)]
pub enum SummaryRefused {
    BadRecipientToken,
    Invalid(SummaryError),
    RecipientLimited {
        limit: u32,
        retry_after: Duration,
    },
    ConfirmationsLimited {
        limit: u32,
        retry_after: Duration,
    },
    ClientLimited {
        limit: u32,
        retry_after: Duration,
    },
    DailyCap {
        retry_after: Duration,
    },
    KeyReused,
    /// The database could not be written; the cause is logged at the edge, not shown.
    Storage(#[source] Box<dyn std::error::Error + Send + Sync>),
}

/// For logs: the message the member is told ([`Said`]'s `Display`), and any cause; its words
/// are the catalogue's.
impl fmt::Display for SummaryRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SummaryRefused::Storage(cause) => write!(f, "{}: {cause}", self.said()),
            _ => self.said().fmt(f),
        }
    }
}

impl SummaryRefused {
    /// The label counted in metrics.
    pub fn reason(&self) -> &'static str {
        match self {
            SummaryRefused::BadRecipientToken => "bad_recipient_token",
            SummaryRefused::Invalid(err) => err.reason(),
            SummaryRefused::RecipientLimited { .. } => "rate_limited_recipient",
            SummaryRefused::ConfirmationsLimited { .. } => "rate_limited_confirmations",
            SummaryRefused::ClientLimited { .. } => "rate_limited_client_confirmations",
            SummaryRefused::DailyCap { .. } => "daily_cap",
            SummaryRefused::KeyReused => "idempotency_key_reused",
            SummaryRefused::Storage(_) => "storage",
        }
    }

    /// What the member is told, to say in their language.
    pub fn said(&self) -> Said {
        let limit = |limit: &u32| SaidArg::Number(i64::from(*limit));
        match self {
            SummaryRefused::BadRecipientToken => Said::new("error-bad-recipient-token")
                .with("max", SaidArg::Number(RECIPIENT_TOKEN_MAX_CHARS as i64)),
            SummaryRefused::Invalid(err) => err.said(),
            SummaryRefused::RecipientLimited { limit: n, .. } => {
                Said::new("error-recipient-limited").with("limit", limit(n))
            }
            SummaryRefused::ConfirmationsLimited { limit: n, .. } => {
                Said::new("error-confirmations-limited").with("limit", limit(n))
            }
            SummaryRefused::ClientLimited { limit: n, .. } => {
                Said::new("error-client-limited").with("limit", limit(n))
            }
            SummaryRefused::DailyCap { .. } => Said::new("error-daily-cap"),
            SummaryRefused::KeyReused => Said::new("error-key-reused"),
            SummaryRefused::Storage(_) => Said::new("error-storage"),
        }
    }

    /// The refusal for an outbox outcome that is not an acceptance.
    pub(super) fn from_outcome(desk: &SummaryDesk, outcome: Enqueued) -> Self {
        let limits = &desk.limits;
        match outcome {
            Enqueued::RecipientLimited {
                kind: MailKind::Summary,
                retry_after_ms,
            } => SummaryRefused::RecipientLimited {
                limit: limits.summaries_per_recipient_per_day,
                retry_after: millis(retry_after_ms),
            },
            // (The summary desk never queues sign-in mails, and guides only in the morning pass.)
            Enqueued::RecipientLimited {
                kind: MailKind::Confirmation | MailKind::AdminSignIn | MailKind::Guide,
                retry_after_ms,
            } => SummaryRefused::ConfirmationsLimited {
                limit: limits.confirmations_per_recipient_per_day,
                retry_after: millis(retry_after_ms),
            },
            Enqueued::ClientLimited { retry_after_ms } => SummaryRefused::ClientLimited {
                limit: limits.confirmations_per_client_per_day,
                retry_after: millis(retry_after_ms),
            },
            Enqueued::DailyCapReached { retry_after_ms } => {
                desk.metrics.daily_cap_refusals.inc();
                warn_cap_reached(limits.mail_daily_cap);
                SummaryRefused::DailyCap {
                    retry_after: millis(retry_after_ms),
                }
            }
            Enqueued::KeyReused | Enqueued::Replay { .. } => SummaryRefused::KeyReused,
            Enqueued::New { .. } => unreachable!("acceptances are answered by the caller"),
        }
    }
}

fn millis(ms: i64) -> Duration {
    Duration::from_millis(ms.unsigned_abs())
}

/// Tells the operator the cap was reached: at most once a minute, however many are refused.
fn warn_cap_reached(cap: u32) {
    use std::sync::atomic::{AtomicI64, Ordering};
    static LAST_WARNED: AtomicI64 = AtomicI64::new(0);
    let now = crate::storage::now_ms();
    let last = LAST_WARNED.load(Ordering::Relaxed);
    if now - last >= 60_000
        && LAST_WARNED
            .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    {
        tracing::warn!(
            cap,
            "the daily mail cap (MAIL_DAILY_CAP) is reached: summaries and confirmations are refused until older mails leave the 24-hour window"
        );
    }
}

impl From<sqlx::Error> for SummaryRefused {
    fn from(err: sqlx::Error) -> Self {
        SummaryRefused::Storage(Box::new(err))
    }
}

impl From<QueueError> for SummaryRefused {
    fn from(err: QueueError) -> Self {
        SummaryRefused::Storage(Box::new(err))
    }
}
