//! `POST /v1/seeks`, `GET`/`DELETE /v1/seeks/{id}`: random matchmaking.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;

use super::routes::{CODE_ALPHABET, CODE_LEN, game_terms, mode_of, room_info};
use super::seek_storage::Seek;
use super::storage::{Room, Seat};
use crate::api::{CreateSeek, SeekInfo, SeekStatus};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::games;
use crate::storage::StorageError;
use crate::{AppState, notify, now_ms, random_id, random_string};

/// A new room for a matched seek: full, its game configured and started at `now`.
fn matched_room(state: &AppState, seek: &Seek, now: i64) -> Result<Room, ApiError> {
    let language = games::language_of(&seek.language)?;
    let timing = state.timing(&seek.mode, seek.minutes);
    let family = super::routes::family_of(&seek.family)?;
    let (config, turn) = crate::tycoon::new_game(family, language, seek.players, timing, now)?;
    Ok(Room {
        id: random_id(),
        code: random_string(CODE_ALPHABET, CODE_LEN),
        mode: seek.mode.clone(),
        language: seek.language.clone(),
        seats: seek.players,
        minutes: seek.minutes,
        created_by: seek.device_id.clone(),
        created_at: now,
        config: Some(config),
        version: 0,
        started_at: Some(now),
        finished_at: None,
        turn: Some(turn),
        family: seek.family.clone(),
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

pub(crate) async fn create_seek(
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
    crate::tycoon::check_terms(req.family, language)?;
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
        family: req.family.name().to_string(),
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

pub(crate) async fn get_seek(
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
pub(crate) async fn cancel_seek(
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
