//! The app service on a real data directory: whole games against bots, saved, reopened,
//! resumed and finished; refusals change nothing.

use std::path::{Path, PathBuf};

use slovo_app::{App, AppError, NewGame};
use slovo_engine::Level;
use slovo_rules::{Language, Move, RuleError};

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slovo-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn open(dir: &Path) -> App {
    App::open(dir, &slovo_lexicon::default_dir()).unwrap()
}

fn setup(language: Language, bots: Vec<Level>, seed: u64) -> NewGame {
    NewGame {
        language,
        tile_set: None,
        preset: None,
        rack_size: 7,
        finish_line: None,
        human_name: "Ann".into(),
        bots,
        seed: Some(seed),
    }
}

/// The human's turn: the best hint, or a pass when there is none. Whether a hint was asked.
fn human_turn(app: &App, id: &str) -> bool {
    let view = app.view(id).unwrap();
    if view.awaiting_challenge.is_some() && !view.my_turn {
        app.human_move(id, Move::Accept).unwrap();
        return false;
    }
    let hints = app.hint_plays(id, 1).unwrap();
    let played = hints.first().is_some_and(|hint| {
        let (pos, word) = hint.text.split_once(' ').unwrap();
        let game_tiles = slovo_rules::TileSetId::English.tiles();
        let board = slovo_rules::Board::from_text(&board_text(&view), game_tiles).unwrap();
        let placements =
            slovo_rules::play::placements_from_text(&board, pos.parse().unwrap(), word, game_tiles)
                .unwrap();
        app.human_move(id, Move::Play(placements)).is_ok()
    });
    if !played {
        app.human_move(id, Move::Pass).unwrap();
    }
    true
}

