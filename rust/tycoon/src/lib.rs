//! Slovo's Tycoon (RULES.md §T, seed 002, tables in `data/tycoon.md`): build words from a hand
//! of 7 letter cards and 3 community cards, earn money and stock, buy letter patents that earn
//! royalties. Pure: no I/O, no clock; all chance comes from a ChaCha8 generator seeded by the
//! game's seed, so a game replays exactly from (seed, players, actions).

pub mod bot;
mod error;
mod game;
pub mod tables;
mod text;

pub use error::TycoonError;
pub use game::{
    Action, AnyWord, BuildPreview, Config, Game, Ledger, Outcome, Phase, PlayerState, Slot, Source,
    Step, Validation, WordCheck, WordPlay, WordScore, WordSet, standings,
};
