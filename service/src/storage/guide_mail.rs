//! The day's guide by e-mail: one row per confirmed mailbox, holding the address (the service's
//! only copy of it), the member's morning time, time zone, language, way and rhythm, and when
//! the next guide is due. One API for both engines.

use super::{Db, Sql, json, rows_changed, with_pool};

/// A subscription as stored.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Guide {
    pub id: String,
    pub mailbox: String,
    pub address: String,
    pub lang: String,
    pub way: Option<String>,
    pub rhythm: String,
    pub time_zone: String,
    /// Minutes after local midnight.
    pub send_minute: i64,
    /// When the next guide is due (unix ms); none when the fast has no morning left.
    pub next_at: Option<i64>,
    pub expires_at: i64,
}

const COLUMNS: &str =
    "id, mailbox, address, lang, way, rhythm, time_zone, send_minute, next_at, expires_at";

/// Saves `guide` as its mailbox's subscription (replacing the one it had: the same row id, new
/// time and choices); returns the row's id.
pub async fn save(db: &Db, guide: &Guide, now: i64) -> sqlx::Result<String> {
    with_pool!(db, |pool| {
        sqlx::query_scalar(
        "INSERT INTO guide_mail (id, mailbox, address, lang, way, rhythm, time_zone, send_minute, next_at, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (mailbox) DO UPDATE SET address = excluded.address, lang = excluded.lang,
             way = excluded.way, rhythm = excluded.rhythm, time_zone = excluded.time_zone,
             send_minute = excluded.send_minute, next_at = excluded.next_at,
             expires_at = excluded.expires_at
         RETURNING id",
    )
    .bind(&guide.id)
    .bind(&guide.mailbox)
    .bind(&guide.address)
    .bind(&guide.lang)
    .bind(&guide.way)
    .bind(&guide.rhythm)
    .bind(&guide.time_zone)
    .bind(guide.send_minute)
    .bind(guide.next_at)
    .bind(guide.expires_at)
    .bind(now)
    .fetch_one(pool)
    .await
    })
}

/// The subscription of `mailbox`, if any.
pub async fn of_mailbox(db: &Db, mailbox: &str) -> sqlx::Result<Option<Guide>> {
    let sql = format!("SELECT {COLUMNS} FROM guide_mail WHERE mailbox = $1");
    with_pool!(db, |pool| sqlx::query_as(&sql)
        .bind(mailbox)
        .fetch_optional(pool)
        .await)
}

const BY_IDS: Sql = Sql {
    sqlite:
        "SELECT id, mailbox, address, lang, way, rhythm, time_zone, send_minute, next_at, expires_at
             FROM guide_mail WHERE id IN (SELECT value FROM json_each($1))",
    postgres:
        "SELECT id, mailbox, address, lang, way, rhythm, time_zone, send_minute, next_at, expires_at
               FROM guide_mail WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))",
};

/// The subscriptions among `ids` that still exist (one statement for a batch of guides).
pub async fn with_ids(db: &Db, ids: &[&str]) -> sqlx::Result<Vec<Guide>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    with_pool!(db, |pool| sqlx::query_as(db.sql(&BY_IDS))
        .bind(json(ids))
        .fetch_all(pool)
        .await)
}

/// Up to `limit` subscriptions whose guide is due at `now`, the longest waiting first.
pub async fn due(db: &Db, now: i64, limit: u32) -> sqlx::Result<Vec<Guide>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM guide_mail WHERE next_at IS NOT NULL AND next_at <= $1
         ORDER BY next_at LIMIT $2"
    );
    with_pool!(db, |pool| sqlx::query_as(&sql)
        .bind(now)
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await)
}

/// A subscription's next guide moved on: from `from` (the one just queued or passed over) to
/// `to`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Advance {
    pub id: String,
    pub from_at: i64,
    pub to_at: Option<i64>,
}

const ADVANCE: Sql = Sql {
    sqlite: "UPDATE guide_mail SET next_at = m.to_at
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.from_at') AS from_at,
                          json_extract(value, '$.to_at') AS to_at FROM json_each($1)) AS m
             WHERE guide_mail.id = m.id AND guide_mail.next_at = m.from_at",
    postgres: "UPDATE guide_mail SET next_at = m.to_at
               FROM jsonb_to_recordset($1::jsonb) AS m(id text, from_at bigint, to_at bigint)
               WHERE guide_mail.id = m.id AND guide_mail.next_at = m.from_at",
};

/// Moves each subscription on, unless it changed since it was read (a new time, or stopped);
/// one statement for the batch. Returns the rows moved.
pub async fn advance(db: &Db, moves: &[Advance]) -> sqlx::Result<u64> {
    if moves.is_empty() {
        return Ok(0);
    }
    rows_changed!(db, db.sql(&ADVANCE), (json(moves)))
}

/// Stops `mailbox`'s guide: its row (and so its address) is deleted at once.
pub async fn stop_mailbox(db: &Db, mailbox: &str) -> sqlx::Result<u64> {
    rows_changed!(db, "DELETE FROM guide_mail WHERE mailbox = $1", (mailbox))
}

/// Stops subscription `id` (its mail's unsubscribe link).
pub async fn stop(db: &Db, id: &str) -> sqlx::Result<u64> {
    rows_changed!(db, "DELETE FROM guide_mail WHERE id = $1", (id))
}

/// Deletes the subscriptions kept until `now` (the fast's end plus 7 days).
pub async fn purge(db: &Db, now: i64) -> sqlx::Result<u64> {
    rows_changed!(db, "DELETE FROM guide_mail WHERE expires_at <= $1", (now))
}

/// How many members receive the guide (for the operator's metrics; no one is named).
pub async fn count(db: &Db) -> sqlx::Result<i64> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT count(*) FROM guide_mail"
    )
    .fetch_one(pool)
    .await)
}
