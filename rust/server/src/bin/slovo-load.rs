//! `slovo-load`: a load benchmark. It seats simulated players at N daily rooms of a running
//! `slovo-server` (or one it spawns on a fresh SQLite or PostgreSQL database), plays all N
//! games at once over HTTP with moves found by the engine, and reports moves per second and
//! the latency percentiles of move submissions and state reads.
//!
//! `slovo-load (--url http://HOST:PORT | --spawn sqlite|postgres://URL) [--games N]
//! [--players P] [--moves-per-game M] [--language en] [--strategy best|random] [--seed S]
//! [--json]`

#[path = "slovo_load/http.rs"]
mod http;
#[path = "slovo_load/report.rs"]
mod report;
#[path = "slovo_load/sim.rs"]
mod sim;
#[path = "slovo_load/spawn.rs"]
mod spawn;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use slovo_engine::{Engine, EngineError};
use slovo_rules::{Language, NotationError, Rules};
use tokio::task::{JoinError, JoinSet};

use crate::http::{Api, RequestError};
use crate::report::Report;
use crate::sim::{Driver, Strategy, Table};
use crate::spawn::{SpawnError, Spawned, Target};

/// Drive N concurrent simulated games against a Slovo server and report throughput and latency.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// The server to load, e.g. http://127.0.0.1:8080.
    #[arg(long, required_unless_present = "spawn", conflicts_with = "spawn")]
    url: Option<String>,
    /// Start slovo-server (next to this executable) on a fresh database: `sqlite`, or a
    /// postgres:// URL whose role may create databases. Both are removed afterwards.
    #[arg(long)]
    spawn: Option<Target>,
    /// Games played at once.
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Players per game.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    players: u8,
    /// Stop each game after this many applied moves (default: play it to its end).
    #[arg(long)]
    moves_per_game: Option<u64>,
    /// The games' language (name or code).
    #[arg(long, default_value = "en")]
    language: String,
    /// How the simulated players choose a play.
    #[arg(long, value_enum, default_value_t = Strategy::Best)]
    strategy: Strategy,
    /// Seed of the random choices (game i uses seed + i).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The lexicons folder (default: $SLOVO_LEXICONS or the repository's lexicons/); also
    /// given to a spawned server.
    #[arg(long)]
    lexicons: Option<PathBuf>,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Debug, thiserror::Error)]
enum LoadError {
    #[error("language: {0}")]
    Language(#[from] NotationError),
    #[error("engine: {0}")]
    Engine(#[from] EngineError),
    #[error("spawn: {0}")]
    Spawn(#[from] SpawnError),
    #[error("setting up game {index}: {source}")]
    Setup { index: usize, source: RequestError },
    #[error("a game task failed: {0}")]
    Task(#[from] JoinError),
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args).await {
        Ok(report) if args.json => {
            println!(
                "{}",
                serde_json::to_string_pretty(&report).expect("plain data")
            );
            ExitCode::SUCCESS
        }
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("slovo-load: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Load the engine, find or spawn the server, run the benchmark, stop what was spawned.
async fn run(args: &Args) -> Result<Report, LoadError> {
    let language: Language = args.language.parse()?;
    let lexicons = args
        .lexicons
        .clone()
        .unwrap_or_else(slovo_lexicon::default_dir);
    let engine = Engine::load(language, &lexicons)?;
    let Some(target) = &args.spawn else {
        let url = args
            .url
            .as_deref()
            .expect("clap requires --url without --spawn");
        return bench(args, Api::new(url), engine, url.to_string()).await;
    };
    let server = Spawned::start(target, args.lexicons.as_deref()).await?;
    let label = format!("{} ({}, spawned)", server.base, target.name());
    let report = bench(args, Api::new(&server.base), engine, label).await;
    server.stop().await;
    report
}

/// Seat every game, then play them all at once and time it.
async fn bench(args: &Args, api: Api, engine: Engine, target: String) -> Result<Report, LoadError> {
    let setup_start = Instant::now();
    let tables = seat_all(&api, args).await?;
    let setup = setup_start.elapsed();

    let driver = Driver {
        api,
        rules: Rules::for_language(engine.language()).online(),
        engine,
        strategy: args.strategy,
        moves_per_game: args.moves_per_game,
    };
    let start = Instant::now();
    let mut games = JoinSet::new();
    for (i, table) in tables.into_iter().enumerate() {
        games.spawn(driver.clone().play(table, args.seed.wrapping_add(i as u64)));
    }
    let runs = games.join_all().await;
    let wall = start.elapsed();
    Ok(Report::new(target, args.players, runs, setup, wall))
}

/// Register the players and start every game concurrently; the tables in game order.
async fn seat_all(api: &Api, args: &Args) -> Result<Vec<Table>, LoadError> {
    let mut seating = JoinSet::new();
    for index in 0..args.games {
        let (api, language, seats) = (api.clone(), args.language.clone(), args.players);
        seating.spawn(async move { (index, sim::set_table(&api, index, &language, seats).await) });
    }
    let mut tables: Vec<(usize, Table)> = Vec::with_capacity(args.games);
    while let Some(joined) = seating.join_next().await {
        let (index, table) = joined?;
        tables.push((
            index,
            table.map_err(|source| LoadError::Setup { index, source })?,
        ));
    }
    tables.sort_by_key(|(index, _)| *index);
    Ok(tables.into_iter().map(|(_, table)| table).collect())
}
