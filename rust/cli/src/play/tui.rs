//! `slovo play`: the full-screen terminal front end (ratatui): board, players, rack, unseen
//! tiles, the move list, messages, and a command line.
//!
//! The line is a `tui-input` widget (cursor keys, Home/End, Ctrl-A/E/U/W, Backspace/Delete)
//! with a history on Up/Down; `help` (or F1) opens a panel that scrolls. From 80×24 on the
//! screen is drawn compact (one-line panel titles, the unseen tiles counted when they do not
//! fit), from 100×32 on roomy; below 80×24 it asks for a larger terminal. Every label comes from
//! the catalog of the player's interface language. Keys go through [`on_key`], the screen is
//! drawn by [`draw`]: the tests drive both as the event loop does.

use std::error::Error;

use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use ratatui::{DefaultTerminal, Frame};
use slovo_app::AppError;
use slovo_i18n::Message;
use slovo_rules::board::SIZE;
use slovo_rules::{Premium, TileSetId};
use tui_input::Input;
use tui_input::backend::crossterm::EventHandler;

use super::session::{Reply, Session, turn};

/// The smallest terminal the game is drawn in; below it the screen asks for more.
pub(crate) const MIN_WIDTH: u16 = 80;
pub(crate) const MIN_HEIGHT: u16 = 24;
/// From this size on (both), the roomy layout: bordered panels, the messages under the board.
const ROOMY_WIDTH: u16 = 100;
const ROOMY_HEIGHT: u16 = 32;
/// The board: row numbers and 15 squares of 3 columns, a row of column letters, a border.
const BOARD_WIDTH: u16 = 3 + 3 * SIZE as u16 + 2;
const BOARD_HEIGHT: u16 = 1 + SIZE as u16 + 2;
/// How many lines typed Up can bring back.
const HISTORY: usize = 100;

/// What the screen holds besides the game.
#[derive(Default)]
pub(crate) struct Screen {
    input: Input,
    /// The lines entered, oldest first (repeats in a row kept once).
    history: Vec<String>,
    /// Which of them Up/Down shows; `None`: the line being typed, kept in `draft` meanwhile.
    recalled: Option<usize>,
    draft: String,
    /// Messages, newest last; `true` marks an error.
    messages: Vec<(String, bool)>,
    /// How many message lines PgUp scrolled back from the newest.
    back: usize,
    /// The help panel, while it is open: its first line shown.
    help: Option<usize>,
    /// The end of the game has been said.
    result_shown: bool,
    /// From the last draw: how far the messages and the help scroll, and a page of each.
    limits: Limits,
}

#[derive(Default, Clone, Copy, Debug)]
struct Limits {
    messages_max: usize,
    messages_page: usize,
    help_max: usize,
    help_page: usize,
}

/// What the event loop does after a key.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    Continue,
    /// Leave: the game is saved.
    Quit,
}

impl Screen {
    /// A screen that greets the player: the game's header and where the help is.
    pub(crate) fn new(session: &Session) -> Screen {
        let mut screen = Screen::default();
        screen.say(vec![super::header(session), session.text("tui-type-help")]);
        screen
    }

    fn say(&mut self, lines: Vec<String>) {
        if !lines.is_empty() {
            self.back = 0;
        }
        self.messages.extend(lines.into_iter().map(|l| (l, false)));
    }

    /// Let the bots move, and once the game is over, say how it ended (once).
    pub(crate) fn settle(&mut self, session: &mut Session) -> Result<(), AppError> {
        self.say(session.bots()?);
        if session.view.finished && !self.result_shown {
            self.result_shown = true;
            self.say(session.result_lines());
        }
        Ok(())
    }

