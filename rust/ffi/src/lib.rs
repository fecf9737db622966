//! The uniffi surface the phone shells call (Kotlin package `app.slovo.core`, Swift module
//! `SlovoCore`; names in `uniffi.toml`).
//!
//! Thin by design: it converts types and errors, and holds no game logic. The application
//! API is one object, [`Slovo`], over [`slovo_app::App`]: open a data directory, list and
//! start games, view them, preview and make the human's moves, get hints, run the bots'
//! turns (an async method, off the caller's thread), and read and write GCG. Online play
//! (`online.rs`) is more methods of the same object: register on a server, rooms, seeks,
//! moves queued or sent, sync and pushes, the network-bound ones async; `watch.rs` follows a
//! game live through a foreign listener and a handle that stops it. Beside it, a few free
//! functions and [`RulesInfo`] describe tile sets and rules for the new-game screen.
//!
//! Every fallible call returns [`SlovoError`], which the bindings turn into typed exceptions
//! (`SlovoException` subclasses in Kotlin, a Swift `Error` enum). Inputs are checked and
//! refused as `InvalidArgument`, never unwrapped; a panic in the core is caught and comes
//! back as `Internal` (uniffi would catch it too, as an untyped error).

mod analysis;
mod error;
mod online;
mod online_tycoon;
mod rematch;
mod slovo;
mod social;
mod stats;
mod text;
mod tycoon;
mod tycoon_types;
mod types;
mod watch;
mod worker;

use std::str::FromStr;
use std::sync::Arc;

use slovo_rules::{PresetName, Rules, TileSetId};
use unicode_normalization::UnicodeNormalization;

pub use crate::error::SlovoError;
pub use crate::online::{
    DroppedMove, MoveResult, OnlineAccount, OnlineDevice, OnlineGameItem, OnlineGameMode,
    OnlineGameScreen, OnlineRoomInfo, PushTokenPlatform, SeekOutcome, SyncResult,
};
pub use crate::online_tycoon::{
    OnlineTycoonEventInfo, OnlineTycoonMove, OnlineTycoonMoveResult, OnlineTycoonMoveStatus,
    OnlineTycoonPlayer, OnlineTycoonScreen,
};
pub use crate::rematch::{
    BlockedRow, BlocksScreen, RematchPhase, RematchScreen, RematchSeatAnswer, RematchSeatRow,
    SeatVacation, VacationScreen,
};
pub use crate::slovo::Slovo;
pub use crate::social::{
    ChatItem, ChatScreen, FriendPresence, FriendRequestRow, FriendRow, FriendsScreen, InviteRow,
    ReportCause, ReportChoice, report_choices,
};
pub use crate::stats::{BotStatsScreen, OnlineStatsScreen, RatingItem, StatLine, StatsSection};
pub use crate::text::{TextArg, TextValue, set_ui_language, text, ui_language};
pub use crate::tycoon_types::{
    TycoonEventInfo, TycoonPatent, TycoonPhase, TycoonPlayerInfo, TycoonPreview, TycoonRoyalty,
    TycoonScreen, TycoonSetup, TycoonSlot, TycoonStanding, TycoonWord, TycoonWordScore,
};
pub use crate::types::{
    BotLevel, BotMoveInfo, Cell, GameFamily, GameSummary, GameView, HintItem, HistoryEntry,
    MoveKind, NewGameSetup, PremiumKind, PreviewResult, TilePlacement, UnseenTile,
};

uniffi::setup_scaffolding!();

/// One kind of tile in a set: its face (`?` for the blank), how many the bag holds and what
/// each is worth.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TileInfo {
    /// Upper-case face, NFC; two letters for a Croatian digraph tile (`LJ`); `?` for blank.
    pub face: String,
    pub count: i32,
    pub points: i32,
    pub is_blank: bool,
}

/// The version of the Rust core, for the shells' about screens and bug reports.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The tile sets' names, in the order the shells should list them.
#[uniffi::export]
pub fn tile_set_names() -> Vec<String> {
    TileSetId::ALL
        .iter()
        .map(|id| id.name().to_string())
        .collect()
}

