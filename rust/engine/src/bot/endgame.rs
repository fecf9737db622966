//! The hard bot's endgame (two players, bag empty): the unseen tiles are exactly the
//! opponent's rack, so both racks are known and a short search decides.
//!
//! A negamax over plies (bot, opponent, bot) on the best few plays of each side by a static
//! value (score; going out adds twice the other rack; otherwise the difference of what is
//! left on the racks), with the last ply taking every play. Going out ends the search; a pass
//! followed by a pass ends the game with both racks subtracted. This finds going out in two,
//! blocking the opponent's out-play, and dumping high tiles. Alpha-beta skips the replies
//! that cannot change the choice (the move found is the plain negamax's).

use slovo_rules::{Kind, Placement, TileSet};

use super::{Choice, Info};
use crate::Position;
use crate::engine::Engine;

const DEPTH: u32 = 3;
const ROOT_WIDTH: usize = 24;
const WIDTH: usize = 8;
/// Below and above every value (and safe to negate and shift by a score).
const NEG: i32 = -1_000_000;
const POS: i32 = 1_000_000;

struct Search<'a> {
    tiles: &'a TileSet,
    /// The position searched: each play's tiles go down and come back up.
    pos: Position<'a>,
    racks: [Vec<Kind>; 2],
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

    /// Best value for `side` to move (points it gains over the other from here on), by
    /// fail-soft alpha-beta: exact when it falls inside `(alpha, beta)`, else a bound on the
    /// side it falls. Each node's plays are the same whatever the window, so the values that
    /// decide are those of the plain negamax.
    fn negamax(&mut self, side: usize, depth: u32, passed: bool, mut alpha: i32, beta: i32) -> i32 {
        let other = 1 - side;
        let other_points = self.points(&self.racks[other]);
        let end_value = other_points - self.points(&self.racks[side]);
        if depth <= 1 {
            let mut best = end_value;
            if best >= beta {
                return best;
            }
            let rack = &self.racks[side];
            self.pos.for_each_play(rack, |placed, score| {
                best = best.max(self.static_value(placed, score, rack, other_points));
                best < beta
            });
            return best;
        }
        // The best WIDTH plays by static value, then placements (sorted by square): kept as
        // they are found, so only the plays that enter the list are copied.
        let mut plays: Vec<(i32, Vec<Placement>, i32)> = Vec::with_capacity(WIDTH + 1);
        let rack = &self.racks[side];
        self.pos.for_each_play(rack, |placed, score| {
            let v = self.static_value(placed, score, rack, other_points);
            if plays.len() == WIDTH && v < plays[WIDTH - 1].0 {
                return true;
            }
            let mut placements = placed.to_vec();
            placements.sort();
            let at = plays.partition_point(|(w, p, _)| *w > v || (*w == v && *p < placements));
            if at < WIDTH {
                plays.insert(at, (v, placements, score));
                plays.truncate(WIDTH);
            }
            true
        });
        let mut best = NEG;
        // The plays best first, the pass last: a pass rarely refutes.
        for (_, placements, score) in plays {
            let v = self.after_play(side, &placements, score, depth, alpha, beta);
            best = best.max(v);
            alpha = alpha.max(v);
            if best >= beta {
                return best;
            }
        }
        let pass_value = if passed {
            end_value
        } else {
            -self.negamax(other, depth - 1, true, -beta, -alpha)
        };
        best.max(pass_value)
    }

    /// Value for `side` of making this play, then the best the other side can do (within
    /// the window `(alpha, beta)` as [`negamax`](Self::negamax)).
    fn after_play(
        &mut self,
        side: usize,
        placements: &[Placement],
        score: i32,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let other = 1 - side;
        if placements.len() == self.racks[side].len() {
            return score + 2 * self.points(&self.racks[other]);
        }
        let saved = self.racks[side].clone();
        for p in placements {
            let i = self.racks[side]
                .iter()
                .position(|&k| k == p.tile.kind())
                .expect("a generated play uses rack tiles");
            self.racks[side].remove(i);
        }
        let undo = self.pos.play(placements);
        let v = score - self.negamax(other, depth - 1, false, score - beta, score - alpha);
        self.pos.undo(undo);
        self.racks[side] = saved;
        v
    }
}

/// The endgame move: a play, or a pass when every play does worse.
pub(crate) fn solve(engine: &Engine, info: &Info, plays: &[(Vec<Placement>, i32)]) -> Choice {
    let mut opp_rack = Vec::new();
    for (i, &n) in info.unseen.iter().enumerate() {
        opp_rack.extend(std::iter::repeat_n(info.tiles.kind_at(i), n as usize));
    }
    let mut search = Search {
        tiles: info.tiles,
        pos: engine.generator().position(&info.board, info.rules.tiles),
        racks: [info.rack.clone(), opp_rack],
    };
    let opp_points = search.points(&search.racks[1]);
    let mut ordered: Vec<(i32, usize)> = plays
        .iter()
        .enumerate()
        .map(|(i, (p, s))| (search.static_value(p, *s, &search.racks[0], opp_points), i))
        .collect();
    ordered.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ordered.truncate(ROOT_WIDTH);
    let mut best: Option<(i32, usize)> = None;
    for &(_, i) in &ordered {
        let (placements, score) = &plays[i];
        // Only a play above the best so far matters: the rest need only be shown below it.
        let alpha = best.map_or(NEG, |(b, _)| b);
        let v = search.after_play(0, placements, *score, DEPTH, alpha, POS);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, i));
        }
    }
    let (value, i) = best.expect("solve is called with plays");
    // The pass is chosen only above `value + 1`: a bound at or below it decides as well.
    let pass = -search.negamax(1, DEPTH - 1, true, NEG, -(value + 1));
    if pass > value + 1 {
        Choice::Pass
    } else {
        Choice::Play(plays[i].0.clone())
    }
}
