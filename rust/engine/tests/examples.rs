//! The ten agreed English positions (`../shared/data/movegen-examples.tsv`): play counts and
//! top scores as two independent engines give them.

use std::path::PathBuf;

use slovo_engine::Generator;
use slovo_rules::{Board, Language, TileSetId};

#[test]
fn shared_examples_match_counts_and_top_scores() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/movegen-examples.tsv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent", path.display());
        return;
    };
    let lexicon = slovo_lexicon::open(&slovo_lexicon::default_dir(), Language::English).unwrap();
    let generator = Generator::new(&lexicon);
    let tiles = TileSetId::English.tiles();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("stage"))
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let board = Board::from_text(cols[1], tiles).unwrap();
        let rack = tiles.parse_rack(cols[2]).unwrap();
        let plays = generator.plays(&board, &rack, TileSetId::English);
        let expected: (usize, i32) = (cols[3].parse().unwrap(), cols[4].parse().unwrap());
        assert_eq!(
            (plays.len(), plays[0].score),
            expected,
            "{} {}",
            cols[0],
            cols[2]
        );
        checked += 1;
    }
    assert_eq!(checked, 10);
}
