//! The durable outbox of day summaries: enqueue (idempotent, limited per recipient), claim with a
//! lease, then mark sent, reschedule or dead-letter. Every function takes `now` so tests can move time.

use std::collections::HashMap;

use sqlx::Connection;

use super::{BEGIN_WRITE, Db, Sql, json, on_write_connection, with_pool};
use crate::configuration::OutboxLimits;
use crate::domain::MailKind;

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
    /// The service already sent its daily cap of mails.
    DailyCapReached { retry_after_ms: i64 },
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct NewSummary {
    pub id: String,
    pub idempotency_key: Option<String>,
    pub request_hash: String,
    /// The keyed hash of the normalised mailbox, used only to count summaries per recipient.
    pub recipient: String,
    pub day: u16,
    pub payload: String,
}

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Writes one summary unless its key was seen before or a limit is reached.
pub async fn enqueue(
    db: &Db,
    new: &NewSummary,
    limits: OutboxLimits,
    now: i64,
) -> sqlx::Result<Enqueued> {
    let mut outcomes = enqueue_batch(db, std::slice::from_ref(new), limits, now).await?;
    Ok(outcomes.remove(0))
}

/// Writes a batch of summaries in one transaction (a few statements, whatever its size), in
/// order, each unless its Idempotency-Key was seen before (a replay, or a reuse with another
/// summary), its recipient already has its summaries for the day, or the service its daily cap.
/// Writers that could disagree wait for each other first, so the checks and the insert see the
/// same rows: SQLite takes its one write lock; on PostgreSQL, where instances write side by side,
/// each transaction takes an advisory lock per key, per limited recipient and for the cap.
pub async fn enqueue_batch(
    db: &Db,
    batch: &[NewSummary],
    limits: OutboxLimits,
    now: i64,
) -> sqlx::Result<Vec<Enqueued>> {
    let per_day = limits.per_recipient_per_day;
    let keys: Vec<&str> = batch
        .iter()
        .filter_map(|n| n.idempotency_key.as_deref())
        .collect();
    let recipients: Vec<&str> = batch.iter().map(|n| n.recipient.as_str()).collect();
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        if let Db::Postgres(_) = db {
            let mut names: Vec<String> = keys.iter().map(|k| format!("key:{k}")).collect();
            if per_day.is_some() {
                names.extend(recipients.iter().map(|r| format!("recipient:{r}")));
            }
            if limits.daily_cap.is_some() {
                names.push(DAILY_CAP_LOCK.to_string());
            }
            sqlx::query(LOCK_WRITERS)
                .bind(json(&names))
                .execute(&mut *tx)
                .await?;
        }
        let mut seen: HashMap<String, (String, String)> = HashMap::new();
        if !keys.is_empty() {
            let rows: Vec<(String, String, String)> = sqlx::query_as(db.sql(&SEEN_KEYS))
                .bind(json(&keys))
                .fetch_all(&mut *tx)
                .await?;
            seen.extend(rows.into_iter().map(|(key, id, hash)| (key, (id, hash))));
        }
        // Per recipient: summaries in the last day, and the oldest of them.
        let mut sent: HashMap<String, (i64, i64)> = HashMap::new();
        if per_day.is_some() {
            let rows: Vec<(String, i64, i64)> = sqlx::query_as(db.sql(&SENT_LAST_DAY))
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
        let cap = match limits.daily_cap {
            Some(cap) => {
                let (count, oldest): (i64, Option<i64>) = sqlx::query_as(MAILS_LAST_DAY)
                    .bind(now)
                    .bind(DAY_MS)
                    .fetch_one(&mut *tx)
                    .await?;
                Some((cap, count, oldest.unwrap_or(now)))
            }
            None => None,
        };
        let (outcomes, accepted) = decide(batch, per_day, cap, now, seen, sent);
        if !accepted.is_empty() {
            sqlx::query(db.sql(&INSERT))
                .bind(json(&accepted))
                .bind(now)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(outcomes)
    }))
}

/// The advisory lock name every writer checking the daily cap takes (PostgreSQL).
pub(crate) const DAILY_CAP_LOCK: &str = "daily-cap";

/// Mails of any kind queued in the last day, and the oldest of them (for the daily cap).
pub(crate) const MAILS_LAST_DAY: &str =
    "SELECT count(*), min(created_at) FROM outbox WHERE created_at > $1 - $2";

