//! Stored push subscriptions: saved from validated requests, read back as domain types.

use sqlx::Connection;

use super::{Db, Sql, in_write_transaction, json, with_pool};
use crate::content::Reminder;
use crate::domain::{MemberTimeZone, PushTarget, Subscription};
use crate::secrets::TokenHash;

/// The columns every read selects, in [`SubscriptionRow`]'s order.
pub(super) const COLUMNS: &str = "id, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, announcements, language";

/// A `push_subscriptions` row as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub(super) struct SubscriptionRow {
    id: String,
    endpoint: String,
    p256dh: String,
    auth: String,
    time_zone: String,
    /// JSON array of reminder keys.
    slots: String,
    pub(super) next_due_at: Option<i64>,
    pub(super) next_day: Option<i64>,
    pub(super) next_slot: Option<String>,
    /// 1: church announcements are pushed too.
    announcements: i64,
    /// The member's language code; none: the programme's first.
    language: Option<String>,
}

impl SubscriptionRow {
    /// The domain value; a row the service could not have written is a decode error.
    pub(super) fn into_subscription(self) -> sqlx::Result<Subscription> {
        let decode = |what: &str| {
            sqlx::Error::Decode(format!("push_subscriptions.{what} of {}", self.id).into())
        };
        let time_zone = MemberTimeZone::parse(&self.time_zone).map_err(|_| decode("time_zone"))?;
        let slots = serde_json::from_str(&self.slots).map_err(|_| decode("slots"))?;
        Ok(Subscription {
            target: PushTarget {
                endpoint: self.endpoint,
                p256dh: self.p256dh,
                auth: self.auth,
            },
            id: self.id,
            time_zone,
            slots,
            announcements: self.announcements != 0,
            language: self.language,
        })
    }
}

pub struct NewSubscription<'a> {
    pub id: &'a str,
    pub token_hash: &'a TokenHash,
    pub target: &'a PushTarget,
    pub time_zone: &'a MemberTimeZone,
    pub slots: &'a [String],
    pub next: Option<&'a Reminder>,
    pub announcements: bool,
    /// The member's language code.
    pub language: &'a str,
}

/// Saves a new subscription; the endpoint's old one (if any) goes, with its token.
/// Returns the subscription's id.
pub async fn upsert(db: &Db, new: &NewSubscription<'_>, now: i64) -> sqlx::Result<String> {
    let slots = json(new.slots);
    in_write_transaction!(db, |tx| {
        // Knowing an endpoint never hands over a subscription someone else made.
        sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
            .bind(&new.target.endpoint)
            .execute(&mut *tx)
            .await?;
        let id: String = sqlx::query_scalar(
            "INSERT INTO push_subscriptions
                 (id, token_hash, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, created_at, updated_at, announcements, language)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13)
             RETURNING id",
        )
        .bind(new.id)
        .bind(new.token_hash.as_str())
        .bind(&new.target.endpoint)
        .bind(&new.target.p256dh)
        .bind(&new.target.auth)
        .bind(&new.time_zone.name)
        .bind(&slots)
        .bind(new.next.map(|r| r.at.as_millisecond()))
        .bind(new.next.map(|r| i64::from(r.day)))
        .bind(new.next.map(|r| r.key.as_str()))
        .bind(now)
        .bind(i64::from(new.announcements))
        .bind(new.language)
        .fetch_one(&mut *tx)
        .await?;
        Ok(id)
    })
}

/// How many subscriptions are kept.
pub async fn count(db: &Db) -> sqlx::Result<i64> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT count(*) FROM push_subscriptions"
    )
    .fetch_one(pool)
    .await)
}

#[derive(sqlx::FromRow)]
struct WithTokenHash {
    #[sqlx(flatten)]
    row: SubscriptionRow,
    token_hash: String,
}

/// The subscription and the hash of its token, read together (a turn-off may come between two reads).
pub async fn get(db: &Db, id: &str) -> sqlx::Result<Option<(Subscription, TokenHash)>> {
    let query = format!("SELECT {COLUMNS}, token_hash FROM push_subscriptions WHERE id = $1");
    let row = with_pool!(db, |pool| {
        sqlx::query_as::<_, WithTokenHash>(&query)
            .bind(id)
            .fetch_optional(pool)
            .await
    })?;
    row.map(|r| Ok((r.row.into_subscription()?, TokenHash::stored(r.token_hash))))
        .transpose()
}

/// What a member changes of a subscription (each the value to keep), and its next reminder.
pub struct Changes<'a> {
    pub time_zone: &'a MemberTimeZone,
    pub slots: &'a [String],
    pub announcements: bool,
    /// The member's language code.
    pub language: &'a str,
    pub next: Option<&'a Reminder>,
}

/// Whether the subscription was still there to change.
pub async fn update_preferences(
    db: &Db,
    id: &str,
    changes: &Changes<'_>,
    now: i64,
) -> sqlx::Result<bool> {
    let slots = json(changes.slots);
    let next = changes.next;
    with_pool!(db, |pool| {
        sqlx::query(
        "UPDATE push_subscriptions SET time_zone = $1, slots = $2, next_due_at = $3, next_day = $4, next_slot = $5, updated_at = $6,
                announcements = $8, language = $9
         WHERE id = $7",
    )
    .bind(&changes.time_zone.name)
    .bind(&slots)
    .bind(next.map(|r| r.at.as_millisecond()))
    .bind(next.map(|r| i64::from(r.day)))
    .bind(next.map(|r| r.key.as_str()))
    .bind(now)
    .bind(id)
    .bind(i64::from(changes.announcements))
    .bind(changes.language)
    .execute(pool)
    .await
    .map(|done| done.rows_affected() > 0)
    })
}

pub async fn delete(db: &Db, id: &str) -> sqlx::Result<bool> {
    let deleted = with_pool!(db, |pool| sqlx::query(
        "DELETE FROM push_subscriptions WHERE id = $1"
    )
    .bind(id)
    .execute(pool)
    .await?
    .rows_affected());
    Ok(deleted > 0)
}

/// Forgets subscriptions whose push service answered 404/410, in one statement.
pub async fn delete_gone(db: &Db, ids: &[&str]) -> sqlx::Result<()> {
    super::for_batch(db, &DELETE_GONE, ids).await
}

const DELETE_GONE: Sql = Sql {
    sqlite: "DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each($1))",
    postgres: "DELETE FROM push_subscriptions WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))",
};

/// Subscriptions with nothing left to send (the programme is over, and no hour of the watch is
/// still to be reminded of) are forgotten.
pub async fn prune_finished(db: &Db) -> sqlx::Result<u64> {
    with_pool!(db, |pool| Ok(sqlx::query(
        "DELETE FROM push_subscriptions WHERE next_due_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM watch_reminders w
                           WHERE w.subscription_id = push_subscriptions.id AND w.done = 0)"
    )
    .execute(pool)
    .await?
    .rows_affected()))
}
