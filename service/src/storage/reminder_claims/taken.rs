//! Claims taken to be sent (again): what a pass claimed and did not answer, and their renewal.

use super::DueReminder;
use crate::domain::Subscription;
use crate::storage::push_subscriptions::get;
use crate::storage::{ClaimAt, Db, Sql, with_pool};

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
pub(in crate::storage) async fn with_subscriptions(
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

/// Extends every claim `pass` still holds to `lease_until`. It never waits for a row: one the
/// pass is settling at that moment (PostgreSQL has it locked) needs no renewal, and waiting
/// for it could deadlock with that settling statement.
pub async fn renew(db: &Db, pass: &str, lease_until: i64) -> sqlx::Result<()> {
    crate::storage::renew_leases(db, &RENEW, pass, lease_until).await
}

const RENEW: Sql = Sql {
    sqlite: "UPDATE push_deliveries SET lease_until = $2 WHERE claimed_by = $1 AND status = 'sending'",
    postgres: "UPDATE push_deliveries SET lease_until = $2
               WHERE (subscription_id, day, slot) IN (
                   SELECT subscription_id, day, slot FROM push_deliveries
                   WHERE claimed_by = $1 AND status = 'sending' FOR UPDATE SKIP LOCKED)",
};

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
