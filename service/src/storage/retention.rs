//! Keep nothing longer than needed: what the retention job deletes, and when.

use super::confirmations::CONFIRMATION_TTL_MS;
use super::outbox::DAY_MS;
use super::{Db, with_pool};

/// Delivered rows (only a keyed hash of the mailbox is left) count toward the daily limits for a day.
pub const SENT_KEPT_MS: i64 = DAY_MS;
/// Dead-lettered rows keep their text this long for an operator, then lose it.
pub const DEAD_TEXT_KEPT_MS: i64 = 7 * DAY_MS;
/// A confirmed mailbox stays confirmed for its devices this long (past any programme's end).
pub const CONFIRMED_KEPT_MS: i64 = 400 * DAY_MS;
/// Per-client request counts are kept until their longest window (a day) has ended.
const CLIENT_LIMITS_KEPT_MS: i64 = DAY_MS + 60 * 60 * 1000;

/// How many rows one purge removed or emptied.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Purged {
    pub sent: u64,
    pub unconfirmed: u64,
    pub dead_texts: u64,
    pub confirmations: u64,
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
        sent: run("DELETE FROM outbox WHERE status = 'sent' AND sent_at < $1", now - SENT_KEPT_MS).await?,
        unconfirmed: run(
            "DELETE FROM outbox WHERE status = 'waiting' AND created_at < $1",
            now - CONFIRMATION_TTL_MS,
        )
        .await?,
        dead_texts: run(
            "UPDATE outbox SET payload = NULL WHERE status = 'dead' AND payload IS NOT NULL AND created_at < $1",
            now - DEAD_TEXT_KEPT_MS,
        )
        .await?,
        confirmations: run(
            "DELETE FROM recipient_confirmations WHERE confirmed_at IS NULL AND expires_at < $1",
            now,
        )
        .await?
            + run(
                "DELETE FROM recipient_confirmations WHERE created_at < $1",
                now - CONFIRMED_KEPT_MS,
            )
            .await?,
    };
    run(
        "DELETE FROM client_limits WHERE window_start < $1",
        now - CLIENT_LIMITS_KEPT_MS,
    )
    .await?;
    Ok(purged)
}
