//! `slovo tycoon play --plain`, run as a script would: commands on stdin, text on stdout,
//! the game in progress saved as `tycoon.json` in the data directory.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use slovo_i18n::{Catalog, Message, UiLang};

/// A fresh data directory for one test, removed when the test ends.
struct DataDir(PathBuf);

impl DataDir {
    fn new(name: &str) -> DataDir {
        let dir = std::env::temp_dir().join(format!("slovo-tycoon-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        DataDir(dir)
    }

    fn save(&self) -> PathBuf {
        self.0.join("tycoon.json")
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn run(dir: &DataDir, args: &[&str], stdin: &str, lang: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(["tycoon", "play", "--plain", "--data-dir"])
        .arg(&dir.0)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
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
    child.wait_with_output().unwrap()
}

fn tycoon(dir: &DataDir, args: &[&str], stdin: &str) -> String {
    let out = run(dir, args, stdin, "C");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The text after `label` on the last line that starts with it.
fn last<'a>(text: &'a str, label: &str) -> &'a str {
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with(label))
        .unwrap_or_else(|| panic!("no {label:?} in {text}"));
    &line[label.len()..]
}

fn en(message: Message) -> String {
    Catalog::new(UiLang::En).render(&message)
}

#[test]
fn the_screen_shows_the_state_and_an_empty_exchange_is_refused() {
    let dir = DataDir::new("screen");
    let text = tycoon(
        &dir,
        &["--seed", "3", "--bots", "2"],
        "exchange\nhelp\nquit\n",
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Tycoon (seed 3): You, Bot 1 (medium), Bot 2 (medium)."
    );
    assert_eq!(lines[2], "Round 1: your turn.");
    assert_eq!(lines[3], "Goal: patents worth $34 start the final round");
    for (i, name) in ["You", "Bot 1", "Bot 2"].iter().enumerate() {
        assert_eq!(
            lines[4 + i],
            format!("{name}: $0, 0 stock, patents $0 (none), score 0")
        );
    }
    // A letter and its price stay together (a no-break space) when a screen wraps.
    let lines7 = lines[7].replace('\u{a0}', " ");
    assert!(
        lines7.starts_with("Patents for sale: A $8, B $2, C $3,"),
        "{}",
        lines[7]
    );
    assert!(lines7.ends_with("Y $3, Z $2"), "{}", lines[7]);
    let community = last(&text, "Community: ");
    let hand = last(&text, "Your hand: ");
    assert_eq!(community.split(' ').count(), 3, "{community}");
    assert_eq!(hand.split(' ').count(), 7, "{hand}");
    // 102 cards: 3 hands of 7 and 3 community cards dealt.
    assert_eq!(lines[10], "Deck: 78 cards, discard pile: 0.");
    assert_eq!(
        lines[11],
        "Your turn: word WORD, exchange LETTERS, pass, help"
    );
    let example: String = hand.split(' ').take(2).collect();
    assert_eq!(lines[12], "> exchange");
    assert_eq!(
        lines[13],
        format!(
            "Name the cards to give back: exchange LETTERS (for example exchange {example}). \
             To end the turn without exchanging, type pass."
        )
    );
    // Refused, it changed nothing: the prompt asks again and the state is not reprinted.
    assert_eq!(lines[14], lines[11]);
    assert_eq!(lines[15], "> help");
    assert!(lines[16].starts_with("Commands: word WORD builds a word"));
    assert!(text.ends_with(&format!(
        "The game is saved in {}; `slovo tycoon play` offers to resume it.\n",
        dir.save().display()
    )));
}

#[test]
fn the_game_speaks_the_interface_language() {
    for (args, lang) in [(&["--ui-lang", "sk"][..], "C"), (&[][..], "sk_SK.UTF-8")] {
        let dir = DataDir::new("slovak");
        let mut full = vec!["--seed", "3"];
        full.extend(args);
        let out = run(&dir, &full, "exchange\nword qqq\nfrobnicate\nquit\n", lang);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        let sk = Catalog::new(UiLang::Sk);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Tycoon (seed 3): Ty, Bot 1 (stredný).");
        assert_eq!(lines[2], "1. kolo: si na ťahu.");
        assert_eq!(
            lines[3],
            sk.render(&Message::new("tycoon-goal").with("value", 45))
        );
        assert_eq!(lines[3], "Cieľ: patenty za 45\u{a0}$ spustia posledné kolo");
        assert_eq!(
            lines[4],
            "Ty: 0\u{a0}$, 0 akcií, patenty za 0\u{a0}$ (žiadne), skóre 0"
        );
        assert!(lines[6].starts_with("Patenty na predaj: A\u{a0}8\u{a0}$, B\u{a0}2\u{a0}$"));
        assert!(lines[7].starts_with("Na stole: "), "{}", lines[7]);
        assert!(lines[8].starts_with("Tvoje karty: "), "{}", lines[8]);
        assert_eq!(lines[9], "Balíček: 85 kariet, odložené: 0.");
        assert_eq!(
            lines[10],
            "Si na ťahu: word SLOVO, exchange PÍSMENÁ, pass, help"
        );
        assert!(lines[12].starts_with("Napíš, ktoré karty vraciaš: exchange PÍSMENÁ"));
        assert!(text.contains("\nZ tvojich kariet a kariet na stole sa QQQ zložiť nedá.\n"));
        assert!(text.contains("\nNeznámy príkaz „frobnicate“. Príkazy: word SLOVO"));
        assert!(text.contains("\nHra je uložená v "));
        // No English line got through.
        for english in ["Your", "Round", "Goal", "patents worth", "saved"] {
            assert!(!text.contains(english), "{english} in {text}");
        }
    }
}

/// Three letters of `hand` in an order that is no English word.
fn nonword(hand: &str) -> String {
    let lex = slovo_lexicon::open(
        &slovo_lexicon::default_dir(),
        slovo_rules::Language::English,
    )
    .expect("the English lexicon");
    let cards: Vec<char> = hand.split(' ').flat_map(|c| c.chars()).collect();
    for a in 0..cards.len() {
        for b in 0..cards.len() {
            for c in 0..cards.len() {
                if a == b || b == c || a == c {
                    continue;
                }
                let word: String = [cards[a], cards[b], cards[c]].iter().collect();
                if !lex.contains_normalized(&word.to_lowercase()) {
                    return word;
                }
            }
        }
    }
    panic!("every order of {hand} is a word");
}

#[test]
fn three_refused_words_lose_the_turn_and_the_penalty_says_what_to_type() {
    let dir = DataDir::new("penalty");
    let first = tycoon(&dir, &["--seed", "8"], "");
    let hand = last(&first, "Your hand: ").to_string();
    let bad = nonword(&hand);
    let discard = hand.chars().next().unwrap();
    let script = format!("word {bad}\nword {bad}\nword {bad}\npenalty\npenalty {discard}\nquit\n");
    let text = tycoon(&dir, &["--new", "--seed", "8"], &script);
    let said = |m: Message| en(m.with("name", "You").with("word", bad.as_str()));
    for left in [2, 1] {
        let line = said(Message::new("tycoon-log-rejected").with("count", left));
        assert!(text.contains(&format!("\n{line}\n")), "{line} in {text}");
    }
    assert!(text.contains("You: ") && text.contains("is not a word (2 attempts left)."));
    assert!(text.contains("Your turn: word WORD, exchange LETTERS, pass, help · 1 attempt left"));
    assert!(text.contains(&format!(
        "You: {bad} is not a word, and the turn is lost.\n"
    )));
    let penalty = format!(
        "Your turn is lost: discard one card from your hand with penalty LETTER \
         (for example penalty {discard})"
    );
    assert!(
        text.contains(&format!("\n{penalty}\n> penalty\n")),
        "{text}"
    );
    assert!(text.contains(&format!(
        "> penalty\nWhich card? Type one letter of your hand, for example penalty {discard}.\n{penalty}\n> penalty {discard}\nYou: one card discarded for the lost turn.\n"
    )));
    // The bot played its turn after the penalty: round 2 is the human's again.
    assert!(text.contains("\nRound 2: your turn.\n"), "{text}");
}

#[test]
fn quit_saves_and_the_next_start_resumes_the_same_game() {
    let dir = DataDir::new("resume");
    let first = tycoon(&dir, &["--seed", "5"], "");
    let hand = last(&first, "Your hand: ").replace(' ', "");
    let give: String = hand.chars().take(3).collect();
    let before = tycoon(
        &dir,
        &["--new", "--seed", "5"],
        &format!("exchange {give}\nquit\n"),
    );
    assert!(before.contains("You: 3 cards exchanged.\n"), "{before}");
    assert!(dir.save().exists());
    let state = |text: &str| -> Vec<String> {
        ["Your hand: ", "Community: ", "Deck: ", "You: ", "Bot 1: "]
            .iter()
            .map(|l| last(text, l).to_string())
            .collect()
    };
    // An empty answer takes the offer; so do the language's yes and --resume.
    for (args, answer) in [(&[][..], "\n"), (&[][..], "y\n"), (&["--resume"][..], "")] {
        let again = tycoon(&dir, args, &format!("{answer}quit\n"));
        if args.is_empty() {
            assert!(
                again.starts_with(
                    "A saved game is waiting (round 2, 2 players). Resume it? [Y/n]\n"
                ),
                "{again}"
            );
        }
        assert!(again.contains("\nRound 2: your turn.\n"), "{again}");
        assert_eq!(state(&again), state(&before));
    }
    // The Slovak offer takes a Slovak yes.
    let out = run(&dir, &["--ui-lang", "sk"], "a\nquit\n", "C");
    let sk = String::from_utf8(out.stdout).unwrap();
    assert!(sk.starts_with("Čaká uložená hra (2. kolo, 2 hráči). Pokračovať v nej? [A/n]\n"));
    assert!(sk.contains("\n2. kolo: si na ťahu.\n"), "{sk}");
    // No: a new game from the seed, which replaces the save as soon as it is saved.
    let fresh = tycoon(&dir, &["--seed", "5"], "n\nquit\n");
    assert!(fresh.contains("\nRound 1: your turn.\n"), "{fresh}");
    assert_eq!(last(&fresh, "Your hand: ").replace(' ', ""), hand);
    let again = tycoon(&dir, &[], "\nquit\n");
    assert!(again.contains("(round 1, 2 players)"), "{again}");
}

#[test]
fn a_broken_save_is_refused_and_kept() {
    let dir = DataDir::new("broken");
    std::fs::create_dir_all(&dir.0).unwrap();
    std::fs::write(dir.save(), "{ not json").unwrap();
    let out = run(&dir, &[], "quit\n", "C");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot be read") && err.contains("--new"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(dir.save()).unwrap(), "{ not json");
    let out = run(&DataDir::new("none"), &["--resume"], "", "C");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no saved Tycoon game"));
}

/// `N. NAME: SCORE = $M money + S stock + $V in patents (…)`, checked to add up.
fn breakdown(line: &str) -> (String, u32) {
    let (head, rest) = line.split_once(": ").unwrap();
    let name = head.split_once(". ").unwrap().1.to_string();
    let nums: Vec<u32> = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .take(4)
        .map(|s| s.parse().unwrap())
        .collect();
    let [score, money, stock, value] = nums[..] else {
        panic!("{line}")
    };
    assert_eq!(score, money + stock + value, "{line}");
    (name, score)
}

#[test]
fn a_game_to_the_end_shows_each_players_breakdown() {
    let dir = DataDir::new("end");
    // The human passes every turn; the bot buys patents until the goal starts the last round.
    let text = tycoon(
        &dir,
        &["--seed", "2", "--level", "hard"],
        &"pass\n".repeat(400),
    );
    // The bot, last in the round, reached the goal: the final round ended with its turn.
    let trigger = text
        .lines()
        .find(|l| l.contains("The final round begins"))
        .unwrap();
    assert!(trigger.starts_with("Bot 1: patents worth $"), "{trigger}");
    let end = &text[text.find("\nGame over after ").expect("the game ends") + 1..];
    let lines: Vec<&str> = end.lines().collect();
    assert!(lines[0].ends_with(" rounds."), "{end}");
    assert_eq!(lines[1], "The winner is Bot 1.");
    assert_eq!(
        lines[2],
        "Final score = money + stock + the prices of the patents owned; at equal scores the higher patent value ranks first."
    );
    let (first, top) = breakdown(lines[3]);
    let (second, low) = breakdown(lines[4]);
    assert_eq!((first.as_str(), second.as_str()), ("Bot 1", "You"));
    assert!(top > low);
    assert!(lines[3].starts_with("1. Bot 1: "), "{}", lines[3]);
    assert_eq!(
        lines[4],
        "2. You: 0 = $0 money + 0 stock + $0 in patents (none)"
    );
    // The bot's patents are listed with their prices, and they reach the goal ($45).
    let patents = &lines[3][lines[3].find(" (").unwrap() + 2..lines[3].len() - 1];
    let value: u32 = patents
        .split(", ")
        .map(|p| p.split('$').nth(1).unwrap().parse::<u32>().unwrap())
        .sum();
    assert!(value >= 45, "{patents}");
    assert_eq!(lines.len(), 5, "{end}");
    // A finished game is not offered again.
    assert!(!dir.save().exists());
}
