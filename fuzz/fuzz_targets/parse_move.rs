//! Move notation (`8H WORD`, `exchange AB?`, `pass`, ...) read by `slovo_rules::play::parse_move`
//! against a board: an error or a move, never a panic; a play it reads can be scored.
#![no_main]

use libfuzzer_sys::fuzz_target;
use slovo_rules::play::{parse_move, placements_from_text, score_play};
use slovo_rules::{Board, Move, TileSetId};

fuzz_target!(|data: &[u8]| {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let ids = TileSetId::ALL;
    let id = ids[(choice as usize & 0x7f) % ids.len()];
    let tiles = id.tiles();
    // Half the inputs play on a board that already holds a word across the centre, so
    // '.' (through a tile) and hooks have something to meet.
    let mut board = Board::default();
    if choice & 0x80 != 0 {
        let word: String = (0..4).map(|i| tiles.kind_text(tiles.kind_at(i))).collect();
        let centre = "8F".parse().expect("a position");
        if let Ok(placements) = placements_from_text(&board, centre, &word, tiles) {
            for pl in placements {
                board.set(pl.square, Some(pl.tile));
            }
        }
    }
    // A rack of the set's first tiles (digraphs included, for Croatian), or none.
    let rack: Vec<_> = (0..7 * usize::from(choice & 0x40 != 0))
        .map(|i| tiles.kind_at(i % tiles.letters().len()))
        .collect();
    if let Ok(Move::Play(placements)) = parse_move(text, &board, tiles, &rack) {
        let _ = score_play(&board, &placements, tiles, |n| if n >= 7 { 50 } else { 0 });
    }
});
