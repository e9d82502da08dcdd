//! Stored push subscriptions and the at-most-once record of each reminder.

use std::collections::HashSet;

use sqlx::Connection;

use super::{BEGIN_WRITE, Db, Sql, json, on_write_connection, with_pool};
use crate::reminders::Reminder;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StoredSubscription {
    pub id: String,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub time_zone: String,
    /// JSON array of reminder keys.
    pub slots: String,
    pub next_due_at: Option<i64>,
    pub next_day: Option<i64>,
    pub next_slot: Option<String>,
}

impl StoredSubscription {
    pub fn chosen_slots(&self) -> Vec<String> {
        serde_json::from_str(&self.slots).unwrap_or_default()
    }
}

pub struct NewSubscription<'a> {
    pub id: &'a str,
    pub token_hash: &'a str,
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub time_zone: &'a str,
    pub slots: &'a str,
    pub next: Option<&'a Reminder>,
}

/// Inserts, or — for an endpoint already stored — updates it in place and issues a new token.
/// Returns the subscription's id.
pub async fn upsert(db: &Db, new: &NewSubscription<'_>, now: i64) -> sqlx::Result<String> {
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        // The endpoint's old subscription (if any) goes, with its token: knowing an endpoint
        // never hands over a subscription someone else made.
        sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
            .bind(new.endpoint)
            .execute(&mut *tx)
            .await?;
        let id: String = sqlx::query_scalar(
            "INSERT INTO push_subscriptions
                 (id, token_hash, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
             RETURNING id",
        )
        .bind(new.id)
        .bind(new.token_hash)
        .bind(new.endpoint)
        .bind(new.p256dh)
        .bind(new.auth)
        .bind(new.time_zone)
        .bind(new.slots)
        .bind(new.next.map(|r| r.at.as_millisecond()))
        .bind(new.next.map(|r| i64::from(r.day)))
        .bind(new.next.map(|r| r.key.as_str()))
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(id)
    }))
}

/// How many subscriptions are kept.
pub async fn count(db: &Db) -> sqlx::Result<i64> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT count(*) FROM push_subscriptions"
    )
    .fetch_one(pool)
    .await)
}

#[derive(sqlx::FromRow)]
struct WithTokenHash {
    #[sqlx(flatten)]
    sub: StoredSubscription,
    token_hash: String,
}

/// The subscription and the hash of its token, read together (a turn-off may come between two reads).
pub async fn get(db: &Db, id: &str) -> sqlx::Result<Option<(StoredSubscription, String)>> {
    let row = with_pool!(db, |pool| {
        sqlx::query_as::<_, WithTokenHash>(
            "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, token_hash
             FROM push_subscriptions WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(pool)
        .await
    })?;
    Ok(row.map(|r| (r.sub, r.token_hash)))
}

/// Whether the subscription was still there to change.
pub async fn update_preferences(
    db: &Db,
    id: &str,
    time_zone: &str,
    slots: &str,
    next: Option<&Reminder>,
    now: i64,
) -> sqlx::Result<bool> {
    with_pool!(db, |pool| {
        sqlx::query(
        "UPDATE push_subscriptions SET time_zone = $1, slots = $2, next_due_at = $3, next_day = $4, next_slot = $5, updated_at = $6
         WHERE id = $7",
    )
    .bind(time_zone)
    .bind(slots)
    .bind(next.map(|r| r.at.as_millisecond()))
    .bind(next.map(|r| i64::from(r.day)))
    .bind(next.map(|r| r.key.as_str()))
    .bind(now)
    .bind(id)
    .execute(pool)
    .await
    .map(|done| done.rows_affected() > 0)
    })
}

pub async fn delete(db: &Db, id: &str) -> sqlx::Result<bool> {
    let deleted = with_pool!(db, |pool| sqlx::query(
        "DELETE FROM push_subscriptions WHERE id = $1"
    )
    .bind(id)
    .execute(pool)
    .await?
    .rows_affected());
    Ok(deleted > 0)
}

/// A due reminder read by a pass, and whether that pass claimed it.
#[derive(Debug)]
pub struct DueReminder {
    pub sub: StoredSubscription,
    pub day: i64,
    pub slot: String,
    pub due_at: i64,
    /// The subscription's following reminder, which it has moved on to.
    pub next: Option<Reminder>,
    /// False when another pass (or an earlier run) had claimed it already.
    pub claimed: bool,
}

/// A claim as the batch statements read it.
#[derive(serde::Serialize)]
struct Claim<'a> {
    id: &'a str,
    day: i64,
    slot: &'a str,
    /// The subscription's `next_due_at` when it was read: moving on is a no-op if it changed.
    due_at: i64,
    next_at: Option<i64>,
    next_day: Option<i64>,
    next_slot: Option<&'a str>,
}

