//! Online play for the shells: [`slovo_app::App`]'s online API as records and methods of
//! [`Slovo`].
//!
//! Calls that may talk to the server (register, rooms, seeks, moves, sync, pushes) are async
//! and run on a worker thread, so Kotlin gets suspend functions and Swift async ones; reads of
//! the local copies (the account, the game list, a game screen, dropped moves) are plain calls
//! that work offline. A move is checked against the player's view before it is queued; what
//! became of it comes back as a [`MoveResult`], not as an error.

use std::str::FromStr;
use std::sync::Arc;

use slovo_app::{App, MoveOutcome, OnlineMode, PushPlatform, SeekResult};
use slovo_i18n::Message;
use slovo_rules::{Language, Move, TileSet};

use crate::error::{SlovoError, guard, invalid};
use crate::slovo::Slovo;
use crate::types::{
    self, Cell, GameFamily, HistoryEntry, PreviewResult, TilePlacement, UnseenTile, plain_face,
};
use crate::worker::on_worker_thread;

/// How an online game is timed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum OnlineGameMode {
    /// A chess clock per player: every move needs the network.
    Quick,
    /// A deadline per move: moves made offline wait and go out on the next sync.
    Daily,
}

impl From<OnlineMode> for OnlineGameMode {
    fn from(mode: OnlineMode) -> Self {
        match mode {
            OnlineMode::Quick => OnlineGameMode::Quick,
            OnlineMode::Daily => OnlineGameMode::Daily,
        }
    }
}

impl From<OnlineGameMode> for OnlineMode {
    fn from(mode: OnlineGameMode) -> Self {
        match mode {
            OnlineGameMode::Quick => OnlineMode::Quick,
            OnlineGameMode::Daily => OnlineMode::Daily,
        }
    }
}

/// This device's registration on a server.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineAccount {
    pub server_url: String,
    pub device_id: String,
    pub display_name: String,
}

/// Where a device's push notifications go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PushTokenPlatform {
    /// Firebase Cloud Messaging (Android): the token is FCM's registration token.
    Fcm,
    /// Apple Push Notification service (iOS): the token is the device token, in hex.
    Apns,
}

impl From<PushTokenPlatform> for PushPlatform {
    fn from(platform: PushTokenPlatform) -> Self {
        match platform {
            PushTokenPlatform::Fcm => PushPlatform::Fcm,
            PushTokenPlatform::Apns => PushPlatform::Apns,
        }
    }
}

impl From<PushPlatform> for PushTokenPlatform {
    fn from(platform: PushPlatform) -> Self {
        match platform {
            PushPlatform::Fcm => PushTokenPlatform::Fcm,
            PushPlatform::Apns => PushTokenPlatform::Apns,
        }
    }
}

/// This device as the server knows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineDevice {
    pub device_id: String,
    pub display_name: String,
    /// The platform of the push token the server holds for this device; null when it holds
    /// none (no notifications are sent).
    pub push_platform: Option<PushTokenPlatform>,
}

/// A room as its creator or a joiner sees it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineRoomInfo {
    /// What the other players type to join.
    pub code: String,
    pub mode: OnlineGameMode,
    pub language: String,
    pub seats: i32,
    /// Display names of the players seated so far, in seat order.
    pub players: Vec<String>,
    /// Each seated player's rating in the room's language and mode (`1 523 ± 87`), to show
    /// with the name; null when the server gave none.
    pub ratings: Vec<Option<String>>,
    /// Set once the room is full and its game has started.
    pub game_id: Option<String>,
}

/// What a seek came to.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum SeekOutcome {
    /// A game was found and fetched: open it with `onlineGame(gameId)`.
    Matched { game_id: String, code: String },
    /// Nobody yet: `pollSeek(seekId)` (or seek again with the same terms) to keep waiting,
    /// until `expiresAt` (Unix ms); `cancelSeek(seekId)` to stop.
    Pending { seek_id: String, expires_at: i64 },
    /// Nobody came in time.
    Expired,
}

