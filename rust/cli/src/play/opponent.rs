//! The bots of `slovo play`, seen through one trait. The move generator (`slovo-engine`)
//! implements [`Opponent`]; until then [`PassingBot`] stands in. [`opponent`] is the one
//! place bots are made.

use std::fmt;

use serde::{Deserialize, Serialize};
use slovo_lexicon::LexiconError;
use slovo_rules::{Game, Language, Move, Referee};

/// A bot, and the play finder behind hints and the referee.
pub trait Opponent {
    /// The bot's move for `player` in `game` (deterministic for the seed).
    fn choose(&self, game: &Game, player: u8, seed: u64) -> Move;
    /// Up to n best plays for the human as (GCG text like "8H WORD", score).
    fn hints(&self, game: &Game, player: u8, n: usize) -> Vec<(String, i32)>;
    /// The referee (lexicon and play finder) used to apply moves.
    fn referee(&self) -> Referee<'_>;
}

/// How strong a bot plays (RULES.md §7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum, Default)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        })
    }
}

/// A stand-in bot: it always passes and knows no hints. It does know the lexicon, so games
/// against it are refereed for real.
pub struct PassingBot {
    lexicon: slovo_lexicon::Lexicon,
}

impl Opponent for PassingBot {
    fn choose(&self, _game: &Game, _player: u8, _seed: u64) -> Move {
        Move::Pass
    }

    fn hints(&self, _game: &Game, _player: u8, _n: usize) -> Vec<(String, i32)> {
        Vec::new()
    }

    fn referee(&self) -> Referee<'_> {
        Referee::new(&self.lexicon)
    }
}

/// A bot of `level` for a game in `language`. The engine plugs in here.
pub fn opponent(language: Language, level: Level) -> Result<Box<dyn Opponent>, LexiconError> {
    let lexicon = slovo_lexicon::open(&slovo_lexicon::default_dir(), language)?;
    let _ = level;
    Ok(Box::new(PassingBot { lexicon }))
}
