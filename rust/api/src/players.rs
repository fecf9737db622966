//! Players' ratings and statistics: `GET /v1/players/me/ratings`, `GET /v1/players/me/stats`,
//! and the rating shown with each name in a room.

use serde::{Deserialize, Serialize};
use slovo_rules::Language;

use crate::Mode;

/// A Glicko-2 rating as shown with a player's name: about 95% sure the player's strength lies
/// within twice the deviation of the rating.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RatingBadge {
    pub rating: f64,
    pub deviation: f64,
    /// Rated games behind it (0: the starting rating, nothing known yet).
    pub games: u32,
}

/// One of the player's ratings: one per language and mode.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatingEntry {
    pub language: Language,
    pub mode: Mode,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u32,
    /// When the last rated game ended (Unix ms).
    pub updated_at: i64,
}

/// `GET /v1/players/me/ratings`: only languages and modes with a rated game are listed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatingList {
    pub ratings: Vec<RatingEntry>,
}

/// The highest-scoring play of a player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BestPlay {
    /// The main word, spelled whole.
    pub word: String,
    pub points: i32,
    pub game_id: String,
}

/// A player's record over finished online games: overall, or in one language and mode.
/// A win is a first place alone, a draw a shared first place, anything else a loss.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// `None` in the overall record.
    pub language: Option<Language>,
    pub mode: Option<Mode>,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Final scores, averaged over the games (0 without games).
    pub average_score: f64,
    /// Each game's mean final score of the opponents, averaged over the games.
    pub average_opponent_score: f64,
    pub best_play: Option<BestPlay>,
    /// The highest final score.
    pub highest_game: Option<i32>,
    pub bingos_per_game: f64,
    /// Games the player left by resigning or running out of time.
    pub eliminations: u32,
}

/// `GET /v1/players/me/stats`: the asking player's own record (nobody else's is shown).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StatsPage {
    pub overall: PlayerStats,
    /// One per language and mode played, languages then modes in order.
    pub by_kind: Vec<PlayerStats>,
}
