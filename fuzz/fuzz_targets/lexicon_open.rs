//! Lexicon files. Any bytes open to an error or a lexicon, never a panic; a real lexicon cut
//! short or damaged anywhere is an error (its checksum); an undamaged one answers queries.
//!
//! The first byte picks the mode. Even: the input is the file. Odd: the input damages one of
//! the real files below (a cut, then byte flips), so the fuzzer explores damage, not files it
//! wrote itself. With the raw bytes it soon recomputes the checksum over a broken body (the
//! fst check compares it with its own input); the graph check at opening refuses such a
//! forged file, or what opens answers lookups without a panic (`rust/lexicon/src/graph_check.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use slovo_lexicon::{Bytes, Lexicon};
use slovo_rules::Language;

const FILES: [&[u8]; 3] = [
    include_bytes!("../data/many.fst"),
    include_bytes!("../data/slovak.fst"),
    include_bytes!("../../lexicons/en/words.fst"),
];

fn open(bytes: Vec<u8>) -> Option<Lexicon> {
    Lexicon::from_bytes(Language::Slovak, Bytes::Owned(bytes)).ok()
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    if mode % 2 == 0 {
        open(rest.to_vec());
        return;
    }
    let [which, cut_lo, cut_hi, edits @ ..] = rest else {
        return;
    };
    let file = FILES[*which as usize % FILES.len()];
    // A cut of 0xffff keeps the whole file; else the first N % len bytes.
    let cut = u16::from_le_bytes([*cut_lo, *cut_hi]) as usize;
    let mut bytes = if cut == 0xffff {
        file.to_vec()
    } else {
        file[..cut % file.len()].to_vec()
    };
    // Edits of 4 bytes: a 3-byte offset and the bits to flip there.
    for edit in edits.chunks_exact(4) {
        let at = u32::from_le_bytes([edit[0], edit[1], edit[2], 0]) as usize;
        if let Some(b) = bytes.get_mut(at % file.len()) {
            *b ^= edit[3];
        }
    }
    let damaged = bytes != file;
    match open(bytes) {
        Some(_) if damaged => panic!("a damaged lexicon opened"),
        Some(lexicon) => {
            for probe in ["", "a", "ža", "mesto", "zz"] {
                lexicon.contains(probe);
                lexicon.has_prefix(probe);
                lexicon.next_letters(probe);
                lexicon.words_with_prefix(probe);
            }
            let mut words = 0;
            lexicon.for_each(|_| words += 1);
            assert_eq!(words, lexicon.len());
        }
        None => assert!(damaged, "an undamaged lexicon did not open"),
    }
});
