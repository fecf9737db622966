//! `slovo tycoon play --plain`, run as a script would: commands on stdin, text on stdout,
//! the game kept by the app service in `slovo.db` in the data directory, resumed by id.

mod local_support;

use std::ffi::OsStr;
use std::process::{Command, Output, Stdio};

use local_support::{DataDir, run_slovo};

use slovo_app::App;
use slovo_i18n::{Catalog, Message, UiLang};

impl DataDir {
    /// The app over this data directory, as the phones and `slovo play` open it.
    fn app(&self) -> App {
        App::open(&self.0, &slovo_lexicon::default_dir()).expect("the app opens")
    }
}

fn run(dir: &DataDir, args: &[&str], stdin: &str, lang: &str) -> Output {
    let plain = ["tycoon", "play", "--plain", "--data-dir"].map(OsStr::new);
    let args = args.iter().map(OsStr::new);
    run_slovo(
        plain.into_iter().chain([dir.0.as_os_str()]).chain(args),
        stdin,
        lang,
    )
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

/// The short game id of the header, `Tycoon (game 1a2b3c4d): …`.
fn game_id(text: &str) -> String {
    let head = text.lines().next().unwrap_or_default();
    let id = head
        .split_once(" (game ")
        .and_then(|(_, rest)| rest.split_once("): "))
        .unwrap_or_else(|| panic!("no game id in {head:?}"))
        .0;
    assert_eq!(id.len(), 8, "{head}");
    assert!(id.chars().all(|c| c.is_ascii_hexdigit()), "{head}");
    id.to_string()
}

/// The full id of the only game in the store whose id starts with `short`.
fn full_id(app: &App, short: &str) -> String {
    let ids: Vec<String> = app
        .games()
        .unwrap()
        .into_iter()
        .map(|g| g.id)
        .filter(|id| id.starts_with(short))
        .collect();
    assert_eq!(ids.len(), 1, "{ids:?}");
    ids[0].clone()
}

#[test]
fn the_screen_shows_the_state_and_an_empty_exchange_is_refused() {
    let dir = DataDir::new("tycoon", "screen");
    let text = tycoon(
        &dir,
        &["--seed", "3", "--bots", "2"],
        "exchange\nhelp\nquit\n",
    );
    let lines: Vec<&str> = text.lines().collect();
    let id = game_id(&text);
    assert_eq!(
        lines[0],
        format!("Tycoon (game {id}): You, Bot 1 (medium), Bot 2 (medium).")
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
        "Game {id} is saved; resume it with `slovo tycoon play --resume {id}`.\n"
    )));
}

