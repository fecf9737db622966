//! Online Tycoon (seed 002, issue 20): the server referees Tycoon rooms as it does word
//! games — the same rooms, seats, move log (expected version, idempotent move ids), clocks,
//! sweeper and notifications — holding the seed, the deck's order and every hand. A Tycoon
//! room's config is the Tycoon rules' [`Config`]; its log holds [`Entry`]s, replayed on load.
//!
//! Online choices: words are checked at once against the server's English lexicon, and an
//! unknown word is refused with nothing changed (as the word game's online `auto` mode), so no
//! attempt is lost and no challenge is needed; a player whose time runs out is eliminated
//! ([`slovo_tycoon::Game::eliminate_current`]: cards back into the deck, patents released).
//! Around the game it has what a word game has: a vacation stops its daily deadlines
//! ([`Table::pauses`]), a finished game may be rematched and a friend invited to a new one.

pub mod openapi;
pub mod routes;
pub mod view;

use serde::{Deserialize, Serialize};
use slovo_rules::Language;
use slovo_tycoon::{Action, Config, Game, Outcome, Validation, WordCheck};

use crate::api::GameFamily;
use crate::error::ApiError;
use crate::games::storage::MoveRow;
use crate::games::{self, Pause, Timing};
use crate::rooms::storage::Turn;

/// One move of a Tycoon game's log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// A player's action.
    Act(Action),
    /// The server's clock: the player to move ran out of time and is eliminated.
    TimeOut,
}

/// Tycoon is played with the English lexicon (its deck has the 26 letters A to Z).
pub const LANGUAGE: Language = Language::English;

/// Refuse a Tycoon room in another language before anyone waits for it.
pub fn check_terms(family: GameFamily, language: Language) -> Result<(), ApiError> {
    if family == GameFamily::Tycoon && language != LANGUAGE {
        return Err(ApiError::unprocessable(
            "language_unavailable",
            format!("Tycoon is played in English, not {language}"),
        ));
    }
    Ok(())
}

/// The config (as stored) and first turn of a new game of `family` for a full room.
pub fn new_game(
    family: GameFamily,
    language: Language,
    seats: i64,
    timing: Timing,
    now: i64,
) -> Result<(String, Turn), ApiError> {
    match family {
        GameFamily::Word => {
            let config = games::new_config(language, seats as u8);
            let turn = games::first_turn(config, timing, now);
            Ok((to_json(&config)?, turn))
        }
        GameFamily::Tycoon => Ok((
            to_json(&new_config(seats as usize))?,
            first_turn(timing, now),
        )),
    }
}

/// The config (as stored) and first turn of a rematch of a finished game of `family` whose
/// config is `stored`: the same rules and number of players, a new seed (a new deal).
pub fn rematch_game(
    family: GameFamily,
    stored: &str,
    timing: Timing,
    now: i64,
) -> Result<(String, Turn), ApiError> {
    match family {
        GameFamily::Word => {
            let config = slovo_rules::GameConfig {
                seed: rand::random(),
                ..games::parse_config(stored)?
            };
            Ok((to_json(&config)?, games::first_turn(config, timing, now)))
        }
        GameFamily::Tycoon => {
            let old: Config = serde_json::from_str(stored)
                .map_err(|e| ApiError::internal(format!("stored Tycoon config: {e}")))?;
            let config = Config {
                seed: rand::random(),
                ..old
            };
            Ok((to_json(&config)?, first_turn(timing, now)))
        }
    }
}

/// A Tycoon game's first turn: seat 0 starts (the zeppelin's holder).
fn first_turn(timing: Timing, now: i64) -> Turn {
    Turn {
        seat: 0,
        due_at: now + timing.first_allowance(),
    }
}

fn to_json(config: &impl Serialize) -> Result<String, ApiError> {
    serde_json::to_string(config).map_err(ApiError::internal)
}

/// A new online Tycoon game: a fresh random seed, words checked at once.
pub fn new_config(players: usize) -> Config {
    Config {
        validation: Validation::Auto { attempts: 3 },
        ..Config::new(rand::random(), players)
    }
}

/// A Tycoon game rebuilt from its log, with what each version did and when.
#[derive(Clone)]
pub struct Table {
    pub game: Game,
    /// `moves[v - 1]`: the seat that made version `v`, its entry and what it did.
    pub moves: Vec<(u8, Entry, Outcome)>,
    /// `times[v]`: when version `v` was reached (index 0: the game's start), Unix ms.
    pub times: Vec<i64>,
    pub timing: Timing,
    /// Daily games: when each seat's deadlines stand still (its player's vacations), as for
    /// the word game ([`games::load_pauses`]); not part of the log.
    pub pauses: Vec<Pause>,
}

impl Table {
    pub fn new(config: Config, started_at: i64, timing: Timing) -> Result<Table, ApiError> {
        let game = Game::new(config)
            .map_err(|e| ApiError::internal(format!("stored Tycoon config: {e}")))?;
        Ok(Table {
            game,
            moves: Vec::new(),
            times: vec![started_at],
            timing,
            pauses: Vec::new(),
        })
    }

