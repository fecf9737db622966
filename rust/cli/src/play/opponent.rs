//! The bots of `slovo play`, seen through one trait, implemented by the engine's bots.
//! [`opponent`] is the one place bots are made.

use std::fmt;

use serde::{Deserialize, Serialize};
use std::sync::Mutex;

use slovo_engine::{Engine, EngineError};
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

/// A bot of the engine: `slovo_engine` chooses its moves, judges words and finds hints.
pub struct EngineBot {
    engine: Engine,
    level: slovo_engine::Level,
}

impl Opponent for EngineBot {
    fn choose(&self, game: &Game, player: u8, seed: u64) -> Move {
        self.engine.choose_move(game, player, self.level, seed)
    }

    fn hints(&self, game: &Game, player: u8, n: usize) -> Vec<(String, i32)> {
        // `slovo play` seats one human: the player asking.
        let is_human: Vec<bool> = (0..game.config().players).map(|p| p == player).collect();
        self.engine
            .hints(game, player, &is_human, n)
            .map(|hints| {
                hints
                    .into_iter()
                    .map(|h| (format!("{} {}", h.position, h.text), h.score))
                    .collect()
            })
            .unwrap_or_default()
    }

    fn referee(&self) -> Referee<'_> {
        self.engine.referee()
    }
}

/// A bot of `level` for a game in `language`; the language's engine is loaded once.
pub fn opponent(language: Language, level: Level) -> Result<Box<dyn Opponent>, EngineError> {
    static ENGINES: Mutex<Vec<Engine>> = Mutex::new(Vec::new());
    let mut engines = ENGINES.lock().unwrap();
    let engine = match engines.iter().find(|e| e.language() == language) {
        Some(e) => e.clone(),
        None => {
            let e = Engine::load(language, &slovo_lexicon::default_dir())?;
            engines.push(e.clone());
            e
        }
    };
    let level = match level {
        Level::Easy => slovo_engine::Level::Easy,
        Level::Medium => slovo_engine::Level::Medium,
        Level::Hard => slovo_engine::Level::Hard,
    };
    Ok(Box::new(EngineBot { engine, level }))
}
