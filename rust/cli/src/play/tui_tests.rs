//! The full-screen game drawn into ratatui's `TestBackend` and driven by key events through
//! [`on_key`], as the event loop does: what a player sees at 80×24, 120×40 and too small, the
//! line editor, its history, and the help panel. `cargo test -p slovo-cli tui -- --nocapture`
//! prints the screens.

use ratatui::Terminal;
use ratatui::backend::{Backend, TestBackend};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use slovo_app::{App, NewGame};
use slovo_engine::Level;
use slovo_i18n::{Catalog, UiLang};
use slovo_rules::Language;

use super::*;

/// A data directory removed at the end of the test.
struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn session(
    name: &str,
    language: Language,
    ui: UiLang,
    bots: usize,
    seed: u64,
) -> (Session, TempDir) {
    let dir = std::env::temp_dir().join(format!("slovo-tui-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = App::open(&dir, &slovo_lexicon::default_dir()).unwrap();
    let catalog = Catalog::new(ui);
    let id = app
        .new_game(NewGame {
            language,
            tile_set: None,
            preset: None,
            rack_size: if name.contains("rack9") { 9 } else { 7 },
            finish_line: None,
            human_name: catalog.text("ui-you", &[]),
            bots: vec![Level::Medium; bots],
            seed: Some(seed),
        })
        .unwrap();
    (Session::open(app, id, catalog).unwrap(), TempDir(dir))
}

/// The screen as text, one string per row, and where the cursor is.
fn render(
    session: &Session,
    screen: &mut Screen,
    width: u16,
    height: u16,
) -> (Vec<String>, (u16, u16)) {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| draw(f, session, screen)).unwrap();
    let cursor = terminal.backend_mut().get_cursor_position().unwrap();
    let buffer = terminal.backend().buffer();
    let rows = (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    (rows, (cursor.x, cursor.y))
}

fn show(label: &str, rows: &[String]) {
    println!("── {label} ──");
    for row in rows {
        println!("{row}");
    }
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

fn press(screen: &mut Screen, session: &mut Session, keys: impl IntoIterator<Item = KeyEvent>) {
    for k in keys {
        assert_eq!(on_key(screen, session, k), Action::Continue, "{k:?}");
    }
}

fn typed(text: &str) -> Vec<KeyEvent> {
    text.chars().map(|c| key(KeyCode::Char(c))).collect()
}

/// The board: its column letters, 15 numbered rows, each square three columns wide, the
/// border closing every row (nothing cut off), `x` and `y` its top left corner.
fn assert_whole_board(rows: &[String], x: usize, y: usize) {
    let columns: String = rows[y + 1].chars().skip(x + 1).take(48).collect();
    assert_eq!(
        columns.trim_end(),
        "    A  B  C  D  E  F  G  H  I  J  K  L  M  N  O",
        "{columns:?}"
    );
    for r in 0..SIZE {
        let row: Vec<char> = rows[y + 2 + r].chars().collect();
        let number: String = row[x + 1..x + 3].iter().collect();
        assert_eq!(
            number.trim(),
            (r + 1).to_string(),
            "row {r}: {:?}",
            rows[y + 2 + r]
        );
        assert_eq!(row[x], '│', "row {r}");
        assert_eq!(row[x + BOARD_WIDTH as usize - 1], '│', "row {r} is cut off");
    }
    let bottom: String = rows[y + BOARD_HEIGHT as usize - 1]
        .chars()
        .skip(x)
        .collect();
    assert!(bottom.starts_with('└'), "{bottom:?}");
}

/// Every tile on the board in its square: the face's first letter under the column's letter.
fn assert_tiles_aligned(session: &Session, rows: &[String], x: usize, y: usize) -> usize {
    let mut digraphs = 0;
    for cell in session.view.cells.iter() {
        let Some(face) = &cell.tile else { continue };
        let face = if cell.blank {
            face.to_lowercase()
        } else {
            face.clone()
        };
        let row: Vec<char> = rows[y + 2 + cell.row as usize].chars().collect();
        let at = x + 1 + 3 + 3 * cell.col as usize + 1;
        let shown: String = row[at..at + face.chars().count()].iter().collect();
        assert_eq!(shown, face, "row {} col {}", cell.row, cell.col);
        digraphs += usize::from(face.chars().count() == 2);
    }
    digraphs
}

fn find(rows: &[String], text: &str) -> Option<(usize, usize)> {
    rows.iter()
        .enumerate()
        .find_map(|(y, row)| row.find(text).map(|byte| (row[..byte].chars().count(), y)))
}

fn assert_shows(rows: &[String], text: &str) {
    assert!(find(rows, text).is_some(), "{text:?} is not on the screen");
}

/// 80×24: every panel with its title, the whole board, the rack's letters, the scores, the
/// unseen tiles, the moves, the messages, the prompt and the line.
#[test]
fn the_screen_at_80x24_shows_everything() {
    let (mut s, _dir) = session("80x24", Language::English, UiLang::En, 1, 1);
    let mut screen = Screen::new(&s);
    screen.settle(&mut s).unwrap();
    // A few moves, so the move list has something to show.
    for _ in 0..3 {
        press(&mut screen, &mut s, typed("pass"));
        press(&mut screen, &mut s, [key(KeyCode::Enter)]);
        screen.settle(&mut s).unwrap();
    }
    press(&mut screen, &mut s, typed("8H WO"));
    let (rows, cursor) = render(&s, &mut screen, 80, 24);
    show("80×24", &rows);
    assert_whole_board(&rows, 0, 0);
    assert_tiles_aligned(&s, &rows, 0, 0);
    assert_shows(
        &rows,
        &format!(" Game {} · English · classic ", s.short_id()),
    );
    assert_shows(&rows, &format!(" Scores · turn {} ", turn(&s.view)));
    assert_shows(&rows, " Your rack ");
    assert_shows(&rows, &format!(" Unseen · bag {} ", s.view.bag));
    assert_shows(&rows, " Moves ");
    assert_shows(&rows, " Messages ");
    let rack: String = s
        .view
        .rack
        .iter()
        .map(|t| format!(" {} ", face(t)))
        .collect::<Vec<_>>()
        .join(" ");
    assert_shows(&rows, &rack);
    for p in 0..2 {
        assert_shows(&rows, s.name(p));
    }
    // The last moves, whole: the newest at the bottom of its panel.
    let newest = s.describe(s.view.history.last().unwrap());
    assert_shows(&rows, &newest[..newest.len().min(20)]);
    // The unseen tiles, counted where the full list does not fit.
    let (ux, uy) = find(&rows, " Unseen ").unwrap();
    let unseen: String = rows[uy + 1..uy + 4]
        .iter()
        .map(|r| r.chars().skip(ux).collect::<String>().trim().to_string() + " ")
        .collect();
    assert!(unseen.starts_with("A"), "{unseen:?}");
    assert!(unseen.contains("E") && unseen.contains('?'), "{unseen:?}");
    // The prompt whole, the line under it with the cursor after the text.
    let prompt = wrap(&s.prompt(), 80, 2);
    let above: Vec<&str> = rows[23 - prompt.len()..23]
        .iter()
        .map(|r| r.trim_end())
        .collect();
    assert_eq!(
        above,
        prompt.iter().map(|l| l.trim_end()).collect::<Vec<_>>()
    );
    assert_eq!(rows[23].trim_end(), "> 8H WO");
    assert_eq!(cursor, (7, 23));
}

/// 120×40: bordered panels, the messages under the board, the rules in the titles.
#[test]
fn the_screen_at_120x40_is_roomy() {
    let (mut s, _dir) = session("120x40", Language::English, UiLang::En, 3, 2);
    let mut screen = Screen::new(&s);
    screen.settle(&mut s).unwrap();
    let (rows, cursor) = render(&s, &mut screen, 120, 40);
    show("120×40", &rows);
    assert_whole_board(&rows, 0, 0);
    assert_shows(&rows, " Moves · double challenge ");
    assert_shows(&rows, " Your rack ");
    assert_shows(&rows, " Unseen · bag ");
    let (mx, my) = find(&rows, " Messages ").unwrap();
    assert!(
        mx < BOARD_WIDTH as usize && my == BOARD_HEIGHT as usize,
        "{mx},{my}"
    );
    // The welcome: the game's header, whole, wrapped in the panel under the board.
    assert_shows(
        &rows,
        &format!("Game {}: English, classic rules", s.short_id()),
    );
    assert_shows(&rows, "Type `help` (or press F1)");
    for p in 0..4 {
        assert_shows(&rows, s.name(p));
    }
    // The unseen tiles in full where they fit.
    assert_shows(&rows, "AAAAAAA");
    assert_eq!(rows[38], "│> ".to_string() + &" ".repeat(116) + "│");
    assert_eq!(cursor, (3, 38));
}

/// Below 80×24 the screen says so rather than drawing a board with pieces missing.
#[test]
fn a_small_terminal_is_asked_to_grow() {
    let (s, _dir) = session("small", Language::English, UiLang::En, 1, 1);
    let mut screen = Screen::new(&s);
    for (w, h) in [(79, 24), (80, 23), (60, 20)] {
        let (rows, _) = render(&s, &mut screen, w, h);
        show(&format!("{w}×{h}"), &rows);
        let text = rows.join(" ");
        let words: Vec<&str> = text.split_whitespace().collect();
        let joined = words.join(" ");
        assert!(
            joined.contains("Enlarge the terminal to at least 80×24")
                && joined.contains(&format!("(it is {w}×{h} now)")),
            "{joined}"
        );
        assert!(
            !joined.contains("Your rack") && !text.contains("★"),
            "{joined}"
        );
    }
    let (rows, _) = render(&s, &mut screen, 80, 24);
    assert_shows(&rows, " Your rack ");
    // In the player's language too.
    let (s, _dir) = session("small-sk", Language::English, UiLang::Sk, 1, 1);
    let (rows, _) = render(&s, &mut screen, 70, 20);
    assert!(
        rows.join(" ").contains("Zväčši terminál aspoň na 80×24"),
        "{rows:?}"
    );
}

/// The line: typing, the cursor keys, Home/End, Ctrl-A/E/U/W, Backspace and Delete at the
/// cursor, then the history on Up/Down, all through `on_key`.
#[test]
fn the_line_edits_and_remembers() {
    let (mut s, _dir) = session("edit", Language::English, UiLang::En, 1, 1);
    let mut screen = Screen::new(&s);
    screen.settle(&mut s).unwrap();
    let value = |screen: &Screen| screen.input.value().to_string();
    press(&mut screen, &mut s, typed("8H WRD"));
    press(
        &mut screen,
        &mut s,
        [key(KeyCode::Left), key(KeyCode::Left)],
    );
    press(&mut screen, &mut s, typed("O"));
    assert_eq!(value(&screen), "8H WORD");
    assert_eq!(screen.input.cursor(), 5);
    press(&mut screen, &mut s, [key(KeyCode::Home)]);
    press(&mut screen, &mut s, [key(KeyCode::Delete)]);
    press(&mut screen, &mut s, typed("9"));
    assert_eq!(value(&screen), "9H WORD");
    press(&mut screen, &mut s, [ctrl('e'), key(KeyCode::Backspace)]);
    assert_eq!(value(&screen), "9H WOR");
    press(
        &mut screen,
        &mut s,
        [ctrl('a'), key(KeyCode::Right), key(KeyCode::End)],
    );
    press(&mut screen, &mut s, typed("DS"));
    press(&mut screen, &mut s, [ctrl('w')]);
    assert_eq!(value(&screen), "9H ");
    press(&mut screen, &mut s, [ctrl('u')]);
    assert_eq!(value(&screen), "");
    // The cursor as drawn: after the text, then moved left with it.
    press(&mut screen, &mut s, typed("exchange QZ"));
    press(
        &mut screen,
        &mut s,
        [key(KeyCode::Left), key(KeyCode::Left), key(KeyCode::Left)],
    );
    let (rows, cursor) = render(&s, &mut screen, 80, 24);
    assert_eq!(rows[23].trim_end(), "> exchange QZ");
    assert_eq!(cursor, (2 + 8, 23));
    press(&mut screen, &mut s, [key(KeyCode::Esc)]);
    assert_eq!(value(&screen), "");

    // Two lines entered (both refused: the game does not change), then one being typed.
    for line in ["xyzzy", "8A QQ"] {
        press(&mut screen, &mut s, typed(line));
        press(&mut screen, &mut s, [key(KeyCode::Enter)]);
        assert_eq!(value(&screen), "");
    }
    let (last, error) = screen.messages.last().unwrap();
    assert!(*error && last.starts_with("Refused: "), "{last}");
    press(&mut screen, &mut s, typed("pa"));
    press(&mut screen, &mut s, [key(KeyCode::Up)]);
    assert_eq!(value(&screen), "8A QQ");
    press(&mut screen, &mut s, [key(KeyCode::Up), key(KeyCode::Up)]);
    assert_eq!(value(&screen), "xyzzy");
    press(&mut screen, &mut s, [key(KeyCode::Down)]);
    assert_eq!(value(&screen), "8A QQ");
    press(&mut screen, &mut s, [key(KeyCode::Down)]);
    assert_eq!(value(&screen), "pa");
    // A recalled line is edited and run like a typed one.
    press(&mut screen, &mut s, [key(KeyCode::Up), ctrl('w')]);
    press(&mut screen, &mut s, typed("pass"));
    assert_eq!(value(&screen), "8A pass");
    press(&mut screen, &mut s, [ctrl('a'), ctrl('k')]);
    press(&mut screen, &mut s, typed("pass"));
    let moves = s.view.history.len();
    press(&mut screen, &mut s, [key(KeyCode::Enter)]);
    assert_eq!(s.view.history.len(), moves + 1, "{:?}", screen.messages);
    assert_eq!(screen.history, ["xyzzy", "8A QQ", "pass"]);
    // Ctrl-C leaves (the game is saved as it is after every move).
    assert_eq!(on_key(&mut screen, &mut s, ctrl('c')), Action::Quit);
}

/// `help` opens a panel; at 80 columns it scrolls down to the help's last line, and every
/// word of the commands and the keys is shown on one page or another; Esc closes it.
#[test]
fn the_help_scrolls_to_its_end() {
    let (mut s, _dir) = session("help", Language::English, UiLang::En, 1, 1);
    let mut screen = Screen::new(&s);
    screen.settle(&mut s).unwrap();
    press(&mut screen, &mut s, typed("help"));
    press(&mut screen, &mut s, [key(KeyCode::Enter)]);
    assert!(screen.help.is_some());
    let last_line = s
        .text("tui-help-legend")
        .lines()
        .last()
        .unwrap()
        .to_string();
    let last_words: String = last_line
        .split_whitespace()
        .rev()
        .take(3)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect::<Vec<_>>()
        .join(" ");
    let mut seen = String::new();
    let mut pages = 0;
    loop {
        let (rows, _) = render(&s, &mut screen, 80, 24);
        if pages == 0 {
            show("help, first page", &rows);
            assert_shows(&rows, " Help · ↑ ↓ PgUp PgDn scroll · Esc closes ");
            // The prompt and the line stay in sight under the panel.
            assert_eq!(rows[23].trim_end(), ">");
        }
        seen += &rows.join("\n");
        if rows.iter().any(|r| r.contains(&last_words)) {
            show("help, last page", &rows);
            break;
        }
        pages += 1;
        assert!(pages < 10, "the help's end never comes");
        press(&mut screen, &mut s, [key(KeyCode::PageDown)]);
    }
    assert!(pages >= 1, "at 80×24 the help takes more than one page");
    let words: String = seen.split_whitespace().collect::<Vec<_>>().join(" ");
    for text in [s.text("cli-help"), s.text("tui-help-keys")] {
        // The commands are shown one to a line, without the `;` between them.
        for word in text.split_whitespace().map(|w| w.trim_end_matches(';')) {
            assert!(words.contains(word), "{word:?} is never shown");
        }
    }
    // Down at the end stays at the end; Home goes back; Esc closes; a letter closes and types.
    let end = screen.help;
    press(&mut screen, &mut s, [key(KeyCode::Down)]);
    assert_eq!(screen.help, end);
    press(&mut screen, &mut s, [key(KeyCode::Home)]);
    assert_eq!(screen.help, Some(0));
    press(&mut screen, &mut s, [key(KeyCode::Esc)]);
    assert_eq!(screen.help, None);
    press(&mut screen, &mut s, [key(KeyCode::F(1))]);
    assert!(screen.help.is_some());
    press(&mut screen, &mut s, typed("p"));
    assert_eq!((screen.help, screen.input.value()), (None, "p"));
}

/// Croatian: the two-letter tiles (LJ, NJ, DŽ) fill two of their square's three columns, their
/// first letter under the column's, in every row; the rack shows them without braces.
#[test]
fn croatian_digraphs_stay_in_their_squares() {
    let (mut s, _dir) = session("hr", Language::Croatian, UiLang::Hr, 1, 5);
    let mut screen = Screen::new(&s);
    let digraph = |s: &Session| {
        s.view
            .cells
            .iter()
            .any(|c| c.tile.as_ref().is_some_and(|f| f.chars().count() == 2))
    };
    for _ in 0..40 {
        screen.settle(&mut s).unwrap();
        if digraph(&s) || s.view.finished {
            break;
        }
        press(&mut screen, &mut s, typed("pass"));
        press(&mut screen, &mut s, [key(KeyCode::Enter)]);
    }
    assert!(digraph(&s), "no two-letter tile was played");
    for (w, h) in [(80, 24), (120, 40)] {
        let (rows, _) = render(&s, &mut screen, w, h);
        show(&format!("Croatian, {w}×{h}"), &rows);
        assert_whole_board(&rows, 0, 0);
        assert!(assert_tiles_aligned(&s, &rows, 0, 0) > 0);
        assert_shows(&rows, " Tvoj stalak ");
        assert_shows(&rows, " Poruke ");
        let rack: String = s
            .view
            .rack
            .iter()
            .map(|t| format!(" {} ", face(t)))
            .collect::<Vec<_>>()
            .join(" ");
        assert_shows(&rows, &rack);
    }
}

/// In every interface language the panels' titles, the prompt and the welcome come from the
/// catalog and fit whole at 80×24.
#[test]
fn every_interface_language_fits_at_80x24() {
    for ui in UiLang::ALL {
        let (mut s, _dir) = session(&format!("ui-{}", ui.code()), Language::English, ui, 3, 4);
        let mut screen = Screen::new(&s);
        screen.settle(&mut s).unwrap();
        let (rows, _) = render(&s, &mut screen, 80, 24);
        show(&format!("{ui}, 80×24"), &rows);
        assert_whole_board(&rows, 0, 0);
        for key in ["tui-rack-title", "tui-moves-title", "tui-messages-title"] {
            assert_shows(&rows, &format!(" {} ", s.text(key)));
        }
        let scores = s.say(&Message::new("tui-scores-title").with("turn", turn(&s.view)));
        assert_shows(&rows, &format!(" {scores} "));
        let unseen = s.say(&Message::new("tui-unseen-title").with("count", s.view.bag));
        assert_shows(&rows, &format!(" {unseen} "));
        for p in 0..4 {
            assert_shows(&rows, s.name(p));
        }
        // The prompt, wrapped whole above the line.
        let prompt: String = rows[..23]
            .iter()
            .rev()
            .take(3)
            .rev()
            .map(|r| r.trim())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(prompt.ends_with(&s.prompt()), "{prompt:?}");
        // The help's title fits in the panel.
        screen.help = Some(0);
        let (rows, _) = render(&s, &mut screen, 80, 24);
        assert_shows(&rows, &format!(" {} ", s.text("tui-help-title")));
        screen.help = None;
    }
}

/// A rack of 9 with digraphs fits the compact side column, each tile whole.
#[test]
fn a_rack_of_nine_fits_at_80x24() {
    for seed in 1..4 {
        let (s, _dir) = session(
            &format!("rack9-{seed}"),
            Language::Croatian,
            UiLang::En,
            1,
            seed,
        );
        let mut screen = Screen::new(&s);
        let (rows, _) = render(&s, &mut screen, 80, 24);
        let (x, y) = find(&rows, " Your rack ").unwrap();
        let line: String = rows[y + 1].chars().skip(x).collect();
        let faces: Vec<&str> = s.view.rack.iter().map(|t| face(t)).collect();
        assert_eq!(faces.len(), 9);
        assert_eq!(
            line.split_whitespace().collect::<Vec<_>>(),
            faces,
            "{line:?}"
        );
    }
}

#[test]
fn wrapping_keeps_words_and_indents() {
    assert_eq!(wrap("one two three", 7, 0), ["one two", "three"]);
    assert_eq!(
        wrap("  1. a b c d e f", 10, 3),
        ["  1. a b c", "     d e f"]
    );
    assert_eq!(wrap("abcdefghij", 4, 0), ["abcd", "efgh", "ij"]);
    assert_eq!(wrap("a\n\nb", 4, 0), ["a", "", "b"]);
    assert_eq!(square("LJ"), " LJ");
    assert_eq!(square("A"), " A ");
    assert_eq!(spread("▶  Bot 1 (medium)", "123", 12), "▶  Bot…  123");
}
