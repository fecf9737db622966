//! Monte Carlo simulation of the hard bot's top candidates (two players, bag not empty).
//!
//! Each iteration samples the opponent's rack and the bag's order from the tiles this player
//! cannot see; every candidate is then played on that same sample (common random numbers:
//! the differences between candidates are what matter), the bot draws, and the opponent
//! answers with its best static reply (score + leave; with the bag emptied, going out takes
//! twice the bot's rack). A candidate's value is its own static equity minus the reply's,
//! averaged over the iterations. The budget is a number of iterations, optionally cut short
//! by a time limit.

use std::time::{Duration, Instant};

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use slovo_rules::{Board, Kind, TileSet, TileSetId};

use super::{Cand, Choice, Info};
use crate::Generator;
use crate::engine::Engine;
use crate::leave::LeaveModel;

/// Index of the candidate with the best simulated value.
pub(crate) fn simulate(
    engine: &Engine,
    info: &Info,
    model: &LeaveModel,
    cands: &[Cand],
    iterations: u32,
    time_limit: Option<Duration>,
    rng: &mut ChaCha8Rng,
) -> usize {
    let start = time_limit.map(|_| Instant::now());
    let mut unseen: Vec<Kind> = Vec::new();
    for (i, &n) in info.unseen.iter().enumerate() {
        unseen.extend(std::iter::repeat_n(info.tiles.kind_at(i), n as usize));
    }
    let opp = info.opponents[0];
    let opp_size = info.rack_sizes[opp as usize].min(unseen.len());
    let bag_len = info.bag_len.min(unseen.len() - opp_size);
    let max_draw = bag_len.min(info.rules.rack_size());
    let mut totals = vec![0.0f64; cands.len()];
    let mut board = info.board.clone();
    for _ in 0..iterations {
        // Partial Fisher–Yates: the opponent's rack, then the bot's draws in order.
        for i in 0..(opp_size + max_draw).min(unseen.len()) {
            let j = rng.random_range(i..unseen.len());
            unseen.swap(i, j);
        }
        let opp_rack = &unseen[..opp_size];
        let draws = &unseen[opp_size..opp_size + max_draw];
        for (c, total) in cands.iter().zip(totals.iter_mut()) {
            let drawn = c.used.min(bag_len);
            let mut mine = c.leave.clone();
            for &k in &draws[..drawn] {
                mine[info.tiles.kind_index(k)] += 1;
            }
            let bag_after = match c.choice {
                Choice::Exchange(_) => bag_len,
                _ => bag_len - drawn,
            };
            if let Choice::Play(placements) = &c.choice {
                for p in placements {
                    board.set(p.square, Some(p.tile));
                }
            }
            let reply = best_reply(
                engine.generator(),
                &board,
                opp_rack,
                info.rules.tiles,
                info.tiles,
                model,
                bag_after,
                info.points(&mine),
            );
            if let Choice::Play(placements) = &c.choice {
                for p in placements {
                    board.set(p.square, None);
                }
            }
            *total += (c.equity - reply) as f64;
        }
        if let (Some(start), Some(limit)) = (start, time_limit)
            && start.elapsed() >= limit
        {
            break;
        }
    }
    let mut best = 0;
    for i in 1..cands.len() {
        if totals[i] > totals[best] {
            best = i;
        }
    }
    best
}

/// The opponent's best static equity on `board` with `rack` (0 when it has no play).
#[allow(clippy::too_many_arguments)]
pub(crate) fn best_reply(
    generator: &Generator,
    board: &Board,
    rack: &[Kind],
    tile_set: TileSetId,
    tiles: &TileSet,
    model: &LeaveModel,
    bag_after: usize,
    other_rack_points: i32,
) -> f32 {
    let mut counts = vec![0u8; model.kinds()];
    for &k in rack {
        counts[tiles.kind_index(k)] += 1;
    }
    let mut leave = counts.clone();
    let mut best = 0.0f32;
    generator.for_each_play(board, rack, tile_set, |placed, score| {
        leave.copy_from_slice(&counts);
        for p in placed {
            leave[tiles.kind_index(p.tile.kind())] -= 1;
        }
        let eq = if bag_after > 0 {
            score as f32 + model.value(&leave)
        } else if placed.len() == rack.len() {
            (score + 2 * other_rack_points) as f32
        } else {
            let left: i32 = leave
                .iter()
                .enumerate()
                .map(|(i, &n)| n as i32 * tiles.points(tiles.kind_at(i)) as i32)
                .sum();
            score as f32 - 1.5 * left as f32
        };
        if eq > best {
            best = eq;
        }
        true
    });
    best
}
