//! Storage: SQLite (the default; one instance) or PostgreSQL (any number of instances sharing one
//! database), chosen by `DATABASE_URL`. One module per table with one API for both engines: where
//! their SQL differs a statement is written twice, side by side ([`Sql`]), and the Rust around it once.

pub mod admin;
pub mod announcement_deliveries;
pub mod announcements;
pub mod client_budgets;
pub mod client_limits;
pub mod confirmations;
pub mod guide_mail;
pub mod outbox;
pub mod outbox_queue;
mod postgres;
pub mod prayer_wall;
pub mod push_subscriptions;
pub mod recordings;
pub mod reminder_claims;
pub mod retention;
pub mod service_keys;
pub mod snoozes;
mod sqlite;
pub mod tally;
pub mod watch;
pub mod watch_reminders;

use anyhow::Result;
use sqlx::{PgPool, SqlitePool};

use crate::configuration::is_postgres_url;

/// An open database: a pool of the engine `DATABASE_URL` names.
#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// One statement in each engine's dialect.
pub(crate) struct Sql {
    pub sqlite: &'static str,
    pub postgres: &'static str,
}

/// Opens a transaction that will write: SQLite takes its write lock at once, so what the
/// transaction reads stays true until it commits (and a second process waits its turn).
pub(crate) const BEGIN_WRITE: Sql = Sql {
    sqlite: "BEGIN IMMEDIATE",
    postgres: "BEGIN",
};

/// Runs `$body` with `$pool` bound to the database's pool: the same code, typed for each engine.
macro_rules! with_pool {
    ($db:expr, |$pool:ident| $body:expr) => {
        match $db {
            $crate::storage::Db::Sqlite($pool) => $body,
            $crate::storage::Db::Postgres($pool) => $body,
        }
    };
}
pub(crate) use with_pool;

/// Runs `$body` (a write, which may use `?`) on a pool connection of its own, `$conn`, closed
/// after an error instead of going back to the pool (which opens a fresh one). On a full or
/// read-only disk SQLite rolls a failed transaction back by itself while sqlx still counts it as
/// open, so every later `BEGIN` on that connection would fail; and a SQLite connection opened
/// while the disk was read-only stays read-only.
macro_rules! on_write_connection {
    ($pool:expr, |$conn:ident| $body:expr) => {{
        let mut held = $pool.acquire().await?;
        let result = async {
            let $conn = &mut *held;
            $body
        }
        .await;
        if result.is_err() {
            held.close_on_drop();
        }
        result
    }};
}
pub(crate) use on_write_connection;

/// Runs `$body` (a block that may use `?` and ends in `Ok(value)`) in a write transaction `$tx`
/// on a write connection of its own ([`on_write_connection`]), committed when it succeeds.
macro_rules! in_write_transaction {
    ($db:expr, |$tx:ident| $body:expr) => {
        $crate::storage::with_pool!($db, |pool| $crate::storage::on_write_connection!(
            pool,
            |conn| {
                let mut $tx = conn
                    .begin_with($db.sql(&$crate::storage::BEGIN_WRITE))
                    .await?;
                let value: sqlx::Result<_> = $body;
                let value = value?;
                $tx.commit().await?;
                Ok(value)
            }
        ))
    };
}
pub(crate) use in_write_transaction;

/// Binds a claim statement's parameters to `$query`: `$1` now, `$2` the lease's end, `$3` the
/// pass, `$4` the batch's size and `$5` the push services to skip (a JSON array).
macro_rules! bind_claim {
    ($query:expr, $at:expr, $skip_hosts:expr) => {
        $query
            .bind($at.now)
            .bind($at.lease_until)
            .bind($at.pass)
            .bind(i64::from($at.limit))
            .bind($skip_hosts)
    };
}
pub(crate) use bind_claim;

/// Runs statement `$sql` with its parameters ($1, $2, … in order) on either engine, or within
/// transaction `$tx` (`in tx`): the number of rows it changed.
macro_rules! rows_changed {
    (in $tx:ident, $sql:expr, ($($param:expr),+ $(,)?) $(,)?) => {
        sqlx::query($sql)
            $(.bind($param))+
            .execute(&mut *$tx)
            .await
            .map(|done| done.rows_affected())
    };
    ($db:expr, $sql:expr, ($($param:expr),+ $(,)?) $(,)?) => {
        $crate::storage::with_pool!($db, |pool| sqlx::query($sql)
            $(.bind($param))+
            .execute(pool)
            .await
            .map(|done| done.rows_affected()))
    };
}
pub(crate) use rows_changed;

