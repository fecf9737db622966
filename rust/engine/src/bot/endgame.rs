//! The hard bot's endgame (two players, bag empty): the unseen tiles are exactly the
//! opponent's rack, so both racks are known and a short search decides.
//!
//! A negamax over plies (bot, opponent, bot) on the best few plays of each side by a static
//! value (score; going out adds twice the other rack; otherwise the difference of what is
//! left on the racks), with the last ply taking every play. Going out ends the search; a pass
//! followed by a pass ends the game with both racks subtracted. This finds going out in two,
//! blocking the opponent's out-play, and dumping high tiles. Alpha-beta skips the replies
//! that cannot change the choice (the move found is the plain negamax's).
//!
//! Each side's plays are generated once, on the board searched from. A board a few plays on
//! changes only the squares played and the empty squares ending a run of tiles through a new
//! tile (their crossing words or anchoring): a play that puts no tile on any of those is a
//! play of the first board with the same score, and the other way round. So a node's plays
//! are those of the first board that avoid them (and that its rack still holds), and the
//! plays through one of those empty squares, which [`Near`] generates line by line.

use slovo_rules::board::{Direction, SIZE, Square};
use slovo_rules::{Board, Kind, Placement, Tile, TileSet, TileSetId};

use super::{Choice, Info};
use crate::Generator;
use crate::alphabet::Faces;
use crate::dawg::Dawg;
use crate::engine::Engine;
use crate::movegen::{Premiums, all_faces, cross_check, premiums};

const DEPTH: u32 = 3;
const WIDTH: usize = 8;
/// Below and above every value (and safe to negate and shift by a score).
const NEG: i32 = -1_000_000;
const POS: i32 = 1_000_000;
const N: usize = SIZE * SIZE;

/// A set of squares (bit per square index).
type Squares = [u64; 4];

/// The squares changed since the first board: the tiles put down, and the empty squares
/// ending a run of tiles through one of them (their crossing word or anchoring changed).
type Changed = Squares;

fn add(set: &mut Squares, idx: usize) {
    set[idx / 64] |= 1 << (idx % 64);
}

fn has(set: &Squares, idx: usize) -> bool {
    set[idx / 64] & (1 << (idx % 64)) != 0
}

fn meets(a: &Squares, b: &Squares) -> bool {
    (a[0] & b[0]) | (a[1] & b[1]) | (a[2] & b[2]) | (a[3] & b[3]) != 0
}

/// A play of the first board: its placements (sorted, in the pool), score, and the
/// squares it covers.
#[derive(Clone, Copy)]
struct Known {
    /// Score plus the points of the tiles placed (the static value, less a constant, when
    /// it does not go out).
    key: i32,
    score: i32,
    start: u32,
    len: u8,
    squares: Squares,
}

/// A play kept at a node: static value, score, placements sorted by square.
#[derive(Clone, Copy)]
struct Kept {
    value: i32,
    score: i32,
    len: u8,
    placements: [Placement; SIZE],
}

impl Kept {
    fn placements(&self) -> &[Placement] {
        &self.placements[..self.len as usize]
    }
}

const NO_PLACEMENT: Placement = Placement {
    square: Square { row: 0, col: 0 },
    tile: Tile {
        letter: 0,
        blank: false,
    },
};

struct Search<'a> {
    tiles: &'a TileSet,
    dawg: &'a Dawg,
    faces: &'a Faces,
    /// The board searched: each play's tiles go down and come back up.
    cells: [Option<Tile>; N],
    /// Tiles per kind index, per side; their number and points.
    counts: [[u8; 64]; 2],
    lens: [usize; 2],
    points: [i32; 2],
    /// Each side's plays on the first board with its whole rack, best key first.
    known: [Vec<Known>; 2],
    pool: [Vec<Placement>; 2],
    /// The rack lengths the plays were generated with.
    full: [usize; 2],
    cross: Box<CrossChecks>,
    face_of: [u8; 64],
    code_of: [u8; 64],
    single_codes: u64,
}

/// No one-letter face for this letter code.
const NO_FACE: u8 = u8::MAX;

