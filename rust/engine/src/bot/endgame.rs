//! The hard bot's endgame (two players, bag empty): the unseen tiles are exactly the
//! opponent's rack, so both racks are known and a short search decides.
//!
//! A negamax over plies (bot, opponent, bot) on the best few plays of each side by a static
//! value (score; going out adds twice the other rack; otherwise the difference of what is
//! left on the racks), with the last ply taking every play. Going out ends the search; a pass
//! followed by a pass ends the game with both racks subtracted. This finds going out in two,
//! blocking the opponent's out-play, and dumping high tiles.

use slovo_rules::{Board, Kind, Placement, TileSet, TileSetId};

use super::{Choice, Info};
use crate::Generator;
use crate::engine::Engine;

const DEPTH: u32 = 3;
const ROOT_WIDTH: usize = 24;
const WIDTH: usize = 8;

struct Search<'a> {
    generator: &'a Generator,
    tile_set: TileSetId,
    tiles: &'a TileSet,
}

impl Search<'_> {
    fn points(&self, rack: &[Kind]) -> i32 {
        rack.iter().map(|&k| self.tiles.points(k) as i32).sum()
    }

    fn placed_points(&self, placed: &[Placement]) -> i32 {
        placed
            .iter()
            .map(|p| self.tiles.tile_points(p.tile) as i32)
            .sum()
    }

    /// Static value of a play for the side making it.
    fn static_value(&self, placed: &[Placement], score: i32, rack: &[Kind], other: i32) -> i32 {
        if placed.len() == rack.len() {
            score + 2 * other
        } else {
            let left = self.points(rack) - self.placed_points(placed);
            score + other - left
        }
    }

    /// Best value for `side` to move (points it gains over the other from here on).
    fn negamax(
        &self,
        board: &mut Board,
        racks: &mut [Vec<Kind>; 2],
        side: usize,
        depth: u32,
        passed: bool,
    ) -> i32 {
        let other = 1 - side;
        let other_points = self.points(&racks[other]);
        let end_value = other_points - self.points(&racks[side]);
        let pass_value = if passed || depth <= 1 {
            end_value
        } else {
            -self.negamax(board, racks, other, depth - 1, true)
        };
        let mut best = pass_value;
        if depth <= 1 {
            let rack = &racks[side];
            self.generator
                .for_each_play(board, rack, self.tile_set, |placed, score| {
                    best = best.max(self.static_value(placed, score, rack, other_points));
                    true
                });
            return best;
        }
        let mut plays: Vec<(i32, Vec<Placement>, i32)> = self
            .generator
            .plays(board, &racks[side], self.tile_set)
            .into_iter()
            .map(|p| {
                let v = self.static_value(&p.placements, p.score, &racks[side], other_points);
                (v, p.placements, p.score)
            })
            .collect();
        plays.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        plays.truncate(WIDTH);
        for (_, placements, score) in plays {
            best = best.max(self.after_play(board, racks, side, &placements, score, depth));
        }
        best
    }

    /// Value for `side` of making this play, then the best the other side can do.
    fn after_play(
        &self,
        board: &mut Board,
        racks: &mut [Vec<Kind>; 2],
        side: usize,
        placements: &[Placement],
        score: i32,
        depth: u32,
    ) -> i32 {
        let other = 1 - side;
        if placements.len() == racks[side].len() {
            return score + 2 * self.points(&racks[other]);
        }
        let saved = racks[side].clone();
        for p in placements {
            let i = racks[side]
                .iter()
                .position(|&k| k == p.tile.kind())
                .expect("a generated play uses rack tiles");
            racks[side].remove(i);
            board.set(p.square, Some(p.tile));
        }
        let v = score - self.negamax(board, racks, other, depth - 1, false);
        for p in placements {
            board.set(p.square, None);
        }
        racks[side] = saved;
        v
    }
}

/// The endgame move: a play, or a pass when every play does worse.
pub(crate) fn solve(engine: &Engine, info: &Info, plays: &[(Vec<Placement>, i32)]) -> Choice {
    let mut opp_rack = Vec::new();
    for (i, &n) in info.unseen.iter().enumerate() {
        opp_rack.extend(std::iter::repeat_n(info.tiles.kind_at(i), n as usize));
    }
    let search = Search {
        generator: engine.generator(),
        tile_set: info.rules.tiles,
        tiles: info.tiles,
    };
    let mut racks = [info.rack.clone(), opp_rack];
    let mut board = info.board.clone();
    let opp_points = search.points(&racks[1]);
    let mut ordered: Vec<(i32, usize)> = plays
        .iter()
        .enumerate()
        .map(|(i, (p, s))| (search.static_value(p, *s, &racks[0], opp_points), i))
        .collect();
    ordered.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ordered.truncate(ROOT_WIDTH);
    let mut best: Option<(i32, usize)> = None;
    for &(_, i) in &ordered {
        let (placements, score) = &plays[i];
        let v = search.after_play(&mut board, &mut racks, 0, placements, *score, DEPTH);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, i));
        }
    }
    let (value, i) = best.expect("solve is called with plays");
    let pass = -search.negamax(&mut board, &mut racks, 1, DEPTH - 1, true);
    if pass > value + 1 {
        Choice::Pass
    } else {
        Choice::Play(plays[i].0.clone())
    }
}
