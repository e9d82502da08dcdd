//! Recipient confirmations: a summary to an address this device has not confirmed waits in the
//! outbox (`waiting`) while one confirmation mail goes out; opening its link releases the waiting
//! summaries. Unconfirmed ones are deleted after [`CONFIRMATION_TTL_MS`].

use sqlx::Connection;

use super::outbox::{DAILY_CAP_LOCK, DAY_MS, Enqueued, MAILS_LAST_DAY, NewSummary};
use super::{BEGIN_WRITE, Db, json, on_write_connection, with_pool};
use crate::configuration::OutboxLimits;

/// How long a confirmation link (and the summaries waiting for it) lives.
pub const CONFIRMATION_TTL_MS: i64 = 48 * 60 * 60 * 1000;

/// A confirmation to create if the mailbox has none waiting for this device.
#[derive(Debug, Clone)]
pub struct NewConfirmation {
    pub id: String,
    pub secret_hash: String,
    /// The outbox row of the confirmation mail (kind `confirmation`).
    pub mail_id: String,
    /// Its payload ([`crate::domain::OutboxMail::confirmation_payload`]).
    pub mail_payload: String,
}

/// What became of a summary sent to an unconfirmed recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Waiting {
    /// The summary waits for confirmation `confirmation_id`; `mailed` when a new link was sent.
    Queued {
        id: String,
        confirmation_id: String,
        mailed: bool,
    },
    /// Any outcome other than waiting (a replay, a reused key, a limit).
    Other(Enqueued),
    /// The mailbox already had its confirmation mails for the day.
    ConfirmationsLimited { retry_after_ms: i64 },
}

/// Keeps `summary` waiting for a confirmation of its mailbox: the one `claimed` (the device's
/// claim, if still open for the same mailbox), or a new one whose mail is queued now, at most
/// `confirmations_per_day` a day per mailbox. The summary limits apply as to any summary.
pub async fn wait_for_confirmation(
    db: &Db,
    summary: &NewSummary,
    claimed: Option<&str>,
    new: &NewConfirmation,
    limits: OutboxLimits,
    confirmations_per_day: u32,
    now: i64,
) -> sqlx::Result<Waiting> {
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        if let Db::Postgres(_) = db {
            let mut names = vec![format!("recipient:{}", summary.recipient)];
            names.extend(summary.idempotency_key.iter().map(|k| format!("key:{k}")));
            if limits.daily_cap.is_some() {
                names.push(DAILY_CAP_LOCK.to_string());
            }
            sqlx::query(
                "SELECT pg_advisory_xact_lock(k) FROM (
                     SELECT DISTINCT hashtextextended(name, 0) AS k FROM jsonb_array_elements_text($1::jsonb) AS name
                     ORDER BY k) AS locks",
            )
            .bind(json(&names))
            .execute(&mut *tx)
            .await?;
        }
        if let Some(key) = &summary.idempotency_key {
            let seen: Option<(String, String, Option<String>)> = sqlx::query_as(
                "SELECT id, request_hash, confirmation_id FROM outbox WHERE idempotency_key = $1",
            )
            .bind(key)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some((id, hash, confirmation_id)) = seen {
                return Ok(match (hash == summary.request_hash, confirmation_id) {
                    (true, Some(confirmation_id)) => Waiting::Queued {
                        id,
                        confirmation_id,
                        mailed: false,
                    },
                    (true, None) => Waiting::Other(Enqueued::Replay { id }),
                    (false, _) => Waiting::Other(Enqueued::KeyReused),
                });
            }
        }
        let count_since = |kind: &'static str| {
            sqlx::query_as::<_, (i64, Option<i64>)>(
                "SELECT count(*), min(created_at) FROM outbox
                 WHERE recipient = $1 AND created_at > $2 - $3 AND kind = $4",
            )
            .bind(&summary.recipient)
            .bind(now)
            .bind(DAY_MS)
            .bind(kind)
        };
        let retry = |oldest: Option<i64>| (oldest.unwrap_or(now) + DAY_MS - now).max(1000);
        if let Some(limit) = limits.per_recipient_per_day {
            let (count, oldest) = count_since("summary").fetch_one(&mut *tx).await?;
            if count >= i64::from(limit) {
                let retry_after_ms = retry(oldest);
                return Ok(Waiting::Other(Enqueued::RecipientLimited {
                    retry_after_ms,
                }));
            }
        }
        if let Some(cap) = limits.daily_cap {
            let (count, oldest): (i64, Option<i64>) = sqlx::query_as(MAILS_LAST_DAY)
                .bind(now)
                .bind(DAY_MS)
                .fetch_one(&mut *tx)
                .await?;
            if count >= i64::from(cap) {
                let retry_after_ms = retry(oldest);
                return Ok(Waiting::Other(Enqueued::DailyCapReached { retry_after_ms }));
            }
        }
        let open: Option<String> = match claimed {
            Some(id) => {
                sqlx::query_scalar(
                    "SELECT id FROM recipient_confirmations
                     WHERE id = $1 AND mailbox = $2 AND confirmed_at IS NULL AND expires_at > $3",
                )
                .bind(id)
                .bind(&summary.recipient)
                .bind(now)
                .fetch_optional(&mut *tx)
                .await?
            }
            None => None,
        };
        let mailed = open.is_none();
        let confirmation_id = match open {
            Some(id) => id,
            None => {
                let (count, oldest) = count_since("confirmation").fetch_one(&mut *tx).await?;
                if count >= i64::from(confirmations_per_day) {
                    return Ok(Waiting::ConfirmationsLimited {
                        retry_after_ms: retry(oldest),
                    });
                }
                sqlx::query(
                    "INSERT INTO recipient_confirmations (id, secret_hash, mailbox, created_at, expires_at)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(&new.id)
                .bind(&new.secret_hash)
                .bind(&summary.recipient)
                .bind(now)
                .bind(now + CONFIRMATION_TTL_MS)
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "INSERT INTO outbox (id, request_hash, recipient, day, payload, status, next_attempt_at, created_at, kind)
                     VALUES ($1, '', $2, $3, $4, 'pending', $5, $5, 'confirmation')",
                )
                .bind(&new.mail_id)
                .bind(&summary.recipient)
                .bind(i64::from(summary.day))
                .bind(&new.mail_payload)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                new.id.clone()
            }
        };
        sqlx::query(
            "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at, kind, confirmation_id)
             VALUES ($1, $2, $3, $4, $5, $6, 'waiting', $7, $7, 'summary', $8)",
        )
        .bind(&summary.id)
        .bind(&summary.idempotency_key)
        .bind(&summary.request_hash)
        .bind(&summary.recipient)
        .bind(i64::from(summary.day))
        .bind(&summary.payload)
        .bind(now)
        .bind(&confirmation_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Waiting::Queued {
            id: summary.id.clone(),
            confirmation_id,
            mailed,
        })
    }))
}

