//! Daily games: each move is due within the allowance after the previous one. A deadline that
//! passes while nobody is connected, and one that passes while the server is down, both time
//! the player out (§7); the deadline is in every view and in the game list.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, ann_and_bob, start_game, state, submit};
use reqwest::{Method, StatusCode};
use slovo_rules::Move;
use slovo_server::api::{GameList, GameState};

/// Poll `client`'s view until `done` holds (at most `secs`).
async fn until(
    client: &mut Client,
    game: &str,
    secs: u64,
    done: impl Fn(&GameState) -> bool,
) -> GameState {
    for _ in 0..secs * 10 {
        let s = state(client, game).await;
        if done(&s) {
            return s;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the game did not get there in {secs} s: {:?}",
        state(client, game).await
    );
}

#[tokio::test]
async fn a_daily_deadline_passes_while_nobody_is_connected_sqlite() {
    a_daily_deadline_passes_while_nobody_is_connected(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_daily_deadline_passes_while_nobody_is_connected_postgres() {
    a_daily_deadline_passes_while_nobody_is_connected(Backend::Postgres).await;
}

async fn a_daily_deadline_passes_while_nobody_is_connected(backend: Backend) {
    let Some(db) = TestDb::new(backend, "daily").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--daily-move-seconds", "2"]);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let s = state(&mut ann, &game).await;
    let first = s.current as usize;
    let start_deadline = s.deadline.expect("a daily game has a deadline");
    let list: GameList = ann.ok(Method::GET, "/v1/games", None).await;
    assert_eq!(list.games[0].deadline, Some(start_deadline));
    assert_eq!(list.games[0].my_turn, first == 0);

    // The first player moves in time: the deadline moves on to the other player's turn.
    let (mover, waiter) = if first == 0 {
        (&mut ann, &mut bob)
    } else {
        (&mut bob, &mut ann)
    };
    let (status, body) = submit(mover, &game, "m1", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let s = state(waiter, &game).await;
    let deadline = s.deadline.unwrap();
    assert!(deadline > start_deadline);

    // Nobody is connected while the second player's two seconds pass.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let s = until(mover, &game, 3, |s| s.outcome.is_some()).await;
    let late = 1 - first;
    assert_eq!(s.version, 2, "the time-out is one logged move");
    assert!(s.players[late].eliminated);
    assert_eq!(s.outcome.unwrap().ranks[first], 1);
    assert!(s.deadline.is_none(), "a finished game has no deadline");
    server.stop();
}

#[tokio::test]
async fn a_daily_deadline_passes_across_a_restart_sqlite() {
    a_daily_deadline_passes_across_a_restart(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_daily_deadline_passes_across_a_restart_postgres() {
    a_daily_deadline_passes_across_a_restart(Backend::Postgres).await;
}

async fn a_daily_deadline_passes_across_a_restart(backend: Backend) {
    let Some(db) = TestDb::new(backend, "daily-restart").await else {
        return;
    };
    let args = ["--daily-move-seconds", "2"];
    let server = Server::start_with(&db.url, &args);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let first = state(&mut ann, &game).await.current as usize;
    // The server goes down at once; the deadline passes while it is down.
    server.stop();
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let server = Server::start_with(&db.url, &args);
    ann.base = server.base.clone();
    let s = until(&mut ann, &game, 3, |s| s.outcome.is_some()).await;
    assert_eq!(s.version, 1);
    assert!(s.players[first].eliminated);
    assert_eq!(s.outcome.unwrap().ranks[1 - first], 1);
    server.stop();
}
