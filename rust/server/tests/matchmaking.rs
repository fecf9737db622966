//! Random matchmaking: compatible seeks are paired into a new, started game; a seek that
//! waited past its expiry is never matched; seeks with other terms do not pair.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, error_code};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_server::api::{GameState, RoomStatus, SeekInfo, SeekStatus};

#[tokio::test]
async fn seeks_pair_into_a_started_game_and_expire_sqlite() {
    seeks_pair_into_a_started_game_and_expire(Backend::Sqlite).await;
}

#[tokio::test]
async fn seeks_pair_into_a_started_game_and_expire_postgres() {
    seeks_pair_into_a_started_game_and_expire(Backend::Postgres).await;
}

async fn seek(client: &mut Client, mode: &str, players: u8) -> SeekInfo {
    client
        .ok(
            Method::POST,
            "/v1/seeks",
            Some(&json!({ "mode": mode, "language": "english", "players": players })),
        )
        .await
}

async fn poll(client: &mut Client, id: &str) -> SeekInfo {
    client
        .ok(Method::GET, &format!("/v1/seeks/{id}"), None)
        .await
}

async fn seeks_pair_into_a_started_game_and_expire(backend: Backend) {
    let Some(db) = TestDb::new(backend, "seeks").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--seek-ttl-seconds", "2"]);
    let mut clients = Vec::new();
    for name in ["Ann", "Bob", "Cid", "Dan", "Eve"] {
        let mut c = Client::new(&server.base);
        c.register(name).await;
        clients.push(c);
    }
    let [ann, bob, cid, dan, eve] = &mut clients[..] else {
        unreachable!()
    };

    // Bad terms are refused.
    let (status, body) = ann
        .post(
            "/v1/seeks",
            &json!({ "mode": "quick", "language": "english", "players": 5 }),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(error_code(&body), "invalid_players");

    // Ann waits; Bob's compatible seek pairs with hers into a started game.
    let a = seek(ann, "quick", 2).await;
    assert_eq!(a.status, SeekStatus::Pending);
    assert!(a.room.is_none());
    // Seeking again with the same terms is the same seek.
    let again = seek(ann, "quick", 2).await;
    assert_eq!(again.seek_id, a.seek_id);
    let b = seek(bob, "quick", 2).await;
    assert_eq!(b.status, SeekStatus::Matched);
    let room = b.room.expect("matched room");
    assert_eq!(room.status, RoomStatus::Playing);
    assert_eq!(room.players.len(), 2);
    assert_eq!(room.your_seat, Some(1));
    let game = room.game_id.expect("a started game");
    let a = poll(ann, &a.seek_id).await;
    assert_eq!(a.status, SeekStatus::Matched);
    let a_room = a.room.unwrap();
    assert_eq!(a_room.game_id.as_deref(), Some(game.as_str()));
    assert_eq!(a_room.your_seat, Some(0));
    let sa: GameState = ann
        .ok(Method::GET, &format!("/v1/games/{game}"), None)
        .await;
    let sb: GameState = bob
        .ok(Method::GET, &format!("/v1/games/{game}"), None)
        .await;
    assert_eq!((sa.seat, sb.seat), (0, 1));
    assert_eq!((sa.version, sb.version), (0, 0));
    assert!(sa.clocks.is_some(), "a quick game has clocks");

    // Someone else's seek is not yours to see.
    let (status, body) = cid.get(&format!("/v1/seeks/{}", a.seek_id)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(error_code(&body), "seek_not_found");

    // Different terms do not pair.
    let c = seek(cid, "daily", 2).await;
    assert_eq!(c.status, SeekStatus::Pending);
    let e = seek(eve, "daily", 3).await;
    assert_eq!(e.status, SeekStatus::Pending);

    // Cid's seek expires; Dan's then finds nobody.
    tokio::time::sleep(Duration::from_millis(2300)).await;
    let c = poll(cid, &c.seek_id).await;
    assert_eq!(c.status, SeekStatus::Expired);
    let d = seek(dan, "daily", 2).await;
    assert_eq!(d.status, SeekStatus::Pending, "an expired seek was matched");
    let c = poll(cid, &c.seek_id).await;
    assert_eq!(c.status, SeekStatus::Expired);
    assert!(c.room.is_none());
    // A fresh seek from Cid pairs with Dan's.
    let c2 = seek(cid, "daily", 2).await;
    assert_eq!(c2.status, SeekStatus::Matched);
    let d = poll(dan, &d.seek_id).await;
    assert_eq!(d.status, SeekStatus::Matched);
    assert_eq!(
        d.room.unwrap().game_id,
        c2.room.unwrap().game_id,
        "same game"
    );
    server.stop();
}

#[tokio::test]
async fn concurrent_seeks_all_pair_sqlite() {
    concurrent_seeks_all_pair(Backend::Sqlite).await;
}

#[tokio::test]
async fn concurrent_seeks_all_pair_postgres() {
    concurrent_seeks_all_pair(Backend::Postgres).await;
}

/// Eight devices seek at once on two instances sharing the database: once every seek has
/// been polled, all are matched, each into exactly one two-player game.
async fn concurrent_seeks_all_pair(backend: Backend) {
    let Some(db) = TestDb::new(backend, "seeks_race").await else {
        return;
    };
    let one = Server::start(&db.url);
    let two = Server::start(&db.url);
    let mut tasks = Vec::new();
    for i in 0..8 {
        let base = if i % 2 == 0 { &one.base } else { &two.base }.clone();
        tasks.push(tokio::spawn(async move {
            let mut c = Client::new(&base);
            c.register(&format!("P{i}")).await;
            let s = seek(&mut c, "quick", 2).await;
            (c, s)
        }));
    }
    let mut seekers = Vec::new();
    for t in tasks {
        seekers.push(t.await.unwrap());
    }
    let mut games = std::collections::HashMap::<String, usize>::new();
    for (c, s) in &mut seekers {
        let mut info = poll(c, &s.seek_id).await;
        for _ in 0..20 {
            if info.status == SeekStatus::Matched {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
            info = poll(c, &s.seek_id).await;
        }
        assert_eq!(info.status, SeekStatus::Matched, "{}", s.seek_id);
        *games
            .entry(info.room.unwrap().game_id.unwrap())
            .or_default() += 1;
    }
    assert_eq!(games.len(), 4, "{games:?}");
    assert!(games.values().all(|&n| n == 2), "{games:?}");
    one.stop();
    two.stop();
}

#[tokio::test]
async fn a_seek_is_withdrawn_unless_matched_first_sqlite() {
    a_seek_is_withdrawn_unless_matched_first(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_seek_is_withdrawn_unless_matched_first_postgres() {
    a_seek_is_withdrawn_unless_matched_first(Backend::Postgres).await;
}

async fn a_seek_is_withdrawn_unless_matched_first(backend: Backend) {
    let Some(db) = TestDb::new(backend, "seek_withdrawn").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut clients = Vec::new();
    for name in ["Ann", "Bob", "Cid"] {
        let mut c = Client::new(&server.base);
        c.register(name).await;
        clients.push(c);
    }
    let [ann, bob, cid] = &mut clients[..] else {
        unreachable!()
    };
    let path = |seek: &SeekInfo| format!("/v1/seeks/{}", seek.seek_id);

    // Ann withdraws her waiting seek: it is gone, and nobody is matched with it.
    let a = seek(ann, "daily", 2).await;
    assert_eq!(a.status, SeekStatus::Pending);
    let (status, body) = ann.raw(Method::DELETE, &path(&a), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    assert!(body.is_empty());
    let (status, body) = ann.get(&path(&a)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(error_code(&body), "seek_not_found");
    let (status, body) = ann.call::<()>(Method::DELETE, &path(&a), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "withdrawn already: {body}");
    let b = seek(bob, "daily", 2).await;
    assert_eq!(
        b.status,
        SeekStatus::Pending,
        "not matched with Ann's withdrawn seek"
    );

    // Only the device that made a seek may withdraw it; unknown ids are not found.
    for bad in [
        path(&b),
        "/v1/seeks/nosuchseek".to_string(),
        format!("/v1/seeks/{}", "x".repeat(65)),
    ] {
        let (status, body) = cid.call::<()>(Method::DELETE, &bad, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{bad}: {body}");
        assert_eq!(error_code(&body), "seek_not_found");
    }
    let (status, _) = Client::new(&server.base)
        .call::<()>(Method::DELETE, &path(&b), None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(poll(bob, &b.seek_id).await.status, SeekStatus::Pending);

    // Cid's seek pairs with Bob's: Bob's withdrawal comes too late and answers with the match.
    let c = seek(cid, "daily", 2).await;
    assert_eq!(c.status, SeekStatus::Matched);
    let game = c.room.and_then(|r| r.game_id).expect("a started game");
    let (status, body) = bob.call::<()>(Method::DELETE, &path(&b), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let matched: SeekInfo = serde_json::from_value(body).unwrap();
    assert_eq!(matched.status, SeekStatus::Matched);
    let room = matched.room.expect("the match's room");
    assert_eq!(room.game_id.as_deref(), Some(game.as_str()));
    assert_eq!(room.your_seat, Some(0), "Bob waited longest");
    let state: GameState = bob
        .ok(Method::GET, &format!("/v1/games/{game}"), None)
        .await;
    assert_eq!(state.seat, 0);
    // Still matched (not withdrawn) after that.
    assert_eq!(poll(bob, &b.seek_id).await.status, SeekStatus::Matched);
    server.stop();
}

/// Polling a seek that has nobody to pair with is a read: it does not queue behind this
/// instance's writers. Here another process holds the database's write lock for 3 s, so a
/// registration holds the instance's writer turn while it waits; a poll answers meanwhile.
#[tokio::test]
async fn polling_a_waiting_seek_does_not_wait_for_writers_sqlite() {
    use sqlx::Connection;

    let db = TestDb::new(Backend::Sqlite, "seek-poll-reads")
        .await
        .expect("SQLite is always there");
    let server = Server::start(&db.url);
    let mut ann = Client::new(&server.base);
    ann.register("Ann").await;
    let waiting = seek(&mut ann, "quick", 2).await;
    assert_eq!(waiting.status, SeekStatus::Pending);

    let mut lock = sqlx::SqliteConnection::connect(&db.url).await.unwrap();
    sqlx::raw_sql("BEGIN IMMEDIATE")
        .execute(&mut lock)
        .await
        .unwrap();
    let base = server.base.clone();
    let writer = tokio::spawn(async move { Client::new(&base).register("Bob").await });
    tokio::time::sleep(Duration::from_millis(300)).await;
    let started = std::time::Instant::now();
    let polled = poll(&mut ann, &waiting.seek_id).await;
    let waited = started.elapsed();
    sqlx::raw_sql("COMMIT").execute(&mut lock).await.unwrap();

    assert_eq!(polled.status, SeekStatus::Pending);
    assert!(
        waited < Duration::from_secs(2),
        "a poll waited {waited:?} behind a writer"
    );
    writer
        .await
        .expect("the registration went through once the lock was gone");
}
