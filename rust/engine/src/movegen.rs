//! Every legal play for a board and a rack (Appel & Jacobson's algorithm on a DAWG).
//!
//! For each line and each anchor (an empty square next to a tile, or the centre on an empty
//! board), a left part is taken from the board tiles before the anchor, or built from the
//! rack on the free squares there, then extended rightwards through board tiles and rack
//! tiles allowed by the cross-checks. Each play is found once, at its leftmost anchor; a
//! one-tile play that forms words both ways is kept from the across pass only. Scores are
//! summed as the tiles go down, as RULES.md §3 says.
//!
//! The left parts built from the rack do not depend on the anchor, so they are built once
//! per rack: every prefix of a word the rack can spell, each with the faces the rack can
//! still put after it (filed by face). At an anchor only the faces its cross-check allows
//! are looked up, and a left part goes down only if its word can go on past the anchor (the
//! next square's tile or cross-check is among the letters that follow): the board prunes
//! the left parts before they are laid, instead of after.

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

/// Letter and word multipliers per square index.
pub(crate) struct Premiums {
    pub letter: [u8; N],
    pub word: [u8; N],
    /// The same when rows and columns swap: on the empty board the down plays are the
    /// across plays mirrored, with their scores.
    symmetric: bool,
}

pub(crate) fn premiums() -> &'static Premiums {
    static P: std::sync::OnceLock<Premiums> = std::sync::OnceLock::new();
    P.get_or_init(|| {
        let mut p = Premiums {
            letter: [1; N],
            word: [1; N],
            symmetric: false,
        };
        for i in 0..N {
            let sq = Square::new(i / SIZE, i % SIZE).unwrap();
            p.letter[i] = board::premium(sq).letter_multiplier() as u8;
            p.word[i] = board::premium(sq).word_multiplier() as u8;
        }
        let swapped = |i: usize| i % SIZE * SIZE + i / SIZE;
        p.symmetric = (0..N)
            .all(|i| p.letter[i] == p.letter[swapped(i)] && p.word[i] == p.word[swapped(i)])
            && board::CENTRE.row == board::CENTRE.col;
        p
    })
}

/// Left parts (and their next faces) room is made for at first.
const LEFTS_ROOM: usize = 1024;

/// No face for this letter code.
const NO_FACE: u8 = u8::MAX;

/// A left part built from the rack: the prefix ending with `tile`, after the prefix of
/// `parent` (`len` tiles in all; the empty prefix has no tile).
#[derive(Clone, Copy)]
struct Left {
    node: u32,
    parent: u32,
    tile: Tile,
    len: u8,
}

/// A left part and one face the rack can still put after it: the node that face leads to.
#[derive(Clone, Copy)]
struct Next {
    left: u32,
    node: u32,
    /// `node`'s letters ([`Dawg::mask`]).
    mask: u64,
    accept: bool,
}

/// Every left part the rack can spell, and per face the left parts that face can follow.
struct Lefts {
    lefts: Vec<Left>,
    /// Filed by bucket (face × `stride` + the left part's length), in the order found: the
    /// bucket `b` is `nexts[start[b]..start[b + 1]]`, so a face's buckets for lengths up
    /// to a limit are one slice.
    nexts: Vec<Next>,
    start: Vec<u32>,
    /// The faces with any left part filed (bit per face): no other face starts a play.
    faces: u64,
    /// While building: each pair with its bucket, in the order found.
    found: Vec<(u32, Next)>,
    /// The longest left part plus one.
    stride: usize,
    /// The numbers of tiles the rack spells a word with (bit per number).
    word_lens: u32,
}

const DIRS: [Direction; 2] = [Direction::Across, Direction::Down];

/// A board ready to generate from: its tiles and both directions' cross-checks and anchors.
/// [`Position::play`] updates only the squares a play changes (the search of the endgame
/// generates on boards a few plays apart), instead of every square.
pub struct Position<'g> {
    dawg: &'g Dawg,
    faces: &'g Faces,
    tiles: &'g TileSet,
    cells: [Option<Tile>; N],
    empty: bool,
    /// Every face (bit per face), and the letter codes that have a one-letter face.
    all_faces: u64,
    single_codes: u64,
    /// Across, then down (boxed: a position moves without copying them).
    checks: Box<[Checks; 2]>,
}

impl<'g> Position<'g> {
    pub fn new(dawg: &'g Dawg, faces: &'g Faces, tiles: &'g TileSet, board: &Board) -> Self {
        let mut cells = [None; N];
        for (sq, t) in board.tiles() {
            cells[sq.index()] = Some(t);
        }
        let mut pos = Position {
            dawg,
            faces,
            tiles,
            cells,
            empty: false,
            all_faces: all_faces(faces),
            single_codes: single_codes(faces),
            checks: Box::new([Checks::new(), Checks::new()]),
        };
        pos.check_all();
        pos
    }

    /// The position of `board` from checks kept from an earlier board ([`into_kept`]
    /// (Self::into_kept)): when `board` holds every tile the kept one did and at most a
    /// line's worth more (a turn or two later), only the squares the new tiles change are
    /// checked again, otherwise all.
    pub fn from_kept(
        dawg: &'g Dawg,
        faces: &'g Faces,
        tiles: &'g TileSet,
        kept: Kept,
        board: &Board,
    ) -> Self {
        let mut cells = [None; N];
        for (sq, t) in board.tiles() {
            cells[sq.index()] = Some(t);
        }
        let grown = kept
            .cells
            .iter()
            .zip(&cells)
            .all(|(was, now)| was.is_none() || was == now);
        let added: Vec<Placement> = (0..N)
            .filter(|&i| kept.cells[i].is_none())
            .filter_map(|i| {
                cells[i].map(|tile| Placement {
                    square: square_of(i),
                    tile,
                })
            })
            .collect();
        if !grown || added.len() > SIZE {
            return Position::new(dawg, faces, tiles, board);
        }
        let mut pos = Position {
            dawg,
            faces,
            tiles,
            cells: kept.cells,
            empty: kept.empty,
            all_faces: all_faces(faces),
            single_codes: single_codes(faces),
            checks: kept.checks,
        };
        if !added.is_empty() {
            pos.play(&added);
        }
        pos
    }

