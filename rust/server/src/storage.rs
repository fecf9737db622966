//! Persistence: devices, rooms, seats and the append-only move log.
//!
//! Every statement here is portable SQL with `$1`-style parameters, run unchanged by either
//! back end ([`Pool`]: SQLite or PostgreSQL); only the migration files differ per backend.
//! Games are never stored as state, only as their config and move log, and are rebuilt by
//! replay.

use std::str::FromStr;

use slovo_api::{NotificationKind, PushPlatform};
use slovo_i18n::UiLang;
use sqlx::Row;

use crate::notify::NewNotification;
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
    fn from_write(e: sqlx::Error) -> StorageError {
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
    fn duplicate_is_conflict(self) -> StorageError {
        match self {
            StorageError::Duplicate => StorageError::Conflict,
            e => e,
        }
    }
}

/// Migrations per backend, applied in order (version = position + 1); `schema_migrations`
/// records which have run.
const SQLITE_MIGRATIONS: &[&str] = &[
    include_str!("../migrations/sqlite/0001_init.sql"),
    include_str!("../migrations/sqlite/0002_seeks.sql"),
    include_str!("../migrations/sqlite/0003_turns.sql"),
    include_str!("../migrations/sqlite/0004_notifications.sql"),
    include_str!("../migrations/sqlite/0005_quick_minutes.sql"),
    include_str!("../migrations/sqlite/0006_watchers.sql"),
    include_str!("../migrations/sqlite/0007_sweep_claims.sql"),
    include_str!("../migrations/sqlite/0008_move_authors.sql"),
    include_str!("../migrations/sqlite/0009_open_rooms.sql"),
    include_str!("../migrations/sqlite/0010_push_language.sql"),
];
const POSTGRES_MIGRATIONS: &[&str] = &[
    include_str!("../migrations/postgres/0001_init.sql"),
    include_str!("../migrations/postgres/0002_seeks.sql"),
    include_str!("../migrations/postgres/0003_turns.sql"),
    include_str!("../migrations/postgres/0004_notifications.sql"),
    include_str!("../migrations/postgres/0005_quick_minutes.sql"),
    include_str!("../migrations/postgres/0006_watchers.sql"),
    include_str!("../migrations/postgres/0007_sweep_claims.sql"),
    include_str!("../migrations/postgres/0008_move_authors.sql"),
    include_str!("../migrations/postgres/0009_open_rooms.sql"),
    include_str!("../migrations/postgres/0010_push_language.sql"),
];

/// The condition on `rooms` of games in play whose player to move may have run out of time at
/// `$1`, and of games whose turn is not recorded yet: what the sweeper looks at. (A macro, so
/// the statements built with it stay static strings.)
macro_rules! due {
    () => {
        "config IS NOT NULL AND finished_at IS NULL AND (due_at IS NULL OR due_at <= $1)"
    };
}

/// The sweeper's claim ([`Storage::claim_due_games`]), the same on both backends but for
/// PostgreSQL's row locks.
macro_rules! claim_due {
    ($lock:literal) => {
        concat!(
            "UPDATE rooms SET swept_until = $2 WHERE id IN (SELECT id FROM rooms WHERE ",
            due!(),
            " AND swept_until <= $1 ORDER BY due_at LIMIT $3 ",
            $lock,
            ") RETURNING id"
        )
    };
}

/// Arbitrary key of the PostgreSQL advisory lock that serialises migrations between instances.
const MIGRATION_LOCK: i64 = 0x5_1060;

#[derive(Debug, Clone)]
pub struct Device {
    pub id: String,
    pub display_name: String,
}

#[derive(Debug, Clone)]
pub struct Room {
    pub id: String,
    pub code: String,
    pub mode: String,
    pub language: String,
    pub seats: i64,
    /// Quick games: each player's minutes (0: daily, or the server's default).
    pub minutes: i64,
    pub created_by: String,
    pub created_at: i64,
    /// The game config as JSON, once the room is full.
    pub config: Option<String>,
    pub version: i64,
    /// When the room became a game (its last seat was taken).
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    /// While the game goes on: the seat to move and when its time runs out (Unix ms).
    pub turn: Option<Turn>,
}

/// The seat to move and when its time runs out (Unix ms).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn {
    pub seat: i64,
    pub due_at: i64,
}

