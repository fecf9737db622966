//! `slovo selfplay`: bots against bots, with win rates, scores and spreads and their 95%
//! confidence intervals, and per bot how often it exchanged, what it scored per turn and
//! which tiles it threw back (`--p2-hint`: the second seat takes the top hint instead;
//! `--p2-engine`: an outside engine plays it, see [`crate::outside_engine`]).
//!
//! Games come in pairs: each seed is played twice with the seats swapped, so both levels get
//! the same first draws and the same first player in turn. Per-game seeds depend only on
//! `--seed` and the game's index, so the figures do not depend on `--threads`. Two static
//! hard bots with the same settings therefore tie in every pair (the second game mirrors the
//! first) and report a spread of exactly +0.0 ± 0.0: give them different leaves or levels.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use slovo_engine::bot::selfplay::{Seat, play_game_with, splitmix};
use slovo_engine::bot::turn_stats::TurnStats;
use slovo_engine::{Bot, Engine, LeaveFile, Level};
use slovo_rules::{GameConfig, Language, PresetName, Rules, TileSetId, Variant};

use crate::lexicon_cmd::DirArgs;
use crate::outside_engine::OutsideEngine;

#[derive(Args)]
pub struct SelfplayArgs {
    /// Language or tile set (english, sk, slovak-110, …).
    #[arg(long)]
    lang: String,
    /// Number of games (rounded up to an even number: seeds are played in pairs).
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Level of the first bot: easy, medium or hard.
    #[arg(long)]
    p1: Level,
    /// Level of the second bot.
    #[arg(long)]
    p2: Level,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
    /// Monte Carlo iterations per candidate for hard bots (0: static equity only; the app's
    /// default is 100).
    #[arg(long, default_value_t = 0)]
    hard_sims: u32,
    /// Simulation iterations for the first bot, if hard (overrides --hard-sims).
    #[arg(long)]
    p1_sims: Option<u32>,
    /// Simulation iterations for the second bot, if hard (overrides --hard-sims).
    #[arg(long)]
    p2_sims: Option<u32>,
    /// Simulation iterations at least when the bag holds a rack or less, for hard bots.
    #[arg(long)]
    pre_endgame_sims: Option<u32>,
    /// Pre-endgame iterations for the first bot, if hard.
    #[arg(long)]
    p1_pre_endgame_sims: Option<u32>,
    /// Pre-endgame iterations for the second bot, if hard.
    #[arg(long)]
    p2_pre_endgame_sims: Option<u32>,
    /// Hard bots skip the endgame search and play on static equity (plus any simulation)
    /// when the bag is empty too.
    #[arg(long)]
    no_endgame: bool,
    /// Root plays the first bot's endgame search tries (default: the hard bot's).
    #[arg(long)]
    p1_endgame_width: Option<usize>,
    /// Root plays the second bot's endgame search tries.
    #[arg(long)]
    p2_endgame_width: Option<usize>,
    /// Plies each simulation iteration looks ahead for the first bot, if hard: 1, the
    /// opponent's reply; 2, and the bot's answer to it (default: the hard bot's).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    p1_sim_plies: Option<u8>,
    /// Plies for the second bot's simulation, if hard.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    p2_sim_plies: Option<u8>,
    /// Plies at least when the bag holds a rack or less, for the first bot, if hard
    /// (default: the hard bot's, 2).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    p1_pre_endgame_plies: Option<u8>,
    /// Pre-endgame plies for the second bot, if hard.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    p2_pre_endgame_plies: Option<u8>,
    /// Candidates a hard bot simulates.
    #[arg(long, default_value_t = 12)]
    sim_candidates: usize,
    /// Rule preset (default: the language's).
    #[arg(long)]
    preset: Option<PresetName>,
    /// Rack size: 7, or 9 for the 9-tile variant.
    #[arg(long, default_value_t = 7)]
    rack: u8,
    /// Finish-line target score.
    #[arg(long)]
    finish: Option<u32>,
    /// The second bot plays as a player taking the top hint: the hard bot's static equity,
    /// exchanging only when it has no play (give `--p2 hard`).
    #[arg(long)]
    p2_hint: bool,
    /// The second seat is played by an outside engine: a command reading one position a
    /// line and answering one move a line (one process per thread; see `docs/bench/peers/`
    /// for MAGPIE's). `--p2` then only names the seat.
    #[arg(long)]
    p2_engine: Option<String>,
    /// Leave values for the first bot (default: the language's leaves.json).
    #[arg(long)]
    p1_leaves: Option<PathBuf>,
    /// Leave values for the second bot.
    #[arg(long)]
    p2_leaves: Option<PathBuf>,
    #[command(flatten)]
    dir: DirArgs,
}

