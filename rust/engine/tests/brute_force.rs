//! The move generator against an independent brute force, on random positions in every
//! language (Slovak with both tile sets).
//!
//! The brute force shares no code with the generator. For every line (row or column), every
//! start square and every count k of tiles, it takes the first k empty squares from the start
//! along the line and tries every assignment of distinct rack tiles to them (a blank takes
//! every face of the tile set). Each candidate is judged by the rules core:
//! `slovo_rules::play::score_play` must accept it and every word it forms must be in the
//! lexicon. Identical placement sets are counted once (a one-tile play is found along both
//! lines). The generator's plays, as a multiset of (placements, score), must be the same, and
//! `Generator::count` must agree with their number.
//!
//! The enumeration is pruned only by necessary conditions of a legal play, so no play is lost:
//! a play touches a board tile (or covers the centre on the empty board); the word across the
//! line through each new tile, when it has 2 or more letters, is in the lexicon; and a play of
//! 2 or more tiles spells a main word that starts with the tiles before the first new tile, so
//! that spelling so far must begin some word of the lexicon. `pruning_loses_nothing` checks
//! this against the literal enumeration on small racks, and
//! `brute_force_matches_shared_examples` checks the brute force itself against the ten English
//! positions two independent engines agree on.
//!
//! Positions come from seeded random games (boards built by random plays found by the
//! generator from 7-tile racks, or by the brute force from the small test racks), from the
//! empty board to 20-odd plays deep, plus "gap" positions: a word on the board with one tile
//! left out, chosen so that the missing tile is a Croatian digraph (LJ, NJ, DŽ) or a Slovak
//! face only a blank can show (W, Q, Ö, Ü; no word of the lexicon has Ě or Ř, so those are
//! only ever tried and refused). Racks mostly have 1 to 4 tiles, often a blank, sometimes two;
//! now and then 5 to 9 tiles (a blank at most in 5), or the 7 tiles of a word (bingos; half
//! the racks on the empty board).
//!
//! `SLOVO_BRUTE_POSITIONS` sets the number of positions per tile set (default 300; the
//! Slovak 110-tile set gets half). The full run:
//!
//! ```text
//! SLOVO_BRUTE_POSITIONS=1000 cargo test --release -p slovo-engine --test brute_force
//! ```
//!
//! On a mismatch the test prints the board in the one-line format, the rack and the plays
//! found by one side only; `reproduce` (ignored) rechecks one position given as
//! `SLOVO_BRUTE_TILES=croatian SLOVO_BRUTE_BOARD='...' SLOVO_BRUTE_RACK='{LJ}A?'`.

use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};
use std::time::Instant;

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use slovo_engine::Generator;
use slovo_lexicon::Lexicon;
use slovo_rules::board::{CENTRE, SIZE};
use slovo_rules::play::{play_text, score_play};
use slovo_rules::{Board, Direction, Kind, Placement, Square, Tile, TileSet, TileSetId};

type Play = (Vec<Placement>, i32);

fn bingo(placed: usize) -> i32 {
    if placed >= 7 { 50 } else { 0 }
}

// ---------------------------------------------------------------------------------------
// The brute force.

/// One line from one start square: the first empty squares along it, as many as the rack has
/// tiles.
struct Run {
    dir: Direction,
    squares: Vec<Square>,
    /// Spelling of the board tiles just before `squares[0]` (for `gaps[0]`) and between
    /// `squares[d - 1]` and `squares[d]`.
    gaps: Vec<String>,
    /// The fewest tiles that reach a square touching a board tile (or the centre).
    need: usize,
}

struct BruteForce<'a> {
    lexicon: &'a Lexicon,
    tiles: &'static TileSet,
    board: &'a Board,
    prune: bool,
    /// Rack tiles left, by kind index.
    counts: Vec<u8>,
    placed: Vec<Placement>,
    found: HashMap<Vec<Placement>, i32>,
}

