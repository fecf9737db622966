//! A lexicon file that is cut short or damaged is refused when it is opened, with an error.
//! The fst crate's check at opening reads only the header and footer: it let every case below
//! through (even the first 36 bytes of a file), and lookups would then walk a damaged body
//! (which, the fst crate warns, may panic or answer wrongly). A forger may also recompute the
//! checksum over damaged bytes: then the graph check at opening refuses them, or what opens
//! answers every query without a panic. `fuzz/fuzz_targets/lexicon_open.rs` fuzzes the same path.

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

/// The fst footer's checksum: CRC-32C of every byte before it, masked as Snappy masks it.
/// Anyone can compute it, so a forger writes it over bytes they changed.
fn forge_checksum(bytes: &mut [u8]) {
    let n = bytes.len();
    let mut crc = !0u32;
    for &b in &bytes[..n - 4] {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0x82F6_3B78
            } else {
                crc >> 1
            };
        }
    }
    let crc = !crc;
    let masked = (crc.rotate_right(15)).wrapping_add(0xA282_EAD8);
    bytes[n - 4..].copy_from_slice(&masked.to_le_bytes());
}

/// Every query a game makes, on a lexicon that opened: none may panic, and the words walked
/// are as many as the footer says.
fn query_everything(lexicon: &Lexicon) {
    for probe in ["", "a", "e", "qu", "the", "zzz", "ž"] {
        lexicon.contains(probe);
        lexicon.has_prefix(probe);
        lexicon.next_letters(probe);
        lexicon.words_with_prefix(probe);
    }
    let mut words = 0;
    lexicon.for_each(|_| words += 1);
    assert_eq!(words, lexicon.len());
}

#[test]
fn an_untouched_file_with_its_checksum_rewritten_opens() {
    let mut bytes = english("words.fst");
    forge_checksum(&mut bytes);
    assert_eq!(
        bytes,
        english("words.fst"),
        "the forger's checksum is the real one"
    );
    query_everything(&open(&bytes).unwrap());
}

#[test]
fn damaged_word_lists_with_a_forged_checksum_are_refused_or_answer_without_panicking() {
    let bytes = english("words.fst");
    let body = bytes.len() - 4;
    let mut refused = 0;
    let mut tries = 0;
    for at in (0..body).step_by(1009) {
        for bit in [0, 7] {
            let mut forged = bytes.clone();
            forged[at] ^= 1 << bit;
            forge_checksum(&mut forged);
            tries += 1;
            match open(&forged) {
                Ok(lexicon) => query_everything(&lexicon),
                Err(LexiconError::Corrupt(_)) => refused += 1,
                Err(other) => panic!("byte {at} bit {bit}: {other}"),
            }
        }
    }
    // Most damage breaks the graph's shape; some only renames a letter or a flag.
    assert!(refused * 2 > tries, "{refused} of {tries} refused");
}

#[test]
fn every_bit_of_a_small_forged_list_is_refused_or_answers() {
    let small = Lexicon::from_words(Language::English, ["a", "ab", "abc", "b", "ba", "zebra"]);
    let bytes = small.as_fst_bytes().to_vec();
    for at in 0..bytes.len() - 4 {
        for bit in 0..8 {
            let mut forged = bytes.clone();
            forged[at] ^= 1 << bit;
            forge_checksum(&mut forged);
            if let Ok(lexicon) = open(&forged) {
                query_everything(&lexicon);
            }
        }
    }
}

#[test]
fn a_forged_word_count_is_refused() {
    let mut bytes = english("words.fst");
    // The footer: …, key count (8 bytes), root address (8 bytes), checksum (4 bytes).
    let n = bytes.len();
    let count = u64::from_le_bytes(bytes[n - 20..n - 12].try_into().unwrap());
    bytes[n - 20..n - 12].copy_from_slice(&(count + 1).to_le_bytes());
    forge_checksum(&mut bytes);
    let refused = open(&bytes);
    assert!(
        matches!(&refused, Err(LexiconError::Corrupt(why)) if why.contains("footer counts")),
        "{:?}",
        refused.err()
    );
}

#[test]
fn a_forged_frequency_file_is_refused() {
    let mut bytes = english("freq.fst");
    let n = bytes.len();
    let count = u64::from_le_bytes(bytes[n - 20..n - 12].try_into().unwrap());
    bytes[n - 20..n - 12].copy_from_slice(&(count - 1).to_le_bytes());
    forge_checksum(&mut bytes);
    let dir = std::env::temp_dir().join(format!("slovo-forged-freq-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("freq.fst");
    std::fs::write(&path, &bytes).unwrap();
    let opened = Frequencies::open(&path);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(matches!(opened, Err(LexiconError::Corrupt(_))));
}
