//! What a finished game adds to each of its players' record: the facts the statistics sum
//! and the places the ratings are computed from, taken from the full game (never shown as
//! such: only the asking player's own sums are).

use slovo_rules::{Elimination, Event, Game, Record};

/// A turn a player needs to have taken twice for their resignation to be rated.
const RATED_AFTER_TURNS: usize = 2;

/// One seat's part in a finished game.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatResult {
    pub seat: u8,
    /// 1-based, shared when tied; eliminated players are placed below the others.
    pub place: u8,
    pub outcome: Outcome,
    pub score: i32,
    /// The mean final score of the other players.
    pub opponent_score: f64,
    /// The player's highest-scoring play that stood: its main word and points.
    pub best_play: Option<(String, i32)>,
    pub bingos: u32,
    pub eliminated: Option<Elimination>,
    /// False for a player who resigned before taking two turns of their own: such a game is
    /// not rated for them, nor counted for the others against them.
    pub rated: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Draw => "draw",
            Outcome::Loss => "loss",
        }
    }
}

/// Every seat's result, once `game` is over.
pub fn of_game(game: &Game) -> Option<Vec<SeatResult>> {
    let outcome = game.outcome()?;
    let history = game.history();
    let players = outcome.final_scores.len();
    let firsts = outcome.ranks.iter().filter(|&&r| r == 1).count();
    Some(
        (0..players)
            .map(|p| {
                let seat = p as u8;
                let place = outcome.ranks[p];
                let others: i32 = (0..players)
                    .filter(|&q| q != p)
                    .map(|q| outcome.final_scores[q])
                    .sum();
                let plays = history.iter().filter(|r| r.player == seat);
                let stood = plays.clone().filter_map(play_that_stood);
                SeatResult {
                    seat,
                    place,
                    outcome: match (place, firsts) {
                        (1, 1) => Outcome::Win,
                        (1, _) => Outcome::Draw,
                        _ => Outcome::Loss,
                    },
                    score: outcome.final_scores[p],
                    opponent_score: f64::from(others) / (players - 1) as f64,
                    best_play: stood
                        .clone()
                        .map(|(word, _, points)| (word, points))
                        // The first of equal plays: max_by_key would keep the last.
                        .fold(None, |best: Option<(String, i32)>, play| match best {
                            Some(b) if b.1 >= play.1 => Some(b),
                            _ => Some(play),
                        }),
                    bingos: stood
                        .filter(|&(_, placed, _)| game.rules().bingo_bonus(placed) > 0)
                        .count() as u32,
                    eliminated: plays.clone().find_map(|r| match r.event {
                        Event::Eliminated(e) => Some(e),
                        _ => None,
                    }),
                    rated: !resigned_early(history, seat),
                }
            })
            .collect(),
    )
}

/// A play that was not withdrawn after a challenge: its main word, tiles placed and points.
fn play_that_stood(record: &Record) -> Option<(String, usize, i32)> {
    match &record.event {
        Event::Play {
            words,
            placements,
            challenge,
            ..
        } if !challenge.is_some_and(|c| c.upheld) => Some((
            words.first().cloned().unwrap_or_default(),
            placements.len(),
            record.score,
        )),
        _ => None,
    }
}

/// Whether `seat` resigned before taking [`RATED_AFTER_TURNS`] turns of their own.
fn resigned_early(history: &[Record], seat: u8) -> bool {
    let mine = || history.iter().filter(|r| r.player == seat);
    let Some(at) = mine().position(|r| r.event == Event::Eliminated(Elimination::Resigned)) else {
        return false;
    };
    let turns = mine()
        .take(at)
        .filter(|r| {
            matches!(
                r.event,
                Event::Play { .. } | Event::Exchange { .. } | Event::Pass | Event::LostTurn
            )
        })
        .count();
    turns < RATED_AFTER_TURNS
}