    /// Run the line typed: its echo, then what the session answers.
    fn enter(&mut self, session: &mut Session) -> Action {
        let typed = self.input.value_and_reset();
        self.recalled = None;
        self.draft.clear();
        let line = typed.trim();
        if line.is_empty() {
            return Action::Continue;
        }
        if self.history.last().map(String::as_str) != Some(line) {
            self.history.push(line.to_string());
            if self.history.len() > HISTORY {
                self.history.remove(0);
            }
        }
        self.say(vec![format!("> {line}")]);
        match session.command(line) {
            // `help` opens the panel rather than one long line among the messages.
            Ok(Reply::Lines(lines)) if lines == [session.text("cli-help")] => self.help = Some(0),
            Ok(Reply::Lines(lines)) => self.say(lines),
            Ok(Reply::Quit) => return Action::Quit,
            Err(e) => {
                self.messages.push((session.error_text(&e), true));
                self.back = 0;
            }
        }
        Action::Continue
    }

    /// Up: the line entered before the one shown (the line being typed is kept).
    fn recall_older(&mut self) {
        let Some(last) = self.history.len().checked_sub(1) else {
            return;
        };
        let index = match self.recalled {
            None => {
                self.draft = self.input.value().to_string();
                last
            }
            Some(i) => i.saturating_sub(1),
        };
        self.recalled = Some(index);
        self.input = Input::new(self.history[index].clone());
    }

    /// Down: the line entered after the one shown, then back to the line being typed.
    fn recall_newer(&mut self) {
        let Some(i) = self.recalled else {
            return;
        };
        if i + 1 < self.history.len() {
            self.recalled = Some(i + 1);
            self.input = Input::new(self.history[i + 1].clone());
        } else {
            self.recalled = None;
            self.input = Input::new(std::mem::take(&mut self.draft));
        }
    }
}

pub fn run(session: &mut Session) -> Result<(), Box<dyn Error>> {
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, session);
    ratatui::restore();
    result?;
    for line in session.result_lines() {
        println!("{line}");
    }
    println!("{}", session.saved_message());
    Ok(())
}

fn event_loop(terminal: &mut DefaultTerminal, session: &mut Session) -> Result<(), Box<dyn Error>> {
    let mut screen = Screen::new(session);
    loop {
        if session.bots_to_move() {
            terminal.draw(|f| draw(f, session, &mut screen))?;
        }
        screen.settle(session)?;
        terminal.draw(|f| draw(f, session, &mut screen))?;
        // Anything else (a resize) just draws again.
        if let Event::Key(key) = event::read()?
            && on_key(&mut screen, session, key) == Action::Quit
        {
            return Ok(());
        }
    }
}

/// One key: the help panel's keys while it is open, else the line's (tui-input's bindings),
/// its history, the messages' scrolling, and Enter to run the line.
pub(crate) fn on_key(screen: &mut Screen, session: &mut Session, key: KeyEvent) -> Action {
    if key.kind == KeyEventKind::Release {
        return Action::Continue;
    }
    if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
        return Action::Quit;
    }
    let limits = screen.limits;
    if let Some(top) = screen.help {
        let to = match key.code {
            KeyCode::Up => Some(top.saturating_sub(1)),
            KeyCode::Down => Some(top + 1),
            KeyCode::PageUp => Some(top.saturating_sub(limits.help_page.max(1))),
            KeyCode::PageDown => Some(top + limits.help_page.max(1)),
            KeyCode::Home => Some(0),
            KeyCode::End => Some(limits.help_max),
            KeyCode::Esc | KeyCode::F(1) => {
                screen.help = None;
                return Action::Continue;
            }
            _ => None,
        };
        match to {
            Some(to) => {
                screen.help = Some(to.min(limits.help_max));
                return Action::Continue;
            }
            // Any other key closes the panel and does what it does.
            None => screen.help = None,
        }
    }
    if session.view.finished && matches!(key.code, KeyCode::Enter | KeyCode::Esc) {
        return Action::Quit;
    }
    match key.code {
        KeyCode::Enter => return screen.enter(session),
        KeyCode::Esc => {
            screen.input.reset();
            screen.recalled = None;
        }
        KeyCode::Up => screen.recall_older(),
        KeyCode::Down => screen.recall_newer(),
        KeyCode::PageUp => {
            let page = limits.messages_page.max(1);
            screen.back = (screen.back + page).min(limits.messages_max);
        }
        KeyCode::PageDown => {
            screen.back = screen.back.saturating_sub(limits.messages_page.max(1));
        }
        KeyCode::F(1) => screen.help = Some(0),
        _ => {
            screen.input.handle_event(&Event::Key(key));
        }
    }
    Action::Continue
}

