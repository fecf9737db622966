//! The v1 HTTP API.
//!
//! | | |
//! |---|---|
//! | `POST /v1/devices` | register anonymously: display name → bearer token |
//! | `GET /v1/devices/me` | the device: id, name, which push platform it has a token for |
//! | `PUT`/`DELETE /v1/devices/me/push` | set or remove the device's push token (FCM or APNs) |
//! | `POST /v1/players/me/transfer` | a one-time code (10 min) that takes the player to another device |
//! | `POST /v1/devices/transfer` | redeem it on the new device `{code, mode: move\|link}` → token |
//! | `GET /v1/players/me/ratings` | the player's Glicko-2 ratings, per language and mode |
//! | `GET /v1/players/me/stats` | the player's record: overall and per language and mode |
//! | `GET`/`POST`/`DELETE /v1/players/me/vacation` | pause the player's daily games for days |
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
//! | `GET`/`POST /v1/games/{id}/rematch`, `…/accept`, `…/decline` | a rematch after a finished game |
//! | `GET /v1/tycoon/{id}`, `POST /v1/tycoon/{id}/moves`, `GET /v1/tycoon/{id}/events?since=V` | a Tycoon game (rooms with `family: tycoon`): [`crate::tycoon`] |
//! | `/v1/friends…`, `/v1/invites…`, `/v1/games/{id}/chat`, `/v1/blocks…`, `/v1/reports` | friends, chat, blocks, reports ([`crate::social`]) |
//!
//! Quick-game clocks are computed from the move log's timestamps; [`sweeper`] times out a
//! player whose clock ran out even when nobody is connected.
//!
//! `GET /openapi.json` describes all of this (OpenAPI 3.1); `GET /metrics` has Prometheus
//! counters.
//!
//! `GET /healthz` answers `{"status":"ok"}` when the database does.
//! Everything but device registration, `/healthz`, `/metrics` and `/openapi.json` needs `Authorization: Bearer TOKEN`.

use axum::extract::DefaultBodyLimit;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{delete, get, post, put};
use axum::{Json, Router};

use crate::devices::routes::{delete_push, get_device, register_device, set_push};
use crate::devices::transfer::{create_code, redeem_code};
use crate::error::ApiError;
use crate::games::moves::submit_move;
use crate::games::rematch;
use crate::games::routes::{game_events, get_game, list_games};
use crate::games::stream::game_stream;
use crate::players::routes::{my_ratings, my_stats};
use crate::players::vacation;
use crate::rooms::routes::{create_room, get_room, join_room};
use crate::rooms::seeks::{cancel_seek, create_seek, get_seek};
use crate::social::{blocks, chat, friends, invites, reports};
use crate::tycoon::routes as tycoon;
use crate::{AppState, MAX_BODY};

pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .route("/openapi.json", get(openapi))
        .route("/v1/devices", post(register_device))
        .route("/v1/devices/me", get(get_device))
        .route("/v1/devices/me/push", put(set_push).delete(delete_push))
        .route("/v1/devices/transfer", post(redeem_code))
        .route("/v1/players/me/transfer", post(create_code))
        .route("/v1/players/me/ratings", get(my_ratings))
        .route("/v1/players/me/stats", get(my_stats))
        .route(
            "/v1/players/me/vacation",
            get(vacation::get_vacation)
                .post(vacation::start_vacation)
                .delete(vacation::end_vacation),
        )
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
        .route(
            "/v1/games/{id}/rematch",
            get(rematch::get_rematch).post(rematch::offer_rematch),
        )
        .route(
            "/v1/games/{id}/rematch/accept",
            post(rematch::accept_rematch),
        )
        .route(
            "/v1/games/{id}/rematch/decline",
            post(rematch::decline_rematch),
        )
        .route("/v1/tycoon/{id}", get(tycoon::get_tycoon))
        .route("/v1/tycoon/{id}/moves", post(tycoon::submit_tycoon_move))
        .route("/v1/tycoon/{id}/events", get(tycoon::tycoon_events))
        .route(
            "/v1/games/{id}/chat",
            get(chat::get_chat).post(chat::send_chat),
        )
        .route(
            "/v1/players/me/chat",
            get(chat::settings).put(chat::set_settings),
        )
        .route(
            "/v1/friends",
            get(friends::list_friends).post(friends::add_friend),
        )
        .route("/v1/friends/{id}", delete(friends::remove_friend))
        .route("/v1/friends/{id}/accept", post(friends::accept_friend))
        .route("/v1/friends/{id}/decline", post(friends::decline_friend))
        .route("/v1/friends/{id}/invite", post(invites::invite_friend))
        .route("/v1/invites", get(invites::list_invites))
        .route("/v1/invites/{id}/accept", post(invites::accept_invite))
        .route("/v1/invites/{id}/decline", post(invites::decline_invite))
        .route(
            "/v1/blocks",
            get(blocks::list_blocks).post(blocks::block_player),
        )
        .route("/v1/blocks/{id}", delete(blocks::unblock_player))
        .route(
            "/v1/reports",
            get(reports::list_reports).post(reports::report_player),
        )
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