/// Crossing checks (faces allowed, their letter codes, points of the crossing word or -1),
/// per direction of play: the first board's, as its [`Position`](crate::movegen::Position)
/// made them, and those of squares whose crossing word a play changed, computed when
/// [`Near`] asks (with a stamp: valid while it is the square's `version`). Such a check is
/// computed once for each board it is asked on, and serves the boards further down that
/// leave its crossing word alone.
struct CrossChecks {
    first: [[(u64, u64, i32); N]; 2],
    here: [[(u64, u64, i32, u32); N]; 2],
    /// 0 while the square's crossing word is the first board's, else a number new with each
    /// play that changed it.
    version: [[u32; N]; 2],
    latest: u32,
    /// The versions plays replaced (direction, square, version), for
    /// [`take_back`](Search::take_back).
    replaced: Vec<(u8, u8, u32)>,
}

impl CrossChecks {
    /// The crossing word of square `idx` for plays in direction `d` changed.
    fn change(&mut self, d: usize, idx: usize) {
        self.replaced
            .push((d as u8, idx as u8, self.version[d][idx]));
        self.latest += 1;
        self.version[d][idx] = self.latest;
    }

    /// Put back the versions replaced since `replaced` of them were.
    fn restore(&mut self, replaced: usize) {
        // Latest first, so a square changed twice ends as it was.
        for (d, idx, version) in self.replaced.drain(replaced..).rev() {
            self.version[d as usize][idx as usize] = version;
        }
    }
}

/// What [`Search::take_back`] needs: the points of the tiles played, and where the versions
/// the play replaced begin in [`CrossChecks::replaced`].
#[derive(Clone, Copy)]
struct Played {
    points: i32,
    replaced: usize,
}

