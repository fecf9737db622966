//! A two-player game over HTTP against the real server binary: register, create a room, join
//! by code, refereeing (out of turn, tiles not on the rack, stale version, duplicate
//! submission), a restart on the same database, and the game to its end. No response to one
//! player may contain the other's rack.

mod common;

use common::{
    Backend, Client, Server, TestDb, ann_and_bob, assert_racks_private, best_move, english_engine,
    error_code, state, submit, without_clocks,
};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_rules::{Kind, Move, Placement, Square, Tile};
use slovo_server::api::{EventsPage, MoveAccepted, RoomInfo};

#[tokio::test]
async fn two_players_play_a_game_over_http_sqlite() {
    two_players_play_a_game_over_http(Backend::Sqlite).await;
}

#[tokio::test]
async fn two_players_play_a_game_over_http_postgres() {
    two_players_play_a_game_over_http(Backend::Postgres).await;
}

async fn two_players_play_a_game_over_http(backend: Backend) {
    let Some(db) = TestDb::new(backend, "game").await else {
        return;
    };
    let mut server = Server::start(&db.url);
    let engine = english_engine();

    let (mut ann, mut bob) = ann_and_bob(&server).await;

    // Ann creates a room; Bob joins by its code, typed loosely.
    let room: RoomInfo = ann
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": "quick", "language": "english", "seats": 2 })),
        )
        .await;
    assert_eq!(room.code.len(), 8);
    assert!(room.game_id.is_none());
    let typed = format!("{}-{}", &room.code[..4], &room.code[4..]).to_lowercase();
    let joined: RoomInfo = bob
        .ok(Method::POST, &format!("/v1/rooms/{typed}/join"), None)
        .await;
    assert_eq!(joined.your_seat, Some(1));
    assert_eq!(joined.players.len(), 2);
    let game = joined.game_id.expect("the full room started its game");
    // A third device cannot join a full room, nor see or play the game.
    let mut cid = Client::new(&server.base);
    cid.register("Cid").await;
    let (status, body) = cid
        .post(&format!("/v1/rooms/{}/join", room.code), &json!(null))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(error_code(&body), "room_full");
    let (status, body) = cid.get(&format!("/v1/games/{game}")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&body), "not_your_game");
    let (status, _) = submit(&mut cid, &game, "c1", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    let a = state(&mut ann, &game).await;
    let b = state(&mut bob, &game).await;
    assert_eq!((a.seat, b.seat), (0, 1));
    assert_eq!((a.version, b.version), (0, 0));
    assert_eq!(a.rack.len(), 7);
    assert_eq!(a.current, b.current);
    // Both are told who plays first and the tiles drawn for it (§6): the same for each.
    assert_eq!(a.first_player, a.current);
    assert_eq!((b.first_player, &b.opening), (a.first_player, &a.opening));
    assert_eq!(a.opening[0].len(), 2, "both players drew: {:?}", a.opening);
    assert!(
        a.opening
            .last()
            .unwrap()
            .iter()
            .any(|&(p, _)| p == a.first_player)
    );
    // Every response is kept, with the racks each player was shown, for the final scan.
    let mut racks: [Vec<Vec<Kind>>; 2] = [vec![a.rack.clone()], vec![b.rack.clone()]];

    let (first, second) = if a.current == 0 {
        (&mut ann, &mut bob)
    } else {
        (&mut bob, &mut ann)
    };
    let first_state = if a.current == 0 { a.clone() } else { b.clone() };

    // Out of turn: refused with the rule, nothing changes.
    let (status, body) = submit(second, &game, "early", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(error_code(&body), "rule_violation");
    assert_eq!(body["error"]["rule"], "NotYourTurn");

    // Tiles not on the rack: refused, no penalty.
    let missing = (0u8..26)
        .find(|&l| !first_state.rack.contains(&Kind::Letter(l)))
        .unwrap();
    let bogus = Move::Play(vec![
        Placement {
            square: Square { row: 7, col: 7 },
            tile: Tile::natural(missing),
        },
        Placement {
            square: Square { row: 7, col: 8 },
            tile: Tile::natural(missing),
        },
    ]);
    let (status, body) = submit(first, &game, "bogus", 0, &bogus).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["error"]["rule"], "TileNotOnRack");

    // A stale version gets 409 and the current state.
    let (status, body) = submit(first, &game, "stale", 3, &Move::Pass).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(error_code(&body), "stale_version");
    assert_eq!(body["state"]["version"], 0);

    // A real play, submitted twice with one move id: one answer, applied once.
    // (The server picks the seed: a rack with no word at all exchanges instead.)
    let play = match best_move(&engine, &first_state) {
        Move::Play(p) => Move::Play(p),
        _ => Move::Exchange(first_state.rack.clone()),
    };
    // First two concurrent copies (a retry racing the original), then a late retry.
    let url = format!("{}/v1/games/{game}/moves", first.base);
    let body = json!({ "move_id": "m-1", "expected_version": 0, "move": play });
    let send = || {
        first
            .http
            .post(&url)
            .bearer_auth(first.token.as_deref().unwrap())
            .json(&body)
            .send()
    };
    let (x, y) = tokio::join!(send(), send());
    let (x, y) = (x.unwrap(), y.unwrap());
    assert_eq!((x.status(), y.status()), (StatusCode::OK, StatusCode::OK));
    let (x, y) = (x.text().await.unwrap(), y.text().await.unwrap());
    assert_eq!(x, y);
    first.bodies.extend([x.clone(), y]);
    let once: Value = serde_json::from_str(&x).unwrap();
    let (status, twice) = submit(first, &game, "m-1", 0, &play).await;
    assert_eq!(status, StatusCode::OK, "{twice}");
    assert_eq!(once, twice);
    let accepted: MoveAccepted = serde_json::from_value(once).unwrap();
    assert_eq!(accepted.version, 1);
    if matches!(play, Move::Play(_)) {
        assert!(accepted.state.players[first_state.seat as usize].score > 0);
    }
    assert_eq!(state(second, &game).await.version, 1);

    // Restart on the same database: the game continues where it was.
    let before = [state(&mut ann, &game).await, state(&mut bob, &game).await];
    server.stop();
    server = Server::start(&db.url);
    for c in [&mut ann, &mut bob] {
        c.base = server.base.clone();
    }
    let after = [state(&mut ann, &game).await, state(&mut bob, &game).await];
    for (x, y) in before.iter().zip(&after) {
        assert_eq!(without_clocks(x), without_clocks(y));
        // The clocks survive the restart: the player to move kept losing time, nobody gained.
        let (cx, cy) = (x.clocks.clone().unwrap(), y.clocks.clone().unwrap());
        let mover = x.current as usize;
        assert!(cy[mover] <= cx[mover], "{cx:?} then {cy:?}");
        for seat in (0..cx.len()).filter(|&s| s != mover) {
            assert_eq!(cx[seat], cy[seat]);
        }
    }

    // Play on: a few more real plays, then passes to the scoreless ending (§4).
    let mut plays = usize::from(matches!(play, Move::Play(_)));
    let mut n = 0;
    loop {
        let s = [state(&mut ann, &game).await, state(&mut bob, &game).await];
        racks[0].push(s[0].rack.clone());
        racks[1].push(s[1].rack.clone());
        if s[0].outcome.is_some() {
            break;
        }
        n += 1;
        assert!(n < 60, "the game should have ended");
        let current = s[0].current as usize;
        let mv = if plays < 4 {
            best_move(&engine, &s[current])
        } else {
            Move::Pass
        };
        if matches!(mv, Move::Play(_)) {
            plays += 1;
        }
        let client = if current == 0 { &mut ann } else { &mut bob };
        let (status, body) = submit(client, &game, &format!("m{n}"), s[0].version, &mv).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let end = state(&mut ann, &game).await;
    let outcome = end.outcome.clone().unwrap();
    assert_eq!(outcome.final_scores.len(), 2);
    assert!(plays >= 1, "real plays were made");
    assert_eq!(outcome.reason, slovo_rules::EndReason::ScorelessTurns);
    let (status, body) = submit(&mut ann, &game, "late", end.version, &Move::Pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["error"]["rule"], "GameOver");

    // Catch-up: every version since 0, then just the last.
    let all: EventsPage = bob
        .ok(
            Method::GET,
            &format!("/v1/games/{game}/events?since=0"),
            None,
        )
        .await;
    assert_eq!(all.version, end.version);
    assert_eq!(all.events.len() as i64, end.version);
    assert!(all.events.iter().zip(1..).all(|(e, v)| e.version == v));
    assert_eq!(all.events[0].move_id, "m-1", "each event names its move id");
    let last: EventsPage = bob
        .ok(
            Method::GET,
            &format!("/v1/games/{game}/events?since={}", end.version - 1),
            None,
        )
        .await;
    assert_eq!(last.events.len(), 1);
    let room: RoomInfo = ann
        .ok(Method::GET, &format!("/v1/rooms/{}", room.code), None)
        .await;
    assert_eq!(room.status, slovo_server::api::RoomStatus::Finished);

    assert_racks_private(&[&ann, &bob], &racks);
    server.stop();
}
