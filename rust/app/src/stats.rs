//! The player's statistics: games against bots counted on the device from the finished games'
//! move logs (replayed, nothing derived is stored), and the online record and ratings asked of
//! the server, kept in the store so they can be shown offline.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use slovo_api::{RatingList, StatsPage};
use slovo_engine::Level;
use slovo_rules::{Action, Elimination, Event, Game, Language, Record};
use slovo_store::{Mode, SeatKind};
use slovo_sync::SyncError;

use crate::{App, AppError, Result, config_of, level_of, now};

/// The settings key of the last online statistics and ratings fetched.
const ONLINE_CACHE: &str = "online.stats_cache";

/// The best play of a record: its main word spelled whole, its points, and its game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotBestPlay {
    pub word: String,
    pub points: i32,
    pub game_id: String,
}

/// The human's record over finished games against bots: overall, or in one language against
/// one bot level. A win is a first place alone, a draw a shared first place, anything else a
/// loss (as the server counts online games).
#[derive(Debug, Clone, PartialEq)]
pub struct BotRecord {
    /// `None` in the overall record.
    pub language: Option<Language>,
    /// The strongest bot of the games; `None` in the overall record.
    pub level: Option<Level>,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Final scores averaged over the games (0 without games).
    pub average_score: f64,
    /// Each game's mean final score of the bots, averaged over the games.
    pub average_opponent_score: f64,
    pub best_play: Option<BotBestPlay>,
    pub highest_game: Option<i32>,
    pub bingos_per_game: f64,
    pub resignations: u32,
}

/// The statistics of games against bots: overall and per language and bot level (languages
/// in their order, then levels from easy to hard; only kinds played are listed).
#[derive(Debug, Clone, PartialEq)]
pub struct BotStats {
    pub overall: BotRecord,
    pub by_kind: Vec<BotRecord>,
}

/// The online record and ratings, and whether they are fresh from the server.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OnlineStats {
    pub stats: StatsPage,
    pub ratings: RatingList,
    /// When the server gave them (Unix ms).
    pub fetched_at: i64,
    /// Why the server could not be asked, when these are the copy kept from `fetched_at`.
    #[serde(skip)]
    pub offline: Option<String>,
}

/// A rating as shown with a name: Glicko-2's rating and deviation in whole points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    pub rating: i32,
    pub deviation: i32,
    /// Rated games behind it (0: the starting rating).
    pub games: u32,
}

impl From<slovo_api::RatingBadge> for Rating {
    fn from(badge: slovo_api::RatingBadge) -> Self {
        Rating {
            rating: badge.rating.round() as i32,
            deviation: badge.deviation.round() as i32,
            games: badge.games,
        }
    }
}

/// What one finished game adds to the human's record.
#[derive(Debug, Clone, PartialEq)]
struct GameResult {
    game_id: String,
    language: Language,
    level: Level,
    place: u8,
    /// Players sharing first place.
    firsts: usize,
    score: i32,
    opponent_score: f64,
    /// The highest-scoring play that stood: main word and points.
    best_play: Option<(String, i32)>,
    bingos: u32,
    resigned: bool,
}

/// A play not withdrawn after a challenge: its main word, the tiles placed and its points.
fn play_that_stood(record: &Record) -> Option<(&str, usize, i32)> {
    match &record.event {
        Event::Play {
            words,
            placements,
            challenge,
            ..
        } if !challenge.is_some_and(|c| c.upheld) => Some((
            words.first().map_or("", String::as_str),
            placements.len(),
            record.score,
        )),
        _ => None,
    }
}

/// The human seat's result in a finished game; `None` while it goes on.
fn result_of(game_id: &str, game: &Game, human: u8, level: Level) -> Option<GameResult> {
    let outcome = game.outcome()?;
    let seat = human as usize;
    let players = outcome.final_scores.len();
    let others: i32 = (0..players)
        .filter(|&q| q != seat)
        .map(|q| outcome.final_scores[q])
        .sum();
    let mine = || game.history().iter().filter(|r| r.player == human);
    let stood = || mine().filter_map(play_that_stood);
    Some(GameResult {
        game_id: game_id.to_string(),
        language: game.tiles().id.language(),
        level,
        place: outcome.ranks[seat],
        firsts: outcome.ranks.iter().filter(|&&r| r == 1).count(),
        score: outcome.final_scores[seat],
        opponent_score: f64::from(others) / players.saturating_sub(1).max(1) as f64,
        // The first of equal plays.
        best_play: stood().fold(
            None,
            |best: Option<(String, i32)>, (word, _, points)| match best {
                Some(b) if b.1 >= points => Some(b),
                _ => Some((word.to_string(), points)),
            },
        ),
        bingos: stood()
            .filter(|&(_, placed, _)| game.rules().bingo_bonus(placed) > 0)
            .count() as u32,
        resigned: mine().any(|r| r.event == Event::Eliminated(Elimination::Resigned)),
    })
}