/// One line of the online game list, from the local copy.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineGameItem {
    pub id: String,
    /// Word game or Tycoon: which screen opens it.
    pub family: GameFamily,
    /// The room code (also accepted where a game id is asked for by `findOnlineGame`).
    pub code: String,
    pub mode: OnlineGameMode,
    pub language: String,
    /// My turn, and no move of mine waits to be sent.
    pub my_turn: bool,
    pub finished: bool,
    /// The server's version of the game when last seen; it grows with every move.
    pub version: i64,
    /// When the player to move runs out of time (Unix ms), for daily games.
    pub deadline: Option<i64>,
    /// My moves waiting to be sent.
    pub queued: i32,
}

/// A move the server will never apply, and why (for the app to show once).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct DroppedMove {
    pub move_id: String,
    pub game_id: String,
    pub reason: String,
}

/// An online game screen, from the player's last view of it (no network needed).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineGameScreen {
    pub id: String,
    pub code: String,
    pub mode: OnlineGameMode,
    pub language: String,
    /// The tile set's name: `tileSet(screen.tileSet)` gives the faces' points.
    pub tile_set: String,
    /// My seat.
    pub me: i32,
    /// Display names, in seat order.
    pub names: Vec<String>,
    /// Each seat's rating in the game's language and mode (`1 523 ± 87`), to show with the
    /// name; null when the server gave none.
    pub ratings: Vec<Option<String>>,
    pub scores: Vec<i32>,
    /// Seats that resigned or ran out of time.
    pub eliminated: Vec<bool>,
    /// The seat to move (meaningless once `finished`).
    pub to_move: i32,
    /// My turn, and no move of mine waits to be sent.
    pub my_turn: bool,
    pub finished: bool,
    /// 1-based places per seat once the game is over; empty before.
    pub ranks: Vec<i32>,
    /// The server's version of the game this view is from.
    pub version: i64,
    /// 225 squares, row by row; `lastMove` marks the last play's tiles.
    pub cells: Vec<Cell>,
    /// My rack, one face per tile, `?` for a blank.
    pub rack: Vec<String>,
    /// Tiles left in the bag.
    pub bag: i32,
    /// Tiles I cannot see (in the bag or on other racks), one entry per kind that has any,
    /// letters in alphabet order then `?`: the tile set minus the board minus my rack.
    pub unseen: Vec<UnseenTile>,
    pub history: Vec<HistoryEntry>,
    /// Who played first and why (§6), in the interface language.
    pub opening: Vec<String>,
    /// Once the game is over, the ranking best first; empty before.
    pub ranking: Vec<types::RankLine>,
    /// Daily games: when the player to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    /// Quick games: each seat's milliseconds left when the view was fetched.
    pub clocks: Option<Vec<i64>>,
    /// My moves waiting to be sent.
    pub queued: i32,
    /// My moves of this game the server will never apply, with the reasons.
    pub dropped: Vec<DroppedMove>,
}

/// What became of a move I made.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum MoveResult {
    /// The server applied it; the game is now at `version`.
    Sent { version: i64 },
    /// It waits on this device (the server could not be reached) and goes out with a later
    /// `syncNow` (or a push).
    Queued { reason: String },
    /// The server will never apply it (the game moved on without it).
    Dropped { reason: String },
}

/// What a sync (or a push) did.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SyncResult {
    /// Queued moves the server applied.
    pub sent: i32,
    /// Queued moves the server will never apply.
    pub dropped: Vec<DroppedMove>,
    /// Moves still waiting to be sent.
    pub waiting: i32,
    /// Games whose local copy changed.
    pub updated_games: i32,
    /// Why the server could not be reached, if it could not (being offline is not an error).
    pub offline: Option<String>,
    /// When to try again (Unix ms), while moves wait: for scheduling background work.
    pub next_attempt_at: Option<i64>,
}

impl From<slovo_app::OnlineAccount> for OnlineAccount {
    fn from(a: slovo_app::OnlineAccount) -> Self {
        OnlineAccount {
            server_url: a.server_url,
            device_id: a.device_id,
            display_name: a.display_name,
        }
    }
}

