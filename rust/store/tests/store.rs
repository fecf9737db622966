//! The store on real SQLite files: migrations, the move log's promises, and crash safety.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use rand::{Rng, SeedableRng};
use slovo_store::{
    AfterMove, GameRecord, MIGRATIONS, Mode, MoveRecord, SeatKind, SeatRecord, Status, Store,
    StoreError,
};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slovo-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn game(id: &str) -> GameRecord {
    GameRecord {
        id: id.to_string(),
        mode: Mode::Bots,
        tile_set: "english".into(),
        preset: "classic".into(),
        validation: "double-challenge".into(),
        rack_size: 7,
        finish_line: None,
        seed: u64::MAX - 5,
        status: Status::Active,
        version: 0,
        to_move: Some(0),
        created_at: 1,
        updated_at: 1,
        seats: vec![
            SeatRecord {
                seat: 0,
                kind: SeatKind::Human,
                name: "Ann".into(),
                level: None,
            },
            SeatRecord {
                seat: 1,
                kind: SeatKind::Bot,
                name: "Bot".into(),
                level: Some("hard".into()),
            },
        ],
    }
}

fn mv(id: &str, t: i64) -> MoveRecord {
    MoveRecord {
        seq: 0,
        move_id: id.to_string(),
        action: format!("{{\"pass\":\"{id}\"}}"),
        created_at: t,
    }
}

const ACTIVE: AfterMove = AfterMove {
    status: Status::Active,
    to_move: Some(1),
};

