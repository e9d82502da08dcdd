//! Sending from the outbox: claim due rows with a lease, then mark them sent, rescheduled, dead or
//! released.

use crate::domain::MailKind;
use crate::storage::{Db, Sql, json, with_pool};

/// A row claimed for sending.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Claimed {
    pub id: String,
    pub kind: MailKind,
    pub payload: String,
    /// Tries including this one.
    pub attempts: i64,
    /// This claim: only its holder may complete the row (a row whose lease ran out may be held
    /// by another worker by then).
    pub claim_id: String,
}

/// Leases up to `batch` due rows: pending rows whose time has come, and rows whose lease ran out
/// (their sender died). Committed before any mail is sent. Each half reads its own index in order
/// and stops at `batch`, so the cost does not grow with a backlog. On PostgreSQL the rows are
/// locked as they are read and rows another instance is claiming are skipped, so concurrent
/// workers take disjoint batches.
pub async fn claim_due(db: &Db, now: i64, lease_ms: i64, batch: u32) -> sqlx::Result<Vec<Claimed>> {
    let claim_id = uuid::Uuid::new_v4().to_string();
    with_pool!(db, |pool| sqlx::query_as(db.sql(&CLAIM_DUE))
        .bind(now)
        .bind(lease_ms)
        .bind(i64::from(batch))
        .bind(&claim_id)
        .fetch_all(pool)
        .await)
}

const CLAIM_DUE: Sql = Sql {
    sqlite: "UPDATE outbox SET status = 'sending', lease_until = $1 + $2, attempts = attempts + 1, claim_id = $4
             WHERE id IN (
                 SELECT id FROM (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
                                 ORDER BY next_attempt_at LIMIT $3)
                 UNION ALL
                 SELECT id FROM (SELECT id FROM outbox WHERE status = 'sending' AND lease_until <= $1
                                 ORDER BY lease_until LIMIT $3)
                 LIMIT $3)
             RETURNING id, kind, payload, attempts, claim_id",
    postgres: "WITH pending AS (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
                                ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED),
                    expired AS (SELECT id FROM outbox WHERE status = 'sending' AND lease_until <= $1
                                ORDER BY lease_until LIMIT $3 FOR UPDATE SKIP LOCKED),
                    due AS (SELECT id FROM pending UNION ALL SELECT id FROM expired LIMIT $3)
               UPDATE outbox SET status = 'sending', lease_until = $1 + $2, attempts = attempts + 1, claim_id = $4
               FROM due WHERE outbox.id = due.id
               RETURNING outbox.id, outbox.kind, outbox.payload, outbox.attempts, outbox.claim_id",
};

/// Delivered: the member's text is no longer kept. Only while `claim` still holds the row.
pub async fn mark_sent(db: &Db, id: &str, claim: &str, now: i64) -> sqlx::Result<()> {
    mark_sent_batch(db, &[id], claim, now).await
}

/// Marks several delivered rows of one claim in one statement.
pub async fn mark_sent_batch(db: &Db, ids: &[&str], claim: &str, now: i64) -> sqlx::Result<()> {
    with_pool!(db, |pool| sqlx::query(db.sql(&MARK_SENT))
        .bind(json(ids))
        .bind(now)
        .bind(claim)
        .execute(pool)
        .await
        .map(|_| ()))
}

const MARK_SENT: Sql = Sql {
    // `+status`: look rows up by id, not by the status index.
    sqlite: "UPDATE outbox SET status = 'sent', payload = NULL, sent_at = $2, lease_until = NULL, last_error = NULL, claim_id = NULL
             WHERE id IN (SELECT value FROM json_each($1)) AND +status = 'sending' AND claim_id = $3",
    postgres: "UPDATE outbox SET status = 'sent', payload = NULL, sent_at = $2, lease_until = NULL, last_error = NULL, claim_id = NULL
               WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)) AND status = 'sending' AND claim_id = $3",
};

/// Failed for now: try again at `next_attempt_at`.
pub async fn reschedule(
    db: &Db,
    id: &str,
    claim: &str,
    next_attempt_at: i64,
    error: &str,
) -> sqlx::Result<()> {
    end_failed_try(db, id, claim, error, Some(next_attempt_at)).await
}

/// Gave up: only the error is kept (for a while, for an operator); the address, the member's
/// text and any confirmation link go at once, and the row no longer counts for its mailbox.
pub async fn mark_dead(db: &Db, id: &str, claim: &str, error: &str) -> sqlx::Result<()> {
    end_failed_try(db, id, claim, error, None).await
}

/// Records a failed try: pending again at `retry_at`, or dead without one.
async fn end_failed_try(
    db: &Db,
    id: &str,
    claim: &str,
    error: &str,
    retry_at: Option<i64>,
) -> sqlx::Result<()> {
    with_pool!(db, |pool| {
        sqlx::query(
            "UPDATE outbox SET status = CASE WHEN $1 IS NULL THEN 'dead' ELSE 'pending' END,
                    next_attempt_at = COALESCE($1, next_attempt_at), lease_until = NULL,
                    last_error = $2, claim_id = NULL,
                    payload = CASE WHEN $1 IS NULL THEN NULL ELSE payload END,
                    recipient = CASE WHEN $1 IS NULL THEN '' ELSE recipient END
             WHERE id = $3 AND status = 'sending' AND claim_id = $4",
        )
        .bind(retry_at)
        .bind(truncate(error))
        .bind(id)
        .bind(claim)
        .execute(pool)
        .await
        .map(|_| ())
    })
}

/// Shutting down mid-send: hand the row back untouched, due now, this try not counted.
pub async fn release(db: &Db, id: &str, claim: &str, now: i64) -> sqlx::Result<()> {
    with_pool!(db, |pool| {
        sqlx::query(
        "UPDATE outbox SET status = 'pending', next_attempt_at = $1, lease_until = NULL, claim_id = NULL,
                attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END
         WHERE id = $2 AND status = 'sending' AND claim_id = $3",
    )
    .bind(now)
    .bind(id)
    .bind(claim)
    .execute(pool)
    .await
    .map(|_| ())
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Depth {
    /// Rows not yet delivered nor dead (pending or sending).
    pub undelivered: i64,
    pub oldest_created_at: Option<i64>,
}

pub async fn depth(db: &Db) -> sqlx::Result<Depth> {
    let (undelivered, oldest_created_at): (i64, Option<i64>) = with_pool!(db, |pool| {
        sqlx::query_as(
            "SELECT count(*), min(created_at) FROM outbox WHERE status IN ('pending', 'sending')",
        )
        .fetch_one(pool)
        .await
    })?;
    Ok(Depth {
        undelivered,
        oldest_created_at,
    })
}

/// Mails of any kind queued in the 24 hours before `now` (what the daily cap counts).
pub async fn queued_in_last_day(db: &Db, now: i64) -> sqlx::Result<i64> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE created_at > $1"
    )
    .bind(now - super::DAY_MS)
    .fetch_one(pool)
    .await)
}

/// The earliest time a pending row becomes due, so the worker can sleep until then (two index
/// lookups, whatever the backlog).
pub async fn next_due_at(db: &Db) -> sqlx::Result<Option<i64>> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT min(due) FROM (
             SELECT min(next_attempt_at) AS due FROM outbox WHERE status = 'pending'
             UNION ALL
             SELECT min(lease_until) FROM outbox WHERE status = 'sending') AS next",
    )
    .fetch_one(pool)
    .await)
}

fn truncate(error: &str) -> &str {
    match error.char_indices().nth(500) {
        Some((at, _)) => &error[..at],
        None => error,
    }
}
