//! `GET /v1/tycoon/{id}`, `GET /v1/tycoon/{id}/events`, `POST /v1/tycoon/{id}/moves`, and the
//! sweeper's time-outs of Tycoon games: through the word game's room, seat, log and lock.

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use slovo_engine::Engine;
use slovo_tycoon::{Action, Config};

use super::{Entry, LANGUAGE, Table, view};
use crate::api::{
    EventsQuery, GameFamily, SubmitTycoonMove, TycoonEventsPage, TycoonMoveAccepted, TycoonState,
};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::games::storage::{Author, NewMove};
use crate::rooms::storage::{Room, Seat};
use crate::{AppState, games, notify, now_ms};

/// A started Tycoon game rebuilt from its log, seen from `seat`.
pub(crate) struct Loaded {
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
    table: Table,
    engine: Engine,
}

/// The room `id` if it is a Tycoon game (a word game is sent to its own routes).
async fn tycoon_room(state: &AppState, id: &str) -> Result<Room, ApiError> {
    let not_found = || ApiError::not_found("game_not_found", "no such game");
    if id.len() > 64 {
        return Err(not_found());
    }
    let room = state.storage.room_by_id(id).await?.ok_or_else(not_found)?;
    if room.family != GameFamily::Tycoon.name() {
        return Err(ApiError::conflict(
            "other_game_family",
            "this is a word game: see /v1/games/{id}",
        ));
    }
    Ok(room)
}

/// The Tycoon game `room`, seen by `device` (who must hold a seat).
async fn load(state: &AppState, room: Room, device: &Device) -> Result<Loaded, ApiError> {
    let seats = state.storage.seats(&room.id).await?;
    let seat = games::seat_held(&seats, &device.id)?;
    load_seat(state, room, seats, seat).await
}

async fn load_seat(
    state: &AppState,
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
) -> Result<Loaded, ApiError> {
    let config = room
        .config
        .as_deref()
        .ok_or_else(|| ApiError::conflict("game_not_started", "the room is not full yet"))?;
    let config: Config = serde_json::from_str(config)
        .map_err(|e| ApiError::internal(format!("stored Tycoon config: {e}")))?;
    let engine = state.engines.get(LANGUAGE).await?;
    let moves = state.storage.moves(&room.id, 0).await?;
    let started_at = room.started_at.unwrap_or(room.created_at);
    let timing = state.timing(&room.mode, room.minutes);
    let mut table = Table::rebuild(config, &moves, engine.lexicon(), started_at, timing)?;
    table.pauses = games::load_pauses(state, &room, timing).await?;
    Ok(Loaded {
        room,
        seats,
        seat,
        table,
        engine,
    })
}

impl Loaded {
    fn state(&self) -> TycoonState {
        view::state(&self.room.id, &self.table, self.seat, &self.seats, now_ms())
    }
}

