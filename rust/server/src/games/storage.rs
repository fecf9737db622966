//! The append-only move log, the sweeper's claims on due games, and who watches a game live.

use sqlx::Row;

use crate::notify::NewNotification;
use crate::notify::storage::insert_notifications;
use crate::players::storage::{GameEnd, record_end};
use crate::rooms::storage::{Room, Turn, room_from_row};
use crate::storage::{Pool, Storage, StorageError, with_pool, with_writer};

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
    /// When the move ended the game: the results and ratings it writes.
    pub end: Option<&'a GameEnd>,
}

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

impl Storage {
    /// When the move that made version `version` of a word game was made (none for 0).
    pub async fn version_reached_at(
        &self,
        game_id: &str,
        version: i64,
    ) -> Result<Option<i64>, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT created_at FROM game_moves WHERE game_id = $1 AND version = $2",
            )
            .bind(game_id)
            .bind(version)
            .fetch_optional(pool)
            .await?)
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
                 r.config, r.version, r.started_at, r.finished_at, r.to_move, r.due_at, r.family, s.seat \
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
    /// move was checked against (compare-and-set: safe with several writers). A move that
    /// ends the game records its results and updates the ratings in the same transaction.
    pub async fn append_move(&self, m: &NewMove<'_>) -> Result<(), StorageError> {
        let lock = match self.pool {
            Pool::Sqlite(_) => "",
            Pool::Postgres(_) => " FOR UPDATE",
        };
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
            if let Some(end) = m.end {
                record_end!(tx, lock, m.game_id, end, m.now);
            }
            tx.commit().await?;
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
