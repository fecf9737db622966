//! `slovo tycoon`: the patent card game of seed 002 (RULES.md §T) — play against bots in the
//! terminal (`crate::tycoon`), or let bots play each other.

use std::error::Error;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use slovo_rules::Language;
use slovo_tycoon::Config;
use slovo_tycoon::bot::{BotLexicon, Level, play_bots};

use crate::lexicon_cmd::DirArgs;
use crate::tycoon::{self, Words, parse_level};

#[derive(Subcommand)]
pub enum TycoonCommand {
    /// Play against 1–4 bots: full screen, or line by line with --plain.
    Play(tycoon::PlayArgs),
    /// Bots against bots: wins, mean scores, 95% confidence intervals.
    Selfplay(SelfplayArgs),
}

#[derive(Args)]
pub struct SelfplayArgs {
    /// Number of games (rounded up to even: each seed is played with seats swapped).
    #[arg(long, default_value_t = 100)]
    games: u32,
    #[arg(long, value_parser = parse_level)]
    p1: Level,
    #[arg(long, value_parser = parse_level)]
    p2: Level,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Turns per player after which an unfinished game is scored as it stands.
    #[arg(long, default_value_t = 200)]
    max_turns: u32,
    #[command(flatten)]
    dir: DirArgs,
}

pub fn run(cmd: TycoonCommand) -> Result<ExitCode, Box<dyn Error>> {
    match cmd {
        TycoonCommand::Play(args) => tycoon::play(args),
        TycoonCommand::Selfplay(args) => selfplay(args),
    }
}

/// Mean and 95% confidence half-width.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if n > 1.0 {
        xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    (mean, 1.96 * (var / n).sqrt())
}

/// Result of a selfplay run, per level seat (p1, p2).
pub struct Summary {
    pub wins: [f64; 2],
    pub scores: [Vec<f64>; 2],
    pub unfinished: u32,
}

/// Plays `games` (rounded up to even) games, seats swapped every other game.
fn run_selfplay(
    lex: &dyn BotLexicon,
    levels: [Level; 2],
    games: u32,
    seed: u64,
    max_turns: u32,
    bar: &ProgressBar,
) -> Summary {
    let mut s = Summary {
        wins: [0.0; 2],
        scores: [Vec::new(), Vec::new()],
        unfinished: 0,
    };
    let games = games.div_ceil(2) * 2;
    for i in 0..games {
        let pair = u64::from(i / 2);
        let swapped = i % 2 == 1;
        let seats = if swapped {
            [levels[1], levels[0]]
        } else {
            levels
        };
        let config = Config::new(seed.wrapping_mul(1_000_003).wrapping_add(pair), 2);
        let done = play_bots(config, &seats, lex, max_turns);
        if !done.completed {
            s.unfinished += 1;
        }
        let winners = done.game.winners();
        for (seat, p) in done.game.players().iter().enumerate() {
            let side = usize::from(swapped) ^ seat;
            s.scores[side].push(f64::from(p.score()));
            if winners.contains(&seat) {
                s.wins[side] += 1.0 / winners.len() as f64;
            }
        }
        bar.inc(1);
    }
    s
}

fn selfplay(args: SelfplayArgs) -> Result<ExitCode, Box<dyn Error>> {
    let lex = Words(slovo_lexicon::open(&args.dir.dir(), Language::English)?);
    let games = args.games.div_ceil(2) * 2;
    let bar = ProgressBar::new(u64::from(games));
    bar.set_style(ProgressStyle::with_template(
        "{bar:40} {pos}/{len} games {elapsed}",
    )?);
    let start = Instant::now();
    let s = run_selfplay(
        &lex,
        [args.p1, args.p2],
        games,
        args.seed,
        args.max_turns,
        &bar,
    );
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    println!(
        "Tycoon selfplay: {games} games, p1 {:?} vs p2 {:?}",
        args.p1, args.p2
    );
    for (side, level) in [args.p1, args.p2].iter().enumerate() {
        let p = s.wins[side] / f64::from(games);
        let wci = 1.96 * (p * (1.0 - p) / f64::from(games)).sqrt();
        let (m, ci) = mean_ci(&s.scores[side]);
        println!(
            "p{} {:<6} wins {:>6.1} ({:.1}% ± {:.1})  mean score {:.1} ± {:.1}",
            side + 1,
            format!("{level:?}").to_lowercase(),
            s.wins[side],
            100.0 * p,
            100.0 * wci,
            m,
            ci
        );
    }
    let diffs: Vec<f64> = (0..s.scores[0].len())
        .map(|g| s.scores[0][g] - s.scores[1][g])
        .collect();
    let (dm, dci) = mean_ci(&diffs);
    println!("p1 − p2 score {dm:+.1} ± {dci:.1}");
    if s.unfinished > 0 {
        println!(
            "{} games reached --max-turns and were scored as they stood",
            s.unfinished
        );
    }
    println!("{:.1} games/s ({secs:.1} s)", f64::from(games) / secs);
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selfplay_shows_hard_above_medium_above_easy() {
        let Ok(lex) = slovo_lexicon::open(&slovo_lexicon::default_dir(), Language::English) else {
            eprintln!("English lexicon not built: skipped");
            return;
        };
        let lex = Words(lex);
        let bar = ProgressBar::hidden();
        let mut rows = Vec::new();
        for pair in [[Level::Hard, Level::Medium], [Level::Medium, Level::Easy]] {
            let s = run_selfplay(&lex, pair, 20, 5, 150, &bar);
            let diffs: Vec<f64> = (0..s.scores[0].len())
                .map(|g| s.scores[0][g] - s.scores[1][g])
                .collect();
            let (m, ci) = mean_ci(&diffs);
            rows.push((pair, m, ci));
        }
        for (pair, m, ci) in rows {
            assert!(m - ci > 0.0, "{pair:?}: score difference {m:.1} ± {ci:.1}");
        }
    }
}