fn square_on(line: usize, i: usize, dir: Direction) -> Square {
    match dir {
        Direction::Across => Square::new(line, i).unwrap(),
        Direction::Down => Square::new(i, line).unwrap(),
    }
}

/// Every legal play of `rack` on `board`, sorted. Without `prune`, the literal enumeration.
fn brute_force(
    lexicon: &Lexicon,
    tiles: &'static TileSet,
    board: &Board,
    rack: &[Kind],
    prune: bool,
) -> Vec<Play> {
    let mut bf = BruteForce {
        lexicon,
        tiles,
        board,
        prune,
        counts: tiles
            .count_kinds(rack)
            .into_iter()
            .map(|c| c as u8)
            .collect(),
        placed: Vec::new(),
        found: HashMap::new(),
    };
    let empty = board.is_empty();
    let touches = |sq: Square| {
        if empty {
            sq == CENTRE
        } else {
            sq.neighbours().any(|n| board.get(n).is_some())
        }
    };
    let spell_board = |squares: &mut dyn Iterator<Item = Square>| -> String {
        let tiles_there: Vec<Tile> = squares.map(|s| board.get(s).unwrap()).collect();
        tiles.spell(tiles_there)
    };
    for dir in [Direction::Across, Direction::Down] {
        for line in 0..SIZE {
            for start in 0..SIZE {
                let first = square_on(line, start, dir);
                // A start on a tile gives the squares of the next empty start: pruned only.
                if prune && board.get(first).is_some() {
                    continue;
                }
                let squares: Vec<Square> = (start..SIZE)
                    .map(|i| square_on(line, i, dir))
                    .filter(|&s| board.get(s).is_none())
                    .take(rack.len())
                    .collect();
                if squares.is_empty() {
                    continue;
                }
                let need = if prune {
                    match squares.iter().position(|&s| touches(s)) {
                        Some(i) => i + 1,
                        None => continue,
                    }
                } else {
                    1
                };
                let mut gaps = Vec::with_capacity(squares.len());
                let mut before = Vec::new();
                let mut s = squares[0];
                while let Some(prev) = s.step(dir, -1).filter(|&p| board.get(p).is_some()) {
                    before.push(prev);
                    s = prev;
                }
                before.reverse();
                gaps.push(spell_board(&mut before.into_iter()));
                for w in squares.windows(2) {
                    let (a, b) = (w[0].along(dir) as usize, w[1].along(dir) as usize);
                    gaps.push(spell_board(
                        &mut (a + 1..b).map(|i| square_on(line, i, dir)),
                    ));
                }
                let run = Run {
                    dir,
                    squares,
                    gaps,
                    need,
                };
                bf.extend(&run, &mut String::new());
            }
        }
    }
    let mut plays: Vec<Play> = bf.found.into_iter().collect();
    plays.sort();
    plays
}

