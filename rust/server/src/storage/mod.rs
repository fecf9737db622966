//! Persistence: the pool, its migrations and the error type. Each resource's queries live
//! next to its routes (`devices::storage`, `rooms::storage`, `rooms::seek_storage`,
//! `games::storage`, `notify::storage`), as more `impl Storage` blocks.
//!
//! Every statement here is portable SQL with `$1`-style parameters, run unchanged by either
//! back end ([`Pool`]: SQLite or PostgreSQL); only the migration files differ per backend.
//! Games are never stored as state, only as their config and move log, and are rebuilt by
//! replay.

use std::str::FromStr;

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum StorageError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("unsupported database URL {0:?}: use sqlite://PATH or postgres://…")]
    UnsupportedUrl(String),
    #[error("a concurrent writer got there first")]
    Conflict,
    /// A row with the same unique key exists: not a lost race on a version, so never retried
    /// as one unless the caller knows the key was fresh (random ids, seat numbers).
    #[error("a row with this key exists already")]
    Duplicate,
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
}

impl StorageError {
    pub(crate) fn from_write(e: sqlx::Error) -> StorageError {
        match &e {
            sqlx::Error::Database(db) if db.is_unique_violation() => StorageError::Duplicate,
            // SQLite: another connection holds the write lock (SQLITE_BUSY and its extended
            // codes): the caller retries like any lost race.
            sqlx::Error::Database(db)
                if db
                    .code()
                    .is_some_and(|c| c == "5" || c == "517" || c == "261") =>
            {
                StorageError::Conflict
            }
            _ => StorageError::Db(e),
        }
    }

    /// For writes whose keys say who got there first (a seat, a fresh random id): a
    /// duplicate is a lost race.
    pub(crate) fn duplicate_is_conflict(self) -> StorageError {
        match self {
            StorageError::Duplicate => StorageError::Conflict,
            e => e,
        }
    }
}

/// Migrations per backend, by version (the number their file's name starts with), applied in
/// that order; `schema_migrations` records which have run.
const SQLITE_MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/sqlite/0001_init.sql")),
    (2, include_str!("../../migrations/sqlite/0002_seeks.sql")),
    (3, include_str!("../../migrations/sqlite/0003_turns.sql")),
    (
        4,
        include_str!("../../migrations/sqlite/0004_notifications.sql"),
    ),
    (
        5,
        include_str!("../../migrations/sqlite/0005_quick_minutes.sql"),
    ),
    (6, include_str!("../../migrations/sqlite/0006_watchers.sql")),
    (
        7,
        include_str!("../../migrations/sqlite/0007_sweep_claims.sql"),
    ),
    (
        8,
        include_str!("../../migrations/sqlite/0008_move_authors.sql"),
    ),
    (
        9,
        include_str!("../../migrations/sqlite/0009_open_rooms.sql"),
    ),
    (
        10,
        include_str!("../../migrations/sqlite/0010_push_language.sql"),
    ),
    (11, include_str!("../../migrations/sqlite/0011_ratings.sql")),
    (12, include_str!("../../migrations/sqlite/0012_social.sql")),
    (13, include_str!("../../migrations/sqlite/0013_players.sql")),
    (
        14,
        include_str!("../../migrations/sqlite/0014_rematch_vacation.sql"),
    ),
    (15, include_str!("../../migrations/sqlite/0015_tycoon.sql")),
];
const POSTGRES_MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/postgres/0001_init.sql")),
    (2, include_str!("../../migrations/postgres/0002_seeks.sql")),
    (3, include_str!("../../migrations/postgres/0003_turns.sql")),
    (
        4,
        include_str!("../../migrations/postgres/0004_notifications.sql"),
    ),
    (
        5,
        include_str!("../../migrations/postgres/0005_quick_minutes.sql"),
    ),
    (
        6,
        include_str!("../../migrations/postgres/0006_watchers.sql"),
    ),
    (
        7,
        include_str!("../../migrations/postgres/0007_sweep_claims.sql"),
    ),
    (
        8,
        include_str!("../../migrations/postgres/0008_move_authors.sql"),
    ),
    (
        9,
        include_str!("../../migrations/postgres/0009_open_rooms.sql"),
    ),
    (
        10,
        include_str!("../../migrations/postgres/0010_push_language.sql"),
    ),
    (
        11,
        include_str!("../../migrations/postgres/0011_ratings.sql"),
    ),
    (
        12,
        include_str!("../../migrations/postgres/0012_social.sql"),
    ),
    (
        13,
        include_str!("../../migrations/postgres/0013_players.sql"),
    ),
    (
        14,
        include_str!("../../migrations/postgres/0014_rematch_vacation.sql"),
    ),
    (
        15,
        include_str!("../../migrations/postgres/0015_tycoon.sql"),
    ),
];

/// Arbitrary key of the PostgreSQL advisory lock that serialises migrations between instances.
const MIGRATION_LOCK: i64 = 0x5_1060;

/// The back end. Every query is written once and run on either pool through [`with_pool!`],
/// which expands the same statement text for each concrete pool type.
#[derive(Clone)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

#[derive(Clone)]
pub struct Storage {
    pub(crate) pool: Pool,
    /// SQLite lets one connection write at a time, and its busy handler waits for the lock in
    /// growing sleeps: queueing this process's writers here instead keeps the latency tail
    /// short (one server per SQLite file; PostgreSQL is the way to scale out).
    pub(crate) sqlite_writer: std::sync::Arc<tokio::sync::Mutex<()>>,
}