fn board_text(view: &slovo_app::GameView) -> String {
    view.cells
        .chunks(15)
        .map(|row| {
            row.iter()
                .map(|c| match &c.tile {
                    Some(t) if c.blank => t.to_lowercase(),
                    Some(t) => t.clone(),
                    None => ".".into(),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[test]
fn a_whole_game_is_saved_reopened_resumed_and_finished() {
    let dir = data_dir("whole");
    let id = {
        let app = open(&dir);
        let id = app
            .new_game(setup(Language::English, vec![Level::Medium], 5))
            .unwrap();
        app.run_bots(&id).unwrap();
        for _ in 0..4 {
            human_turn(&app, &id);
            app.run_bots(&id).unwrap();
        }
        id
    };
    let mut hinted = open(&dir).view(&id).unwrap().hints_used;
    // Reopen: the same game, from the file.
    let app = open(&dir);
    let before = app.view(&id).unwrap();
    assert!(!before.finished);
    assert!(before.history.len() >= 8, "{:?}", before.history);
    let again = open(&dir);
    assert_eq!(again.view(&id).unwrap(), before);
    let mut turns = 0;
    while !app.view(&id).unwrap().finished {
        hinted += u32::from(human_turn(&app, &id));
        app.run_bots(&id).unwrap();
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
    let end = app.view(&id).unwrap();
    assert_eq!(end.ranks.len(), 2);
    assert!(hinted > 4, "{hinted}");
    assert_eq!(end.hints_used, hinted, "one per turn a hint was asked");
    app.forget_cache();
    assert_eq!(app.view(&id).unwrap(), end);
    let listed = app.games().unwrap();
    assert!(listed.iter().any(|g| g.id == id && g.finished));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_illegal_play_is_refused_and_changes_nothing() {
    let dir = data_dir("illegal");
    let app = open(&dir);
    let id = app
        .new_game(setup(Language::Slovak, vec![Level::Easy, Level::Hard], 9))
        .unwrap();
    app.run_bots(&id).unwrap();
    let before = app.view(&id).unwrap();
    assert!(before.my_turn);
    let off_board_corner = vec![slovo_rules::Placement {
        square: "A1".parse().unwrap(),
        tile: slovo_rules::Tile::natural(0),
    }];
    let err = app
        .human_move(&id, Move::Play(off_board_corner.clone()))
        .unwrap_err();
    assert!(
        matches!(
            err,
            AppError::Rule(
                RuleError::TileNotOnRack(_)
                    | RuleError::NotConnected
                    | RuleError::FirstPlayOffCentre
                    | RuleError::FirstPlayOneTile
            )
        ),
        "{err}"
    );
    assert_eq!(app.view(&id).unwrap(), before);
    let preview = app.preview(&id, &off_board_corner).unwrap();
    assert!(!preview.valid && preview.error.is_some());
    // Reopened from disk, still unchanged.
    assert_eq!(open(&dir).view(&id).unwrap(), before);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn hints_need_a_single_human_and_games_export_to_gcg() {
    let dir = data_dir("gcg");
    let app = open(&dir);
    let id = app
        .new_game(setup(Language::English, vec![Level::Hard], 3))
        .unwrap();
    app.run_bots(&id).unwrap();
    human_turn(&app, &id);
    app.run_bots(&id).unwrap();
    // Best first by equity, each word once, and asking twice in one position counts once.
    let hints = app.hint_plays(&id, 5).unwrap();
    assert!(
        hints.windows(2).all(|w| w[0].equity >= w[1].equity),
        "{hints:?}"
    );
    let words: std::collections::HashSet<&str> = hints
        .iter()
        .map(|h| h.text.split_once(' ').unwrap().1)
        .collect();
    assert_eq!(words.len(), hints.len(), "{hints:?}");
    app.hint_plays(&id, 5).unwrap();
    assert_eq!(app.view(&id).unwrap().hints_used, 2);
    let text = app.export_gcg(&id).unwrap();
    assert!(text.contains("#player1 Ann"));
    let copy = app.import_gcg(text.as_bytes(), Level::Hard).unwrap();
    assert_eq!(app.view(&copy).unwrap().cells, app.view(&id).unwrap().cells);
    assert!(app.games().unwrap().len() >= 2);
    assert!(matches!(
        app.new_game(setup(Language::English, vec![], 1)),
        Err(AppError::BotCount(0))
    ));
    std::fs::remove_dir_all(dir).unwrap();
}

/// §6: the view says who plays first and why: each round of the draw (a tie draws again)
/// and the winning tile, or chance where the preset draws lots (Bulgarian).
#[test]
fn the_view_says_who_starts_and_why() {
    use slovo_i18n::{Catalog, UiLang};
    let dir = data_dir("opening");
    let app = open(&dir);
    let en = Catalog::new(UiLang::En);
    let mut tied = false;
    for seed in 1..40 {
        let id = app
            .new_game(setup(Language::English, vec![Level::Easy; 3], seed))
            .unwrap();
        let view = app.view(&id).unwrap();
        let opening = &view.opening;
        let name = |p: u8| view.names[p as usize].clone();
        let lines = opening.lines(&en, name);
        assert_eq!(lines.len(), opening.rounds.len() + 1, "{lines:?}");
        assert_eq!(opening.rounds[0].len(), 4, "everyone draws first");
        let last = opening.rounds.last().unwrap();
        let (_, tile) = last.iter().find(|(p, _)| *p == opening.first).unwrap();
        let winner = lines.last().unwrap();
        assert!(winner.starts_with(&format!("First to play: {},", name(opening.first))));
        match tile {
            Some(tile) => assert!(winner.contains(&format!("with {tile},")), "{winner}"),
            None => assert!(winner.contains("blank"), "{winner}"),
        }
        // The first player is the one whose turn it is before anyone moved.
        assert_eq!(view.to_move, Some(opening.first));
        tied |= opening.rounds.len() > 1;
        if opening.rounds.len() > 1 {
            assert!(lines[1].starts_with("A tie, drawn again: "), "{lines:?}");
        }
    }
    assert!(tied, "some seed ties the first draw");
    let mut bulgarian = setup(Language::Bulgarian, vec![Level::Easy], 1);
    bulgarian.preset = Some(slovo_rules::PresetName::Bulgarian);
    let id = app.new_game(bulgarian).unwrap();
    let view = app.view(&id).unwrap();
    assert!(view.opening.rounds.is_empty());
    let bg = Catalog::new(UiLang::Bg);
    let lines = view.opening.lines(&bg, |p| view.names[p as usize].clone());
    assert_eq!(
        lines,
        [format!(
            "Първи ход: {}; реши случаен избор.",
            view.names[view.opening.first as usize]
        )]
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// The app's bots are named in the reader's language; other names stay as they are.
#[test]
fn bots_are_named_in_the_readers_language() {
    use slovo_app::display_name;
    use slovo_i18n::{Catalog, UiLang};
    let sk = Catalog::new(UiLang::Sk);
    let bg = Catalog::new(UiLang::Bg);
    assert_eq!(display_name("Bot 2 (hard)", &sk), "Bot 2 (ťažký)");
    assert_eq!(display_name("Bot 1 (easy)", &bg), "Бот 1 (лесен)");
    assert_eq!(
        display_name("Bot 1 (medium)", &Catalog::new(UiLang::En)),
        "Bot 1 (medium)"
    );
    for kept in [
        "Ann",
        "Bot 2 (expert)",
        "Bot two (hard)",
        "Bot 2 (hard) jr",
        "Robot 1 (hard)",
    ] {
        assert_eq!(display_name(kept, &sk), kept);
    }
}
