//! A real `slovo-server` process on a free port with a fresh database (a temporary SQLite
//! file, or a new PostgreSQL database when `SLOVO_TEST_POSTGRES_URL` is set), and a small HTTP
//! client that keeps every response body it receives, per device.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use reqwest::{Method, StatusCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use sqlx::Connection;

pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "slovo-server-test-{}-{name}-{}",
            std::process::id(),
            slovo_server::now_ms()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The environment variable naming a PostgreSQL database whose role may create databases,
/// e.g. `postgres://slovo:slovo@127.0.0.1/slovo_test`. Unset: the PostgreSQL variants skip.
pub const POSTGRES_URL_VAR: &str = "SLOVO_TEST_POSTGRES_URL";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A fresh, empty database for one test, removed when dropped.
pub struct TestDb {
    pub url: String,
    _dir: Option<TempDir>,
    /// PostgreSQL: the admin URL and the name of the database to drop.
    postgres: Option<(String, String)>,
}

impl TestDb {
    /// A new database on `backend`, or `None` (after printing why) when PostgreSQL is asked for
    /// but `SLOVO_TEST_POSTGRES_URL` is not set.
    pub async fn new(backend: Backend, name: &str) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let dir = TempDir::new(name);
                let url = format!("sqlite://{}", dir.0.join("slovo.db").display());
                Some(TestDb {
                    url,
                    _dir: Some(dir),
                    postgres: None,
                })
            }
            Backend::Postgres => {
                let Ok(admin) = std::env::var(POSTGRES_URL_VAR) else {
                    eprintln!(
                        "skipped: PostgreSQL variant of {name:?} ({POSTGRES_URL_VAR} is not set)"
                    );
                    return None;
                };
                let db_name = format!(
                    "slovo_t_{}_{}_{}",
                    std::process::id(),
                    name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"),
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .unwrap()
                        .as_nanos()
                );
                let mut conn = sqlx::postgres::PgConnection::connect(&admin)
                    .await
                    .unwrap_or_else(|e| panic!("connect to {POSTGRES_URL_VAR}: {e}"));
                // The name is ours: digits, ASCII letters and underscores only.
                sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {db_name}")))
                    .execute(&mut conn)
                    .await
                    .unwrap_or_else(|e| panic!("create database {db_name}: {e}"));
                let _ = conn.close().await;
                // Same server and credentials, the new database.
                let base = admin.split('?').next().unwrap();
                let cut = base.rfind('/').filter(|&i| i > "postgres://".len());
                let url = match cut {
                    Some(i) => format!("{}/{db_name}", &base[..i]),
                    None => format!("{base}/{db_name}"),
                };
                Some(TestDb {
                    url,
                    _dir: None,
                    postgres: Some((admin, db_name)),
                })
            }
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some((admin, db_name)) = self.postgres.take() else {
            return;
        };
        // Drop runs inside the test's runtime: drop the database from a thread of its own.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                if let Ok(mut conn) = sqlx::postgres::PgConnection::connect(&admin).await {
                    let _ = sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
                        "DROP DATABASE IF EXISTS {db_name} WITH (FORCE)"
                    )))
                    .execute(&mut conn)
                    .await;
                    let _ = conn.close().await;
                }
            });
        })
        .join();
    }
}

pub struct Server {
    child: Child,
    pub base: String,
}

impl Server {
    pub fn start(database_url: &str) -> Server {
        Server::start_with(database_url, &[])
    }

    /// Start with extra command-line arguments.
    pub fn start_with(database_url: &str, extra: &[&str]) -> Server {
        Server::spawn(database_url, extra, "warn", Stdio::inherit()).0
    }

    /// Start logging at `filter` (`RUST_LOG`), collecting everything written to stderr.
    pub fn start_logged(
        database_url: &str,
        extra: &[&str],
        filter: &str,
    ) -> (Server, std::sync::Arc<std::sync::Mutex<String>>) {
        let (server, stderr) = Server::spawn(database_url, extra, filter, Stdio::piped());
        let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let sink = log.clone();
        let stderr = stderr.unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                let mut log = sink.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
        (server, log)
    }