impl<'a> Search<'a> {
    /// `first_plays`: the first side's plays, if known (every one, placements sorted).
    fn new(
        generator: &'a Generator,
        tile_set: TileSetId,
        board: &Board,
        racks: [&[Kind]; 2],
        first_plays: Option<&[(Vec<Placement>, i32)]>,
    ) -> Search<'a> {
        let faces = generator.faces(tile_set);
        let tiles = tile_set.tiles();
        let pos = generator.position(board, tile_set);
        let mut cells = [None; N];
        for (sq, t) in board.tiles() {
            cells[sq.index()] = Some(t);
        }
        let mut search = Search {
            tiles,
            dawg: generator.dawg(),
            faces,
            cells,
            counts: [[0; 64]; 2],
            lens: [0; 2],
            points: [0; 2],
            known: [Vec::new(), Vec::new()],
            pool: [Vec::new(), Vec::new()],
            full: [racks[0].len(), racks[1].len()],
            cross: Box::new(CrossChecks {
                first: [[(0, 0, 0); N]; 2],
                here: [[(0, 0, 0, 0); N]; 2],
                version: [[0; N]; 2],
                latest: 0,
                replaced: Vec::new(),
            }),
            face_of: [NO_FACE; 64],
            code_of: [0; 64],
            single_codes: 0,
        };
        for (d, first) in search.cross.first.iter_mut().enumerate() {
            for (idx, check) in first.iter_mut().enumerate() {
                *check = pos.crossing(d, idx);
            }
        }
        for code in 1..64u8 {
            if let Some(face) = faces.single(code)
                && (face as usize) < 64
            {
                search.face_of[code as usize] = face;
                search.code_of[face as usize] = code;
                search.single_codes |= 1 << code;
            }
        }
        for (side, rack) in racks.into_iter().enumerate() {
            for &k in rack {
                search.counts[side][tiles.kind_index(k)] += 1;
                search.points[side] += tiles.points(k) as i32;
            }
            search.lens[side] = rack.len();
            let (known, pool) = (&mut search.known[side], &mut search.pool[side]);
            let mut add_play = |placed: &[Placement], score: i32, sorted: bool| {
                let start = pool.len() as u32;
                pool.extend_from_slice(placed);
                if !sorted {
                    pool[start as usize..].sort();
                }
                let mut squares = [0; 4];
                let mut placed_points = 0;
                for p in placed {
                    add(&mut squares, p.square.index());
                    placed_points += tiles.tile_points(p.tile) as i32;
                }
                known.push(Known {
                    key: score + placed_points,
                    score,
                    start,
                    len: placed.len() as u8,
                    squares,
                });
            };
            match first_plays {
                Some(plays) if side == 0 => {
                    for (placed, score) in plays {
                        add_play(placed, *score, true);
                    }
                }
                _ => pos.for_each_play(rack, |placed, score| {
                    add_play(placed, score, false);
                    true
                }),
            }
            known.sort_by_key(|k| std::cmp::Reverse(k.key));
        }
        search
    }

    fn placed_points(&self, placed: &[Placement]) -> i32 {
        placed
            .iter()
            .map(|p| self.tiles.tile_points(p.tile) as i32)
            .sum()
    }

    /// Static value of a play for `side` making it (`other`: the other rack's points).
    fn static_value(&self, side: usize, placed: &[Placement], score: i32, other: i32) -> i32 {
        if placed.len() == self.lens[side] {
            score + 2 * other
        } else {
            let left = self.points[side] - self.placed_points(placed);
            score + other - left
        }
    }

    /// The static value for `side` of a play (placements, score, the first board's play
    /// if it is one).
    fn value_of(&self, side: usize) -> impl Fn(&[Placement], i32, Option<&Known>) -> i32 + use<'a> {
        let other_points = self.points[1 - side];
        let lens = self.lens[side];
        let points = self.points[side];
        let tiles = self.tiles;
        move |placed, score, known| {
            if placed.len() == lens {
                score + 2 * other_points
            } else if let Some(k) = known {
                k.key + other_points - points
            } else {
                let placed_points: i32 = placed
                    .iter()
                    .map(|p| tiles.tile_points(p.tile) as i32)
                    .sum();
                score + other_points - (points - placed_points)
            }
        }
    }

    /// Does `side`'s rack hold the tiles of this play of the first board?
    fn holds(&self, side: usize, k: &Known) -> bool {
        if self.lens[side] == self.full[side] {
            return true;
        }
        let mut counts = self.counts[side];
        for p in &self.pool[side][k.start as usize..][..k.len as usize] {
            let i = self.tiles.kind_index(p.tile.kind());
            if counts[i] == 0 {
                return false;
            }
            counts[i] -= 1;
        }
        true
    }

    /// Visit the plays of `side` on the board as it is: those of the first board that
    /// cover none of `changed` (and that the rack holds), best key first, then those
    /// through an empty square of `changed`; `on_play` gets the placements (sorted for the
    /// first board's), the score, and the play of the first board if it is one, and returns
    /// a floor (or None to stop): plays whose score plus tile points (plus `out_bonus` when
    /// going out) is below it may be skipped.
    fn for_each_play(
        &mut self,
        side: usize,
        changed: &Changed,
        out_bonus: i32,
        mut floor: i32,
        mut on_play: impl FnMut(&[Placement], i32, Option<&Known>) -> Option<i32>,
    ) {
        let known = std::mem::take(&mut self.known[side]);
        let mut stop = false;
        for k in &known {
            if k.key + out_bonus < floor {
                // The rest have lower keys.
                break;
            }
            if meets(&k.squares, changed) || !self.holds(side, k) {
                continue;
            }
            let placements = &self.pool[side][k.start as usize..][..k.len as usize];
            match on_play(placements, k.score, Some(k)) {
                Some(f) => floor = f,
                None => {
                    stop = true;
                    break;
                }
            }
        }
        self.known[side] = known;
        if stop {
            return;
        }
        let mut targets = [0u64; 4];
        let mut any = false;
        for idx in 0..N {
            if has(changed, idx) && self.cells[idx].is_none() {
                add(&mut targets, idx);
                any = true;
            }
        }
        if !any {
            return;
        }
        let mut rack_codes = 0u64;
        for face in 0..self.faces.naturals.min(64) {
            if self.counts[side][face] > 0 {
                rack_codes |= 1 << self.code_of[face];
            }
        }
        let mut near = Near {
            dawg: self.dawg,
            faces: self.faces,
            cells: &self.cells,
            cross: &mut self.cross,
            prem: premiums(),
            face_of: &self.face_of,
            code_of: &self.code_of,
            single_codes: self.single_codes,
            rack_codes: rack_codes & self.single_codes,
            rack: self.counts[side],
            rack_len: self.lens[side],
            blank: self.faces.naturals,
            placed: [NO_PLACEMENT; SIZE],
            placed_len: 0,
            on_play: |placed: &[Placement], score| on_play(placed, score, None),
            stopped: false,
        };
        near.run(&targets);
    }

    /// Best value for `side` to move (points it gains over the other from here on), by
    /// fail-soft alpha-beta: exact when it falls inside `(alpha, beta)`, else a bound on the
    /// side it falls. Each node's plays are the same whatever the window, so the values that
    /// decide are those of the plain negamax. `changed`: the squares changed since the first
    /// board.
    fn negamax(
        &mut self,
        side: usize,
        depth: u32,
        passed: bool,
        mut alpha: i32,
        beta: i32,
        changed: &Changed,
    ) -> i32 {
        let other = 1 - side;
        let other_points = self.points[other];
        let end_value = other_points - self.points[side];
        let out_bonus = other_points;
        // A play's value is its key plus this, plus `out_bonus` if it goes out.
        let base = other_points - self.points[side];
        if depth <= 1 {
            let mut best = end_value;
            if best >= beta {
                return best;
            }
            let value = self.value_of(side);
            // Only a play above the best so far matters.
            let floor = best + 1 - base;
            self.for_each_play(side, changed, out_bonus, floor, |placed, score, known| {
                best = best.max(value(placed, score, known));
                (best < beta).then_some(best + 1 - base)
            });
            return best;
        }
        // The best WIDTH plays by static value, then placements (sorted by square): kept as
        // they are found, so only the plays that enter the list are copied.
        let mut plays: Vec<Kept> = Vec::with_capacity(WIDTH + 1);
        let value = self.value_of(side);
        // Once the list is full, only a play at or above its last matters.
        let floor = |plays: &Vec<Kept>| {
            if plays.len() == WIDTH {
                plays[WIDTH - 1].value - base
            } else {
                i32::MIN
            }
        };
        self.for_each_play(
            side,
            changed,
            out_bonus,
            i32::MIN,
            |placed, score, known| {
                let v = value(placed, score, known);
                if plays.len() == WIDTH && v < plays[WIDTH - 1].value {
                    return Some(floor(&plays));
                }
                let mut kept = Kept {
                    value: v,
                    score,
                    len: placed.len() as u8,
                    placements: [NO_PLACEMENT; SIZE],
                };
                kept.placements[..placed.len()].copy_from_slice(placed);
                if known.is_none() {
                    kept.placements[..placed.len()].sort();
                }
                let at = plays.partition_point(|w| {
                    w.value > v || (w.value == v && w.placements() < kept.placements())
                });
                if at < WIDTH {
                    plays.insert(at, kept);
                    plays.truncate(WIDTH);
                }
                Some(floor(&plays))
            },
        );
        let mut best = NEG;
        // The plays best first, the pass last: a pass rarely refutes.
        for kept in &plays {
            let v = self.after_play(
                side,
                kept.placements(),
                kept.score,
                depth,
                alpha,
                beta,
                changed,
            );
            best = best.max(v);
            alpha = alpha.max(v);
            if best >= beta {
                return best;
            }
        }
        let pass_value = if passed {
            end_value
        } else {
            -self.negamax(other, depth - 1, true, -beta, -alpha, changed)
        };
        best.max(pass_value)
    }

    /// Value for `side` of making this play, then the best the other side can do (within
    /// the window `(alpha, beta)` as [`negamax`](Self::negamax)).
    #[allow(clippy::too_many_arguments)]
    fn after_play(
        &mut self,
        side: usize,
        placements: &[Placement],
        score: i32,
        depth: u32,
        alpha: i32,
        beta: i32,
        changed: &Changed,
    ) -> i32 {
        let other = 1 - side;
        if placements.len() == self.lens[side] {
            return score + 2 * self.points[other];
        }
        let mut changed = *changed;
        let played = self.play(side, placements, &mut changed);
        let v = score
            - self.negamax(
                other,
                depth - 1,
                false,
                score - beta,
                score - alpha,
                &changed,
            );
        self.take_back(side, placements, played);
        v
    }
}

