//! Every variant of the rules core's typed errors has its own message, present and clean in
//! every language. The `covered` functions match without a wildcard: a new variant does not
//! compile until it is added to the samples here (and to `Localize`).

use std::collections::BTreeSet;

use slovo_i18n::{Catalog, Localize, Message, UiLang};
use slovo_rules::{NotationError, RuleError, Square, TileSetId};

fn sq() -> Square {
    Square::new(7, 7).unwrap()
}

fn rule_errors() -> Vec<RuleError> {
    use RuleError as E;
    vec![
        E::GameOver,
        E::NotYourTurn {
            player: 1,
            current: 0,
        },
        E::UnknownPlayer(5),
        E::PlayerEliminated(2),
        E::NoTiles,
        E::DuplicateSquare(sq()),
        E::SquareTaken(sq()),
        E::TileNotOnRack("Q".into()),
        E::BadDesignation("W".into()),
        E::NotInOneLine,
        E::Gap(sq()),
        E::NotConnected,
        E::FirstPlayOffCentre,
        E::FirstPlayOneTile,
        E::BridgeTooEarly {
            turn: 2,
            allowed_from: 4,
        },
        E::InvalidWords(vec!["qzx".into(), "zzq".into()]),
        E::EmptyExchange,
        E::ExchangeBagTooSmall {
            in_bag: 3,
            needed: 7,
        },
        E::NothingToChallenge,
        E::OwnPlay(1),
        E::ChallengePending,
    ]
}

#[allow(dead_code)]
fn covered(e: &RuleError) {
    use RuleError as E;
    match e {
        E::GameOver
        | E::NotYourTurn { .. }
        | E::UnknownPlayer(_)
        | E::PlayerEliminated(_)
        | E::NoTiles
        | E::DuplicateSquare(_)
        | E::SquareTaken(_)
        | E::TileNotOnRack(_)
        | E::BadDesignation(_)
        | E::NotInOneLine
        | E::Gap(_)
        | E::NotConnected
        | E::FirstPlayOffCentre
        | E::FirstPlayOneTile
        | E::BridgeTooEarly { .. }
        | E::InvalidWords(_)
        | E::EmptyExchange
        | E::ExchangeBagTooSmall { .. }
        | E::NothingToChallenge
        | E::OwnPlay(_)
        | E::ChallengePending => {}
    }
}

fn notation_errors() -> Vec<NotationError> {
    use NotationError as E;
    vec![
        E::UnknownLanguage("klingon".into()),
        E::UnknownPreset("house".into()),
        E::UnknownFace {
            face: "Ж".into(),
            tiles: TileSetId::English,
        },
        E::UnclosedBrace("{LJ".into()),
        E::NotARackTile("a1".into()),
        E::BadPosition("Z99".into()),
        E::BadBoard("14 rows".into()),
        E::OffBoard,
        E::ThroughEmpty(sq()),
        E::BoardMismatch {
            square: sq(),
            on_board: "A".into(),
            written: "B".into(),
        },
        E::UndesignatedBlank,
        E::UnreadableMove("jump".into()),
        E::ReadAsLetters {
            pairs: vec!["NJ".into()],
            error: Box::new(E::OffBoard),
        },
    ]
}

#[allow(dead_code)]
fn covered_notation(e: &NotationError) {
    use NotationError as E;
    match e {
        E::UnknownLanguage(_)
        | E::UnknownPreset(_)
        | E::UnknownFace { .. }
        | E::UnclosedBrace(_)
        | E::NotARackTile(_)
        | E::BadPosition(_)
        | E::BadBoard(_)
        | E::OffBoard
        | E::ThroughEmpty(_)
        | E::BoardMismatch { .. }
        | E::UndesignatedBlank
        | E::UnreadableMove(_)
        | E::ReadAsLetters { .. } => {}
    }
}

/// Each message has a key of its own, every language has it, and its arguments all show.
fn check(messages: &[Message], prefix: &str) {
    let keys: BTreeSet<_> = messages.iter().map(|m| m.key).collect();
    assert_eq!(keys.len(), messages.len(), "two variants share a key");
    for lang in UiLang::ALL {
        let catalog = Catalog::new(lang);
        for m in messages {
            assert!(m.key.starts_with(prefix), "{}", m.key);
            assert!(catalog.has(m.key), "{lang} lacks {}", m.key);
            let text = catalog.render(m);
            assert!(!text.contains("{$") && !text.is_empty(), "{lang}: {text}");
            for (name, arg) in &m.args {
                if let slovo_i18n::Arg::Text(s) = arg {
                    assert!(
                        text.contains(s.as_str()),
                        "{lang}: {} lost ${name}: {text}",
                        m.key
                    );
                }
            }
        }
    }
}

#[test]
fn every_rule_error_has_a_message_in_every_language() {
    let messages: Vec<Message> = rule_errors().iter().map(Localize::message).collect();
    check(&messages, "rule-");
}

#[test]
fn every_notation_error_has_a_message_in_every_language() {
    let messages: Vec<Message> = notation_errors().iter().map(Localize::message).collect();
    check(&messages, "notation-");
}

#[test]
fn a_bulgarian_rule_error_reads_bulgarian() {
    let bg = Catalog::new(UiLang::Bg);
    let text = bg.say(&RuleError::InvalidWords(vec!["qzx".into()]));
    assert_eq!(text, "Думата не е в речника: qzx.");
    let sk = Catalog::new(UiLang::Sk);
    let text = sk.say(&RuleError::ExchangeBagTooSmall {
        in_bag: 3,
        needed: 7,
    });
    assert_eq!(
        text,
        "Vymieňať sa smie, len kým je vo vrecúšku aspoň 7 písmen; teraz ich je 3."
    );
}