impl From<slovo_app::OnlineRoom> for OnlineRoomInfo {
    fn from(r: slovo_app::OnlineRoom) -> Self {
        OnlineRoomInfo {
            code: r.code,
            mode: r.mode.into(),
            language: r.language,
            seats: r.seats.into(),
            players: r.players,
            ratings: crate::stats::rating_texts(&r.ratings),
            game_id: r.game_id,
        }
    }
}

impl From<SeekResult> for SeekOutcome {
    fn from(s: SeekResult) -> Self {
        match s {
            SeekResult::Matched { game_id, code } => SeekOutcome::Matched { game_id, code },
            SeekResult::Pending {
                seek_id,
                expires_at,
            } => SeekOutcome::Pending {
                seek_id,
                expires_at,
            },
            SeekResult::Expired => SeekOutcome::Expired,
        }
    }
}

impl From<slovo_app::OnlineListEntry> for OnlineGameItem {
    fn from(g: slovo_app::OnlineListEntry) -> Self {
        OnlineGameItem {
            id: g.id,
            family: g.kind.into(),
            code: g.code,
            mode: g.mode.into(),
            language: g.language,
            my_turn: g.my_turn,
            finished: g.finished,
            version: g.version,
            deadline: g.deadline,
            queued: count(g.queued),
        }
    }
}

impl From<slovo_app::DroppedMoveInfo> for DroppedMove {
    fn from(d: slovo_app::DroppedMoveInfo) -> Self {
        DroppedMove {
            move_id: d.move_id,
            game_id: d.game_id,
            reason: d.reason,
        }
    }
}

impl From<MoveOutcome> for MoveResult {
    fn from(o: MoveOutcome) -> Self {
        match o {
            MoveOutcome::Sent { version } => MoveResult::Sent { version },
            MoveOutcome::Queued { reason } => MoveResult::Queued { reason },
            MoveOutcome::Dropped { reason } => MoveResult::Dropped { reason },
        }
    }
}

impl From<slovo_app::SyncSummary> for SyncResult {
    fn from(s: slovo_app::SyncSummary) -> Self {
        SyncResult {
            sent: count(s.sent),
            dropped: s.dropped.into_iter().map(DroppedMove::from).collect(),
            waiting: count(s.waiting),
            updated_games: count(s.updated_games),
            offline: s.offline,
            next_attempt_at: s.next_attempt_at,
        }
    }
}

fn count(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

impl OnlineGameScreen {
    pub(crate) fn from_app(view: slovo_app::OnlineGameView) -> Self {
        OnlineGameScreen {
            cells: view.cells.into_iter().map(Cell::from).collect(),
            rack: view.rack_tiles.iter().map(|t| plain_face(t)).collect(),
            tile_set: view.tile_set.name().to_string(),
            id: view.id,
            code: view.code,
            mode: view.mode.into(),
            language: view.language,
            me: view.seat.into(),
            history: types::history(view.history, &view.names),
            opening: types::opening_lines(&view.opening, &view.names),
            ranking: types::ranking(view.end.as_ref()),
            names: view.names,
            ratings: crate::stats::rating_texts(&view.ratings),
            scores: view.scores,
            eliminated: view.eliminated,
            to_move: view.current.into(),
            my_turn: view.my_turn,
            finished: view.finished,
            ranks: view.ranks.into_iter().map(i32::from).collect(),
            version: view.version,
            bag: count(view.bag),
            unseen: types::unseen_tiles(view.unseen),
            deadline: view.deadline,
            clocks: view.clocks,
            queued: count(view.queued),
            dropped: view.dropped.into_iter().map(DroppedMove::from).collect(),
        }
    }
}

/// A count of seats or players from the shell (2 to 4 is the server's to check); `refusal`
/// is the catalog's key for a count out of range.
fn small_count(n: i32, refusal: &'static str) -> Result<u8, SlovoError> {
    u8::try_from(n).map_err(|_| invalid(Message::new(refusal).with("count", n)))
}

/// A language name or code, checked here so a typo is `UnknownLanguage` before any request.
pub(crate) fn language_name(language: &str) -> Result<&'static str, SlovoError> {
    Ok(Language::from_str(language.trim())?.name())
}

