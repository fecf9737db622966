//! `slovo-server [--listen ADDR] [--database sqlite://PATH | postgres://…] [--lexicons DIR]
//! [--quick-clock-seconds N] [--daily-move-seconds N] [--seek-ttl-seconds N]`

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

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
    /// Each player's time in a quick game, in seconds.
    #[arg(long, default_value_t = 600)]
    quick_clock_seconds: u32,
    /// The time for one move in a daily game, in seconds.
    #[arg(long, default_value_t = 86_400)]
    daily_move_seconds: u32,
    /// How long a matchmaking seek waits for partners, in seconds.
    #[arg(long, default_value_t = 120)]
    seek_ttl_seconds: u32,
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
    let config = slovo_server::Config {
        listen: args.listen,
        database: args.database,
        lexicons: args.lexicons.unwrap_or_else(slovo_lexicon::default_dir),
        quick_clock_ms: i64::from(args.quick_clock_seconds) * 1000,
        daily_move_ms: i64::from(args.daily_move_seconds) * 1000,
        seek_ttl_ms: i64::from(args.seek_ttl_seconds) * 1000,
    };
    match slovo_server::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("slovo-server: {e}");
            ExitCode::FAILURE
        }
    }
}
