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

/// A Position played on (and taken back) generates what a fresh one of that board does: the
/// incremental cross-checks match the full computation, in English and in Croatian (digraphs).
#[test]
fn a_played_position_generates_as_a_fresh_one() {
    for (language, tile_set, racks) in [
        (
            Language::English,
            TileSetId::English,
            [
                "RETAINS", "QUIZ?ED", "AEIOULN", "BOXTERS", "?ARMING", "FJORDSH",
            ],
        ),
        (
            Language::Croatian,
            TileSetId::Croatian,
            [
                "{LJ}UBAVI",
                "NOSITE?",
                "{NJ}EGOVA",
                "KRAVATE",
                "{DŽ}EPOVI",
                "ČAŠICE",
            ],
        ),
    ] {
        let g = generator(language);
        let tiles = tile_set.tiles();
        let plays_of = |pos: &slovo_engine::Position, rack: &[Kind]| {
            let mut plays = Vec::new();
            pos.for_each_play(rack, |placed, score| {
                let mut placed = placed.to_vec();
                placed.sort();
                plays.push((placed, score));
                true
            });
            plays.sort();
            plays
        };
        let mut board = Board::default();
        let mut pos = g.position(&board, tile_set);
        for turn in 0..12 {
            let rack = tiles.parse_rack(racks[turn % racks.len()]).unwrap();
            let other = tiles.parse_rack(racks[(turn + 1) % racks.len()]).unwrap();
            let Some(best) = g.plays(&board, &rack, tile_set).into_iter().next() else {
                continue;
            };
            let before = plays_of(&pos, &other);
            let undo = pos.play(&best.placements);
            let mut after = board.clone();
            for p in &best.placements {
                after.set(p.square, Some(p.tile));
            }
            let fresh = g.position(&after, tile_set);
            assert_eq!(
                plays_of(&pos, &other),
                plays_of(&fresh, &other),
                "{language:?} turn {turn}"
            );
            pos.undo(undo);
            assert_eq!(
                plays_of(&pos, &other),
                before,
                "{language:?} turn {turn} undone"
            );
            pos.play(&best.placements);
            board = after;
        }
    }
}

/// The generator carries a thread's last position on to the next board it is asked about
/// when that board grew from it: one play later, several plays later, or back to a smaller
/// board (checked anew). Each answer is a fresh position's.
#[test]
fn a_kept_position_answers_as_a_fresh_one() {
    let g = generator(Language::English);
    let tile_set = TileSetId::English;
    let tiles = tile_set.tiles();
    let racks = [
        "RETAINS", "QUIZ?ED", "AEIOULN", "BOXTERS", "?ARMING", "FJORDSH",
    ];
    let fresh = |board: &Board, rack: &[Kind]| {
        let mut plays = Vec::new();
        g.position(board, tile_set)
            .for_each_play(rack, |placed, score| {
                let mut placed = placed.to_vec();
                placed.sort();
                plays.push((placed, score));
                true
            });
        plays.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        plays
    };
    // A game's boards, one play apart.
    let mut boards = vec![Board::default()];
    for turn in 0..10 {
        let board = boards.last().unwrap().clone();
        let rack = tiles.parse_rack(racks[turn % racks.len()]).unwrap();
        let best = g.plays(&board, &rack, tile_set).remove(0);
        let mut after = board;
        for p in &best.placements {
            after.set(p.square, Some(p.tile));
        }
        boards.push(after);
    }
    // In order, skipping ahead, going back, and again from the start.
    for at in [1, 2, 3, 6, 7, 4, 9, 10, 0, 5, 10] {
        for rack in ["?ARMING", "QUIZ?ED"] {
            let rack = tiles.parse_rack(rack).unwrap();
            let kept: Vec<_> = g
                .plays(&boards[at], &rack, tile_set)
                .into_iter()
                .map(|p| (p.placements, p.score))
                .collect();
            assert_eq!(kept, fresh(&boards[at], &rack), "board {at}");
        }
    }
}
