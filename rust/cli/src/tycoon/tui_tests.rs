//! The full-screen view drawn into ratatui's `TestBackend` at 80×24 and 120×40, in English,
//! Slovak and Bulgarian, with 2 and 5 players, in the final round and at the end: every
//! panel is there and no text is cut; the word being typed is previewed. The games are real
//! ones in the app's store, played on by passing. `--nocapture` prints the screens.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use slovo_app::{App, NewTycoonGame};
use slovo_i18n::{Catalog, UiLang};
use slovo_lexicon::default_dir;
use slovo_tycoon::Validation;
use slovo_tycoon::bot::Level;
use slovo_tycoon::tables::patent_price;

use super::session::{Reply, Session, Verdict};
use super::tui::{Screen, draw, wrap};

/// The human's seat in these games.
const HUMAN: usize = 0;

/// A data directory of one test, removed when it ends.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn temp_dir() -> TempDir {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("slovo-tycoon-tui-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    TempDir(dir)
}

/// A new game of seed 11 against medium bots, in the app's store in `dir`.
fn session(dir: &TempDir, players: usize, lang: UiLang) -> Session {
    with_bots(dir, players, lang, 11, Level::Medium)
}

/// A new game of `seed` against bots of `level`.
fn with_bots(dir: &TempDir, players: usize, lang: UiLang, seed: u64, level: Level) -> Session {
    let app = App::open(&dir.0, &default_dir()).expect("app");
    let catalog = Catalog::new(lang);
    let id = app
        .new_tycoon_game(NewTycoonGame {
            human_name: catalog.text("ui-you", &[]),
            bots: vec![level; players - 1],
            validation: Validation::Auto { attempts: 3 },
            min_patent_count: false,
            seed: Some(seed),
        })
        .unwrap();
    Session::open(app, id, catalog).unwrap()
}

/// A word of the list that my hand and the community spell (three to six cards, one of
/// mine at least) and the rules allow now, longest first.
fn a_word(s: &Session, lex: &slovo_lexicon::Lexicon) -> Option<String> {
    fn walk(
        cards: &[char],
        used: &mut Vec<usize>,
        lex: &slovo_lexicon::Lexicon,
        out: &mut Vec<String>,
    ) {
        let word: String = used.iter().map(|&i| cards[i]).collect();
        let lower = word.to_lowercase();
        if used.len() >= 3 && lex.contains_normalized(&lower) {
            out.push(word);
        }
        if used.len() == 6 || (!used.is_empty() && !lex.has_prefix(&lower)) {
            return;
        }
        for i in 0..cards.len() {
            if !used.contains(&i) {
                used.push(i);
                walk(cards, used, lex, out);
                used.pop();
            }
        }
    }
    let v = &s.view;
    let cards: Vec<char> = v
        .hand
        .iter()
        .chain(&v.community)
        .map(|&c| c as char)
        .collect();
    let mut words = Vec::new();
    walk(&cards, &mut Vec::new(), lex, &mut words);
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    words
        .into_iter()
        .find(|w| s.preview(&format!("word {w}")).map(|(_, v)| v) == Some(Verdict::Good))
}

/// I play for patents (the best word, the dearest patent it allows) and the bots play on,
/// until `until` holds; the lines said on the way, or `None` when the game ended first.
fn play_until(
    s: &mut Session,
    lex: &slovo_lexicon::Lexicon,
    until: impl Fn(&Session) -> bool,
) -> Option<Vec<String>> {
    let mut said = Vec::new();
    for _ in 0..500 {
        said.extend(s.bots().unwrap());
        if s.finished() {
            return None;
        }
        let v = &s.view;
        let line = match v.phase {
            slovo_tycoon::Phase::AfterWord => {
                match v.buyable.iter().max_by_key(|&&l| patent_price(l)) {
                    Some(&l) => format!("buy {}", l as char),
                    None => "done".to_string(),
                }
            }
            slovo_tycoon::Phase::Penalty => format!("penalty {}", v.hand[0] as char),
            _ => match a_word(s, lex) {
                Some(word) => format!("word {word}"),
                None => "pass".to_string(),
            },
        };
        let Reply::Lines(lines) = s.command(&line).unwrap() else {
            panic!("{line} left the game")
        };
        said.extend(lines);
        if until(s) {
            return Some(said);
        }
    }
    panic!("not reached in 500 actions");
}

/// The human passes and the bots play until `until` holds; the lines said on the way, or
/// `None` when the game ended first.
fn pass_until(s: &mut Session, until: impl Fn(&Session) -> bool) -> Option<Vec<String>> {
    let mut said = Vec::new();
    for _ in 0..500 {
        said.extend(s.bots().unwrap());
        if until(s) {
            return Some(said);
        }
        if s.finished() {
            return None;
        }
        let Reply::Lines(lines) = s.command("pass").unwrap() else {
            panic!("pass left the game")
        };
        said.extend(lines);
    }
    panic!("not reached in 500 passes");
}

