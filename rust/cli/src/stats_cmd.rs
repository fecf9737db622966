//! `slovo stats`: the record of the games against bots in this data directory's store
//! (`slovo play`'s, counted by [`slovo_app::App::bot_stats`] from their move logs), overall
//! and per language and strongest bot level, in the lines `slovo online stats` prints.

use std::error::Error;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use slovo_app::{App, BotRecord};
use slovo_engine::Level;
use slovo_i18n::{Message, UiLang};

use crate::online_cmd::online_stats::print_record;

#[derive(Args)]
pub struct StatsArgs {
    /// Where the games are saved, in slovo.db (default: $XDG_DATA_HOME/slovo or
    /// ~/.local/share/slovo).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Interface language: en, sk, cs, hr, da or bg (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
}

fn parse_ui_lang(s: &str) -> Result<UiLang, String> {
    s.parse()
        .map_err(|e: slovo_i18n::UnknownUiLang| e.to_string())
}

pub fn run(args: StatsArgs) -> Result<ExitCode, Box<dyn Error>> {
    let catalog = crate::play::catalog(args.ui_lang);
    let data_dir = match args.data_dir {
        Some(dir) => dir,
        None => crate::play::default_data_dir()?,
    };
    let stats = App::open(&data_dir, &slovo_lexicon::default_dir())
        .and_then(|app| app.bot_stats())
        .map_err(|e| catalog.say(&e))?;
    if stats.overall.games == 0 {
        println!("{}", catalog.text("statistics-none-bots", &[]));
        return Ok(ExitCode::SUCCESS);
    }
    print_record(
        &Message::new("stats-overall"),
        &(&stats.overall).into(),
        &catalog,
    );
    for kind in &stats.by_kind {
        print_record(&kind_name(kind), &kind.into(), &catalog);
    }
    Ok(ExitCode::SUCCESS)
}

/// `English, medium bots`: the heading of one language against one bot level.
fn kind_name(record: &BotRecord) -> Message {
    let mut name = Message::new("statistics-kind-bots");
    if let Some(language) = record.language {
        name = name.with("language", slovo_i18n::language_name(language));
    }
    if let Some(level) = record.level {
        name = name.with(
            "level",
            Message::new(match level {
                Level::Easy => "level-easy",
                Level::Medium => "level-medium",
                Level::Hard => "level-hard",
            }),
        );
    }
    name
}
