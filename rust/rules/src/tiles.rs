//! Languages, tile sets and the tile notation (RULES.md §1).
//!
//! A tile set is data: the rows of `data/tiles/<set>.tsv` in alphabet order. A letter is
//! identified by its row index, so "nearest to the alphabet's start" is plain `<`.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::error::NotationError;

/// One of Slovo's six languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    English,
    Slovak,
    Czech,
    Croatian,
    Danish,
    Bulgarian,
}

impl Language {
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::Slovak,
        Language::Czech,
        Language::Croatian,
        Language::Danish,
        Language::Bulgarian,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Language::English => "english",
            Language::Slovak => "slovak",
            Language::Czech => "czech",
            Language::Croatian => "croatian",
            Language::Danish => "danish",
            Language::Bulgarian => "bulgarian",
        }
    }

    /// ISO 639-1 code, as the lexicon files are named.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Slovak => "sk",
            Language::Czech => "cs",
            Language::Croatian => "hr",
            Language::Danish => "da",
            Language::Bulgarian => "bg",
        }
    }

    /// The tile set a game in this language uses unless another is chosen.
    pub fn default_tile_set(self) -> TileSetId {
        match self {
            Language::English => TileSetId::English,
            Language::Slovak => TileSetId::Slovak,
            Language::Czech => TileSetId::Czech,
            Language::Croatian => TileSetId::Croatian,
            Language::Danish => TileSetId::Danish,
            Language::Bulgarian => TileSetId::Bulgarian,
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Language {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|l| l.name() == s || l.code() == s)
            .ok_or(NotationError::UnknownLanguage(s))
    }
}

/// A concrete tile set: every language's standard set, plus the Slovak retail edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TileSetId {
    English,
    Slovak,
    #[serde(rename = "slovak-110")]
    Slovak110,
    Czech,
    Croatian,
    Danish,
    Bulgarian,
}

impl TileSetId {
    pub const ALL: [TileSetId; 7] = [
        TileSetId::English,
        TileSetId::Slovak,
        TileSetId::Slovak110,
        TileSetId::Czech,
        TileSetId::Croatian,
        TileSetId::Danish,
        TileSetId::Bulgarian,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TileSetId::Slovak110 => "slovak-110",
            other => other.language().name(),
        }
    }

    pub fn language(self) -> Language {
        match self {
            TileSetId::English => Language::English,
            TileSetId::Slovak | TileSetId::Slovak110 => Language::Slovak,
            TileSetId::Czech => Language::Czech,
            TileSetId::Croatian => Language::Croatian,
            TileSetId::Danish => Language::Danish,
            TileSetId::Bulgarian => Language::Bulgarian,
        }
    }

    fn source(self) -> &'static str {
        match self {
            TileSetId::English => include_str!("../data/tiles/english.tsv"),
            TileSetId::Slovak => include_str!("../data/tiles/slovak.tsv"),
            TileSetId::Slovak110 => include_str!("../data/tiles/slovak-110.tsv"),
            TileSetId::Czech => include_str!("../data/tiles/czech.tsv"),
            TileSetId::Croatian => include_str!("../data/tiles/croatian.tsv"),
            TileSetId::Danish => include_str!("../data/tiles/danish.tsv"),
            TileSetId::Bulgarian => include_str!("../data/tiles/bulgarian.tsv"),
        }
    }

    /// The parsed tile set, built once from the embedded table.
    pub fn tiles(self) -> &'static TileSet {
        static SETS: OnceLock<Vec<TileSet>> = OnceLock::new();
        let sets = SETS.get_or_init(|| {
            TileSetId::ALL
                .iter()
                .map(|&id| TileSet::parse(id, id.source()))
                .collect()
        });
        &sets[TileSetId::ALL.iter().position(|&i| i == self).unwrap()]
    }
}

impl fmt::Display for TileSetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for TileSetId {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        if let Some(id) = TileSetId::ALL.into_iter().find(|t| t.name() == lower) {
            return Ok(id);
        }
        Ok(lower.parse::<Language>()?.default_tile_set())
    }
}

/// A letter index: the row of the tile table (0 = the alphabet's first letter). Indices at or
/// past `TileSet::letters().len()` are faces only a blank may take (Slovak W, Q, Ö, Ü, Ě, Ř).
pub type Letter = u8;