    /// What [`from_kept`](Self::from_kept) needs to carry this position on to a later board.
    pub fn into_kept(self) -> Kept {
        Kept {
            cells: self.cells,
            empty: self.empty,
            checks: self.checks,
        }
    }

    /// Put `placements` (at most a line's worth) on empty squares; [`undo`](Self::undo)
    /// takes them back up.
    pub fn play(&mut self, placements: &[Placement]) -> Undo {
        let mut undo = Undo {
            squares: placements.iter().map(|p| p.square.index() as u8).collect(),
            saved: Vec::new(),
            all: None,
        };
        for p in placements {
            self.cells[p.square.index()] = Some(p.tile);
        }
        if self.empty {
            undo.all = Some(self.checks.clone());
            self.check_all();
            return undo;
        }
        // A square's checks change only if it is a new tile's, or the empty square ending the
        // run of tiles through a new tile (its crossing word or its anchoring changed).
        let mut dirty = [0u8; 5 * SIZE];
        let mut n = 0;
        for p in placements {
            dirty[n] = p.square.index() as u8;
            n += 1;
            for dir in DIRS {
                for step in [-1, 1] {
                    let mut sq = p.square;
                    while let Some(next) = sq.step(dir, step) {
                        sq = next;
                        if self.cells[sq.index()].is_none() {
                            dirty[n] = sq.index() as u8;
                            n += 1;
                            break;
                        }
                    }
                }
            }
        }
        for (d, dir) in DIRS.into_iter().enumerate() {
            for &idx in &dirty[..n] {
                undo.save(&self.checks[d], d, idx as usize);
                self.check_square(d, idx as usize);
            }
            // The follow of the square before each changed one.
            for &idx in &dirty[..n] {
                if let Some(prev) = square_of(idx as usize).step(dir, -1) {
                    undo.save(&self.checks[d], d, prev.index());
                    self.check_follow(d, prev.index());
                }
            }
        }
        undo
    }

    /// Take a play back up: the position is as it was before [`play`](Self::play).
    pub fn undo(&mut self, undo: Undo) {
        for &idx in &undo.squares {
            self.cells[idx as usize] = None;
        }
        if let Some(all) = undo.all {
            self.checks = all;
            self.empty = true;
            return;
        }
        // Latest first, so a square saved twice ends as it was first.
        for &(d, idx, ref was) in undo.saved.iter().rev() {
            self.checks[d as usize].put(idx as usize, was);
        }
    }

    fn check_all(&mut self) {
        self.empty = self.cells.iter().all(Option::is_none);
        for d in 0..2 {
            for idx in 0..N {
                self.check_square(d, idx);
            }
            for idx in 0..N {
                self.check_follow(d, idx);
            }
        }
    }

    /// The cross-check and anchoring of square `idx` in direction `d`.
    fn check_square(&mut self, d: usize, idx: usize) {
        let across = DIRS[d].cross();
        let cells = &self.cells;
        let sq = square_of(idx);
        let (row, col) = (sq.row as usize, sq.col as usize);
        let up = row > 0 && cells[idx - SIZE].is_some();
        let down = row + 1 < SIZE && cells[idx + SIZE].is_some();
        let left = col > 0 && cells[idx - 1].is_some();
        let right = col + 1 < SIZE && cells[idx + 1].is_some();
        let crossing = match across {
            Direction::Across => left || right,
            Direction::Down => up || down,
        };
        let (anchor, cross) = if cells[idx].is_some() {
            (false, (0, 0, -1))
        } else if crossing {
            (!self.empty, self.cross_check(sq, across))
        } else {
            let anchor = if self.empty {
                sq == board::CENTRE
            } else {
                up || down || left || right
            };
            (anchor, (self.all_faces, self.single_codes, -1))
        };
        let checks = &mut self.checks[d];
        checks.anchor[idx] = anchor;
        (
            checks.cross[idx],
            checks.cross_codes[idx],
            checks.cross_score[idx],
        ) = cross;
    }

    fn cross_check(&self, sq: Square, across: Direction) -> (u64, u64, i32) {
        cross_check(self.dawg, self.faces, &self.cells, sq, across)
    }

    /// The crossing check of the empty square `idx` for plays in direction `d` (0 across,
    /// 1 down): the faces allowed, the letter codes of the one-letter ones, and the points
    /// of the crossing word's tiles (-1 when there is none).
    pub(crate) fn crossing(&self, d: usize, idx: usize) -> (u64, u64, i32) {
        let checks = &self.checks[d];
        (
            checks.cross[idx],
            checks.cross_codes[idx],
            checks.cross_score[idx],
        )
    }

