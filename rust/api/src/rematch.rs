//! After a game and between games: rematch offers and vacations from daily games.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RematchStatus {
    /// Waiting for answers.
    Open,
    /// Everyone accepted: `new_game_id` has started.
    Accepted,
    /// Someone declined: the offer is closed.
    Declined,
}

impl RematchStatus {
    pub fn name(self) -> &'static str {
        match self {
            RematchStatus::Open => "open",
            RematchStatus::Accepted => "accepted",
            RematchStatus::Declined => "declined",
        }
    }

    pub fn from_name(name: &str) -> Option<RematchStatus> {
        [
            RematchStatus::Open,
            RematchStatus::Accepted,
            RematchStatus::Declined,
        ]
        .into_iter()
        .find(|s| s.name() == name)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RematchAnswer {
    Pending,
    Accepted,
    Declined,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RematchSeat {
    /// The player's seat in the finished game.
    pub seat: u8,
    pub display_name: String,
    pub answer: RematchAnswer,
}

/// `GET`/`POST /v1/games/{id}/rematch` (and `…/accept`, `…/decline`): the rematch offered
/// after a finished game (one per game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RematchInfo {
    /// The finished game.
    pub game_id: String,
    pub status: RematchStatus,
    /// The seat (in the finished game) of the player who offered.
    pub offered_by: u8,
    pub offered_at: i64,
    pub seats: Vec<RematchSeat>,
    /// Once everyone accepted: the new game (same players, same terms, seats rotated by one).
    pub new_game_id: Option<String>,
    /// When an offer still open closes unanswered (Unix ms): 24 hours after a daily game's
    /// offer, 10 minutes after a quick game's.
    #[serde(default)]
    pub expires_at: i64,
    /// The offer closed unanswered at `expires_at`. Its `status` is then `declined`, a closed
    /// offer to clients that know no more.
    #[serde(default)]
    pub expired: bool,
}

/// The names of the rematch events on a game's stream (`GET /v1/games/{id}/stream`), each
/// carrying the [`RematchInfo`] as it is then: offered (also sent on opening a stream while
/// an offer is open), an answer that left it open, declined, started (with `new_game_id`),
/// expired.
pub const REMATCH_EVENTS: &[&str] = &[
    "rematch_offered",
    "rematch_answered",
    "rematch_declined",
    "rematch_started",
    "rematch_expired",
];

/// `POST /v1/players/me/vacation`: pause every daily game for `days` whole days from now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartVacation {
    pub days: u32,
}

/// A vacation: from `started_at` until `until` (Unix ms; `until` is when it ended, if early).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationSpan {
    pub started_at: i64,
    pub until: i64,
}

/// `GET`/`POST`/`DELETE /v1/players/me/vacation`: the player's vacation and allowance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationInfo {
    /// The vacation going on now, if any.
    pub active: Option<VacationSpan>,
    /// The calendar year (UTC) counted.
    pub year: i32,
    /// Days of vacation taken or booked this year (a day begun counts whole).
    pub days_used: u32,
    /// Days a player may take a year.
    pub days_per_year: u32,
}
