//! Statistics of games against bots on a real SQLite file: whole bot-against-bot games go in
//! as records (seat 0 the human), and the app's statistics equal a recomputation from the
//! move logs the store kept.

use std::path::PathBuf;

use slovo_app::{App, BotRecord};
use slovo_engine::{Engine, Level};
use slovo_rules::gcg;
use slovo_rules::{
    Action, Elimination, Event, Game, GameConfig, Language, Move, PresetName, Rules, TileSetId,
};
use slovo_store::{SeatKind, Status, Store};

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slovo-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A game between easy bots; seat 0 resigns at its `resign_at`-th turn when given.
fn bot_game(engine: &Engine, players: u8, seed: u64, resign_at: Option<usize>) -> Game {
    let language = engine.language();
    let rules = Rules::new(
        language.default_tile_set(),
        PresetName::default_for(language),
    );
    let mut game = Game::new(GameConfig {
        rules,
        players,
        seed,
    });
    let mut turns_of_0 = 0;
    while !game.is_over() {
        let p = game.current_player();
        let mv = if p == 0 && resign_at == Some(turns_of_0) {
            Move::Resign
        } else {
            engine.choose_move(&game, p, Level::Easy, seed ^ game.actions().len() as u64)
        };
        turns_of_0 += usize::from(p == 0);
        game.apply(Action::new(p, mv), &engine.referee()).unwrap();
    }
    game
}

/// The record recomputed from the logs, the straightforward way.
#[derive(Debug, Default, PartialEq)]
struct Expected {
    games: u32,
    wins: u32,
    losses: u32,
    draws: u32,
    scores: Vec<i32>,
    opponents: Vec<f64>,
    best: Option<i32>,
    bingos: u32,
    resignations: u32,
}

fn add(e: &mut Expected, game: &Game) {
    let out = game.outcome().unwrap();
    let resigned = game
        .history()
        .iter()
        .any(|r| r.player == 0 && r.event == Event::Eliminated(Elimination::Resigned));
    let mine = out.final_scores[0];
    let best_other = (1..out.final_scores.len())
        .filter(|&q| game.is_active(q as u8))
        .map(|q| out.final_scores[q])
        .max()
        .unwrap_or(i32::MIN);
    e.games += 1;
    if resigned || mine < best_other {
        e.losses += 1;
    } else if mine == best_other {
        e.draws += 1;
    } else {
        e.wins += 1;
    }
    e.resignations += u32::from(resigned);
    e.scores.push(mine);
    let others = &out.final_scores[1..];
    e.opponents
        .push(others.iter().sum::<i32>() as f64 / others.len() as f64);
    for r in game.history().iter().filter(|r| r.player == 0) {
        if let Event::Play { placements, .. } = &r.event {
            e.best = e.best.max(Some(r.score));
            // Classic rules, 7-tile racks, no challenges: a bingo uses the whole rack.
            e.bingos += u32::from(placements.len() == 7);
        }
    }
}

fn check(record: &BotRecord, e: &Expected) {
    let mean = |xs: &[f64]| xs.iter().sum::<f64>() / xs.len() as f64;
    assert_eq!(
        (record.games, record.wins, record.losses, record.draws),
        (e.games, e.wins, e.losses, e.draws)
    );
    let scores: Vec<f64> = e.scores.iter().map(|&s| f64::from(s)).collect();
    assert!((record.average_score - mean(&scores)).abs() < 1e-9);
    assert!((record.average_opponent_score - mean(&e.opponents)).abs() < 1e-9);
    assert_eq!(record.highest_game, e.scores.iter().copied().max());
    assert_eq!(record.best_play.as_ref().map(|b| b.points), e.best);
    assert!((record.bingos_per_game - f64::from(e.bingos) / f64::from(e.games)).abs() < 1e-9);
    assert_eq!(record.resignations, e.resignations);
}

