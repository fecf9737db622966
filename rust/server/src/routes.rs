//! The v1 HTTP API.
//!
//! | | |
//! |---|---|
//! | `POST /v1/devices` | register anonymously: display name → bearer token |
//! | `GET /v1/devices/me` | the device: id, name, which push platform it has a token for |
//! | `PUT`/`DELETE /v1/devices/me/push` | set or remove the device's push token (FCM or APNs) |
//! | `POST /v1/rooms` | create a room (mode, language, seats); the creator takes seat 0 |
//! | `GET /v1/rooms/{code}` | a room by its code |
//! | `POST /v1/rooms/{code}/join` | take the next seat; the game starts when the room is full |
//! | `POST /v1/seeks` | random matchmaking `{mode, language, players}`: matched room or pending seek |
//! | `GET /v1/seeks/{id}` | poll a seek: `pending`, `matched` (with the room) or `expired` |
//! | `DELETE /v1/seeks/{id}` | withdraw a waiting seek (204), or the match it made first (200) |
//! | `GET /v1/games` | the device's started games: version, whose turn, daily deadline |
//! | `GET /v1/games/{id}` | the asking player's view (quick games: `clocks`, ms left per seat) |
//! | `POST /v1/games/{id}/moves` | `{move_id, expected_version, move}` |
//! | `GET /v1/games/{id}/events?since=V` | what happened after version V |
//! | `GET /v1/games/{id}/stream?since=V` | server-sent events: a [`StreamUpdate`] per new version |
//!
//! Quick-game clocks are computed from the move log's timestamps; [`sweeper`] times out a
//! player whose clock ran out even when nobody is connected.
//!
//! `GET /openapi.json` describes all of this (OpenAPI 3.1); `GET /metrics` has Prometheus
//! counters.
//!
//! `GET /healthz` answers `{"status":"ok"}` when the database does.
//! Everything but device registration, `/healthz`, `/metrics` and `/openapi.json` needs `Authorization: Bearer TOKEN`.

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{DefaultBodyLimit, FromRequestParts, Path, Query, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use rand::Rng;
use sha2::{Digest, Sha256};
use slovo_i18n::UiLang;
use slovo_rules::{Action, Move};

use crate::api::{
    CreateRoom, CreateSeek, DeviceInfo, DeviceRegistered, EventsPage, EventsQuery, GameEvent,
    GameList, GameState, GameSummary, Mode, MoveAccepted, PushPlatform, RegisterDevice,
    RegisterPush, RoomInfo, RoomStatus, SeatInfo, SeekInfo, SeekStatus, StreamUpdate, SubmitMove,
};
use crate::body::Body;
use crate::error::ApiError;
use crate::games::{self, Rebuilt};
use crate::limits::ClientAddr;
use crate::storage::{Author, Device, NewMove, Room, Seat, Seek, StorageError};
use crate::{AppState, MAX_BODY, notify, now_ms, random_id, random_string};

pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .route("/openapi.json", get(openapi))
        .route("/v1/devices", post(register_device))
        .route("/v1/devices/me", get(get_device))
        .route("/v1/devices/me/push", put(set_push).delete(delete_push))
        .route("/v1/rooms", post(create_room))
        .route("/v1/rooms/{code}", get(get_room))
        .route("/v1/rooms/{code}/join", post(join_room))
        .route("/v1/seeks", post(create_seek))
        .route("/v1/seeks/{id}", get(get_seek).delete(cancel_seek))
        .route("/v1/games", get(list_games))
        .route("/v1/games/{id}", get(get_game))
        .route("/v1/games/{id}/moves", post(submit_move))
        .route("/v1/games/{id}/events", get(game_events))
        .route("/v1/games/{id}/stream", get(game_stream))
        .fallback(|| async { ApiError::not_found("no_such_endpoint", "no such endpoint") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "method not allowed on this endpoint",
            )
        })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            crate::metrics::track,
        ))
        .with_state(state)
}

/// Room codes: 8 characters from 31 that cannot be confused when read aloud or typed
/// (no 0/O, 1/I/L): about 8.5e11 codes.
const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LEN: usize = 8;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Codes are read aloud: accept lower case, spaces and dashes.
fn normalize_code(code: &str) -> String {
    code.chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// The authenticated device (`Authorization: Bearer TOKEN`).
pub struct Auth(pub Device);

impl FromRequestParts<AppState> for Auth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Auth, ApiError> {
        let header = parts
            .headers
            .get(axum::http::header::AUTHORIZATION)
            .ok_or_else(|| ApiError::unauthorized("missing Authorization: Bearer token"))?;
        // The scheme's name is case-insensitive (RFC 9110, section 11.1).
        let token = header
            .to_str()
            .ok()
            .and_then(|h| h.trim_start().split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim())
            .filter(|t| !t.is_empty())
            .ok_or_else(|| ApiError::unauthorized("malformed Authorization header"))?;
        let device = state
            .storage
            .device_by_token_hash(&token_hash(token))
            .await?
            .ok_or_else(|| ApiError::unauthorized("unknown token"))?;
        Ok(Auth(device))
    }
}

