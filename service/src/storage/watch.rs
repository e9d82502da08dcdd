//! The prayer watch's pledges and its kept hours: each (the night's day, the turn, a fresh
//! token), counted per turn. Nothing links a pledge or a kept hour to a device, a subscription,
//! an address or another one. One API for both engines: every statement here is written once.

use super::{Db, rows_changed, with_pool};

/// Pledges a turn (once, however often it is sent), or takes the pledge back.
pub async fn set(db: &Db, day: u16, turn: i32, token: &str, pledged: bool) -> sqlx::Result<()> {
    let sql = if pledged {
        "INSERT INTO watch_pledges (day, turn, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"
    } else {
        "DELETE FROM watch_pledges WHERE day = $1 AND turn = $2 AND token = $3"
    };
    rows_changed!(db, sql, (i64::from(day), i64::from(turn), token)).map(|_| ())
}

/// How many keep each turn that anyone keeps: (day, turn, pledges).
pub async fn counts(db: &Db) -> sqlx::Result<Vec<(i64, i64, i64)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT day, turn, count(*) FROM watch_pledges GROUP BY day, turn ORDER BY day, turn"
    )
    .fetch_all(pool)
    .await)
}

/// "I kept this hour": counted once however often it is sent.
pub async fn keep(db: &Db, day: u16, turn: i32, token: &str) -> sqlx::Result<()> {
    rows_changed!(
        db,
        "INSERT INTO watch_kept (day, turn, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        (i64::from(day), i64::from(turn), token)
    )
    .map(|_| ())
}

/// How many said they kept each turn anyone kept: (day, turn, kept).
pub async fn kept_counts(db: &Db) -> sqlx::Result<Vec<(i64, i64, i64)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT day, turn, count(*) FROM watch_kept GROUP BY day, turn ORDER BY day, turn"
    )
    .fetch_all(pool)
    .await)
}

/// Deletes every pledge and kept hour (the fast and its grace are over): rows removed.
pub async fn delete_all(db: &Db) -> sqlx::Result<u64> {
    let mut removed = 0;
    for sql in ["DELETE FROM watch_pledges", "DELETE FROM watch_kept"] {
        removed += with_pool!(db, |pool| sqlx::query(sql)
            .execute(pool)
            .await
            .map(|done| done.rows_affected()))?;
    }
    Ok(removed)
}
