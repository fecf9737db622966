//! Every legal play for a board and a rack (Appel & Jacobson's algorithm on a DAWG).
//!
//! For each line and each anchor (an empty square next to a tile, or the centre on an empty
//! board), a left part is built from the rack on the free squares before the anchor (or taken
//! from the board tiles there), then extended rightwards through board tiles and rack tiles
//! allowed by the cross-checks. Each play is found once, at its leftmost anchor; a one-tile
//! play that forms words both ways is kept from the across pass only. Scores are summed as the
//! tiles go down, as RULES.md §3 says.

use slovo_rules::board::{self, Board, Direction, SIZE, Square};
use slovo_rules::{Kind, Placement, Tile, TileSet};

use crate::alphabet::Faces;
use crate::dawg::{Dawg, NONE};

/// A legal play and its score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenPlay {
    /// Sorted by square.
    pub placements: Vec<Placement>,
    pub score: i32,
}

const N: usize = SIZE * SIZE;

struct Premiums {
    letter: [u8; N],
    word: [u8; N],
}

fn premiums() -> &'static Premiums {
    static P: std::sync::OnceLock<Premiums> = std::sync::OnceLock::new();
    P.get_or_init(|| {
        let mut p = Premiums {
            letter: [1; N],
            word: [1; N],
        };
        for i in 0..N {
            let sq = Square::new(i / SIZE, i % SIZE).unwrap();
            p.letter[i] = board::premium(sq).letter_multiplier() as u8;
            p.word[i] = board::premium(sq).word_multiplier() as u8;
        }
        p
    })
}

/// One generation run: the board, the rack and the per-direction cross-checks.
struct Gen<'a, F: FnMut(&[Placement], i32) -> bool> {
    dawg: &'a Dawg,
    faces: &'a Faces,
    cells: [Option<Tile>; N],
    /// Tiles per kind: letters, then the blank at index `faces.naturals`.
    rack: [u8; 64],
    rack_len: usize,
    dir: Direction,
    /// Faces allowed on each square by the word across the line (bit per face).
    cross: [u64; N],
    /// Points of the tiles in that crossing word, or -1 when there is none.
    cross_score: [i32; N],
    anchor: [bool; N],
    placed: Vec<Placement>,
    on_play: F,
    stopped: bool,
    prem: &'static Premiums,
}

fn index(line: usize, i: usize, dir: Direction) -> usize {
    match dir {
        Direction::Across => line * SIZE + i,
        Direction::Down => i * SIZE + line,
    }
}

fn square_of(index: usize) -> Square {
    Square {
        row: (index / SIZE) as u8,
        col: (index % SIZE) as u8,
    }
}