impl Search<'_> {
    /// Put a play of `side` down, adding to `changed` the squares it changes; returns what
    /// [`take_back`](Self::take_back) needs.
    fn play(&mut self, side: usize, placements: &[Placement], changed: &mut Changed) -> Played {
        let replaced = self.cross.replaced.len();
        let mut placed_points = 0;
        for p in placements {
            let i = self.tiles.kind_index(p.tile.kind());
            debug_assert!(self.counts[side][i] > 0, "a generated play uses rack tiles");
            self.counts[side][i] -= 1;
            placed_points += self.tiles.tile_points(p.tile) as i32;
            self.cells[p.square.index()] = Some(p.tile);
            add(changed, p.square.index());
        }
        self.lens[side] -= placements.len();
        self.points[side] -= placed_points;
        // The empty squares ending each run of tiles through a new tile.
        for p in placements {
            for dir in [Direction::Across, Direction::Down] {
                for step in [-1, 1] {
                    let mut sq = p.square;
                    while let Some(next) = sq.step(dir, step) {
                        sq = next;
                        let idx = sq.index();
                        if self.cells[idx].is_none() {
                            add(changed, idx);
                            // The crossing word of plays the other way.
                            let d = if dir == Direction::Down { 0 } else { 1 };
                            self.cross.change(d, idx);
                            break;
                        }
                    }
                }
            }
        }
        Played {
            points: placed_points,
            replaced,
        }
    }

    fn take_back(&mut self, side: usize, placements: &[Placement], played: Played) {
        for p in placements {
            self.counts[side][self.tiles.kind_index(p.tile.kind())] += 1;
            self.cells[p.square.index()] = None;
        }
        self.lens[side] += placements.len();
        self.points[side] += played.points;
        self.cross.restore(played.replaced);
    }
}

