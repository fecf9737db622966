//! A play's shape and score: one line, no gaps, connected, first play on the centre (§2), and
//! the words it forms, scored as §3 says. Racks, turns and lexicon checks live in the game.

use serde::{Deserialize, Serialize};

use crate::board::{self, Board, CENTRE, Direction, Position, Square};
use crate::error::{NotationError, RuleError};
use crate::game::Move;
use crate::tiles::{Item, Kind, Tile, TileSet};

/// One tile put on one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    pub square: Square,
    pub tile: Tile,
}

/// A word a play forms, with its score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormedWord {
    pub position: Position,
    pub tiles: Vec<Tile>,
    pub score: u32,
}

/// A play that passed the shape rules, with its words and score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoredPlay {
    /// Start and direction of the main word (GCG position).
    pub position: Position,
    /// The main word first (if it has 2 or more letters), then cross-words.
    pub words: Vec<FormedWord>,
    pub bingo: i32,
    pub score: i32,
    /// The main word runs through two board tiles with new tiles between them (§6 note 2).
    pub bridge: bool,
}

impl ScoredPlay {
    /// Words spelled for the lexicon.
    pub fn spelled_words(&self, tiles: &TileSet) -> Vec<String> {
        self.words
            .iter()
            .map(|w| tiles.spell(w.tiles.iter().copied()))
            .collect()
    }
}

/// Check a play's shape on `board` and score it (§2, §3). `bingo` gives the bonus for a
/// number of placed tiles.
pub fn score_play(
    board: &Board,
    placements: &[Placement],
    tiles: &TileSet,
    bingo: impl Fn(usize) -> i32,
) -> Result<ScoredPlay, RuleError> {
    check_squares(board, placements, tiles)?;
    let dir = line_direction(board, placements)?;
    let main = word_at(board, placements, placements[0].square, dir);
    let (first, last) = span(placements, dir);
    if let Some(gap) = (first..=last)
        .map(|i| with_along(placements[0].square, dir, i))
        .find(|&sq| board.get(sq).is_none() && !placements.iter().any(|p| p.square == sq))
    {
        return Err(RuleError::Gap(gap));
    }
    if board.is_empty() {
        if !placements.iter().any(|p| p.square == CENTRE) {
            return Err(RuleError::FirstPlayOffCentre);
        }
        if placements.len() < 2 {
            return Err(RuleError::FirstPlayOneTile);
        }
    } else if !placements
        .iter()
        .any(|p| p.square.neighbours().any(|n| board.get(n).is_some()))
    {
        return Err(RuleError::NotConnected);
    }

    let mut words = Vec::new();
    let mut bridge = false;
    if main.len() >= 2 {
        bridge |= is_bridge(&main);
        words.push(score_word(&main, tiles, dir));
    }
    for p in placements {
        let cross = word_at(board, placements, p.square, dir.cross());
        if cross.len() >= 2 {
            if placements.len() == 1 {
                bridge |= is_bridge(&cross);
            }
            words.push(score_word(&cross, tiles, dir.cross()));
        }
    }
    let position = Position {
        start: main[0].0,
        dir,
    };
    let bonus = bingo(placements.len());
    let score = words.iter().map(|w| w.score as i32).sum::<i32>() + bonus;
    Ok(ScoredPlay {
        position,
        words,
        bingo: bonus,
        score,
        bridge,
    })
}

fn check_squares(
    board: &Board,
    placements: &[Placement],
    tiles: &TileSet,
) -> Result<(), RuleError> {
    if placements.is_empty() {
        return Err(RuleError::NoTiles);
    }
    for (i, p) in placements.iter().enumerate() {
        if placements[..i].iter().any(|q| q.square == p.square) {
            return Err(RuleError::DuplicateSquare(p.square));
        }
        if board.get(p.square).is_some() {
            return Err(RuleError::SquareTaken(p.square));
        }
        let limit = if p.tile.blank {
            tiles.designations()
        } else {
            tiles.letters().len()
        };
        if p.tile.letter as usize >= limit {
            return Err(RuleError::BadDesignation(format!(
                "letter #{}",
                p.tile.letter
            )));
        }
    }
    Ok(())
}

/// The line the play lies in. A single tile's line is the one where it forms a word, across
/// if it forms words both ways.
fn line_direction(board: &Board, placements: &[Placement]) -> Result<Direction, RuleError> {
    let first = placements[0].square;
    if placements.len() == 1 {
        let across = word_at(board, placements, first, Direction::Across);
        return Ok(if across.len() >= 2 {
            Direction::Across
        } else {
            Direction::Down
        });
    }
    if placements.iter().all(|p| p.square.row == first.row) {
        Ok(Direction::Across)
    } else if placements.iter().all(|p| p.square.col == first.col) {
        Ok(Direction::Down)
    } else {
        Err(RuleError::NotInOneLine)
    }
}