    /// Replay the stored log. Stored moves were accepted by the same rules, so a failure here
    /// is corrupt data (or a changed lexicon), never bad input.
    pub fn rebuild(
        config: Config,
        rows: &[MoveRow],
        words: &dyn WordCheck,
        started_at: i64,
        timing: Timing,
    ) -> Result<Table, ApiError> {
        let mut table = Table::new(config, started_at, timing)?;
        for row in rows {
            let entry: Entry = serde_json::from_str(&row.actions)
                .map_err(|e| ApiError::internal(format!("stored move {}: {e}", row.version)))?;
            table
                .apply(entry, words, row.created_at)
                .map_err(|e| ApiError::internal(format!("replaying move {}: {e}", row.version)))?;
        }
        Ok(table)
    }

    /// Apply `entry` for the player to move at `now`, or refuse it and change nothing.
    pub fn apply(
        &mut self,
        entry: Entry,
        words: &dyn WordCheck,
        now: i64,
    ) -> Result<Outcome, slovo_tycoon::TycoonError> {
        let seat = self.game.current() as u8;
        let outcome = match &entry {
            Entry::Act(action) => self.game.apply(action.clone(), words)?,
            Entry::TimeOut => self.game.eliminate_current()?,
        };
        self.moves.push((seat, entry, outcome.clone()));
        self.times.push(now);
        Ok(outcome)
    }

    pub fn version(&self) -> i64 {
        self.moves.len() as i64
    }

    /// Each seat's time left at `now` (quick games): the time between two versions is charged
    /// to the seat that made the later one (the seat that was to move).
    pub fn clocks(&self, now: i64) -> Option<Vec<i64>> {
        let Timing::Quick { per_player } = self.timing else {
            return None;
        };
        let mut used = vec![0i64; self.game.config().players];
        for (v, (seat, _, _)) in self.moves.iter().enumerate() {
            used[*seat as usize] += self.times[v + 1] - self.times[v];
        }
        if !self.game.is_over() {
            used[self.game.current()] += (now - self.turn_started()).max(0);
        }
        Some(used.iter().map(|u| (per_player - u).max(0)).collect())
    }

    fn turn_started(&self) -> i64 {
        self.times.last().copied().unwrap_or(0)
    }

    /// Daily games: when the player to move runs out of time.
    pub fn deadline(&self) -> Option<i64> {
        match self.timing {
            Timing::Daily { per_move } if !self.game.is_over() => {
                let mover = self.game.current() as u8;
                Some(games::seat_deadline(
                    self.turn_started(),
                    per_move,
                    mover,
                    &self.pauses,
                ))
            }
            _ => None,
        }
    }

    /// The end of the vacation the player in `seat` is on at `now`, if any.
    pub fn vacation_until(&self, seat: u8, now: i64) -> Option<i64> {
        games::away_until(&self.pauses, seat, now)
    }

    /// The seat to move and when its time runs out, while the game goes on.
    pub fn turn(&self) -> Option<Turn> {
        if self.game.is_over() {
            return None;
        }
        let seat = self.game.current();
        let due_at = match self.timing {
            Timing::Quick { .. } => {
                let started = self.turn_started();
                started + self.clocks(started)?[seat]
            }
            Timing::Daily { .. } => self.deadline()?,
        };
        Some(Turn {
            seat: seat as i64,
            due_at,
        })
    }

    /// Whether the player to move has run out of time at `now`.
    pub fn flag_fallen(&self, now: i64) -> bool {
        self.turn().is_some_and(|t| match self.timing {
            Timing::Quick { .. } => self.clocks(now).is_some_and(|c| c[t.seat as usize] <= 0),
            Timing::Daily { .. } => now >= t.due_at,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vacation_of_the_player_to_move_moves_the_daily_deadline() {
        let day = 86_400_000;
        let timing = Timing::Daily { per_move: day };
        let mut table = Table::new(Config::new(7, 2), 1000, timing).unwrap();
        assert_eq!(table.deadline(), Some(1000 + day));
        // Seat 0 is to move; seat 1's vacation is not theirs.
        table.pauses = vec![Pause {
            seat: 1,
            from: 2000,
            until: 5000,
        }];
        assert_eq!(table.deadline(), Some(1000 + day));
        assert_eq!(table.vacation_until(1, 3000), Some(5000));
        assert_eq!(table.vacation_until(0, 3000), None);
        table.pauses[0].seat = 0;
        assert_eq!(table.deadline(), Some(1000 + day + 3000));
        assert!(!table.flag_fallen(1000 + day + 2999));
        assert!(table.flag_fallen(1000 + day + 3000));
        assert_eq!(table.turn().map(|t| t.due_at), Some(1000 + day + 3000));
        // Quick games are never paused.
        let quick = Timing::Quick { per_player: 60_000 };
        let mut table = Table::new(Config::new(7, 2), 1000, quick).unwrap();
        table.pauses = vec![Pause {
            seat: 0,
            from: 0,
            until: i64::MAX,
        }];
        assert_eq!(table.deadline(), None);
        assert_eq!(table.turn().map(|t| t.due_at), Some(61_000));
    }
}
