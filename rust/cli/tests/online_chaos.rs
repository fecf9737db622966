//! The chaos run: two devices (two `App`s on their own data directories, as the phones drive
//! them) play daily games against each other through a proxy that loses requests before they
//! reach the server and answers after the server applied them, until 1,000 moves are applied.
//! Now and then a player queues a move offline and the opponent resigns before it arrives.
//! Afterwards every game's move log on the server is compared with what each client believes:
//! every move not dropped with a reason is there exactly once, and nothing else is.
//!
//! `cargo test -p slovo-cli --test online_chaos -- --nocapture` prints the counts.

mod online_support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use online_support::{Fate, Proxy, Server, TempDir};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use slovo_app::{App, AppError, MoveOutcome, OnlineGameView, OnlineMode, SyncSummary};
use slovo_rules::{Board, Elimination, Event, Language, Move, TileSetId};
use slovo_store::{OutboxState, Store};

const TARGET_MOVES: u64 = 1_000;
/// Each request is lost on its way in with this chance, and its answer on the way back with
/// the same chance again.
const LOSS: f64 = 0.15;
/// The chance, at a turn, that the player queues a move offline and the opponent resigns.
const STALE_CHANCE: f64 = 0.03;
const SEED: u64 = 7;
/// A guard against a hang, not a speed check: a loaded machine takes a few times longer.
const TIME_LIMIT: Duration = Duration::from_secs(480);
const NOWHERE: &str = "http://127.0.0.1:9";

struct Player {
    app: App,
    dir: PathBuf,
}

/// What the clients saw.
#[derive(Default, Debug)]
struct Tally {
    applied: u64,
    queued_on_play: u64,
    expected_drops: u64,
    drops: Vec<String>,
    syncs: u64,
    offline_syncs: u64,
    games: u64,
}

/// Retry a call whose request or answer the proxy may lose.
fn until_answered<T>(what: &str, mut call: impl FnMut() -> Result<T, AppError>) -> T {
    let mut last = String::new();
    for _ in 0..200 {
        match call() {
            Ok(t) => return t,
            Err(AppError::Sync(e)) if e.is_transient() => {
                // The server asks to slow down (room lookups are rate limited): do.
                if e.code() == Some("rate_limited") {
                    std::thread::sleep(Duration::from_secs(1));
                }
                last = e.to_string();
            }
            Err(e) => panic!("{what}: {e}"),
        }
    }
    panic!("{what}: no answer in 200 tries, the last error: {last}");
}

fn sync(p: &Player, tally: &mut Tally) -> SyncSummary {
    let report = p
        .app
        .sync_now()
        .expect("sync reports being offline, it does not fail");
    tally.syncs += 1;
    tally.offline_syncs += u64::from(report.offline.is_some());
    tally.applied += u64::from(report.sent);
    tally
        .drops
        .extend(report.dropped.iter().map(|d| d.reason.clone()));
    report
}

fn choose_move(view: &OnlineGameView, app: &App, rng: &mut ChaCha8Rng) -> Move {
    let tiles = TileSetId::English.tiles();
    let rack = tiles.parse_rack(&view.rack).unwrap();
    let r: f64 = rng.random();
    if r < 0.01 {
        return Move::Resign;
    }
    if r < 0.5 {
        let board = Board::from_text(&view.board, tiles).unwrap();
        let engine = app.engine(Language::English).unwrap();
        let plays = engine.generator().plays(&board, &rack, TileSetId::English);
        if let Some(best) = plays.into_iter().max_by_key(|p| p.score) {
            return Move::Play(best.placements);
        }
    }
    if r < 0.8 && view.bag >= 7 && !rack.is_empty() {
        let n = rng.random_range(1..=rack.len().min(3));
        return Move::Exchange(rack[..n].to_vec());
    }
    Move::Pass
}

/// The player to move queues a pass offline; the opponent resigns; back online, the pass is
/// dropped with its reason.
fn stale_by_resignation(
    game: &str,
    mover: &Player,
    other: &Player,
    proxy: &str,
    tally: &mut Tally,
) {
    mover.app.set_server(NOWHERE).unwrap();
    let queued = mover.app.play_online(game, Move::Pass).unwrap();
    assert!(matches!(queued, MoveOutcome::Queued { .. }), "{queued:?}");
    mover.app.set_server(proxy).unwrap();
    // The mover stays away (no sync) until the resignation is in.
    match until_answered("resign", || other.app.resign_online(game)) {
        MoveOutcome::Sent { .. } => tally.applied += 1,
        MoveOutcome::Queued { .. } => {}
        MoveOutcome::Dropped { reason } => panic!("resignation dropped: {reason}"),
    }
    while other.app.online_game(game).unwrap().queued > 0 {
        sync(other, tally);
    }
    tally.expected_drops += 1;
    while mover.app.online_game(game).unwrap().queued > 0 {
        sync(mover, tally);
    }
}