/// Where each part of the screen goes.
struct Areas {
    roomy: bool,
    board: Rect,
    scores: Rect,
    rack: Rect,
    unseen: Rect,
    /// The unseen tiles, in the lines the panel shows.
    unseen_lines: Vec<String>,
    moves: Rect,
    messages: Rect,
    /// The input box (roomy: bordered, the prompt inside), or the prompt's lines (compact).
    prompt: Rect,
    input: Rect,
    /// What the help panel covers.
    help: Rect,
}

/// The screen, or (below [`MIN_WIDTH`]×[`MIN_HEIGHT`]) a request for a larger terminal.
pub(crate) fn draw(frame: &mut Frame, session: &Session, screen: &mut Screen) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        draw_too_small(frame, session, area);
        return;
    }
    let roomy = area.width >= ROOMY_WIDTH && area.height >= ROOMY_HEIGHT;
    let prompt_width = area.width.saturating_sub(if roomy { 2 } else { 0 });
    let prompt = wrap(&prompt_text(session), prompt_width as usize, 2);
    let prompt_rows = prompt.len().clamp(1, 3) as u16;
    let areas = layout(area, session, prompt_rows, unseen_texts(session));

    draw_board(frame, session, areas.board);
    draw_scores(frame, session, areas.scores, areas.roomy);
    draw_rack(frame, session, areas.rack, areas.roomy);
    draw_unseen(frame, session, &areas);
    draw_moves(frame, session, areas.moves, areas.roomy);
    draw_messages(frame, session, screen, areas.messages, areas.roomy);
    draw_input(frame, screen, &areas, &prompt);
    if screen.help.is_some() {
        draw_help(frame, session, screen, areas.help);
    }
}

fn layout(area: Rect, session: &Session, prompt_rows: u16, unseen: [String; 2]) -> Areas {
    let players = session.view.names.len() as u16;
    let roomy = area.width >= ROOMY_WIDTH && area.height >= ROOMY_HEIGHT;
    // Borders: all four around a roomy panel, a top line with the title in a compact one.
    let frame_rows = if roomy { 2 } else { 1 };
    let (board, side, messages, prompt, input, help);
    if roomy {
        let [main, input_box] =
            Layout::vertical([Constraint::Min(0), Constraint::Length(prompt_rows + 3)]).areas(area);
        let [left, right] =
            Layout::horizontal([Constraint::Length(BOARD_WIDTH), Constraint::Min(0)]).areas(main);
        [board, messages] =
            Layout::vertical([Constraint::Length(BOARD_HEIGHT), Constraint::Min(0)]).areas(left);
        side = right;
        prompt = input_box;
        let inner = Block::bordered().inner(input_box);
        input = Rect::new(inner.x, inner.bottom().saturating_sub(1), inner.width, 1);
        help = main;
    } else {
        let [top, middle, prompt_area, input_area] = Layout::vertical([
            Constraint::Length(BOARD_HEIGHT),
            Constraint::Min(2),
            Constraint::Length(prompt_rows),
            Constraint::Length(1),
        ])
        .areas(area);
        [board, side] =
            Layout::horizontal([Constraint::Length(BOARD_WIDTH), Constraint::Min(0)]).areas(top);
        (messages, prompt, input, help) = (middle, prompt_area, input_area, top);
    }
    // The side column: scores, rack, the unseen tiles (in full where they fit, in two lines at
    // most when compact, else counted), the moves below with three lines at least.
    let fixed = (players + frame_rows) + (1 + frame_rows) + frame_rows;
    let spare = side.height.saturating_sub(fixed + frame_rows + 3).max(1) as usize;
    let inner_width = side.width.saturating_sub(if roomy { 2 } else { 0 }) as usize;
    let [full, counted] = unseen.map(|text| wrap(&text, inner_width, 0));
    let mut unseen_lines = if full.len() <= if roomy { spare } else { spare.min(2) } {
        full
    } else {
        counted
    };
    unseen_lines.truncate(spare);
    let unseen_rows = unseen_lines.len() as u16;
    let [scores, rack, unseen_area, moves] = Layout::vertical([
        Constraint::Length(players + frame_rows),
        Constraint::Length(1 + frame_rows),
        Constraint::Length(unseen_rows + frame_rows),
        Constraint::Min(0),
    ])
    .areas(side);
    Areas {
        roomy,
        board,
        scores,
        rack,
        unseen: unseen_area,
        unseen_lines,
        moves,
        messages,
        prompt,
        input,
        help,
    }
}