/// One game from the two bots' sides: A is `--p1`, B is `--p2`.
#[derive(Clone, Default)]
struct GameResult {
    score: [i32; 2],
    /// 1 win, 0.5 draw, 0 loss for A.
    win_a: f64,
    think: [Duration; 2],
    moves: [u32; 2],
    turns: [TurnStats; 2],
}

/// An exchange "forgoes" a play when the rack's best play (by equity) scored at least this
/// much and kept a leave worth at least 0.
const FORGONE_POINTS: i32 = 20;

#[derive(Serialize)]
struct Estimate {
    mean: f64,
    ci95: f64,
}

#[derive(Serialize)]
struct Side {
    level: Level,
    /// Plays the top hint (`--p2-hint`).
    plays_hints: bool,
    /// The outside engine's command that plays this seat (`--p2-engine`).
    engine: Option<String>,
    /// Simulation iterations per candidate, and at least that many in the pre-endgame (hard).
    sims: u32,
    /// Plies each simulation iteration looks ahead, and at least that many in the
    /// pre-endgame.
    sim_plies: u8,
    pre_endgame_sims: u32,
    pre_endgame_plies: u8,
    /// Searches the endgame when the bag is empty (hard).
    endgame: bool,
    /// Root plays the endgame search tries.
    endgame_width: usize,
    wins: u32,
    mean_score: Estimate,
    think_ms_per_move: f64,
    moves: u64,
    /// Share of turn moves that were exchanges.
    exchange_rate: f64,
    exchanges: u32,
    /// Exchanges made while the rack had a play of at least `forgone_points`.
    exchanges_forgoing: usize,
    forgone_points: i32,
    /// Points scored per turn move (before the end-of-game rack adjustments).
    points_per_turn: f64,
    /// Plays that earned the bingo bonus, per game.
    bingos_per_game: f64,
    /// Tiles put back, per face, most often first.
    exchanged: Vec<(String, u32)>,
}

#[derive(Serialize)]
struct Report {
    language: Language,
    tiles: TileSetId,
    preset: PresetName,
    rack: u8,
    finish_line: Option<u32>,
    games: usize,
    seed: u64,
    threads: usize,
    p1: Side,
    p2: Side,
    draws: u32,
    /// Share of points for p1 (a draw counts half).
    p1_win_rate: Estimate,
    /// p1's score minus p2's.
    spread: Estimate,
    seconds: f64,
    games_per_second: f64,
    errors: Vec<String>,
}

impl Side {
    fn label(&self, seat: &str) -> String {
        if self.engine.is_some() {
            format!("outside ({seat})")
        } else if self.plays_hints {
            format!("top hint ({seat})")
        } else {
            format!("{} ({seat})", self.level)
        }
    }
}