/// The tiles of a set, letters in alphabet order then the blank. `language` is a tile set
/// name (`slovak-110`), a language name (`croatian`) or its ISO code (`hr`), any case.
#[uniffi::export]
pub fn tile_set(language: String) -> Result<Vec<TileInfo>, SlovoError> {
    let set = TileSetId::from_str(language.trim())?.tiles();
    let mut tiles: Vec<TileInfo> = set
        .letters()
        .iter()
        .map(|l| TileInfo {
            face: l.face.clone(),
            count: l.count.into(),
            points: l.points.into(),
            is_blank: false,
        })
        .collect();
    if set.blanks() > 0 {
        tiles.push(TileInfo {
            face: "?".to_string(),
            count: set.blanks().into(),
            points: 0,
            is_blank: true,
        });
    }
    Ok(tiles)
}

/// The faces a blank may stand for in a tile set (names as in [`tile_set`]), in alphabet
/// order: every tile's face, digraphs included (Croatian `LJ`, `NJ`, `DŽ`), and the faces only
/// a blank may take (Slovak `Q`, `W`, `Ö`, `Ü`, `Ě`, `Ř`, RULES.md §1), each among the letters
/// it sorts with. Upper case, NFC, no braces: each is a `face` for a `TilePlacement` with
/// `isBlank`.
#[uniffi::export]
pub fn blank_faces(language: String) -> Result<Vec<String>, SlovoError> {
    error::guard(|| {
        let set = TileSetId::from_str(language.trim())?.tiles();
        let mut faces: Vec<String> = set.letters().iter().map(|l| l.face.clone()).collect();
        for letter in set.letters().len()..set.designations() {
            let face = set.face(letter as slovo_rules::tiles::Letter);
            // After the last face whose base letter sorts before or with this one's (Slovak
            // `Ö` after `Ô`, `Q` after `P`): the tile set lists its letters in alphabet order.
            let at = faces
                .iter()
                .rposition(|f| base_letter(f) <= base_letter(face))
                .map_or(0, |i| i + 1);
            faces.insert(at, face.to_string());
        }
        Ok(faces)
    })
}

/// The letter a face starts with, without its accents (`Ö` → `O`).
fn base_letter(face: &str) -> Option<char> {
    face.nfd().next()
}

/// A game's rules as the shells show them: a tile set, a preset and what follows from them.
#[derive(Debug, uniffi::Object)]
pub struct RulesInfo {
    rules: Rules,
}

#[uniffi::export]
impl RulesInfo {
    /// The rules of a language or tile set (names as in [`tile_set`]) with its default
    /// preset, or with `preset` (`classic`, `sss`, `bulgarian`) when given.
    #[uniffi::constructor]
    pub fn new(language: String, preset: Option<String>) -> Result<Arc<Self>, SlovoError> {
        let tiles = TileSetId::from_str(language.trim())?;
        let preset = match preset {
            Some(name) => PresetName::from_str(name.trim())?,
            None => PresetName::default_for(tiles.language()),
        };
        Ok(Arc::new(RulesInfo {
            rules: Rules::new(tiles, preset),
        }))
    }

    pub fn tile_set_name(&self) -> String {
        self.rules.tiles.name().to_string()
    }

    pub fn language(&self) -> String {
        self.rules.tiles.language().name().to_string()
    }

    pub fn preset_name(&self) -> String {
        self.rules.preset.name.name().to_string()
    }

    /// `auto`, `single-challenge` or `double-challenge`.
    pub fn validation(&self) -> String {
        self.rules.validation.name().to_string()
    }

    pub fn rack_size(&self) -> i32 {
        self.rules.variant.rack_size.into()
    }

    /// Every tile of the set, blanks included.
    pub fn total_tiles(&self) -> i32 {
        types::count_i32(self.rules.tiles.tiles().total_tiles())
    }

