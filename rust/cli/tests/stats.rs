//! `slovo stats`: the record of the games against bots played with `slovo play` in a data
//! directory (one real SQLite file), checked against what those games printed at their end.

mod local_support;

use local_support::{DataDir, run_slovo};

/// Runs `slovo ARGS --data-dir DIR` in English with `stdin`, and returns its stdout.
fn slovo(dir: &DataDir, args: &[&str], stdin: &str) -> String {
    let data_dir = dir.0.as_os_str();
    let with_dir = args.iter().map(std::ffi::OsStr::new);
    let out = run_slovo(
        with_dir.chain(["--data-dir".as_ref(), data_dir]),
        stdin,
        "C",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// What a finished game printed: the human's final score and place, the bots' scores.
#[derive(Debug)]
struct Ended {
    mine: i32,
    won: bool,
    opponents: Vec<i32>,
}

/// Reads the ranking under `Final ranking:` (`  1. Bot 1 (medium) 23 (score …)`).
fn ended(text: &str) -> Ended {
    let tail = &text[text.find("Final ranking:\n").expect("the game ended")..];
    let mut rows = Vec::new();
    for line in tail.lines().skip(1).take_while(|l| l.starts_with("  ")) {
        let (place, rest) = line.trim_start().split_once(". ").unwrap();
        let (you, rest) = match rest.strip_prefix("You ") {
            Some(rest) => (true, rest),
            None => (false, rest.split_once(") ").unwrap().1),
        };
        let score: i32 = rest.split(' ').next().unwrap().parse().unwrap();
        rows.push((place.parse::<u32>().unwrap(), you, score));
    }
    let firsts = rows.iter().filter(|r| r.0 == 1).count();
    let me = rows.iter().find(|r| r.1).expect("the human's row");
    Ended {
        mine: me.2,
        won: me.0 == 1 && firsts == 1,
        opponents: rows.iter().filter(|r| !r.1).map(|r| r.2).collect(),
    }
}

/// The lines `slovo stats` prints for these games, with their best play, bingos and
/// resignations.
fn expected(
    heading: &str,
    games: &[&Ended],
    best: Option<(&str, i32)>,
    bingos: u32,
    resigned: u32,
) -> String {
    let n = games.len() as f64;
    let wins = games.iter().filter(|g| g.won).count();
    let mean = |f: &dyn Fn(&Ended) -> f64| games.iter().map(|g| f(g)).sum::<f64>() / n;
    let average = mean(&|g| f64::from(g.mine)).round() as i64;
    let opponents = mean(&|g| f64::from(g.opponents.iter().sum::<i32>()) / g.opponents.len() as f64)
        .round() as i64;
    let highest = games.iter().map(|g| g.mine).max().unwrap();
    let plural = if games.len() == 1 { "game" } else { "games" };
    let best = match best {
        Some((word, points)) => format!("Best play: {word} for {points}"),
        None => "Best play: none yet".to_string(),
    };
    format!(
        "{heading}:\n{} {plural}: {wins} won, {} lost, 0 drawn\n\
         Average score {average} (opponents {opponents}), highest game {highest}\n\
         {best}\nBingos per game {:.2}, games resigned {resigned}\n",
        games.len(),
        games.len() - wins,
        f64::from(bingos) / n,
    )
}

#[test]
fn stats_count_the_finished_games_against_bots() {
    let dir = DataDir::new("stats", "bots");
    let play = |args: &[&str], stdin: &str| {
        let mut full = vec!["play", "--plain"];
        full.extend(args);
        slovo(&dir, &full, stdin)
    };
    assert_eq!(
        slovo(&dir, &["stats"], ""),
        "No finished games against bots yet. Finish one and its numbers appear here.\n"
    );
    // An English game: the human plays the best hint, then passes to the end.
    let asked = play(&["--seed", "4"], "hint\nquit\n");
    let hint = asked
        .lines()
        .find_map(|l| l.strip_prefix("  1. "))
        .expect("a hint");
    let (position, rest) = hint.split_once(' ').unwrap();
    let (word, rest) = rest.split_once(' ').unwrap();
    let points: i32 = rest
        .split(',')
        .next()
        .unwrap()
        .trim_start_matches('+')
        .parse()
        .unwrap();
    assert!(word.chars().all(|c| c.is_ascii_uppercase()), "{hint}");
    let first = play(
        &["--resume"],
        &format!("{position} {word}\n{}", "pass\n".repeat(80)),
    );
    assert!(
        first.contains(&format!("\nYou: {position} {word} +{points}\n")),
        "{first}"
    );
    // All seven tiles of the rack: a bingo.
    let bingos = u32::from(word.len() == 7);
    let first = ended(&first);
    // Another English game against a medium bot, all passes; then a Slovak one resigned
    // against an easy and a hard bot (filed under the hard level).
    let second = ended(&play(&["--seed", "1"], &"pass\n".repeat(80)));
    let third = ended(&play(
        &["--seed", "2", "--lang", "sk", "--levels", "easy,hard"],
        "resign\ny\n",
    ));
    // A game still going is not counted.
    play(&["--seed", "3"], "pass\nquit\n");

    let stats = slovo(&dir, &["stats"], "");
    let want = [
        expected(
            "All games",
            &[&first, &second, &third],
            Some((word, points)),
            bingos,
            1,
        ),
        expected(
            "English, medium bots",
            &[&first, &second],
            Some((word, points)),
            bingos,
            0,
        ),
        expected("Slovak, hard bots", &[&third], None, 0, 1),
    ]
    .concat();
    assert_eq!(stats, want);
    // The same in Slovak, from the same store.
    let sk = slovo(&dir, &["stats", "--ui-lang", "sk"], "");
    assert!(sk.starts_with("Všetky hry:\n"), "{sk}");
    assert!(sk.contains("\nslovenčina, boti: ťažký:\n1 hra: "), "{sk}");
    assert!(!sk.contains("games"), "{sk}");
}
