//! The 15×15 board, its premium squares and square notation (RULES.md §1, §8).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::NotationError;
use crate::tiles::{Tile, TileSet};

pub const SIZE: usize = 15;
pub const CENTRE: Square = Square { row: 7, col: 7 };

/// A square, 0-based. Displayed as in GCG: column letter A–O, row number 1–15 (`H8`).
/// Reading one from JSON checks that it is on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "RawSquare")]
pub struct Square {
    pub row: u8,
    pub col: u8,
}

#[derive(Deserialize)]
struct RawSquare {
    row: u8,
    col: u8,
}

impl TryFrom<RawSquare> for Square {
    type Error = String;
    fn try_from(raw: RawSquare) -> Result<Square, String> {
        Square::new(raw.row as usize, raw.col as usize)
            .ok_or_else(|| format!("square ({}, {}) is off the board", raw.row, raw.col))
    }
}

impl Square {
    pub fn new(row: usize, col: usize) -> Option<Square> {
        (row < SIZE && col < SIZE).then_some(Square {
            row: row as u8,
            col: col as u8,
        })
    }

    /// The square `steps` further along `dir` (negative: back), if on the board.
    pub fn step(self, dir: Direction, steps: isize) -> Option<Square> {
        let (dr, dc) = match dir {
            Direction::Across => (0, steps),
            Direction::Down => (steps, 0),
        };
        let row = self.row as isize + dr;
        let col = self.col as isize + dc;
        if row < 0 || col < 0 {
            return None;
        }
        Square::new(row as usize, col as usize)
    }

    /// Coordinate along a direction (column for across, row for down).
    pub fn along(self, dir: Direction) -> u8 {
        match dir {
            Direction::Across => self.col,
            Direction::Down => self.row,
        }
    }

    /// The four orthogonal neighbours that are on the board.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .filter_map(move |(dr, dc)| {
                let r = self.row as isize + dr;
                let c = self.col as isize + dc;
                (r >= 0 && c >= 0)
                    .then(|| Square::new(r as usize, c as usize))
                    .flatten()
            })
    }

    pub fn index(self) -> usize {
        self.row as usize * SIZE + self.col as usize
    }

    fn col_letter(self) -> char {
        (b'A' + self.col) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.col_letter(), self.row + 1)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    Across,
    Down,
}

impl Direction {
    pub fn cross(self) -> Direction {
        match self {
            Direction::Across => Direction::Down,
            Direction::Down => Direction::Across,
        }
    }
}

/// A play's position in GCG notation: `8H` = row 8 from column H across, `H8` = column H from
/// row 8 down. Column letters may be lower case (Quackle writes `8d`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    pub start: Square,
    pub dir: Direction,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, col) = (self.start.row + 1, self.start.col_letter());
        match self.dir {
            Direction::Across => write!(f, "{row}{col}"),
            Direction::Down => write!(f, "{col}{row}"),
        }
    }
}

impl FromStr for Position {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || NotationError::BadPosition(s.to_string());
        let t = s.trim();
        let first = t.chars().next().ok_or_else(bad)?;
        let (dir, letter, digits) = if first.is_ascii_digit() {
            let split = t.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
            (Direction::Across, &t[split..], &t[..split])
        } else {
            // The column is one character, not one byte: `Ý8` is an error, not a cut through
            // a UTF-8 sequence (found by fuzzing GCG records and move notation).
            let (letter, digits) = t.split_at(first.len_utf8());
            (Direction::Down, letter, digits)
        };
        let mut letters = letter.chars();
        let col = match (letters.next(), letters.next()) {
            (Some(c), None) if c.is_ascii_alphabetic() => c.to_ascii_uppercase() as u8 - b'A',
            _ => return Err(bad()),
        };
        let row: usize = digits.parse().map_err(|_| bad())?;
        let start = Square::new(row.wrapping_sub(1), col as usize).ok_or_else(bad)?;
        Ok(Position { start, dir })
    }
}

impl FromStr for Square {
    type Err = NotationError;
    /// A square as `H8` (column then row) or `8H`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(s.parse::<Position>()?.start)
    }
}

/// A premium square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Premium {
    None,
    DoubleLetter,
    TripleLetter,
    DoubleWord,
    TripleWord,
    /// The centre square: a double word.
    Centre,
}

impl Premium {
    pub fn letter_multiplier(self) -> u32 {
        match self {
            Premium::DoubleLetter => 2,
            Premium::TripleLetter => 3,
            _ => 1,
        }
    }

    pub fn word_multiplier(self) -> u32 {
        match self {
            Premium::DoubleWord | Premium::Centre => 2,
            Premium::TripleWord => 3,
            _ => 1,
        }
    }

    fn from_char(c: char) -> Premium {
        match c {
            'T' => Premium::TripleWord,
            'D' => Premium::DoubleWord,
            't' => Premium::TripleLetter,
            'd' => Premium::DoubleLetter,
            '*' => Premium::Centre,
            _ => Premium::None,
        }
    }
}

const LAYOUT: &str = include_str!("../data/board-standard.txt");

