//! The records and enums the shells see, and their conversions from the core's types.
//!
//! Numbers are `i32` (Kotlin `Int`, Swift `Int32`) rather than unsigned types, which Kotlin
//! makes awkward; rows and columns are 0-based (row 0 is the board's row 1, column 0 its
//! column A). Faces are upper-case NFC strings as the tile set writes them (`A`, `Č`, `LJ`,
//! `?` for a blank on a rack).

use slovo_engine::Level;
use slovo_i18n::Message;
use slovo_rules::Premium as AppPremium;
use slovo_rules::board::SIZE;
use slovo_rules::tiles::Letter;
use slovo_rules::{Kind, Placement, Square, Tile, TileSet};
use unicode_normalization::UnicodeNormalization;

use crate::error::{SlovoError, invalid, said};

/// How strong a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum BotLevel {
    Easy,
    Medium,
    Hard,
}

impl From<BotLevel> for Level {
    fn from(level: BotLevel) -> Level {
        match level {
            BotLevel::Easy => Level::Easy,
            BotLevel::Medium => Level::Medium,
            BotLevel::Hard => Level::Hard,
        }
    }
}

/// How to set up a game against bots.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct NewGameSetup {
    /// A language (`english`, `sk`, any case) or a tile set name (`slovak-110`).
    pub language: String,
    pub human_name: String,
    /// 1 to 3 bots, in seat order after the human.
    pub bots: Vec<BotLevel>,
    /// `classic`, `sss` or `bulgarian`; the language's default when null.
    #[uniffi(default)]
    pub preset: Option<String>,
    /// 7 or 9 (RULES.md §6 variants).
    #[uniffi(default = 7)]
    pub rack_size: i32,
    /// The score that ends the game (§6 variants); none when null.
    #[uniffi(default)]
    pub finish_line: Option<i32>,
    /// The game's seed (the bag and the bots follow from it); a fresh one when null.
    #[uniffi(default)]
    pub seed: Option<i64>,
}

/// A board square's premium (RULES.md §1). `Plain` rather than `None`, which Swift would
/// confuse with `Optional.none`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PremiumKind {
    Plain,
    DoubleLetter,
    TripleLetter,
    DoubleWord,
    TripleWord,
    /// The centre square, a double word.
    Centre,
}

impl From<AppPremium> for PremiumKind {
    fn from(p: AppPremium) -> PremiumKind {
        match p {
            AppPremium::None => PremiumKind::Plain,
            AppPremium::DoubleLetter => PremiumKind::DoubleLetter,
            AppPremium::TripleLetter => PremiumKind::TripleLetter,
            AppPremium::DoubleWord => PremiumKind::DoubleWord,
            AppPremium::TripleWord => PremiumKind::TripleWord,
            AppPremium::Centre => PremiumKind::Centre,
        }
    }
}

/// One square of the board; `cells` lists them row by row (index = row * 15 + col).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Cell {
    pub row: i32,
    pub col: i32,
    pub premium: PremiumKind,
    /// The face of the tile here (for a blank: the face it stands for), or null.
    pub tile: Option<String>,
    /// The tile is a blank (it scores 0).
    pub blank: bool,
    /// Placed by the last play that stands.
    pub last_move: bool,
}

/// One line of the move history.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HistoryEntry {
    /// The seat (index into `names`).
    pub player: i32,
    /// As GCG writes it: `8H WORD` (`.` for a tile already on the board, lower case for a
    /// blank, braces around a digraph), `exchange 3`, `pass`, `lost turn`, `resigned`.
    pub text: String,
    /// The line as the player reads it, in the interface language (`set_ui_language`),
    /// naming its player: `Ann: 8H WORD +24`, `Ann: pass`.
    pub line: String,
    pub score: i32,
    /// The player's score after it.
    pub total: i32,
}

/// How many tiles of one kind I cannot see (in the bag or on other racks).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct UnseenTile {
    pub face: String,
    pub count: i32,
}

/// The app's unseen tiles (tile in notation, count) as the shells see them.
pub(crate) fn unseen_tiles(unseen: Vec<(String, u32)>) -> Vec<UnseenTile> {
    unseen
        .into_iter()
        .map(|(face, n)| UnseenTile {
            face: plain_face(&face),
            count: i32::try_from(n).unwrap_or(i32::MAX),
        })
        .collect()
}

