//! `GET`/`POST /v1/games/{id}/rematch`, `POST /v1/games/{id}/rematch/accept|decline`: after a
//! finished game any of its players offers a rematch in one action (their own acceptance),
//! the others are told by a push and accept or decline. A decline closes the offer; the last
//! accept starts a new game with the same players and terms (game family, language, the old
//! game's rules and preset, mode, clock) and the seat order rotated by one: the old seat 1
//! sits in seat 0. A Tycoon game's rematch is a Tycoon game, dealt anew. One offer per game.
//!
//! An offer nobody closed expires: 24 hours after a daily game (its players answer at a
//! daily game's pace), 10 minutes after a quick one (its players were at their screens a
//! moment ago); `--rematch-expiry-seconds` overrides both. It then reads as `declined` with
//! `expired` (clients that know no more see a closed offer), and answers are refused as to
//! any closed offer.
//!
//! Blocks: a player who blocked another player of the game is never drawn into a rematch with
//! them, and the blocked player is never told. The blocker gets no push and sees no offer
//! (`no_rematch`; offering one themselves gets `blocked`, as adding a blocked friend does);
//! their answers no longer count, so the offer cannot start a game and, to the others, stays
//! open with the blocker's seat pending until it expires: what an offer ignored looks like.
//!
//! The players follow an offer on the game's stream (`rematch_…` events, [`RematchFeed`]) and
//! in its events page (`rematch`).

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::sse::Event as SseEvent;
use serde_json::{Value, json};

use super::rematch_storage::{Answer, RematchRow};
use crate::api::{NotificationKind, RematchAnswer, RematchInfo, RematchSeat, RematchStatus};
use crate::devices::routes::Auth;
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::notify::NewNotification;
use crate::openapi::{auth_errors, error, ok, path_param};
use crate::rooms::routes::{CODE_ALPHABET, CODE_LEN};
use crate::rooms::storage::{Room, Seat};
use crate::social::my_seat;
use crate::storage::StorageError;
use crate::{AppState, games, notify, now_ms, random_id, random_string};

/// How long an offer after a daily game waits for answers, and after a quick one.
const DAILY_EXPIRY_MS: i64 = 24 * 3_600_000;
const QUICK_EXPIRY_MS: i64 = 10 * 60_000;

/// How long an offer after `room` waits for answers.
fn expiry_ms(state: &AppState, room: &Room) -> i64 {
    state
        .rematch_expiry_ms
        .unwrap_or(if room.mode == crate::api::Mode::Quick.name() {
            QUICK_EXPIRY_MS
        } else {
            DAILY_EXPIRY_MS
        })
}

/// The seats whose players blocked another player of the game.
async fn blockers(state: &AppState, seats: &[Seat]) -> Result<Vec<i64>, ApiError> {
    let players: Vec<String> = seats.iter().map(|s| s.device_id.clone()).collect();
    let blocks = state.storage.blocks_among(&players).await?;
    Ok(seats
        .iter()
        .filter(|s| blocks.iter().any(|(blocker, _)| *blocker == s.device_id))
        .map(|s| s.seat)
        .collect())
}

/// The offer as the game's players see it at `now`, `blockers`' answers not counted.
fn info(
    game_id: &str,
    row: RematchRow,
    seats: &[Seat],
    blockers: &[i64],
    expires_at: i64,
    now: i64,
) -> Result<RematchInfo, ApiError> {
    let mut status = RematchStatus::from_name(&row.status)
        .ok_or_else(|| ApiError::internal(format!("rematch status {:?}", row.status)))?;
    let expired = status == RematchStatus::Open && now >= expires_at;
    if expired {
        status = RematchStatus::Declined;
    }
    let answer_of = |seat: i64| match row.answers.iter().find(|(s, _)| *s == seat) {
        _ if blockers.contains(&seat) => RematchAnswer::Pending,
        Some((_, a)) if a == "accepted" => RematchAnswer::Accepted,
        Some(_) => RematchAnswer::Declined,
        None => RematchAnswer::Pending,
    };
    Ok(RematchInfo {
        game_id: game_id.to_string(),
        status,
        offered_by: row.offered_by as u8,
        offered_at: row.offered_at,
        seats: seats
            .iter()
            .map(|s| RematchSeat {
                seat: s.seat as u8,
                display_name: s.display_name.clone(),
                answer: answer_of(s.seat),
            })
            .collect(),
        new_game_id: row.new_game_id,
        expires_at,
        expired,
    })
}

