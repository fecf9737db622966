//! Rooms and their seats: created by a player or by matchmaking, a game once full.

use sqlx::Row;

use crate::notify::NewNotification;
use crate::notify::storage::insert_notifications;
use crate::storage::{Storage, StorageError, with_pool, with_writer};

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
    /// `word` or `tycoon` ([`slovo_api::GameFamily::name`]).
    pub family: String,
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
    /// The player's rating in the room's language and mode, once they have one.
    pub rating: Option<slovo_api::RatingBadge>,
}

macro_rules! select_room {
    ($where:literal) => {
        concat!(
            "SELECT id, code, mode, language, seats, minutes, created_by, created_at, config, \
             version, started_at, finished_at, to_move, due_at, family FROM rooms WHERE ",
            $where
        )
    };
}

/// A [`Room`] from a row of [`select_room!`], for either back end's row type.
macro_rules! room_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<$crate::rooms::storage::Room, sqlx::Error>($crate::rooms::storage::Room {
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
                (Some(seat), Some(due_at)) => Some($crate::rooms::storage::Turn { seat, due_at }),
                _ => None,
            },
            family: row.try_get("family")?,
        })
    }};
}

pub(crate) use room_from_row;

/// Insert a waiting `$room` with its creator in seat 0, inside the transaction `$tx` (either
/// back end).
macro_rules! insert_room_rows {
    ($tx:expr, $room:expr) => {{
        let room: &$crate::rooms::storage::Room = $room;
        sqlx::query(
            "INSERT INTO rooms (id, code, mode, language, seats, minutes, created_by, created_at, \
             family) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&room.id)
        .bind(&room.code)
        .bind(&room.mode)
        .bind(&room.language)
        .bind(room.seats)
        .bind(room.minutes)
        .bind(&room.created_by)
        .bind(room.created_at)
        .bind(&room.family)
        .execute(&mut *$tx)
        .await
        .map_err($crate::storage::StorageError::from_write)?;
        sqlx::query(
            "INSERT INTO room_seats (room_id, seat, device_id, joined_at) VALUES ($1, 0, $2, $3)",
        )
        .bind(&room.id)
        .bind(&room.created_by)
        .bind(room.created_at)
        .execute(&mut *$tx)
        .await
        .map_err($crate::storage::StorageError::from_write)?;
    }};
}

pub(crate) use insert_room_rows;

/// Insert `$room`, full and its game started (config, `started_at` and turn set), with
/// `$players` (device ids) in seats 0, 1, … inside the transaction `$tx` (either back end).
macro_rules! insert_started_room {
    ($tx:expr, $room:expr, $players:expr) => {{
        let room: &$crate::rooms::storage::Room = $room;
        sqlx::query(
            "INSERT INTO rooms (id, code, mode, language, seats, created_by, created_at, \
             config, started_at, to_move, due_at, minutes, family) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9, $10, $11, $12)",
        )
        .bind(&room.id)
        .bind(&room.code)
        .bind(&room.mode)
        .bind(&room.language)
        .bind(room.seats)
        .bind(&room.created_by)
        .bind(room.created_at)
        .bind(&room.config)
        .bind(room.turn.map(|t| t.seat))
        .bind(room.turn.map(|t| t.due_at))
        .bind(room.minutes)
        .bind(&room.family)
        .execute(&mut *$tx)
        .await
        .map_err($crate::storage::StorageError::from_write)?;
        for (seat, player) in $players.into_iter().enumerate() {
            sqlx::query(
                "INSERT INTO room_seats (room_id, seat, device_id, joined_at) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(&room.id)
            .bind(seat as i64)
            .bind(player)
            .bind(room.created_at)
            .execute(&mut *$tx)
            .await
            .map_err($crate::storage::StorageError::from_write)?;
        }
    }};
}

pub(crate) use insert_started_room;

impl Storage {
    /// Create a room with its creator in seat 0.
    pub async fn insert_room(&self, room: &Room) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            insert_room_rows!(tx, room);
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
                "SELECT s.seat, s.device_id, d.display_name, g.rating, g.deviation, g.games \
                 FROM room_seats s JOIN players d ON d.id = s.device_id \
                 JOIN rooms r ON r.id = s.room_id LEFT JOIN ratings g \
                 ON g.player_id = s.device_id AND g.language = r.language AND g.mode = r.mode \
                 WHERE s.room_id = $1 ORDER BY s.seat",
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
                        rating: match row.try_get::<Option<f64>, _>("rating")? {
                            Some(rating) => Some(slovo_api::RatingBadge {
                                rating,
                                deviation: row.try_get("deviation")?,
                                games: row.try_get::<i64, _>("games")? as u32,
                            }),
                            None => None,
                        },
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
}