/// The plays of a rack that put a tile on at least one of some empty squares (the
/// targets), each once, with their scores, as the move generator finds them: the word
/// along the line and each crossing word in the lexicon, two tiles or more along the line,
/// and a one-tile play kept across when it makes a word across.
struct Near<'a, F: FnMut(&[Placement], i32) -> Option<i32>> {
    dawg: &'a Dawg,
    faces: &'a Faces,
    cells: &'a [Option<Tile>; N],
    cross: &'a mut CrossChecks,
    prem: &'static Premiums,
    /// The one-letter face of each letter code ([`NO_FACE`] if none), the code of each
    /// one-letter face, the codes with one, and those of the rack's natural tiles.
    face_of: &'a [u8; 64],
    code_of: &'a [u8; 64],
    single_codes: u64,
    rack_codes: u64,
    /// Tiles per kind index (the blank at `blank`).
    rack: [u8; 64],
    rack_len: usize,
    blank: usize,
    placed: [Placement; SIZE],
    placed_len: usize,
    on_play: F,
    stopped: bool,
}

/// Where a word goes: direction, line, and the line's cells, targets and empty squares.
struct Line {
    dir: Direction,
    d: usize,
    line: usize,
    tiles: [Option<Tile>; SIZE],
    targets: u32,
    empty: u32,
}

/// The square index of the `i`th square of `line` in direction `dir`.
fn index(line: usize, i: usize, dir: Direction) -> usize {
    match dir {
        Direction::Across => line * SIZE + i,
        Direction::Down => i * SIZE + line,
    }
}

/// Word-building state along a line.
#[derive(Clone, Copy)]
struct Walk {
    node: u32,
    accept: bool,
    sum: i32,
    mult: i32,
    cross: i32,
    /// Tiles in the word so far.
    len: usize,
    covered: bool,
}

