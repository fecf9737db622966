//! GCG import, export and verification (RULES.md §8) against real records and tampered ones.
//!
//! The real records live in `../shared/data/gcg/` (other projects' data, never copied here);
//! tests that need them skip with a message when that folder is absent.

use std::path::PathBuf;

use slovo_rules::gcg::{self, GcgErrorKind, MismatchKind};
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
    assert_eq!(
        report.mismatches[0].kind,
        MismatchKind::Score {
            record: 33,
            rules: 32
        }
    );
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
            .any(|m| matches!(m.kind, MismatchKind::Total { .. }))
    );
    let Some(bytes) = tampered("vs_andy", "(DEINIR) +14", "(DEINIS) +14") else {
        return;
    };
    let report = verify_bytes(&bytes);
    assert!(
        report
            .mismatches
            .iter()
            .any(|m| matches!(m.kind, MismatchKind::OtherRacksNotUnseen { .. })),
        "{:?}",
        report.mismatches
    );
}

/// §8: a play with a tile that is no longer unseen, and one through an empty square.
#[test]
fn s8_verify_reports_impossible_tiles() {
    let record = "#player1 a A\n#player2 b B\n>a: ZZ 8H ZZ +40 40\n>b: AB 9A A. +2 2\n";
    let report = verify_bytes(record.as_bytes());
    let messages: Vec<String> = report.mismatches.iter().map(|m| m.to_string()).collect();
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

/// A broken record in `tests/data/gcg-broken/` (written for these tests), read and verified.
fn broken(name: &str) -> Result<gcg::VerifyReport, gcg::GcgError> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/gcg-broken")
        .join(format!("{name}.gcg"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    gcg::parse(&bytes).map(|record| gcg::verify(&record, TileSetId::English.tiles()))
}

/// The shape the broken records are built on: two moves, then both racks subtracted (the
/// six-scoreless-turns ending), then one time penalty each. It verifies clean, so each broken
/// record's single change is what its mismatch reports.
const GOOD_END: &str = "#player1 a Ann\n#player2 b Bob\n\
    >a: CAT 8H CAT +10 10\n>b: DOG H7 D.G +7 7\n>a: EIR (EIR) -3 7\n>b: AEU (AEU) -3 4\n\
    >a: (time) -10 -3\n>b: (time) -10 -6\n";

#[test]
fn s8_the_broken_records_base_verifies_clean() {
    let report = verify_bytes(GOOD_END.as_bytes());
    assert_eq!(report.mismatches, vec![]);
    assert!(report.complete);
    assert_eq!(report.totals, vec![-3, -6]);
}

/// §8: records without players, or with moves above or outside the #player lines, do not
/// read: the error names the line and the reason.
#[test]
fn s8_records_without_their_players_do_not_read() {
    let cases = [
        ("empty", 1, GcgErrorKind::Empty),
        ("no-players", 2, GcgErrorKind::NoPlayers),
        ("move-before-players", 3, GcgErrorKind::MoveBeforePlayers),
        (
            "undeclared-player",
            5,
            GcgErrorKind::UnknownPlayer("c".into()),
        ),
        (
            "duplicate-nickname",
            3,
            GcgErrorKind::DuplicatePlayer("a".into()),
        ),
    ];
    for (name, line, kind) in cases {
        let err = broken(name).expect_err(name);
        assert_eq!((err.line, err.kind), (line, kind), "{name}");
    }
    for text in ["\n \r\n", "\u{feff}", "#description no players at all\n"] {
        let err = gcg::parse(text.as_bytes()).unwrap_err();
        assert_eq!(err.line, 1, "{text:?}");
        assert!(
            matches!(err.kind, GcgErrorKind::Empty | GcgErrorKind::NoPlayers),
            "{text:?}: {err}"
        );
    }
}

/// §8: each broken end of game, withdrawal and time penalty is reported at its line, and
/// nothing else is.
#[test]
fn s8_verify_rejects_broken_ends_withdrawals_and_penalties() {
    use MismatchKind as K;
    let s = |t: &str| t.to_string();
    let bad_rack = |text: &str| K::BadRack {
        text: s(text),
        error: slovo_rules::NotationError::UnknownFace {
            face: s("1"),
            tiles: TileSetId::English,
        },
    };
    let cases: Vec<(&str, Vec<(usize, MismatchKind)>)> = vec![
        (
            "final-rack-differs",
            vec![(
                6,
                K::FinalRackDiffers {
                    rack: s("EIR"),
                    tiles: s("EIX"),
                },
            )],
        ),
        (
            "final-rack-malformed",
            vec![(7, bad_rack("AE1")), (7, bad_rack("AE1"))],
        ),
        (
            "final-rack-too-long",
            vec![(
                7,
                K::RackTooLong {
                    rack: s("AEEIOUUR"),
                    len: 8,
                    size: 7,
                },
            )],
        ),
        (
            "phony-wrong-tiles",
            vec![(
                5,
                K::WrongTilesReturned {
                    returned: s("DOGS"),
                    word: s("CAT"),
                    played: s("CATS"),
                },
            )],
        ),
        (
            "phony-tiles-not-played",
            vec![(
                5,
                K::WrongTilesReturned {
                    returned: s("DOG"),
                    word: s("CAT"),
                    played: s("CAT"),
                },
            )],
        ),
        ("event-after-end", vec![(8, K::AfterEnd)]),
        ("second-final-rack", vec![(7, K::AfterEnd)]),
        (
            "final-rack-not-unseen",
            vec![(
                5,
                K::FinalRackNotUnseen {
                    tiles: s("Z"),
                    missing: s("Z"),
                },
            )],
        ),
        (
            "final-racks-share-a-tile",
            vec![(
                7,
                K::FinalRackNotUnseen {
                    tiles: s("Q"),
                    missing: s("Q"),
                },
            )],
        ),
        (
            "time-penalty-before-end",
            vec![(5, K::TimePenaltyBeforeEnd)],
        ),
        ("second-time-penalty", vec![(9, K::SecondTimePenalty)]),
        // A challenge comes straight after the play it challenges, by the play's player.
        ("withdrawal-not-after-play", vec![(6, K::NothingToWithdraw)]),
        ("withdraws-anothers-play", vec![(5, K::NothingToWithdraw)]),
    ];
    for (name, expected) in cases {
        let report = broken(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let got: Vec<(usize, MismatchKind)> = report
            .mismatches
            .into_iter()
            .map(|m| (m.line, m.kind))
            .collect();
        assert_eq!(got, expected, "{name}");
    }
}

/// §8: a play's own rack coming back on its `--` line is fine, in any order.
#[test]
fn s8_a_withdrawal_may_return_its_rack_in_any_order() {
    let record = "#player1 a A\n#player2 b B\n>a: CATS 8H CAT +10 10\n>a: STAC --  -10 0\n\
        >b:  8H DOG +10 10\n>b: GOD --  -10 0\n";
    assert_eq!(verify_bytes(record.as_bytes()).mismatches, vec![]);
}

/// §8: a position whose column is a non-ASCII letter is an error naming the line, in a UTF-8
/// or a Latin-1 record. (Found by fuzzing, fuzz/fuzz_targets/gcg.rs and parse_move.rs: the
/// column was cut as one byte, through the letter's UTF-8 sequence, and panicked.)
#[test]
fn s8_positions_with_a_non_ascii_column_are_errors() {
    for text in ["Ý8", "Íh", "ŽŽ", "é"] {
        let err = text.parse::<slovo_rules::Position>().unwrap_err();
        assert_eq!(
            err,
            slovo_rules::NotationError::BadPosition(text.into()),
            "{text}"
        );
    }
    // The fuzzer's record, cut down: Latin-1 0xCD is 'Í'.
    let latin1 = gcg::parse(b"#player1 a A\n#player2 b B\n>a: AELRRUY \xcdh PURELY +22 22\n");
    let err = latin1.unwrap_err();
    assert_eq!(err.line, 3);
    assert!(matches!(err.kind, GcgErrorKind::BadPosition(_)), "{err}");
    let utf8 = gcg::parse("#player1 a A\n#player2 b B\n>a: AB Ý8 AB +8 8\n".as_bytes());
    assert!(matches!(
        utf8.unwrap_err().kind,
        GcgErrorKind::BadPosition(_)
    ));
}

/// §8: numbers too big for a score are an error, and scores at the ends of the range add up
/// without overflowing. (Found by fuzzing, fuzz/fuzz_targets/gcg.rs: a total of 31 digits
/// panicked in the parser.)
#[test]
fn s8_huge_scores_are_errors_or_mismatches_not_panics() {
    let err = gcg::parse(b"#player1 a A\n#player2 b B\n>a: AB 8H AB +8 3710000000000000000000\n")
        .unwrap_err();
    assert_eq!(
        (err.line, err.kind),
        (
            3,
            GcgErrorKind::ScoreOutOfRange("3710000000000000000000".into())
        )
    );
    let max = i32::MAX;
    let record = format!(
        "#player1 a A\n#player2 b B\n>a:  (challenge) +{max} {max}\n>a:  (challenge) +{max} 0\n"
    );
    let report = verify_bytes(record.as_bytes());
    assert_eq!(
        report.mismatches.last().map(|m| (m.line, m.kind.clone())),
        Some((
            4,
            MismatchKind::Total {
                record: 0,
                replayed: max
            }
        ))
    );
}
