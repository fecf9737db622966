//! Letters as small codes, and tile faces as the letter codes they spell.

use slovo_lexicon::filter;
use slovo_rules::{Language, TileSet};

/// A language's letters, numbered from 1 in character order.
#[derive(Debug, Clone)]
pub struct Alphabet {
    chars: Vec<char>,
}

impl Alphabet {
    pub fn new(language: Language) -> Alphabet {
        Alphabet {
            chars: filter::letters(language).into_iter().collect(),
        }
    }

    pub fn code(&self, c: char) -> Option<u8> {
        self.chars.binary_search(&c).ok().map(|i| i as u8 + 1)
    }

    pub fn char(&self, code: u8) -> char {
        self.chars[code as usize - 1]
    }

    pub fn len(&self) -> usize {
        self.chars.len()
    }

    pub fn is_empty(&self) -> bool {
        self.chars.is_empty()
    }

    /// Letter codes of a word (None if it has a letter outside the alphabet).
    pub fn encode(&self, word: &str) -> Option<Vec<u8>> {
        word.chars().map(|c| self.code(c)).collect()
    }
}

/// A tile set's faces as letter codes: index = face (letter index, including faces only a
/// blank can take); a digraph face spells two codes.
#[derive(Debug, Clone)]
pub struct Faces {
    codes: Vec<[u8; 2]>,
    lens: Vec<u8>,
    /// Points of the natural tile of each face (0 for blank-only faces).
    pub points: Vec<u8>,
    /// Faces a natural tile has (the rest only a blank can show).
    pub naturals: usize,
    /// The one-letter face of each letter code, if any (index = code).
    single: Vec<Option<u8>>,
    /// Faces of two letters (Croatian digraph tiles).
    pub digraphs: Vec<u8>,
}

impl Faces {
    pub fn new(tiles: &TileSet, alphabet: &Alphabet) -> Faces {
        let mut codes = Vec::new();
        let mut lens = Vec::new();
        let mut points = Vec::new();
        for i in 0..tiles.designations() {
            let face = tiles.lower_face(i as u8);
            let mut c = [0u8; 2];
            let mut n = 0;
            for ch in face.chars() {
                c[n] = alphabet
                    .code(ch)
                    .expect("tile faces are letters of the language");
                n += 1;
            }
            codes.push(c);
            lens.push(n as u8);
            points.push(tiles.letters().get(i).map_or(0, |l| l.points));
        }
        let mut single = vec![None; alphabet.len() + 1];
        let mut digraphs = Vec::new();
        for (f, (c, &n)) in codes.iter().zip(&lens).enumerate() {
            if n == 1 {
                single[c[0] as usize] = Some(f as u8);
            } else {
                digraphs.push(f as u8);
            }
        }
        Faces {
            codes,
            lens,
            points,
            naturals: tiles.letters().len(),
            single,
            digraphs,
        }
    }

    #[inline]
    pub fn codes(&self, face: u8) -> &[u8] {
        &self.codes[face as usize][..self.lens[face as usize] as usize]
    }

    /// The one-letter face spelling a letter code.
    #[inline]
    pub fn single(&self, code: u8) -> Option<u8> {
        self.single.get(code as usize).copied().flatten()
    }

    pub fn count(&self) -> usize {
        self.codes.len()
    }
}
