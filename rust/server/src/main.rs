//! `slovo-server [--listen ADDR] [--database sqlite://PATH | postgres://…] [--lexicons DIR]
//! [--quick-clock-seconds N] [--daily-move-seconds N] [--seek-ttl-seconds N] [--trusted-proxy IP]…`
//! (and the push and rate-limit options: `--help`)

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Parser;
use slovo_server::api::PushPlatform;
use slovo_server::notify::{Apns, Credential, CredentialError, Fcm, Senders};

/// Slovo's online play server.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// Address to listen on (port 0: any free port, printed at start).
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// The database: sqlite://PATH (created if missing) or postgres://USER:PASS@HOST/DB.
    #[arg(long, default_value = "sqlite://slovo-server.db")]
    database: String,
    /// The lexicons folder (default: $SLOVO_LEXICONS or the repository's lexicons/).
    #[arg(long)]
    lexicons: Option<PathBuf>,
    /// Give every quick game this many seconds a player instead of the room's choice of
    /// 3, 5, 10 or 25 minutes (for tests and demos).
    #[arg(long)]
    quick_clock_seconds: Option<u32>,
    /// The time for one move in a daily game, in seconds.
    #[arg(long, default_value_t = 86_400)]
    daily_move_seconds: u32,
    /// Days of vacation from daily games a player may take a calendar year.
    #[arg(long, default_value_t = slovo_server::players::vacation::DEFAULT_DAYS_PER_YEAR)]
    vacation_days_per_year: u32,
    /// How long a rematch offer waits for answers, in seconds, instead of 24 hours after a
    /// daily game and 10 minutes after a quick one (for tests and demos).
    #[arg(long)]
    rematch_expiry_seconds: Option<u32>,
    /// How long a matchmaking seek waits for partners, in seconds.
    #[arg(long, default_value_t = 120)]
    seek_ttl_seconds: u32,
    /// Connections open at once; more wait to be accepted.
    #[arg(long, default_value_t = 1024)]
    max_connections: usize,
    /// Close a connection that read and wrote nothing for this many seconds (idle keep-alive;
    /// live streams write a keep-alive every 15 s).
    #[arg(long, default_value_t = 60)]
    idle_timeout_seconds: u32,
    /// Close a connection whose request was not read and answered within this many seconds
    /// (headers sent a byte at a time).
    #[arg(long, default_value_t = 10)]
    request_timeout_seconds: u32,
    /// Rooms one device may hold open (created and waiting to be filled).
    #[arg(long, default_value_t = 20)]
    open_rooms_per_device: u32,
    /// How long a quick room waits to be filled, in seconds.
    #[arg(long, default_value_t = 3_600)]
    quick_room_expiry_seconds: u32,
    /// How long a daily room waits to be filled, in seconds.
    #[arg(long, default_value_t = 7 * 86_400)]
    daily_room_expiry_seconds: u32,
    /// Room lookups by code (view or join) a device may make per minute; five times that per
    /// client address. Guards the codes against guessing.
    #[arg(long, default_value_t = std::num::NonZeroU32::new(20).unwrap())]
    code_lookups_per_minute: std::num::NonZeroU32,
    /// Devices one client address may register per minute.
    #[arg(long, default_value_t = std::num::NonZeroU32::new(30).unwrap())]
    registrations_per_minute: std::num::NonZeroU32,
    /// A reverse proxy's address (repeatable): for its requests the rate limits count the
    /// client address it appended to X-Forwarded-For. Without one the header is ignored.
    #[arg(long = "trusted-proxy")]
    trusted_proxies: Vec<std::net::IpAddr>,
    /// Send Android notifications through FCM HTTP v1 with this Google service account key
    /// (JSON): the server mints its access tokens.
    #[arg(long, group = "fcm_credential")]
    fcm_service_account: Option<PathBuf>,
    /// Or with the OAuth 2 access token this file holds, minted outside (read at each send).
    #[arg(long, group = "fcm_credential", requires = "fcm_project")]
    fcm_token_file: Option<PathBuf>,
    /// The Firebase project id (default: the service account's).
    #[arg(long, requires = "fcm_credential")]
    fcm_project: Option<String>,
    #[arg(long, default_value = "https://fcm.googleapis.com")]
    fcm_url: String,
    /// The iOS app's bundle id: send iOS notifications through APNs.
    #[arg(long, requires = "apns_credential")]
    apns_topic: Option<String>,
    /// APNs signing key (Apple's .p8 file): the server signs its provider tokens.
    #[arg(long, group = "apns_credential", requires_all = ["apns_topic", "apns_key_id", "apns_team_id"])]
    apns_key: Option<PathBuf>,
    /// The signing key's id (10 characters, from Apple's developer account).
    #[arg(long, requires = "apns_key")]
    apns_key_id: Option<String>,
    /// The Apple developer team id.
    #[arg(long, requires = "apns_key")]
    apns_team_id: Option<String>,
    /// Or a file holding a current provider token (an ES256 JWT minted outside, read at each
    /// send).
    #[arg(long, group = "apns_credential", requires = "apns_topic")]
    apns_jwt_file: Option<PathBuf>,
    #[arg(long, default_value = "https://api.push.apple.com")]
    apns_url: String,
    #[command(subcommand)]
    command: Option<Command>,
}

