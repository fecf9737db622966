//! Matchmaking seeks, and the match that turns compatible seeks into a room.

use sqlx::Row;

use super::storage::{Room, Seat, insert_started_room};
use crate::notify::NewNotification;
use crate::notify::storage::insert_notifications;
use crate::storage::{Storage, StorageError, with_pool, with_writer};

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
    /// `word` or `tycoon`: only seeks of one family are paired.
    pub family: String,
}

macro_rules! seek_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<$crate::rooms::seek_storage::Seek, sqlx::Error>($crate::rooms::seek_storage::Seek {
            id: row.try_get("id")?,
            device_id: row.try_get("device_id")?,
            mode: row.try_get("mode")?,
            language: row.try_get("language")?,
            players: row.try_get("players")?,
            minutes: row.try_get("minutes")?,
            created_at: row.try_get("created_at")?,
            expires_at: row.try_get("expires_at")?,
            room_id: row.try_get("room_id")?,
            family: row.try_get("family")?,
        })
    }};
}

const SELECT_SEEK: &str = "SELECT id, device_id, mode, language, players, minutes, created_at, expires_at, room_id, \
     family FROM seeks";

/// The seeker's rating and the unexpired, unmatched seeks of other devices compatible with
/// `$seek` at `$now`, each with its seeker's rating (the starting rating for the unrated), and
/// the blocks that concern them, read through `$exec` (a pool or a transaction of either back end).
macro_rules! rated_candidates {
    ($exec:expr, $seek:expr, $now:expr) => {{
        let seek: &Seek = $seek;
        let start = crate::players::ratings::START.rating;
        let mine: Option<f64> = sqlx::query_scalar(
            "SELECT rating FROM ratings WHERE player_id = $1 AND language = $2 AND mode = $3",
        )
        .bind(&seek.device_id)
        .bind(&seek.language)
        .bind(&seek.mode)
        .fetch_optional(&mut *$exec)
        .await
        .map_err(StorageError::from_write)?;
        let rows = sqlx::query(
            "SELECT s.id, s.device_id, s.mode, s.language, s.players, s.minutes, s.created_at, \
             s.expires_at, s.room_id, s.family, g.rating FROM seeks s LEFT JOIN ratings g \
             ON g.player_id = s.device_id AND g.language = s.language AND g.mode = s.mode \
             WHERE s.room_id IS NULL AND s.mode = $1 AND s.language = $2 AND s.players = $3 \
             AND s.expires_at > $4 AND s.device_id <> $5 AND s.minutes = $6 AND s.family = $7 \
             ORDER BY s.created_at, s.id LIMIT 64",
        )
        .bind(&seek.mode)
        .bind(&seek.language)
        .bind(seek.players)
        .bind($now)
        .bind(&seek.device_id)
        .bind(seek.minutes)
        .bind(&seek.family)
        .fetch_all(&mut *$exec)
        .await
        .map_err(StorageError::from_write)?;
        let mut candidates = Vec::with_capacity(rows.len());
        for row in &rows {
            let rating: Option<f64> = row.try_get("rating")?;
            candidates.push((seek_from_row!(row)?, rating.unwrap_or(start)));
        }
        let blocks = crate::social::storage::block_pairs!($exec, seek, $now);
        (mine.unwrap_or(start), candidates, blocks)
    }};
}

impl Storage {
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
                 AND family = $7 \
                 ORDER BY created_at LIMIT 1"
            )))
            .bind(&terms.device_id)
            .bind(&terms.mode)
            .bind(&terms.language)
            .bind(terms.players)
            .bind(terms.minutes)
            .bind(now)
            .bind(&terms.family)
            .fetch_optional(pool)
            .await?;
            Ok(row.as_ref().map(|row| seek_from_row!(row)).transpose()?)
        })
    }

    /// How many partners `seek` would be paired with at `now` (0 or all it needs): a read, so
    /// a poll finds out whether a match is possible without queueing behind the writers.
    pub async fn waiting_partners(&self, seek: &Seek, now: i64) -> Result<i64, StorageError> {
        with_pool!(self, |pool| {
            let mut conn = pool.acquire().await?;
            let (rating, candidates, blocks) = rated_candidates!(conn, seek, now);
            Ok(super::pairing::partners(seek, rating, candidates, &blocks, now).len() as i64)
        })
    }

    /// Pair `seek` with unexpired compatible seeks of other devices ([`super::pairing`]: the
    /// closest-rated within range), in one
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
            let (rating, candidates, blocks) = rated_candidates!(tx, seek, room.created_at);
            let partners =
                super::pairing::partners(seek, rating, candidates, &blocks, room.created_at);
            if partners.is_empty() {
                if !stored {
                    sqlx::query(
                        "INSERT INTO seeks (id, device_id, mode, language, players, created_at, \
                         expires_at, minutes, family) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                    )
                    .bind(&seek.id)
                    .bind(&seek.device_id)
                    .bind(&seek.mode)
                    .bind(&seek.language)
                    .bind(seek.players)
                    .bind(seek.created_at)
                    .bind(seek.expires_at)
                    .bind(seek.minutes)
                    .bind(&seek.family)
                    .execute(&mut *tx)
                    .await
                    .map_err(StorageError::from_write)?;
                    tx.commit().await.map_err(StorageError::from_write)?;
                }
                return Ok(None);
            }
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
                    rating: None,
                })
                .collect();
            // The oldest seeker, in seat 0, made it.
            let made = Room {
                created_by: partners[0].device_id.clone(),
                ..room.clone()
            };
            insert_started_room!(tx, &made, devices);
            insert_notifications!(tx, &room.id, &notes(&seats), room.created_at);
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
                     expires_at, room_id, minutes, family) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
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
                .bind(&seek.family)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(Some(room.id.clone()))
        })
    }
}
