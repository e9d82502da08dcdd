//! Keep nothing longer than needed: what the retention job deletes, and when.

use super::outbox::DAY_MS;
use super::{Db, with_pool};

/// Delivered rows (only a keyed hash of the mailbox is left) count toward the daily limits for a day.
pub const SENT_KEPT_MS: i64 = DAY_MS;
/// Dead-lettered rows (their address, text and link already stripped when they died) keep their
/// error this long for an operator, then go.
pub const DEAD_KEPT_MS: i64 = 7 * DAY_MS;
/// Per-client request counts are kept until their longest window (a day) has ended.
const CLIENT_LIMITS_KEPT_MS: i64 = DAY_MS + 60 * 60 * 1000;

/// How many rows one purge removed or emptied.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Purged {
    pub sent: u64,
    pub dead: u64,
    /// Requests never confirmed within their 48 hours, and confirmations past their end.
    pub confirmations: u64,
    /// Administrators' spent or expired sign-ins and sessions, and old audit lines.
    pub admin: u64,
    /// Past days' client budgets and the keys their clients were hashed with.
    pub budgets: u64,
    /// Guides by e-mail (and their addresses) past the fast's end plus 7 days.
    pub guides: u64,
}

pub async fn purge(db: &Db, now: i64) -> sqlx::Result<Purged> {
    let run = |sql: &'static str, before: i64| async move {
        with_pool!(db, |pool| sqlx::query(sql)
            .bind(before)
            .execute(pool)
            .await
            .map(|r| r.rows_affected()))
    };
    let purged = Purged {
        sent: run(
            "DELETE FROM outbox WHERE status = 'sent' AND sent_at < $1",
            now - SENT_KEPT_MS,
        )
        .await?,
        dead: run(
            "DELETE FROM outbox WHERE status = 'dead' AND created_at < $1",
            now - DEAD_KEPT_MS,
        )
        .await?,
        // A request's `expires_at` is its 48 hours; a confirmation's, the programme's end and grace.
        confirmations: run(
            "DELETE FROM recipient_confirmations WHERE expires_at < $1",
            now,
        )
        .await?,
        admin: super::admin::purge(db, now).await?,
        budgets: super::client_budgets::purge_before(db, super::client_budgets::day_of(now))
            .await?,
        guides: super::guide_mail::purge(db, now).await?,
    };
    run(
        "DELETE FROM client_limits WHERE window_start < $1",
        now - CLIENT_LIMITS_KEPT_MS,
    )
    .await?;
    Ok(purged)
}
