//! Reminders for hours of the watch: the turns a push subscription asked to be reminded of (a
//! set the device replaces whole, apart from its pledges and without their tokens), claimed by
//! one pass of any instance when a turn begins (the push engine's watch road), marked done once
//! answered, and deleted when the turn is over. One API for both engines.

use sqlx::Connection;

use super::{ClaimAt, Db, Sql, bind_claim, in_write_transaction, json, rows_changed, with_pool};
use crate::domain::PushTarget;

/// A turn to be reminded of: its night, its start as minutes after the watch begins, and when
/// it starts and ends (unix ms).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Hour {
    pub day: i64,
    pub turn: i64,
    pub due_at: i64,
    pub ends_at: i64,
}

const FORGET_OTHERS: Sql = Sql {
    sqlite: "DELETE FROM watch_reminders WHERE subscription_id = $1
               AND NOT EXISTS (SELECT 1 FROM json_each($2) AS h
                               WHERE json_extract(h.value, '$.day') = day
                                 AND json_extract(h.value, '$.turn') = turn)",
    postgres: "DELETE FROM watch_reminders WHERE subscription_id = $1
                 AND (day, turn) NOT IN (SELECT h.day, h.turn
                                         FROM jsonb_to_recordset($2::jsonb) AS h(day bigint, turn bigint))",
};

/// A turn asked for again keeps its row: one sent (or being sent) is not sent again.
const ADD_NEW: Sql = Sql {
    sqlite: "INSERT INTO watch_reminders (subscription_id, day, turn, due_at, ends_at)
             SELECT s.id, json_extract(h.value, '$.day'), json_extract(h.value, '$.turn'),
                    json_extract(h.value, '$.due_at'), json_extract(h.value, '$.ends_at')
             FROM push_subscriptions s, json_each($2) AS h
             WHERE s.id = $1
             ON CONFLICT DO NOTHING",
    postgres: "INSERT INTO watch_reminders (subscription_id, day, turn, due_at, ends_at)
               SELECT s.id, h.day, h.turn, h.due_at, h.ends_at
               FROM push_subscriptions s,
                    jsonb_to_recordset($2::jsonb) AS h(day bigint, turn bigint, due_at bigint, ends_at bigint)
               WHERE s.id = $1
               ON CONFLICT DO NOTHING",
};

/// Makes `hours` the turns subscription `id` is reminded of, in one transaction.
pub async fn replace(db: &Db, id: &str, hours: &[Hour]) -> sqlx::Result<()> {
    let hours = json(hours);
    in_write_transaction!(db, |tx| {
        for sql in [&FORGET_OTHERS, &ADD_NEW] {
            sqlx::query(db.sql(sql))
                .bind(id)
                .bind(&hours)
                .execute(&mut *tx)
                .await?;
        }
        Ok::<_, sqlx::Error>(())
    })
}

/// The turns subscription `id` will still be reminded of (the test of what was kept).
pub async fn waiting(db: &Db, id: &str) -> sqlx::Result<Vec<(i64, i64)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT day, turn FROM watch_reminders WHERE subscription_id = $1 AND done = 0
         ORDER BY day, turn"
    )
    .bind(id)
    .fetch_all(pool)
    .await)
}

/// A claimed reminder: the turn, where to push it, and the member's zone and language.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Claimed {
    pub subscription_id: String,
    pub day: i64,
    pub turn: i64,
    pub due_at: i64,
    pub ends_at: i64,
    pub tries: i64,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub time_zone: String,
    pub language: Option<String>,
}

impl Claimed {
    pub fn target(&self) -> PushTarget {
        PushTarget {
            endpoint: self.endpoint.clone(),
            p256dh: self.p256dh.clone(),
            auth: self.auth.clone(),
        }
    }
}

/// One reminder, as the batch statements name it.
#[derive(serde::Serialize, serde::Deserialize, sqlx::FromRow)]
struct Key {
    s: String,
    d: i64,
    t: i64,
}

/// Claims due reminders not yet answered: leased to `$3` until `$2`, due by `$1`, not on a
/// push service in the JSON array `$5`, at most `$4`; re-checked on the row, and PostgreSQL
/// skips rows another pass is claiming, so each goes to one pass of one instance.
const CLAIM: Sql = Sql {
    sqlite: "UPDATE watch_reminders SET claimed_until = $2, claimed_by = $3
             WHERE (subscription_id, day, turn) IN (
                 SELECT r.subscription_id, r.day, r.turn
                 FROM watch_reminders r JOIN push_subscriptions s ON s.id = r.subscription_id
                 WHERE r.done = 0 AND r.due_at <= $1 AND (r.claimed_until IS NULL OR r.claimed_until < $1)
                   AND NOT EXISTS (SELECT 1 FROM json_each($5) AS h
                                   WHERE substr(s.endpoint, 1, length(h.value) + 1) = h.value || '/')
                 ORDER BY r.due_at LIMIT $4)
               AND done = 0 AND (claimed_until IS NULL OR claimed_until < $1)
             RETURNING subscription_id AS s, day AS d, turn AS t",
    postgres: "UPDATE watch_reminders SET claimed_until = $2, claimed_by = $3
               WHERE (subscription_id, day, turn) IN (
                   SELECT r.subscription_id, r.day, r.turn
                   FROM watch_reminders r JOIN push_subscriptions s ON s.id = r.subscription_id
                   WHERE r.done = 0 AND r.due_at <= $1 AND (r.claimed_until IS NULL OR r.claimed_until < $1)
                     AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text($5::jsonb) AS h(host)
                                     WHERE left(s.endpoint, length(h.host) + 1) = h.host || '/')
                   ORDER BY r.due_at LIMIT $4 FOR UPDATE OF r SKIP LOCKED)
                 AND done = 0 AND (claimed_until IS NULL OR claimed_until < $1)
               RETURNING subscription_id AS s, day AS d, turn AS t",
};