#[derive(Debug, Clone)]
pub struct Seat {
    pub seat: i64,
    pub device_id: String,
    pub display_name: String,
}

#[derive(Debug, Clone)]
pub struct MoveRow {
    pub version: i64,
    pub seat: i64,
    pub move_id: String,
    /// JSON array of the core's actions.
    pub actions: String,
    /// When the move was accepted (Unix milliseconds): the clocks are computed from these.
    pub created_at: i64,
}

/// A matchmaking seek.
#[derive(Debug, Clone)]
pub struct Seek {
    pub id: String,
    pub device_id: String,
    pub mode: String,
    pub language: String,
    pub players: i64,
    /// Quick games: each player's minutes (0 for daily).
    pub minutes: i64,
    pub created_at: i64,
    pub expires_at: i64,
    /// The room it was matched into.
    pub room_id: Option<String>,
}

macro_rules! seek_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<Seek, sqlx::Error>(Seek {
            id: row.try_get("id")?,
            device_id: row.try_get("device_id")?,
            mode: row.try_get("mode")?,
            language: row.try_get("language")?,
            players: row.try_get("players")?,
            minutes: row.try_get("minutes")?,
            created_at: row.try_get("created_at")?,
            expires_at: row.try_get("expires_at")?,
            room_id: row.try_get("room_id")?,
        })
    }};
}

const SELECT_SEEK: &str = "SELECT id, device_id, mode, language, players, minutes, created_at, expires_at, room_id \
     FROM seeks";

/// What became of a claimed notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotificationUpdate {
    /// Final: `sent`, `skipped:…` or `failed:…`.
    Done(String),
    /// Try again at this time (Unix ms).
    RetryAt(i64),
}

/// Where and in which language a device's notifications go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushToken {
    pub platform: PushPlatform,
    pub token: String,
    pub ui_language: UiLang,
}

/// A claimed row of the notification outbox.
#[derive(Debug, Clone)]
pub struct Notification {
    pub id: String,
    pub device_id: String,
    pub game_id: String,
    pub kind: NotificationKind,
    pub version: i64,
    /// Including the one this claim starts.
    pub attempts: i64,
}

/// Write outbox rows inside the transaction `$tx` (either back end).
macro_rules! insert_notifications {
    ($tx:expr, $game_id:expr, $notes:expr, $now:expr) => {
        for (i, n) in $notes.iter().enumerate() {
            // Ids sort in the order the rows were made, so one due moment sends in order.
            let id = format!("{:013}{i:03}{}", $now, &crate::random_id()[..8]);
            sqlx::query(
                "INSERT INTO notifications (id, device_id, game_id, kind, version, not_before, \
                 created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(id)
            .bind(&n.device_id)
            .bind($game_id)
            .bind(n.kind.name())
            .bind(n.version)
            .bind(n.not_before)
            .bind($now)
            .execute(&mut *$tx)
            .await
            .map_err(StorageError::from_write)?;
        }
    };
}

/// Who made a move. Each author has its own namespace of move ids: a client's id is its
/// idempotency key, and nothing the server makes may collide with one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Author {
    Player,
    /// The sweeper's time-outs.
    Server,
}

impl Author {
    pub fn name(self) -> &'static str {
        match self {
            Author::Player => "player",
            Author::Server => "server",
        }
    }
}

/// A new move-log row.
pub struct NewMove<'a> {
    pub game_id: &'a str,
    pub version: i64,
    pub move_id: &'a str,
    pub author: Author,
    pub device_id: &'a str,
    pub seat: i64,
    pub actions: &'a str,
    pub response: &'a str,
    pub now: i64,
    /// The next turn, or `None` when the move ended the game.
    pub turn: Option<Turn>,
    /// What to tell the players, written with the move.
    pub notifications: &'a [NewNotification],
}

/// The back end. Every query is written once and run on either pool through [`with_pool!`],
/// which expands the same statement text for each concrete pool type.
#[derive(Clone)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

#[derive(Clone)]
pub struct Storage {
    pool: Pool,
    /// SQLite lets one connection write at a time, and its busy handler waits for the lock in
    /// growing sleeps: queueing this process's writers here instead keeps the latency tail
    /// short (one server per SQLite file; PostgreSQL is the way to scale out).
    sqlite_writer: std::sync::Arc<tokio::sync::Mutex<()>>,
}