impl<'a> From<&'a DueReminder> for Claim<'a> {
    fn from(due: &'a DueReminder) -> Self {
        Claim {
            id: &due.sub.id,
            day: due.day,
            slot: &due.slot,
            due_at: due.due_at,
            next_at: due.next.as_ref().map(|n| n.at.as_millisecond()),
            next_day: due.next.as_ref().map(|n| i64::from(n.day)),
            next_slot: due.next.as_ref().map(|n| n.key.as_str()),
        }
    }
}

/// Claims up to `limit` reminders due at `now`, earliest first, in one transaction: records each
/// one (the primary key lets it be claimed once, by any pass of any instance, ever) and moves its
/// subscription on to the following reminder, which `next_after(subscription, due_at)` gives.
/// PostgreSQL locks the due rows as it reads them and skips rows another pass holds, so
/// concurrent passes take disjoint batches; SQLite has one writer at a time.
/// `lease_until` (wall clock): after it, a claim that was never answered is sent again
/// ([`reclaim_stale`]).
pub async fn claim_due(
    db: &Db,
    now: i64,
    lease_until: i64,
    limit: u32,
    next_after: impl Fn(&StoredSubscription, i64) -> Option<Reminder>,
) -> sqlx::Result<Vec<DueReminder>> {
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        let due: Vec<StoredSubscription> = sqlx::query_as(db.sql(&DUE))
            .bind(now)
            .bind(i64::from(limit))
            .fetch_all(&mut *tx)
            .await?;
        let mut reminders: Vec<DueReminder> = due
            .into_iter()
            .filter_map(|sub| {
                let (Some(due_at), Some(day), Some(slot)) =
                    (sub.next_due_at, sub.next_day, sub.next_slot.clone())
                else {
                    return None;
                };
                let next = next_after(&sub, due_at);
                Some(DueReminder {
                    sub,
                    day,
                    slot,
                    due_at,
                    next,
                    claimed: false,
                })
            })
            .collect();
        if !reminders.is_empty() {
            let claims = json(&reminders.iter().map(Claim::from).collect::<Vec<_>>());
            let claimed: HashSet<String> = sqlx::query_scalar(db.sql(&RECORD_CLAIMS))
                .bind(&claims)
                .bind(now)
                .bind(lease_until)
                .fetch_all(&mut *tx)
                .await?
                .into_iter()
                .collect();
            sqlx::query(db.sql(&MOVE_ON))
                .bind(&claims)
                .execute(&mut *tx)
                .await?;
            for reminder in &mut reminders {
                reminder.claimed = claimed.contains(&reminder.sub.id);
            }
        }
        tx.commit().await?;
        Ok(reminders)
    }))
}

/// Subscriptions whose next reminder is due (the partial index, in due order).
const DUE: Sql = Sql {
    sqlite: "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot
             FROM push_subscriptions WHERE next_due_at IS NOT NULL AND next_due_at <= $1
             ORDER BY next_due_at LIMIT $2",
    postgres:
        "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot
               FROM push_subscriptions WHERE next_due_at IS NOT NULL AND next_due_at <= $1
               ORDER BY next_due_at LIMIT $2 FOR UPDATE SKIP LOCKED",
};

/// Records each claimed reminder unless it was recorded before; returns the subscriptions claimed.
const RECORD_CLAIMS: Sql = Sql {
    sqlite: "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at, due_at, lease_until)
             SELECT json_extract(value, '$.id'), json_extract(value, '$.day'), json_extract(value, '$.slot'), 'sending', $2,
                    json_extract(value, '$.due_at'), $3
             FROM json_each($1) WHERE true
             ON CONFLICT DO NOTHING
             RETURNING subscription_id",
    postgres: "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at, due_at, lease_until)
               SELECT id, day, slot, 'sending', $2, due_at, $3
               FROM jsonb_to_recordset($1::jsonb) AS c(id text, day bigint, slot text, due_at bigint)
               ON CONFLICT DO NOTHING
               RETURNING subscription_id",
};

