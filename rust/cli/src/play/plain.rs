//! `slovo play --plain`: the game as text, commands from stdin line by line. When stdin ends
//! before the game does, the game stays saved for `--resume`.

use std::error::Error;
use std::io::{self, BufRead, IsTerminal};

use slovo_app::{Cell, GameView};
use slovo_i18n::Message;
use slovo_rules::Premium;
use slovo_rules::board::SIZE;

use super::session::{Reply, Session, cell_text, turn};

pub fn run(session: &mut Session) -> Result<(), Box<dyn Error>> {
    println!("{}", super::header(session));
    println!("{}", session.text("cli-legend"));
    print_lines(&session.opening_lines());
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock().lines();
    let mut shown: Option<GameView> = None;
    loop {
        print_lines(&session.bots()?);
        if session.view.finished {
            print_state(session);
            print_lines(&session.result_lines());
            println!("{}", session.saved_message());
            return Ok(());
        }
        if shown.as_ref() != Some(&session.view) {
            print_state(session);
            shown = Some(session.view.clone());
        }
        println!("{}", session.prompt());
        let Some(line) = input.next() else {
            let saved = session.saved_message();
            println!(
                "{}",
                session.say(&Message::new("cli-end-of-input").with("saved", saved))
            );
            return Ok(());
        };
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        if echo {
            println!("> {}", line.trim());
        }
        match session.command(&line) {
            Ok(Reply::Lines(lines)) => print_lines(&lines),
            Ok(Reply::Quit) => {
                println!("{}", session.saved_message());
                return Ok(());
            }
            Err(e) => println!("{}", session.error_text(&e)),
        }
    }
}

fn print_lines(lines: &[String]) {
    for line in lines {
        println!("{line}");
    }
}

/// Board, scores, rack, unseen tiles and whose turn.
fn print_state(session: &Session) {
    let view = &session.view;
    println!();
    if let Some(p) = view.to_move {
        let line = Message::new("cli-turn")
            .with("turn", turn(view))
            .with("name", session.name(p));
        println!("{}", session.say(&line));
    }
    for line in board_text(&view.cells) {
        println!("{line}");
    }
    let scores: Vec<String> = view
        .names
        .iter()
        .zip(&view.scores)
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    let say = |key, name, value: String| session.say(&Message::new(key).with(name, value));
    println!("{}", say("cli-scores", "scores", scores.join(", ")));
    println!("{}", say("cli-rack", "rack", view.rack.concat()));
    let bag = Message::new("cli-bag")
        .with("count", view.bag)
        .with("unseen", session.unseen());
    println!("{}", session.say(&bag));
}

/// The board as 15 rows under a header of column letters, each row after its number.
pub fn board_text(cells: &[Cell]) -> Vec<String> {
    let cells: Vec<Vec<String>> = cells
        .chunks(SIZE)
        .map(|row| {
            row.iter()
                .map(|c| cell_text(c).unwrap_or_else(|| premium_char(c.premium).to_string()))
                .collect()
        })
        .collect();
    let width = cells
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1);
    let pad = |s: &str| format!("{s:<width$}");
    let header: Vec<String> = (0..SIZE)
        .map(|c| pad(&char::from(b'A' + c as u8).to_string()))
        .collect();
    let mut lines = vec![format!("    {}", header.join(" ")).trim_end().to_string()];
    for (r, row) in cells.iter().enumerate() {
        let row: Vec<String> = row.iter().map(|c| pad(c)).collect();
        lines.push(
            format!("{:>2}  {}", r + 1, row.join(" "))
                .trim_end()
                .to_string(),
        );
    }
    lines
}

fn premium_char(premium: Premium) -> char {
    match premium {
        Premium::TripleWord => '=',
        Premium::DoubleWord => '-',
        Premium::TripleLetter => '"',
        Premium::DoubleLetter => '\'',
        Premium::Centre => '*',
        Premium::None => '.',
    }
}
