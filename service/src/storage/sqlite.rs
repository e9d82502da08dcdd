//! Opening SQLite: one pool (WAL, busy timeout), migrations, and background WAL checkpoints.

use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, Result};
use sqlx::ConnectOptions;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqliteSynchronous,
};

pub async fn open(database_url: &str) -> Result<SqlitePool> {
    connect(options(database_url)?).await
}

/// How often the server copies the write-ahead log into the database ([`checkpoint`]). With
/// `synchronous = NORMAL` a commit is durable against a crash of the process at once, and against
/// power loss once a checkpoint has synced it: so at most this long (plus the sync) is at risk.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// As [`open`], but WAL checkpoints run in the background, so no request waits while the whole
/// log is synced into the database; see [`checkpoint`].
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
    let writers = pool.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(CHECKPOINT_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let conn = match checkpointer.as_mut() {
                Some(conn) => conn,
                None => match options.connect().await {
                    Ok(conn) => checkpointer.insert(conn),
                    Err(err) => {
                        tracing::warn!(error = %err, "WAL checkpoint: could not open the database (retried shortly)");
                        continue;
                    }
                },
            };
            if let Err(err) = checkpoint(conn, &writers).await {
                tracing::warn!(error = %err, "WAL checkpoint failed (retried shortly)");
                checkpointer = None;
            }
        }
    });
    Ok(pool)
}

/// Copies the write-ahead log into the database so the log can start again from its beginning.
///
/// First on a connection of its own, beside the writers (PASSIVE never blocks them): that does
/// the bulk, syncing the log written since the last time. Under steady writes the log has grown
/// again by then, and SQLite restarts it only once every frame is copied, so it would grow without
/// end, and every append would need new disk blocks, which wait on the sync. So the frames written
/// meanwhile (a few milliseconds' worth) are copied on the writers' own (single) connection, while
/// no one writes; the next write then restarts the log over blocks it already has.
async fn checkpoint(conn: &mut SqliteConnection, writers: &SqlitePool) -> sqlx::Result<()> {
    const PASSIVE: &str = "PRAGMA wal_checkpoint(PASSIVE)";
    sqlx::query(PASSIVE).execute(conn).await?;
    // Nothing to copy (idle) costs no sync.
    super::on_write_connection!(writers, |conn| sqlx::query(PASSIVE)
        .execute(conn)
        .await
        .map(|_| ()))
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
    super::open_migrated(1, options, &sqlx::migrate!("./migrations/sqlite")).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under writes that never pause, the log still starts again from its beginning after each
    /// checkpoint instead of growing with every commit.
    #[tokio::test]
    async fn the_log_stays_small_under_steady_writes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("steady.db");
        let pool = open_for_server(&format!("sqlite://{}", path.display()))
            .await
            .unwrap();
        let wal = dir.path().join("steady.db-wal");
        let started = std::time::Instant::now();
        let (mut commits, mut largest) = (0u64, 0u64);
        while started.elapsed() < CHECKPOINT_EVERY * 12 {
            for _ in 0..50 {
                sqlx::query("INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at")
                    .bind(commits as i64)
                    .execute(&pool)
                    .await
                    .unwrap();
                commits += 1;
            }
            largest = largest.max(std::fs::metadata(&wal).unwrap().len());
        }
        // Each commit appends at least one frame (a page and its header). A log never restarted
        // holds all of it; restarted after each of the 12 checkpoints, about a twelfth (a quarter
        // or more on a loaded machine, where checkpoints come late: half is the line).
        let logged = commits * (4096 + 24);
        assert!(
            largest < logged / 2,
            "the log reached {largest} bytes of the {logged} written by {commits} commits"
        );
    }
}
