//! Online play through `slovo-sync`: register the device, create and join rooms, seek
//! strangers, browse the local copies of online games (offline too), queue moves, sync.
//!
//! Local-first: a move is checked against the player's view, written to the store's outbox,
//! and only then sent. Daily games queue while offline and go out on the next sync; quick
//! games need the network (their clock keeps running), so a quick move is refused, not
//! queued, while the server cannot be reached. The App owns a small tokio runtime and
//! blocks on it, so shells and the CLI call plain functions (never from inside a runtime).

use std::future::Future;
use std::sync::Arc;

use slovo_api::{
    CreateRoom, CreateSeek, DeviceInfo, GameState, Mode, PushData, PushPlatform, RegisterPush,
    SeekInfo, SeekStatus, TransferCode, TransferMode,
};
use slovo_i18n::UiLang;
use slovo_rules::{Move, Placement};
use slovo_store::{NewOnlineMove, OnlineGame, OnlineMove, OutboxState};
use slovo_sync::{RetryPolicy, SyncEngine, SyncError, SyncReport, view::game_state};

use crate::online_move::{board_of, check_move, parse_move, preview_play};
use crate::view::{cells, history_entries};
use crate::{App, AppError, Preview, Result, new_id, now};

/// The settings key of the server address used before (and for) registration.
const SERVER_SETTING: &str = "online.server_url";

/// How often a waiting seek is polled.
const SEEK_POLL_MS: u64 = 250;

pub(crate) use slovo_sync::view::eliminated;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineMode {
    /// A chess clock per player: needs the network.
    Quick,
    /// A deadline per move: moves can be queued offline.
    Daily,
}

impl OnlineMode {
    pub fn name(self) -> &'static str {
        self.wire().name()
    }

    /// `quick` or `daily`.
    pub fn from_name(name: &str) -> Option<OnlineMode> {
        Mode::from_name(name).map(OnlineMode::from)
    }

    pub(crate) fn wire(self) -> Mode {
        match self {
            OnlineMode::Quick => Mode::Quick,
            OnlineMode::Daily => Mode::Daily,
        }
    }
}

impl From<Mode> for OnlineMode {
    fn from(mode: Mode) -> Self {
        match mode {
            Mode::Quick => OnlineMode::Quick,
            Mode::Daily => OnlineMode::Daily,
        }
    }
}

/// The device's registration (its token stays in the store).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineAccount {
    pub server_url: String,
    pub device_id: String,
    pub display_name: String,
}

/// A room as its creator or a joiner sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineRoom {
    /// What the other players type to join.
    pub code: String,
    pub mode: OnlineMode,
    pub language: String,
    pub seats: u8,
    /// Display names in seat order.
    pub players: Vec<String>,
    /// Each seated player's rating in the room's language and mode (none from older servers).
    pub ratings: Vec<Option<crate::Rating>>,
    /// Set once the room is full and its game has started.
    pub game_id: Option<String>,
}

/// What a seek came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeekResult {
    Matched {
        game_id: String,
        code: String,
    },
    /// Nobody yet: seek again with the same terms (or [`App::poll_seek`]) to keep waiting,
    /// [`App::cancel_seek`] to stop.
    Pending {
        seek_id: String,
        expires_at: i64,
    },
    /// Nobody came in time.
    Expired,
}

/// One online game in the list, from the local copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineGameSummary {
    pub id: String,
    pub code: String,
    pub mode: OnlineMode,
    pub language: String,
    pub my_turn: bool,
    pub finished: bool,
    pub version: i64,
    pub deadline: Option<i64>,
    /// My moves waiting to be sent.
    pub queued: u32,
}

/// A move that will never be applied, and why (for the app to show).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DroppedMoveInfo {
    pub move_id: String,
    pub game_id: String,
    pub reason: String,
}

