//! How claimed reminders ended: final statuses, and claims left for a later pass.

use std::collections::BTreeMap;

use sqlx::Connection;

use crate::storage::{Db, Sql, in_write_transaction, json, with_pool};

/// How a claimed reminder ended.
#[derive(Debug)]
pub struct Finished<'a> {
    pub id: &'a str,
    pub day: i64,
    pub slot: &'a str,
    /// `sent`, `skipped` or `failed`.
    pub status: &'static str,
}

/// Records how a batch of claimed reminders ended, in one transaction: a statement for each day,
/// slot and status (in a pass nearly always one) over the JSON array of their subscriptions.
pub async fn finish_batch(db: &Db, finished: &[Finished<'_>]) -> sqlx::Result<()> {
    let mut groups: BTreeMap<(i64, &str, &str), Vec<&str>> = BTreeMap::new();
    for f in finished {
        groups
            .entry((f.day, f.slot, f.status))
            .or_default()
            .push(f.id);
    }
    if groups.is_empty() {
        return Ok(());
    }
    in_write_transaction!(db, |tx| {
        for ((day, slot, status), ids) in &groups {
            sqlx::query(db.sql(&FINISH))
                .bind(json(ids))
                .bind(day)
                .bind(slot)
                .bind(status)
                .execute(&mut *tx)
                .await?;
        }
        Ok::<_, sqlx::Error>(())
    })
}

/// A claimed reminder left for a later pass: taken again once `until` passes, with `tries` made.
#[derive(Debug, serde::Serialize)]
pub struct HeldBack<'a> {
    pub id: &'a str,
    pub day: i64,
    pub slot: &'a str,
    pub until: i64,
    pub tries: u32,
}

/// Leaves claims unsent for now (no pass holds them): a pass takes them again once their
/// `until` passes.
pub async fn hold_back(db: &Db, held: &[HeldBack<'_>]) -> sqlx::Result<()> {
    if held.is_empty() {
        return Ok(());
    }
    with_pool!(db, |pool| sqlx::query(db.sql(&HOLD_BACK))
        .bind(json(held))
        .execute(pool)
        .await
        .map(|_| ()))
}

const HOLD_BACK: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET lease_until = f.until, tries = f.tries, claimed_by = NULL
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.day') AS day,
                          json_extract(value, '$.slot') AS slot, json_extract(value, '$.until') AS until,
                          json_extract(value, '$.tries') AS tries
                   FROM json_each($1)) AS f
             WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot
               AND status = 'sending'",
    postgres: "UPDATE push_deliveries SET lease_until = f.until, tries = f.tries, claimed_by = NULL
               FROM jsonb_to_recordset($1::jsonb) AS f(id text, day bigint, slot text, until bigint, tries bigint)
               WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot
                 AND status = 'sending'",
};

/// Sets status `$4` on the claims of day `$2`, slot `$3` of the subscriptions in the JSON array `$1`.
const FINISH: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET status = $4
             WHERE day = $2 AND slot = $3 AND subscription_id IN (SELECT value FROM json_each($1))",
    postgres: "UPDATE push_deliveries SET status = $4
               WHERE day = $2 AND slot = $3 AND subscription_id IN (SELECT jsonb_array_elements_text($1::jsonb))",
};