/// Operators' commands: run against `--database`, print, and exit (no server starts).
#[derive(clap::Subcommand)]
enum Command {
    /// The players' reports, newest first, each with its game's chat as it stood.
    Reports {
        /// One JSON array instead of text.
        #[arg(long)]
        json: bool,
        #[arg(long, default_value_t = 100)]
        limit: u32,
    },
}

/// The push providers the arguments configure; a key that cannot be read stops the start.
fn senders(args: &Args) -> Result<Senders, CredentialError> {
    let http = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .unwrap_or_default();
    let mut senders = Senders::default();
    let fcm = match (&args.fcm_service_account, &args.fcm_token_file) {
        (Some(account), _) => Some(Credential::google_service_account(account)?),
        (None, Some(file)) => Some(Credential::file(file.clone())),
        (None, None) => None,
    };
    if let Some(credential) = fcm {
        let project = args.fcm_project.as_deref().or(credential.project_id());
        let fcm = Fcm {
            http: http.clone(),
            base: args.fcm_url.trim_end_matches('/').to_string(),
            project: project.unwrap_or_default().to_string(),
            credential,
        };
        senders.0.insert(PushPlatform::Fcm, Arc::new(fcm));
    }
    let apns = match (&args.apns_key, &args.apns_jwt_file) {
        (Some(key), _) => Some(Credential::apns_key(
            key,
            args.apns_key_id.as_deref().unwrap_or_default(),
            args.apns_team_id.as_deref().unwrap_or_default(),
        )?),
        (None, Some(file)) => Some(Credential::file(file.clone())),
        (None, None) => None,
    };
    if let (Some(credential), Some(topic)) = (apns, &args.apns_topic) {
        let apns = Apns {
            http,
            base: args.apns_url.trim_end_matches('/').to_string(),
            topic: topic.clone(),
            credential,
        };
        senders.0.insert(PushPlatform::Apns, Arc::new(apns));
    }
    Ok(senders)
}

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let args = Args::parse();
    if let Some(Command::Reports { json, limit }) = args.command {
        return match slovo_server::social::reports::print(&args.database, json, limit).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("slovo-server: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let senders = match senders(&args) {
        Ok(senders) => senders,
        Err(e) => {
            eprintln!("slovo-server: {e}");
            return ExitCode::from(2);
        }
    };
    let config = slovo_server::Config {
        senders,
        code_lookups_per_minute: args.code_lookups_per_minute,
        registrations_per_minute: args.registrations_per_minute,
        trusted_proxies: args.trusted_proxies.clone(),
        listen: args.listen,
        database: args.database,
        lexicons: args.lexicons.unwrap_or_else(slovo_lexicon::default_dir),
        quick_clock_ms: args.quick_clock_seconds.map(|s| i64::from(s) * 1000),
        daily_move_ms: i64::from(args.daily_move_seconds) * 1000,
        seek_ttl_ms: i64::from(args.seek_ttl_seconds) * 1000,
        vacation_days_per_year: args.vacation_days_per_year,
        rematch_expiry_ms: args.rematch_expiry_seconds.map(|s| i64::from(s) * 1000),
        connections: slovo_server::conn::ConnLimits {
            max_connections: args.max_connections,
            idle: std::time::Duration::from_secs(args.idle_timeout_seconds.into()),
            request: std::time::Duration::from_secs(args.request_timeout_seconds.into()),
        },
        rooms: slovo_server::RoomLimits {
            open_per_device: i64::from(args.open_rooms_per_device),
            quick_expiry_ms: i64::from(args.quick_room_expiry_seconds) * 1000,
            daily_expiry_ms: i64::from(args.daily_room_expiry_seconds) * 1000,
        },
    };
    match slovo_server::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("slovo-server: {e}");
            ExitCode::FAILURE
        }
    }
}