/// An online game screen, from the player's last view of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineGameView {
    pub id: String,
    pub code: String,
    pub mode: OnlineMode,
    pub language: String,
    pub seat: u8,
    pub names: Vec<String>,
    /// Each seat's rating in the game's language and mode, as the server last gave it.
    pub ratings: Vec<Option<crate::Rating>>,
    pub scores: Vec<i32>,
    pub eliminated: Vec<bool>,
    /// The seat to move.
    pub current: u8,
    /// My turn, and no move of mine waits to be sent.
    pub my_turn: bool,
    pub finished: bool,
    /// 1-based places once the game is over.
    pub ranks: Vec<u8>,
    pub version: i64,
    /// Slovo's one-line board (as `slovo moves --board` reads it).
    pub board: String,
    /// My rack in notation (`?` a blank), as `slovo moves --rack` reads it.
    pub rack: String,
    /// The same, one entry per tile (braces for digraphs).
    pub rack_tiles: Vec<String>,
    /// The squares as a screen shows them, the last play marked.
    pub cells: Vec<crate::Cell>,
    pub tile_set: slovo_rules::TileSetId,
    pub bag: u32,
    /// Tiles I cannot see (the bag and the other racks), as (tile, count): the tile set
    /// minus the board minus my rack, as [`crate::GameView::unseen`].
    pub unseen: Vec<(String, u32)>,
    /// The history lines (`8H WORD`, `pass`, ...), with who and the score.
    pub history: Vec<crate::HistoryEntry>,
    /// Once the game is over: who won and how.
    pub end: Option<crate::EndSummary>,
    /// Who played first and why.
    pub opening: crate::Opening,
    pub deadline: Option<i64>,
    /// Quick games: each seat's milliseconds left when the view was fetched.
    pub clocks: Option<Vec<i64>>,
    /// My moves waiting to be sent.
    pub queued: u32,
    /// My moves of this game the server will never apply, with the reasons.
    pub dropped: Vec<DroppedMoveInfo>,
}

/// What became of a move the player made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveOutcome {
    /// The server applied it; the game is now at `version`.
    Sent { version: i64 },
    /// It waits in the outbox (the server could not be reached) and goes out on a later sync.
    Queued { reason: String },
    /// The server will never apply it.
    Dropped { reason: String },
}

/// What a sync did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyncSummary {
    pub sent: u32,
    pub dropped: Vec<DroppedMoveInfo>,
    /// Moves still waiting.
    pub waiting: u32,
    pub updated_games: u32,
    /// Why the server could not be reached, if it could not.
    pub offline: Option<String>,
    /// When to try again (Unix ms), while moves wait.
    pub next_attempt_at: Option<i64>,
}

fn dropped_info(m: &OnlineMove) -> DroppedMoveInfo {
    DroppedMoveInfo {
        move_id: m.move_id.clone(),
        game_id: m.game_id.clone(),
        reason: m.drop_reason.clone().unwrap_or_default(),
    }
}

impl From<SyncReport> for SyncSummary {
    fn from(r: SyncReport) -> Self {
        SyncSummary {
            sent: r.sent,
            dropped: r
                .dropped
                .into_iter()
                .map(|d| DroppedMoveInfo {
                    move_id: d.move_id,
                    game_id: d.game_id,
                    reason: d.reason,
                })
                .collect(),
            waiting: r.waiting,
            updated_games: r.updated_games,
            offline: r.offline,
            next_attempt_at: r.next_attempt_at,
        }
    }
}

fn summary(g: &OnlineGame, queued: u32) -> OnlineGameSummary {
    OnlineGameSummary {
        id: g.id.clone(),
        code: g.code.clone(),
        mode: if g.mode == slovo_store::OnlineMode::Quick {
            OnlineMode::Quick
        } else {
            OnlineMode::Daily
        },
        language: g.language.clone(),
        my_turn: g.my_turn && queued == 0,
        finished: g.finished,
        version: g.version,
        deadline: g.deadline,
        queued,
    }
}

