//! Friends, invites, chat, blocks and reports over HTTP against the real server, on SQLite and
//! PostgreSQL: requests and accepts, the list with presence and ratings, invites accepted and
//! declined, chat only for the game's players (limits refused with nothing stored, blocked
//! senders filtered, chat off), blocks invisible to the blocked and keeping seekers apart,
//! reports listed by the operator's command.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, error_code, start_game};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_server::api::{
    BlockList, ChatMessage, ChatPage, EventsPage, FriendsPage, InviteList, InviteStatus, Presence,
    ReportList, RoomInfo, RoomStatus, SeekInfo, SeekStatus,
};

/// Three registered players and their ids.
async fn three(server: &Server) -> (Vec<Client>, Vec<String>) {
    let mut clients = Vec::new();
    let mut ids = Vec::new();
    for name in ["Ann", "Bob", "Cat"] {
        let mut c = Client::new(&server.base);
        ids.push(c.register(name).await);
        clients.push(c);
    }
    (clients, ids)
}

/// Rows of one text column for a statement with one text bind, on the test's database.
async fn column(url: &str, sql: &'static str, bind: &str) -> Vec<String> {
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        sqlx::query_scalar(sql)
            .bind(bind)
            .fetch_all(&pool)
            .await
            .unwrap()
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        sqlx::query_scalar(sql)
            .bind(bind)
            .fetch_all(&pool)
            .await
            .unwrap()
    }
}

async fn friends(c: &mut Client) -> FriendsPage {
    c.ok(Method::GET, "/v1/friends", None).await
}

/// Reads `event: chat` messages off an open stream.
struct ChatReader {
    resp: reqwest::Response,
    buf: String,
}

impl ChatReader {
    async fn open(client: &Client, path: &str) -> ChatReader {
        let resp = client.send(Method::GET, path).await;
        assert_eq!(resp.status(), StatusCode::OK);
        ChatReader {
            resp,
            buf: String::new(),
        }
    }

    /// The next chat message, waiting at most 10 seconds.
    async fn next(&mut self) -> ChatMessage {
        tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Some(end) = self.buf.find("\n\n") {
                    let message: String = self.buf.drain(..end + 2).collect();
                    let data: String = message
                        .lines()
                        .filter_map(|l| l.strip_prefix("data:"))
                        .map(str::trim_start)
                        .collect();
                    if message.lines().any(|l| l == "event: chat") {
                        return serde_json::from_str(&data).unwrap();
                    }
                    continue;
                }
                let chunk = self.resp.chunk().await.unwrap().expect("stream ended");
                self.buf.push_str(std::str::from_utf8(&chunk).unwrap());
            }
        })
        .await
        .expect("a chat message within 10 s")
    }
}

