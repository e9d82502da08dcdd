//! Stored push subscriptions and the at-most-once record of each reminder.

use std::collections::HashSet;

use sqlx::SqlitePool;

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
pub async fn upsert(
    pool: &SqlitePool,
    new: &NewSubscription<'_>,
    now: i64,
) -> sqlx::Result<String> {
    sqlx::query_scalar(
        "INSERT INTO push_subscriptions
             (id, token_hash, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)
         ON CONFLICT (endpoint) DO UPDATE SET
             token_hash = excluded.token_hash, p256dh = excluded.p256dh, auth = excluded.auth,
             time_zone = excluded.time_zone, slots = excluded.slots, next_due_at = excluded.next_due_at,
             next_day = excluded.next_day, next_slot = excluded.next_slot, updated_at = excluded.updated_at
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
    .bind(new.next.map(|r| r.day))
    .bind(new.next.map(|r| r.key.as_str()))
    .bind(now)
    .fetch_one(pool)
    .await
}

/// The subscription and the hash of its token.
pub async fn get(
    pool: &SqlitePool,
    id: &str,
) -> sqlx::Result<Option<(StoredSubscription, String)>> {
    let Some(sub) = sqlx::query_as::<_, StoredSubscription>(
        "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot FROM push_subscriptions WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?
    else {
        return Ok(None);
    };
    let token_hash: String =
        sqlx::query_scalar("SELECT token_hash FROM push_subscriptions WHERE id = ?")
            .bind(id)
            .fetch_one(pool)
            .await?;
    Ok(Some((sub, token_hash)))
}

pub async fn update_preferences(
    pool: &SqlitePool,
    id: &str,
    time_zone: &str,
    slots: &str,
    next: Option<&Reminder>,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE push_subscriptions SET time_zone = ?, slots = ?, next_due_at = ?, next_day = ?, next_slot = ?, updated_at = ?
         WHERE id = ?",
    )
    .bind(time_zone)
    .bind(slots)
    .bind(next.map(|r| r.at.as_millisecond()))
    .bind(next.map(|r| r.day))
    .bind(next.map(|r| r.key.as_str()))
    .bind(now)
    .bind(id)
    .execute(pool)
    .await
    .map(|_| ())
}

pub async fn delete(pool: &SqlitePool, id: &str) -> sqlx::Result<bool> {
    Ok(sqlx::query("DELETE FROM push_subscriptions WHERE id = ?")
        .bind(id)
        .execute(pool)
        .await?
        .rows_affected()
        > 0)
}

/// Subscriptions whose next reminder is due at `now`, earliest first (uses the partial index).
pub async fn due(pool: &SqlitePool, now: i64, limit: u32) -> sqlx::Result<Vec<StoredSubscription>> {
    sqlx::query_as(
        "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot
         FROM push_subscriptions WHERE next_due_at IS NOT NULL AND next_due_at <= ? ORDER BY next_due_at LIMIT ?",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// A reminder a pass is about to send, and the one that follows it for that subscription.
#[derive(Debug, serde::Serialize)]
pub struct Claim<'a> {
    pub id: &'a str,
    pub day: i64,
    pub slot: &'a str,
    /// The subscription's `next_due_at` when it was read: moving on is a no-op if it changed.
    pub due_at: i64,
    pub next_at: Option<i64>,
    pub next_day: Option<i64>,
    pub next_slot: Option<&'a str>,
}

/// Claims a batch of reminders in one transaction: records each one (the primary key lets it be
/// claimed once, by any pass, ever) and moves its subscription on to the following reminder.
/// Returns the ids of the subscriptions whose reminder this call claimed.
pub async fn claim_batch(
    pool: &SqlitePool,
    claims: &[Claim<'_>],
    now: i64,
) -> sqlx::Result<HashSet<String>> {
    let batch = serde_json::to_string(claims).expect("claims serialise");
    super::on_write_connection(pool, async |conn| claim_in(conn, &batch, now).await).await
}

async fn claim_in(
    conn: &mut sqlx::SqliteConnection,
    batch: &str,
    now: i64,
) -> sqlx::Result<HashSet<String>> {
    use sqlx::Connection;
    let mut tx = conn.begin().await?;
    let claimed: Vec<String> = sqlx::query_scalar(
        "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at)
         SELECT json_extract(value, '$.id'), json_extract(value, '$.day'), json_extract(value, '$.slot'), 'sending', ?2
         FROM json_each(?1) WHERE true
         ON CONFLICT DO NOTHING
         RETURNING subscription_id",
    )
    .bind(batch)
    .bind(now)
    .fetch_all(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE push_subscriptions SET next_due_at = c.next_at, next_day = c.next_day, next_slot = c.next_slot
         FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.due_at') AS due_at,
                      json_extract(value, '$.next_at') AS next_at, json_extract(value, '$.next_day') AS next_day,
                      json_extract(value, '$.next_slot') AS next_slot
               FROM json_each(?1)) AS c
         WHERE push_subscriptions.id = c.id AND push_subscriptions.next_due_at = c.due_at",
    )
    .bind(batch)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(claimed.into_iter().collect())
}

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
pub async fn finish_batch(pool: &SqlitePool, finished: &[Finished<'_>]) -> sqlx::Result<()> {
    if finished.is_empty() {
        return Ok(());
    }
    sqlx::query(
        "UPDATE push_deliveries SET status = f.status
         FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.day') AS day,
                      json_extract(value, '$.slot') AS slot, json_extract(value, '$.status') AS status
               FROM json_each(?1)) AS f
         WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot",
    )
    .bind(serde_json::to_string(finished).expect("statuses serialise"))
    .execute(pool)
    .await
    .map(|_| ())
}

/// Subscriptions with nothing left to send (the programme is over) are forgotten.
pub async fn prune_finished(pool: &SqlitePool) -> sqlx::Result<u64> {
    Ok(
        sqlx::query("DELETE FROM push_subscriptions WHERE next_due_at IS NULL")
            .execute(pool)
            .await?
            .rows_affected(),
    )
}

/// Snoozes a reminder until `due_at` (snoozing again moves it). False if the subscription is gone.
pub async fn snooze(
    pool: &SqlitePool,
    id: &str,
    day: i64,
    slot: &str,
    due_at: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO push_snoozes (subscription_id, day, slot, due_at)
         SELECT id, ?2, ?3, ?4 FROM push_subscriptions WHERE id = ?1
         ON CONFLICT (subscription_id, day, slot) DO UPDATE SET due_at = excluded.due_at",
    )
    .bind(id)
    .bind(day)
    .bind(slot)
    .bind(due_at)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes the snoozes due at `now` (deleting them claims them: each is sent at most once).
pub async fn take_due_snoozes(
    pool: &SqlitePool,
    now: i64,
    limit: u32,
) -> sqlx::Result<Vec<(StoredSubscription, i64, String, i64)>> {
    let taken: Vec<(String, i64, String, i64)> = sqlx::query_as(
        "DELETE FROM push_snoozes WHERE rowid IN (SELECT rowid FROM push_snoozes WHERE due_at <= ? ORDER BY due_at LIMIT ?)
         RETURNING subscription_id, day, slot, due_at",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    let mut out = Vec::with_capacity(taken.len());
    for (id, day, slot, due_at) in taken {
        if let Some((sub, _)) = get(pool, &id).await? {
            out.push((sub, day, slot, due_at));
        }
    }
    Ok(out)
}
