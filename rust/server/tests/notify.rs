//! Push notifications against local fake FCM and APNs endpoints: "your turn" to the player to
//! move, none to a player watching the game live, the daily reminder, elimination and game
//! over; a provider's temporary failure retried; a token the provider no longer knows removed;
//! credentials minted by the server from a service account and an APNs key; a Tycoon game's
//! players told alike. No payload holds a rack or a Tycoon hand.

mod common;
mod tycoon_support;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode as AxStatus};
use axum::routing::post;
use common::{Backend, Client, Server, TempDir, TestDb, ann_and_bob, start_game, submit};
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode};
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

/// The service account whose assertions the fake token endpoint accepts.
const SERVICE_ACCOUNT: &str = "slovo-push@test-project.iam.gserviceaccount.com";
/// The FCM access token the fake refuses (as if revoked) once it has been minted.
const REVOKED: &str = "Bearer minted-1";

/// A test key of `tests/keys/`.
fn key_file(name: &str) -> String {
    let keys = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/keys");
    std::fs::read_to_string(keys.join(name)).unwrap()
}

#[derive(Clone, Default)]
struct Fake {
    received: Arc<Mutex<Vec<Received>>>,
    /// The claims of each valid service-account assertion; the n-th got `minted-n`.
    assertions: Arc<Mutex<Vec<Value>>>,
}

impl Fake {
    /// Tokens starting with `gone` (FCM) or `0ee0` (APNs) are unknown to the provider; the
    /// access token `minted-1` is refused; the very first request fails with 503.
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
        } else if headers.get("authorization").is_some_and(|v| v == REVOKED) {
            401
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
        /// Google's OAuth token endpoint: an access token for a valid JWT-bearer assertion
        /// signed with the service account's key.
        async fn token(
            State(fake): State<Fake>,
            axum::Form(form): axum::Form<HashMap<String, String>>,
        ) -> (AxStatus, axum::Json<Value>) {
            let key = DecodingKey::from_rsa_pem(key_file("fcm-test-rsa.pub.pem").as_bytes());
            let mut validation = Validation::new(Algorithm::RS256);
            validation.validate_aud = false; // checked by the test, which knows the URL
            validation.set_issuer(&[SERVICE_ACCOUNT]);
            let jwt_bearer = "urn:ietf:params:oauth:grant-type:jwt-bearer";
            let claims = form
                .get("assertion")
                .filter(|_| form.get("grant_type").is_some_and(|g| g == jwt_bearer))
                .and_then(|a| decode::<Value>(a, &key.unwrap(), &validation).ok());
            let Some(claims) = claims else {
                let refused = json!({ "error": "invalid_grant" });
                return (AxStatus::BAD_REQUEST, axum::Json(refused));
            };
            let mut assertions = fake.assertions.lock().unwrap();
            assertions.push(claims.claims);
            let minted = format!("minted-{}", assertions.len());
            let reply =
                json!({ "access_token": minted, "expires_in": 3599, "token_type": "Bearer" });
            (AxStatus::OK, axum::Json(reply))
        }
        let app = axum::Router::new()
            .route("/v1/projects/{project}/messages:send", post(fcm))
            .route("/3/device/{token}", post(apns))
            .route("/token", post(token))
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
    set_push_body(client, json!({ "platform": platform, "token": token })).await;
}

/// A push token, and the device's language for its notifications.
async fn set_push_in(client: &mut Client, platform: &str, token: &str, ui_language: &str) {
    let body = json!({ "platform": platform, "token": token, "ui_language": ui_language });
    set_push_body(client, body).await;
}

async fn set_push_body(client: &mut Client, body: Value) {
    let (status, text) = client
        .raw(
            Method::PUT,
            "/v1/devices/me/push",
            Some(("application/json", serde_json::to_vec(&body).unwrap())),
        )
        .await;
    assert_eq!(status, reqwest::StatusCode::NO_CONTENT, "{text}");
}

/// Ann's and Bob's push tokens.
const ANN: &str = "ann-registration-token";
const BOB: &str = "b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0";