/// A panel: bordered when roomy, a top line with the title when compact.
fn panel(title: String, roomy: bool) -> Block<'static> {
    let block = if roomy {
        Block::bordered()
    } else {
        Block::new().borders(Borders::TOP)
    };
    block.title(Span::styled(
        format!(" {title} "),
        Style::new().add_modifier(Modifier::BOLD),
    ))
}

/// The first title that fits in a panel `width` wide (its corners and spaces aside).
fn fitting(width: u16, titles: Vec<String>) -> String {
    let room = (width as usize).saturating_sub(4);
    let last = titles.last().cloned().unwrap_or_default();
    titles
        .into_iter()
        .find(|t| text_width(t) <= room)
        .unwrap_or(last)
}

fn prompt_text(session: &Session) -> String {
    if session.view.finished {
        session.text("tui-over-prompt")
    } else if session.bots_to_move() {
        let bots = session.view.is_bot.iter().filter(|b| **b).count();
        session.say(&Message::new("tui-bots-thinking").with("count", bots))
    } else {
        session.prompt()
    }
}

fn draw_too_small(frame: &mut Frame, session: &Session, area: Rect) {
    let text = session.say(
        &Message::new("tui-too-small")
            .with("width", MIN_WIDTH)
            .with("height", MIN_HEIGHT)
            .with("columns", area.width)
            .with("rows", area.height),
    );
    let lines: Vec<Line> = wrap(&text, area.width.saturating_sub(2).max(1) as usize, 0)
        .into_iter()
        .map(Line::from)
        .collect();
    let top = area.height.saturating_sub(lines.len() as u16) / 2;
    let rows = Rect::new(area.x, area.y + top, area.width, area.height - top);
    frame.render_widget(
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .style(Style::new().add_modifier(Modifier::BOLD)),
        rows,
    );
}

/// A tile's or a premium's text in a square three columns wide, its first letter under the
/// column's letter: ` A `, ` LJ`, ` 3W`.
fn square(text: &str) -> String {
    match text_width(text) {
        0 => "   ".to_string(),
        1 => format!(" {text} "),
        _ => {
            let mut out = " ".to_string();
            for c in text.chars() {
                if text_width(&out) + text_width(&c.to_string()) > 3 {
                    break;
                }
                out.push(c);
            }
            out
        }
    }
}

fn draw_board(frame: &mut Frame, session: &Session, area: Rect) {
    let mut lines = vec![Line::from(
        std::iter::once("   ".to_string())
            .chain((0..SIZE).map(|c| square(&char::from(b'A' + c as u8).to_string())))
            .collect::<String>(),
    )];
    for (r, row) in session.view.cells.chunks(SIZE).enumerate() {
        let mut spans = vec![Span::raw(format!("{:>2} ", r + 1))];
        for cell in row {
            let (text, style) = match &cell.tile {
                Some(face) => {
                    let face = if cell.blank {
                        face.to_lowercase()
                    } else {
                        face.clone()
                    };
                    let bg = if cell.last_move {
                        Color::LightYellow
                    } else {
                        Color::Yellow
                    };
                    let fg = if cell.blank { Color::Red } else { Color::Black };
                    (
                        face,
                        Style::new().bg(bg).fg(fg).add_modifier(Modifier::BOLD),
                    )
                }
                None => premium_cell(cell.premium),
            };
            spans.push(Span::styled(square(&text), style));
        }
        lines.push(Line::from(spans));
    }
    let rules = session.rules;
    let mut language = session.say(&slovo_i18n::language_name(rules.tiles.language()));
    if rules.tiles == TileSetId::Slovak110 {
        language += " (110)";
    }
    let id = session.short_id();
    let title = fitting(
        area.width,
        vec![
            session.say(
                &Message::new("tui-board-title")
                    .with("id", id)
                    .with("language", language)
                    .with("preset", slovo_i18n::preset_name(rules.preset.name)),
            ),
            session.say(&Message::new("tui-board-title-short").with("id", id)),
        ],
    );
    frame.render_widget(Paragraph::new(lines).block(panel(title, true)), area);
}