fn start_game(players: &[Player; 2], tally: &mut Tally) -> String {
    let room = until_answered("create", || {
        players[0].app.create_room(OnlineMode::Daily, "en", 2, None)
    });
    let joined = until_answered("join", || players[1].app.join_room(&room.code));
    let game = joined.game_id.expect("a full room starts its game");
    while players[0].app.find_online_game(&game).is_err() {
        sync(&players[0], tally);
    }
    tally.games += 1;
    game
}

fn play_game(
    game: &str,
    players: &[Player; 2],
    proxy: &str,
    rng: &mut ChaCha8Rng,
    tally: &mut Tally,
    started: Instant,
) {
    loop {
        assert!(started.elapsed() < TIME_LIMIT, "out of time: {tally:?}");
        for (me, other) in [(0, 1), (1, 0)] {
            let p = &players[me];
            sync(p, tally);
            let view = p.app.online_game(game).unwrap();
            if view.finished || !view.my_turn {
                continue;
            }
            if rng.random_bool(STALE_CHANCE) {
                stale_by_resignation(game, p, &players[other], proxy, tally);
                continue;
            }
            let mv = choose_move(&view, &p.app, rng);
            let outcome = match p.app.play_online(game, mv) {
                // A play the server's rules bar that the generator offers (a bridge too early).
                Err(AppError::Rule(_)) => p.app.play_online(game, Move::Pass),
                other => other,
            };
            match outcome.unwrap_or_else(|e| panic!("play: {e}")) {
                MoveOutcome::Sent { .. } => tally.applied += 1,
                MoveOutcome::Queued { .. } => tally.queued_on_play += 1,
                MoveOutcome::Dropped { reason } => tally.drops.push(reason),
            }
        }
        let settled = players.iter().all(|p| {
            let v = p.app.online_game(game).unwrap();
            v.finished && v.queued == 0
        });
        if settled {
            return;
        }
    }
}

/// Each sent move of `dir`'s client per game: version → move.
fn sent_moves(dir: &Path) -> BTreeMap<String, BTreeMap<i64, Move>> {
    let store = Store::open(&dir.join("slovo.db")).unwrap();
    assert!(
        store
            .online_moves(OutboxState::Queued, None)
            .unwrap()
            .is_empty()
    );
    let mut by_game: BTreeMap<String, BTreeMap<i64, Move>> = BTreeMap::new();
    for m in store.online_moves(OutboxState::Sent, None).unwrap() {
        let version = m.accepted_version.unwrap();
        let mv = serde_json::from_str(&m.mv).unwrap();
        let previous = by_game.entry(m.game_id).or_default().insert(version, mv);
        assert!(previous.is_none(), "two moves claim version {version}");
    }
    by_game
}

fn same_kind(mv: &Move, event: &Event) -> bool {
    matches!(
        (mv, event),
        (Move::Play(_), Event::Play { .. })
            | (Move::Exchange(_), Event::Exchange { .. })
            | (Move::Pass, Event::Pass)
            | (Move::Resign, Event::Eliminated(Elimination::Resigned))
    )
}

/// Compare the server's move logs with both clients' sent moves; the number of moves checked.
fn check_server_logs(server_url: &str, dirs: &[PathBuf]) -> u64 {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut checked = 0;
    let clients: Vec<_> = dirs
        .iter()
        .map(|dir| {
            let store = Store::open(&dir.join("slovo.db")).unwrap();
            let token = store.account().unwrap().unwrap().token;
            let client = slovo_sync::Client::new(server_url, Some(&token)).unwrap();
            (client, sent_moves(dir))
        })
        .collect();
    let games = runtime.block_on(clients[0].0.games()).unwrap().games;
    for summary in games {
        let mut by_seat_total = 0;
        for (client, sent) in &clients {
            let page = runtime
                .block_on(client.events(&summary.game_id, 0))
                .unwrap();
            let state = runtime.block_on(client.game(&summary.game_id)).unwrap();
            assert!(state.outcome.is_some(), "every game was played to its end");
            let mine: BTreeMap<i64, &Event> = page
                .events
                .iter()
                .filter(|e| e.seat == state.seat)
                .map(|e| (e.version, &e.records.last().unwrap().event))
                .collect();
            let empty = BTreeMap::new();
            let believed = sent.get(&summary.game_id).unwrap_or(&empty);
            assert_eq!(
                mine.keys().collect::<Vec<_>>(),
                believed.keys().collect::<Vec<_>>(),
                "game {}: the server's moves of seat {} are the client's sent moves",
                summary.game_id,
                state.seat
            );
            for (version, mv) in believed {
                assert!(
                    same_kind(mv, mine[version]),
                    "version {version}: {mv:?} vs {:?}",
                    mine[version]
                );
            }
            by_seat_total += mine.len();
            assert_eq!(page.version as usize, page.events.len());
        }
        let page = runtime
            .block_on(clients[0].0.events(&summary.game_id, 0))
            .unwrap();
        assert_eq!(by_seat_total, page.events.len(), "no move from anyone else");
        checked += by_seat_total as u64;
    }
    checked
}

