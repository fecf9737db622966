//! `POST /v1/friends/{id}/invite`, `GET /v1/invites`, `POST /v1/invites/{id}/accept|decline`:
//! a friend invited straight to a new room for two (the inviter in seat 0) for a game of
//! either family (the word game unless `family` says Tycoon), told by a push in their
//! language; accepting takes the other seat and starts the game.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;

use super::storage::{Invitation, InviteRow};
use super::{player_ref, seen};
use crate::api::{
    Invite, InviteFriend, InviteList, InviteStatus, Mode, NotificationKind, PlayerRef, RoomInfo,
};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::notify::NewNotification;
use crate::rooms::routes::{family_of, game_terms, mode_of, open_room, take_next_seat};
use crate::{AppState, games, now_ms, random_id};

fn invite_of(row: InviteRow) -> Result<Invite, ApiError> {
    let mode = mode_of(&row.mode)?;
    let status = match row.status.as_str() {
        "pending" => InviteStatus::Pending,
        "accepted" => InviteStatus::Accepted,
        "declined" => InviteStatus::Declined,
        other => return Err(ApiError::internal(format!("invite status {other:?}"))),
    };
    Ok(Invite {
        invite_id: row.id,
        from: PlayerRef {
            player_id: row.from_id,
            display_name: row.from_name,
        },
        to: PlayerRef {
            player_id: row.to_id,
            display_name: row.to_name,
        },
        mode,
        language: games::language_of(&row.language)?,
        minutes: (mode == Mode::Quick).then_some(match row.minutes {
            0 => crate::api::DEFAULT_QUICK_MINUTES,
            m => m as u32,
        }),
        status,
        created_at: row.created_at,
        game_id: (status == InviteStatus::Accepted && row.started).then_some(row.room_id),
        family: family_of(&row.family)?,
    })
}

pub(crate) async fn invite_friend(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
    body: Result<Body<InviteFriend>, ApiError>,
) -> Result<(StatusCode, Json<Invite>), ApiError> {
    let Path(id) = id?;
    let Body(req) = body?;
    seen(&state, &me.id);
    let friend = player_ref(&state, &me, &id).await?;
    if !state
        .storage
        .relation(&me.id, &friend.player_id)
        .await?
        .friends
    {
        return Err(super::friends::not_friends());
    }
    let (minutes, language) = game_terms(&state, req.mode, req.minutes, &req.language).await?;
    crate::tycoon::check_terms(req.family, language)?;
    let invite_id = random_id();
    let note = NewNotification {
        device_id: friend.player_id.clone(),
        kind: NotificationKind::FriendInvite,
        version: 0,
        not_before: now_ms(),
    };
    let invite = Invitation {
        id: &invite_id,
        to: &friend.player_id,
        note: &note,
    };
    let terms = (req.mode, language, minutes, 2);
    open_room(&state, &me, terms, req.family, Some(&invite)).await?;
    tracing::info!(invite = %invite_id, "friend invited");
    let row = state
        .storage
        .invite(&invite_id)
        .await?
        .ok_or_else(|| ApiError::internal("invite vanished"))?;
    Ok((StatusCode::CREATED, Json(invite_of(row)?)))
}

pub(crate) async fn list_invites(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<InviteList>, ApiError> {
    seen(&state, &me.id);
    let list = async |incoming| {
        state
            .storage
            .invites_of(&me.id, incoming)
            .await?
            .into_iter()
            .map(invite_of)
            .collect::<Result<Vec<_>, ApiError>>()
    };
    Ok(Json(InviteList {
        incoming: list(true).await?,
        outgoing: list(false).await?,
    }))
}

/// The pending invite `id` to `me`.
async fn pending_to_me(
    state: &AppState,
    me: &crate::devices::storage::Device,
    id: &str,
) -> Result<InviteRow, ApiError> {
    let row = if id.len() > 64 {
        None
    } else {
        state.storage.invite(id).await?
    };
    let row = row
        .filter(|r| r.to_id == me.id)
        .ok_or_else(|| ApiError::not_found("invite_not_found", "no such invite to you"))?;
    if row.status != "pending" {
        return Err(answered());
    }
    Ok(row)
}

fn answered() -> ApiError {
    ApiError::conflict("invite_answered", "this invite was answered already")
}

/// Accept: take the room's other seat (the game starts), then the invite is accepted.
pub(crate) async fn accept_invite(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<RoomInfo>, ApiError> {
    let Path(id) = id?;
    seen(&state, &me.id);
    let row = pending_to_me(&state, &me, &id).await?;
    let room = state
        .storage
        .room_by_id(&row.room_id)
        .await?
        .ok_or_else(|| ApiError::internal("invited room vanished"))?;
    let info = take_next_seat(&state, room, &me).await?;
    state
        .storage
        .answer_invite(&id, "accepted", now_ms())
        .await?;
    Ok(Json(info))
}

pub(crate) async fn decline_invite(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    let Path(id) = id?;
    seen(&state, &me.id);
    pending_to_me(&state, &me, &id).await?;
    if !state
        .storage
        .answer_invite(&id, "declined", now_ms())
        .await?
    {
        return Err(answered());
    }
    Ok(StatusCode::NO_CONTENT)
}
