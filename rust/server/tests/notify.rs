//! Push notifications against local fake FCM and APNs endpoints: "your turn" to the player to
//! move, none to a player watching the game live, the daily reminder, elimination and game
//! over; a provider's temporary failure retried; a token the provider no longer knows removed.
//! No payload holds a rack.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode as AxStatus};
use axum::routing::post;
use common::{Backend, Client, Server, TempDir, TestDb, start_game};
use reqwest::Method;
use serde_json::{Value, json};
use slovo_rules::Move;
use slovo_server::api::{DeviceInfo, GameState};

/// One request a fake provider received.
#[derive(Debug, Clone)]
struct Received {
    platform: &'static str,
    /// The FCM registration token or the APNs device token.
    token: String,
    authorization: String,
    body: Value,
    /// What the fake answered.
    status: u16,
}

impl Received {
    /// The notification kind, wherever the platform puts it.
    fn kind(&self) -> &str {
        match self.platform {
            "fcm" => self.body["message"]["data"]["kind"].as_str().unwrap(),
            _ => self.body["slovo"]["kind"].as_str().unwrap(),
        }
    }
}

#[derive(Clone, Default)]
struct Fake {
    received: Arc<Mutex<Vec<Received>>>,
}

impl Fake {
    /// Tokens starting with `gone` (FCM) or `0ee0` (APNs) are unknown to the provider; the
    /// very first request fails with 503.
    fn answer(
        &self,
        platform: &'static str,
        token: String,
        headers: &HeaderMap,
        body: Value,
    ) -> u16 {
        let mut received = self.received.lock().unwrap();
        let status = if token.starts_with("gone") || token.starts_with("0ee0") {
            if platform == "fcm" { 404 } else { 410 }
        } else if received.is_empty() {
            503
        } else {
            200
        };
        received.push(Received {
            platform,
            token,
            authorization: headers
                .get("authorization")
                .map(|v| v.to_str().unwrap().to_string())
                .unwrap_or_default(),
            body,
            status,
        });
        status
    }