/// Moves each subscription on to its following reminder, unless something else moved it first.
const MOVE_ON: Sql = Sql {
    sqlite: "UPDATE push_subscriptions SET next_due_at = c.next_at, next_day = c.next_day, next_slot = c.next_slot
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.due_at') AS due_at,
                          json_extract(value, '$.next_at') AS next_at, json_extract(value, '$.next_day') AS next_day,
                          json_extract(value, '$.next_slot') AS next_slot
                   FROM json_each($1)) AS c
             WHERE push_subscriptions.id = c.id AND push_subscriptions.next_due_at = c.due_at",
    postgres: "UPDATE push_subscriptions SET next_due_at = c.next_at, next_day = c.next_day, next_slot = c.next_slot
               FROM jsonb_to_recordset($1::jsonb)
                    AS c(id text, due_at bigint, next_at bigint, next_day bigint, next_slot text)
               WHERE push_subscriptions.id = c.id AND push_subscriptions.next_due_at = c.due_at",
};

/// A reminder taken to be sent (again): a claim its pass never answered, or a snooze come due.
#[derive(Debug)]
pub struct TakenReminder {
    pub sub: StoredSubscription,
    pub day: i64,
    pub slot: String,
    pub due_at: i64,
}

/// Takes up to `limit` claims whose lease ran out by `wall_now` and that were due after
/// `due_after` (older ones are past their grace), leasing them again until `lease_until`.
pub async fn reclaim_stale(
    db: &Db,
    wall_now: i64,
    due_after: i64,
    lease_until: i64,
    limit: u32,
) -> sqlx::Result<Vec<TakenReminder>> {
    let taken: Vec<(String, i64, String, i64)> =
        with_pool!(db, |pool| sqlx::query_as(db.sql(&RECLAIM))
            .bind(wall_now)
            .bind(due_after)
            .bind(lease_until)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await)?;
    with_subscriptions(db, taken).await
}

/// Taken (subscription id, day, slot, due) rows with their subscriptions; gone ones are left out.
async fn with_subscriptions(
    db: &Db,
    taken: Vec<(String, i64, String, i64)>,
) -> sqlx::Result<Vec<TakenReminder>> {
    let mut out = Vec::with_capacity(taken.len());
    for (id, day, slot, due_at) in taken {
        if let Some((sub, _)) = get(db, &id).await? {
            out.push(TakenReminder {
                sub,
                day,
                slot,
                due_at,
            });
        }
    }
    Ok(out)
}

const RECLAIM: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET lease_until = $3
             WHERE (subscription_id, day, slot) IN (
                 SELECT subscription_id, day, slot FROM push_deliveries
                 WHERE status = 'sending' AND lease_until <= $1 AND due_at > $2
                 ORDER BY lease_until LIMIT $4)
             RETURNING subscription_id, day, slot, due_at",
    postgres: "UPDATE push_deliveries SET lease_until = $3
               WHERE (subscription_id, day, slot) IN (
                   SELECT subscription_id, day, slot FROM push_deliveries
                   WHERE status = 'sending' AND lease_until <= $1 AND due_at > $2
                   ORDER BY lease_until LIMIT $4 FOR UPDATE SKIP LOCKED)
               RETURNING subscription_id, day, slot, due_at",
};

/// How a claimed reminder ended.
#[derive(Debug, serde::Serialize)]
pub struct Finished<'a> {
    pub id: &'a str,
    pub day: i64,
    pub slot: &'a str,
    /// `sent`, `skipped` or `failed`.
    pub status: &'static str,
}

/// Records how a batch of claimed reminders ended, in one statement.
pub async fn finish_batch(db: &Db, finished: &[Finished<'_>]) -> sqlx::Result<()> {
    if finished.is_empty() {
        return Ok(());
    }
    with_pool!(db, |pool| sqlx::query(db.sql(&FINISH))
        .bind(json(finished))
        .execute(pool)
        .await
        .map(|_| ()))
}

/// One claimed reminder: its subscription, day and slot.
#[derive(Debug, serde::Serialize)]
pub struct ClaimKey<'a> {
    pub id: &'a str,
    pub day: i64,
    pub slot: &'a str,
}

/// Leaves claims unsent for now: a pass takes them again once `lease_until` (wall clock) passes.
pub async fn hold_back(db: &Db, held: &[ClaimKey<'_>], lease_until: i64) -> sqlx::Result<()> {
    if held.is_empty() {
        return Ok(());
    }
    with_pool!(db, |pool| sqlx::query(db.sql(&HOLD_BACK))
        .bind(json(held))
        .bind(lease_until)
        .execute(pool)
        .await
        .map(|_| ()))
}

const HOLD_BACK: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET lease_until = $2
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.day') AS day,
                          json_extract(value, '$.slot') AS slot
                   FROM json_each($1)) AS f
             WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot
               AND status = 'sending'",
    postgres: "UPDATE push_deliveries SET lease_until = $2
               FROM jsonb_to_recordset($1::jsonb) AS f(id text, day bigint, slot text)
               WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot
                 AND status = 'sending'",
};