/// Everything a game screen shows, from the human's side.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameView {
    pub id: String,
    /// `english`, `slovak`, …
    pub language: String,
    /// The tile set's name (`slovak-110`): `tileSet(view.tileSet)` gives the faces' points.
    pub tile_set: String,
    /// My seat.
    pub me: i32,
    /// Seat names, in seat order.
    pub names: Vec<String>,
    pub is_bot: Vec<bool>,
    /// 225 squares, row by row.
    pub cells: Vec<Cell>,
    /// My rack, one face per tile, `?` for a blank.
    pub rack: Vec<String>,
    pub scores: Vec<i32>,
    /// The seat to move; null once the game is over.
    pub to_move: Option<i32>,
    pub my_turn: bool,
    /// The seat whose play waits for its challenge window (challenge modes, §5), if any.
    pub awaiting_challenge: Option<i32>,
    /// Tiles left in the bag.
    pub bag: i32,
    pub unseen: Vec<UnseenTile>,
    pub history: Vec<HistoryEntry>,
    pub finished: bool,
    /// 1-based places per seat once the game is over (tied seats share a place); empty
    /// before.
    pub ranks: Vec<i32>,
    /// Who plays first and why (§6), in the interface language: each round of the draw,
    /// then the winner and the reason, or that chance chose.
    pub opening: Vec<String>,
    /// In how many positions I was shown hints.
    pub hints_used: i32,
    /// Once the game is over, the ranking best first; empty before.
    pub ranking: Vec<RankLine>,
}

/// One player's line of the final ranking.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RankLine {
    pub seat: i32,
    /// 1-based; tied players share it.
    pub place: i32,
    pub score: i32,
    /// What the score is made of when not simply the points played, in the interface
    /// language: `(score 801, rack +8)`, `(resigned; score kept)`.
    pub detail: Option<String>,
}

/// The ranking of a game that is over, best first.
pub(crate) fn ranking(end: Option<&slovo_app::EndSummary>) -> Vec<RankLine> {
    let catalog = crate::text::catalog();
    end.map(|end| {
        end.ranking
            .iter()
            .map(|row| RankLine {
                seat: row.player.into(),
                place: row.place.into(),
                score: row.score,
                detail: row.detail(&catalog),
            })
            .collect()
    })
    .unwrap_or_default()
}

/// A line of the game list.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct GameSummary {
    pub id: String,
    pub language: String,
    pub names: Vec<String>,
    pub scores: Vec<i32>,
    pub my_turn: bool,
    pub finished: bool,
    /// Milliseconds since 1970.
    pub updated_at: i64,
    /// A word game (`view`) or Tycoon (`tycoonScreen`).
    pub kind: GameFamily,
}

/// Which game a line of the games list is (not `GameKind`: the shells name their play modes so).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameFamily {
    /// The crossword-tile word game.
    Word,
    /// Tycoon, the letter-patent card game.
    Tycoon,
}

impl From<slovo_app::GameKind> for GameFamily {
    fn from(k: slovo_app::GameKind) -> GameFamily {
        match k {
            slovo_app::GameKind::Word => GameFamily::Word,
            slovo_app::GameKind::Tycoon => GameFamily::Tycoon,
        }
    }
}

/// One tile put on the board: a tile of my rack on an empty square.
#[derive(Debug, Clone, PartialEq, Eq, Hash, uniffi::Record)]
pub struct TilePlacement {
    /// 0-based, top to bottom.
    pub row: i32,
    /// 0-based, left to right.
    pub col: i32,
    /// The face: `A`, `Č`, `LJ` (the Croatian digraph tile); for a blank, the face it
    /// stands for.
    pub face: String,
    /// The tile is a blank from my rack designated as `face`.
    #[uniffi(default = false)]
    pub is_blank: bool,
}

/// The verdict on a tentative placement.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct PreviewResult {
    pub valid: bool,
    /// The rule broken (RULES.md section in brackets), when not valid.
    pub error: Option<String>,
    /// The play's score (bingo included), when valid.
    pub score: Option<i32>,
    /// The words formed, main word first, upper case; empty when not valid.
    pub words: Vec<String>,
}

/// A suggested play.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct HintItem {
    /// `8H WORD` as GCG writes it.
    pub text: String,
    pub score: i32,
    /// What orders the hints: the score plus the worth of the tiles kept.
    pub equity: f32,
    /// The tiles to place: pass them to `play` (or `preview`) as they are.
    pub placements: Vec<TilePlacement>,
    /// The other squares the same word fits (`8D`), best first: each word is suggested once.
    pub also: Vec<String>,
}

/// What a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum MoveKind {
    Play,
    Exchange,
    Pass,
    /// Challenged the play waiting for its challenge window.
    Challenge,
    /// Let the waiting play stand.
    Accept,
    Resign,
    TimeOut,
    /// A turn lost to a failed double challenge (§5).
    LostTurn,
}

/// One thing that happened while the bots played.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotMoveInfo {
    /// The seat.
    pub player: i32,
    pub name: String,
    pub kind: MoveKind,
    /// As the history writes it (`8H WORD`, `exchange 2`, `pass`); for a challenge, the
    /// challenged play's line with its verdict (`8H QZX (withdrawn)`); `accept` for an accept.
    pub text: String,
    pub score: i32,
}

