//! GCG import, export and verification (RULES.md §8) against real records and tampered ones.
//!
//! The real records live in `../shared/data/gcg/` (other projects' data, never copied here);
//! tests that need them skip with a message when that folder is absent.

use std::path::PathBuf;

use slovo_rules::gcg::{self, GcgErrorKind};
use slovo_rules::{
    Action, AnyWord, Game, GameConfig, Language, Move, Referee, Rules, TileSetId, Validation,
    WordSet,
};

fn shared_records() -> Option<Vec<PathBuf>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/gcg");
    if !dir.is_dir() {
        eprintln!(
            "skipped: {} is absent (CI keeps ../shared beside the clone)",
            dir.display()
        );
        return None;
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gcg"))
        .collect();
    files.sort();
    Some(files)
}

fn verify_bytes(bytes: &[u8]) -> gcg::VerifyReport {
    let record = gcg::parse(bytes).expect("record parses");
    gcg::verify(&record, TileSetId::English.tiles())
}

/// §8: every shared record replays with every score, total and tile accounted for.
#[test]
fn s8_every_shared_record_verifies() {
    let Some(files) = shared_records() else {
        return;
    };
    assert!(files.len() >= 17, "expected the 17 shared records");
    for file in files {
        let report = verify_bytes(&std::fs::read(&file).unwrap());
        assert!(
            report.mismatches.is_empty(),
            "{}: {:?}",
            file.display(),
            report.mismatches
        );
        let name = file.file_stem().unwrap().to_str().unwrap();
        let incomplete = ["incomplete", "name_iso8859-1"].contains(&name);
        assert_eq!(report.complete, !incomplete, "{name}");
        assert!(report.moves > 0, "{name}");
    }
}

fn tampered(name: &str, from: &str, to: &str) -> Option<Vec<u8>> {
    let files = shared_records()?;
    let file = files.iter().find(|f| f.ends_with(format!("{name}.gcg")))?;
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains(from), "{from:?} not in {name}");
    Some(text.replacen(from, to, 1).into_bytes())
}

/// §8: a wrong score is reported at its line, and so is the total it breaks.
#[test]
fn s8_verify_reports_a_wrong_score() {
    let Some(bytes) = tampered("doug_v_emely", "8D WINDY +32 32", "8D WINDY +33 32") else {
        return;
    };
    let report = verify_bytes(&bytes);
    assert_eq!(report.mismatches.len(), 1, "{:?}", report.mismatches);
    assert_eq!(report.mismatches[0].line, 3);
    assert!(report.mismatches[0].message.contains("+33"));
}

/// §8: a wrong running total and a wrong end-of-game rack are both caught.
#[test]
fn s8_verify_reports_totals_and_end_racks() {
    let Some(bytes) = tampered("vs_andy", "+43 105", "+43 106") else {
        return;
    };
    let report = verify_bytes(&bytes);
    assert!(
        report
            .mismatches
            .iter()
            .any(|m| m.message.contains("total"))
    );
    let Some(bytes) = tampered("vs_andy", "(DEINIR) +14", "(DEINIS) +14") else {
        return;
    };
    let report = verify_bytes(&bytes);
    assert!(
        report
            .mismatches
            .iter()
            .any(|m| m.message.contains("unseen")),
        "{:?}",
        report.mismatches
    );
}

/// §8: a play with a tile that is no longer unseen, and one through an empty square.
#[test]
fn s8_verify_reports_impossible_tiles() {
    let record = "#player1 a A\n#player2 b B\n>a: ZZ 8H ZZ +40 40\n>b: AB 9A A. +2 2\n";
    let report = verify_bytes(record.as_bytes());
    let messages: Vec<&str> = report
        .mismatches
        .iter()
        .map(|m| m.message.as_str())
        .collect();
    assert!(
        messages.iter().any(|m| m.contains("not unseen")),
        "{messages:?}"
    );
    assert!(messages.iter().any(|m| m.contains("empty")), "{messages:?}");
    assert!(!report.complete);
}