    /// What may follow square `idx` in direction `d` (from the next square's tile or checks).
    fn check_follow(&mut self, d: usize, idx: usize) {
        let next = match DIRS[d] {
            Direction::Across => (idx % SIZE + 1 < SIZE).then_some(idx + 1),
            Direction::Down => (idx + SIZE < N).then_some(idx + SIZE),
        };
        let checks = &mut self.checks[d];
        (checks.follow[idx], checks.end_ok[idx]) = match next {
            None => (0, true),
            Some(next) => match self.cells[next] {
                Some(t) => (1u64 << self.faces.codes(t.letter)[0], false),
                None => {
                    let mut need = checks.cross_codes[next];
                    for &face in &self.faces.digraphs {
                        if checks.cross[next] & (1 << face) != 0 {
                            need |= 1 << self.faces.codes(face)[0];
                        }
                    }
                    (need, true)
                }
            },
        };
    }

    /// Call `on_play` for every legal play of `rack` here (placements in placing order,
    /// score); it returns false to stop early.
    pub fn for_each_play(&self, rack: &[Kind], mut on_play: impl FnMut(&[Placement], i32) -> bool) {
        generate(self, rack, None, move |placed, score| {
            on_play(placed, score).then_some(f32::NEG_INFINITY)
        });
    }

    /// Call `on_play` for the legal plays, anchors with the best bound first, skipping every
    /// anchor none of whose plays can reach the floor `on_play` returns (the best equity so
    /// far, `score as f32` plus the leave's value): a play can be missed only if its equity
    /// is below the floor. `leave_bound[n]` bounds the leave's value when `n` tiles are
    /// placed (indices `0..=rack.len()`).
    pub fn for_each_play_best_first(
        &self,
        rack: &[Kind],
        leave_bound: &[f32],
        mut on_play: impl FnMut(&[Placement], i32) -> f32,
    ) {
        assert!(leave_bound.len() > rack.len());
        generate(self, rack, Some(leave_bound), move |p, s| {
            Some(on_play(p, s))
        });
    }
}

/// A position's tiles and checks without the lexicon they were made with
/// ([`Position::into_kept`]).
pub struct Kept {
    cells: [Option<Tile>; N],
    empty: bool,
    checks: Box<[Checks; 2]>,
}

/// Every face (bit per face).
pub(crate) fn all_faces(faces: &Faces) -> u64 {
    if faces.count() == 64 {
        u64::MAX
    } else {
        (1u64 << faces.count()) - 1
    }
}

/// The faces (and one-letter codes) that make a word with the tiles next to the empty
/// square `sq` along `across` (there are some), and those tiles' points.
pub(crate) fn cross_check(
    dawg: &Dawg,
    faces: &Faces,
    cells: &[Option<Tile>; N],
    sq: Square,
    across: Direction,
) -> (u64, u64, i32) {
    // The crossing word: tiles before and after this square across the line.
    let mut start = sq;
    while let Some(prev) = start.step(across, -1) {
        if cells[prev.index()].is_none() {
            break;
        }
        start = prev;
    }
    let mut score = 0;
    let mut node = Some(dawg.root());
    let mut s = start;
    while s != sq {
        let t = cells[s.index()].unwrap();
        score += points(faces, t);
        node = node.and_then(|n| dawg.walk(n, faces.codes(t.letter)).map(|x| x.0));
        s = s.step(across, 1).unwrap();
    }
    let mut after = [Tile::natural(0); SIZE];
    let mut after_len = 0;
    let mut s = sq;
    while let Some(next) = s.step(across, 1) {
        let Some(t) = cells[next.index()] else {
            break;
        };
        score += points(faces, t);
        after[after_len] = t;
        after_len += 1;
        s = next;
    }
    let after = &after[..after_len];
    // The first letter after the square: a child without it ends no word.
    let first = after
        .first()
        .map_or(0, |t| 1u64 << faces.codes(t.letter)[0]);
    let ends_word = |n: u32, accept: bool| {
        if after.is_empty() {
            return accept;
        }
        if dawg.mask(n) & first == 0 {
            return false;
        }
        let (mut n, mut accept) = (n, accept);
        for t in after {
            match dawg.walk(n, faces.codes(t.letter)) {
                Some(x) => (n, accept) = x,
                None => return false,
            }
        }
        accept
    };
    let mut mask = 0u64;
    let mut codes = 0u64;
    if let Some(node) = node {
        for (code, child, accept) in dawg.arcs(node) {
            if let Some(face) = faces.single(code)
                && ends_word(child, accept)
            {
                mask |= 1 << face;
                codes |= 1 << code;
            }
        }
        for &face in &faces.digraphs {
            if let Some((child, accept)) = dawg.walk(node, faces.codes(face))
                && ends_word(child, accept)
            {
                mask |= 1 << face;
            }
        }
    }
    (mask, codes, score)
}

/// A tile's points (a blank's are 0).
fn points(faces: &Faces, tile: Tile) -> i32 {
    if tile.blank {
        0
    } else {
        faces.points[tile.letter as usize] as i32
    }
}

/// Letter codes that have a one-letter face.
fn single_codes(faces: &Faces) -> u64 {
    let mut codes = 0u64;
    for code in 1..64u8 {
        if faces.single(code).is_some_and(|face| (face as usize) < 64) {
            codes |= 1 << code;
        }
    }
    codes
}

/// What [`Position::play`] changed, to be put back by [`Position::undo`].
pub struct Undo {
    /// The squares played on.
    squares: Vec<u8>,
    /// Each square's checks in a direction before they changed, in the order changed.
    saved: Vec<(u8, u8, SquareChecks)>,
    /// Every check, when the board was empty (a first play changes all the anchors).
    all: Option<Box<[Checks; 2]>>,
}

