//! Quick-game clocks are computed from timestamps and enforced by the server's sweeper: a
//! player whose time runs out while nobody is connected is timed out, and in a two-player
//! game the other player wins. Two server instances share the database and both sweep; the
//! version compare-and-set lets only one of them apply the time-out, and the sweepers' claims
//! (`FOR UPDATE SKIP LOCKED` on PostgreSQL) keep them off each other's games.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, ann_and_bob, error_code, start_game, submit};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_rules::Move;
use slovo_server::api::{EventsPage, GameState, RoomInfo, SeekInfo, SeekStatus};

#[tokio::test]
async fn a_quick_clock_falls_while_nobody_is_connected_sqlite() {
    a_quick_clock_falls_while_nobody_is_connected(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_quick_clock_falls_while_nobody_is_connected_postgres() {
    a_quick_clock_falls_while_nobody_is_connected(Backend::Postgres).await;
}

async fn a_quick_clock_falls_while_nobody_is_connected(backend: Backend) {
    let Some(db) = TestDb::new(backend, "clock").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--quick-clock-seconds", "2"]);
    // A second instance on the same database sweeps too: only one of them may flag.
    let second = Server::start_with(&db.url, &["--quick-clock-seconds", "2"]);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "quick").await;
    let path = format!("/v1/games/{game}");

    let s: GameState = ann.ok(Method::GET, &path, None).await;
    let clocks = s.clocks.clone().expect("quick games have clocks");
    let mover = s.current as usize;
    let other = 1 - mover;
    assert_eq!(clocks.len(), 2);
    assert!(clocks[mover] <= 2000 && clocks[mover] > 1000, "{clocks:?}");
    assert_eq!(clocks[other], 2000, "only the player to move is charged");
    assert!(s.outcome.is_none());

    // Nobody is connected while the mover's two seconds run out.
    tokio::time::sleep(Duration::from_millis(3000)).await;

    for client in [&mut ann, &mut bob] {
        let s: GameState = client.ok(Method::GET, &path, None).await;
        assert_eq!(s.version, 1, "the time-out is one logged move");
        assert!(s.players[mover].eliminated);
        assert!(!s.players[other].eliminated);
        let outcome = s.outcome.expect("one player left: the game is over");
        assert_eq!(outcome.ranks[other], 1, "the remaining player wins");
        let clocks = s.clocks.expect("clocks");
        assert_eq!(clocks[mover], 0);
        assert_eq!(clocks[other], 2000);
    }
    let events: EventsPage = bob
        .ok(Method::GET, &format!("{path}/events?since=0"), None)
        .await;
    assert_eq!(events.events.len(), 1);
    assert_eq!(events.events[0].seat as usize, mover);

    // The game is over: nothing more is accepted, and clients cannot time anyone out.
    let movers = [&mut ann, &mut bob];
    let [a, b] = movers;
    let late = if mover == 0 { a } else { b };
    let (status, body) = submit(late, &game, "late", 1, &Move::Pass).await;
    assert!(status.is_client_error(), "{status} {body}");
    let (status, body) = submit(&mut bob, &game, "flag", 1, &Move::TimeOut).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_code(&body), "forbidden_move");
    second.stop();
    server.stop();
}

#[tokio::test]
async fn quick_rooms_and_seeks_choose_their_clock_sqlite() {
    quick_rooms_and_seeks_choose_their_clock(Backend::Sqlite).await;
}

#[tokio::test]
async fn quick_rooms_and_seeks_choose_their_clock_postgres() {
    quick_rooms_and_seeks_choose_their_clock(Backend::Postgres).await;
}

