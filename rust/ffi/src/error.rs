//! The one error type of the FFI, and how the core's errors map onto it.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

use slovo_app::AppError;
use slovo_rules::{NotationError, RuleError};

/// The error every fallible call returns: the variant says what went wrong, the message
/// (its `Display`) says it to a person.
///
/// A flat error: each variant crosses the FFI as its name and its `Display` text, so Kotlin
/// gets `SlovoException.IllegalMove` etc. with that text as `message`, and Swift a
/// `SlovoError` enum case holding it. (uniffi 0.32 turns a structured variant's field named
/// `message` into Kotlin that does not compile: it clashes with `Throwable.message`.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum SlovoError {
    /// The language or tile set name is not one Slovo knows.
    #[error("{0}")]
    UnknownLanguage(String),
    /// The rule preset name is not one Slovo knows.
    #[error("{0}")]
    UnknownPreset(String),
    /// An argument is out of range or malformed: a square off the board, a face the game's
    /// tile set lacks, a rack size other than 7 or 9, an empty name.
    #[error("{0}")]
    InvalidArgument(String),
    /// No game has this id.
    #[error("{0}")]
    UnknownGame(String),
    /// It is a bot's turn (run the bots first), or another player's.
    #[error("{0}")]
    NotYourTurn(String),
    /// The rules refuse the move; the message names the rule (RULES.md section in
    /// brackets). Nothing changed.
    #[error("{0}")]
    IllegalMove(String),
    /// Hints exist only in games whose only human is the one asking (RULES.md §7).
    #[error("{0}")]
    HintsNotAllowed(String),
    /// A game record (GCG) that does not read or does not replay.
    #[error("{0}")]
    InvalidRecord(String),
    /// The word lists are missing or unreadable.
    #[error("{0}")]
    Lexicon(String),
    /// The data directory or its database failed, or a saved game does not replay.
    #[error("{0}")]
    Storage(String),
    /// Anything else: a bug in the core, reported rather than crashing the app.
    #[error("{0}")]
    Internal(String),
}

impl From<NotationError> for SlovoError {
    fn from(err: NotationError) -> Self {
        let message = err.to_string();
        match err {
            NotationError::UnknownLanguage(_) => SlovoError::UnknownLanguage(message),
            NotationError::UnknownPreset(_) => SlovoError::UnknownPreset(message),
            _ => SlovoError::InvalidArgument(message),
        }
    }
}

impl From<AppError> for SlovoError {
    fn from(err: AppError) -> Self {
        let message = err.to_string();
        match err {
            AppError::Rule(RuleError::NotYourTurn { .. }) | AppError::NotHumansTurn => {
                SlovoError::NotYourTurn(message)
            }
            AppError::Rule(_) => SlovoError::IllegalMove(message),
            AppError::Notation(e) => e.into(),
            AppError::Store(_) | AppError::Corrupt(_) => SlovoError::Storage(message),
            AppError::Engine(_) => SlovoError::Lexicon(message),
            AppError::Gcg(_) => SlovoError::InvalidRecord(message),
            AppError::UnknownGame(_) => SlovoError::UnknownGame(message),
            AppError::HintsNotAllowed => SlovoError::HintsNotAllowed(message),
            AppError::BotCount(_) => SlovoError::InvalidArgument(message),
        }
    }
}

/// The text of a panic's payload.
pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> String {
    let text = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)");
    format!("the core panicked: {text}")
}

/// Runs `call`, turning a panic into [`SlovoError::Internal`]: the shells then see one typed
/// exception for every failure instead of uniffi's generic one.
pub(crate) fn guard<T>(call: impl FnOnce() -> Result<T, SlovoError>) -> Result<T, SlovoError> {
    catch_unwind(AssertUnwindSafe(call))
        .unwrap_or_else(|payload| Err(SlovoError::Internal(panic_message(payload.as_ref()))))
}
