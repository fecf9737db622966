//! `slovo analyze`: a short game played with `slovo play --plain` in a temp data directory,
//! analysed as text and JSON (every turn listed, the equity lost never negative, the best
//! play made losing nothing, the summary adding up from the turns); a public GCG record from
//! `../shared/data/gcg/`; and the refusals (unknown game, unreadable file, a game not over).

mod local_support;

use std::path::{Path, PathBuf};
use std::process::Output;

use local_support::{DataDir, run_slovo};
use serde_json::Value;

/// Runs `slovo ARGS` in English with `stdin`.
fn run(args: &[&str], stdin: &str) -> Output {
    run_slovo(args, stdin, "C")
}

fn ok(args: &[&str], stdin: &str) -> String {
    let out = run(args, stdin);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// Fails with a message on stderr and a non-zero exit code.
fn refused(args: &[&str]) -> String {
    let out = run(args, "");
    assert!(!out.status.success(), "{args:?} succeeded");
    assert_ne!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty(), "{args:?} printed an analysis");
    String::from_utf8(out.stderr).unwrap()
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args, "")).expect("JSON")
}

/// The summary of `seat` recomputed from the turns, checked against the one printed; and
/// every turn's own numbers.
fn check_adds_up(a: &Value) {
    let turns = a["turns"].as_array().unwrap();
    for t in turns {
        let lost = t["equity_lost"].as_f64().unwrap();
        let made = t["made"]["equity"].as_f64().unwrap();
        let best = t["best"]["equity"].as_f64().unwrap();
        assert!(lost >= 0.0, "{t}");
        assert!((best - made - lost).abs() < 0.011, "{t}");
        assert_eq!(lost == 0.0, t["made_rank"] == 1, "{t}");
        if t["made_rank"] == 1 {
            assert_eq!(t["made"], t["best"], "{t}");
        }
        for o in t["alternatives"].as_array().unwrap() {
            assert!(o["equity"].as_f64().unwrap() <= best, "{t}");
        }
    }
    for s in a["summaries"].as_array().unwrap() {
        let mine: Vec<&Value> = turns.iter().filter(|t| t["seat"] == s["seat"]).collect();
        assert_eq!(s["turns"].as_u64().unwrap() as usize, mine.len());
        let lost: f64 = mine
            .iter()
            .map(|t| t["equity_lost"].as_f64().unwrap())
            .sum();
        assert!(
            (lost - s["equity_lost"].as_f64().unwrap()).abs() < 0.01 * (1.0 + mine.len() as f64),
            "{lost} {s}"
        );
        let left: i64 = mine
            .iter()
            .map(|t| {
                (t["best"]["score"].as_i64().unwrap() - t["made"]["score"].as_i64().unwrap()).max(0)
            })
            .sum();
        assert_eq!(s["points_left"].as_i64().unwrap(), left, "{s}");
        let best_made = mine.iter().filter(|t| t["made_rank"] == 1).count();
        assert_eq!(s["best_made"].as_u64().unwrap() as usize, best_made);
        // The best move: the highest score made (the earliest on a tie).
        let top = mine
            .iter()
            .map(|t| t["made"]["score"].as_i64().unwrap())
            .max();
        let best_turn = mine
            .iter()
            .find(|t| Some(t["made"]["score"].as_i64().unwrap()) == top)
            .map(|t| t["turn"].clone());
        assert_eq!(s["best_turn"], best_turn.unwrap_or(Value::Null), "{s}");
        // The worst: the most equity lost (none when nothing was lost).
        let most = mine
            .iter()
            .map(|t| t["equity_lost"].as_f64().unwrap())
            .fold(0.0, f64::max);
        let worst_turn = mine
            .iter()
            .find(|t| most > 0.0 && t["equity_lost"].as_f64().unwrap() == most)
            .map(|t| t["turn"].clone());
        assert_eq!(s["worst_turn"], worst_turn.unwrap_or(Value::Null), "{s}");
    }
}

