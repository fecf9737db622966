//! Criterion benchmarks of move generation: the fixed positions of every language, and the
//! shared English reference positions when `../shared` is present.
//! `cargo bench -p slovo-engine --bench movegen`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use slovo_engine::Generator;
use slovo_rules::{Board, Language, Rules, TileSetId};

fn movegen(c: &mut Criterion) {
    let dir = slovo_lexicon::default_dir();
    for language in Language::ALL {
        let lexicon = slovo_lexicon::open(&dir, language).expect("committed lexicon");
        let generator = Generator::new(&lexicon);
        let tiles = Rules::for_language(language).tiles;
        for p in slovo_engine::positions::standard(&generator) {
            c.bench_function(&format!("movegen/{}/{}", language.code(), p.name), |b| {
                b.iter(|| black_box(generator.count(&p.board, &p.rack, tiles)))
            });
        }
    }
    let shared = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/data/movegen-examples.tsv"
    );
    if let Ok(text) = std::fs::read_to_string(shared) {
        let lexicon = slovo_lexicon::open(&dir, Language::English).unwrap();
        let generator = Generator::new(&lexicon);
        let tiles = TileSetId::English.tiles();
        for (i, line) in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with("stage"))
            .enumerate()
        {
            let cols: Vec<&str> = line.split('\t').collect();
            let board = Board::from_text(cols[1], tiles).unwrap();
            let rack = tiles.parse_rack(cols[2]).unwrap();
            c.bench_function(
                &format!("movegen/shared/{i}-{}-{}", cols[0], cols[2]),
                |b| b.iter(|| black_box(generator.count(&board, &rack, TileSetId::English))),
            );
        }
    }
    c.bench_function("ready/cs", |b| {
        b.iter(|| {
            let lexicon = slovo_lexicon::open(&dir, Language::Czech).unwrap();
            black_box(Generator::new(&lexicon).dawg().arc_count())
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = movegen
}
criterion_main!(benches);