/// A kind of tile as it sits on a rack or in the bag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Letter(Letter),
    Blank,
}

/// A tile as placed on the board: its face, and whether it is a blank standing for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tile {
    pub letter: Letter,
    pub blank: bool,
}

impl Tile {
    pub fn natural(letter: Letter) -> Tile {
        Tile {
            letter,
            blank: false,
        }
    }

    pub fn blank(letter: Letter) -> Tile {
        Tile {
            letter,
            blank: true,
        }
    }

    /// The rack tile this placed tile came from.
    pub fn kind(self) -> Kind {
        if self.blank {
            Kind::Blank
        } else {
            Kind::Letter(self.letter)
        }
    }
}

/// One row of a tile table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LetterInfo {
    /// Upper-case face, NFC; two letters for a digraph tile (Croatian `LJ`).
    pub face: String,
    pub count: u8,
    pub points: u8,
}

/// A language's tiles: letters in alphabet order, their counts and points, and the blanks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileSet {
    pub id: TileSetId,
    letters: Vec<LetterInfo>,
    blanks: u8,
    /// Faces a blank may take that no tile has (RULES.md §1, Slovak).
    blank_only_faces: Vec<String>,
    lower_faces: Vec<String>,
}

impl TileSet {
    fn parse(id: TileSetId, source: &str) -> TileSet {
        let mut letters = Vec::new();
        let mut blanks = 0;
        for line in source.lines() {
            if line.starts_with('#') || line.starts_with("letter\t") || line.trim().is_empty() {
                continue;
            }
            let cols: Vec<&str> = line.split('\t').collect();
            let count: u8 = cols[1].parse().expect("tile table count");
            let points: u8 = cols[2].parse().expect("tile table points");
            if cols[0] == "?" {
                blanks = count;
            } else {
                letters.push(LetterInfo {
                    face: cols[0].to_string(),
                    count,
                    points,
                });
            }
        }
        let blank_only_faces: Vec<String> = if id.language() == Language::Slovak {
            ["W", "Q", "Ö", "Ü", "Ě", "Ř"]
                .iter()
                .map(|s| s.to_string())
                .collect()
        } else {
            Vec::new()
        };
        let lower_faces = letters
            .iter()
            .map(|l| l.face.as_str())
            .chain(blank_only_faces.iter().map(|s| s.as_str()))
            .map(str::to_lowercase)
            .collect();
        TileSet {
            id,
            letters,
            blanks,
            blank_only_faces,
            lower_faces,
        }
    }

    pub fn letters(&self) -> &[LetterInfo] {
        &self.letters
    }

    pub fn blanks(&self) -> u8 {
        self.blanks
    }

    /// Number of faces a blank may be designated as.
    pub fn designations(&self) -> usize {
        self.letters.len() + self.blank_only_faces.len()
    }

    pub fn total_tiles(&self) -> usize {
        self.letters.iter().map(|l| l.count as usize).sum::<usize>() + self.blanks as usize
    }

    /// The upper-case face of a letter index (including blank-only faces).
    pub fn face(&self, letter: Letter) -> &str {
        let i = letter as usize;
        match self.letters.get(i) {
            Some(info) => &info.face,
            None => &self.blank_only_faces[i - self.letters.len()],
        }
    }

    /// The lower-case face, as words are spelled in the lexicon.
    pub fn lower_face(&self, letter: Letter) -> &str {
        &self.lower_faces[letter as usize]
    }

    /// Points of a tile kind; blanks are worth 0.
    pub fn points(&self, kind: Kind) -> u32 {
        match kind {
            Kind::Letter(l) => self.letters[l as usize].points as u32,
            Kind::Blank => 0,
        }
    }

    pub fn tile_points(&self, tile: Tile) -> u32 {
        self.points(tile.kind())
    }

    /// Every tile of a full set, letters in alphabet order then blanks.
    pub fn full_bag(&self) -> Vec<Kind> {
        let mut bag = Vec::with_capacity(self.total_tiles());
        for (i, info) in self.letters.iter().enumerate() {
            bag.extend(std::iter::repeat_n(
                Kind::Letter(i as Letter),
                info.count as usize,
            ));
        }
        bag.extend(std::iter::repeat_n(Kind::Blank, self.blanks as usize));
        bag
    }

