//! What the human types, read into moves: `8H WORD` (across), `H8 WORD` (down), `exchange
//! TILES`, `pass`, `challenge`, `hint`, `resign`, `quit`, `help`.

use std::fmt;

use slovo_app::AppError;
use slovo_i18n::{Catalog, Localize, Message};
use slovo_rules::{Board, Kind, Move, NotationError, RuleError, TileSet};

/// One line of input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Play, exchange, pass, challenge or resign.
    Move(Move),
    Hint,
    Quit,
    Help,
}

pub const HELP: &str = "commands: 8H WORD (row 8 from column H, across), H8 WORD (down), \
    '.' for a tile on the board, lower case for a blank, {LJ} for a digraph; \
    exchange TILES ('?' for a blank); pass; challenge; hint; resign; quit (saves and leaves)";

/// Why a command changed nothing.
#[derive(Debug)]
pub enum PlayError {
    /// The rules refuse it.
    Rule(RuleError),
    /// The text is not valid notation.
    Notation(NotationError),
    UnknownCommand(String),
    /// Hints exist only where the asker is the only human (RULES.md §7).
    HintsNotAllowed,
    /// A bot is to move (or to decide on the human's play).
    NotYourTurn,
    /// The app failed (storage, engine, a record that does not replay).
    App(AppError),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Rule(e) => write!(f, "refused: {e}"),
            PlayError::Notation(e) => write!(f, "cannot read that: {e}"),
            PlayError::UnknownCommand(c) => write!(f, "unknown command {c:?}; {HELP}"),
            PlayError::HintsNotAllowed => write!(
                f,
                "refused: hints are only for a game whose only human is the one asking (§7)"
            ),
            PlayError::NotYourTurn => write!(f, "refused: it is not your turn"),
            PlayError::App(e) => write!(f, "error: {e}"),
        }
    }
}

impl std::error::Error for PlayError {}

impl PlayError {
    /// What to print, for the catalog of the interface's language (the help text of an
    /// unknown command comes from it too).
    pub fn message(&self, catalog: &Catalog) -> Message {
        let m = Message::new;
        match self {
            PlayError::Rule(e) => m("cli-refused").with("reason", e.message()),
            PlayError::Notation(e) => m("cli-unreadable").with("reason", e.message()),
            PlayError::UnknownCommand(c) => m("cli-unknown-command")
                .with("command", c.as_str())
                .with("help", catalog.text("cli-help", &[])),
            PlayError::HintsNotAllowed => {
                m("cli-refused").with("reason", m("app-hints-not-allowed"))
            }
            PlayError::NotYourTurn => m("cli-refused").with("reason", m("app-not-humans-turn")),
            PlayError::App(e) => m("cli-error").with("reason", e.message()),
        }
    }
}

impl From<RuleError> for PlayError {
    fn from(e: RuleError) -> Self {
        PlayError::Rule(e)
    }
}

impl From<NotationError> for PlayError {
    fn from(e: NotationError) -> Self {
        PlayError::Notation(e)
    }
}

impl From<AppError> for PlayError {
    fn from(e: AppError) -> Self {
        match e {
            AppError::Rule(e) => PlayError::Rule(e),
            AppError::Notation(e) => PlayError::Notation(e),
            AppError::HintsNotAllowed => PlayError::HintsNotAllowed,
            AppError::NotHumansTurn => PlayError::NotYourTurn,
            e => PlayError::App(e),
        }
    }
}

/// Read a non-empty line against the board, the tile set of the game and the player's rack:
/// the commands of this screen, else a move in the notation every front end reads
/// ([`slovo_app::parse_move`]).
pub fn parse(
    line: &str,
    board: &Board,
    tiles: &TileSet,
    rack: &[Kind],
) -> Result<Command, PlayError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let is = |word: &str, name: &str| word.eq_ignore_ascii_case(name);
    match words.as_slice() {
        [w] if is(w, "challenge") => return Ok(Command::Move(Move::Challenge)),
        [w] if is(w, "hint") => return Ok(Command::Hint),
        [w] if is(w, "quit") => return Ok(Command::Quit),
        [w] if is(w, "help") => return Ok(Command::Help),
        _ => {}
    }
    match slovo_app::parse_move(line, board, tiles, rack) {
        Ok(mv) => Ok(Command::Move(mv)),
        Err(AppError::UnreadableMove(_)) => Err(PlayError::UnknownCommand(line.trim().to_string())),
        Err(e) => Err(e.into()),
    }
}