async fn healthz(State(state): State<AppState>) -> Result<Json<serde_json::Value>, ApiError> {
    state.storage.ping().await?;
    Ok(Json(serde_json::json!({ "status": "ok" })))
}

async fn metrics(State(state): State<AppState>) -> impl axum::response::IntoResponse {
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        state.metrics.render(),
    )
}

async fn openapi() -> Json<serde_json::Value> {
    Json(crate::openapi::document())
}

async fn register_device(
    State(state): State<AppState>,
    addr: ClientAddr,
    body: Result<Body<RegisterDevice>, ApiError>,
) -> Result<(StatusCode, Json<DeviceRegistered>), ApiError> {
    state.limits.check_registration(addr.0)?;
    let Body(req) = body?;
    let name = crate::names::display_name(&req.display_name)
        .map_err(|e| ApiError::unprocessable("invalid_display_name", e.to_string()))?;
    let mut secret = [0u8; 32];
    rand::rng().fill(&mut secret);
    let token = format!("slv_{}", hex(&secret));
    let id = random_id();
    state
        .storage
        .insert_device(&id, &token_hash(&token), &name, now_ms())
        .await?;
    tracing::info!(device = %id, "device registered");
    Ok((
        StatusCode::CREATED,
        Json(DeviceRegistered {
            device_id: id,
            display_name: name,
            token,
        }),
    ))
}

