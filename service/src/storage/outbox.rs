//! The durable outbox of day summaries: enqueue (idempotent, limited per recipient), claim with a
//! lease, then mark sent, reschedule or dead-letter. Every function takes `now` so tests can move time.

use std::collections::HashMap;

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

#[derive(Debug, Clone, serde::Serialize)]
pub struct NewSummary {
    pub id: String,
    pub idempotency_key: Option<String>,
    pub request_hash: String,
    /// Lower-cased address, used only to count summaries per recipient.
    pub recipient: String,
    pub day: u16,
    pub payload: String,
}

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Writes one summary unless its key was seen before or the recipient already has `per_day`.
pub async fn enqueue(
    pool: &SqlitePool,
    new: &NewSummary,
    per_day: Option<u32>,
    now: i64,
) -> sqlx::Result<Enqueued> {
    let mut outcomes = enqueue_batch(pool, std::slice::from_ref(new), per_day, now).await?;
    Ok(outcomes.remove(0))
}

/// Writes a batch of summaries in one transaction (a few statements, whatever its size), in
/// order, each unless its Idempotency-Key was seen before (a replay, or a reuse with another
/// summary) or its recipient already has `per_day` summaries in the last day (`None`: no limit).
/// The write lock is taken first, so the checks and the insert see the same rows.
pub async fn enqueue_batch(
    pool: &SqlitePool,
    batch: &[NewSummary],
    per_day: Option<u32>,
    now: i64,
) -> sqlx::Result<Vec<Enqueued>> {
    super::on_write_connection(pool, async |conn| {
        enqueue_in(conn, batch, per_day, now).await
    })
    .await
}

async fn enqueue_in(
    conn: &mut sqlx::SqliteConnection,
    batch: &[NewSummary],
    per_day: Option<u32>,
    now: i64,
) -> sqlx::Result<Vec<Enqueued>> {
    use sqlx::Connection;
    let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
    let keys: Vec<&str> = batch
        .iter()
        .filter_map(|n| n.idempotency_key.as_deref())
        .collect();
    let mut seen: HashMap<String, (String, String)> = HashMap::new();
    if !keys.is_empty() {
        let rows: Vec<(String, String, String)> = sqlx::query_as(
            "SELECT idempotency_key, id, request_hash FROM outbox WHERE idempotency_key IN (SELECT value FROM json_each(?))",
        )
        .bind(json(&keys))
        .fetch_all(&mut *tx)
        .await?;
        seen.extend(rows.into_iter().map(|(key, id, hash)| (key, (id, hash))));
    }
    // Per recipient: summaries in the last day, and the oldest of them.
    let mut sent: HashMap<String, (u32, i64)> = HashMap::new();
    if per_day.is_some() {
        let recipients: Vec<&str> = batch.iter().map(|n| n.recipient.as_str()).collect();
        let rows: Vec<(String, u32, i64)> = sqlx::query_as(
            "SELECT recipient, count(*), min(created_at) FROM outbox
             WHERE recipient IN (SELECT value FROM json_each(?1)) AND created_at > ?2 - ?3 GROUP BY recipient",
        )
        .bind(json(&recipients))
        .bind(now)
        .bind(DAY_MS)
        .fetch_all(&mut *tx)
        .await?;
        sent.extend(
            rows.into_iter()
                .map(|(recipient, count, oldest)| (recipient, (count, oldest))),
        );
    }
    let mut outcomes = Vec::with_capacity(batch.len());
    let mut accepted = Vec::with_capacity(batch.len());
    for new in batch {
        if let Some((id, hash)) = new.idempotency_key.as_ref().and_then(|key| seen.get(key)) {
            outcomes.push(if *hash == new.request_hash {
                Enqueued::Replay { id: id.clone() }
            } else {
                Enqueued::KeyReused
            });
            continue;
        }
        if let Some(limit) = per_day {
            let (count, oldest) = sent.entry(new.recipient.clone()).or_insert((0, now));
            if *count >= limit {
                outcomes.push(Enqueued::RecipientLimited {
                    retry_after_ms: (*oldest + DAY_MS - now).max(1000),
                });
                continue;
            }
            *count += 1;
        }
        if let Some(key) = &new.idempotency_key {
            seen.insert(key.clone(), (new.id.clone(), new.request_hash.clone()));
        }
        outcomes.push(Enqueued::New { id: new.id.clone() });
        accepted.push(new);
    }
    if !accepted.is_empty() {
        sqlx::query(
            "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at)
             SELECT json_extract(value, '$.id'), json_extract(value, '$.idempotency_key'), json_extract(value, '$.request_hash'),
                    json_extract(value, '$.recipient'), json_extract(value, '$.day'), json_extract(value, '$.payload'),
                    'pending', ?2, ?2
             FROM json_each(?1)",
        )
        .bind(json(&accepted))
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(outcomes)
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serialises")
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
/// (their sender died). Committed before any mail is sent. Each half reads its own index in order
/// and stops at `batch`, so the cost does not grow with a backlog.
pub async fn claim_due(
    pool: &SqlitePool,
    now: i64,
    lease_ms: i64,
    batch: u32,
) -> sqlx::Result<Vec<Claimed>> {
    sqlx::query_as(
        "UPDATE outbox SET status = 'sending', lease_until = ?1 + ?2, attempts = attempts + 1
         WHERE id IN (
             SELECT id FROM (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?1
                             ORDER BY next_attempt_at LIMIT ?3)
             UNION ALL
             SELECT id FROM (SELECT id FROM outbox WHERE status = 'sending' AND lease_until <= ?1
                             ORDER BY lease_until LIMIT ?3)
             LIMIT ?3)
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
    mark_sent_batch(pool, &[id], now).await
}

/// Marks several delivered rows in one statement.
pub async fn mark_sent_batch(pool: &SqlitePool, ids: &[&str], now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE outbox SET status = 'sent', payload = NULL, sent_at = ?2, lease_until = NULL, last_error = NULL
         WHERE id IN (SELECT value FROM json_each(?1)) AND +status = 'sending'",
    )
    .bind(json(&ids))
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ())
}

/// Failed for now: try again at `next_attempt_at`.
pub async fn reschedule(
    pool: &SqlitePool,
    id: &str,
    next_attempt_at: i64,
    error: &str,
) -> sqlx::Result<()> {
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
    let (undelivered, oldest_created_at): (i64, Option<i64>) = sqlx::query_as(
        "SELECT count(*), min(created_at) FROM outbox WHERE status IN ('pending', 'sending')",
    )
    .fetch_one(pool)
    .await?;
    Ok(Depth {
        undelivered,
        oldest_created_at,
    })
}

/// The earliest time a pending row becomes due, so the worker can sleep until then (two index
/// lookups, whatever the backlog).
pub async fn next_due_at(pool: &SqlitePool) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "SELECT min(due) FROM (
             SELECT min(next_attempt_at) AS due FROM outbox WHERE status = 'pending'
             UNION ALL
             SELECT min(lease_until) FROM outbox WHERE status = 'sending')",
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