    /// Counts per kind: index = letter, last index = blank.
    pub fn count_kinds<'a>(&self, kinds: impl IntoIterator<Item = &'a Kind>) -> Vec<u32> {
        let mut counts = vec![0u32; self.letters.len() + 1];
        for k in kinds {
            counts[self.kind_index(*k)] += 1;
        }
        counts
    }

    /// The kinds counted per kind index (as [`count_kinds`](Self::count_kinds) gives
    /// them), letters in order then blanks.
    pub fn kinds_counted<N: Copy + Into<u32>>(&self, counts: &[N]) -> Vec<Kind> {
        let mut kinds = Vec::new();
        for (i, &n) in counts.iter().enumerate() {
            kinds.extend(std::iter::repeat_n(self.kind_at(i), n.into() as usize));
        }
        kinds
    }

    pub fn kind_index(&self, kind: Kind) -> usize {
        match kind {
            Kind::Letter(l) => l as usize,
            Kind::Blank => self.letters.len(),
        }
    }

    pub fn kind_at(&self, index: usize) -> Kind {
        if index == self.letters.len() {
            Kind::Blank
        } else {
            Kind::Letter(index as Letter)
        }
    }

    /// Spell tiles as a lexicon word: faces concatenated, lower case.
    pub fn spell(&self, tiles: impl IntoIterator<Item = Tile>) -> String {
        tiles
            .into_iter()
            .map(|t| self.lower_face(t.letter))
            .collect()
    }

    fn letter_of_face(&self, face_upper: &str, blank: bool) -> Option<Letter> {
        let limit = if blank {
            self.designations()
        } else {
            self.letters.len()
        };
        (0..limit)
            .find(|&i| self.face(i as Letter) == face_upper)
            .map(|i| i as Letter)
    }

    /// Write a tile in Slovo notation: upper case, lower case for a blank, braces around a
    /// digraph (`{LJ}`, `{lj}`).
    pub fn tile_text(&self, tile: Tile) -> String {
        let face = if tile.blank {
            self.lower_face(tile.letter).to_string()
        } else {
            self.face(tile.letter).to_string()
        };
        if face.chars().count() > 1 {
            format!("{{{face}}}")
        } else {
            face
        }
    }

    pub fn kind_text(&self, kind: Kind) -> String {
        match kind {
            Kind::Blank => "?".to_string(),
            Kind::Letter(l) => self.tile_text(Tile::natural(l)),
        }
    }

    pub fn kinds_text(&self, kinds: &[Kind]) -> String {
        kinds.iter().map(|&k| self.kind_text(k)).collect()
    }

    /// Read a sequence of tile notation items: `A` a tile, `a` a blank as A, `{LJ}`/`{lj}` a
    /// digraph, `?` an undesignated blank, `.` a square already filled (returned as `None`
    /// in [`Item::Through`]).
    pub fn parse_items(&self, text: &str) -> Result<Vec<Item>, NotationError> {
        let mut items = Vec::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            let face: String = match c {
                '?' => {
                    items.push(Item::Blank);
                    continue;
                }
                '.' => {
                    items.push(Item::Through);
                    continue;
                }
                '{' => {
                    let mut face = String::new();
                    loop {
                        match chars.next() {
                            Some('}') => break,
                            Some(c) => face.push(c),
                            None => return Err(NotationError::UnclosedBrace(text.to_string())),
                        }
                    }
                    face
                }
                c => c.to_string(),
            };
            let tile = self.tile_of_face(&face).or_else(|| {
                // What a keyboard offers for a face this set writes otherwise.
                let mut one = face.chars();
                let alias = match (one.next(), one.next()) {
                    (Some(c), None) => typed_alias(c)?,
                    _ => return None,
                };
                self.tile_of_face(&alias)
            });
            let tile = tile.ok_or_else(|| NotationError::UnknownFace {
                face: face.clone(),
                tiles: self.id,
            })?;
            items.push(Item::Tile(tile));
        }
        Ok(items)
    }

    /// The tile a face names: upper case a tile, lower case a blank standing for it.
    fn tile_of_face(&self, face: &str) -> Option<Tile> {
        let upper = face.to_uppercase();
        let blank = face == face.to_lowercase() && face != upper;
        let letter = self.letter_of_face(&upper, blank)?;
        Some(Tile { letter, blank })
    }

    /// Parse a rack: tiles in upper case, `?` for a blank.
    pub fn parse_rack(&self, text: &str) -> Result<Vec<Kind>, NotationError> {
        self.parse_items(text)?
            .into_iter()
            .map(|item| match item {
                Item::Blank => Ok(Kind::Blank),
                Item::Tile(t) if !t.blank => Ok(Kind::Letter(t.letter)),
                _ => Err(NotationError::NotARackTile(text.to_string())),
            })
            .collect()
    }
}