async fn get_device(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<Json<DeviceInfo>, ApiError> {
    let push = state
        .storage
        .push_token(&device.id)
        .await?
        .map(|t| t.platform);
    Ok(Json(DeviceInfo {
        device_id: device.id,
        display_name: device.display_name,
        push,
    }))
}

async fn set_push(
    State(state): State<AppState>,
    Auth(device): Auth,
    body: Result<Body<RegisterPush>, ApiError>,
) -> Result<StatusCode, ApiError> {
    let Body(req) = body?;
    // FCM tokens are printable ASCII, APNs device tokens hex: nothing else is a token.
    let valid = match req.platform {
        PushPlatform::Fcm => req.token.chars().all(|c| c.is_ascii_graphic()),
        PushPlatform::Apns => req.token.chars().all(|c| c.is_ascii_hexdigit()),
    };
    if !valid || req.token.is_empty() || req.token.len() > 4096 {
        return Err(ApiError::unprocessable(
            "invalid_push_token",
            "not a push token of this platform",
        ));
    }
    // A language the catalog lacks gets English pushes rather than a refusal: the phone
    // cannot change its locale to please the server, and no push would be worse.
    let ui_language = req
        .ui_language
        .as_deref()
        .map(|l| UiLang::from_locale(l).unwrap_or_default());
    state
        .storage
        .set_push_token(&device.id, req.platform, &req.token, ui_language, now_ms())
        .await?;
    tracing::info!(device = %device.id, platform = ?req.platform, ?ui_language, "push token set");
    Ok(StatusCode::NO_CONTENT)
}

async fn delete_push(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<StatusCode, ApiError> {
    state.storage.delete_push_token(&device.id, None).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The clock minutes and the language a room or a seek asks for, checked; languages this
/// server cannot referee are refused before anyone waits for a game in them.
async fn game_terms(
    state: &AppState,
    mode: Mode,
    minutes: Option<u32>,
    language: &str,
) -> Result<(i64, slovo_rules::Language), ApiError> {
    let minutes = quick_minutes(mode, minutes)?;
    let language = games::language_of(language)?;
    state.engines.get(language).await?;
    Ok((minutes, language))
}

/// The minutes of a quick game's clock (0 for daily games), checked.
fn quick_minutes(mode: Mode, minutes: Option<u32>) -> Result<i64, ApiError> {
    match (mode, minutes) {
        (Mode::Daily, None) => Ok(0),
        (Mode::Daily, Some(_)) => Err(ApiError::unprocessable(
            "invalid_minutes",
            "daily games have 24 hours a move: no minutes",
        )),
        (Mode::Quick, m) => {
            let m = m.unwrap_or(crate::api::DEFAULT_QUICK_MINUTES);
            if crate::api::QUICK_MINUTES.contains(&m) {
                Ok(i64::from(m))
            } else {
                Err(ApiError::unprocessable(
                    "invalid_minutes",
                    format!("a quick clock has 3, 5, 10 or 25 minutes, not {m}"),
                ))
            }
        }
    }
}

fn mode_of(name: &str) -> Result<Mode, ApiError> {
    Mode::from_name(name).ok_or_else(|| ApiError::internal(format!("stored mode {name:?}")))
}

fn room_info(
    state: &AppState,
    room: &Room,
    seats: &[Seat],
    device_id: &str,
) -> Result<RoomInfo, ApiError> {
    let mode = mode_of(&room.mode)?;
    let status = match (&room.config, room.finished_at) {
        (None, _) if expired(state, room) => RoomStatus::Expired,
        (None, _) => RoomStatus::Waiting,
        (Some(_), None) => RoomStatus::Playing,
        (Some(_), Some(_)) => RoomStatus::Finished,
    };
    Ok(RoomInfo {
        code: room.code.clone(),
        mode,
        language: games::language_of(&room.language)?,
        seats: room.seats as u8,
        minutes: (mode == Mode::Quick).then_some(match room.minutes {
            0 => crate::api::DEFAULT_QUICK_MINUTES,
            m => m as u32,
        }),
        players: seats
            .iter()
            .map(|s| SeatInfo {
                seat: s.seat as u8,
                display_name: s.display_name.clone(),
            })
            .collect(),
        status,
        game_id: room.config.as_ref().map(|_| room.id.clone()),
        your_seat: games::seat_of(seats, device_id),
    })
}

/// Whether nobody filled `room` in time.
fn expired(state: &AppState, room: &Room) -> bool {
    state.rooms.expires_at(room).is_some_and(|t| t <= now_ms())
}

/// Refuse a new room to a device that holds as many open ones as it may.
async fn check_open_rooms(state: &AppState, device: &Device) -> Result<(), ApiError> {
    let limits = state.rooms;
    let now = now_ms();
    let open = state
        .storage
        .open_rooms_of(
            &device.id,
            now - limits.quick_expiry_ms,
            now - limits.daily_expiry_ms,
        )
        .await?;
    if open >= limits.open_per_device {
        return Err(ApiError::conflict(
            "too_many_rooms",
            format!(
                "a device holds at most {} rooms waiting to be filled",
                limits.open_per_device
            ),
        ));
    }
    Ok(())
}

async fn create_room(
    State(state): State<AppState>,
    Auth(device): Auth,
    body: Result<Body<CreateRoom>, ApiError>,
) -> Result<(StatusCode, Json<RoomInfo>), ApiError> {
    let Body(req) = body?;
    if !(2..=4).contains(&req.seats) {
        return Err(ApiError::unprocessable(
            "invalid_seats",
            "a room has 2 to 4 seats",
        ));
    }
    let (minutes, language) = game_terms(&state, req.mode, req.minutes, &req.language).await?;
    // One creation per device at a time in this instance, so the count holds.
    let lock = state.locks.for_game(&format!("\0rooms of {}", device.id));
    let _guard = lock.lock().await;
    check_open_rooms(&state, &device).await?;
    let mut room = Room {
        id: random_id(),
        code: String::new(),
        mode: req.mode.name().to_string(),
        language: language.code().to_string(),
        seats: req.seats as i64,
        minutes,
        created_by: device.id.clone(),
        created_at: now_ms(),
        config: None,
        version: 0,
        started_at: None,
        finished_at: None,
        turn: None,
    };
    // A code collision is astronomically rare; retry a few times if it happens.
    let mut tries = 0;
    loop {
        room.code = random_string(CODE_ALPHABET, CODE_LEN);
        match state.storage.insert_room(&room).await {
            Ok(()) => break,
            Err(StorageError::Duplicate) if tries < 5 => tries += 1,
            Err(e) => return Err(e.into()),
        }
    }
    let seats = state.storage.seats(&room.id).await?;
    Ok((
        StatusCode::CREATED,
        Json(room_info(&state, &room, &seats, &device.id)?),
    ))
}

/// The room with this code, counting the lookup against the device's and the address's
/// limits.
async fn find_room(
    state: &AppState,
    code: &str,
    device: &Device,
    addr: &ClientAddr,
) -> Result<Room, ApiError> {
    state.limits.check_lookup(&device.id, addr.0)?;
    let code = normalize_code(code);
    if code.len() != CODE_LEN {
        return Err(ApiError::not_found(
            "room_not_found",
            "no room with this code",
        ));
    }
    state
        .storage
        .room_by_code(&code)
        .await?
        .ok_or_else(|| ApiError::not_found("room_not_found", "no room with this code"))
}

async fn get_room(
    State(state): State<AppState>,
    Auth(device): Auth,
    addr: ClientAddr,
    code: Result<Path<String>, PathRejection>,
) -> Result<Json<RoomInfo>, ApiError> {
    let Path(code) = code?;
    let room = find_room(&state, &code, &device, &addr).await?;
    let seats = state.storage.seats(&room.id).await?;
    Ok(Json(room_info(&state, &room, &seats, &device.id)?))
}

async fn join_room(
    State(state): State<AppState>,
    Auth(device): Auth,
    addr: ClientAddr,
    code: Result<Path<String>, PathRejection>,
) -> Result<Json<RoomInfo>, ApiError> {
    let Path(code) = code?;
    let room = find_room(&state, &code, &device, &addr).await?;
    let lock = state.locks.for_game(&room.id);
    let _guard = lock.lock().await;
    let seats = state.storage.seats(&room.id).await?;
    if games::seat_of(&seats, &device.id).is_some() {
        // Joining twice is harmless: answer with the room as it is.
        return Ok(Json(room_info(&state, &room, &seats, &device.id)?));
    }
    if seats.len() as i64 >= room.seats || room.config.is_some() {
        return Err(ApiError::conflict("room_full", "this room is full"));
    }
    if expired(&state, &room) {
        return Err(ApiError::new(
            StatusCode::GONE,
            "room_expired",
            "nobody filled this room in time: it can no longer be joined",
        ));
    }
    let seat = seats.len() as i64;
    let now = now_ms();
    let start = if seat + 1 == room.seats {
        let language = games::language_of(&room.language)?;
        let config = games::new_config(language, room.seats as u8);
        let timing = state.timing(&room.mode, room.minutes);
        let turn = games::first_turn(config, timing, now);
        let mut all = seats.clone();
        all.push(Seat {
            seat,
            device_id: device.id.clone(),
            display_name: device.display_name.clone(),
        });
        let notes = notify::at_start(turn, timing, &all, now);
        Some((
            serde_json::to_string(&config).map_err(ApiError::internal)?,
            turn,
            notes,
        ))
    } else {
        None
    };
    state
        .storage
        .take_seat(
            &room.id,
            seat,
            &device.id,
            now,
            start
                .as_ref()
                .map(|(c, t, n)| (c.as_str(), *t, n.as_slice())),
        )
        .await?;
    if start.is_some() {
        state.metrics.game_started();
        tracing::info!(game = %room.id, "game started");
    }
    let room = state
        .storage
        .room_by_id(&room.id)
        .await?
        .ok_or_else(|| ApiError::internal("room vanished"))?;
    let seats = state.storage.seats(&room.id).await?;
    Ok(Json(room_info(&state, &room, &seats, &device.id)?))
}

/// A new room for a matched seek: full, its game configured and started at `now`.
fn matched_room(state: &AppState, seek: &Seek, now: i64) -> Result<Room, ApiError> {
    let language = games::language_of(&seek.language)?;
    let config = games::new_config(language, seek.players as u8);
    let turn = games::first_turn(config, state.timing(&seek.mode, seek.minutes), now);
    Ok(Room {
        id: random_id(),
        code: random_string(CODE_ALPHABET, CODE_LEN),
        mode: seek.mode.clone(),
        language: seek.language.clone(),
        seats: seek.players,
        minutes: seek.minutes,
        created_by: seek.device_id.clone(),
        created_at: now,
        config: Some(serde_json::to_string(&config).map_err(ApiError::internal)?),
        version: 0,
        started_at: Some(now),
        finished_at: None,
        turn: Some(turn),
    })
}

/// Try to pair `seek` (already stored or not) with compatible seeks, retrying lost races
/// (another matcher, here or in another instance, claimed a partner first).
async fn pair_seek(state: &AppState, seek: &Seek, stored: bool) -> Result<(), ApiError> {
    // One matcher at a time in this instance; instances race through the claims' checks.
    let lock = state.locks.for_game("\0seeks");
    let _guard = lock.lock().await;
    let mut tries = 0;
    loop {
        let room = matched_room(state, seek, now_ms())?;
        let (timing, turn) = (state.timing(&room.mode, room.minutes), room.turn);
        let notes = |seats: &[Seat]| {
            turn.map(|t| notify::at_start(t, timing, seats, room.created_at))
                .unwrap_or_default()
        };
        match state.storage.match_seek(seek, stored, &room, notes).await {
            Ok(Some(room_id)) => {
                state.metrics.game_started();
                state.metrics.seeks_matched();
                tracing::info!(game = %room_id, "seeks matched, game started");
                return Ok(());
            }
            Ok(None) => return Ok(()),
            // Lost to another matcher, or a fresh random id taken: try again.
            Err(StorageError::Conflict | StorageError::Duplicate) if tries < 8 => {
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(5 * tries)).await;
                // Stored and meanwhile matched by someone else: nothing left to do.
                if stored
                    && let Some(now) = state.storage.seek(&seek.id).await?
                    && now.room_id.is_some()
                {
                    return Ok(());
                }
            }
            Err(e) => return Err(e.into()),
        }
    }
}

async fn seek_info(state: &AppState, id: &str, device_id: &str) -> Result<SeekInfo, ApiError> {
    let seek = state
        .storage
        .seek(id)
        .await?
        .ok_or_else(|| ApiError::internal("seek vanished"))?;
    let mode = mode_of(&seek.mode)?;
    let (status, room) = match &seek.room_id {
        Some(room_id) => {
            let room = state
                .storage
                .room_by_id(room_id)
                .await?
                .ok_or_else(|| ApiError::internal("matched room vanished"))?;
            let seats = state.storage.seats(&room.id).await?;
            (
                SeekStatus::Matched,
                Some(room_info(state, &room, &seats, device_id)?),
            )
        }
        None if seek.expires_at <= now_ms() => (SeekStatus::Expired, None),
        None => (SeekStatus::Pending, None),
    };
    Ok(SeekInfo {
        seek_id: seek.id,
        status,
        mode,
        language: games::language_of(&seek.language)?,
        players: seek.players as u8,
        expires_at: seek.expires_at,
        room,
    })
}

async fn create_seek(
    State(state): State<AppState>,
    Auth(device): Auth,
    body: Result<Body<CreateSeek>, ApiError>,
) -> Result<(StatusCode, Json<SeekInfo>), ApiError> {
    let Body(req) = body?;
    if !(2..=4).contains(&req.players) {
        return Err(ApiError::unprocessable(
            "invalid_players",
            "a game has 2 to 4 players",
        ));
    }
    let (minutes, language) = game_terms(&state, req.mode, req.minutes, &req.language).await?;
    let now = now_ms();
    let seek = Seek {
        id: random_id(),
        device_id: device.id.clone(),
        mode: req.mode.name().to_string(),
        language: language.code().to_string(),
        players: i64::from(req.players),
        minutes,
        created_at: now,
        expires_at: now + state.seek_ttl_ms,
        room_id: None,
    };
    // Seeking again while a seek with the same terms waits: that seek, tried again.
    if let Some(seek) = state.storage.pending_seek_of(&seek, now).await? {
        pair_seek(&state, &seek, true).await?;
        return Ok((
            StatusCode::OK,
            Json(seek_info(&state, &seek.id, &device.id).await?),
        ));
    }
    pair_seek(&state, &seek, false).await?;
    Ok((
        StatusCode::CREATED,
        Json(seek_info(&state, &seek.id, &device.id).await?),
    ))
}

async fn get_seek(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<SeekInfo>, ApiError> {
    let Path(id) = id?;
    let not_found = || ApiError::not_found("seek_not_found", "no such seek");
    if id.len() > 64 {
        return Err(not_found());
    }
    let seek = state.storage.seek(&id).await?.ok_or_else(not_found)?;
    if seek.device_id != device.id {
        return Err(not_found());
    }
    // A waiting seek looks again: two seeks stored at the same moment pair on the next poll.
    // Only a match takes the writer: a poll with nobody to pair with is a read.
    let now = now_ms();
    if seek.room_id.is_none()
        && seek.expires_at > now
        && state.storage.waiting_partners(&seek, now).await? + 1 >= seek.players
    {
        pair_seek(&state, &seek, true).await?;
    }
    Ok(Json(seek_info(&state, &seek.id, &device.id).await?))
}

/// Withdraw a waiting seek (204: it will not be matched). A seek matched first answers 200
/// with the match, so the client can open its game.
async fn cancel_seek(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<axum::response::Response, ApiError> {
    use axum::response::IntoResponse;
    let Path(id) = id?;
    let not_found = || ApiError::not_found("seek_not_found", "no such seek");
    if id.len() > 64 {
        return Err(not_found());
    }
    let mine = |seek: &Seek| seek.device_id == device.id;
    let seek = state
        .storage
        .seek(&id)
        .await?
        .filter(mine)
        .ok_or_else(not_found)?;
    if seek.room_id.is_none() && state.storage.cancel_seek(&seek.id).await? {
        tracing::info!(device = %device.id, "seek withdrawn");
        return Ok(StatusCode::NO_CONTENT.into_response());
    }
    // Matched, if only a moment ago (the withdrawal found it claimed), unless another request
    // withdrew it meanwhile.
    match state.storage.seek(&id).await? {
        Some(seek) if seek.room_id.is_some() => {
            Ok(Json(seek_info(&state, &seek.id, &device.id).await?).into_response())
        }
        _ => Err(not_found()),
    }
}

/// A started game the device has a seat in, rebuilt from its log.
struct Loaded {
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
    rebuilt: Rebuilt,
}

async fn load_game(state: &AppState, id: &str, device: &Device) -> Result<Loaded, ApiError> {
    let not_found = || ApiError::not_found("game_not_found", "no such game");
    if id.len() > 64 {
        return Err(not_found());
    }
    let room = state.storage.room_by_id(id).await?.ok_or_else(not_found)?;
    let seats = state.storage.seats(&room.id).await?;
    let seat = games::seat_of(&seats, &device.id).ok_or_else(|| {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "not_your_game",
            "you have no seat in this game",
        )
    })?;
    load_seat(state, room, seats, seat).await
}

/// A started game rebuilt from its log (or kept from the last rebuild at the room's version),
/// seen from `seat`.
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
    let rebuilt = match state.replays.get(&room.id, room.version) {
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
    Ok(Loaded {
        room,
        seats,
        seat,
        rebuilt,
    })
}

async fn list_games(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<Json<GameList>, ApiError> {
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
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(Json(GameList { games }))
}

async fn get_game(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<GameState>, ApiError> {
    let Path(id) = id?;
    let g = load_game(&state, &id, &device).await?;
    Ok(Json(games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats)))
}

async fn game_events(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<EventsQuery>, QueryRejection>,
) -> Result<Json<EventsPage>, ApiError> {
    let Path(id) = id?;
    let Query(query) = query?;
    if query.since < 0 {
        return Err(ApiError::bad_request(
            "invalid_query",
            "since must be 0 or more",
        ));
    }
    let g = load_game(&state, &id, &device).await?;
    let events = events_since(&state, &g, query.since).await?;
    Ok(Json(EventsPage {
        game_id: g.room.id.clone(),
        version: g.rebuilt.version(),
        events,
    }))
}

/// The events after version `since` up to the loaded version, as `g.seat` sees them.
async fn events_since(
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

/// `GET /v1/games/{id}/stream?since=V`: server-sent events for live play. The first message
/// carries the events after V (when there are any), then one message per new version applied
/// by this instance, each a [`StreamUpdate`] built exactly like `GET /v1/games/{id}`.
async fn game_stream(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<EventsQuery>, QueryRejection>,
) -> Result<
    Sse<impl futures_util::Stream<Item = Result<SseEvent, std::convert::Infallible>>>,
    ApiError,
> {
    let Path(id) = id?;
    let Query(query) = query?;
    if query.since < 0 {
        return Err(ApiError::bad_request(
            "invalid_query",
            "since must be 0 or more",
        ));
    }
    // Counted from here; a refused request gives its slot back on return.
    let slot = state.limits.open_stream(&device.id)?;
    // Subscribe before loading, so no version applied in between is missed.
    let versions = state.streams.subscribe(&id);
    let g = match load_game(&state, &id, &device).await {
        Ok(g) => g,
        Err(e) => {
            // Unknown games and strangers leave no channel behind.
            drop(versions);
            state.streams.prune(&id);
            return Err(e);
        }
    };
    let first = if g.rebuilt.version() > query.since {
        Some(stream_update(&state, &g, query.since).await?)
    } else {
        None
    };
    let (tx, rx) = tokio::sync::mpsc::channel::<SseEvent>(16);
    // While the stream is open its player is watching: no push notifications for this game.
    let watch_id = random_id();
    state
        .storage
        .watch(&watch_id, &g.room.id, &device.id, now_ms() + WATCH_LEASE_MS)
        .await?;
    let follower = Follower {
        state: state.clone(),
        room: g.room,
        seats: g.seats,
        seat: g.seat,
        sent: query.since,
        device_id: device.id.clone(),
        watch_id: watch_id.clone(),
    };
    tokio::spawn(async move {
        let game_id = follower.room.id.clone();
        let state = follower.state.clone();
        follower.run(first, versions, tx).await;
        drop(slot);
        state.streams.prune(&game_id);
        if let Err(e) = state.storage.unwatch(&watch_id, now_ms()).await {
            tracing::warn!(game = %game_id, error = %e, "stream: ending the watch");
        }
    });
    let stream =
        futures_util::stream::unfold(
            rx,
            |mut rx| async move { rx.recv().await.map(|e| (Ok(e), rx)) },
        );
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// What feeds one stream: the player's seat and the last version sent.
struct Follower {
    state: AppState,
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
    sent: i64,
    device_id: String,
    /// The stream's row in `watchers`, renewed while it is open.
    watch_id: String,
}

/// How often a stream looks at the database for versions applied by other instances, and
/// renews its watch (which lapses after [`WATCH_LEASE_MS`] if the instance dies).
const STREAM_POLL: std::time::Duration = std::time::Duration::from_secs(1);
const WATCH_LEASE_MS: i64 = 60_000;
const WATCH_RENEW_POLLS: u32 = 20;

impl Follower {
    /// Send `first`, then an update per new version, until the client goes away.
    async fn run(
        mut self,
        first: Option<StreamUpdate>,
        mut versions: tokio::sync::broadcast::Receiver<i64>,
        tx: tokio::sync::mpsc::Sender<SseEvent>,
    ) {
        if let Some(update) = first {
            self.sent = update.version;
            if tx.send(sse_event(&update)).await.is_err() {
                return;
            }
        }
        let mut poll = tokio::time::interval(STREAM_POLL);
        poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut polls = 0u32;
        loop {
            // New versions come by broadcast from this instance, or from the database when
            // another instance applied them.
            let seen = tokio::select! {
                v = versions.recv() => v,
                _ = poll.tick() => {
                    polls += 1;
                    self.poll(polls).await
                }
                // The client went away: stop listening.
                () = tx.closed() => return,
                // The server stops: ending the stream lets its connection close.
                () = crate::stopped(self.state.stopping.clone()) => return,
            };
            match seen {
                Ok(v) if v <= self.sent => continue,
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            }
            let update = match self.update().await {
                Ok(Some(u)) => u,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!(game = %self.room.id, error = %e.message, "stream");
                    return;
                }
            };
            self.sent = update.version;
            if tx.send(sse_event(&update)).await.is_err() {
                return;
            }
        }
    }

    /// The game's version in the database (the last sent if it cannot be read), renewing
    /// the watch now and then.
    async fn poll(&self, polls: u32) -> Result<i64, tokio::sync::broadcast::error::RecvError> {
        let storage = &self.state.storage;
        if polls.is_multiple_of(WATCH_RENEW_POLLS) {
            let until = now_ms() + WATCH_LEASE_MS;
            let renewed = storage
                .watch(&self.watch_id, &self.room.id, &self.device_id, until)
                .await;
            if let Err(e) = renewed {
                tracing::warn!(game = %self.room.id, error = %e, "stream: renewing the watch");
            }
        }
        Ok(match storage.game_version(&self.room.id).await {
            Ok(Some(v)) => v,
            _ => self.sent,
        })
    }

    /// The update since the last version sent, if there is a newer one.
    async fn update(&self) -> Result<Option<StreamUpdate>, ApiError> {
        // The room as it is now: its version picks the rebuild.
        let room = self
            .state
            .storage
            .room_by_id(&self.room.id)
            .await?
            .ok_or_else(|| ApiError::internal("a streamed game vanished"))?;
        let g = load_seat(&self.state, room, self.seats.clone(), self.seat).await?;
        if g.rebuilt.version() <= self.sent {
            return Ok(None);
        }
        Ok(Some(stream_update(&self.state, &g, self.sent).await?))
    }
}

async fn stream_update(state: &AppState, g: &Loaded, since: i64) -> Result<StreamUpdate, ApiError> {
    Ok(StreamUpdate {
        game_id: g.room.id.clone(),
        version: g.rebuilt.version(),
        events: events_since(state, g, since).await?,
        state: games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats),
    })
}

fn sse_event(update: &StreamUpdate) -> SseEvent {
    SseEvent::default()
        .event("version")
        .id(update.version.to_string())
        .json_data(update)
        .unwrap_or_else(|_| SseEvent::default().event("error"))
}

async fn submit_move(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    body: Result<Body<SubmitMove>, ApiError>,
) -> Result<Json<MoveAccepted>, ApiError> {
    let Path(id) = id?;
    let Body(req) = body?;
    // In characters, as the OpenAPI document's maxLength counts.
    if req.move_id.is_empty() || req.move_id.chars().count() > 64 {
        return Err(ApiError::unprocessable(
            "invalid_move_id",
            "move_id has 1 to 64 characters",
        ));
    }
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
        })
        .await?;
    state.replays.put(&g.room.id, &g.rebuilt);
    state.streams.publish(&g.room.id, new_version);
    state.metrics.move_applied();
    tracing::info!(game = %g.room.id, version = new_version, seat = g.seat, "move applied");
    Ok(answer)
}

/// How often the sweeper looks at the games' clocks.
const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_millis(250);
/// Games one sweeper claims at a time, and how long its claim keeps other instances away.
const SWEEP_BATCH: i64 = 64;
const SWEEP_CLAIM_MS: i64 = 30_000;

/// Flags fallen clocks (a quick game's chess clock, a daily game's move deadline), whether or
/// not anyone is connected, also for deadlines that passed while the server was down: the
/// player to move whose time ran out gets `Move::TimeOut`, through the same version-checked
/// append as any move. With several instances each sweeper claims the due games it looks at
/// (`FOR UPDATE SKIP LOCKED` on PostgreSQL, a claim that lapses after 30 s), so they split the
/// work; should two still meet on a game, the version check lets one apply the time-out.
pub async fn sweeper(state: AppState) {
    let mut tick = tokio::time::interval(SWEEP_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    for round in 0u64.. {
        tick.tick().await;
        // About once a minute: forget rate-limit keys gone quiet and idle game locks.
        if round.is_multiple_of(240) {
            state.limits.prune();
            state.locks.prune();
        }
        loop {
            let claimed = claim_due_games(&state).await;
            let mut tally = Tally::default();
            for id in &claimed {
                tally.count(sweep_claimed(&state, id).await);
            }
            if tally.stuck > 0 {
                tracing::warn!(
                    claimed = claimed.len(),
                    stuck = tally.stuck,
                    progressed = tally.progressed,
                    "sweeper: due games made no progress (kept until their claims lapse)"
                );
            }
            if !tally.sweep_again(claimed.len()) {
                break;
            }
        }
    }
}

/// What one sweep of claimed games came to.
#[derive(Default)]
struct Tally {
    /// Timed out or their turn recorded.
    progressed: usize,
    /// Due but nothing could be done (an error, or nothing to do): kept claimed.
    stuck: usize,
}

impl Tally {
    fn count(&mut self, swept: Option<Swept>) {
        match swept {
            Some(Swept::TimedOut | Swept::TurnRecorded) => self.progressed += 1,
            Some(Swept::Raced) => {}
            Some(Swept::Idle) | None => self.stuck += 1,
        }
    }

    /// Claim another batch at once only after a full one that did something: a batch that
    /// made no progress would be claimed and swept again in a loop.
    fn sweep_again(&self, claimed: usize) -> bool {
        claimed >= SWEEP_BATCH as usize && self.progressed > 0
    }
}

/// What sweeping one due game did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Swept {
    /// The flag fell: the player to move was timed out.
    TimedOut,
    /// Not due yet: its turn was recorded.
    TurnRecorded,
    /// A move or another instance changed the game first: the next sweep looks again.
    Raced,
    /// Due, yet nothing to do (its game is over): looked at again when the claim lapses.
    Idle,
}

/// Sweep a claimed game and release it unless it is stuck (then it is tried again when the
/// claim lapses, not at every tick); `None` on an error, logged.
async fn sweep_claimed(state: &AppState, id: &str) -> Option<Swept> {
    tracing::debug!(game = %id, "sweeping");
    let swept = match sweep_game(state, id).await {
        Ok(swept) => swept,
        Err(e) => {
            tracing::warn!(game = %id, code = e.code, error = %e.message, "sweeper");
            return None;
        }
    };
    if swept != Swept::Idle
        && let Err(e) = state.storage.release_sweep(id).await
    {
        tracing::warn!(game = %id, error = %e, "sweeper: releasing");
    }
    Some(swept)
}

/// The games this instance sweeps now (none when nothing is due, found without writing).
async fn claim_due_games(state: &AppState) -> Vec<String> {
    let now = now_ms();
    let claimed = match state.storage.any_game_due(now).await {
        Ok(false) => Ok(Vec::new()),
        Ok(true) => {
            let until = now + SWEEP_CLAIM_MS;
            state.storage.claim_due_games(now, until, SWEEP_BATCH).await
        }
        Err(e) => Err(e),
    };
    claimed.unwrap_or_else(|e| {
        tracing::warn!(error = %e, "sweeper: claiming due games");
        Vec::new()
    })
}

async fn sweep_game(state: &AppState, id: &str) -> Result<Swept, ApiError> {
    let lock = state.locks.for_game(id);
    let _guard = lock.lock().await;
    let room = state
        .storage
        .room_by_id(id)
        .await?
        .ok_or_else(|| ApiError::internal("a claimed game vanished"))?;
    let seats = state.storage.seats(&room.id).await?;
    let mut g = load_seat(state, room, seats, 0).await?;
    if g.rebuilt.game.is_over() {
        return Ok(Swept::Idle);
    }
    if !g.rebuilt.flag_fallen(now_ms()) {
        // Not due yet (a room from before turns were recorded, or a stale row): record when.
        return match g.rebuilt.turn() {
            Some(turn) if g.room.turn != Some(turn) => {
                let version = g.rebuilt.version();
                state.storage.set_turn(&g.room.id, version, turn).await?;
                Ok(Swept::TurnRecorded)
            }
            _ => Ok(Swept::Idle),
        };
    }
    match time_out(state, &mut g).await {
        Ok(()) => Ok(Swept::TimedOut),
        // Another instance flagged it first, or a move got in: the next sweep looks again.
        Err(e) if e.is_lost_race() => Ok(Swept::Raced),
        Err(e) => Err(e),
    }
}

/// Time the player to move out (their time ran out), as the server: the move is logged under
/// their seat and device but in the server's namespace of move ids. `g.seat` stays the seat
/// it is seen from.
async fn time_out(state: &AppState, g: &mut Loaded) -> Result<(), ApiError> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unambiguous_and_forgiving() {
        for confusable in b"01ILO" {
            assert!(!CODE_ALPHABET.contains(confusable));
        }
        let code = random_string(CODE_ALPHABET, CODE_LEN);
        assert_eq!(code.len(), CODE_LEN);
        assert_eq!(normalize_code(&code.to_lowercase()), code);
        assert_eq!(normalize_code("abcd-efgh"), "ABCDEFGH");
        assert_eq!(normalize_code("ab cd ef gh"), "ABCDEFGH");
    }

    #[test]
    fn a_sweep_that_made_no_progress_does_not_go_again() {
        let full = SWEEP_BATCH as usize;
        let mut raced = Tally::default();
        (0..full).for_each(|_| raced.count(Some(Swept::Raced)));
        assert!(!raced.sweep_again(full));
        assert_eq!(raced.stuck, 0, "a lost race is not stuck");
        let mut stuck = Tally::default();
        (0..full).for_each(|_| stuck.count(None));
        assert_eq!(stuck.stuck, full);
        assert!(!stuck.sweep_again(full));
        stuck.count(Some(Swept::TimedOut));
        assert!(stuck.sweep_again(full));
        assert!(
            !stuck.sweep_again(full - 1),
            "a short batch was all there was"
        );
    }

    #[test]
    fn tokens_are_stored_as_sha256() {
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
