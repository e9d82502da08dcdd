//! An announcement's push to each subscription that keeps church announcements on: a row per
//! (announcement, subscription) written when the announcement falls due (the fan-out), claimed
//! by one pass of any instance (the push engine's announcement road), and deleted when
//! answered, with the announcement's sent, retried, failed or gone count moved on in the same
//! transaction. One API for both engines.

mod claim;
mod settle;

use sqlx::Connection;

use super::{Db, Sql, in_write_transaction, json, rows_changed, with_pool};

pub use claim::{Claimed, Notice, claim_due, renew};
pub use settle::{Answered, Settled, settle};

/// Announcements due at `now` whose deliveries were not written yet: (id, send_at, about the
/// prayer watch).
pub async fn due_for_fan_out(db: &Db, now: i64) -> sqlx::Result<Vec<(String, i64, bool)>> {
    let rows: Vec<(String, i64, i64)> = with_pool!(db, |pool| sqlx::query_as(
        "SELECT id, send_at, about_watch FROM announcements
         WHERE fanned_out_at IS NULL AND cancelled_at IS NULL AND send_at <= $1
         ORDER BY send_at"
    )
    .bind(now)
    .fetch_all(pool)
    .await)?;
    Ok(rows
        .into_iter()
        .map(|(id, at, watch)| (id, at, watch != 0))
        .collect())
}

/// The time zones of the subscriptions that keep church announcements on.
pub async fn listener_zones(db: &Db) -> sqlx::Result<Vec<String>> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT DISTINCT time_zone FROM push_subscriptions WHERE announcements = 1"
    )
    .fetch_all(pool)
    .await)
}

/// When a time zone's members get an announcement (unix ms).
#[derive(serde::Serialize)]
pub struct ZoneDue<'a> {
    pub zone: &'a str,
    pub due_at: i64,
}

/// Writes an announcement's deliveries (`$1`): one per subscription that keeps announcements
/// on, due when its zone in the JSON array of [`ZoneDue`] (`$2`) says (none for a zone left out).
const WRITE_DELIVERIES: Sql = Sql {
    sqlite: "INSERT INTO announcement_deliveries (announcement_id, subscription_id, due_at)
             SELECT $1, s.id, json_extract(z.value, '$.due_at')
             FROM push_subscriptions s JOIN json_each($2) AS z ON s.time_zone = json_extract(z.value, '$.zone')
             WHERE s.announcements = 1
             ON CONFLICT DO NOTHING",
    postgres: "INSERT INTO announcement_deliveries (announcement_id, subscription_id, due_at)
               SELECT $1, s.id, z.due_at
               FROM push_subscriptions s JOIN jsonb_to_recordset($2::jsonb) AS z(zone text, due_at bigint)
                    ON s.time_zone = z.zone
               WHERE s.announcements = 1
               ON CONFLICT DO NOTHING",
};

/// Writes an announcement's deliveries, each due when its member's zone says, and marks it
/// fanned out, in one transaction that only the first instance to try carries out (false for
/// any other: a second fan-out after the first's deliveries were sent and deleted would send
/// them again). Returns how many were written.
pub async fn fan_out(
    db: &Db,
    id: &str,
    zones: &[ZoneDue<'_>],
    now: i64,
) -> sqlx::Result<Option<u64>> {
    let zones = json(zones);
    in_write_transaction!(db, |tx| {
        let first = rows_changed!(
            in tx,
            "UPDATE announcements SET fanned_out_at = $2 WHERE id = $1 AND fanned_out_at IS NULL",
            (id, now),
        )? == 1;
        if !first {
            return Ok(None);
        }
        let written = sqlx::query(db.sql(&WRITE_DELIVERIES))
            .bind(id)
            .bind(&zones)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        Ok(Some(written))
    })
}

/// An announcement's counts: (sent, retried, failed, gone, still to send).
pub async fn counts(db: &Db, id: &str) -> sqlx::Result<(i64, i64, i64, i64, i64)> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT sent, retried, failed, gone,
                (SELECT count(*) FROM announcement_deliveries WHERE announcement_id = $1)
         FROM announcements WHERE id = $1"
    )
    .bind(id)
    .fetch_one(pool)
    .await)
}
