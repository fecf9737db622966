//! Friends, chat, blocks and reports: `/v1/friends…`, `/v1/invites…`, `/v1/games/{id}/chat`,
//! `/v1/players/me/chat`, `/v1/blocks…`, `/v1/reports`.
//!
//! Friendship is a request and an accept (as on Wordfeud or lichess): a request waits until
//! the other player accepts it; a player who was asked and asks back becomes a friend at once.

use serde::{Deserialize, Serialize};
use slovo_rules::Language;

use crate::{GameFamily, Mode, RatingBadge};

/// The longest chat message, in characters.
pub const CHAT_MAX_CHARS: usize = 200;
/// Chat messages one player may send in one game per minute.
pub const CHAT_PER_MINUTE: u32 = 10;
/// The longest text a report may add to its reason, in characters.
pub const REPORT_MAX_CHARS: usize = 500;

/// Another player, as the asking player may know them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRef {
    pub player_id: String,
    pub display_name: String,
}

/// Whom an action is about: a friend code, or a seat of a game the asking player has a seat
/// in (`game_id` and `seat`), or a player id (from a list the server gave). Exactly one.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerTarget {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_id: Option<String>,
}

/// Whether a friend is around: `live` with a game open on screen (an event stream) now,
/// `recent` when seen in the last [`RECENT_MINUTES`] minutes, else `offline`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Presence {
    Live,
    Recent,
    Offline,
}

/// How long after their last request a player still counts as [`Presence::Recent`].
pub const RECENT_MINUTES: i64 = 5;

/// A friend's rating in one language and mode.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FriendRating {
    pub language: Language,
    pub mode: Mode,
    pub rating: RatingBadge,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Friend {
    pub player_id: String,
    pub display_name: String,
    pub presence: Presence,
    /// When the server last saw them (Unix ms), if ever.
    pub last_seen: Option<i64>,
    /// Their rated languages and modes.
    pub ratings: Vec<FriendRating>,
    /// When the friendship began (Unix ms).
    pub since: i64,
}

/// A friend request waiting for an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FriendRequest {
    pub player_id: String,
    pub display_name: String,
    pub sent_at: i64,
}

/// `GET /v1/friends`: the player's own friend code, friends and requests.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FriendsPage {
    /// Give it to a friend to be added: 8 characters without 0/O/1/I/L.
    pub friend_code: String,
    pub friends: Vec<Friend>,
    /// Requests to the asking player, waiting for their answer.
    pub incoming: Vec<FriendRequest>,
    /// The asking player's requests not yet accepted.
    pub outgoing: Vec<FriendRequest>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FriendStatus {
    /// The request waits for the other player.
    Requested,
    /// Friends now (the other player had asked too, or this accepted their request).
    Friends,
}

/// The answer to a friend request or an accept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FriendAdded {
    pub player_id: String,
    pub display_name: String,
    pub status: FriendStatus,
}

/// `POST /v1/friends/{id}/invite`: a new room for two with these terms, the friend invited.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InviteFriend {
    pub mode: Mode,
    pub language: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// The word game (the default) or Tycoon (English).
    #[serde(default, skip_serializing_if = "GameFamily::is_word")]
    pub family: GameFamily,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum InviteStatus {
    Pending,
    Accepted,
    Declined,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invite {
    pub invite_id: String,
    pub from: PlayerRef,
    pub to: PlayerRef,
    pub mode: Mode,
    pub language: Language,
    pub minutes: Option<u32>,
    pub status: InviteStatus,
    pub created_at: i64,
    /// Once accepted: the game.
    pub game_id: Option<String>,
    /// The game the room is for (absent from older servers: the word game).
    #[serde(default)]
    pub family: GameFamily,
}

/// `GET /v1/invites`: invitations to the asking player and from them, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InviteList {
    pub incoming: Vec<Invite>,
    pub outgoing: Vec<Invite>,
}

/// `POST /v1/games/{id}/chat`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SendChat {
    /// 1 to [`CHAT_MAX_CHARS`] characters, no control characters.
    pub text: String,
}

/// One message of a game's chat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMessage {
    /// 1, 2, … in the order the game's messages were sent.
    pub seq: i64,
    pub seat: u8,
    pub display_name: String,
    pub text: String,
    pub sent_at: i64,
}

/// `GET /v1/games/{id}/chat?since=SEQ`: the messages after `since` the asking player may see
/// (none from players they blocked).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatPage {
    pub game_id: String,
    pub messages: Vec<ChatMessage>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ChatQuery {
    #[serde(default)]
    pub since: i64,
}

/// `GET`/`PUT /v1/players/me/chat`: chat off means the player neither sees nor sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChatSettings {
    pub enabled: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockEntry {
    pub player_id: String,
    pub display_name: String,
    pub blocked_at: i64,
}

/// `GET /v1/blocks`: only the player who blocked sees this.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockList {
    pub blocks: Vec<BlockEntry>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportReason {
    AbusiveChat,
    Cheating,
    OffensiveName,
    Spam,
    Stalling,
    Other,
}

impl ReportReason {
    pub const ALL: [ReportReason; 6] = [
        ReportReason::AbusiveChat,
        ReportReason::Cheating,
        ReportReason::OffensiveName,
        ReportReason::Spam,
        ReportReason::Stalling,
        ReportReason::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ReportReason::AbusiveChat => "abusive_chat",
            ReportReason::Cheating => "cheating",
            ReportReason::OffensiveName => "offensive_name",
            ReportReason::Spam => "spam",
            ReportReason::Stalling => "stalling",
            ReportReason::Other => "other",
        }
    }

    pub fn from_name(name: &str) -> Option<ReportReason> {
        ReportReason::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// `POST /v1/reports`: report the player in `seat` of `game_id` (a game the reporter has a
/// seat in).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportPlayer {
    pub game_id: String,
    pub seat: u8,
    pub reason: ReportReason,
    /// Up to [`REPORT_MAX_CHARS`] characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// A report as its author sees it (the operator sees more).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReportReceipt {
    pub report_id: String,
    pub game_id: String,
    pub reported: PlayerRef,
    pub reason: ReportReason,
    pub text: Option<String>,
    pub created_at: i64,
}

/// `GET /v1/reports`: the asking player's own reports, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReportList {
    pub reports: Vec<ReportReceipt>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_reasons_are_their_wire_names() {
        for reason in ReportReason::ALL {
            assert_eq!(serde_json::to_value(reason).unwrap(), reason.name());
            assert_eq!(ReportReason::from_name(reason.name()), Some(reason));
        }
    }
}