/// Ann, registered with an Android phone (FCM), and Bob with an iPhone (APNs).
async fn ann_on_fcm_bob_on_apns(server: &Server) -> (Client, Client) {
    let (mut ann, mut bob) = ann_and_bob(server).await;
    set_push(&mut ann, "fcm", ANN).await;
    set_push(&mut bob, "apns", BOB).await;
    (ann, bob)
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
    let (mut ann, mut bob) = ann_on_fcm_bob_on_apns(&server).await;
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
    let stream = second.send(Method::GET, &format!("{path}/stream")).await;
    assert!(stream.status().is_success());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, body) = submit(first, &game, "p1", 0, &Move::Pass).await;
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

impl Received {
    /// The notification's title and body, wherever the platform puts them.
    fn words(&self) -> (&str, &str) {
        let alert = match self.platform {
            "fcm" => &self.body["message"]["notification"],
            _ => &self.body["aps"]["alert"],
        };
        (
            alert["title"].as_str().unwrap(),
            alert["body"].as_str().unwrap(),
        )
    }
}

#[tokio::test]
async fn pushes_come_in_the_devices_language_sqlite() {
    pushes_come_in_the_devices_language(Backend::Sqlite).await;
}

#[tokio::test]
async fn pushes_come_in_the_devices_language_postgres() {
    pushes_come_in_the_devices_language(Backend::Postgres).await;
}

