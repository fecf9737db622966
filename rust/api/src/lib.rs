//! Wire types of Slovo's v1 HTTP API (JSON), shared by `slovo-server` and the phones' sync
//! client so both speak one language.

mod account;
pub use account::*;
mod players;
pub use players::*;
mod rematch;
pub use rematch::*;
mod social;
pub use social::*;
mod tycoon;
pub use tycoon::*;

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
    /// The player the device belongs to (the device's own id for a new player).
    #[serde(default)]
    pub player_id: String,
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

    /// The mode named by [`Mode::name`].
    pub fn from_name(name: &str) -> Option<Mode> {
        [Mode::Quick, Mode::Daily]
            .into_iter()
            .find(|m| m.name() == name)
    }
}

/// The minutes a player may have on a quick game's clock.
pub const QUICK_MINUTES: [u32; 4] = [3, 5, 10, 25];
/// A quick game's clock when none is asked for.
pub const DEFAULT_QUICK_MINUTES: u32 = 10;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRoom {
    pub mode: Mode,
    /// A language name or code (`english`, `en`, `slovak`, `sk`, ...).
    pub language: String,
    /// 2 to 4.
    pub seats: u8,
    /// Quick games: each player's minutes, one of [`QUICK_MINUTES`] (default
    /// [`DEFAULT_QUICK_MINUTES`]). Daily games have 24 hours a move and take none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// The word game (the default) or Tycoon (English, 2 to 4 players).
    #[serde(default, skip_serializing_if = "GameFamily::is_word")]
    pub family: GameFamily,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: u8,
    pub display_name: String,
    /// The player's rating in the room's language and mode (absent from older servers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingBadge>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RoomStatus {
    Waiting,
    Playing,
    Finished,
    /// Nobody filled it in time: it can no longer be joined.
    Expired,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RoomInfo {
    pub code: String,
    pub mode: Mode,
    pub language: Language,
    pub seats: u8,
    /// Quick games: each player's minutes.
    #[serde(default)]
    pub minutes: Option<u32>,
    pub players: Vec<SeatInfo>,
    pub status: RoomStatus,
    /// Set once the room is full and its game has started.
    pub game_id: Option<String>,
    /// The asking device's seat, if it has one.
    pub your_seat: Option<u8>,
    #[serde(default)]
    pub family: GameFamily,
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
    /// The player's rating in the game's language and mode (absent from older servers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingBadge>,
    /// While the player is on vacation: when it ends (Unix ms); their daily deadlines wait.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation_until: Option<i64>,
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
    /// Daily games: when the player to move runs out of time (Unix ms); none once over.
    #[serde(default)]
    pub deadline: Option<i64>,
    pub mode: Mode,
    /// Who played first, and the tiles drawn for it round by round (RULES.md §6; empty when
    /// the preset chooses at random). The drawn tiles went back to the bag before the racks
    /// were drawn, so they tell nothing hidden.
    #[serde(default)]
    pub first_player: u8,
    #[serde(default)]
    pub opening: slovo_rules::OpeningDraw,
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
    /// The mover's move id (`timeout-N` for the server's clock), so a client can tell its own
    /// moves by id.
    #[serde(default)]
    pub move_id: String,
    /// History entries as the asking player may see them.
    pub records: Vec<Record>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventsPage {
    pub game_id: String,
    pub version: i64,
    pub events: Vec<GameEvent>,
    /// With `?chat_since=SEQ`: the chat messages after SEQ the asking player may see.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chat: Vec<ChatMessage>,
    /// Once the game is over: the rematch offered after it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<RematchInfo>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventsQuery {
    #[serde(default)]
    pub since: i64,
    /// Chat messages after this one come too (events: in `chat`; the stream: as `chat`
    /// events, which otherwise start with the messages sent after it opened).
    #[serde(default)]
    pub chat_since: Option<i64>,
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
    /// Quick games: each player's minutes, as in [`CreateRoom`]; only seeks with the same
    /// clock are paired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// The word game (the default) or Tycoon: only seeks of the same family are paired.
    #[serde(default, skip_serializing_if = "GameFamily::is_word")]
    pub family: GameFamily,
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

/// The body of every 4xx and 5xx answer.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ErrorBody {
    pub error: ErrorDetail,
    /// The game as it is now, with a `stale_version` conflict.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<Box<GameState>>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ErrorDetail {
    /// What went wrong, for programs: `stale_version`, `rule_violation`, `room_not_found`, …
    pub code: String,
    /// What went wrong, for people.
    pub message: String,
    /// With `rule_violation`: the rule the move broke (the core's error variant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

/// Every `error.code` the server sends, so that clients can give each its own words (the
/// server's test keeps this list and its sources in step).
pub const ERROR_CODES: &[&str] = &[
    "bad_body",
    "body_too_large",
    "concurrent_update",
    "duplicate",
    "forbidden_move",
    "game_not_found",
    "game_not_started",
    "internal",
    "invalid_body",
    "invalid_display_name",
    "invalid_minutes",
    "invalid_move",
    "invalid_move_id",
    "invalid_path",
    "invalid_players",
    "invalid_push_token",
    "invalid_query",
    "invalid_seats",
    "language_unavailable",
    "malformed_json",
    "method_not_allowed",
    "no_such_endpoint",
    "not_your_game",
    "rate_limited",
    "room_expired",
    "room_full",
    "room_not_found",
    "rule_violation",
    "seek_not_found",
    "stale_version",
    "time_out",
    "too_many_rooms",
    "unauthorized",
    "unknown_language",
    "unsupported_media_type",
    // Transfer codes.
    "transfer_code_expired",
    "transfer_code_unknown",
    "transfer_code_used",
    // Friends, chat, blocks and reports.
    "already_blocked",
    "already_friends",
    "already_reported",
    "blocked",
    "chat_off",
    "empty_message",
    "invalid_report",
    "invalid_target",
    "invite_answered",
    "invite_not_found",
    "message_too_long",
    "no_friend_request",
    "no_such_seat",
    "not_blocked",
    "not_friends",
    "not_yourself",
    "player_not_found",
    "unknown_friend_code",
    // Tycoon.
    "other_game_family",
    // Rematches and vacations.
    "already_on_vacation",
    "game_not_finished",
    "invalid_vacation_days",
    "no_rematch",
    "no_vacation_days_left",
    "not_on_vacation",
    "rematch_answered",
    "rematch_closed",
    "rematch_exists",
];

/// `PUT /v1/devices/me/push`: where to send this device's notifications (replaces any earlier
/// token of the device). `DELETE` the same path to stop them.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterPush {
    pub platform: PushPlatform,
    /// The provider's registration token (FCM) or device token (APNs), 1 to 4096 characters.
    pub token: String,
    /// The language the device's notifications are written in: a code (`sk`) or a locale
    /// (`sk-SK`, `sk_SK.UTF-8`). A language the server's catalog lacks gets English; absent
    /// keeps the language set before (English if none was).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ui_language: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PushPlatform {
    /// Firebase Cloud Messaging (Android).
    Fcm,
    /// Apple Push Notification service (iOS).
    Apns,
}

impl PushPlatform {
    pub fn name(self) -> &'static str {
        match self {
            PushPlatform::Fcm => "fcm",
            PushPlatform::Apns => "apns",
        }
    }

    /// The platform named by [`PushPlatform::name`].
    pub fn from_name(name: &str) -> Option<PushPlatform> {
        [PushPlatform::Fcm, PushPlatform::Apns]
            .into_iter()
            .find(|p| p.name() == name)
    }
}

/// `GET /v1/devices/me`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeviceInfo {
    pub device_id: String,
    /// The player the device belongs to.
    #[serde(default)]
    pub player_id: String,
    pub display_name: String,
    /// The platform of the device's push token, if it has one.
    pub push: Option<PushPlatform>,
}