    fn sent(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Start both fake providers on one free port; its base URL.
    async fn start(&self) -> String {
        async fn fcm(
            State(fake): State<Fake>,
            Path(_project): Path<String>,
            headers: HeaderMap,
            axum::Json(body): axum::Json<Value>,
        ) -> (AxStatus, axum::Json<Value>) {
            let token = body["message"]["token"].as_str().unwrap().to_string();
            let status = fake.answer("fcm", token, &headers, body);
            let reply = match status {
                404 => json!({ "error": { "code": 404, "status": "NOT_FOUND",
                    "details": [{ "errorCode": "UNREGISTERED" }] } }),
                200 => json!({ "name": "projects/test/messages/1" }),
                _ => json!({ "error": { "code": status, "status": "UNAVAILABLE" } }),
            };
            (AxStatus::from_u16(status).unwrap(), axum::Json(reply))
        }
        async fn apns(
            State(fake): State<Fake>,
            Path(token): Path<String>,
            headers: HeaderMap,
            axum::Json(body): axum::Json<Value>,
        ) -> (AxStatus, axum::Json<Value>) {
            let status = fake.answer("apns", token, &headers, body);
            let reply = match status {
                410 => json!({ "reason": "Unregistered" }),
                _ => json!({}),
            };
            (AxStatus::from_u16(status).unwrap(), axum::Json(reply))
        }
        let app = axum::Router::new()
            .route("/v1/projects/{project}/messages:send", post(fcm))
            .route("/3/device/{token}", post(apns))
            .with_state(self.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        format!("http://{addr}")
    }
}

/// A server sending to the fakes, with daily moves of `daily_seconds`.
async fn server_with_push(db: &TestDb, creds: &TempDir, fake: &str, daily_seconds: u32) -> Server {
    let fcm_token = creds.0.join("fcm-access-token");
    let apns_jwt = creds.0.join("apns.jwt");
    std::fs::write(&fcm_token, "fcm-access-1\n").unwrap();
    std::fs::write(&apns_jwt, "apns-jwt-1\n").unwrap();
    let daily = daily_seconds.to_string();
    Server::start_with(
        &db.url,
        &[
            "--daily-move-seconds",
            &daily,
            "--fcm-project",
            "test",
            "--fcm-token-file",
            fcm_token.to_str().unwrap(),
            "--fcm-url",
            fake,
            "--apns-topic",
            "app.slovo",
            "--apns-jwt-file",
            apns_jwt.to_str().unwrap(),
            "--apns-url",
            fake,
        ],
    )
}

async fn set_push(client: &mut Client, platform: &str, token: &str) {
    let body = json!({ "platform": platform, "token": token });
    let (status, text) = client
        .raw(
            Method::PUT,
            "/v1/devices/me/push",
            Some(("application/json", serde_json::to_vec(&body).unwrap())),
        )
        .await;
    assert_eq!(status, reqwest::StatusCode::NO_CONTENT, "{text}");
}

/// Wait (up to `secs`) until `done` holds for what the fakes received.
async fn wait_for(fake: &Fake, secs: u64, what: &str, done: impl Fn(&[Received]) -> bool) {
    for _ in 0..secs * 20 {
        if done(&fake.sent()) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("timed out waiting for {what}: {:#?}", fake.sent());
}

fn delivered<'a>(sent: &'a [Received], token: &str) -> Vec<&'a str> {
    sent.iter()
        .filter(|r| r.token == token && r.status == 200)
        .map(Received::kind)
        .collect()
}

#[tokio::test]
async fn players_are_notified_unless_watching_sqlite() {
    players_are_notified_unless_watching(Backend::Sqlite).await;
}

#[tokio::test]
async fn players_are_notified_unless_watching_postgres() {
    players_are_notified_unless_watching(Backend::Postgres).await;
}

async fn players_are_notified_unless_watching(backend: Backend) {
    let Some(db) = TestDb::new(backend, "notify").await else {
        return;
    };
    let fake = Fake::default();
    let base = fake.start().await;
    let creds = TempDir::new("push-creds");
    let server = server_with_push(&db, &creds, &base, 5).await;
    const ANN: &str = "ann-registration-token";
    const BOB: &str = "b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0";
    let mut ann = Client::new(&server.base);
    let mut bob = Client::new(&server.base);
    ann.register("Ann").await;
    bob.register("Bob").await;
    set_push(&mut ann, "fcm", ANN).await;
    set_push(&mut bob, "apns", BOB).await;
    // Malformed tokens are refused: APNs tokens are hex.
    let (status, _) = bob
        .call(
            Method::PUT,
            "/v1/devices/me/push",
            Some(&json!({ "platform": "apns", "token": "not hex" })),
        )
        .await;
    assert_eq!(status, reqwest::StatusCode::UNPROCESSABLE_ENTITY);

    let game = start_game(&mut ann, &mut bob, "daily").await;
    let path = format!("/v1/games/{game}");
    let a: GameState = ann.ok(Method::GET, &path, None).await;
    let b: GameState = bob.ok(Method::GET, &path, None).await;
    let deadline = a.deadline.expect("daily games have a deadline");
    assert!(a.clocks.is_none());
    let ((first, first_token), (second, second_token)) = if a.current == 0 {
        ((&mut ann, ANN), (&mut bob, BOB))
    } else {
        ((&mut bob, BOB), (&mut ann, ANN))
    };

    // The first player is told it is their turn (the provider fails once: retried).
    wait_for(&fake, 5, "your turn", |s| {
        delivered(s, first_token) == ["your_turn"]
    })
    .await;

    // The second player watches the game live while the first passes: no "your turn" push.
    let stream = second
        .http
        .get(format!("{}{path}/stream", second.base))
        .bearer_auth(second.token.as_deref().unwrap())
        .send()
        .await
        .unwrap();
    assert!(stream.status().is_success());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, body) = first
        .post(
            &format!("{path}/moves"),
            &json!({ "move_id": "p1", "expected_version": 0, "move": Move::Pass }),
        )
        .await;
    assert!(status.is_success(), "{body}");
    tokio::time::sleep(Duration::from_millis(800)).await;
    drop(stream);

