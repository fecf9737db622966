//! What the online end-to-end tests share: a real `slovo-server` process on a temporary
//! SQLite file (stoppable and restartable on the same port), a TCP proxy between a client and
//! the server that can lose requests and answers, and the `slovo online` command.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Once};
use std::time::Duration;

/// A fresh directory for one test, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("slovo-online-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The server binary, built next to `slovo` (cargo only builds a package's own binaries for
/// its tests, so build it once per test run; a no-op when it is fresh).
fn server_binary() -> PathBuf {
    static BUILD: Once = Once::new();
    let slovo = Path::new(env!("CARGO_BIN_EXE_slovo"));
    BUILD.call_once(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let mut build = Command::new(cargo);
        build.args(["build", "-q", "-p", "slovo-server", "--bin", "slovo-server"]);
        if slovo.parent().and_then(|p| p.file_name()) == Some("release".as_ref()) {
            build.arg("--release");
        }
        let status = build.status().expect("run cargo build -p slovo-server");
        assert!(status.success(), "cargo build -p slovo-server failed");
    });
    slovo.with_file_name(format!("slovo-server{}", std::env::consts::EXE_SUFFIX))
}

/// A `slovo-server` process on a SQLite file that outlives it.
pub struct Server {
    child: Option<Child>,
    /// `127.0.0.1:PORT`, kept across restarts.
    pub addr: String,
    database: String,
    extra: Vec<String>,
}

impl Server {
    pub fn start(db: &Path) -> Server {
        Server::start_with(db, &[])
    }

