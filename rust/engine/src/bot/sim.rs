//! Monte Carlo simulation of the hard bot's top candidates (two players, bag not empty).
//!
//! Each iteration samples the opponent's rack and the bag's order from the tiles this player
//! cannot see; every candidate is then played on that same sample (common random numbers:
//! the differences between candidates are what matter), the bot draws, and the opponent
//! answers with its best static reply (score + leave; with the bag emptied, going out takes
//! twice the bot's rack). With one ply, a candidate's value is its own static equity minus
//! the reply's. With two, the opponent draws and the bot answers in turn with its best
//! static reply, so the candidate's leave is valued by what the bot then plays from it:
//! score − reply + own reply. Values are averaged over the iterations. The budget is a
//! number of iterations, optionally cut short by a time limit.

use std::time::{Duration, Instant};

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use slovo_rules::{Kind, Placement, TileSet};

use super::{Cand, Choice, Info, LeaveTable, points_of};
use crate::engine::Engine;
use crate::leave::LeaveModel;
use crate::movegen::Position;

/// How much simulation a move gets.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Budget {
    pub iterations: u32,
    /// 1: the opponent's reply; 2: and the bot's own answer to it.
    pub plies: u8,
    pub time_limit: Option<Duration>,
}

/// Index of the candidate with the best simulated value.
pub(crate) fn simulate(
    engine: &Engine,
    info: &Info,
    model: &LeaveModel,
    cands: &[Cand],
    budget: Budget,
    rng: &mut ChaCha8Rng,
) -> usize {
    let start = budget.time_limit.map(|_| Instant::now());
    let tiles = info.tiles;
    let mut unseen = tiles.kinds_counted(&info.unseen);
    let opp = info.opponents[0];
    let opp_size = info.rack_sizes[opp as usize].min(unseen.len());
    let bag_len = info.bag_len.min(unseen.len() - opp_size);
    let rack_size = info.rules.rack_size();
    let two_ply = budget.plies >= 2;
    // The bag's order matters as far as the bot's draws, and the opponent's after them.
    let ordered = bag_len.min(if two_ply { 2 * rack_size } else { rack_size });
    let mut totals = vec![0.0f64; cands.len()];
    // Each candidate's board, checked once: the replies are generated there every iteration.
    let mut positions: Vec<Position> = cands
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
    let mut reply = Vec::new();
    for _ in 0..budget.iterations {
        // Partial Fisher–Yates: the opponent's rack, then the bag's first tiles in order.
        for i in 0..(opp_size + ordered).min(unseen.len()) {
            let j = rng.random_range(i..unseen.len());
            unseen.swap(i, j);
        }
        let opp_rack = &unseen[..opp_size];
        let bag = &unseen[opp_size..opp_size + bag_len];
        let replier = Replier::new(opp_rack, tiles, model);
        for ((c, total), position) in cands.iter().zip(totals.iter_mut()).zip(&mut positions) {
            let drawn = c.used.min(bag_len);
            let mut mine = c.leave.clone();
            for &k in &bag[..drawn] {
                mine[tiles.kind_index(k)] += 1;
            }
            let bag_after = match c.choice {
                Choice::Exchange(_) => bag_len,
                _ => bag_len - drawn,
            };
            let theirs = replier.best_reply(position, bag_after, info.points(&mine), &mut reply);
            let value = if two_ply {
                // The opponent draws what the bot left in the bag (and what it put back).
                let put_back = match &c.choice {
                    Choice::Exchange(kinds) => kinds.as_slice(),
                    _ => &[],
                };
                let their_draws = bag[drawn..].iter().chain(put_back);
                let answer = Answer {
                    reply: &reply,
                    replier: &replier,
                    their_draws,
                    bag_after,
                    mine: &mine,
                };
                c.score as f32 - theirs + answer.best(position, tiles, model)
            } else {
                c.equity - theirs
            };
            *total += value as f64;
        }
        if let (Some(start), Some(limit)) = (start, budget.time_limit)
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

/// The second ply: the opponent's reply is on the board and it has drawn; the bot answers.
struct Answer<'a, D> {
    /// The opponent's reply (empty when it did not play).
    reply: &'a [Placement],
    replier: &'a Replier<'a>,
    /// The bag as the opponent draws from it.
    their_draws: D,
    /// Tiles in the bag before the opponent draws.
    bag_after: usize,
    /// The bot's rack, per kind index.
    mine: &'a [u8],
}

impl<'a, D: Iterator<Item = &'a Kind>> Answer<'a, D> {
    /// The bot's best static equity after the opponent's reply (0 when the reply went out).
    fn best(self, position: &mut Position, tiles: &TileSet, model: &LeaveModel) -> f32 {
        let opp_rack = self.replier.rack;
        if self.bag_after == 0 && self.reply.len() == opp_rack.len() {
            return 0.0;
        }
        let drawn = self.reply.len().min(self.bag_after);
        let mut theirs = self.replier.counts.clone();
        for p in self.reply {
            theirs[tiles.kind_index(p.tile.kind())] -= 1;
        }
        for &k in self.their_draws.take(drawn) {
            theirs[tiles.kind_index(k)] += 1;
        }
        let rack = tiles.kinds_counted(self.mine);
        let undo = position.play(self.reply);
        let mut unused = Vec::new();
        let best = Replier::new(&rack, tiles, model).best_reply(
            position,
            self.bag_after - drawn,
            points_of(tiles, &theirs),
            &mut unused,
        );
        position.undo(undo);
        best
    }
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
    /// `play` is set to the best play (empty when none has more than 0).
    pub(crate) fn best_reply(
        &self,
        position: &Position,
        bag_after: usize,
        other_rack_points: i32,
        play: &mut Vec<Placement>,
    ) -> f32 {
        let (rack, tiles) = (self.rack, self.tiles);
        let mut best = 0.0f32;
        play.clear();
        let mut keep = |eq: f32, placed: &[Placement]| {
            if eq > best {
                best = eq;
                play.clear();
                play.extend_from_slice(placed);
            }
            best
        };
        if bag_after > 0 {
            // The anchors whose plays cannot beat the best so far are skipped (as the static
            // bot's best candidate does), with the same sums as `model.value`.
            position.for_each_play_best_first(rack, &self.bounds, |placed, score| {
                keep(score as f32 + self.leaves.after(tiles, placed), placed)
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
                score as f32 - 1.5 * points_of(tiles, &leave) as f32
            };
            keep(eq, placed);
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

    /// A board of a few random plays (some of the best four each time), and the bag left.
    fn random_position(
        engine: &Engine,
        tile_set: TileSetId,
        rng: &mut ChaCha8Rng,
    ) -> (Board, Vec<Kind>) {
        let (g, tiles) = (engine.generator(), tile_set.tiles());
        let mut bag = tiles.full_bag();
        bag.shuffle(rng);
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
        (board, bag)
    }

    /// Each tile set tested, with its language's engine.
    fn engines() -> impl Iterator<Item = (TileSetId, Engine)> {
        [
            TileSetId::English,
            TileSetId::Croatian,
            TileSetId::Czech,
            TileSetId::Slovak,
        ]
        .into_iter()
        .map(|t| {
            let engine =
                Engine::load(t.language(), &slovo_lexicon::default_dir()).expect("lexicon");
            (t, engine)
        })
    }

    fn counts_of(rack: &[Kind], tiles: &TileSet) -> Vec<u8> {
        let mut counts = vec![0u8; tiles.letters().len() + 1];
        for &k in rack {
            counts[tiles.kind_index(k)] += 1;
        }
        counts
    }

    /// The best reply with tiles in the bag, anchors best first, is the best score + leave
    /// over every play (0 when none is positive), in every language's tile set.
    #[test]
    fn best_reply_is_the_best_of_every_play() {
        let mut rng = ChaCha8Rng::seed_from_u64(23);
        for (tile_set, engine) in engines() {
            let (g, model, tiles) = (
                engine.generator(),
                engine.leaves(tile_set),
                tile_set.tiles(),
            );
            for _ in 0..20 {
                let (board, mut bag) = random_position(&engine, tile_set, &mut rng);
                let rack = bag.split_off(bag.len() - 7);
                let mut brute = 0.0f32;
                g.for_each_play(&board, &rack, tile_set, |placed, score| {
                    let mut leave = counts_of(&rack, tiles);
                    for p in placed {
                        leave[tiles.kind_index(p.tile.kind())] -= 1;
                    }
                    brute = brute.max(score as f32 + model.value(&leave));
                    true
                });
                let position = g.position(&board, tile_set);
                let reply =
                    Replier::new(&rack, tiles, model).best_reply(&position, 20, 0, &mut Vec::new());
                assert_eq!(reply, brute, "{tile_set:?} {}", board.to_text(tiles));
            }
        }
    }

    /// The second ply is the bot's best static equity over every play of its rack on the
    /// board with the opponent's reply, the opponent having drawn from the bag: score + leave
    /// while the bag holds tiles; once it is empty, going out takes twice the opponent's
    /// rack (the reply's leave and its draws) and tiles kept cost 1.5 times their points; 0
    /// when the reply went out. The position is as it was afterwards.
    #[test]
    fn answer_is_the_best_of_every_play_after_the_reply() {
        let mut rng = ChaCha8Rng::seed_from_u64(29);
        let mut went_out = 0;
        for (tile_set, engine) in engines() {
            let (g, model, tiles) = (
                engine.generator(),
                engine.leaves(tile_set),
                tile_set.tiles(),
            );
            for round in 0..24 {
                let (mut board, mut bag) = random_position(&engine, tile_set, &mut rng);
                let theirs = bag.split_off(bag.len() - rng.random_range(1..=7));
                let rack = bag.split_off(bag.len() - 7);
                // In a third of the rounds the bag is empty once the bot has played; in
                // another third, it empties when the opponent draws.
                bag.truncate(match round % 3 {
                    0 => 0,
                    1 => rng.random_range(1..4),
                    _ => bag.len(),
                });
                let mine = counts_of(&rack, tiles);
                let replier = Replier::new(&theirs, tiles, model);
                let mut position = g.position(&board, tile_set);
                let mut reply = Vec::new();
                let first =
                    replier.best_reply(&position, bag.len(), points_of(tiles, &mine), &mut reply);
                let answer = Answer {
                    reply: &reply,
                    replier: &replier,
                    their_draws: bag.iter(),
                    bag_after: bag.len(),
                    mine: &mine,
                };
                let got = answer.best(&mut position, tiles, model);
                let again = replier.best_reply(
                    &position,
                    bag.len(),
                    points_of(tiles, &mine),
                    &mut Vec::new(),
                );
                assert_eq!(again, first, "the position is restored");

                let mut left = counts_of(&theirs, tiles);
                for p in &reply {
                    board.set(p.square, Some(p.tile));
                    left[tiles.kind_index(p.tile.kind())] -= 1;
                }
                let drawn = reply.len().min(bag.len());
                for &k in &bag[..drawn] {
                    left[tiles.kind_index(k)] += 1;
                }
                let bag_after = bag.len() - drawn;
                let mut brute = 0.0f32;
                if bag.is_empty() && reply.len() == theirs.len() {
                    went_out += 1;
                } else {
                    g.for_each_play(&board, &rack, tile_set, |placed, score| {
                        let mut kept = mine.clone();
                        for p in placed {
                            kept[tiles.kind_index(p.tile.kind())] -= 1;
                        }
                        let eq = if bag_after > 0 {
                            score as f32 + model.value(&kept)
                        } else if placed.len() == rack.len() {
                            (score + 2 * points_of(tiles, &left)) as f32
                        } else {
                            score as f32 - 1.5 * points_of(tiles, &kept) as f32
                        };
                        brute = brute.max(eq);
                        true
                    });
                }
                assert_eq!(got, brute, "{tile_set:?} {}", board.to_text(tiles));
            }
        }
        assert!(went_out > 0, "some replies go out");
    }
}
