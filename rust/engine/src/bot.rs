//! Bots: easy, medium and hard (RULES.md §7).
//!
//! - **Hard**: equity = score + leave value ([`crate::leave`]). With the bag holding tiles and
//!   one opponent, the top candidates are simulated ([`sim`]): opponent racks sampled from the
//!   unseen tiles, the opponent's best static reply played (and, with two plies, the bot's
//!   own best answer to it), score difference + leave averaged.
//!   With the bag empty and one opponent, whose rack is then known exactly, a short search
//!   ([`endgame`]) looks at the opponent's best replies and prefers going out and blocking.
//! - **Medium**: static equity with the leave halved; sometimes (seeded) a lesser move among
//!   the top few.
//! - **Easy**: prefers common words (frequency tiers) and modest scores among plays that keep
//!   a reasonable leave; never the clear top scorer unless it is the only sensible play.
//!
//! Every level plays whenever it sensibly can, exchanges when it has no play (or, hard and
//! medium, when an exchange has the better equity) and the preset allows it, passes otherwise,
//! and challenges a waiting play exactly when one of its words is not in the lexicon.
//!
//! Decisions are a function of the game as the player sees it ([`Game::view`], never the bag
//! or other racks) and a seed: no global randomness and no clock, except that
//! [`Bot::time_limit`] caps simulation work when set. The app's hard bot ([`Bot::new`]) has a
//! one-second cap, which only slow devices reach; self-play, training and tests clear it
//! ([`Bot::with_time_limit`]`(None)`) so that every game replays from its seed.

pub mod endgame;
pub mod selfplay;
pub mod sim;
pub mod train;
pub mod turn_stats;

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use slovo_rules::preset::ExchangeRule;
use slovo_rules::{Board, Event, Game, Kind, Move, Placement, Rules, TileSet};

use crate::engine::Engine;
use crate::leave::LeaveModel;

/// How strong a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| format!("unknown level {s:?} (easy, medium, hard)"))
    }
}

/// A bot: its level and the knobs behind it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bot {
    pub level: Level,
    /// Weight of the leave value in static equity (hard 1, medium 0.5).
    pub leave_weight: f32,
    /// Chance of taking a lesser move among the top few (medium).
    pub randomness: f32,
    /// Monte Carlo iterations per candidate (hard; 0 = static equity only).
    pub sim_iterations: u32,
    /// How many of the best static candidates are simulated.
    pub sim_candidates: usize,
    /// Plies each simulation iteration plays: 1, the opponent's reply; 2, and the bot's
    /// answer to it.
    pub sim_plies: u8,
    /// Iterations at least when the bag holds a rack or less (pre-endgame, hard), even when
    /// `sim_iterations` is lower: who empties the bag and who can go out then matters more
    /// than the leave. 0 by default: the app's hard bot simulates every turn anyway.
    pub pre_endgame_sims: u32,
    /// Plies at least when the bag holds a rack or less (hard: 2, so the bot sees what it
    /// can do once the opponent has emptied the bag, or whether it can go out).
    pub pre_endgame_plies: u8,
    /// Stop simulating after this long (the app's budget). `None`: the iteration budget alone
    /// decides, and results replay exactly.
    pub time_limit: Option<Duration>,
    /// Search the opponent's replies when the bag is empty (hard).
    pub endgame: bool,
    /// The plays the endgame search tries first moves of, best static value first.
    pub endgame_width: usize,
    /// Weigh exchanges against plays (hard, medium). Off, the bot exchanges only when it has
    /// no play, as a player taking the top hint does.
    pub weigh_exchanges: bool,
}

