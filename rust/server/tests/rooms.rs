//! Rooms waiting to be filled are bounded: a device holds a limited number open at once, and a
//! room nobody filled in time expires (its creator sees `expired`, a late joiner 410).

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, ann_and_bob, error_code};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_server::api::{RoomInfo, RoomStatus};

/// `client` creates a two-seat room in `mode`: the status and the body.
async fn create(client: &mut Client, mode: &str) -> (StatusCode, serde_json::Value) {
    let body = json!({ "mode": mode, "language": "en", "seats": 2 });
    client.post("/v1/rooms", &body).await
}

#[tokio::test]
async fn a_device_holds_a_few_open_rooms_sqlite() {
    a_device_holds_a_few_open_rooms(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_device_holds_a_few_open_rooms_postgres() {
    a_device_holds_a_few_open_rooms(Backend::Postgres).await;
}

/// Two open rooms at most: a third is refused until one of them fills; other devices are
/// not limited by it.
async fn a_device_holds_a_few_open_rooms(backend: Backend) {
    let Some(db) = TestDb::new(backend, "open_rooms").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--open-rooms-per-device", "2"]);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let (status, first) = create(&mut ann, "daily").await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    let (status, body) = create(&mut ann, "quick").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = create(&mut ann, "daily").await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(error_code(&body), "too_many_rooms");
    let (status, body) = create(&mut bob, "daily").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");

    let code = first["code"].as_str().unwrap();
    let joined: RoomInfo = bob
        .ok(Method::POST, &format!("/v1/rooms/{code}/join"), None)
        .await;
    assert_eq!(joined.status, RoomStatus::Playing);
    let (status, body) = create(&mut ann, "daily").await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "a filled room is not open: {body}"
    );
    server.stop();
}

#[tokio::test]
async fn an_unfilled_room_expires_sqlite() {
    an_unfilled_room_expires(Backend::Sqlite).await;
}

#[tokio::test]
async fn an_unfilled_room_expires_postgres() {
    an_unfilled_room_expires(Backend::Postgres).await;
}

/// A quick room waits a second here (daily rooms the default week): after that its creator
/// sees it expired, nobody may join it, and it no longer counts against the creator's limit.
async fn an_unfilled_room_expires(backend: Backend) {
    let Some(db) = TestDb::new(backend, "room_expiry").await else {
        return;
    };
    let args = [
        "--open-rooms-per-device",
        "2",
        "--quick-room-expiry-seconds",
        "1",
    ];
    let server = Server::start_with(&db.url, &args);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let (status, quick) = create(&mut ann, "quick").await;
    assert_eq!(status, StatusCode::CREATED, "{quick}");
    let (status, daily) = create(&mut ann, "daily").await;
    assert_eq!(status, StatusCode::CREATED, "{daily}");
    let path = |room: &serde_json::Value| format!("/v1/rooms/{}", room["code"].as_str().unwrap());

    tokio::time::sleep(Duration::from_millis(1500)).await;
    let seen: RoomInfo = ann.ok(Method::GET, &path(&quick), None).await;
    assert_eq!(seen.status, RoomStatus::Expired);
    let seen: RoomInfo = ann.ok(Method::GET, &path(&daily), None).await;
    assert_eq!(
        seen.status,
        RoomStatus::Waiting,
        "a daily room waits longer"
    );
    let (status, body) = bob
        .post(&format!("{}/join", path(&quick)), &json!(null))
        .await;
    assert_eq!(status, StatusCode::GONE, "{body}");
    assert_eq!(error_code(&body), "room_expired");
    let (status, body) = create(&mut ann, "quick").await;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "an expired room is not open: {body}"
    );
    let joined: RoomInfo = bob
        .ok(Method::POST, &format!("{}/join", path(&daily)), None)
        .await;
    assert_eq!(joined.status, RoomStatus::Playing);
    server.stop();
}
