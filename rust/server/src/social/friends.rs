//! `GET`/`POST /v1/friends`, `POST /v1/friends/{id}/accept|decline`, `DELETE
//! /v1/friends/{id}`: friend codes, requests and the list of friends with their presence and
//! ratings.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;

use super::{Ways, player_ref, resolve, seen};
use crate::api::{
    Friend, FriendAdded, FriendRating, FriendRequest, FriendStatus, FriendsPage, PlayerRef,
    PlayerTarget, Presence, RECENT_MINUTES, RatingBadge,
};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::rooms::routes::{CODE_ALPHABET, CODE_LEN, mode_of};
use crate::storage::StorageError;
use crate::{AppState, games, now_ms, random_string};

/// `me`'s friend code, made on first use.
async fn friend_code(state: &AppState, me: &Device) -> Result<String, ApiError> {
    for _ in 0..8 {
        if let Some(code) = state.storage.friend_code(&me.id).await? {
            return Ok(code);
        }
        let code = random_string(CODE_ALPHABET, CODE_LEN);
        match state
            .storage
            .insert_friend_code(&me.id, &code, now_ms())
            .await
        {
            // Another player's code, astronomically rare: draw again.
            Ok(()) | Err(StorageError::Duplicate) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Err(ApiError::internal("no free friend code"))
}

pub(crate) async fn list_friends(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<FriendsPage>, ApiError> {
    seen(&state, &me.id);
    let now = now_ms();
    let ratings = state.storage.friend_ratings(&me.id).await?;
    let friends = state
        .storage
        .friends_of(&me.id, now)
        .await?
        .into_iter()
        .map(|f| {
            let presence = match f.last_seen {
                _ if f.live => Presence::Live,
                Some(t) if now - t <= RECENT_MINUTES * 60_000 => Presence::Recent,
                _ => Presence::Offline,
            };
            let ratings = ratings
                .iter()
                .filter(|r| r.0 == f.player_id)
                .map(|(_, language, mode, rating, deviation, games)| {
                    Ok(FriendRating {
                        language: games::language_of(language)?,
                        mode: mode_of(mode)?,
                        rating: RatingBadge {
                            rating: *rating,
                            deviation: *deviation,
                            games: *games as u32,
                        },
                    })
                })
                .collect::<Result<_, ApiError>>()?;
            Ok(Friend {
                player_id: f.player_id,
                display_name: f.display_name,
                presence,
                last_seen: f.last_seen,
                ratings,
                since: f.since,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    let requests = |rows: Vec<(String, String, i64)>| {
        rows.into_iter()
            .map(|(player_id, display_name, sent_at)| FriendRequest {
                player_id,
                display_name,
                sent_at,
            })
            .collect()
    };
    Ok(Json(FriendsPage {
        friend_code: friend_code(&state, &me).await?,
        friends,
        incoming: requests(state.storage.friend_requests(&me.id, true).await?),
        outgoing: requests(state.storage.friend_requests(&me.id, false).await?),
    }))
}

fn added(other: PlayerRef, status: FriendStatus) -> Json<FriendAdded> {
    Json(FriendAdded {
        player_id: other.player_id,
        display_name: other.display_name,
        status,
    })
}

/// Ask a player, named by friend code or by a seat of a shared game, to be friends. Asked by
/// them already: friends at once. A player who blocked the asker never sees the request,
/// and the asker is answered as if it waited.
pub(crate) async fn add_friend(
    State(state): State<AppState>,
    Auth(me): Auth,
    body: Result<Body<PlayerTarget>, ApiError>,
) -> Result<(StatusCode, Json<FriendAdded>), ApiError> {
    let Body(target) = body?;
    seen(&state, &me.id);
    let ways = Ways {
        code: true,
        player_id: false,
    };
    let other = resolve(&state, &me, &target, ways).await?;
    let relation = state.storage.relation(&me.id, &other.player_id).await?;
    if relation.i_blocked {
        return Err(ApiError::conflict(
            "blocked",
            "you blocked this player: unblock them first",
        ));
    }
    if relation.friends {
        return Err(ApiError::conflict(
            "already_friends",
            "you are friends already",
        ));
    }
    let now = now_ms();
    if !relation.they_blocked && relation.their_request.is_some() {
        state
            .storage
            .make_friends(&me.id, &other.player_id, now)
            .await?;
        tracing::info!("friends made");
        return Ok((StatusCode::CREATED, added(other, FriendStatus::Friends)));
    }
    let new = state
        .storage
        .request_friend(&me.id, &other.player_id, relation.they_blocked, now)
        .await?;
    let status = if new {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, added(other, FriendStatus::Requested)))
}

pub(crate) async fn accept_friend(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<FriendAdded>, ApiError> {
    let Path(id) = id?;
    seen(&state, &me.id);
    let other = player_ref(&state, &me, &id).await?;
    let relation = state.storage.relation(&me.id, &other.player_id).await?;
    if relation.friends {
        return Err(ApiError::conflict(
            "already_friends",
            "you are friends already",
        ));
    }
    if relation.their_request != Some(false) {
        return Err(no_request());
    }
    state
        .storage
        .make_friends(&me.id, &other.player_id, now_ms())
        .await?;
    Ok(added(other, FriendStatus::Friends))
}

fn no_request() -> ApiError {
    ApiError::not_found("no_friend_request", "this player has not asked you")
}

/// Decline a request: it leaves the decliner's list; its sender still sees it waiting.
pub(crate) async fn decline_friend(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    let Path(id) = id?;
    seen(&state, &me.id);
    let other = player_ref(&state, &me, &id).await?;
    if !state.storage.hide_request(&other.player_id, &me.id).await? {
        return Err(no_request());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// End a friendship, or withdraw one's own request.
pub(crate) async fn remove_friend(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    let Path(id) = id?;
    seen(&state, &me.id);
    let other = player_ref(&state, &me, &id).await?;
    if !state.storage.unfriend(&me.id, &other.player_id).await? {
        return Err(not_friends());
    }
    Ok(StatusCode::NO_CONTENT)
}

pub(crate) fn not_friends() -> ApiError {
    ApiError::not_found("not_friends", "this player is not your friend")
}
