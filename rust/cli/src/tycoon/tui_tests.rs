//! The full-screen view drawn into ratatui's `TestBackend` at 80×24 and 120×40, in English,
//! Slovak and Bulgarian, with 2 and 5 players, in the final round and at the end: every
//! panel is there and no text is cut. `--nocapture` prints the screens.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use slovo_i18n::{Catalog, UiLang};
use slovo_lexicon::default_dir;
use slovo_rules::Language;
use slovo_tycoon::bot::{Bot, Level};
use slovo_tycoon::tables::patent_price;
use slovo_tycoon::{Config, Game};

use super::Words;
use super::session::{HUMAN, Session};
use super::tui::{Screen, draw, wrap};

fn session(players: usize, lang: UiLang) -> Session {
    let words = Words(slovo_lexicon::open(&default_dir(), Language::English).expect("lexicon"));
    let game = Game::new(Config::new(11, players)).unwrap();
    let bots = (1..players as u64)
        .map(|i| (Bot::new(Level::Medium, 11 + i), 11 + i))
        .collect();
    let dir = std::env::temp_dir().join(format!("slovo-tycoon-tui-{}", std::process::id()));
    Session::new(
        game,
        bots,
        Box::new(words),
        Catalog::new(lang),
        dir.join("tycoon.json"),
    )
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
    let g = &session.game;
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
    for (p, state) in g.players().iter().enumerate() {
        let name = format!("{} {}", super::tui::tag(session, p), session.name(p));
        let row = left_rows
            .iter()
            .find(|r| r.contains(&name))
            .unwrap_or_else(|| panic!("no row for {name}"));
        let inside = row.trim_end_matches('│').trim_end();
        assert!(inside.ends_with(&format!(" {}", state.score())), "{row}");
    }
    let cards = |cards: &[u8]| -> String {
        let spaced: Vec<String> = cards.iter().map(|&c| format!(" {} ", c as char)).collect();
        spaced.join(" ")
    };
    shows(rows, &cards(&g.player(HUMAN).hand));
    shows(rows, &cards(g.community()));
    for l in b'A'..=b'Z' {
        shows(rows, &format!("{} {:>2} ", l as char, patent_price(l)));
    }
    let deck = slovo_i18n::Message::new("tycoon-deck")
        .with("count", g.deck_len())
        .with("discards", g.discard_pile().len());
    reads(rows, left, right, &session.say(&deck));
    if let Some((last, _)) = screen.messages.last() {
        for line in wrap(last, width as usize - 2) {
            shows(rows, &line);
        }
    }
    let prompt = if g.is_over() {
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
    screen.say(vec![session.header(), session.text("tycoon-help-hint")]);
    screen
}

#[test]
fn the_opening_fits_80_by_24_and_120_by_40() {
    for lang in [UiLang::En, UiLang::Sk, UiLang::Bg] {
        let s = session(2, lang);
        let screen = opening_screen(&s);
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
        let mut s = session(5, lang);
        // Patents worth the 5-player goal ($21), then a pass: the final round is on.
        for l in *b"EAT" {
            s.game.grant_patent(HUMAN, l);
        }
        let mut screen = opening_screen(&s);
        let reply = s.command("pass").unwrap();
        let super::session::Reply::Lines(lines) = reply else {
            panic!()
        };
        screen.say(lines);
        screen.input = tui_input::Input::new("word ".to_string());
        assert!(s.game.last_round());
        for (w, h) in [(80, 24), (120, 40)] {
            let rows = render(&s, &screen, w, h);
            every_panel(&s, &screen, &rows, w);
            // The human's patents carry the human's tag.
            let tag = s.name(HUMAN).chars().next().unwrap();
            shows(&rows, &format!("E 10 {tag}"));
        }
    }
}

#[test]
fn the_end_shows_every_breakdown() {
    let mut s = session(2, UiLang::Cs);
    for l in *b"EATNOI" {
        s.game.grant_patent(HUMAN, l);
    }
    let mut screen = opening_screen(&s);
    let super::session::Reply::Lines(lines) = s.command("pass").unwrap() else {
        panic!()
    };
    screen.say(lines);
    screen.say(s.bots());
    assert!(s.game.is_over());
    screen.say(s.result_lines());
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

#[test]
fn a_terminal_too_small_says_so() {
    let s = session(2, UiLang::Da);
    let rows = render(&s, &Screen::default(), 60, 20);
    let text = rows.join(" ");
    assert!(text.contains("60×20") && text.contains("80×24"), "{text}");
    assert!(!text.contains(&s.text("tycoon-hand-title")));
}
