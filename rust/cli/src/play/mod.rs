//! `slovo play`: a whole game in the terminal against 1–3 bots, full screen (`tui`) or line
//! by line (`plain`). It drives [`slovo_app::App`] as the phones do: the app keeps the games
//! in its SQLite store (`slovo.db` in the data directory), runs the engine's bots and builds
//! the view models; the loop both front ends share is `session`.

mod command;
pub(crate) mod plain;
pub(crate) mod session;
mod tui;

use std::error::Error;
use std::fmt;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use slovo_app::{App, GameKind, NewGame};
use slovo_i18n::{Catalog, Message, UiLang};
use slovo_rules::{PresetName, TileSetId};

use session::{Session, short_id};

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
    /// Seed of the bag and the bots (default: a random one).
    #[arg(long)]
    seed: Option<u64>,
    /// Your name in the game and its record (default: "You" in the interface's language).
    #[arg(long)]
    name: Option<String>,
    /// Interface language: en, sk, cs, hr, da or bg (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English). Independent of the game's language (--lang).
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
    /// Where games are saved, in slovo.db (default: $XDG_DATA_HOME/slovo or
    /// ~/.local/share/slovo).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Resume the latest unfinished game, or the game whose id starts with GAME_ID.
    #[arg(long, value_name = "GAME_ID", num_args = 0..=1)]
    resume: Option<Option<String>>,
    /// List the saved games.
    #[arg(long, conflicts_with_all = ["resume", "export"])]
    list: bool,
    /// Print a saved game's record (GCG) and leave.
    #[arg(long, value_name = "GAME_ID", conflicts_with = "resume")]
    export: Option<String>,
    /// No full-screen UI: read commands from stdin line by line and print text.
    #[arg(long)]
    plain: bool,
}

/// How strong a bot plays (RULES.md §7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, Default)]
enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

impl From<Level> for slovo_engine::Level {
    fn from(level: Level) -> Self {
        match level {
            Level::Easy => slovo_engine::Level::Easy,
            Level::Medium => slovo_engine::Level::Medium,
            Level::Hard => slovo_engine::Level::Hard,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&slovo_engine::Level::from(*self), f)
    }
}

fn parse_ui_lang(s: &str) -> Result<UiLang, String> {
    s.parse()
        .map_err(|e: slovo_i18n::UnknownUiLang| e.to_string())
}

/// The interface's catalog: `--ui-lang`, else the environment's.
pub(crate) fn catalog(ui_lang: Option<UiLang>) -> Catalog {
    Catalog::new(ui_lang.unwrap_or_else(UiLang::from_env))
}

/// A failure before or around the game, said in the interface's language.
fn fail(catalog: &Catalog, message: Message) -> Box<dyn Error> {
    catalog.render(&message).into()
}

/// The first line of a game: its id, language, rules, rack and players.
pub(crate) fn header(session: &Session) -> String {
    let rules = session.rules;
    let mut language = session.say(&slovo_i18n::language_name(rules.tiles.language()));
    if rules.tiles == TileSetId::Slovak110 {
        language += " (110)";
    }
    let names = &session.view.names;
    let players = match names.as_slice() {
        [first, second] => session.say(
            &Message::new("cli-versus")
                .with("first", first.as_str())
                .with("second", second.as_str()),
        ),
        _ => names.join(", "),
    };
    session.say(
        &Message::new("cli-header")
            .with("id", session.short_id())
            .with("language", language)
            .with("preset", slovo_i18n::preset_name(rules.preset.name))
            .with("validation", slovo_i18n::validation_name(rules.validation))
            .with("rack", rules.rack_size())
            .with("players", players),
    )
}

fn parse_rack(s: &str) -> Result<u8, String> {
    match s {
        "7" => Ok(7),
        "9" => Ok(9),
        _ => Err("the rack holds 7 or 9 tiles".to_string()),
    }
}

/// `$XDG_DATA_HOME/slovo`, or `~/.local/share/slovo`.
pub(crate) fn default_data_dir() -> Result<PathBuf, Box<dyn Error>> {
    let nonempty = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(xdg) = nonempty("XDG_DATA_HOME") {
        return Ok(PathBuf::from(xdg).join("slovo"));
    }
    let home = nonempty("HOME").ok_or("neither XDG_DATA_HOME nor HOME is set: use --data-dir")?;
    Ok(PathBuf::from(home).join(".local/share/slovo"))
}

