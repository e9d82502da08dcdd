//! SQLite storage: one pool (WAL, busy timeout), migrations at start-up, and one module per table.

pub mod outbox;
pub mod outbox_queue;
pub mod push_subscriptions;

use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, Result};
use sqlx::ConnectOptions;
use sqlx::sqlite::SqliteConnection;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

pub async fn open(database_url: &str) -> Result<SqlitePool> {
    connect(options(database_url)?).await
}

/// The server's database: as [`open`], but WAL checkpoints run every second on a connection of
/// their own (PASSIVE: they never block a writer), so no request waits while one syncs the file.
pub async fn open_for_server(database_url: &str) -> Result<SqlitePool> {
    let options = options(database_url)?;
    let pool = connect(options.clone().pragma("wal_autocheckpoint", "0")).await?;
    // Opened now so a bad URL fails start-up; after an error it is reopened on the next tick (a
    // connection opened while the disk was read-only would otherwise keep it so for the process).
    let mut checkpointer = Some(
        options
            .connect()
            .await
            .context("opening the database for checkpoints")?,
    );
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(1));
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let conn = match checkpointer.as_mut() {
                Some(conn) => conn,
                None => match options.connect().await {
                    Ok(conn) => checkpointer.insert(conn),
                    Err(err) => {
                        tracing::warn!(error = %err, "WAL checkpoint: could not open the database (retried in a second)");
                        continue;
                    }
                },
            };
            if let Err(err) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(conn)
                .await
            {
                tracing::warn!(error = %err, "WAL checkpoint failed (retried in a second)");
                checkpointer = None;
            }
        }
    });
    Ok(pool)
}

fn options(database_url: &str) -> Result<SqliteConnectOptions> {
    Ok(SqliteConnectOptions::from_str(database_url)
        .with_context(|| "DATABASE_URL is not a valid sqlite: URL".to_string())?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(Duration::from_secs(5))
        .foreign_keys(true))
}

async fn connect(options: SqliteConnectOptions) -> Result<SqlitePool> {
    // One connection: SQLite takes one writer at a time anyway, and queuing in the pool (FIFO,
    // no sleeping) keeps tail latency low where competing connections would spin on busy_timeout.
    // Every statement is short and no connection is held across a network call.
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(options)
        .await
        .context("opening the database")?;
    sqlx::migrate!("./migrations")
        .run(&pool)
        .await
        .context("migrating the database")?;
    Ok(pool)
}

/// Runs writes on a connection of their own, closed after an error instead of going back to the
/// pool (which opens a fresh one). On a full or read-only disk SQLite rolls a failed transaction
/// back by itself while sqlx still counts it as open, so every later `BEGIN` on that connection
/// would fail; and a connection opened while the disk was read-only stays read-only.
pub async fn on_write_connection<T>(
    pool: &SqlitePool,
    work: impl AsyncFnOnce(&mut SqliteConnection) -> sqlx::Result<T>,
) -> sqlx::Result<T> {
    let mut conn = pool.acquire().await?;
    let result = work(&mut conn).await;
    if result.is_err() {
        conn.close_on_drop();
    }
    result
}

/// Proves the database accepts writes (readiness).
pub async fn heartbeat(pool: &SqlitePool, now_ms: i64) -> sqlx::Result<()> {
    on_write_connection(pool, async |conn| {
        sqlx::query("INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at")
            .bind(now_ms)
            .execute(conn)
            .await
            .map(|_| ())
    })
    .await
}

/// Milliseconds since the Unix epoch, the unit every timestamp column uses.
pub fn now_ms() -> i64 {
    jiff::Timestamp::now().as_millisecond()
}
