//! Opening SQLite: one pool (WAL, busy timeout), migrations, and background WAL checkpoints.

use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, Result};
use sqlx::ConnectOptions;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

pub async fn open(database_url: &str) -> Result<SqlitePool> {
    connect(options(database_url)?).await
}

/// As [`open`], but WAL checkpoints run every second on a connection of their own (PASSIVE:
/// they never block a writer), so no request waits while one syncs the file.
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
    sqlx::migrate!("./migrations/sqlite")
        .run(&pool)
        .await
        .context("migrating the database")?;
    Ok(pool)
}
