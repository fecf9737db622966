//! Bad input gets a 4xx with a typed JSON error body: never a 5xx, never a state change.

mod common;

use common::{Backend, Client, Server, TestDb, error_code, without_clocks};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_server::api::{GameState, RoomInfo};

#[tokio::test]
async fn bad_input_is_refused_with_typed_errors_sqlite() {
    bad_input_is_refused_with_typed_errors(Backend::Sqlite).await;
}

#[tokio::test]
async fn bad_input_is_refused_with_typed_errors_postgres() {
    bad_input_is_refused_with_typed_errors(Backend::Postgres).await;
}

async fn bad_input_is_refused_with_typed_errors(backend: Backend) {
    let Some(db) = TestDb::new(backend, "bad").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut ann = Client::new(&server.base);
    let mut anon = Client::new(&server.base);

    let (status, body) = anon.get("/healthz").await;
    assert_eq!((status, &body["status"]), (StatusCode::OK, &json!("ok")));

    // No or unknown token.
    let (status, body) = anon.get("/v1/games/whatever").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(error_code(&body), "unauthorized");
    anon.token = Some("slv_nope".into());
    let (status, _) = anon.get("/v1/games/whatever").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // Registration: bad names and bodies.
    for body in [
        json!({ "display_name": "" }),
        json!({ "display_name": "x".repeat(40) }),
    ] {
        let (status, value) = anon.post("/v1/devices", &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{value}");
        assert_eq!(error_code(&value), "invalid_display_name");
    }
    ann.register("Ann").await;
    let mut bob = Client::new(&server.base);
    bob.register("Bob").await;

    // Rooms: unknown language, seats out of range, unknown mode, unknown code.
    for (body, code) in [
        (
            json!({ "mode": "quick", "language": "klingon", "seats": 2 }),
            "unknown_language",
        ),
        (
            json!({ "mode": "quick", "language": "en", "seats": 5 }),
            "invalid_seats",
        ),
        (
            json!({ "mode": "slow", "language": "en", "seats": 2 }),
            "invalid_body",
        ),
    ] {
        let (status, value) = ann.post("/v1/rooms", &body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{value}");
        assert_eq!(error_code(&value), code);
    }
    let (status, value) = ann.post("/v1/rooms/ZZZZZZZZ/join", &json!(null)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(error_code(&value), "room_not_found");

    let room: RoomInfo = ann
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": "daily", "language": "en", "seats": 2 })),
        )
        .await;
    // A game that has not started yet.
    let room_id = {
        let joined: RoomInfo = bob
            .ok(Method::POST, &format!("/v1/rooms/{}/join", room.code), None)
            .await;
        joined.game_id.unwrap()
    };
    let before: GameState = ann
        .ok(Method::GET, &format!("/v1/games/{room_id}"), None)
        .await;
    let moves = format!("/v1/games/{room_id}/moves");

    // Unknown game.
    let (status, value) = ann.get("/v1/games/nosuchgame").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(error_code(&value), "game_not_found");

    // Garbage bodies at every endpoint that takes one: each a 4xx with a typed body.
    let long = "x".repeat(200);
    let garbage: Vec<(&str, Vec<u8>)> = vec![
        ("application/json", b"{".to_vec()),
        ("application/json", b"null".to_vec()),
        ("application/json", b"[1,2,3]".to_vec()),
        ("application/json", b"\xff\xfe\x00".to_vec()),
        ("application/json", br#"{"move_id":"a","expected_version":"x","move":"Pass"}"#.to_vec()),
        ("application/json", br#"{"move_id":"a","expected_version":0,"move":"Fly"}"#.to_vec()),
        ("application/json", br#"{"move_id":"a","expected_version":0,"move":{"Play":[{"square":{"row":99,"col":0},"tile":{"letter":0,"blank":false}}]}}"#.to_vec()),
        ("application/json", br#"{"move_id":"a","expected_version":0,"move":{"Exchange":[{"Letter":250}]}}"#.to_vec()),
        ("application/json", br#"{"move_id":"","expected_version":0,"move":"Pass"}"#.to_vec()),
        ("application/json", format!(r#"{{"move_id":"{long}","expected_version":0,"move":"Pass"}}"#).into_bytes()),
        ("application/json", br#"{"move_id":"t","expected_version":0,"move":"TimeOut"}"#.to_vec()),
        ("application/json", br#"{"move_id":"c","expected_version":0,"move":"Challenge"}"#.to_vec()),
        ("text/plain", b"hello".to_vec()),
        ("application/json", format!(r#"{{"display_name":"{}"}}"#, "y".repeat(17 * 1024)).into_bytes()),
    ];
    let paths = [
        (Method::POST, "/v1/devices".to_string()),
        (Method::POST, "/v1/rooms".to_string()),
        (Method::POST, "/v1/seeks".to_string()),
        (Method::POST, format!("/v1/rooms/{}/join", room.code)),
        (Method::PUT, "/v1/devices/me/push".to_string()),
        (Method::POST, moves.clone()),
    ];
    let mut calls = Vec::new();
    for (method, path) in &paths {
        calls.push((0, method, path));
    }
    // Bob too, so the moves endpoint sees garbage from the player to move, whoever it is.
    calls.push((1, &Method::POST, &moves));
    for (who, method, path) in calls {
        let client = if who == 0 { &mut ann } else { &mut bob };
        for (content_type, bytes) in &garbage {
            let (status, text) = client
                .raw(method.clone(), path, Some((content_type, bytes.clone())))
                .await;
            let value: serde_json::Value = serde_json::from_str(&text)
                .unwrap_or_else(|_| panic!("{path}: {status} untyped body {text:?}"));
            if status.is_success() {
                // Only the join endpoint ignores its body (and Ann has a seat already).
                assert!(path.ends_with("/join"), "{path} accepted {text}");
                continue;
            }
            assert!(status.is_client_error(), "{path}: {status} {text}");
            error_code(&value);
        }
    }
    let (status, value) = ann
        .get(&format!("/v1/games/{room_id}/events?since=abc"))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(error_code(&value), "invalid_query");
    for query in ["since=abc", "since=-1"] {
        let (status, value) = ann
            .get(&format!("/v1/games/{room_id}/stream?{query}"))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
        assert_eq!(error_code(&value), "invalid_query");
    }
    let (status, value) = ann.get("/v1/seeks/nosuchseek").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(error_code(&value), "seek_not_found");
    let (status, _) = ann.get("/v1/nowhere").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, text) = ann.raw(Method::DELETE, "/v1/rooms", None).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{text}");

    // Nothing changed.
    let after: GameState = ann
        .ok(Method::GET, &format!("/v1/games/{room_id}"), None)
        .await;
    assert_eq!(without_clocks(&before), without_clocks(&after));
    server.stop();
}

/// Room codes cannot be guessed by brute force: lookups by code are limited per device (and
/// per address); the limit answers 429 with Retry-After and does not touch other devices.
/// Registrations are limited per address.
#[tokio::test]
async fn guessing_room_codes_is_rate_limited() {
    let db = TestDb::new(Backend::Sqlite, "guess").await.unwrap();
    let server = Server::start_with(
        &db.url,
        &[
            "--code-lookups-per-minute",
            "3",
            "--registrations-per-minute",
            "3",
        ],
    );
    let mut guesser = Client::new(&server.base);
    let mut friend = Client::new(&server.base);
    guesser.register("Guesser").await;
    friend.register("Friend").await;
    let room: RoomInfo = friend
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": "daily", "language": "en", "seats": 2 })),
        )
        .await;
    for guess in ["AAAAAAAA", "BBBBBBBB", "CCCCCCCC"] {
        let (status, body) = guesser
            .post(&format!("/v1/rooms/{guess}/join"), &json!(null))
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    }
    // Even the right code is refused now.
    let response = guesser
        .send(Method::POST, &format!("/v1/rooms/{}/join", room.code))
        .await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(error_code(&body), "rate_limited");
    let seen: RoomInfo = friend
        .ok(Method::GET, &format!("/v1/rooms/{}", room.code), None)
        .await;
    assert_eq!(seen.players.len(), 1, "the guesser took no seat");

    // Registering many devices from one address is limited too (two registered above).
    Client::new(&server.base).register("Third").await;
    let (status, body) = Client::new(&server.base)
        .post("/v1/devices", &json!({ "display_name": "Fourth" }))
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(error_code(&body), "rate_limited");
    server.stop();
}

/// Display names are what other players see: bidirectional overrides, zero-width and other
/// invisible characters are refused, a name is stored in NFC, and its length is counted in
/// characters.
#[tokio::test]
async fn display_names_cannot_hide_or_fake_text() {
    let db = TestDb::new(Backend::Sqlite, "names").await.unwrap();
    let server = Server::start(&db.url);
    let mut anon = Client::new(&server.base);
    let too_long = "\u{17D}".repeat(33);
    for name in [
        "\u{202E}nnA",
        "An\u{200B}n",
        "Ann\u{2066}",
        "\u{3164}",
        "Ann\u{FEFF}",
        "Ann\u{E0041}",
        "\u{17}Ann",
        too_long.as_str(),
    ] {
        let (status, value) = anon
            .post("/v1/devices", &json!({ "display_name": name }))
            .await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{name:?}: {value}"
        );
        assert_eq!(error_code(&value), "invalid_display_name");
    }
    // Thirty-two two-byte letters fit; a decomposed accent is composed.
    let long = "\u{17D}".repeat(32);
    let (status, value) = anon
        .post("/v1/devices", &json!({ "display_name": long }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{value}");
    let mut zuzka = Client::new(&server.base);
    zuzka.register("Zuzka\u{301}").await;
    let me: serde_json::Value = zuzka.ok(Method::GET, "/v1/devices/me", None).await;
    assert_eq!(me["display_name"], "Zuzk\u{e1}");
    server.stop();
}

/// A device over its own lookup quota is refused without using up its address's: the other
/// devices behind the same address still look rooms up.
#[tokio::test]
async fn a_device_over_its_quota_leaves_its_address_alone() {
    let db = TestDb::new(Backend::Sqlite, "greedy").await.unwrap();
    let server = Server::start_with(&db.url, &["--code-lookups-per-minute", "2"]);
    let (mut greedy, mut neighbour) = common::ann_and_bob(&server).await;
    let room: RoomInfo = neighbour
        .ok(
            Method::POST,
            "/v1/rooms",
            Some(&json!({ "mode": "daily", "language": "en", "seats": 2 })),
        )
        .await;
    // Twice the address's share (five times a device's), nearly all refused.
    let mut refused = 0;
    for _ in 0..20 {
        let (status, _) = greedy.get("/v1/rooms/AAAAAAAA").await;
        refused += usize::from(status == StatusCode::TOO_MANY_REQUESTS);
    }
    assert_eq!(refused, 18);
    let (status, body) = neighbour.get(&format!("/v1/rooms/{}", room.code)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    server.stop();
}

/// Behind a reverse proxy every request comes from the proxy's address: with
/// `--trusted-proxy`, registrations are counted per client named in `X-Forwarded-For`; from
/// any other peer the header is ignored, so a client cannot dodge its limit by forging it.
#[tokio::test]
async fn a_trusted_proxy_names_the_client_a_forged_header_does_not() {
    let db = TestDb::new(Backend::Sqlite, "proxy").await.unwrap();
    let register = |base: String, forwarded_for: &'static str| async move {
        let response = reqwest::Client::new()
            .post(format!("{base}/v1/devices"))
            .header("x-forwarded-for", forwarded_for)
            .json(&json!({ "display_name": "Behind" }))
            .send()
            .await
            .unwrap();
        response.status()
    };
    let limit = ["--registrations-per-minute", "1"];
    let trusted = [&limit[..], &["--trusted-proxy", "127.0.0.1"]].concat();
    let server = Server::start_with(&db.url, &trusted);
    assert_eq!(
        register(server.base.clone(), "203.0.113.1").await,
        StatusCode::CREATED
    );
    assert_eq!(
        register(server.base.clone(), "198.51.100.7, 203.0.113.1").await,
        StatusCode::TOO_MANY_REQUESTS,
        "the proxy's last entry is the client, whatever it claimed before"
    );
    assert_eq!(
        register(server.base.clone(), "203.0.113.2").await,
        StatusCode::CREATED
    );
    server.stop();

    let server = Server::start_with(&db.url, &limit);
    assert_eq!(
        register(server.base.clone(), "203.0.113.3").await,
        StatusCode::CREATED
    );
    assert_eq!(
        register(server.base.clone(), "203.0.113.4").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    server.stop();
}

/// serde's sequence form of a struct (its fields as a JSON array, in order) is not part of
/// the API: an array where an object belongs is refused, at the top and deeper in.
#[tokio::test]
async fn arrays_are_not_objects() {
    let db = TestDb::new(Backend::Sqlite, "arrays").await.unwrap();
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = common::ann_and_bob(&server).await;
    let json = |text: &str| Some(("application/json", text.as_bytes().to_vec()));
    let (status, text) = Client::new(&server.base)
        .raw(Method::POST, "/v1/devices", json(r#"["Eve"]"#))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{text}");
    assert!(text.contains("invalid_body"), "{text}");
    let (status, text) = ann
        .raw(
            Method::POST,
            "/v1/rooms",
            json(r#"["daily", "en", 2, null]"#),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{text}");
    let game = common::start_game(&mut ann, &mut bob, "daily").await;
    let s = common::state(&mut ann, &game).await;
    let mover = if s.current == 0 { &mut ann } else { &mut bob };
    let moves = format!("/v1/games/{game}/moves");
    for body in [
        r#"["m", 0, "Pass"]"#,
        r#"{"move_id": "m", "expected_version": 0, "move": {"Play": [[[7, 7], [0, false]]]}}"#,
    ] {
        let (status, text) = mover.raw(Method::POST, &moves, json(body)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {text}");
        assert!(text.contains("invalid_body"), "{text}");
    }
    let after = common::state(mover, &game).await;
    assert_eq!(after.version, 0, "nothing was applied");
    server.stop();
}

/// The `Bearer` scheme's name is case-insensitive (RFC 9110); other schemes are refused.
#[tokio::test]
async fn the_bearer_scheme_is_case_insensitive() {
    let db = TestDb::new(Backend::Sqlite, "bearer").await.unwrap();
    let server = Server::start(&db.url);
    let mut ann = Client::new(&server.base);
    ann.register("Ann").await;
    let token = ann.token.take().unwrap();
    for (header, expected) in [
        (format!("bearer {token}"), StatusCode::OK),
        (format!("BEARER {token}"), StatusCode::OK),
        (format!("Bearer {token}"), StatusCode::OK),
        (format!("Basic {token}"), StatusCode::UNAUTHORIZED),
        (format!("Bearer{token}"), StatusCode::UNAUTHORIZED),
    ] {
        let status = ann
            .request(Method::GET, "/v1/devices/me")
            .header("authorization", &header)
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status, expected, "{header}");
    }
    server.stop();
}

/// A move id is 1 to 64 characters, as the OpenAPI document says (`maxLength` counts
/// characters): 64 Cyrillic ones (128 bytes) are a move id, 65 are not.
#[tokio::test]
async fn move_ids_are_counted_in_characters() {
    let db = TestDb::new(Backend::Sqlite, "move-id-chars").await.unwrap();
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = common::ann_and_bob(&server).await;
    let game = common::start_game(&mut ann, &mut bob, "daily").await;
    let s = common::state(&mut ann, &game).await;
    let mover = if s.current == s.seat {
        &mut ann
    } else {
        &mut bob
    };
    let pass = slovo_rules::Move::Pass;
    let (status, body) = common::submit(mover, &game, &"ж".repeat(65), s.version, &pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(error_code(&body), "invalid_move_id");
    let (status, body) = common::submit(mover, &game, &"ж".repeat(64), s.version, &pass).await;
    assert!(status.is_success(), "{status} {body}");
}