/// §8: unreadable input is an error naming the line, never a panic, however it is cut.
#[test]
fn s8_truncated_and_garbled_records_never_panic() {
    let Some(files) = shared_records() else {
        return;
    };
    for file in files {
        let bytes = std::fs::read(&file).unwrap();
        for cut in (0..bytes.len()).step_by(7) {
            if let Ok(record) = gcg::parse(&bytes[..cut]) {
                gcg::verify(&record, TileSetId::English.tiles());
            }
            let mut garbled = bytes.clone();
            garbled[cut] = b"?:->(.#"[cut % 7];
            if let Ok(record) = gcg::parse(&garbled) {
                gcg::verify(&record, TileSetId::English.tiles());
            }
        }
    }
    let err = gcg::parse(b"#player1 a A\n#player2 b B\n>a: AB 8H\n").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(matches!(err.kind, GcgErrorKind::NoScore(_)));
}

/// Play a short scripted game: opening, a phony, challenges, passes to the end.
fn scripted_game(validation: Validation, seed: u64) -> Game {
    let rules = Rules {
        validation,
        ..Rules::for_language(Language::English)
    };
    let mut game = Game::new(GameConfig {
        rules,
        players: 2,
        seed,
    });
    let words = WordSet::new(Vec::<String>::new());
    let referee = Referee::new(&AnyWord);
    let strict = Referee::new(&words);
    // First play: the first two tiles of the rack across the centre.
    let p = game.current_player();
    let rack = game.rack(p).to_vec();
    let tiles = game.tiles();
    let word: String = rack[..2]
        .iter()
        .map(|&k| match k {
            slovo_rules::Kind::Blank => "e".to_string(),
            k => tiles.kind_text(k),
        })
        .collect();
    let placements =
        slovo_rules::play::placements_from_text(game.board(), "8H".parse().unwrap(), &word, tiles)
            .unwrap();
    if validation == Validation::Auto {
        game.apply(Action::new(p, Move::Play(placements)), &referee)
            .unwrap();
    } else {
        game.apply(Action::new(p, Move::Play(placements.clone())), &referee)
            .unwrap();
        // Challenged against an empty word list: withdrawn.
        game.apply(Action::new(1 - p, Move::Challenge), &strict)
            .unwrap();
        // The opponent now plays, is challenged against AnyWord: the challenge fails.
        let q = game.current_player();
        let rack = game.rack(q).to_vec();
        let word: String = rack[..2]
            .iter()
            .map(|&k| match k {
                slovo_rules::Kind::Blank => "s".to_string(),
                k => tiles.kind_text(k),
            })
            .collect();
        let placements = slovo_rules::play::placements_from_text(
            game.board(),
            "H8".parse().unwrap(),
            &word,
            tiles,
        )
        .unwrap();
        game.apply(Action::new(q, Move::Play(placements)), &referee)
            .unwrap();
        game.apply(Action::new(1 - q, Move::Challenge), &referee)
            .unwrap();
    }
    let first_exchange = game.rack(game.current_player())[..3].to_vec();
    let c = game.current_player();
    game.apply(Action::new(c, Move::Exchange(first_exchange)), &referee)
        .unwrap();
    while !game.is_over() {
        let c = game.current_player();
        game.apply(Action::new(c, Move::Pass), &referee).unwrap();
    }
    game
}

/// §8: our own games export to GCG and import back to the identical game, in every mode.
#[test]
fn s8_export_import_round_trip() {
    for validation in [
        Validation::Auto,
        Validation::SingleChallenge,
        Validation::DoubleChallenge,
    ] {
        for seed in 0..5 {
            let game = scripted_game(validation, seed);
            let names = vec!["Ann Lee".to_string(), "Bot".to_string()];
            let text = gcg::export(&game, &names);
            let back = gcg::import(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.names, names);
            assert_eq!(back.game, game, "{validation:?} seed {seed}\n{text}");
            // Our records verify under our own convention too.
            let report = verify_bytes(text.as_bytes());
            assert!(
                report.mismatches.is_empty(),
                "{:?}\n{text}",
                report.mismatches
            );
            assert!(report.complete || game.outcome().unwrap().adjustments.iter().all(|&a| a == 0));
        }
    }
}

/// §8: a record that is not Slovo's own cannot be imported as a game, and says why.
#[test]
fn s8_foreign_records_do_not_import() {
    let err = gcg::import(b"#player1 a A\n#player2 b B\n>a: AB 8H AB +8 8\n").unwrap_err();
    assert!(matches!(err.kind, GcgErrorKind::MissingPragma(_)), "{err}");
}