fn is_turn_move(mv: &Move) -> bool {
    matches!(mv, Move::Play(_) | Move::Exchange(_) | Move::Pass)
}

impl App {
    /// Run `f` on the app's runtime (built on first use).
    pub(crate) fn block_on<F: Future>(&self, f: F) -> Result<F::Output> {
        let runtime = {
            let mut slot = self.runtime.lock().unwrap_or_else(|p| p.into_inner());
            match &*slot {
                Some(rt) => rt.clone(),
                None => {
                    let rt = tokio::runtime::Builder::new_multi_thread()
                        .worker_threads(1)
                        .enable_all()
                        .build()
                        .map_err(|e| AppError::Runtime(e.to_string()))?;
                    let rt = Arc::new(rt);
                    *slot = Some(rt.clone());
                    rt
                }
            }
        };
        Ok(runtime.block_on(f))
    }

    /// Run `f` with the sync engine of the registered account, one sync at a time.
    pub(crate) fn with_engine<'a, T, F, Fut>(&'a self, f: F) -> Result<T>
    where
        F: FnOnce(SyncEngine<'a>) -> Fut,
        Fut: Future<Output = std::result::Result<T, SyncError>>,
    {
        let _one_at_a_time = self.sync_gate.lock().unwrap_or_else(|p| p.into_inner());
        let engine = SyncEngine::new(&self.store, RetryPolicy::DEFAULT)?;
        Ok(self.block_on(f(engine))??)
    }

    /// The server to use (kept for later runs); moves the account there if registered.
    pub fn set_server(&self, url: &str) -> Result<()> {
        let url = url.trim().trim_end_matches('/');
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(AppError::BadServerUrl(url.to_string()));
        }
        let mut store = self.store();
        store.set_setting(SERVER_SETTING, url)?;
        store.set_account_server(url)?;
        Ok(())
    }

    /// The server in use, if one was set.
    pub fn server(&self) -> Result<Option<String>> {
        let store = self.store();
        Ok(match store.account()? {
            Some(a) => Some(a.server_url),
            None => store.setting(SERVER_SETTING)?,
        })
    }

    /// Register this device on the server (see [`App::set_server`]) under `display_name`.
    pub fn register(&self, display_name: &str) -> Result<OnlineAccount> {
        if let Some(account) = self.store().account()? {
            // A new device would lose the seats of this one's games.
            return Err(AppError::AlreadyRegistered {
                name: account.display_name,
                server: account.server_url,
            });
        }
        let server = self.server()?.ok_or(AppError::NoServer)?;
        let _one_at_a_time = self.sync_gate.lock().unwrap_or_else(|p| p.into_inner());
        let account = self.block_on(slovo_sync::register(&self.store, &server, display_name))??;
        Ok(OnlineAccount {
            server_url: account.server_url,
            device_id: account.device_id,
            display_name: account.display_name,
        })
    }

    /// A one-time code (valid a few minutes) that takes this device's account to another.
    pub fn transfer_code(&self) -> Result<TransferCode> {
        self.with_engine(|engine| async move { engine.client().transfer_code().await })
    }

    /// Take the account of a code made on another device (see [`App::transfer_code`]) as this
    /// device's, moving it or linking to it; refused, nothing changed, if this device has one.
    /// Its online games come with the next sync.
    pub fn redeem_transfer(&self, code: &str, mode: TransferMode) -> Result<OnlineAccount> {
        if let Some(account) = self.store().account()? {
            return Err(AppError::AlreadyRegistered {
                name: account.display_name,
                server: account.server_url,
            });
        }
        let server = self.server()?.ok_or(AppError::NoServer)?;
        let _one_at_a_time = self.sync_gate.lock().unwrap_or_else(|p| p.into_inner());
        let redeemed = slovo_sync::redeem_transfer(&self.store, &server, code, mode);
        let account = self.block_on(redeemed)??;
        Ok(OnlineAccount {
            server_url: account.server_url,
            device_id: account.device_id,
            display_name: account.display_name,
        })
    }

    pub fn account(&self) -> Result<Option<OnlineAccount>> {
        Ok(self.store().account()?.map(|a| OnlineAccount {
            server_url: a.server_url,
            device_id: a.device_id,
            display_name: a.display_name,
        }))
    }

    /// Open a room for `seats` players (2 to 4); the others join with its code. Quick games
    /// take `minutes` a player (3, 5, 10 or 25; none: the server's default of 10).
    pub fn create_room(
        &self,
        mode: OnlineMode,
        language: &str,
        seats: u8,
        minutes: Option<u32>,
    ) -> Result<OnlineRoom> {
        let request = CreateRoom {
            mode: mode.wire(),
            language: language.to_string(),
            seats,
            minutes,
            family: slovo_api::GameFamily::Word,
        };
        let room =
            self.with_engine(|engine| async move { engine.client().create_room(&request).await })?;
        Ok(online_room(room))
    }

    /// Take a seat in the room with `code`; once it is full, its game is fetched.
    pub fn join_room(&self, code: &str) -> Result<OnlineRoom> {
        let room = self.with_engine(|engine| async move {
            let room = engine.client().join_room(code).await?;
            if let Some(game_id) = &room.game_id {
                engine.refresh_game(game_id, Some(&room.code)).await?;
            }
            Ok(room)
        })?;
        Ok(online_room(room))
    }

    /// Look for strangers to play with (quick games: with the same `minutes` on the clock),
    /// waiting up to `wait_ms` for a match.
    pub fn seek(
        &self,
        mode: OnlineMode,
        language: &str,
        players: u8,
        minutes: Option<u32>,
        wait_ms: u64,
    ) -> Result<SeekResult> {
        let request = CreateSeek {
            mode: mode.wire(),
            language: language.to_string(),
            players,
            minutes,
            family: slovo_api::GameFamily::Word,
        };
        self.with_engine(|engine| async move {
            let deadline = tokio::time::Instant::now() + std::time::Duration::from_millis(wait_ms);
            let mut seek = engine.client().seek(&request).await?;
            while seek.status == SeekStatus::Pending && tokio::time::Instant::now() < deadline {
                tokio::time::sleep(std::time::Duration::from_millis(SEEK_POLL_MS)).await;
                seek = engine.client().seek_status(&seek.seek_id).await?;
            }
            seek_result(&engine, seek).await
        })
    }

    /// Look at a waiting seek once, without making a new one (the server tries to pair it
    /// again): its match (the game fetched), still `Pending`, or `Expired`.
    pub fn poll_seek(&self, seek_id: &str) -> Result<SeekResult> {
        self.with_engine(|engine| async move {
            let seek = engine.client().seek_status(seek_id).await?;
            seek_result(&engine, seek).await
        })
    }

    /// Stop waiting for a seek: `Expired` once withdrawn (nobody will be matched with it), or
    /// its match (the game fetched) when it was matched first.
    pub fn cancel_seek(&self, seek_id: &str) -> Result<SeekResult> {
        self.with_engine(|engine| async move {
            match engine.client().cancel_seek(seek_id).await? {
                None => Ok(SeekResult::Expired),
                Some(seek) => seek_result(&engine, seek).await,
            }
        })
    }

    /// The online games as last seen (no network needed): active ones first.
    pub fn online_games(&self) -> Result<Vec<OnlineGameSummary>> {
        let store = self.store();
        let queued = store.online_moves(OutboxState::Queued, None)?;
        let mut games: Vec<OnlineGameSummary> = store
            .online_games()?
            .iter()
            .map(|g| {
                summary(
                    g,
                    queued.iter().filter(|m| m.game_id == g.id).count() as u32,
                )
            })
            .collect();
        games.sort_by_key(|g| (g.finished, !g.my_turn));
        Ok(games)
    }

    /// The id of the online game named by its id, its room code, or a unique prefix of its id.
    pub fn find_online_game(&self, key: &str) -> Result<String> {
        let key = key.trim();
        let games = self.store().online_games()?;
        if let Some(g) = games
            .iter()
            .find(|g| g.id == key || g.code.eq_ignore_ascii_case(key))
        {
            return Ok(g.id.clone());
        }
        let mut matching = games
            .iter()
            .filter(|g| !key.is_empty() && g.id.starts_with(key));
        match (matching.next(), matching.next()) {
            (Some(g), None) => Ok(g.id.clone()),
            _ => Err(AppError::UnknownGame(key.to_string())),
        }
    }

    /// The stored row and view of an online game.
    pub(crate) fn online_state(&self, game_id: &str) -> Result<(OnlineGame, GameState)> {
        let row = self
            .store()
            .online_game(game_id)?
            .ok_or_else(|| AppError::UnknownGame(game_id.to_string()))?;
        let state = game_state(&row)?;
        Ok((row, state))
    }

    /// An online game's screen from its local copy (no network needed).
    pub fn online_game(&self, game_id: &str) -> Result<OnlineGameView> {
        let (row, state) = self.online_state(game_id)?;
        let (queued, dropped) = self.outbox_of(game_id)?;
        let tiles = state.tile_set.tiles();
        let by_seat = |f: &dyn Fn(&slovo_api::PlayerInfo) -> i32| -> Vec<i32> {
            state.players.iter().map(f).collect()
        };
        let board = board_of(&state)?;
        let history = history_entries(&state.history, tiles, &board);
        Ok(OnlineGameView {
            id: row.id.clone(),
            code: row.code.clone(),
            mode: state.mode.into(),
            language: state.language.name().to_string(),
            seat: state.seat,
            names: state
                .players
                .iter()
                .map(|p| p.display_name.clone())
                .collect(),
            ratings: state
                .players
                .iter()
                .map(|p| p.rating.map(Into::into))
                .collect(),
            scores: by_seat(&|p| p.score),
            eliminated: state.players.iter().map(|p| p.eliminated).collect(),
            current: state.current,
            my_turn: row.my_turn && queued == 0,
            finished: state.outcome.is_some(),
            ranks: state
                .outcome
                .as_ref()
                .map(|o| o.ranks.clone())
                .unwrap_or_default(),
            version: state.version,
            board: state.board.clone(),
            rack: state.rack_text.clone(),
            bag: state.bag_len as u32,
            unseen: state
                .unseen
                .iter()
                .map(|&(k, n)| (tiles.kind_text(k), n))
                .collect(),
            cells: cells(&board, &state.history, tiles),
            rack_tiles: state.rack.iter().map(|&k| tiles.kind_text(k)).collect(),
            tile_set: state.tile_set,
            end: state
                .outcome
                .as_ref()
                .map(|o| crate::EndSummary::new(o, &history, state.seat)),
            history,
            opening: crate::Opening::of(state.first_player, &state.opening, tiles),
            deadline: state.deadline,
            clocks: state.clocks.clone(),
            queued,
            dropped,
        })
    }

    /// The tile set of an online game, from its local copy.
    pub fn online_tile_set(&self, game_id: &str) -> Result<slovo_rules::TileSetId> {
        Ok(self.online_state(game_id)?.1.tile_set)
    }

    /// Check tiles I am placing in an online game without playing them: the verdict
    /// [`App::preview`] gives in a game against bots (the rule broken, or the score and the
    /// words), from the local copy (no network) as [`App::play_online`] checks a play: my
    /// view's board and rack, the online rules, the lexicon. Not my turn, or a move of mine
    /// waiting to be sent, is an error.
    pub fn preview_online(&self, game_id: &str, placements: &[Placement]) -> Result<Preview> {
        let (_, state) = self.online_state(game_id)?;
        if !self
            .store()
            .online_moves(OutboxState::Queued, Some(game_id))?
            .is_empty()
        {
            return Err(AppError::MoveWaiting(game_id.to_string()));
        }
        let engine = self.engine(state.language)?;
        preview_play(&state, placements, engine.referee().lexicon)
    }

    /// Make a move written in notation (`8H WORD`, `exchange TILES`, `pass`, `resign`) in an
    /// online game; see [`App::play_online`].
    pub fn play_online_text(&self, game_id: &str, text: &str) -> Result<MoveOutcome> {
        let (_, state) = self.online_state(game_id)?;
        let mv = parse_move(
            text,
            &board_of(&state)?,
            state.tile_set.tiles(),
            &state.rack,
        )?;
        self.play_online(game_id, mv)
    }

    /// Resign from an online game (queued like any move; allowed at any moment).
    pub fn resign_online(&self, game_id: &str) -> Result<MoveOutcome> {
        self.play_online(game_id, Move::Resign)
    }

    /// Check a move against my view, put it in the outbox, and try to send it. A daily game's
    /// move stays queued while the server is unreachable; a quick game's is dropped (its clock
    /// runs on the server) and the error says the network is needed.
    pub fn play_online(&self, game_id: &str, mv: Move) -> Result<MoveOutcome> {
        if self.online_state(game_id)?.0.mode == slovo_store::OnlineMode::Quick {
            // Look before queueing: a quick move must not wait (the fetch also freshens the
            // view and its clocks for the checks below).
            match self.with_engine(|engine| async move { engine.refresh_game(game_id, None).await })
            {
                Ok(_) => {}
                Err(AppError::Sync(e)) if e.is_transient() => {
                    return Err(AppError::QuickNeedsNetwork(e.to_string()));
                }
                Err(e) => return Err(e),
            }
        }
        let (row, state) = self.online_state(game_id)?;
        let engine = self.engine(state.language)?;
        check_move(&state, &mv, engine.referee().lexicon)?;
        let move_id = new_id();
        {
            let mut store = self.store();
            let queued = store.online_moves(OutboxState::Queued, Some(game_id))?;
            if queued.iter().any(|m| {
                serde_json::from_str::<Move>(&m.mv).map_or(true, |q| {
                    is_turn_move(&q) == is_turn_move(&mv) || q == Move::Resign
                })
            }) {
                return Err(AppError::MoveWaiting(game_id.to_string()));
            }
            store.queue_online_move(&NewOnlineMove {
                move_id: move_id.clone(),
                game_id: game_id.to_string(),
                expected_version: row.version,
                mv: serde_json::to_string(&mv).map_err(|e| AppError::Corrupt(e.to_string()))?,
                created_at: now(),
            })?;
        }
        let sending = move_id.clone();
        let sent = self.with_engine(|engine| async move { engine.send_move(&sending).await });
        match sent {
            Ok(version) => Ok(MoveOutcome::Sent { version }),
            Err(AppError::Sync(SyncError::Conflict { reason })) => {
                Ok(MoveOutcome::Dropped { reason })
            }
            // No answer: the move may or may not have arrived, so it stays queued (even a quick
            // game's, which reached the server a moment ago) and its move id settles it later.
            Err(AppError::Sync(e)) if e.is_transient() || matches!(e, SyncError::BadAnswer(_)) => {
                Ok(MoveOutcome::Queued {
                    reason: e.to_string(),
                })
            }
            Err(e) => Err(e),
        }
    }

    /// Send what waits and catch up with the server: for background work (Android
    /// WorkManager, iOS BGTaskScheduler) and the player's "sync". Being offline is reported
    /// in the summary, not an error.
    pub fn sync_now(&self) -> Result<SyncSummary> {
        let report = self.with_engine(|engine| async move { engine.sync_now().await })?;
        Ok(report.into())
    }

    /// Handle a push notification's data (`slovo_api::PushData` as JSON): fetch the game it
    /// names if it changed, and send what waits for it.
    pub fn handle_push(&self, payload_json: &str) -> Result<SyncSummary> {
        let push: PushData =
            serde_json::from_str(payload_json).map_err(|e| AppError::BadPush(e.to_string()))?;
        let report = self.with_engine(|engine| async move { engine.handle_push(&push).await })?;
        Ok(report.into())
    }

    /// Have the server send this device's notifications to `token` (the provider's
    /// registration token on `platform`: FCM on Android, APNs on iOS), replacing any earlier
    /// one: call it whenever the provider hands the app a new token. The server writes the
    /// notifications in `ui_language` (sent each time, so a changed phone language follows).
    pub fn set_push_token(
        &self,
        platform: PushPlatform,
        token: &str,
        ui_language: UiLang,
    ) -> Result<()> {
        let push = RegisterPush {
            platform,
            token: token.to_string(),
            ui_language: Some(ui_language.code().to_string()),
        };
        self.with_engine(|engine| async move { engine.client().set_push(&push).await })
    }

    /// Have the server send this device no more notifications (signing out, notifications
    /// turned off).
    pub fn clear_push_token(&self) -> Result<()> {
        self.with_engine(|engine| async move { engine.client().clear_push().await })
    }

    /// This device as the server knows it: its name and the platform of its push token.
    pub fn online_device(&self) -> Result<DeviceInfo> {
        self.with_engine(|engine| async move { engine.client().device().await })
    }

    /// A game's moves still queued, and those dropped with the reasons to show.
    pub(crate) fn outbox_of(&self, game_id: &str) -> Result<(u32, Vec<DroppedMoveInfo>)> {
        let store = self.store();
        let queued = store
            .online_moves(OutboxState::Queued, Some(game_id))?
            .len() as u32;
        let dropped = store
            .online_moves(OutboxState::Dropped, Some(game_id))?
            .iter()
            .map(dropped_info)
            .collect();
        Ok((queued, dropped))
    }

    /// Moves dropped since the player last acknowledged them, with the reasons to show.
    pub fn dropped_moves(&self) -> Result<Vec<DroppedMoveInfo>> {
        Ok(self
            .store()
            .unacknowledged_drops()?
            .iter()
            .map(dropped_info)
            .collect())
    }

    /// The player has seen why `move_id` was dropped.
    pub fn acknowledge_dropped(&self, move_id: &str) -> Result<()> {
        Ok(self.store().acknowledge_drop(move_id)?)
    }
}

