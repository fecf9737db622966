//! Rematch offers and their answers; the accept that completes one starts the new game in
//! the same transaction.

use sqlx::Row;

use crate::notify::NewNotification;
use crate::notify::storage::insert_notifications;
use crate::rooms::storage::{Room, insert_started_room};
use crate::storage::{Pool, Storage, StorageError, with_pool, with_writer};

/// A stored rematch offer.
#[derive(Debug, Clone)]
pub struct RematchRow {
    pub offered_by: i64,
    pub offered_at: i64,
    pub status: String,
    pub new_game_id: Option<String>,
    /// (seat, "accepted" | "declined"), by seat.
    pub answers: Vec<(i64, String)>,
}

/// One seat's answer to an open offer.
pub struct Answer<'a> {
    pub game_id: &'a str,
    pub seat: i64,
    pub accept: bool,
    pub now: i64,
    /// When the offer expires unanswered: from then it is closed.
    pub expires_at: i64,
    /// With an accept: the new game (full, started) and its players by new seat, started
    /// only if every seat has accepted by then, with what to tell its players.
    pub new_game: Option<(Room, Vec<String>, Vec<NewNotification>)>,
}

impl Storage {
    /// The offer after `game_id`, with its answers.
    pub async fn rematch(&self, game_id: &str) -> Result<Option<RematchRow>, StorageError> {
        with_pool!(self, |pool| {
            let Some(row) = sqlx::query(
                "SELECT offered_by, offered_at, status, new_game_id FROM rematches \
                 WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_optional(pool)
            .await?
            else {
                return Ok(None);
            };
            let answers = sqlx::query(
                "SELECT seat, answer FROM rematch_answers WHERE game_id = $1 ORDER BY seat",
            )
            .bind(game_id)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|a| Ok((a.try_get("seat")?, a.try_get("answer")?)))
            .collect::<Result<_, sqlx::Error>>()?;
            Ok(Some(RematchRow {
                offered_by: row.try_get("offered_by")?,
                offered_at: row.try_get("offered_at")?,
                status: row.try_get("status")?,
                new_game_id: row.try_get("new_game_id")?,
                answers,
            }))
        })
    }

    /// Store `seat`'s offer of a rematch after `game_id` (its acceptance too) with `notes`
    /// for the other players. A second offer gets [`StorageError::Duplicate`].
    pub async fn offer_rematch(
        &self,
        game_id: &str,
        seat: i64,
        now: i64,
        notes: &[NewNotification],
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO rematches (game_id, offered_by, offered_at) VALUES ($1, $2, $3)",
            )
            .bind(game_id)
            .bind(seat)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            sqlx::query(
                "INSERT INTO rematch_answers (game_id, seat, answer, answered_at) \
                 VALUES ($1, $2, 'accepted', $3)",
            )
            .bind(game_id)
            .bind(seat)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            insert_notifications!(tx, game_id, notes, now);
            tx.commit().await?;
            Ok(())
        })
    }

    /// Record an answer to the open offer after `a.game_id`: a decline closes it; the accept
    /// that makes every one of `seats` seats accepted starts `a.new_game`. Answers whether
    /// the new game started. A closed offer gets [`StorageError::Conflict`], a second
    /// answer of the same seat [`StorageError::Duplicate`].
    pub async fn answer_rematch(&self, a: &Answer<'_>, seats: i64) -> Result<bool, StorageError> {
        let lock = match self.pool {
            Pool::Sqlite(_) => "",
            Pool::Postgres(_) => " FOR UPDATE",
        };
        let status_sql = format!("SELECT status FROM rematches WHERE game_id = $1{lock}");
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            // Answers to one offer take turns (PostgreSQL: the row lock), so the last
            // accept sees all the others.
            let status: Option<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(status_sql))
                .bind(a.game_id)
                .fetch_optional(&mut *tx)
                .await?;
            if status.as_deref() != Some("open") || a.now >= a.expires_at {
                return Err(StorageError::Conflict);
            }
            sqlx::query(
                "INSERT INTO rematch_answers (game_id, seat, answer, answered_at) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(a.game_id)
            .bind(a.seat)
            .bind(if a.accept { "accepted" } else { "declined" })
            .bind(a.now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let accepted: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM rematch_answers WHERE game_id = $1 AND answer = 'accepted'",
            )
            .bind(a.game_id)
            .fetch_one(&mut *tx)
            .await?;
            let started = match &a.new_game {
                Some((room, players, notes)) if a.accept && accepted == seats => {
                    insert_started_room!(tx, room, players);
                    insert_notifications!(tx, &room.id, notes, a.now);
                    Some(room.id.as_str())
                }
                _ => None,
            };
            let status = match (a.accept, started) {
                (false, _) => Some("declined"),
                (true, Some(_)) => Some("accepted"),
                (true, None) => None,
            };
            if let Some(status) = status {
                sqlx::query(
                    "UPDATE rematches SET status = $1, new_game_id = $2 WHERE game_id = $3",
                )
                .bind(status)
                .bind(started)
                .bind(a.game_id)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
            }
            tx.commit().await?;
            Ok(started.is_some())
        })
    }

    /// The blocks between `players`: (blocker, blocked).
    pub async fn blocks_among(
        &self,
        players: &[String],
    ) -> Result<Vec<(String, String)>, StorageError> {
        let mut out = Vec::new();
        for blocker in players {
            let sql = "SELECT blocked_id FROM blocks WHERE blocker_id = $1";
            let blocked: Vec<String> = with_pool!(self, |pool| {
                sqlx::query_scalar(sql)
                    .bind(blocker)
                    .fetch_all(pool)
                    .await?
            });
            out.extend(
                blocked
                    .into_iter()
                    .filter(|b| players.contains(b))
                    .map(|b| (blocker.clone(), b)),
            );
        }
        Ok(out)
    }
}