/// Run `$body` with `$pool` bound to the concrete pool (`&SqlitePool` or `&PgPool`).
macro_rules! with_pool {
    ($self:expr, |$pool:ident| $body:expr) => {
        match &$self.pool {
            $crate::storage::Pool::Sqlite($pool) => $body,
            $crate::storage::Pool::Postgres($pool) => $body,
        }
    };
}

pub(crate) use with_pool;

/// [`with_pool!`] for statements that write: on SQLite, one writer of this process at a time.
macro_rules! with_writer {
    ($self:expr, |$pool:ident| $body:expr) => {{
        let _writer = match &$self.pool {
            $crate::storage::Pool::Sqlite(_) => Some($self.sqlite_writer.lock().await),
            $crate::storage::Pool::Postgres(_) => None,
        };
        $crate::storage::with_pool!($self, |$pool| $body)
    }};
}

/// Run the pending `$migrations` on `$conn` in one transaction (`$lock`: take PostgreSQL's
/// advisory lock first; `$check_fks`: SQLite's `foreign_key_check` must find nothing).
macro_rules! migrate_on {
    ($conn:expr, $migrations:expr, $lock:expr, $backend:expr, $check_fks:expr) => {{
        async {
            let mut tx = sqlx::Connection::begin($conn).await?;
            if $lock {
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(MIGRATION_LOCK)
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)",
            )
            .execute(&mut *tx)
            .await?;
            for &(version, sql) in $migrations.iter() {
                let done: Option<i64> =
                    sqlx::query_scalar("SELECT version FROM schema_migrations WHERE version = $1")
                        .bind(version)
                        .fetch_optional(&mut *tx)
                        .await?;
                if done.is_some() {
                    continue;
                }
                sqlx::raw_sql(sql).execute(&mut *tx).await?;
                sqlx::query("INSERT INTO schema_migrations (version) VALUES ($1)")
                    .bind(version)
                    .execute(&mut *tx)
                    .await?;
                tracing::info!(version, backend = $backend, "applied migration");
            }
            if $check_fks {
                let broken = sqlx::raw_sql("PRAGMA foreign_key_check")
                    .fetch_all(&mut *tx)
                    .await?;
                if !broken.is_empty() {
                    return Err(StorageError::Corrupt(format!(
                        "{} rows break a foreign key after the migrations",
                        broken.len()
                    )));
                }
            }
            tx.commit().await?;
            Ok::<(), StorageError>(())
        }
        .await
    }};
}

impl Storage {
    /// Open the database at `url` and run the migrations: `postgres://…` (or `postgresql://…`)
    /// for PostgreSQL, `sqlite://PATH` or a bare path for SQLite (created if missing).
    pub async fn open(url: &str) -> Result<Storage, StorageError> {
        let pool = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Pool::Postgres(PgPoolOptions::new().max_connections(8).connect(url).await?)
        } else {
            let url = if url.starts_with("sqlite:") {
                url.to_string()
            } else if url.contains("://") {
                return Err(StorageError::UnsupportedUrl(url.to_string()));
            } else {
                format!("sqlite://{url}")
            };
            let options = SqliteConnectOptions::from_str(&url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .foreign_keys(true)
                .busy_timeout(std::time::Duration::from_secs(5));
            Pool::Sqlite(
                SqlitePoolOptions::new()
                    .max_connections(8)
                    .connect_with(options)
                    .await?,
            )
        };
        let storage = Storage {
            pool,
            sqlite_writer: Default::default(),
        };
        storage.migrate().await?;
        Ok(storage)
    }

    /// Which back end this is: "sqlite" or "postgres".
    pub fn backend(&self) -> &'static str {
        match self.pool {
            Pool::Sqlite(_) => "sqlite",
            Pool::Postgres(_) => "postgres",
        }
    }

    /// Apply the pending migrations in one transaction. On PostgreSQL an advisory lock makes
    /// instances starting together take turns. On SQLite the foreign keys are off while they
    /// run (a migration that rebuilds a table others refer to needs that: SQLite's own
    /// procedure for altering tables) and checked before the commit.
    async fn migrate(&self) -> Result<(), StorageError> {
        let mut migrations = match self.pool {
            Pool::Sqlite(_) => SQLITE_MIGRATIONS.to_vec(),
            Pool::Postgres(_) => POSTGRES_MIGRATIONS.to_vec(),
        };
        migrations.sort_by_key(|&(version, _)| version);
        match &self.pool {
            Pool::Sqlite(pool) => {
                let _writer = self.sqlite_writer.lock().await;
                let mut conn = pool.acquire().await?;
                sqlx::raw_sql("PRAGMA foreign_keys = OFF")
                    .execute(&mut *conn)
                    .await?;
                let applied = migrate_on!(&mut *conn, &migrations, false, self.backend(), true);
                // Back on before the connection returns to the pool, whatever happened.
                sqlx::raw_sql("PRAGMA foreign_keys = ON")
                    .execute(&mut *conn)
                    .await?;
                applied
            }
            Pool::Postgres(pool) => {
                let mut conn = pool.acquire().await?;
                migrate_on!(&mut *conn, &migrations, true, self.backend(), false)
            }
        }
    }

    pub async fn ping(&self) -> Result<(), StorageError> {
        with_pool!(self, |pool| {
            sqlx::query("SELECT 1").execute(pool).await?;
            Ok(())
        })
    }
}

pub(crate) use with_writer;
