//! `slovo tycoon play`: the full-screen view (ratatui). Players with their money, stock,
//! patent value and score (▶ marks whose turn), the goal and the final round, the hand and
//! the community cards, the 26 patents with prices and owners, the message log, and the
//! command line under what may be typed now, with the word being typed previewed live
//! (`App::tycoon_preview`: its pay and the patents it allows, or why not).

use std::error::Error;

use ratatui::DefaultTerminal;
use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};
use slovo_i18n::Message;
use slovo_tycoon::tables::patent_price;
use tui_input::Input;
use tui_input::backend::crossterm::EventHandler;

use super::session::{Reply, Session, Verdict};

/// The smallest terminal every panel fits in.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;
/// Width of the players' and cards' column.
pub const LEFT: u16 = 46;
/// One patent in its panel: `E 10 1` and a gap.
const PATENT: u16 = 8;

/// What the screen holds besides the game.
#[derive(Default)]
pub struct Screen {
    /// The command line: a `tui-input` widget (cursor keys, Home/End, Ctrl-A/E/U/W).
    pub input: Input,
    /// Messages, newest last; `true` marks an error.
    pub messages: Vec<(String, bool)>,
    /// Lines typed, for Up and Down.
    typed: Vec<String>,
    recalled: Option<usize>,
}

impl Screen {
    pub fn say(&mut self, lines: Vec<String>) {
        self.messages.extend(lines.into_iter().map(|l| (l, false)));
    }

    fn recall(&mut self, older: bool) {
        let n = self.typed.len();
        let at = match (self.recalled, older) {
            (None, true) if n > 0 => Some(n - 1),
            (Some(i), true) => Some(i.saturating_sub(1)),
            (Some(i), false) if i + 1 < n => Some(i + 1),
            _ => None,
        };
        self.recalled = at;
        self.input = Input::new(at.map(|i| self.typed[i].clone()).unwrap_or_default());
    }
}

pub fn run(session: &mut Session) -> Result<(), Box<dyn Error>> {
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, session);
    ratatui::restore();
    result?;
    if session.finished() {
        for line in session.result_lines() {
            println!("{line}");
        }
    }
    println!("{}", session.saved_message());
    Ok(())
}

fn event_loop(terminal: &mut DefaultTerminal, session: &mut Session) -> Result<(), Box<dyn Error>> {
    let mut screen = Screen::default();
    screen.say(session.opening_lines());
    screen.say(vec![session.text("tycoon-help-hint")]);
    let mut ended = false;
    loop {
        if !session.humans_turn() && !session.finished() {
            terminal.draw(|f| draw(f, session, &screen))?;
        }
        match session.bots() {
            Ok(lines) => screen.say(lines),
            Err(e) => screen.messages.push((e, true)),
        }
        if session.finished() && !ended {
            ended = true;
            screen.say(session.result_lines());
        }
        terminal.draw(|f| draw(f, session, &screen))?;
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind != KeyEventKind::Press {
            continue;
        }
        match key.code {
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => return Ok(()),
            KeyCode::Esc | KeyCode::Enter if ended => return Ok(()),
            KeyCode::Esc => screen.input.reset(),
            KeyCode::Up => screen.recall(true),
            KeyCode::Down => screen.recall(false),
            KeyCode::Enter => {
                let line = screen.input.value_and_reset();
                screen.recalled = None;
                if line.trim().is_empty() {
                    continue;
                }
                screen.typed.push(line.trim().to_string());
                screen.say(vec![format!("> {}", line.trim())]);
                match session.command(&line) {
                    Ok(Reply::Lines(lines)) => screen.say(lines),
                    Ok(Reply::Quit) => return Ok(()),
                    Err(e) => screen.messages.push((session.error_text(&e), true)),
                }
            }
            _ => {
                screen.input.handle_event(&Event::Key(key));
            }
        }
    }
}

