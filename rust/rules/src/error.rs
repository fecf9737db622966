//! Typed errors. Every refused action names the rule it breaks and changes nothing.

use thiserror::Error;

use crate::board::Square;
use crate::tiles::TileSetId;

/// Text that is not valid Slovo notation (tiles, squares, positions, names).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("unknown language {0:?} (english, slovak, czech, croatian, danish, bulgarian)")]
    UnknownLanguage(String),
    #[error("unknown preset {0:?} (classic, sss, bulgarian)")]
    UnknownPreset(String),
    #[error("{face:?} is not a face of the {tiles} tile set")]
    UnknownFace { face: String, tiles: TileSetId },
    #[error("unclosed '{{' in {0:?}")]
    UnclosedBrace(String),
    #[error("{0:?} is not a rack: use upper-case tiles and '?' for a blank")]
    NotARackTile(String),
    #[error("{0:?} is not a square or position (8H across, H8 down)")]
    BadPosition(String),
    #[error("board must be 15 rows of 15 cells joined by '/': {0}")]
    BadBoard(String),
    #[error("the word runs off the board")]
    OffBoard,
    #[error("'.' marks {0} as already filled, but it is empty")]
    ThroughEmpty(Square),
    #[error("{square} holds {on_board}, not {written}")]
    BoardMismatch {
        square: Square,
        on_board: String,
        written: String,
    },
    #[error("a blank on the board must be given a letter: '?' is only for racks")]
    UndesignatedBlank,
    #[error("{0:?} is not a move (8H WORD, H8 WORD, exchange TILES, pass, resign)")]
    UnreadableMove(String),
    /// The text spelt a two-letter tile's letters (`NJ`), no reading with the tile fitted, and
    /// reading them as separate letters failed so: says how the text was read.
    #[error("{error} ({} read as separate letters; for the two-letter tile write {})", pairs.join(", "), braced(pairs))]
    ReadAsLetters {
        pairs: Vec<String>,
        error: Box<NotationError>,
    },
}

/// `{NJ}, {LJ}`: the pairs as notation writes the tiles.
pub fn braced(pairs: &[String]) -> String {
    pairs
        .iter()
        .map(|p| format!("{{{p}}}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An action the rules refuse, naming the rule (RULES.md section in brackets).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not player {player}'s turn (player {current} is to move)")]
    NotYourTurn { player: u8, current: u8 },
    #[error("there is no player {0}")]
    UnknownPlayer(u8),
    #[error("player {0} is out of the game (§7)")]
    PlayerEliminated(u8),
    #[error("a play must place at least one tile (§2)")]
    NoTiles,
    #[error("square {0} is used twice in one play")]
    DuplicateSquare(Square),
    #[error("square {0} already holds a tile (§2: placed tiles never move)")]
    SquareTaken(Square),
    #[error("tile {0} is not on the rack")]
    TileNotOnRack(String),
    #[error("a blank cannot stand for {0:?} in this tile set (§1)")]
    BadDesignation(String),
    #[error("the tiles are not in one row or one column (§2)")]
    NotInOneLine,
    #[error("the tiles leave a gap at {0} (§2: one unbroken word)")]
    Gap(Square),
    #[error("the play does not touch any tile on the board (§2)")]
    NotConnected,
    #[error("the first play must cover the centre square H8 (§2)")]
    FirstPlayOffCentre,
    #[error("the first play must use at least 2 tiles (§2)")]
    FirstPlayOneTile,
    #[error("a bridge is allowed only from turn {allowed_from} on; this is turn {turn} (§6)")]
    BridgeTooEarly { turn: u32, allowed_from: u32 },
    #[error("not in the lexicon: {} (§5)", .0.join(", "))]
    InvalidWords(Vec<String>),
    #[error("an exchange must name at least one tile (§2)")]
    EmptyExchange,
    #[error("exchange needs at least {needed} tiles in the bag; it holds {in_bag} (§6)")]
    ExchangeBagTooSmall { in_bag: usize, needed: usize },
    #[error("there is no play waiting for a challenge (§5)")]
    NothingToChallenge,
    #[error("player {0} cannot challenge their own play (§5)")]
    OwnPlay(u8),
    #[error("a play awaits a challenge decision: challenge or accept it first (§5)")]
    ChallengePending,
}
