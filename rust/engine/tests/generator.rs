//! The generator's own promises: digraph tiles, blank-only faces, the play finder, exchanges.

use slovo_engine::{Generator, exchanges};
use slovo_rules::{Board, Kind, Language, PlayFinder, Rules, TileSetId};

fn generator(language: Language) -> Generator {
    Generator::new(&slovo_lexicon::open(&slovo_lexicon::default_dir(), language).unwrap())
}

/// RULES.md §1: LJUBAV may be spelled with the LJ tile or with L + J.
#[test]
fn croatian_words_come_with_digraph_tiles_and_with_letter_pairs() {
    let g = generator(Language::Croatian);
    let tiles = TileSetId::Croatian.tiles();
    let texts = |rack: &str| -> Vec<String> {
        let rack = tiles.parse_rack(rack).unwrap();
        g.plays(&Board::default(), &rack, TileSetId::Croatian)
            .iter()
            .map(|p| {
                p.placements
                    .iter()
                    .map(|pl| tiles.tile_text(pl.tile))
                    .collect()
            })
            .collect()
    };
    assert!(texts("{LJ}UBAV").contains(&"{LJ}UBAV".to_string()));
    assert!(texts("LJUBAV").contains(&"LJUBAV".to_string()));
    // A blank may be the digraph.
    assert!(texts("?UBAV").contains(&"{lj}UBAV".to_string()));
}

/// RULES.md §1: a Slovak blank may stand for W, Q, Ö, Ü, Ě or Ř when a word needs it.
#[test]
fn slovak_blanks_take_blank_only_faces() {
    let g = generator(Language::Slovak);
    let tiles = TileSetId::Slovak.tiles();
    let lexicon = slovo_lexicon::open(&slovo_lexicon::default_dir(), Language::Slovak).unwrap();
    let rack = tiles.parse_rack("?EB").unwrap();
    let plays = g.plays(&Board::default(), &rack, TileSetId::Slovak);
    let spelled: Vec<String> = plays
        .iter()
        .map(|p| tiles.spell(p.placements.iter().map(|pl| pl.tile)))
        .collect();
    assert!(
        lexicon.contains("web"),
        "the test needs 'web' in the Slovak list"
    );
    assert!(spelled.contains(&"web".to_string()), "{spelled:?}");
}

#[test]
fn play_finder_answers_and_exchanges_are_distinct() {
    let g = generator(Language::English);
    let rules = Rules::for_language(Language::English);
    let tiles = TileSetId::English.tiles();
    assert!(g.has_legal_play(&Board::default(), &tiles.parse_rack("CAT").unwrap(), &rules));
    assert!(!g.has_legal_play(&Board::default(), &tiles.parse_rack("QZ").unwrap(), &rules));
    let rack = tiles.parse_rack("AAB?").unwrap();
    let all = exchanges(&rack);
    // (0..=2 A) x (0..=1 B) x (0..=1 ?) minus the empty exchange.
    assert_eq!(all.len(), 3 * 2 * 2 - 1);
    assert!(all.contains(&vec![
        Kind::Letter(0),
        Kind::Letter(0),
        Kind::Letter(1),
        Kind::Blank
    ]));
}