async fn friends_and_invites(backend: Backend) {
    let Some(db) = TestDb::new(backend, "social-friends").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut c, ids) = three(&server).await;
    let (ann, bob, cat) = (0, 1, 2);

    let code = friends(&mut c[ann]).await.friend_code;
    assert_eq!(code.len(), 8);
    assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
    assert_eq!(friends(&mut c[ann]).await.friend_code, code, "stable");

    // Refusals change nothing.
    let (status, body) = c[bob]
        .post("/v1/friends", &json!({ "code": "ZZZZ-ZZZZ" }))
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "unknown_friend_code")
    );
    let (status, body) = c[ann].post("/v1/friends", &json!({ "code": code })).await;
    assert_eq!(error_code(&body), "not_yourself", "{status}");
    let both = json!({ "code": code, "player_id": ids[ann] });
    let (status, body) = c[bob].post("/v1/friends", &both).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::UNPROCESSABLE_ENTITY, "invalid_target")
    );
    assert!(friends(&mut c[ann]).await.incoming.is_empty());

    // A request by code (read aloud: lower case, a dash), asked twice, then accepted.
    let spoken = format!("{}-{}", &code[..4], &code[4..]).to_lowercase();
    let (status, body) = c[bob].post("/v1/friends", &json!({ "code": spoken })).await;
    assert_eq!(
        (status, &body["status"]),
        (StatusCode::CREATED, &json!("requested"))
    );
    let (status, _) = c[bob].post("/v1/friends", &json!({ "code": code })).await;
    assert_eq!(status, StatusCode::OK, "asked already");
    let page = friends(&mut c[ann]).await;
    assert_eq!(page.incoming.len(), 1);
    assert_eq!(page.incoming[0].display_name, "Bob");
    assert_eq!(friends(&mut c[bob]).await.outgoing[0].player_id, ids[ann]);
    let (status, body) = c[ann]
        .post(&format!("/v1/friends/{}/accept", ids[cat]), &json!({}))
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "no_friend_request")
    );
    let added: Value = c[ann]
        .ok(
            Method::POST,
            &format!("/v1/friends/{}/accept", ids[bob]),
            None,
        )
        .await;
    assert_eq!(added["status"], "friends");
    let (status, body) = c[bob].post("/v1/friends", &json!({ "code": code })).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "already_friends")
    );

    // The list: Bob's rating and his presence (seen just now).
    let sql = "INSERT INTO ratings (player_id, language, mode, rating, deviation, volatility, \
               games, updated_at) VALUES ($1, 'en', 'quick', 1620, 60, 0.06, 30, 0) RETURNING player_id";
    column(&db.url, sql, &ids[bob]).await;
    let page = friends(&mut c[ann]).await;
    assert!(page.incoming.is_empty() && page.outgoing.is_empty());
    assert_eq!(page.friends.len(), 1);
    let friend = &page.friends[0];
    assert_eq!(
        (friend.display_name.as_str(), friend.presence),
        ("Bob", Presence::Recent)
    );
    assert_eq!(friend.ratings.len(), 1);
    assert_eq!(friend.ratings[0].rating.rating, 1620.0);
    assert_eq!(friend.ratings[0].rating.games, 30);
    assert_eq!(friends(&mut c[bob]).await.friends[0].player_id, ids[ann]);

    // An invite: pushed to Bob (the outbox row), accepted, and the game starts.
    let terms = json!({ "mode": "quick", "language": "en", "minutes": 5 });
    let (status, body) = c[cat]
        .post(&format!("/v1/friends/{}/invite", ids[bob]), &terms)
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_friends")
    );
    let invite: Value = c[ann]
        .ok(
            Method::POST,
            &format!("/v1/friends/{}/invite", ids[bob]),
            Some(&terms),
        )
        .await;
    assert_eq!(invite["status"], "pending");
    let invite_id = invite["invite_id"].as_str().unwrap().to_string();
    let kinds = column(
        &db.url,
        "SELECT kind FROM notifications WHERE device_id = $1",
        &ids[bob],
    )
    .await;
    assert_eq!(kinds, ["friend_invite"]);
    let list: InviteList = c[bob].ok(Method::GET, "/v1/invites", None).await;
    assert_eq!(list.incoming.len(), 1);
    assert_eq!(list.incoming[0].from.display_name, "Ann");
    assert_eq!(list.incoming[0].minutes, Some(5));
    let (status, body) = c[cat]
        .post(&format!("/v1/invites/{invite_id}/accept"), &json!({}))
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "invite_not_found")
    );
    let room: RoomInfo = c[bob]
        .ok(
            Method::POST,
            &format!("/v1/invites/{invite_id}/accept"),
            None,
        )
        .await;
    assert_eq!(room.status, RoomStatus::Playing);
    assert_eq!(room.your_seat, Some(1));
    let game = room.game_id.unwrap();
    let (status, body) = c[bob]
        .post(&format!("/v1/invites/{invite_id}/accept"), &json!({}))
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "invite_answered")
    );
    let list: InviteList = c[ann].ok(Method::GET, "/v1/invites", None).await;
    assert_eq!(list.outgoing[0].status, InviteStatus::Accepted);
    assert_eq!(list.outgoing[0].game_id.as_deref(), Some(game.as_str()));

    // Another, declined.
    let second: Value = c[ann]
        .ok(
            Method::POST,
            &format!("/v1/friends/{}/invite", ids[bob]),
            Some(&json!({ "mode": "daily", "language": "en" })),
        )
        .await;
    let second = second["invite_id"].as_str().unwrap().to_string();
    let (status, _) = c[bob]
        .raw(Method::POST, &format!("/v1/invites/{second}/decline"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = c[bob]
        .raw(Method::POST, &format!("/v1/invites/{second}/decline"), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    let list: InviteList = c[ann].ok(Method::GET, "/v1/invites", None).await;
    assert_eq!(list.outgoing[0].status, InviteStatus::Declined);

    // Bob with the game on screen is live.
    let stream = c[bob]
        .send(Method::GET, &format!("/v1/games/{game}/stream"))
        .await;
    assert_eq!(stream.status(), StatusCode::OK);
    let live = async |ann: &mut Client| friends(ann).await.friends[0].presence == Presence::Live;
    let mut seen_live = false;
    for _ in 0..20 {
        if live(&mut c[ann]).await {
            seen_live = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(seen_live, "an open stream shows as live");
    drop(stream);

    // Removed, then asked again from the game they shared.
    let (status, _) = c[ann]
        .raw(Method::DELETE, &format!("/v1/friends/{}", ids[bob]), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert!(friends(&mut c[bob]).await.friends.is_empty());
    let (status, body) = c[ann]
        .call::<()>(Method::DELETE, &format!("/v1/friends/{}", ids[bob]), None)
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::NOT_FOUND, "not_friends")
    );
    let by_seat = json!({ "game_id": game, "seat": 1 });
    let (status, body) = c[cat].post("/v1/friends", &by_seat).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::FORBIDDEN, "not_your_game")
    );
    let (status, body) = c[ann].post("/v1/friends", &by_seat).await;
    assert_eq!(
        (status, &body["display_name"]),
        (StatusCode::CREATED, &json!("Bob"))
    );
    let (status, body) = c[ann]
        .post("/v1/friends", &json!({ "game_id": game, "seat": 3 }))
        .await;
    assert_eq!(error_code(&body), "no_such_seat", "{status}");
    server.stop();
}

#[tokio::test]
async fn friends_and_invites_sqlite() {
    friends_and_invites(Backend::Sqlite).await;
}

#[tokio::test]
async fn friends_and_invites_postgres() {
    friends_and_invites(Backend::Postgres).await;
}

async fn say(c: &mut Client, game: &str, text: &str) -> (StatusCode, Value) {
    c.post(&format!("/v1/games/{game}/chat"), &json!({ "text": text }))
        .await
}

async fn chat(c: &mut Client, game: &str) -> Vec<String> {
    let page: ChatPage = c
        .ok(Method::GET, &format!("/v1/games/{game}/chat"), None)
        .await;
    page.messages.into_iter().map(|m| m.text).collect()
}

async fn chat_blocks_reports(backend: Backend) {
    let Some(db) = TestDb::new(backend, "social-chat").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut c, ids) = three(&server).await;
    let (ann, bob, eve) = (0, 1, 2);
    let game = {
        let (a, rest) = c.split_at_mut(1);
        start_game(&mut a[0], &mut rest[0], "daily").await
    };

    // Bob follows the game live; Ann's message reaches him there and in events.
    let mut live = ChatReader::open(&c[bob], &format!("/v1/games/{game}/stream")).await;
    let (status, body) = say(&mut c[ann], &game, "  hello\nBob ").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let got = live.next().await;
    assert_eq!((got.seq, got.seat, got.text.as_str()), (1, 0, "hello Bob"));
    assert_eq!(got.display_name, "Ann");
    let page: EventsPage = c[bob]
        .ok(
            Method::GET,
            &format!("/v1/games/{game}/events?chat_since=0"),
            None,
        )
        .await;
    assert_eq!(page.chat.len(), 1);
    let page: Value = c[bob]
        .ok(Method::GET, &format!("/v1/games/{game}/events"), None)
        .await;
    assert!(page.get("chat").is_none(), "no chat unless asked: {page}");

    // Never to an outsider.
    for path in ["chat", "events?chat_since=0", "stream?chat_since=0"] {
        let (status, body) = c[eve].get(&format!("/v1/games/{game}/{path}")).await;
        assert_eq!(
            (status, error_code(&body)),
            (StatusCode::FORBIDDEN, "not_your_game")
        );
    }
    let (status, _) = say(&mut c[eve], &game, "hi").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        !c[eve].bodies.iter().any(|b| b.contains("hello")),
        "the outsider saw the chat"
    );

    // Limits: refused, nothing stored.
    let (status, body) = say(&mut c[ann], &game, &"x".repeat(201)).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::UNPROCESSABLE_ENTITY, "message_too_long")
    );
    let (status, body) = say(&mut c[ann], &game, " \n ").await;
    assert_eq!(error_code(&body), "empty_message", "{status}");
    for i in 2..=10 {
        let (status, body) = say(&mut c[ann], &game, &format!("m{i}")).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let resp = c[ann]
        .request(Method::POST, &format!("/v1/games/{game}/chat"))
        .json(&json!({ "text": "one too many" }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(resp.headers().contains_key("retry-after"));
    let all = chat(&mut c[bob], &game).await;
    assert_eq!(all.len(), 10, "{all:?}");
    assert!(
        !all.iter()
            .any(|t| t == "one too many" || t.starts_with("xx"))
    );

    // Chat off: neither seen nor sent.
    let off: Value = c[bob]
        .ok(
            Method::PUT,
            "/v1/players/me/chat",
            Some(&json!({ "enabled": false })),
        )
        .await;
    assert_eq!(off["enabled"], false);
    let (status, body) = c[bob].get(&format!("/v1/games/{game}/chat")).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "chat_off")
    );
    let (status, body) = say(&mut c[bob], &game, "hi").await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "chat_off")
    );
    let page: EventsPage = c[bob]
        .ok(
            Method::GET,
            &format!("/v1/games/{game}/events?chat_since=0"),
            None,
        )
        .await;
    assert!(page.chat.is_empty());
    let _: Value = c[bob]
        .ok(
            Method::PUT,
            "/v1/players/me/chat",
            Some(&json!({ "enabled": true })),
        )
        .await;

    // Friends first; then Bob blocks Ann from the game's seat.
    let code = friends(&mut c[bob]).await.friend_code;
    c[ann]
        .ok::<Value>(Method::POST, "/v1/friends", Some(&json!({ "code": code })))
        .await;
    c[bob]
        .ok::<Value>(
            Method::POST,
            &format!("/v1/friends/{}/accept", ids[ann]),
            None,
        )
        .await;
    let seat_of_ann = json!({ "game_id": game, "seat": 0 });
    let (status, body) = c[bob].post("/v1/blocks", &seat_of_ann).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = c[bob]
        .post("/v1/blocks", &json!({ "player_id": ids[ann] }))
        .await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "already_blocked")
    );
    assert!(
        friends(&mut c[ann]).await.friends.is_empty(),
        "the friendship ended"
    );
    assert!(friends(&mut c[bob]).await.friends.is_empty());
    let blocks: BlockList = c[bob].ok(Method::GET, "/v1/blocks", None).await;
    assert_eq!(blocks.blocks[0].player_id, ids[ann]);
    let blocks: BlockList = c[ann].ok(Method::GET, "/v1/blocks", None).await;
    assert!(blocks.blocks.is_empty(), "Ann is not told");

    // Ann's messages stop reaching Bob; she sees hers as sent. (Her minute of ten messages
    // is moved into the past, so that she may send again.)
    let (status, body) = say(&mut c[bob], &game, "from bob").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let got = live.next().await;
    assert_eq!(got.text, "from bob");
    let sql = "UPDATE game_chat SET sent_at = sent_at - 61000 WHERE game_id = $1 RETURNING body";
    column(&db.url, sql, &game).await;
    let (status, body) = say(&mut c[ann], &game, "you cannot hear me").await;
    assert_eq!(status, StatusCode::CREATED, "not told: {body}");
    let (status, _) = say(&mut c[bob], &game, "still here").await;
    assert_eq!(status, StatusCode::CREATED);
    let got = live.next().await;
    assert_eq!(
        got.text, "still here",
        "the blocked sender's message was skipped"
    );
    let seen_by_bob = chat(&mut c[bob], &game).await;
    assert!(!seen_by_bob.iter().any(|t| t == "you cannot hear me"));
    assert!(
        !seen_by_bob.iter().any(|t| t == "hello Bob"),
        "earlier ones too"
    );
    assert!(
        chat(&mut c[ann], &game)
            .await
            .iter()
            .any(|t| t == "you cannot hear me")
    );

    // Ann's friend request is dropped without her knowing.
    let (status, body) = c[ann].post("/v1/friends", &json!({ "code": code })).await;
    assert_eq!(
        (status, &body["status"]),
        (StatusCode::CREATED, &json!("requested"))
    );
    assert_eq!(friends(&mut c[ann]).await.outgoing.len(), 1);
    assert!(friends(&mut c[bob]).await.incoming.is_empty());
    let (status, body) = c[bob].post("/v1/friends", &seat_of_ann).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "blocked")
    );

    // A report, stored and listed by the operator's command.
    let report = json!({ "game_id": game, "seat": 0, "reason": "abusive_chat", "text": "rude" });
    let (status, body) = c[eve].post("/v1/reports", &report).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let mut own = report.clone();
    own["seat"] = json!(1);
    let (status, body) = c[bob].post("/v1/reports", &own).await;
    assert_eq!(error_code(&body), "not_yourself", "{status}");
    let mut long = report.clone();
    long["text"] = json!("y".repeat(501));
    let (status, body) = c[bob].post("/v1/reports", &long).await;
    assert_eq!(error_code(&body), "invalid_report", "{status}");
    let mut bad = report.clone();
    bad["reason"] = json!("boredom");
    let (status, _) = c[bob].post("/v1/reports", &bad).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, body) = c[bob].post("/v1/reports", &report).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, body) = c[bob].post("/v1/reports", &report).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "already_reported")
    );
    let mine: ReportList = c[bob].ok(Method::GET, "/v1/reports", None).await;
    assert_eq!(mine.reports.len(), 1);
    assert_eq!(mine.reports[0].reported.display_name, "Ann");
    let theirs: ReportList = c[ann].ok(Method::GET, "/v1/reports", None).await;
    assert!(theirs.reports.is_empty(), "only the reporter sees a report");

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_slovo-server"))
        .args(["--database", &db.url, "reports", "--json"])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    let listed = listed.as_array().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["game_id"], json!(game));
    assert_eq!(listed[0]["reason"], "abusive_chat");
    assert_eq!(listed[0]["text"], "rude");
    assert_eq!(listed[0]["reporter"]["player_id"], json!(ids[bob]));
    assert_eq!(listed[0]["reported"]["display_name"], "Ann");
    let texts: Vec<&str> = listed[0]["chat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert!(
        texts.contains(&"hello Bob") && texts.contains(&"you cannot hear me"),
        "{texts:?}"
    );
    let text = std::process::Command::new(env!("CARGO_BIN_EXE_slovo-server"))
        .args(["--database", &db.url, "reports"])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("Bob (")
            && text.contains("abusive_chat")
            && text.contains("you cannot hear me"),
        "{text}"
    );
    server.stop();
}