/// Mean and 95% half-width of the mean, from values that are independent.
fn estimate(xs: &[f64]) -> Estimate {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return Estimate {
            mean: 0.0,
            ci95: 0.0,
        };
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if n > 1.0 {
        xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    Estimate {
        mean,
        ci95: 1.96 * (var / n).sqrt(),
    }
}

/// Means over seat-swapped pairs (the independent units), then the estimate.
fn paired(results: &[GameResult], f: impl Fn(&GameResult) -> f64) -> Estimate {
    let units: Vec<f64> = results
        .chunks(2)
        .map(|c| c.iter().map(&f).sum::<f64>() / c.len() as f64)
        .collect();
    estimate(&units)
}

fn load_engine(
    base: &Engine,
    path: &Option<PathBuf>,
) -> Result<Engine, Box<dyn std::error::Error>> {
    Ok(match path {
        Some(p) => base.with_leaves(LeaveFile::read(p, base.language())?),
        None => base.clone(),
    })
}

pub fn run(args: SelfplayArgs) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let tiles: TileSetId = args.lang.parse()?;
    let language = tiles.language();
    let preset = args.preset.unwrap_or(PresetName::default_for(language));
    if args.rack != 7 && args.rack != 9 {
        return Err("--rack is 7 or 9".into());
    }
    let rules = Rules::new(tiles, preset).with_variant(Variant {
        rack_size: args.rack,
        finish_line: args.finish,
    });
    let base = Engine::load(language, &args.dir.dir())?;
    let engines = [
        load_engine(&base, &args.p1_leaves)?,
        load_engine(&base, &args.p2_leaves)?,
    ];
    // Each seat's own settings: level, iterations, plies, pre-endgame iterations and plies,
    // endgame width.
    let seats = [
        (
            args.p1,
            args.p1_sims,
            args.p1_sim_plies,
            args.p1_pre_endgame_sims,
            args.p1_pre_endgame_plies,
            args.p1_endgame_width,
        ),
        (
            args.p2,
            args.p2_sims,
            args.p2_sim_plies,
            args.p2_pre_endgame_sims,
            args.p2_pre_endgame_plies,
            args.p2_endgame_width,
        ),
    ];
    let bot = |seat: usize| {
        let (level, sims, plies, pre, pre_plies, width) = seats[seat];
        let mut b = Bot::new(level).with_time_limit(None);
        if level == Level::Hard {
            b.sim_iterations = sims.unwrap_or(args.hard_sims);
            b.sim_candidates = args.sim_candidates;
            b.sim_plies = plies.unwrap_or(b.sim_plies);
            b.pre_endgame_plies = pre_plies.unwrap_or(b.pre_endgame_plies);
            b.endgame = !args.no_endgame;
            b.endgame_width = width.unwrap_or(b.endgame_width);
            if let Some(pre) = pre.or(args.pre_endgame_sims) {
                b.pre_endgame_sims = pre;
            }
        }
        b
    };
    if args.p2_hint && args.p2 != Level::Hard {
        return Err("--p2-hint plays the hard bot's hints: give --p2 hard".into());
    }
    if args.p2_hint && args.p2_engine.is_some() {
        return Err("the second seat takes hints (--p2-hint) or an outside engine's moves (--p2-engine), not both".into());
    }
    let bots = [
        bot(0),
        if args.p2_hint {
            Bot {
                weigh_exchanges: false,
                endgame: !args.no_endgame,
                ..Bot::new(Level::Hard).with_time_limit(None).with_sims(0)
            }
        } else {
            bot(1)
        },
    ];
    let games = (args.games as usize).div_ceil(2) * 2;
    let threads = args.threads.max(1);

    let bar = ProgressBar::new(games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta} {msg}")
            .expect("a valid template"),
    );
    // One outside engine process per thread, started before the clock.
    let outside = (0..threads)
        .map(|_| {
            args.p2_engine
                .as_deref()
                .map(OutsideEngine::start)
                .transpose()
        })
        .collect::<Result<Vec<_>, _>>()?;
    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let (next, bar, engines, bots) = (&next, &bar, &engines, &bots);
    let mut results: Vec<(usize, Result<GameResult, String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = outside
            .into_iter()
            .map(|mut outside| {
                scope.spawn(move || {
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= games {
                            break;
                        }
                        let game = one_game(i, args.seed, rules, engines, bots, outside.as_mut());
                        out.push((i, game));
                        bar.inc(1);
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("selfplay thread"))
            .collect()
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    results.sort_by_key(|(i, _)| *i);
    let mut errors = Vec::new();
    let mut ok = Vec::new();
    for (i, r) in results {
        match r {
            Ok(g) => ok.push(g),
            Err(e) => errors.push(format!("game {i}: {e}")),
        }
    }
    let side = |s: usize, level: Level| {
        let sims = bots[s].sim_iterations;
        let pre_endgame_sims = bots[s].pre_endgame_sims;
        let moves: u64 = ok.iter().map(|g| g.moves[s] as u64).sum();
        let think: Duration = ok.iter().map(|g| g.think[s]).sum();
        let mut turns = TurnStats::default();
        ok.iter().for_each(|g| turns.merge(&g.turns[s]));
        let mut exchanged: Vec<(String, u32)> = turns.exchanged.clone().into_iter().collect();
        exchanged.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        Side {
            level,
            plays_hints: !bots[s].weigh_exchanges,
            engine: if s == 1 { args.p2_engine.clone() } else { None },
            sims,
            sim_plies: bots[s].sim_plies,
            pre_endgame_sims,
            pre_endgame_plies: bots[s].pre_endgame_plies,
            endgame: bots[s].endgame,
            endgame_width: bots[s].endgame_width,
            wins: ok
                .iter()
                .filter(|g| {
                    if s == 0 {
                        g.win_a == 1.0
                    } else {
                        g.win_a == 0.0
                    }
                })
                .count() as u32,
            mean_score: paired(&ok, |g| g.score[s] as f64),
            think_ms_per_move: think.as_secs_f64() * 1e3 / moves.max(1) as f64,
            moves,
            exchange_rate: turns.exchange_rate(),
            exchanges: turns.exchanges,
            exchanges_forgoing: turns.exchanges_forgoing(FORGONE_POINTS, 0.0),
            forgone_points: FORGONE_POINTS,
            points_per_turn: turns.points_per_turn(),
            bingos_per_game: turns.bingos as f64 / ok.len().max(1) as f64,
            exchanged,
        }
    };
    let report = Report {
        language,
        tiles,
        preset,
        rack: args.rack,
        finish_line: args.finish,
        games: ok.len(),
        seed: args.seed,
        threads,
        p1: side(0, args.p1),
        p2: side(1, args.p2),
        draws: ok.iter().filter(|g| g.win_a == 0.5).count() as u32,
        p1_win_rate: paired(&ok, |g| g.win_a),
        spread: paired(&ok, |g| (g.score[0] - g.score[1]) as f64),
        seconds,
        games_per_second: ok.len() as f64 / seconds,
        errors,
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_report(&report);
    }
    Ok(if report.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn one_game(
    i: usize,
    seed: u64,
    rules: Rules,
    engines: &[Engine; 2],
    bots: &[Bot; 2],
    mut outside: Option<&mut OutsideEngine>,
) -> Result<GameResult, String> {
    let pair = (i / 2) as u64;
    let swapped = i % 2 == 1;
    let config = GameConfig {
        rules,
        players: 2,
        seed: splitmix(seed ^ splitmix(pair)),
    };
    // Seat of A (p1) and of B (p2).
    let (a, b) = if swapped { (1, 0) } else { (0, 1) };
    let mut seats = [Seat {
        engine: &engines[0],
        bot: bots[0],
    }; 2];
    seats[a] = Seat {
        engine: &engines[0],
        bot: bots[0],
    };
    seats[b] = Seat {
        engine: &engines[1],
        bot: bots[1],
    };
    let mut turns = [TurnStats::default(), TurnStats::default()];
    let choose = |game: &_, p: u8| match outside.as_deref_mut() {
        Some(engine) if p as usize == b => engine.choose(game, p).map(Some),
        _ => Ok(None),
    };
    let report = play_game_with(config, &seats, choose, |turn, game| {
        let side = if turn.player as usize == a { 0 } else { 1 };
        turns[side].record(seats[turn.player as usize].engine, turn, game);
    })
    .map_err(|e| e.to_string())?;
    let outcome = report.game.outcome().expect("a finished game");
    let win_a = match outcome.ranks[a].cmp(&outcome.ranks[b]) {
        std::cmp::Ordering::Less => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Greater => 0.0,
    };
    Ok(GameResult {
        score: [outcome.final_scores[a], outcome.final_scores[b]],
        win_a,
        think: [report.think[a], report.think[b]],
        moves: [report.moves[a], report.moves[b]],
        turns,
    })
}

fn print_report(r: &Report) {
    println!(
        "selfplay {} ({} tiles, {} preset, {}-tile racks{}): {} vs {}, {} games ({} seeds x 2 seats), seed {}, {} threads",
        r.language,
        r.tiles,
        r.preset,
        r.rack,
        r.finish_line
            .map_or(String::new(), |f| format!(", finish line {f}")),
        r.p1.level,
        r.p2.level,
        r.games,
        r.games / 2,
        r.seed,
        r.threads
    );
    println!(
        "{:<34} {:>6} {:>18} {:>16}",
        "", "wins", "mean score", "think ms/move"
    );
    for (name, s) in [("p1", &r.p1), ("p2", &r.p2)] {
        println!(
            "{:<34} {:>6} {:>9.1} ± {:<6.1} {:>16.2}",
            if s.level == Level::Hard && !s.plays_hints && s.engine.is_none() {
                format!(
                    "{} ({name}, sims {}/{}, plies {}/{}{})",
                    s.level,
                    s.sims,
                    s.pre_endgame_sims,
                    s.sim_plies,
                    s.sim_plies.max(s.pre_endgame_plies),
                    if s.endgame { "" } else { ", no endgame" }
                )
            } else {
                s.label(name)
            },
            s.wins,
            s.mean_score.mean,
            s.mean_score.ci95,
            s.think_ms_per_move
        );
    }
    println!(
        "{:<22} {:>8} {:>10} {:>8} {:>22}  most exchanged",
        "", "exch %", "pts/turn", "bingos", "exch forgoing a play"
    );
    for (name, s) in [("p1", &r.p1), ("p2", &r.p2)] {
        let top: Vec<String> = s
            .exchanged
            .iter()
            .take(6)
            .map(|(f, n)| format!("{f} {n}"))
            .collect();
        println!(
            "{:<22} {:>7.1}% {:>10.2} {:>8.2} {:>12} (>= {}, leave >= 0)  {}",
            s.label(name),
            s.exchange_rate * 100.0,
            s.points_per_turn,
            s.bingos_per_game,
            format!("{}/{}", s.exchanges_forgoing, s.exchanges),
            s.forgone_points,
            top.join(", ")
        );
    }
    println!("draws {}", r.draws);
    println!(
        "p1 win rate {:.1}% ± {:.1}%  (95% CI, draws count half)",
        r.p1_win_rate.mean * 100.0,
        r.p1_win_rate.ci95 * 100.0
    );
    println!(
        "spread p1 - p2 {:+.1} ± {:.1}  (95% CI)",
        r.spread.mean, r.spread.ci95
    );
    println!(
        "{} games in {:.1} s: {:.1} games/s",
        r.games, r.seconds, r.games_per_second
    );
    for e in &r.errors {
        println!("error: {e}");
    }
}
