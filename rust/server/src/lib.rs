//! `slovo-server`: the online play server. It holds every game in full (bag and racks),
//! referees moves with the rules core and the lexicons, and shows each player only their view.
//!
//! By resource, each with its routes and storage queries side by side: [`devices`], [`rooms`]
//! (rooms and seeks), [`games`] (replay, views, moves, streams, the sweeper), [`players`]
//! (ratings and statistics), [`notify`].
//! [`storage`] holds the pool and migrations, [`routes`] the router; errors are the typed
//! [`error::ApiError`]; wire types live in `slovo-api`.

// The hand-written OpenAPI document is one large `serde_json::json!`.
#![recursion_limit = "512"]

pub mod body;
pub mod conn;
pub mod devices;
pub mod error;
#[cfg(test)]
mod error_codes;
pub mod games;
pub mod limits;
pub mod metrics;
pub mod names;
pub mod notify;
pub mod openapi;
pub mod players;
pub mod rooms;
pub mod routes;
pub mod social;
pub mod storage;
pub mod tycoon;

/// The wire types, shared with the phones' sync client.
pub use slovo_api as api;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use tokio::net::TcpListener;

use crate::games::{Engines, GameLocks, Replays, Streams};
use crate::storage::Storage;

/// Largest request body accepted (a move is well under 2 KiB).
pub const MAX_BODY: usize = 16 * 1024;

/// How many rebuilt games are kept in memory (a few MB).
const REPLAYS_KEPT: usize = 2048;

/// Shared state of all handlers.
#[derive(Clone)]
pub struct AppState {
    pub storage: Storage,
    pub engines: Arc<Engines>,
    pub locks: Arc<GameLocks>,
    pub replays: Arc<Replays>,
    pub streams: Arc<Streams>,
    pub metrics: Arc<metrics::Metrics>,
    pub senders: notify::Senders,
    pub limits: Arc<limits::Limits>,
    pub social: Arc<social::Social>,
    /// Every quick game's clock instead of its room's choice (tests, demos), in milliseconds.
    pub quick_clock_ms: Option<i64>,
    /// The time for one move in a daily game, in milliseconds.
    pub daily_move_ms: i64,
    /// How long a matchmaking seek waits, in milliseconds.
    pub seek_ttl_ms: i64,
    pub rooms: RoomLimits,
    /// Days of vacation from daily games a player may take a calendar year.
    pub vacation_days_per_year: u32,
    /// How long a rematch offer waits instead of its mode's time (tests), in milliseconds.
    pub rematch_expiry_ms: Option<i64>,
    /// Turns true when the server is stopping: live streams end then.
    pub stopping: tokio::sync::watch::Receiver<bool>,
}

/// How many rooms a device may hold open, and how long a room waits to be filled.
#[derive(Debug, Clone, Copy)]
pub struct RoomLimits {
    /// Unfilled, unexpired rooms one device may have created.
    pub open_per_device: i64,
    /// Milliseconds an unfilled quick room waits.
    pub quick_expiry_ms: i64,
    /// Milliseconds an unfilled daily room waits.
    pub daily_expiry_ms: i64,
}

impl RoomLimits {
    /// When a room waiting to be filled expires (`None` once it is a game).
    pub fn expires_at(&self, room: &rooms::storage::Room) -> Option<i64> {
        let wait = if room.mode == api::Mode::Quick.name() {
            self.quick_expiry_ms
        } else {
            self.daily_expiry_ms
        };
        room.config.is_none().then_some(room.created_at + wait)
    }
}

impl AppState {
    /// The timing of a game in `mode` with `minutes` chosen for a quick clock (0: default).
    pub fn timing(&self, mode: &str, minutes: i64) -> games::Timing {
        if mode == api::Mode::Quick.name() {
            let minutes = if minutes > 0 {
                minutes
            } else {
                i64::from(api::DEFAULT_QUICK_MINUTES)
            };
            games::Timing::Quick {
                per_player: self.quick_clock_ms.unwrap_or(minutes * 60_000),
            }
        } else {
            games::Timing::Daily {
                per_move: self.daily_move_ms,
            }
        }
    }
}