/// The reminders of the JSON array of keys `$1`, with where each goes.
const CLAIMED: Sql = Sql {
    sqlite: "SELECT r.subscription_id, r.day, r.turn, r.due_at, r.ends_at, r.tries,
                    s.endpoint, s.p256dh, s.auth, s.time_zone, s.language
             FROM json_each($1) AS k
             CROSS JOIN watch_reminders r
             JOIN push_subscriptions s ON s.id = r.subscription_id
             WHERE r.subscription_id = json_extract(k.value, '$.s')
               AND r.day = json_extract(k.value, '$.d') AND r.turn = json_extract(k.value, '$.t')",
    postgres: "SELECT r.subscription_id, r.day, r.turn, r.due_at, r.ends_at, r.tries,
                      s.endpoint, s.p256dh, s.auth, s.time_zone, s.language
               FROM jsonb_to_recordset($1::jsonb) AS k(s text, d bigint, t bigint)
               JOIN watch_reminders r ON r.subscription_id = k.s AND r.day = k.d AND r.turn = k.t
               JOIN push_subscriptions s ON s.id = r.subscription_id",
};

/// Claims up to `at.limit` due reminders, with where each goes, in one transaction.
pub async fn claim_due(db: &Db, at: ClaimAt<'_>) -> sqlx::Result<Vec<Claimed>> {
    let skip_hosts = json(at.skip_hosts);
    in_write_transaction!(db, |tx| {
        let keys: Vec<Key> = bind_claim!(sqlx::query_as(db.sql(&CLAIM)), at, &skip_hosts)
            .fetch_all(&mut *tx)
            .await?;
        if keys.is_empty() {
            return Ok::<_, sqlx::Error>(Vec::new());
        }
        sqlx::query_as(db.sql(&CLAIMED))
            .bind(json(&keys))
            .fetch_all(&mut *tx)
            .await
    })
}

/// How a claimed reminder ended: answered for good (sent, refused, given up on, gone), or left
/// for a later pass after `until` with `tries` made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answered {
    Done,
    Later { until: i64, tries: u32 },
}

#[derive(serde::Serialize)]
struct SettledRow<'a> {
    s: &'a str,
    d: i64,
    t: i64,
    done: i64,
    until: Option<i64>,
    tries: u32,
}

const SETTLE: Sql = Sql {
    sqlite: "UPDATE watch_reminders SET done = l.done, claimed_until = l.until, tries = l.tries, claimed_by = NULL
             FROM (SELECT json_extract(value, '$.s') AS s, json_extract(value, '$.d') AS d,
                          json_extract(value, '$.t') AS t, json_extract(value, '$.done') AS done,
                          json_extract(value, '$.until') AS until, json_extract(value, '$.tries') AS tries
                   FROM json_each($1)) AS l
             WHERE subscription_id = l.s AND day = l.d AND turn = l.t AND claimed_by = $2",
    postgres: "UPDATE watch_reminders SET done = l.done, claimed_until = l.until, tries = l.tries, claimed_by = NULL
               FROM jsonb_to_recordset($1::jsonb) AS l(s text, d bigint, t bigint, done bigint, until bigint, tries bigint)
               WHERE subscription_id = l.s AND day = l.d AND turn = l.t AND claimed_by = $2",
};

/// Records how `pass`'s reminders ended, in one statement (only those it still holds).
pub async fn settle(db: &Db, pass: &str, ended: &[(&Claimed, Answered)]) -> sqlx::Result<()> {
    let rows: Vec<SettledRow> = ended
        .iter()
        .map(|(job, answered)| {
            let (done, until, tries) = match *answered {
                Answered::Done => (1, None, u32::try_from(job.tries).unwrap_or(0)),
                Answered::Later { until, tries } => (0, Some(until), tries),
            };
            SettledRow {
                s: &job.subscription_id,
                d: job.day,
                t: job.turn,
                done,
                until,
                tries,
            }
        })
        .collect();
    with_pool!(db, |pool| sqlx::query(db.sql(&SETTLE))
        .bind(json(&rows))
        .bind(pass)
        .execute(pool)
        .await
        .map(|_| ()))
}

const RENEW: Sql = Sql {
    sqlite: "UPDATE watch_reminders SET claimed_until = $2 WHERE claimed_by = $1",
    postgres: "UPDATE watch_reminders SET claimed_until = $2
               WHERE (subscription_id, day, turn) IN (
                   SELECT subscription_id, day, turn FROM watch_reminders
                   WHERE claimed_by = $1 FOR UPDATE SKIP LOCKED)",
};

/// Extends every claim `pass` still holds to `lease_until`.
pub async fn renew(db: &Db, pass: &str, lease_until: i64) -> sqlx::Result<()> {
    super::renew_leases(db, &RENEW, pass, lease_until).await
}

/// Forgets the reminders of turns over by `now`: rows removed.
pub async fn forget_ended(db: &Db, now: i64) -> sqlx::Result<u64> {
    rows_changed!(db, "DELETE FROM watch_reminders WHERE ends_at < $1", (now,))
}

/// Deletes every reminder (the fast and its grace are over): rows removed.
pub async fn delete_all(db: &Db) -> sqlx::Result<u64> {
    with_pool!(db, |pool| sqlx::query("DELETE FROM watch_reminders")
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))
}