impl Bot {
    /// The settings the app uses. The hard bot simulates 12 candidates × 100 iterations (one
    /// ply, two once the bag holds a rack or less),
    /// capped at one second (0.1–0.5 s on one desktop core, so the cap matters only on slow
    /// phones); use [`Bot::with_time_limit`]`(None)` where decisions must replay exactly.
    pub fn new(level: Level) -> Bot {
        match level {
            Level::Easy => Bot {
                level,
                leave_weight: 1.0,
                randomness: 0.0,
                sim_iterations: 0,
                sim_candidates: 0,
                sim_plies: 1,
                pre_endgame_sims: 0,
                pre_endgame_plies: 1,
                time_limit: None,
                endgame: false,
                endgame_width: 0,
                weigh_exchanges: true,
            },
            Level::Medium => Bot {
                level,
                leave_weight: 0.5,
                randomness: 0.35,
                sim_iterations: 0,
                sim_candidates: 0,
                sim_plies: 1,
                pre_endgame_sims: 0,
                pre_endgame_plies: 1,
                time_limit: None,
                endgame: false,
                endgame_width: 0,
                weigh_exchanges: true,
            },
            Level::Hard => Bot {
                level,
                leave_weight: 1.0,
                randomness: 0.0,
                sim_iterations: 100,
                sim_candidates: 12,
                sim_plies: 1,
                pre_endgame_sims: 0,
                pre_endgame_plies: 2,
                time_limit: Some(Duration::from_secs(1)),
                endgame: true,
                endgame_width: 24,
                weigh_exchanges: true,
            },
        }
    }

    /// The same bot with another simulation budget (iterations per candidate).
    pub fn with_sims(mut self, iterations: u32) -> Bot {
        self.sim_iterations = iterations;
        self
    }

    /// The same bot with a cap on simulation time.
    pub fn with_time_limit(mut self, limit: Option<Duration>) -> Bot {
        self.time_limit = limit;
        self
    }

    /// What this bot does as `player` now. Call it for the player to move, or for a player
    /// who may close or challenge a waiting play; otherwise it answers `Pass`, which the game
    /// refuses.
    pub fn choose(&self, engine: &Engine, game: &Game, player: u8, seed: u64) -> Move {
        if game.is_over() || !game.is_active(player) {
            return Move::Pass;
        }
        if wants_challenge(engine, game, player) {
            return Move::Challenge;
        }
        if game.challenge_window_blocks_turn() {
            return Move::Accept;
        }
        if game.current_player() != player {
            return Move::Pass;
        }
        let info = Info::new(engine, game, player);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let choice = match self.level {
            Level::Easy => easy(engine, &info, &mut rng),
            Level::Medium | Level::Hard => self.equity_choice(engine, &info, &mut rng),
        };
        let referee = engine.referee();
        match choice {
            Choice::Play(placements) => {
                if game.preview(player, &placements, &referee, true).is_ok() {
                    return Move::Play(placements);
                }
                // Not expected: the generator only makes legal plays. Fall back to the best
                // play the rules accept.
                debug_assert!(false, "generated play refused");
                let plays = info.plays(engine);
                plays
                    .into_iter()
                    .find(|(p, _)| game.preview(player, p, &referee, true).is_ok())
                    .map_or(Move::Pass, |(p, _)| Move::Play(p))
            }
            Choice::Exchange(kinds) => Move::Exchange(kinds),
            Choice::Pass => Move::Pass,
        }
    }

