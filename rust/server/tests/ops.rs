//! Operations: `/openapi.json` describes exactly the endpoints that answer, `/metrics` counts
//! requests, moves and games in the Prometheus text format, and the server's logs (even at
//! `debug`) never contain a bearer token or a rack.

mod common;

use common::{Backend, Client, Server, TestDb, ann_and_bob, start_game, submit};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_rules::Move;
use slovo_server::api::GameState;

#[tokio::test]
async fn openapi_and_metrics_describe_the_server_sqlite() {
    openapi_and_metrics_describe_the_server(Backend::Sqlite).await;
}

#[tokio::test]
async fn openapi_and_metrics_describe_the_server_postgres() {
    openapi_and_metrics_describe_the_server(Backend::Postgres).await;
}

async fn openapi_and_metrics_describe_the_server(backend: Backend) {
    let Some(db) = TestDb::new(backend, "ops").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut ann = Client::new(&server.base);
    ann.register("Ann").await;

    let doc: Value = ann.ok(Method::GET, "/openapi.json", None).await;
    assert_eq!(doc["openapi"], "3.1.0");
    let operations = slovo_server::openapi::operations(&doc);
    assert!(operations.len() >= 12, "{operations:?}");
    // Every documented operation exists: it never falls to the unknown-endpoint or
    // wrong-method answers.
    for (method, path) in &operations {
        let concrete = path.replace("{code}", "ZZZZZZZZ").replace("{id}", "nope");
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let body = (method == Method::POST).then(|| ("application/json", b"{}".to_vec()));
        let (status, text) = ann.raw(method.clone(), &concrete, body).await;
        assert_ne!(
            status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {path}: {text}"
        );
        assert!(
            !text.contains("no_such_endpoint"),
            "{method} {path} is documented but not routed: {status} {text}"
        );
    }

    // Every operation that reads a body documents 415 and answers it to a body of another type.
    let mut with_body = 0;
    for (method, path) in &operations {
        let op = &doc["paths"][path][method.to_lowercase()];
        if op.get("requestBody").is_none() {
            continue;
        }
        with_body += 1;
        assert!(op["responses"]["415"].is_object(), "{method} {path}");
        assert!(op["responses"]["413"].is_object(), "{method} {path}");
        let concrete = path.replace("{code}", "ZZZZZZZZ").replace("{id}", "nope");
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let body = Some(("text/plain", b"{}".to_vec()));
        let (status, text) = ann.raw(method, &concrete, body).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{path}: {text}");
        assert!(text.contains("unsupported_media_type"), "{text}");
    }
    assert_eq!(with_body, 14);
    // The move body is described down to its placements and their limits.
    let schemas = &doc["components"]["schemas"];
    let play = &schemas["Move"]["oneOf"][1]["properties"]["Play"];
    assert_eq!(play["maxItems"], 15);
    assert_eq!(play["items"]["$ref"], "#/components/schemas/Placement");
    let square = &schemas["Placement"]["properties"]["square"]["properties"];
    assert_eq!(square["row"]["maximum"], 14);
    assert!(
        doc["info"]["description"]
            .as_str()
            .unwrap()
            .contains("16 KiB")
    );

    // A room filled and a move applied show in the counters.
    let mut bob = Client::new(&server.base);
    bob.register("Bob").await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let s: GameState = ann
        .ok(Method::GET, &format!("/v1/games/{game}"), None)
        .await;
    let mover = if s.current == 0 { &mut ann } else { &mut bob };
    let (status, body) = submit(mover, &game, "m1", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let resp = reqwest::get(format!("{}/metrics", server.base))
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    let text = resp.text().await.unwrap();
    assert!(
        text.contains("# TYPE slovo_http_requests_total counter"),
        "{text}"
    );
    assert!(text.contains("slovo_moves_applied_total 1\n"), "{text}");
    assert!(text.contains("slovo_games_started_total 1\n"), "{text}");
    assert!(
        text.contains(
            "slovo_http_requests_total{route=\"/v1/games/{id}/moves\",method=\"POST\",status=\"200\"} 1\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "slovo_http_requests_total{route=\"/v1/devices\",method=\"POST\",status=\"201\"} 2\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("route=\"/v1/games/{id}\",method=\"GET\",status=\"404\"}"),
        "{text}"
    );
    // Unknown paths are counted under one label, not one series per path.
    assert!(!text.contains("nope"), "{text}");
    server.stop();
}

#[tokio::test]
async fn logs_never_contain_tokens_or_racks_sqlite() {
    logs_never_contain_tokens_or_racks(Backend::Sqlite).await;
}

#[tokio::test]
async fn logs_never_contain_tokens_or_racks_postgres() {
    logs_never_contain_tokens_or_racks(Backend::Postgres).await;
}

async fn logs_never_contain_tokens_or_racks(backend: Backend) {
    let Some(db) = TestDb::new(backend, "logs").await else {
        return;
    };
    let (server, log) = Server::start_logged(&db.url, &[], "debug");
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let tokens = [ann.token.clone().unwrap(), bob.token.clone().unwrap()];
    // Matchmaking and a room, then a few moves, bad ones included.
    let seek: Value = ann
        .ok(
            Method::POST,
            "/v1/seeks",
            Some(&json!({ "mode": "quick", "language": "english", "players": 2 })),
        )
        .await;
    let matched: Value = bob
        .ok(
            Method::POST,
            "/v1/seeks",
            Some(&json!({ "mode": "quick", "language": "english", "players": 2 })),
        )
        .await;
    assert_eq!(matched["status"], "matched", "{seek} {matched}");
    let game = matched["room"]["game_id"].as_str().unwrap().to_string();
    let path = format!("/v1/games/{game}");
    let mut racks = Vec::new();
    for version in 0..4 {
        let a: GameState = ann.ok(Method::GET, &path, None).await;
        let b: GameState = bob.ok(Method::GET, &path, None).await;
        racks.push(a.rack_text.clone());
        racks.push(b.rack_text.clone());
        let (mover, waiter) = if a.current == 0 {
            (&mut ann, &mut bob)
        } else {
            (&mut bob, &mut ann)
        };
        // Out of turn, a stale version, then a pass.
        let (status, _) = submit(waiter, &game, &format!("w{version}"), version, &Move::Pass).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        let (status, _) = submit(mover, &game, "stale", version + 7, &Move::Pass).await;
        assert_eq!(status, StatusCode::CONFLICT);
        let (status, body) =
            submit(mover, &game, &format!("m{version}"), version, &Move::Pass).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let _: Value = mover
            .ok(Method::GET, &format!("{path}/events?since=0"), None)
            .await;
    }
    // A wrong token and a malformed body.
    let mut eve = Client::new(&server.base);
    eve.token = Some(format!("{}x", tokens[0]));
    let (status, _) = eve.get(&path).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = ann
        .raw(
            Method::POST,
            &format!("{path}/moves"),
            Some(("application/json", b"{\"move_id\": 1".to_vec())),
        )
        .await;
    assert!(status.is_client_error());
    server.stop();
    // The reader thread drains the pipe until the server is gone.
    std::thread::sleep(std::time::Duration::from_millis(200));
    let log = log.lock().unwrap().clone();
    assert!(log.contains("request"), "the server logged nothing: {log}");
    assert!(log.contains("move applied"), "{log}");
    for token in &tokens {
        let secret = token.trim_start_matches("slv_");
        assert!(!log.contains(&secret[..16]), "a token leaked into the logs");
    }
    for rack in &racks {
        assert_eq!(rack.chars().count(), 7);
        assert!(
            !log.contains(rack.as_str()),
            "rack {rack} leaked into the logs"
        );
    }
    assert!(!log.contains("\"rack\""), "a rack leaked into the logs");
}

/// Made-up HTTP methods, of any name and length, are counted and logged as `other`: one series
/// and no client-chosen text in the metrics or the log, however many there are.
#[tokio::test]
async fn made_up_methods_are_counted_as_other() {
    let db = TestDb::new(Backend::Sqlite, "methods").await.unwrap();
    let (server, log) = Server::start_logged(&db.url, &[], "info");
    let client = Client::new(&server.base);
    let names: Vec<String> = (0..3)
        .map(|i| format!("MADEUP{i}{}", "Q".repeat(200)))
        .collect();
    for name in &names {
        let method = Method::from_bytes(name.as_bytes()).unwrap();
        let status = client.send(method, "/healthz").await.status();
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    }
    let text = client
        .send(Method::GET, "/metrics")
        .await
        .text()
        .await
        .unwrap();
    assert!(
        text.contains(
            "slovo_http_requests_total{route=\"/healthz\",method=\"other\",status=\"405\"} 3\n"
        ),
        "{text}"
    );
    server.stop();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let log = without_colours(&log.lock().unwrap());
    assert!(log.contains("method=other"), "{log}");
    for name in &names {
        assert!(!text.contains(name.as_str()), "{text}");
        assert!(!log.contains(name.as_str()), "{log}");
    }
}

/// Text without its ANSI colour sequences (`ESC [ … m`), as the log writer adds them.
fn without_colours(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('\x1b') {
        out.push_str(&rest[..i]);
        rest = rest[i..].split_once('m').map_or("", |(_, after)| after);
    }
    out.push_str(rest);
    out
}