/// The premium of a square on the standard board.
pub fn premium(sq: Square) -> Premium {
    let line = LAYOUT.lines().nth(sq.row as usize).expect("15 layout rows");
    Premium::from_char(line.as_bytes()[sq.col as usize] as char)
}

/// Tiles on the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    cells: Vec<Option<Tile>>,
}

impl Default for Board {
    fn default() -> Self {
        Board {
            cells: vec![None; SIZE * SIZE],
        }
    }
}

impl Board {
    pub fn get(&self, sq: Square) -> Option<Tile> {
        self.cells[sq.index()]
    }

    pub fn set(&mut self, sq: Square, tile: Option<Tile>) {
        self.cells[sq.index()] = tile;
    }

    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(Option::is_none)
    }

    /// Every occupied square with its tile, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Square, Tile)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, t)| {
            t.map(|t| {
                (
                    Square {
                        row: (i / SIZE) as u8,
                        col: (i % SIZE) as u8,
                    },
                    t,
                )
            })
        })
    }

    /// The board in Slovo's one-line format: 15 rows of 15 cells joined by `/`.
    pub fn to_text(&self, tiles: &TileSet) -> String {
        (0..SIZE)
            .map(|r| {
                (0..SIZE)
                    .map(|c| match self.cells[r * SIZE + c] {
                        Some(t) => tiles.tile_text(t),
                        None => ".".to_string(),
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// Read the one-line format written by [`Board::to_text`].
    pub fn from_text(text: &str, tiles: &TileSet) -> Result<Board, NotationError> {
        let rows: Vec<&str> = text.trim().split('/').collect();
        if rows.len() != SIZE {
            return Err(NotationError::BadBoard(format!("{} rows", rows.len())));
        }
        let mut board = Board::default();
        for (r, row) in rows.iter().enumerate() {
            let items = tiles.parse_items(row)?;
            if items.len() != SIZE {
                return Err(NotationError::BadBoard(format!(
                    "row {} has {} cells",
                    r + 1,
                    items.len()
                )));
            }
            for (c, item) in items.into_iter().enumerate() {
                match item {
                    crate::tiles::Item::Tile(t) => board.cells[r * SIZE + c] = Some(t),
                    crate::tiles::Item::Through => {}
                    crate::tiles::Item::Blank => {
                        return Err(NotationError::BadBoard(format!(
                            "undesignated blank in row {}",
                            r + 1
                        )));
                    }
                }
            }
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::TileSetId;

    /// RULES.md §1: the standard layout; centre is a double word.
    #[test]
    fn s1_standard_premiums() {
        let count = |p: Premium| {
            (0..SIZE)
                .flat_map(|r| (0..SIZE).map(move |c| Square::new(r, c).unwrap()))
                .filter(|&s| premium(s) == p)
                .count()
        };
        assert_eq!(count(Premium::TripleWord), 8);
        assert_eq!(count(Premium::DoubleWord), 16);
        assert_eq!(count(Premium::TripleLetter), 12);
        assert_eq!(count(Premium::DoubleLetter), 24);
        assert_eq!(premium(CENTRE), Premium::Centre);
        assert_eq!(Premium::Centre.word_multiplier(), 2);
        assert_eq!(premium("A1".parse().unwrap()), Premium::TripleWord);
        assert_eq!(premium("D1".parse().unwrap()), Premium::DoubleLetter);
        assert_eq!(premium("F2".parse().unwrap()), Premium::TripleLetter);
    }

    /// RULES.md §8: `8H` across from row 8 column H; `H8` down.
    #[test]
    fn s8_position_notation() {
        let p: Position = "8H".parse().unwrap();
        assert_eq!((p.start, p.dir), (CENTRE, Direction::Across));
        let p: Position = "H8".parse().unwrap();
        assert_eq!((p.start, p.dir), (CENTRE, Direction::Down));
        let p: Position = "15a".parse().unwrap();
        assert_eq!(p.to_string(), "15A");
        assert_eq!("o15".parse::<Position>().unwrap().to_string(), "O15");
        for bad in ["", "16A", "8P", "H0", "8", "HH", "8HH"] {
            assert!(bad.parse::<Position>().is_err(), "{bad}");
        }
    }

    #[test]
    fn squares_read_from_json_are_on_the_board() {
        let ok: Square = serde_json::from_str(r#"{"row":7,"col":14}"#).unwrap();
        assert_eq!(ok, Square { row: 7, col: 14 });
        assert!(serde_json::from_str::<Square>(r#"{"row":99,"col":0}"#).is_err());
    }

    #[test]
    fn board_text_round_trips() {
        let hr = TileSetId::Croatian.tiles();
        let mut b = Board::default();
        let items = hr.parse_items("{LJ}{nj}A").unwrap();
        for (i, item) in items.into_iter().enumerate() {
            if let crate::tiles::Item::Tile(t) = item {
                b.set(Square::new(7, 7 + i).unwrap(), Some(t));
            }
        }
        let text = b.to_text(hr);
        assert!(text.contains(".{LJ}{nj}A."));
        assert_eq!(Board::from_text(&text, hr).unwrap(), b);
        assert!(Board::from_text("...", hr).is_err());
    }
}