impl<F: FnMut(&[Placement], i32) -> bool> Gen<'_, F> {
    fn points(&self, tile: Tile) -> i32 {
        if tile.blank {
            0
        } else {
            self.faces.points[tile.letter as usize] as i32
        }
    }

    fn run(&mut self) {
        let empty = self.cells.iter().all(Option::is_none);
        for dir in [Direction::Across, Direction::Down] {
            self.dir = dir;
            self.compute_cross_checks(empty);
            for line in 0..SIZE {
                for i in 0..SIZE {
                    if self.stopped {
                        return;
                    }
                    if self.anchor[index(line, i, dir)] {
                        self.plays_at_anchor(line, i);
                    }
                }
            }
        }
    }

    fn compute_cross_checks(&mut self, empty_board: bool) {
        let all: u64 = if self.faces.count() == 64 {
            u64::MAX
        } else {
            (1u64 << self.faces.count()) - 1
        };
        let across = self.dir.cross();
        for idx in 0..N {
            self.anchor[idx] = false;
            if self.cells[idx].is_some() {
                continue;
            }
            let sq = square_of(idx);
            self.anchor[idx] = if empty_board {
                sq == board::CENTRE
            } else {
                sq.neighbours().any(|n| self.cells[n.index()].is_some())
            };
            // The crossing word: tiles before and after this square across the line.
            let mut start = sq;
            while let Some(prev) = start.step(across, -1) {
                if self.cells[prev.index()].is_none() {
                    break;
                }
                start = prev;
            }
            let mut end = sq;
            while let Some(next) = end.step(across, 1) {
                if self.cells[next.index()].is_none() {
                    break;
                }
                end = next;
            }
            if start == sq && end == sq {
                self.cross[idx] = all;
                self.cross_score[idx] = -1;
                continue;
            }
            let mut score = 0;
            let mut node = Some(self.dawg.root());
            let mut s = start;
            while s != sq {
                let t = self.cells[s.index()].unwrap();
                score += self.points(t);
                node =
                    node.and_then(|n| self.dawg.walk(n, self.faces.codes(t.letter)).map(|x| x.0));
                s = s.step(across, 1).unwrap();
            }
            let mut after = [Tile::natural(0); SIZE];
            let mut after_len = 0;
            let mut s = sq;
            while s != end {
                s = s.step(across, 1).unwrap();
                let t = self.cells[s.index()].unwrap();
                score += self.points(t);
                after[after_len] = t;
                after_len += 1;
            }
            let after = &after[..after_len];
            let ends_word = |mut n: u32, mut accept: bool| {
                for t in after {
                    match self.dawg.walk(n, self.faces.codes(t.letter)) {
                        Some(x) => (n, accept) = x,
                        None => return false,
                    }
                }
                accept
            };
            let mut mask = 0u64;
            if let Some(node) = node {
                for (code, child, accept) in self.dawg.arcs(node) {
                    if let Some(face) = self.faces.single(code)
                        && ends_word(child, accept)
                    {
                        mask |= 1 << face;
                    }
                }
                for &face in &self.faces.digraphs {
                    if let Some((child, accept)) = self.dawg.walk(node, self.faces.codes(face))
                        && ends_word(child, accept)
                    {
                        mask |= 1 << face;
                    }
                }
            }
            self.cross[idx] = mask;
            self.cross_score[idx] = score;
        }
    }

    fn plays_at_anchor(&mut self, line: usize, anchor: usize) {
        let dir = self.dir;
        if anchor > 0 && self.cells[index(line, anchor - 1, dir)].is_some() {
            // The left part is on the board already.
            let mut j = anchor;
            while j > 0 && self.cells[index(line, j - 1, dir)].is_some() {
                j -= 1;
            }
            let mut node = self.dawg.root();
            let mut sum = 0;
            for k in j..anchor {
                let t = self.cells[index(line, k, dir)].unwrap();
                sum += self.points(t);
                match self.dawg.walk(node, self.faces.codes(t.letter)) {
                    Some((n, _)) => node = n,
                    None => return,
                }
            }
            let st = State {
                node,
                accept: false,
                sum,
                mult: 1,
                cross: 0,
                len: anchor - j,
            };
            self.extend_right(line, anchor, anchor, st);
        } else {
            let mut limit = 0;
            while limit < anchor && !self.anchor[index(line, anchor - limit - 1, dir)] {
                limit += 1;
            }
            let limit = limit.min(self.rack_len.saturating_sub(1));
            let mut prefix = Vec::with_capacity(limit);
            self.left_part(line, anchor, self.dawg.root(), limit, &mut prefix);
        }
    }

    /// Kinds on the rack that can show `face`: the natural tile, and the blank.
    fn tiles_for(&self, face: u8) -> [Option<Tile>; 2] {
        let natural = ((face as usize) < self.faces.naturals && self.rack[face as usize] > 0)
            .then_some(Tile::natural(face));
        let blank = (self.rack[self.faces.naturals] > 0).then_some(Tile::blank(face));
        [natural, blank]
    }

    /// The faces allowed by `mask` that continue a word from `node`, with the node each
    /// leads to, for faces some rack tile can show: one-letter faces along the node's arcs,
    /// then digraph faces. Returns how many were written to `out`.
    fn steps(&self, node: u32, mask: u64, out: &mut [(u8, u32, bool); 64]) -> usize {
        let mut n = 0;
        let has_blank = self.rack[self.faces.naturals] > 0;
        let usable = |face: u8| {
            mask & (1 << face) != 0
                && (has_blank
                    || ((face as usize) < self.faces.naturals && self.rack[face as usize] > 0))
        };
        for (code, child, accept) in self.dawg.arcs(node) {
            if let Some(face) = self.faces.single(code)
                && usable(face)
            {
                out[n] = (face, child, accept);
                n += 1;
            }
        }
        for &face in &self.faces.digraphs {
            if usable(face)
                && let Some((child, accept)) = self.dawg.walk(node, self.faces.codes(face))
            {
                out[n] = (face, child, accept);
                n += 1;
            }
        }
        n
    }

    fn rack_index(&self, tile: Tile) -> usize {
        if tile.blank {
            self.faces.naturals
        } else {
            tile.letter as usize
        }
    }

    fn left_part(
        &mut self,
        line: usize,
        anchor: usize,
        node: u32,
        limit: usize,
        prefix: &mut Vec<Tile>,
    ) {
        // Lay the prefix on the squares just before the anchor and extend from there.
        let dir = self.dir;
        let start = anchor - prefix.len();
        let mut st = State {
            node,
            accept: false,
            sum: 0,
            mult: 1,
            cross: 0,
            len: prefix.len(),
        };
        for (k, &t) in prefix.iter().enumerate() {
            let idx = index(line, start + k, dir);
            st.sum += self.points(t) * self.prem.letter[idx] as i32;
            st.mult *= self.prem.word[idx] as i32;
            self.placed.push(Placement {
                square: square_of(idx),
                tile: t,
            });
        }
        self.extend_right(line, anchor, anchor, st);
        self.placed.truncate(self.placed.len() - prefix.len());
        if limit == 0 || node == NONE || self.stopped {
            return;
        }
        // Faces to try: one-letter faces along the node's arcs, then the digraph faces.
        let mut steps = [(0u8, 0u32, false); 64];
        let n = self.steps(node, u64::MAX, &mut steps);
        for &(face, child, _) in &steps[..n] {
            for tile in self.tiles_for(face).into_iter().flatten() {
                let r = self.rack_index(tile);
                self.rack[r] -= 1;
                self.rack_len -= 1;
                prefix.push(tile);
                self.left_part(line, anchor, child, limit - 1, prefix);
                prefix.pop();
                self.rack[r] += 1;
                self.rack_len += 1;
            }
        }
    }

    fn extend_right(&mut self, line: usize, i: usize, anchor: usize, st: State) {
        if self.stopped {
            return;
        }
        let dir = self.dir;
        let idx = (i < SIZE).then(|| index(line, i, dir));
        match idx.and_then(|idx| self.cells[idx]) {
            Some(t) => {
                if let Some((node, accept)) = self.dawg.walk(st.node, self.faces.codes(t.letter)) {
                    let next = State {
                        node,
                        accept,
                        sum: st.sum + self.points(t),
                        len: st.len + 1,
                        ..st
                    };
                    self.extend_right(line, i + 1, anchor, next);
                }
            }
            None => {
                if st.accept && i > anchor && st.len >= 2 && !self.placed.is_empty() {
                    self.record(st);
                }
                let Some(idx) = idx else { return };
                if st.node == NONE || self.rack_len == 0 {
                    return;
                }
                let mut steps = [(0u8, 0u32, false); 64];
                let n = self.steps(st.node, self.cross[idx], &mut steps);
                for &(face, node, accept) in &steps[..n] {
                    for tile in self.tiles_for(face).into_iter().flatten() {
                        let value = self.points(tile) * self.prem.letter[idx] as i32;
                        let wm = self.prem.word[idx] as i32;
                        let cross = if self.cross_score[idx] >= 0 {
                            (self.cross_score[idx] + value) * wm
                        } else {
                            0
                        };
                        let next = State {
                            node,
                            accept,
                            sum: st.sum + value,
                            mult: st.mult * wm,
                            cross: st.cross + cross,
                            len: st.len + 1,
                        };
                        let r = self.rack_index(tile);
                        self.rack[r] -= 1;
                        self.rack_len -= 1;
                        self.placed.push(Placement {
                            square: square_of(idx),
                            tile,
                        });
                        self.extend_right(line, i + 1, anchor, next);
                        self.placed.pop();
                        self.rack[r] += 1;
                        self.rack_len += 1;
                    }
                }
            }
        }
    }

    fn record(&mut self, st: State) {
        if self.placed.len() == 1 && self.dir == Direction::Down {
            // Found in the across pass already if it makes a word across too.
            let sq = self.placed[0].square;
            let across = [
                sq.step(Direction::Across, -1),
                sq.step(Direction::Across, 1),
            ];
            if across
                .into_iter()
                .flatten()
                .any(|s| self.cells[s.index()].is_some())
            {
                return;
            }
        }
        let bingo = if self.placed.len() >= 7 { 50 } else { 0 };
        let score = st.sum * st.mult + st.cross + bingo;
        if !(self.on_play)(&self.placed, score) {
            self.stopped = true;
        }
    }
}

#[derive(Clone, Copy)]
struct State {
    node: u32,
    accept: bool,
    sum: i32,
    mult: i32,
    cross: i32,
    /// Tiles in the main word so far.
    len: usize,
}

/// Call `on_play` for every legal play (placements in placing order, score); it returns
/// false to stop early.
pub fn for_each_play(
    dawg: &Dawg,
    faces: &Faces,
    tiles: &TileSet,
    board: &Board,
    rack: &[Kind],
    on_play: impl FnMut(&[Placement], i32) -> bool,
) {
    let mut counts = [0u8; 64];
    for &k in rack {
        counts[tiles.kind_index(k)] += 1;
    }
    let mut cells = [None; N];
    for (sq, t) in board.tiles() {
        cells[sq.index()] = Some(t);
    }
    let mut generator = Gen {
        dawg,
        faces,
        cells,
        rack: counts,
        rack_len: rack.len(),
        dir: Direction::Across,
        cross: [0; N],
        cross_score: [-1; N],
        anchor: [false; N],
        placed: Vec::with_capacity(16),
        on_play,
        stopped: false,
        prem: premiums(),
    };
    generator.run();
}