#[test]
fn a_thousand_moves_through_a_lossy_network_are_each_applied_exactly_once() {
    let started = Instant::now();
    let tmp = TempDir::new("chaos");
    // One device joins a room per game: lift the per-minute limit on room lookups by code.
    // A room created whose answer is lost waits unfilled (creation has no idempotency key)
    // and counts against the creator's open rooms until it expires: lift that limit too.
    let server = Server::start_with(
        &tmp.join("server.db"),
        &[
            ("--code-lookups-per-minute", "100000"),
            ("--open-rooms-per-device", "100000"),
        ],
    );
    let rng = Arc::new(Mutex::new(ChaCha8Rng::seed_from_u64(SEED)));
    let decide_rng = rng.clone();
    let proxy = Proxy::start(
        &server.addr,
        Box::new(move |_line: &str| {
            let r: f64 = decide_rng.lock().unwrap().random();
            if r < LOSS {
                Fate::DropRequest
            } else if r < 2.0 * LOSS {
                Fate::DropResponse
            } else {
                Fate::Forward
            }
        }),
    );
    let lexicons = slovo_lexicon::default_dir();
    let players = ["ana", "bob"].map(|name| {
        let dir = tmp.join(name);
        let app = App::open(&dir, &lexicons).unwrap();
        // Registration goes straight to the server; everything after it through the proxy.
        app.set_server(&server.url()).unwrap();
        app.register(name).unwrap();
        app.set_server(&proxy.url()).unwrap();
        Player { app, dir }
    });
    let mut moves_rng = ChaCha8Rng::seed_from_u64(SEED + 1);
    let mut tally = Tally::default();
    while tally.applied < TARGET_MOVES {
        let game = start_game(&players, &mut tally);
        play_game(
            &game,
            &players,
            &proxy.url(),
            &mut moves_rng,
            &mut tally,
            started,
        );
    }

    let checked = check_server_logs(
        &server.url(),
        &[players[0].dir.clone(), players[1].dir.clone()],
    );
    // The outcomes the clients read count at most what was applied: a move whose answer was
    // lost stays queued, and when the same player resigns before the next sync it goes out
    // again ahead of the resignation (answered by its move id), showing only in the view.
    assert!(
        (tally.applied..=tally.applied + 8).contains(&checked),
        "the clients counted {} applied moves, the server holds {checked}",
        tally.applied
    );
    let dropped_in_stores: usize = players
        .iter()
        .map(|p| {
            let store = Store::open(&p.dir.join("slovo.db")).unwrap();
            store
                .online_moves(OutboxState::Dropped, None)
                .unwrap()
                .len()
        })
        .sum();
    assert_eq!(
        dropped_in_stores as u64, tally.expected_drops,
        "every dropped move was reported with its reason"
    );
    assert_eq!(
        tally.drops.len() as u64,
        tally.expected_drops,
        "{:?}",
        tally.drops
    );
    assert!(
        tally.drops.iter().all(|r| r.contains("the game ended")),
        "{:?}",
        tally.drops
    );
    let attempts: u64 = players
        .iter()
        .map(|p| {
            let store = Store::open(&p.dir.join("slovo.db")).unwrap();
            [OutboxState::Sent, OutboxState::Dropped]
                .iter()
                .flat_map(|&s| store.online_moves(s, None).unwrap())
                .map(|m| u64::from(m.attempts))
                .sum::<u64>()
        })
        .sum();
    let stats = &proxy.stats;
    let count = |c: &AtomicU64| c.load(Ordering::SeqCst);
    println!(
        "chaos: {} moves applied in {} games, each found exactly once in the server's logs; \
         {} dropped with a reason (offline move overtaken by a resignation); \
         {} moves left queued by play and sent by a later sync; \
         {} send attempts for {} moves; proxy: {} requests, {} lost on the way in \
         ({} of them moves), {} answers lost ({} of them to applied moves, re-sent and \
         answered by move id without a duplicate); {} syncs, {} of them partly offline; {:.1} s",
        checked,
        tally.games,
        tally.drops.len(),
        tally.queued_on_play,
        attempts,
        checked + tally.drops.len() as u64,
        count(&stats.requests),
        count(&stats.requests_dropped),
        count(&stats.move_requests_dropped),
        count(&stats.responses_dropped),
        count(&stats.move_answers_lost),
        tally.syncs,
        tally.offline_syncs,
        started.elapsed().as_secs_f64()
    );
}
