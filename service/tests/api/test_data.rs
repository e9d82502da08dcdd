//! Where a test app keeps its state: a data directory, and a database — a SQLite file in that
//! directory, or, for a test run on PostgreSQL ([`on_both_engines!`](crate::on_both_engines)),
//! a database of its own on the suite's throwaway server, created fresh and dropped with it.
//! Tests read and change the tables through it, as an operator would, in SQL both engines speak.

use std::path::Path;
use std::sync::Arc;

use prayer_fast::storage::{self, Db};
use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{Connection, FromRow, PgConnection, SqliteConnection};
use tokio::sync::OnceCell;

/// The database engine a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

tokio::task_local! {
    /// The engine of the test running on this task; SQLite when unset.
    static ENGINE: Engine;
}

/// Runs a test's body with every [`TestData`] it makes on `engine`.
pub async fn on_engine<F: std::future::Future>(engine: Engine, body: F) -> F::Output {
    ENGINE.scope(engine, body).await
}

/// The suite's PostgreSQL server when this test runs on PostgreSQL.
fn postgres_server() -> Option<String> {
    let engine = ENGINE.try_with(|engine| *engine).unwrap_or(Engine::Sqlite);
    (engine == Engine::Postgres).then(|| crate::support_postgres::server_url().to_string())
}

/// A row type both engines can decode (tuples of i64, String, Option…).
pub trait AnyRow:
    Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>
{
}
impl<T> AnyRow for T where
    T: Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>
{
}

pub struct TestData {
    dir: tempfile::TempDir,
    /// The database's name on the `TEST_DATABASE_URL` server, and its URL.
    postgres: Option<(String, String)>,
    db: OnceCell<Db>,
}

impl TestData {
    pub async fn new() -> Arc<Self> {
        let postgres = match postgres_server() {
            Some(server) => Some(create_database(&server).await),
            None => None,
        };
        Arc::new(TestData {
            dir: tempfile::tempdir().unwrap(),
            postgres,
            db: OnceCell::new(),
        })
    }

    /// A fresh data directory and database, and a pool of its own on it (storage tests).
    pub async fn new_with_db() -> (Arc<Self>, Db) {
        let data = Self::new().await;
        let db = data.db().await.clone();
        (data, db)
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// `DATABASE_URL` for the app: `None` leaves it at its default, the SQLite file in DATA_DIR.
    pub fn postgres_url(&self) -> Option<&str> {
        self.postgres.as_ref().map(|(_, url)| url.as_str())
    }

    pub fn database_url(&self) -> String {
        match self.postgres_url() {
            Some(url) => url.to_string(),
            None => format!("sqlite://{}", self.path().join("prayer-fast.db").display()),
        }
    }

    /// A pool of its own on the database (opened once, migrated like the app's).
    pub async fn db(&self) -> &Db {
        self.db
            .get_or_init(|| async { storage::open(&self.database_url()).await.unwrap() })
            .await
    }

    pub async fn fetch_all<T: AnyRow>(&self, sql: &str) -> Vec<T> {
        match self.db().await {
            Db::Sqlite(pool) => sqlx::query_as(sql).fetch_all(pool).await,
            Db::Postgres(pool) => sqlx::query_as(sql).fetch_all(pool).await,
        }
        .unwrap_or_else(|err| panic!("{sql}: {err}"))
    }

    /// The first column of the one row `sql` returns.
    pub async fn scalar<T>(&self, sql: &str) -> T
    where
        (T,): AnyRow,
    {
        let mut rows = self.fetch_all::<(T,)>(sql).await;
        assert_eq!(rows.len(), 1, "{sql}: one row");
        rows.remove(0).0
    }

    pub async fn execute(&self, sql: &str) {
        match self.db().await {
            Db::Sqlite(pool) => sqlx::query(sql).execute(pool).await.map(|_| ()),
            Db::Postgres(pool) => sqlx::query(sql).execute(pool).await.map(|_| ()),
        }
        .unwrap_or_else(|err| panic!("{sql}: {err}"))
    }

    /// Another client holds a lock that keeps every writer out until [`WriteBlock::release`].
    pub async fn block_writes(&self) -> WriteBlock {
        let url = self.database_url();
        if self.postgres.is_some() {
            let mut conn = PgConnection::connect(&url).await.unwrap();
            sqlx::query("BEGIN").execute(&mut conn).await.unwrap();
            sqlx::query("LOCK TABLE heartbeat, outbox IN ACCESS EXCLUSIVE MODE")
                .execute(&mut conn)
                .await
                .unwrap();
            WriteBlock::Postgres(conn)
        } else {
            let mut conn = SqliteConnection::connect(&url).await.unwrap();
            sqlx::query("BEGIN EXCLUSIVE")
                .execute(&mut conn)
                .await
                .unwrap();
            WriteBlock::Sqlite(conn)
        }
    }
}

pub enum WriteBlock {
    Sqlite(SqliteConnection),
    Postgres(PgConnection),
}

impl WriteBlock {
    pub async fn release(self) {
        match self {
            WriteBlock::Sqlite(mut conn) => {
                sqlx::query("ROLLBACK").execute(&mut conn).await.map(|_| ())
            }
            WriteBlock::Postgres(mut conn) => {
                sqlx::query("ROLLBACK").execute(&mut conn).await.map(|_| ())
            }
        }
        .unwrap();
    }
}

/// A new, empty database on the server; returns its name and URL.
async fn create_database(server: &str) -> (String, String) {
    let name = format!("prayer_fast_test_{}", uuid::Uuid::new_v4().simple());
    let mut admin = PgConnection::connect(server).await.unwrap_or_else(|err| {
        panic!("the test PostgreSQL server: cannot connect to {server}: {err}")
    });
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    admin.close().await.unwrap();
    let mut url = url::Url::parse(server).unwrap();
    url.set_path(&name);
    (name, url.to_string())
}

impl Drop for TestData {
    fn drop(&mut self) {
        let Some((name, _)) = &self.postgres else {
            return;
        };
        let server = crate::support_postgres::server_url();
        let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
        // On a thread of its own: drop cannot wait, and runs inside the test's runtime.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                let mut admin = PgConnection::connect(server).await?;
                sqlx::query(&sql).execute(&mut admin).await?;
                admin.close().await
            })
        })
        .join();
        if let Ok(Err(err)) = dropped {
            eprintln!("could not drop test database {name}: {err}");
        }
    }
}