impl Slovo {
    /// Runs `call` on a worker thread with the app: network calls block up to the sync
    /// client's timeouts, which must not hold the shell's main thread.
    pub(crate) async fn off_thread<T, F>(&self, call: F) -> Result<T, SlovoError>
    where
        T: Send + 'static,
        F: FnOnce(&App) -> Result<T, SlovoError> + Send + 'static,
    {
        let app = Arc::clone(&self.app);
        on_worker_thread(move || call(&app)).await?
    }

    /// Make `mv` (built on the worker from the game's tile set) in an online game.
    async fn send_online<F>(&self, game_id: String, build: F) -> Result<MoveResult, SlovoError>
    where
        F: FnOnce(&'static TileSet) -> Result<Move, SlovoError> + Send + 'static,
    {
        self.off_thread(move |app| {
            let tiles = app.online_game(&game_id)?.tile_set.tiles();
            Ok(app.play_online(&game_id, build(tiles)?)?.into())
        })
        .await
    }
}

#[uniffi::export]
impl Slovo {
    /// The server to play on (`https://host` or `http://host:port`), kept for later runs; a
    /// registered device moves its account there (the same server under a new address).
    pub fn set_server(&self, url: String) -> Result<(), SlovoError> {
        guard(|| Ok(self.app.set_server(&url)?))
    }

    /// The server in use, or null before `setServer`.
    pub fn server(&self) -> Result<Option<String>, SlovoError> {
        guard(|| Ok(self.app.server()?))
    }

    /// Register this device on the server under `displayName` (once per install:
    /// `AlreadyRegistered` after that; `NotRegistered` when no server is set).
    pub async fn register(&self, display_name: String) -> Result<OnlineAccount, SlovoError> {
        self.off_thread(move |app| Ok(app.register(display_name.trim())?.into()))
            .await
    }

    /// This device's registration, or null.
    pub fn account(&self) -> Result<Option<OnlineAccount>, SlovoError> {
        guard(|| Ok(self.app.account()?.map(OnlineAccount::from)))
    }

    /// Open a room for `seats` players (2 to 4) in `language`; the others join with its code.
    /// Quick games give each player `minutes` (3, 5, 10 or 25; null: 10).
    #[uniffi::method(default(minutes = None))]
    pub async fn create_room(
        &self,
        mode: OnlineGameMode,
        language: String,
        seats: i32,
        minutes: Option<u32>,
    ) -> Result<OnlineRoomInfo, SlovoError> {
        let language = language_name(&language)?;
        let seats = small_count(seats, "ffi-seats")?;
        self.off_thread(move |app| {
            Ok(app
                .create_room(mode.into(), language, seats, minutes)?
                .into())
        })
        .await
    }

    /// Take a seat in the room with `code` (`UnknownRoom` if there is none); once the room
    /// is full its game starts and is fetched.
    pub async fn join_room(&self, code: String) -> Result<OnlineRoomInfo, SlovoError> {
        self.off_thread(move |app| Ok(app.join_room(code.trim())?.into()))
            .await
    }

    /// Look for `players - 1` strangers to play with, waiting up to `waitMs` for a match.
    /// Quick games pair only players asking for the same `minutes` (null: 10).
    #[uniffi::method(default(minutes = None))]
    pub async fn seek(
        &self,
        mode: OnlineGameMode,
        language: String,
        players: i32,
        wait_ms: i64,
        minutes: Option<u32>,
    ) -> Result<SeekOutcome, SlovoError> {
        let language = language_name(&language)?;
        let players = small_count(players, "ffi-players")?;
        let wait_ms = u64::try_from(wait_ms)
            .map_err(|_| invalid(Message::new("ffi-wait").with("count", wait_ms)))?;
        self.off_thread(move |app| {
            Ok(app
                .seek(mode.into(), language, players, minutes, wait_ms)?
                .into())
        })
        .await
    }

