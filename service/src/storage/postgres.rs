//! Opening PostgreSQL: an ordinary pool of several connections, and migrations (sqlx takes an
//! advisory lock, so instances starting together migrate once).

use anyhow::{Context, Result};
use sqlx::postgres::{PgConnectOptions, PgPool};

/// Connections per instance: requests, the outbox writer and worker, and reminder passes.
const MAX_CONNECTIONS: u32 = 16;

pub async fn open(database_url: &str) -> Result<PgPool> {
    let options: PgConnectOptions = database_url
        .parse()
        .context("DATABASE_URL is not a valid postgres: URL")?;
    super::open_migrated(
        MAX_CONNECTIONS,
        options,
        &sqlx::migrate!("./migrations/postgres"),
    )
    .await
}
