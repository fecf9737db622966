//! `slovo play --plain`: the game as text, commands from stdin line by line. When stdin ends
//! before the game does, the game stays saved for `--resume`.

use std::io::{self, BufRead, IsTerminal};

use slovo_rules::board::{self, SIZE};
use slovo_rules::{Game, Premium, Square};

use super::session::{Reply, Session};

const LEGEND: &str = "Board: '.' empty, '=' triple word, '-' double word, '\"' triple letter, \
    ''' double letter, '*' centre; tiles upper case, blanks lower case, digraphs in braces.";

pub fn run(session: &mut Session) -> io::Result<()> {
    let rules = session.game.rules();
    println!(
        "Game {}: {}, {} preset, {}, rack of {}; {}.",
        session.id,
        rules.tiles,
        rules.preset.name,
        rules.validation.name(),
        rules.rack_size(),
        session.names.join(" vs ")
    );
    println!("{LEGEND}");
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock().lines();
    let mut shown = None;
    loop {
        while let Some(lines) = session.step() {
            print_lines(&lines);
        }
        if session.game.is_over() {
            print_state(session);
            print_lines(&session.result_lines());
            println!("{}", session.saved_message());
            return Ok(());
        }
        let now = (session.game.actions().len(), session.game.history().len());
        if shown != Some(now) {
            print_state(session);
            shown = Some(now);
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
    let game = &session.game;
    println!();
    if !game.is_over() {
        println!(
            "Turn {}: {} to move.",
            game.turn(),
            session.name(game.current_player())
        );
    }
    for line in board_text(game) {
        println!("{line}");
    }
    let scores: Vec<String> = session
        .names
        .iter()
        .zip(game.scores())
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    println!("Scores: {}", scores.join(", "));
    println!(
        "Rack: {}",
        game.tiles().kinds_text(game.rack(session.human()))
    );
    println!(
        "Bag: {} tiles. Unseen: {}",
        game.bag_len(),
        session.unseen()
    );
}

/// The board as 15 rows under a header of column letters, each row after its number.
pub fn board_text(game: &Game) -> Vec<String> {
    let tiles = game.tiles();
    let cells: Vec<Vec<String>> = (0..SIZE)
        .map(|r| {
            (0..SIZE)
                .map(|c| {
                    let sq = Square::new(r, c).expect("on the board");
                    match game.board().get(sq) {
                        Some(tile) => tiles.tile_text(tile),
                        None => premium_char(board::premium(sq)).to_string(),
                    }
                })
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