#[tokio::test]
async fn chat_blocks_and_reports_sqlite() {
    chat_blocks_reports(Backend::Sqlite).await;
}

#[tokio::test]
async fn chat_blocks_and_reports_postgres() {
    chat_blocks_reports(Backend::Postgres).await;
}

async fn seek(c: &mut Client) -> SeekInfo {
    let body = json!({ "mode": "quick", "language": "en", "players": 2 });
    c.ok(Method::POST, "/v1/seeks", Some(&body)).await
}

async fn seekers_apart(backend: Backend) {
    let Some(db) = TestDb::new(backend, "social-seeks").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut c, ids) = three(&server).await;
    let (status, body) = c[0]
        .post("/v1/blocks", &json!({ "player_id": ids[1] }))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(seek(&mut c[0]).await.status, SeekStatus::Pending);
    let bob = seek(&mut c[1]).await;
    assert_eq!(
        bob.status,
        SeekStatus::Pending,
        "the blocked seeker is not paired with Ann"
    );
    let cat = seek(&mut c[2]).await;
    assert_eq!(cat.status, SeekStatus::Matched);
    let names: Vec<String> = cat
        .room
        .unwrap()
        .players
        .into_iter()
        .map(|p| p.display_name)
        .collect();
    assert_eq!(names, ["Ann", "Cat"]);
    let bob: SeekInfo = c[1]
        .ok(Method::GET, &format!("/v1/seeks/{}", bob.seek_id), None)
        .await;
    assert_eq!(bob.status, SeekStatus::Pending);
    server.stop();
}

#[tokio::test]
async fn blocked_seekers_are_kept_apart_sqlite() {
    seekers_apart(Backend::Sqlite).await;
}

#[tokio::test]
async fn blocked_seekers_are_kept_apart_postgres() {
    seekers_apart(Backend::Postgres).await;
}