#[test]
fn the_game_speaks_the_interface_language() {
    for (args, lang) in [(&["--ui-lang", "sk"][..], "C"), (&[][..], "sk_SK.UTF-8")] {
        let dir = DataDir::new("tycoon", "slovak");
        let mut full = vec!["--seed", "3"];
        full.extend(args);
        let out = run(&dir, &full, "exchange\nword qqq\nfrobnicate\nquit\n", lang);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        let sk = Catalog::new(UiLang::Sk);
        let lines: Vec<&str> = text.lines().collect();
        let id = lines[0]
            .strip_prefix("Tycoon (hra ")
            .and_then(|rest| rest.strip_suffix("): Ty, Bot 1 (stredný)."))
            .unwrap_or_else(|| panic!("{}", lines[0]));
        assert_eq!(id.len(), 8);
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
        assert!(text.contains(&format!(
            "\nHra {id} je uložená; pokračuj v nej príkazom `slovo tycoon play --resume {id}`.\n"
        )));
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
    let dir = DataDir::new("tycoon", "penalty");
    let first = tycoon(&dir, &["--seed", "8"], "");
    let hand = last(&first, "Your hand: ").to_string();
    let bad = nonword(&hand);
    let discard = hand.chars().next().unwrap();
    let script = format!("word {bad}\nword {bad}\nword {bad}\npenalty\npenalty {discard}\nquit\n");
    // The same seed deals the same cards to a new game.
    let text = tycoon(&dir, &["--seed", "8"], &script);
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

/// The state block's lines that say where the game stands.
fn state(text: &str) -> Vec<String> {
    [
        "Round ",
        "Your hand: ",
        "Community: ",
        "Deck: ",
        "You: $",
        "Bot 1: $",
        "Bot 2: $",
    ]
    .iter()
    .map(|l| last(text, l).to_string())
    .collect()
}

#[test]
fn quit_keeps_the_game_in_the_store_and_resume_by_id_continues_it() {
    let dir = DataDir::new("tycoon", "resume");
    // A few turns against two bots: an exchange, a refused line, a pass.
    let first = tycoon(&dir, &["--seed", "5", "--levels", "easy,hard"], "");
    let hand = last(&first, "Your hand: ").replace(' ', "");
    let give: String = hand.chars().take(3).collect();
    let before = tycoon(
        &dir,
        &["--seed", "5", "--levels", "easy,hard"],
        &format!("exchange {give}\nfrobnicate\npass\nquit\n"),
    );
    assert!(before.contains("You: 3 cards exchanged.\n"), "{before}");
    assert!(before.contains("You: pass.\n"), "{before}");
    assert!(before.contains("\nRound 3: your turn.\n"), "{before}");
    let id = game_id(&before);
    assert_ne!(
        id,
        game_id(&first),
        "each start without --resume is a new game"
    );
    // The store holds both games; this one with every action of the human and the bots.
    let app = dir.app();
    let full = full_id(&app, &id);
    let moves = app.tycoon_events(&full).unwrap().len();
    let human = app
        .tycoon_events(&full)
        .unwrap()
        .iter()
        .filter(|e| e.seat == 0)
        .count();
    assert_eq!(human, 2, "an exchange and a pass");
    assert!(moves > human, "the bots' actions are in the log too");
    drop(app);
    // `slovo play --list` lists it, as a Tycoon game in round 3.
    let list = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(["play", "--list", "--data-dir"])
        .arg(&dir.0)
        .env("LANG", "C")
        .output()
        .unwrap();
    let list = String::from_utf8(list.stdout).unwrap();
    let row = list
        .lines()
        .find(|l| l.starts_with(&id))
        .unwrap_or_else(|| panic!("{id} not in {list}"));
    assert!(row.contains("  tycoon  in progress, turn 3  "), "{row}");
    // Resumed by id (a prefix will do) and left at once: the same game, nothing played.
    for resume in [&id[..], &id[..4]] {
        let again = tycoon(&dir, &["--resume", resume], "quit\n");
        assert_eq!(game_id(&again), id);
        assert_eq!(state(&again), state(&before));
        assert!(!again.contains("You: pass"), "{again}");
        assert_eq!(dir.app().tycoon_events(&full).unwrap().len(), moves);
    }
    // The latest unfinished game is this one; played to the end by passing.
    let end = tycoon(&dir, &["--resume"], &"pass\n".repeat(400));
    assert_eq!(game_id(&end), id);
    assert!(end.contains("\nRound 3: your turn.\n"), "{end}");
    assert!(end.contains("\nGame over after "), "{end}");
    assert!(
        end.ends_with(&format!("Game {id} is over and saved.\n")),
        "{end}"
    );
    let app = dir.app();
    let view = app.tycoon_view(&full).unwrap();
    assert!(view.finished);
    assert!(app.tycoon_events(&full).unwrap().len() > moves);
    // The other game (the first start's) is the latest unfinished one now.
    let other = tycoon(&dir, &["--resume"], "quit\n");
    assert_eq!(game_id(&other), game_id(&first));
}

#[test]
fn an_unknown_id_and_an_old_save_file() {
    let dir = DataDir::new("tycoon", "unknown");
    for (args, said) in [
        (
            &["--resume", "feedface"][..],
            "No saved Tycoon game “feedface”",
        ),
        (
            &["--resume"][..],
            "There is no unfinished Tycoon game to resume.",
        ),
        (&["--resume", " "][..], "A game id cannot be empty."),
    ] {
        let out = run(&dir, args, "", "C");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // A word game's id is not a Tycoon game's.
    let out = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(["play", "--plain", "--seed", "1", "--data-dir"])
        .arg(&dir.0)
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    let word_game = dir.app().games().unwrap()[0].id.clone();
    let out = run(&dir, &["--resume", &word_game[..8]], "", "C");
    assert_eq!(out.status.code(), Some(2));
    // The save of an older slovo is left alone, said once, and not read.
    std::fs::write(dir.0.join("tycoon.json"), "{ not json").unwrap();
    let out = run(&dir, &["--seed", "4"], "quit\n", "C");
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("tycoon.json is not read"), "{err}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("\nRound 1: your turn.\n"), "{text}");
    assert_eq!(
        std::fs::read_to_string(dir.0.join("tycoon.json")).unwrap(),
        "{ not json"
    );
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
    let dir = DataDir::new("tycoon", "end");
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
    let id = game_id(&text);
    assert_eq!(lines[5], format!("Game {id} is over and saved."));
    assert_eq!(lines.len(), 6, "{end}");
    // A finished game is not resumed.
    let out = run(&dir, &["--resume"], "", "C");
    assert_eq!(out.status.code(), Some(2));
}