    fn equity_choice(&self, engine: &Engine, info: &Info, rng: &mut ChaCha8Rng) -> Choice {
        let model = engine.leaves(info.rules.tiles);
        let two_players = info.opponents.len() == 1;
        let (iterations, plies) = if info.bag_len <= info.rules.rack_size() {
            (
                self.sim_iterations.max(self.pre_endgame_sims),
                self.sim_plies.max(self.pre_endgame_plies),
            )
        } else {
            (self.sim_iterations, self.sim_plies)
        };
        let simulates = iterations > 0 && two_players && info.bag_len > 0;
        let searches = info.bag_len == 0 && self.endgame && two_players;
        // The draw comes first as it did after the candidates: nothing else uses the rng.
        let random = self.randomness > 0.0 && rng.random::<f32>() < self.randomness;
        if !simulates && !searches && !random && info.rules.variant.finish_line.is_none() {
            // Static equity alone: only the top candidate matters.
            return info.best_candidate(engine, model, self.leave_weight, self.weigh_exchanges);
        }
        let plays = info.plays(engine);
        if let Some(win) = info.finish_line_play(&plays) {
            return win;
        }
        if searches && !plays.is_empty() {
            return endgame::solve(engine, info, &plays, self.endgame_width);
        }
        let mut cands = info.candidates(model, &plays, self.leave_weight);
        if !self.weigh_exchanges && !plays.is_empty() {
            cands.retain(|c| matches!(c.choice, Choice::Play(_)));
        }
        if cands.is_empty() {
            return Choice::Pass;
        }
        if random {
            // A lesser move among the top few plays (within 20 points of equity).
            let top: Vec<&Cand> = cands
                .iter()
                .filter(|c| c.equity >= cands[0].equity - 20.0)
                .take(4)
                .collect();
            if top.len() > 1 {
                return top[rng.random_range(1..top.len())].choice.clone();
            }
        }
        if simulates && cands.len() > 1 {
            let k = self.sim_candidates.max(2).min(cands.len());
            let budget = sim::Budget {
                iterations,
                plies,
                time_limit: self.time_limit,
            };
            let best = sim::simulate(engine, info, model, &cands[..k], budget, rng);
            return cands[best].choice.clone();
        }
        cands[0].choice.clone()
    }
}

/// The move a bot of `level` (with [`Bot::new`]'s settings) makes as `player`.
pub fn choose_move(engine: &Engine, game: &Game, player: u8, level: Level, seed: u64) -> Move {
    Bot::new(level).choose(engine, game, player, seed)
}

/// Does `player` challenge the play waiting for its challenge window? Exactly when one of its
/// words is not in the lexicon (§5), and never one's own play.
pub fn wants_challenge(engine: &Engine, game: &Game, player: u8) -> bool {
    let Some(owner) = game.awaiting_challenge() else {
        return false;
    };
    if owner == player || !game.is_active(player) {
        return false;
    }
    // The waiting play is its player's latest play (its words are public).
    game.history()
        .iter()
        .rev()
        .find(|r| r.player == owner && matches!(r.event, Event::Play { .. }))
        .is_some_and(|r| match &r.event {
            Event::Play { words, .. } => words
                .iter()
                .any(|w| !engine.lexicon().contains_normalized(w)),
            _ => false,
        })
}

/// A move a bot weighs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Choice {
    Play(Vec<Placement>),
    Exchange(Vec<Kind>),
    Pass,
}

/// A candidate with its static evaluation.
#[derive(Debug, Clone)]
pub(crate) struct Cand {
    pub choice: Choice,
    pub score: i32,
    /// Tiles kept, per kind index.
    pub leave: Vec<u8>,
    /// Tiles drawn after it (placed or exchanged).
    pub used: usize,
    pub equity: f32,
}

/// What a player knows: the board, their rack, scores, rack sizes, the bag's size and the
/// unseen tiles (bag and other racks together), from [`Game::view`].
pub(crate) struct Info {
    pub rules: Rules,
    pub tiles: &'static TileSet,
    pub board: Board,
    pub rack: Vec<Kind>,
    /// The rack per kind index.
    pub counts: Vec<u8>,
    /// Unseen tiles per kind index.
    pub unseen: Vec<u8>,
    pub bag_len: usize,
    pub opponents: Vec<u8>,
    pub rack_sizes: Vec<usize>,
    pub score: i32,
    pub turn: u32,
}