/// Word-wraps `text` to `width` columns at spaces (not at no-break spaces: `7 $` stays
/// whole); a word longer than a line is split.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            lines.push(word.drain(..width).collect());
        }
        let needed = line.chars().count() + usize::from(!line.is_empty()) + word.len();
        if needed > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.extend(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

pub fn draw(frame: &mut Frame, session: &Session, screen: &Screen) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let m = Message::new("tycoon-too-small")
            .with("width", area.width)
            .with("height", area.height)
            .with("min-width", MIN_WIDTH)
            .with("min-height", MIN_HEIGHT);
        let lines: Vec<Line> = wrap(&session.say(&m), area.width as usize)
            .into_iter()
            .map(Line::from)
            .collect();
        frame.render_widget(Paragraph::new(lines), area);
        return;
    }
    let players = player_lines(session, LEFT - 2);
    let left_rows = players.len() as u16 + 2 + 3;
    let right_width = area.width - LEFT;
    let per_row = ((right_width - 2) / PATENT).max(1);
    let notes = patent_notes(session, right_width - 2);
    let patent_rows = 26u16.div_ceil(per_row) + notes.len() as u16 + 2;
    let top_rows = left_rows.max(patent_rows);
    let prompt = wrap(&prompt(session), area.width as usize - 2);
    let preview = session
        .preview(screen.input.value())
        .map(|(text, verdict)| (wrap(&text, area.width as usize - 2), verdict));
    let preview_rows = preview.as_ref().map_or(0, |(lines, _)| lines.len() as u16);
    let command_rows = prompt.len() as u16 + preview_rows + 1 + 2;
    let [top, log, command] = Layout::vertical([
        Constraint::Length(top_rows),
        Constraint::Min(3),
        Constraint::Length(command_rows),
    ])
    .areas(area);
    let [left, right] =
        Layout::horizontal([Constraint::Length(LEFT), Constraint::Min(0)]).areas(top);
    let [players_area, cards] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(3)]).areas(left);

    // Whose turn heads the players' box, in bold.
    let turn = Line::styled(
        format!(" {} ", clip(&session.turn_line(), LEFT as usize - 4)),
        Style::new().add_modifier(Modifier::BOLD),
    );
    frame.render_widget(
        Paragraph::new(players).block(Block::bordered().title(turn)),
        players_area,
    );
    draw_cards(frame, session, cards);
    draw_patents(frame, session, right, per_row, notes);
    draw_log(frame, screen, log);
    draw_command(frame, screen, prompt, preview, command);
}

/// Under the patents: what the powers are, then the goal, or the final round once it is on.
fn patent_notes(session: &Session, inner: u16) -> Vec<Line<'static>> {
    let inner = inner as usize;
    let styled = |text: &str, style: Style| -> Vec<Line<'static>> {
        wrap(text, inner)
            .into_iter()
            .map(|l| Line::styled(l, style))
            .collect()
    };
    let mut lines = styled(
        &session.text("tycoon-powers-short"),
        Style::new().fg(Color::Magenta),
    );
    let goal = session.goal_lines();
    match goal.get(1) {
        Some(final_round) => lines.extend(styled(
            final_round,
            Style::new()
                .fg(Color::Black)
                .bg(Color::LightRed)
                .add_modifier(Modifier::BOLD),
        )),
        None => lines.extend(styled(&goal[0], Style::new().add_modifier(Modifier::BOLD))),
    }
    lines
}

fn prompt(session: &Session) -> String {
    if session.finished() {
        session.text("tycoon-press-enter")
    } else {
        session.prompt()
    }
}

/// Owner tags in the patents panel: the first letter of "You" for the human, the bot's
/// number for a bot (its name is "Bot N").
pub fn tag(session: &Session, player: usize) -> String {
    if player == session.me() {
        session
            .name(player)
            .chars()
            .next()
            .unwrap_or('*')
            .to_string()
    } else {
        player.to_string()
    }
}

/// A table of every player's money, stock, patent value and score (▶ marks whose turn it
/// is), and the deck; `inner` columns wide.
fn player_lines(session: &Session, inner: u16) -> Vec<Line<'static>> {
    let v = &session.view;
    let inner = inner as usize;
    let mut lines: Vec<Line> = Vec::new();
    let heads = [
        "tycoon-col-money",
        "tycoon-col-stock",
        "tycoon-col-patents",
        "tycoon-col-score",
    ]
    .map(|k| session.text(k));
    let rows: Vec<[String; 4]> = v
        .players
        .iter()
        .map(|p| {
            [
                session.say(&Message::new("tycoon-money").with("amount", p.money)),
                p.stock.to_string(),
                session.say(&Message::new("tycoon-money").with("amount", p.patent_value)),
                p.score.to_string(),
            ]
        })
        .collect();
    let widths: Vec<usize> = (0..4)
        .map(|c| {
            rows.iter()
                .map(|r| r[c].chars().count())
                .chain([heads[c].chars().count()])
                .max()
                .unwrap_or(1)
        })
        .collect();
    let name_width = inner.saturating_sub(2 + widths.iter().map(|w| w + 1).sum::<usize>());
    let row = |marker: &str, name: &str, cells: &[String]| {
        let mut s = format!("{marker:<2}{:<name_width$}", clip(name, name_width));
        for (c, cell) in cells.iter().enumerate() {
            s += &format!(" {cell:>w$}", w = widths[c]);
        }
        s
    };
    lines.push(Line::styled(
        row("", "", &heads),
        Style::new().fg(Color::DarkGray),
    ));
    for (p, cells) in rows.iter().enumerate() {
        let current = !v.finished && v.current == p;
        let marker = if current { "▶" } else { "" };
        let name = format!("{} {}", tag(session, p), session.name(p));
        let mut style = Style::new();
        if p == v.me {
            style = style.add_modifier(Modifier::BOLD);
        }
        if current {
            style = style.fg(Color::Cyan);
        }
        lines.push(Line::styled(row(marker, &name, cells), style));
    }
    let deck = Message::new("tycoon-deck")
        .with("count", v.deck_size)
        .with("discards", v.discard_size);
    lines.extend(
        wrap(&session.say(&deck), inner)
            .into_iter()
            .map(|l| Line::styled(l, Style::new().fg(Color::DarkGray))),
    );
    lines
}

