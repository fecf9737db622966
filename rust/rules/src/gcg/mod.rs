//! GCG game records (RULES.md §8): the format Quackle, Macondo and Woogles use.
//!
//! [`parse`] reads any record; [`verify`] replays one and checks its numbers; [`export`] and
//! [`import`] turn Slovo games into records and back.

mod game_record;
mod parse;
mod verify;

pub use game_record::{ImportedGame, export, import, tile_set_of};
pub use parse::{
    GcgError, GcgErrorKind, GcgEvent, GcgEventKind, GcgPlayer, GcgRecord, Pragma, decode, parse,
};
pub use verify::{Mismatch, MismatchKind, VerifyReport, verify};
