//! The anonymous tally: marks (day, slot, a device's token for that day) while the day is open,
//! and the published figures (`tally_totals`): each written once, when its hour has closed (or,
//! at the latest, when its day closes), and never changed after. One API for both engines:
//! every statement here is written once.

use sqlx::Connection;

use super::{Db, in_write_transaction, rows_changed, with_pool};

/// The slot name under which a day's distinct devices are counted.
pub const DEVICES: &str = "*";

/// Counts a device's tick (once, however often it is sent), or takes it back.
pub async fn set(db: &Db, day: u16, slot: &str, token: &str, counted: bool) -> sqlx::Result<()> {
    let sql = if counted {
        "INSERT INTO tally_marks (day, slot, token) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"
    } else {
        "DELETE FROM tally_marks WHERE day = $1 AND slot = $2 AND token = $3"
    };
    rows_changed!(db, sql, (i64::from(day), slot, token)).map(|_| ())
}

/// Publishes `day`'s figure for `slot` ([`DEVICES`]: the day's devices) as its marks stand now,
/// unless it was published before: one statement, so the first to publish wins and a figure
/// never changes after.
pub async fn freeze(db: &Db, day: u16, slot: &str) -> sqlx::Result<()> {
    let sql = if slot == DEVICES {
        "INSERT INTO tally_totals (day, slot, devices)
         SELECT $1, $2, count(DISTINCT token) FROM tally_marks WHERE day = $1
         ON CONFLICT (day, slot) DO NOTHING"
    } else {
        "INSERT INTO tally_totals (day, slot, devices)
         SELECT $1, $2, count(*) FROM tally_marks WHERE day = $1 AND slot = $2
         ON CONFLICT (day, slot) DO NOTHING"
    };
    rows_changed!(db, sql, (i64::from(day), slot)).map(|_| ())
}

/// One day's figures, read in one statement (one snapshot): (slot, devices, published), the
/// published figures and the counts of the marks as they stand.
pub async fn figures(db: &Db, day: u16) -> sqlx::Result<Vec<(String, i64, bool)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT slot, devices, TRUE FROM tally_totals WHERE day = $1
         UNION ALL
         SELECT slot, count(*), FALSE FROM tally_marks WHERE day = $1 GROUP BY slot
         UNION ALL
         SELECT '*', count(DISTINCT token), FALSE FROM tally_marks WHERE day = $1"
    )
    .bind(i64::from(day))
    .fetch_all(pool)
    .await)
}

/// Every published figure: (day, slot, devices), the devices of a day under [`DEVICES`].
pub async fn published(db: &Db) -> sqlx::Result<Vec<(i64, String, i64)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT day, slot, devices FROM tally_totals ORDER BY day, slot"
    )
    .fetch_all(pool)
    .await)
}

/// Closes the days before `day`: each figure not yet published is published from the marks, and
/// the marks are deleted (the tokens go).
pub async fn close_days_before(db: &Db, day: u16) -> sqlx::Result<u64> {
    let day = i64::from(day);
    in_write_transaction!(db, |tx| {
        for fold in [
            "INSERT INTO tally_totals (day, slot, devices)
             SELECT day, slot, count(*) FROM tally_marks WHERE day < $1 GROUP BY day, slot
             ON CONFLICT (day, slot) DO NOTHING",
            "INSERT INTO tally_totals (day, slot, devices)
             SELECT day, '*', count(DISTINCT token) FROM tally_marks WHERE day < $1 GROUP BY day
             ON CONFLICT (day, slot) DO NOTHING",
        ] {
            sqlx::query(fold).bind(day).execute(&mut *tx).await?;
        }
        let gone = sqlx::query("DELETE FROM tally_marks WHERE day < $1")
            .bind(day)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        Ok(gone)
    })
}
