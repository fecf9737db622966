//! A lexicon file that is cut short or damaged is refused when it is opened, with an error.
//! The fst crate's check at opening reads only the header and footer: it let every case below
//! through (even the first 36 bytes of a file), and lookups would then walk a damaged body
//! (which, the fst crate warns, may panic or answer wrongly). `fuzz/fuzz_targets/lexicon_open.rs` fuzzes the same path.

use std::path::PathBuf;

use slovo_lexicon::freq::Frequencies;
use slovo_lexicon::{Bytes, Lexicon, LexiconError};
use slovo_rules::Language;

fn english(file: &str) -> Vec<u8> {
    let path = slovo_lexicon::default_dir().join("en").join(file);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn open(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
    Lexicon::from_bytes(Language::English, Bytes::Owned(bytes.to_vec()))
}

#[test]
fn truncated_word_lists_are_refused() {
    let bytes = english("words.fst");
    assert!(open(&bytes).is_ok());
    let n = bytes.len();
    for cut in [0, 1, 35, 36, 37, n / 3, n / 2, n - 5, n - 4, n - 1] {
        let head = open(&bytes[..cut]);
        assert!(
            matches!(head, Err(LexiconError::Corrupt(_))),
            "first {cut} bytes"
        );
        let tail = open(&bytes[n - cut..]);
        assert!(
            matches!(tail, Err(LexiconError::Corrupt(_))),
            "last {cut} bytes"
        );
    }
}

#[test]
fn damaged_word_lists_are_refused() {
    let bytes = english("words.fst");
    // One flipped bit anywhere, the footer included.
    for at in (0..bytes.len()).step_by(1013).chain([bytes.len() - 1]) {
        let mut damaged = bytes.clone();
        damaged[at] ^= 1 << (at % 8);
        assert!(
            matches!(open(&damaged), Err(LexiconError::Corrupt(_))),
            "bit flipped at byte {at}"
        );
    }
}

#[test]
fn damaged_frequency_files_are_refused() {
    let mut bytes = english("freq.fst");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x10;
    let dir = std::env::temp_dir().join(format!("slovo-corrupt-freq-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join("freq.fst");
    std::fs::write(&path, &bytes).unwrap();
    let opened = Frequencies::open(&path);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(matches!(opened, Err(LexiconError::Corrupt(_))));
}