    /// Look at a pending seek (`SeekOutcome.Pending.seekId`) once, without making a new one:
    /// `Matched` (its game fetched: open it with `onlineGame(gameId)`), still `Pending`, or
    /// `Expired`. For a "looking for players" screen that polls every few seconds. An unknown
    /// seek (or one withdrawn) is `ServerRefused`; `Offline` when the server cannot be reached.
    pub async fn poll_seek(&self, seek_id: String) -> Result<SeekOutcome, SlovoError> {
        self.off_thread(move |app| Ok(app.poll_seek(seek_id.trim())?.into()))
            .await
    }

    /// Stop waiting for a pending seek: `Expired` once it is withdrawn (nobody will be
    /// matched with it), or `Matched` when a game was found for it first (fetched: open it
    /// with `onlineGame(gameId)`). An unknown seek (or one withdrawn already) is
    /// `ServerRefused`; `Offline` when the server cannot be reached (the seek still waits on
    /// the server until it expires).
    pub async fn cancel_seek(&self, seek_id: String) -> Result<SeekOutcome, SlovoError> {
        self.off_thread(move |app| Ok(app.cancel_seek(seek_id.trim())?.into()))
            .await
    }

    /// The online games as last seen, word games and Tycoon together (no network needed): my
    /// turn first, then unfinished ones, then the most recently changed.
    pub fn online_games(&self) -> Result<Vec<OnlineGameItem>, SlovoError> {
        guard(|| {
            Ok(self
                .app
                .online_list()?
                .into_iter()
                .map(OnlineGameItem::from)
                .collect())
        })
    }

    /// The id of the online game named by its id, its room code or a unique id prefix.
    pub fn find_online_game(&self, key: String) -> Result<String, SlovoError> {
        guard(|| Ok(self.app.find_online_game(&key)?))
    }

    /// An online game's screen from its local copy (no network needed; `syncNow` freshens
    /// it).
    pub fn online_game(&self, game_id: String) -> Result<OnlineGameScreen, SlovoError> {
        guard(|| Ok(OnlineGameScreen::from_app(self.app.online_game(&game_id)?)))
    }

    /// Check tiles I am placing in an online game without playing them: the verdict
    /// `preview` gives in a game against bots (the rule broken, or the score with any bingo
    /// and the words, main word first), from the local copy (no network): my board and rack,
    /// the game's rules and the lexicon. Cheap enough to call on every tile placed. Not my
    /// turn, or a move of mine still waiting to be sent, is `NotYourTurn`; a face or square
    /// that cannot be is `InvalidArgument`.
    pub fn preview_online(
        &self,
        game_id: String,
        placements: Vec<TilePlacement>,
    ) -> Result<PreviewResult, SlovoError> {
        guard(|| {
            let tiles = self.app.online_tile_set(&game_id)?.tiles();
            let placed = types::placements(tiles, &placements)?;
            Ok(self.app.preview_online(&game_id, &placed)?.into())
        })
    }

    /// Play tiles from my rack, as `play` does for games against bots. Checked against my
    /// view first (`IllegalMove`, `NotYourTurn`: nothing queued), then sent; a daily game's
    /// move waits while the server is unreachable (`Queued`); a quick game needs the network
    /// (`NeedsNetwork`). One move per turn may wait (`NotYourTurn` for a second one).
    pub async fn play_online(
        &self,
        game_id: String,
        placements: Vec<TilePlacement>,
    ) -> Result<MoveResult, SlovoError> {
        self.send_online(game_id, move |tiles| {
            Ok(Move::Play(types::placements(tiles, &placements)?))
        })
        .await
    }

    /// A move written in notation: `8H WORD` (across), `H8 WORD` (down), `.` for a tile on
    /// the board, lower case for a blank; `exchange TILES`; `pass`; `resign`.
    pub async fn play_online_text(
        &self,
        game_id: String,
        text: String,
    ) -> Result<MoveResult, SlovoError> {
        self.off_thread(move |app| Ok(app.play_online_text(&game_id, &text)?.into()))
            .await
    }

    /// Pass my turn in an online game.
    pub async fn pass_online(&self, game_id: String) -> Result<MoveResult, SlovoError> {
        self.send_online(game_id, |_| Ok(Move::Pass)).await
    }

