//! `POST /v1/rooms`, `GET /v1/rooms/{code}`, `POST /v1/rooms/{code}/join`: rooms by code.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;

use super::storage::{Room, Seat};
use crate::api::{CreateRoom, GameFamily, Mode, RoomInfo, RoomStatus, SeatInfo};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::games;
use crate::limits::ClientAddr;
use crate::storage::StorageError;
use crate::{AppState, notify, now_ms, random_id, random_string};

/// Room codes: 8 characters from 31 that cannot be confused when read aloud or typed
/// (no 0/O, 1/I/L): about 8.5e11 codes.
pub(crate) const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
pub(crate) const CODE_LEN: usize = 8;

/// Codes are read aloud: accept lower case, spaces and dashes.
pub(crate) fn normalize_code(code: &str) -> String {
    code.chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// The clock minutes and the language a room or a seek asks for, checked; languages this
/// server cannot referee are refused before anyone waits for a game in them.
pub(crate) async fn game_terms(
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

pub(crate) fn family_of(name: &str) -> Result<GameFamily, ApiError> {
    GameFamily::from_name(name)
        .ok_or_else(|| ApiError::internal(format!("stored game family {name:?}")))
}

pub(crate) fn mode_of(name: &str) -> Result<Mode, ApiError> {
    Mode::from_name(name).ok_or_else(|| ApiError::internal(format!("stored mode {name:?}")))
}

pub(crate) fn room_info(
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
                // Nothing rated yet: the starting rating, with no games behind it.
                rating: Some(s.rating.unwrap_or(crate::players::ratings::START_BADGE)),
            })
            .collect(),
        status,
        game_id: room.config.as_ref().map(|_| room.id.clone()),
        your_seat: games::seat_of(seats, device_id),
        family: family_of(&room.family)?,
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

pub(crate) async fn create_room(
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
    crate::tycoon::check_terms(req.family, language)?;
    let terms = (req.mode, language, minutes, req.seats as i64);
    let room = open_room(&state, &device, terms, req.family, None).await?;
    let seats = state.storage.seats(&room.id).await?;
    Ok((
        StatusCode::CREATED,
        Json(room_info(&state, &room, &seats, &device.id)?),
    ))
}

/// A new waiting room of `device` with `terms` (mode, language, minutes, seats) for a game of
/// `family`, within the
/// device's limit of open rooms; with `invite`, a friend's invitation to it is stored in the
/// same transaction.
pub(crate) async fn open_room(
    state: &AppState,
    device: &Device,
    (mode, language, minutes, seats): (Mode, slovo_rules::Language, i64, i64),
    family: GameFamily,
    invite: Option<&crate::social::storage::Invitation<'_>>,
) -> Result<Room, ApiError> {
    // One creation per device at a time in this instance, so the count holds.
    let lock = state.locks.for_game(&format!("\0rooms of {}", device.id));
    let _guard = lock.lock().await;
    check_open_rooms(state, device).await?;
    let mut room = Room {
        id: random_id(),
        code: String::new(),
        mode: mode.name().to_string(),
        language: language.code().to_string(),
        seats,
        minutes,
        created_by: device.id.clone(),
        created_at: now_ms(),
        config: None,
        version: 0,
        started_at: None,
        finished_at: None,
        turn: None,
        family: family.name().to_string(),
    };
    // A code collision is astronomically rare; retry a few times if it happens.
    let mut tries = 0;
    loop {
        room.code = random_string(CODE_ALPHABET, CODE_LEN);
        let inserted = match invite {
            None => state.storage.insert_room(&room).await,
            Some(invite) => state.storage.insert_invite(&room, invite).await,
        };
        match inserted {
            Ok(()) => return Ok(room),
            Err(StorageError::Duplicate) if tries < 5 => tries += 1,
            Err(e) => return Err(e.into()),
        }
    }
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

pub(crate) async fn get_room(
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

pub(crate) async fn join_room(
    State(state): State<AppState>,
    Auth(device): Auth,
    addr: ClientAddr,
    code: Result<Path<String>, PathRejection>,
) -> Result<Json<RoomInfo>, ApiError> {
    let Path(code) = code?;
    let room = find_room(&state, &code, &device, &addr).await?;
    Ok(Json(take_next_seat(&state, room, &device).await?))
}

/// `device` takes the next seat of `room`; the game starts when it was the last.
pub(crate) async fn take_next_seat(
    state: &AppState,
    room: Room,
    device: &Device,
) -> Result<RoomInfo, ApiError> {
    let lock = state.locks.for_game(&room.id);
    let _guard = lock.lock().await;
    let seats = state.storage.seats(&room.id).await?;
    if games::seat_of(&seats, &device.id).is_some() {
        // Joining twice is harmless: answer with the room as it is.
        return room_info(state, &room, &seats, &device.id);
    }
    if seats.len() as i64 >= room.seats || room.config.is_some() {
        return Err(ApiError::conflict("room_full", "this room is full"));
    }
    if expired(state, &room) {
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
        let timing = state.timing(&room.mode, room.minutes);
        let (config, turn) =
            crate::tycoon::new_game(family_of(&room.family)?, language, room.seats, timing, now)?;
        let mut all = seats.clone();
        all.push(Seat {
            seat,
            device_id: device.id.clone(),
            display_name: device.display_name.clone(),
            rating: None,
        });
        let notes = notify::at_start(turn, timing, &all, now);
        Some((config, turn, notes))
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
    room_info(state, &room, &seats, &device.id)
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
}
