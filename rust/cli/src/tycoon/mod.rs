//! `slovo tycoon play`: Tycoon (RULES.md §T) against 1–4 bots, full screen (`tui`) or line by
//! line (`plain`), in the interface's language. The loop both share is `session`; the game
//! in progress is saved after every action (`save`) and offered back at the next start.

mod command;
mod messages;
mod plain;
mod save;
mod session;
mod tui;
#[cfg(test)]
mod tui_tests;

use std::error::Error;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use slovo_i18n::{Catalog, Message, UiLang};
use slovo_lexicon::Lexicon;
use slovo_rules::Language;
use slovo_tycoon::bot::{Bot, BotLexicon, Level};
use slovo_tycoon::{Config, Game, WordCheck};

use crate::lexicon_cmd::DirArgs;
use session::Session;

#[derive(Args)]
pub struct PlayArgs {
    /// Number of bots (1–4).
    #[arg(long, default_value_t = 1)]
    bots: usize,
    /// Bot level: easy, medium or hard.
    #[arg(long, default_value = "medium", value_parser = parse_level)]
    level: Level,
    /// Seed of the deal and the bots (default: a random one).
    #[arg(long)]
    seed: Option<u64>,
    /// No full-screen UI: read commands from stdin line by line and print text.
    #[arg(long)]
    plain: bool,
    /// Interface language: en, sk, cs, hr, da or bg (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
    /// Where the game in progress is saved, as tycoon.json (default: $XDG_DATA_HOME/slovo
    /// or ~/.local/share/slovo, as `slovo play`).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Resume the saved game without asking.
    #[arg(long, conflicts_with = "new")]
    resume: bool,
    /// Start a new game without asking, replacing a saved one.
    #[arg(long)]
    new: bool,
    #[command(flatten)]
    dir: DirArgs,
}

pub fn parse_level(s: &str) -> Result<Level, String> {
    Level::parse(s).ok_or_else(|| format!("unknown level {s:?} (easy, medium, hard)"))
}

fn parse_ui_lang(s: &str) -> Result<UiLang, String> {
    s.parse()
        .map_err(|e: slovo_i18n::UnknownUiLang| e.to_string())
}

/// The English lexicon seen by the Tycoon rules and bots (lower-case ASCII words).
pub struct Words(pub Lexicon);

impl WordCheck for Words {
    fn contains(&self, word: &str) -> bool {
        self.0.contains_normalized(word)
    }
}

impl BotLexicon for Words {
    fn has_prefix(&self, prefix: &str) -> bool {
        self.0.has_prefix(prefix)
    }
}

type Lines<'a> = Box<dyn Iterator<Item = io::Result<String>> + 'a>;

pub fn play(args: PlayArgs) -> Result<ExitCode, Box<dyn Error>> {
    let catalog = crate::play::catalog(args.ui_lang);
    let fail = |m: Message| -> Box<dyn Error> { catalog.render(&m).into() };
    if !(1..=4).contains(&args.bots) {
        return Err(fail(Message::new("tycoon-bots-range")));
    }
    let data_dir = match &args.data_dir {
        Some(dir) => dir.clone(),
        None => crate::play::default_data_dir()?,
    };
    let path = save::path_in(&data_dir);
    let words = Words(slovo_lexicon::open(&args.dir.dir(), Language::English)?);
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut input: Lines = Box::new(stdin.lock().lines());

    let saved = if args.new {
        None
    } else {
        let reason = |e: save::LoadError| {
            fail(
                Message::new("tycoon-bad-save")
                    .with("path", path.display().to_string())
                    .with("reason", e.to_string()),
            )
        };
        match save::load(&path).map_err(reason)? {
            Some(saved) => Some(saved.restore(&words).map_err(reason)?),
            None if args.resume => return Err(fail(Message::new("tycoon-no-saved-game"))),
            None => None,
        }
    };
    let resumed = match saved {
        Some(restored) if args.resume || offer(&catalog, &restored.0, &mut input, echo)? => {
            Some(restored)
        }
        _ => None,
    };
    let (game, bots) = match resumed {
        Some(restored) => restored,
        None => {
            let seed = args.seed.unwrap_or_else(random_seed);
            let game = Game::new(Config::new(seed, args.bots + 1))?;
            let bots = (0..args.bots as u64)
                .map(|i| (Bot::new(args.level, seed + i), seed + i))
                .collect();
            (game, bots)
        }
    };
    let mut session = Session::new(game, bots, Box::new(words), catalog, path);
    if args.plain {
        plain::run(&mut session, &mut input, echo)?;
    } else {
        tui::run(&mut session)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Asks whether to resume the saved game; an empty answer or a yes resumes it.
fn offer(catalog: &Catalog, game: &Game, input: &mut Lines, echo: bool) -> io::Result<bool> {
    let round = game.player(game.current()).turns + 1;
    let question = Message::new("tycoon-resume-offer")
        .with("round", round)
        .with("players", game.players().len());
    println!("{}", catalog.render(&question));
    io::stdout().flush()?;
    let answer = input.next().transpose()?.unwrap_or_default();
    if echo {
        println!("> {}", answer.trim());
    }
    let answer = answer.trim().to_lowercase();
    let yes = catalog.text("cli-yes", &[]);
    Ok(answer.is_empty()
        || yes
            .split_whitespace()
            .chain(["y", "yes"])
            .any(|w| w == answer))
}

/// A seed from the clock, for a game nobody asked to repeat.
fn random_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}
