//! `GET /v1/games`, `GET /v1/games/{id}`, `GET /v1/games/{id}/events`: a player's games, each
//! rebuilt from its log and seen from their seat.

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};

use crate::AppState;
use crate::api::{EventsPage, EventsQuery, GameEvent, GameList, GameState, GameSummary, Mode};
use crate::devices::routes::Auth;
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::games::{self, Rebuilt};
use crate::rooms::routes::mode_of;
use crate::rooms::storage::{Room, Seat};
use crate::social;

/// A started game the device has a seat in, rebuilt from its log.
pub(crate) struct Loaded {
    pub(crate) room: Room,
    pub(crate) seats: Vec<Seat>,
    pub(crate) seat: u8,
    pub(crate) rebuilt: Rebuilt,
}

pub(crate) async fn load_game(
    state: &AppState,
    id: &str,
    device: &Device,
) -> Result<Loaded, ApiError> {
    let not_found = || ApiError::not_found("game_not_found", "no such game");
    if id.len() > 64 {
        return Err(not_found());
    }
    let room = state.storage.room_by_id(id).await?.ok_or_else(not_found)?;
    let seats = state.storage.seats(&room.id).await?;
    let seat = games::seat_held(&seats, &device.id)?;
    load_seat(state, room, seats, seat).await
}

/// A started game rebuilt from its log (or kept from the last rebuild at the room's version),
/// seen from `seat`.
pub(crate) async fn load_seat(
    state: &AppState,
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
) -> Result<Loaded, ApiError> {
    if room.family != crate::api::GameFamily::Word.name() {
        return Err(ApiError::conflict(
            "other_game_family",
            "this is a Tycoon game: see /v1/tycoon/{id}",
        ));
    }
    let config = room
        .config
        .as_deref()
        .ok_or_else(|| ApiError::conflict("game_not_started", "the room is not full yet"))?;
    let mut rebuilt = match state.replays.get(&room.id, room.version) {
        Some(kept) => kept,
        None => {
            let config = games::parse_config(config)?;
            let engine = state.engines.get(config.rules.tiles.language()).await?;
            let moves = state.storage.moves(&room.id, 0).await?;
            let started_at = room.started_at.unwrap_or(room.created_at);
            let timing = state.timing(&room.mode, room.minutes);
            let rebuilt = games::rebuild(config, &moves, &engine, started_at, timing)?;
            state.replays.put(&room.id, &rebuilt);
            rebuilt
        }
    };
    rebuilt.pauses = games::load_pauses(state, &room, rebuilt.timing).await?;
    Ok(Loaded {
        room,
        seats,
        seat,
        rebuilt,
    })
}

pub(crate) async fn list_games(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<Json<GameList>, ApiError> {
    social::seen(&state, &device.id);
    let games = state
        .storage
        .games_of(&device.id)
        .await?
        .into_iter()
        .map(|(room, seat)| {
            let mode = mode_of(&room.mode)?;
            Ok(GameSummary {
                game_id: room.id,
                code: room.code,
                mode,
                language: games::language_of(&room.language)?,
                seat: seat as u8,
                version: room.version,
                finished: room.finished_at.is_some(),
                my_turn: room.turn.is_some_and(|t| t.seat == seat),
                deadline: room.turn.filter(|_| mode == Mode::Daily).map(|t| t.due_at),
                family: crate::rooms::routes::family_of(&room.family)?,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(Json(GameList { games }))
}

pub(crate) async fn get_game(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<GameState>, ApiError> {
    let Path(id) = id?;
    let g = load_game(&state, &id, &device).await?;
    Ok(Json(games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats)))
}

pub(crate) async fn game_events(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<EventsQuery>, QueryRejection>,
) -> Result<Json<EventsPage>, ApiError> {
    let Path(id) = id?;
    let Query(query) = query?;
    crate::games::check_since(query.since)?;
    let g = load_game(&state, &id, &device).await?;
    let events = events_since(&state, &g, query.since).await?;
    let chat = social::chat::for_events(&state, &g.room.id, &device.id, &g.seats, query.chat_since);
    let chat = chat.await?;
    let rematch = match g.room.finished_at {
        Some(_) => games::rematch::visible(&state, &g.room, &g.seats, g.seat).await?,
        None => None,
    };
    Ok(Json(EventsPage {
        game_id: g.room.id.clone(),
        version: g.rebuilt.version(),
        events,
        chat,
        rematch,
    }))
}

/// The events after version `since` up to the loaded version, as `g.seat` sees them.
pub(crate) async fn events_since(
    state: &AppState,
    g: &Loaded,
    since: i64,
) -> Result<Vec<GameEvent>, ApiError> {
    let version = g.rebuilt.version();
    let history = g.rebuilt.game.view(g.seat).history;
    let moves = state.storage.moves(&g.room.id, since).await?;
    Ok(moves
        .iter()
        .filter(|m| m.version <= version)
        .map(|m| {
            let v = m.version as usize;
            GameEvent {
                version: m.version,
                seat: m.seat as u8,
                move_id: m.move_id.clone(),
                records: history[g.rebuilt.history_at[v - 1]..g.rebuilt.history_at[v]].to_vec(),
            }
        })
        .collect())
}