    /// The bonus for placing `placed` tiles in one play (0 for a negative count).
    pub fn bingo_bonus(&self, placed: i32) -> i32 {
        usize::try_from(placed).map_or(0, |n| self.rules.bingo_bonus(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_tile_set_has_100_tiles_and_two_blanks() {
        let tiles = tile_set("English".to_string()).unwrap();
        assert_eq!(tiles.iter().map(|t| t.count).sum::<i32>(), 100);
        let blank = tiles.last().unwrap();
        assert!(blank.is_blank);
        assert_eq!(
            (blank.face.as_str(), blank.count, blank.points),
            ("?", 2, 0)
        );
        assert_eq!(tiles[0].face, "A");
    }

    #[test]
    fn iso_codes_and_tile_set_names_are_accepted() {
        assert_eq!(tile_set("hr".to_string()).unwrap().len(), 31);
        let retail: i32 = tile_set("slovak-110".to_string())
            .unwrap()
            .iter()
            .map(|t| t.count)
            .sum();
        assert_eq!(retail, 110);
        assert_eq!(tile_set_names().len(), TileSetId::ALL.len());
    }

    #[test]
    fn blank_faces_are_every_designation_in_alphabet_order() {
        let sk = blank_faces("slovak".to_string()).unwrap();
        let set = TileSetId::Slovak.tiles();
        assert_eq!(sk.len(), set.designations());
        let text = sk.join(" ");
        assert!(
            text.starts_with("A Á Ä B C Č D Ď E É Ě F"),
            "blank-only faces sit among the letters: {text}"
        );
        assert!(text.contains(" O Ó Ô Ö P Q R Ŕ Ř S "), "{text}");
        assert!(text.ends_with(" U Ú Ü V W X Y Ý Z Ž"), "{text}");
        // Each is a face a blank placement accepts, and the tiles' faces keep their order.
        for face in &sk {
            let p = types::TilePlacement {
                row: 7,
                col: 7,
                face: face.clone(),
                is_blank: true,
            };
            let placed = types::placement(set, &p).unwrap();
            assert_eq!(set.face(placed.tile.letter), face);
            assert_eq!(face.nfc().collect::<String>(), *face);
        }
        let tile_faces: Vec<&String> = sk
            .iter()
            .filter(|f| set.letters().iter().any(|l| &l.face == *f))
            .collect();
        assert_eq!(tile_faces.len(), set.letters().len());
        assert!(
            tile_faces
                .iter()
                .zip(set.letters())
                .all(|(f, l)| **f == l.face)
        );

        let hr = blank_faces("hr".to_string()).unwrap();
        assert_eq!(hr.len(), 30);
        for digraph in ["LJ", "NJ", "DŽ"] {
            assert!(hr.iter().any(|f| f == digraph), "{hr:?}");
        }
        assert!(hr.iter().all(|f| !f.contains('{') && f != "?"));
        let en = blank_faces("English".to_string()).unwrap();
        assert_eq!(en.concat(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
        assert_eq!(blank_faces("slovak-110".to_string()).unwrap(), sk);
        assert!(matches!(
            blank_faces("klingon".to_string()),
            Err(SlovoError::UnknownLanguage(_))
        ));
    }

    #[test]
    fn unknown_language_is_a_typed_error() {
        let err = tile_set("klingon".to_string()).unwrap_err();
        assert!(
            matches!(&err, SlovoError::UnknownLanguage(message) if message.contains("klingon")),
            "{err:?}"
        );
    }

    #[test]
    fn rules_info_uses_the_language_default_preset() {
        let sk = RulesInfo::new("slovak".to_string(), None).unwrap();
        assert_eq!(sk.preset_name(), "sss");
        assert_eq!(sk.validation(), "single-challenge");
        assert_eq!(sk.rack_size(), 7);
        assert_eq!(sk.total_tiles(), 100);
        assert_eq!(sk.bingo_bonus(7), 50);
        assert_eq!(sk.bingo_bonus(-1), 0);
        let err = RulesInfo::new("english".to_string(), Some("chess".to_string())).unwrap_err();
        assert!(matches!(err, SlovoError::UnknownPreset(_)), "{err:?}");
    }
}
