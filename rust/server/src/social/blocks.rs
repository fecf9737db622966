//! `GET`/`POST /v1/blocks`, `DELETE /v1/blocks/{id}`: a player blocked hears nothing of it;
//! their chat stops reaching the blocker, matchmaking keeps them apart, their friend requests
//! and invites are dropped silently and a friendship between them ends.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;

use super::{Ways, player_ref, resolve, seen};
use crate::api::{BlockEntry, BlockList, PlayerTarget};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::storage::StorageError;
use crate::{AppState, now_ms};

pub(crate) async fn list_blocks(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<BlockList>, ApiError> {
    seen(&state, &me.id);
    let blocks = state
        .storage
        .blocks_of(&me.id)
        .await?
        .into_iter()
        .map(|(player_id, display_name, blocked_at)| BlockEntry {
            player_id,
            display_name,
            blocked_at,
        })
        .collect();
    Ok(Json(BlockList { blocks }))
}

/// Block a player named by a seat of a shared game or by id.
pub(crate) async fn block_player(
    State(state): State<AppState>,
    Auth(me): Auth,
    body: Result<Body<PlayerTarget>, ApiError>,
) -> Result<(StatusCode, Json<BlockEntry>), ApiError> {
    let Body(target) = body?;
    seen(&state, &me.id);
    let ways = Ways {
        code: false,
        player_id: true,
    };
    let other = resolve(&state, &me, &target, ways).await?;
    let now = now_ms();
    match state.storage.block(&me.id, &other.player_id, now).await {
        Ok(()) => {}
        Err(StorageError::Duplicate) => {
            return Err(ApiError::conflict(
                "already_blocked",
                "you blocked this player already",
            ));
        }
        Err(e) => return Err(e.into()),
    }
    tracing::info!("player blocked");
    Ok((
        StatusCode::CREATED,
        Json(BlockEntry {
            player_id: other.player_id,
            display_name: other.display_name,
            blocked_at: now,
        }),
    ))
}

pub(crate) async fn unblock_player(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    let Path(id) = id?;
    seen(&state, &me.id);
    let other = player_ref(&state, &me, &id).await?;
    if !state.storage.unblock(&me.id, &other.player_id).await? {
        return Err(ApiError::not_found(
            "not_blocked",
            "you have not blocked this player",
        ));
    }
    Ok(StatusCode::NO_CONTENT)
}
