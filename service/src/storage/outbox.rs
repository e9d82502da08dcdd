//! The durable outbox of day summaries: enqueue (idempotent, limited per recipient), claim with a
//! lease, then mark sent, reschedule or dead-letter. Every function takes `now` so tests can move time.

use sqlx::SqlitePool;

/// What happened to an enqueue request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Enqueued {
    /// A new row was written.
    New { id: String },
    /// The same Idempotency-Key was seen with the same summary: the first answer again.
    Replay { id: String },
    /// The same Idempotency-Key was seen with a different summary.
    KeyReused,
    /// The recipient already has `limit` summaries in the last day; retry after `retry_after_ms`.
    RecipientLimited { retry_after_ms: i64 },
}

pub struct NewSummary<'a> {
    pub id: &'a str,
    pub idempotency_key: Option<&'a str>,
    pub request_hash: &'a str,
    /// Lower-cased address, used only to count summaries per recipient.
    pub recipient: &'a str,
    pub day: u16,
    pub payload: &'a str,
}

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Writes the summary unless the key was seen before or the recipient already has `per_day`
/// (`None`: no limit). One statement, so the limit holds under concurrent requests.
pub async fn enqueue(pool: &SqlitePool, new: &NewSummary<'_>, per_day: Option<u32>, now: i64) -> sqlx::Result<Enqueued> {
    // The count stops at the limit, so its cost does not grow with a recipient's history.
    const LIMITED: &str = "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7, ?7
         WHERE (SELECT count(*) FROM (SELECT 1 FROM outbox WHERE recipient = ?4 AND created_at > ?7 - ?8 LIMIT ?9)) < ?9
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id";
    const UNLIMITED: &str = "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7, ?7)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id";
    let inserted: Option<(String,)> = sqlx::query_as(if per_day.is_some() { LIMITED } else { UNLIMITED })
        .bind(new.id)
        .bind(new.idempotency_key)
        .bind(new.request_hash)
        .bind(new.recipient)
        .bind(new.day)
        .bind(new.payload)
        .bind(now)
        .bind(DAY_MS)
        .bind(per_day.unwrap_or(u32::MAX))
        .fetch_optional(pool)
        .await?;
    if let Some((id,)) = inserted {
        return Ok(Enqueued::New { id });
    }
    if let Some(key) = new.idempotency_key {
        let existing: Option<(String, String)> =
            sqlx::query_as("SELECT id, request_hash FROM outbox WHERE idempotency_key = ?").bind(key).fetch_optional(pool).await?;
        if let Some((id, hash)) = existing {
            return Ok(if hash == new.request_hash { Enqueued::Replay { id } } else { Enqueued::KeyReused });
        }
    }
    let oldest: Option<i64> =
        sqlx::query_scalar("SELECT min(created_at) FROM outbox WHERE recipient = ? AND created_at > ? - ?")
            .bind(new.recipient)
            .bind(now)
            .bind(DAY_MS)
            .fetch_one(pool)
            .await?;
    let retry_after_ms = oldest.map_or(DAY_MS, |oldest| (oldest + DAY_MS - now).max(1000));
    Ok(Enqueued::RecipientLimited { retry_after_ms })
}

/// A row claimed for sending.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Claimed {
    pub id: String,
    pub payload: String,
    /// Tries including this one.
    pub attempts: i64,
}

/// Leases up to `batch` due rows: pending rows whose time has come, and rows whose lease ran out
/// (their sender died). Committed before any mail is sent.
pub async fn claim_due(pool: &SqlitePool, now: i64, lease_ms: i64, batch: u32) -> sqlx::Result<Vec<Claimed>> {
    sqlx::query_as(
        "UPDATE outbox SET status = 'sending', lease_until = ?1 + ?2, attempts = attempts + 1
         WHERE id IN (
             SELECT id FROM outbox
             WHERE (status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND lease_until <= ?1)
             ORDER BY next_attempt_at LIMIT ?3)
         RETURNING id, payload, attempts",
    )
    .bind(now)
    .bind(lease_ms)
    .bind(batch)
    .fetch_all(pool)
    .await
}

/// Delivered: the member's text is no longer kept.
pub async fn mark_sent(pool: &SqlitePool, id: &str, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE outbox SET status = 'sent', payload = NULL, sent_at = ?, lease_until = NULL, last_error = NULL
         WHERE id = ? AND status = 'sending'",
    )
    .bind(now)
    .bind(id)
    .execute(pool)
    .await
    .map(|_| ())
}

/// Failed for now: try again at `next_attempt_at`.
pub async fn reschedule(pool: &SqlitePool, id: &str, next_attempt_at: i64, error: &str) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE outbox SET status = 'pending', next_attempt_at = ?, lease_until = NULL, last_error = ?
         WHERE id = ? AND status = 'sending'",
    )
    .bind(next_attempt_at)
    .bind(truncate(error))
    .bind(id)
    .execute(pool)
    .await
    .map(|_| ())
}

/// Gave up: kept (with its payload) for an operator to inspect.
pub async fn mark_dead(pool: &SqlitePool, id: &str, error: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = ? WHERE id = ? AND status = 'sending'")
        .bind(truncate(error))
        .bind(id)
        .execute(pool)
        .await
        .map(|_| ())
}

/// Shutting down mid-send: hand the row back untouched, due now, this try not counted.
pub async fn release(pool: &SqlitePool, id: &str, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE outbox SET status = 'pending', next_attempt_at = ?, lease_until = NULL, attempts = max(attempts - 1, 0)
         WHERE id = ? AND status = 'sending'",
    )
    .bind(now)
    .bind(id)
    .execute(pool)
    .await
    .map(|_| ())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Depth {
    /// Rows not yet delivered nor dead (pending or sending).
    pub undelivered: i64,
    pub oldest_created_at: Option<i64>,
}

pub async fn depth(pool: &SqlitePool) -> sqlx::Result<Depth> {
    let (undelivered, oldest_created_at): (i64, Option<i64>) =
        sqlx::query_as("SELECT count(*), min(created_at) FROM outbox WHERE status IN ('pending', 'sending')")
            .fetch_one(pool)
            .await?;
    Ok(Depth { undelivered, oldest_created_at })
}

/// The earliest time a pending row becomes due, so the worker can sleep until then.
pub async fn next_due_at(pool: &SqlitePool) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "SELECT min(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END)
         FROM outbox WHERE status IN ('pending', 'sending')",
    )
    .fetch_one(pool)
    .await
}

fn truncate(error: &str) -> &str {
    match error.char_indices().nth(500) {
        Some((at, _)) => &error[..at],
        None => error,
    }
}
