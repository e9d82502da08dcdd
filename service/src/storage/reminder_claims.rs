//! The at-most-once record of each reminder: claimed by one pass, leased, then finished.

use std::collections::HashSet;

use sqlx::Connection;

use super::push_subscriptions::{SubscriptionRow, get};
use super::{ClaimAt, Db, Sql, in_write_transaction, json, with_pool};
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

/// A reminder taken to be sent (again): a claim its pass never answered, or a snooze come due.
#[derive(Debug)]
pub struct TakenReminder {
    pub sub: Subscription,
    pub day: i64,
    pub slot: String,
    pub due_at: i64,
    /// Tries made by earlier passes.
    pub tries: u32,
}

/// What every reminder taken for sending names: its subscription, day and slot.
pub trait Taken {
    fn sub(&self) -> &Subscription;
    fn day(&self) -> i64;
    fn slot(&self) -> &str;
}

macro_rules! taken {
    ($($kind:ty),*) => {$(
        impl Taken for $kind {
            fn sub(&self) -> &Subscription { &self.sub }
            fn day(&self) -> i64 { self.day }
            fn slot(&self) -> &str { &self.slot }
        }
    )*};
}
taken!(DueReminder, TakenReminder);

/// Takes up to `limit` claims whose lease ran out by `ran_out_by` and that were due after
/// `due_after` (older ones are past their grace), leasing them to `at.pass` until
/// `at.lease_until`.
pub async fn reclaim_stale(
    db: &Db,
    ran_out_by: i64,
    due_after: i64,
    at: ClaimAt<'_>,
) -> sqlx::Result<Vec<TakenReminder>> {
    let taken: Vec<(String, i64, String, i64, i64)> =
        with_pool!(db, |pool| sqlx::query_as(db.sql(&RECLAIM))
            .bind(ran_out_by)
            .bind(due_after)
            .bind(at.lease_until)
            .bind(i64::from(at.limit))
            .bind(at.pass)
            .fetch_all(pool)
            .await)?;
    with_subscriptions(db, taken).await
}

/// Taken (subscription id, day, slot, due, tries) rows with their subscriptions; gone ones are
/// left out.
pub(super) async fn with_subscriptions(
    db: &Db,
    taken: Vec<(String, i64, String, i64, i64)>,
) -> sqlx::Result<Vec<TakenReminder>> {
    let mut out = Vec::with_capacity(taken.len());
    for (id, day, slot, due_at, tries) in taken {
        if let Some((sub, _)) = get(db, &id).await? {
            out.push(TakenReminder {
                sub,
                day,
                slot,
                due_at,
                tries: u32::try_from(tries).unwrap_or(0),
            });
        }
    }
    Ok(out)
}

/// Extends every claim `pass` still holds to `lease_until`.
pub async fn renew(db: &Db, pass: &str, lease_until: i64) -> sqlx::Result<()> {
    with_pool!(db, |pool| sqlx::query(
        "UPDATE push_deliveries SET lease_until = $2 WHERE claimed_by = $1 AND status = 'sending'"
    )
    .bind(pass)
    .bind(lease_until)
    .execute(pool)
    .await
    .map(|_| ()))
}

const RECLAIM: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET lease_until = $3, claimed_by = $5
             WHERE (subscription_id, day, slot) IN (
                 SELECT subscription_id, day, slot FROM push_deliveries
                 WHERE status = 'sending' AND lease_until <= $1 AND due_at > $2
                 ORDER BY lease_until LIMIT $4)
             RETURNING subscription_id, day, slot, due_at, tries",
    postgres: "UPDATE push_deliveries SET lease_until = $3, claimed_by = $5
               WHERE (subscription_id, day, slot) IN (
                   SELECT subscription_id, day, slot FROM push_deliveries
                   WHERE status = 'sending' AND lease_until <= $1 AND due_at > $2
                   ORDER BY lease_until LIMIT $4 FOR UPDATE SKIP LOCKED)
               RETURNING subscription_id, day, slot, due_at, tries",
};

/// How a claimed reminder ended.
#[derive(Debug, serde::Serialize)]
pub struct Finished<'a> {
    pub id: &'a str,
    pub day: i64,
    pub slot: &'a str,
    /// `sent`, `skipped` or `failed`.
    pub status: &'static str,
}

/// Records how a batch of claimed reminders ended, in one statement.
pub async fn finish_batch(db: &Db, finished: &[Finished<'_>]) -> sqlx::Result<()> {
    super::for_batch(db, &FINISH, finished).await
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

const FINISH: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET status = f.status
             FROM (SELECT json_extract(value, '$.id') AS id, json_extract(value, '$.day') AS day,
                          json_extract(value, '$.slot') AS slot, json_extract(value, '$.status') AS status
                   FROM json_each($1)) AS f
             WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot",
    postgres: "UPDATE push_deliveries SET status = f.status
               FROM jsonb_to_recordset($1::jsonb) AS f(id text, day bigint, slot text, status text)
               WHERE subscription_id = f.id AND push_deliveries.day = f.day AND push_deliveries.slot = f.slot",
};