/// The face a typed character may stand for when the set has no face of its own for it:
/// the single Unicode letters for the Croatian digraphs (Ǉ, ǈ and ǉ for LJ; titlecase is a
/// tile, lower case a blank), and the Latin letters that look like Cyrillic ones, typed on a
/// Latin keyboard for a Bulgarian game (A for А, lower case for a blank as ever).
fn typed_alias(c: char) -> Option<String> {
    const DIGRAPHS: [(char, char, char, &str); 3] = [
        ('Ǉ', 'ǈ', 'ǉ', "LJ"),
        ('Ǌ', 'ǋ', 'ǌ', "NJ"),
        ('Ǆ', 'ǅ', 'ǆ', "DŽ"),
    ];
    const LOOK_ALIKES: [(char, char); 12] = [
        ('A', 'А'),
        ('B', 'В'),
        ('E', 'Е'),
        ('K', 'К'),
        ('M', 'М'),
        ('H', 'Н'),
        ('O', 'О'),
        ('P', 'Р'),
        ('C', 'С'),
        ('T', 'Т'),
        ('X', 'Х'),
        ('Y', 'У'),
    ];
    if let Some(&(_, _, lower, face)) = DIGRAPHS.iter().find(|d| c == d.0 || c == d.1 || c == d.2) {
        return Some(if c == lower {
            face.to_lowercase()
        } else {
            face.to_string()
        });
    }
    let upper = c.to_uppercase().next()?;
    let &(_, cyrillic) = LOOK_ALIKES.iter().find(|(latin, _)| *latin == upper)?;
    Some(if c == upper {
        cyrillic.to_string()
    } else {
        cyrillic.to_lowercase().collect()
    })
}

