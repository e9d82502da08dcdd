//! The at-most-once record of each reminder: claimed by one pass, leased, then finished.

mod finish;
mod taken;

pub use finish::{Finished, HeldBack, finish_batch, hold_back};
pub(in crate::storage) use taken::with_subscriptions;
pub use taken::{Taken, TakenReminder, reclaim_stale, renew};

use std::collections::{BTreeMap, HashSet};

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

/// Where a claim moves its subscription on to: the following reminder's time, day and slot.
type MovedTo<'a> = (Option<i64>, Option<i64>, Option<&'a str>);

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
        // One statement per group of claims that share their values (in a pass nearly always
        // one), over the JSON array of their subscriptions.
        let mut claims: BTreeMap<(i64, &str, i64), Vec<&str>> = BTreeMap::new();
        let mut moves: BTreeMap<(i64, MovedTo), Vec<&str>> = BTreeMap::new();
        for r in &reminders {
            let id = r.sub.id.as_str();
            claims
                .entry((r.day, &r.slot, r.due_at))
                .or_default()
                .push(id);
            let next = r.next.as_ref();
            let moved_to = (
                next.map(|n| n.at.as_millisecond()),
                next.map(|n| i64::from(n.day)),
                next.map(|n| n.key.as_str()),
            );
            moves.entry((r.due_at, moved_to)).or_default().push(id);
        }
        let mut claimed: HashSet<String> = HashSet::new();
        for ((day, slot, due_at), ids) in &claims {
            let recorded: Vec<String> = sqlx::query_scalar(db.sql(&RECORD_CLAIMS))
                .bind(json(ids))
                .bind(day)
                .bind(slot)
                .bind(due_at)
                .bind(now)
                .bind(lease_until)
                .bind(pass)
                .fetch_all(&mut *tx)
                .await?;
            claimed.extend(recorded);
        }
        for ((due_at, (next_at, next_day, next_slot)), ids) in &moves {
            sqlx::query(db.sql(&MOVE_ON))
                .bind(json(ids))
                .bind(due_at)
                .bind(next_at)
                .bind(next_day)
                .bind(next_slot)
                .execute(&mut *tx)
                .await?;
        }
        for reminder in &mut reminders {
            reminder.claimed = claimed.contains(&reminder.sub.id);
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

/// Records the claim of day `$2`, slot `$3`, due at `$4`, for each subscription in the JSON array
/// `$1`, unless it was recorded before; returns the subscriptions claimed.
const RECORD_CLAIMS: Sql = Sql {
    sqlite: "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at, due_at, lease_until, claimed_by)
             SELECT value, $2, $3, 'sending', $5, $4, $6, $7 FROM json_each($1) WHERE true
             ON CONFLICT DO NOTHING
             RETURNING subscription_id",
    postgres: "INSERT INTO push_deliveries (subscription_id, day, slot, status, created_at, due_at, lease_until, claimed_by)
               SELECT id, $2, $3, 'sending', $5, $4, $6, $7 FROM jsonb_array_elements_text($1::jsonb) AS c(id)
               ON CONFLICT DO NOTHING
               RETURNING subscription_id",
};

/// Moves each subscription in the JSON array `$1` on from its reminder due at `$2` to the one due
/// at `$3` (day `$4`, slot `$5`; none: the programme is over for it), unless something else moved
/// it first.
const MOVE_ON: Sql = Sql {
    // (`+`: by id, never by scanning the due index, where every subscription of a slot shares `$2`.)
    sqlite: "UPDATE push_subscriptions SET next_due_at = $3, next_day = $4, next_slot = $5
             WHERE +next_due_at = $2 AND id IN (SELECT value FROM json_each($1))",
    postgres: "UPDATE push_subscriptions SET next_due_at = $3, next_day = $4, next_slot = $5
               WHERE next_due_at = $2 AND id IN (SELECT jsonb_array_elements_text($1::jsonb))",
};
