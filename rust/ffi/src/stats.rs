//! The statistics screen's view models: the record against bots (counted on the device) and
//! the online record with its ratings (from the server, or the copy kept when it cannot be
//! reached), kept apart, every label and number already said in the interface language.

use slovo_app::{BotRecord, OnlineStats, PlayerStats, Rating};
use slovo_engine::Level;
use slovo_i18n::{Arg, Catalog, Message, decimal, language_name};
use slovo_rules::Language;
use slovo_sync::api::Mode;

use crate::error::SlovoError;
use crate::slovo::Slovo;
use crate::text::catalog;
use crate::worker::on_worker_thread;

/// One line of a statistics section: a label and its value, both ready to show.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatLine {
    pub label: String,
    pub value: String,
}

/// One record: overall, or one language with a bot level (against bots) or a mode (online).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsSection {
    pub title: String,
    pub lines: Vec<StatLine>,
}

/// The record against bots. `empty` is the text to show instead while no game has finished
/// (then `sections` is empty).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BotStatsScreen {
    pub sections: Vec<StatsSection>,
    pub empty: Option<String>,
}

/// One rating: a language and mode, `1 523 ± 87` and how many rated games are behind it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RatingItem {
    /// The language and mode, as a title (`Slovak, daily`).
    pub title: String,
    /// The rating with its deviation.
    pub rating: String,
    pub games: String,
    pub rating_value: i32,
    pub deviation_value: i32,
}

/// The online record and ratings. `sections` is empty while no online game has finished
/// (`empty` says so); `ratings` is empty before a rated game (`noRatings` says so).
/// `offline` is set when these are the numbers kept from the last time the server answered.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineStatsScreen {
    pub sections: Vec<StatsSection>,
    pub empty: Option<String>,
    pub ratings: Vec<RatingItem>,
    pub no_ratings: Option<String>,
    pub offline: Option<String>,
}

fn level_name(level: Level) -> Message {
    Message::new(match level {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
    })
}

pub(crate) fn mode_name(mode: Mode) -> Message {
    Message::new(match mode {
        Mode::Quick => "online-mode-quick",
        Mode::Daily => "online-mode-daily",
    })
}

/// A rating as shown with a player's name: `1 523 ± 87`.
pub(crate) fn rating_text(catalog: &Catalog, rating: &Rating) -> String {
    catalog.render(
        &Message::new("statistics-rating")
            .with("rating", rating.rating)
            .with("deviation", rating.deviation),
    )
}

/// A rating in one language and mode, titled by them (the statistics' and a friend's).
pub(crate) fn rating_item(
    catalog: &Catalog,
    language: Language,
    mode: Mode,
    rating: &Rating,
) -> RatingItem {
    RatingItem {
        title: catalog.render(
            &Message::new("statistics-kind-online")
                .with("language", language_name(language))
                .with("mode", mode_name(mode)),
        ),
        rating: rating_text(catalog, rating),
        games: catalog.render(&Message::new("statistics-rated-games").with("games", rating.games)),
        rating_value: rating.rating,
        deviation_value: rating.deviation,
    }
}

/// Each seat's rating as shown with its name, in the interface language.
pub(crate) fn rating_texts(ratings: &[Option<Rating>]) -> Vec<Option<String>> {
    let catalog = catalog();
    ratings
        .iter()
        .map(|r| r.as_ref().map(|r| rating_text(&catalog, r)))
        .collect()
}

