//! SQLite storage: one pool (WAL, busy timeout), migrations at start-up, and one module per table.

pub mod outbox;
pub mod push_subscriptions;

use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, Result};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};

pub async fn open(database_url: &str) -> Result<SqlitePool> {
    let options = SqliteConnectOptions::from_str(database_url)
        .with_context(|| "DATABASE_URL is not a valid sqlite: URL".to_string())?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(Duration::from_secs(5))
        .foreign_keys(true);
    // One connection: SQLite takes one writer at a time anyway, and queuing in the pool (FIFO,
    // no sleeping) keeps tail latency low where competing connections would spin on busy_timeout.
    // Every statement is short and no connection is held across a network call.
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(options)
        .await
        .context("opening the database")?;
    sqlx::migrate!("./migrations").run(&pool).await.context("migrating the database")?;
    Ok(pool)
}

/// Proves the database accepts writes (readiness).
pub async fn heartbeat(pool: &SqlitePool, now_ms: i64) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at")
        .bind(now_ms)
        .execute(pool)
        .await
        .map(|_| ())
}

/// Milliseconds since the Unix epoch, the unit every timestamp column uses.
pub fn now_ms() -> i64 {
    jiff::Timestamp::now().as_millisecond()
}