/// The one row `sql` (whose only parameter is `$1`) finds for `id`, on either engine.
pub(crate) async fn one_by_id<T>(db: &Db, sql: &str, id: &str) -> sqlx::Result<Option<T>>
where
    T: Send
        + Unpin
        + for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow>
        + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>,
{
    with_pool!(db, |pool| sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(pool)
        .await)
}

impl Db {
    /// The statement as this database's engine speaks it.
    pub(crate) fn sql(&self, sql: &Sql) -> &'static str {
        match self {
            Db::Sqlite(_) => sql.sqlite,
            Db::Postgres(_) => sql.postgres,
        }
    }

    pub async fn close(&self) {
        with_pool!(self, |pool| pool.close().await)
    }
}

/// Opens and migrates the database (the CLI and tools).
pub async fn open(database_url: &str) -> Result<Db> {
    if is_postgres_url(database_url) {
        postgres::open(database_url).await.map(Db::Postgres)
    } else {
        sqlite::open(database_url).await.map(Db::Sqlite)
    }
}

/// The server's database: as [`open`], with SQLite's WAL checkpoints moved to the background.
pub async fn open_for_server(database_url: &str) -> Result<Db> {
    if is_postgres_url(database_url) {
        postgres::open(database_url).await.map(Db::Postgres)
    } else {
        sqlite::open_for_server(database_url).await.map(Db::Sqlite)
    }
}

/// Proves the database accepts writes (readiness).
pub async fn heartbeat(db: &Db, now_ms: i64) -> sqlx::Result<()> {
    with_pool!(db, |pool| on_write_connection!(pool, |conn| {
        sqlx::query(
            "INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
        )
        .bind(now_ms)
        .execute(conn)
        .await
        .map(|_| ())
    }))
}

/// Opens a pool of at most `max` connections and brings its schema up to date.
async fn open_migrated<DB>(
    max: u32,
    options: <DB::Connection as sqlx::Connection>::Options,
    migrator: &sqlx::migrate::Migrator,
) -> Result<sqlx::Pool<DB>>
where
    DB: sqlx::Database,
    DB::Connection: sqlx::migrate::Migrate,
{
    use anyhow::Context;
    let pool = sqlx::pool::PoolOptions::<DB>::new()
        .max_connections(max)
        .acquire_timeout(std::time::Duration::from_secs(5))
        .connect_with(options)
        .await
        .context("opening the database")?;
    migrator
        .run(&pool)
        .await
        .context("migrating the database")?;
    Ok(pool)
}

/// Milliseconds since the Unix epoch, the unit every timestamp column uses.
pub fn now_ms() -> i64 {
    jiff::Timestamp::now().as_millisecond()
}

/// What a claim is made as of: due by `now`, leased to `pass` until `lease_until`, none whose
/// endpoint is on one of `skip_hosts` (push service origins, e.g. `https://push.example`).
pub struct ClaimAt<'a> {
    pub now: i64,
    pub lease_until: i64,
    pub pass: &'a str,
    pub skip_hosts: &'a [String],
    pub limit: u32,
}

/// A list as the JSON text that batch statements read (`json_each`, `jsonb_to_recordset`).
pub(crate) fn json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serialises")
}

/// Runs a lease renewal `sql`: every claim of pass `$1` held until `$2`.
pub(crate) async fn renew_leases(
    db: &Db,
    sql: &Sql,
    pass: &str,
    lease_until: i64,
) -> sqlx::Result<()> {
    with_pool!(db, |pool| sqlx::query(db.sql(sql))
        .bind(pass)
        .bind(lease_until)
        .execute(pool)
        .await
        .map(|_| ()))
}

/// Runs `sql` once for a whole batch, passed as its one JSON parameter; an empty batch is no work.
pub(crate) async fn for_batch<T: serde::Serialize>(
    db: &Db,
    sql: &Sql,
    batch: &[T],
) -> sqlx::Result<()> {
    if batch.is_empty() {
        return Ok(());
    }
    with_pool!(db, |pool| sqlx::query(db.sql(sql))
        .bind(json(batch))
        .execute(pool)
        .await
        .map(|_| ()))
}