    fn spawn(
        database_url: &str,
        extra: &[&str],
        filter: &str,
        stderr: Stdio,
    ) -> (Server, Option<std::process::ChildStderr>) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_slovo-server"))
            .args(["--listen", "127.0.0.1:0", "--database", database_url])
            .args(extra)
            .env("RUST_LOG", filter)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("start slovo-server");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let base = slovo_server::listening_url(&line)
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        let stderr = child.stderr.take();
        (Server { child, base }, stderr)
    }

    pub fn stop(mut self) {
        self.kill();
    }

    /// Send SIGTERM, as a process manager stops a server, and wait up to `within` for the
    /// process to exit: its status, or `None` if it is still running.
    pub fn terminate(&mut self, within: std::time::Duration) -> Option<std::process::ExitStatus> {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill").args(["-TERM", &pid]).status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -TERM {pid}");
        let deadline = std::time::Instant::now() + within;
        while std::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        None
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// One device talking to the server; remembers every body it was sent.
pub struct Client {
    pub http: reqwest::Client,
    pub base: String,
    pub token: Option<String>,
    pub bodies: Vec<String>,
}

impl Client {
    pub fn new(base: &str) -> Client {
        Client {
            http: reqwest::Client::new(),
            base: base.to_string(),
            token: None,
            bodies: Vec::new(),
        }
    }

    /// A request to `path` with this device's token, if registered.
    pub fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        let req = self.http.request(method, format!("{}{path}", self.base));
        match &self.token {
            Some(token) => req.bearer_auth(token),
            None => req,
        }
    }

    /// Send a bodiless request and hand back the response unread (a stream, headers).
    pub async fn send(&self, method: Method, path: &str) -> reqwest::Response {
        self.request(method, path).send().await.expect("request")
    }

    /// Send a raw body; returns the status and the body text.
    pub async fn raw(
        &mut self,
        method: Method,
        path: &str,
        body: Option<(&str, Vec<u8>)>,
    ) -> (StatusCode, String) {
        let mut req = self.request(method, path);
        if let Some((content_type, bytes)) = body {
            req = req.header("content-type", content_type).body(bytes);
        }
        let resp = req.send().await.expect("request");
        let status = resp.status();
        let text = resp.text().await.unwrap();
        self.bodies.push(text.clone());
        (status, text)
    }

    pub async fn call<B: Serialize>(
        &mut self,
        method: Method,
        path: &str,
        body: Option<&B>,
    ) -> (StatusCode, Value) {
        let body = body.map(|b| ("application/json", serde_json::to_vec(b).unwrap()));
        let (status, text) = self.raw(method, path, body).await;
        let value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{path}: {status} body is not JSON ({e}): {text:?}"));
        (status, value)
    }

    pub async fn get(&mut self, path: &str) -> (StatusCode, Value) {
        self.call::<()>(Method::GET, path, None).await
    }

    pub async fn post<B: Serialize>(&mut self, path: &str, body: &B) -> (StatusCode, Value) {
        self.call(Method::POST, path, Some(body)).await
    }

    /// A call that must succeed, decoded.
    pub async fn ok<T: DeserializeOwned>(
        &mut self,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> T {
        let (status, value) = self.call(method, path, body).await;
        assert!(status.is_success(), "{path}: {status} {value}");
        serde_json::from_value(value).unwrap()
    }

    pub async fn register(&mut self, name: &str) -> String {
        let (status, value) = self
            .post("/v1/devices", &serde_json::json!({ "display_name": name }))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{value}");
        self.token = Some(value["token"].as_str().unwrap().to_string());
        value["device_id"].as_str().unwrap().to_string()
    }
}

/// Ann and Bob, each a device registered on `server`: most tests' two players.
pub async fn ann_and_bob(server: &Server) -> (Client, Client) {
    let mut ann = Client::new(&server.base);
    let mut bob = Client::new(&server.base);
    ann.register("Ann").await;
    bob.register("Bob").await;
    (ann, bob)
}

/// `creator` opens an English room for two in `mode` (quick or daily) and `joiner` fills it;
/// the game id.
pub async fn start_game(creator: &mut Client, joiner: &mut Client, mode: &str) -> String {
    let room: slovo_server::api::RoomInfo = creator
        .ok(
            reqwest::Method::POST,
            "/v1/rooms",
            Some(&serde_json::json!({ "mode": mode, "language": "english", "seats": 2 })),
        )
        .await;
    let joined: slovo_server::api::RoomInfo = joiner
        .ok(
            reqwest::Method::POST,
            &format!("/v1/rooms/{}/join", room.code),
            None,
        )
        .await;
    joined.game_id.expect("the full room started its game")
}