impl Info {
    pub fn new(engine: &Engine, game: &Game, player: u8) -> Info {
        let _ = engine;
        let view = game.view(player);
        let tiles = game.tiles();
        let k = tiles.letters().len() + 1;
        let mut counts = vec![0u8; k];
        for &t in &view.rack {
            counts[tiles.kind_index(t)] += 1;
        }
        let mut unseen = vec![0u8; k];
        for &(kind, n) in &view.unseen {
            unseen[tiles.kind_index(kind)] = n as u8;
        }
        let players = view.scores.len() as u8;
        // A play waiting for its challenge window draws its tiles when the window closes,
        // which this player's turn does first: count the bag after that draw.
        let mut bag_len = view.bag_len;
        let mut rack_sizes = view.rack_sizes;
        if let Some(owner) = view.awaiting_challenge.filter(|&o| o != player) {
            let drawn = game
                .rules()
                .rack_size()
                .saturating_sub(rack_sizes[owner as usize])
                .min(bag_len);
            bag_len -= drawn;
            rack_sizes[owner as usize] += drawn;
        }
        Info {
            rules: *game.rules(),
            tiles,
            board: view.board,
            rack: view.rack,
            counts,
            unseen,
            bag_len,
            opponents: (0..players)
                .filter(|&p| p != player && !view.eliminated[p as usize])
                .collect(),
            rack_sizes,
            score: view.scores[player as usize],
            turn: view.turn,
        }
    }

    pub fn points(&self, counts: &[u8]) -> i32 {
        points_of(self.tiles, counts)
    }

    /// Every legal play (bridges only once the preset allows them), best score first.
    pub fn plays(&self, engine: &Engine) -> Vec<(Vec<Placement>, i32)> {
        let plays = engine
            .generator()
            .plays(&self.board, &self.rack, self.rules.tiles);
        let bridges_barred = self.bridges_barred();
        plays
            .into_iter()
            .filter(|p| !bridges_barred || !self.is_bridge(&p.placements))
            .map(|p| (p.placements, p.score))
            .collect()
    }

    fn bridges_barred(&self) -> bool {
        self.turn < self.rules.preset.bridge_from_turn
    }

    /// Does the play (placements sorted by square) bridge, or fail to score at all?
    fn is_bridge(&self, placements: &[Placement]) -> bool {
        !slovo_rules::play::score_play(&self.board, placements, self.tiles, |n| {
            self.rules.bingo_bonus(n)
        })
        .is_ok_and(|s| !s.bridge)
    }

    /// The choice [`candidates`](Self::candidates) puts first (plays only when
    /// `weigh_exchanges` is off and there is one; `Pass` when there is nothing), found as the
    /// plays are generated: no list of every play to build and sort.
    pub fn best_candidate(
        &self,
        engine: &Engine,
        model: &LeaveModel,
        leave_weight: f32,
        weigh_exchanges: bool,
    ) -> Choice {
        let bridges_barred = self.bridges_barred();
        // Equity and score of the best play so far, and its placements (sorted by square).
        let mut best: Option<(f32, i32)> = None;
        let mut best_play = Vec::new();
        let mut sorted = Vec::new();
        let leaves = LeaveTable::new(self, model, leave_weight);
        let leave_bound = leaves.bounds();
        // Anchors whose plays all fall below the best equity so far are skipped: such a
        // play would lose here anyway (equal bounds are kept, for the ties).
        let floor = |best: &Option<(f32, i32)>| best.map_or(f32::NEG_INFINITY, |(e, _)| e);
        engine.generator().for_each_play_best_first(
            &self.board,
            &self.rack,
            self.rules.tiles,
            &leave_bound,
            |placed, score| {
                let equity = score as f32 + leaves.after(self.tiles, placed);
                let order = best.map_or(Ordering::Greater, |(e, s)| {
                    equity.total_cmp(&e).then(score.cmp(&s))
                });
                if order == Ordering::Less {
                    return floor(&best);
                }
                sorted.clear();
                sorted.extend_from_slice(placed);
                sorted.sort_unstable();
                // Ties go to the play first in square order, as in `candidates`.
                if order == Ordering::Equal && sorted >= best_play {
                    return floor(&best);
                }
                if bridges_barred && self.is_bridge(&sorted) {
                    return floor(&best);
                }
                best = Some((equity, score));
                std::mem::swap(&mut best_play, &mut sorted);
                floor(&best)
            },
        );
        let exchange = if self.exchange_allowed(1) && (weigh_exchanges || best.is_none()) {
            leaves.best_exchange(self)
        } else {
            None
        };
        match (best, exchange) {
            // An exchange scores 0 and goes after plays of the same equity and score.
            (Some((e, s)), Some(ex)) if ex.equity.total_cmp(&e).then(0.cmp(&s)).is_gt() => {
                ex.choice
            }
            (Some(_), _) => Choice::Play(best_play),
            (None, Some(ex)) => ex.choice,
            (None, None) => Choice::Pass,
        }
    }