    /// Start with extra flags.
    pub fn start_with(db: &Path, flags: &[(&str, &str)]) -> Server {
        let mut server = Server {
            child: None,
            addr: "127.0.0.1:0".into(),
            database: format!("sqlite://{}", db.display()),
            extra: flags
                .iter()
                .flat_map(|(flag, value)| [flag.to_string(), value.to_string()])
                .collect(),
        };
        server.spawn();
        server
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn spawn(&mut self) {
        let mut child = Command::new(server_binary())
            .args(["--listen", &self.addr, "--database", &self.database])
            .args(&self.extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start slovo-server");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line
            .trim()
            .strip_prefix("slovo-server listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"));
        self.addr = url.trim_start_matches("http://").to_string();
        self.child = Some(child);
    }

    /// The server goes away (the client's network is gone, as far as it can tell).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The server comes back on the same address and database.
    pub fn restart(&mut self) {
        self.stop();
        for _ in 0..50 {
            if TcpListener::bind(&self.addr).is_ok() {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        self.spawn();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// What the proxy does with one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    Forward,
    /// Close the client's connection without sending the request on.
    DropRequest,
    /// Send the request on, then close the client's connection without the answer.
    DropResponse,
    /// Send the request on and never answer (until the client goes away).
    HoldResponse,
}

/// What the proxy saw and did.
#[derive(Debug, Default)]
pub struct ProxyStats {
    pub requests: AtomicU64,
    pub requests_dropped: AtomicU64,
    pub responses_dropped: AtomicU64,
    /// Answers to `POST .../moves` that were applied but never reached the client: each one
    /// is a move the client had to send again, which only its move id kept from doubling.
    pub move_answers_lost: AtomicU64,
    pub move_requests_dropped: AtomicU64,
}

type Decide = dyn FnMut(&str) -> Fate + Send;

/// A TCP proxy in front of `upstream` that reads one HTTP/1.1 request per connection (asking
/// the server to close after answering) and lets `decide` choose its fate from the request
/// line (`POST /v1/games/ID/moves HTTP/1.1`).
pub struct Proxy {
    pub addr: String,
    pub stats: Arc<ProxyStats>,
    stop: Arc<AtomicBool>,
}

impl Proxy {
    pub fn start(upstream: &str, decide: Box<Decide>) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let stats = Arc::new(ProxyStats::default());
        let stop = Arc::new(AtomicBool::new(false));
        let decide = Arc::new(Mutex::new(decide));
        let upstream = upstream.to_string();
        let (s, st) = (stats.clone(), stop.clone());
        std::thread::spawn(move || {
            for conn in listener.incoming() {
                if st.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(conn) = conn else { continue };
                let (upstream, decide, stats) = (upstream.clone(), decide.clone(), s.clone());
                std::thread::spawn(move || {
                    let _ = relay(conn, &upstream, &decide, &stats);
                });
            }
        });
        Proxy { addr, stats, stop }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn count(counter: &AtomicU64) -> u64 {
        counter.load(Ordering::SeqCst)
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so it sees the flag.
        let _ = TcpStream::connect(&self.addr);
    }
}

/// Read one request (head and Content-Length body).
fn read_request(conn: &mut TcpStream) -> std::io::Result<Option<(String, Vec<u8>)>> {
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(b"\r\n\r\n") {
        if conn.read(&mut byte)? == 0 {
            return Ok(None);
        }
        buf.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&buf).to_string();
    let length = head
        .lines()
        .find_map(|l| {
            let (name, value) = l.split_once(':')?;
            name.eq_ignore_ascii_case("content-length")
                .then(|| value.trim().parse::<usize>().ok())?
        })
        .unwrap_or(0);
    let mut body = vec![0u8; length];
    conn.read_exact(&mut body)?;
    Ok(Some((head, body)))
}

fn relay(
    mut client: TcpStream,
    upstream: &str,
    decide: &Mutex<Box<Decide>>,
    stats: &ProxyStats,
) -> std::io::Result<()> {
    let Some((head, body)) = read_request(&mut client)? else {
        return Ok(());
    };
    let request_line = head.lines().next().unwrap_or_default().to_string();
    let is_move = request_line.starts_with("POST ") && request_line.contains("/moves ");
    stats.requests.fetch_add(1, Ordering::SeqCst);
    let fate = (decide.lock().unwrap())(&request_line);
    if fate == Fate::DropRequest {
        stats.requests_dropped.fetch_add(1, Ordering::SeqCst);
        if is_move {
            stats.move_requests_dropped.fetch_add(1, Ordering::SeqCst);
        }
        return client.shutdown(Shutdown::Both);
    }
    // One request per connection: the server closes after answering, so the answer ends at EOF.
    let mut forwarded: String = head
        .trim_end()
        .lines()
        .filter(|l| !l.to_ascii_lowercase().starts_with("connection:"))
        .map(|l| format!("{l}\r\n"))
        .collect();
    forwarded.push_str("Connection: close\r\n\r\n");
    let mut server = TcpStream::connect(upstream)?;
    server.write_all(forwarded.as_bytes())?;
    server.write_all(&body)?;
    let mut answer = Vec::new();
    server.read_to_end(&mut answer)?;
    match fate {
        Fate::DropResponse => {
            stats.responses_dropped.fetch_add(1, Ordering::SeqCst);
            if is_move {
                stats.move_answers_lost.fetch_add(1, Ordering::SeqCst);
            }
            client.shutdown(Shutdown::Both)
        }
        Fate::HoldResponse => {
            stats.responses_dropped.fetch_add(1, Ordering::SeqCst);
            // Wait for the client to go away.
            let mut sink = [0u8; 64];
            while client.read(&mut sink).map(|n| n > 0).unwrap_or(false) {}
            Ok(())
        }
        _ => {
            client.write_all(&answer)?;
            client.shutdown(Shutdown::Both)
        }
    }
}

/// `slovo online --data-dir DIR [--server URL] ARGS...`
pub fn online(dir: &Path, server: Option<&str>, args: &[&str]) -> Output {
    online_command(dir, server, args).output().unwrap()
}

pub fn online_command(dir: &Path, server: Option<&str>, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_slovo"));
    cmd.arg("online").arg("--data-dir").arg(dir);
    if let Some(url) = server {
        cmd.args(["--server", url]);
    }
    cmd.args(args);
    cmd
}

/// Run `slovo online ...`, expecting success; its stdout.
pub fn online_ok(dir: &Path, server: Option<&str>, args: &[&str]) -> String {
    let out = online(dir, server, args);
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "slovo online {args:?}: {}\nstdout: {stdout}\nstderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// `show GAME --json`.
pub fn show(dir: &Path, game: &str) -> serde_json::Value {
    serde_json::from_str(&online_ok(dir, None, &["show", game, "--json"])).unwrap()
}
