//! Training leave values by self-play (`slovo leaves train`).
//!
//! Two static hard bots (no simulation, a little seeded randomness so more leaves are seen)
//! play the language's default rules. Every play or exchange made with tiles left in the bag
//! gives a sample: the leave it kept, and as target the points of that player's next turn
//! plus the value (under the current model) of the leave kept then — a one-step temporal
//! difference target, so a leave that keeps good tiles for later is credited too. Samples
//! whose next turn falls in the endgame are dropped. A least-squares fit
//! ([`crate::leave::fit`]) with an intercept gives values relative to drawing a fresh rack;
//! a few iterations (play with the new values, refit) let the target settle.

use std::sync::atomic::{AtomicUsize, Ordering};

use slovo_rules::{GameConfig, Kind, Move, Rules};

use super::selfplay::{Seat, Turn, play_game_observed, splitmix};
use super::{Bot, Level};
use crate::engine::Engine;
use crate::leave::{self, FeatureSet, LeaveFile, Sample, Training};

/// How to train.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrainOptions {
    /// Games per iteration.
    pub games: u32,
    pub seed: u64,
    pub iterations: u32,
    pub threads: usize,
    pub features: FeatureSet,
    pub ridge: f64,
    /// Chance of a lesser move among the top few, for variety.
    pub randomness: f32,
}

impl Default for TrainOptions {
    fn default() -> Self {
        TrainOptions {
            games: 3000,
            seed: 1,
            iterations: 3,
            threads: 2,
            features: FeatureSet::Full,
            ridge: 10.0,
            randomness: 0.1,
        }
    }
}

/// Train a model for the engine's language from the default model; `progress` is called
/// with the number of games finished so far (over all iterations).
pub fn train(
    engine: &Engine,
    opts: &TrainOptions,
    command: &str,
    progress: &(dyn Fn(usize) + Sync),
) -> LeaveFile {
    let language = engine.language();
    let rules = Rules::for_language(language);
    let tiles = rules.tiles.tiles();
    let mut file = LeaveFile::default_for(language);
    let mut stats = (0usize, 0.0, 0.0);
    let done = AtomicUsize::new(0);
    for it in 0..opts.iterations {
        let current = engine.with_leaves(file.clone());
        let samples = collect(&current, rules, opts, it, &|| {
            progress(done.fetch_add(1, Ordering::Relaxed) + 1)
        });
        let (fitted, rms, rms_mean) =
            leave::fit(language, tiles, &samples, opts.features, opts.ridge);
        file = fitted;
        stats = (samples.len(), rms, rms_mean);
    }
    file.training = Some(Training {
        command: command.to_string(),
        games: opts.games,
        seed: opts.seed,
        iterations: opts.iterations,
        samples: stats.0,
        features: Some(opts.features),
        target: "points of the player's next turn + value of the leave it kept then (previous \
                 iteration's model), relative to the mean; static hard bots, default rules, \
                 7-tile racks"
            .to_string(),
        rms: stats.1,
        rms_mean: stats.2,
        note: format!(
            "ridge {}, randomness {}, {} iteration(s) of {} games each, starting from the default model",
            opts.ridge, opts.randomness, opts.iterations, opts.games
        ),
    });
    file
}

/// One player's turn as the trainer records it.
struct Step {
    bag_before: usize,
    /// Tiles put down or exchanged (None for a pass or other scoreless turn).
    used: Option<Vec<Kind>>,
    exchange: bool,
    leave: Vec<u8>,
    score: i32,
}

/// Self-play samples of one iteration, in game order whatever the thread count.
pub fn collect(
    engine: &Engine,
    rules: Rules,
    opts: &TrainOptions,
    iteration: u32,
    progress: &(dyn Fn() + Sync),
) -> Vec<Sample> {
    let threads = opts.threads.max(1);
    let next = AtomicUsize::new(0);
    let mut per_game: Vec<(u32, Vec<Sample>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let g = next.fetch_add(1, Ordering::Relaxed) as u32;
                        if g >= opts.games {
                            break;
                        }
                        let seed =
                            splitmix(opts.seed ^ splitmix(((iteration as u64) << 32) | g as u64));
                        out.push((g, game_samples(engine, rules, seed, opts.randomness)));
                        progress();
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("training thread"))
            .collect()
    });
    per_game.sort_by_key(|(g, _)| *g);
    per_game.into_iter().flat_map(|(_, s)| s).collect()
}

fn game_samples(engine: &Engine, rules: Rules, seed: u64, randomness: f32) -> Vec<Sample> {
    let tiles = rules.tiles.tiles();
    let model = engine.leaves(rules.tiles);
    let mut bot = Bot::new(Level::Hard).with_sims(0);
    bot.randomness = randomness;
    // Endgame turns give no samples: skip the search (and pre-endgame simulation).
    bot.endgame = false;
    bot.pre_endgame_sims = 0;
    let seats = [Seat { engine, bot }, Seat { engine, bot }];
    let config = GameConfig {
        rules,
        players: 2,
        seed,
    };
    let mut steps: [Vec<Step>; 2] = [Vec::new(), Vec::new()];
    let observed = play_game_observed(config, &seats, |turn: &Turn, _| {
        let used = match turn.mv {
            Move::Play(p) => Some(p.iter().map(|p| p.tile.kind()).collect::<Vec<_>>()),
            Move::Exchange(k) => Some(k.clone()),
            _ => None,
        };
        let mut leave = tiles
            .count_kinds(turn.rack_before)
            .into_iter()
            .map(|n| n as u8)
            .collect::<Vec<u8>>();
        if let Some(used) = &used {
            for &k in used {
                leave[tiles.kind_index(k)] -= 1;
            }
        }
        steps[turn.player as usize].push(Step {
            bag_before: turn.bag_before,
            used,
            exchange: matches!(turn.mv, Move::Exchange(_)),
            leave,
            score: turn.score,
        });
    });
    if observed.is_err() {
        return Vec::new();
    }
    let mut samples = Vec::new();
    for player_steps in &steps {
        for pair in player_steps.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            let Some(used_a) = &a.used else { continue };
            let bag_after_a = if a.exchange {
                a.bag_before
            } else {
                a.bag_before - used_a.len().min(a.bag_before)
            };
            if bag_after_a == 0 || b.bag_before == 0 {
                continue;
            }
            let Some(used_b) = &b.used else { continue };
            let bag_after_b = if b.exchange {
                b.bag_before
            } else {
                b.bag_before.saturating_sub(used_b.len())
            };
            let bootstrap = if bag_after_b > 0 {
                model.value(&b.leave)
            } else {
                0.0
            };
            samples.push(Sample {
                counts: a.leave.clone(),
                target: b.score as f32 + bootstrap,
            });
        }
    }
    samples
}
