//! Every error the app shows has its text in every language: each server error code through
//! `SERVER_CODES`, each `AppError` and `SyncError` variant through `Localize`. The `covered`
//! functions match without a wildcard: a new variant does not compile until it is added to
//! the samples here (and given a message). The rules' own errors are walked in slovo-i18n.

use std::collections::BTreeSet;

use slovo_app::{AppError, SERVER_CODES, server_message, sync_message};
use slovo_i18n::{Arg, Catalog, Localize, Message, UiLang};
use slovo_rules::gcg::{GcgError, GcgErrorKind};
use slovo_rules::{NotationError, RuleError};
use slovo_store::StoreError;
use slovo_sync::SyncError;

/// The message is in every language itself (not by the English fallback), renders to a text
/// that is neither empty nor the bare key, and shows its text arguments.
fn check(m: &Message, what: &str) {
    for lang in UiLang::ALL {
        let catalog = Catalog::new(lang);
        assert!(catalog.has(m.key), "{lang} lacks {} ({what})", m.key);
        let text = catalog.render(m);
        assert!(
            !text.trim().is_empty(),
            "{lang}: {} is empty ({what})",
            m.key
        );
        assert_ne!(text, m.key, "{lang}: {} renders as its key ({what})", m.key);
        assert!(!text.contains("{$"), "{lang}: {text} ({what})");
        for (name, arg) in &m.args {
            if let Arg::Text(s) = arg {
                assert!(
                    text.contains(s.as_str()),
                    "{lang}: {} lost ${name}: {text}",
                    m.key
                );
            }
        }
    }
}

#[test]
fn every_server_error_code_has_a_text_in_every_language() {
    let listed: BTreeSet<&str> = slovo_api::ERROR_CODES.iter().copied().collect();
    let mapped: BTreeSet<&str> = SERVER_CODES.iter().map(|(c, _)| *c).collect();
    assert_eq!(
        mapped.len(),
        SERVER_CODES.len(),
        "a code is in SERVER_CODES twice"
    );
    let keys: BTreeSet<&str> = SERVER_CODES.iter().map(|(_, k)| *k).collect();
    assert_eq!(keys.len(), SERVER_CODES.len(), "two codes share a key");
    let unmapped: Vec<_> = listed.difference(&mapped).collect();
    assert!(unmapped.is_empty(), "no text for server codes {unmapped:?}");
    let stale: Vec<_> = mapped.difference(&listed).collect();
    assert!(
        stale.is_empty(),
        "SERVER_CODES names codes the server no longer sends: {stale:?}"
    );
    for code in slovo_api::ERROR_CODES {
        let m = server_message(code, None);
        assert_ne!(
            m.key, "server-refused",
            "{code} falls back to the generic text"
        );
        assert!(m.key.starts_with("server-"), "{code}: {}", m.key);
        check(&m, code);
    }
    check(
        &server_message("rule_violation", Some("NotYourTurn")),
        "NotYourTurn",
    );
    // A code newer than the app still reads, naming the code.
    let m = server_message("from_the_future", None);
    assert_eq!(m.key, "server-refused");
    check(&m, "an unknown code");
}

fn sync_errors() -> Vec<SyncError> {
    vec![
        SyncError::Unreachable("connection refused".into()),
        SyncError::Server {
            status: 409,
            code: "stale_version".into(),
            message: "the game is at version 4, not 3".into(),
            rule: None,
            state: None,
        },
        SyncError::Conflict {
            reason: "the game is over".into(),
        },
        SyncError::NotRegistered,
        SyncError::UnknownMove("m-1".into()),
        SyncError::BadAnswer("missing field".into()),
        SyncError::Store(StoreError::UnknownGame("g-1".into())),
    ]
}

#[allow(dead_code)]
fn covered_sync(e: &SyncError) {
    match e {
        SyncError::Unreachable(_)
        | SyncError::Server { .. }
        | SyncError::Conflict { .. }
        | SyncError::NotRegistered
        | SyncError::UnknownMove(_)
        | SyncError::BadAnswer(_)
        | SyncError::Store(_) => {}
    }
}

fn app_errors() -> Vec<AppError> {
    use AppError as E;
    vec![
        E::Rule(RuleError::GameOver),
        E::Notation(NotationError::OffBoard),
        E::Store(StoreError::UnknownGame("g-1".into())),
        E::Engine(slovo_engine::EngineError::Lexicon(
            slovo_lexicon::LexiconError::Corrupt("bad magic".into()),
        )),
        E::Gcg(GcgError {
            line: 3,
            kind: GcgErrorKind::MissingColon,
        }),
        E::UnknownGame("g-2".into()),
        E::NotHumansTurn,
        E::HintsNotAllowed,
        E::BotCount(4),
        E::Corrupt("move 3 does not replay".into()),
        E::Sync(SyncError::NotRegistered),
        E::NoServer,
        E::AlreadyRegistered {
            name: "Ana".into(),
            server: "https://slovo.example".into(),
        },
        E::BadServerUrl("ftp://x".into()),
        E::QuickNeedsNetwork("unreachable".into()),
        E::MoveWaiting("g-3".into()),
        E::UnreadableMove("jump".into()),
        E::BadPush("{}".into()),
        E::Runtime("no threads".into()),
        E::Tycoon(slovo_tycoon::TycoonError::PlayerCount(6)),
        E::EmptyMessage,
        E::MessageTooLong(200),
        E::Analysis(slovo_engine::AnalysisError::NotOver),
        E::Analysis(slovo_engine::AnalysisError::NoSuchSeat {
            seat: 3,
            players: 2,
        }),
        E::Analysis(slovo_engine::AnalysisError::RacksUnknown(1)),
        E::Analysis(slovo_engine::AnalysisError::Cancelled),
    ]
}

#[allow(dead_code)]
fn covered_app(e: &AppError) {
    use AppError as E;
    match e {
        E::Rule(_)
        | E::Notation(_)
        | E::Store(_)
        | E::Engine(_)
        | E::Gcg(_)
        | E::UnknownGame(_)
        | E::NotHumansTurn
        | E::HintsNotAllowed
        | E::BotCount(_)
        | E::Corrupt(_)
        | E::Sync(_)
        | E::NoServer
        | E::AlreadyRegistered { .. }
        | E::BadServerUrl(_)
        | E::QuickNeedsNetwork(_)
        | E::MoveWaiting(_)
        | E::UnreadableMove(_)
        | E::BadPush(_)
        | E::Runtime(_)
        | E::Tycoon(_)
        | E::EmptyMessage
        | E::MessageTooLong(_)
        | E::Analysis(_) => {}
    }
}

#[test]
fn every_sync_error_has_a_text_in_every_language() {
    for e in sync_errors() {
        check(&sync_message(&e), &format!("{e:?}"));
    }
}

#[test]
fn every_app_error_has_a_text_in_every_language() {
    let errors = app_errors();
    let own: Vec<Message> = errors.iter().map(Localize::message).collect();
    // The app's own variants (not the rules', the sync layer's or storage's passed along)
    // each have a key of their own.
    let keys: BTreeSet<&str> = own
        .iter()
        .map(|m| m.key)
        .filter(|k| k.starts_with("app-") && *k != "app-storage")
        .collect();
    let own_count = own
        .iter()
        .filter(|m| m.key.starts_with("app-") && m.key != "app-storage")
        .count();
    assert_eq!(keys.len(), own_count, "two AppError variants share a key");
    for (e, m) in errors.iter().zip(&own) {
        check(m, &format!("{e:?}"));
    }
}
