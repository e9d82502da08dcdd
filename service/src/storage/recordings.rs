//! The pastor's recordings, one per day and language: kept whole, read a range at a time (a
//! media element asks for ranges). One API for both engines.

use super::{Db, Sql, rows_changed, with_pool};
use crate::domain::Recording;

/// A recording as listed and served: everything but its bytes.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Kept {
    pub day: i64,
    pub lang: String,
    pub mime: String,
    pub duration_ms: i64,
    pub size: i64,
    pub sha256: String,
}

/// Keeps `recording` as day `day`'s in `lang`, replacing any before it.
pub async fn put(
    db: &Db,
    day: u16,
    lang: &str,
    recording: &Recording,
    now: i64,
) -> sqlx::Result<()> {
    with_pool!(db, |pool| {
        sqlx::query(
        "INSERT INTO recordings (day, lang, mime, duration_ms, size, sha256, bytes, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (day, lang) DO UPDATE SET mime = excluded.mime, duration_ms = excluded.duration_ms,
             size = excluded.size, sha256 = excluded.sha256, bytes = excluded.bytes,
             uploaded_at = excluded.uploaded_at"
    )
    .bind(i64::from(day))
    .bind(lang)
    .bind(recording.mime)
    .bind(recording.duration_ms)
    .bind(recording.bytes.len() as i64)
    .bind(&recording.sha256)
    .bind(&recording.bytes)
    .bind(now)
    .execute(pool)
    .await
    .map(|_| ())
    })
}

/// Every recording, by day and language.
pub async fn list(db: &Db) -> sqlx::Result<Vec<Kept>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT day, lang, mime, duration_ms, size, sha256 FROM recordings ORDER BY day, lang"
    )
    .fetch_all(pool)
    .await)
}

/// Day `day`'s recording in `lang`, without its bytes.
pub async fn find(db: &Db, day: u16, lang: &str) -> sqlx::Result<Option<Kept>> {
    with_pool!(db, |pool| {
        sqlx::query_as(
        "SELECT day, lang, mime, duration_ms, size, sha256 FROM recordings WHERE day = $1 AND lang = $2"
    )
    .bind(i64::from(day))
    .bind(lang)
    .fetch_optional(pool)
    .await
    })
}

/// `$4` bytes from byte `$3` (0-based) of day `$1`'s recording in `$2`, if its version is still
/// `$5` (a new upload between the two reads is not mixed in).
const RANGE: Sql = Sql {
    sqlite: "SELECT substr(bytes, $3 + 1, $4) FROM recordings WHERE day = $1 AND lang = $2 AND sha256 = $5",
    postgres: "SELECT substring(bytes from ($3 + 1)::int for ($4)::int) FROM recordings
               WHERE day = $1 AND lang = $2 AND sha256 = $5",
};

/// The bytes `start..start + length` of `kept`'s recording (none: replaced or deleted since).
pub async fn bytes(db: &Db, kept: &Kept, start: u64, length: u64) -> sqlx::Result<Option<Vec<u8>>> {
    with_pool!(db, |pool| sqlx::query_scalar(db.sql(&RANGE))
        .bind(kept.day)
        .bind(&kept.lang)
        .bind(start as i64)
        .bind(length as i64)
        .bind(&kept.sha256)
        .fetch_optional(pool)
        .await)
}

/// Deletes day `day`'s recording in `lang`: whether there was one.
pub async fn delete(db: &Db, day: u16, lang: &str) -> sqlx::Result<bool> {
    rows_changed!(
        db,
        "DELETE FROM recordings WHERE day = $1 AND lang = $2",
        (i64::from(day), lang)
    )
    .map(|n| n > 0)
}
