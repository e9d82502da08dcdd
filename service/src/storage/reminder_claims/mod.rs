//! The at-most-once record of each reminder: claimed by one pass, leased, then finished.

mod finish;
mod taken;

pub use finish::{Finished, HeldBack, finish_batch, hold_back};
pub(in crate::storage) use taken::with_subscriptions;
pub use taken::{Taken, TakenReminder, reclaim_stale, renew};

use std::collections::HashSet;

use sqlx::Connection;

use super::push_subscriptions::SubscriptionRow;
use super::{ClaimAt, Db, Sql, in_write_transaction, json};
use crate::content::Reminder;
use crate::domain::Subscription;

/// A due reminder read by a pass, and whether that pass claimed it.
#[derive(Debug)]
pub struct DueReminder {
    pub sub: Subscription,
    pub day: i64,
    pub slot: String,
    pub due_at: i64,
    /// The subscription's following reminder, which it has moved on to.
    pub next: Option<Reminder>,
    /// False when another pass (or an earlier run) had claimed it already.
    pub claimed: bool,
}

/// A claim as the batch statements read it.
#[derive(serde::Serialize)]
struct Claim<'a> {
    id: &'a str,
    day: i64,
    slot: &'a str,
    /// The subscription's `next_due_at` when it was read: moving on is a no-op if it changed.
    due_at: i64,
    next_at: Option<i64>,
    next_day: Option<i64>,
    next_slot: Option<&'a str>,
}

impl<'a> From<&'a DueReminder> for Claim<'a> {
    fn from(due: &'a DueReminder) -> Self {
        Claim {
            id: &due.sub.id,
            day: due.day,
            slot: &due.slot,
            due_at: due.due_at,
            next_at: due.next.as_ref().map(|n| n.at.as_millisecond()),
            next_day: due.next.as_ref().map(|n| i64::from(n.day)),
            next_slot: due.next.as_ref().map(|n| n.key.as_str()),
        }
    }
}

/// Claims up to `limit` reminders due at `now`, earliest first, in one transaction: records each
/// one (the primary key lets it be claimed once, by any pass of any instance, ever) and moves its
/// subscription on to the following reminder, which `next_after(subscription, due_at)` gives.
/// PostgreSQL locks the due rows as it reads them and skips rows another pass holds, so
/// concurrent passes take disjoint batches; SQLite has one writer at a time.
/// After `lease_until` a claim that was never answered (nor renewed: [`renew`]) is sent again
/// ([`reclaim_stale`]).
pub async fn claim_due(
    db: &Db,
    at: ClaimAt<'_>,
    next_after: impl Fn(&Subscription, i64) -> Option<Reminder>,
) -> sqlx::Result<Vec<DueReminder>> {
    let ClaimAt {
        now,
        lease_until,
        pass,
        skip_hosts,
        limit,
    } = at;
    let skip_hosts = json(skip_hosts);
    in_write_transaction!(db, |tx| {
        let due: Vec<SubscriptionRow> = sqlx::query_as(db.sql(&DUE))
            .bind(now)
            .bind(i64::from(limit))
            .bind(&skip_hosts)
            .fetch_all(&mut *tx)
            .await?;
        let mut reminders: Vec<DueReminder> = due
            .into_iter()
            .filter_map(|row| {
                let (Some(due_at), Some(day), Some(slot)) =
                    (row.next_due_at, row.next_day, row.next_slot.clone())
                else {
                    return None;
                };
                let sub = row
                    .into_subscription()
                    .inspect_err(
                        |err| tracing::error!(error = %err, "unreadable subscription skipped"),
                    )
                    .ok()?;
                let next = next_after(&sub, due_at);
                Some(DueReminder {
                    sub,
                    day,
                    slot,
                    due_at,
                    next,
                    claimed: false,
                })
            })
            .collect();
        if !reminders.is_empty() {
            let claims = json(&reminders.iter().map(Claim::from).collect::<Vec<_>>());
            let claimed: HashSet<String> = sqlx::query_scalar(db.sql(&RECORD_CLAIMS))
                .bind(&claims)
                .bind(now)
                .bind(lease_until)
                .bind(pass)
                .fetch_all(&mut *tx)
                .await?
                .into_iter()
                .collect();
            sqlx::query(db.sql(&MOVE_ON))
                .bind(&claims)
                .execute(&mut *tx)
                .await?;
            for reminder in &mut reminders {
                reminder.claimed = claimed.contains(&reminder.sub.id);
            }
        }
        Ok(reminders)
    })
}

/// Subscriptions whose next reminder is due (the partial index, in due order) and whose push
/// service is not one of the JSON array `$3`, as [`SubscriptionRow`]s.
const DUE: Sql = Sql {
    sqlite: "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, announcements, language
             FROM push_subscriptions WHERE next_due_at IS NOT NULL AND next_due_at <= $1
               AND NOT EXISTS (SELECT 1 FROM json_each($3) AS h
                               WHERE substr(endpoint, 1, length(h.value) + 1) = h.value || '/')
             ORDER BY next_due_at LIMIT $2",
    postgres:
        "SELECT id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, announcements, language
               FROM push_subscriptions WHERE next_due_at IS NOT NULL AND next_due_at <= $1
                 AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text($3::jsonb) AS h(host)
                                 WHERE left(endpoint, length(h.host) + 1) = h.host || '/')
               ORDER BY next_due_at LIMIT $2 FOR UPDATE SKIP LOCKED",
};

/// Records each claimed reminder unless it was recorded before; returns the subscriptions claimed.
const RECORD_CLAIMS: Sql = Sql {
    sqlite: "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at, due_at, lease_until, claimed_by)
             SELECT json_extract(value, '$.id'), json_extract(value, '$.day'), json_extract(value, '$.slot'), 'sending', $2,
                    json_extract(value, '$.due_at'), $3, $4
             FROM json_each($1) WHERE true
             ON CONFLICT DO NOTHING
             RETURNING subscription_id",
    postgres: "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at, due_at, lease_until, claimed_by)
               SELECT id, day, slot, 'sending', $2, due_at, $3, $4
               FROM jsonb_to_recordset($1::jsonb) AS c(id text, day bigint, slot text, due_at bigint)
               ON CONFLICT DO NOTHING
               RETURNING subscription_id",
};

/// Moves each subscription on to its following reminder, unless something else moved it first.
const MOVE_ON: Sql = Sql {
    sqlite: "UPDATE push_subscriptions SET next_due_at = c.next_at, next_day = c.next_day, next_slot = c.next_slot
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.due_at') AS due_at,
                          json_extract(value, '$.next_at') AS next_at, json_extract(value, '$.next_day') AS next_day,
                          json_extract(value, '$.next_slot') AS next_slot
                   FROM json_each($1)) AS c
             WHERE push_subscriptions.id = c.id AND push_subscriptions.next_due_at = c.due_at",
    postgres: "UPDATE push_subscriptions SET next_due_at = c.next_at, next_day = c.next_day, next_slot = c.next_slot
               FROM jsonb_to_recordset($1::jsonb)
                    AS c(id text, due_at bigint, next_at bigint, next_day bigint, next_slot text)
               WHERE push_subscriptions.id = c.id AND push_subscriptions.next_due_at = c.due_at",
};
