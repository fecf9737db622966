//! The `Slovo` object from Rust, on real data directories: the paths the Kotlin tests cannot
//! reach (a game with two humans, crafted in the store) and the challenge flows.

use std::path::PathBuf;

use slovo_ffi::{BotLevel, MoveKind, NewGameSetup, Slovo, SlovoError, TilePlacement};
use slovo_store::{GameRecord, Mode, SeatKind, SeatRecord, Status, Store};

fn lexicons() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../lexicons").to_string()
}

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slovo-ffi-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn open(dir: &std::path::Path) -> std::sync::Arc<Slovo> {
    Slovo::new(dir.display().to_string(), lexicons()).unwrap()
}

fn english(seed: i64) -> NewGameSetup {
    NewGameSetup {
        language: "english".into(),
        human_name: "Ann".into(),
        bots: vec![BotLevel::Easy],
        preset: None,
        rack_size: 7,
        finish_line: None,
        seed: Some(seed),
    }
}

#[test]
fn hints_are_refused_when_another_human_plays() {
    let dir = data_dir("two-humans");
    std::fs::create_dir_all(&dir).unwrap();
    let human = |seat: u8, name: &str| SeatRecord {
        seat,
        kind: SeatKind::Human,
        name: name.into(),
        level: None,
    };
    Store::open(&dir.join("slovo.db"))
        .unwrap()
        .create_game(&GameRecord {
            id: "two-humans".into(),
            mode: Mode::Bots,
            tile_set: "english".into(),
            preset: "classic".into(),
            validation: "double-challenge".into(),
            rack_size: 7,
            finish_line: None,
            seed: 1,
            status: Status::Active,
            version: 0,
            to_move: None,
            created_at: 0,
            updated_at: 0,
            seats: vec![human(0, "Ann"), human(1, "Bob")],
        })
        .unwrap();
    let core = open(&dir);
    let err = core.hints("two-humans".into(), 3).unwrap_err();
    assert!(matches!(err, SlovoError::HintsNotAllowed(_)), "{err:?}");
    assert!(err.to_string().starts_with("Hints are only"), "{err}");
    // The game itself is fine: it lists and views.
    assert_eq!(core.games().unwrap()[0].names, ["Ann", "Bob"]);
    assert_eq!(core.view("two-humans".into()).unwrap().cells.len(), 225);
    drop(core);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_phony_is_challenged_by_the_bot_and_withdrawn() {
    let dir = data_dir("phony");
    let core = open(&dir);
    // A game the human opens (classic rules: double challenge, so a phony is accepted).
    let (id, view) = (1..50)
        .map(|seed| {
            let id = core.new_game(english(seed)).unwrap();
            let view = core.view(id.clone()).unwrap();
            (id, view)
        })
        .find(|(_, v)| v.my_turn)
        .expect("some seed lets the human begin");
    let letters: Vec<&String> = view.rack.iter().filter(|t| *t != "?").collect();
    let at = |col, face: &String| TilePlacement {
        row: 7,
        col,
        face: face.clone(),
        is_blank: false,
    };
    let phony = letters
        .iter()
        .flat_map(|a| letters.iter().map(move |b| vec![at(7, a), at(8, b)]))
        .find(|p| {
            let preview = core.preview(id.clone(), p.clone()).unwrap();
            !preview.valid
                && preview
                    .error
                    .is_some_and(|e| e.contains("Not in the word list"))
        })
        .expect("two tiles of a rack that spell no word");
    core.play(id.clone(), phony).unwrap();
    assert_eq!(core.view(id.clone()).unwrap().awaiting_challenge, Some(0));
    assert!(matches!(
        core.hints(id.clone(), 1),
        Err(SlovoError::NotYourTurn(_))
    ));

    let moves = core.run_bots_blocking(&id).unwrap();
    let first = &moves[0];
    assert_eq!(
        (first.player, first.kind, first.name.as_str()),
        (1, MoveKind::Challenge, "Bot 1 (easy)")
    );
    assert!(first.text.ends_with("(withdrawn)"), "{moves:?}");
    let after = core.view(id.clone()).unwrap();
    assert_eq!(after.scores[0], 0);
    assert!(after.history[0].text.ends_with("(withdrawn)"));
    drop(core);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bot_play_challenged_in_vain_stands_and_costs_my_turn() {
    let dir = data_dir("vain");
    let core = open(&dir);
    // A game where the bot's play waits for my decision.
    let id = (1..50)
        .find_map(|seed| {
            let id = core.new_game(english(seed)).unwrap();
            core.run_bots_blocking(&id).unwrap();
            (core.view(id.clone()).unwrap().awaiting_challenge == Some(1)).then_some(id)
        })
        .expect("some seed lets the bot begin");
    let before = core.view(id.clone()).unwrap();
    core.challenge(id.clone()).unwrap();
    let after = core.view(id.clone()).unwrap();
    assert!(
        after.history[0].text.ends_with("(challenged, stands)"),
        "{:?}",
        after.history
    );
    assert_eq!(after.scores, before.scores);
    assert!(
        after
            .history
            .iter()
            .any(|e| e.player == 0 && e.text == "lost turn"),
        "{:?}",
        after.history
    );
    // Nothing waits any more: accepting or challenging again is refused by the rules.
    let err = core.accept(id.clone()).unwrap_err();
    assert!(matches!(err, SlovoError::IllegalMove(_)), "{err:?}");
    drop(core);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn unknown_games_and_missing_word_lists_are_typed_errors() {
    let dir = data_dir("errors");
    let core = open(&dir);
    assert!(matches!(
        core.view("nope".into()),
        Err(SlovoError::UnknownGame(_))
    ));
    assert!(matches!(
        core.run_bots_blocking("nope"),
        Err(SlovoError::UnknownGame(_))
    ));
    assert!(matches!(
        core.import_gcg("#character-encoding UTF-8\n>A: ??? 8H".into(), None),
        Err(SlovoError::InvalidRecord(_))
    ));
    assert!(matches!(
        Slovo::new(dir.display().to_string(), "/no/such/dir".into()),
        Err(SlovoError::Lexicon(_))
    ));
    let empty = data_dir("no-lexicons");
    std::fs::create_dir_all(&empty).unwrap();
    let bare = Slovo::new(dir.display().to_string(), empty.display().to_string()).unwrap();
    let err = bare.new_game(english(1)).unwrap_err();
    assert!(matches!(err, SlovoError::Lexicon(_)), "{err:?}");
    drop((core, bare));
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(empty).unwrap();
}
