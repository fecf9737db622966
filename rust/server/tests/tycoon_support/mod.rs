//! What the online Tycoon tests share beyond `common`: a table of registered players by room
//! code, their views and moves, and the config the server stored (for a mirror game).

#![allow(dead_code)]

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_server::api::{RoomInfo, TycoonState};
use slovo_tycoon::{Action, Config};

use crate::common::{Client, Server, TestDb};

/// The move that ends a turn at once: an exchange of no cards.
pub fn pass() -> Action {
    Action::Exchange { discard: vec![] }
}

/// `names`, registered, in a Tycoon room of `mode` opened by the first and joined by code by
/// the others (seats in that order); the game id.
pub async fn at_a_table(server: &Server, mode: &str, names: &[&str]) -> (Vec<Client>, String) {
    let mut clients: Vec<Client> = Vec::new();
    for name in names {
        let mut c = Client::new(&server.base);
        c.register(name).await;
        clients.push(c);
    }
    let mut seated: Vec<&mut Client> = clients.iter_mut().collect();
    let game = seat_at_a_table(&mut seated, mode).await;
    (clients, game)
}

/// The registered `clients` in a new Tycoon room of `mode` opened by the first and joined by
/// code by the others (seats in that order); the game id.
pub async fn seat_at_a_table(clients: &mut [&mut Client], mode: &str) -> String {
    let body =
        json!({ "mode": mode, "language": "en", "seats": clients.len(), "family": "tycoon" });
    let room: RoomInfo = clients[0].ok(Method::POST, "/v1/rooms", Some(&body)).await;
    assert_eq!(room.family, slovo_server::api::GameFamily::Tycoon);
    let mut game = None;
    for c in clients[1..].iter_mut() {
        let joined: RoomInfo = c
            .ok(Method::POST, &format!("/v1/rooms/{}/join", room.code), None)
            .await;
        game = joined.game_id;
    }
    game.expect("the full room started its game")
}

/// The game's config as the server stored it: the test's mirror replays the same deck.
pub async fn stored_config(db: &TestDb, game: &str) -> Config {
    let storage = slovo_server::storage::Storage::open(&db.url).await.unwrap();
    let room = storage.room_by_id(game).await.unwrap().unwrap();
    assert_eq!(room.family, "tycoon");
    serde_json::from_str(room.config.as_deref().unwrap()).unwrap()
}

pub async fn view(c: &mut Client, game: &str) -> TycoonState {
    c.ok(Method::GET, &format!("/v1/tycoon/{game}"), None).await
}

pub async fn submit(
    c: &mut Client,
    game: &str,
    id: &str,
    version: i64,
    mv: &Action,
) -> (StatusCode, Value) {
    let body = json!({ "move_id": id, "expected_version": version, "move": mv });
    c.post(&format!("/v1/tycoon/{game}/moves"), &body).await
}

/// Poll `c`'s view (every 200 ms, up to `secs`) until `done` holds; that view.
pub async fn view_until(
    c: &mut Client,
    game: &str,
    secs: u64,
    what: &str,
    done: impl Fn(&TycoonState) -> bool,
) -> TycoonState {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    loop {
        let s = view(c, game).await;
        if done(&s) {
            return s;
        }
        assert!(std::time::Instant::now() < deadline, "waited for {what}");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
}