pub(crate) async fn get_tycoon(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TycoonState>, ApiError> {
    let Path(id) = id?;
    let room = tycoon_room(&state, &id).await?;
    Ok(Json(load(&state, room, &device).await?.state()))
}

pub(crate) async fn tycoon_events(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<EventsQuery>, QueryRejection>,
) -> Result<Json<TycoonEventsPage>, ApiError> {
    let Path(id) = id?;
    let Query(query) = query?;
    crate::games::check_since(query.since)?;
    let room = tycoon_room(&state, &id).await?;
    let g = load(&state, room, &device).await?;
    let rows = state.storage.moves(&g.room.id, query.since).await?;
    let rematch = match g.room.finished_at {
        Some(_) => games::rematch::visible(&state, &g.room, &g.seats, g.seat).await?,
        None => None,
    };
    Ok(Json(TycoonEventsPage {
        game_id: g.room.id.clone(),
        version: g.table.version(),
        events: view::events(&g.table, &rows, g.seat),
        rematch,
    }))
}

pub(crate) async fn submit_tycoon_move(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    body: Result<Body<SubmitTycoonMove>, ApiError>,
) -> Result<Json<TycoonMoveAccepted>, ApiError> {
    let Path(id) = id?;
    let Body(req) = body?;
    crate::games::check_move_id(&req.move_id)?;
    // Check the game and the seat before taking the lock, so strangers cannot hold it.
    let room = tycoon_room(&state, &id).await?;
    let lock = state.locks.for_game(&room.id);
    let _guard = lock.lock().await;
    let mut g = load(&state, room, &device).await?;
    // A retry of a move already applied gets the original answer, whatever changed since.
    if let Some(response) = state
        .storage
        .move_response(&g.room.id, &device.id, &req.move_id)
        .await?
    {
        let original = serde_json::from_str(&response).map_err(ApiError::internal)?;
        return Ok(Json(original));
    }
    // No move gets in after the flag fell.
    if g.table.flag_fallen(now_ms()) {
        time_out(&state, &mut g).await?;
        return Err(ApiError::conflict(
            "time_out",
            "the player to move ran out of time and was timed out",
        ));
    }
    let version = g.table.version();
    if req.expected_version != version {
        return Err(ApiError::conflict(
            "stale_version",
            format!(
                "the game is at version {version}, not {}",
                req.expected_version
            ),
        ));
    }
    if g.table.game.current() != g.seat as usize {
        return Err(ApiError::rule_named(
            "NotYourTurn",
            format!("it is seat {}'s turn", g.table.game.current()),
        ));
    }
    if let Action::Build { words } = &req.mv {
        // Online, an unknown word is refused with nothing changed: no attempt is lost.
        let lexicon = g.engine.lexicon();
        let preview = g
            .table
            .game
            .preview(words, lexicon)
            .map_err(|e| ApiError::rule(&e))?;
        if let Some(unknown) = preview.unknown.first() {
            return Err(ApiError::rule_named(
                "UnknownWord",
                format!("{unknown:?} is not in the lexicon"),
            ));
        }
    }
    let author = (device.id.clone(), Author::Player);
    let answer = apply(&state, &mut g, author, &req.move_id, Entry::Act(req.mv)).await?;
    Ok(Json(answer))
}

/// Apply `entry` for the player to move and append it to the log if the game is still at the
/// version it was loaded at, answering as `g.seat` sees it.
async fn apply(
    state: &AppState,
    g: &mut Loaded,
    (device_id, author): (String, Author),
    move_id: &str,
    entry: Entry,
) -> Result<TycoonMoveAccepted, ApiError> {
    let mover = g.table.game.current() as u8;
    let now = now_ms();
    let actions = serde_json::to_string(&entry).map_err(ApiError::internal)?;
    let outcome = g
        .table
        .apply(entry.clone(), g.engine.lexicon(), now)
        .map_err(|e| ApiError::rule(&e))?;
    let version = g.table.version();
    let answer = TycoonMoveAccepted {
        game_id: g.room.id.clone(),
        version,
        move_id: move_id.to_string(),
        records: view::records(mover, &entry, &outcome, g.seat),
        state: g.state(),
    };
    let response = serde_json::to_string(&answer).map_err(ApiError::internal)?;
    let after = notify::After {
        version,
        turn: g.table.turn(),
        over: g.table.game.is_over(),
        timing: g.table.timing,
    };
    let players = g.table.game.config().players as u8;
    let timed_out = entry == Entry::TimeOut;
    let pauses = &g.table.pauses;
    let notes = notify::after_version(after, pauses, players, &g.seats, mover, timed_out, now);
    state
        .storage
        .append_move(&NewMove {
            game_id: &g.room.id,
            version,
            move_id,
            author,
            device_id: &device_id,
            seat: i64::from(mover),
            actions: &actions,
            response: &response,
            now,
            turn: g.table.turn(),
            notifications: &notes,
            end: None,
        })
        .await?;
    state.streams.publish(&g.room.id, version);
    state.metrics.move_applied();
    tracing::info!(game = %g.room.id, version, seat = mover, "Tycoon move applied");
    Ok(answer)
}

/// Time the player to move out, as the server (its own namespace of move ids).
async fn time_out(state: &AppState, g: &mut Loaded) -> Result<(), ApiError> {
    let current = g.table.game.current() as i64;
    let device_id = g
        .seats
        .iter()
        .find(|s| s.seat == current)
        .map(|s| s.device_id.clone())
        .ok_or_else(|| ApiError::internal("nobody holds the seat to move"))?;
    let move_id = format!("timeout-{}", g.table.version());
    apply(
        state,
        g,
        (device_id, Author::Server),
        &move_id,
        Entry::TimeOut,
    )
    .await?;
    tracing::info!(game = %g.room.id, seat = current, "flag fell");
    Ok(())
}

/// What the sweeper did with a Tycoon game.
pub(crate) enum Swept {
    TimedOut,
    TurnRecorded,
    /// Over, or its turn already recorded and not due.
    Idle,
}

/// The sweeper's look at the claimed Tycoon game `room`: time out the player to move if
/// their time ran out, else record the turn where the room lacks it.
pub(crate) async fn sweep(state: &AppState, room: Room) -> Result<Swept, ApiError> {
    let seats = state.storage.seats(&room.id).await?;
    let mut g = load_seat(state, room, seats, 0).await?;
    if g.table.game.is_over() {
        return Ok(Swept::Idle);
    }
    if g.table.flag_fallen(now_ms()) {
        time_out(state, &mut g).await?;
        return Ok(Swept::TimedOut);
    }
    // Not due yet (a deadline a vacation moved, a stale row): record when.
    Ok(if record_turn(state, &g).await? {
        Swept::TurnRecorded
    } else {
        Swept::Idle
    })
}

/// Record the loaded game's turn (who is to move, when it is due) where the room holds
/// another; whether it did.
async fn record_turn(state: &AppState, g: &Loaded) -> Result<bool, ApiError> {
    match g.table.turn() {
        Some(turn) if g.room.turn != Some(turn) => {
            let version = g.table.version();
            state.storage.set_turn(&g.room.id, version, turn).await?;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// Record again the turn of the Tycoon game `room` (under its lock): a vacation of one of
/// its players began or ended, moving the deadline.
pub(crate) async fn record_turn_of(state: &AppState, room: Room) -> Result<(), ApiError> {
    let seats = state.storage.seats(&room.id).await?;
    let g = load_seat(state, room, seats, 0).await?;
    record_turn(state, &g).await?;
    Ok(())
}