fn premium_cell(premium: Premium) -> (String, Style) {
    let (text, bg, fg) = match premium {
        Premium::TripleWord => ("3W", Color::Red, Color::White),
        Premium::DoubleWord => ("2W", Color::Magenta, Color::White),
        Premium::TripleLetter => ("3L", Color::Blue, Color::White),
        Premium::DoubleLetter => ("2L", Color::Cyan, Color::Black),
        Premium::Centre => ("★", Color::Magenta, Color::White),
        Premium::None => ("·", Color::Reset, Color::DarkGray),
    };
    (text.to_string(), Style::new().bg(bg).fg(fg))
}

fn draw_scores(frame: &mut Frame, session: &Session, area: Rect, roomy: bool) {
    let view = &session.view;
    let width = area.width.saturating_sub(if roomy { 2 } else { 0 }) as usize;
    let lines: Vec<Line> = (0..view.names.len() as u8)
        .map(|p| {
            let marker = match view.ranks.get(p as usize) {
                Some(rank) if view.finished => format!("{rank}."),
                _ if view.to_move == Some(p) => "▶".to_string(),
                _ => String::new(),
            };
            let state = if session.has_left(p) {
                format!(" {}", session.text("tui-left"))
            } else if !view.finished && view.awaiting_challenge == Some(p) {
                format!(" {}", session.text("tui-awaits-challenge"))
            } else {
                String::new()
            };
            let style = if p == view.me {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            let score = view.scores[p as usize].to_string();
            let mut left = format!("{marker:<2} {}", session.name(p));
            // The state where it fits whole (the prompt says when a play may be challenged).
            if text_width(&left) + text_width(&state) + 1 + text_width(&score) <= width {
                left += &state;
            }
            Line::styled(spread(&left, &score, width), style)
        })
        .collect();
    let title = if view.finished {
        session.text("tui-final-scores")
    } else {
        session.say(&Message::new("tui-scores-title").with("turn", turn(view)))
    };
    frame.render_widget(Paragraph::new(lines).block(panel(title, roomy)), area);
}

/// `left` and `right` on one line `width` wide, `right` at its end; `left` shortened (with
/// `…`) if both do not fit.
fn spread(left: &str, right: &str, width: usize) -> String {
    let room = width.saturating_sub(text_width(right) + 1);
    let mut left = left.to_string();
    if text_width(&left) > room {
        while text_width(&left) + 1 > room && left.pop().is_some() {}
        left.truncate(left.trim_end().len());
        left.push('…');
    }
    let gap = width
        .saturating_sub(text_width(&left) + text_width(right))
        .max(1);
    format!("{left}{}{right}", " ".repeat(gap))
}

/// A tile as the rack and the unseen tiles show it: `LJ`, not notation's `{LJ}`.
fn face(tile: &str) -> &str {
    tile.trim_start_matches('{').trim_end_matches('}')
}

fn draw_rack(frame: &mut Frame, session: &Session, area: Rect, roomy: bool) {
    let width = area.width.saturating_sub(if roomy { 2 } else { 0 }) as usize;
    let chips: Vec<String> = session
        .view
        .rack
        .iter()
        .map(|t| format!(" {} ", face(t)))
        .collect();
    let total: usize = chips.iter().map(|c| text_width(c)).sum();
    // A space between the tiles where they fit with it (a rack of 9 may not, compact).
    let gap = if total + chips.len().saturating_sub(1) <= width {
        " "
    } else {
        ""
    };
    let tile = Style::new()
        .bg(Color::Yellow)
        .fg(Color::Black)
        .add_modifier(Modifier::BOLD);
    let spans: Vec<Span> = chips
        .into_iter()
        .enumerate()
        .flat_map(|(i, chip)| {
            let sep = Span::raw(if i == 0 { "" } else { gap });
            [sep, Span::styled(chip, tile)]
        })
        .collect();
    frame.render_widget(
        Paragraph::new(Line::from(spans)).block(panel(session.text("tui-rack-title"), roomy)),
        area,
    );
}

/// The unseen tiles in full (`AAA B CC`), then counted (`A3 B C2`) for a panel where the full
/// text does not fit.
fn unseen_texts(session: &Session) -> [String; 2] {
    let counted: Vec<String> = session
        .view
        .unseen
        .iter()
        .map(|(tile, n)| match n {
            1 => face(tile).to_string(),
            n => format!("{}{n}", face(tile)),
        })
        .collect();
    [session.unseen(), counted.join(" ")]
}

fn draw_unseen(frame: &mut Frame, session: &Session, areas: &Areas) {
    let title = session.say(&Message::new("tui-unseen-title").with("count", session.view.bag));
    let lines: Vec<Line> = areas.unseen_lines.iter().cloned().map(Line::from).collect();
    frame.render_widget(
        Paragraph::new(lines).block(panel(title, areas.roomy)),
        areas.unseen,
    );
}

fn draw_moves(frame: &mut Frame, session: &Session, area: Rect, roomy: bool) {
    let history = &session.view.history;
    let title = fitting(
        area.width,
        vec![
            session.say(&Message::new("tui-moves-title-rules").with(
                "validation",
                slovo_i18n::validation_name(session.rules.validation),
            )),
            session.text("tui-moves-title"),
        ],
    );
    let block = panel(title, roomy);
    let inner = block.inner(area);
    let digits = history.len().to_string().len();
    // The latest moves that fit whole, each wrapped under its text.
    let mut shown: Vec<String> = Vec::new();
    for (i, entry) in history.iter().enumerate().rev() {
        let text = format!("{:>digits$}. {}", i + 1, session.describe(entry));
        let lines = wrap(&text, inner.width as usize, digits + 2);
        if shown.len() + lines.len() > inner.height as usize {
            break;
        }
        shown.splice(0..0, lines);
    }
    let lines: Vec<Line> = shown.into_iter().map(Line::from).collect();
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

fn draw_messages(
    frame: &mut Frame,
    session: &Session,
    screen: &mut Screen,
    area: Rect,
    roomy: bool,
) {
    let width = area.width.saturating_sub(if roomy { 2 } else { 0 }) as usize;
    let rows = area.height.saturating_sub(if roomy { 2 } else { 1 }) as usize;
    let lines: Vec<(String, bool)> = screen
        .messages
        .iter()
        .flat_map(|(text, error)| wrap(text, width, 2).into_iter().map(|l| (l, *error)))
        .collect();
    let max = lines.len().saturating_sub(rows);
    screen.back = screen.back.min(max);
    screen.limits.messages_max = max;
    screen.limits.messages_page = rows.saturating_sub(1).max(1);
    let end = lines.len() - screen.back;
    let shown: Vec<Line> = lines[end.saturating_sub(rows)..end]
        .iter()
        .map(|(text, error)| {
            let style = if *error {
                Style::new().fg(Color::Red)
            } else {
                Style::new()
            };
            Line::styled(text.clone(), style)
        })
        .collect();
    let title = if screen.back > 0 {
        session.text("tui-messages-scrolled")
    } else {
        session.text("tui-messages-title")
    };
    frame.render_widget(Paragraph::new(shown).block(panel(title, roomy)), area);
}

/// The prompt and the line being typed, the cursor in it.
fn draw_input(frame: &mut Frame, screen: &Screen, areas: &Areas, prompt: &[String]) {
    let cyan = Style::new().fg(Color::Cyan);
    let (prompt_area, prompt_style) = if areas.roomy {
        let block = Block::bordered().border_style(cyan);
        let inner = block.inner(areas.prompt);
        frame.render_widget(block, areas.prompt);
        let rows = inner.height.saturating_sub(1);
        (
            Rect {
                height: rows,
                ..inner
            },
            Style::new(),
        )
    } else {
        (areas.prompt, cyan.add_modifier(Modifier::BOLD))
    };
    let lines: Vec<Line> = prompt
        .iter()
        .take(prompt_area.height as usize)
        .map(|l| Line::styled(l.clone(), prompt_style))
        .collect();
    frame.render_widget(Paragraph::new(lines), prompt_area);

    let input = areas.input;
    frame.render_widget(Paragraph::new(Span::styled("> ", cyan)), input);
    let text = Rect {
        x: input.x + 2,
        width: input.width.saturating_sub(2),
        ..input
    };
    // The line scrolls sideways to keep the cursor in sight.
    let room = (text.width as usize).saturating_sub(1);
    let scroll = screen.input.visual_scroll(room);
    frame.render_widget(
        Paragraph::new(screen.input.value()).scroll((0, scroll as u16)),
        text,
    );
    let x = text.x + (screen.input.visual_cursor().saturating_sub(scroll)) as u16;
    frame.set_cursor_position((x.min(text.right().saturating_sub(1)), text.y));
}

/// The commands (the catalog's help, one per line), the keys and the board's legend.
fn help_text(session: &Session) -> Vec<String> {
    let mut lines: Vec<String> = session
        .text("cli-help")
        .split("; ")
        .map(|part| format!("• {part}"))
        .collect();
    for key in ["tui-help-keys", "tui-help-legend"] {
        lines.push(String::new());
        lines.extend(session.text(key).lines().map(str::to_string));
    }
    lines
}

fn draw_help(frame: &mut Frame, session: &Session, screen: &mut Screen, area: Rect) {
    let block = Block::bordered()
        .border_style(Style::new().fg(Color::Cyan))
        .title(Span::styled(
            format!(" {} ", session.text("tui-help-title")),
            Style::new().add_modifier(Modifier::BOLD),
        ));
    let inner = block.inner(area);
    let lines: Vec<String> = help_text(session)
        .iter()
        .flat_map(|l| {
            let hang = if l.starts_with('•') { 2 } else { 0 };
            wrap(l, inner.width as usize, hang)
        })
        .collect();
    let rows = inner.height as usize;
    let max = lines.len().saturating_sub(rows);
    let top = screen.help.unwrap_or(0).min(max);
    screen.help = Some(top);
    screen.limits.help_max = max;
    screen.limits.help_page = rows.saturating_sub(1).max(1);
    let last = (top + rows).min(lines.len());
    let shown: Vec<Line> = lines[top..last].iter().cloned().map(Line::from).collect();
    let block = block.title_bottom(
        Line::from(format!(" {}–{}/{} ", top + 1, last, lines.len())).right_aligned(),
    );
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(shown).block(block), area);
}

/// How many columns a text takes in a terminal.
fn text_width(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` in lines at most `width` columns wide, broken at spaces (a word longer than a line
/// anywhere); each `\n` starts a new line. A line's continuations are indented as it is, and
/// `hang` more.
pub(crate) fn wrap(text: &str, width: usize, hang: usize) -> Vec<String> {
    let width = width.max(1);
    let mut out = Vec::new();
    for paragraph in text.split('\n') {
        let indent = paragraph.len() - paragraph.trim_start_matches(' ').len();
        let first = " ".repeat(indent.min(width / 2));
        let next = " ".repeat((indent + hang).min(width / 2));
        let mut line = first.clone();
        let mut start = first.len();
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let used = text_width(&line);
            if line.len() > start && used + 1 + text_width(word) > width {
                out.push(std::mem::replace(&mut line, next.clone()));
                start = next.len();
            } else if line.len() > start {
                line.push(' ');
            }
            for c in word.chars() {
                let c_width = text_width(c.encode_utf8(&mut [0; 4]));
                if line.len() > start && text_width(&line) + c_width > width {
                    out.push(std::mem::replace(&mut line, next.clone()));
                    start = next.len();
                }
                line.push(c);
            }
        }
        out.push(line);
    }
    out
}

#[cfg(test)]
#[path = "tui_tests.rs"]
mod tests;