/// The screen's rows as text, printed for a person to look at.
fn render(session: &Session, screen: &Screen, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| draw(f, session, screen)).unwrap();
    let buffer = terminal.backend().buffer();
    let rows: Vec<String> = (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    println!("{width}×{height}, {}:", session.catalog.lang());
    for row in &rows {
        println!("|{row}|");
    }
    rows
}

/// `text` is on one row, whole.
fn shows(rows: &[String], text: &str) {
    assert!(rows.iter().any(|r| r.contains(text)), "missing: {text:?}");
}

/// The words of the columns `x0..x1` of every row, in reading order, box lines left out.
fn words(rows: &[String], x0: usize, x1: usize) -> Vec<String> {
    rows.iter()
        .flat_map(|r| {
            let part: String = r.chars().skip(x0).take(x1 - x0).collect();
            part.split(|c: char| c.is_whitespace() || "│┌┐└┘─".contains(c))
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// `text` reads whole, perhaps wrapped, in the columns `x0..x1`.
fn reads(rows: &[String], x0: usize, x1: usize, text: &str) {
    let want: Vec<&str> = text.split_whitespace().collect();
    let have = words(rows, x0, x1);
    assert!(
        have.windows(want.len()).any(|w| w == want.as_slice()),
        "missing or cut: {text:?}"
    );
}

/// Every panel and its whole text: the turn, the goal, the players' figures, the hand, the
/// community, all 26 patents with prices and owner tags, the deck, the log's newest line
/// and the whole prompt.
fn every_panel(session: &Session, screen: &Screen, rows: &[String], width: u16) {
    let v = &session.view;
    let (left, right) = (0, super::tui::LEFT as usize);
    shows(rows, &session.turn_line());
    // The goal, or the final round once it is on, under the patents.
    let goal = session.goal_lines();
    reads(rows, right, width as usize, goal.last().unwrap());
    reads(
        rows,
        right,
        width as usize,
        &session.text("tycoon-powers-short"),
    );
    for key in [
        "tycoon-col-money",
        "tycoon-col-stock",
        "tycoon-col-patents",
        "tycoon-col-score",
        "tycoon-hand-title",
        "tycoon-community-title",
        "tycoon-patents-title",
    ] {
        shows(rows, &session.text(key));
    }
    // Each player's row in the left box ends with the score, nothing cut after it.
    let left_rows: Vec<String> = rows
        .iter()
        .map(|r| r.chars().take(right).collect())
        .collect();
    for (p, state) in v.players.iter().enumerate() {
        let name = format!("{} {}", super::tui::tag(session, p), session.name(p));
        let row = left_rows
            .iter()
            .find(|r| r.contains(&name))
            .unwrap_or_else(|| panic!("no row for {name}"));
        let inside = row.trim_end_matches('│').trim_end();
        assert!(inside.ends_with(&format!(" {}", state.score)), "{row}");
    }
    let cards = |cards: &[u8]| -> String {
        let spaced: Vec<String> = cards.iter().map(|&c| format!(" {} ", c as char)).collect();
        spaced.join(" ")
    };
    shows(rows, &cards(&v.hand));
    shows(rows, &cards(&v.community));
    for l in b'A'..=b'Z' {
        shows(rows, &format!("{} {:>2} ", l as char, patent_price(l)));
    }
    let deck = slovo_i18n::Message::new("tycoon-deck")
        .with("count", v.deck_size)
        .with("discards", v.discard_size);
    reads(rows, left, right, &session.say(&deck));
    if let Some((last, _)) = screen.messages.last() {
        for line in wrap(last, width as usize - 2) {
            shows(rows, &line);
        }
    }
    let prompt = if v.finished {
        session.text("tycoon-press-enter")
    } else {
        session.prompt()
    };
    for line in wrap(&prompt, width as usize - 2) {
        shows(rows, &line);
    }
    shows(rows, &format!("> {}", screen.input.value()));
}

fn opening_screen(session: &Session) -> Screen {
    let mut screen = Screen::default();
    screen.say(session.opening_lines());
    screen.say(vec![session.text("tycoon-help-hint")]);
    screen
}

#[test]
fn the_opening_fits_80_by_24_and_120_by_40() {
    for lang in [UiLang::En, UiLang::Sk, UiLang::Bg] {
        let dir = temp_dir();
        let s = session(&dir, 2, lang);
        let screen = opening_screen(&s);
        // The header names the game by its id, not its seed.
        assert!(s.header().contains(s.short_id()), "{}", s.header());
        for (w, h) in [(80, 24), (120, 40)] {
            let rows = render(&s, &screen, w, h);
            every_panel(&s, &screen, &rows, w);
            // The player to move is marked.
            assert!(
                rows.iter()
                    .any(|r| r.contains(&format!("▶ Y {}", s.name(HUMAN)))
                        || r.contains(&format!("▶ {}", s.name(HUMAN).chars().next().unwrap())))
            );
        }
    }
}

#[test]
fn five_players_in_the_final_round_fit_80_by_24() {
    for lang in [UiLang::En, UiLang::Hr] {
        // I build words and buy patents until mine reach the 5-player goal ($21): the final
        // round is on, the bots still to play it (a game they win first is tried again).
        let lex = slovo_lexicon::open(&default_dir(), slovo_rules::Language::English).unwrap();
        let (dir, s, said) = (11..40)
            .find_map(|seed| {
                let dir = temp_dir();
                let mut s = with_bots(&dir, 5, lang, seed, Level::Easy);
                let said = play_until(&mut s, &lex, |s| s.view.final_round)?;
                Some((dir, s, said))
            })
            .expect("a seed where I reach the goal first");
        let _kept = dir;
        assert!(s.view.final_round && !s.finished());
        assert!(said.iter().any(|l| l.contains(&s.name(HUMAN))));
        let mut screen = opening_screen(&s);
        screen.say(said);
        screen.input = tui_input::Input::new("word ".to_string());
        for (w, h) in [(80, 24), (120, 40)] {
            let rows = render(&s, &screen, w, h);
            every_panel(&s, &screen, &rows, w);
            // My patents carry my tag, a bot's its number.
            for (l, owner) in (b'A'..=b'Z').zip(s.view.owners) {
                if let Some(owner) = owner {
                    let tag = super::tui::tag(&s, owner);
                    shows(
                        &rows,
                        &format!("{} {:>2} {tag}", l as char, patent_price(l)),
                    );
                }
            }
        }
    }
}

#[test]
fn the_end_shows_every_breakdown() {
    let dir = temp_dir();
    let mut s = session(&dir, 2, UiLang::Cs);
    let mut screen = opening_screen(&s);
    screen.say(pass_until(&mut s, |s| s.finished()).unwrap());
    screen.say(s.result_lines());
    assert_eq!(s.view.standings.len(), 2);
    for (w, h) in [(80, 24), (120, 40)] {
        let rows = render(&s, &screen, w, h);
        every_panel(&s, &screen, &rows, w);
        let width = w as usize - 2;
        // The breakdown lines are the last of the log: all of them show.
        for line in s.result_lines().iter().rev().take(2) {
            for part in wrap(line, width) {
                shows(&rows, &part);
            }
        }
    }
}

/// The word being typed is judged live through the app: its pay when it is a word, the
/// word list's verdict when not, the rules' refusal; nothing at all for other commands.
#[test]
fn the_word_being_typed_is_previewed() {
    let dir = temp_dir();
    let s = session(&dir, 2, UiLang::En);
    let v = s.view.clone();
    let lex = slovo_lexicon::open(&default_dir(), slovo_rules::Language::English).unwrap();
    // Three of my cards in an order the word list knows, and one it does not.
    let cards: Vec<char> = v.hand.iter().map(|&c| c as char).collect();
    let mut known = None;
    let mut unknown = None;
    for a in 0..cards.len() {
        for b in 0..cards.len() {
            for c in 0..cards.len() {
                if a == b || b == c || a == c {
                    continue;
                }
                let word: String = [cards[a], cards[b], cards[c]].iter().collect();
                if lex.contains_normalized(&word.to_lowercase()) {
                    known.get_or_insert(word);
                } else {
                    unknown.get_or_insert(word);
                }
            }
        }
    }
    let unknown = unknown.expect("a non-word");
    let (text, verdict) = s.preview(&format!("word {unknown}")).unwrap();
    assert_eq!(verdict, Verdict::Unknown);
    assert_eq!(text, format!("{unknown} is not in the word list."));
    if let Some(word) = &known {
        let (text, verdict) = s.preview(&format!("word {}", word.to_lowercase())).unwrap();
        assert_eq!(verdict, Verdict::Good);
        assert!(text.starts_with(&format!("If built: {word}: $")), "{text}");
    }
    let two: String = cards[..2].iter().collect();
    let (text, verdict) = s.preview(&format!("word {two}")).unwrap();
    assert_eq!(
        (text.as_str(), verdict),
        ("A word needs at least 3 real cards.", Verdict::Refused)
    );
    let (text, verdict) = s.preview("word QQQQ").unwrap();
    assert_eq!(verdict, Verdict::Refused);
    assert!(text.contains("QQQQ"), "{text}");
    for other in ["word", "word ", "exchange AB", "pass", ""] {
        assert_eq!(s.preview(other), None, "{other:?}");
    }
    // The preview changed nothing, and it shows above the command line.
    assert_eq!(s.view, v);
    let mut screen = opening_screen(&s);
    screen.input = tui_input::Input::new(format!("word {unknown}"));
    let rows = render(&s, &screen, 80, 24);
    shows(&rows, &format!("{unknown} is not in the word list."));
    let at = |text: &str| rows.iter().position(|r| r.contains(text)).unwrap();
    assert!(at("is not in the word list") < at(&format!("> word {unknown}")));
}

#[test]
fn a_terminal_too_small_says_so() {
    let dir = temp_dir();
    let s = session(&dir, 2, UiLang::Da);
    let rows = render(&s, &Screen::default(), 60, 20);
    let text = rows.join(" ");
    assert!(text.contains("60×20") && text.contains("80×24"), "{text}");
    assert!(!text.contains(&s.text("tycoon-hand-title")));
}
