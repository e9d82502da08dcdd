//! Opening PostgreSQL: an ordinary pool of several connections, and migrations (sqlx takes an
//! advisory lock, so instances starting together migrate once).

use std::time::Duration;

use anyhow::{Context, Result};
use sqlx::postgres::{PgPool, PgPoolOptions};

/// Connections per instance: requests, the outbox writer and worker, and reminder passes.
const MAX_CONNECTIONS: u32 = 16;

pub async fn open(database_url: &str) -> Result<PgPool> {
    let pool = PgPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .acquire_timeout(Duration::from_secs(5))
        .connect(database_url)
        .await
        .context("opening the PostgreSQL database")?;
    sqlx::migrate!("./migrations/postgres")
        .run(&pool)
        .await
        .context("migrating the database")?;
    Ok(pool)
}