const FINISH: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET status = f.status
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.day') AS day,
                          json_extract(value, '$.slot') AS slot, json_extract(value, '$.status') AS status
                   FROM json_each($1)) AS f
             WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot",
    postgres: "UPDATE push_deliveries SET status = f.status
               FROM jsonb_to_recordset($1::jsonb) AS f(id text, day bigint, slot text, status text)
               WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot",
};

/// Forgets subscriptions whose push service answered 404/410, in one statement.
pub async fn delete_gone(db: &Db, ids: &[&str]) -> sqlx::Result<()> {
    if ids.is_empty() {
        return Ok(());
    }
    with_pool!(db, |pool| sqlx::query(db.sql(&DELETE_GONE))
        .bind(json(ids))
        .execute(pool)
        .await
        .map(|_| ()))
}

const DELETE_GONE: Sql = Sql {
    sqlite: "DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each($1))",
    postgres: "DELETE FROM push_subscriptions WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))",
};

/// Subscriptions with nothing left to send (the programme is over) are forgotten.
pub async fn prune_finished(db: &Db) -> sqlx::Result<u64> {
    with_pool!(db, |pool| Ok(sqlx::query(
        "DELETE FROM push_subscriptions WHERE next_due_at IS NULL"
    )
    .execute(pool)
    .await?
    .rows_affected()))
}

/// What became of a member's snooze.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Snoozing {
    Snoozed,
    /// This reminder was snoozed `max` times already (or never sent).
    Exhausted,
}

/// A member snoozes a reminder they were sent: it comes again at `due_at`, at most `max` times.
pub async fn snooze_by_member(
    db: &Db,
    id: &str,
    day: i64,
    slot: &str,
    due_at: i64,
    max: i64,
) -> sqlx::Result<Snoozing> {
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        let mut tx = conn.begin_with(db.sql(&BEGIN_WRITE)).await?;
        let counted = sqlx::query(
            "UPDATE push_deliveries SET snoozes = snoozes + 1
             WHERE subscription_id = $1 AND day = $2 AND slot = $3 AND snoozes < $4",
        )
        .bind(id)
        .bind(day)
        .bind(slot)
        .bind(max)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if counted == 0 {
            return Ok(Snoozing::Exhausted);
        }
        sqlx::query(SNOOZE)
            .bind(id)
            .bind(day)
            .bind(slot)
            .bind(due_at)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Snoozing::Snoozed)
    }))
}

/// Puts a snoozed reminder back until `due_at` (a pass held it back from a slow push service).
pub async fn snooze_again(
    db: &Db,
    id: &str,
    day: i64,
    slot: &str,
    due_at: i64,
) -> sqlx::Result<()> {
    with_pool!(db, |pool| sqlx::query(SNOOZE)
        .bind(id)
        .bind(day)
        .bind(slot)
        .bind(due_at)
        .execute(pool)
        .await
        .map(|_| ()))
}

const SNOOZE: &str = "INSERT INTO push_snoozes (subscription_id, day, slot, due_at)
     SELECT id, $2, $3, $4 FROM push_subscriptions WHERE id = $1
     ON CONFLICT (subscription_id, day, slot) DO UPDATE SET due_at = excluded.due_at";

/// Takes the snoozes due at `now` (deleting them claims them: each is sent at most once, by
/// whichever pass deletes it).
pub async fn take_due_snoozes(db: &Db, now: i64, limit: u32) -> sqlx::Result<Vec<TakenReminder>> {
    let taken: Vec<(String, i64, String, i64)> =
        with_pool!(db, |pool| sqlx::query_as(db.sql(&TAKE_SNOOZES))
            .bind(now)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await)?;
    with_subscriptions(db, taken).await
}

const TAKE_SNOOZES: Sql = Sql {
    sqlite: "DELETE FROM push_snoozes WHERE rowid IN (SELECT rowid FROM push_snoozes WHERE due_at <= $1 ORDER BY due_at LIMIT $2)
             RETURNING subscription_id, day, slot, due_at",
    postgres: "DELETE FROM push_snoozes AS s
               USING (SELECT subscription_id, day, slot FROM push_snoozes WHERE due_at <= $1
                      ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED) AS d
               WHERE s.subscription_id = d.subscription_id AND s.day = d.day AND s.slot = d.slot
               RETURNING s.subscription_id, s.day, s.slot, s.due_at",
};
