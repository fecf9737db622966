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
