//! GCG records: parse, verify and import never panic, whatever the bytes; a record that
//! imports exports back to a record that imports to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use slovo_rules::TileSetId;
use slovo_rules::gcg;

fuzz_target!(|data: &[u8]| {
    if let Ok(record) = gcg::parse(data) {
        // Croatian too: its digraph tiles ({LJ}) take another path through rack notation.
        let tiles = if data.len() % 2 == 0 {
            TileSetId::English
        } else {
            TileSetId::Croatian
        };
        let report = gcg::verify(&record, tiles.tiles());
        assert!(report.moves == record.events.len());
    }
    if let Ok(imported) = gcg::import(data) {
        let text = gcg::export(&imported.game, &imported.names);
        let again = gcg::import(text.as_bytes())
            .unwrap_or_else(|e| panic!("an imported game's export does not import: {e}\n{text}"));
        assert!(
            again.game == imported.game,
            "export/import changed the game\n{text}"
        );
    }
});
