//! The sync engine: sends the online outbox in order (per game, each move with its move id
//! as the idempotency key and the version it was made at), retries what got no answer with
//! backoff, drops what can never apply with a reason kept for the app, and brings the local
//! copies of the games up to the server's views.
//!
//! Only the server decides whether a queued move applied: a move whose answer was lost is
//! re-sent with the same move id, and the server answers with the original result. So the
//! engine never drops a move on its own guess, even when the local copy looks newer.

use std::collections::HashMap;
use std::sync::Mutex;

use slovo_api::{GameFamily, GameState, PushData, SubmitMove};
use slovo_rules::Move;
use slovo_store::{Account, OnlineFamily, OnlineGame, OnlineMove, OutboxState, Store};

use crate::view::{self, stored_view};
use crate::{Backoff, Client, SyncError};

/// How hard one sync tries before leaving a move for the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Tries of one move within one sync.
    pub tries: u32,
    /// Pauses between those tries.
    pub pause: Backoff,
    /// When the next automatic sync should try a move again (`next_attempt_at`).
    pub schedule: Backoff,
}

impl RetryPolicy {
    pub const DEFAULT: RetryPolicy = RetryPolicy {
        tries: 3,
        pause: Backoff {
            base_ms: 100,
            max_ms: 1_000,
        },
        schedule: Backoff::DEFAULT,
    };
}

/// A queued move that will never be applied, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DroppedMove {
    pub move_id: String,
    pub game_id: String,
    pub reason: String,
}

/// What one sync did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyncReport {
    /// Moves the server applied.
    pub sent: u32,
    pub dropped: Vec<DroppedMove>,
    /// Moves still queued.
    pub waiting: u32,
    /// Games whose local copy changed.
    pub updated_games: u32,
    /// Why the server could not be reached, if it could not.
    pub offline: Option<String>,
    /// When an automatic retry is due (Unix ms), while moves wait.
    pub next_attempt_at: Option<i64>,
}

/// What became of one queued move.
pub(crate) enum Delivery {
    /// Applied; the version it produced.
    Sent(i64),
    Dropped(String),
    /// No answer after the policy's tries: it stays queued.
    Waiting(SyncError),
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Register this device on the server at `server_url` and keep the account in the store.
pub async fn register(
    store: &Mutex<Store>,
    server_url: &str,
    display_name: &str,
) -> Result<Account, SyncError> {
    let registered = Client::new(server_url, None)?
        .register(display_name)
        .await?;
    let account = Account {
        server_url: server_url.trim_end_matches('/').to_string(),
        device_id: registered.device_id,
        token: registered.token,
        display_name: registered.display_name,
    };
    lock(store).set_account(&account, now_ms())?;
    Ok(account)
}

pub(crate) fn lock(store: &Mutex<Store>) -> std::sync::MutexGuard<'_, Store> {
    // A panic elsewhere while holding the store leaves SQLite consistent (transactions).
    store
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Why a move made at `expected` no longer fits the game `state` shows.
fn stale_reason(state: &GameState, expected: i64) -> String {
    if state.outcome.is_some() {
        "the game ended before this move reached the server".to_string()
    } else if view::eliminated(state) {
        "you are out of this game (resigned or out of time)".to_string()
    } else {
        format!(
            "the game moved on: it is at version {}, the move was made at version {expected}",
            state.version
        )
    }
}

/// The registered device's sync over one store.
pub struct SyncEngine<'a> {
    pub(crate) client: Client,
    pub(crate) store: &'a Mutex<Store>,
    pub(crate) policy: RetryPolicy,
}

impl<'a> SyncEngine<'a> {
    /// The engine for the account in `store`.
    pub fn new(store: &'a Mutex<Store>, policy: RetryPolicy) -> Result<Self, SyncError> {
        let account = lock(store).account()?.ok_or(SyncError::NotRegistered)?;
        Ok(SyncEngine {
            client: Client::new(&account.server_url, Some(&account.token))?,
            store,
            policy,
        })
    }