    // Not watching any more: 80% of the 5 s reminds them, then time runs out.
    wait_for(&fake, 10, "the second player's elimination", |s| {
        delivered(s, second_token).contains(&"game_over")
    })
    .await;
    wait_for(&fake, 3, "the first player's game over", |s| {
        delivered(s, first_token).contains(&"game_over")
    })
    .await;
    let sent = fake.sent();
    assert_eq!(
        delivered(&sent, second_token),
        ["time_running_out", "eliminated", "game_over"],
        "no your_turn while watching: {sent:#?}"
    );
    assert_eq!(delivered(&sent, first_token), ["your_turn", "game_over"]);
    let retried: Vec<_> = sent.iter().filter(|r| r.status == 503).collect();
    assert_eq!(retried.len(), 1, "the provider failed once");
    assert_eq!(retried[0].token, first_token);
    assert_eq!(retried[0].kind(), "your_turn");

    // What the providers got: credentials from the files, the game, and nothing of the racks.
    let s: GameState = ann.ok(Method::GET, &path, None).await;
    assert!(s.outcome.is_some());
    assert!(s.deadline.is_none());
    assert!(deadline > 0);
    for r in &sent {
        let text = r.body.to_string();
        assert!(text.contains(&game), "{text}");
        for rack in [&a.rack_text, &b.rack_text] {
            assert!(!text.contains(&format!("\"{rack}\"")), "{text}");
        }
        assert!(!text.contains("rack") && !text.contains("bag"), "{text}");
        match r.platform {
            "fcm" => assert_eq!(r.authorization, "Bearer fcm-access-1"),
            _ => assert_eq!(r.authorization, "bearer apns-jwt-1"),
        }
    }
    server.stop();
}

#[tokio::test]
async fn tokens_the_provider_forgot_are_removed_sqlite() {
    tokens_the_provider_forgot_are_removed(Backend::Sqlite).await;
}

#[tokio::test]
async fn tokens_the_provider_forgot_are_removed_postgres() {
    tokens_the_provider_forgot_are_removed(Backend::Postgres).await;
}

async fn tokens_the_provider_forgot_are_removed(backend: Backend) {
    let Some(db) = TestDb::new(backend, "notify-gone").await else {
        return;
    };
    let fake = Fake::default();
    let base = fake.start().await;
    let creds = TempDir::new("push-creds-gone");
    let server = server_with_push(&db, &creds, &base, 3600).await;
    let mut ann = Client::new(&server.base);
    let mut bob = Client::new(&server.base);
    ann.register("Ann").await;
    bob.register("Bob").await;
    set_push(&mut ann, "fcm", "gone-ann").await;
    set_push(&mut bob, "apns", "0ee0ffff").await;
    let me: DeviceInfo = ann.ok(Method::GET, "/v1/devices/me", None).await;
    assert_eq!(me.push, Some(slovo_server::api::PushPlatform::Fcm));
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let s: GameState = ann
        .ok(Method::GET, &format!("/v1/games/{game}"), None)
        .await;
    // The first player's provider no longer knows the token: it is removed.
    let (mover, token) = if s.current == 0 {
        (&mut ann, "gone-ann")
    } else {
        (&mut bob, "0ee0ffff")
    };
    wait_for(&fake, 5, "the refused send", |r| {
        r.iter().any(|r| r.token == token)
    })
    .await;
    for _ in 0..50 {
        let me: DeviceInfo = mover.ok(Method::GET, "/v1/devices/me", None).await;
        if me.push.is_none() {
            // Refused once, never retried.
            tokio::time::sleep(Duration::from_millis(1500)).await;
            let tries = fake.sent().iter().filter(|r| r.token == token).count();
            assert_eq!(tries, 1);
            server.stop();
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the unregistered token was kept");
}
