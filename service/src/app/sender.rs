//! Who sends a summary (or asks for a confirmation mail): what `app::summaries` and
//! `app::confirmations` both take.

use crate::content::Language;

/// Who is sending: their Idempotency-Key, the key their client is limited under, and their
/// language (the mails' and the theme's).
#[derive(Debug, Clone)]
pub struct Sender {
    pub idempotency_key: Option<String>,
    pub client: Option<String>,
    pub language: Language,
}