impl Undo {
    fn save(&mut self, checks: &Checks, d: usize, idx: usize) {
        self.saved.push((d as u8, idx as u8, checks.get(idx)));
    }
}

/// One square's entries in a [`Checks`].
struct SquareChecks {
    cross: u64,
    cross_codes: u64,
    cross_score: i32,
    follow: u64,
    end_ok: bool,
    anchor: bool,
}

impl Checks {
    fn get(&self, idx: usize) -> SquareChecks {
        SquareChecks {
            cross: self.cross[idx],
            cross_codes: self.cross_codes[idx],
            cross_score: self.cross_score[idx],
            follow: self.follow[idx],
            end_ok: self.end_ok[idx],
            anchor: self.anchor[idx],
        }
    }

    fn put(&mut self, idx: usize, was: &SquareChecks) {
        self.cross[idx] = was.cross;
        self.cross_codes[idx] = was.cross_codes;
        self.cross_score[idx] = was.cross_score;
        self.follow[idx] = was.follow;
        self.end_ok[idx] = was.end_ok;
        self.anchor[idx] = was.anchor;
    }

    /// Zeros: [`Position::check_all`] fills every square.
    fn new() -> Checks {
        Checks {
            cross: [0; N],
            cross_codes: [0; N],
            cross_score: [0; N],
            follow: [0; N],
            end_ok: [false; N],
            anchor: [false; N],
        }
    }
}

/// One generation run: the board, the rack and the per-direction cross-checks.
struct Gen<'a, F: FnMut(&[Placement], i32) -> Option<f32>> {
    dawg: &'a Dawg,
    faces: &'a Faces,
    pos: &'a Position<'a>,
    cells: &'a [Option<Tile>; N],
    /// Tiles per kind: letters, then the blank at index `faces.naturals`.
    rack: [u8; 64],
    rack_len: usize,
    /// Letter codes of the one-letter faces of the natural tiles on the rack.
    rack_codes: u64,
    dir: Direction,
    /// The current direction's cross-checks and anchors (one of `pos`'s).
    checks: &'a Checks,
    /// The one-letter face of each letter code ([`NO_FACE`] if none).
    face_of: [u8; 64],
    /// The letter code of each one-letter face (0 for a digraph face).
    code_of: [u8; 64],
    /// Letter codes that have a one-letter face.
    single_codes: u64,
    /// The tiles put down so far, in placing order (at most a line's worth).
    placed: [Placement; SIZE],
    placed_len: usize,
    on_play: F,
    stopped: bool,
    /// The latest floor `on_play` returned: anchors bounded below it are skipped.
    floor: f32,
    /// Given: generate best anchor first ([`Position::for_each_play_best_first`]).
    leave_bound: Option<&'a [f32]>,
    prem: &'static Premiums,
    /// Generate across only and give each play mirrored too ([`Premiums::symmetric`] on
    /// the empty board).
    mirror: bool,
}

/// What bounds the equity of a direction's plays: the rack's tile values (best first), each
/// square's cap ([`Gen::square_caps`]), and the best leave per number of tiles placed.
struct Bounds<'b> {
    vals: &'b [i32],
    /// [`Lefts::word_lens`]: a main word of rack tiles alone has one of these lengths.
    word_lens: u32,
    cap: [i8; N],
    leave: &'b [f32],
}

/// One direction's cross-checks and anchors.
#[derive(Clone)]
struct Checks {
    /// Faces allowed on each square by the word across the line (bit per face).
    cross: [u64; N],
    /// The same for one-letter faces, as letter codes (bit per code).
    cross_codes: [u64; N],
    /// Points of the tiles in that crossing word, or -1 when there is none.
    cross_score: [i32; N],
    /// Letter codes the square after each one (along the line) can take: its tile's first
    /// letter, or any its cross-check allows (a digraph's first letter too); 0 off the board.
    follow: [u64; N],
    /// The square after each one is empty or off the board (a word may end before it).
    end_ok: [bool; N],
    anchor: [bool; N],
}

fn index(line: usize, i: usize, dir: Direction) -> usize {
    match dir {
        Direction::Across => line * SIZE + i,
        Direction::Down => i * SIZE + line,
    }
}

/// The `i`th square of `line` in direction `dir` (as [`index`], without the division back).
#[inline]
fn square_at(line: usize, i: usize, dir: Direction) -> Square {
    let (row, col) = match dir {
        Direction::Across => (line, i),
        Direction::Down => (i, line),
    };
    Square {
        row: row as u8,
        col: col as u8,
    }
}

fn square_of(index: usize) -> Square {
    Square {
        row: (index / SIZE) as u8,
        col: (index % SIZE) as u8,
    }
}