fn no_rematch() -> ApiError {
    ApiError::not_found("no_rematch", "nobody has offered a rematch of this game")
}

/// The finished game `id` with its seats and `me`'s seat, which `me` must have.
async fn finished_game(
    state: &AppState,
    me: &Device,
    id: &str,
) -> Result<(Room, Vec<Seat>, u8), ApiError> {
    let (room, seats, seat) = my_seat(state, me, id).await?;
    if room.finished_at.is_none() {
        return Err(ApiError::conflict(
            "game_not_finished",
            "a rematch is offered once the game is over",
        ));
    }
    Ok((room, seats, seat))
}

/// The offer after `room` as the player in `seat` may see it: none to a blocker.
pub(crate) async fn visible(
    state: &AppState,
    room: &Room,
    seats: &[Seat],
    seat: u8,
) -> Result<Option<RematchInfo>, ApiError> {
    let Some(row) = state.storage.rematch(&room.id).await? else {
        return Ok(None);
    };
    let blockers = blockers(state, seats).await?;
    if blockers.contains(&i64::from(seat)) {
        return Ok(None);
    }
    let expires_at = row.offered_at + expiry_ms(state, room);
    Ok(Some(info(
        &room.id,
        row,
        seats,
        &blockers,
        expires_at,
        now_ms(),
    )?))
}

/// The offer after `room`, as the player in `seat` sees it.
async fn current(
    state: &AppState,
    room: &Room,
    seats: &[Seat],
    seat: u8,
) -> Result<RematchInfo, ApiError> {
    visible(state, room, seats, seat)
        .await?
        .ok_or_else(no_rematch)
}

/// Whether the rematch offer after game `game_id` still waits for `player`'s answer: open,
/// not expired, and `player` blocked nobody in the game (the push's last look).
pub(crate) async fn waits_for(
    state: &AppState,
    game_id: &str,
    player: &str,
) -> Result<bool, ApiError> {
    let Some(room) = state.storage.room_by_id(game_id).await? else {
        return Ok(false);
    };
    let seats = state.storage.seats(game_id).await?;
    let Some(seat) = games::seat_of(&seats, player) else {
        return Ok(false);
    };
    Ok(visible(state, &room, &seats, seat)
        .await?
        .is_some_and(|r| r.status == RematchStatus::Open))
}

/// The name of the stream event telling `info`.
fn event_name(info: &RematchInfo, first: bool) -> &'static str {
    match info.status {
        RematchStatus::Open if first => "rematch_offered",
        RematchStatus::Open => "rematch_answered",
        RematchStatus::Accepted => "rematch_started",
        RematchStatus::Declined if info.expired => "rematch_expired",
        RematchStatus::Declined => "rematch_declined",
    }
}

/// What a game's live stream sends of its rematch: the offer as its player may see it, each
/// time it changes (looked at the stream's every poll), as a `rematch_…` event.
pub(crate) struct RematchFeed {
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
    sent: Option<RematchInfo>,
}

impl RematchFeed {
    pub(crate) fn new(room: Room, seats: Vec<Seat>, seat: u8) -> RematchFeed {
        RematchFeed {
            room,
            seats,
            seat,
            sent: None,
        }
    }

    /// Send the offer if it changed; false once the client is gone.
    pub(crate) async fn deliver(
        &mut self,
        state: &AppState,
        tx: &tokio::sync::mpsc::Sender<SseEvent>,
    ) -> bool {
        let now = match visible(state, &self.room, &self.seats, self.seat).await {
            Ok(Some(now)) => now,
            Ok(None) => return true,
            Err(e) => {
                tracing::warn!(game = %self.room.id, error = %e.message, "stream: rematch");
                return true;
            }
        };
        if self.sent.as_ref() == Some(&now) {
            return true;
        }
        let event = SseEvent::default()
            .event(event_name(&now, self.sent.is_none()))
            .json_data(&now)
            .unwrap_or_else(|_| SseEvent::default().event("error"));
        self.sent = Some(now);
        tx.send(event).await.is_ok()
    }
}