/// The typed error code of an error body.
pub fn error_code(value: &Value) -> &str {
    value["error"]["code"]
        .as_str()
        .unwrap_or_else(|| panic!("not an error body: {value}"))
}

/// The status and error code of a refused call.
pub async fn refused(
    c: &mut Client,
    method: Method,
    path: &str,
    body: Option<&Value>,
) -> (StatusCode, String) {
    let (status, value) = c.call(method, path, body).await;
    (status, error_code(&value).to_string())
}

/// A game state as JSON without its clocks, which keep running between two requests.
pub fn without_clocks(state: &slovo_server::api::GameState) -> Value {
    let mut value = serde_json::to_value(state).unwrap();
    value["clocks"] = Value::Null;
    value
}

/// The asking player's view of `game`.
pub async fn state(client: &mut Client, game: &str) -> slovo_server::api::GameState {
    client
        .ok(Method::GET, &format!("/v1/games/{game}"), None)
        .await
}

/// Submit `mv` as `move_id` against `version`; the status and the body.
pub async fn submit(
    client: &mut Client,
    game: &str,
    move_id: &str,
    version: i64,
    mv: &slovo_rules::Move,
) -> (StatusCode, Value) {
    client
        .post(
            &format!("/v1/games/{game}/moves"),
            &serde_json::json!({ "move_id": move_id, "expected_version": version, "move": mv }),
        )
        .await
}

/// The best play the engine finds for this view, or a pass.
pub fn best_move(
    engine: &slovo_engine::Engine,
    s: &slovo_server::api::GameState,
) -> slovo_rules::Move {
    let board = slovo_rules::Board::from_text(&s.board, s.tile_set.tiles()).unwrap();
    match engine
        .generator()
        .plays(&board, &s.rack, s.tile_set)
        .first()
    {
        Some(play) => slovo_rules::Move::Play(play.placements.clone()),
        None => slovo_rules::Move::Pass,
    }
}

pub fn english_engine() -> slovo_engine::Engine {
    slovo_engine::Engine::load(
        slovo_rules::Language::English,
        &slovo_lexicon::default_dir(),
    )
    .expect("english lexicon")
}

/// No response to one player ever held a rack another was shown (`racks[p]`: every rack
/// player `p` saw). The scan is checked to work: each player's own first rack is found in
/// their own responses.
pub fn assert_racks_private(clients: &[&Client], racks: &[Vec<Vec<slovo_rules::Kind>>]) {
    let needle = |rack: &Vec<slovo_rules::Kind>| {
        format!("\"rack\":{}", serde_json::to_string(rack).unwrap())
    };
    for (me, client) in clients.iter().enumerate() {
        let own = needle(&racks[me][0]);
        assert!(client.bodies.iter().any(|b| b.contains(&own)));
        for (other, seen) in racks.iter().enumerate().filter(|(o, _)| *o != me) {
            for rack in seen.iter().filter(|r| r.len() >= 2) {
                let n = needle(rack);
                for body in &client.bodies {
                    assert!(
                        !body.contains(&n),
                        "a response to player {me} leaked player {other}'s rack {n}"
                    );
                }
            }
        }
    }
}

/// Keep every sweeper off `game` for an hour, as if another instance held its claim: what
/// the request path does by itself shows.
pub async fn hold_sweeps(database_url: &str, game: &str) {
    let sql = "UPDATE rooms SET swept_until = $1 WHERE id = $2";
    let until = slovo_server::now_ms() + 3_600_000;
    let updated = if database_url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(database_url).await.unwrap();
        let done = sqlx::query(sql).bind(until).bind(game).execute(&pool).await;
        done.unwrap().rows_affected()
    } else {
        let pool = sqlx::SqlitePool::connect(database_url).await.unwrap();
        let done = sqlx::query(sql).bind(until).bind(game).execute(&pool).await;
        done.unwrap().rows_affected()
    };
    assert_eq!(updated, 1, "no game {game}");
}
