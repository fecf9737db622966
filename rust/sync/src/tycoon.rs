//! Online Tycoon (seed 002) through the same outbox and local copies as the word game: the
//! `/v1/tycoon/{id}` calls, Tycoon rooms and seeks, and the engine's side of a Tycoon game —
//! its view kept in the store (the player's own hand only; the deck and the other hands never
//! reach the device), its queued actions sent in order with their move ids and the version
//! they were made at, dropped with a reason when the server refuses them.
//!
//! The server answers a stale Tycoon move without the game's view, so the engine fetches it
//! to say why the move was dropped and to keep it.

use reqwest::Method;
use slovo_api::{
    CreateRoom, CreateSeek, GameFamily, Mode, RoomInfo, SeekInfo, SubmitTycoonMove,
    TycoonEventsPage, TycoonMoveAccepted, TycoonRecord, TycoonState,
};
use slovo_store::{OnlineFamily, OnlineGame, OnlineMode, OnlineMove, OutboxState};

use crate::client::path_part;
use crate::engine::{Delivery, lock};
use crate::{Client, SyncEngine, SyncError, now_ms};

/// Tycoon is played in English (its deck has the letters A to Z).
pub const LANGUAGE: &str = "en";

impl Client {
    /// `GET /v1/tycoon/{id}`: the player's view of a Tycoon game.
    pub async fn tycoon(&self, game_id: &str) -> Result<TycoonState, SyncError> {
        let path = format!("/v1/tycoon/{}", path_part(game_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    /// `GET /v1/tycoon/{id}/events?since=V`: what each move after version `since` did, as
    /// the player may see it.
    pub async fn tycoon_events(
        &self,
        game_id: &str,
        since: i64,
    ) -> Result<TycoonEventsPage, SyncError> {
        let path = format!("/v1/tycoon/{}/events?since={since}", path_part(game_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    /// `POST /v1/tycoon/{id}/moves`: one Tycoon action (the same answer again for a retry of
    /// its move id).
    pub async fn submit_tycoon_move(
        &self,
        game_id: &str,
        mv: &SubmitTycoonMove,
    ) -> Result<TycoonMoveAccepted, SyncError> {
        let path = format!("/v1/tycoon/{}/moves", path_part(game_id));
        self.call(Method::POST, &path, Some(mv)).await
    }

    /// `POST /v1/rooms` for a Tycoon game of `seats` players (2 to 5); quick games take
    /// `minutes` a player.
    pub async fn create_tycoon_room(
        &self,
        mode: Mode,
        seats: u8,
        minutes: Option<u32>,
    ) -> Result<RoomInfo, SyncError> {
        let room = CreateRoom {
            mode,
            language: LANGUAGE.to_string(),
            seats,
            minutes,
            family: GameFamily::Tycoon,
        };
        self.create_room(&room).await
    }

    /// `POST /v1/seeks` for a Tycoon game: only Tycoon seeks of the same terms are paired.
    pub async fn seek_tycoon(
        &self,
        mode: Mode,
        players: u8,
        minutes: Option<u32>,
    ) -> Result<SeekInfo, SyncError> {
        let seek = CreateSeek {
            mode,
            language: LANGUAGE.to_string(),
            players,
            minutes,
            family: GameFamily::Tycoon,
        };
        self.seek(&seek).await
    }
}

/// Whether `state`'s player has left the game (out of time).
pub fn eliminated(state: &TycoonState) -> bool {
    state
        .players
        .iter()
        .any(|p| p.seat == state.seat && p.eliminated)
}

pub fn finished(state: &TycoonState) -> bool {
    state.phase == "over"
}

/// Whether `state`'s player is to move.
pub fn my_turn(state: &TycoonState) -> bool {
    !finished(state) && state.current == state.seat && !eliminated(state)
}

/// The store's row for the player's view `state` of the Tycoon game with room code `code`.
pub fn stored_view(state: &TycoonState, code: &str, now: i64) -> Result<OnlineGame, SyncError> {
    Ok(OnlineGame {
        id: state.game_id.clone(),
        code: code.to_string(),
        mode: match state.mode {
            Mode::Quick => OnlineMode::Quick,
            Mode::Daily => OnlineMode::Daily,
        },
        language: LANGUAGE.to_string(),
        seat: state.seat,
        version: state.version,
        state: serde_json::to_string(state)
            .map_err(|e| SyncError::BadAnswer(format!("Tycoon state: {e}")))?,
        finished: finished(state),
        my_turn: my_turn(state),
        deadline: state.deadline,
        updated_at: now,
        family: OnlineFamily::Tycoon,
    })
}

/// The Tycoon view a stored row holds.
pub fn state_of(row: &OnlineGame) -> Result<TycoonState, SyncError> {
    serde_json::from_str(&row.state)
        .map_err(|e| SyncError::BadAnswer(format!("stored Tycoon view of {}: {e}", row.id)))
}

/// Why a Tycoon move made at `expected` no longer fits the game `state` shows.
fn stale_reason(state: &TycoonState, expected: i64) -> String {
    if finished(state) {
        "the game ended before this move reached the server".to_string()
    } else if eliminated(state) {
        "you are out of this game (out of time)".to_string()
    } else {
        format!(
            "the game moved on: it is at version {}, the move was made at version {expected}",
            state.version
        )
    }
}

/// A Tycoon move the server applied: the version it made and what it did (none when another
/// sync had sent it first).
#[derive(Debug, Clone)]
pub struct TycoonSent {
    pub version: i64,
    pub records: Vec<TycoonRecord>,
}

/// What became of one queued Tycoon move.
enum TycoonDelivery {
    Sent(Box<TycoonMoveAccepted>),
    Dropped(String),
    Waiting(SyncError),
}

impl SyncEngine<'_> {
    /// Keep `state` as the local copy of its Tycoon game (unless a newer one is kept); `code`
    /// is the room code when known, otherwise the stored one is kept.
    pub fn save_tycoon_state(
        &self,
        state: &TycoonState,
        code: Option<&str>,
    ) -> Result<bool, SyncError> {
        let mut store = lock(self.store);
        let code = match code {
            Some(c) => c.to_string(),
            None => store
                .online_game(&state.game_id)?
                .map(|g| g.code)
                .unwrap_or_default(),
        };
        Ok(store.save_online_game(&stored_view(state, &code, now_ms())?)?)
    }

    /// Fetch one Tycoon game's view and keep it; whether the local copy changed.
    pub async fn refresh_tycoon(
        &self,
        game_id: &str,
        code: Option<&str>,
    ) -> Result<bool, SyncError> {
        let state = self.client.tycoon(game_id).await?;
        self.save_tycoon_state(&state, code)
    }

    /// Send the queued Tycoon move `move_id` now, after the moves queued before it in its
    /// game: what it did, [`SyncError::Conflict`] with the reason when it was dropped, or the
    /// transient error that left it queued.
    pub async fn send_tycoon_move(&self, move_id: &str) -> Result<TycoonSent, SyncError> {
        let target = lock(self.store)
            .online_move(move_id)?
            .ok_or_else(|| SyncError::UnknownMove(move_id.to_string()))?;
        let queue = lock(self.store).online_moves(OutboxState::Queued, Some(&target.game_id))?;
        for mv in queue.iter().take_while(|m| m.seq <= target.seq) {
            let mine = mv.move_id == move_id;
            match self.deliver_tycoon(mv).await? {
                TycoonDelivery::Sent(accepted) if mine => {
                    return Ok(TycoonSent {
                        version: accepted.version,
                        records: accepted.records,
                    });
                }
                TycoonDelivery::Dropped(reason) if mine => {
                    return Err(SyncError::Conflict { reason });
                }
                TycoonDelivery::Sent(_) | TycoonDelivery::Dropped(_) => {}
                TycoonDelivery::Waiting(e) => return Err(e),
            }
        }
        // Settled before this call (by another sync).
        let settled = lock(self.store)
            .online_move(move_id)?
            .ok_or_else(|| SyncError::UnknownMove(move_id.to_string()))?;
        match (settled.state, settled.accepted_version) {
            (OutboxState::Sent, Some(version)) => Ok(TycoonSent {
                version,
                records: Vec::new(),
            }),
            _ => Err(SyncError::Conflict {
                reason: settled
                    .drop_reason
                    .unwrap_or_else(|| "the move was not applied".into()),
            }),
        }
    }

    /// The engine's delivery of a queued Tycoon move (its flush sends both families).
    pub(crate) async fn deliver_tycoon_move(
        &self,
        queued: &OnlineMove,
    ) -> Result<Delivery, SyncError> {
        Ok(match self.deliver_tycoon(queued).await? {
            TycoonDelivery::Sent(accepted) => Delivery::Sent(accepted.version),
            TycoonDelivery::Dropped(reason) => Delivery::Dropped(reason),
            TycoonDelivery::Waiting(e) => Delivery::Waiting(e),
        })
    }

    /// Send one queued Tycoon move until it is applied, refused, or out of tries for this
    /// sync, as the word game's moves are sent.
    async fn deliver_tycoon(&self, queued: &OnlineMove) -> Result<TycoonDelivery, SyncError> {
        let mv = match serde_json::from_str(&queued.mv) {
            Ok(mv) => mv,
            Err(e) => {
                return self.drop_tycoon(queued, &format!("unreadable queued move: {e}"), None);
            }
        };
        let request = SubmitTycoonMove {
            move_id: queued.move_id.clone(),
            expected_version: queued.expected_version,
            mv,
        };
        let mut failures = 0;
        loop {
            let error = match self
                .client
                .submit_tycoon_move(&queued.game_id, &request)
                .await
            {
                Ok(accepted) => {
                    self.record_sent(queued, accepted.version, |code: &str| {
                        stored_view(&accepted.state, code, now_ms())
                    })?;
                    return Ok(TycoonDelivery::Sent(Box::new(accepted)));
                }
                Err(e) => e,
            };
            match error {
                // An answer we cannot read may still mean the move applied: keep it queued.
                e if e.is_transient() || matches!(e, SyncError::BadAnswer(_)) => {
                    failures += 1;
                    if !self.retry_later(queued, &e, failures).await? {
                        return Ok(TycoonDelivery::Waiting(e));
                    }
                }
                // The device itself is refused: nothing to drop, the caller must act.
                e @ SyncError::Server { status: 401, .. } => return Err(e),
                SyncError::Server { code, message, .. }
                    if code == "stale_version" || code == "time_out" =>
                {
                    // The refusal holds no view: fetch it to say why, and keep it.
                    let now = self.client.tycoon(&queued.game_id).await.ok();
                    let reason = match &now {
                        Some(state) => stale_reason(state, queued.expected_version),
                        None => format!("the server refused the move: {message} ({code})"),
                    };
                    return self.drop_tycoon(queued, &reason, now.as_ref());
                }
                SyncError::Server { code, message, .. } => {
                    let reason = format!("the server refused the move: {message} ({code})");
                    return self.drop_tycoon(queued, &reason, None);
                }
                e => return Err(e),
            }
        }
    }

    fn drop_tycoon(
        &self,
        queued: &OnlineMove,
        reason: &str,
        state: Option<&TycoonState>,
    ) -> Result<TycoonDelivery, SyncError> {
        let view = state.map(|state| move |code: &str| stored_view(state, code, now_ms()));
        self.drop_queued(queued, reason, view)?;
        Ok(TycoonDelivery::Dropped(reason.to_string()))
    }
}