    /// Finish line: the highest play that reaches the target wins at once.
    fn finish_line_play(&self, plays: &[(Vec<Placement>, i32)]) -> Option<Choice> {
        let target = self.rules.variant.finish_line? as i32;
        plays
            .iter()
            .find(|(_, s)| self.score + s >= target)
            .map(|(p, _)| Choice::Play(p.clone()))
    }

    pub fn leave_after(&self, placements: &[Placement]) -> Vec<u8> {
        let mut leave = self.counts.clone();
        for p in placements {
            leave[self.tiles.kind_index(p.tile.kind())] -= 1;
        }
        leave
    }

    pub fn exchange_allowed(&self, n: usize) -> bool {
        match self.rules.preset.exchange {
            ExchangeRule::BagAtLeast(min) => self.bag_len >= (min as usize).max(n),
            ExchangeRule::UpToBag => n <= self.bag_len,
        }
    }

    /// Static equity of keeping `leave` after scoring `score`.
    pub fn equity(&self, model: &LeaveModel, leave: &[u8], score: i32, leave_weight: f32) -> f32 {
        if self.bag_len > 0 {
            return score as f32 + leave_weight * model.value(leave);
        }
        // The bag is empty: going out ends the game and takes the others' tiles; tiles kept
        // may be stuck on the rack at the end.
        let left = self.points(leave);
        if leave.iter().all(|&n| n == 0) {
            let unseen = self.points(&self.unseen);
            score as f32 + 2.0 * unseen as f32 / self.opponents.len().max(1) as f32
        } else {
            score as f32 - 1.5 * left as f32 - leave.iter().map(|&n| n as f32).sum::<f32>()
        }
    }

    /// Plays and exchanges with their static equity, best first.
    pub fn candidates(
        &self,
        model: &LeaveModel,
        plays: &[(Vec<Placement>, i32)],
        leave_weight: f32,
    ) -> Vec<Cand> {
        let mut cands: Vec<Cand> = plays
            .iter()
            .map(|(placements, score)| {
                let leave = self.leave_after(placements);
                Cand {
                    equity: self.equity(model, &leave, *score, leave_weight),
                    choice: Choice::Play(placements.clone()),
                    score: *score,
                    leave,
                    used: placements.len(),
                }
            })
            .collect();
        if self.exchange_allowed(1)
            && let Some(ex) = self.best_exchange(model, leave_weight)
        {
            cands.push(ex);
        }
        cands.sort_by(|a, b| {
            b.equity
                .total_cmp(&a.equity)
                .then(b.score.cmp(&a.score))
                .then_with(|| cmp_choice(&a.choice, &b.choice))
        });
        cands
    }

    /// The exchange keeping the most valuable leave, if any is allowed (the first such in
    /// [`crate::exchanges`]'s order).
    pub fn best_exchange(&self, model: &LeaveModel, leave_weight: f32) -> Option<Cand> {
        LeaveTable::new(self, model, leave_weight).best_exchange(self)
    }
}

/// What each leave of the rack adds to a play's score in [`Info::equity`], computed once per
/// rack (at most 2⁷ leaves for 7 tiles) rather than once per play. A leave is numbered in
/// mixed radix by how many of each kind it uses, so the placed tiles' digits add up to it.
pub(crate) struct LeaveTable {
    /// Per kind index: the place value of one tile of that kind.
    radix: Vec<usize>,
    values: Vec<f32>,
    /// Per leave, the tiles placed (or thrown) to keep it.
    used: Vec<u8>,
    /// The kind indices on the rack, increasing.
    kinds: Vec<usize>,
}