fn span(placements: &[Placement], dir: Direction) -> (u8, u8) {
    let along = placements.iter().map(|p| p.square.along(dir));
    (along.clone().min().unwrap(), along.max().unwrap())
}

fn with_along(sq: Square, dir: Direction, i: u8) -> Square {
    match dir {
        Direction::Across => Square {
            row: sq.row,
            col: i,
        },
        Direction::Down => Square {
            row: i,
            col: sq.col,
        },
    }
}

/// The run of tiles (board or new) through `sq` along `dir`, each with whether it is new.
fn word_at(
    board: &Board,
    placements: &[Placement],
    sq: Square,
    dir: Direction,
) -> Vec<(Square, Tile, bool)> {
    let tile_at = |s: Square| -> Option<(Tile, bool)> {
        placements
            .iter()
            .find(|p| p.square == s)
            .map(|p| (p.tile, true))
            .or_else(|| board.get(s).map(|t| (t, false)))
    };
    let mut start = sq;
    while let Some(prev) = start.step(dir, -1) {
        if tile_at(prev).is_none() {
            break;
        }
        start = prev;
    }
    let mut word = Vec::new();
    let mut cur = Some(start);
    while let Some(s) = cur {
        match tile_at(s) {
            Some((t, new)) => word.push((s, t, new)),
            None => break,
        }
        cur = s.step(dir, 1);
    }
    word
}

/// A board tile, then a new tile, then a board tile, in that order along the word.
fn is_bridge(word: &[(Square, Tile, bool)]) -> bool {
    let first_old = word.iter().position(|w| !w.2);
    let last_old = word.iter().rposition(|w| !w.2);
    match (first_old, last_old) {
        (Some(a), Some(b)) => word[a..b].iter().any(|w| w.2),
        _ => false,
    }
}

fn score_word(word: &[(Square, Tile, bool)], tiles: &TileSet, dir: Direction) -> FormedWord {
    let mut sum = 0;
    let mut multiplier = 1;
    for &(sq, tile, new) in word {
        let value = tiles.tile_points(tile);
        if new {
            let premium = board::premium(sq);
            sum += value * premium.letter_multiplier();
            multiplier *= premium.word_multiplier();
        } else {
            sum += value;
        }
    }
    FormedWord {
        position: Position {
            start: word[0].0,
            dir,
        },
        tiles: word.iter().map(|w| w.1).collect(),
        score: sum * multiplier,
    }
}

/// Read a move as GCG and `slovo moves` write it, against the board it is made on and the
/// rack it is made from: `8H WORD` (across), `H8 WORD` (down), `.` for a tile on the board,
/// lower case for a blank; `exchange TILES` (`?` a blank); `pass`; `resign`. Every front end
/// reads moves through this.
///
/// A digraph tile may be spelt as its two letters (`NJ` for `{NJ}`) where that is the one
/// reading whose tiles are on `rack` (the text as written wins when its tiles are); an empty
/// rack reads the text as written.
pub fn parse_move(
    text: &str,
    board: &Board,
    tiles: &TileSet,
    rack: &[Kind],
) -> Result<Move, NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let is = |word: &str, name: &str| word.eq_ignore_ascii_case(name);
    let on_rack = |used: &[Kind]| {
        let (need, have) = (tiles.count_kinds(used), tiles.count_kinds(rack));
        need.iter().zip(&have).all(|(n, h)| n <= h)
    };
    // The text as written, else the one other reading on the rack, else the text's own error.
    let read = |written: &str, read_one: &dyn Fn(&str) -> Result<Move, NotationError>| {
        let literal = read_one(written);
        let fits = |mv: &Move| match mv {
            Move::Play(placements) => {
                on_rack(&placements.iter().map(|p| p.tile.kind()).collect::<Vec<_>>())
            }
            Move::Exchange(kinds) => on_rack(kinds),
            _ => true,
        };
        if rack.is_empty() || literal.as_ref().is_ok_and(fits) {
            return literal;
        }
        let mut others = digraph_readings(written, tiles)
            .into_iter()
            .skip(1)
            .filter_map(|w| read_one(&w).ok())
            .filter(fits);
        match (others.next(), others.next()) {
            (Some(only), None) => Ok(only),
            _ => literal.map_err(|error| match spelt_digraphs(written, tiles) {
                pairs if pairs.is_empty() => error,
                pairs => NotationError::ReadAsLetters {
                    pairs,
                    error: Box::new(error),
                },
            }),
        }
    };
    Ok(match words.as_slice() {
        [w] if is(w, "pass") => Move::Pass,
        [w] if is(w, "resign") => Move::Resign,
        // An empty exchange reads, so the rules can say why it is refused (§2).
        [w, given @ ..] if is(w, "exchange") => read(&given.concat(), &|t| {
            Ok(Move::Exchange(tiles.parse_rack(t)?))
        })?,
        [position, word] => {
            let position: Position = position.parse()?;
            read(word, &|w| {
                Ok(Move::Play(placements_from_text(board, position, w, tiles)?))
            })?
        }
        _ => return Err(NotationError::UnreadableMove(text.trim().to_string())),
    })
}

