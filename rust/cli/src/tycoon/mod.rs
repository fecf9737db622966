//! `slovo tycoon play`: Tycoon (RULES.md §T) against 1–4 bots, full screen (`tui`) or line by
//! line (`plain`), in the interface's language. It drives [`slovo_app::App`] as the phones
//! do: the app keeps each game's log in its SQLite store (`slovo.db` in the data directory,
//! beside the word games), runs the bots and builds the human's view; `--resume` continues a
//! game. The loop both front ends share is `session`.

pub(crate) mod command;
mod messages;
mod plain;
mod session;
mod tui;
#[cfg(test)]
mod tui_tests;

use std::error::Error;
use std::io::{self, BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use slovo_app::{App, AppError, GameKind, NewTycoonGame};
use slovo_i18n::{Catalog, Localize, Message, UiLang};
use slovo_lexicon::Lexicon;
use slovo_tycoon::bot::{BotLexicon, Level};
use slovo_tycoon::{Validation, WordCheck};

use crate::lexicon_cmd::DirArgs;
use session::Session;

/// Word checks a turn when words are checked at once (RULES.md §T).
const ATTEMPTS: u8 = 3;

#[derive(Args)]
pub struct PlayArgs {
    /// Number of bots, 1 to 4 (default 1, or as many as --levels names).
    #[arg(long, value_name = "N")]
    bots: Option<usize>,
    /// Level of every bot: easy, medium or hard.
    #[arg(long, default_value = "medium", value_parser = parse_level, conflicts_with = "levels")]
    level: Level,
    /// Level of each bot, in seat order: easy,hard,…
    #[arg(long, value_parser = parse_level, value_delimiter = ',')]
    levels: Vec<Level>,
    /// Seed of the deal (default: a random one).
    #[arg(long)]
    seed: Option<u64>,
    /// Words stand unless a player challenges them (challenge / accept), instead of being
    /// checked at once with three attempts a turn.
    #[arg(long)]
    challenge: bool,
    /// The goal card's minimum patent count: the final round needs that many patents too.
    #[arg(long)]
    min_patents: bool,
    /// No full-screen UI: read commands from stdin line by line and print text.
    #[arg(long)]
    plain: bool,
    /// Interface language: en, sk, cs, hr, da or bg (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
    /// Where games are saved, in slovo.db (default: $XDG_DATA_HOME/slovo or
    /// ~/.local/share/slovo, as `slovo play`).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Resume the latest unfinished Tycoon game, or the one whose id starts with GAME_ID
    /// (`slovo play --list` shows them).
    #[arg(long, value_name = "GAME_ID", num_args = 0..=1)]
    resume: Option<Option<String>>,
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

/// A failure before or around the game, said in the interface's language.
fn fail(catalog: &Catalog, message: Message) -> Box<dyn Error> {
    catalog.render(&message).into()
}

pub fn play(args: PlayArgs) -> Result<ExitCode, Box<dyn Error>> {
    let catalog = crate::play::catalog(args.ui_lang);
    let data_dir = match &args.data_dir {
        Some(dir) => dir.clone(),
        None => crate::play::default_data_dir()?,
    };
    // The save of slovo before the app service kept Tycoon games: not read any more.
    let old = data_dir.join("tycoon.json");
    if old.exists() {
        let m = Message::new("tycoon-old-save").with("path", old.display().to_string());
        eprintln!("{}", catalog.render(&m));
    }
    // The app's failures in the reader's words.
    let said = |e: AppError| fail(&catalog, e.message());
    let app = App::open(&data_dir, &args.dir.dir()).map_err(said)?;
    let id = match &args.resume {
        Some(Some(prefix)) => find(&app, prefix, &catalog)?,
        Some(None) => {
            app.games()
                .map_err(said)?
                .into_iter()
                .find(|g| !g.finished && g.kind == GameKind::Tycoon)
                .ok_or_else(|| fail(&catalog, Message::new("tycoon-no-saved-game")))?
                .id
        }
        None => new_game(&args, &app, &catalog)?,
    };
    let mut session = Session::open(app, id, catalog).map_err(said)?;
    if args.plain {
        let stdin = io::stdin();
        let echo = !stdin.is_terminal();
        let mut input: Lines = Box::new(stdin.lock().lines());
        plain::run(&mut session, &mut input, echo)?;
    } else {
        tui::run(&mut session)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The saved Tycoon game whose id starts with `prefix`; word games are `slovo play`'s.
fn find(app: &App, prefix: &str, catalog: &Catalog) -> Result<String, Box<dyn Error>> {
    let prefix = prefix.trim().to_ascii_lowercase();
    if prefix.is_empty() {
        return Err(fail(catalog, Message::new("cli-empty-id")));
    }
    let ids: Vec<String> = app
        .games()
        .map_err(|e| fail(catalog, e.message()))?
        .into_iter()
        .filter(|g| g.kind == GameKind::Tycoon && g.id.starts_with(&prefix))
        .map(|g| g.id)
        .collect();
    match ids.as_slice() {
        [id] => Ok(id.clone()),
        [] => Err(fail(
            catalog,
            Message::new("tycoon-no-such-game").with("id", prefix),
        )),
        _ => Err(fail(
            catalog,
            Message::new("cli-ambiguous-id")
                .with("id", prefix)
                .with("count", ids.len()),
        )),
    }
}

/// A new game from the options: the human in the first seat, then the bots.
fn new_game(args: &PlayArgs, app: &App, catalog: &Catalog) -> Result<String, Box<dyn Error>> {
    let bots = match (args.levels.len(), args.bots) {
        (0, bots) => vec![args.level; bots.unwrap_or(1)],
        (n, Some(bots)) if n != bots => {
            let m = Message::new("cli-levels-mismatch")
                .with("levels", n)
                .with("bots", bots);
            return Err(fail(catalog, m));
        }
        _ => args.levels.clone(),
    };
    if !(1..=4).contains(&bots.len()) {
        return Err(fail(catalog, Message::new("tycoon-bots-range")));
    }
    let id = app.new_tycoon_game(NewTycoonGame {
        human_name: catalog.text("ui-you", &[]),
        bots,
        validation: if args.challenge {
            Validation::Challenge
        } else {
            Validation::Auto { attempts: ATTEMPTS }
        },
        min_patent_count: args.min_patents,
        seed: args.seed,
    });
    id.map_err(|e| fail(catalog, e.message()))
}
