//! Players apart from devices, over HTTP against the real server on SQLite and PostgreSQL: a
//! transfer code links a second device (both work) or moves the account (the device that
//! made the code is refused), is used once, expires, and is rate-limited; the games, ratings
//! and statistics stay the player's.

mod account_support;
mod common;

use account_support::{exec, pass_to_end};
use common::{Backend, Client, Server, TestDb, ann_and_bob, error_code, start_game};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_server::api::{DeviceInfo, DeviceRegistered, GameList, TransferCode};

async fn make_code(client: &mut Client) -> TransferCode {
    client
        .ok(Method::POST, "/v1/players/me/transfer", Some(&json!({})))
        .await
}

/// A new device redeems `code` for `mode`: the status and the body.
async fn redeem(server: &Server, code: &str, mode: &str) -> (StatusCode, Value, Client) {
    let mut device = Client::new(&server.base);
    let (status, body) = device
        .post(
            "/v1/devices/transfer",
            &json!({ "code": code, "mode": mode }),
        )
        .await;
    if status == StatusCode::CREATED {
        let registered: DeviceRegistered = serde_json::from_value(body.clone()).unwrap();
        device.token = Some(registered.token);
    }
    (status, body, device)
}

/// What must survive a transfer: the games, ratings and statistics, as the server answers.
async fn account_of(client: &mut Client) -> (Value, Value, Value) {
    let (_, games) = client.get("/v1/games").await;
    let (_, ratings) = client.get("/v1/players/me/ratings").await;
    let (_, stats) = client.get("/v1/players/me/stats").await;
    (games, ratings, stats)
}

#[tokio::test]
async fn a_transfer_code_links_or_moves_the_account_sqlite() {
    a_transfer_code_links_or_moves_the_account(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_transfer_code_links_or_moves_the_account_postgres() {
    a_transfer_code_links_or_moves_the_account(Backend::Postgres).await;
}

async fn a_transfer_code_links_or_moves_the_account(backend: Backend) {
    let Some(db) = TestDb::new(backend, "transfer").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "quick").await;
    pass_to_end(&mut [&mut ann, &mut bob], &game).await;
    let before = account_of(&mut ann).await;
    assert_eq!(before.0["games"].as_array().unwrap().len(), 1);
    assert_eq!(
        before.1["ratings"].as_array().unwrap().len(),
        1,
        "{}",
        before.1
    );
    let me: DeviceInfo = ann.ok(Method::GET, "/v1/devices/me", None).await;
    assert_eq!(
        me.player_id, me.device_id,
        "a new player's first device has its id"
    );

    // Link: a second device of the same player; both work and see the same account.
    let code = make_code(&mut ann).await;
    assert_eq!(code.code.len(), 9, "{}", code.code);
    assert!(
        !code.code.contains(['0', 'O', '1', 'I', 'L']),
        "{}",
        code.code
    );
    let typed = code.code.to_lowercase().replace('-', " ");
    let (status, body, mut tablet) = redeem(&server, &typed, "link").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["player_id"], me.player_id.as_str());
    assert_eq!(body["display_name"], "Ann");
    let linked: DeviceInfo = tablet.ok(Method::GET, "/v1/devices/me", None).await;
    assert_eq!(linked.player_id, me.player_id);
    assert_ne!(linked.device_id, me.device_id);
    assert_eq!(account_of(&mut tablet).await, before);
    assert_eq!(
        account_of(&mut ann).await,
        before,
        "the first device still works"
    );

    // Used once: a second redemption is refused, and made no device.
    let (status, body, _) = redeem(&server, &code.code, "link").await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(error_code(&body), "transfer_code_used");
    let (status, body, _) = redeem(&server, "ABCD-EFGH", "move").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(error_code(&body), "transfer_code_unknown");

    // Move, from the tablet: a new phone takes over and the tablet's token is refused; the
    // first device, not the one that made the code, keeps working.
    let code = make_code(&mut tablet).await;
    let (status, body, mut phone) = redeem(&server, &code.code, "move").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = tablet.get("/v1/devices/me").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(account_of(&mut phone).await, before);
    let list: GameList = phone.ok(Method::GET, "/v1/games", None).await;
    assert_eq!(list.games[0].game_id, game);
    let (status, _) = ann.get("/v1/devices/me").await;
    assert_eq!(status, StatusCode::OK);

    // Expired: refused for that reason (the row is made old by hand: ten minutes is long).
    let code = make_code(&mut phone).await;
    let sql = "UPDATE transfer_codes SET expires_at = 1 WHERE used_at IS NULL";
    assert_eq!(exec(&db.url, sql, &[]).await, 1);
    let (status, body, _) = redeem(&server, &code.code, "link").await;
    assert_eq!(status, StatusCode::GONE, "{body}");
    assert_eq!(error_code(&body), "transfer_code_expired");

    // Codes made: three so far this hour; two more are allowed, then no more.
    make_code(&mut phone).await;
    make_code(&mut phone).await;
    let (status, body) = phone.post("/v1/players/me/transfer", &json!({})).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(error_code(&body), "rate_limited");

    // Bob was never touched.
    let bob_me: DeviceInfo = bob.ok(Method::GET, "/v1/devices/me", None).await;
    assert_ne!(bob_me.player_id, me.player_id);
    server.stop();
}

#[tokio::test]
async fn redeeming_is_rate_limited_per_address() {
    let Some(db) = TestDb::new(Backend::Sqlite, "transfer-limit").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--registrations-per-minute", "3"]);
    let mut ann = Client::new(&server.base);
    ann.register("Ann").await;
    let mut refused = None;
    for n in 0..4 {
        let (status, body, _) = redeem(&server, "ZZZZ-ZZZZ", "link").await;
        if status == StatusCode::TOO_MANY_REQUESTS {
            refused = Some(n);
            assert_eq!(error_code(&body), "rate_limited");
            break;
        }
        assert_eq!(error_code(&body), "transfer_code_unknown");
    }
    assert_eq!(
        refused,
        Some(2),
        "three tries a minute, one spent on registering"
    );
    server.stop();
}
