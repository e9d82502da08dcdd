//! Recipient confirmations: one row per request a device made to confirm an address, holding the
//! hashes of the device's token, the link's secret and the mail's code. A row is confirmed only
//! by the link's secret (or the code) presented together with the device's token, and its token
//! then lets that device send to the mailbox until the row expires or is deleted. New rows are
//! written with their confirmation mail, under the outbox's limits ([`super::outbox::enqueue`]).

use super::{Db, rows_changed, with_pool};

/// How long an unconfirmed request (and its link and code) lives.
pub const CONFIRMATION_TTL_MS: i64 = 48 * 60 * 60 * 1000;
/// Wrong codes a request takes: the last of them ends it.
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

/// Confirms `id` for the device whose token hashes to `token_hash`, if it is still waiting and
/// its code has not been tried [`CODE_ATTEMPTS`] times; from then on it lasts until `until`. One
/// conditional statement, so two clicks, or a click and a code, on two instances cannot both
/// apply, and a link cannot revive a request its code has spent. True when this call confirmed it.
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
         WHERE id = $3 AND token_hash = $4 AND confirmed_at IS NULL AND expires_at > $1
           AND code_attempts < $5",
        (now, until, id, token_hash, CODE_ATTEMPTS),
    )?;
    Ok(changed == 1)
}

/// What one try of a code did ([`try_code`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeTry {
    /// The code was right: the request is confirmed.
    Confirmed,
    /// A wrong code, the `attempts`th; at [`CODE_ATTEMPTS`] the request has ended (its row is
    /// deleted).
    Wrong { attempts: i64 },
    /// Not tried: the request is confirmed, ended, out of tries, or not this device's.
    NotTried,
}

/// Tries `code_hash` (the keyed hash of the code typed) on waiting row `id`, held by the device
/// whose token hashes to `token_hash`. The try is judged and counted in one statement: it is
/// taken only while the request waits, lives and has tries left; a right code confirms it (until
/// `until`), a wrong one counts. So a burst of guesses gets [`CODE_ATTEMPTS`] wrong tries in all,
/// on any number of instances, and a code is never judged for a request already ended.
/// (The hashes compared are keyed: their comparison's time tells a guesser nothing.)
pub async fn try_code(
    db: &Db,
    id: &str,
    token_hash: &str,
    code_hash: &str,
    until: i64,
    now: i64,
) -> sqlx::Result<CodeTry> {
    let tried: Option<(i64, Option<i64>)> = with_pool!(db, |pool| sqlx::query_as(
        "UPDATE recipient_confirmations
         SET code_attempts = code_attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
             confirmed_at = CASE WHEN code_hash = $3 THEN $5 END,
             expires_at = CASE WHEN code_hash = $3 THEN $4 ELSE expires_at END
         WHERE id = $1 AND token_hash = $2 AND confirmed_at IS NULL AND expires_at > $5
           AND code_attempts < $6 AND code_hash <> ''
         RETURNING code_attempts, confirmed_at",
    )
    .bind(id)
    .bind(token_hash)
    .bind(code_hash)
    .bind(until)
    .bind(now)
    .bind(CODE_ATTEMPTS)
    .fetch_optional(pool)
    .await)?;
    Ok(match tried {
        None => CodeTry::NotTried,
        Some((_, Some(_))) => CodeTry::Confirmed,
        Some((attempts, None)) => {
            if attempts >= CODE_ATTEMPTS {
                // Spent: neither a code nor the link can confirm it now; the row goes.
                rows_changed!(
                    db,
                    "DELETE FROM recipient_confirmations WHERE id = $1 AND confirmed_at IS NULL",
                    (id)
                )?;
            }
            CodeTry::Wrong { attempts }
        }
    })
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
