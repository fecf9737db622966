//! `slovo play`: the full-screen terminal front end (ratatui): board, players, rack, unseen
//! tiles, the move list, messages, and a command line.

use std::error::Error;

use ratatui::DefaultTerminal;
use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use slovo_rules::Premium;
use slovo_rules::board::SIZE;

use super::session::{Reply, Session, turn};

/// What the screen holds besides the game.
#[derive(Default)]
struct Screen {
    input: String,
    /// Messages, newest last; `true` marks an error.
    messages: Vec<(String, bool)>,
}

impl Screen {
    fn say(&mut self, lines: Vec<String>) {
        self.messages.extend(lines.into_iter().map(|l| (l, false)));
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
    let mut screen = Screen::default();
    screen.say(vec![format!(
        "Game {}: {}. Type `help` for the commands.",
        session.short_id(),
        session.view.names.join(" vs ")
    )]);
    let mut ended = false;
    loop {
        if session.bots_to_move() {
            terminal.draw(|f| draw(f, session, &screen))?;
        }
        screen.say(session.bots()?);
        if session.view.finished && !ended {
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
            KeyCode::Esc if ended => return Ok(()),
            KeyCode::Esc => screen.input.clear(),
            KeyCode::Backspace => {
                screen.input.pop();
            }
            KeyCode::Char(c) => screen.input.push(c),
            KeyCode::Enter if ended => return Ok(()),
            KeyCode::Enter => {
                let line = std::mem::take(&mut screen.input);
                if line.trim().is_empty() {
                    continue;
                }
                screen.say(vec![format!("> {}", line.trim())]);
                match session.command(&line) {
                    Ok(Reply::Lines(lines)) => screen.say(lines),
                    Ok(Reply::Quit) => return Ok(()),
                    Err(e) => screen.messages.push((e.to_string(), true)),
                }
            }
            _ => {}
        }
    }
}

fn draw(frame: &mut Frame, session: &Session, screen: &Screen) {
    // The board needs 18 rows; messages get what is left, up to 8.
    let message_rows = frame.area().height.saturating_sub(21).clamp(3, 8);
    let [top, messages, input] = Layout::vertical([
        Constraint::Min(18),
        Constraint::Length(message_rows),
        Constraint::Length(3),
    ])
    .areas(frame.area());
    let [board_area, side] =
        Layout::horizontal([Constraint::Length(50), Constraint::Min(30)]).areas(top);
    draw_board(frame, session, board_area);
    draw_side(frame, session, side);

    let shown = messages.height.saturating_sub(2) as usize;
    let lines: Vec<Line> = screen.messages[screen.messages.len().saturating_sub(shown)..]
        .iter()
        .map(|(text, error)| {
            let style = if *error {
                Style::new().fg(Color::Red)
            } else {
                Style::new()
            };
            Line::styled(text.as_str(), style)
        })
        .collect();
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Messages ")),
        messages,
    );

    let prompt = if session.view.finished {
        "The game is over: press Enter or Esc to leave".to_string()
    } else if session.bots_to_move() {
        "The bots are thinking…".to_string()
    } else {
        session.prompt()
    };
    frame.render_widget(
        Paragraph::new(format!("> {}", screen.input)).block(
            Block::bordered()
                .title(format!(" {prompt} "))
                .border_style(Style::new().fg(Color::Cyan)),
        ),
        input,
    );
    let x = input.x + 3 + screen.input.chars().count() as u16;
    frame.set_cursor_position((x.min(input.right().saturating_sub(2)), input.y + 1));
}

fn draw_board(frame: &mut Frame, session: &Session, area: Rect) {
    let mut lines = vec![Line::from(
        std::iter::once("   ".to_string())
            .chain((0..SIZE).map(|c| format!(" {} ", char::from(b'A' + c as u8))))
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
            spans.push(Span::styled(format!("{text:^3}"), style));
        }
        lines.push(Line::from(spans));
    }
    let rules = session.rules;
    let title = format!(
        " Game {} · {} · {} ",
        session.short_id(),
        rules.tiles,
        rules.preset.name
    );
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        area,
    );
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

fn draw_side(frame: &mut Frame, session: &Session, area: Rect) {
    let view = &session.view;
    let players = view.names.len() as u16;
    let [scores, rack, unseen, moves] = Layout::vertical([
        Constraint::Length(players + 2),
        Constraint::Length(3),
        Constraint::Length(6),
        Constraint::Min(4),
    ])
    .areas(area);

    let lines: Vec<Line> = (0..players as u8)
        .map(|p| {
            let marker = match view.ranks.get(p as usize) {
                Some(rank) if view.finished => format!("{rank}."),
                _ if view.to_move == Some(p) => "▶".to_string(),
                _ => " ".to_string(),
            };
            let state = if session.has_left(p) {
                " (left)"
            } else if !view.finished && view.awaiting_challenge == Some(p) {
                " (play awaits challenge)"
            } else {
                ""
            };
            let style = if p == view.me {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            Line::styled(
                format!(
                    "{marker:<3}{:<18}{:>5}{state}",
                    session.name(p),
                    view.scores[p as usize]
                ),
                style,
            )
        })
        .collect();
    let title = if view.finished {
        " Final scores ".to_string()
    } else {
        format!(" Scores · turn {} ", turn(view))
    };
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        scores,
    );

    let rack_spans: Vec<Span> = view
        .rack
        .iter()
        .flat_map(|tile| {
            [
                Span::styled(
                    format!(" {tile} "),
                    Style::new()
                        .bg(Color::Yellow)
                        .fg(Color::Black)
                        .add_modifier(Modifier::BOLD),
                ),
                Span::raw(" "),
            ]
        })
        .collect();
    frame.render_widget(
        Paragraph::new(Line::from(rack_spans)).block(Block::bordered().title(" Your rack ")),
        rack,
    );

    frame.render_widget(
        Paragraph::new(session.unseen())
            .wrap(Wrap { trim: true })
            .block(Block::bordered().title(format!(" Unseen · bag {} ", view.bag))),
        unseen,
    );

    let history: Vec<Line> = view
        .history
        .iter()
        .enumerate()
        .map(|(i, e)| Line::from(format!("{:>3}. {}", i + 1, session.describe(e))))
        .collect();
    let shown = moves.height.saturating_sub(2) as usize;
    frame.render_widget(
        Paragraph::new(history[history.len().saturating_sub(shown)..].to_vec()).block(
            Block::bordered().title(format!(" Moves · {} ", session.rules.validation.name())),
        ),
        moves,
    );
}
