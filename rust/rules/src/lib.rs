//! Slovo's rules core: everything about the crossword game that is not I/O.
//!
//! Pure by construction: no files, no clock, no global randomness. A game is a function of
//! its [`GameConfig`] (seed included) and its list of [`Action`]s, so every game replays.
//!
//! ```
//! use slovo_rules::{Action, Game, GameConfig, Language, Move, Referee, Rules, WordSet};
//!
//! let rules = Rules::for_language(Language::English);
//! let mut game = Game::new(GameConfig { rules, players: 2, seed: 7 });
//! let words = WordSet::new(["word"]);
//! let first = game.current_player();
//! game.apply(Action::new(first, Move::Pass), &Referee::new(&words)).unwrap();
//! assert_ne!(game.current_player(), first);
//! ```

pub mod board;
pub mod error;
pub mod game;
pub mod gcg;
pub mod lexicon;
pub mod play;
pub mod preset;
pub mod tiles;

pub use board::{Board, Direction, Position, Premium, Square};
pub use error::{NotationError, RuleError};
pub use game::{
    Action, ChallengeResult, Elimination, EndReason, Event, Game, GameConfig, Move, OpeningDraw,
    Outcome, PlayerView, Record,
};
pub use lexicon::{AnyWord, Lexicon, PlayFinder, Referee, WordSet};
pub use play::{Placement, ScoredPlay};
pub use preset::{PresetName, Rules, Validation, Variant};
pub use tiles::{Kind, Language, Tile, TileSet, TileSetId};