/// The facts both records share, as lines; `last` is their own last line (resignations
/// against bots, eliminations online).
struct Facts<'a> {
    games: u32,
    wins: u32,
    losses: u32,
    draws: u32,
    average: f64,
    opponents: f64,
    best: Option<(&'a str, i32)>,
    highest: Option<i32>,
    bingos: f64,
    last: (&'static str, u32),
}

fn lines(catalog: &Catalog, f: &Facts) -> Vec<StatLine> {
    let lang = catalog.lang();
    let line = |key: &str, value: String| StatLine {
        label: catalog.text(key, &[]),
        value,
    };
    let whole = |n: i64| catalog.text("statistics-number", &[("n", Arg::Number(n))]);
    let none = || catalog.text("statistics-nothing-yet", &[]);
    vec![
        line("statistics-games", whole(f.games.into())),
        line("statistics-wins", whole(f.wins.into())),
        line("statistics-losses", whole(f.losses.into())),
        line("statistics-draws", whole(f.draws.into())),
        line("statistics-average-score", decimal(lang, f.average, 1)),
        line("statistics-average-opponent", decimal(lang, f.opponents, 1)),
        line(
            "statistics-best-play",
            f.best.map_or_else(none, |(word, points)| {
                catalog.render(
                    &Message::new("statistics-best-play-value")
                        .with("word", word)
                        .with("points", points),
                )
            }),
        ),
        line(
            "statistics-highest-game",
            f.highest.map_or_else(none, |n| whole(n.into())),
        ),
        line("statistics-bingos", decimal(lang, f.bingos, 2)),
        line(f.last.0, whole(f.last.1.into())),
    ]
}

fn bot_section(catalog: &Catalog, r: &BotRecord) -> StatsSection {
    let title = match (r.language, r.level) {
        (Some(language), Some(level)) => catalog.render(
            &Message::new("statistics-kind-bots")
                .with("language", language_name(language))
                .with("level", level_name(level)),
        ),
        _ => catalog.text("statistics-overall", &[]),
    };
    let facts = Facts {
        games: r.games,
        wins: r.wins,
        losses: r.losses,
        draws: r.draws,
        average: r.average_score,
        opponents: r.average_opponent_score,
        best: r.best_play.as_ref().map(|b| (b.word.as_str(), b.points)),
        highest: r.highest_game,
        bingos: r.bingos_per_game,
        last: ("statistics-resignations", r.resignations),
    };
    StatsSection {
        title,
        lines: lines(catalog, &facts),
    }
}

fn online_section(catalog: &Catalog, s: &PlayerStats) -> StatsSection {
    let title = match (s.language, s.mode) {
        (Some(language), Some(mode)) => catalog.render(
            &Message::new("statistics-kind-online")
                .with("language", language_name(language))
                .with("mode", mode_name(mode)),
        ),
        _ => catalog.text("statistics-overall", &[]),
    };
    let facts = Facts {
        games: s.games,
        wins: s.wins,
        losses: s.losses,
        draws: s.draws,
        average: s.average_score,
        opponents: s.average_opponent_score,
        best: s.best_play.as_ref().map(|b| (b.word.as_str(), b.points)),
        highest: s.highest_game,
        bingos: s.bingos_per_game,
        last: ("statistics-eliminations", s.eliminations),
    };
    StatsSection {
        title,
        lines: lines(catalog, &facts),
    }
}

pub(crate) fn bot_screen(catalog: &Catalog, stats: &slovo_app::BotStats) -> BotStatsScreen {
    if stats.overall.games == 0 {
        return BotStatsScreen {
            sections: Vec::new(),
            empty: Some(catalog.text("statistics-none-bots", &[])),
        };
    }
    BotStatsScreen {
        sections: std::iter::once(&stats.overall)
            .chain(&stats.by_kind)
            .map(|r| bot_section(catalog, r))
            .collect(),
        empty: None,
    }
}

pub(crate) fn online_screen(catalog: &Catalog, online: &OnlineStats) -> OnlineStatsScreen {
    let page = &online.stats;
    let sections: Vec<StatsSection> = if page.overall.games == 0 {
        Vec::new()
    } else {
        std::iter::once(&page.overall)
            .chain(&page.by_kind)
            .map(|s| online_section(catalog, s))
            .collect()
    };
    let ratings: Vec<RatingItem> = online
        .ratings
        .ratings
        .iter()
        .map(|r| {
            let rating = Rating {
                rating: r.rating.round() as i32,
                deviation: r.deviation.round() as i32,
                games: r.games,
            };
            rating_item(catalog, r.language, r.mode, &rating)
        })
        .collect();
    OnlineStatsScreen {
        empty: sections
            .is_empty()
            .then(|| catalog.text("statistics-none-online", &[])),
        sections,
        no_ratings: ratings
            .is_empty()
            .then(|| catalog.text("statistics-no-ratings", &[])),
        ratings,
        offline: online
            .offline
            .as_ref()
            .map(|_| catalog.text("statistics-offline", &[])),
    }
}

#[uniffi::export]
impl Slovo {
    /// The record against bots, from the finished games on this device (each replayed from
    /// its log, off the caller's thread).
    pub async fn bot_stats(&self) -> Result<BotStatsScreen, SlovoError> {
        let app = self.app.clone();
        on_worker_thread(move || -> Result<BotStatsScreen, SlovoError> {
            let stats = app.bot_stats()?;
            Ok(bot_screen(&catalog(), &stats))
        })
        .await?
    }

    /// The online record and ratings from the server. When it cannot be reached, the numbers
    /// kept from the last answer with `offline` set; `Offline` when none were ever kept;
    /// `NotRegistered` without an account.
    pub async fn online_stats(&self) -> Result<OnlineStatsScreen, SlovoError> {
        let app = self.app.clone();
        on_worker_thread(move || -> Result<OnlineStatsScreen, SlovoError> {
            let online = app.online_stats()?;
            Ok(online_screen(&catalog(), &online))
        })
        .await?
    }

    /// The online record and ratings kept from the last time the server answered (no
    /// network): null when it never did.
    pub fn cached_online_stats(&self) -> Result<Option<OnlineStatsScreen>, SlovoError> {
        let kept = self.app.cached_online_stats()?;
        Ok(kept.map(|online| online_screen(&catalog(), &online)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_app::{BotBestPlay, BotStats};
    use slovo_i18n::UiLang;

    fn record(language: Option<Language>, level: Option<Level>) -> BotRecord {
        BotRecord {
            language,
            level,
            games: 1204,
            wins: 700,
            losses: 500,
            draws: 4,
            average_score: 1234.56,
            average_opponent_score: 380.0,
            best_play: Some(BotBestPlay {
                word: "ŽENÁCH".into(),
                points: 95,
                game_id: "g".into(),
            }),
            highest_game: Some(612),
            bingos_per_game: 0.5,
            resignations: 3,
        }
    }

    #[test]
    fn the_bots_record_is_said_with_the_languages_numbers() {
        let stats = BotStats {
            overall: record(None, None),
            by_kind: vec![record(Some(Language::Slovak), Some(Level::Hard))],
        };
        let screen = bot_screen(&Catalog::new(UiLang::Sk), &stats);
        assert_eq!(screen.empty, None);
        assert_eq!(screen.sections[0].title, "Všetky hry");
        assert_eq!(screen.sections[1].title, "slovenčina, boti: ťažký");
        let value = |label: &str| {
            screen.sections[0]
                .lines
                .iter()
                .find(|l| l.label == label)
                .map(|l| l.value.clone())
                .unwrap()
        };
        assert_eq!(value("Hry"), "1\u{a0}204");
        assert_eq!(value("Priemerné skóre"), "1\u{a0}234,6");
        assert_eq!(value("Najlepší ťah"), "ŽENÁCH, 95 bodov");
        assert_eq!(value("Bingá na hru"), "0,50");
        assert_eq!(value("Vzdané hry"), "3");
        let empty = bot_screen(
            &Catalog::new(UiLang::En),
            &BotStats {
                overall: BotRecord {
                    games: 0,
                    best_play: None,
                    highest_game: None,
                    ..record(None, None)
                },
                by_kind: Vec::new(),
            },
        );
        assert!(empty.sections.is_empty());
        assert!(empty.empty.unwrap().starts_with("No finished games"));
    }

    #[test]
    fn kept_online_numbers_say_they_are_kept() {
        let online = OnlineStats {
            stats: slovo_app::StatsPage {
                overall: PlayerStats {
                    language: None,
                    mode: None,
                    games: 0,
                    wins: 0,
                    losses: 0,
                    draws: 0,
                    average_score: 0.0,
                    average_opponent_score: 0.0,
                    best_play: None,
                    highest_game: None,
                    bingos_per_game: 0.0,
                    eliminations: 0,
                },
                by_kind: Vec::new(),
            },
            ratings: slovo_app::RatingList {
                ratings: vec![slovo_app::RatingEntry {
                    language: Language::Bulgarian,
                    mode: Mode::Daily,
                    rating: 1523.4,
                    deviation: 86.6,
                    volatility: 0.06,
                    games: 12,
                    updated_at: 0,
                }],
            },
            fetched_at: 0,
            offline: Some("unreachable".into()),
        };
        let screen = online_screen(&Catalog::new(UiLang::En), &online);
        assert!(screen.sections.is_empty() && screen.empty.is_some());
        assert_eq!(screen.no_ratings, None);
        assert_eq!(screen.ratings[0].rating, "1,523 ± 87");
        assert_eq!(screen.ratings[0].games, "12 rated games");
        assert_eq!(screen.ratings[0].title, "Bulgarian, daily");
        assert!(screen.offline.unwrap().contains("last time"));
    }
}
