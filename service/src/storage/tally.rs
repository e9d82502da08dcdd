//! The anonymous tally: marks (day, slot, a device's token for that day) while the day is open,
//! totals after. One API for both engines: every statement here is written once.

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

/// Every count: (day, slot, devices), the devices of a day under [`DEVICES`]; open days are
/// counted from their marks, closed days read from their totals.
pub async fn counts(db: &Db) -> sqlx::Result<Vec<(i64, String, i64)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT day, slot, devices FROM tally_totals
         UNION ALL
         SELECT day, slot, count(*) FROM tally_marks GROUP BY day, slot
         UNION ALL
         SELECT day, '*', count(DISTINCT token) FROM tally_marks GROUP BY day
         ORDER BY 1, 2"
    )
    .fetch_all(pool)
    .await)
}

/// Closes the days before `day`: their marks become totals and are deleted (the tokens go).
pub async fn close_days_before(db: &Db, day: u16) -> sqlx::Result<u64> {
    let day = i64::from(day);
    in_write_transaction!(db, |tx| {
        for fold in [
            "INSERT INTO tally_totals (day, slot, devices)
             SELECT day, slot, count(*) FROM tally_marks WHERE day < $1 GROUP BY day, slot
             ON CONFLICT (day, slot) DO UPDATE SET devices = tally_totals.devices + excluded.devices",
            "INSERT INTO tally_totals (day, slot, devices)
             SELECT day, '*', count(DISTINCT token) FROM tally_marks WHERE day < $1 GROUP BY day
             ON CONFLICT (day, slot) DO UPDATE SET devices = tally_totals.devices + excluded.devices",
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