/// A quick room takes 3, 5, 10 or 25 minutes a player (10 by default); daily rooms take none;
/// seeks pair only with seeks of the same clock.
async fn quick_rooms_and_seeks_choose_their_clock(backend: Backend) {
    let Some(db) = TestDb::new(backend, "minutes").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    for (body, code) in [
        (
            json!({ "mode": "quick", "language": "en", "seats": 2, "minutes": 7 }),
            "invalid_minutes",
        ),
        (
            json!({ "mode": "daily", "language": "en", "seats": 2, "minutes": 5 }),
            "invalid_minutes",
        ),
    ] {
        let (status, value) = ann.post("/v1/rooms", &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{value}");
        assert_eq!(error_code(&value), code);
    }
    let default: RoomInfo = ann
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": "quick", "language": "en", "seats": 2 })),
        )
        .await;
    assert_eq!(default.minutes, Some(10));
    let room: RoomInfo = ann
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": "quick", "language": "en", "seats": 2, "minutes": 3 })),
        )
        .await;
    assert_eq!(room.minutes, Some(3));
    let joined: RoomInfo = bob
        .ok(Method::POST, &format!("/v1/rooms/{}/join", room.code), None)
        .await;
    let s: GameState = ann
        .ok(
            Method::GET,
            &format!("/v1/games/{}", joined.game_id.unwrap()),
            None,
        )
        .await;
    let clocks = s.clocks.unwrap();
    assert_eq!(clocks[1 - s.current as usize], 180_000);
    assert!(clocks[s.current as usize] > 170_000);

    // Seeks for 5 and 25 minutes do not pair; a second 5-minute seek does.
    let seek = |minutes: u32| json!({ "mode": "quick", "language": "en", "players": 2, "minutes": minutes });
    let first: SeekInfo = ann.ok(Method::POST, "/v1/seeks", Some(&seek(5))).await;
    assert_eq!(first.status, SeekStatus::Pending);
    let other: SeekInfo = bob.ok(Method::POST, "/v1/seeks", Some(&seek(25))).await;
    assert_eq!(other.status, SeekStatus::Pending);
    let mut cid = Client::new(&server.base);
    cid.register("Cid").await;
    let matched: SeekInfo = cid.ok(Method::POST, "/v1/seeks", Some(&seek(5))).await;
    assert_eq!(matched.status, SeekStatus::Matched);
    let room = matched.room.unwrap();
    assert_eq!(room.minutes, Some(5));
    assert_eq!(room.players[0].display_name, "Ann");
    server.stop();
}

#[tokio::test]
async fn sweepers_claim_due_games_apart_sqlite() {
    sweepers_claim_due_games_apart(Backend::Sqlite).await;
}

#[tokio::test]
async fn sweepers_claim_due_games_apart_postgres() {
    sweepers_claim_due_games_apart(Backend::Postgres).await;
}

/// Three quick games whose clocks ran out while no server ran: a sweeper's claim keeps the
/// others off a game until it is released or lapses, and on PostgreSQL a game whose row
/// another instance has locked is skipped, not waited for.
async fn sweepers_claim_due_games_apart(backend: Backend) {
    let Some(db) = TestDb::new(backend, "claims").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--quick-clock-seconds", "2"]);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let mut games = Vec::new();
    for _ in 0..3 {
        games.push(start_game(&mut ann, &mut bob, "quick").await);
    }
    server.stop();
    tokio::time::sleep(Duration::from_millis(2500)).await;

    let storage = slovo_server::storage::Storage::open(&db.url).await.unwrap();
    let now = slovo_server::now_ms();
    let until = now + 30_000;
    let sorted = |mut ids: Vec<String>| {
        ids.sort();
        ids
    };
    assert!(storage.any_game_due(now).await.unwrap());
    // Another instance is busy with the first game's row (PostgreSQL).
    let locker = match backend {
        Backend::Postgres => {
            let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
            let mut tx = pool.begin().await.unwrap();
            sqlx::query("SELECT id FROM rooms WHERE id = $1 FOR UPDATE")
                .bind(&games[0])
                .execute(&mut *tx)
                .await
                .unwrap();
            Some(tx)
        }
        Backend::Sqlite => None,
    };
    let claim = || async {
        let claimed = storage.claim_due_games(now, until, 64);
        let claimed = tokio::time::timeout(Duration::from_secs(5), claimed).await;
        sorted(
            claimed
                .expect("a claim never waits on a locked row")
                .unwrap(),
        )
    };
    let first = claim().await;
    match locker {
        Some(tx) => {
            assert_eq!(
                first,
                sorted(games[1..].to_vec()),
                "the locked game skipped"
            );
            assert!(
                claim().await.is_empty(),
                "claimed games are not claimed twice"
            );
            tx.rollback().await.unwrap();
            assert_eq!(claim().await, [games[0].clone()]);
        }
        None => assert_eq!(first, sorted(games.clone())),
    }
    assert!(claim().await.is_empty(), "every due game is held");
    assert!(
        !storage.any_game_due(now).await.unwrap(),
        "none left to claim"
    );
    // Released, a game can be claimed at once; otherwise its claim lapses by itself.
    storage.release_sweep(&games[1]).await.unwrap();
    assert_eq!(claim().await, [games[1].clone()]);
    let later = storage
        .claim_due_games(until + 1, until + 30_000, 64)
        .await
        .unwrap();
    assert_eq!(sorted(later), sorted(games.clone()));
}