#[test]
fn a_database_migrated_from_every_older_version_equals_a_fresh_one() {
    let dir = temp_dir("migrate");
    let fresh = Store::open(&dir.join("fresh.db")).unwrap();
    assert_eq!(fresh.schema_version().unwrap() as usize, MIGRATIONS.len());
    let expected = fresh.schema_sql().unwrap();
    for old in 0..MIGRATIONS.len() {
        let path = dir.join(format!("from-{old}.db"));
        let at_old = Store::open_at_version(&path, old).unwrap();
        assert_eq!(at_old.schema_version().unwrap() as usize, old);
        drop(at_old);
        let upgraded = Store::open(&path).unwrap();
        assert_eq!(
            upgraded.schema_sql().unwrap(),
            expected,
            "migrated from version {old}"
        );
        assert_eq!(upgraded.integrity_check().unwrap(), "ok");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn data_written_at_version_1_survives_the_upgrade() {
    let dir = temp_dir("upgrade-data");
    let path = dir.join("old.db");
    drop(Store::open_at_version(&path, 1).unwrap());
    let conn = rusqlite_open(&path);
    conn.execute_batch(
        "INSERT INTO games (id, mode, tile_set, preset, validation, rack_size, seed, status,
            version, created_at, updated_at)
         VALUES ('g', 'bots', 'slovak', 'sss', 'single-challenge', 7, 42, 'active', 1, 5, 5);
         INSERT INTO moves (game_id, seq, move_id, action, created_at) VALUES ('g', 1, 'm1', '{}', 5);",
    )
    .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    let g = store.game("g").unwrap();
    assert_eq!((g.version, g.seed, g.to_move), (1, 42, None));
    assert_eq!(store.moves("g").unwrap().len(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}

fn rusqlite_open(path: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open(path).unwrap()
}

#[test]
fn a_newer_schema_is_refused() {
    let dir = temp_dir("newer");
    let path = dir.join("new.db");
    drop(Store::open(&path).unwrap());
    rusqlite_open(&path)
        .pragma_update(None, "user_version", 99)
        .unwrap();
    assert!(matches!(
        Store::open(&path),
        Err(StoreError::NewerSchema { found: 99, .. })
    ));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_move_log_is_ordered_idempotent_and_append_only() {
    let dir = temp_dir("log");
    let mut store = Store::open(&dir.join("s.db")).unwrap();
    store.create_game(&game("g1")).unwrap();
    store.create_game(&game("g2")).unwrap();
    assert_eq!(
        store
            .append_move("g1", 0, &mv("a", 10), ACTIVE, None)
            .unwrap(),
        1
    );
    assert_eq!(
        store
            .append_move("g1", 1, &mv("b", 11), ACTIVE, None)
            .unwrap(),
        2
    );
    // A retry of the same move changes nothing and answers the same.
    assert_eq!(
        store
            .append_move("g1", 1, &mv("b", 12), ACTIVE, None)
            .unwrap(),
        2
    );
    // A stale version is a conflict; nothing is written.
    assert!(matches!(
        store.append_move("g1", 1, &mv("c", 13), ACTIVE, None),
        Err(StoreError::Conflict {
            expected: 1,
            found: 2,
            ..
        })
    ));
    assert!(matches!(
        store.append_move("g2", 0, &mv("a", 13), ACTIVE, None),
        Err(StoreError::DuplicateMoveId(_))
    ));
    assert!(matches!(
        store.append_move("nope", 0, &mv("z", 13), ACTIVE, None),
        Err(StoreError::UnknownGame(_))
    ));
    let moves = store.moves("g1").unwrap();
    assert_eq!(
        moves
            .iter()
            .map(|m| (m.seq, m.move_id.as_str()))
            .collect::<Vec<_>>(),
        [(1, "a"), (2, "b")]
    );
    let g = store.game("g1").unwrap();
    assert_eq!((g.version, g.to_move, g.updated_at), (2, Some(1), 11));
    assert_eq!(g.seats.len(), 2);
    assert_eq!(g.seed, u64::MAX - 5);
    let update = rusqlite_open(&dir.join("s.db")).execute("UPDATE moves SET action = 'x'", []);
    assert!(update.unwrap_err().to_string().contains("append-only"));
    // Finished games list after active ones.
    store
        .append_move(
            "g2",
            0,
            &mv("fin", 20),
            AfterMove {
                status: Status::Finished,
                to_move: None,
            },
            None,
        )
        .unwrap();
    let order: Vec<String> = store.games().unwrap().into_iter().map(|g| g.id).collect();
    assert_eq!(order, ["g1", "g2"]);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn outbox_cursors_settings_and_profiles() {
    let dir = temp_dir("outbox");
    let mut store = Store::open(&dir.join("s.db")).unwrap();
    store.create_game(&game("g")).unwrap();
    store
        .append_move("g", 0, &mv("a", 1), ACTIVE, Some("{\"a\":1}"))
        .unwrap();
    store
        .append_move("g", 1, &mv("b", 2), ACTIVE, Some("{\"b\":1}"))
        .unwrap();
    let out = store.outbox().unwrap();
    assert_eq!(
        out.iter()
            .map(|o| (o.move_id.as_str(), o.base_version))
            .collect::<Vec<_>>(),
        [("a", 0), ("b", 1)]
    );
    store.record_send_failure(out[0].id, "offline").unwrap();
    assert_eq!(store.outbox().unwrap()[0].attempts, 1);
    store.remove_from_outbox("a").unwrap();
    assert_eq!(store.outbox().unwrap().len(), 1);
    assert_eq!(store.cursor("g").unwrap(), None);
    store.set_cursor("g", "srv-1", 7, 3).unwrap();
    store.set_cursor("g", "srv-1", 8, 4).unwrap();
    assert_eq!(store.cursor("g").unwrap(), Some(("srv-1".into(), 8)));
    store.set_setting("theme", "dark").unwrap();
    store.set_setting("theme", "light").unwrap();
    assert_eq!(store.setting("theme").unwrap().as_deref(), Some("light"));
    let id = store.create_profile("Ann", 1).unwrap();
    assert_eq!(store.profiles().unwrap(), vec![(id, "Ann".to_string())]);
    store.delete_game("g").unwrap();
    assert!(store.outbox().unwrap().is_empty());
    std::fs::remove_dir_all(dir).unwrap();
}

/// Hints count once per position however often asked there, per seat, and go with the game.
#[test]
fn hints_count_positions_not_requests() {
    let dir = temp_dir("hints");
    let mut store = Store::open(&dir.join("s.db")).unwrap();
    store.create_game(&game("g")).unwrap();
    assert_eq!(store.hints_used("g").unwrap(), []);
    store.record_hint("g", 0, 0).unwrap();
    store.record_hint("g", 0, 0).unwrap();
    store.record_hint("g", 0, 2).unwrap();
    store.record_hint("g", 1, 3).unwrap();
    assert_eq!(store.hints_used("g").unwrap(), [(0, 2), (1, 1)]);
    assert!(
        store.record_hint("nope", 0, 0).is_err(),
        "a hint for a game that is not stored is refused"
    );
    store.delete_game("g").unwrap();
    assert_eq!(store.hints_used("g").unwrap(), []);
    std::fs::remove_dir_all(dir).unwrap();
}

/// Child mode of the crash test: append moves as fast as possible until killed.
#[test]
fn crash_writer_child() {
    let Ok(path) = std::env::var("SLOVO_CRASH_DB") else {
        return;
    };
    let mut store = Store::open(Path::new(&path)).unwrap();
    if store.game("g").is_err() {
        let _ = store.create_game(&game("g"));
    }
    loop {
        let version = store.game("g").unwrap().version;
        let id = format!("m{}", version + 1);
        store
            .append_move("g", version, &mv(&id, version as i64), ACTIVE, Some(&id))
            .unwrap();
    }
}

/// Kill a writer process at random moments, many times: the file is always sound, the log is
/// a gapless prefix, and the game row, the log and the outbox always agree.
#[test]
fn killing_the_writer_never_corrupts_or_loses_committed_moves() {
    let dir = temp_dir("crash");
    let path = dir.join("crash.db");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let mut last = 0;
    for round in 0..40 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "crash_writer_child",
                "--exact",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env("SLOVO_CRASH_DB", &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(rng.random_range(20..120)));
        child.kill().unwrap();
        child.wait().unwrap();
        let store = Store::open(&path).unwrap();
        assert_eq!(store.integrity_check().unwrap(), "ok", "round {round}");
        let Ok(g) = store.game("g") else { continue };
        let moves = store.moves("g").unwrap();
        assert_eq!(moves.len() as u32, g.version, "round {round}");
        for (i, m) in moves.iter().enumerate() {
            assert_eq!(m.seq as usize, i + 1);
            assert_eq!(m.move_id, format!("m{}", i + 1));
        }
        assert_eq!(
            store.outbox().unwrap().len() as u32,
            g.version,
            "round {round}"
        );
        assert!(
            g.version >= last,
            "round {round}: committed moves were lost"
        );
        last = g.version;
    }
    assert!(last > 40, "the writer made progress: {last} moves");
    std::fs::remove_dir_all(dir).unwrap();
}