impl BruteForce<'_> {
    /// Put one more rack tile on the next square of the run, every way.
    fn extend(&mut self, run: &Run, prefix: &mut String) {
        let d = self.placed.len();
        let sq = run.squares[d];
        for k in 0..self.counts.len() {
            if self.counts[k] == 0 {
                continue;
            }
            let faces: Vec<Tile> = match self.tiles.kind_at(k) {
                Kind::Blank => (0..self.tiles.designations())
                    .map(|f| Tile::blank(f as u8))
                    .collect(),
                Kind::Letter(l) => vec![Tile::natural(l)],
            };
            self.counts[k] -= 1;
            for tile in faces {
                if self.prune && !self.cross_word_ok(sq, tile, run.dir) {
                    continue;
                }
                let len = prefix.len();
                prefix.push_str(&run.gaps[d]);
                prefix.push_str(self.tiles.lower_face(tile.letter));
                self.placed.push(Placement { square: sq, tile });
                if d + 1 >= run.need {
                    self.judge();
                }
                if d + 1 < run.squares.len() && (!self.prune || self.lexicon.has_prefix(prefix)) {
                    self.extend(run, prefix);
                }
                self.placed.pop();
                prefix.truncate(len);
            }
            self.counts[k] += 1;
        }
    }

    /// The word across the line through `sq` if `tile` goes there: absent or in the lexicon.
    fn cross_word_ok(&self, sq: Square, tile: Tile, dir: Direction) -> bool {
        let across = dir.cross();
        let mut start = sq;
        while let Some(prev) = start
            .step(across, -1)
            .filter(|&p| self.board.get(p).is_some())
        {
            start = prev;
        }
        let mut word = Vec::new();
        let mut cur = Some(start);
        while let Some(s) = cur {
            let t = if s == sq {
                Some(tile)
            } else {
                self.board.get(s)
            };
            match t {
                Some(t) => word.push(t),
                None => break,
            }
            cur = s.step(across, 1);
        }
        word.len() < 2 || self.lexicon.contains_normalized(&self.tiles.spell(word))
    }

    /// The rules core's verdict on the tiles placed so far.
    fn judge(&mut self) {
        let Ok(scored) = score_play(self.board, &self.placed, self.tiles, bingo) else {
            return;
        };
        if scored.words.is_empty()
            || !scored
                .spelled_words(self.tiles)
                .iter()
                .all(|w| self.lexicon.contains_normalized(w))
        {
            return;
        }
        let mut key = self.placed.clone();
        key.sort();
        match self.found.entry(key) {
            Entry::Occupied(e) => assert_eq!(*e.get(), scored.score, "one play, two scores"),
            Entry::Vacant(e) => {
                e.insert(scored.score);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Comparison and reporting.

fn play_line(board: &Board, tiles: &TileSet, play: &Play) -> String {
    let squares: Vec<String> = play
        .0
        .iter()
        .map(|p| format!("{}={}", p.square, tiles.tile_text(p.tile)))
        .collect();
    let notation = match score_play(board, &play.0, tiles, bingo) {
        Ok(s) => format!("{} {}", s.position, play_text(board, &s, tiles)),
        Err(e) => format!("refused by the rules: {e}"),
    };
    format!("{:>4}  {}  ({notation})", play.1, squares.join(" "))
}

/// Compare the generator with the brute force; a description of the difference, if any.
fn compare(
    generator: &Generator,
    lexicon: &Lexicon,
    id: TileSetId,
    board: &Board,
    rack: &[Kind],
) -> Result<Vec<Play>, String> {
    let tiles = id.tiles();
    let expected = brute_force(lexicon, tiles, board, rack, true);
    let generated = generator.plays(board, rack, id);
    let mut problems = Vec::new();
    if let Some(p) = generated.iter().find(|p| !p.placements.is_sorted()) {
        problems.push(format!("placements not sorted: {:?}", p.placements));
    }
    let count = generator.count(board, rack, id);
    if count != generated.len() {
        problems.push(format!(
            "count() says {count}, plays() gives {}",
            generated.len()
        ));
    }
    let mut got: Vec<Play> = generated
        .into_iter()
        .map(|p| {
            let mut placements = p.placements;
            placements.sort();
            (placements, p.score)
        })
        .collect();
    got.sort();
    if got == expected && problems.is_empty() {
        return Ok(expected);
    }
    let mut counts: HashMap<&Play, i64> = HashMap::new();
    for p in &expected {
        *counts.entry(p).or_default() += 1;
    }
    for p in &got {
        *counts.entry(p).or_default() -= 1;
    }
    let mut diff: Vec<(&Play, i64)> = counts.into_iter().filter(|&(_, n)| n != 0).collect();
    diff.sort();
    let mut text = format!(
        "{id}: generator and brute force differ\n  board: {}\n  rack: {}\n  brute force {} plays, generator {}\n",
        board.to_text(tiles),
        tiles.kinds_text(rack),
        expected.len(),
        got.len(),
    );
    for p in problems {
        text += &format!("  {p}\n");
    }
    for (play, n) in diff.iter().take(40) {
        let side = if *n > 0 {
            "missing from the generator"
        } else {
            "extra in the generator"
        };
        text += &format!(
            "  {side} (x{}): {}\n",
            n.abs(),
            play_line(board, tiles, play)
        );
    }
    if diff.len() > 40 {
        text += &format!("  ... {} more\n", diff.len() - 40);
    }
    Err(text)
}

// ---------------------------------------------------------------------------------------
// Random positions.

#[derive(Default)]
struct Stats {
    positions: usize,
    gap_positions: usize,
    empty_boards: usize,
    most_tiles: usize,
    plays: usize,
    one_tile: usize,
    bingos: usize,
    with_blank: usize,
    /// Digraph and blank-only faces placed in the plays checked: [natural tile, blank].
    special: BTreeMap<String, [usize; 2]>,
    board_digraphs: usize,
}

impl Stats {
    fn count(&mut self, tiles: &TileSet, board: &Board, plays: &[Play]) {
        self.positions += 1;
        let on_board = board.tiles().count();
        if on_board == 0 {
            self.empty_boards += 1;
        }
        self.most_tiles = self.most_tiles.max(on_board);
        if board.tiles().any(|(_, t)| is_digraph(tiles, t.letter)) {
            self.board_digraphs += 1;
        }
        self.plays += plays.len();
        for (placements, score) in plays {
            self.one_tile += (placements.len() == 1) as usize;
            self.bingos += (*score >= 50 && placements.len() >= 7) as usize;
            self.with_blank += placements.iter().any(|p| p.tile.blank) as usize;
            for p in placements {
                let letter = p.tile.letter;
                if is_digraph(tiles, letter) || letter as usize >= tiles.letters().len() {
                    let counts = self
                        .special
                        .entry(tiles.face(letter).to_string())
                        .or_default();
                    counts[p.tile.blank as usize] += 1;
                }
            }
        }
    }
}

fn is_digraph(tiles: &TileSet, letter: u8) -> bool {
    tiles.face(letter).chars().count() > 1
}

fn positions_wanted(id: TileSetId) -> usize {
    let n: usize = std::env::var("SLOVO_BRUTE_POSITIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    if id == TileSetId::Slovak110 {
        n.div_ceil(2)
    } else {
        n
    }
}

/// A test rack drawn from `bag`: mostly 1 to 4 tiles, often a blank, sometimes two; for
/// Croatian often a digraph tile; now and then 5 to 9 tiles, or the 7 tiles of a word (so
/// bingos occur).
fn test_rack(
    rng: &mut ChaCha8Rng,
    tiles: &TileSet,
    bag: &[Kind],
    words: &Words,
    empty_board: bool,
) -> Vec<Kind> {
    // Letters only: blanks are added below, at most two.
    let mut letters: Vec<Kind> = bag.iter().copied().filter(|&k| k != Kind::Blank).collect();
    if letters.len() < 7 {
        letters = tiles.full_bag();
        letters.retain(|&k| k != Kind::Blank);
    }
    let roll = if empty_board && rng.random_bool(0.5) {
        0
    } else {
        rng.random_range(0..100)
    };
    let mut rack: Vec<Kind> = match roll {
        0..4 => {
            let word = words.bingo.choose(rng).unwrap();
            match segment(rng, tiles, word) {
                Some(faces)
                    if faces.len() == 7
                        && faces.iter().all(|&f| (f as usize) < tiles.letters().len()) =>
                {
                    faces.into_iter().map(Kind::Letter).collect()
                }
                _ => letters.choose_multiple(rng, 7).copied().collect(),
            }
        }
        4..8 => {
            // 8 and 9: the 9-tile rack variant (RULES.md §6).
            let size = *[5, 5, 6, 6, 7, 7, 8, 9].choose(rng).unwrap();
            letters.choose_multiple(rng, size).copied().collect()
        }
        _ => {
            let size = *[1, 2, 3, 3, 4, 4, 4].choose(rng).unwrap();
            letters.choose_multiple(rng, size).copied().collect()
        }
    };
    let blanks = match rng.random_range(0..100) {
        0..3 if rack.len() <= 4 => 2,
        3..30 if rack.len() <= 4 => 1,
        30..40 if rack.len() == 5 => 1,
        _ => 0,
    };
    rack.shuffle(rng);
    for slot in rack.iter_mut().take(blanks) {
        *slot = Kind::Blank;
    }
    let digraphs: Vec<Kind> = (0..tiles.letters().len())
        .filter(|&l| is_digraph(tiles, l as u8))
        .map(|l| Kind::Letter(l as u8))
        .collect();
    if !digraphs.is_empty() && rng.random_bool(0.3) {
        *rack.last_mut().unwrap() = *digraphs.choose(rng).unwrap();
    }
    rack.shuffle(rng);
    rack
}

fn take_from(bag: &mut Vec<Kind>, kinds: impl IntoIterator<Item = Kind>) {
    for k in kinds {
        if let Some(i) = bag.iter().position(|&b| b == k) {
            bag.swap_remove(i);
        }
    }
}

fn lay(board: &mut Board, placements: &[Placement]) {
    for p in placements {
        assert!(board.get(p.square).is_none());
        board.set(p.square, Some(p.tile));
    }
}

/// Play a random play of a random 7-tile rack from the bag, found by the generator.
fn generator_move(
    rng: &mut ChaCha8Rng,
    generator: &Generator,
    id: TileSetId,
    board: &mut Board,
    bag: &mut Vec<Kind>,
) -> bool {
    for _ in 0..4 {
        if bag.len() < 7 {
            return false;
        }
        bag.shuffle(rng);
        let rack: Vec<Kind> = bag[..7].to_vec();
        let plays = generator.plays(board, &rack, id);
        if plays.is_empty() {
            continue;
        }
        let play = if rng.random_bool(0.4) {
            &plays[0]
        } else {
            plays.choose(rng).unwrap()
        };
        lay(board, &play.placements);
        take_from(bag, play.placements.iter().map(|p| p.tile.kind()));
        return true;
    }
    false
}

struct Words {
    /// For gap positions: words with a blank-only face (Slovak), a digraph (Croatian), or a
    /// sample of all words.
    gap: Vec<String>,
    /// A sample of 7- and 8-letter words, for bingo racks.
    bingo: Vec<String>,
}

fn words(lexicon: &Lexicon, id: TileSetId) -> Words {
    let mut words = Words {
        gap: Vec::new(),
        bingo: Vec::new(),
    };
    let mut n = 0usize;
    lexicon.for_each(|w| {
        n += 1;
        let len = w.chars().count();
        if (7..=8).contains(&len) && n.is_multiple_of(101) {
            words.bingo.push(w.to_string());
        }
        if !(2..=9).contains(&len) {
            return;
        }
        let keep = match id {
            TileSetId::Slovak | TileSetId::Slovak110 => w.contains(['w', 'q', 'ö', 'ü']),
            TileSetId::Croatian => {
                (w.contains("lj") || w.contains("nj") || w.contains("dž")) && n.is_multiple_of(7)
            }
            _ => n.is_multiple_of(53),
        };
        if keep {
            words.gap.push(w.to_string());
        }
    });
    words
}

/// A word as tile faces (a random split where a digraph tile or two tiles can spell it).
fn segment(rng: &mut ChaCha8Rng, tiles: &TileSet, word: &str) -> Option<Vec<u8>> {
    let mut faces = Vec::new();
    let mut rest = word;
    while !rest.is_empty() {
        let options: Vec<u8> = (0..tiles.designations() as u8)
            .filter(|&f| rest.starts_with(tiles.lower_face(f)))
            .collect();
        let &f = options.choose(rng)?;
        faces.push(f);
        rest = &rest[tiles.lower_face(f).len()..];
    }
    Some(faces)
}

/// A board with a word through the centre, one tile of it left out (a digraph or blank-only
/// face when there is one), and a few random plays after; the face left out.
fn gap_board(
    rng: &mut ChaCha8Rng,
    generator: &Generator,
    id: TileSetId,
    words: &[String],
    target: &str,
) -> Option<(Board, u8)> {
    let tiles = id.tiles();
    let candidates: Vec<&String> = words.iter().filter(|w| w.contains(target)).collect();
    let word: &String = match candidates.choose(rng) {
        Some(w) => w,
        None => words.choose(rng)?,
    };
    let faces = segment(rng, tiles, word)?;
    let special: Vec<usize> = (0..faces.len())
        .filter(|&i| {
            faces[i] as usize >= tiles.letters().len()
                || is_digraph(tiles, faces[i])
                || (id == TileSetId::Croatian && target.contains(tiles.lower_face(faces[i])))
        })
        .collect();
    let gap = match special.choose(rng) {
        Some(&i) => i,
        None => rng.random_range(0..faces.len()),
    };
    let dir = if rng.random_bool(0.5) {
        Direction::Across
    } else {
        Direction::Down
    };
    let len = faces.len();
    let start = rng.random_range(8usize.saturating_sub(len)..=7.min(SIZE - len));
    let mut board = Board::default();
    for (i, &f) in faces.iter().enumerate() {
        if i == gap {
            continue;
        }
        let blank = f as usize >= tiles.letters().len() || rng.random_bool(0.1);
        let tile = if blank {
            Tile::blank(f)
        } else {
            Tile::natural(f)
        };
        board.set(square_on(7, start + i, dir), Some(tile));
    }
    let mut bag = tiles.full_bag();
    for _ in 0..rng.random_range(0..=3) {
        generator_move(rng, generator, id, &mut board, &mut bag);
    }
    Some((board, faces[gap]))
}

struct Checker<'a> {
    id: TileSetId,
    tiles: &'static TileSet,
    lexicon: &'a Lexicon,
    generator: &'a Generator,
    stats: Stats,
    failures: Vec<String>,
}

impl Checker<'_> {
    fn check(&mut self, board: &Board, rack: &[Kind], label: &str) -> Vec<Play> {
        match compare(self.generator, self.lexicon, self.id, board, rack) {
            Ok(plays) => {
                self.stats.count(self.tiles, board, &plays);
                plays
            }
            Err(text) => {
                self.stats.positions += 1;
                self.failures.push(format!("{label}\n{text}"));
                Vec::new()
            }
        }
    }
}

fn run_tile_set(id: TileSetId) {
    let started = Instant::now();
    let tiles = id.tiles();
    let lexicon = slovo_lexicon::open(&slovo_lexicon::default_dir(), id.language()).unwrap();
    let generator = Generator::new(&lexicon);
    let words = words(&lexicon, id);
    let targets: Vec<&str> = match id {
        TileSetId::Slovak | TileSetId::Slovak110 => vec!["w", "q", "ö", "ü"],
        TileSetId::Croatian => vec!["lj", "nj", "dž"],
        _ => vec![""],
    };
    let wanted = positions_wanted(id);
    let mut checker = Checker {
        id,
        tiles,
        lexicon: &lexicon,
        generator: &generator,
        stats: Stats::default(),
        failures: Vec::new(),
    };
    let set_index = TileSetId::ALL.iter().position(|&t| t == id).unwrap() as u64;
    let mut game = 0u64;
    while checker.stats.positions < wanted && checker.failures.len() < 5 {
        let seed = (set_index << 32) | game;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if game % 2 == 1 {
            // A gap position, three racks on it.
            let target = targets[(game / 2) as usize % targets.len()];
            if let Some((board, face)) = gap_board(&mut rng, &generator, id, &words.gap, target) {
                checker.stats.gap_positions += 3;
                for r in 0..3 {
                    let mut rack = test_rack(&mut rng, tiles, &tiles.full_bag(), &words, false);
                    rack.truncate(4);
                    let missing = if face as usize >= tiles.letters().len() || r == 0 {
                        Kind::Blank
                    } else {
                        Kind::Letter(face)
                    };
                    rack[0] = missing;
                    if rack.iter().filter(|&&k| k == Kind::Blank).count() > 2 {
                        let i = rack.iter().rposition(|&k| k == Kind::Blank).unwrap();
                        rack[i] = tiles.full_bag()
                            [rng.random_range(0..tiles.total_tiles() - tiles.blanks() as usize)];
                    }
                    checker.check(&board, &rack, &format!("seed {seed} gap rack {r}"));
                }
            }
        } else {
            // A random game: check a rack at each step, then make a random play.
            let mut board = Board::default();
            let mut bag = tiles.full_bag();
            let length = rng.random_range(4..=24);
            for step in 0..length {
                let rack = test_rack(&mut rng, tiles, &bag, &words, board.is_empty());
                let plays = checker.check(&board, &rack, &format!("seed {seed} step {step}"));
                let advanced = if !plays.is_empty() && rng.random_bool(0.3) {
                    let (placements, _) = plays.choose(&mut rng).unwrap();
                    lay(&mut board, placements);
                    take_from(&mut bag, placements.iter().map(|p| p.tile.kind()));
                    true
                } else {
                    generator_move(&mut rng, &generator, id, &mut board, &mut bag)
                };
                if !advanced || checker.stats.positions >= wanted || checker.failures.len() >= 5 {
                    break;
                }
            }
        }
        game += 1;
    }
    let s = &checker.stats;
    eprintln!(
        "{id}: {} positions ({} gap, {} empty boards, up to {} tiles on the board, {} with a \
         digraph tile on the board) from {game} games in {:.1?}; {} plays ({} one-tile, {} \
         bingos, {} with a blank); digraph and blank-only faces placed [natural, blank]: {:?}",
        s.positions,
        s.gap_positions,
        s.empty_boards,
        s.most_tiles,
        s.board_digraphs,
        started.elapsed(),
        s.plays,
        s.one_tile,
        s.bingos,
        s.with_blank,
        s.special,
    );
    assert!(
        checker.failures.is_empty(),
        "{} position(s) differ:\n{}",
        checker.failures.len(),
        checker.failures.join("\n")
    );
    // The positions must exercise what they are meant to.
    assert!(s.empty_boards > 0 && s.most_tiles >= 40 && s.with_blank > 0);
    if wanted >= 100 {
        assert!(
            s.one_tile > 0 && s.bingos > 0,
            "no one-tile play or no bingo checked"
        );
        if id == TileSetId::Croatian {
            assert!(s.board_digraphs > 0, "no digraph tile on the boards");
            for face in ["DŽ", "LJ", "NJ"] {
                let [natural, blank] = s.special.get(face).copied().unwrap_or_default();
                assert!(
                    natural > 0 && blank > 0,
                    "{face}: {natural} natural, {blank} blank"
                );
            }
        }
        if id.language() == slovo_rules::Language::Slovak {
            for face in ["W", "Q", "Ö", "Ü"] {
                assert!(
                    s.special.contains_key(face),
                    "no play with a blank as {face}"
                );
            }
        }
    }
}

#[test]
fn english() {
    run_tile_set(TileSetId::English);
}

#[test]
fn slovak() {
    run_tile_set(TileSetId::Slovak);
}

#[test]
fn slovak_110() {
    run_tile_set(TileSetId::Slovak110);
}

#[test]
fn czech() {
    run_tile_set(TileSetId::Czech);
}

#[test]
fn croatian() {
    run_tile_set(TileSetId::Croatian);
}

#[test]
fn danish() {
    run_tile_set(TileSetId::Danish);
}

#[test]
fn bulgarian() {
    run_tile_set(TileSetId::Bulgarian);
}

/// The pruned brute force against the literal enumeration (every start, every count, every
/// assignment, judged by the rules core alone) and the generator, on small racks.
#[test]
fn pruning_loses_nothing() {
    for id in TileSetId::ALL {
        let tiles = id.tiles();
        let lexicon = slovo_lexicon::open(&slovo_lexicon::default_dir(), id.language()).unwrap();
        let generator = Generator::new(&lexicon);
        let mut rng = ChaCha8Rng::seed_from_u64(0xB0A7 + id as u64);
        let mut board = Board::default();
        let mut bag = tiles.full_bag();
        let mut checked = 0;
        for step in 0..12 {
            let letters: Vec<Kind> = bag.iter().copied().filter(|&k| k != Kind::Blank).collect();
            let size = [3, 3, 4, 2][step % 4];
            let mut rack: Vec<Kind> = letters.choose_multiple(&mut rng, size).copied().collect();
            if step % 2 == 1 {
                rack[0] = Kind::Blank;
            }
            let literal = brute_force(&lexicon, tiles, &board, &rack, false);
            let pruned = brute_force(&lexicon, tiles, &board, &rack, true);
            let context = format!(
                "{id}\n  board: {}\n  rack: {}",
                board.to_text(tiles),
                tiles.kinds_text(&rack)
            );
            assert_eq!(literal, pruned, "pruning lost plays: {context}");
            if let Err(text) = compare(&generator, &lexicon, id, &board, &rack) {
                panic!("{text}");
            }
            checked += literal.len();
            if !generator_move(&mut rng, &generator, id, &mut board, &mut bag) {
                break;
            }
        }
        assert!(checked > 0, "{id}: no plays checked");
    }
}

/// Recheck one position: `SLOVO_BRUTE_TILES` (a tile set name), `SLOVO_BRUTE_BOARD` (the
/// one-line format) and `SLOVO_BRUTE_RACK`.
#[test]
#[ignore = "needs SLOVO_BRUTE_TILES, SLOVO_BRUTE_BOARD and SLOVO_BRUTE_RACK"]
fn reproduce() {
    let var = |name: &str| std::env::var(name).unwrap_or_else(|_| panic!("{name} is not set"));
    let id: TileSetId = var("SLOVO_BRUTE_TILES").parse().unwrap();
    let tiles = id.tiles();
    let board = Board::from_text(&var("SLOVO_BRUTE_BOARD"), tiles).unwrap();
    let rack = tiles.parse_rack(&var("SLOVO_BRUTE_RACK")).unwrap();
    let lexicon = slovo_lexicon::open(&slovo_lexicon::default_dir(), id.language()).unwrap();
    let generator = Generator::new(&lexicon);
    match compare(&generator, &lexicon, id, &board, &rack) {
        Ok(plays) => {
            for play in &plays {
                eprintln!("{}", play_line(&board, tiles, play));
            }
            eprintln!("{} plays, the same on both sides", plays.len());
        }
        Err(text) => panic!("{text}"),
    }
}

/// The brute force itself against the ten English positions two independent engines agree on
/// (`../shared/data/movegen-examples.tsv`): play counts and top scores.
#[test]
fn brute_force_matches_shared_examples() {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/movegen-examples.tsv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent", path.display());
        return;
    };
    let lexicon = slovo_lexicon::open(
        &slovo_lexicon::default_dir(),
        slovo_rules::Language::English,
    )
    .unwrap();
    let tiles = TileSetId::English.tiles();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("stage"))
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let board = Board::from_text(cols[1], tiles).unwrap();
        let rack = tiles.parse_rack(cols[2]).unwrap();
        let plays = brute_force(&lexicon, tiles, &board, &rack, true);
        let top = plays.iter().map(|p| p.1).max().unwrap();
        let expected: (usize, i32) = (cols[3].parse().unwrap(), cols[4].parse().unwrap());
        assert_eq!((plays.len(), top), expected, "{} {}", cols[0], cols[2]);
    }
}
