//! Which source forms become lexicon words (data/lexicons.md): lower-case entries only
//! (capitalised proper nouns and ALL-CAPS abbreviations go), letters a tile or a blank can
//! show, 2 to 15 letters, and no vowel-less abbreviations or units.

use std::collections::{BTreeSet, HashSet};

use slovo_rules::{Language, TileSetId};
use unicode_normalization::UnicodeNormalization;

/// The letters a word of `language` may use: every letter of a tile face (digraph faces give
/// their letters), plus faces only a blank can take (Slovak W, Q, Ö, Ü, Ě, Ř).
pub fn letters(language: Language) -> BTreeSet<char> {
    let mut letters = BTreeSet::new();
    for id in TileSetId::ALL
        .into_iter()
        .filter(|t| t.language() == language)
    {
        let tiles = id.tiles();
        for i in 0..tiles.designations() {
            letters.extend(tiles.lower_face(i as u8).chars());
        }
    }
    letters
}

fn vowels(language: Language) -> &'static str {
    match language {
        Language::English => "aeiouy",
        Language::Slovak => "aáäeéiíoóôuúyýöüě",
        Language::Czech => "aáeéěiíoóuúůyý",
        Language::Croatian => "aeiou",
        Language::Danish => "aeiouyæøåé",
        Language::Bulgarian => "аеиоуъюяѝ",
    }
}

/// Letters that carry a syllable between consonants (Czech *vlk*, Slovak *prst*, Croatian *crn*).
fn syllabic(language: Language) -> &'static str {
    match language {
        Language::Slovak => "rlŕĺ",
        Language::Czech | Language::Croatian => "rl",
        _ => "",
    }
}

/// A word has a syllable: a vowel, or a syllabic r/l with consonants on both sides.
pub fn has_syllable(language: Language, word: &str) -> bool {
    let vowels = vowels(language);
    let chars: Vec<char> = word.chars().collect();
    if chars.iter().any(|&c| vowels.contains(c)) {
        return true;
    }
    let syllabic = syllabic(language);
    chars
        .windows(3)
        .any(|w| syllabic.contains(w[1]) && !syllabic.contains(w[0]) && !syllabic.contains(w[2]))
}

/// Filters source forms into lexicon words.
pub struct WordFilter {
    language: Language,
    letters: BTreeSet<char>,
    stoplist: Stoplist,
    /// English (ENABLE) is a word game list: its vowel-less words (*hm, nth, crwth*) are real.
    drop_vowelless: bool,
}

/// Why a form was left out, for the build's counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dropped {
    Capitalised,
    Letters,
    Length,
    NoSyllable,
    Stoplist,
}

impl WordFilter {
    pub fn new(language: Language, stoplist: Stoplist) -> WordFilter {
        WordFilter {
            language,
            letters: letters(language),
            stoplist,
            drop_vowelless: language != Language::English,
        }
    }

    /// The lexicon word for a source form, or why it is dropped.
    pub fn accept(&self, form: &str) -> Result<String, Dropped> {
        let word: String = form.nfc().collect();
        if word.chars().any(char::is_uppercase) {
            return Err(Dropped::Capitalised);
        }
        if !word.chars().all(|c| self.letters.contains(&c)) {
            return Err(Dropped::Letters);
        }
        if !(2..=15).contains(&word.chars().count()) {
            return Err(Dropped::Length);
        }
        if self.drop_vowelless
            && !has_syllable(self.language, &word)
            && !self.stoplist.keep.contains(&word)
        {
            return Err(Dropped::NoSyllable);
        }
        if self.stoplist.stop.contains(&word) {
            return Err(Dropped::Stoplist);
        }
        Ok(word)
    }
}

/// A reviewed stoplist: words to drop, and words to keep although they have no syllable.
#[derive(Debug, Clone, Default)]
pub struct Stoplist {
    pub stop: HashSet<String>,
    pub keep: HashSet<String>,
}

/// Read a stoplist: one word per line, `+word` to keep a vowel-less word (an interjection
/// such as *hm*), `#` starts a comment.
pub fn parse_stoplist(text: &str) -> Stoplist {
    let mut list = Stoplist::default();
    for line in text.lines() {
        let entry = line.split('#').next().unwrap_or("").trim();
        match entry.strip_prefix('+') {
            Some(kept) => list.keep.insert(crate::normalize(kept.trim())),
            None if !entry.is_empty() => list.stop.insert(crate::normalize(entry)),
            None => false,
        };
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_include_digraph_parts_and_blank_faces() {
        let hr = letters(Language::Croatian);
        assert!(hr.contains(&'đ') && hr.contains(&'ž') && !hr.contains(&'q'));
        let sk = letters(Language::Slovak);
        assert!(sk.contains(&'w') && sk.contains(&'ö') && sk.contains(&'ŕ'));
        assert!(!letters(Language::Czech).contains(&'w'));
    }

    #[test]
    fn filters_proper_nouns_abbreviations_and_units() {
        let f = WordFilter::new(
            Language::Czech,
            parse_stoplist("# units\ncca # circa\n+hm\n"),
        );
        assert_eq!(f.accept("cca"), Err(Dropped::Stoplist));
        assert_eq!(f.accept("hm"), Ok("hm".to_string()));
        assert_eq!(f.accept("Praha"), Err(Dropped::Capitalised));
        assert_eq!(f.accept("DPH"), Err(Dropped::Capitalised));
        assert_eq!(f.accept("kg"), Err(Dropped::NoSyllable));
        assert_eq!(f.accept("ml"), Err(Dropped::NoSyllable));
        assert_eq!(f.accept("e-mail"), Err(Dropped::Letters));
        assert_eq!(f.accept("a"), Err(Dropped::Length));
        assert_eq!(f.accept("vlk"), Ok("vlk".to_string()));
        assert_eq!(f.accept("čtvrt"), Ok("čtvrt".to_string()));
        assert_eq!(f.accept("kwh"), Err(Dropped::Letters));
        // NFD input is stored as NFC.
        assert_eq!(f.accept("z\u{30c}en"), Ok("žen".to_string()));
        let en = WordFilter::new(Language::English, Stoplist::default());
        assert_eq!(en.accept("crwth"), Ok("crwth".to_string()));
        assert_eq!(en.accept("abcdefghijklmnop"), Err(Dropped::Length));
    }
}
