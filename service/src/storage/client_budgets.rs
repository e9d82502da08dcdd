//! Daily budgets per client that every instance shares and a restart keeps, with no client
//! address in them: a client is counted under a keyed hash made with the day's key
//! (`client_budget_keys`), and the retention job deletes a day's key and counts the next day.
//! One API for both engines: every statement here is written once.

use rand::RngCore;

use super::outbox::DAY_MS;
use super::{Db, with_pool};

/// The UTC day `now_ms` falls in (days since 1970-01-01): budgets run from one UTC midnight to
/// the next.
pub fn day_of(now_ms: i64) -> i64 {
    now_ms.div_euclid(DAY_MS)
}

/// When UTC day `day` ends, in milliseconds.
pub fn day_ends_at(day: i64) -> i64 {
    (day + 1) * DAY_MS
}

/// Day `day`'s key: the one stored, or a fresh one stored now (the first instance to write it
/// wins), in one statement.
pub async fn key_of_day(db: &Db, day: i64) -> sqlx::Result<[u8; 32]> {
    let mut fresh = [0u8; 32];
    rand::rng().fill_bytes(&mut fresh);
    let key: Vec<u8> = with_pool!(db, |pool| sqlx::query_scalar(
        "INSERT INTO client_budget_keys (day, key) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET key = client_budget_keys.key
         RETURNING key"
    )
    .bind(day)
    .bind(fresh.to_vec())
    .fetch_one(pool)
    .await)?;
    key.try_into()
        .map_err(|_| sqlx::Error::Decode("a client budget key is not 32 bytes".into()))
}

/// Spends one of `client`'s `per_day` on day `day`, in one statement: whether it had one left.
pub async fn spend(db: &Db, day: i64, client: &str, per_day: u32) -> sqlx::Result<bool> {
    let spent: Option<i64> = with_pool!(db, |pool| sqlx::query_scalar(
        "INSERT INTO client_budgets (day, client, spent) VALUES ($1, $2, 1)
         ON CONFLICT (day, client) DO UPDATE SET spent = client_budgets.spent + 1
         WHERE client_budgets.spent < $3
         RETURNING spent"
    )
    .bind(day)
    .bind(client)
    .bind(i64::from(per_day))
    .fetch_optional(pool)
    .await)?;
    Ok(spent.is_some())
}

/// Deletes the keys and counts of the days before `day`: rows removed.
pub async fn purge_before(db: &Db, day: i64) -> sqlx::Result<u64> {
    let mut removed = 0;
    for sql in [
        "DELETE FROM client_budgets WHERE day < $1",
        "DELETE FROM client_budget_keys WHERE day < $1",
    ] {
        removed += with_pool!(db, |pool| sqlx::query(sql)
            .bind(day)
            .execute(pool)
            .await
            .map(|r| r.rows_affected()))?;
    }
    Ok(removed)
}
