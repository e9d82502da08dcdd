//! Snoozed reminders: a member's "Snooze 15 min", or a pass holding one back from a slow host.

use sqlx::Connection;

use super::reminder_claims::{TakenReminder, with_subscriptions};
use super::{Db, Sql, in_write_transaction, with_pool};

/// What became of a member's snooze.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Snoozing {
    Snoozed,
    /// This reminder was snoozed `max` times already (or never sent).
    Exhausted,
}

/// A member snoozes a reminder they were sent: it comes again at `due_at`, at most `max` times.
pub async fn snooze_by_member(
    db: &Db,
    id: &str,
    day: i64,
    slot: &str,
    due_at: i64,
    max: i64,
) -> sqlx::Result<Snoozing> {
    in_write_transaction!(db, |tx| {
        let counted = sqlx::query(
            "UPDATE push_deliveries SET snoozes = snoozes + 1
             WHERE subscription_id = $1 AND day = $2 AND slot = $3 AND snoozes < $4",
        )
        .bind(id)
        .bind(day)
        .bind(slot)
        .bind(max)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if counted == 0 {
            return Ok(Snoozing::Exhausted);
        }
        sqlx::query(SNOOZE)
            .bind(id)
            .bind(day)
            .bind(slot)
            .bind(due_at)
            .execute(&mut *tx)
            .await?;
        Ok(Snoozing::Snoozed)
    })
}

/// Puts a snoozed reminder back until `due_at` (a pass held it back from a slow push service).
pub async fn snooze_again(
    db: &Db,
    id: &str,
    day: i64,
    slot: &str,
    due_at: i64,
) -> sqlx::Result<()> {
    with_pool!(db, |pool| sqlx::query(SNOOZE)
        .bind(id)
        .bind(day)
        .bind(slot)
        .bind(due_at)
        .execute(pool)
        .await
        .map(|_| ()))
}

const SNOOZE: &str = "INSERT INTO push_snoozes (subscription_id, day, slot, due_at)
     SELECT id, $2, $3, $4 FROM push_subscriptions WHERE id = $1
     ON CONFLICT (subscription_id, day, slot) DO UPDATE SET due_at = excluded.due_at";

/// Takes the snoozes due at `now` (deleting them claims them: each is sent at most once, by
/// whichever pass deletes it).
pub async fn take_due_snoozes(db: &Db, now: i64, limit: u32) -> sqlx::Result<Vec<TakenReminder>> {
    let taken: Vec<(String, i64, String, i64, i64)> =
        with_pool!(db, |pool| sqlx::query_as(db.sql(&TAKE_SNOOZES))
            .bind(now)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await)?;
    with_subscriptions(db, taken).await
}

const TAKE_SNOOZES: Sql = Sql {
    sqlite: "DELETE FROM push_snoozes WHERE rowid IN (SELECT rowid FROM push_snoozes WHERE due_at <= $1 ORDER BY due_at LIMIT $2)
             RETURNING subscription_id, day, slot, due_at, 0",
    postgres: "DELETE FROM push_snoozes AS s
               USING (SELECT subscription_id, day, slot FROM push_snoozes WHERE due_at <= $1
                      ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED) AS d
               WHERE s.subscription_id = d.subscription_id AND s.day = d.day AND s.slot = d.slot
               RETURNING s.subscription_id, s.day, s.slot, s.due_at, 0::bigint",
};
