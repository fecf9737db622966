//! Ratings and game results: written with a game's end, read for a player's ratings and
//! statistics, for the rating shown with a name, and for matchmaking.

use skillratings::glicko2::Glicko2Rating;
use sqlx::Row;

use super::results::SeatResult;
use crate::storage::{Storage, StorageError, with_pool};

/// What a game's end writes, in the transaction of the move that ended it.
#[derive(Debug, Clone)]
pub struct GameEnd {
    pub language: String,
    pub mode: String,
    /// The player in each seat, by seat.
    pub players: Vec<String>,
    pub results: Vec<SeatResult>,
}

impl GameEnd {
    /// The seats rated: those not left out by an early resignation, when two or more remain.
    pub fn rated_seats(&self) -> Vec<usize> {
        let rated: Vec<usize> = (0..self.results.len())
            .filter(|&s| self.results[s].rated)
            .collect();
        if rated.len() >= 2 { rated } else { Vec::new() }
    }
}

/// A stored rating and how many rated games it stands on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StoredRating {
    pub rating: Glicko2Rating,
    pub games: i64,
    pub updated_at: i64,
}

/// Write `end` (ratings first, then one result row per seat) inside the transaction `$tx` of
/// either back end; `$lock` ends the statement that reads a rating (`FOR UPDATE` on
/// PostgreSQL: two games ending together for one player update their rating in turn).
macro_rules! record_end {
    ($tx:expr, $lock:expr, $game_id:expr, $end:expr, $now:expr) => {{
        let end: &$crate::players::storage::GameEnd = $end;
        let mut seats = end.rated_seats();
        // One order of locks for every writer: no deadlocks between games ending together.
        seats.sort_by(|&a, &b| end.players[a].cmp(&end.players[b]));
        let mut before = Vec::with_capacity(seats.len());
        for &s in &seats {
            let start = $crate::players::ratings::START;
            sqlx::query(
                "INSERT INTO ratings (player_id, language, mode, rating, deviation, volatility, \
                 games, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7) \
                 ON CONFLICT (player_id, language, mode) DO NOTHING",
            )
            .bind(&end.players[s])
            .bind(&end.language)
            .bind(&end.mode)
            .bind(start.rating)
            .bind(start.deviation)
            .bind(start.volatility)
            .bind($now)
            .execute(&mut *$tx)
            .await
            .map_err($crate::storage::StorageError::from_write)?;
            let row = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT rating, deviation, volatility FROM ratings \
                 WHERE player_id = $1 AND language = $2 AND mode = $3{}",
                $lock
            )))
            .bind(&end.players[s])
            .bind(&end.language)
            .bind(&end.mode)
            .fetch_one(&mut *$tx)
            .await
            .map_err($crate::storage::StorageError::from_write)?;
            let rating = skillratings::glicko2::Glicko2Rating {
                rating: row.try_get("rating")?,
                deviation: row.try_get("deviation")?,
                volatility: row.try_get("volatility")?,
            };
            before.push((rating, end.results[s].place));
        }
        let after = $crate::players::ratings::after_game(&before);
        for (&s, new) in seats.iter().zip(&after) {
            sqlx::query(
                "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, \
                 games = games + 1, updated_at = $4 \
                 WHERE player_id = $5 AND language = $6 AND mode = $7",
            )
            .bind(new.rating)
            .bind(new.deviation)
            .bind(new.volatility)
            .bind($now)
            .bind(&end.players[s])
            .bind(&end.language)
            .bind(&end.mode)
            .execute(&mut *$tx)
            .await
            .map_err($crate::storage::StorageError::from_write)?;
        }
        let rated = end.rated_seats();
        for (s, r) in end.results.iter().enumerate() {
            sqlx::query(
                "INSERT INTO game_results (game_id, seat, player_id, language, mode, place, \
                 outcome, score, opponent_score, best_word, best_points, bingos, eliminated, \
                 rated, finished_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
            )
            .bind($game_id)
            .bind(s as i64)
            .bind(&end.players[s])
            .bind(&end.language)
            .bind(&end.mode)
            .bind(i64::from(r.place))
            .bind(r.outcome.name())
            .bind(i64::from(r.score))
            .bind(r.opponent_score)
            .bind(r.best_play.as_ref().map(|(w, _)| w.as_str()))
            .bind(r.best_play.as_ref().map_or(0, |(_, p)| i64::from(*p)))
            .bind(i64::from(r.bingos))
            .bind(r.eliminated.map(|e| match e {
                slovo_rules::Elimination::Resigned => "resigned",
                slovo_rules::Elimination::TimedOut => "timed_out",
            }))
            .bind(i64::from(rated.contains(&s)))
            .bind($now)
            .execute(&mut *$tx)
            .await
            .map_err($crate::storage::StorageError::from_write)?;
        }
    }};
}