/// One item of tile notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    Tile(Tile),
    Blank,
    Through,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES.md §1: tile counts per language.
    #[test]
    fn s1_tile_totals() {
        let totals: Vec<(TileSetId, usize)> = TileSetId::ALL
            .iter()
            .map(|&id| (id, id.tiles().total_tiles()))
            .collect();
        assert_eq!(
            totals,
            vec![
                (TileSetId::English, 100),
                (TileSetId::Slovak, 100),
                (TileSetId::Slovak110, 110),
                (TileSetId::Czech, 100),
                (TileSetId::Croatian, 103),
                (TileSetId::Danish, 100),
                (TileSetId::Bulgarian, 102),
            ]
        );
        for id in TileSetId::ALL {
            assert_eq!(id.tiles().blanks(), 2, "{id}");
        }
    }

    /// RULES.md §1: the embedded tables are the shared data files, byte for byte.
    #[test]
    fn s1_tile_tables_match_shared_data() {
        let dir =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/tiles");
        if !dir.exists() {
            eprintln!("skipped: {} is absent", dir.display());
            return;
        }
        for id in TileSetId::ALL {
            let shared = std::fs::read_to_string(dir.join(format!("{}.tsv", id.name()))).unwrap();
            assert_eq!(shared, id.source(), "{id}");
        }
    }

    /// RULES.md §1: face values sum as each table's header says.
    #[test]
    fn s1_face_value_sums() {
        let sum = |id: TileSetId| -> u32 {
            let t = id.tiles();
            t.full_bag().iter().map(|&k| t.points(k)).sum()
        };
        assert_eq!(sum(TileSetId::English), 187);
        assert_eq!(sum(TileSetId::Slovak), 267);
        assert_eq!(sum(TileSetId::Slovak110), 235);
        assert_eq!(sum(TileSetId::Czech), 205);
        assert_eq!(sum(TileSetId::Croatian), 182);
        assert_eq!(sum(TileSetId::Danish), 247);
        assert_eq!(sum(TileSetId::Bulgarian), 227);
    }

    /// RULES.md §1: Croatian digraph tiles spell two letters; blanks may be digraphs.
    #[test]
    fn s1_croatian_digraphs() {
        let hr = TileSetId::Croatian.tiles();
        let items = hr.parse_items("{LJ}UBAV").unwrap();
        let tiles: Vec<Tile> = items
            .iter()
            .map(|i| match i {
                Item::Tile(t) => *t,
                _ => panic!(),
            })
            .collect();
        assert_eq!(hr.face(tiles[0].letter), "LJ");
        assert_eq!(hr.spell(tiles.iter().copied()), "ljubav");
        let two = hr.parse_items("LJUBAV").unwrap();
        assert_eq!(two.len(), 6);
        let blank = hr.parse_items("{nj}").unwrap();
        assert_eq!(
            hr.tile_text(match blank[0] {
                Item::Tile(t) => t,
                _ => panic!(),
            }),
            "{nj}"
        );
    }

    /// The single Unicode letters for the Croatian digraphs read as those tiles (lower case
    /// a blank), and Latin look-alikes typed for a Bulgarian game read as the Cyrillic ones.
    #[test]
    fn typed_aliases_read_as_the_faces_they_look_like() {
        let hr = TileSetId::Croatian.tiles();
        let text = |items: Vec<Item>| {
            items
                .into_iter()
                .map(|i| match i {
                    Item::Tile(t) => hr.tile_text(t),
                    _ => panic!(),
                })
                .collect::<String>()
        };
        assert_eq!(text(hr.parse_items("ǇUBAV").unwrap()), "{LJ}UBAV");
        assert_eq!(text(hr.parse_items("ǈUBAV").unwrap()), "{LJ}UBAV");
        assert_eq!(text(hr.parse_items("ǉǋǆ").unwrap()), "{lj}{NJ}{dž}");
        // Not a face of English: still an error naming what was typed.
        assert!(matches!(
            TileSetId::English.tiles().parse_items("Ǉ"),
            Err(NotationError::UnknownFace { .. })
        ));
        let bg = TileSetId::Bulgarian.tiles();
        let latin = bg.parse_items("MAMA").unwrap();
        assert_eq!(latin, bg.parse_items("МАМА").unwrap());
        assert_eq!(bg.parse_items("a").unwrap(), bg.parse_items("а").unwrap());
        assert!(bg.parse_items("Q").is_err());
        // English keeps its own A.
        let en = TileSetId::English.tiles();
        assert_eq!(
            en.face(match en.parse_items("A").unwrap()[0] {
                Item::Tile(t) => t.letter,
                _ => panic!(),
            }),
            "A"
        );
    }

    /// RULES.md §1: a Slovak blank may be W, Q, Ö, Ü, Ě or Ř; other languages: faces only.
    #[test]
    fn s1_slovak_blank_only_faces() {
        let sk = TileSetId::Slovak.tiles();
        assert_eq!(sk.designations(), sk.letters().len() + 6);
        assert!(sk.parse_items("ö").is_ok());
        assert!(sk.parse_items("Ö").is_err(), "no natural Ö tile");
        assert!(TileSetId::Czech.tiles().parse_items("w").is_err());
        assert!(TileSetId::English.tiles().parse_items("ö").is_err());
    }

    #[test]
    fn s1_alphabet_order_is_row_order() {
        let sk = TileSetId::Slovak.tiles();
        let first: Vec<&str> = (0..4).map(|i| sk.face(i)).collect();
        assert_eq!(first, ["A", "Á", "Ä", "B"]);
        let bg = TileSetId::Bulgarian.tiles();
        assert_eq!(bg.face(0), "А");
        assert_eq!(bg.parse_rack("АБ?").unwrap().len(), 3);
    }

    #[test]
    fn languages_parse_by_name_and_code() {
        assert_eq!("sk".parse::<Language>().unwrap(), Language::Slovak);
        assert_eq!("Croatian".parse::<Language>().unwrap(), Language::Croatian);
        assert_eq!(
            "slovak-110".parse::<TileSetId>().unwrap(),
            TileSetId::Slovak110
        );
        assert!("klingon".parse::<Language>().is_err());
    }
}
