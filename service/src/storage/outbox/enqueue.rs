//! Writing summaries: idempotent per key, limited per recipient and by the daily cap.

use std::collections::HashMap;

use sqlx::Connection;

use crate::configuration::OutboxLimits;
use crate::storage::{BEGIN_WRITE, Db, Sql, json, on_write_connection, with_pool};

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