/// The sums of a set of game results.
fn record_of(
    language: Option<Language>,
    level: Option<Level>,
    results: &[&GameResult],
) -> BotRecord {
    let games = results.len() as u32;
    let count = |f: &dyn Fn(&GameResult) -> bool| results.iter().filter(|r| f(r)).count() as u32;
    let mean = |f: &dyn Fn(&GameResult) -> f64| {
        if results.is_empty() {
            0.0
        } else {
            results.iter().map(|r| f(r)).sum::<f64>() / results.len() as f64
        }
    };
    let wins = count(&|r| r.place == 1 && r.firsts == 1);
    let draws = count(&|r| r.place == 1 && r.firsts > 1);
    BotRecord {
        language,
        level,
        games,
        wins,
        draws,
        losses: games - wins - draws,
        average_score: mean(&|r| f64::from(r.score)),
        average_opponent_score: mean(&|r| r.opponent_score),
        best_play: results
            .iter()
            .filter_map(|r| r.best_play.as_ref().map(|b| (b, &r.game_id)))
            .fold(
                None,
                |best: Option<BotBestPlay>, ((word, points), game)| match best {
                    Some(b) if b.points >= *points => Some(b),
                    _ => Some(BotBestPlay {
                        word: word.clone(),
                        points: *points,
                        game_id: game.clone(),
                    }),
                },
            ),
        highest_game: results.iter().map(|r| r.score).max(),
        bingos_per_game: mean(&|r| f64::from(r.bingos)),
        resignations: count(&|r| r.resigned),
    }
}

impl App {
    /// The human's statistics over the finished games against bots on this device, from
    /// their move logs.
    pub fn bot_stats(&self) -> Result<BotStats> {
        let finished = self.store().finished_games(Mode::Bots)?;
        let mut results = Vec::new();
        for (record, moves) in finished {
            let Some(human) = record.seats.iter().find(|s| s.kind == SeatKind::Human) else {
                continue;
            };
            let level = record
                .seats
                .iter()
                .filter_map(|s| s.level.as_deref().map(level_of))
                .max()
                .unwrap_or(Level::Hard);
            let config = config_of(&record)?;
            let engine = self.engine(config.rules.tiles.language())?;
            let corrupt = |e: String| AppError::Corrupt(format!("{}: {e}", record.id));
            let actions: Vec<Action> = moves
                .iter()
                .map(|m| serde_json::from_str(&m.action))
                .collect::<std::result::Result<_, _>>()
                .map_err(|e| corrupt(e.to_string()))?;
            let game = Game::replay(config, &actions, &engine.referee())
                .map_err(|(i, e)| corrupt(format!("move {}: {e}", i + 1)))?;
            results.extend(result_of(&record.id, &game, human.seat, level));
        }
        // Languages in their order, then levels from easy to hard.
        let order = |l: Language| Language::ALL.iter().position(|&x| x == l);
        let mut kinds: BTreeMap<(Option<usize>, Level), Vec<&GameResult>> = BTreeMap::new();
        for r in &results {
            kinds
                .entry((order(r.language), r.level))
                .or_default()
                .push(r);
        }
        Ok(BotStats {
            overall: record_of(None, None, &results.iter().collect::<Vec<_>>()),
            by_kind: kinds
                .into_iter()
                .map(|((_, level), rs)| record_of(Some(rs[0].language), Some(level), &rs))
                .collect(),
        })
    }

    /// The online record and ratings from the server, kept in the store each time; when the
    /// server cannot be reached, the copy kept last time with the reason in
    /// [`OnlineStats::offline`] (the error itself when nothing was kept). Not registered is an
    /// error ([`SyncError::NotRegistered`]).
    pub fn online_stats(&self) -> Result<OnlineStats> {
        let fetched = self.with_engine(|engine| async move {
            let stats = engine.client().stats().await?;
            let ratings = engine.client().ratings().await?;
            Ok((stats, ratings))
        });
        match fetched {
            Ok((stats, ratings)) => {
                let fresh = OnlineStats {
                    stats,
                    ratings,
                    fetched_at: now(),
                    offline: None,
                };
                let json = serde_json::to_string(&fresh).expect("statistics serialize");
                self.store().set_setting(ONLINE_CACHE, &json)?;
                Ok(fresh)
            }
            Err(AppError::Sync(e)) if e.is_transient() => match self.cached_online_stats()? {
                Some(kept) => Ok(OnlineStats {
                    offline: Some(e.to_string()),
                    ..kept
                }),
                None => Err(AppError::Sync(e)),
            },
            Err(e) => Err(e),
        }
    }

    /// The online statistics kept from the last time the server gave them, if ever.
    pub fn cached_online_stats(&self) -> Result<Option<OnlineStats>> {
        let Some(json) = self.store().setting(ONLINE_CACHE)? else {
            return Ok(None);
        };
        // A copy this version cannot read is as good as none: the next fetch replaces it.
        Ok(serde_json::from_str(&json).ok())
    }
}

/// Whether an error means this device has no account (so the online part cannot be shown).
pub fn is_not_registered(error: &AppError) -> bool {
    matches!(
        error,
        AppError::NoServer | AppError::Sync(SyncError::NotRegistered)
    )
}
