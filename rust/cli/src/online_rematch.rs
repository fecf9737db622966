//! `slovo online rematch GAME [--accept|--decline]` and `slovo online vacation
//! start DAYS|end|status`: a rematch after a finished game (offered in one action, answered
//! by the others) and a vacation from daily games, through the phones' [`App`] calls.

use std::error::Error;

use clap::{Args, Subcommand};
use slovo_app::{App, RematchAnswer, RematchInfo, RematchStatus, VacationInfo};
use slovo_i18n::{Catalog, Message};

#[derive(Args)]
pub struct RematchArgs {
    /// The finished game (its id, a unique prefix, or its room code).
    game: String,
    /// Accept the rematch offered after it.
    #[arg(long, conflicts_with_all = ["decline", "status"])]
    accept: bool,
    /// Decline it: the offer closes.
    #[arg(long, conflicts_with = "status")]
    decline: bool,
    /// Only show the offer and its answers.
    #[arg(long)]
    status: bool,
    /// The offer as the server answered, as JSON.
    #[arg(long)]
    json: bool,
}

/// Without a flag: offer a rematch; with one, answer (or show) the offer.
pub fn rematch(
    app: &App,
    args: RematchArgs,
    find_game: impl Fn(&str) -> Result<String, Box<dyn Error>>,
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let game = find_game(&args.game)?;
    let (info, done) = if args.accept {
        (app.answer_rematch(&game, true)?, Some("rematch-accepted"))
    } else if args.decline {
        (app.answer_rematch(&game, false)?, Some("rematch-declined"))
    } else if args.status {
        (app.rematch(&game)?, None)
    } else {
        (app.offer_rematch(&game)?, Some("rematch-offered"))
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&info)?);
        return Ok(());
    }
    let say = |m: Message| println!("{}", catalog.render(&m));
    if let Some(key) = done {
        say(Message::new(key));
    }
    print_offer(&info, catalog);
    if let Some(id) = &info.new_game_id {
        say(Message::new("rematch-started").with("id", id.as_str()));
        // Alone on the last line, for scripts.
        println!("{id}");
    }
    Ok(())
}

fn print_offer(info: &RematchInfo, catalog: &Catalog) {
    let status = match info.status {
        RematchStatus::Open => "rematch-status-open",
        RematchStatus::Accepted => "rematch-status-accepted",
        RematchStatus::Declined => "rematch-status-declined",
    };
    println!("{}", catalog.render(&Message::new(status)));
    for seat in &info.seats {
        let answer = Message::new(match seat.answer {
            RematchAnswer::Pending => "rematch-answer-pending",
            RematchAnswer::Accepted => "rematch-answer-accepted",
            RematchAnswer::Declined => "rematch-answer-declined",
        });
        let line = Message::new("rematch-seat")
            .with("name", seat.display_name.as_str())
            .with("answer", answer);
        println!("  {}", catalog.render(&line));
    }
}

#[derive(Subcommand)]
pub enum VacationCommand {
    /// Pause all your daily games for DAYS whole days from now (quick games go on).
    Start { days: u32 },
    /// Come back early: the deadlines move by the time paused.
    End,
    /// Your vacation now and the days used this year.
    Status {
        #[arg(long)]
        json: bool,
    },
}

pub fn vacation(
    app: &App,
    command: VacationCommand,
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let say = |m: Message| println!("{}", catalog.render(&m));
    let info = match command {
        VacationCommand::Start { days } => {
            let info = app.start_vacation(days)?;
            say(Message::new("vacation-started").with("days", days));
            info
        }
        VacationCommand::End => {
            let info = app.end_vacation()?;
            say(Message::new("vacation-ended"));
            info
        }
        VacationCommand::Status { json } => {
            let info = app.vacation()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&info)?);
                return Ok(());
            }
            info
        }
    };
    print_vacation(&info, catalog);
    Ok(())
}

fn print_vacation(info: &VacationInfo, catalog: &Catalog) {
    let now = slovo_sync::now_ms();
    let state = match info.active {
        Some(span) => {
            Message::new("vacation-on").with("left", slovo_i18n::time_left(span.until - now))
        }
        None => Message::new("vacation-off"),
    };
    println!("{}", catalog.render(&state));
    let days = Message::new("vacation-days")
        .with("year", info.year.to_string().as_str())
        .with("used", info.days_used)
        .with("allowed", info.days_per_year);
    println!("{}", catalog.render(&days));
}