/// What the server's answer about a seek comes to, its game fetched when matched.
async fn seek_result(
    engine: &SyncEngine<'_>,
    seek: SeekInfo,
) -> std::result::Result<SeekResult, SyncError> {
    match (seek.status, seek.room) {
        (SeekStatus::Matched, Some(room)) => {
            let game_id = room
                .game_id
                .ok_or_else(|| SyncError::BadAnswer("a matched seek without a game".into()))?;
            engine.refresh_game(&game_id, Some(&room.code)).await?;
            Ok(SeekResult::Matched {
                game_id,
                code: room.code,
            })
        }
        (SeekStatus::Matched, None) => {
            Err(SyncError::BadAnswer("a matched seek without a room".into()))
        }
        (SeekStatus::Expired, _) => Ok(SeekResult::Expired),
        (SeekStatus::Pending, _) => Ok(SeekResult::Pending {
            seek_id: seek.seek_id,
            expires_at: seek.expires_at,
        }),
    }
}

pub(crate) fn online_room(room: slovo_api::RoomInfo) -> OnlineRoom {
    OnlineRoom {
        code: room.code,
        mode: room.mode.into(),
        language: room.language.name().to_string(),
        seats: room.seats,
        ratings: room
            .players
            .iter()
            .map(|p| p.rating.map(Into::into))
            .collect(),
        players: room.players.into_iter().map(|p| p.display_name).collect(),
        game_id: room.game_id,
    }
}
