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
use slovo_rules::{Kind, TileSet};

use super::{Cand, Choice, Info, LeaveTable};
use crate::engine::Engine;
use crate::leave::LeaveModel;
use crate::movegen::Position;

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
    // Each candidate's board, checked once: the replies are generated there every iteration.
    let positions: Vec<Position> = cands
        .iter()
        .map(|c| {
            let mut board = info.board.clone();
            if let Choice::Play(placements) = &c.choice {
                for p in placements {
                    board.set(p.square, Some(p.tile));
                }
            }
            engine.generator().position(&board, info.rules.tiles)
        })
        .collect();
    for _ in 0..iterations {
        // Partial Fisher–Yates: the opponent's rack, then the bot's draws in order.
        for i in 0..(opp_size + max_draw).min(unseen.len()) {
            let j = rng.random_range(i..unseen.len());
            unseen.swap(i, j);
        }
        let opp_rack = &unseen[..opp_size];
        let draws = &unseen[opp_size..opp_size + max_draw];
        let replier = Replier::new(opp_rack, info.tiles, model);
        for ((c, total), position) in cands.iter().zip(totals.iter_mut()).zip(&positions) {
            let drawn = c.used.min(bag_len);
            let mut mine = c.leave.clone();
            for &k in &draws[..drawn] {
                mine[info.tiles.kind_index(k)] += 1;
            }
            let bag_after = match c.choice {
                Choice::Exchange(_) => bag_len,
                _ => bag_len - drawn,
            };
            let reply = replier.best_reply(position, bag_after, info.points(&mine));
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

/// The opponent's rack of one iteration, with its leaves' values, ready to reply to every
/// candidate.
pub(crate) struct Replier<'a> {
    rack: &'a [Kind],
    tiles: &'a TileSet,
    counts: Vec<u8>,
    leaves: LeaveTable,
    bounds: Vec<f32>,
}

impl<'a> Replier<'a> {
    pub(crate) fn new(rack: &'a [Kind], tiles: &'a TileSet, model: &LeaveModel) -> Replier<'a> {
        let mut counts = vec![0u8; model.kinds()];
        for &k in rack {
            counts[tiles.kind_index(k)] += 1;
        }
        let leaves = LeaveTable::of_rack(&counts, model);
        let bounds = leaves.bounds();
        Replier {
            rack,
            tiles,
            counts,
            leaves,
            bounds,
        }
    }

    /// The best static equity in `position` (0 when no play has more): score + leave with
    /// `bag_after` tiles left in the bag; with none, going out takes twice the other rack's
    /// points (`other_rack_points`) and otherwise the tiles kept cost 1.5 times their points.
    pub(crate) fn best_reply(
        &self,
        position: &Position,
        bag_after: usize,
        other_rack_points: i32,
    ) -> f32 {
        let (rack, tiles) = (self.rack, self.tiles);
        let mut best = 0.0f32;
        if bag_after > 0 {
            // The anchors whose plays cannot beat the best so far are skipped (as the static
            // bot's best candidate does), with the same sums as `model.value`.
            position.for_each_play_best_first(rack, &self.bounds, |placed, score| {
                best = best.max(score as f32 + self.leaves.after(tiles, placed));
                best
            });
            return best;
        }
        let mut leave = self.counts.clone();
        position.for_each_play(rack, |placed, score| {
            leave.copy_from_slice(&self.counts);
            for p in placed {
                leave[tiles.kind_index(p.tile.kind())] -= 1;
            }
            let eq = if placed.len() == rack.len() {
                (score + 2 * other_rack_points) as f32
            } else {
                let left: i32 = leave
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| n as i32 * tiles.points(tiles.kind_at(i)) as i32)
                    .sum();
                score as f32 - 1.5 * left as f32
            };
            best = best.max(eq);
            true
        });
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use slovo_rules::{Board, TileSetId};

    /// The best reply with tiles in the bag, anchors best first, is the best score + leave
    /// over every play (0 when none is positive), in every language's tile set.
    #[test]
    fn best_reply_is_the_best_of_every_play() {
        let mut rng = ChaCha8Rng::seed_from_u64(23);
        for tile_set in [
            TileSetId::English,
            TileSetId::Croatian,
            TileSetId::Czech,
            TileSetId::Slovak,
        ] {
            let engine =
                Engine::load(tile_set.language(), &slovo_lexicon::default_dir()).expect("lexicon");
            let (g, model, tiles) = (
                engine.generator(),
                engine.leaves(tile_set),
                tile_set.tiles(),
            );
            for _ in 0..20 {
                let mut bag = tiles.full_bag();
                bag.shuffle(&mut rng);
                let mut board = Board::default();
                for _ in 0..rng.random_range(0..12) {
                    let rack: Vec<Kind> = bag.split_off(bag.len() - 7);
                    let plays = g.plays(&board, &rack, tile_set);
                    let Some(pick) = plays.get(rng.random_range(0..plays.len().clamp(1, 4))) else {
                        continue;
                    };
                    for p in &pick.placements {
                        board.set(p.square, Some(p.tile));
                    }
                }
                let rack = bag.split_off(bag.len() - 7);
                let mut brute = 0.0f32;
                g.for_each_play(&board, &rack, tile_set, |placed, score| {
                    let mut leave = vec![0u8; model.kinds()];
                    for &k in &rack {
                        leave[tiles.kind_index(k)] += 1;
                    }
                    for p in placed {
                        leave[tiles.kind_index(p.tile.kind())] -= 1;
                    }
                    brute = brute.max(score as f32 + model.value(&leave));
                    true
                });
                let position = g.position(&board, tile_set);
                let reply = Replier::new(&rack, tiles, model).best_reply(&position, 20, 0);
                assert_eq!(reply, brute, "{tile_set:?} {}", board.to_text(tiles));
            }
        }
    }
}
