//! Admitting mails to the outbox: summaries, and confirmation mails with the request they carry.
//! One rule for both ([`decide`]): idempotent per key, limited per mailbox, by the daily cap (of
//! which confirmation mails may use only a share, so confirmed members keep the rest), and per
//! client for confirmation mails. Every count is of mails the service actually sends.

use std::collections::HashMap;

use sqlx::Connection;

use super::super::confirmations::NewConfirmation;
use crate::configuration::OutboxLimits;
use crate::domain::MailKind;
use crate::storage::{BEGIN_WRITE, Db, Sql, json, on_write_connection, with_pool};

/// What happened to an enqueue request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Enqueued {
    /// A new row was written.
    New { id: String },
    /// The same Idempotency-Key was seen with the same request: the first answer again (and the
    /// confirmation the first one asked for, if it was a confirmation mail).
    Replay {
        id: String,
        confirmation_id: Option<String>,
    },
    /// The same Idempotency-Key was seen with a different request.
    KeyReused,
    /// The mailbox already had its mails of this kind in the last day; retry after `retry_after_ms`.
    RecipientLimited { kind: MailKind, retry_after_ms: i64 },
    /// The client already asked for its confirmation mails of the day.
    ClientLimited { retry_after_ms: i64 },
    /// The service already sent its daily cap of mails (or confirmations their share of it).
    DailyCapReached { retry_after_ms: i64 },
}

/// A mail to admit: a summary, or a confirmation mail with the request it confirms.
#[derive(Debug, Clone, serde::Serialize)]
pub struct NewMail {
    pub id: String,
    pub idempotency_key: Option<String>,
    pub request_hash: String,
    /// The keyed hash of the normalised mailbox, used only to count mails per recipient.
    pub recipient: String,
    pub day: u16,
    pub payload: String,
    pub kind: MailKind,
    /// A confirmation mail's request (written with it).
    pub confirmation: Option<NewConfirmation>,
    /// Who asked for a confirmation mail (their limit key), for their daily budget.
    #[serde(skip)]
    pub client: Option<String>,
}

impl NewMail {
    /// A summary to send now.
    pub fn summary(
        id: String,
        idempotency_key: Option<String>,
        request_hash: String,
        recipient: String,
        day: u16,
        payload: String,
    ) -> Self {
        NewMail {
            id,
            idempotency_key,
            request_hash,
            recipient,
            day,
            payload,
            kind: MailKind::Summary,
            confirmation: None,
            client: None,
        }
    }

    fn confirmation_id(&self) -> Option<&str> {
        self.confirmation.as_ref().map(|c| c.id.as_str())
    }
}

pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

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
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        if let Db::Postgres(_) = db {
            let mut names: Vec<String> = keys.iter().map(|k| format!("key:{k}")).collect();
            names.extend(recipients.iter().map(|r| format!("recipient:{r}")));
            names.extend(clients.iter().cloned());
            names.push(DAILY_CAP_LOCK.to_string());
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
        if !clients.is_empty() {
            let rows: Vec<(String, i64)> = sqlx::query_as(db.sql(&CLIENT_COUNTS))
                .bind(json(&clients))
                .bind(day_start)
                .fetch_all(&mut *tx)
                .await?;
            counts.clients.extend(rows);
        }
        let (total, oldest, confirmations, oldest_confirmation): (
            i64,
            Option<i64>,
            i64,
            Option<i64>,
        ) = sqlx::query_as(MAILS_LAST_DAY)
            .bind(now)
            .bind(DAY_MS)
            .fetch_one(&mut *tx)
            .await?;
        counts.mails = (total, oldest.unwrap_or(now));
        counts.confirmations = (confirmations, oldest_confirmation.unwrap_or(now));
        let (outcomes, accepted) = decide(batch, &limits, now, day_start + DAY_MS, counts);
        if !accepted.is_empty() {
            sqlx::query(db.sql(&INSERT))
                .bind(json(&accepted))
                .bind(now)
                .execute(&mut *tx)
                .await?;
            let requests: Vec<(&NewConfirmation, &str)> = accepted
                .iter()
                .filter_map(|m| Some((m.confirmation.as_ref()?, m.recipient.as_str())))
                .collect();
            if !requests.is_empty() {
                sqlx::query(db.sql(&INSERT_CONFIRMATIONS))
                    .bind(json(&requests))
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
            }
            let asked: Vec<String> = accepted
                .iter()
                .filter_map(|m| m.client.as_deref().map(client_budget_key))
                .collect();
            if !asked.is_empty() {
                sqlx::query(db.sql(&COUNT_CLIENTS))
                    .bind(json(&asked))
                    .bind(day_start)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(outcomes)
    }))
}