/// One game of the asking device in `GET /v1/games`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameSummary {
    pub game_id: String,
    pub code: String,
    pub mode: Mode,
    pub language: Language,
    pub seat: u8,
    pub version: i64,
    pub finished: bool,
    /// Whether the asking device's seat is to move.
    pub my_turn: bool,
    /// Daily games: when the player to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    /// Tycoon games are played at `/v1/tycoon/{id}`.
    #[serde(default)]
    pub family: GameFamily,
}

/// `GET /v1/games`: the asking device's started games, newest first.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameList {
    pub games: Vec<GameSummary>,
}

/// The data of a push notification (FCM `data`, APNs custom keys): never a rack or a tile,
/// only what lets the app fetch the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushData {
    pub kind: NotificationKind,
    pub game_id: String,
    /// A number, or its decimal text: FCM delivers every data value as a string.
    #[serde(deserialize_with = "number_or_text")]
    pub version: i64,
}

/// An `i64` written as a JSON number or as a string holding one.
fn number_or_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Number(i64),
        Text(String),
    }
    match Either::deserialize(d)? {
        Either::Number(n) => Ok(n),
        Either::Text(t) => t.trim().parse().map_err(serde::de::Error::custom),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    /// It is the player's turn.
    YourTurn,
    /// 80% of the daily allowance is used.
    TimeRunningOut,
    /// One hour left on the daily clock.
    LastHour,
    /// The player was eliminated (time ran out).
    Eliminated,
    /// The game ended.
    GameOver,
    /// A friend invites the player to a new room (`game_id` names the room).
    FriendInvite,
    /// Another player of a finished game offers a rematch (`game_id` names that game).
    RematchOffered,
}

