//! An announcement's push to each subscription that keeps church announcements on: a row per
//! (announcement, subscription) written when the announcement falls due (the fan-out), claimed
//! by one pass of any instance, and deleted when answered, with the announcement's sent, failed
//! or gone count moved on in the same transaction. One API for both engines.

use sqlx::Connection;

use super::{Db, Sql, in_write_transaction, json, rows_changed, with_pool};
use crate::domain::PushTarget;

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

/// The subscriptions that keep church announcements on: (id, time zone).
pub async fn listeners(db: &Db) -> sqlx::Result<Vec<(String, String)>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT id, time_zone FROM push_subscriptions WHERE announcements = 1 ORDER BY id"
    )
    .fetch_all(pool)
    .await)
}

/// Rows of deliveries written by one statement.
const FAN_OUT_BATCH: usize = 5_000;

/// A delivery to write: its subscription and when it falls due (unix ms).
#[derive(serde::Serialize)]
struct Delivery<'a> {
    subscription: &'a str,
    due_at: i64,
}

/// Writes an announcement's deliveries (`$1`) from a JSON array of [`Delivery`] (`$2`).
const WRITE_DELIVERIES: Sql = Sql {
    sqlite: "INSERT INTO announcement_deliveries (announcement_id, subscription_id, due_at)
             SELECT $1, json_extract(value, '$.subscription'), json_extract(value, '$.due_at')
             FROM json_each($2) WHERE true
             ON CONFLICT DO NOTHING",
    postgres: "INSERT INTO announcement_deliveries (announcement_id, subscription_id, due_at)
               SELECT $1, d.subscription, d.due_at
               FROM jsonb_to_recordset($2::jsonb) AS d(subscription text, due_at bigint)
               ON CONFLICT DO NOTHING",
};

/// Writes an announcement's deliveries, each due at its own time, and marks it fanned out, in
/// one transaction that only the first instance to try carries out (false for any other: a
/// second fan-out after the first's deliveries were sent and deleted would send them again).
pub async fn fan_out(db: &Db, id: &str, due: &[(String, i64)], now: i64) -> sqlx::Result<bool> {
    in_write_transaction!(db, |tx| {
        let first = rows_changed!(
            in tx,
            "UPDATE announcements SET fanned_out_at = $2 WHERE id = $1 AND fanned_out_at IS NULL",
            (id, now),
        )? == 1;
        if !first {
            return Ok(false);
        }
        // In batches of rows as JSON: one statement writes thousands.
        for batch in due.chunks(FAN_OUT_BATCH) {
            let rows: Vec<Delivery> = batch
                .iter()
                .map(|(subscription, due_at)| Delivery {
                    subscription,
                    due_at: *due_at,
                })
                .collect();
            sqlx::query(db.sql(&WRITE_DELIVERIES))
                .bind(id)
                .bind(json(&rows))
                .execute(&mut *tx)
                .await?;
        }
        Ok(true)
    })
}

/// A claimed delivery: the announcement, the subscription and where to push it.
#[derive(Debug, Clone)]
pub struct Claimed {
    pub announcement_id: String,
    pub subscription_id: String,
    pub target: PushTarget,
    pub notice: Notice,
}

/// What a delivery shows: the announcement in the member's language (`member_language`, none:
/// the programme's first) where the church wrote it in it (`translated`: that language; none:
/// the announcement's own words), opening `link` in the member's copy of the app.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Notice {
    pub title: String,
    pub body: String,
    pub link: Option<String>,
    pub member_language: Option<String>,
    pub translated: Option<String>,
}

/// A claimed delivery's row.
#[derive(sqlx::FromRow)]
struct ClaimedRow {
    endpoint: String,
    p256dh: String,
    auth: String,
    #[sqlx(flatten)]
    notice: Notice,
}

/// Claims up to `limit` deliveries due at `now` for `lease_ms` (one pass of any instance gets
/// each: the claim is re-checked on the row itself).
pub async fn claim_due(db: &Db, now: i64, lease_ms: i64, limit: i64) -> sqlx::Result<Vec<Claimed>> {
    let claimed: Vec<(String, String)> = with_pool!(db, |pool| sqlx::query_as(
        "UPDATE announcement_deliveries SET claimed_until = $2
         WHERE (announcement_id, subscription_id) IN (
             SELECT announcement_id, subscription_id FROM announcement_deliveries
             WHERE due_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
             ORDER BY due_at LIMIT $3)
           AND (claimed_until IS NULL OR claimed_until < $1)
         RETURNING announcement_id, subscription_id"
    )
    .bind(now)
    .bind(now + lease_ms)
    .bind(limit)
    .fetch_all(pool)
    .await)?;
    let mut out = Vec::with_capacity(claimed.len());
    for (announcement_id, subscription_id) in claimed {
        let row: Option<ClaimedRow> = with_pool!(db, |pool| {
            sqlx::query_as(
                "SELECT s.endpoint, s.p256dh, s.auth, COALESCE(t.title, a.title) AS title,
                        COALESCE(t.body, a.body) AS body, a.link, s.language AS member_language,
                        t.lang AS translated
                 FROM push_subscriptions s
                 JOIN announcements a ON a.id = $2 AND a.cancelled_at IS NULL
                 LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = s.language
                 WHERE s.id = $1"
            )
            .bind(&subscription_id)
            .bind(&announcement_id)
            .fetch_optional(pool)
            .await
        })?;
        match row {
            Some(row) => out.push(Claimed {
                announcement_id,
                subscription_id,
                target: PushTarget {
                    endpoint: row.endpoint,
                    p256dh: row.p256dh,
                    auth: row.auth,
                },
                notice: row.notice,
            }),
            // The member unsubscribed since (or the announcement was withdrawn): nothing to send.
            None => finish(db, &announcement_id, &subscription_id, None).await?,
        }
    }
    Ok(out)
}

/// How a delivery ended, for its announcement's counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answered {
    Sent,
    Failed,
    /// The subscription is gone (404/410): it is removed too.
    Gone,
}

/// Deletes a delivery and counts how it ended (`None`: it ended without a push).
pub async fn finish(
    db: &Db,
    announcement_id: &str,
    subscription_id: &str,
    answered: Option<Answered>,
) -> sqlx::Result<()> {
    let count = match answered {
        Some(Answered::Sent) => Some("UPDATE announcements SET sent = sent + 1 WHERE id = $1"),
        Some(Answered::Failed) => {
            Some("UPDATE announcements SET failed = failed + 1 WHERE id = $1")
        }
        Some(Answered::Gone) => Some("UPDATE announcements SET gone = gone + 1 WHERE id = $1"),
        None => None,
    };
    in_write_transaction!(db, |tx| {
        let deleted = rows_changed!(
            in tx,
            "DELETE FROM announcement_deliveries WHERE announcement_id = $1 AND subscription_id = $2",
            (announcement_id, subscription_id),
        )?;
        // Counted once, by whichever pass deleted it.
        if let (1, Some(count)) = (deleted, count) {
            rows_changed!(in tx, count, (announcement_id))?;
        }
        if answered == Some(Answered::Gone) {
            rows_changed!(in tx, "DELETE FROM push_subscriptions WHERE id = $1", (subscription_id))?;
        }
        Ok(())
    })
}

/// An announcement's counts: (sent, failed, gone, still to send).
pub async fn counts(db: &Db, id: &str) -> sqlx::Result<(i64, i64, i64, i64)> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT sent, failed, gone,
                (SELECT count(*) FROM announcement_deliveries WHERE announcement_id = $1)
         FROM announcements WHERE id = $1"
    )
    .bind(id)
    .fetch_one(pool)
    .await)
}
