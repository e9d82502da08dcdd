//! Recipient confirmations: one row per request a device made to confirm an address, holding the
//! hashes of the device's token, the link's secret and the mail's code. A row is confirmed only
//! by the link's secret (or the code) presented together with the device's token, and its token
//! then lets that device send to the mailbox until the row expires or is deleted. New rows are
//! written with their confirmation mail, under the outbox's limits ([`super::outbox::enqueue`]).

use super::{Db, rows_changed, with_pool};

/// How long an unconfirmed request (and its link and code) lives.
pub const CONFIRMATION_TTL_MS: i64 = 48 * 60 * 60 * 1000;
/// Wrong codes a request survives; the next wrong one ends it.
pub const CODE_ATTEMPTS: i64 = 5;

/// A confirmation row to write with its mail.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NewConfirmation {
    pub id: String,
    pub secret_hash: String,
    pub token_hash: String,
    pub code_hash: String,
    pub expires_at: i64,
}

/// A confirmation row as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Confirmation {
    pub id: String,
    pub mailbox: String,
    pub token_hash: String,
    pub secret_hash: String,
    pub code_hash: String,
    pub code_attempts: i64,
    pub expires_at: i64,
    pub confirmed_at: Option<i64>,
}

impl Confirmation {
    /// Still in force at `now` (unconfirmed: still waiting; confirmed: not yet expired).
    pub fn live(&self, now: i64) -> bool {
        self.expires_at > now
    }
}

/// The row `id`, if any (read without a transaction: every write below re-checks its conditions).
pub async fn find(db: &Db, id: &str) -> sqlx::Result<Option<Confirmation>> {
    with_pool!(db, |pool| {
        sqlx::query_as(
        "SELECT id, mailbox, token_hash, secret_hash, code_hash, code_attempts, expires_at, confirmed_at
         FROM recipient_confirmations WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await
    })
}

/// Confirms `id` for the device whose token hashes to `token_hash`, if it is still waiting; from
/// then on it lasts until `until`. One conditional statement, so two clicks, or a click and a
/// code, on two instances cannot both apply. True when this call confirmed it.
pub async fn confirm(
    db: &Db,
    id: &str,
    token_hash: &str,
    until: i64,
    now: i64,
) -> sqlx::Result<bool> {
    let changed = rows_changed!(
        db,
        "UPDATE recipient_confirmations SET confirmed_at = $1, expires_at = $2
         WHERE id = $3 AND token_hash = $4 AND confirmed_at IS NULL AND expires_at > $1",
        (now, until, id, token_hash),
    )?;
    Ok(changed == 1)
}

/// Counts a wrong code against waiting row `id`; past [`CODE_ATTEMPTS`] the row is deleted.
/// The attempts made so far (0 when the row is gone).
pub async fn wrong_code(db: &Db, id: &str) -> sqlx::Result<i64> {
    let attempts: Option<i64> = with_pool!(db, |pool| sqlx::query_scalar(
        "UPDATE recipient_confirmations SET code_attempts = code_attempts + 1
         WHERE id = $1 AND confirmed_at IS NULL RETURNING code_attempts",
    )
    .bind(id)
    .fetch_optional(pool)
    .await)?;
    if attempts.is_some_and(|n| n >= CODE_ATTEMPTS) {
        delete(db, id).await?;
    }
    Ok(attempts.unwrap_or(0))
}

/// Gives waiting row `id` of `mailbox` a new token hash (a device's retry of a request whose
/// answer it never received, proved by its Idempotency-Key). True when the row was still waiting.
pub async fn replace_token(
    db: &Db,
    id: &str,
    mailbox: &str,
    token_hash: &str,
    now: i64,
) -> sqlx::Result<bool> {
    let changed = rows_changed!(
        db,
        "UPDATE recipient_confirmations SET token_hash = $1
         WHERE id = $2 AND mailbox = $3 AND confirmed_at IS NULL AND expires_at > $4",
        (token_hash, id, mailbox, now),
    )?;
    Ok(changed == 1)
}

pub async fn delete(db: &Db, id: &str) -> sqlx::Result<u64> {
    rows_changed!(
        db,
        "DELETE FROM recipient_confirmations WHERE id = $1",
        (id)
    )
}

/// "Not me": every request and confirmation of `mailbox` ends, whichever device holds it.
pub async fn forget_mailbox(db: &Db, mailbox: &str) -> sqlx::Result<u64> {
    rows_changed!(
        db,
        "DELETE FROM recipient_confirmations WHERE mailbox = $1",
        (mailbox)
    )
}