/// The two-letter faces of `tiles` that `text` spells letter by letter outside braces (`NJ`
/// in `NJIVA`), in the tile set's order.
fn spelt_digraphs(text: &str, tiles: &TileSet) -> Vec<String> {
    let outside: String = text
        .split('{')
        .enumerate()
        .map(|(i, part)| match i {
            0 => part,
            _ => part.split_once('}').map_or("", |(_, rest)| rest),
        })
        .collect::<String>()
        .to_uppercase();
    tiles
        .letters()
        .iter()
        .map(|l| l.face.clone())
        .filter(|f| f.chars().count() == 2 && outside.contains(f.as_str()))
        .collect()
}

/// The ways to read `text` with letter pairs that spell a digraph face of `tiles` (`NJ`, or
/// `nj` for a blank) taken as that digraph (`{NJ}`): the text as written first. At most 64:
/// a word holds few such pairs.
fn digraph_readings(text: &str, tiles: &TileSet) -> Vec<String> {
    let digraphs: Vec<&str> = tiles
        .letters()
        .iter()
        .map(|l| l.face.as_str())
        .filter(|f| f.chars().count() == 2)
        .collect();
    let mut readings = vec![String::new()];
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        // Braces are already a digraph (or a mistake the reading as written reports).
        if c == '{' {
            let end = rest.find('}').map_or(rest.len(), |i| i + 1);
            readings.iter_mut().for_each(|r| r.push_str(&rest[..end]));
            rest = &rest[end..];
            continue;
        }
        let pair = digraphs.iter().find_map(|d| {
            let lower = d.to_lowercase();
            [d.to_string(), lower]
                .into_iter()
                .find(|spelt| rest.starts_with(spelt.as_str()))
        });
        match pair {
            Some(spelt) if readings.len() < 64 => {
                let joined: Vec<String> =
                    readings.iter().map(|r| format!("{r}{{{spelt}}}")).collect();
                readings.iter_mut().for_each(|r| r.push_str(&spelt));
                readings.extend(joined);
                rest = &rest[spelt.len()..];
            }
            _ => {
                readings.iter_mut().for_each(|r| r.push(c));
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    readings
}

/// Turn a written play (`8H` and `WORD`, `.` or the board's own letter for a tile already
/// there) into placements.
pub fn placements_from_text(
    board: &Board,
    position: Position,
    word: &str,
    tiles: &TileSet,
) -> Result<Vec<Placement>, NotationError> {
    let mut placements = Vec::new();
    let mut square = Some(position.start);
    for item in tiles.parse_items(word)? {
        let sq = square.ok_or(NotationError::OffBoard)?;
        match (board.get(sq), item) {
            (Some(_), Item::Through) => {}
            (Some(on_board), Item::Tile(written)) => {
                if on_board.letter != written.letter {
                    return Err(NotationError::BoardMismatch {
                        square: sq,
                        on_board: tiles.tile_text(on_board),
                        written: tiles.tile_text(written),
                    });
                }
            }
            (None, Item::Through) => return Err(NotationError::ThroughEmpty(sq)),
            (None, Item::Tile(tile)) => placements.push(Placement { square: sq, tile }),
            (_, Item::Blank) => return Err(NotationError::UndesignatedBlank),
        }
        square = sq.step(position.dir, 1);
    }
    Ok(placements)
}

/// Write a play as GCG does: the main word with `.` for tiles already on the board.
pub fn play_text(board_before: &Board, play: &ScoredPlay, tiles: &TileSet) -> String {
    let mut sq = play.position.start;
    let mut text = String::new();
    for &tile in &play.words[0].tiles {
        if board_before.get(sq).is_some() {
            text.push('.');
        } else {
            text.push_str(&tiles.tile_text(tile));
        }
        if let Some(next) = sq.step(play.position.dir, 1) {
            sq = next;
        }
    }
    text
}

#[cfg(test)]
mod tests {

    /// A digraph spelt as two letters reads as the digraph tile when only that reading is
    /// on the rack; the text as written wins when its tiles are; no rack, no guessing.
    #[test]
    fn digraphs_spelt_as_two_letters_read_from_the_rack() {
        let hr = TileSetId::Croatian.tiles();
        let board = Board::default();
        let rack = |text: &str| hr.parse_rack(text).unwrap();
        let faces = |mv: Move| match mv {
            Move::Play(p) => p.iter().map(|p| hr.tile_text(p.tile)).collect::<String>(),
            Move::Exchange(k) => hr.kinds_text(&k),
            other => panic!("{other:?}"),
        };
        let read = |text: &str, r: &[Kind]| parse_move(text, &board, hr, r).map(faces);
        assert_eq!(read("8H KONJ", &rack("{NJ}KOAEIU")), Ok("KO{NJ}".into()));
        assert_eq!(read("8H KONJ", &rack("NJKOAEI")), Ok("KONJ".into()));
        assert_eq!(read("8H KONJ", &[]), Ok("KONJ".into()));
        assert_eq!(read("8H ǅEP", &rack("{DŽ}EPAIOU")), Ok("{DŽ}EP".into()));
        assert_eq!(read("8H ljubav", &rack("??????{LJ}")), Ok("ljubav".into()));
        assert_eq!(
            read("exchange NJA", &rack("{NJ}AEIOUK")),
            Ok("{NJ}A".into())
        );
        // On neither reading's rack: the text as written, refused later for its tiles.
        assert_eq!(read("8H KONJ", &rack("AEIOUBC")), Ok("KONJ".into()));
        // Read as letters, the J lands on a taken square: the error says how it was read.
        let mut board = Board::default();
        let a = placements_from_text(&board, "8I".parse().unwrap(), "A", hr).unwrap();
        board.set(a[0].square, Some(a[0].tile));
        let refused = parse_move("8H NJA", &board, hr, &rack("AEIOUKB")).unwrap_err();
        assert_eq!(
            refused,
            NotationError::ReadAsLetters {
                pairs: vec!["NJ".into()],
                error: Box::new(NotationError::BoardMismatch {
                    square: "8I".parse().unwrap(),
                    on_board: "A".into(),
                    written: "J".into(),
                }),
            }
        );
        assert_eq!(
            refused.to_string(),
            "I8 holds A, not J (NJ read as separate letters; for the two-letter tile write {NJ})"
        );
        // With the tile on the rack, the same text reads as the tile and fits.
        assert_eq!(
            parse_move("8H NJA", &board, hr, &rack("{NJ}EIOUKB")).map(faces),
            Ok("{NJ}".into())
        );
        // No pair spelt, no note: the error as it was.
        assert!(matches!(
            parse_move("8H KE", &board, hr, &rack("AEIOUKB")),
            Err(NotationError::BoardMismatch { .. })
        ));
    }

    use super::*;
    use crate::tiles::TileSetId;

    fn en() -> &'static TileSet {
        TileSetId::English.tiles()
    }

    fn put(board: &Board, pos: &str, word: &str) -> Vec<Placement> {
        placements_from_text(board, pos.parse().unwrap(), word, en()).unwrap()
    }

    fn lay(board: &mut Board, pos: &str, word: &str) {
        for p in put(board, pos, word) {
            board.set(p.square, Some(p.tile));
        }
    }

    fn bingo(n: usize) -> i32 {
        if n >= 7 { 50 } else { 0 }
    }

    fn score(board: &Board, pos: &str, word: &str) -> Result<ScoredPlay, RuleError> {
        score_play(board, &put(board, pos, word), en(), bingo)
    }

    /// §2: first play covers the centre and uses at least 2 tiles.
    #[test]
    fn s2_first_play_rules() {
        let b = Board::default();
        assert_eq!(score(&b, "1A", "CAT"), Err(RuleError::FirstPlayOffCentre));
        assert_eq!(score(&b, "8H", "A"), Err(RuleError::FirstPlayOneTile));
        assert_eq!(score(&b, "8A", "A"), Err(RuleError::FirstPlayOffCentre));
        assert!(score(&b, "H7", "AT").is_ok());
    }

    /// §2: one line, no gaps, connected, squares free.
    #[test]
    fn s2_shape_rules() {
        let mut b = Board::default();
        lay(&mut b, "8H", "CAT");
        let at = |sq: &str, l: &str| match en().parse_items(l).unwrap()[0] {
            Item::Tile(tile) => Placement {
                square: sq.parse().unwrap(),
                tile,
            },
            _ => unreachable!(),
        };
        assert_eq!(
            score_play(&b, &[at("A1", "A"), at("B2", "B")], en(), bingo),
            Err(RuleError::NotInOneLine)
        );
        assert_eq!(
            score_play(&b, &[at("G9", "A"), at("J9", "B")], en(), bingo),
            Err(RuleError::Gap("H9".parse().unwrap()))
        );
        assert_eq!(
            score_play(&b, &[at("A1", "A"), at("B1", "B")], en(), bingo),
            Err(RuleError::NotConnected)
        );
        assert_eq!(
            score_play(&b, &[at("H8", "A")], en(), bingo),
            Err(RuleError::SquareTaken("H8".parse().unwrap()))
        );
        assert_eq!(
            score_play(&b, &[at("A1", "A"), at("A1", "B")], en(), bingo),
            Err(RuleError::DuplicateSquare("A1".parse().unwrap()))
        );
        assert_eq!(score_play(&b, &[], en(), bingo), Err(RuleError::NoTiles));
        // Through a board tile with no gap: fine.
        assert!(score_play(&b, &[at("G8", "S"), at("K8", "S")], en(), bingo).is_ok());
    }

    /// §3: premiums apply to new tiles only; word premiums multiply; blank scores 0.
    #[test]
    fn s3_scoring() {
        let mut b = Board::default();
        // Centre double word: (C3 + A1 + T1) x2 = 10.
        let first = score(&b, "8H", "CAT").unwrap();
        assert_eq!(first.score, 10);
        lay(&mut b, "8H", "CAT");
        // CATS with S on K8 (no premium): 3+1+1+1 = 6; old tiles get no premium again.
        assert_eq!(score(&b, "8H", "...S").unwrap().score, 6);
        // Two double words (B2, N2) give x4; triple letters on F2 and J2; H2 is an old tile.
        let mut e = Board::default();
        lay(&mut e, "H2", "ABCDEFG");
        let wide = score(&e, "2B", "AAAAAA.AAAAAA").unwrap();
        // (10 A x1 + 2 A x3 + old A 1) x 4 = 68, and 12 tiles placed: bingo 50, not multiplied.
        assert_eq!((wide.score, wide.bingo), (68 + 50, 50));
    }

    /// §3: a blank on a word premium still multiplies; it counts 0 itself.
    #[test]
    fn s3_blank_triggers_word_premium() {
        let b = Board::default();
        let p = score(&b, "8G", "zA").unwrap(); // z blank on G8, A on centre (double word)
        assert_eq!(p.score, 2);
        let q = score(&b, "8G", "ZA").unwrap();
        assert_eq!(q.score, 22);
    }

    /// §3: a tile shared by two words counts in both; a single tile may form two words.
    #[test]
    fn s3_shared_tile_counts_twice() {
        let mut b = Board::default();
        lay(&mut b, "8G", "AT");
        lay(&mut b, "I7", "NO");
        // A on H7 forms AN across (with I7) and AT down (with H8).
        let p = score(&b, "7H", "A.").unwrap();
        assert_eq!(p.words.len(), 2);
        assert_eq!(p.score, 2 + 2);
    }

    /// §6 note 2: a bridge runs through two board tiles with new tiles between.
    #[test]
    fn s6_bridge_detection() {
        let mut b = Board::default();
        lay(&mut b, "8H", "AT");
        lay(&mut b, "H9", "N");
        assert!(!score(&b, "8H", "..E").unwrap().bridge);
        lay(&mut b, "8K", "S");
        let bridge = score(&b, "8H", "..E.").unwrap();
        assert!(bridge.bridge);
        let single = score(&b, "J8", "E").unwrap();
        assert!(single.bridge);
    }

    /// §8: write a play back with '.' for board tiles.
    #[test]
    fn s8_play_text() {
        let mut b = Board::default();
        lay(&mut b, "8H", "CAT");
        let p = score(&b, "8G", "s...").unwrap();
        assert_eq!(play_text(&b, &p, en()), "s...");
        assert_eq!(p.position.to_string(), "8G");
        assert_eq!(
            placements_from_text(&b, "8H".parse().unwrap(), "D", en()),
            Err(NotationError::BoardMismatch {
                square: "H8".parse().unwrap(),
                on_board: "C".into(),
                written: "D".into()
            })
        );
        assert_eq!(
            placements_from_text(&b, "9H".parse().unwrap(), ".", en()),
            Err(NotationError::ThroughEmpty("H9".parse().unwrap()))
        );
        assert_eq!(
            placements_from_text(&b, "8O".parse().unwrap(), "AB", en()),
            Err(NotationError::OffBoard)
        );
    }
}
