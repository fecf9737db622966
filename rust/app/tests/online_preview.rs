//! An online game's local copy (the player's view, as the server sends it) previewed and shown
//! by the app: a preview's verdict is the one a game against bots gets for the same tiles on
//! the same position, without a server.

use std::path::{Path, PathBuf};

use slovo_api::{GameState, Mode, PlayerInfo};
use slovo_app::{App, AppError, Preview};
use slovo_rules::{Game, GameConfig, Kind, Language, Placement, RuleError, Rules, Square, Tile};
use slovo_store::{NewOnlineMove, Store};

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slovo-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn open(dir: &Path) -> App {
    App::open(dir, &slovo_lexicon::default_dir()).unwrap()
}

/// What the player in `seat` of `game` sees, as the server writes it.
fn view_of(id: &str, game: &Game, seat: u8) -> GameState {
    let view = game.view(seat);
    let tiles = game.tiles();
    GameState {
        game_id: id.to_string(),
        version: game.actions().len() as i64,
        seat,
        language: tiles.id.language(),
        tile_set: tiles.id,
        players: (0..game.config().players)
            .map(|p| PlayerInfo {
                seat: p,
                display_name: format!("P{p}"),
                score: view.scores[p as usize],
                rack_size: view.rack_sizes[p as usize],
                eliminated: view.eliminated[p as usize],
                rating: None,
                vacation_until: None,
            })
            .collect(),
        current: view.current,
        turn: view.turn,
        rack_text: tiles.kinds_text(&view.rack),
        rack: view.rack,
        unseen: view.unseen,
        bag_len: view.bag_len,
        board: view.board.to_text(tiles),
        history: view.history,
        outcome: view.outcome,
        clocks: None,
        deadline: None,
        mode: Mode::Daily,
        first_player: game.first_player(),
        opening: game.opening_draw().clone(),
    }
}

/// Stores `state` as the local copy of its game, as a sync would.
fn store_copy(dir: &Path, state: &GameState) {
    let mut store = Store::open(&dir.join("slovo.db")).unwrap();
    let row = slovo_sync::view::stored_view(state, "CODE", 0).unwrap();
    store.save_online_game(&row).unwrap();
}

/// Hints need `seat` to be the only human.
fn only(seat: u8) -> [bool; 2] {
    [seat == 0, seat == 1]
}

/// An English online game (words checked at once) after its first play, at seed `seed`.
fn game_after_first_play(app: &App, seed: u64) -> Game {
    let engine = app.engine(Language::English).unwrap();
    let config = GameConfig {
        rules: Rules::for_language(Language::English).online(),
        players: 2,
        seed,
    };
    let mut game = Game::new(config);
    let first = game.current_player();
    let best = engine
        .hints(&game, first, &only(first), 1)
        .unwrap()
        .remove(0);
    game.apply(
        slovo_rules::Action::new(first, slovo_rules::Move::Play(best.placements)),
        &engine.referee(),
    )
    .unwrap();
    game
}

#[test]
fn an_online_preview_gives_the_verdict_of_a_local_game() {
    let dir = data_dir("online-preview");
    let app = open(&dir);
    let engine = app.engine(Language::English).unwrap();
    let game = game_after_first_play(&app, 11);
    let me = game.current_player();
    let mine = view_of("g-mine", &game, me);
    store_copy(&dir, &mine);
    let theirs = view_of("g-theirs", &game, 1 - me);
    store_copy(&dir, &theirs);

    // What a game against bots says for the same tiles.
    let local =
        |placements: &[Placement]| match game.preview(me, placements, &engine.referee(), true) {
            Ok(scored) => Preview::from_scored(&scored, game.tiles()),
            Err(e) => Preview::refused(e),
        };
    let hints = engine.hints(&game, me, &only(me), 5).unwrap();
    assert!(!hints.is_empty());
    for hint in &hints {
        let online = app.preview_online("g-mine", &hint.placements).unwrap();
        assert!(online.valid, "{}: {online:?}", hint.text);
        assert_eq!(online.score, Some(hint.score), "{}", hint.text);
        assert_eq!(online, local(&hint.placements));
        assert!(!online.words.is_empty());
    }
    // Refusals: a tile on an occupied square, tiles apart, a tile not on my rack, a phony.
    let rack = game.rack(me).to_vec();
    let letter = rack
        .iter()
        .find_map(|k| match k {
            Kind::Letter(l) => Some(*l),
            Kind::Blank => None,
        })
        .unwrap();
    let at = |row, col, tile| Placement {
        square: Square::new(row, col).unwrap(),
        tile,
    };
    let missing = (0..26u8)
        .find(|l| !rack.contains(&Kind::Letter(*l)))
        .unwrap();
    let refusals = [
        vec![at(7, 7, Tile::natural(letter))],
        vec![at(0, 0, Tile::natural(letter))],
        vec![at(0, 0, Tile::natural(missing))],
        vec![at(6, 7, Tile::blank(25)), at(5, 7, Tile::blank(16))],
        vec![],
    ];
    for placements in refusals {
        let online = app.preview_online("g-mine", &placements).unwrap();
        assert!(!online.valid, "{placements:?}");
        assert!(online.error.is_some() && online.score.is_none() && online.words.is_empty());
        assert_eq!(online, local(&placements), "{placements:?}");
    }

    // Not my turn; a move of mine waiting to be sent; a tile no tile set has.
    let err = app
        .preview_online("g-theirs", &hints[0].placements)
        .unwrap_err();
    assert!(
        matches!(err, AppError::Rule(RuleError::NotYourTurn { .. })),
        "{err:?}"
    );
    let bad = [at(7, 8, Tile::natural(200))];
    assert!(matches!(
        app.preview_online("g-mine", &bad),
        Err(AppError::UnreadableMove(_))
    ));
    assert!(matches!(
        app.preview_online("no-such-game", &[]),
        Err(AppError::UnknownGame(_))
    ));
    Store::open(&dir.join("slovo.db"))
        .unwrap()
        .queue_online_move(&NewOnlineMove {
            move_id: "m1".into(),
            game_id: "g-mine".into(),
            expected_version: mine.version,
            mv: serde_json::to_string(&slovo_rules::Move::Pass).unwrap(),
            created_at: 0,
        })
        .unwrap();
    assert!(matches!(
        app.preview_online("g-mine", &hints[0].placements),
        Err(AppError::MoveWaiting(_))
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_online_screen_counts_the_tiles_i_cannot_see() {
    let dir = data_dir("online-unseen");
    let app = open(&dir);
    let game = game_after_first_play(&app, 5);
    let tiles = game.tiles();
    for seat in 0..2 {
        let id = format!("g{seat}");
        store_copy(&dir, &view_of(&id, &game, seat));
        let screen = app.online_game(&id).unwrap();
        // As a game against bots shows it to the same seat.
        let local: Vec<(String, u32)> = game
            .view(seat)
            .unseen
            .iter()
            .map(|&(k, n)| (tiles.kind_text(k), n))
            .collect();
        assert_eq!(screen.unseen, local);
        // The tile set minus the board minus my rack.
        let on_board = screen.cells.iter().filter(|c| c.tile.is_some()).count();
        let unseen: u32 = screen.unseen.iter().map(|(_, n)| n).sum();
        assert!(on_board > 0);
        assert_eq!(
            unseen as usize,
            tiles.total_tiles() - on_board - screen.rack_tiles.len()
        );
        assert!(screen.unseen.iter().all(|&(_, n)| n > 0));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
