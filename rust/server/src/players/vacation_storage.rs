//! Vacations: stored spans, the pauses they make in a game, and the daily games they touch.

use sqlx::Row;

use crate::games::Pause;
use crate::storage::{Storage, StorageError, with_pool, with_writer};

/// A vacation's span, `until` being when it ended if it was ended early (Unix ms).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub started_at: i64,
    pub until: i64,
}

/// A vacation ends when it was ended, or at the end booked.
macro_rules! effective_until {
    () => {
        "COALESCE(v.ended_at, v.until)"
    };
}

impl Storage {
    pub async fn insert_vacation(
        &self,
        id: &str,
        player_id: &str,
        span: Span,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO vacations (id, player_id, started_at, until) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(player_id)
            .bind(span.started_at)
            .bind(span.until)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// The player's vacations with some time in `from..to` (begun before `to`, ending
    /// after `from`), oldest first.
    pub async fn vacations_between(
        &self,
        player_id: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<Span>, StorageError> {
        let sql = concat!(
            "SELECT v.started_at, ",
            effective_until!(),
            " AS until FROM vacations v WHERE v.player_id = $1 AND v.started_at < $3 AND ",
            effective_until!(),
            " > $2 ORDER BY v.started_at"
        );
        with_pool!(self, |pool| {
            let rows = sqlx::query(sql)
                .bind(player_id)
                .bind(from)
                .bind(to)
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(Span {
                        started_at: row.try_get("started_at")?,
                        until: row.try_get("until")?,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// End the vacation going on at `now` there and then; whether there was one.
    pub async fn end_vacation(&self, player_id: &str, now: i64) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let done = sqlx::query(
                "UPDATE vacations SET ended_at = $2 WHERE player_id = $1 AND ended_at IS NULL \
                 AND started_at <= $2 AND until > $2",
            )
            .bind(player_id)
            .bind(now)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(done.rows_affected() > 0)
        })
    }

    /// The pauses of the players seated in `room_id` that end after `since` (the game's start).
    pub async fn pauses_of_game(
        &self,
        room_id: &str,
        since: i64,
    ) -> Result<Vec<Pause>, StorageError> {
        let sql = concat!(
            "SELECT s.seat, v.started_at, ",
            effective_until!(),
            " AS until FROM vacations v JOIN room_seats s ON s.device_id = v.player_id \
             WHERE s.room_id = $1 AND ",
            effective_until!(),
            " > $2 ORDER BY v.started_at"
        );
        with_pool!(self, |pool| {
            let rows = sqlx::query(sql)
                .bind(room_id)
                .bind(since)
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(Pause {
                        seat: row.try_get::<i64, _>("seat")? as u8,
                        from: row.try_get("started_at")?,
                        until: row.try_get("until")?,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// The daily games in play that `player_id` has a seat in.
    pub async fn daily_games_in_play(&self, player_id: &str) -> Result<Vec<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT r.id FROM rooms r JOIN room_seats s ON s.room_id = r.id \
                 WHERE s.device_id = $1 AND r.mode = 'daily' AND r.config IS NOT NULL \
                 AND r.finished_at IS NULL ORDER BY r.id",
            )
            .bind(player_id)
            .fetch_all(pool)
            .await?)
        })
    }
}