impl<F: FnMut(&[Placement], i32) -> Option<f32>> Gen<'_, F> {
    fn points(&self, tile: Tile) -> i32 {
        if tile.blank {
            0
        } else {
            self.faces.points[tile.letter as usize] as i32
        }
    }

    /// Turn to direction `d` (0 across, 1 down).
    fn set_dir(&mut self, d: usize) {
        let pos = self.pos;
        self.dir = DIRS[d];
        self.checks = &pos.checks[d];
    }

    fn run(&mut self) {
        let lefts = self.build_lefts();
        if let Some(leave_bound) = self.leave_bound {
            self.run_best_first(&lefts, leave_bound);
            return;
        }
        let dirs = if self.mirror { 1 } else { 2 };
        for (d, dir) in DIRS.into_iter().enumerate().take(dirs) {
            self.set_dir(d);
            for line in 0..SIZE {
                for i in 0..SIZE {
                    if self.stopped {
                        return;
                    }
                    if self.checks.anchor[index(line, i, dir)] {
                        self.plays_at_anchor(line, i, &lefts, &[f32::INFINITY; SIZE]);
                    }
                }
            }
        }
    }

    /// Every anchor of both directions with an upper bound on the equity of its plays,
    /// generated best bound first; once a bound is below the floor, the rest are too.
    fn run_best_first(&mut self, lefts: &Lefts, leave_bound: &[f32]) {
        // The rack's tile values, best first.
        let mut vals = [0i32; SIZE];
        let mut nv = 0;
        for face in 0..self.faces.naturals {
            for _ in 0..self.rack[face] {
                vals[nv] = self.faces.points[face] as i32;
                nv += 1;
            }
        }
        for _ in 0..self.rack[self.faces.naturals] {
            nv += 1;
        }
        vals[..nv].sort_unstable_by(|a, b| b.cmp(a));
        // Each anchor's (direction, line, square, bound per left part length), and its best
        // bound with its index in `anchors`.
        // (Room for every square in both directions: no regrowing.)
        let mut anchors: Vec<(u8, u8, u8, [f32; SIZE])> = Vec::with_capacity(2 * N);
        let mut order: Vec<(f32, u16)> = Vec::with_capacity(2 * N);
        let dirs = if self.mirror { 1 } else { 2 };
        for (d, dir) in DIRS.into_iter().enumerate().take(dirs) {
            self.set_dir(d);
            let bounds = Bounds {
                vals: &vals[..nv],
                word_lens: lefts.word_lens,
                cap: self.square_caps(),
                leave: leave_bound,
            };
            for line in 0..SIZE {
                for i in 0..SIZE {
                    if self.checks.anchor[index(line, i, dir)] {
                        let by_len = self.anchor_bound(line, i, &bounds);
                        let bound = by_len.iter().copied().fold(f32::NEG_INFINITY, f32::max);
                        order.push((bound, anchors.len() as u16));
                        anchors.push((d as u8, line as u8, i as u8, by_len));
                    }
                }
            }
        }
        // Best bound first; equal bounds in the plain order (the sort is stable).
        order.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut loaded = 1;
        for &(bound, k) in &order {
            if self.stopped || bound < self.floor {
                return;
            }
            let (d, line, i, ref by_len) = anchors[k as usize];
            if d as usize != loaded {
                loaded = d as usize;
                self.set_dir(loaded);
            }
            self.plays_at_anchor(line as usize, i as usize, lefts, by_len);
        }
    }

    /// Per empty square, the most points a rack tile the cross-check lets on it is worth
    /// (0 if only the blank fits), or -1 if no rack tile fits.
    fn square_caps(&self) -> [i8; N] {
        let has_blank = self.rack[self.faces.naturals] > 0;
        let mut on_rack = 0u64;
        for face in 0..self.faces.naturals {
            if self.rack[face] > 0 {
                on_rack |= 1 << face;
            }
        }
        std::array::from_fn(|idx| {
            let mut fits = self.checks.cross[idx] & on_rack;
            let mut cap = if has_blank && self.checks.cross[idx] != 0 {
                0
            } else {
                -1
            };
            while fits != 0 {
                let face = fits.trailing_zeros() as usize;
                fits &= fits - 1;
                cap = cap.max(self.faces.points[face] as i8);
            }
            cap
        })
    }

    /// An upper bound on `score as f32 + leave` of the plays found at this anchor: over
    /// every span of empty squares they could cover, the board tiles of the main word, the
    /// crossing words' tiles, the rack's values put best on the squares' coefficients
    /// (rearrangement), the bingo, and the best leave of that many tiles placed. One bound
    /// per length of the left part laid from the rack (the span's start); 0 when the left
    /// part is on the board.
    fn anchor_bound(&self, line: usize, anchor: usize, bounds: &Bounds) -> [f32; SIZE] {
        let (vals, leave_bound) = (bounds.vals, bounds.leave);
        let dir = self.dir;
        let occupied = |k: usize| self.cells[index(line, k, dir)];
        let mut best = [f32::NEG_INFINITY; SIZE];
        let (first, board_left) = if anchor > 0 && occupied(anchor - 1).is_some() {
            let mut j = anchor;
            let mut sum = 0;
            while j > 0
                && let Some(t) = occupied(j - 1)
            {
                sum += self.points(t);
                j -= 1;
            }
            (anchor, Some(sum))
        } else {
            let mut limit = 0;
            while limit < anchor && !self.checks.anchor[index(line, anchor - limit - 1, dir)] {
                limit += 1;
            }
            (anchor - limit.min(self.rack_len.saturating_sub(1)), None)
        };
        for s in first..=anchor {
            // Does the main word take in a board tile? If not, it is spelt by rack tiles
            // alone, and only as many as some word of the rack has.
            let mut through = board_left.is_some();
            let mut board = board_left.unwrap_or(0);
            let mut mult = 1;
            let mut cross_fixed = 0;
            // Per placed square, its letter multiplier and its crossing word's multiplier (0
            // if none); what a tile there counts for, largest first (`lm * mult + lm * cw`);
            // and the sums of `lm * cap` and `lm * cw * cap`.
            let mut sq = [(0i32, 0i32); SIZE];
            let mut coef = [0i32; SIZE];
            let (mut lm_cap, mut cw_cap) = (0, 0);
            let mut n = 0;
            let mut k = s;
            while n < vals.len() && k < SIZE {
                let idx = index(line, k, dir);
                if let Some(t) = self.cells[idx] {
                    board += self.points(t);
                    through = true;
                    k += 1;
                    continue;
                }
                let cap = bounds.cap[idx] as i32;
                if cap < 0 {
                    break;
                }
                let lm = self.prem.letter[idx] as i32;
                let wm = self.prem.word[idx] as i32;
                mult *= wm;
                let cw = if self.checks.cross_score[idx] >= 0 {
                    cross_fixed += self.checks.cross_score[idx] * wm;
                    wm
                } else {
                    0
                };
                sq[n] = (lm, cw);
                lm_cap += lm * cap;
                cw_cap += lm * cw * cap;
                n += 1;
                if wm == 1 {
                    // The others keep their order: put this one in its place.
                    let c = lm * mult + lm * cw;
                    let mut at = n - 1;
                    while at > 0 && coef[at - 1] < c {
                        coef[at] = coef[at - 1];
                        at -= 1;
                    }
                    coef[at] = c;
                } else {
                    for (c, &(lm, cw)) in coef.iter_mut().zip(&sq[..n]) {
                        *c = lm * mult + lm * cw;
                    }
                    coef[..n].sort_unstable_by(|a, b| b.cmp(a));
                }
                k += 1;
                if k <= anchor {
                    continue;
                }
                // The board tiles right after the last placed tile are in the word too.
                let mut tail = 0;
                let mut e = k;
                while e < SIZE
                    && let Some(t) = occupied(e)
                {
                    tail += self.points(t);
                    e += 1;
                }
                if !through && e == k && bounds.word_lens & (1 << n) == 0 {
                    continue;
                }
                // The rack's values laid best on the coefficients, or each square's cap on
                // its own, whichever is lower: both bound the tiles' points.
                let laid: i32 = coef[..n].iter().zip(vals).map(|(c, v)| c * v).sum();
                let tiles = laid.min(mult * lm_cap + cw_cap);
                let bingo = if n >= 7 { 50 } else { 0 };
                let score = (board + tail) * mult + cross_fixed + tiles + bingo;
                let b = &mut best[anchor - s];
                *b = b.max(score as f32 + leave_bound[n]);
            }
        }
        best
    }

    /// Can a word at a node with the letters `mask` (`accept`: one ends there) go on past
    /// square `idx`?
    #[inline]
    fn goes_on(&self, idx: usize, mask: u64, accept: bool) -> bool {
        mask & self.checks.follow[idx] != 0 || (accept && self.checks.end_ok[idx])
    }

    /// Every left part the rack can spell (up to one tile short of the whole rack), with
    /// the faces the rest of the rack can put after each.
    fn build_lefts(&mut self) -> Lefts {
        let longest = self.rack_len.saturating_sub(1).min(SIZE - 1);
        // Room for a usual rack's left parts (regrowing them cost more than the search).
        let mut lefts = Vec::with_capacity(LEFTS_ROOM);
        lefts.push(Left {
            node: self.dawg.root(),
            parent: u32::MAX,
            tile: Tile::natural(0),
            len: 0,
        });
        let mut out = Lefts {
            lefts,
            nexts: Vec::new(),
            start: Vec::new(),
            faces: 0,
            found: Vec::with_capacity(LEFTS_ROOM),
            stride: longest + 1,
            word_lens: 0,
        };
        self.expand_left(0, longest, &mut out);
        // A stable counting sort of the pairs by bucket.
        let buckets = self.faces.count() * (longest + 1);
        let mut start = vec![0u32; buckets + 1];
        for &(b, _) in &out.found {
            start[b as usize + 1] += 1;
            out.faces |= 1 << (b as usize / out.stride);
        }
        for b in 0..buckets {
            start[b + 1] += start[b];
        }
        let mut at = start.clone();
        let blank = Next {
            left: 0,
            node: NONE,
            mask: 0,
            accept: false,
        };
        let mut nexts = vec![blank; out.found.len()];
        for &(b, next) in &out.found {
            nexts[at[b as usize] as usize] = next;
            at[b as usize] += 1;
        }
        out.nexts = nexts;
        out.start = start;
        out.found = Vec::new();
        out
    }

    fn expand_left(&mut self, left: u32, remaining: usize, out: &mut Lefts) {
        let here = out.lefts[left as usize];
        let arcs = self.dawg.mask(here.node);
        if arcs == 0 {
            return;
        }
        let has_blank = self.rack[self.faces.naturals] > 0;
        let avail = if has_blank {
            self.single_codes
        } else {
            self.rack_codes
        };
        let mut bits = arcs & avail;
        while bits != 0 {
            let code = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let (node, accept, mask) = self.dawg.arc_masked(here.node, arcs, code);
            let face = self.face_of[code as usize];
            self.expand_step(left, here, face, node, mask, accept, remaining, out);
        }
        for d in 0..self.faces.digraphs.len() {
            let face = self.faces.digraphs[d];
            if (has_blank
                || ((face as usize) < self.faces.naturals && self.rack[face as usize] > 0))
                && let Some((node, accept)) = self.dawg.walk(here.node, self.faces.codes(face))
            {
                let mask = self.dawg.mask(node);
                self.expand_step(left, here, face, node, mask, accept, remaining, out);
            }
        }
    }

    /// File `face` (leading to `node`) after the left part `left`, and if there is room,
    /// lengthen the left part by each rack tile showing it.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn expand_step(
        &mut self,
        left: u32,
        here: Left,
        face: u8,
        node: u32,
        mask: u64,
        accept: bool,
        remaining: usize,
        out: &mut Lefts,
    ) {
        let bucket = (face as usize * out.stride + here.len as usize) as u32;
        if accept {
            out.word_lens |= 1 << (here.len + 1);
        }
        out.found.push((
            bucket,
            Next {
                left,
                node,
                mask,
                accept,
            },
        ));
        if remaining == 0 || node == NONE {
            return;
        }
        for tile in self.tiles_for(face).into_iter().flatten() {
            self.take(tile);
            let next = out.lefts.len() as u32;
            out.lefts.push(Left {
                node,
                parent: left,
                tile,
                len: here.len + 1,
            });
            self.expand_left(next, remaining - 1, out);
            self.put(tile);
        }
    }

    /// The plays at an anchor; left parts of a length `len` with `by_len[len]` below the
    /// floor are skipped.
    fn plays_at_anchor(&mut self, line: usize, anchor: usize, lefts: &Lefts, by_len: &[f32; SIZE]) {
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
                mask: self.dawg.mask(node),
                accept: false,
                sum,
                mult: 1,
                cross: 0,
                len: anchor - j,
            };
            self.extend_right(line, anchor, anchor, st);
            return;
        }
        let mut limit = 0;
        while limit < anchor && !self.checks.anchor[index(line, anchor - limit - 1, dir)] {
            limit += 1;
        }
        let limit = limit.min(self.rack_len.saturating_sub(1));
        let a = index(line, anchor, dir);
        let mut faces = self.checks.cross[a] & lefts.faces;
        while faces != 0 {
            let face = faces.trailing_zeros() as u8;
            faces &= faces - 1;
            let first = face as usize * lefts.stride;
            let Some(starts) = lefts.start.get(first..first + limit + 2) else {
                continue;
            };
            for (len, w) in starts.windows(2).enumerate() {
                if by_len[len] < self.floor {
                    continue;
                }
                for next in &lefts.nexts[w[0] as usize..w[1] as usize] {
                    if self.stopped {
                        return;
                    }
                    if !self.goes_on(a, next.mask, next.accept) {
                        continue;
                    }
                    self.play_left(line, anchor, face, next, &lefts.lefts);
                }
            }
        }
    }

    /// Lay the left part of `next` before the anchor, then `face` on the anchor, and extend.
    fn play_left(&mut self, line: usize, anchor: usize, face: u8, next: &Next, lefts: &[Left]) {
        let dir = self.dir;
        let len = lefts[next.left as usize].len as usize;
        let mut tiles = [Tile::natural(0); SIZE];
        let mut j = next.left as usize;
        for k in (0..len).rev() {
            tiles[k] = lefts[j].tile;
            j = lefts[j].parent as usize;
        }
        let start = anchor - len;
        let mut st = State {
            node: 0,
            mask: 0,
            accept: false,
            sum: 0,
            mult: 1,
            cross: 0,
            len,
        };
        for (k, &t) in tiles[..len].iter().enumerate() {
            let idx = index(line, start + k, dir);
            st.sum += self.points(t) * self.prem.letter[idx] as i32;
            st.mult *= self.prem.word[idx] as i32;
            self.placed[self.placed_len] = Placement {
                square: square_at(line, start + k, dir),
                tile: t,
            };
            self.placed_len += 1;
            self.take(t);
        }
        let idx = index(line, anchor, dir);
        let to = (next.node, next.mask, next.accept);
        self.place_face(line, anchor, idx, anchor, st, face, to);
        for &t in &tiles[..len] {
            self.put(t);
        }
        self.placed_len -= len;
    }

    /// Kinds on the rack that can show `face`: the natural tile, and the blank.
    fn tiles_for(&self, face: u8) -> [Option<Tile>; 2] {
        let natural = ((face as usize) < self.faces.naturals && self.rack[face as usize] > 0)
            .then_some(Tile::natural(face));
        let blank = (self.rack[self.faces.naturals] > 0).then_some(Tile::blank(face));
        [natural, blank]
    }

    fn rack_index(&self, tile: Tile) -> usize {
        if tile.blank {
            self.faces.naturals
        } else {
            tile.letter as usize
        }
    }

    /// Take a tile from the rack.
    #[inline]
    fn take(&mut self, tile: Tile) {
        let r = self.rack_index(tile);
        self.rack[r] -= 1;
        self.rack_len -= 1;
        if !tile.blank && self.rack[r] == 0 {
            self.rack_codes &= !(1u64 << self.code_of[r]);
        }
    }

    /// Put a taken tile back.
    #[inline]
    fn put(&mut self, tile: Tile) {
        let r = self.rack_index(tile);
        self.rack[r] += 1;
        self.rack_len += 1;
        if !tile.blank {
            self.rack_codes |= 1u64 << self.code_of[r];
        }
        self.rack_codes &= self.single_codes;
    }

    /// [`place`](Self::place) each rack tile that can show `face`: the natural, the blank.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn place_face(
        &mut self,
        line: usize,
        i: usize,
        idx: usize,
        anchor: usize,
        st: State,
        face: u8,
        to: (u32, u64, bool),
    ) {
        if (face as usize) < self.faces.naturals && self.rack[face as usize] > 0 {
            self.place(line, i, idx, anchor, st, Tile::natural(face), to);
        }
        if self.rack[self.faces.naturals] > 0 {
            self.place(line, i, idx, anchor, st, Tile::blank(face), to);
        }
    }

    /// Put `tile` (showing a face that leads to `to`: a node, its letters, whether a word
    /// ends there) on the empty square `idx`, the `i`th of the line, and extend from the
    /// next square.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn place(
        &mut self,
        line: usize,
        i: usize,
        idx: usize,
        anchor: usize,
        st: State,
        tile: Tile,
        (node, mask, accept): (u32, u64, bool),
    ) {
        let value = self.points(tile) * self.prem.letter[idx] as i32;
        let wm = self.prem.word[idx] as i32;
        let cross = if self.checks.cross_score[idx] >= 0 {
            (self.checks.cross_score[idx] + value) * wm
        } else {
            0
        };
        let next = State {
            node,
            mask,
            accept,
            sum: st.sum + value,
            mult: st.mult * wm,
            cross: st.cross + cross,
            len: st.len + 1,
        };
        self.take(tile);
        self.placed[self.placed_len] = Placement {
            square: square_at(line, i, self.dir),
            tile,
        };
        self.placed_len += 1;
        self.extend_right(line, i + 1, anchor, next);
        self.placed_len -= 1;
        self.put(tile);
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
                        mask: self.dawg.mask(node),
                        accept,
                        sum: st.sum + self.points(t),
                        len: st.len + 1,
                        ..st
                    };
                    self.extend_right(line, i + 1, anchor, next);
                }
            }
            None => {
                if st.accept && i > anchor && st.len >= 2 && self.placed_len > 0 {
                    self.record(st);
                }
                let Some(idx) = idx else { return };
                if st.mask == 0 || self.rack_len == 0 {
                    return;
                }
                // As `steps`, without the list: one-letter faces, then digraphs; a tile goes
                // down only if the word can go on past it.
                let arcs = st.mask;
                let has_blank = self.rack[self.faces.naturals] > 0;
                let avail = if has_blank {
                    self.single_codes
                } else {
                    self.rack_codes
                };
                let mut bits = arcs & self.checks.cross_codes[idx] & avail;
                while bits != 0 {
                    let code = bits.trailing_zeros() as u8;
                    bits &= bits - 1;
                    let (node, accept, mask) = self.dawg.arc_masked(st.node, arcs, code);
                    if !self.goes_on(idx, mask, accept) {
                        continue;
                    }
                    let face = self.face_of[code as usize];
                    self.place_face(line, i, idx, anchor, st, face, (node, mask, accept));
                }
                for d in 0..self.faces.digraphs.len() {
                    let face = self.faces.digraphs[d];
                    if self.checks.cross[idx] & (1 << face) != 0
                        && (has_blank
                            || ((face as usize) < self.faces.naturals
                                && self.rack[face as usize] > 0))
                        && let Some((node, accept)) =
                            self.dawg.walk(st.node, self.faces.codes(face))
                    {
                        let mask = self.dawg.mask(node);
                        if self.goes_on(idx, mask, accept) {
                            self.place_face(line, i, idx, anchor, st, face, (node, mask, accept));
                        }
                    }
                }
            }
        }
    }

    fn record(&mut self, st: State) {
        let placed = &self.placed[..self.placed_len];
        if placed.len() == 1 && self.dir == Direction::Down {
            // Found in the across pass already if it makes a word across too.
            let sq = placed[0].square;
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
        let bingo = if placed.len() >= 7 { 50 } else { 0 };
        let score = st.sum * st.mult + st.cross + bingo;
        match (self.on_play)(placed, score) {
            Some(floor) => self.floor = floor,
            None => self.stopped = true,
        }
        if self.mirror && !self.stopped {
            let mut mirrored = self.placed;
            for p in &mut mirrored[..self.placed_len] {
                p.square = Square {
                    row: p.square.col,
                    col: p.square.row,
                };
            }
            match (self.on_play)(&mirrored[..self.placed_len], score) {
                Some(floor) => self.floor = floor,
                None => self.stopped = true,
            }
        }
    }
}

