//! `slovo`: the command-line front end.

mod analyze_cmd;
mod bench_cmd;
mod end_text;
mod gcg_cmd;
mod info_cmd;
mod leaves_cmd;
mod lexicon_cmd;
mod moves_cmd;
mod online_cmd;
mod outside_engine;
mod play;
mod selfplay_cmd;
mod stats_cmd;
mod tycoon;
mod tycoon_cmd;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "slovo", version, about = "Slovo, the crossword-tile word game", long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Game records in GCG format.
    #[command(subcommand)]
    Gcg(gcg_cmd::GcgCommand),
    /// Print a language's tile set (letters, counts, points).
    Tiles(info_cmd::TilesArgs),
    /// Print a rule preset with every parameter.
    Rules(info_cmd::RulesArgs),
    /// Word lists: build, describe, check words.
    #[command(subcommand)]
    Lexicon(lexicon_cmd::LexiconCommand),
    /// Every legal play for a board and a rack, best first.
    Moves(moves_cmd::MovesArgs),
    /// Play a game in the terminal against 1–3 bots.
    Play(play::PlayArgs),
    /// Online games on a slovo-server: register, create, join, seek, games, show, play, sync.
    Online(online_cmd::OnlineArgs),
    /// Benchmarks that print their figures.
    #[command(subcommand)]
    Bench(bench_cmd::BenchCommand),
    /// Bots against bots: wins, scores and spreads with 95% confidence intervals.
    Selfplay(selfplay_cmd::SelfplayArgs),
    /// Your record in the games against bots saved here (`slovo online stats`: online).
    Stats(stats_cmd::StatsArgs),
    /// Leave values: train by self-play, show.
    #[command(subcommand)]
    Leaves(leaves_cmd::LeavesCommand),
    /// Tycoon, the patent card word game: play against bots, or bots against bots.
    #[command(subcommand)]
    Tycoon(tycoon_cmd::TycoonCommand),
    /// A finished game's turns by the hard bot's equity: the best option, the equity lost.
    Analyze(analyze_cmd::AnalyzeArgs),
}

fn main() -> ExitCode {
    quiet_broken_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Gcg(cmd) => gcg_cmd::run(cmd),
        Command::Tiles(args) => info_cmd::tiles(args),
        Command::Rules(args) => info_cmd::rules(args),
        Command::Lexicon(cmd) => lexicon_cmd::run(cmd),
        Command::Bench(cmd) => bench_cmd::run(cmd),
        Command::Play(args) => play::run(args),
        Command::Online(args) => online_cmd::run(args),
        Command::Moves(args) => moves_cmd::run(args),
        Command::Selfplay(args) => selfplay_cmd::run(args),
        Command::Stats(args) => stats_cmd::run(args),
        Command::Leaves(cmd) => leaves_cmd::run(cmd),
        Command::Tycoon(cmd) => tycoon_cmd::run(cmd),
        Command::Analyze(args) => analyze_cmd::run(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("slovo: {e}");
            ExitCode::from(2)
        }
    }
}

/// Rust ignores SIGPIPE, so a write to a pipe whose reader left (`slovo moves | head -1`)
/// fails, and `println!` panics on it. Restored to the default, the process ends quietly at
/// that write, as Unix tools do. Sockets are unaffected: Rust sends with MSG_NOSIGNAL.
fn quiet_broken_pipe() {
    #[cfg(unix)]
    // SAFETY: called first in main, before any thread starts; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
