//! `slovo online stats` and `slovo online ratings`: the player's own record and Glicko-2
//! ratings, asked of the server with the device's account (`--json`: the server's answer
//! as it came).

use std::error::Error;
use std::path::Path;

use slovo_i18n::{Catalog, Message};
use slovo_sync::api::{Mode, PlayerStats, RatingList, StatsPage};

/// The client of this data directory's account on its server.
fn client(data_dir: &Path, catalog: &Catalog) -> Result<slovo_sync::Client, Box<dyn Error>> {
    let store = slovo_store::Store::open(&data_dir.join("slovo.db"))?;
    let account = store
        .account()?
        .ok_or_else(|| catalog.render(&Message::new("stats-not-registered")))?;
    Ok(slovo_sync::Client::new(
        &account.server_url,
        Some(&account.token),
    )?)
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
    Ok(runtime.block_on(call(&client))?)
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
    print_record(&Message::new("stats-overall"), &page.overall, catalog);
    for kind in &page.by_kind {
        print_record(&kind_name(kind), kind, catalog);
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

fn print_record(heading: &Message, s: &PlayerStats, catalog: &Catalog) {
    let lang = catalog.lang();
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
        match &s.best_play {
            Some(best) => Message::new("stats-best-play")
                .with("word", best.word.as_str())
                .with("points", best.points),
            None => Message::new("stats-no-best-play"),
        },
        Message::new("stats-bingos")
            .with("bingos", slovo_i18n::decimal(lang, s.bingos_per_game, 2))
            .with("eliminations", s.eliminations),
    ];
    for line in &lines {
        println!("{}", catalog.render(line));
    }
}