/// A face as the tile sets write it: trimmed, NFC, upper case, braces dropped (`{lj}` →
/// `LJ`).
pub(crate) fn normalize_face(face: &str) -> String {
    let trimmed = face.trim();
    let bare = trimmed
        .strip_prefix('{')
        .and_then(|f| f.strip_suffix('}'))
        .unwrap_or(trimmed);
    bare.nfc()
        .collect::<String>()
        .to_uppercase()
        .nfc()
        .collect()
}

/// A rack or unseen tile in notation (`A`, `{LJ}`, `?`) as a plain face (`LJ`).
pub(crate) fn plain_face(text: &str) -> String {
    text.strip_prefix('{')
        .and_then(|f| f.strip_suffix('}'))
        .unwrap_or(text)
        .to_string()
}

/// The letter of a face: a tile's face, or for a blank any face it may stand for (§1).
fn letter_of(tiles: &TileSet, face: &str, blank: bool) -> Result<Letter, SlovoError> {
    let wanted = normalize_face(face);
    let limit = if blank {
        tiles.designations()
    } else {
        tiles.letters().len()
    };
    (0..limit)
        .map(|i| i as Letter)
        .find(|&l| tiles.face(l) == wanted)
        .ok_or_else(|| {
            invalid(if blank {
                Message::new("rule-bad-designation").with("letter", face)
            } else {
                Message::new("notation-unknown-face")
                    .with("face", face)
                    .with("tiles", tiles.id.to_string())
            })
        })
}

/// A placement from the shell, checked against the board size and the game's tile set.
pub(crate) fn placement(tiles: &TileSet, p: &TilePlacement) -> Result<Placement, SlovoError> {
    let square = usize::try_from(p.row)
        .ok()
        .zip(usize::try_from(p.col).ok())
        .and_then(|(row, col)| Square::new(row, col))
        .ok_or_else(|| {
            invalid(
                Message::new("ffi-off-board")
                    .with("row", p.row)
                    .with("col", p.col)
                    .with("last", SIZE - 1),
            )
        })?;
    let letter = letter_of(tiles, &p.face, p.is_blank)?;
    Ok(Placement {
        square,
        tile: Tile {
            letter,
            blank: p.is_blank,
        },
    })
}

pub(crate) fn placements(
    tiles: &TileSet,
    given: &[TilePlacement],
) -> Result<Vec<Placement>, SlovoError> {
    given.iter().map(|p| placement(tiles, p)).collect()
}

/// A rack tile to exchange: a face, or `?` for a blank.
pub(crate) fn rack_kind(tiles: &TileSet, face: &str) -> Result<Kind, SlovoError> {
    if face.trim() == "?" {
        Ok(Kind::Blank)
    } else {
        letter_of(tiles, face, false).map(Kind::Letter)
    }
}

/// A placement as the shells write it.
pub(crate) fn tile_placement(tiles: &TileSet, p: &Placement) -> TilePlacement {
    TilePlacement {
        row: p.square.row.into(),
        col: p.square.col.into(),
        face: tiles.face(p.tile.letter).to_string(),
        is_blank: p.tile.blank,
    }
}

impl From<slovo_app::Cell> for Cell {
    fn from(c: slovo_app::Cell) -> Cell {
        Cell {
            row: c.row.into(),
            col: c.col.into(),
            premium: c.premium.into(),
            tile: c.tile,
            blank: c.blank,
            last_move: c.last_move,
        }
    }
}

impl GameView {
    pub(crate) fn from_app(view: slovo_app::GameView, tile_set: String) -> GameView {
        let names = display_names(&view.names);
        GameView {
            id: view.id,
            language: view.language,
            tile_set,
            me: view.me.into(),
            is_bot: view.is_bot,
            cells: view.cells.into_iter().map(Cell::from).collect(),
            rack: view.rack.iter().map(|t| plain_face(t)).collect(),
            scores: view.scores,
            to_move: view.to_move.map(i32::from),
            my_turn: view.my_turn,
            awaiting_challenge: view.awaiting_challenge.map(i32::from),
            bag: i32::try_from(view.bag).unwrap_or(i32::MAX),
            unseen: unseen_tiles(view.unseen),
            history: history(view.history, &names),
            opening: opening_lines(&view.opening, &names),
            hints_used: i32::try_from(view.hints_used).unwrap_or(i32::MAX),
            ranking: ranking(view.end.as_ref()),
            names,
            finished: view.finished,
            ranks: view.ranks.into_iter().map(i32::from).collect(),
        }
    }
}

