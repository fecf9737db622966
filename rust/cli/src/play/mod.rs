//! `slovo play`: a whole game in the terminal against 1–3 bots, full screen (`tui`) or line
//! by line (`plain`), saved after every action (`save`). The loop both share is `session`;
//! the bots are behind the `opponent::Opponent` trait.

mod command;
pub mod opponent;
mod plain;
mod save;
mod session;
mod tui;

use std::error::Error;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use slovo_rules::{GameConfig, PresetName, Rules, TileSetId, Variant};

use opponent::Level;
use save::{Seat, Store};
use session::Session;

#[derive(Args)]
pub struct PlayArgs {
    /// Language: english, slovak, czech, croatian, danish, bulgarian (or en, sk, …).
    #[arg(long, default_value = "english")]
    lang: String,
    /// Rule preset: classic, sss or bulgarian (default: the language's).
    #[arg(long)]
    preset: Option<String>,
    /// Rack size: 7, or 9 for the 9-tile variant.
    #[arg(long, default_value_t = 7, value_parser = parse_rack)]
    rack: u8,
    /// End the game as soon as a score reaches this target.
    #[arg(long, value_name = "N")]
    finish_line: Option<u32>,
    /// Number of bots, 1 to 3 (default 1, or as many as --levels names).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=3))]
    bots: Option<u8>,
    /// Level of every bot.
    #[arg(long, value_enum, default_value_t = Level::Medium, conflicts_with = "levels")]
    level: Level,
    /// Level of each bot, in seat order: easy,hard,…
    #[arg(long, value_enum, value_delimiter = ',')]
    levels: Vec<Level>,
    /// Seed of the bag and the bots (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Your name in the game and its record.
    #[arg(long, default_value = "You")]
    name: String,
    /// Where games are saved (default: $XDG_DATA_HOME/slovo or ~/.local/share/slovo).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Resume the latest unfinished game, or the game with this id.
    #[arg(long, value_name = "GAME_ID", num_args = 0..=1)]
    resume: Option<Option<String>>,
    /// List the saved games.
    #[arg(long)]
    list: bool,
    /// No full-screen UI: read commands from stdin line by line and print text.
    #[arg(long)]
    plain: bool,
}

fn parse_rack(s: &str) -> Result<u8, String> {
    match s {
        "7" => Ok(7),
        "9" => Ok(9),
        _ => Err("the rack holds 7 or 9 tiles".to_string()),
    }
}

pub fn run(args: PlayArgs) -> Result<ExitCode, Box<dyn Error>> {
    let data_dir = match &args.data_dir {
        Some(dir) => dir.clone(),
        None => save::default_data_dir()?,
    };
    let store = Store::new(&data_dir);
    if args.list {
        return list(&store);
    }
    let mut session = match &args.resume {
        Some(id) => {
            let id = match id {
                Some(id) => id.clone(),
                None => store
                    .latest_unfinished()?
                    .ok_or("there is no unfinished game to resume")?,
            };
            let id = store.resolve(&id);
            Session::resume(store, &id)?
        }
        None => new_game(&args, store)?,
    };
    if args.plain {
        plain::run(&mut session)?;
    } else {
        tui::run(&mut session)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A new game from the options: the human in the first seat, then the bots.
fn new_game(args: &PlayArgs, store: Store) -> Result<Session, Box<dyn Error>> {
    let tiles: TileSetId = args.lang.parse()?;
    let preset = match &args.preset {
        Some(p) => p.parse()?,
        None => PresetName::default_for(tiles.language()),
    };
    let levels = match (args.levels.len(), args.bots) {
        (0, bots) => vec![args.level; bots.unwrap_or(1) as usize],
        (n, Some(bots)) if n != bots as usize => {
            return Err(format!("--levels names {n} bots but --bots says {bots}").into());
        }
        (n, _) if n > 3 => return Err("at most 3 bots".into()),
        _ => args.levels.clone(),
    };
    if args.finish_line == Some(0) {
        return Err("--finish-line must be above 0".into());
    }
    let rules = Rules::new(tiles, preset).with_variant(Variant {
        rack_size: args.rack,
        finish_line: args.finish_line,
    });
    let config = GameConfig {
        rules,
        players: 1 + levels.len() as u8,
        seed: args.seed.unwrap_or_else(clock_seed),
    };
    let mut names = vec![args.name.clone()];
    let mut seats = vec![Seat::Human];
    for (i, level) in levels.into_iter().enumerate() {
        names.push(format!("Bot {} ({level})", i + 1));
        seats.push(Seat::Bot(level));
    }
    Session::start(store, config, names, seats)
}

/// The only place `slovo play` reads the clock: a seed when none is given.
fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    now.as_secs() ^ (u64::from(now.subsec_nanos()) << 32)
}

fn list(store: &Store) -> Result<ExitCode, Box<dyn Error>> {
    let ids = store.ids()?;
    if ids.is_empty() {
        println!("no saved games");
    }
    for id in ids {
        match store.load(&id) {
            Ok((imported, sidecar)) => {
                let game = &imported.game;
                let rules = game.rules();
                let scores: Vec<String> = imported
                    .names
                    .iter()
                    .zip(game.scores())
                    .map(|(n, s)| format!("{n} {s}"))
                    .collect();
                let state = if sidecar.finished {
                    "finished".to_string()
                } else {
                    format!("in progress, turn {}", game.turn())
                };
                println!(
                    "{id}  {} {}  {state}  {}",
                    rules.tiles,
                    rules.preset.name,
                    scores.join(", ")
                );
            }
            Err(e) => println!("{id}  unreadable: {e}"),
        }
    }
    Ok(ExitCode::SUCCESS)
}