/// What the rule is applied to: the state of the last day, as the transaction read it.
#[derive(Default)]
struct Counts {
    /// Idempotency key → (row id, request hash, confirmation id).
    seen: HashMap<String, (String, String, Option<String>)>,
    /// (recipient, kind) → (mails in the last day, the oldest's time).
    recipients: HashMap<(String, MailKind), (i64, i64)>,
    /// Client budget key → confirmation mails asked for today.
    clients: HashMap<String, i64>,
    /// Mails of any kind in the last day, and the oldest's time.
    mails: (i64, i64),
    /// Confirmation mails in the last day, and the oldest's time.
    confirmations: (i64, i64),
}

/// The name a client's daily budget of confirmation mails is counted under (`client_limits`).
fn client_budget_key(client: &str) -> String {
    format!("confirmations:{client}")
}

/// The advisory lock name every writer checking the daily cap takes (PostgreSQL).
const DAILY_CAP_LOCK: &str = "daily-cap";

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

/// Applies the rule to the batch in order: what becomes of each mail, and those to write.
/// `budget_ends` is when today's client budgets start afresh.
fn decide<'a>(
    batch: &'a [NewMail],
    limits: &OutboxLimits,
    now: i64,
    budget_ends: i64,
    mut counts: Counts,
) -> (Vec<Enqueued>, Vec<&'a NewMail>) {
    let retry = |oldest: i64| (oldest + DAY_MS - now).max(1000);
    let mut outcomes = Vec::with_capacity(batch.len());
    let mut accepted = Vec::with_capacity(batch.len());
    for new in batch {
        outcomes.push(
            if let Some(key) = &new.idempotency_key
                && let Some((id, hash, confirmation)) = counts.seen.get(key)
            {
                if *hash == new.request_hash {
                    Enqueued::Replay {
                        id: id.clone(),
                        confirmation_id: confirmation.clone(),
                    }
                } else {
                    Enqueued::KeyReused
                }
            } else if let Some(refused) = refusal(new, limits, &counts, retry, budget_ends - now) {
                refused
            } else {
                counts.mails.0 += 1;
                if new.kind == MailKind::Confirmation {
                    counts.confirmations.0 += 1;
                }
                let sent = (new.recipient.clone(), new.kind);
                counts.recipients.entry(sent).or_insert((0, now)).0 += 1;
                if let Some(client) = &new.client {
                    *counts.clients.entry(client_budget_key(client)).or_default() += 1;
                }
                if let Some(key) = &new.idempotency_key {
                    let first = (
                        new.id.clone(),
                        new.request_hash.clone(),
                        new.confirmation_id().map(str::to_string),
                    );
                    counts.seen.insert(key.clone(), first);
                }
                accepted.push(new);
                Enqueued::New { id: new.id.clone() }
            },
        );
    }
    (outcomes, accepted)
}

/// The limit `new` would pass, if any.
fn refusal(
    new: &NewMail,
    limits: &OutboxLimits,
    counts: &Counts,
    retry: impl Fn(i64) -> i64,
    budget_left_ms: i64,
) -> Option<Enqueued> {
    let confirmation = new.kind == MailKind::Confirmation;
    let per_recipient = if confirmation {
        limits.confirmations_per_recipient_per_day
    } else {
        limits.per_recipient_per_day
    };
    let (sent, oldest) = counts
        .recipients
        .get(&(new.recipient.clone(), new.kind))
        .copied()
        .unwrap_or((0, 0));
    if per_recipient.is_some_and(|limit| sent >= i64::from(limit)) {
        return Some(Enqueued::RecipientLimited {
            kind: new.kind,
            retry_after_ms: retry(oldest),
        });
    }
    if let (Some(limit), Some(client)) = (limits.confirmations_per_client_per_day, &new.client)
        && counts
            .clients
            .get(&client_budget_key(client))
            .copied()
            .unwrap_or(0)
            >= i64::from(limit)
    {
        return Some(Enqueued::ClientLimited {
            retry_after_ms: budget_left_ms.max(1000),
        });
    }
    let cap = limits.daily_cap?;
    if counts.mails.0 >= i64::from(cap) {
        return Some(Enqueued::DailyCapReached {
            retry_after_ms: retry(counts.mails.1),
        });
    }
    if confirmation && counts.confirmations.0 >= i64::from(OutboxLimits::confirmation_share(cap)) {
        return Some(Enqueued::DailyCapReached {
            retry_after_ms: retry(counts.confirmations.1),
        });
    }
    None
}