/// Seat names with the app's bots named in the interface language.
pub(crate) fn display_names(names: &[String]) -> Vec<String> {
    let catalog = crate::text::catalog();
    names
        .iter()
        .map(|n| slovo_app::display_name(n, &catalog))
        .collect()
}

/// Who plays first and why, in the interface language.
pub(crate) fn opening_lines(opening: &slovo_app::Opening, names: &[String]) -> Vec<String> {
    let name = |p: u8| names.get(p as usize).cloned().unwrap_or_else(|| "?".into());
    opening.lines(&crate::text::catalog(), name)
}

/// History lines with their text in the interface language.
pub(crate) fn history(lines: Vec<slovo_app::HistoryEntry>, names: &[String]) -> Vec<HistoryEntry> {
    let catalog = crate::text::catalog();
    lines
        .into_iter()
        .map(|e| {
            let name = names.get(e.player as usize).map_or("?", String::as_str);
            HistoryEntry {
                line: catalog.render(&e.message(name)),
                player: e.player.into(),
                text: e.text,
                score: e.score,
                total: e.total,
            }
        })
        .collect()
}

impl From<slovo_app::GameSummary> for GameSummary {
    fn from(s: slovo_app::GameSummary) -> GameSummary {
        GameSummary {
            id: s.id,
            language: s.language,
            names: display_names(&s.names),
            scores: s.scores,
            my_turn: s.my_turn,
            finished: s.finished,
            updated_at: s.updated_at,
            kind: s.kind.into(),
        }
    }
}

impl From<slovo_app::Preview> for PreviewResult {
    fn from(p: slovo_app::Preview) -> PreviewResult {
        PreviewResult {
            valid: p.valid,
            // Said in the interface language, as every text the game screen shows.
            error: p.error.as_ref().map(said),
            score: p.score,
            words: p.words.iter().map(|w| w.to_uppercase()).collect(),
        }
    }
}

/// A count from the shell that must not be negative; `refusal` is the catalog's key for one
/// that is.
pub(crate) fn usize_arg(n: i32, refusal: &'static str) -> Result<usize, SlovoError> {
    usize::try_from(n).map_err(|_| invalid(Message::new(refusal).with("count", n)))
}

/// A count for the shells, saturating (counts here are far below `i32::MAX`).
pub(crate) fn count_i32(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_rules::TileSetId;

    fn at(row: i32, col: i32, face: &str, is_blank: bool) -> TilePlacement {
        TilePlacement {
            row,
            col,
            face: face.to_string(),
            is_blank,
        }
    }

    #[test]
    fn faces_are_read_in_any_case_and_normal_form() {
        let hr = TileSetId::Croatian.tiles();
        let lj = placement(hr, &at(7, 7, "lj", false)).unwrap();
        assert_eq!(hr.face(lj.tile.letter), "LJ");
        assert_eq!(lj.square.to_string(), "H8");
        let braced = placement(hr, &at(0, 14, "{Lj}", false)).unwrap();
        assert_eq!(braced.tile, lj.tile);
        // Č written as C + combining caron (NFD) is the Č tile.
        let c_caron = placement(hr, &at(0, 0, "c\u{30c}", false)).unwrap();
        assert_eq!(hr.face(c_caron.tile.letter), "Č");
        assert_eq!(tile_placement(hr, &lj), at(7, 7, "LJ", false));
    }

    #[test]
    fn bad_squares_and_faces_are_invalid_arguments() {
        let en = TileSetId::English.tiles();
        for bad in [
            at(15, 0, "A", false),
            at(0, -1, "A", false),
            at(0, 0, "Ö", false),
            at(0, 0, "", false),
            at(0, 0, "AB", false),
            at(0, 0, "?", false),
        ] {
            let err = placement(en, &bad).unwrap_err();
            assert!(matches!(err, SlovoError::InvalidArgument(_)), "{bad:?}");
        }
    }

    #[test]
    fn blanks_take_any_designation_and_slovak_blank_only_faces() {
        let sk = TileSetId::Slovak.tiles();
        let w = placement(sk, &at(7, 7, "w", true)).unwrap();
        assert!(w.tile.blank);
        assert_eq!(sk.face(w.tile.letter), "W");
        assert!(placement(sk, &at(7, 7, "W", false)).is_err(), "no W tile");
        // A placement written for the shell reads back as the same tile.
        assert_eq!(tile_placement(sk, &w), at(7, 7, "W", true));
        assert_eq!(placement(sk, &tile_placement(sk, &w)).unwrap(), w);
        assert_eq!(rack_kind(sk, "?").unwrap(), Kind::Blank);
        assert_eq!(rack_kind(sk, "a").unwrap(), Kind::Letter(0));
        assert!(rack_kind(sk, "Q").is_err());
    }
}