impl<F: FnMut(&[Placement], i32) -> Option<i32>> Near<'_, F> {
    fn points(&self, tile: Tile) -> i32 {
        if tile.blank {
            0
        } else {
            self.faces.points[tile.letter as usize] as i32
        }
    }

    fn run(&mut self, targets: &Squares) {
        for (d, dir) in [Direction::Across, Direction::Down].into_iter().enumerate() {
            for line in 0..SIZE {
                let mut t = 0u32;
                let mut empty = 0u32;
                let mut tiles = [None; SIZE];
                for (i, tile) in tiles.iter_mut().enumerate() {
                    let idx = index(line, i, dir);
                    *tile = self.cells[idx];
                    if tile.is_none() {
                        empty |= 1 << i;
                    }
                    if has(targets, idx) {
                        t |= 1 << i;
                    }
                }
                if t == 0 {
                    continue;
                }
                let l = Line {
                    dir,
                    d,
                    line,
                    tiles,
                    targets: t,
                    empty,
                };
                let last = 31 - t.leading_zeros() as usize;
                for start in 0..=last {
                    if start > 0 && tiles[start - 1].is_some() {
                        continue;
                    }
                    let walk = Walk {
                        node: self.dawg.root(),
                        accept: false,
                        sum: 0,
                        mult: 1,
                        cross: 0,
                        len: 0,
                        covered: false,
                    };
                    if !self.reaches(&l, start) {
                        continue;
                    }
                    self.extend(&l, start, walk);
                    if self.stopped {
                        return;
                    }
                }
            }
        }
    }

    /// Can a word at a node with the letters `mask` (`accept`: one ends there; `covered`: a
    /// target is covered) go on from square `i` of the line (after a tile goes down)?
    fn goes_on(&mut self, l: &Line, i: usize, mask: u64, accept: bool, covered: bool) -> bool {
        let ends = accept && covered;
        if i == SIZE {
            return ends;
        }
        if let Some(t) = l.tiles[i] {
            return mask & (1u64 << self.faces.codes(t.letter)[0]) != 0;
        }
        if ends {
            return true;
        }
        if self.rack_len <= 1 || mask == 0 {
            return false;
        }
        let idx = index(l.line, i, l.dir);
        let (allowed, allowed_codes, _) = self.cross_check(l.d, idx, l.dir.cross());
        if mask & allowed_codes != 0 {
            return true;
        }
        self.faces.digraphs.iter().any(|&face| {
            allowed & (1 << face) != 0 && mask & (1u64 << self.faces.codes(face)[0]) != 0
        })
    }

    /// Can the rack fill the empty squares from `i` up to the next target?
    fn reaches(&self, l: &Line, i: usize) -> bool {
        let ahead = l.targets >> i;
        if ahead == 0 {
            return false;
        }
        let next = i + ahead.trailing_zeros() as usize;
        let span = ((1u32 << (next + 1)) - 1) & !((1u32 << i) - 1);
        (l.empty & span).count_ones() as usize <= self.rack_len
    }

    fn extend(&mut self, l: &Line, mut i: usize, mut w: Walk) {
        while i < SIZE
            && let Some(t) = l.tiles[i]
        {
            match self.dawg.walk(w.node, self.faces.codes(t.letter)) {
                Some((node, accept)) => (w.node, w.accept) = (node, accept),
                None => return,
            }
            w.sum += self.points(t);
            w.len += 1;
            i += 1;
        }
        if w.accept && w.len >= 2 && w.covered && self.placed_len > 0 {
            self.record(l, w);
            if self.stopped {
                return;
            }
        }
        if i == SIZE || self.rack_len == 0 || self.dawg.mask(w.node) == 0 {
            return;
        }
        if !w.covered && !self.reaches(l, i) {
            return;
        }
        let idx = index(l.line, i, l.dir);
        let (allowed, allowed_codes, cross_score) = self.cross_check(l.d, idx, l.dir.cross());
        let has_blank = self.rack[self.blank] > 0;
        let covered = w.covered || l.targets & (1 << i) != 0;
        let mask = self.dawg.mask(w.node);
        let avail = if has_blank {
            self.single_codes
        } else {
            self.rack_codes
        };
        let mut codes = mask & allowed_codes & avail;
        while codes != 0 {
            let code = codes.trailing_zeros() as u8;
            codes &= codes - 1;
            let (node, accept, child_mask) = self.dawg.arc_masked(w.node, mask, code);
            if !self.goes_on(l, i + 1, child_mask, accept, covered) {
                continue;
            }
            let face = self.face_of[code as usize];
            let to = Walk {
                node,
                accept,
                covered,
                ..w
            };
            self.place_face(l, i, idx, to, cross_score, face);
            if self.stopped {
                return;
            }
        }
        for &face in &self.faces.digraphs {
            if allowed & (1 << face) == 0
                || !(has_blank
                    || ((face as usize) < self.faces.naturals && self.rack[face as usize] > 0))
            {
                continue;
            }
            let Some((node, accept)) = self.dawg.walk(w.node, self.faces.codes(face)) else {
                continue;
            };
            if !self.goes_on(l, i + 1, self.dawg.mask(node), accept, covered) {
                continue;
            }
            let to = Walk {
                node,
                accept,
                covered,
                ..w
            };
            self.place_face(l, i, idx, to, cross_score, face);
            if self.stopped {
                return;
            }
        }
    }

    /// [`place`](Self::place) each rack tile that can show `face`: the natural, the blank.
    fn place_face(&mut self, l: &Line, i: usize, idx: usize, w: Walk, cross_score: i32, face: u8) {
        if (face as usize) < self.faces.naturals && self.rack[face as usize] > 0 {
            self.place(l, i, idx, w, cross_score, Tile::natural(face));
        }
        if self.rack[self.blank] > 0 {
            self.place(l, i, idx, w, cross_score, Tile::blank(face));
        }
    }

    fn place(&mut self, l: &Line, i: usize, idx: usize, w: Walk, cross_score: i32, tile: Tile) {
        let value = self.points(tile) * self.prem.letter[idx] as i32;
        let wm = self.prem.word[idx] as i32;
        let cross = if cross_score >= 0 {
            (cross_score + value) * wm
        } else {
            0
        };
        let next = Walk {
            sum: w.sum + value,
            mult: w.mult * wm,
            cross: w.cross + cross,
            len: w.len + 1,
            ..w
        };
        let r = if tile.blank {
            self.blank
        } else {
            tile.letter as usize
        };
        self.rack[r] -= 1;
        self.rack_len -= 1;
        let codes = self.rack_codes;
        if !tile.blank && self.rack[r] == 0 {
            self.rack_codes &= !(1u64 << self.code_of[r]);
        }
        self.placed[self.placed_len] = Placement {
            square: Square {
                row: (idx / SIZE) as u8,
                col: (idx % SIZE) as u8,
            },
            tile,
        };
        self.placed_len += 1;
        self.extend(l, i + 1, next);
        self.placed_len -= 1;
        self.rack[r] += 1;
        self.rack_len += 1;
        self.rack_codes = codes;
    }

    fn record(&mut self, l: &Line, w: Walk) {
        let placed = &self.placed[..self.placed_len];
        if placed.len() == 1 && l.dir == Direction::Down {
            // Kept across if it makes a word across too.
            let sq = placed[0].square;
            if [
                sq.step(Direction::Across, -1),
                sq.step(Direction::Across, 1),
            ]
            .into_iter()
            .flatten()
            .any(|s| self.cells[s.index()].is_some())
            {
                return;
            }
        }
        let bingo = if placed.len() >= 7 { 50 } else { 0 };
        let score = w.sum * w.mult + w.cross + bingo;
        match (self.on_play)(placed, score) {
            Some(_) => {}
            None => self.stopped = true,
        }
    }

    /// The faces the crossing word (along `across`) lets on the empty square `idx` (and
    /// the letter codes of the one-letter ones), and that word's tiles' points (-1 when
    /// there is no crossing word). A square whose crossing word no play changed has the
    /// first board's.
    fn cross_check(&mut self, d: usize, idx: usize, across: Direction) -> (u64, u64, i32) {
        let version = self.cross.version[d][idx];
        if version == 0 {
            return self.cross.first[d][idx];
        }
        let (faces, codes, score, stamp) = self.cross.here[d][idx];
        if stamp == version {
            return (faces, codes, score);
        }
        let (faces, codes, score) = self.compute_cross_check(idx, across);
        self.cross.here[d][idx] = (faces, codes, score, version);
        (faces, codes, score)
    }

    fn compute_cross_check(&self, idx: usize, across: Direction) -> (u64, u64, i32) {
        let sq = Square {
            row: (idx / SIZE) as u8,
            col: (idx % SIZE) as u8,
        };
        let beside = [-1, 1].into_iter().any(|step| {
            sq.step(across, step)
                .is_some_and(|n| self.cells[n.index()].is_some())
        });
        if !beside {
            return (all_faces(self.faces), self.single_codes, -1);
        }
        cross_check(self.dawg, self.faces, self.cells, sq, across)
    }
}

