//! The one error type of the FFI, and how the core's errors map onto it.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

use slovo_app::AppError;
use slovo_i18n::{Localize, Message};
use slovo_rules::{NotationError, RuleError};
use slovo_sync::SyncError;

use crate::text::catalog;

/// The error every fallible call returns: the variant says what went wrong (for the shells'
/// logic), the message (its `Display`) says it to the player, in the interface language
/// `set_ui_language` chose (see [`said`]).
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
    /// The rules refuse the move; the message names the rule. Nothing changed.
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
    /// The server cannot be reached, or is too busy to answer: try again later. Daily
    /// games' moves are queued instead of failing (`MoveResult.Queued`).
    #[error("{0}")]
    Offline(String),
    /// A quick game's move needs the network (its clock runs on the server): nothing was
    /// queued.
    #[error("{0}")]
    NeedsNetwork(String),
    /// This device has no account on the server (or no server is set): `setServer`, then
    /// `register`.
    #[error("{0}")]
    NotRegistered(String),
    /// This device is registered already (once per install: a new account would lose the
    /// seats of this one's games).
    #[error("{0}")]
    AlreadyRegistered(String),
    /// No room has this code.
    #[error("{0}")]
    UnknownRoom(String),
    /// The server refused the request (a full room, an unknown seek, ...) or answered
    /// something this version of the app does not understand.
    #[error("{0}")]
    ServerRefused(String),
    /// Anything else: a bug in the core, reported rather than crashing the app.
    #[error("{0}")]
    Internal(String),
}

/// The text a player reads for a typed error or event: the catalog's, in the interface
/// language. The core's own `Display` texts are English and for logs only.
pub(crate) fn said(what: &impl Localize) -> String {
    catalog().render(&what.message())
}

/// A call's argument the FFI itself refuses (the shell should have checked it; if it did
/// not, the player still reads why in their language).
pub(crate) fn invalid(message: Message) -> SlovoError {
    SlovoError::InvalidArgument(catalog().render(&message))
}

impl From<NotationError> for SlovoError {
    fn from(err: NotationError) -> Self {
        let message = said(&err);
        match err {
            NotationError::UnknownLanguage(_) => SlovoError::UnknownLanguage(message),
            NotationError::UnknownPreset(_) => SlovoError::UnknownPreset(message),
            _ => SlovoError::InvalidArgument(message),
        }
    }
}

impl From<AppError> for SlovoError {
    fn from(err: AppError) -> Self {
        let message = said(&err);
        match err {
            AppError::Rule(RuleError::NotYourTurn { .. }) | AppError::NotHumansTurn => {
                SlovoError::NotYourTurn(message)
            }
            AppError::Rule(_) | AppError::Tycoon(_) => SlovoError::IllegalMove(message),
            AppError::Notation(e) => e.into(),
            AppError::Store(_) | AppError::Corrupt(_) => SlovoError::Storage(message),
            AppError::Engine(_) => SlovoError::Lexicon(message),
            AppError::Gcg(_) => SlovoError::InvalidRecord(message),
            AppError::UnknownGame(_) => SlovoError::UnknownGame(message),
            AppError::HintsNotAllowed => SlovoError::HintsNotAllowed(message),
            AppError::BotCount(_)
            | AppError::BadServerUrl(_)
            | AppError::UnreadableMove(_)
            | AppError::BadPush(_)
            | AppError::EmptyMessage
            | AppError::MessageTooLong(_) => SlovoError::InvalidArgument(message),
            AppError::Sync(e) => of_sync(&e, message),
            AppError::NoServer => SlovoError::NotRegistered(message),
            AppError::AlreadyRegistered { .. } => SlovoError::AlreadyRegistered(message),
            AppError::QuickNeedsNetwork(_) => SlovoError::NeedsNetwork(message),
            // My move of this turn is already made, only not sent yet: the view shows it is
            // not my turn.
            AppError::MoveWaiting(_) => SlovoError::NotYourTurn(message),
            AppError::Runtime(_) => SlovoError::Internal(message),
            AppError::Analysis(e) => match e {
                slovo_engine::AnalysisError::Replay { .. } => SlovoError::Storage(message),
                slovo_engine::AnalysisError::Record(_) => SlovoError::InvalidRecord(message),
                slovo_engine::AnalysisError::Cancelled => SlovoError::Internal(message),
                _ => SlovoError::InvalidArgument(message),
            },
        }
    }
}

/// A failed talk with the server: what the app can do about it decides the variant.
fn of_sync(err: &SyncError, message: String) -> SlovoError {
    if err.is_transient() {
        return SlovoError::Offline(message);
    }
    match err {
        SyncError::Server { code, rule, .. } => match (code.as_str(), rule.as_deref()) {
            // The rule's name is the core's `RuleError` variant.
            (_, Some("NotYourTurn")) => SlovoError::NotYourTurn(message),
            ("rule_violation", _) => SlovoError::IllegalMove(message),
            ("room_not_found", _) => SlovoError::UnknownRoom(message),
            ("game_not_found", _) => SlovoError::UnknownGame(message),
            ("unauthorized", _) => SlovoError::NotRegistered(message),
            _ => SlovoError::ServerRefused(message),
        },
        SyncError::NotRegistered => SlovoError::NotRegistered(message),
        SyncError::Store(_) => SlovoError::Storage(message),
        SyncError::Conflict { .. } | SyncError::BadAnswer(_) => SlovoError::ServerRefused(message),
        // Transient, handled above.
        SyncError::Unreachable(_) => SlovoError::Offline(message),
        // The app sends only moves it has just queued.
        SyncError::UnknownMove(_) => SlovoError::Internal(message),
    }
}