impl NotificationKind {
    pub fn name(self) -> &'static str {
        match self {
            NotificationKind::YourTurn => "your_turn",
            NotificationKind::TimeRunningOut => "time_running_out",
            NotificationKind::LastHour => "last_hour",
            NotificationKind::Eliminated => "eliminated",
            NotificationKind::GameOver => "game_over",
            NotificationKind::FriendInvite => "friend_invite",
            NotificationKind::RematchOffered => "rematch_offered",
        }
    }

    pub const ALL: [NotificationKind; 7] = [
        NotificationKind::YourTurn,
        NotificationKind::TimeRunningOut,
        NotificationKind::LastHour,
        NotificationKind::Eliminated,
        NotificationKind::GameOver,
        NotificationKind::FriendInvite,
        NotificationKind::RematchOffered,
    ];

    /// The kind named by [`NotificationKind::name`].
    pub fn from_name(name: &str) -> Option<NotificationKind> {
        NotificationKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_push_version_is_read_from_a_number_or_from_fcm_text() {
        let number: PushData =
            serde_json::from_str(r#"{"kind":"your_turn","game_id":"g","version":7}"#).unwrap();
        let text: PushData =
            serde_json::from_str(r#"{"kind":"your_turn","game_id":"g","version":"7"}"#).unwrap();
        assert_eq!(number, text);
        assert_eq!(text.version, 7);
        assert!(
            serde_json::from_str::<PushData>(r#"{"kind":"your_turn","game_id":"g","version":"x"}"#)
                .is_err()
        );
    }

    use super::*;

    #[test]
    fn names_are_the_wire_names_and_read_back() {
        for kind in NotificationKind::ALL {
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.name());
            assert_eq!(NotificationKind::from_name(kind.name()), Some(kind));
        }
        for platform in [PushPlatform::Fcm, PushPlatform::Apns] {
            assert_eq!(serde_json::to_value(platform).unwrap(), platform.name());
            assert_eq!(PushPlatform::from_name(platform.name()), Some(platform));
        }
        for mode in [Mode::Quick, Mode::Daily] {
            assert_eq!(Mode::from_name(mode.name()), Some(mode));
        }
    }
}
