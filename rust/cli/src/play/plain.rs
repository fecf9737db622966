//! `slovo play --plain`: the game as text, commands from stdin line by line. When stdin ends
//! before the game does, the game stays saved for `--resume`.

use std::error::Error;
use std::io::{self, BufRead, IsTerminal};

use slovo_app::GameView;
use slovo_rules::Premium;
use slovo_rules::board::SIZE;

use super::session::{Reply, Session, cell_text, turn};

const LEGEND: &str = "Board: '.' empty, '=' triple word, '-' double word, '\"' triple letter, \
    ''' double letter, '*' centre; tiles upper case, blanks lower case, digraphs in braces.";

pub fn run(session: &mut Session) -> Result<(), Box<dyn Error>> {
    let rules = session.rules;
    println!(
        "Game {}: {}, {} preset, {}, rack of {}; {}.",
        session.short_id(),
        rules.tiles,
        rules.preset.name,
        rules.validation.name(),
        rules.rack_size(),
        session.view.names.join(" vs ")
    );
    println!("{LEGEND}");
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
            println!("End of input. {}", session.saved_message());
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
            Err(e) => println!("{e}"),
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
        println!("Turn {}: {} to move.", turn(view), session.name(p));
    }
    for line in board_text(view) {
        println!("{line}");
    }
    let scores: Vec<String> = view
        .names
        .iter()
        .zip(&view.scores)
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    println!("Scores: {}", scores.join(", "));
    println!("Rack: {}", view.rack.concat());
    println!("Bag: {} tiles. Unseen: {}", view.bag, session.unseen());
}

/// The board as 15 rows under a header of column letters, each row after its number.
pub fn board_text(view: &GameView) -> Vec<String> {
    let cells: Vec<Vec<String>> = view
        .cells
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