    /// The authenticated API client.
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// Keep `state` as the local copy of its game (unless a newer one is kept); `code` is the
    /// room code when known, otherwise the stored one is kept.
    pub fn save_state(&self, state: &GameState, code: Option<&str>) -> Result<bool, SyncError> {
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

    /// Fetch one game's view and keep it (a Tycoon game's through its own route).
    pub async fn refresh_game(&self, game_id: &str, code: Option<&str>) -> Result<bool, SyncError> {
        let local = lock(self.store).online_game(game_id)?;
        if local.is_some_and(|g| g.family == OnlineFamily::Tycoon) {
            return self.refresh_tycoon(game_id, code).await;
        }
        match self.client.game(game_id).await {
            Ok(state) => self.save_state(&state, code),
            // A Tycoon game not seen before (a room joined, a seek matched).
            Err(e) if e.code() == Some("other_game_family") => {
                self.refresh_tycoon(game_id, code).await
            }
            Err(e) => Err(e),
        }
    }

    /// Bring every local copy up to the server's version (new games included); how many
    /// changed.
    pub async fn pull(&self) -> Result<u32, SyncError> {
        let list = self.client.games().await?;
        let mut updated = 0;
        for summary in list.games {
            let local = lock(self.store).online_game(&summary.game_id)?;
            if local.is_some_and(|l| l.version >= summary.version) {
                continue;
            }
            let (id, code) = (&summary.game_id, Some(summary.code.as_str()));
            let changed = match summary.family {
                GameFamily::Word => self.refresh_game(id, code).await?,
                GameFamily::Tycoon => self.refresh_tycoon(id, code).await?,
            };
            if changed {
                updated += 1;
            }
        }
        Ok(updated)
    }

    /// Send the queued moves, of one game or of all, each game's in queue order: a move that
    /// gets no answer holds back the later moves of its game.
    pub async fn flush(&self, game_id: Option<&str>) -> Result<SyncReport, SyncError> {
        let queued = lock(self.store).online_moves(OutboxState::Queued, game_id)?;
        let mut by_game: Vec<(String, Vec<OnlineMove>)> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::new();
        for mv in queued {
            let i = *index.entry(mv.game_id.clone()).or_insert_with(|| {
                by_game.push((mv.game_id.clone(), Vec::new()));
                by_game.len() - 1
            });
            by_game[i].1.push(mv);
        }
        let mut report = SyncReport::default();
        for (_, moves) in by_game {
            for mv in &moves {
                match self.deliver(mv).await? {
                    Delivery::Sent(_) => report.sent += 1,
                    Delivery::Dropped(reason) => report.dropped.push(DroppedMove {
                        move_id: mv.move_id.clone(),
                        game_id: mv.game_id.clone(),
                        reason,
                    }),
                    // The later moves of this game wait behind it (counted below).
                    Delivery::Waiting(e) => {
                        report.offline.get_or_insert_with(|| e.to_string());
                        break;
                    }
                }
            }
        }
        self.note_next_attempt(&mut report)?;
        Ok(report)
    }

    /// Send `move_id` now, after the moves queued before it in its game: the version it
    /// produced, [`SyncError::Conflict`] with the reason when it was dropped, or the transient
    /// error that left it queued. A drop of an earlier move is kept for the app like any drop.
    pub async fn send_move(&self, move_id: &str) -> Result<i64, SyncError> {
        let target = lock(self.store)
            .online_move(move_id)?
            .ok_or_else(|| SyncError::UnknownMove(move_id.to_string()))?;
        let queue = lock(self.store).online_moves(OutboxState::Queued, Some(&target.game_id))?;
        for mv in queue.iter().take_while(|m| m.seq <= target.seq) {
            match self.deliver(mv).await? {
                Delivery::Sent(version) if mv.move_id == move_id => return Ok(version),
                Delivery::Dropped(reason) if mv.move_id == move_id => {
                    return Err(SyncError::Conflict { reason });
                }
                Delivery::Sent(_) | Delivery::Dropped(_) => {}
                Delivery::Waiting(e) => return Err(e),
            }
        }
        // Settled before this call (by another sync).
        let settled = lock(self.store)
            .online_move(move_id)?
            .ok_or_else(|| SyncError::UnknownMove(move_id.to_string()))?;
        match (settled.state, settled.accepted_version) {
            (OutboxState::Sent, Some(version)) => Ok(version),
            _ => Err(SyncError::Conflict {
                reason: settled
                    .drop_reason
                    .unwrap_or_else(|| "the move was not applied".into()),
            }),
        }
    }

    /// How many moves still wait, of every game, and when the earliest retry is due.
    fn note_next_attempt(&self, report: &mut SyncReport) -> Result<(), SyncError> {
        let queued = lock(self.store).online_moves(OutboxState::Queued, None)?;
        report.waiting = queued.len() as u32;
        report.next_attempt_at = queued.iter().map(|m| m.next_attempt_at).min();
        Ok(())
    }

    /// Send the outbox, then catch up with the server: what a background job or the player's
    /// "sync" runs. Being offline is reported, not an error; a refusal of the device (a bad
    /// token) is.
    pub async fn sync_now(&self) -> Result<SyncReport, SyncError> {
        let mut report = self.flush(None).await?;
        match self.pull().await {
            Ok(n) => report.updated_games = n,
            Err(e) if e.is_transient() => {
                report.offline.get_or_insert_with(|| e.to_string());
            }
            Err(e) => return Err(e),
        }
        Ok(report)
    }

    /// A push said `push.game_id` reached `push.version`: fetch it if the local copy is
    /// older, and send what waits for that game (it may have become stale).
    pub async fn handle_push(&self, push: &PushData) -> Result<SyncReport, SyncError> {
        let local = lock(self.store).online_game(&push.game_id)?;
        let mut report = SyncReport::default();
        if local.as_ref().is_none_or(|l| l.version < push.version) {
            // A game we have not seen yet (a seek matched while away): the list has its code.
            let changed = if local.is_none() {
                self.pull().await?
            } else {
                u32::from(self.refresh_game(&push.game_id, None).await?)
            };
            report.updated_games = changed;
        }
        let flushed = self.flush(Some(&push.game_id)).await?;
        report.sent = flushed.sent;
        report.dropped = flushed.dropped;
        report.offline = flushed.offline;
        self.note_next_attempt(&mut report)?;
        Ok(report)
    }

    /// Send one queued move until it is applied, refused, or out of tries for this sync.
    async fn deliver(&self, queued: &OnlineMove) -> Result<Delivery, SyncError> {
        if queued.family == OnlineFamily::Tycoon {
            return self.deliver_tycoon_move(queued).await;
        }
        let mv: Move = match serde_json::from_str(&queued.mv) {
            Ok(mv) => mv,
            Err(e) => return self.drop_move(queued, &format!("unreadable queued move: {e}"), None),
        };
        let mut expected = queued.expected_version;
        let mut rebased = false;
        let mut failures = 0;
        loop {
            let request = SubmitMove {
                move_id: queued.move_id.clone(),
                expected_version: expected,
                mv: mv.clone(),
            };
            let error = match self.client.submit_move(&queued.game_id, &request).await {
                Ok(accepted) => {
                    self.record_sent(queued, accepted.version, |code: &str| {
                        stored_view(&accepted.state, code, now_ms())
                    })?;
                    return Ok(Delivery::Sent(accepted.version));
                }
                Err(e) => e,
            };
            match error {
                // An answer we cannot read may still mean the move applied: keep it queued.
                e if e.is_transient() || matches!(e, SyncError::BadAnswer(_)) => {
                    failures += 1;
                    if !self.retry_later(queued, &e, failures).await? {
                        return Ok(Delivery::Waiting(e));
                    }
                }
                SyncError::Server {
                    code,
                    state: Some(state),
                    ..
                } if code == "stale_version" => {
                    // Resigning is allowed at any moment: a newer version only moves it along.
                    if mv == Move::Resign
                        && !rebased
                        && state.outcome.is_none()
                        && !view::eliminated(&state)
                    {
                        lock(self.store).rebase_online_move(
                            &queued.move_id,
                            state.version,
                            now_ms(),
                        )?;
                        expected = state.version;
                        rebased = true;
                        continue;
                    }
                    return self.drop_move(queued, &stale_reason(&state, expected), Some(&state));
                }
                // The device itself is refused: nothing to drop, the caller must act.
                e @ SyncError::Server { status: 401, .. } => return Err(e),
                SyncError::Server { code, message, .. } => {
                    let reason = format!("the server refused the move: {message} ({code})");
                    return self.drop_move(queued, &reason, None);
                }
                e => return Err(e),
            }
        }
    }

    fn drop_move(
        &self,
        queued: &OnlineMove,
        reason: &str,
        state: Option<&GameState>,
    ) -> Result<Delivery, SyncError> {
        let view = state.map(|state| move |code: &str| stored_view(state, code, now_ms()));
        self.drop_queued(queued, reason, view)?;
        Ok(Delivery::Dropped(reason.to_string()))
    }

    /// Records a queued move of either family as applied at `version`, with the game's view
    /// as `view` builds it from the stored room code.
    pub(crate) fn record_sent(
        &self,
        queued: &OnlineMove,
        version: i64,
        view: impl FnOnce(&str) -> Result<OnlineGame, SyncError>,
    ) -> Result<(), SyncError> {
        let mut store = lock(self.store);
        let code = store
            .online_game(&queued.game_id)?
            .map(|g| g.code)
            .unwrap_or_default();
        let view = view(&code)?;
        store.online_move_sent(&queued.move_id, version, &view, now_ms())?;
        Ok(())
    }

    /// Notes the `failures`-th failed try of this sync to send `queued` (kept queued for the
    /// next attempt) and waits before the next try; `false` once this sync's tries are spent.
    pub(crate) async fn retry_later(
        &self,
        queued: &OnlineMove,
        e: &SyncError,
        failures: u32,
    ) -> Result<bool, SyncError> {
        let now = now_ms();
        let next = now + self.policy.schedule.delay_ms(queued.attempts + failures);
        lock(self.store).record_online_failure(&queued.move_id, &e.to_string(), next, now)?;
        if failures >= self.policy.tries {
            return Ok(false);
        }
        let pause = self.policy.pause.delay_ms(failures);
        tokio::time::sleep(std::time::Duration::from_millis(pause as u64)).await;
        Ok(true)
    }

    /// Drops a queued move of either family with its `reason`, keeping the game's view as
    /// `view` builds it from the stored room code, where the refusal brought one.
    pub(crate) fn drop_queued(
        &self,
        queued: &OnlineMove,
        reason: &str,
        view: Option<impl FnOnce(&str) -> Result<OnlineGame, SyncError>>,
    ) -> Result<(), SyncError> {
        let mut store = lock(self.store);
        let view = match view {
            Some(view) => {
                let code = store
                    .online_game(&queued.game_id)?
                    .map(|g| g.code)
                    .unwrap_or_default();
                Some(view(&code)?)
            }
            None => None,
        };
        store.online_move_dropped(&queued.move_id, reason, view.as_ref(), now_ms())?;
        Ok(())
    }
}
