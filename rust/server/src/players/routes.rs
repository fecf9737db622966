//! `GET /v1/players/me/ratings` and `GET /v1/players/me/stats`: the asking player's own
//! ratings and record (today a device is the player).

use axum::Json;
use axum::extract::State;

use super::storage::{BestPlayRow, ResultSums};
use crate::AppState;
use crate::api::{BestPlay, PlayerStats, RatingEntry, RatingList, StatsPage};
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::games;
use crate::rooms::routes::mode_of;

pub(crate) async fn my_ratings(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<Json<RatingList>, ApiError> {
    let ratings = state
        .storage
        .ratings_of(&device.id)
        .await?
        .into_iter()
        .map(|(language, mode, r)| {
            Ok(RatingEntry {
                language: games::language_of(&language)?,
                mode: mode_of(&mode)?,
                rating: r.rating.rating,
                deviation: r.rating.deviation,
                volatility: r.rating.volatility,
                games: r.games as u32,
                updated_at: r.updated_at,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(Json(RatingList { ratings }))
}

pub(crate) async fn my_stats(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<Json<StatsPage>, ApiError> {
    let sums = state.storage.result_sums(&device.id).await?;
    let best = state.storage.best_plays(&device.id, &sums).await?;
    let by_kind = sums
        .iter()
        .map(|s| {
            let mut stats = stats_of(std::slice::from_ref(s), &best);
            stats.language = Some(games::language_of(&s.language)?);
            stats.mode = Some(mode_of(&s.mode)?);
            Ok(stats)
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(Json(StatsPage {
        overall: stats_of(&sums, &best),
        by_kind,
    }))
}

/// The record over the languages and modes of `sums`, with the best of their best plays.
fn stats_of(sums: &[ResultSums], best: &[BestPlayRow]) -> PlayerStats {
    let total = |f: fn(&ResultSums) -> i64| sums.iter().map(f).sum::<i64>();
    let games = total(|s| s.games);
    let per_game = |sum: f64| if games > 0 { sum / games as f64 } else { 0.0 };
    let in_sums = |b: &&BestPlayRow| {
        sums.iter()
            .any(|s| s.language == b.language && s.mode == b.mode)
    };
    // The first of equal best plays (rows come in language and mode order).
    let best_play = best
        .iter()
        .filter(in_sums)
        .fold(None::<&BestPlayRow>, |top, b| match top {
            Some(t) if t.points >= b.points => Some(t),
            _ => Some(b),
        });
    PlayerStats {
        language: None,
        mode: None,
        games: games as u32,
        wins: total(|s| s.wins) as u32,
        losses: total(|s| s.losses) as u32,
        draws: total(|s| s.draws) as u32,
        average_score: per_game(total(|s| s.score) as f64),
        average_opponent_score: per_game(sums.iter().map(|s| s.opponent_score).sum()),
        best_play: best_play.map(|b| BestPlay {
            word: b.word.clone(),
            points: b.points as i32,
            game_id: b.game_id.clone(),
        }),
        highest_game: sums.iter().map(|s| s.highest as i32).max(),
        bingos_per_game: per_game(total(|s| s.bingos) as f64),
        eliminations: total(|s| s.eliminations) as u32,
    }
}
