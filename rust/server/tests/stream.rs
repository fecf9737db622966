//! Live play over server-sent events: a client opens `GET /v1/games/{id}/stream`, the opponent
//! moves, and the client receives its own view of the new version (never the mover's rack).
//! Reconnecting with `?since=V` first replays what happened after V.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, ann_and_bob, error_code, start_game, submit};
use reqwest::{Method, StatusCode};
use slovo_rules::Move;
use slovo_server::api::{GameState, StreamUpdate};

/// Reads `event: version` messages off an open stream.
struct SseReader {
    resp: reqwest::Response,
    buf: String,
}

impl SseReader {
    async fn open(client: &Client, path: &str) -> SseReader {
        let resp = client.send(Method::GET, path).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let content_type = resp.headers()["content-type"].to_str().unwrap().to_string();
        assert!(
            content_type.starts_with("text/event-stream"),
            "{content_type}"
        );
        SseReader {
            resp,
            buf: String::new(),
        }
    }

    /// The next update, waiting at most 10 seconds.
    async fn next(&mut self) -> StreamUpdate {
        tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Some(end) = self.buf.find("\n\n") {
                    let message: String = self.buf.drain(..end + 2).collect();
                    let data: String = message
                        .lines()
                        .filter_map(|l| l.strip_prefix("data:"))
                        .map(str::trim_start)
                        .collect();
                    if message.lines().any(|l| l == "event: version") && !data.is_empty() {
                        return serde_json::from_str(&data).unwrap();
                    }
                    continue;
                }
                let chunk = self.resp.chunk().await.unwrap().expect("stream ended");
                self.buf.push_str(std::str::from_utf8(&chunk).unwrap());
            }
        })
        .await
        .expect("an update within 10 s")
    }
}

#[tokio::test]
async fn the_stream_pushes_the_opponents_move_sqlite() {
    the_stream_pushes_the_opponents_move(Backend::Sqlite).await;
}

#[tokio::test]
async fn the_stream_pushes_the_opponents_move_postgres() {
    the_stream_pushes_the_opponents_move(Backend::Postgres).await;
}

async fn the_stream_pushes_the_opponents_move(backend: Backend) {
    let Some(db) = TestDb::new(backend, "stream").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let path = format!("/v1/games/{game}");

    // A stranger may not watch.
    let mut cid = Client::new(&server.base);
    cid.register("Cid").await;
    let (status, body) = cid.get(&format!("{path}/stream")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&body), "not_your_game");

    let a: GameState = ann.ok(Method::GET, &path, None).await;
    let b: GameState = bob.ok(Method::GET, &path, None).await;
    let (mover, watcher, mover_state, watcher_state) = if a.current == 0 {
        (&mut ann, &mut bob, a, b)
    } else {
        (&mut bob, &mut ann, b, a)
    };

    let mut stream = SseReader::open(watcher, &format!("{path}/stream?since=0")).await;
    let (status, body) = submit(mover, &game, "m1", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let update = stream.next().await;
    assert_eq!(update.game_id, game);
    assert_eq!(update.version, 1);
    assert_eq!(update.events.len(), 1);
    assert_eq!(update.events[0].version, 1);
    assert_eq!(update.events[0].seat, mover_state.seat);
    // The watcher's own view: their rack, never the mover's.
    assert_eq!(update.state.seat, watcher_state.seat);
    assert_eq!(update.state.rack, watcher_state.rack);
    let now: GameState = watcher.ok(Method::GET, &path, None).await;
    assert_eq!(update.state.version, now.version);
    assert_eq!(update.state.rack, now.rack);

    // The watcher answers; the mover, reconnecting from version 0, gets both moves first.
    let (status, body) = submit(watcher, &game, "w1", 1, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let update = stream.next().await;
    assert_eq!(update.version, 2);
    assert_eq!(update.events.len(), 1);

    let mut replay = SseReader::open(mover, &format!("{path}/stream?since=0")).await;
    let first = replay.next().await;
    assert_eq!(first.version, 2);
    assert_eq!(
        first.events.iter().map(|e| e.version).collect::<Vec<_>>(),
        [1, 2]
    );
    assert_eq!(first.state.seat, mover_state.seat);
    assert_eq!(first.state.rack, mover_state.rack);
    drop(stream);
    drop(replay);
    server.stop();
}

#[tokio::test]
async fn a_move_on_another_instance_reaches_the_stream_postgres() {
    let Some(db) = TestDb::new(Backend::Postgres, "stream-two").await else {
        return;
    };
    // Two instances share the database: the watcher streams from one, the mover uses the other.
    let one = Server::start(&db.url);
    let two = Server::start(&db.url);
    let mut ann = Client::new(&one.base);
    let mut bob = Client::new(&one.base);
    ann.register("Ann").await;
    bob.register("Bob").await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let path = format!("/v1/games/{game}");
    let s: GameState = ann.ok(Method::GET, &path, None).await;
    let (mover, watcher) = if s.current == 0 {
        (&mut ann, &mut bob)
    } else {
        (&mut bob, &mut ann)
    };
    let mut stream = SseReader::open(watcher, &format!("{path}/stream")).await;
    mover.base = two.base.clone();
    let (status, body) = submit(mover, &game, "m1", 0, &Move::Pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let update = stream.next().await;
    assert_eq!(update.version, 1);
    assert_eq!(update.events[0].move_id, "m1");
    drop(stream);
    two.stop();
    one.stop();
}

/// A device holds a few streams open at once (each costs the server a task and a query a
/// second); one more is refused with 429, and closing one gives its slot back.
#[tokio::test]
async fn a_device_may_hold_only_a_few_streams_open() {
    let db = TestDb::new(Backend::Sqlite, "streams").await.unwrap();
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let path = format!("/v1/games/{game}/stream");
    let mut open = Vec::new();
    for _ in 0..8 {
        open.push(SseReader::open(&ann, &path).await);
    }
    let (status, body) = ann.get(&path).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(error_code(&body), "rate_limited");
    // Bob's own streams are his.
    let _bobs = SseReader::open(&bob, &path).await;
    drop(open.pop());
    for _ in 0..50 {
        if ann.send(Method::GET, &path).await.status() == StatusCode::OK {
            server.stop();
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the closed stream's slot never came back");
}

/// A stopping server ends its open streams (their clients then reconnect, to another
/// instance) and exits within seconds, instead of living on while anyone watches.
#[tokio::test]
async fn a_stopping_server_ends_its_streams_and_exits() {
    let db = TestDb::new(Backend::Sqlite, "shutdown").await.unwrap();
    let mut server = Server::start(&db.url);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = start_game(&mut ann, &mut bob, "daily").await;
    let mut stream = SseReader::open(&ann, &format!("/v1/games/{game}/stream")).await;

    // Sooner than the grace period for requests in flight: the stream was ended, not cut.
    let status = server.terminate(Duration::from_secs(2));
    assert!(
        status.is_some_and(|s| s.success()),
        "still running: {status:?}"
    );
    let ended = tokio::time::timeout(Duration::from_secs(1), async {
        while let Ok(Some(_)) = stream.resp.chunk().await {}
    });
    assert!(ended.await.is_ok(), "the stream was ended");
}