pub(crate) async fn get_rematch(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<RematchInfo>, ApiError> {
    let Path(id) = id?;
    let (room, seats, seat) = finished_game(&state, &me, &id).await?;
    Ok(Json(current(&state, &room, &seats, seat).await?))
}

pub(crate) async fn offer_rematch(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<(StatusCode, Json<RematchInfo>), ApiError> {
    let Path(id) = id?;
    let (room, seats, seat) = finished_game(&state, &me, &id).await?;
    let blockers = blockers(&state, &seats).await?;
    if blockers.contains(&i64::from(seat)) {
        return Err(ApiError::conflict(
            "blocked",
            "you blocked a player of this game: unblock them first",
        ));
    }
    let now = now_ms();
    // The others hear of it (not those who blocked someone in it); the push names the game
    // and carries nothing of its play.
    let notes: Vec<NewNotification> = seats
        .iter()
        .filter(|s| s.seat != i64::from(seat) && !blockers.contains(&s.seat))
        .map(|s| NewNotification {
            device_id: s.device_id.clone(),
            kind: NotificationKind::RematchOffered,
            version: room.version,
            not_before: now,
        })
        .collect();
    match state
        .storage
        .offer_rematch(&room.id, i64::from(seat), now, &notes)
        .await
    {
        Ok(()) => {}
        Err(StorageError::Duplicate) => {
            return Err(ApiError::conflict(
                "rematch_exists",
                "a rematch of this game was offered already",
            ));
        }
        Err(e) => return Err(e.into()),
    }
    tracing::info!(game = %room.id, seat, "rematch offered");
    Ok((
        StatusCode::CREATED,
        Json(current(&state, &room, &seats, seat).await?),
    ))
}

/// The new game of a rematch after `old`: a game of the same family, terms and rules with a
/// new seed, started at `now`, its players the old ones rotated by one seat; with what to
/// tell them.
fn new_game(
    state: &AppState,
    old: &Room,
    seats: &[Seat],
    now: i64,
) -> Result<(Room, Vec<String>, Vec<NewNotification>), ApiError> {
    let stored = old
        .config
        .as_deref()
        .ok_or_else(|| ApiError::internal("a finished game without a config"))?;
    let family = crate::rooms::routes::family_of(&old.family)?;
    let timing = state.timing(&old.mode, old.minutes);
    let (config, turn) = crate::tycoon::rematch_game(family, stored, timing, now)?;
    let n = seats.len();
    let rotated: Vec<Seat> = (0..n)
        .map(|i| Seat {
            seat: i as i64,
            ..seats[(i + 1) % n].clone()
        })
        .collect();
    let players: Vec<String> = rotated.iter().map(|s| s.device_id.clone()).collect();
    // The old room's terms: family, mode, language, seats, minutes.
    let room = Room {
        id: random_id(),
        code: random_string(CODE_ALPHABET, CODE_LEN),
        created_by: players[0].clone(),
        created_at: now,
        config: Some(config),
        version: 0,
        started_at: Some(now),
        finished_at: None,
        turn: Some(turn),
        ..old.clone()
    };
    let notes = notify::at_start(turn, timing, &rotated, now);
    Ok((room, players, notes))
}

/// `me`'s answer to the offer after game `id`.
async fn answer(
    state: &AppState,
    me: &Device,
    id: &str,
    accept: bool,
) -> Result<RematchInfo, ApiError> {
    let (room, seats, seat) = finished_game(state, me, id).await?;
    // One answer at a time per offer in this instance; across instances the transaction's
    // row lock orders them.
    let lock = state.locks.for_game(&format!("\0rematch of {}", room.id));
    let _guard = lock.lock().await;
    // A blocker sees no offer: none to answer.
    let shown = current(state, &room, &seats, seat).await?;
    if shown.status != RematchStatus::Open {
        return Err(closed());
    }
    let row = state
        .storage
        .rematch(&room.id)
        .await?
        .ok_or_else(no_rematch)?;
    if row.answers.iter().any(|(s, _)| *s == i64::from(seat)) {
        return Err(answered());
    }
    let now = now_ms();
    // While someone in the game blocks another, no accept starts it.
    let blocked = !blockers(state, &seats).await?.is_empty();
    let new_game = if accept && !blocked {
        Some(new_game(state, &room, &seats, now)?)
    } else {
        None
    };
    let a = Answer {
        game_id: &room.id,
        seat: i64::from(seat),
        accept,
        now,
        expires_at: row.offered_at + expiry_ms(state, &room),
        new_game,
    };
    match state.storage.answer_rematch(&a, room.seats).await {
        Ok(true) => {
            state.metrics.game_started();
            tracing::info!(game = %room.id, "rematch accepted by all: new game started");
        }
        Ok(false) => tracing::info!(game = %room.id, seat, accept, "rematch answered"),
        Err(StorageError::Conflict) => return Err(closed()),
        Err(StorageError::Duplicate) => return Err(answered()),
        Err(e) => return Err(e.into()),
    }
    current(state, &room, &seats, seat).await
}

fn closed() -> ApiError {
    ApiError::conflict("rematch_closed", "this rematch offer is closed")
}

fn answered() -> ApiError {
    ApiError::conflict("rematch_answered", "you answered this rematch already")
}

pub(crate) async fn accept_rematch(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<RematchInfo>, ApiError> {
    let Path(id) = id?;
    Ok(Json(answer(&state, &me, &id, true).await?))
}

pub(crate) async fn decline_rematch(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<RematchInfo>, ApiError> {
    let Path(id) = id?;
    Ok(Json(answer(&state, &me, &id, false).await?))
}

/// The rematch's paths and schemas in `/openapi.json`.
pub fn describe(doc: &mut Value) {
    let secured = json!([{ "bearer": [] }]);
    let int = json!({ "type": "integer", "format": "int64" });
    let answers = json!({ "type": "string", "enum": ["pending", "accepted", "declined"] });
    let schemas = &mut doc["components"]["schemas"];
    schemas["RematchSeat"] = json!({
        "type": "object", "required": ["seat", "display_name", "answer"],
        "properties": { "seat": { "type": "integer", "description": "The seat in the finished game." },
                        "display_name": { "type": "string" }, "answer": answers } });
    schemas["RematchInfo"] = json!({
        "type": "object",
        "required": ["game_id", "status", "offered_by", "offered_at", "seats", "new_game_id"],
        "properties": {
            "game_id": { "type": "string", "description": "The finished game." },
            "status": { "type": "string", "enum": ["open", "accepted", "declined"],
                "description": "`declined` also for an offer that expired (`expired`)." },
            "offered_by": { "type": "integer", "description": "The offering player's seat." },
            "offered_at": int,
            "seats": { "type": "array", "items": { "$ref": "#/components/schemas/RematchSeat" } },
            "new_game_id": { "type": ["string", "null"],
                "description": "Once all accepted: the new game (same family, players and terms, seats rotated by one; a Tycoon game's at /v1/tycoon/{id})." },
            "expires_at": { "type": "integer", "format": "int64",
                "description": "When the offer closes unanswered: 24 h after a daily game's, 10 min after a quick game's." },
            "expired": { "type": "boolean", "description": "Closed unanswered at `expires_at`." } } });
    schemas["EventsPage"]["properties"]["rematch"] = json!({ "$ref": "#/components/schemas/RematchInfo",
        "description": "Once the game is over: the rematch offered after it, if any." });
    let id = path_param("id", "The finished game's id.");
    let seat_errors = |mut r: Value, conflicts: &str| {
        r["403"] = error("`not_your_game`: no seat in this game");
        r["404"] = error("`game_not_found`, or `no_rematch`: nobody offered one");
        r["409"] = error(conflicts);
        auth_errors(r)
    };
    let paths = &mut doc["paths"];
    paths["/v1/games/{id}/rematch"] = json!({
        "get": { "summary": "The rematch offered after this game and each player's answer",
                 "security": secured, "parameters": [id],
                 "responses": seat_errors(json!({ "200": ok("The offer", "RematchInfo") }),
                     "`game_not_started` or `game_not_finished`") },
        "post": { "summary": "Offer a rematch of this finished game (counts as your acceptance); the others get a push",
                  "security": secured, "parameters": [id],
                  "description": "A player who blocked another player of the game gets `blocked`. \
                      Its players follow the offer on the game's stream: `rematch_offered`, \
                      `rematch_answered`, `rematch_declined`, `rematch_started`, `rematch_expired` \
                      events, each carrying the RematchInfo.",
                  "responses": seat_errors(json!({ "201": ok("The offer", "RematchInfo") }),
                      "`game_not_started`, `game_not_finished`, `blocked`, or `rematch_exists`: one offer per game") },
    });
    paths["/v1/games/{id}/rematch/accept"] = json!({ "post": {
        "summary": "Accept the rematch: the last acceptance starts the new game",
        "security": secured, "parameters": [id],
        "responses": seat_errors(json!({ "200": ok("The offer, with `new_game_id` once all accepted", "RematchInfo") }),
            "`rematch_closed` (declined, expired or started) or `rematch_answered`") } });
    paths["/v1/games/{id}/rematch/decline"] = json!({ "post": {
        "summary": "Decline the rematch: the offer closes",
        "security": secured, "parameters": [id],
        "responses": seat_errors(json!({ "200": ok("The closed offer", "RematchInfo") }),
            "`rematch_closed` or `rematch_answered`") } });
}
