//! An opened lexicon: an fst set of lower-case NFC words, read in place (zero-copy).

use std::path::Path;

use fst::{Automaton, IntoStreamer, Streamer};
use slovo_rules::Language;
use unicode_normalization::UnicodeNormalization;

use crate::LexiconError;
use crate::graph_check::{MAX_WORD_BYTES, check_graph};

/// Where the fst bytes live: a memory map, bytes built into the binary, or owned bytes.
pub enum Bytes {
    Mapped(memmap2::Mmap),
    Static(&'static [u8]),
    Owned(Vec<u8>),
}

impl AsRef<[u8]> for Bytes {
    fn as_ref(&self) -> &[u8] {
        match self {
            Bytes::Mapped(m) => m,
            Bytes::Static(s) => s,
            Bytes::Owned(v) => v,
        }
    }
}

/// Check an fst's bytes before any lookup reads them. The fst crate's own check at opening
/// reads only the header and footer, so a file cut short or damaged in the middle passes it
/// and lookups then panic or answer wrongly; the checksum over every byte (one pass, about a
/// millisecond per megabyte) catches both. Files without a checksum (fst < 0.4) are refused.
/// A checksum recomputed over forged bytes passes, so the graph's shape is checked too
/// ([`check_graph`]): nothing a lookup reads is left unchecked.
pub(crate) fn verified_fst(bytes: Bytes) -> Result<fst::raw::Fst<Bytes>, LexiconError> {
    let corrupt = |e: fst::Error| LexiconError::Corrupt(e.to_string());
    let fst = fst::raw::Fst::new(bytes).map_err(corrupt)?;
    fst.verify().map_err(corrupt)?;
    check_graph(&fst).map_err(LexiconError::Corrupt)?;
    Ok(fst)
}

/// The words of one language.
pub struct Lexicon {
    language: Language,
    set: fst::Set<Bytes>,
}

/// Lower case and NFC: the form words are stored in (RULES.md §1).
pub fn normalize(word: &str) -> String {
    word.nfc()
        .flat_map(char::to_lowercase)
        .collect::<String>()
        .nfc()
        .collect()
}

impl Lexicon {
    /// Memory-map `path`; its bytes are read once now, for their checksum.
    pub fn open(language: Language, path: &Path) -> Result<Lexicon, LexiconError> {
        let file = std::fs::File::open(path).map_err(|e| LexiconError::io(path, e))?;
        // SAFETY: lexicon files are written once by the build and never modified in place;
        // the map is read-only.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| LexiconError::io(path, e))?;
        Lexicon::from_bytes(language, Bytes::Mapped(map))
    }

    /// Bytes of a whole, undamaged fst (see [`verified_fst`]), or `Corrupt`.
    pub fn from_bytes(language: Language, bytes: Bytes) -> Result<Lexicon, LexiconError> {
        let set = fst::Set::from(verified_fst(bytes)?);
        Ok(Lexicon { language, set })
    }

    /// Build an in-memory lexicon from words (normalized, sorted and deduplicated here); words
    /// longer than [`MAX_WORD_BYTES`] are left out (no board holds them, no file may).
    pub fn from_words<I, S>(language: Language, words: I) -> Lexicon
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let mut words: Vec<String> = words.into_iter().map(|w| normalize(w.as_ref())).collect();
        words.retain(|w| w.len() <= MAX_WORD_BYTES);
        words.sort_unstable();
        words.dedup();
        let set = fst::Set::from_iter(words).expect("sorted, deduplicated");
        Lexicon::from_bytes(language, Bytes::Owned(set.into_fst().into_inner()))
            .expect("a set just built")
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn len(&self) -> usize {
        self.set.len()
    }

    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }

    /// Size of the fst in bytes.
    pub fn bytes(&self) -> usize {
        self.set.as_fst().as_bytes().len()
    }

    pub fn as_fst_bytes(&self) -> &[u8] {
        self.set.as_fst().as_bytes()
    }

    /// Membership for input in any letter case, NFC or NFD.
    pub fn contains(&self, word: &str) -> bool {
        self.set.contains(normalize(word))
    }

    /// Membership for a word already lower case and NFC (the hot path).
    pub fn contains_normalized(&self, word: &str) -> bool {
        self.set.contains(word)
    }

    /// The fst node reached by reading `prefix`, if any word starts with it.
    fn node_after(&self, prefix: &[u8]) -> Option<fst::raw::Node<'_>> {
        let fst = self.set.as_fst();
        let mut node = fst.root();
        for &b in prefix {
            node = fst.node(node.transition(node.find_input(b)?).addr);
        }
        Some(node)
    }

    /// Is `prefix` (normalized) the start of some word?
    pub fn has_prefix(&self, prefix: &str) -> bool {
        self.node_after(prefix.as_bytes()).is_some()
    }

    /// The letters that extend `prefix` towards some word, in byte order.
    pub fn next_letters(&self, prefix: &str) -> Vec<char> {
        let fst = self.set.as_fst();
        let mut letters = Vec::new();
        // Walk whole UTF-8 sequences: a letter may take several bytes.
        fn walk(
            fst: &fst::raw::Fst<Bytes>,
            node: fst::raw::Node<'_>,
            bytes: &mut Vec<u8>,
            out: &mut Vec<char>,
        ) {
            for t in node.transitions() {
                bytes.push(t.inp);
                match std::str::from_utf8(bytes) {
                    Ok(s) => out.extend(s.chars()),
                    Err(e) if e.error_len().is_none() => walk(fst, fst.node(t.addr), bytes, out),
                    Err(_) => {}
                }
                bytes.pop();
            }
        }
        if let Some(node) = self.node_after(prefix.as_bytes()) {
            walk(fst, node, &mut Vec::new(), &mut letters);
        }
        letters
    }

    /// Every word starting with `prefix`, in order.
    pub fn words_with_prefix(&self, prefix: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut stream = self
            .set
            .search(fst::automaton::Str::new(prefix).starts_with())
            .into_stream();
        while let Some(w) = stream.next() {
            out.push(String::from_utf8_lossy(w).into_owned());
        }
        out
    }

    /// Visit every word in order.
    pub fn for_each(&self, mut f: impl FnMut(&str)) {
        let mut stream = self.set.stream();
        while let Some(w) = stream.next() {
            // The build writes UTF-8; a forged file's other bytes read as U+FFFD.
            f(&String::from_utf8_lossy(w));
        }
    }
}

impl slovo_rules::Lexicon for Lexicon {
    fn contains(&self, word: &str) -> bool {
        self.contains_normalized(word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries() {
        let lex = Lexicon::from_words(Language::Slovak, ["žena", "ženy", "Žien", "mesto"]);
        assert_eq!(lex.len(), 4);
        assert!(lex.contains("ŽIEN"));
        // NFD input: z + combining caron.
        assert!(lex.contains("z\u{30c}ena"));
        assert!(!lex.contains("žen"));
        assert!(lex.has_prefix("žen"));
        assert!(!lex.has_prefix("žex"));
        assert_eq!(lex.next_letters("žen"), vec!['a', 'y']);
        assert_eq!(lex.words_with_prefix("že"), vec!["žena", "ženy"]);
        let mut all = Vec::new();
        lex.for_each(|w| all.push(w.to_string()));
        assert_eq!(all, ["mesto", "žena", "ženy", "žien"]);
    }
}
