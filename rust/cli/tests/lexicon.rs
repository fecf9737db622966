//! `slovo lexicon sample` and `junk-rate` through the real binary (issue 19).

use std::process::Command;

fn slovo(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(args)
        .output()
        .expect("runs")
}

#[test]
fn samples_are_reproducible_words_of_the_list() {
    let a = slovo(&[
        "lexicon", "sample", "--lang", "sk", "--n", "20", "--seed", "5",
    ]);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let b = slovo(&[
        "lexicon", "sample", "--lang", "sk", "--n", "20", "--seed", "5",
    ]);
    assert_eq!(a.stdout, b.stdout);
    let words: Vec<String> = String::from_utf8(a.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(words.len(), 20);
    let mut args = vec!["lexicon", "check", "--lang", "sk"];
    args.extend(words.iter().map(String::as_str));
    let checked = String::from_utf8(slovo(&args).stdout).unwrap();
    assert!(checked.lines().all(|l| l.ends_with("\tvalid")), "{checked}");
}

#[test]
fn junk_rate_counts_and_refuses_bad_verdicts() {
    let dir = std::env::temp_dir().join(format!("slovo-junk-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.tsv");
    std::fs::write(
        &good,
        "# r\nžena\tok\t\t\nkaprónovejší\tjunk\tcomparative\t\nx\tunsure\t\t\n",
    )
    .unwrap();
    let out = slovo(&[
        "lexicon",
        "junk-rate",
        "--ui-lang",
        "en",
        good.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.contains("1 junk of 2 judged (1 unsure): 50.0 %"),
        "{text}"
    );
    let bad = dir.join("bad.tsv");
    std::fs::write(&bad, "žena\tmaybe\n").unwrap();
    let out = slovo(&["lexicon", "junk-rate", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn cut_samples_are_reproducible_forms_left_out_with_their_rule() {
    let args = [
        "lexicon", "sample", "--cut", "--lang", "da", "--n", "8", "--seed", "3",
    ];
    let a = slovo(&args);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert_eq!(a.stdout, slovo(&args).stdout);
    let text = String::from_utf8(a.stdout).unwrap();
    let rows: Vec<(&str, &str)> = text
        .lines()
        .map(|l| l.split_once('\t').expect("word<TAB>rule"))
        .collect();
    assert_eq!(rows.len(), 8, "{text}");
    assert!(
        rows.iter().all(|(_, rule)| rule.starts_with("da_")),
        "{text}"
    );
    let mut check = vec!["lexicon", "check", "--lang", "da"];
    check.extend(rows.iter().map(|(w, _)| *w));
    let checked = String::from_utf8(slovo(&check).stdout).unwrap();
    assert!(
        checked.lines().all(|l| l.ends_with("\tinvalid")),
        "{checked}"
    );
    // `why` names the same rule for each.
    let mut why = vec!["lexicon", "why", "--ui-lang", "en", "--lang", "da"];
    why.extend(rows.iter().map(|(w, _)| *w));
    let why = String::from_utf8(slovo(&why).stdout).unwrap();
    for (_, rule) in &rows {
        assert!(why.contains(rule), "{rule}: {why}");
    }
}
