//! The rules core's typed errors and events as catalog messages. Every variant has its own
//! key (the matches are exhaustive, so a new variant cannot be forgotten).

use slovo_rules::{
    Elimination, EndReason, Language, NotationError, PresetName, RuleError, Validation,
};

use crate::{Localize, Message};

impl Localize for RuleError {
    fn message(&self) -> Message {
        use RuleError as E;
        let m = Message::new;
        match self {
            E::GameOver => m("rule-game-over"),
            E::NotYourTurn { player, current } => m("rule-not-your-turn")
                .with("player", *player)
                .with("current", *current),
            E::UnknownPlayer(p) => m("rule-unknown-player").with("player", *p),
            E::PlayerEliminated(p) => m("rule-player-eliminated").with("player", *p),
            E::NoTiles => m("rule-no-tiles"),
            E::DuplicateSquare(sq) => m("rule-duplicate-square").with("square", sq.to_string()),
            E::SquareTaken(sq) => m("rule-square-taken").with("square", sq.to_string()),
            E::TileNotOnRack(t) => m("rule-tile-not-on-rack").with("tile", t.as_str()),
            E::BadDesignation(l) => m("rule-bad-designation").with("letter", l.as_str()),
            E::NotInOneLine => m("rule-not-in-one-line"),
            E::Gap(sq) => m("rule-gap").with("square", sq.to_string()),
            E::NotConnected => m("rule-not-connected"),
            E::FirstPlayOffCentre => m("rule-first-play-off-centre"),
            E::FirstPlayOneTile => m("rule-first-play-one-tile"),
            E::BridgeTooEarly { turn, allowed_from } => m("rule-bridge-too-early")
                .with("turn", *turn)
                .with("allowed", *allowed_from),
            E::InvalidWords(words) => m("rule-invalid-words")
                .with("words", words.join(", "))
                .with("count", words.len()),
            E::EmptyExchange => m("rule-empty-exchange"),
            E::ExchangeBagTooSmall { in_bag, needed } => m("rule-exchange-bag-too-small")
                .with("needed", *needed)
                .with("bag", *in_bag),
            E::NothingToChallenge => m("rule-nothing-to-challenge"),
            E::OwnPlay(p) => m("rule-own-play").with("player", *p),
            E::ChallengePending => m("rule-challenge-pending"),
        }
    }
}

impl Localize for NotationError {
    fn message(&self) -> Message {
        use NotationError as E;
        let m = Message::new;
        match self {
            E::UnknownLanguage(name) => m("notation-unknown-language").with("name", name.as_str()),
            E::UnknownPreset(name) => m("notation-unknown-preset").with("name", name.as_str()),
            E::UnknownFace { face, tiles } => m("notation-unknown-face")
                .with("face", face.as_str())
                .with("tiles", tiles.to_string()),
            E::UnclosedBrace(text) => m("notation-unclosed-brace").with("text", text.as_str()),
            E::NotARackTile(text) => m("notation-not-a-rack-tile").with("text", text.as_str()),
            E::BadPosition(text) => m("notation-bad-position").with("text", text.as_str()),
            E::BadBoard(detail) => m("notation-bad-board").with("detail", detail.as_str()),
            E::OffBoard => m("notation-off-board"),
            E::ThroughEmpty(sq) => m("notation-through-empty").with("square", sq.to_string()),
            E::BoardMismatch {
                square,
                on_board,
                written,
            } => m("notation-board-mismatch")
                .with("square", square.to_string())
                .with("board", on_board.as_str())
                .with("written", written.as_str()),
            E::UndesignatedBlank => m("notation-undesignated-blank"),
            E::UnreadableMove(text) => m("notation-unreadable-move").with("text", text.as_str()),
            E::ReadAsLetters { pairs, error } => m("notation-read-as-letters")
                .with("error", error.message())
                .with("pairs", pairs.join(", "))
                .with("braced", slovo_rules::error::braced(pairs)),
        }
    }
}

/// Why a game ended, with the names of the players it speaks of.
pub fn end_reason(reason: &EndReason, name: impl Fn(u8) -> String) -> Message {
    let m = Message::new;
    match reason {
        EndReason::WentOut(p) => m("end-went-out").with("name", name(*p)),
        EndReason::ScorelessTurns => m("end-scoreless-turns"),
        EndReason::NoLegalPlays => m("end-no-legal-plays"),
        EndReason::FinishLine(p) => m("end-finish-line").with("name", name(*p)),
        EndReason::LastPlayerStanding(p) => m("end-last-player").with("name", name(*p)),
    }
}

/// How a player left the game.
pub fn elimination(how: Elimination, name: &str) -> Message {
    match how {
        Elimination::Resigned => Message::new("history-resigned").with("name", name),
        Elimination::TimedOut => Message::new("history-timed-out").with("name", name),
    }
}

/// A tile set's language, as the reader's language calls it.
pub fn language_name(language: Language) -> Message {
    Message::new(match language {
        Language::English => "language-english",
        Language::Slovak => "language-slovak",
        Language::Czech => "language-czech",
        Language::Croatian => "language-croatian",
        Language::Danish => "language-danish",
        Language::Bulgarian => "language-bulgarian",
    })
}

pub fn preset_name(preset: PresetName) -> Message {
    Message::new(match preset {
        PresetName::Classic => "preset-classic",
        PresetName::Sss => "preset-sss",
        PresetName::Bulgarian => "preset-bulgarian",
    })
}

pub fn validation_name(validation: Validation) -> Message {
    Message::new(match validation {
        Validation::Auto => "validation-auto",
        Validation::SingleChallenge => "validation-single-challenge",
        Validation::DoubleChallenge => "validation-double-challenge",
    })
}
