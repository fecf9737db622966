//! `slovo tycoon play --plain`: the game as text, commands from stdin line by line. When
//! stdin ends before the game does, the game stays saved in the app's store, for
//! `--resume`.

use std::error::Error;

use slovo_i18n::Message;
use slovo_tycoon::tables::patent_price;

use super::Lines;
use super::command::spaced;
use super::session::{Reply, Session};

pub fn run(session: &mut Session, input: &mut Lines, echo: bool) -> Result<(), Box<dyn Error>> {
    print_lines(&session.opening_lines());
    // The state is printed again when something on it changed (not after a refused word).
    let mut shown: Option<String> = None;
    loop {
        print_lines(&session.bots()?);
        if session.finished() {
            print_state(session);
            print_lines(&session.result_lines());
            println!("{}", session.saved_message());
            return Ok(());
        }
        let v = &session.view;
        let moment = format!("{:?}", (v.current, v.phase, &v.players, &v.community));
        if shown.as_ref() != Some(&moment) {
            print_state(session);
            shown = Some(moment);
        }
        println!("{}", session.prompt());
        let Some(line) = input.next() else {
            let saved = session.saved_message();
            let end = Message::new("tycoon-end-of-input").with("saved", saved);
            println!("{}", session.say(&end));
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

/// Whose turn, the goal, every player's holdings, the free patents, the cards.
fn print_state(session: &Session) {
    let v = &session.view;
    println!();
    // At the end the result says how it ended instead.
    if !v.finished {
        println!("{}", session.turn_line());
        print_lines(&session.goal_lines());
    }
    for (p, state) in v.players.iter().enumerate() {
        let patents: Vec<String> = state
            .patents
            .iter()
            .map(|&l| (l as char).to_string())
            .collect();
        let patents = if patents.is_empty() {
            session.text("tycoon-none")
        } else {
            patents.join(" ")
        };
        let line = Message::new("tycoon-plain-player")
            .with("name", session.name(p))
            .with("money", state.money)
            .with("stock", state.stock)
            .with("value", state.patent_value)
            .with("patents", patents)
            .with("score", state.score);
        println!("{}", session.say(&line));
    }
    let free: Vec<String> = (b'A'..=b'Z')
        .zip(v.owners)
        .filter(|(_, owner)| owner.is_none())
        .map(|(l, _)| l)
        .map(|l| session.money(l as char, patent_price(l)))
        .collect();
    let free = if free.is_empty() {
        session.text("tycoon-none")
    } else {
        free.join(", ")
    };
    let say = |key, value: String| session.say(&Message::new(key).with("cards", value));
    println!("{}", say("tycoon-plain-free", free));
    println!("{}", say("tycoon-plain-community", spaced(&v.community)));
    println!("{}", say("tycoon-plain-hand", spaced(&v.hand)));
    let deck = Message::new("tycoon-plain-deck")
        .with("count", v.deck_size)
        .with("discards", v.discard_size);
    println!("{}", session.say(&deck));
}
