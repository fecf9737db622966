//! How long a preview takes on a mid-game board: `App::preview` (the rules check and
//! scoring) and `Slovo::preview` (the same plus the FFI layer's face and square checks,
//! without the foreign call itself). The shells call it on every drag.
//!
//! `cargo bench -p slovo-ffi --bench preview`

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, criterion_group, criterion_main};
use slovo_app::{App, NewGame};
use slovo_engine::Level;
use slovo_ffi::{Slovo, TilePlacement};
use slovo_rules::{Language, Move, Placement, Square};

fn lexicons() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../lexicons"))
}

/// A game after about ten turns each, at the human's turn; its id.
fn mid_game(app: &App) -> String {
    let id = app
        .new_game(NewGame {
            language: Language::English,
            tile_set: None,
            preset: None,
            rack_size: 7,
            finish_line: None,
            human_name: "Ann".into(),
            bots: vec![Level::Easy],
            seed: Some(2024),
        })
        .unwrap();
    app.run_bots(&id).unwrap();
    for _ in 0..10 {
        let best = app.hint_plays(&id, 1).unwrap();
        let mv = best
            .first()
            .map_or(Move::Pass, |h| Move::Play(h.placements.clone()));
        app.human_move(&id, mv).unwrap();
        app.run_bots(&id).unwrap();
    }
    assert!(app.view(&id).unwrap().my_turn, "the game is still on");
    id
}

fn previews(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("slovo-bench-preview-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = App::open(&dir, &lexicons()).unwrap();
    let id = mid_game(&app);
    let good: Vec<Placement> = app.hint_plays(&id, 1).unwrap()[0].placements.clone();
    // The same tiles one row lower and two columns left: usually not a legal play.
    let mut shifted = good.clone();
    for p in &mut shifted {
        p.square = Square::new(
            usize::from(p.square.row + 1) % 15,
            usize::from(p.square.col + 13) % 15,
        )
        .unwrap();
    }
    let good_preview = app.preview(&id, &good).unwrap();
    assert!(good_preview.valid, "{good_preview:?}");
    eprintln!(
        "mid-game position: {} history lines; previewing {:?} ({:?}) and a shifted copy ({:?})",
        app.view(&id).unwrap().history.len(),
        good_preview.words,
        good_preview.score,
        app.preview(&id, &shifted).unwrap().error,
    );

    c.bench_function("App::preview, a legal play", |b| {
        b.iter(|| app.preview(black_box(&id), black_box(&good)).unwrap())
    });
    c.bench_function("App::preview, a refused play", |b| {
        b.iter(|| app.preview(black_box(&id), black_box(&shifted)).unwrap())
    });

    let core = Slovo::new(dir.display().to_string(), lexicons().display().to_string()).unwrap();
    let tiles = slovo_rules::TileSetId::English.tiles();
    let shell_placements: Vec<TilePlacement> = good
        .iter()
        .map(|p| TilePlacement {
            row: p.square.row.into(),
            col: p.square.col.into(),
            face: if p.tile.blank {
                tiles.lower_face(p.tile.letter).to_string()
            } else {
                tiles.face(p.tile.letter).to_string()
            },
            is_blank: p.tile.blank,
        })
        .collect();
    assert!(
        core.preview(id.clone(), shell_placements.clone())
            .unwrap()
            .valid
    );
    c.bench_function("Slovo::preview, a legal play", |b| {
        b.iter(|| {
            core.preview(black_box(id.clone()), black_box(shell_placements.clone()))
                .unwrap()
        })
    });
    drop(core);
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, previews);
criterion_main!(benches);
