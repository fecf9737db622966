//! Games of three and four over HTTP against the real server: a four-player daily game played
//! to its end in which one player resigns and the others play on, and a three-player quick game
//! in which one player's flag falls and the other two finish. No player ever sees another's
//! rack.

mod common;

use std::time::Duration;

use common::{
    Backend, Client, Server, TestDb, assert_racks_private, best_move, english_engine, error_code,
    state, submit,
};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_rules::{Kind, Move};
use slovo_server::api::{GameList, GameState, RoomInfo};

/// `n` registered devices; the first creates a room of `n` in `mode`, the others join by code.
async fn full_room(server: &Server, n: usize, mode: &str) -> (Vec<Client>, String) {
    let mut clients: Vec<Client> = (0..n).map(|_| Client::new(&server.base)).collect();
    for (i, c) in clients.iter_mut().enumerate() {
        c.register(&format!("Player {i}")).await;
    }
    let room: RoomInfo = clients[0]
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": mode, "language": "en", "seats": n })),
        )
        .await;
    let mut game = None;
    for (i, c) in clients.iter_mut().enumerate().skip(1) {
        let joined: RoomInfo = c
            .ok(Method::POST, &format!("/v1/rooms/{}/join", room.code), None)
            .await;
        assert_eq!(joined.your_seat, Some(i as u8));
        assert_eq!(joined.game_id.is_some(), i + 1 == n, "starts when full");
        game = joined.game_id;
    }
    (clients, game.unwrap())
}

/// Every player's view; the racks each saw are added to `racks`.
async fn views(clients: &mut [Client], game: &str, racks: &mut [Vec<Vec<Kind>>]) -> Vec<GameState> {
    let mut out = Vec::new();
    for (i, c) in clients.iter_mut().enumerate() {
        let s = state(c, game).await;
        assert_eq!(s.seat as usize, i);
        racks[i].push(s.rack.clone());
        out.push(s);
    }
    out
}

#[tokio::test]
async fn four_players_play_to_the_end_one_resigning_sqlite() {
    four_players_play_to_the_end_one_resigning(Backend::Sqlite).await;
}

#[tokio::test]
async fn four_players_play_to_the_end_one_resigning_postgres() {
    four_players_play_to_the_end_one_resigning(Backend::Postgres).await;
}

async fn four_players_play_to_the_end_one_resigning(backend: Backend) {
    let Some(db) = TestDb::new(backend, "four").await else {
        return;
    };
    let server = Server::start(&db.url);
    let engine = english_engine();
    let (mut clients, game) = full_room(&server, 4, "daily").await;
    let mut racks = vec![Vec::new(); 4];
    let mut resigned = None;
    let mut n = 0;
    let end = loop {
        let s = views(&mut clients, &game, &mut racks).await;
        assert!(s.iter().all(|v| v.version == s[0].version), "one game");
        if s[0].outcome.is_some() {
            break s;
        }
        n += 1;
        assert!(n < 200, "the game should have ended");
        let current = s[0].current as usize;
        // After a few turns the player after the mover resigns, out of turn: allowed (§7).
        if n == 6 {
            let quitter = (current + 1) % 4;
            let (status, body) = submit(
                &mut clients[quitter],
                &game,
                "resign",
                s[0].version,
                &Move::Resign,
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            resigned = Some(quitter);
            continue;
        }
        let mv = best_move(&engine, &s[current]);
        let (status, body) = submit(
            &mut clients[current],
            &game,
            &format!("m{n}"),
            s[0].version,
            &mv,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    };
    let quitter = resigned.expect("someone resigned");
    let outcome = end[0].outcome.clone().unwrap();
    assert!(end[0].players[quitter].eliminated);
    assert_eq!(outcome.final_scores.len(), 4);
    assert_eq!(
        outcome.ranks[quitter], 4,
        "a player who left ranks last: {outcome:?}"
    );
    let scores: Vec<i32> = end[0].players.iter().map(|p| p.score).collect();
    assert!(scores.iter().filter(|&&s| s > 0).count() >= 2, "{scores:?}");
    // The one who left cannot come back.
    let (status, body) = submit(
        &mut clients[quitter],
        &game,
        "again",
        end[0].version,
        &Move::Pass,
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    // Everyone's list shows the finished game.
    for c in clients.iter_mut() {
        let list: GameList = c.ok(Method::GET, "/v1/games", None).await;
        assert_eq!(list.games.len(), 1);
        assert!(list.games[0].finished && !list.games[0].my_turn);
    }
    let refs: Vec<&Client> = clients.iter().collect();
    assert_racks_private(&refs, &racks);
    server.stop();
}

#[tokio::test]
async fn a_flag_falls_and_the_other_two_finish_sqlite() {
    a_flag_falls_and_the_other_two_finish(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_flag_falls_and_the_other_two_finish_postgres() {
    a_flag_falls_and_the_other_two_finish(Backend::Postgres).await;
}

async fn a_flag_falls_and_the_other_two_finish(backend: Backend) {
    let Some(db) = TestDb::new(backend, "flag3").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--quick-clock-seconds", "3"]);
    let engine = english_engine();
    let (mut clients, game) = full_room(&server, 3, "quick").await;
    let mut racks = vec![Vec::new(); 3];
    let s = views(&mut clients, &game, &mut racks).await;
    let slow = s[0].current as usize;
    // The first player to move never does: their three seconds run out.
    tokio::time::sleep(Duration::from_millis(3600)).await;
    let s = views(&mut clients, &game, &mut racks).await;
    assert_eq!(s[0].version, 1, "the flag fell once");
    assert!(s[0].players[slow].eliminated);
    assert!(s[0].outcome.is_none(), "two players are still in");
    assert_eq!(s[0].clocks.as_ref().unwrap()[slow], 0);
    let (status, body) = submit(&mut clients[slow], &game, "late", 1, &Move::Pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(error_code(&body), "rule_violation");

    // The other two play quickly to the end (plays, then the scoreless ending).
    let mut n = 0;
    let end = loop {
        let s = views(&mut clients, &game, &mut racks).await;
        if s[0].outcome.is_some() {
            break s;
        }
        n += 1;
        assert!(n < 40, "the game should have ended");
        let current = s[0].current as usize;
        assert_ne!(current, slow, "an eliminated player is skipped");
        let mv = if n <= 4 {
            best_move(&engine, &s[current])
        } else {
            Move::Pass
        };
        let (status, body) = submit(
            &mut clients[current],
            &game,
            &format!("m{n}"),
            s[0].version,
            &mv,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    };
    let outcome = end[0].outcome.clone().unwrap();
    assert_eq!(outcome.reason, slovo_rules::EndReason::ScorelessTurns);
    assert_eq!(outcome.ranks[slow], 3, "{outcome:?}");
    let refs: Vec<&Client> = clients.iter().collect();
    assert_racks_private(&refs, &racks);
    server.stop();
}
