//! The load benchmark end to end: `slovo-load --spawn` plays a few short games against a real
//! server on a fresh database and reports every move applied, without errors. Not a timing
//! test: only that latencies were measured.

mod common;

use std::process::Command;

use common::POSTGRES_URL_VAR;
use serde_json::{Value, json};

const GAMES: u64 = 3;
const MOVES: u64 = 10;

#[test]
fn load_benchmark_applies_every_move_sqlite() {
    check(&run_load("sqlite"));
}

#[test]
fn load_benchmark_applies_every_move_postgres() {
    let Ok(url) = std::env::var(POSTGRES_URL_VAR) else {
        eprintln!(
            "skipped: PostgreSQL variant of the load benchmark ({POSTGRES_URL_VAR} is not set)"
        );
        return;
    };
    check(&run_load(&url));
}

/// `slovo-load --spawn <spawn>` with a tiny load; its JSON report.
fn run_load(spawn: &str) -> Value {
    let (games, moves) = (GAMES.to_string(), MOVES.to_string());
    let out = Command::new(env!("CARGO_BIN_EXE_slovo-load"))
        .args([
            "--spawn",
            spawn,
            "--games",
            &games,
            "--moves-per-game",
            &moves,
        ])
        .args(["--strategy", "random", "--seed", "7", "--json"])
        .output()
        .expect("run slovo-load");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "slovo-load failed: {stderr}");
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not a JSON report ({e}): {stderr}"))
}

fn check(report: &Value) {
    assert_eq!(report["games"], GAMES, "{report}");
    assert_eq!(report["moves_applied"], GAMES * MOVES, "{report}");
    assert_eq!(report["errors"], json!({}), "{report}");
    assert!(report["moves_per_s"].as_f64().unwrap() > 0.0, "{report}");
    // One submission per move; one read before each (plus the first reader's, maybe not to move).
    assert_eq!(report["submit"]["count"], GAMES * MOVES, "{report}");
    assert!(
        report["read"]["count"].as_u64().unwrap() >= GAMES * MOVES,
        "{report}"
    );
    for kind in ["submit", "read"] {
        let ms = |p: &str| report[kind][p].as_f64().unwrap();
        assert!(ms("p50_ms") > 0.0, "{kind}: {report}");
        assert!(
            ms("p50_ms") <= ms("p99_ms") && ms("p99_ms") <= ms("max_ms"),
            "{kind}: {report}"
        );
    }
}