pub fn run(args: PlayArgs) -> Result<ExitCode, Box<dyn Error>> {
    let catalog = catalog(args.ui_lang);
    let data_dir = match &args.data_dir {
        Some(dir) => dir.clone(),
        None => default_data_dir()?,
    };
    let app = App::open(&data_dir, &slovo_lexicon::default_dir())?;
    if args.list {
        return list(&app, &catalog);
    }
    if let Some(prefix) = &args.export {
        let record = app.export_gcg(&find(&app, prefix, &catalog)?)?;
        print!("{record}");
        if !record.ends_with('\n') {
            println!();
        }
        return Ok(ExitCode::SUCCESS);
    }
    let id = match &args.resume {
        Some(Some(prefix)) => find(&app, prefix, &catalog)?,
        Some(None) => {
            app.games()?
                .into_iter()
                .find(|g| !g.finished && g.kind == GameKind::Word)
                .ok_or_else(|| fail(&catalog, Message::new("cli-no-unfinished")))?
                .id
        }
        None => new_game(&args, &app, &catalog)?,
    };
    let mut session = Session::open(app, id, catalog)?;
    if args.plain {
        plain::run(&mut session)?;
    } else {
        tui::run(&mut session)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The saved word game whose id starts with `prefix` (ids are 32 hex digits); Tycoon games
/// are `slovo tycoon play`'s.
fn find(app: &App, prefix: &str, catalog: &Catalog) -> Result<String, Box<dyn Error>> {
    let prefix = prefix.trim().to_ascii_lowercase();
    if prefix.is_empty() {
        return Err(fail(catalog, Message::new("cli-empty-id")));
    }
    let ids: Vec<String> = app
        .games()?
        .into_iter()
        .filter(|g| g.kind == GameKind::Word)
        .map(|g| g.id)
        .filter(|id| id.starts_with(&prefix))
        .collect();
    match ids.as_slice() {
        [id] => Ok(id.clone()),
        [] => Err(fail(
            catalog,
            Message::new("cli-no-such-game").with("id", prefix),
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
    let tiles: TileSetId = args.lang.parse()?;
    let preset = match &args.preset {
        Some(p) => p.parse()?,
        None => PresetName::default_for(tiles.language()),
    };
    let levels = match (args.levels.len(), args.bots) {
        (0, bots) => vec![args.level; bots.unwrap_or(1) as usize],
        (n, Some(bots)) if n != bots as usize => {
            let m = Message::new("cli-levels-mismatch")
                .with("levels", n)
                .with("bots", bots);
            return Err(fail(catalog, m));
        }
        (n, _) if n > 3 => return Err(fail(catalog, Message::new("cli-too-many-bots"))),
        _ => args.levels.clone(),
    };
    if args.finish_line == Some(0) {
        return Err(fail(catalog, Message::new("cli-finish-line-zero")));
    }
    Ok(app.new_game(NewGame {
        language: tiles.language(),
        tile_set: Some(tiles),
        preset: Some(preset),
        rack_size: args.rack,
        finish_line: args.finish_line,
        human_name: args
            .name
            .clone()
            .unwrap_or_else(|| catalog.text("ui-you", &[])),
        bots: levels.into_iter().map(Into::into).collect(),
        seed: args.seed,
    })?)
}

/// One line per saved game, word games and Tycoon alike: the unfinished ones first, the
/// latest first.
fn list(app: &App, catalog: &Catalog) -> Result<ExitCode, Box<dyn Error>> {
    let games = app.games()?;
    if games.is_empty() {
        println!("{}", catalog.text("cli-no-saved-games", &[]));
    }
    for game in games {
        let scores: Vec<String> = game
            .names
            .iter()
            .zip(&game.scores)
            .map(|(n, s)| format!("{n} {s}"))
            .collect();
        // A word game's turn, a Tycoon game's round.
        let (family, turn) = match game.kind {
            GameKind::Word => {
                let rules = app.rules(&game.id)?;
                let family = format!("{} {}", rules.tiles, rules.preset.name);
                (family, session::turn(&app.view(&game.id)?))
            }
            GameKind::Tycoon => {
                let view = app.tycoon_view(&game.id)?;
                let round = view.players[view.current].turns as usize + 1;
                ("tycoon".to_string(), round)
            }
        };
        let state = if game.finished {
            catalog.text("cli-list-finished", &[])
        } else {
            catalog.render(&Message::new("cli-list-in-progress").with("turn", turn))
        };
        println!(
            "{}  {family}  {state}  {}",
            short_id(&game.id),
            scores.join(", ")
        );
    }
    Ok(ExitCode::SUCCESS)
}
