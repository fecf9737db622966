//! `slovo play --plain`, run as a script would: commands on stdin, text on stdout. The games
//! live in the app's store (`slovo.db` in the data directory).

mod local_support;

use std::process::{Command, Output};

use local_support::{DataDir, run_slovo};

impl DataDir {
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }

    /// The full ids of the saved games, as the app lists them.
    fn ids(&self) -> Vec<String> {
        let app = slovo_app::App::open(&self.0, &slovo_lexicon::default_dir()).unwrap();
        app.games().unwrap().into_iter().map(|g| g.id).collect()
    }
}

fn run(dir: &DataDir, args: &[&str], stdin: &str) -> Output {
    // The interface speaks English unless a test asks for another language.
    let plain = ["play", "--plain", "--data-dir", dir.path()];
    run_slovo(plain.iter().chain(args), stdin, "C")
}

fn slovo(dir: &DataDir, args: &[&str], stdin: &str) -> String {
    let out = run(dir, args, stdin);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// Exit code 2 and this on stderr.
fn fails(dir: &DataDir, args: &[&str], message: &str) {
    let out = run(dir, args, "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(message), "{stderr}");
}

fn new_game(dir: &DataDir, stdin: &str) -> String {
    slovo(dir, &["--seed", "1", "--bots", "1"], stdin)
}

/// The game's short id, from the first line: `Game 3f2a9c1d: english, …`.
fn game_id(text: &str) -> String {
    let id = &text["Game ".len()..text.find(':').unwrap()];
    assert!(
        id.len() == 8 && id.chars().all(|c| c.is_ascii_hexdigit()),
        "{id}"
    );
    id.to_string()
}

/// The game's record, as `--export` prints it.
fn export(dir: &DataDir, id: &str) -> String {
    slovo(dir, &["--export", id], "")
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

#[test]
fn the_board_rack_scores_and_turn_are_printed() {
    let dir = DataDir::new("play", "print");
    let text = new_game(&dir, "");
    let id = game_id(&text);
    assert!(
        text.starts_with(&format!(
            "Game {id}: English, classic rules, double challenge, rack of 7; You vs Bot 1 (medium)."
        )),
        "{text}"
    );
    let state = last_state(&text);
    let lines: Vec<&str> = state.lines().collect();
    assert_eq!(lines[0], "Turn 2: You to move.", "{state}");
    assert_eq!(
        lines[1].split_whitespace().collect::<String>(),
        "ABCDEFGHIJKLMNO"
    );
    for (i, row) in lines[2..17].iter().enumerate() {
        assert!(row.starts_with(&format!("{:>2}  ", i + 1)), "{row}");
        assert_eq!(row[4..].split_whitespace().count(), 15, "{row}");
    }
    assert_eq!(lines[17], "Scores: You 0, Bot 1 (medium) 50", "{state}");
    assert_eq!(rack(&text).chars().count(), 7);
    assert!(lines[19].starts_with("Bag: 86 tiles. Unseen: "), "{state}");
    // With this seed the bot opens: its play is on the board, in the text, and waits for
    // the human to challenge it or play on.
    assert!(text.contains("\nBot 1 (medium): H3 AZINES +50\n"), "{text}");
    assert!(lines[9].contains(" S "), "{state}");
    assert!(
        text.contains("Bot 1 (medium): H3 AZINES +50 -- type `challenge` to challenge it"),
        "{text}"
    );
    assert!(text.ends_with(&format!(
        "End of input. Game {id} is saved; resume it with `slovo play --resume {id}`.\n"
    )));
}

#[test]
fn an_illegal_play_is_refused_and_changes_nothing() {
    let dir = DataDir::new("play", "illegal");
    let first = new_game(&dir, "");
    let id = game_id(&first);
    let record = export(&dir, &id);
    assert!(record.contains("#x-slovo-seed 1\n"), "{record}");
    let tiles: String = rack(&first).chars().filter(|&c| c != '?').take(2).collect();
    let text = slovo(
        &dir,
        &["--resume", &id],
        &format!("8A {tiles}\nexchange\n8H {tiles}1\nquit\n"),
    );
    assert!(
        text.contains("Refused: The play does not touch any tile on the board."),
        "{text}"
    );
    assert!(text.contains("Refused: An exchange must name at least one tile."));
    assert!(text.contains("Cannot read that: “1” is not a tile of the english set."));
    // Refused, the moves did not accept the bot's waiting play either.
    assert!(!text.contains("Play accepted."), "{text}");
    assert!(text.ends_with(&format!(
        "Game {id} is saved; resume it with `slovo play --resume {id}`.\n"
    )));
    assert_eq!(export(&dir, &id), record);
    assert_eq!(last_state(&text), last_state(&first));
}

#[test]
fn a_saved_game_resumes_where_it_stopped() {
    let dir = DataDir::new("play", "resume");
    let first = new_game(&dir, "pass\n");
    let id = game_id(&first);
    assert!(first.ends_with(&format!(
        "End of input. Game {id} is saved; resume it with `slovo play --resume {id}`.\n"
    )));
    assert!(
        first.contains("> pass\nPlay accepted.\nYou: pass\nBot 1 (medium): "),
        "{first}"
    );
    assert!(dir.0.join("slovo.db").exists());
    let ids = dir.ids();
    assert_eq!(ids.len(), 1);
    let full = &ids[0];
    assert!(full.len() == 32 && full.starts_with(&id), "{full}");
    // The latest unfinished game, or the one named by its id or a prefix of it.
    for resume in [
        &["--resume"][..],
        &["--resume", full],
        &["--resume", &id[..5]],
    ] {
        let again = slovo(&dir, resume, "");
        assert_eq!(last_state(&again), last_state(&first), "{resume:?}");
        assert_eq!(game_id(&again), id);
    }
    fails(&dir, &["--resume", "xyz"], "No saved game “xyz”");
    // It goes on from there.
    let more = slovo(&dir, &["--resume"], "pass\n");
    assert!(more.contains("You: pass\nBot 1 (medium): "), "{more}");
    assert_ne!(last_state(&more), last_state(&first));
    assert_eq!(dir.ids(), ids);
}

#[test]
fn a_whole_game_of_passes_ends_with_the_ranking() {
    let dir = DataDir::new("play", "whole");
    let text = new_game(&dir, &"pass\n".repeat(80));
    let id = game_id(&text);
    let tail = &text[text.find("Game over").expect("the game ends")..];
    let lines: Vec<&str> = tail.lines().collect();
    assert!(
        lines[0] == "Game over: Bot 1 (medium) went out."
            || lines[0] == "Game over: every player had scoreless turns in a row.",
        "{tail}"
    );
    assert_eq!(lines[1], "Final ranking:");
    assert!(lines[2].starts_with("  1. Bot 1 (medium) "), "{tail}");
    assert!(lines[3].starts_with("  2. You "), "{tail}");
    assert_eq!(lines[4], "No hints used.");
    assert_eq!(lines[5], format!("Game {id} is over and saved."));
    assert_eq!(lines.len(), 6, "{tail}");
    assert!(export(&dir, &id).contains("#x-slovo-end "));

    // Nothing left to resume by default; the finished game still shows its result.
    fails(&dir, &["--resume"], "no unfinished game");
    let again = slovo(&dir, &["--resume", &id], "");
    assert!(again.ends_with(tail), "{again}");
}

#[test]
fn list_shows_the_saved_games() {
    let dir = DataDir::new("play", "list");
    let empty = slovo(&dir, &["--list"], "");
    assert_eq!(empty, "No saved games.\n");
    let finished = game_id(&new_game(&dir, &"pass\n".repeat(80)));
    let going = game_id(&slovo(
        &dir,
        &["--seed", "2", "--lang", "sk", "--levels", "easy,hard"],
        "",
    ));
    let list = slovo(&dir, &["--list"], "");
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 2, "{list}");
    // The unfinished games first.
    assert!(
        lines[0].starts_with(&format!("{going}  slovak sss  in progress, turn ")),
        "{list}"
    );
    assert!(lines[0].contains("  You 0, Bot 1 (easy) "), "{list}");
    assert!(lines[0].contains(", Bot 2 (hard) "), "{list}");
    assert!(
        lines[1].starts_with(&format!("{finished}  english classic  finished  You ")),
        "{list}"
    );
}

#[test]
fn export_prints_the_record() {
    let dir = DataDir::new("play", "export");
    let id = game_id(&new_game(&dir, "pass\n"));
    let record = export(&dir, &id);
    assert!(
        record.starts_with("#character-encoding UTF-8\n"),
        "{record}"
    );
    assert!(record.contains("#player1 You You\n"), "{record}");
    assert!(
        record.contains("\n>Bot_1_(medium): AEINNSZ H3 AZINES +50 50\n>You: "),
        "{record}"
    );
    assert_eq!(export(&dir, &dir.ids()[0]), record);
    fails(&dir, &["--export", "xyz"], "No saved game “xyz”");
}

/// `slovo play --plain --ui-lang CODE`: a scripted game (an illegal exchange, then passes to
/// the end) reads wholly in the interface's language, whatever the game's language is: the
/// first line, the turn, the scores, the refused move and the end with its ranking. Each line
/// is compared with the catalog, and with words of the language itself, so a fallback to
/// English fails.
#[test]
fn the_plain_game_speaks_every_interface_language() {
    use slovo_i18n::{Catalog, Message, UiLang};
    // Words each language must show: the refusal, the end of the game, the ranking.
    let native = [
        (UiLang::En, ["Refused: ", "Game over: ", "Final ranking:"]),
        (
            UiLang::Sk,
            ["Odmietnuté: ", "Koniec hry: ", "Konečné poradie:"],
        ),
        (
            UiLang::Cs,
            ["Odmítnuto: ", "Konec hry: ", "Konečné pořadí:"],
        ),
        (
            UiLang::Hr,
            ["Odbijeno: ", "Kraj igre: ", "Konačni poredak:"],
        ),
        (
            UiLang::Da,
            ["Afvist: ", "Spillet er slut: ", "Slutstilling:"],
        ),
        (
            UiLang::Bg,
            ["Отказано: ", "Край на играта: ", "Крайно класиране:"],
        ),
    ];
    for (lang, words) in native {
        let c = Catalog::new(lang);
        let dir = DataDir::new("play", &format!("ui-{lang}"));
        let script = format!("exchange\n{}", "pass\n".repeat(80));
        let text = slovo(
            &dir,
            &["--seed", "1", "--bots", "1", "--ui-lang", lang.code()],
            &script,
        );
        let you = c.text("ui-you", &[]);
        // The bot is named in the reader's language too.
        let bot = c.render(
            &Message::new("bot-name")
                .with("n", 1)
                .with("level", Message::new("level-medium")),
        );
        let bot = bot.as_str();
        let first = text.lines().next().unwrap();
        let id = &dir.ids()[0][..8];
        let versus = Message::new("cli-versus")
            .with("first", you.as_str())
            .with("second", bot);
        let header = Message::new("cli-header")
            .with("id", id)
            .with(
                "language",
                slovo_i18n::language_name(slovo_rules::Language::English),
            )
            .with("preset", Message::new("preset-classic"))
            .with("validation", Message::new("validation-double-challenge"))
            .with("rack", 7)
            .with("players", versus);
        assert_eq!(first, c.render(&header), "{lang}");
        assert_eq!(text.lines().nth(1).unwrap(), c.text("cli-legend", &[]));
        let turn = Message::new("cli-turn")
            .with("turn", 2)
            .with("name", you.as_str());
        assert!(text.contains(&c.render(&turn)), "{lang}: {text}");
        let refused =
            Message::new("cli-refused").with("reason", Message::new("rule-empty-exchange"));
        assert!(text.contains(&c.render(&refused)), "{lang}: {text}");
        let pass = Message::new("history-pass").with("name", you.as_str());
        assert!(text.contains(&c.render(&pass)), "{lang}: {text}");
        for word in words {
            assert!(text.contains(word), "{lang} lacks {word:?}: {text}");
        }
        let over = Message::new("cli-over-saved").with("id", id);
        assert!(
            text.ends_with(&format!("{}\n", c.render(&over))),
            "{lang}: {text}"
        );
        if lang != UiLang::En {
            for english in [
                "Refused",
                "Game over",
                "Turn ",
                "Scores:",
                "Rack:",
                " to move",
            ] {
                assert!(!text.contains(english), "{lang} shows {english:?}: {text}");
            }
        }
    }
}

/// An exported Slovak game verifies with `slovo gcg verify` as it stands: the record names
/// its tile set (`#x-slovo-tiles`), so no `--lang` is needed (with English tiles its Slovak
/// plays mismatched by the dozen).
#[test]
fn an_exported_game_verifies_with_its_own_tiles() {
    let dir = DataDir::new("play", "export-verify");
    let text = slovo(
        &dir,
        &["--seed", "3", "--bots", "1", "--lang", "sk"],
        "pass\npass\npass\npass\n",
    );
    let record = export(&dir, &game_id(&text));
    assert!(record.contains("#x-slovo-tiles slovak"), "{record}");
    let file = dir.0.join("game.gcg");
    std::fs::write(&file, &record).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(["gcg", "verify"])
        .arg(&file)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{report}\n{record}");
    assert!(report.ends_with(", 0 mismatches\n"), "{report}");
}

/// `resign` asks first: any answer but yes plays on; `y` resigns (the bots then finish).
#[test]
fn resign_asks_before_it_leaves_the_game() {
    let dir = DataDir::new("play", "resign-asks");
    let text = new_game(&dir, "resign\nno\nresign\ny\n");
    let asked = text.matches("Resign this game?").count();
    assert_eq!(asked, 2, "{text}");
    assert!(text.contains("\nYou play on.\n"), "{text}");
    assert_eq!(text.matches("You: resigned").count(), 1, "{text}");
    let kept = text.find("You play on.").unwrap();
    assert!(kept < text.find("You: resigned").unwrap(), "{text}");
}

/// A Tycoon game in the same store (as the phones make them, through the app service) is
/// listed beside the word games, but `--resume` and `--export` stay with the word games.
#[test]
fn list_shows_tycoon_games_and_resume_keeps_to_word_games() {
    let dir = DataDir::new("play", "tycoon-list");
    let word = game_id(&new_game(&dir, "quit\n"));
    let tycoon = {
        let app = slovo_app::App::open(&dir.0, &slovo_lexicon::default_dir()).unwrap();
        app.new_tycoon_game(slovo_app::NewTycoonGame {
            human_name: "You".to_string(),
            bots: vec![slovo_tycoon::bot::Level::Easy],
            validation: slovo_tycoon::Validation::Auto { attempts: 3 },
            min_patent_count: false,
            seed: Some(9),
        })
        .unwrap()
    };
    let short = &tycoon[..8];
    let list = slovo(&dir, &["--list"], "");
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 2, "{list}");
    let line = lines.iter().find(|l| l.starts_with(short)).expect("listed");
    assert_eq!(
        *line,
        format!("{short}  tycoon  in progress, turn 1  You 0, Bot 1 (easy) 0")
    );
    assert!(lines.iter().any(|l| l.starts_with(&word)), "{list}");
    // The latest unfinished game is the Tycoon one, but `slovo play` resumes a word game.
    let resumed = slovo(&dir, &["--resume"], "quit\n");
    assert_eq!(game_id(&resumed), word);
    fails(
        &dir,
        &["--resume", short],
        &format!("No saved game “{short}”"),
    );
    fails(
        &dir,
        &["--export", short],
        &format!("No saved game “{short}”"),
    );
}
