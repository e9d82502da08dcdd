//! Why a member's summary was refused: each refusal names its answer and its metrics reason.

use std::time::Duration;

use crate::domain::{RECIPIENT_TOKEN_MAX_CHARS, SummaryError};
use crate::storage::outbox_queue::QueueError;

/// Why a summary was refused; each names its answer and its metrics reason.
#[derive(Debug, thiserror::Error)]
pub enum SummaryRefused {
    #[error("recipientToken must be at most {RECIPIENT_TOKEN_MAX_CHARS} visible ASCII characters")]
    BadRecipientToken,
    #[error("{0}")]
    Invalid(SummaryError),
    #[error("This address has already been sent {limit} summaries today. Please try again later.")]
    RecipientLimited { limit: u32, retry_after: Duration },
    #[error(
        "A confirmation e-mail was already sent to this address today. Please open it to confirm your address, or try again tomorrow."
    )]
    ConfirmationsLimited { retry_after: Duration },
    #[error(
        "The church's e-mail limit for today has been reached. Your summary was not sent; please try again tomorrow."
    )]
    DailyCap { retry_after: Duration },
    #[error(
        "This Idempotency-Key was already used for a different summary. Send it with a new key."
    )]
    KeyReused,
    /// The database could not be written; the cause is logged, not shown.
    #[error("The service could not save your request. Please try again.")]
    Storage,
}

impl SummaryRefused {
    /// The label counted in metrics.
    pub fn reason(&self) -> &'static str {
        match self {
            SummaryRefused::BadRecipientToken => "bad_recipient_token",
            SummaryRefused::Invalid(err) => err.reason(),
            SummaryRefused::RecipientLimited { .. } => "rate_limited_recipient",
            SummaryRefused::ConfirmationsLimited { .. } => "rate_limited_confirmations",
            SummaryRefused::DailyCap { .. } => "daily_cap",
            SummaryRefused::KeyReused => "idempotency_key_reused",
            SummaryRefused::Storage => "storage",
        }
    }
}

impl From<sqlx::Error> for SummaryRefused {
    fn from(err: sqlx::Error) -> Self {
        tracing::error!(error = %err, "could not queue a summary");
        SummaryRefused::Storage
    }
}

impl From<QueueError> for SummaryRefused {
    fn from(err: QueueError) -> Self {
        tracing::error!(error = %err, "could not queue a summary");
        SummaryRefused::Storage
    }
}
