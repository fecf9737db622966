//! Criterion benchmarks: open and lookup per language, on the committed lexicons.
//! `cargo bench -p slovo-lexicon` (languages not built yet are skipped).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use slovo_rules::Language;

fn lexicons(c: &mut Criterion) {
    let dir = slovo_lexicon::default_dir();
    for language in Language::ALL {
        let Ok(lexicon) = slovo_lexicon::open(&dir, language) else {
            eprintln!("skipped {language}: not built");
            continue;
        };
        c.bench_function(&format!("open/{}", language.code()), |b| {
            b.iter(|| black_box(slovo_lexicon::open(&dir, language).unwrap().len()))
        });
        let mut probes = Vec::new();
        let step = (lexicon.len() / 1000).max(1);
        let mut i = 0;
        lexicon.for_each(|w| {
            if i % step == 0 {
                probes.push(w.to_string());
                probes.push(format!("{w}q"));
            }
            i += 1;
        });
        c.bench_function(&format!("lookup/{}", language.code()), |b| {
            let mut k = 0;
            b.iter(|| {
                k = (k + 1) % probes.len();
                black_box(lexicon.contains_normalized(&probes[k]))
            })
        });
    }
}

criterion_group!(benches, lexicons);
criterion_main!(benches);
