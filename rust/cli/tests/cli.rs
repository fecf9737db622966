//! The `slovo` binary, run as a user runs it.

use std::path::PathBuf;
use std::process::{Command, Output};

fn slovo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(args)
        .output()
        .expect("slovo runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn shared_gcg() -> Option<Vec<String>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/gcg");
    if !dir.is_dir() {
        eprintln!("skipped: {} is absent", dir.display());
        return None;
    }
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.ends_with(".gcg"))
        .collect();
    files.sort();
    Some(files)
}

#[test]
fn gcg_verify_passes_the_shared_records() {
    let Some(files) = shared_gcg() else { return };
    let mut args = vec!["gcg", "verify"];
    args.extend(files.iter().map(String::as_str));
    let out = slovo(&args);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    let last = text.lines().last().unwrap();
    assert_eq!(
        last,
        format!("{} files, 442 moves, 0 mismatches", files.len())
    );
    assert!(text.contains("incomplete.gcg: ok, 20 moves, incomplete"));
}

#[test]
fn gcg_verify_fails_on_a_mismatch_and_names_the_line() {
    let dir = std::env::temp_dir().join(format!("slovo-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.gcg");
    std::fs::write(&bad, "#player1 a A\n#player2 b B\n>a: CAT 8H CAT +11 11\n").unwrap();
    let out = slovo(&["gcg", "verify", bad.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("line 3: score: the record says +11, the rules give +10"),
        "{text}"
    );
    assert!(
        text.contains("line 3: total: the record says 11, the moves add up to 10"),
        "{text}"
    );
    assert_eq!(
        text.lines().last().unwrap(),
        "1 files, 1 moves, 2 mismatches"
    );

    let json = slovo(&["gcg", "verify", "--json", bad.to_str().unwrap()]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["mismatches"], 2);
    assert_eq!(value["reports"][0]["mismatches"][0]["line"], 3);

    let unreadable = dir.join("garbage.gcg");
    std::fs::write(&unreadable, "#player1 a A\n#player2 b B\n>a: CAT 8H\n").unwrap();
    let out = slovo(&["gcg", "verify", unreadable.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("line 3: cannot read the record"),
        "{}",
        stdout(&out)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn tiles_and_rules_print_the_equipment() {
    let out = slovo(&["tiles", "--lang", "croatian"]);
    let text = stdout(&out);
    assert!(out.status.success());
    assert!(text.starts_with("croatian tile set: 103 tiles"));
    assert!(text.contains("LJ\t1\t4"));
    let json = slovo(&["tiles", "--lang", "sk", "--json"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["total"], 100);

    let rules = stdout(&slovo(&["rules", "--preset", "bulgarian"]));
    assert!(rules.contains("validation:          auto"));
    assert!(rules.contains("bridge:              allowed from the game's turn 4 on"));
    let bad = slovo(&["rules", "--preset", "nope"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown preset"));
}

#[test]
fn help_is_everywhere() {
    for args in [
        vec!["--help"],
        vec!["gcg", "--help"],
        vec!["gcg", "verify", "--help"],
        vec!["tiles", "--help"],
        vec!["rules", "--help"],
    ] {
        let out = slovo(&args);
        assert!(out.status.success(), "{args:?}");
        assert!(stdout(&out).contains("Usage"), "{args:?}");
    }
}

#[test]
fn lexicon_check_answers_per_word_in_any_case_and_form() {
    let out = slovo(&[
        "lexicon",
        "check",
        "--lang",
        "sk",
        "ŽENÁCH",
        "z\u{30c}ien",
        "Bratislava",
        "kg",
    ]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "ŽENÁCH\tvalid\nz\u{30c}ien\tvalid\nBratislava\tinvalid\nkg\tinvalid\n"
    );
    let bad = slovo(&["lexicon", "check", "--lang", "xx", "word"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn lexicon_info_reports_every_language() {
    let out = slovo(&["lexicon", "info", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 6);
    for row in rows.as_array().unwrap() {
        assert!(row["words"].as_u64().unwrap() > 100_000);
        assert_eq!(row["checksum_ok"], true);
        assert_eq!(row["sha256"].as_str().unwrap().len(), 64);
        assert!(row["sources"][0]["licence"].as_str().is_some());
    }
    let text = stdout(&slovo(&["lexicon", "info", "--lang", "hr"]));
    assert!(text.contains("hunspell-hr"), "{text}");
}

#[test]
fn bench_lexicon_prints_a_table() {
    let out = slovo(&["bench", "lexicon", "--lang", "bg"]);
    let text = stdout(&out);
    assert!(out.status.success());
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("lang\twords\tdisk_bytes"));
    let row: Vec<&str> = lines[1].split('\t').collect();
    assert_eq!(row[0], "bg");
    let open_us: f64 = row[4].parse().unwrap();
    let lookup_ns: f64 = row[5].parse().unwrap();
    assert!(open_us > 0.0 && lookup_ns > 0.0);
}

#[test]
fn moves_lists_plays_and_the_best_first() {
    let empty = vec!["..............."; 15].join("/");
    let out = slovo(&[
        "moves", "--lang", "english", "--board", &empty, "--rack", "CEEORTT", "--top", "3",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    // The agreed figures for this rack (shared/data/movegen-examples.tsv).
    assert_eq!(lines[0], "plays: 348");
    assert!(lines[1].ends_with(" 22"), "{text}");
    assert_eq!(lines.len(), 4);
    let json = slovo(&[
        "moves", "--lang", "en", "--board", &empty, "--rack", "CEEORTT", "--json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["plays"], 348);
    let bad = slovo(&["moves", "--lang", "en", "--board", "...", "--rack", "AB"]);
    assert_eq!(bad.status.code(), Some(2));
}

/// Every broken record in the rules crate's test data fails `gcg verify` with its line and
/// reason (each file's `#description` names the line); the good ones around them still pass.
#[test]
fn gcg_verify_rejects_broken_records_with_line_and_reason() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../rules/tests/data/gcg-broken");
    let cases = [
        ("empty", "line 1: cannot read the record: the file is empty"),
        (
            "no-players",
            "line 2: cannot read the record: the record names no players",
        ),
        (
            "move-before-players",
            "line 3: cannot read the record: a move before the #player lines",
        ),
        (
            "undeclared-player",
            "line 5: cannot read the record: no #player line names \"c\"",
        ),
        (
            "final-rack-differs",
            "line 6: the end-of-game line's rack EIR is not the tiles it subtracts (EIX)",
        ),
        (
            "final-rack-malformed",
            "line 7: rack \"AE1\": \"1\" is not a face",
        ),
        (
            "final-rack-too-long",
            "line 7: rack AEEIOUUR has 8 tiles, more than a rack of 7 holds",
        ),
        (
            "phony-wrong-tiles",
            "line 5: the returned tiles DOGS are not the tiles of the withdrawn play CAT (CATS)",
        ),
        (
            "phony-tiles-not-played",
            "line 5: the returned tiles DOG are not the tiles of the withdrawn play CAT (CAT)",
        ),
        (
            "event-after-end",
            "line 8: an event after the final rack line",
        ),
        (
            "second-final-rack",
            "line 7: an event after the final rack line",
        ),
        (
            "final-rack-not-unseen",
            "line 5: the final rack (Z) holds Z, which is not unseen",
        ),
        (
            "final-racks-share-a-tile",
            "line 7: the final rack (Q) holds Q, which is not unseen",
        ),
        (
            "time-penalty-before-end",
            "line 5: a time penalty before the end of the game",
        ),
        (
            "second-time-penalty",
            "line 9: a second time penalty for the same player",
        ),
        (
            "duplicate-nickname",
            "line 3: cannot read the record: two #player lines name \"a\"",
        ),
        (
            "withdrawal-not-after-play",
            "line 6: withdraws a play, but the line before is not a play of this player",
        ),
        (
            "withdraws-anothers-play",
            "line 5: withdraws a play, but the line before is not a play of this player",
        ),
    ];
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut named: Vec<String> = cases.iter().map(|(n, _)| format!("{n}.gcg")).collect();
    named.sort();
    assert_eq!(files, named, "every broken record has its case here");
    for (name, expected) in cases {
        let path = dir.join(format!("{name}.gcg"));
        let out = slovo(&["gcg", "verify", path.to_str().unwrap()]);
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(1), "{name}: {text}");
        assert!(
            text.lines().any(|l| l.trim_start().starts_with(expected)),
            "{name}: expected {expected:?} in\n{text}"
        );
        let description = std::fs::read_to_string(&path).unwrap();
        if let Some(line) = description.strip_prefix("#description ") {
            let at = line.split(':').next().unwrap();
            assert!(expected.starts_with(at), "{name}: {at} vs {expected}");
        }
    }
}

/// One truth for the toolchain: every README that names a cargo version names the
/// workspace's `rust-version`.
#[test]
fn the_readmes_name_the_workspace_rust_version() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .expect("the workspace has a rust-version");
    for readme in ["README.md", "android/README.md", "ios/README.md"] {
        let text = std::fs::read_to_string(root.join(readme)).unwrap();
        let named: Vec<&str> = text
            .split("cargo ")
            .skip(1)
            .filter_map(|rest| rest.split_once(" or later").map(|(v, _)| v))
            .filter(|v| !v.is_empty() && v.chars().all(|c| c.is_ascii_digit() || c == '.'))
            .collect();
        assert!(!named.is_empty(), "{readme} names no cargo version");
        assert!(
            named.iter().all(|v| *v == version),
            "{readme} names cargo {named:?}, the workspace needs {version}"
        );
    }
}

/// Output piped into a reader that left (`slovo moves | head -1`) ends the command quietly:
/// no panic, nothing on stderr, killed by SIGPIPE or exited cleanly.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    use std::os::unix::process::ExitStatusExt;

    for args in [
        &["tiles", "--lang", "en"][..],
        &["rules", "--preset", "sss"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_slovo"))
            .args(args)
            .stdout(writer)
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
            .wait_with_output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
        assert!(
            out.status.success() || out.status.signal() == Some(libc::SIGPIPE),
            "{args:?}: {:?}",
            out.status
        );
    }
}

#[test]
fn bench_movegen_times_a_positions_file_with_the_counts_of_moves() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/positions-en.tsv");
    let text = std::fs::read_to_string(&file).unwrap();
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .map(|l| l.split('\t').collect())
        .collect();
    let out = slovo(&[
        "bench",
        "movegen",
        "--lang",
        "english",
        "--positions",
        file.to_str().unwrap(),
        "--runs",
        "3",
    ]);
    let printed = stdout(&out);
    assert!(out.status.success(), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines[0], "id\tplays\tmedian_us\tfrom_board_us");
    assert_eq!(lines.len(), rows.len() + 1, "{printed}");
    for (row, line) in rows.iter().zip(&lines[1..]) {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols[0], row[0]);
        let moves = slovo(&[
            "moves", "--lang", "english", "--board", row[1], "--rack", row[2], "--top", "0",
            "--json",
        ]);
        let json: serde_json::Value = serde_json::from_slice(&moves.stdout).unwrap();
        assert_eq!(cols[1], json["plays"].to_string(), "{}", row[0]);
        assert!(cols[2].parse::<f64>().unwrap() > 0.0);
        assert!(cols[3].parse::<f64>().unwrap() > 0.0);
    }
}

#[test]
fn bench_movegen_rejects_a_row_without_a_rack() {
    let dir = std::env::temp_dir().join(format!("slovo-positions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.tsv");
    let empty = vec!["..............."; 15].join("/");
    std::fs::write(&file, format!("id\tboard\track\nx\t{empty}\n")).unwrap();
    let out = slovo(&[
        "bench",
        "movegen",
        "--lang",
        "english",
        "--positions",
        file.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"));
    std::fs::remove_dir_all(dir).unwrap();
}

/// `slovo selfplay` of two English games, hard against hard, one thread, as JSON.
fn two_hard_games(extra: &[&str]) -> Output {
    let mut args = vec![
        "selfplay",
        "--lang",
        "english",
        "--games",
        "2",
        "--p1",
        "hard",
        "--p2",
        "hard",
        "--threads",
        "1",
        "--json",
    ];
    args.extend_from_slice(extra);
    slovo(&args)
}

#[test]
fn selfplay_no_endgame_reports_hard_bots_without_the_search() {
    let run = |extra: &[&str]| {
        let out = two_hard_games(extra);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let with = run(&[]);
    let without = run(&["--no-endgame"]);
    assert_eq!(with["p1"]["endgame"], true);
    assert_eq!(without["p1"]["endgame"], false);
    assert_eq!(without["p2"]["endgame"], false);
    assert_eq!(without["games"], 2);
    let narrow = run(&["--p1-endgame-width", "3"]);
    assert_eq!(narrow["p1"]["endgame_width"], 3);
    assert_eq!(narrow["p2"]["endgame_width"], with["p2"]["endgame_width"]);
}

/// `--p1-sim-plies 2`: the first bot's simulation answers the opponent's replies; games
/// finish and the report says which bot looked how far (the hard bot's two plies in the
/// pre-endgame, unless a seat is given one). Three plies are refused.
#[test]
fn selfplay_simulates_two_plies_for_one_seat() {
    let out = two_hard_games(&[
        "--hard-sims",
        "4",
        "--p1-sim-plies",
        "2",
        "--p2-pre-endgame-plies",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["p1"]["sim_plies"], 2);
    assert_eq!(report["p2"]["sim_plies"], 1);
    assert_eq!(report["p1"]["pre_endgame_plies"], 2);
    assert_eq!(report["p2"]["pre_endgame_plies"], 1);
    assert_eq!(report["p1"]["sims"], 4);
    assert_eq!(report["games"], 2);
    assert_eq!(report["errors"].as_array().map(Vec::len), Some(0));
    let three = two_hard_games(&["--p1-sim-plies", "3"]);
    assert!(!three.status.success());
    assert!(String::from_utf8_lossy(&three.stderr).contains("sim-plies"));
}

/// `--p2-engine`: an outside program plays the second seat over the line protocol. Here it
/// is `slovo moves` behind a shell loop (the top-scoring play, else a pass), so the games
/// are real on both sides, every answer is refereed, and the positions it was sent add up.
#[test]
fn selfplay_plays_an_outside_engine_over_lines() {
    let dir = std::env::temp_dir().join(format!("slovo-outside-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("positions.tsv");
    let engine = format!(
        r#"while IFS='	' read -r board rack other score other_score bag scoreless; do
             printf '%s\n' "$board	$rack	$other	$score	$other_score	$bag	$scoreless" >> '{log}'
             best=$('{slovo}' moves --lang en --board "$board" --rack "$rack" --top 1 | sed -n 2p)
             if [ -n "$best" ]; then echo "$best" | cut -d' ' -f1,2; else echo pass; fi
           done"#,
        log = log.display(),
        slovo = env!("CARGO_BIN_EXE_slovo"),
    );
    let selfplay = |engine: &str| two_hard_games(&["--p2-engine", engine]);
    let out = selfplay(&engine);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["games"], 2);
    assert_eq!(report["p2"]["engine"], engine.as_str());
    assert!(
        report["p2"]["points_per_turn"].as_f64().unwrap() > 10.0,
        "{report}"
    );
    let positions = std::fs::read_to_string(&log).unwrap();
    assert!(positions.lines().count() > 10, "{positions}");
    for line in positions.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 7, "{line}");
        let on_board = fields[0]
            .chars()
            .filter(|c| c.is_ascii_alphabetic())
            .count();
        let bag: usize = fields[5].parse().unwrap();
        // Every tile is on the board, on a rack or in the bag (English: 100 tiles).
        assert_eq!(
            on_board + fields[1].len() + fields[2].len() + bag,
            100,
            "{line}"
        );
    }

    // An answer that is no move of the position stops that game with a clear error.
    let out = selfplay("while read -r line; do echo 'Z99 QQQ'; done");
    assert!(!out.status.success());
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        report["errors"][0].as_str().unwrap().contains("Z99 QQQ"),
        "{report}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