#[tokio::test]
async fn a_player_cannot_take_the_sweepers_move_id_sqlite() {
    a_player_cannot_take_the_sweepers_move_id(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_player_cannot_take_the_sweepers_move_id_postgres() {
    a_player_cannot_take_the_sweepers_move_id(Backend::Postgres).await;
}

/// The sweeper's time-out at version V is called `timeout-V`. A player who gave one of their
/// own moves that id beforehand is timed out all the same: the server's moves have ids of
/// their own, apart from the clients' idempotency keys, which still work.
async fn a_player_cannot_take_the_sweepers_move_id(backend: Backend) {
    let Some(db) = TestDb::new(backend, "reserved_id").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--quick-clock-seconds", "3"]);
    let (ann, bob) = ann_and_bob(&server).await;
    let mut players = [ann, bob];
    let game = start_game_of(&mut players, "quick").await;
    let mover = common::state(&mut players[0], &game).await.current as usize;
    let other = 1 - mover;

    // The mover's own move takes the id of their time-out at version 2.
    let (status, first) = submit(&mut players[mover], &game, "timeout-2", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let (status, body) = submit(&mut players[other], &game, "pass", 1, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // The mover's clock runs out at version 2.
    tokio::time::sleep(Duration::from_millis(3500)).await;
    let s = common::state(&mut players[other], &game).await;
    assert_eq!(s.version, 3, "the time-out was applied");
    assert!(s.players[mover].eliminated);
    assert_eq!(s.outcome.expect("game over").ranks[other], 1);
    let events: EventsPage = players[other]
        .ok(
            Method::GET,
            &format!("/v1/games/{game}/events?since=2"),
            None,
        )
        .await;
    assert_eq!(events.events.len(), 1);
    assert_eq!(events.events[0].seat as usize, mover);

    // A retry of the mover's own move still gets its original answer.
    let (status, again) = submit(&mut players[mover], &game, "timeout-2", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again, first);
    server.stop();
}

/// [`start_game`] between two players: the first creates, the second joins.
async fn start_game_of(players: &mut [Client; 2], mode: &str) -> String {
    let [creator, joiner] = players;
    start_game(creator, joiner, mode).await
}

#[tokio::test]
async fn a_move_after_the_flag_fell_is_refused_sqlite() {
    a_move_after_the_flag_fell_is_refused(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_move_after_the_flag_fell_is_refused_postgres() {
    a_move_after_the_flag_fell_is_refused(Backend::Postgres).await;
}

/// A move that comes after its player's clock ran out is refused and the time-out applied
/// then, without waiting for a sweeper (here none may touch the game).
async fn a_move_after_the_flag_fell_is_refused(backend: Backend) {
    let Some(db) = TestDb::new(backend, "late_move").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--quick-clock-seconds", "2"]);
    let (ann, bob) = ann_and_bob(&server).await;
    let mut players = [ann, bob];
    let game = start_game_of(&mut players, "quick").await;
    common::hold_sweeps(&db.url, &game).await;
    let mover = common::state(&mut players[0], &game).await.current as usize;

    tokio::time::sleep(Duration::from_millis(2500)).await;
    let (status, body) = submit(&mut players[mover], &game, "late", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(error_code(&body), "time_out");
    let s: GameState = serde_json::from_value(body["state"].clone()).unwrap();
    assert_eq!(s.version, 1);
    assert!(s.players[mover].eliminated);
    assert!(s.outcome.is_some());
    let seen = common::state(&mut players[1 - mover], &game).await;
    assert_eq!(seen.version, 1, "the time-out is the only move");
    assert!(seen.players[mover].eliminated);
    server.stop();
}