/// Ann's phone speaks Slovak (she switched from English: the second registration counts),
/// Bob's German, which the catalog lacks: English.
async fn pushes_come_in_the_devices_language(backend: Backend) {
    let Some(db) = TestDb::new(backend, "notify-lang").await else {
        return;
    };
    let fake = Fake::default();
    let base = fake.start().await;
    let creds = TempDir::new("push-creds-lang");
    let server = server_with_push(&db, &creds, &base, 3600).await;
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    set_push_in(&mut ann, "fcm", ANN, "en").await;
    set_push_in(&mut ann, "fcm", ANN, "sk_SK.UTF-8").await;
    set_push_in(&mut bob, "apns", BOB, "de-DE").await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let path = format!("/v1/games/{game}");
    let state: GameState = ann.ok(Method::GET, &path, None).await;
    let (first, first_token) = if state.current == 0 {
        (&mut ann, ANN)
    } else {
        (&mut bob, BOB)
    };
    wait_for(&fake, 5, "the first turn", |s| {
        delivered(s, first_token) == ["your_turn"]
    })
    .await;
    let (status, body) = submit(first, &game, "p1", 0, &Move::Pass).await;
    assert!(status.is_success(), "{body}");
    wait_for(&fake, 5, "both turns", |s| {
        delivered(s, ANN) == ["your_turn"] && delivered(s, BOB) == ["your_turn"]
    })
    .await;
    let sent = fake.sent();
    let words = |token: &str| {
        let r = sent.iter().find(|r| r.token == token && r.status == 200);
        r.unwrap().words()
    };
    assert_eq!(words(ANN), ("Si na ťahu", "V hre s Bob si na ťahu."));
    assert_eq!(
        words(BOB),
        ("Your turn", "It is your move in your game with Ann.")
    );
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
    let (mut ann, mut bob) = ann_and_bob(&server).await;
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

/// The server mints its own credentials: FCM access tokens from a service account key (a
/// signed assertion exchanged at the account's token endpoint, kept while valid, minted anew
/// once the provider refused it) and APNs provider tokens signed with the team's key.
#[tokio::test]
async fn credentials_are_minted_from_a_service_account_and_an_apns_key() {
    let db = TestDb::new(Backend::Sqlite, "notify-keys").await.unwrap();
    let fake = Fake::default();
    let base = fake.start().await;
    let creds = TempDir::new("push-keys");
    let account = creds.0.join("service-account.json");
    let account_json = json!({
        "type": "service_account",
        "project_id": "test-project",
        "private_key_id": "k1",
        "private_key": key_file("fcm-test-rsa.pem"),
        "client_email": SERVICE_ACCOUNT,
        "token_uri": format!("{base}/token"),
    });
    std::fs::write(&account, account_json.to_string()).unwrap();
    let apns_key = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/keys/apns-test-p256.p8");
    let server = Server::start_with(
        &db.url,
        &[
            "--daily-move-seconds",
            "3",
            "--fcm-service-account",
            account.to_str().unwrap(),
            "--fcm-url",
            &base,
            "--apns-topic",
            "app.slovo",
            "--apns-key",
            apns_key.to_str().unwrap(),
            "--apns-key-id",
            "KEY1234567",
            "--apns-team-id",
            "TEAM123456",
            "--apns-url",
            &base,
        ],
    );
    let (mut ann, mut bob) = ann_on_fcm_bob_on_apns(&server).await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    // The first player passes, the second lets the time run out: each platform sends a "your
    // turn" and a "game over" at least.
    let path = format!("/v1/games/{game}");
    let state: GameState = ann.ok(Method::GET, &path, None).await;
    let (first, first_token) = if state.current == 0 {
        (&mut ann, ANN)
    } else {
        (&mut bob, BOB)
    };
    wait_for(&fake, 10, "the first turn", |s| {
        delivered(s, first_token) == ["your_turn"]
    })
    .await;
    let (status, body) = submit(first, &game, "p1", 0, &Move::Pass).await;
    assert!(status.is_success(), "{body}");
    wait_for(&fake, 20, "game over on both platforms", |s| {
        delivered(s, ANN).contains(&"game_over") && delivered(s, BOB).contains(&"game_over")
    })
    .await;
    let sent = fake.sent();

    // FCM (the project is the account's: another path would not reach the fake): the first
    // access token was refused once, the second minted then and kept for every later send.
    let assertions = fake.assertions.lock().unwrap().clone();
    assert_eq!(assertions.len(), 2, "{assertions:#?}");
    for claims in &assertions {
        assert_eq!(claims["aud"], json!(format!("{base}/token")));
        assert_eq!(
            claims["scope"],
            json!("https://www.googleapis.com/auth/firebase.messaging")
        );
        let (iat, exp) = (claims["iat"].as_u64(), claims["exp"].as_u64());
        assert_eq!(exp.zip(iat).map(|(e, i)| e - i), Some(3600), "{claims}");
    }
    let fcm: Vec<&Received> = sent.iter().filter(|r| r.platform == "fcm").collect();
    let refused: Vec<_> = fcm.iter().filter(|r| r.status == 401).collect();
    assert_eq!(refused.len(), 1, "{fcm:#?}");
    assert_eq!(refused[0].authorization, REVOKED);
    let delivered_fcm: Vec<_> = fcm.iter().filter(|r| r.status == 200).collect();
    assert!(!delivered_fcm.is_empty());
    assert!(
        delivered_fcm
            .iter()
            .all(|r| r.authorization == "Bearer minted-2"),
        "{fcm:#?}"
    );

    // APNs: one provider token for every send, signed with the team's key, naming key and team.
    let apns: Vec<&Received> = sent.iter().filter(|r| r.platform == "apns").collect();
    assert!(apns.len() >= 2, "{apns:#?}");
    assert!(
        apns.iter()
            .all(|r| r.authorization == apns[0].authorization)
    );
    let jwt = apns[0].authorization.strip_prefix("bearer ").unwrap();
    let key = DecodingKey::from_ec_pem(key_file("apns-test-p256.pub.pem").as_bytes()).unwrap();
    let mut validation = Validation::new(Algorithm::ES256);
    validation.required_spec_claims.clear(); // Apple's tokens carry iss and iat, no exp
    validation.validate_exp = false;
    validation.set_issuer(&["TEAM123456"]);
    let token = decode::<Value>(jwt, &key, &validation).expect("a valid provider token");
    assert_eq!(token.header.kid.as_deref(), Some("KEY1234567"));
    let iat = token.claims["iat"].as_i64().unwrap();
    assert!((slovo_server::now_ms() / 1000 - iat).abs() < 60, "{iat}");
    server.stop();
}

/// Which game a test plays: the word game or Tycoon, told alike.
#[derive(Clone, Copy)]
enum Family {
    Word,
    Tycoon,
}

/// What a notification test reads of a game of either family, as one player sees it.
struct Look {
    seat: u8,
    current: u8,
    deadline: Option<i64>,
    over: bool,
}

impl Family {
    /// A daily game for `ann` and `bob` (registered); its id.
    async fn start(self, ann: &mut Client, bob: &mut Client) -> String {
        match self {
            Family::Word => start_game(ann, bob, "daily").await,
            Family::Tycoon => tycoon_support::seat_at_a_table(&mut [ann, bob], "daily").await,
        }
    }

    async fn look(self, c: &mut Client, game: &str) -> Look {
        match self {
            Family::Word => {
                let s: GameState = c.ok(Method::GET, &format!("/v1/games/{game}"), None).await;
                Look {
                    seat: s.seat,
                    current: s.current,
                    deadline: s.deadline,
                    over: s.outcome.is_some(),
                }
            }
            Family::Tycoon => {
                let s = tycoon_support::view(c, game).await;
                Look {
                    seat: s.seat,
                    current: s.current,
                    deadline: s.deadline,
                    over: s.phase == "over",
                }
            }
        }
    }
}

/// A player to move in a daily game (of `family`) goes on vacation: no "time running out"
/// while away, though its moment comes and goes; back early, it comes at 80% of the move's
/// time with the time away not counted, before the moved deadline.
async fn no_reminders_on_vacation(backend: Backend, family: Family) {
    let Some(db) = TestDb::new(backend, "notify_vacation").await else {
        return;
    };
    let fake = Fake::default();
    let base = fake.start().await;
    let creds = TempDir::new("push-creds-vacation");
    let server = server_with_push(&db, &creds, &base, 15).await;
    let (mut ann, mut bob) = ann_on_fcm_bob_on_apns(&server).await;
    let game = family.start(&mut ann, &mut bob).await;
    let a = family.look(&mut ann, &game).await;
    let (mover, token) = if a.current == a.seat {
        (&mut ann, ANN)
    } else {
        (&mut bob, BOB)
    };
    let due = family.look(mover, &game).await.deadline.unwrap();
    let started = due - 15_000;
    wait_for(&fake, 5, "your turn", |s| {
        delivered(s, token) == ["your_turn"]
    })
    .await;
    let away: Value = mover
        .ok(
            Method::POST,
            "/v1/players/me/vacation",
            Some(&json!({ "days": 1 })),
        )
        .await;
    let left = away["active"]["started_at"].as_i64().unwrap();
    // The reminder's moment (80%: 12 s in) passes while away.
    let running_out = started + 12_000;
    let wait = (running_out + 1500 - slovo_server::now_ms()).max(0) as u64;
    tokio::time::sleep(Duration::from_millis(wait)).await;
    let pressing = |s: &[Received]| {
        s.iter()
            .filter(|r| r.token == token && r.kind() != "your_turn")
            .count()
    };
    assert_eq!(
        pressing(&fake.sent()),
        0,
        "a reminder while away: {:#?}",
        fake.sent()
    );
    // The server's return is at or after this.
    let back = slovo_server::now_ms();
    let _: Value = mover
        .ok(Method::DELETE, "/v1/players/me/vacation", None)
        .await;
    let s = family.look(mover, &game).await;
    assert!(!s.over);
    let moved = s.deadline.unwrap();
    assert!(moved >= due + back - left, "deadline {moved}, due {due}");
    // 80% of the move's own time: the pause from `left` to `back` not counted.
    let expected = running_out + back - left;
    wait_for(&fake, 20, "time running out after the vacation", |s| {
        delivered(s, token).contains(&"time_running_out")
    })
    .await;
    let arrived = slovo_server::now_ms();
    assert!(
        arrived >= expected,
        "sent {} ms early (the old moment was {running_out}, back at {back})",
        expected - arrived
    );
    assert!(arrived < moved, "after the moved deadline");
    assert!(
        !family.look(mover, &game).await.over,
        "still the player's move"
    );
    assert_eq!(
        delivered(&fake.sent(), token),
        ["your_turn", "time_running_out"]
    );
    server.stop();
}

#[tokio::test]
async fn no_reminders_on_vacation_sqlite() {
    no_reminders_on_vacation(Backend::Sqlite, Family::Word).await;
}

#[tokio::test]
async fn no_reminders_on_vacation_postgres() {
    no_reminders_on_vacation(Backend::Postgres, Family::Word).await;
}

#[tokio::test]
async fn no_tycoon_reminders_on_vacation_sqlite() {
    no_reminders_on_vacation(Backend::Sqlite, Family::Tycoon).await;
}

#[tokio::test]
async fn no_tycoon_reminders_on_vacation_postgres() {
    no_reminders_on_vacation(Backend::Postgres, Family::Tycoon).await;
}

/// A Tycoon game's players are told as a word game's: "your turn" to the player to move (not
/// to the other), the reminder, the elimination when time runs out and the game's end; no
/// payload holds a hand, a card of the community or anything of the deck.
async fn tycoon_turns_are_told(backend: Backend) {
    let Some(db) = TestDb::new(backend, "notify-tycoon").await else {
        return;
    };
    let fake = Fake::default();
    let base = fake.start().await;
    let creds = TempDir::new("push-creds-tycoon");
    let server = server_with_push(&db, &creds, &base, 5).await;
    let (mut ann, mut bob) = ann_on_fcm_bob_on_apns(&server).await;
    let game = Family::Tycoon.start(&mut ann, &mut bob).await;
    let (a, b) = (
        tycoon_support::view(&mut ann, &game).await,
        tycoon_support::view(&mut bob, &game).await,
    );
    assert_eq!((a.seat, a.current), (0, 0), "the room's creator starts");
    // Ann is told (the provider fails once: retried); Bob is not.
    wait_for(&fake, 5, "your turn", |s| {
        delivered(s, ANN) == ["your_turn"]
    })
    .await;
    assert!(delivered(&fake.sent(), BOB).is_empty());
    let (status, body) =
        tycoon_support::submit(&mut ann, &game, "p1", 0, &tycoon_support::pass()).await;
    assert!(status.is_success(), "{body}");
    let after = tycoon_support::view(&mut ann, &game).await;
    // Bob lets his time run out: the reminder at 80%, the elimination, the end.
    wait_for(&fake, 15, "Bob's elimination and both ends", |s| {
        delivered(s, BOB).contains(&"game_over") && delivered(s, ANN).contains(&"game_over")
    })
    .await;
    let sent = fake.sent();
    assert_eq!(
        delivered(&sent, BOB),
        ["your_turn", "time_running_out", "eliminated", "game_over"]
    );
    assert_eq!(delivered(&sent, ANN), ["your_turn", "game_over"]);
    let end = tycoon_support::view(&mut ann, &game).await;
    assert_eq!(
        (end.phase.as_str(), end.winners.as_slice()),
        ("over", &[0u8][..])
    );
    // Ann's hands (before and after her exchange), Bob's, and the community.
    let secrets = [
        &a.hand,
        &after.hand,
        &b.hand,
        &a.community,
        &after.community,
    ];
    for r in &sent {
        let text = r.body.to_string();
        assert!(text.contains(&game), "{text}");
        for secret in secrets.iter().filter(|s| s.len() >= 3) {
            assert!(!text.contains(secret.as_str()), "{secret} in {text}");
        }
        for word in ["hand", "deck", "community", "card"] {
            assert!(!text.to_lowercase().contains(word), "{text}");
        }
    }
    server.stop();
}

#[tokio::test]
async fn tycoon_turns_are_told_sqlite() {
    tycoon_turns_are_told(Backend::Sqlite).await;
}

#[tokio::test]
async fn tycoon_turns_are_told_postgres() {
    tycoon_turns_are_told(Backend::Postgres).await;
}