impl LeaveTable {
    fn new(info: &Info, model: &LeaveModel, leave_weight: f32) -> LeaveTable {
        if info.bag_len > 0 {
            // `equity` with a score of 0, the leave's value summed over the rack's kinds
            // (the others are 0 and add nothing).
            Self::build(&info.counts, |kinds, leave| {
                0i32 as f32 + leave_weight * model.value_over(kinds.iter().copied(), leave)
            })
        } else {
            Self::build(&info.counts, |_, leave| {
                info.equity(model, leave, 0, leave_weight)
            })
        }
    }

    /// The model's value of each leave of a rack (given per kind index), as `value` has it.
    pub(crate) fn of_rack(counts: &[u8], model: &LeaveModel) -> LeaveTable {
        Self::build(counts, |kinds, leave| {
            model.value_over(kinds.iter().copied(), leave)
        })
    }

    /// `value(rack kinds, leave)` of each leave of `counts`, numbered as the table numbers
    /// them.
    fn build(counts: &[u8], value: impl Fn(&[usize], &[u8]) -> f32) -> LeaveTable {
        let mut radix = vec![0; counts.len()];
        let mut size = 1;
        for (r, &n) in radix.iter_mut().zip(counts) {
            *r = size;
            size *= n as usize + 1;
        }
        // Only the rack's kinds change from leave to leave: count through them as an
        // odometer (the first kind turning fastest, as the index does) from the whole rack.
        let kinds: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > 0).collect();
        let mut leave = counts.to_vec();
        let mut values = Vec::with_capacity(size);
        let mut used = Vec::with_capacity(size);
        let mut n = 0u8;
        for index in 0..size {
            if index > 0 {
                for &k in &kinds {
                    if leave[k] > 0 {
                        leave[k] -= 1;
                        n += 1;
                        break;
                    }
                    n -= counts[k];
                    leave[k] = counts[k];
                }
            }
            used.push(n);
            // The score added to these afterwards gives `equity`'s very sums: the terms
            // are small integers and halves, or one addition.
            values.push(value(&kinds, &leave));
        }
        LeaveTable {
            radix,
            values,
            used,
            kinds,
        }
    }

    /// How many of each rack kind leave `index` uses, in kind order.
    fn takes(&self, info: &Info, index: usize) -> impl Iterator<Item = usize> {
        self.kinds
            .iter()
            .map(move |&k| index / self.radix[k] % (info.counts[k] as usize + 1))
    }

    /// The exchange keeping the most valuable leave, the first such with fewest of the first
    /// kind thrown first ([`crate::exchanges`]'s order); an exchange needs tiles in the bag,
    /// so the table holds the model's values.
    fn best_exchange(&self, info: &Info) -> Option<Cand> {
        let mut best: Option<usize> = None;
        for (index, &n) in self.used.iter().enumerate() {
            if n == 0 || !info.exchange_allowed(n as usize) {
                continue;
            }
            let better = best.is_none_or(|b| {
                let (v, w) = (self.values[index], self.values[b]);
                // Equals in that order: fewest of the first kind thrown, then of the next.
                v > w || (v == w && self.takes(info, index).lt(self.takes(info, b)))
            });
            if better {
                best = Some(index);
            }
        }
        let index = best?;
        let equity = self.values[index];
        let mut leave = info.counts.clone();
        let mut thrown = Vec::new();
        for (&k, take) in self.kinds.iter().zip(self.takes(info, index)) {
            leave[k] -= take as u8;
            thrown.extend(std::iter::repeat_n(info.tiles.kind_at(k), take));
        }
        Some(Cand {
            used: thrown.len(),
            choice: Choice::Exchange(thrown),
            score: 0,
            leave,
            equity,
        })
    }

    /// Per number of tiles placed (0 to the rack's length), the best value a leave of the
    /// rest can have.
    pub(crate) fn bounds(&self) -> Vec<f32> {
        // The leave of no tiles places them all.
        let total = self.used.last().map_or(0, |&n| n as usize);
        let mut bound = vec![f32::NEG_INFINITY; total + 1];
        for (&v, &placed) in self.values.iter().zip(&self.used) {
            let b = &mut bound[placed as usize];
            if v > *b {
                *b = v;
            }
        }
        bound
    }

    /// The value of the leave after placing `placed`.
    #[inline]
    pub(crate) fn after(&self, tiles: &TileSet, placed: &[Placement]) -> f32 {
        let index: usize = placed
            .iter()
            .map(|p| self.radix[tiles.kind_index(p.tile.kind())])
            .sum();
        self.values[index]
    }
}

