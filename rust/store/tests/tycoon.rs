//! Tycoon games in the store, on a real SQLite file: the log replays to the state it was
//! written from, a refused action or a stale append changes nothing, and a game comes back
//! whole after the store is closed and opened again.

use std::path::PathBuf;

use slovo_store::{
    AfterMove, MoveRecord, SeatKind, SeatRecord, Status, Store, StoreError, TycoonRecord,
    TycoonValidation,
};
use slovo_tycoon::bot::{Bot, Level};
use slovo_tycoon::{Action, Config, Game, Validation, WordSet};

fn temp_db(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("slovo-store-tycoon-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("slovo.db")
}

fn words() -> WordSet {
    WordSet::new([
        "cat", "act", "tea", "eat", "ate", "tan", "ant", "net", "ten", "rat", "art", "tar", "ear",
        "era", "are", "one", "eon", "ore", "roe", "toe", "dot", "nod", "don", "red", "den", "end",
        "sit", "its", "tie", "lie", "oil", "nit", "tin", "rate", "tear", "tone", "note", "rose",
        "sore", "dine", "line", "lion", "loin", "stone", "notes", "tones",
    ])
}

fn record(id: &str, seed: u64) -> TycoonRecord {
    let seat = |seat: u8, kind, level: Option<&str>| SeatRecord {
        seat,
        kind,
        name: format!("seat {seat}"),
        level: level.map(str::to_string),
    };
    TycoonRecord {
        id: id.to_string(),
        seed,
        validation: TycoonValidation::Auto { attempts: 3 },
        min_patent_count: false,
        status: Status::Active,
        version: 0,
        to_move: Some(0),
        created_at: 1,
        updated_at: 1,
        seats: vec![
            seat(0, SeatKind::Human, None),
            seat(1, SeatKind::Bot, Some("medium")),
            seat(2, SeatKind::Bot, Some("hard")),
        ],
    }
}

fn config(r: &TycoonRecord) -> Config {
    Config {
        seed: r.seed,
        players: r.seats.len(),
        validation: match r.validation {
            TycoonValidation::Auto { attempts } => Validation::Auto { attempts },
            TycoonValidation::Challenge => Validation::Challenge,
        },
        min_patent_count: r.min_patent_count,
    }
}

fn after(game: &Game) -> AfterMove {
    AfterMove {
        status: if game.is_over() {
            Status::Finished
        } else {
            Status::Active
        },
        to_move: (!game.is_over()).then(|| game.current() as u8),
    }
}

fn entry(n: u32, action: &Action) -> MoveRecord {
    MoveRecord {
        seq: 0,
        move_id: format!("m{n}"),
        action: serde_json::to_string(action).unwrap(),
        created_at: 10 + i64::from(n),
    }
}

/// The game the log replays to.
fn replayed(store: &Store, id: &str) -> Game {
    let r = store.tycoon_game(id).unwrap();
    let actions: Vec<Action> = store
        .tycoon_moves(id)
        .unwrap()
        .iter()
        .map(|m| serde_json::from_str(&m.action).unwrap())
        .collect();
    assert_eq!(actions.len() as u32, r.version);
    Game::replay(config(&r), &actions, &words()).unwrap()
}

/// Plays `n` actions of bots in every seat, each stored as it is applied.
fn play(store: &mut Store, id: &str, game: &mut Game, n: u32) {
    let lex = words();
    for _ in 0..n {
        if game.is_over() {
            break;
        }
        let version = game.history().len() as u32;
        let mut bot = Bot::new(Level::Hard, u64::from(version));
        let action = bot.next_action(game, &lex);
        let mut next = game.clone();
        let action = match next.apply(action.clone(), &lex) {
            Ok(_) => action,
            Err(_) => {
                next = game.clone();
                let pass = Action::Exchange { discard: vec![] };
                next.apply(pass.clone(), &lex).unwrap();
                pass
            }
        };
        let seq = store
            .append_tycoon_move(id, version, &entry(version, &action), after(&next))
            .unwrap();
        assert_eq!(seq, version + 1);
        *game = next;
    }
}

#[test]
fn the_log_replays_to_the_state_and_survives_a_restart() {
    let path = temp_db("replay");
    let r = record("t1", 77);
    let mut game = Game::new(config(&r)).unwrap();
    {
        let mut store = Store::open(&path).unwrap();
        store.create_tycoon_game(&r).unwrap();
        play(&mut store, "t1", &mut game, 40);
        assert_eq!(replayed(&store, "t1"), game);
    }
    // A new process: the file alone brings the game back, seats and row included.
    let mut store = Store::open(&path).unwrap();
    let back = store.tycoon_game("t1").unwrap();
    assert_eq!(back.seats, r.seats);
    assert_eq!(back.seed, 77);
    assert_eq!(back.to_move, Some(game.current() as u8));
    assert_eq!(replayed(&store, "t1"), game);
    // And play goes on from there.
    play(&mut store, "t1", &mut game, 20);
    assert_eq!(replayed(&store, "t1"), game);
    assert_eq!(store.tycoon_games().unwrap().len(), 1);
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn refused_and_stale_appends_change_nothing() {
    let path = temp_db("refused");
    let mut store = Store::open(&path).unwrap();
    let r = record("t2", 5);
    store.create_tycoon_game(&r).unwrap();
    let mut game = Game::new(config(&r)).unwrap();
    play(&mut store, "t2", &mut game, 6);
    let log = store.tycoon_moves("t2").unwrap();
    let row = store.tycoon_game("t2").unwrap();

    // The rules refuse a patent before any word: the caller stores nothing, the game is as it was.
    let mut tried = game.clone();
    assert!(
        tried
            .apply(Action::BuyPatent { letter: b'E' }, &words())
            .is_err()
    );
    assert_eq!(tried, game);

    // A stale version, a move id another game used, an unknown game: each refused.
    let next = entry(99, &Action::Exchange { discard: vec![] });
    assert!(matches!(
        store.append_tycoon_move("t2", row.version - 1, &next, after(&game)),
        Err(StoreError::Conflict { found, .. }) if found == row.version
    ));
    store.create_tycoon_game(&record("other", 6)).unwrap();
    assert!(matches!(
        store.append_tycoon_move("other", 0, &log[0], after(&game)),
        Err(StoreError::DuplicateMoveId(_))
    ));
    assert!(matches!(
        store.append_tycoon_move("nope", 0, &next, after(&game)),
        Err(StoreError::UnknownGame(_))
    ));
    // The same move again is idempotent: its sequence number, nothing appended.
    assert_eq!(
        store
            .append_tycoon_move("t2", row.version, &log[2], after(&game))
            .unwrap(),
        3
    );
    // A setup the schema cannot hold (a sixth seat) stores nothing at all.
    let mut crowded = record("crowded", 1);
    for seat in 3..6 {
        crowded.seats.push(SeatRecord {
            seat,
            kind: SeatKind::Bot,
            name: "b".into(),
            level: Some("easy".into()),
        });
    }
    assert!(store.create_tycoon_game(&crowded).is_err());
    assert!(matches!(
        store.tycoon_game("crowded"),
        Err(StoreError::UnknownGame(_))
    ));

    assert_eq!(store.tycoon_moves("t2").unwrap(), log);
    assert_eq!(store.tycoon_game("t2").unwrap(), row);
    assert_eq!(replayed(&store, "t2"), game);

    // Deleting takes the seats and the log along; a second delete says the game is gone.
    store.delete_tycoon_game("t2").unwrap();
    assert!(store.tycoon_moves("t2").unwrap().is_empty());
    assert!(matches!(
        store.delete_tycoon_game("t2"),
        Err(StoreError::UnknownGame(_))
    ));
}