/// The first `width` characters of `text`.
fn clip(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

fn card_spans(cards: &[u8], style: Style) -> Line<'static> {
    let spans: Vec<Span> = cards
        .iter()
        .flat_map(|&c| {
            [
                Span::styled(format!(" {} ", c as char), style),
                Span::raw(" "),
            ]
        })
        .collect();
    Line::from(spans)
}

fn draw_cards(frame: &mut Frame, session: &Session, area: Rect) {
    let v = &session.view;
    let hand_title = format!(" {} ", session.text("tycoon-hand-title"));
    let community_title = format!(" {} ", session.text("tycoon-community-title"));
    let community_width =
        (v.community.len().max(3) as u16 * 4 + 2).max(community_title.chars().count() as u16 + 2);
    let [hand, community] =
        Layout::horizontal([Constraint::Min(0), Constraint::Length(community_width)]).areas(area);
    let card = Style::new()
        .bg(Color::Yellow)
        .fg(Color::Black)
        .add_modifier(Modifier::BOLD);
    frame.render_widget(
        Paragraph::new(card_spans(&v.hand, card)).block(Block::bordered().title(hand_title)),
        hand,
    );
    let shared = Style::new()
        .bg(Color::LightBlue)
        .fg(Color::Black)
        .add_modifier(Modifier::BOLD);
    frame.render_widget(
        Paragraph::new(card_spans(&v.community, shared))
            .block(Block::bordered().title(community_title)),
        community,
    );
}

fn draw_patents(
    frame: &mut Frame,
    session: &Session,
    area: Rect,
    per_row: u16,
    notes: Vec<Line<'static>>,
) {
    let v = &session.view;
    let entries: Vec<Span> = (b'A'..=b'Z')
        .zip(v.owners)
        .map(|(l, owner)| {
            let text = format!(
                "{} {:>2} {:<2}",
                l as char,
                patent_price(l),
                owner.map_or("·".to_string(), |p| tag(session, p))
            );
            let style = match owner {
                Some(p) if p == v.me => Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
                Some(_) => Style::new().fg(Color::Red),
                None if b"BJKQVXZ".contains(&l) => Style::new().fg(Color::Magenta),
                None => Style::new(),
            };
            Span::styled(text, style)
        })
        .collect();
    let mut lines: Vec<Line> = entries
        .chunks(per_row as usize)
        .map(|row| Line::from(row.to_vec()))
        .collect();
    let inner = area.width.saturating_sub(2) as usize;
    lines.extend(notes);
    let title = format!(" {} ", clip(&session.text("tycoon-patents-title"), inner));
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        area,
    );
}

fn draw_log(frame: &mut Frame, screen: &Screen, area: Rect) {
    let width = area.width.saturating_sub(2) as usize;
    let lines: Vec<Line> = screen
        .messages
        .iter()
        .flat_map(|(text, error)| {
            let style = if *error {
                Style::new().fg(Color::Red)
            } else {
                Style::new()
            };
            wrap(text, width)
                .into_iter()
                .map(move |l| Line::styled(l, style))
        })
        .collect();
    let shown = area.height.saturating_sub(2) as usize;
    let newest = lines[lines.len().saturating_sub(shown)..].to_vec();
    frame.render_widget(Paragraph::new(newest).block(Block::bordered()), area);
}

fn draw_command(
    frame: &mut Frame,
    screen: &Screen,
    prompt: Vec<String>,
    preview: Option<(Vec<String>, Verdict)>,
    area: Rect,
) {
    let mut lines: Vec<Line> = prompt
        .into_iter()
        .map(|l| Line::styled(l, Style::new().fg(Color::Cyan)))
        .collect();
    if let Some((preview, verdict)) = preview {
        let color = match verdict {
            Verdict::Good => Color::Green,
            Verdict::Unknown => Color::Yellow,
            Verdict::Refused => Color::Red,
        };
        lines.extend(
            preview
                .into_iter()
                .map(|l| Line::styled(l, Style::new().fg(color))),
        );
    }
    // The line scrolls so the cursor stays in sight.
    let room = area.width.saturating_sub(4) as usize;
    let scroll = screen.input.visual_scroll(room);
    let typed: String = screen
        .input
        .value()
        .chars()
        .skip(scroll)
        .take(room)
        .collect();
    lines.push(Line::from(format!("> {typed}")));
    let y = area.y + lines.len() as u16;
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().border_style(Style::new().fg(Color::Cyan))),
        area,
    );
    let x = area.x + 3 + screen.input.visual_cursor().saturating_sub(scroll) as u16;
    frame.set_cursor_position((x.min(area.right().saturating_sub(2)), y));
}