#[derive(Clone, Copy)]
struct State {
    node: u32,
    /// `node`'s letters ([`Dawg::mask`]).
    mask: u64,
    accept: bool,
    sum: i32,
    mult: i32,
    cross: i32,
    /// Tiles in the main word so far.
    len: usize,
}

fn generate(
    pos: &Position,
    rack: &[Kind],
    leave_bound: Option<&[f32]>,
    on_play: impl FnMut(&[Placement], i32) -> Option<f32>,
) {
    let faces = pos.faces;
    let mut counts = [0u8; 64];
    for &k in rack {
        counts[pos.tiles.kind_index(k)] += 1;
    }
    let mut face_of = [NO_FACE; 64];
    let mut code_of = [0u8; 64];
    for code in 1..64u8 {
        if let Some(face) = faces.single(code)
            && (face as usize) < 64
        {
            face_of[code as usize] = face;
            code_of[face as usize] = code;
        }
    }
    let single_codes = pos.single_codes;
    let mut rack_codes = 0u64;
    for (face, &n) in counts.iter().enumerate().take(faces.naturals) {
        if n > 0 {
            rack_codes |= 1 << code_of[face];
        }
    }
    rack_codes &= single_codes;
    let mut generator = Gen {
        dawg: pos.dawg,
        faces,
        pos,
        cells: &pos.cells,
        rack: counts,
        rack_len: rack.len(),
        rack_codes,
        dir: Direction::Across,
        checks: &pos.checks[0],
        face_of,
        code_of,
        single_codes,
        placed: [Placement {
            square: Square { row: 0, col: 0 },
            tile: Tile::natural(0),
        }; SIZE],
        placed_len: 0,
        on_play,
        stopped: false,
        floor: f32::NEG_INFINITY,
        leave_bound,
        prem: premiums(),
        mirror: pos.empty && premiums().symmetric,
    };
    generator.run();
}
