//! What an outbox row delivers: its kind and its payload, written and read here only.

use serde::{Deserialize, Serialize};

use super::DaySummary;

/// The kind of an outbox row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, Serialize)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum MailKind {
    /// A member's day summary ([`DaySummary`]).
    Summary,
    /// A confirmation link for a recipient ([`ConfirmationMail`]).
    Confirmation,
}

/// A confirmation mail: where it goes and the link it carries.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ConfirmationMail {
    pub to: String,
    pub link: String,
}

/// An outbox row's mail, read back from its kind and payload.
#[derive(Debug, Clone)]
pub enum OutboxMail {
    Summary(DaySummary),
    Confirmation(ConfirmationMail),
}

impl OutboxMail {
    /// The stored payload of a summary.
    pub fn summary_payload(summary: &DaySummary) -> String {
        serde_json::to_string(summary).expect("a summary always serialises")
    }

    /// The stored payload of a confirmation mail.
    pub fn confirmation_payload(mail: &ConfirmationMail) -> String {
        serde_json::to_string(mail).expect("plain data serialises")
    }

    /// Reads a stored row back; an error means the payload no longer fits its kind.
    pub fn read(kind: MailKind, payload: &str) -> serde_json::Result<Self> {
        Ok(match kind {
            MailKind::Summary => OutboxMail::Summary(serde_json::from_str(payload)?),
            MailKind::Confirmation => OutboxMail::Confirmation(serde_json::from_str(payload)?),
        })
    }
}