/// Run `$body` with `$pool` bound to the concrete pool (`&SqlitePool` or `&PgPool`).
macro_rules! with_pool {
    ($self:expr, |$pool:ident| $body:expr) => {
        match &$self.pool {
            Pool::Sqlite($pool) => $body,
            Pool::Postgres($pool) => $body,
        }
    };
}

/// [`with_pool!`] for statements that write: on SQLite, one writer of this process at a time.
macro_rules! with_writer {
    ($self:expr, |$pool:ident| $body:expr) => {{
        let _writer = match &$self.pool {
            Pool::Sqlite(_) => Some($self.sqlite_writer.lock().await),
            Pool::Postgres(_) => None,
        };
        with_pool!($self, |$pool| $body)
    }};
}

macro_rules! select_room {
    ($where:literal) => {
        concat!(
            "SELECT id, code, mode, language, seats, minutes, created_by, created_at, config, \
             version, started_at, finished_at, to_move, due_at FROM rooms WHERE ",
            $where
        )
    };
}

/// A [`Room`] from a row of [`select_room!`], for either back end's row type.
macro_rules! room_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<Room, sqlx::Error>(Room {
            id: row.try_get("id")?,
            code: row.try_get("code")?,
            mode: row.try_get("mode")?,
            language: row.try_get("language")?,
            seats: row.try_get("seats")?,
            minutes: row.try_get("minutes")?,
            created_by: row.try_get("created_by")?,
            created_at: row.try_get("created_at")?,
            config: row.try_get("config")?,
            version: row.try_get("version")?,
            started_at: row.try_get("started_at")?,
            finished_at: row.try_get("finished_at")?,
            turn: match (row.try_get("to_move")?, row.try_get("due_at")?) {
                (Some(seat), Some(due_at)) => Some(Turn { seat, due_at }),
                _ => None,
            },
        })
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
    /// instances starting together take turns.
    async fn migrate(&self) -> Result<(), StorageError> {
        let (migrations, lock) = match self.pool {
            Pool::Sqlite(_) => (SQLITE_MIGRATIONS, false),
            Pool::Postgres(_) => (POSTGRES_MIGRATIONS, true),
        };
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            if lock {
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
            for (version, sql) in (1i64..).zip(migrations.iter().copied()) {
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
                tracing::info!(version, backend = self.backend(), "applied migration");
            }
            tx.commit().await?;
        });
        Ok(())
    }

    pub async fn ping(&self) -> Result<(), StorageError> {
        with_pool!(self, |pool| {
            sqlx::query("SELECT 1").execute(pool).await?;
            Ok(())
        })
    }

    pub async fn insert_device(
        &self,
        id: &str,
        token_hash: &str,
        display_name: &str,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO devices (id, token_hash, display_name, created_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(token_hash)
            .bind(display_name)
            .bind(now)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    pub async fn device_by_token_hash(&self, hash: &str) -> Result<Option<Device>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query("SELECT id, display_name FROM devices WHERE token_hash = $1")
                .bind(hash)
                .fetch_optional(pool)
                .await?;
            Ok(match row {
                Some(row) => Some(Device {
                    id: row.try_get("id")?,
                    display_name: row.try_get("display_name")?,
                }),
                None => None,
            })
        })
    }

    /// Create a room with its creator in seat 0.
    pub async fn insert_room(&self, room: &Room) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO rooms (id, code, mode, language, seats, minutes, created_by, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&room.id)
            .bind(&room.code)
            .bind(&room.mode)
            .bind(&room.language)
            .bind(room.seats)
            .bind(room.minutes)
            .bind(&room.created_by)
            .bind(room.created_at)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            sqlx::query(
                "INSERT INTO room_seats (room_id, seat, device_id, joined_at) VALUES ($1, 0, $2, $3)",
            )
            .bind(&room.id)
            .bind(&room.created_by)
            .bind(room.created_at)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// How many rooms `device_id` created that wait to be filled and were created after
    /// `quick_since` (quick rooms) or `daily_since` (daily rooms): its open rooms.
    pub async fn open_rooms_of(
        &self,
        device_id: &str,
        quick_since: i64,
        daily_since: i64,
    ) -> Result<i64, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT COUNT(*) FROM rooms WHERE created_by = $1 AND config IS NULL \
                 AND created_at > CASE WHEN mode = 'quick' THEN $2 ELSE $3 END",
            )
            .bind(device_id)
            .bind(quick_since)
            .bind(daily_since)
            .fetch_one(pool)
            .await?)
        })
    }

    pub async fn room_by_code(&self, code: &str) -> Result<Option<Room>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(select_room!("code = $1"))
                .bind(code)
                .fetch_optional(pool)
                .await?;
            Ok(row.as_ref().map(|row| room_from_row!(row)).transpose()?)
        })
    }

    pub async fn room_by_id(&self, id: &str) -> Result<Option<Room>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(select_room!("id = $1"))
                .bind(id)
                .fetch_optional(pool)
                .await?;
            Ok(row.as_ref().map(|row| room_from_row!(row)).transpose()?)
        })
    }

    pub async fn seats(&self, room_id: &str) -> Result<Vec<Seat>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT s.seat, s.device_id, d.display_name FROM room_seats s \
                 JOIN devices d ON d.id = s.device_id WHERE s.room_id = $1 ORDER BY s.seat",
            )
            .bind(room_id)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok(Seat {
                        seat: row.try_get("seat")?,
                        device_id: row.try_get("device_id")?,
                        display_name: row.try_get("display_name")?,
                    })
                })
                .collect()
        })
    }

    /// Take seat `seat`; with `start` (the config JSON and the first turn) the room becomes a
    /// game in the same transaction. A concurrent taker of the same seat gets
    /// [`StorageError::Conflict`].
    pub async fn take_seat(
        &self,
        room_id: &str,
        seat: i64,
        device_id: &str,
        now: i64,
        start: Option<(&str, Turn, &[NewNotification])>,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO room_seats (room_id, seat, device_id, joined_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(room_id)
            .bind(seat)
            .bind(device_id)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(|e| StorageError::from_write(e).duplicate_is_conflict())?;
            if let Some((config, turn, notes)) = start {
                let done = sqlx::query(
                    "UPDATE rooms SET config = $1, started_at = $2, to_move = $3, due_at = $4 \
                     WHERE id = $5 AND config IS NULL",
                )
                .bind(config)
                .bind(now)
                .bind(turn.seat)
                .bind(turn.due_at)
                .bind(room_id)
                .execute(&mut *tx)
                .await?;
                if done.rows_affected() != 1 {
                    return Err(StorageError::Conflict);
                }
                insert_notifications!(tx, room_id, notes, now);
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// The moves of a game after version `after` (0: all of them), in order.
    pub async fn moves(&self, game_id: &str, after: i64) -> Result<Vec<MoveRow>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT version, seat, move_id, actions, created_at FROM game_moves \
                 WHERE game_id = $1 AND version > $2 ORDER BY version",
            )
            .bind(game_id)
            .bind(after)
            .fetch_all(pool)
            .await?;
            let moves: Vec<MoveRow> = rows
                .iter()
                .map(|row| {
                    Ok::<_, sqlx::Error>(MoveRow {
                        version: row.try_get("version")?,
                        seat: row.try_get("seat")?,
                        move_id: row.try_get("move_id")?,
                        actions: row.try_get("actions")?,
                        created_at: row.try_get("created_at")?,
                    })
                })
                .collect::<Result<_, _>>()?;
            if moves
                .iter()
                .enumerate()
                .any(|(i, m)| m.version != after + i as i64 + 1)
            {
                return Err(StorageError::Corrupt(format!(
                    "move log of {game_id} has gaps"
                )));
            }
            Ok(moves)
        })
    }

    /// Whether any game in play may have run out of time at `now` (or lacks its turn) and no
    /// sweeper holds it: a read, so an idle sweeper writes nothing.
    pub async fn any_game_due(&self, now: i64) -> Result<bool, StorageError> {
        let sql = concat!(
            "SELECT EXISTS (SELECT 1 FROM rooms WHERE ",
            due!(),
            " AND swept_until <= $1)"
        );
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar::<_, bool>(sql)
                .bind(now)
                .fetch_one(pool)
                .await?)
        })
    }

    /// Claim for one sweeper, until `until`, up to `limit` of the games due at `now` that no
    /// other sweeper holds. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets instances claiming at
    /// the same moment take disjoint games instead of queueing on the same rows.
    pub async fn claim_due_games(
        &self,
        now: i64,
        until: i64,
        limit: i64,
    ) -> Result<Vec<String>, StorageError> {
        let sql = match self.pool {
            Pool::Sqlite(_) => claim_due!(""),
            Pool::Postgres(_) => claim_due!("FOR UPDATE SKIP LOCKED"),
        };
        with_writer!(self, |pool| {
            sqlx::query_scalar(sql)
                .bind(now)
                .bind(until)
                .bind(limit)
                .fetch_all(pool)
                .await
                .map_err(StorageError::from_write)
        })
    }

    /// The sweeper is done with `game_id`: the next sweep may claim it at once.
    pub async fn release_sweep(&self, game_id: &str) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query("UPDATE rooms SET swept_until = 0 WHERE id = $1")
                .bind(game_id)
                .execute(pool)
                .await
                .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Record the turn of a game still at `version` (filling in rooms that lack it).
    pub async fn set_turn(
        &self,
        game_id: &str,
        version: i64,
        turn: Turn,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "UPDATE rooms SET to_move = $1, due_at = $2 WHERE id = $3 AND version = $4",
            )
            .bind(turn.seat)
            .bind(turn.due_at)
            .bind(game_id)
            .bind(version)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// The started games `device_id` has a seat in, newest first, with its seat.
    pub async fn games_of(&self, device_id: &str) -> Result<Vec<(Room, i64)>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT r.id, r.code, r.mode, r.language, r.seats, r.minutes, r.created_by, r.created_at, \
                 r.config, r.version, r.started_at, r.finished_at, r.to_move, r.due_at, s.seat \
                 FROM rooms r JOIN room_seats s ON s.room_id = r.id \
                 WHERE s.device_id = $1 AND r.config IS NOT NULL \
                 ORDER BY r.started_at DESC, r.id LIMIT 200",
            )
            .bind(device_id)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| Ok((room_from_row!(row)?, row.try_get("seat")?)))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// The stored answer to a move this device's player already made with this id.
    pub async fn move_response(
        &self,
        game_id: &str,
        device_id: &str,
        move_id: &str,
    ) -> Result<Option<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT response FROM game_moves WHERE game_id = $1 AND device_id = $2 \
                 AND move_id = $3 AND author = 'player'",
            )
            .bind(game_id)
            .bind(device_id)
            .bind(move_id)
            .fetch_optional(pool)
            .await?)
        })
    }

    /// Append a move and bump the game's version, only if the version is still the one the
    /// move was checked against (compare-and-set: safe with several writers).
    pub async fn append_move(&self, m: &NewMove<'_>) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let bumped = sqlx::query(
                "UPDATE rooms SET version = $1, finished_at = $2, to_move = $3, due_at = $4 \
                 WHERE id = $5 AND version = $6",
            )
            .bind(m.version)
            .bind(m.turn.is_none().then_some(m.now))
            .bind(m.turn.map(|t| t.seat))
            .bind(m.turn.map(|t| t.due_at))
            .bind(m.game_id)
            .bind(m.version - 1)
            .execute(&mut *tx)
            .await?;
            if bumped.rows_affected() != 1 {
                return Err(StorageError::Conflict);
            }
            sqlx::query(
                "INSERT INTO game_moves \
                 (game_id, version, move_id, author, device_id, seat, actions, response, \
                 created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(m.game_id)
            .bind(m.version)
            .bind(m.move_id)
            .bind(m.author.name())
            .bind(m.device_id)
            .bind(m.seat)
            .bind(m.actions)
            .bind(m.response)
            .bind(m.now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            insert_notifications!(tx, m.game_id, m.notifications, m.now);
            tx.commit().await?;
            Ok(())
        })
    }

    pub async fn seek(&self, id: &str) -> Result<Option<Seek>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!("{SELECT_SEEK} WHERE id = $1")))
                .bind(id)
                .fetch_optional(pool)
                .await?;
            Ok(row.as_ref().map(|row| seek_from_row!(row)).transpose()?)
        })
    }

    /// Withdraw a seek still waiting for its match: false when there is none to withdraw
    /// (matched meanwhile, or gone). Deleted, so a matcher that read it a moment before fails
    /// to claim it and tries again without it.
    pub async fn cancel_seek(&self, id: &str) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let done = sqlx::query("DELETE FROM seeks WHERE id = $1 AND room_id IS NULL")
                .bind(id)
                .execute(pool)
                .await
                .map_err(StorageError::from_write)?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// This device's unexpired, unmatched seek with the terms of `terms` (device, mode,
    /// language, players, minutes), if it has one.
    pub async fn pending_seek_of(
        &self,
        terms: &Seek,
        now: i64,
    ) -> Result<Option<Seek>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!(
                "{SELECT_SEEK} WHERE device_id = $1 AND mode = $2 AND language = $3 \
                 AND players = $4 AND minutes = $5 AND expires_at > $6 AND room_id IS NULL \
                 ORDER BY created_at LIMIT 1"
            )))
            .bind(&terms.device_id)
            .bind(&terms.mode)
            .bind(&terms.language)
            .bind(terms.players)
            .bind(terms.minutes)
            .bind(now)
            .fetch_optional(pool)
            .await?;
            Ok(row.as_ref().map(|row| seek_from_row!(row)).transpose()?)
        })
    }

    /// How many other devices wait with seeks compatible with `seek` at `now`: a read, so a
    /// poll finds out whether a match is possible without queueing behind the writers.
    pub async fn waiting_partners(&self, seek: &Seek, now: i64) -> Result<i64, StorageError> {
        with_pool!(self, |pool| {
            let count: i64 = sqlx::query_scalar(
                "SELECT COUNT(DISTINCT device_id) FROM seeks WHERE room_id IS NULL \
                 AND mode = $1 AND language = $2 AND players = $3 AND expires_at > $4 \
                 AND device_id <> $5 AND minutes = $6",
            )
            .bind(&seek.mode)
            .bind(&seek.language)
            .bind(seek.players)
            .bind(now)
            .bind(&seek.device_id)
            .bind(seek.minutes)
            .fetch_one(pool)
            .await?;
            Ok(count)
        })
    }

    /// Pair `seek` with the oldest unexpired compatible seeks of other devices, in one
    /// transaction. With enough of them, `room` (full: config and `started_at` set) is created
    /// with the oldest seeker in seat 0 and `seek`'s device last, and every seek involved gets
    /// its id, each claimed only if still unmatched (a concurrent matcher that claimed one
    /// first makes this one fail with [`StorageError::Conflict`]: retry). Otherwise `seek` is
    /// stored (when `stored` is false) and waits. Answers the room id when matched.
    pub async fn match_seek(
        &self,
        seek: &Seek,
        stored: bool,
        room: &Room,
        notes: impl Fn(&[Seat]) -> Vec<NewNotification>,
    ) -> Result<Option<String>, StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "{SELECT_SEEK} WHERE room_id IS NULL AND mode = $1 AND language = $2 \
                 AND players = $3 AND expires_at > $4 AND device_id <> $5 AND minutes = $6 \
                 ORDER BY created_at, id LIMIT 16"
            )))
            .bind(&seek.mode)
            .bind(&seek.language)
            .bind(seek.players)
            .bind(room.created_at)
            .bind(&seek.device_id)
            .bind(seek.minutes)
            .fetch_all(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let mut partners: Vec<Seek> = Vec::new();
            for row in &rows {
                let other = seek_from_row!(row)?;
                if partners.len() + 1 < seek.players as usize
                    && !partners.iter().any(|p| p.device_id == other.device_id)
                {
                    partners.push(other);
                }
            }
            if partners.len() + 1 < seek.players as usize {
                if !stored {
                    sqlx::query(
                        "INSERT INTO seeks (id, device_id, mode, language, players, created_at, \
                         expires_at, minutes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    )
                    .bind(&seek.id)
                    .bind(&seek.device_id)
                    .bind(&seek.mode)
                    .bind(&seek.language)
                    .bind(seek.players)
                    .bind(seek.created_at)
                    .bind(seek.expires_at)
                    .bind(seek.minutes)
                    .execute(&mut *tx)
                    .await
                    .map_err(StorageError::from_write)?;
                    tx.commit().await.map_err(StorageError::from_write)?;
                }
                return Ok(None);
            }
            sqlx::query(
                "INSERT INTO rooms (id, code, mode, language, seats, created_by, created_at, \
                 config, started_at, to_move, due_at, minutes) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $11)",
            )
            .bind(&room.id)
            .bind(&room.code)
            .bind(&room.mode)
            .bind(&room.language)
            .bind(room.seats)
            .bind(&partners[0].device_id)
            .bind(room.created_at)
            .bind(&room.config)
            .bind(room.turn.map(|t| t.seat))
            .bind(room.turn.map(|t| t.due_at))
            .bind(room.minutes)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let devices: Vec<&String> = partners
                .iter()
                .map(|p| &p.device_id)
                .chain(std::iter::once(&seek.device_id))
                .collect();
            let seats: Vec<Seat> = devices
                .iter()
                .enumerate()
                .map(|(seat, device)| Seat {
                    seat: seat as i64,
                    device_id: device.to_string(),
                    display_name: String::new(),
                })
                .collect();
            insert_notifications!(tx, &room.id, &notes(&seats), room.created_at);
            for (seat, device) in devices.into_iter().enumerate() {
                sqlx::query(
                    "INSERT INTO room_seats (room_id, seat, device_id, joined_at) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(&room.id)
                .bind(seat as i64)
                .bind(device)
                .bind(room.created_at)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
            }
            let claims = partners
                .iter()
                .map(|p| &p.id)
                .chain(stored.then_some(&seek.id));
            for id in claims {
                let claimed =
                    sqlx::query("UPDATE seeks SET room_id = $1 WHERE id = $2 AND room_id IS NULL")
                        .bind(&room.id)
                        .bind(id)
                        .execute(&mut *tx)
                        .await
                        .map_err(StorageError::from_write)?;
                if claimed.rows_affected() != 1 {
                    return Err(StorageError::Conflict);
                }
            }
            if !stored {
                sqlx::query(
                    "INSERT INTO seeks (id, device_id, mode, language, players, created_at, \
                     expires_at, room_id, minutes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(&seek.id)
                .bind(&seek.device_id)
                .bind(&seek.mode)
                .bind(&seek.language)
                .bind(seek.players)
                .bind(seek.created_at)
                .bind(seek.expires_at)
                .bind(&room.id)
                .bind(seek.minutes)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(Some(room.id.clone()))
        })
    }

    /// Set (or replace) the device's push token, and the language of its pushes when given
    /// (`None` keeps the one set before: clients that do not send it keep their choice).
    pub async fn set_push_token(
        &self,
        device_id: &str,
        platform: PushPlatform,
        token: &str,
        ui_language: Option<UiLang>,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO push_tokens (device_id, platform, token, updated_at, ui_language) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (device_id) DO UPDATE \
                 SET platform = excluded.platform, token = excluded.token, \
                 updated_at = excluded.updated_at, \
                 ui_language = COALESCE(excluded.ui_language, push_tokens.ui_language)",
            )
            .bind(device_id)
            .bind(platform.name())
            .bind(token)
            .bind(now)
            .bind(ui_language.map(UiLang::code))
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Forget the device's push token (only if it is still `token`, when given: a provider's
    /// refusal of an old token must not remove a newer one).
    pub async fn delete_push_token(
        &self,
        device_id: &str,
        token: Option<&str>,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "DELETE FROM push_tokens WHERE device_id = $1 AND ($2 IS NULL OR token = $2)",
            )
            .bind(device_id)
            .bind(token)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// The device's push token, if it has one.
    pub async fn push_token(&self, device_id: &str) -> Result<Option<PushToken>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(
                "SELECT platform, token, ui_language FROM push_tokens WHERE device_id = $1",
            )
            .bind(device_id)
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else { return Ok(None) };
            let platform: String = row.try_get("platform")?;
            let platform = PushPlatform::from_name(&platform)
                .ok_or_else(|| StorageError::Corrupt(format!("push platform {platform:?}")))?;
            // Rows from before the language was stored have none: English.
            let ui_language = match row.try_get::<Option<String>, _>("ui_language")? {
                None => UiLang::En,
                Some(code) => code
                    .parse()
                    .map_err(|_| StorageError::Corrupt(format!("push language {code:?}")))?,
            };
            Ok(Some(PushToken {
                platform,
                token: row.try_get("token")?,
                ui_language,
            }))
        })
    }

    /// Claim up to `limit` notifications due at `now` until `lease_until`, in one
    /// transaction: each row is taken only if no other sender holds it (a compare-and-set on
    /// the lease, safe across instances). A claim counts as an attempt.
    pub async fn claim_notifications(
        &self,
        now: i64,
        lease_until: i64,
        limit: i64,
    ) -> Result<Vec<Notification>, StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            let rows = sqlx::query(
                "SELECT id, device_id, game_id, kind, version, attempts FROM notifications \
                 WHERE outcome IS NULL AND not_before <= $1 AND claimed_until <= $1 \
                 ORDER BY not_before, id LIMIT $2",
            )
            .bind(now)
            .bind(limit)
            .fetch_all(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let mut claimed = Vec::new();
            for row in &rows {
                let id: String = row.try_get("id")?;
                let took = sqlx::query(
                    "UPDATE notifications SET claimed_until = $1, attempts = attempts + 1 \
                     WHERE id = $2 AND outcome IS NULL AND claimed_until <= $3",
                )
                .bind(lease_until)
                .bind(&id)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
                if took.rows_affected() != 1 {
                    continue;
                }
                let kind: String = row.try_get("kind")?;
                claimed.push(Notification {
                    id,
                    device_id: row.try_get("device_id")?,
                    game_id: row.try_get("game_id")?,
                    kind: NotificationKind::from_name(&kind).ok_or_else(|| {
                        StorageError::Corrupt(format!("notification kind {kind:?}"))
                    })?,
                    version: row.try_get("version")?,
                    attempts: row.try_get::<i64, _>("attempts")? + 1,
                });
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(claimed)
        })
    }

    /// Record what became of claimed notifications, in one transaction.
    pub async fn update_notifications(
        &self,
        updates: &[(String, NotificationUpdate)],
    ) -> Result<(), StorageError> {
        if updates.is_empty() {
            return Ok(());
        }
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            for (id, update) in updates {
                let query = match update {
                    NotificationUpdate::Done(outcome) => {
                        sqlx::query("UPDATE notifications SET outcome = $1 WHERE id = $2")
                            .bind(outcome.as_str())
                    }
                    // The lease simply ends then.
                    NotificationUpdate::RetryAt(at) => {
                        sqlx::query("UPDATE notifications SET claimed_until = $1 WHERE id = $2")
                            .bind(*at)
                    }
                };
                query
                    .bind(id.as_str())
                    .execute(&mut *tx)
                    .await
                    .map_err(StorageError::from_write)?;
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// The version a game is at (cheap: no replay), if the game exists.
    pub async fn game_version(&self, game_id: &str) -> Result<Option<i64>, StorageError> {
        with_pool!(self, |pool| {
            Ok(
                sqlx::query_scalar("SELECT version FROM rooms WHERE id = $1")
                    .bind(game_id)
                    .fetch_optional(pool)
                    .await?,
            )
        })
    }

    /// Record (or renew) that `device_id` watches `game_id` until `until`, as watch `id`.
    pub async fn watch(
        &self,
        id: &str,
        game_id: &str,
        device_id: &str,
        until: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO watchers (id, game_id, device_id, until) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (id) DO UPDATE SET until = excluded.until",
            )
            .bind(id)
            .bind(game_id)
            .bind(device_id)
            .bind(until)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// End watch `id`, and forget watches that lapsed before `now`.
    pub async fn unwatch(&self, id: &str, now: i64) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query("DELETE FROM watchers WHERE id = $1 OR until < $2")
                .bind(id)
                .bind(now)
                .execute(pool)
                .await
                .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Whether `device_id` watches `game_id` live at `now`, on any instance.
    pub async fn is_watching(
        &self,
        game_id: &str,
        device_id: &str,
        now: i64,
    ) -> Result<bool, StorageError> {
        with_pool!(self, |pool| {
            let n: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM watchers WHERE game_id = $1 AND device_id = $2 \
                 AND until >= $3",
            )
            .bind(game_id)
            .bind(device_id)
            .bind(now)
            .fetch_one(pool)
            .await?;
            Ok(n > 0)
        })
    }
}
