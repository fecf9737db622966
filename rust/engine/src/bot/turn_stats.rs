//! What a seat did with its turns over self-play games: how often it exchanged, what it
//! scored per turn, which tiles it threw back, and what the best play it gave up for each
//! exchange was worth. `slovo selfplay` prints these; the exchange tests bound them.

use std::collections::BTreeMap;

use slovo_rules::{Game, Kind, Move};

use super::selfplay::Turn;
use crate::engine::Engine;

/// Turn counts and points of one seat, summed over games.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TurnStats {
    /// Turn moves: plays, exchanges and passes.
    pub turns: u32,
    pub exchanges: u32,
    pub passes: u32,
    /// Plays that earned the bingo bonus.
    pub bingos: u32,
    /// Points the turn moves scored (before the end-of-game rack adjustments).
    pub points: i64,
    /// Tiles put back, per face (`?` for the blank).
    pub exchanged: BTreeMap<String, u32>,
    /// For each exchange, the play of best static equity the rack had then.
    pub forgone: Vec<Forgone>,
}

/// The best play (by score + leave value) a rack had when its player exchanged instead.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Forgone {
    /// 0 and `f32::NEG_INFINITY` when the rack had no play.
    pub score: i32,
    /// Value of the tiles that play would have kept.
    pub leave: f32,
    /// The exchange kept a blank (a blank with good tiles can be worth more than a play).
    pub keeps_blank: bool,
}

impl TurnStats {
    /// Count one turn move of the seat it belongs to; `after` is the game after it (an
    /// exchange leaves the board as it was, so the plays it gave up can be generated there).
    pub fn record(&mut self, engine: &Engine, turn: &Turn, after: &Game) {
        self.turns += 1;
        self.points += turn.score as i64;
        match turn.mv {
            Move::Exchange(kinds) => {
                self.exchanges += 1;
                let tiles = after.tiles();
                for &k in kinds {
                    let face = match k {
                        Kind::Blank => "?".to_string(),
                        Kind::Letter(l) => tiles.face(l).to_string(),
                    };
                    *self.exchanged.entry(face).or_default() += 1;
                }
                let blanks = |of: &[Kind]| of.iter().filter(|&&k| k == Kind::Blank).count();
                let keeps_blank = blanks(turn.rack_before) > blanks(kinds);
                self.forgone
                    .push(best_play(engine, turn.rack_before, after, keeps_blank));
            }
            Move::Pass => self.passes += 1,
            Move::Play(placements) if after.rules().bingo_bonus(placements.len()) > 0 => {
                self.bingos += 1
            }
            _ => {}
        }
    }

    pub fn merge(&mut self, other: &TurnStats) {
        self.turns += other.turns;
        self.exchanges += other.exchanges;
        self.passes += other.passes;
        self.bingos += other.bingos;
        self.points += other.points;
        for (face, n) in &other.exchanged {
            *self.exchanged.entry(face.clone()).or_default() += n;
        }
        self.forgone.extend_from_slice(&other.forgone);
    }

    /// Share of turn moves that were exchanges.
    pub fn exchange_rate(&self) -> f64 {
        self.exchanges as f64 / self.turns.max(1) as f64
    }

    pub fn points_per_turn(&self) -> f64 {
        self.points as f64 / self.turns.max(1) as f64
    }

    /// Exchanges made although the rack's best play scored at least `points` and kept a
    /// leave worth at least `leave`.
    pub fn exchanges_forgoing(&self, points: i32, leave: f32) -> usize {
        self.forgone
            .iter()
            .filter(|f| f.score >= points && f.leave >= leave)
            .count()
    }
}

/// The play of best static equity (bag not empty) for `rack` on `game`'s board, given up by
/// an exchange that kept a blank or not.
fn best_play(engine: &Engine, rack: &[Kind], game: &Game, keeps_blank: bool) -> Forgone {
    let tile_set = game.rules().tiles;
    let tiles = tile_set.tiles();
    let model = engine.leaves(tile_set);
    let counts: Vec<u8> = tiles
        .count_kinds(rack)
        .into_iter()
        .map(|n| n as u8)
        .collect();
    let mut leave = counts.clone();
    let mut best = Forgone {
        score: 0,
        leave: f32::NEG_INFINITY,
        keeps_blank,
    };
    let mut best_equity = f32::NEG_INFINITY;
    engine
        .generator()
        .for_each_play(game.board(), rack, tile_set, |placed, score| {
            leave.copy_from_slice(&counts);
            for p in placed {
                leave[tiles.kind_index(p.tile.kind())] -= 1;
            }
            let value = model.value(&leave);
            if score as f32 + value > best_equity {
                best_equity = score as f32 + value;
                best = Forgone {
                    score,
                    leave: value,
                    keeps_blank,
                };
            }
            true
        });
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::selfplay::{Seat, play_game_observed};
    use crate::{Bot, Level};
    use slovo_rules::{Event, GameConfig, Language, PresetName, Rules, TileSetId};

    /// The stats of both seats add up to the game's own record: turns, points, exchanges,
    /// passes, and bingos (plays of 7 tiles, the ones that earned the bonus).
    #[test]
    fn stats_agree_with_the_game_history() {
        let engine =
            Engine::load(Language::English, &slovo_lexicon::default_dir()).expect("lexicon");
        let seat = Seat {
            engine: &engine,
            bot: Bot::new(Level::Hard).with_time_limit(None).with_sims(0),
        };
        let mut all = TurnStats::default();
        for seed in 0..6 {
            let config = GameConfig {
                rules: Rules::new(
                    TileSetId::English,
                    PresetName::default_for(Language::English),
                ),
                players: 2,
                seed,
            };
            let mut stats = [TurnStats::default(), TurnStats::default()];
            let report = play_game_observed(config, &[seat, seat], |turn, game| {
                stats[turn.player as usize].record(&engine, turn, game)
            })
            .unwrap();
            let history = report.game.history();
            let bingos = history
                .iter()
                .filter(
                    |r| matches!(&r.event, Event::Play { placements, .. } if placements.len() == 7),
                )
                .count();
            let mut game = stats[0].clone();
            game.merge(&stats[1]);
            assert_eq!(game.bingos as usize, bingos, "seed {seed}");
            let turns = history
                .iter()
                .filter(|r| !matches!(r.event, Event::Eliminated(_)))
                .count();
            assert_eq!(game.turns as usize, turns, "seed {seed}");
            let points: i64 = history.iter().map(|r| r.score as i64).sum();
            assert_eq!(game.points, points, "seed {seed}");
            all.merge(&game);
        }
        assert!(all.bingos > 0, "six hard games without a bingo");
    }
}