/// The points of the tiles counted per kind index.
pub(crate) fn points_of(tiles: &TileSet, counts: &[u8]) -> i32 {
    counts
        .iter()
        .enumerate()
        .map(|(i, &n)| n as i32 * tiles.points(tiles.kind_at(i)) as i32)
        .sum()
}

/// A total order on choices, for ties.
fn cmp_choice(a: &Choice, b: &Choice) -> Ordering {
    let rank = |c: &Choice| match c {
        Choice::Play(_) => 0,
        Choice::Exchange(_) => 1,
        Choice::Pass => 2,
    };
    match (a, b) {
        (Choice::Play(x), Choice::Play(y)) => x.cmp(y),
        (Choice::Exchange(x), Choice::Exchange(y)) => x.cmp(y),
        _ => rank(a).cmp(&rank(b)),
    }
}

/// The easy bot: a modest play of common words with a reasonable leave.
fn easy(engine: &Engine, info: &Info, rng: &mut ChaCha8Rng) -> Choice {
    let model = engine.leaves(info.rules.tiles);
    let plays = info.plays(engine);
    if let Some(win) = info.finish_line_play(&plays) {
        return win;
    }
    if plays.is_empty() {
        return info
            .best_exchange(model, 1.0)
            .map_or(Choice::Pass, |c| c.choice);
    }
    let best = plays[0].1;
    // A poor rack and nothing worth playing: swap the worst tiles, as a beginner would.
    let rack_value = model.value(&info.counts);
    if best < 8
        && rack_value < -15.0
        && let Some(ex) = info.best_exchange(model, 1.0)
    {
        return ex.choice;
    }
    // Scores above three quarters of the best are "too good" for an easy bot.
    let cap = 0.75 * best.max(12) as f32;
    // First a cheap pass over every play: equity (so junk tiles do not pile up on the rack),
    // less a penalty for scoring too well or wasting a blank.
    let mut scored: Vec<(f32, usize)> = plays
        .iter()
        .enumerate()
        .map(|(i, (placements, score))| {
            let leave = info.leave_after(placements);
            let v = if info.bag_len > 0 {
                model.value(&leave)
            } else {
                -(info.points(&leave) as f32)
            };
            let s = *score as f32;
            let mut u = 0.25 * (s + v.min(15.0)) - 0.5 * (s - cap).max(0.0);
            if placements.iter().any(|p| p.tile.blank) && *score < 30 {
                u -= 4.0;
            }
            (u, i)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.truncate(150);
    // Then the words: the rarest word formed weighs most.
    let mut ranked: Vec<(f32, usize)> = scored
        .iter()
        .map(|&(u, i)| {
            let (placements, _) = &plays[i];
            (u + word_commonness(engine, info, placements), i)
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let pick = match rng.random::<f32>() {
        x if x < 0.55 => 0,
        x if x < 0.85 => 1,
        _ => 2,
    }
    .min(ranked.len() - 1);
    Choice::Play(plays[ranked[pick].1].0.clone())
}

/// Higher for plays whose words are common: from the frequency tiers (1 everyday … 5 rare), or
/// word length when the language has no frequencies.
fn word_commonness(engine: &Engine, info: &Info, placements: &[Placement]) -> f32 {
    let Ok(scored) = slovo_rules::play::score_play(&info.board, placements, info.tiles, |n| {
        info.rules.bingo_bonus(n)
    }) else {
        return -100.0;
    };
    let words = scored.spelled_words(info.tiles);
    match engine.frequencies() {
        Some(freq) => {
            let tiers: Vec<u8> = words.iter().map(|w| freq.tier(w)).collect();
            let max = *tiers.iter().max().unwrap_or(&1) as f32;
            let mean = tiers.iter().map(|&t| t as f32).sum::<f32>() / tiers.len().max(1) as f32;
            -2.5 * (max - 1.0) - 1.0 * (mean - 1.0)
        }
        None => {
            let longest = words.iter().map(|w| w.chars().count()).max().unwrap_or(2) as f32;
            -0.8 * (longest - 4.0).max(0.0)
        }
    }
}

#[cfg(test)]
mod best_first_tests {
    use super::*;
    use crate::bot::selfplay::{Seat, play_game_observed};
    use slovo_rules::{GameConfig, Language};

    /// The static best candidate as it was before the anchors went best first: every play,
    /// the best by equity, then score, then square order.
    fn unpruned(info: &Info, engine: &Engine, bot: &Bot) -> Choice {
        let model = engine.leaves(info.rules.tiles);
        let bridges_barred = info.bridges_barred();
        let mut best: Option<(f32, i32)> = None;
        let mut best_play = Vec::new();
        let leaves = LeaveTable::new(info, model, bot.leave_weight);
        engine.generator().for_each_play(
            &info.board,
            &info.rack,
            info.rules.tiles,
            |placed, score| {
                let equity = score as f32 + leaves.after(info.tiles, placed);
                let order = best.map_or(Ordering::Greater, |(e, s)| {
                    equity.total_cmp(&e).then(score.cmp(&s))
                });
                let mut sorted = placed.to_vec();
                sorted.sort_unstable();
                if order == Ordering::Less
                    || (order == Ordering::Equal && sorted >= best_play)
                    || (bridges_barred && info.is_bridge(&sorted))
                {
                    return true;
                }
                best = Some((equity, score));
                best_play = sorted;
                true
            },
        );
        let exchange = if info.exchange_allowed(1) && (bot.weigh_exchanges || best.is_none()) {
            leaves.best_exchange(info)
        } else {
            None
        };
        match (best, exchange) {
            (Some((e, s)), Some(ex)) if ex.equity.total_cmp(&e).then(0.cmp(&s)).is_gt() => {
                ex.choice
            }
            (Some(_), _) => Choice::Play(best_play),
            (None, Some(ex)) => ex.choice,
            (None, None) => Choice::Pass,
        }
    }

    /// Best-first pruning never changes the static hard bot's choice: every position of
    /// self-play games (both seats' racks) in languages with blanks and digraph tiles.
    #[test]
    fn best_first_matches_every_play() {
        let mut bot = Bot::new(Level::Hard).with_time_limit(None);
        bot.sim_iterations = 0;
        bot.pre_endgame_sims = 0;
        bot.endgame = false;
        let mut checked = 0;
        for (language, games) in [
            (Language::English, 12),
            (Language::Czech, 12),
            (Language::Slovak, 10),
            (Language::Croatian, 12),
            (Language::Bulgarian, 8),
            (Language::Danish, 8),
        ] {
            let engine = Engine::load(language, &slovo_lexicon::default_dir()).unwrap();
            let seats = [
                Seat {
                    engine: &engine,
                    bot,
                },
                Seat {
                    engine: &engine,
                    bot,
                },
            ];
            for seed in 0..games {
                let config = GameConfig {
                    rules: Rules::for_language(language),
                    players: 2,
                    seed: seed + 11,
                };
                play_game_observed(config, &seats, |_, game| {
                    if game.is_over() {
                        return;
                    }
                    for player in 0..2 {
                        if !game.is_active(player) {
                            continue;
                        }
                        let info = Info::new(&engine, game, player);
                        let model = engine.leaves(info.rules.tiles);
                        let pruned = info.best_candidate(
                            &engine,
                            model,
                            bot.leave_weight,
                            bot.weigh_exchanges,
                        );
                        assert_eq!(pruned, unpruned(&info, &engine, &bot), "{language:?}");
                        checked += 1;
                    }
                })
                .unwrap();
            }
        }
        assert!(checked > 1500, "{checked}");
    }
}
