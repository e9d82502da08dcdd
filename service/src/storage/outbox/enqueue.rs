//! Admitting mails to the outbox: summaries, and confirmation mails with the request they carry,
//! in one transaction per batch that reads the last day's counts and applies one rule to both
//! ([`super::admission`]). Every count is of mails the service actually sends.

use sqlx::Connection;

use super::super::confirmations::NewConfirmation;
use super::admission::{Counts, DAY_MS, Enqueued, NewMail, client_budget_key, decide};
use crate::configuration::OutboxLimits;
use crate::domain::MailKind;
use crate::storage::{Db, Sql, in_write_transaction, json};

/// Admits one mail unless its key was seen before or a limit is reached.
pub async fn enqueue(
    db: &Db,
    new: &NewMail,
    limits: OutboxLimits,
    now: i64,
) -> sqlx::Result<Enqueued> {
    let mut outcomes = enqueue_batch(db, std::slice::from_ref(new), limits, now).await?;
    Ok(outcomes.remove(0))
}

/// Admits a batch in one transaction (a few statements, whatever its size), in order. Writers
/// that could disagree wait for each other first, so the checks and the insert see the same rows:
/// SQLite takes its one write lock; on PostgreSQL, where instances write side by side, each
/// transaction takes an advisory lock per key, per recipient, per client and for the cap.
pub async fn enqueue_batch(
    db: &Db,
    batch: &[NewMail],
    limits: OutboxLimits,
    now: i64,
) -> sqlx::Result<Vec<Enqueued>> {
    let keys: Vec<&str> = batch
        .iter()
        .filter_map(|n| n.idempotency_key.as_deref())
        .collect();
    let recipients: Vec<&str> = batch.iter().map(|n| n.recipient.as_str()).collect();
    let clients: Vec<String> = batch
        .iter()
        .filter_map(|n| n.client.as_deref().map(client_budget_key))
        .collect();
    let day_start = now - now.rem_euclid(DAY_MS);
    let per_recipient = limits.per_recipient_per_day.is_some()
        || limits.confirmations_per_recipient_per_day.is_some()
        || limits.guides_per_recipient_per_day.is_some();
    in_write_transaction!(db, |tx| {
        if let Db::Postgres(_) = db {
            let mut names: Vec<String> = keys.iter().map(|k| format!("key:{k}")).collect();
            if per_recipient {
                names.extend(recipients.iter().map(|r| format!("recipient:{r}")));
            }
            names.extend(clients.iter().cloned());
            if limits.daily_cap.is_some() {
                names.push(DAILY_CAP_LOCK.to_string());
            }
            sqlx::query(LOCK_WRITERS)
                .bind(json(&names))
                .execute(&mut *tx)
                .await?;
        }
        let mut counts = Counts::default();
        if !keys.is_empty() {
            let rows: Vec<(String, String, String, Option<String>)> =
                sqlx::query_as(db.sql(&SEEN_KEYS))
                    .bind(json(&keys))
                    .fetch_all(&mut *tx)
                    .await?;
            counts.seen.extend(
                rows.into_iter()
                    .map(|(key, id, hash, confirmation)| (key, (id, hash, confirmation))),
            );
        }
        if per_recipient {
            let rows: Vec<(String, MailKind, i64, i64)> = sqlx::query_as(db.sql(&SENT_LAST_DAY))
                .bind(json(&recipients))
                .bind(now)
                .bind(DAY_MS)
                .fetch_all(&mut *tx)
                .await?;
            counts.recipients.extend(
                rows.into_iter()
                    .map(|(recipient, kind, count, oldest)| ((recipient, kind), (count, oldest))),
            );
        }
        if !clients.is_empty() {
            let rows: Vec<(String, i64)> = sqlx::query_as(db.sql(&CLIENT_COUNTS))
                .bind(json(&clients))
                .bind(day_start)
                .fetch_all(&mut *tx)
                .await?;
            counts.clients.extend(rows);
        }
        if limits.daily_cap.is_some() {
            let (total, oldest, confirmations, oldest_confirmation): MailsLastDay =
                sqlx::query_as(MAILS_LAST_DAY)
                    .bind(now)
                    .bind(DAY_MS)
                    .fetch_one(&mut *tx)
                    .await?;
            counts.mails = (total, oldest.unwrap_or(now));
            counts.confirmations = (confirmations, oldest_confirmation.unwrap_or(now));
        }
        let (outcomes, accepted) = decide(batch, &limits, now, day_start + DAY_MS, counts);
        let requests: Vec<(&NewConfirmation, &str)> = accepted
            .iter()
            .filter_map(|m| Some((m.confirmation.as_ref()?, m.recipient.as_str())))
            .collect();
        let asked: Vec<String> = accepted
            .iter()
            .filter_map(|m| m.client.as_deref().map(client_budget_key))
            .collect();
        // The accepted mails, the requests they carry, and their clients' new counts.
        let writes = [
            (&INSERT, batch_rows(&accepted), now),
            (&INSERT_CONFIRMATIONS, batch_rows(&requests), now),
            (&COUNT_CLIENTS, batch_rows(&asked), day_start),
        ];
        for (sql, rows, at) in writes {
            if let Some(rows) = rows {
                sqlx::query(db.sql(sql))
                    .bind(rows)
                    .bind(at)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        Ok(outcomes)
    })
}

/// A batch statement's rows as JSON; `None` when there are none (no work).
fn batch_rows<T: serde::Serialize>(rows: &[T]) -> Option<String> {
    (!rows.is_empty()).then(|| json(rows))
}

/// The advisory lock name every writer checking the daily cap takes (PostgreSQL).
const DAILY_CAP_LOCK: &str = "daily-cap";

/// (mails, the oldest's time, confirmation mails, the oldest's time) in the last day.
type MailsLastDay = (i64, Option<i64>, i64, Option<i64>);

/// Mails in the last day (for the cap): all, and confirmation mails, each with its oldest.
const MAILS_LAST_DAY: &str = "SELECT count(*), min(created_at),
            count(*) FILTER (WHERE kind = 'confirmation'), min(created_at) FILTER (WHERE kind = 'confirmation')
     FROM outbox WHERE created_at > $1 - $2";

/// On PostgreSQL: waits for the transactions writing for the same recipients or keys. Locks are
/// taken in one order (by hash), so two batches never wait on each other in a circle.
const LOCK_WRITERS: &str = "SELECT pg_advisory_xact_lock(k) FROM (
     SELECT DISTINCT hashtextextended(name, 0) AS k FROM jsonb_array_elements_text($1::jsonb) AS name
     ORDER BY k) AS locks";

const SEEN_KEYS: Sql = Sql {
    sqlite: "SELECT idempotency_key, id, request_hash, confirmation_id FROM outbox
             WHERE idempotency_key IN (SELECT value FROM json_each($1))",
    postgres: "SELECT idempotency_key, id, request_hash, confirmation_id FROM outbox
               WHERE idempotency_key IN (SELECT jsonb_array_elements_text($1::jsonb))",
};

const SENT_LAST_DAY: Sql = Sql {
    sqlite: "SELECT recipient, kind, count(*), min(created_at) FROM outbox
             WHERE recipient IN (SELECT value FROM json_each($1)) AND created_at > $2 - $3
             GROUP BY recipient, kind",
    postgres: "SELECT recipient, kind, count(*), min(created_at) FROM outbox
               WHERE recipient IN (SELECT jsonb_array_elements_text($1::jsonb)) AND created_at > $2 - $3
               GROUP BY recipient, kind",
};

const CLIENT_COUNTS: Sql = Sql {
    sqlite: "SELECT client, count FROM client_limits
             WHERE client IN (SELECT value FROM json_each($1)) AND window_start = $2",
    postgres: "SELECT client, count FROM client_limits
               WHERE client IN (SELECT jsonb_array_elements_text($1::jsonb)) AND window_start = $2",
};

const COUNT_CLIENTS: Sql = Sql {
    sqlite: "INSERT INTO client_limits (client, window_start, count)
             SELECT value, $2, count(*) FROM json_each($1) GROUP BY value
             ON CONFLICT (client, window_start) DO UPDATE SET count = client_limits.count + excluded.count",
    postgres: "INSERT INTO client_limits (client, window_start, count)
               SELECT name, $2, count(*) FROM jsonb_array_elements_text($1::jsonb) AS name GROUP BY name
               ON CONFLICT (client, window_start) DO UPDATE SET count = client_limits.count + excluded.count",
};

const INSERT: Sql = Sql {
    sqlite: "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at, kind, confirmation_id)
             SELECT json_extract(value, '$.id'), json_extract(value, '$.idempotency_key'), json_extract(value, '$.request_hash'),
                    json_extract(value, '$.recipient'), json_extract(value, '$.day'), json_extract(value, '$.payload'),
                    'pending', $2, $2, json_extract(value, '$.kind'), json_extract(value, '$.confirmation.id')
             FROM json_each($1)",
    postgres: "INSERT INTO outbox (id, idempotency_key, request_hash, recipient, day, payload, status, next_attempt_at, created_at, kind, confirmation_id)
               SELECT id, idempotency_key, request_hash, recipient, day, payload, 'pending', $2, $2, kind, confirmation->>'id'
               FROM jsonb_to_recordset($1::jsonb)
                    AS n(id text, idempotency_key text, request_hash text, recipient text, day bigint, payload text,
                         kind text, confirmation jsonb)",
};

/// Each element is `[confirmation, mailbox]`.
const INSERT_CONFIRMATIONS: Sql = Sql {
    sqlite: "INSERT INTO recipient_confirmations (id, secret_hash, token_hash, code_hash, mailbox, created_at, expires_at)
             SELECT json_extract(value, '$[0].id'), json_extract(value, '$[0].secret_hash'), json_extract(value, '$[0].token_hash'),
                    json_extract(value, '$[0].code_hash'), json_extract(value, '$[1]'), $2, json_extract(value, '$[0].expires_at')
             FROM json_each($1)",
    postgres: "INSERT INTO recipient_confirmations (id, secret_hash, token_hash, code_hash, mailbox, created_at, expires_at)
               SELECT r->0->>'id', r->0->>'secret_hash', r->0->>'token_hash', r->0->>'code_hash', r->>1, $2,
                      (r->0->>'expires_at')::bigint
               FROM jsonb_array_elements($1::jsonb) AS r",
};