#[test]
fn statistics_against_bots_equal_a_recomputation_from_the_move_logs() {
    let dir = data_dir("stats");
    let lexicons = slovo_lexicon::default_dir();
    let app = App::open(&dir, &lexicons).unwrap();
    let empty = app.bot_stats().unwrap();
    assert_eq!(empty.overall.games, 0);
    assert!(empty.by_kind.is_empty());

    let english = Engine::load(Language::English, &lexicons).unwrap();
    let slovak = Engine::load(Language::Slovak, &lexicons).unwrap();
    // (engine, players, seed, resign at, the level the import gives the bots)
    let plan = [
        (&english, 2, 1, None, Level::Easy),
        (&english, 3, 2, None, Level::Easy),
        (&english, 2, 3, Some(3), Level::Easy),
        (&english, 2, 4, None, Level::Hard),
        (&slovak, 2, 5, None, Level::Easy),
    ];
    for (engine, players, seed, resign_at, level) in plan {
        let game = bot_game(engine, players, seed, resign_at);
        let names: Vec<String> = (0..players).map(|p| format!("P{p}")).collect();
        app.import_gcg(gcg::export(&game, &names).as_bytes(), level)
            .unwrap();
    }
    // An unfinished game is not counted.
    let unfinished = bot_game(&english, 2, 6, None);
    let cut = &unfinished.actions()[..6];
    let partial = Game::replay(*unfinished.config(), cut, &english.referee()).unwrap();
    app.import_gcg(
        gcg::export(&partial, &["A".into(), "B".into()]).as_bytes(),
        Level::Easy,
    )
    .unwrap();
    let stats = app.bot_stats().unwrap();
    drop(app);

    // Recompute from the file: every finished game's log, replayed.
    let store = Store::open(&dir.join("slovo.db")).unwrap();
    let mut overall = Expected::default();
    let mut kinds: Vec<((Language, Level), Expected)> = Vec::new();
    let mut counted = 0;
    for record in store.games().unwrap() {
        if record.status != Status::Finished {
            continue;
        }
        assert_eq!(record.seats[0].kind, SeatKind::Human);
        let tiles: TileSetId = record.tile_set.parse().unwrap();
        let engine = if tiles.language() == Language::English {
            &english
        } else {
            &slovak
        };
        let actions: Vec<Action> = store
            .moves(&record.id)
            .unwrap()
            .iter()
            .map(|m| serde_json::from_str(&m.action).unwrap())
            .collect();
        let config = GameConfig {
            rules: Rules::new(tiles, record.preset.parse().unwrap()),
            players: record.seats.len() as u8,
            seed: record.seed,
        };
        let game = Game::replay(config, &actions, &engine.referee()).unwrap();
        let level = match record.seats[1].level.as_deref() {
            Some("easy") => Level::Easy,
            Some("medium") => Level::Medium,
            _ => Level::Hard,
        };
        add(&mut overall, &game);
        let key = (tiles.language(), level);
        match kinds.iter_mut().find(|(k, _)| *k == key) {
            Some((_, e)) => add(e, &game),
            None => {
                let mut e = Expected::default();
                add(&mut e, &game);
                kinds.push((key, e));
            }
        }
        counted += 1;
    }
    assert_eq!(counted, 5);
    assert_eq!(overall.resignations, 1, "the resigned game is in");
    check(&stats.overall, &overall);
    assert_eq!(stats.overall.language, None);
    assert_eq!(stats.by_kind.len(), 3, "{:?}", stats.by_kind);
    for record in &stats.by_kind {
        let key = (record.language.unwrap(), record.level.unwrap());
        let (_, e) = kinds.iter().find(|(k, _)| *k == key).unwrap();
        check(record, e);
    }
    // Languages in order, then levels.
    let order: Vec<_> = stats
        .by_kind
        .iter()
        .map(|r| (r.language.unwrap(), r.level.unwrap()))
        .collect();
    assert_eq!(
        order,
        [
            (Language::English, Level::Easy),
            (Language::English, Level::Hard),
            (Language::Slovak, Level::Easy),
        ]
    );
    let best = stats.overall.best_play.as_ref().unwrap();
    assert!(!best.word.is_empty() && best.word.chars().all(char::is_alphabetic));
    std::fs::remove_dir_all(dir).unwrap();
}