/// The endgame move: a play (one of the `width` best by static value), or a pass when every
/// one does worse.
pub(crate) fn solve(
    engine: &Engine,
    info: &Info,
    plays: &[(Vec<Placement>, i32)],
    width: usize,
) -> Choice {
    let opp_rack = info.tiles.kinds_counted(&info.unseen);
    let mut search = Search::new(
        engine.generator(),
        info.rules.tiles,
        &info.board,
        [&info.rack, &opp_rack],
        // Every play of the rack (placements sorted), unless bridges were left out.
        (!info.bridges_barred()).then_some(plays),
    );
    let opp_points = search.points[1];
    let mut ordered: Vec<(i32, usize)> = plays
        .iter()
        .enumerate()
        .map(|(i, (p, s))| (search.static_value(0, p, *s, opp_points), i))
        .collect();
    ordered.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ordered.truncate(width.max(1));
    let mut best: Option<(i32, usize)> = None;
    let none = [0u64; 4];
    for &(_, i) in &ordered {
        let (placements, score) = &plays[i];
        // Only a play above the best so far matters: the rest need only be shown below it.
        let alpha = best.map_or(NEG, |(b, _)| b);
        let v = search.after_play(0, placements, *score, DEPTH, alpha, POS, &none);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, i));
        }
    }
    let (value, i) = best.expect("solve is called with plays");
    // The pass is chosen only above `value + 1`: a bound at or below it decides as well.
    let pass = -search.negamax(1, DEPTH - 1, true, NEG, -(value + 1), &none);
    if pass > value + 1 {
        Choice::Pass
    } else {
        Choice::Play(plays[i].0.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    type Plays = Vec<(Vec<Placement>, i32)>;

    fn node_plays(search: &mut Search, side: usize, changed: &Changed) -> Plays {
        let mut plays = Vec::new();
        search.for_each_play(side, changed, 0, i32::MIN, |placed, score, _| {
            let mut placed = placed.to_vec();
            placed.sort();
            plays.push((placed, score));
            Some(i32::MIN)
        });
        plays.sort();
        plays
    }

    fn fresh_plays(g: &Generator, tile_set: TileSetId, search: &Search, side: usize) -> Plays {
        let mut board = Board::default();
        for (i, t) in search.cells.iter().enumerate() {
            if let Some(t) = t {
                board.set(Square::new(i / SIZE, i % SIZE).unwrap(), Some(*t));
            }
        }
        let mut rack = Vec::new();
        for (i, &n) in search.counts[side].iter().enumerate() {
            for _ in 0..n {
                rack.push(tile_set.tiles().kind_at(i));
            }
        }
        let mut plays = Vec::new();
        g.position(&board, tile_set)
            .for_each_play(&rack, |placed, score| {
                let mut placed = placed.to_vec();
                placed.sort();
                plays.push((placed, score));
                true
            });
        plays.sort();
        plays
    }

    /// A node's plays (the first board's that avoid the changed squares, and those through
    /// them) are those a full generation finds on its board, in every language's tile set
    /// (digraph tiles, blanks), two plies down.
    #[test]
    fn node_plays_are_a_full_generations() {
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        for tile_set in [
            TileSetId::English,
            TileSetId::Croatian,
            TileSetId::Czech,
            TileSetId::Slovak,
        ] {
            let language = tile_set.language();
            let g = Generator::new(
                &slovo_lexicon::open(&slovo_lexicon::default_dir(), language).unwrap(),
            );
            let tiles = tile_set.tiles();
            let mut checked = 0;
            for _ in 0..6 {
                let mut bag = tiles.full_bag();
                bag.shuffle(&mut rng);
                let mut board = Board::default();
                let mut rack: Vec<Kind> = Vec::new();
                for _ in 0..rng.random_range(3..14) {
                    while rack.len() < 7 && bag.len() > 14 {
                        rack.push(bag.pop().unwrap());
                    }
                    let plays = g.plays(&board, &rack, tile_set);
                    let Some(pick) = plays.get(rng.random_range(0..plays.len().clamp(1, 5))) else {
                        break;
                    };
                    for p in &pick.placements {
                        board.set(p.square, Some(p.tile));
                        let i = rack.iter().position(|&k| k == p.tile.kind()).unwrap();
                        rack.remove(i);
                    }
                }
                let mut racks: [Vec<Kind>; 2] = [
                    bag.split_off(bag.len() - rng.random_range(1..=7)),
                    bag.split_off(bag.len() - rng.random_range(1..=7)),
                ];
                if rng.random_bool(0.5) {
                    racks[rng.random_range(0..2)][0] = Kind::Blank;
                }
                let mut search = Search::new(&g, tile_set, &board, [&racks[0], &racks[1]], None);
                let none = [0u64; 4];
                assert_eq!(
                    node_plays(&mut search, 0, &none),
                    fresh_plays(&g, tile_set, &search, 0)
                );
                let first = node_plays(&mut search, 0, &none);
                for _ in 0..4 {
                    let Some(r) = first.get(rng.random_range(0..first.len().max(1))) else {
                        break;
                    };
                    let mut changed = none;
                    let r_points = search.play(0, &r.0, &mut changed);
                    let replies = node_plays(&mut search, 1, &changed);
                    assert_eq!(
                        replies,
                        fresh_plays(&g, tile_set, &search, 1),
                        "{tile_set:?}"
                    );
                    checked += 1;
                    for _ in 0..4 {
                        let Some(o) = replies.get(rng.random_range(0..replies.len().max(1))) else {
                            break;
                        };
                        let mut changed = changed;
                        let o_points = search.play(1, &o.0, &mut changed);
                        for side in 0..2 {
                            assert_eq!(
                                node_plays(&mut search, side, &changed),
                                fresh_plays(&g, tile_set, &search, side),
                                "{tile_set:?} side {side}"
                            );
                            checked += 1;
                        }
                        search.take_back(1, &o.0, o_points);
                    }
                    search.take_back(0, &r.0, r_points);
                }
            }
            assert!(checked > 20, "{tile_set:?}: {checked} nodes");
        }
    }
}
