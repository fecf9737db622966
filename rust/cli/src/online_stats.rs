//! `slovo online stats` and `slovo online ratings`: the player's own record and Glicko-2
//! ratings, asked of the server with the device's account (`--json`: the server's answer
//! as it came).

use std::error::Error;
use std::path::Path;

use slovo_app::{AppError, BotRecord};
use slovo_i18n::{Catalog, Message};
use slovo_sync::api::{Mode, PlayerStats, RatingList, StatsPage};

/// The client of this data directory's account on its server.
fn client(data_dir: &Path, catalog: &Catalog) -> Result<slovo_sync::Client, Box<dyn Error>> {
    let store = slovo_store::Store::open(&data_dir.join("slovo.db")).map_err(AppError::Store)?;
    let account = store
        .account()
        .map_err(AppError::Store)?
        .ok_or_else(|| catalog.render(&Message::new("stats-not-registered")))?;
    Ok(
        slovo_sync::Client::new(&account.server_url, Some(&account.token))
            .map_err(AppError::Sync)?,
    )
}

pub(super) fn ask<T>(
    data_dir: &Path,
    catalog: &Catalog,
    call: impl AsyncFnOnce(&slovo_sync::Client) -> Result<T, slovo_sync::SyncError>,
) -> Result<T, Box<dyn Error>> {
    let client = client(data_dir, catalog)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    // As app errors, the caller's `said` words them in the reader's language.
    Ok(runtime.block_on(call(&client)).map_err(AppError::Sync)?)
}

pub fn stats(data_dir: &Path, json: bool, catalog: &Catalog) -> Result<(), Box<dyn Error>> {
    let page: StatsPage = ask(data_dir, catalog, async |c| c.stats().await)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&page)?);
        return Ok(());
    }
    if page.overall.games == 0 {
        println!("{}", catalog.render(&Message::new("stats-none")));
        return Ok(());
    }
    print_record(
        &Message::new("stats-overall"),
        &(&page.overall).into(),
        catalog,
    );
    for kind in &page.by_kind {
        print_record(&kind_name(kind), &kind.into(), catalog);
    }
    Ok(())
}

pub fn ratings(data_dir: &Path, json: bool, catalog: &Catalog) -> Result<(), Box<dyn Error>> {
    let list: RatingList = ask(data_dir, catalog, async |c| c.ratings().await)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    if list.ratings.is_empty() {
        println!("{}", catalog.render(&Message::new("stats-no-ratings")));
    }
    for r in &list.ratings {
        let line = Message::new("stats-rating-line")
            .with("language", slovo_i18n::language_name(r.language))
            .with("mode", mode_name(r.mode))
            .with("rating", r.rating.round() as i64)
            .with("deviation", r.deviation.round() as i64)
            .with("games", r.games);
        println!("{}", catalog.render(&line));
    }
    Ok(())
}

fn kind_name(stats: &PlayerStats) -> Message {
    let mut name = Message::new("stats-kind");
    if let (Some(language), Some(mode)) = (stats.language, stats.mode) {
        name = name
            .with("language", slovo_i18n::language_name(language))
            .with("mode", mode_name(mode));
    }
    name
}

fn mode_name(mode: Mode) -> Message {
    Message::new(match mode {
        Mode::Quick => "online-mode-quick",
        Mode::Daily => "online-mode-daily",
    })
}

/// One record's figures, online or against bots, as the lines print them.
pub(crate) struct Figures<'a> {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub average_score: f64,
    pub average_opponent_score: f64,
    pub highest_game: Option<i32>,
    pub best_play: Option<(&'a str, i32)>,
    pub bingos_per_game: f64,
    /// Games left early: online, resigned or timed out; against bots, resigned.
    pub left: Left,
}

pub(crate) enum Left {
    Eliminations(u32),
    Resignations(u32),
}

impl<'a> From<&'a PlayerStats> for Figures<'a> {
    fn from(s: &'a PlayerStats) -> Self {
        Figures {
            games: s.games,
            wins: s.wins,
            losses: s.losses,
            draws: s.draws,
            average_score: s.average_score,
            average_opponent_score: s.average_opponent_score,
            highest_game: s.highest_game,
            best_play: s.best_play.as_ref().map(|b| (b.word.as_str(), b.points)),
            bingos_per_game: s.bingos_per_game,
            left: Left::Eliminations(s.eliminations),
        }
    }
}

impl<'a> From<&'a BotRecord> for Figures<'a> {
    fn from(r: &'a BotRecord) -> Self {
        Figures {
            games: r.games,
            wins: r.wins,
            losses: r.losses,
            draws: r.draws,
            average_score: r.average_score,
            average_opponent_score: r.average_opponent_score,
            highest_game: r.highest_game,
            best_play: r.best_play.as_ref().map(|b| (b.word.as_str(), b.points)),
            bingos_per_game: r.bingos_per_game,
            left: Left::Resignations(r.resignations),
        }
    }
}

/// A record under its heading: games and results, scores, best play, bingos and games left.
pub(crate) fn print_record(heading: &Message, s: &Figures, catalog: &Catalog) {
    let bingos = slovo_i18n::decimal(catalog.lang(), s.bingos_per_game, 2);
    let lines = [
        Message::new("stats-heading").with("name", heading.clone()),
        Message::new("stats-games")
            .with("games", s.games)
            .with("wins", s.wins)
            .with("losses", s.losses)
            .with("draws", s.draws),
        Message::new("stats-scores")
            .with("average", s.average_score.round() as i64)
            .with("opponents", s.average_opponent_score.round() as i64)
            .with("highest", s.highest_game.unwrap_or(0)),
        match s.best_play {
            // In capitals, as the boards write words (the store keeps them in lower case).
            Some((word, points)) => Message::new("stats-best-play")
                .with("word", word.to_uppercase())
                .with("points", points),
            None => Message::new("stats-no-best-play"),
        },
        match s.left {
            Left::Eliminations(n) => Message::new("stats-bingos")
                .with("bingos", bingos)
                .with("eliminations", n),
            Left::Resignations(n) => Message::new("stats-bingos-bots")
                .with("bingos", bingos)
                .with("resignations", n),
        },
    ];
    for line in &lines {
        println!("{}", catalog.render(line));
    }
}