    /// Exchange tiles of my rack (faces, `?` for a blank) in an online game.
    pub async fn exchange_online(
        &self,
        game_id: String,
        tiles: Vec<String>,
    ) -> Result<MoveResult, SlovoError> {
        self.send_online(game_id, move |set| {
            let kinds = tiles
                .iter()
                .map(|t| types::rack_kind(set, t))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Move::Exchange(kinds))
        })
        .await
    }

    /// Leave an online game (allowed at any moment; queued like any move).
    pub async fn resign_online(&self, game_id: String) -> Result<MoveResult, SlovoError> {
        self.off_thread(move |app| Ok(app.resign_online(&game_id)?.into()))
            .await
    }

    /// Send the moves that wait and catch up with the server: for background work (Android
    /// WorkManager, iOS BGTaskScheduler) and a "sync" button. Being offline is reported in
    /// the result (`offline`), not thrown.
    pub async fn sync_now(&self) -> Result<SyncResult, SlovoError> {
        self.off_thread(|app| Ok(app.sync_now()?.into())).await
    }

    /// Handle a push notification's data (its JSON payload as received): fetch the game it
    /// names if it changed, and send what waits for it. Not a Slovo payload:
    /// `InvalidArgument`.
    pub async fn handle_push(&self, payload_json: String) -> Result<SyncResult, SlovoError> {
        self.off_thread(move |app| Ok(app.handle_push(&payload_json)?.into()))
            .await
    }

    /// Have the server send this device's notifications to `token`, the provider's token on
    /// `platform` (FCM's registration token on Android, the APNs device token on iOS),
    /// replacing any earlier one: call it at start-up and whenever the provider hands the app
    /// a new token (and after `set_ui_language`: the server writes the pushes in that
    /// language). `NotRegistered` before `register`; `Offline` when the server cannot be
    /// reached (try again later); an empty token is `InvalidArgument`, and one the server
    /// finds malformed `ServerRefused`.
    pub async fn set_push_token(
        &self,
        platform: PushTokenPlatform,
        token: String,
    ) -> Result<(), SlovoError> {
        let token = token.trim().to_string();
        if token.is_empty() {
            return Err(invalid(Message::new("ffi-empty-push-token")));
        }
        // The pushes come in the interface language `set_ui_language` chose.
        let lang = crate::text::catalog().lang();
        self.off_thread(move |app| Ok(app.set_push_token(platform.into(), &token, lang)?))
            .await
    }

    /// Have the server send this device no more notifications (the player turned them off
    /// or signs out). `NotRegistered` before `register`; `Offline` when the server cannot be
    /// reached.
    pub async fn clear_push_token(&self) -> Result<(), SlovoError> {
        self.off_thread(|app| Ok(app.clear_push_token()?)).await
    }

    /// This device as the server knows it now, with the platform of the push token it holds
    /// (a settings screen's "notifications on"). `NotRegistered` before `register`; `Offline`
    /// when the server cannot be reached.
    pub async fn online_device(&self) -> Result<OnlineDevice, SlovoError> {
        self.off_thread(|app| {
            let device = app.online_device()?;
            Ok(OnlineDevice {
                device_id: device.device_id,
                display_name: device.display_name,
                push_platform: device.push.map(PushTokenPlatform::from),
            })
        })
        .await
    }

    /// Moves dropped since the player last acknowledged them, with the reasons to show.
    pub fn dropped_moves(&self) -> Result<Vec<DroppedMove>, SlovoError> {
        guard(|| {
            Ok(self
                .app
                .dropped_moves()?
                .into_iter()
                .map(DroppedMove::from)
                .collect())
        })
    }

    /// The player has seen why `moveId` was dropped: it leaves `droppedMoves`.
    pub fn acknowledge_dropped(&self, move_id: String) -> Result<(), SlovoError> {
        guard(|| Ok(self.app.acknowledge_dropped(&move_id)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_and_counts_are_checked_before_any_request() {
        assert!(matches!(
            language_name("klingon"),
            Err(SlovoError::UnknownLanguage(_))
        ));
        assert_eq!(language_name(" EN ").unwrap(), "english");
        assert!(matches!(
            small_count(300, "ffi-seats"),
            Err(SlovoError::InvalidArgument(_))
        ));
    }
}