#[test]
fn a_finished_game_is_analysed_turn_by_turn() {
    let dir = DataDir::new("analyze", "game");
    let data = dir.0.to_str().unwrap();
    let play = |args: &[&str], stdin: &str| {
        let mut full = vec!["play", "--plain", "--data-dir", data];
        full.extend(args);
        ok(&full, stdin)
    };
    // The human plays the top hint, then the top hint again, then passes to the end.
    let asked = play(&["--seed", "4"], "hint\nquit\n");
    let first_hint = top_hint(&asked);
    let id = asked
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("Game ")?.split(' ').next())
        .expect("the game's id")
        .to_string();
    // Not over yet: refused, and nothing printed.
    let err = refused(&["analyze", &id, "--data-dir", data]);
    assert!(err.contains("not over"), "{err}");
    let asked = play(&["--resume", &id], &format!("{first_hint}\nhint\nquit\n"));
    let second_hint = top_hint(asked.rsplit("Hints, best first").next().unwrap());
    let end = play(
        &["--resume", &id],
        &format!("{second_hint}\n{}", "pass\n".repeat(80)),
    );
    assert!(end.contains("is over"), "{end}");

    let a = json(&["analyze", &id, "--data-dir", data, "--json"]);
    assert_eq!(a["source"], "game");
    assert_eq!(a["tile_set"], "english");
    // Every turn of the human is listed: the two plays and the passes the game saw.
    let turns = a["turns"].as_array().unwrap();
    let passes = end.matches("\nYou: pass").count();
    assert_eq!(turns.len(), 2 + passes, "{end}");
    assert!(turns.iter().all(|t| t["seat"] == 1));
    let gcg = |t: &Value| {
        format!(
            "{} {}",
            t["made"]["position"].as_str().unwrap(),
            t["made"]["word"].as_str().unwrap()
        )
    };
    assert_eq!(gcg(&turns[0]), first_hint);
    assert_eq!(gcg(&turns[1]), second_hint);
    // The text spells the word whole, the board's tiles in parentheses.
    let spelled = turns[1]["made"]["text"]
        .as_str()
        .unwrap()
        .split_once(' ')
        .unwrap()
        .1;
    let word = turns[1]["made"]["word"].as_str().unwrap();
    assert!(!spelled.contains('.'), "{spelled}");
    assert_eq!(
        spelled.contains('('),
        word.contains('.'),
        "{spelled} {word}"
    );
    assert_eq!(
        spelled.replace(['(', ')'], "").chars().count(),
        word.chars().count(),
        "{spelled} {word}"
    );
    let kinds: Vec<&str> = turns[2..]
        .iter()
        .map(|t| t["made"]["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.iter().all(|k| *k == "pass"), "{kinds:?}");
    // The first hint was the best move by the same equity: nothing lost.
    assert_eq!(turns[0]["made_rank"], 1);
    assert_eq!(turns[0]["equity_lost"], 0.0);
    // A pass with plays on offer loses something.
    assert!(
        turns[2]["equity_lost"].as_f64().unwrap() > 0.0,
        "{}",
        turns[2]
    );
    check_adds_up(&a);
    let made = a["summaries"][0]["best_made"].as_u64().unwrap();
    assert!(made >= 1);

    // The text says the same in English and in Slovak.
    let text = ok(&["analyze", &id[..8], "--data-dir", data], "");
    assert!(
        text.starts_with(&format!("You: {} turns\n", turns.len())),
        "{text}"
    );
    assert!(
        text.contains(&format!("Best moves made: {made} of {}\n", turns.len())),
        "{text}"
    );
    assert!(text.contains(&format!(": {first_hint} ")), "{text}");
    assert_eq!(text.matches("\nTurn ").count(), turns.len(), "{text}");
    let sk = ok(&["analyze", &id, "--data-dir", data, "--ui-lang", "sk"], "");
    assert!(sk.contains("Stratená hodnota: "), "{sk}");
    assert!(!sk.contains("Equity lost"), "{sk}");

    // The bot's seat of a local game (every rack is known) with one option after the best.
    let bot = json(&[
        "analyze",
        &id,
        "--data-dir",
        data,
        "--json",
        "--seat",
        "2",
        "--top",
        "1",
    ]);
    assert!(
        bot["turns"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["seat"] == 2 && t["alternatives"].as_array().unwrap().len() <= 1)
    );
    check_adds_up(&bot);

    // Refusals: no such game, no such seat, an unreadable file.
    let err = refused(&["analyze", "0123abcd", "--data-dir", data]);
    assert!(err.contains("No saved game"), "{err}");
    let err = refused(&["analyze", &id, "--data-dir", data, "--seat", "3"]);
    assert!(err.contains("no player 3"), "{err}");
    let missing = dir.0.join("missing.gcg");
    let err = refused(&["analyze", missing.to_str().unwrap()]);
    assert!(err.contains("Cannot read"), "{err}");
}

/// `8H WORD` of the first hint listed in `text`.
fn top_hint(text: &str) -> String {
    let hint = text
        .lines()
        .find_map(|l| l.strip_prefix("  1. "))
        .expect("a hint");
    let mut parts = hint.split(' ');
    format!("{} {}", parts.next().unwrap(), parts.next().unwrap())
}

fn shared_gcg(name: &str) -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/gcg")
        .join(name);
    if path.exists() {
        Some(path)
    } else {
        eprintln!(
            "skipped: {} is absent (the shared data folder sits next to the repository)",
            path.display()
        );
        None
    }
}

#[test]
fn a_public_gcg_record_is_analysed_from_its_racks() {
    let Some(path) = shared_gcg("vs_frentz.gcg") else {
        return;
    };
    let a = json(&["analyze", path.to_str().unwrap(), "--json"]);
    assert_eq!(a["source"], "record");
    assert_eq!(a["players"], serde_json::json!(["cesar", "frentz"]));
    // Every move line with a rack: the record's 25 lines are plays, passes and exchanges.
    let record = std::fs::read_to_string(&path).unwrap();
    let moves = record
        .lines()
        .filter(|l| l.starts_with('>') && !l.contains(" (") && !l.contains(" --"))
        .count();
    let turns = a["turns"].as_array().unwrap();
    assert_eq!(turns.len(), moves);
    assert_eq!(a["summaries"].as_array().unwrap().len(), 2);
    // The opening: ?AACDER, CRAAlED for 74, as the record says.
    assert_eq!(turns[0]["rack"], "?AACDER");
    assert_eq!(turns[0]["made"]["text"], "8D CRAAlED");
    assert_eq!(turns[0]["made"]["score"], 74);
    check_adds_up(&a);
    // One player only.
    let one = json(&["analyze", path.to_str().unwrap(), "--json", "--seat", "2"]);
    assert!(
        one["turns"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["seat"] == 2)
    );
    check_adds_up(&one);
    // A record that stops mid-game is a game not over.
    if let Some(incomplete) = shared_gcg("incomplete.gcg") {
        let err = refused(&["analyze", incomplete.to_str().unwrap()]);
        assert!(err.contains("not over"), "{err}");
    }
}
