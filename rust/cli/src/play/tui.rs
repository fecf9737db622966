//! `slovo play`: the full-screen terminal front end (ratatui): board, players, rack, unseen
//! tiles, the move list, messages, and a command line.

use std::collections::HashSet;
use std::io;

use ratatui::DefaultTerminal;
use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use slovo_rules::board::{self, SIZE};
use slovo_rules::{Event as GameEvent, Premium, Square};

use super::session::{Reply, Session};

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

pub fn run(session: &mut Session) -> io::Result<()> {
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

fn event_loop(terminal: &mut DefaultTerminal, session: &mut Session) -> io::Result<()> {
    let mut screen = Screen::default();
    screen.say(vec![format!(
        "Game {}: {}. Type `help` for the commands.",
        session.id,
        session.names.join(" vs ")
    )]);
    let mut ended = false;
    loop {
        while let Some(lines) = session.step() {
            screen.say(lines);
            terminal.draw(|f| draw(f, session, &screen))?;
        }
        if session.game.is_over() && !ended {
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

    let prompt = if session.game.is_over() {
        "The game is over: press Enter or Esc to leave".to_string()
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
    let game = &session.game;
    let tiles = game.tiles();
    let last: HashSet<Square> = game
        .history()
        .iter()
        .rev()
        .find_map(|r| match &r.event {
            GameEvent::Play {
                placements,
                challenge,
                ..
            } if !challenge.is_some_and(|c| c.upheld) => {
                Some(placements.iter().map(|p| p.square).collect())
            }
            _ => None,
        })
        .unwrap_or_default();
    let mut lines = vec![Line::from(
        std::iter::once("   ".to_string())
            .chain((0..SIZE).map(|c| format!(" {} ", char::from(b'A' + c as u8))))
            .collect::<String>(),
    )];
    for r in 0..SIZE {
        let mut spans = vec![Span::raw(format!("{:>2} ", r + 1))];
        for c in 0..SIZE {
            let sq = Square::new(r, c).expect("on the board");
            let (text, style) = match game.board().get(sq) {
                Some(tile) => {
                    let face = if tile.blank {
                        tiles.lower_face(tile.letter)
                    } else {
                        tiles.face(tile.letter)
                    };
                    let bg = if last.contains(&sq) {
                        Color::LightYellow
                    } else {
                        Color::Yellow
                    };
                    let fg = if tile.blank { Color::Red } else { Color::Black };
                    (
                        face.to_string(),
                        Style::new().bg(bg).fg(fg).add_modifier(Modifier::BOLD),
                    )
                }
                None => premium_cell(board::premium(sq)),
            };
            spans.push(Span::styled(format!("{text:^3}"), style));
        }
        lines.push(Line::from(spans));
    }
    let rules = game.rules();
    let title = format!(
        " Game {} · {} · {} ",
        session.id, rules.tiles, rules.preset.name
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
    let game = &session.game;
    let players = session.names.len() as u16;
    let [scores, rack, unseen, moves] = Layout::vertical([
        Constraint::Length(players + 2),
        Constraint::Length(3),
        Constraint::Length(6),
        Constraint::Min(4),
    ])
    .areas(area);

    let outcome = game.outcome();
    let lines: Vec<Line> = (0..players as u8)
        .map(|p| {
            let marker = match outcome {
                Some(o) => format!("{}.", o.ranks[p as usize]),
                None if game.current_player() == p => "▶".to_string(),
                None => " ".to_string(),
            };
            let state = if !game.is_active(p) {
                " (left)"
            } else if outcome.is_none() && game.awaiting_challenge() == Some(p) {
                " (play awaits challenge)"
            } else {
                ""
            };
            let style = if p == session.human() {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            Line::styled(
                format!(
                    "{marker:<3}{:<18}{:>5}{state}",
                    session.name(p),
                    game.score(p)
                ),
                style,
            )
        })
        .collect();
    let turn = if game.is_over() {
        " Final scores ".to_string()
    } else {
        format!(" Scores · turn {} ", game.turn())
    };
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(turn)),
        scores,
    );

    let tiles = game.tiles();
    let rack_spans: Vec<Span> = game
        .rack(session.human())
        .iter()
        .flat_map(|&k| {
            [
                Span::styled(
                    format!(" {} ", tiles.kind_text(k)),
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
            .block(Block::bordered().title(format!(" Unseen · bag {} ", game.bag_len()))),
        unseen,
    );

    let history: Vec<Line> = game
        .history()
        .iter()
        .map(|r| Line::from(format!("{:>3}. {}", r.turn, session.describe(r))))
        .collect();
    let shown = moves.height.saturating_sub(2) as usize;
    let rules = game.rules();
    frame.render_widget(
        Paragraph::new(history[history.len().saturating_sub(shown)..].to_vec())
            .block(Block::bordered().title(format!(" Moves · {} ", rules.validation.name()))),
        moves,
    );
}