/// On PostgreSQL: waits for the transactions writing for the same recipients or keys. Locks are
/// taken in one order (by hash), so two batches never wait on each other in a circle.
const LOCK_WRITERS: &str = "SELECT pg_advisory_xact_lock(k) FROM (
     SELECT DISTINCT hashtextextended(name, 0) AS k FROM jsonb_array_elements_text($1::jsonb) AS name
     ORDER BY k) AS locks";

const SEEN_KEYS: Sql = Sql {
    sqlite: "SELECT idempotency_key, id, request_hash FROM outbox
             WHERE idempotency_key IN (SELECT value FROM json_each($1))",
    postgres: "SELECT idempotency_key, id, request_hash FROM outbox
               WHERE idempotency_key IN (SELECT jsonb_array_elements_text($1::jsonb))",
};

const SENT_LAST_DAY: Sql = Sql {
    sqlite: "SELECT recipient, count(*), min(created_at) FROM outbox
             WHERE recipient IN (SELECT value FROM json_each($1)) AND created_at > $2 - $3 AND kind = 'summary'
             GROUP BY recipient",
    postgres: "SELECT recipient, count(*), min(created_at) FROM outbox
               WHERE recipient IN (SELECT jsonb_array_elements_text($1::jsonb)) AND created_at > $2 - $3 AND kind = 'summary'
               GROUP BY recipient",
};

const INSERT: Sql = Sql {
    sqlite: "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at)
             SELECT json_extract(value, '$.id'), json_extract(value, '$.idempotency_key'), json_extract(value, '$.request_hash'),
                    json_extract(value, '$.recipient'), json_extract(value, '$.day'), json_extract(value, '$.payload'),
                    'pending', $2, $2
             FROM json_each($1)",
    postgres: "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at)
               SELECT id, idempotency_key, request_hash, recipient, day, payload, 'pending', $2, $2
               FROM jsonb_to_recordset($1::jsonb)
                    AS n(id text, idempotency_key text, request_hash text, recipient text, day bigint, payload text)",
};

/// Applies the rules to the batch in order, given the keys seen and each recipient's (count,
/// oldest) in the last day: what becomes of each summary, and those to write.
fn decide(
    batch: &[NewSummary],
    per_day: Option<u32>,
    mut cap: Option<(u32, i64, i64)>,
    now: i64,
    mut seen: HashMap<String, (String, String)>,
    mut sent: HashMap<String, (i64, i64)>,
) -> (Vec<Enqueued>, Vec<&NewSummary>) {
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
            if *count >= i64::from(limit) {
                outcomes.push(Enqueued::RecipientLimited {
                    retry_after_ms: (*oldest + DAY_MS - now).max(1000),
                });
                continue;
            }
        }
        if let Some((limit, count, oldest)) = &mut cap {
            if *count >= i64::from(*limit) {
                outcomes.push(Enqueued::DailyCapReached {
                    retry_after_ms: (*oldest + DAY_MS - now).max(1000),
                });
                continue;
            }
            *count += 1;
        }
        if per_day.is_some() {
            sent.entry(new.recipient.clone()).or_insert((0, now)).0 += 1;
        }
        if let Some(key) = &new.idempotency_key {
            seen.insert(key.clone(), (new.id.clone(), new.request_hash.clone()));
        }
        outcomes.push(Enqueued::New { id: new.id.clone() });
        accepted.push(new);
    }
    (outcomes, accepted)
}

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
    with_pool!(db, |pool| {
        sqlx::query(
            "UPDATE outbox SET status = 'pending', next_attempt_at = $1, lease_until = NULL, last_error = $2, claim_id = NULL
             WHERE id = $3 AND status = 'sending' AND claim_id = $4",
        )
        .bind(next_attempt_at)
        .bind(truncate(error))
        .bind(id)
        .bind(claim)
        .execute(pool)
        .await
        .map(|_| ())
    })
}

/// Gave up: kept (with its payload, for a while) for an operator to inspect.
pub async fn mark_dead(db: &Db, id: &str, claim: &str, error: &str) -> sqlx::Result<()> {
    with_pool!(db, |pool| {
        sqlx::query(
            "UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = $1, claim_id = NULL
             WHERE id = $2 AND status = 'sending' AND claim_id = $3",
        )
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
