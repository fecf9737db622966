//! A game's chat: `POST`/`GET /v1/games/{id}/chat`, `GET`/`PUT /v1/players/me/chat`, and its
//! delivery with the game's events (`?chat_since=SEQ`) and live stream (`chat` events).
//!
//! Only the game's players read or write it. Each reader gets the messages minus those of
//! players they blocked; a player with chat off neither sends nor gets any. Messages are
//! kept with the game (a report copies them for the operator).

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::sse::Event as SseEvent;

use super::storage::{ChatRow, Sent};
use super::{my_seat, seen};
use crate::api::{
    CHAT_MAX_CHARS, CHAT_PER_MINUTE, ChatMessage, ChatPage, ChatQuery, ChatSettings, SendChat,
};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::rooms::storage::Seat;
use crate::{AppState, now_ms};

fn message(row: ChatRow, seats: &[Seat]) -> ChatMessage {
    ChatMessage {
        seq: row.seq,
        seat: row.seat as u8,
        display_name: seats
            .iter()
            .find(|s| s.seat == row.seat)
            .map(|s| s.display_name.clone())
            .unwrap_or_default(),
        text: row.body,
        sent_at: row.sent_at,
    }
}

/// The text of a message as it is kept: line breaks and other control characters become
/// spaces, the ends are trimmed; empty or too long is refused.
fn clean(text: &str) -> Result<String, ApiError> {
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let text = text.trim();
    if text.is_empty() {
        return Err(ApiError::unprocessable(
            "empty_message",
            "a message needs some text",
        ));
    }
    if text.chars().count() > CHAT_MAX_CHARS {
        return Err(ApiError::unprocessable(
            "message_too_long",
            format!("a message has at most {CHAT_MAX_CHARS} characters"),
        ));
    }
    Ok(text.to_string())
}

fn chat_off() -> ApiError {
    ApiError::conflict(
        "chat_off",
        "your chat is off: turn it on to read and send messages",
    )
}

pub(crate) async fn send_chat(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
    body: Result<Body<SendChat>, ApiError>,
) -> Result<(StatusCode, Json<ChatMessage>), ApiError> {
    let Path(id) = id?;
    let Body(req) = body?;
    let (room, seats, seat) = my_seat(&state, &me, &id).await?;
    seen(&state, &me.id);
    let text = clean(&req.text)?;
    if !state.storage.chat_enabled(&me.id).await? {
        return Err(chat_off());
    }
    // One writer per game's chat in this instance: the numbering and the limit hold.
    let lock = state.locks.for_game(&format!("\0chat {}", room.id));
    let _guard = lock.lock().await;
    let now = now_ms();
    let sent = state
        .storage
        .send_chat(
            &room.id,
            i64::from(seat),
            &me.id,
            &text,
            now,
            i64::from(CHAT_PER_MINUTE),
        )
        .await?;
    match sent {
        Sent::Stored(row) => Ok((StatusCode::CREATED, Json(message(row, &seats)))),
        Sent::RateLimited { until } => {
            let secs = ((until - now).max(0) as u64).div_ceil(1000).max(1);
            Err(ApiError::too_many_requests("chat messages", secs))
        }
    }
}

pub(crate) async fn get_chat(
    State(state): State<AppState>,
    Auth(me): Auth,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<ChatQuery>, QueryRejection>,
) -> Result<Json<ChatPage>, ApiError> {
    let Path(id) = id?;
    let Query(query) = query?;
    crate::games::check_since(query.since)?;
    let (room, seats, _) = my_seat(&state, &me, &id).await?;
    seen(&state, &me.id);
    if !state.storage.chat_enabled(&me.id).await? {
        return Err(chat_off());
    }
    let rows = state
        .storage
        .chat_after(&room.id, query.since, Some(&me.id))
        .await?;
    Ok(Json(ChatPage {
        game_id: room.id,
        messages: rows.into_iter().map(|r| message(r, &seats)).collect(),
    }))
}

pub(crate) async fn settings(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<ChatSettings>, ApiError> {
    Ok(Json(ChatSettings {
        enabled: state.storage.chat_enabled(&me.id).await?,
    }))
}

pub(crate) async fn set_settings(
    State(state): State<AppState>,
    Auth(me): Auth,
    body: Result<Body<ChatSettings>, ApiError>,
) -> Result<Json<ChatSettings>, ApiError> {
    let Body(req) = body?;
    seen(&state, &me.id);
    state
        .storage
        .set_chat_enabled(&me.id, req.enabled, now_ms())
        .await?;
    Ok(Json(req))
}

/// The chat of an events page: with `chat_since`, the messages after it that `viewer` may
/// see (none with their chat off); without, none.
pub(crate) async fn for_events(
    state: &AppState,
    game_id: &str,
    viewer: &str,
    seats: &[Seat],
    chat_since: Option<i64>,
) -> Result<Vec<ChatMessage>, ApiError> {
    let Some(since) = chat_since else {
        return Ok(Vec::new());
    };
    let rows = state
        .storage
        .chat_after(game_id, since.max(0), Some(viewer))
        .await?;
    Ok(rows.into_iter().map(|r| message(r, seats)).collect())
}

/// What a live stream sends of the chat: each message after the last sent that its player
/// may see, as a `chat` event. Looked for at the stream's every poll, so messages written by
/// any instance arrive within a second; the player counts as seen while it is open.
pub(crate) struct ChatFeed {
    game_id: String,
    viewer: String,
    seats: Vec<Seat>,
    sent: i64,
}

impl ChatFeed {
    /// A feed from `chat_since`, or from the messages sent after now.
    pub(crate) async fn open(
        state: &AppState,
        game_id: &str,
        viewer: &str,
        seats: Vec<Seat>,
        chat_since: Option<i64>,
    ) -> Result<ChatFeed, ApiError> {
        let sent = match chat_since {
            Some(since) => since.max(0),
            None => state.storage.last_chat_seq(game_id).await?,
        };
        Ok(ChatFeed {
            game_id: game_id.to_string(),
            viewer: viewer.to_string(),
            seats,
            sent,
        })
    }

    /// Send what is new on `tx`; false once the client is gone.
    pub(crate) async fn deliver(
        &mut self,
        state: &AppState,
        tx: &tokio::sync::mpsc::Sender<SseEvent>,
    ) -> bool {
        seen(state, &self.viewer);
        let rows = match state
            .storage
            .chat_after(&self.game_id, self.sent, Some(&self.viewer))
            .await
        {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!(game = %self.game_id, error = %e, "stream: chat");
                return true;
            }
        };
        for row in rows {
            self.sent = row.seq;
            let event = SseEvent::default()
                .event("chat")
                .json_data(message(row, &self.seats))
                .unwrap_or_else(|_| SseEvent::default().event("error"));
            if tx.send(event).await.is_err() {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_cleaned_and_limited() {
        assert_eq!(clean("  hi\nthere\t ").unwrap(), "hi there");
        assert_eq!(clean(" \n ").unwrap_err().code, "empty_message");
        let long = "ž".repeat(CHAT_MAX_CHARS);
        assert_eq!(clean(&long).unwrap(), long, "characters, not bytes");
        let longer = format!("{long}a");
        assert_eq!(clean(&longer).unwrap_err().code, "message_too_long");
    }
}
