//! `slovo play --plain`, run as a script would: commands on stdin, text on stdout.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A fresh data directory for one test, removed when the test ends.
struct DataDir(PathBuf);

impl DataDir {
    fn new(name: &str) -> DataDir {
        let dir = std::env::temp_dir().join(format!("slovo-play-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        DataDir(dir)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }

    fn file(&self, name: &str) -> PathBuf {
        self.0.join("games").join(name)
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn slovo(dir: &DataDir, args: &[&str], stdin: &str) -> (String, Output) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(["play", "--plain", "--data-dir", dir.path()])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("slovo runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (text, out)
}

fn new_game(dir: &DataDir, stdin: &str) -> String {
    slovo(dir, &["--seed", "1", "--bots", "1"], stdin).0
}

/// The last state block printed before a human move: from `Turn N` to the `Bag:` line.
fn last_state(text: &str) -> String {
    let start = text.rfind("\nTurn ").expect("a state block") + 1;
    let end = start + text[start..].find("\nBag: ").unwrap();
    let end = end + 1 + text[end + 1..].find('\n').unwrap();
    text[start..end].to_string()
}

fn rack(text: &str) -> String {
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with("Rack: "))
        .unwrap();
    line["Rack: ".len()..].to_string()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn the_board_rack_scores_and_turn_are_printed() {
    let dir = DataDir::new("print");
    let text = new_game(&dir, "");
    assert!(text.contains("Game 0001: english, classic preset, double-challenge"));
    let state = last_state(&text);
    let lines: Vec<&str> = state.lines().collect();
    assert!(
        lines[0].starts_with("Turn ") && lines[0].ends_with(": You to move."),
        "{state}"
    );
    assert_eq!(
        lines[1].split_whitespace().collect::<String>(),
        "ABCDEFGHIJKLMNO"
    );
    for (i, row) in lines[2..17].iter().enumerate() {
        assert!(row.starts_with(&format!("{:>2}  ", i + 1)), "{row}");
        assert_eq!(row[4..].split_whitespace().count(), 15, "{row}");
    }
    assert!(
        lines[17].starts_with("Scores: You 0, Bot 1 (medium) "),
        "{state}"
    );
    assert_eq!(rack(&text).chars().count(), 7);
    // With this seed the bot opens: its play is on the board and in the text.
    assert!(text.contains("Bot 1 (medium): H3 AZINES +50"), "{text}");
    assert!(lines[9].contains(" S "), "{state}");
    assert!(text.contains("Game 0001 is saved"));
}

#[test]
fn an_illegal_play_is_refused_and_changes_nothing() {
    let dir = DataDir::new("illegal");
    let first = new_game(&dir, "");
    let record = read(&dir.file("0001.gcg"));
    let tiles: String = rack(&first).chars().filter(|&c| c != '?').take(2).collect();
    let (text, _) = slovo(
        &dir,
        &["--resume", "0001"],
        &format!("8A {tiles}\nexchange\n8H {tiles}1\nquit\n"),
    );
    assert!(
        text.contains("refused: the play does not touch any tile on the board (§2)"),
        "{text}"
    );
    assert!(text.contains("refused: an exchange must name at least one tile (§2)"));
    assert!(text.contains("cannot read that: \"1\" is not a face of the english tile set"));
    assert!(text.contains("Game 0001 is saved; resume it with `slovo play --resume 0001`"));
    assert_eq!(read(&dir.file("0001.gcg")), record);
    assert_eq!(last_state(&text), last_state(&first));
}

#[test]
fn a_saved_game_resumes_where_it_stopped() {
    let dir = DataDir::new("resume");
    let first = new_game(&dir, "pass\n");
    assert!(first.ends_with(
        "End of input. Game 0001 is saved; resume it with `slovo play --resume 0001`.\n"
    ));
    assert!(first.contains("You: pass\nBot 1 (medium): "), "{first}");
    let sidecar: serde_json::Value = serde_json::from_str(&read(&dir.file("0001.json"))).unwrap();
    assert_eq!(
        sidecar["seats"],
        serde_json::json!(["human", {"bot": "medium"}])
    );
    assert_eq!(sidecar["finished"], false);
    // The latest unfinished game, or the one named (with or without its zeros).
    for resume in [&["--resume"][..], &["--resume", "0001"], &["--resume", "1"]] {
        let (again, _) = slovo(&dir, resume, "");
        assert_eq!(last_state(&again), last_state(&first), "{resume:?}");
    }
    // It goes on from there.
    let (more, _) = slovo(&dir, &["--resume"], "pass\n");
    assert!(more.contains("You: pass\nBot 1 (medium): "), "{more}");
    assert_ne!(last_state(&more), last_state(&first));
}

#[test]
fn a_whole_game_of_passes_ends_with_the_ranking() {
    let dir = DataDir::new("whole");
    let text = new_game(&dir, &"pass\n".repeat(80));
    let tail = &text[text.find("Game over").expect("the game ends")..];
    let lines: Vec<&str> = tail.lines().collect();
    assert!(lines[0].starts_with("Game over: "), "{tail}");
    assert_eq!(lines[1], "Final ranking:");
    assert!(lines[2].starts_with("  1. Bot 1 (medium) "), "{tail}");
    assert!(lines[3].starts_with("  2. You "), "{tail}");
    assert_eq!(lines[4], "Game 0001 is over and saved.");
    let sidecar: serde_json::Value = serde_json::from_str(&read(&dir.file("0001.json"))).unwrap();
    assert_eq!(sidecar["finished"], true);
    assert!(read(&dir.file("0001.gcg")).contains("#x-slovo-end "));

    // Nothing left to resume by default; the finished game still shows its result.
    let out = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(["play", "--plain", "--data-dir", dir.path(), "--resume"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no unfinished game"));
    let (again, _) = slovo(&dir, &["--resume", "0001"], "");
    assert!(again.contains("Final ranking:"));
}

#[test]
fn list_shows_the_saved_games() {
    let dir = DataDir::new("list");
    let (empty, _) = slovo(&dir, &["--list"], "");
    assert_eq!(empty, "no saved games\n");
    new_game(&dir, &"pass\n".repeat(80));
    slovo(
        &dir,
        &["--seed", "2", "--lang", "sk", "--levels", "easy,hard"],
        "",
    );
    let (list, _) = slovo(&dir, &["--list"], "");
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 2, "{list}");
    assert!(
        lines[0].starts_with("0001  english classic  finished  You "),
        "{list}"
    );
    assert!(
        lines[1].starts_with("0002  slovak sss  in progress, turn "),
        "{list}"
    );
    assert!(lines[1].contains("Bot 1 (easy) "), "{list}");
    assert!(lines[1].contains("Bot 2 (hard) "), "{list}");
}
