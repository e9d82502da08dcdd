//! Requests per client in fixed windows, shared by every instance (PostgreSQL limits).

use super::{Db, with_pool};

/// Counts one request of `client` in the window holding `now`: the count so far (this one
/// included) and when the window ends.
pub async fn count(db: &Db, client: &str, now: i64, window_ms: i64) -> sqlx::Result<(i64, i64)> {
    let start = now - now.rem_euclid(window_ms);
    let count: i64 = with_pool!(db, |pool| sqlx::query_scalar(
        "INSERT INTO client_limits (client, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET count = client_limits.count + 1
         RETURNING count",
    )
    .bind(client)
    .bind(start)
    .fetch_one(pool)
    .await)?;
    Ok((count, start + window_ms))
}
