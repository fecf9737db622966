//! `POST /v1/games/{id}/moves`, and the one path every move takes into the log (players'
//! moves and the sweeper's time-outs).

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use slovo_rules::{Action, Move};

use super::routes::{Loaded, load_game};
use super::storage::{Author, NewMove};
use crate::api::{MoveAccepted, SubmitMove};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::games;
use crate::players::storage::GameEnd;
use crate::{AppState, notify, now_ms};

pub(crate) async fn submit_move(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    body: Result<Body<SubmitMove>, ApiError>,
) -> Result<Json<MoveAccepted>, ApiError> {
    let Path(id) = id?;
    let Body(req) = body?;
    crate::games::check_move_id(&req.move_id)?;
    if matches!(req.mv, Move::TimeOut) {
        return Err(ApiError::unprocessable(
            "forbidden_move",
            "only the server's clock can time a player out",
        ));
    }
    // Check the game and the seat before taking the lock, so strangers cannot hold it.
    let room = state
        .storage
        .room_by_id(&id)
        .await?
        .ok_or_else(|| ApiError::not_found("game_not_found", "no such game"))?;
    let lock = state.locks.for_game(&room.id);
    let _guard = lock.lock().await;
    let mut g = load_game(&state, &room.id, &device).await?;
    // A retry of a move already applied gets the original answer, whatever changed since.
    if let Some(response) = state
        .storage
        .move_response(&g.room.id, &device.id, &req.move_id)
        .await?
    {
        let original: MoveAccepted = serde_json::from_str(&response).map_err(ApiError::internal)?;
        return Ok(Json(original));
    }
    // A clock that ran out ends that player's game now, not at the next sweep: no move
    // gets in after the flag fell.
    if g.rebuilt.flag_fallen(now_ms()) {
        time_out(&state, &mut g).await?;
        return Err(ApiError::conflict(
            "time_out",
            "the player to move ran out of time and was timed out",
        )
        .with_state(games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats)));
    }
    let version = g.rebuilt.version();
    if req.expected_version != version {
        return Err(ApiError::conflict(
            "stale_version",
            format!(
                "the game is at version {version}, not {}",
                req.expected_version
            ),
        )
        .with_state(games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats)));
    }
    games::check_move(&req.mv, g.rebuilt.game.tiles())?;
    let answer = apply_move(&state, &mut g, &device.id, &req.move_id, req.mv).await?;
    Ok(Json(answer))
}

/// Apply `mv` for `g.seat` and append it to the log if the game is still at the version it
/// was loaded at (compare-and-set), answering as `g.seat` sees it. Moves by players and the
/// sweeper's time-outs both come through here.
async fn apply_move(
    state: &AppState,
    g: &mut Loaded,
    device_id: &str,
    move_id: &str,
    mv: Move,
) -> Result<MoveAccepted, ApiError> {
    let config = *g.rebuilt.game.config();
    let engine = state.engines.get(config.rules.tiles.language()).await?;
    // Only the sweeper makes time-outs (players are refused them).
    let timed_out = matches!(mv, Move::TimeOut);
    let before_actions = g.rebuilt.game.actions().len();
    let before_history = g.rebuilt.game.history().len();
    g.rebuilt
        .game
        .apply(Action::new(g.seat, mv), &engine.referee())
        .map_err(|e| ApiError::rule(&e))?;
    let now = now_ms();
    g.rebuilt.applied(now);
    let new_version = g.rebuilt.version();
    let actions = serde_json::to_string(&g.rebuilt.game.actions()[before_actions..])
        .map_err(ApiError::internal)?;
    let state_after = games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats);
    let answer = MoveAccepted {
        game_id: g.room.id.clone(),
        version: new_version,
        move_id: move_id.to_string(),
        records: state_after.history[before_history..].to_vec(),
        state: state_after,
    };
    let response = serde_json::to_string(&answer).map_err(ApiError::internal)?;
    let notes = notify::after_move(&g.rebuilt, &g.seats, g.seat, timed_out, now);
    let end = crate::players::results::of_game(&g.rebuilt.game).map(|results| GameEnd {
        language: g.room.language.clone(),
        mode: g.room.mode.clone(),
        players: g.seats.iter().map(|s| s.device_id.clone()).collect(),
        results,
    });
    let author = if timed_out {
        Author::Server
    } else {
        Author::Player
    };
    state
        .storage
        .append_move(&NewMove {
            game_id: &g.room.id,
            version: new_version,
            move_id,
            author,
            device_id,
            seat: g.seat as i64,
            actions: &actions,
            response: &response,
            now,
            turn: g.rebuilt.turn(),
            notifications: &notes,
            end: end.as_ref(),
        })
        .await?;
    state.replays.put(&g.room.id, &g.rebuilt);
    state.streams.publish(&g.room.id, new_version);
    state.metrics.move_applied();
    tracing::info!(game = %g.room.id, version = new_version, seat = g.seat, "move applied");
    Ok(answer)
}

/// Time the player to move out (their time ran out), as the server: the move is logged under
/// their seat and device but in the server's namespace of move ids. `g.seat` stays the seat
/// it is seen from.
pub(crate) async fn time_out(state: &AppState, g: &mut Loaded) -> Result<(), ApiError> {
    let current = g.rebuilt.game.current_player();
    let device_id = g
        .seats
        .iter()
        .find(|s| s.seat == current as i64)
        .map(|s| s.device_id.clone())
        .ok_or_else(|| ApiError::internal("nobody holds the seat to move"))?;
    let seen_from = std::mem::replace(&mut g.seat, current);
    let move_id = format!("timeout-{}", g.rebuilt.version());
    let applied = apply_move(state, g, &device_id, &move_id, Move::TimeOut).await;
    g.seat = seen_from;
    applied?;
    tracing::info!(game = %g.room.id, seat = current, "flag fell");
    Ok(())
}