/// What a player reads of a panic: that the core failed, with the payload's text (for a bug
/// report).
pub(crate) fn panic_message(payload: &(dyn Any + Send)) -> String {
    let text = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)");
    catalog().render(&Message::new("ffi-panicked").with("detail", text))
}

/// Runs `call`, turning a panic into [`SlovoError::Internal`]: the shells then see one typed
/// exception for every failure instead of uniffi's generic one.
pub(crate) fn guard<T>(call: impl FnOnce() -> Result<T, SlovoError>) -> Result<T, SlovoError> {
    catch_unwind(AssertUnwindSafe(call))
        .unwrap_or_else(|payload| Err(SlovoError::Internal(panic_message(payload.as_ref()))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::in_language;
    use slovo_i18n::{Catalog, UiLang};

    fn refused(status: u16, code: &str, rule: Option<&str>) -> AppError {
        AppError::Sync(SyncError::Server {
            status,
            code: code.to_string(),
            message: "no".to_string(),
            rule: rule.map(str::to_string),
            state: None,
        })
    }

    fn variant(err: AppError) -> String {
        let debug = format!("{:?}", SlovoError::from(err));
        debug.split('(').next().unwrap_or_default().to_string()
    }

    #[test]
    fn server_answers_map_to_what_the_app_can_do() {
        let cases = [
            (refused(404, "room_not_found", None), "UnknownRoom"),
            (refused(404, "game_not_found", None), "UnknownGame"),
            (refused(409, "room_full", None), "ServerRefused"),
            (
                refused(422, "rule_violation", Some("InvalidWords")),
                "IllegalMove",
            ),
            (
                refused(422, "rule_violation", Some("NotYourTurn")),
                "NotYourTurn",
            ),
            (refused(401, "unauthorized", None), "NotRegistered"),
            (refused(503, "internal", None), "Offline"),
            (refused(409, "concurrent_update", None), "Offline"),
            (refused(429, "rate_limited", None), "Offline"),
        ];
        for (err, expected) in cases {
            let shown = err.to_string();
            assert_eq!(variant(err), expected, "{shown}");
        }
    }

    #[test]
    fn online_app_errors_have_typed_variants() {
        let cases = [
            (
                AppError::Sync(SyncError::Unreachable("refused".into())),
                "Offline",
            ),
            (AppError::Sync(SyncError::NotRegistered), "NotRegistered"),
            (
                AppError::Sync(SyncError::BadAnswer("?".into())),
                "ServerRefused",
            ),
            (
                AppError::Sync(SyncError::Conflict {
                    reason: "stale".into(),
                }),
                "ServerRefused",
            ),
            (AppError::NoServer, "NotRegistered"),
            (
                AppError::AlreadyRegistered {
                    name: "Ann".into(),
                    server: "http://s".into(),
                },
                "AlreadyRegistered",
            ),
            (AppError::BadServerUrl("ftp://x".into()), "InvalidArgument"),
            (AppError::UnreadableMove("8H".into()), "InvalidArgument"),
            (AppError::BadPush("{".into()), "InvalidArgument"),
            (
                AppError::QuickNeedsNetwork("offline".into()),
                "NeedsNetwork",
            ),
            (AppError::MoveWaiting("g".into()), "NotYourTurn"),
            (AppError::Runtime("no threads".into()), "Internal"),
        ];
        for (err, expected) in cases {
            let (shown, mapped) = in_language("en", || (said(&err), SlovoError::from(err)));
            assert_eq!(mapped.to_string(), shown, "the catalog's text");
            assert!(format!("{mapped:?}").starts_with(expected), "{mapped:?}");
        }
    }

    #[test]
    fn a_player_reads_errors_in_the_interface_language() {
        let illegal = || AppError::Rule(RuleError::NotConnected);
        let sk = in_language("sk-SK", || SlovoError::from(illegal()));
        let en = in_language("en", || SlovoError::from(illegal()));
        assert!(matches!(sk, SlovoError::IllegalMove(_)), "{sk:?}");
        assert!(matches!(en, SlovoError::IllegalMove(_)), "{en:?}");
        let catalog_sk = Catalog::new(UiLang::Sk).say(&RuleError::NotConnected);
        assert_eq!(sk.to_string(), catalog_sk);
        assert!(sk.to_string().contains("nedotýka"), "{sk}");
        assert_ne!(sk.to_string(), en.to_string());
        // The core's English is not what the player reads, in either language.
        assert_ne!(en.to_string(), RuleError::NotConnected.to_string());

        // A refusal by the server, a notation error and the FFI's own checks too.
        let full = in_language("cs", || SlovoError::from(refused(409, "room_full", None)));
        assert!(
            matches!(&full, SlovoError::ServerRefused(m) if m == &Catalog::new(UiLang::Cs).text("server-room-full", &[])),
            "{full:?}"
        );
        let bg = in_language("bg", || {
            SlovoError::from(NotationError::UnknownLanguage("klingon".into()))
        });
        assert!(
            matches!(&bg, SlovoError::UnknownLanguage(m) if m.contains("klingon") && m.contains("Непознат")),
            "{bg:?}"
        );
        let hr = in_language("hr", || invalid(Message::new("ffi-empty-name")));
        assert_eq!(hr.to_string(), "Ime igrača je prazno.");
    }

    #[test]
    fn a_panic_is_said_in_the_interface_language_with_its_payload() {
        let err = in_language("da", || guard::<()>(|| panic!("boom")).unwrap_err());
        assert!(
            matches!(&err, SlovoError::Internal(m) if m.starts_with("Noget gik galt") && m.ends_with("boom")),
            "{err:?}"
        );
    }
}