pub(crate) use record_end;

/// One language and mode of a player's results, summed by the database.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultSums {
    pub language: String,
    pub mode: String,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    pub score: i64,
    pub opponent_score: f64,
    pub highest: i64,
    pub bingos: i64,
    pub eliminations: i64,
}

/// A player's best play in one language and mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestPlayRow {
    pub language: String,
    pub mode: String,
    pub word: String,
    pub points: i64,
    pub game_id: String,
}

impl Storage {
    /// `player_id`'s ratings with at least one rated game: (language, mode, rating).
    pub async fn ratings_of(
        &self,
        player_id: &str,
    ) -> Result<Vec<(String, String, StoredRating)>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT language, mode, rating, deviation, volatility, games, updated_at \
                 FROM ratings WHERE player_id = $1 AND games > 0 ORDER BY language, mode",
            )
            .bind(player_id)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get("language")?,
                        row.try_get("mode")?,
                        StoredRating {
                            rating: Glicko2Rating {
                                rating: row.try_get("rating")?,
                                deviation: row.try_get("deviation")?,
                                volatility: row.try_get("volatility")?,
                            },
                            games: row.try_get("games")?,
                            updated_at: row.try_get("updated_at")?,
                        },
                    ))
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// `player_id`'s finished games summed per language and mode, in order.
    pub async fn result_sums(&self, player_id: &str) -> Result<Vec<ResultSums>, StorageError> {
        // CAST: PostgreSQL sums BIGINT into NUMERIC.
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT language, mode, COUNT(*) AS games, \
                 CAST(SUM(CASE WHEN outcome = 'win' THEN 1 ELSE 0 END) AS BIGINT) AS wins, \
                 CAST(SUM(CASE WHEN outcome = 'loss' THEN 1 ELSE 0 END) AS BIGINT) AS losses, \
                 CAST(SUM(CASE WHEN outcome = 'draw' THEN 1 ELSE 0 END) AS BIGINT) AS draws, \
                 CAST(SUM(score) AS BIGINT) AS score, \
                 CAST(SUM(opponent_score) AS DOUBLE PRECISION) AS opponent_score, \
                 MAX(score) AS highest, CAST(SUM(bingos) AS BIGINT) AS bingos, \
                 CAST(SUM(CASE WHEN eliminated IS NULL THEN 0 ELSE 1 END) AS BIGINT) \
                 AS eliminations \
                 FROM game_results WHERE player_id = $1 GROUP BY language, mode \
                 ORDER BY language, mode",
            )
            .bind(player_id)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok(ResultSums {
                        language: row.try_get("language")?,
                        mode: row.try_get("mode")?,
                        games: row.try_get("games")?,
                        wins: row.try_get("wins")?,
                        losses: row.try_get("losses")?,
                        draws: row.try_get("draws")?,
                        score: row.try_get("score")?,
                        opponent_score: row.try_get("opponent_score")?,
                        highest: row.try_get("highest")?,
                        bingos: row.try_get("bingos")?,
                        eliminations: row.try_get("eliminations")?,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// `player_id`'s best play in each language and mode of `sums` (the earliest of equal
    /// ones): one short read of the index per language and mode, not a sort of every game.
    pub async fn best_plays(
        &self,
        player_id: &str,
        sums: &[ResultSums],
    ) -> Result<Vec<BestPlayRow>, StorageError> {
        with_pool!(self, |pool| {
            let mut best = Vec::new();
            for s in sums {
                let row = sqlx::query(
                    "SELECT best_word, best_points, game_id FROM game_results \
                     WHERE player_id = $1 AND language = $2 AND mode = $3 AND best_points > 0 \
                     ORDER BY best_points DESC, finished_at, game_id LIMIT 1",
                )
                .bind(player_id)
                .bind(&s.language)
                .bind(&s.mode)
                .fetch_optional(pool)
                .await?;
                if let Some(row) = row {
                    best.push(BestPlayRow {
                        language: s.language.clone(),
                        mode: s.mode.clone(),
                        word: row.try_get("best_word")?,
                        points: row.try_get("best_points")?,
                        game_id: row.try_get("game_id")?,
                    });
                }
            }
            Ok(best)
        })
    }
}
