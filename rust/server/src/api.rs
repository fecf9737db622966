//! Wire types of the v1 HTTP API (JSON). Kept in one module so they can move to the shared
//! `api` crate the architecture plans, for the phones' sync client to use too.

use serde::{Deserialize, Serialize};
use slovo_rules::{Kind, Language, Move, Outcome, Record, TileSetId};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterDevice {
    pub display_name: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeviceRegistered {
    pub device_id: String,
    pub display_name: String,
    /// The bearer token: shown once, stored only as its SHA-256 hash.
    pub token: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Quick,
    Daily,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Quick => "quick",
            Mode::Daily => "daily",
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRoom {
    pub mode: Mode,
    /// A language name or code (`english`, `en`, `slovak`, `sk`, ...).
    pub language: String,
    /// 2 to 4.
    pub seats: u8,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: u8,
    pub display_name: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RoomStatus {
    Waiting,
    Playing,
    Finished,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RoomInfo {
    pub code: String,
    pub mode: Mode,
    pub language: Language,
    pub seats: u8,
    pub players: Vec<SeatInfo>,
    pub status: RoomStatus,
    /// Set once the room is full and its game has started.
    pub game_id: Option<String>,
    /// The asking device's seat, if it has one.
    pub your_seat: Option<u8>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubmitMove {
    /// The client's id for this move: its idempotency key (1 to 64 characters).
    pub move_id: String,
    /// The game version the client saw.
    pub expected_version: i64,
    #[serde(rename = "move")]
    pub mv: Move,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PlayerInfo {
    pub seat: u8,
    pub display_name: String,
    pub score: i32,
    pub rack_size: usize,
    pub eliminated: bool,
}

/// One player's view of a game: never another player's rack or the bag's order.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameState {
    pub game_id: String,
    /// Moves applied so far; a move must name it as `expected_version`.
    pub version: i64,
    pub seat: u8,
    pub language: Language,
    pub tile_set: TileSetId,
    pub players: Vec<PlayerInfo>,
    pub current: u8,
    pub turn: u32,
    pub rack: Vec<Kind>,
    /// The rack in tile faces (`?` for a blank).
    pub rack_text: String,
    /// Tiles this player cannot see (bag and other racks), counted per kind.
    pub unseen: Vec<(Kind, u32)>,
    pub bag_len: usize,
    /// Slovo's one-line board: 15 rows of 15 cells joined by `/`.
    pub board: String,
    pub history: Vec<Record>,
    pub outcome: Option<Outcome>,
    /// Quick games: each seat's remaining time in milliseconds when this answer was made.
    #[serde(default)]
    pub clocks: Option<Vec<i64>>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MoveAccepted {
    pub game_id: String,
    /// The version this move produced.
    pub version: i64,
    pub move_id: String,
    /// The history entries the move made, as the mover sees them.
    pub records: Vec<Record>,
    pub state: GameState,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameEvent {
    pub version: i64,
    pub seat: u8,
    /// History entries as the asking player may see them.
    pub records: Vec<Record>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventsPage {
    pub game_id: String,
    pub version: i64,
    pub events: Vec<GameEvent>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventsQuery {
    #[serde(default)]
    pub since: i64,
}

/// One message of `GET /v1/games/{id}/stream`: what happened since the previous message (or
/// since `?since=V` for the first one) and the player's view at `version`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StreamUpdate {
    pub game_id: String,
    pub version: i64,
    pub events: Vec<GameEvent>,
    pub state: GameState,
}

/// `POST /v1/seeks`: look for strangers to play with.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateSeek {
    pub mode: Mode,
    /// A language name or code (`english`, `en`, `slovak`, `sk`, ...).
    pub language: String,
    /// 2 to 4: the size of the game wanted.
    pub players: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeekStatus {
    /// Waiting for compatible seeks; poll `GET /v1/seeks/{id}`.
    Pending,
    /// Paired into `room`, whose game has started.
    Matched,
    /// Nobody came before `expires_at`: seek again.
    Expired,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeekInfo {
    pub seek_id: String,
    pub status: SeekStatus,
    pub mode: Mode,
    pub language: Language,
    pub players: u8,
    /// Unix milliseconds.
    pub expires_at: i64,
    /// The room the seek was matched into (its `game_id` names the game).
    pub room: Option<RoomInfo>,
}