pub struct Config {
    pub listen: SocketAddr,
    pub database: String,
    pub lexicons: PathBuf,
    /// Every quick game's clock instead of its room's choice (tests, demos), in milliseconds.
    pub quick_clock_ms: Option<i64>,
    /// The time for one move in a daily game, in milliseconds.
    pub daily_move_ms: i64,
    /// How long a matchmaking seek waits, in milliseconds.
    pub seek_ttl_ms: i64,
    pub rooms: RoomLimits,
    /// Days of vacation from daily games a player may take a calendar year.
    pub vacation_days_per_year: u32,
    /// How long a rematch offer waits instead of its mode's time (tests), in milliseconds.
    pub rematch_expiry_ms: Option<i64>,
    pub connections: conn::ConnLimits,
    pub senders: notify::Senders,
    /// Room lookups by code a device may make per minute.
    pub code_lookups_per_minute: std::num::NonZeroU32,
    /// Devices one client address may register per minute.
    pub registrations_per_minute: std::num::NonZeroU32,
    /// Reverse proxies whose `X-Forwarded-For` names the client (for the rate limits).
    pub trusted_proxies: Vec<std::net::IpAddr>,
}

/// The start of the first line the server prints on stdout, before its base URL.
pub const LISTENING: &str = "slovo-server listening on ";

/// The base URL in the server's first line of output (`http://ADDR`), if it is that line.
pub fn listening_url(line: &str) -> Option<&str> {
    line.trim().strip_prefix(LISTENING)
}

/// How long a stopping server waits for its requests in flight.
const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(3);

/// Open the database (running migrations), bind, print the bound address and serve until
/// Ctrl-C or SIGTERM. A stop ends the live streams at once (their clients reconnect, to
/// another instance) and waits at most [`SHUTDOWN_GRACE`] for the other requests.
pub async fn run(config: Config) -> Result<(), Box<dyn std::error::Error>> {
    let storage = Storage::open(&config.database).await?;
    let (stop, stopping) = tokio::sync::watch::channel(false);
    let state = AppState {
        storage,
        engines: Arc::new(Engines::new(config.lexicons)),
        locks: Arc::new(GameLocks::default()),
        replays: Arc::new(Replays::new(REPLAYS_KEPT)),
        streams: Arc::new(Streams::default()),
        metrics: Arc::new(metrics::Metrics::default()),
        senders: config.senders,
        limits: Arc::new(limits::Limits::new(
            config.code_lookups_per_minute,
            config.registrations_per_minute,
            config.trusted_proxies,
        )),
        social: Arc::default(),
        quick_clock_ms: config.quick_clock_ms,
        daily_move_ms: config.daily_move_ms,
        seek_ttl_ms: config.seek_ttl_ms,
        rooms: config.rooms,
        vacation_days_per_year: config.vacation_days_per_year,
        rematch_expiry_ms: config.rematch_expiry_ms,
        stopping: stopping.clone(),
    };
    tokio::spawn(games::sweeper::sweeper(state.clone()));
    tokio::spawn(notify::worker(state.clone()));
    let tcp = TcpListener::bind(config.listen).await?;
    let addr = tcp.local_addr()?;
    let listener = conn::Limited::new(tcp, config.connections);
    // Tests and scripts read this line to learn the port when given port 0.
    println!("{LISTENING}http://{addr}");
    tracing::info!(%addr, "listening");
    let app = routes::router(state).into_make_service_with_connect_info::<conn::Peer>();
    let signalled = async move {
        shutdown().await;
        tracing::info!("stopping");
        let _ = stop.send(true);
    };
    let serving = axum::serve(listener, app).with_graceful_shutdown(signalled);
    let overdue = async move {
        stopped(stopping).await;
        tokio::time::sleep(SHUTDOWN_GRACE).await;
    };
    tokio::select! {
        served = serving => served?,
        () = overdue => tracing::warn!("requests still open after the grace period: stopping anyway"),
    }
    Ok(())
}

/// Resolves once the server is stopping (at once if it is).
pub async fn stopped(mut stopping: tokio::sync::watch::Receiver<bool>) {
    // A closed channel means the server is gone: stopped too.
    let _ = stopping.wait_for(|s| *s).await;
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

pub(crate) fn random_string(alphabet: &[u8], len: usize) -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..len)
        .map(|_| alphabet[rng.random_range(0..alphabet.len())] as char)
        .collect()
}

/// A server-made id: 20 characters of [0-9a-z].
pub(crate) fn random_id() -> String {
    random_string(b"0123456789abcdefghijklmnopqrstuvwxyz", 20)
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
