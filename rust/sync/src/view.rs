//! The server's view of a game, as the local store keeps it.

use slovo_api::{GameState, Mode};
use slovo_store::{OnlineFamily, OnlineGame, OnlineMode};

use crate::SyncError;

/// Whether `state`'s player is to move.
pub fn my_turn(state: &GameState) -> bool {
    state.outcome.is_none() && state.current == state.seat && !eliminated(state)
}

/// Whether `state`'s player has left the game (resigned or out of time).
pub fn eliminated(state: &GameState) -> bool {
    state
        .players
        .iter()
        .any(|p| p.seat == state.seat && p.eliminated)
}

/// The store's row for the player's view `state` of the game with room code `code`.
pub fn stored_view(state: &GameState, code: &str, now: i64) -> Result<OnlineGame, SyncError> {
    Ok(OnlineGame {
        id: state.game_id.clone(),
        code: code.to_string(),
        mode: match state.mode {
            Mode::Quick => OnlineMode::Quick,
            Mode::Daily => OnlineMode::Daily,
        },
        language: state.language.code().to_string(),
        seat: state.seat,
        version: state.version,
        state: serde_json::to_string(state)
            .map_err(|e| SyncError::BadAnswer(format!("game state: {e}")))?,
        finished: state.outcome.is_some(),
        my_turn: my_turn(state),
        deadline: state.deadline,
        updated_at: now,
        family: OnlineFamily::Word,
    })
}

/// The view a stored row holds.
pub fn game_state(row: &OnlineGame) -> Result<GameState, SyncError> {
    serde_json::from_str(&row.state)
        .map_err(|e| SyncError::BadAnswer(format!("stored view of {}: {e}", row.id)))
}
