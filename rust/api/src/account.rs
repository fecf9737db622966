//! The account beyond one device: transfer codes (a new phone), rematches, vacations.

use serde::{Deserialize, Serialize};

/// `POST /v1/players/me/transfer`: a one-time code that takes this player to another device.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TransferCode {
    /// Eight characters from a set without 0/O, 1/I/L, shown as `ABCD-EFGH`; typed in any
    /// case, with or without the dash.
    pub code: String,
    /// Unix ms; the code is refused after this.
    pub expires_at: i64,
}

/// What a transfer code does for the device that redeems it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TransferMode {
    /// The account moves: the device that made the code is signed out (its token refused).
    Move,
    /// The new device joins the account: both keep working.
    Link,
}

impl TransferMode {
    pub fn name(self) -> &'static str {
        match self {
            TransferMode::Move => "move",
            TransferMode::Link => "link",
        }
    }
}

/// `POST /v1/devices/transfer` (no token: the new device has none yet). Answered with a
/// `DeviceRegistered` for the player of the code.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedeemTransfer {
    pub code: String,
    pub mode: TransferMode,
}

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

/// `GET`/`POST /v1/games/{id}/rematch` (and `…/accept`, `…/decline`): the latest rematch
/// offer after a finished game.
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
}

/// `POST /v1/players/me/vacation`: pause every daily game, starting now.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartVacation {
    /// Whole days (1 or more); absent: until it is ended, at most the days left this year.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
}

/// A vacation: from `started_at` until `until` (Unix ms; cut short when ended early).
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

/// In a game's state: a player whose daily games are paused, and until when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatVacation {
    pub seat: u8,
    /// Unix ms.
    pub until: i64,
}