/// True when confirmation `id` was confirmed for `mailbox`.
pub async fn is_confirmed(db: &Db, id: &str, mailbox: &str) -> sqlx::Result<bool> {
    let found: i64 = with_pool!(db, |pool| {
        sqlx::query_scalar(
        "SELECT count(*) FROM recipient_confirmations WHERE id = $1 AND mailbox = $2 AND confirmed_at IS NOT NULL",
    )
    .bind(id)
    .bind(mailbox)
    .fetch_one(pool)
    .await
    })?;
    Ok(found > 0)
}

/// What opening a confirmation link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirmed {
    /// Confirmed now (or before): `released` waiting summaries are due now.
    Yes { released: u64 },
    /// The link's time ran out (its summaries are gone).
    Expired,
    /// No such link (or a wrong secret).
    Unknown,
}

/// Confirms `id` if `secret_hash` matches and it has not expired, and makes its waiting summaries due.
pub async fn confirm(db: &Db, id: &str, secret_hash: &str, now: i64) -> sqlx::Result<Confirmed> {
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        let row: Option<(String, i64, Option<i64>)> = sqlx::query_as(
            "SELECT secret_hash, expires_at, confirmed_at FROM recipient_confirmations WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((stored, expires_at, confirmed_at)) = row else {
            return Ok(Confirmed::Unknown);
        };
        if !crate::secrets::constant_time_eq(stored.as_bytes(), secret_hash.as_bytes()) {
            return Ok(Confirmed::Unknown);
        }
        if confirmed_at.is_none() && expires_at <= now {
            return Ok(Confirmed::Expired);
        }
        if confirmed_at.is_none() {
            sqlx::query("UPDATE recipient_confirmations SET confirmed_at = $1 WHERE id = $2")
                .bind(now)
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        let released = sqlx::query(
            "UPDATE outbox SET status = 'pending', next_attempt_at = $1
             WHERE confirmation_id = $2 AND status = 'waiting'",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(Confirmed::Yes { released })
    }))
}
