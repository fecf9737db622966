//! The game state machine (RULES.md §2, §4–§7): turns, challenges, the bag, the end and the
//! ranking. A game is a pure function of its config (seed included) and its list of actions.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::board::{Board, Position};
use crate::error::RuleError;
use crate::lexicon::{PlayFinder, Referee};
use crate::play::{self, Placement, ScoredPlay};
use crate::preset::{ExchangeRule, FirstPlayer, Rules, Validation};
use crate::tiles::{Kind, TileSet};

/// Everything that fixes a game before its first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub rules: Rules,
    /// 2 to 4.
    pub players: u8,
    /// The bag, the first-player draw and every later draw follow from this seed.
    pub seed: u64,
}

/// What a player does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    Play(Vec<Placement>),
    Exchange(Vec<Kind>),
    Pass,
    /// Challenge the play awaiting its challenge window (challenge modes, §5).
    Challenge,
    /// Close the challenge window on the waiting play without a challenge. A turn action of
    /// the next player closes it too; this is needed when the play ended the game.
    Accept,
    /// Leave the game (§7); allowed at any moment.
    Resign,
    /// The player's clock ran out (§7); the caller decides when, the core holds no clock.
    TimeOut,
}

/// A move by a player (seat index, 0-based).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    pub player: u8,
    pub mv: Move,
}

impl Action {
    pub fn new(player: u8, mv: Move) -> Action {
        Action { player, mv }
    }
}

/// Why a player left the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Elimination {
    Resigned,
    TimedOut,
}

/// A challenge against a play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeResult {
    pub by: u8,
    /// The play held a word not in the lexicon and was withdrawn.
    pub upheld: bool,
}

/// One entry of the game's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Play {
        position: Position,
        /// The main word as GCG writes it ('.' for tiles already on the board).
        text: String,
        placements: Vec<Placement>,
        words: Vec<String>,
        challenge: Option<ChallengeResult>,
    },
    /// `tiles` is empty in views of other players: they only see how many.
    Exchange {
        count: u8,
        tiles: Vec<Kind>,
    },
    Pass,
    /// A turn lost to a failed double challenge (§5).
    LostTurn,
    Eliminated(Elimination),
}

/// A history entry: who, on which game turn, with what rack, and the score it made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The game turn (1-based) during which it happened.
    pub turn: u32,
    pub player: u8,
    /// The player's rack before the event; empty in views of other players.
    pub rack: Vec<Kind>,
    pub event: Event,
    /// Points this event earned (0 once a play is withdrawn).
    pub score: i32,
    /// The player's score after it.
    pub total: i32,
}

/// How the game ended (§4, §6, §7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    WentOut(u8),
    ScorelessTurns,
    NoLegalPlays,
    FinishLine(u8),
    LastPlayerStanding(u8),
}

/// Final scores and places.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub reason: EndReason,
    /// Scores before the end-of-game rack adjustments.
    pub scores_before: Vec<i32>,
    /// The rack adjustment of each player (0 for eliminated players).
    pub adjustments: Vec<i32>,
    pub final_scores: Vec<i32>,
    /// 1-based places; tied players share a place (§4).
    pub ranks: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Seat {
    rack: Vec<Kind>,
    score: i32,
    /// Order of elimination (0 = first out of the game).
    eliminated: Option<u8>,
    loses_next_turn: bool,
    /// This player's scoreless turns since the last play that stood (§4).
    scoreless: u32,
}

/// A play accepted in a challenge mode, waiting for its challenge window to close.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pending {
    player: u8,
    record: usize,
    placements: Vec<Placement>,
    words: Vec<String>,
    score: i32,
    /// Accepting it ends the game (the player went out or crossed the finish line).
    ends_game: bool,
}

/// The first-player draw: each round, the tiles drawn by the players still contending.
pub type OpeningDraw = Vec<Vec<(u8, Kind)>>;

/// The complete state of a game, hidden information included. Show players a [`PlayerView`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    config: GameConfig,
    board: Board,
    bag: Vec<Kind>,
    rng: ChaCha8Rng,
    seats: Vec<Seat>,
    opening: OpeningDraw,
    first_player: u8,
    current: u8,
    turn: u32,
    pending: Option<Pending>,
    history: Vec<Record>,
    actions: Vec<Action>,
    outcome: Option<Outcome>,
}

impl Game {
    /// Set up a game: choose the first player and deal the racks, all from the seed.
    pub fn new(config: GameConfig) -> Game {
        assert!(
            (2..=4).contains(&config.players),
            "a game has 2 to 4 players"
        );
        let tiles = config.rules.tiles.tiles();
        let mut game = Game {
            config,
            board: Board::default(),
            bag: tiles.full_bag(),
            rng: ChaCha8Rng::seed_from_u64(config.seed),
            seats: vec![
                Seat {
                    rack: Vec::new(),
                    score: 0,
                    eliminated: None,
                    loses_next_turn: false,
                    scoreless: 0,
                };
                config.players as usize
            ],
            opening: Vec::new(),
            first_player: 0,
            current: 0,
            turn: 1,
            pending: None,
            history: Vec::new(),
            actions: Vec::new(),
            outcome: None,
        };
        game.choose_first_player();
        for i in 0..config.players {
            let seat = (game.first_player + i) % config.players;
            game.refill(seat);
        }
        game
    }

    /// Rebuild a game from its config and actions.
    pub fn replay(
        config: GameConfig,
        actions: &[Action],
        referee: &Referee,
    ) -> Result<Game, (usize, RuleError)> {
        let mut game = Game::new(config);
        for (i, action) in actions.iter().enumerate() {
            game.apply(action.clone(), referee).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn rules(&self) -> &Rules {
        &self.config.rules
    }

    pub fn tiles(&self) -> &'static TileSet {
        self.config.rules.tiles.tiles()
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn rack(&self, player: u8) -> &[Kind] {
        &self.seats[player as usize].rack
    }

    pub fn score(&self, player: u8) -> i32 {
        self.seats[player as usize].score
    }

    pub fn scores(&self) -> Vec<i32> {
        self.seats.iter().map(|s| s.score).collect()
    }

    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }

    /// The bag's contents (hidden information: never show it to a player).
    pub fn bag(&self) -> &[Kind] {
        &self.bag
    }

    pub fn current_player(&self) -> u8 {
        self.current
    }

    /// The game turn in progress, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn first_player(&self) -> u8 {
        self.first_player
    }

    pub fn opening_draw(&self) -> &OpeningDraw {
        &self.opening
    }

    pub fn history(&self) -> &[Record] {
        &self.history
    }

    /// The actions applied so far: with the config, they reproduce this game.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn is_active(&self, player: u8) -> bool {
        self.seats
            .get(player as usize)
            .is_some_and(|s| s.eliminated.is_none())
    }

    /// The player whose play awaits its challenge window, if any.
    pub fn awaiting_challenge(&self) -> Option<u8> {
        self.pending.as_ref().map(|p| p.player)
    }

    /// Only `Challenge` or `Accept` can follow: the waiting play would end the game.
    pub fn challenge_window_blocks_turn(&self) -> bool {
        self.pending.as_ref().is_some_and(|p| p.ends_game)
    }

    /// Check a tentative play by the player to move without applying it: the shape, rack,
    /// bridge and (in `auto` mode, or with `check_words`) lexicon rules, and its score.
    pub fn preview(
        &self,
        player: u8,
        placements: &[Placement],
        referee: &Referee,
        check_words: bool,
    ) -> Result<ScoredPlay, RuleError> {
        self.check_turn(player)?;
        let scored = self.check_play(player, placements)?;
        if check_words || self.config.rules.validation == Validation::Auto {
            self.check_words(&scored, referee)?;
        }
        Ok(scored)
    }

    /// Apply an action. On error nothing changes.
    ///
    /// The action log is kept in a normal form, so equal games have equal logs: closing a
    /// challenge window is always logged as its own `Accept` by the player to move, whether
    /// it was explicit or implied by the next turn.
    pub fn apply(&mut self, mut action: Action, referee: &Referee) -> Result<(), RuleError> {
        // Plays and exchanges are sets: keep one order, so equal moves log (and draw) alike.
        match &mut action.mv {
            Move::Play(placements) => placements.sort(),
            Move::Exchange(kinds) => kinds.sort(),
            _ => {}
        }
        let mut next = self.clone();
        next.apply_in_place(&action, referee)?;
        // Leaving while a game-ending play waits only accepts that play (see `eliminate`):
        // the implied `Accept` is all there is to log.
        let moot =
            matches!(action.mv, Move::Resign | Move::TimeOut) && next.is_active(action.player);
        if action.mv != Move::Accept && !moot {
            next.actions.push(action);
        }
        *self = next;
        Ok(())
    }

    fn apply_in_place(&mut self, action: &Action, referee: &Referee) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let player = action.player;
        if player as usize >= self.seats.len() {
            return Err(RuleError::UnknownPlayer(player));
        }
        if !self.is_active(player) {
            return Err(RuleError::PlayerEliminated(player));
        }
        match &action.mv {
            Move::Challenge => self.challenge(player, referee),
            Move::Accept => {
                if self.pending.is_none() {
                    return Err(RuleError::NothingToChallenge);
                }
                self.accept_pending();
                Ok(())
            }
            Move::Resign => {
                self.eliminate(player, Elimination::Resigned);
                Ok(())
            }
            Move::TimeOut => {
                self.eliminate(player, Elimination::TimedOut);
                Ok(())
            }
            Move::Play(placements) => {
                self.open_turn(player)?;
                self.play(player, placements, referee)
            }
            Move::Exchange(kinds) => {
                self.open_turn(player)?;
                self.exchange(player, kinds, referee)
            }
            Move::Pass => {
                self.open_turn(player)?;
                self.record(player, Event::Pass, 0);
                self.seats[player as usize].scoreless += 1;
                self.end_turn(referee);
                Ok(())
            }
        }
    }

    fn check_turn(&self, player: u8) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if self.challenge_window_blocks_turn() {
            return Err(RuleError::ChallengePending);
        }
        if player != self.current {
            return Err(RuleError::NotYourTurn {
                player,
                current: self.current,
            });
        }
        Ok(())
    }

    /// Start the current player's turn: a waiting play is accepted first.
    fn open_turn(&mut self, player: u8) -> Result<(), RuleError> {
        self.check_turn(player)?;
        self.accept_pending();
        Ok(())
    }

    /// Close the challenge window, if one is open, and log it.
    fn accept_pending(&mut self) {
        if self.pending.is_some() {
            self.actions.push(Action::new(self.current, Move::Accept));
            self.settle();
        }
    }

    fn check_play(&self, player: u8, placements: &[Placement]) -> Result<ScoredPlay, RuleError> {
        let tiles = self.tiles();
        take(
            &self.seats[player as usize].rack,
            placements.iter().map(|p| p.tile.kind()),
            tiles,
        )?;
        let rules = self.config.rules;
        let scored = play::score_play(&self.board, placements, tiles, |n| rules.bingo_bonus(n))?;
        let allowed_from = rules.preset.bridge_from_turn;
        if scored.bridge && self.turn < allowed_from {
            return Err(RuleError::BridgeTooEarly {
                turn: self.turn,
                allowed_from,
            });
        }
        Ok(scored)
    }

    fn check_words(&self, scored: &ScoredPlay, referee: &Referee) -> Result<(), RuleError> {
        let bad: Vec<String> = scored
            .spelled_words(self.tiles())
            .into_iter()
            .filter(|w| !referee.lexicon.contains(w))
            .collect();
        if bad.is_empty() {
            Ok(())
        } else {
            Err(RuleError::InvalidWords(bad))
        }
    }

    fn play(
        &mut self,
        player: u8,
        placements: &[Placement],
        referee: &Referee,
    ) -> Result<(), RuleError> {
        let scored = self.check_play(player, placements)?;
        let auto = self.config.rules.validation == Validation::Auto;
        if auto {
            self.check_words(&scored, referee)?;
        }
        let tiles = self.tiles();
        let seat = &mut self.seats[player as usize];
        seat.rack = take(&seat.rack, placements.iter().map(|p| p.tile.kind()), tiles)?;
        let text = play::play_text(&self.board, &scored, tiles);
        for p in placements {
            self.board.set(p.square, Some(p.tile));
        }
        let words = scored.spelled_words(tiles);
        let record = self.record_with_rack(
            player,
            placements.iter().map(|p| p.tile.kind()),
            Event::Play {
                position: scored.position,
                text,
                placements: placements.to_vec(),
                words: words.clone(),
                challenge: None,
            },
            scored.score,
        );
        let ends_game = self.seats[player as usize].rack.is_empty() && self.bag.is_empty()
            || self.reached_finish_line(player);
        let pending = Pending {
            player,
            record,
            placements: placements.to_vec(),
            words,
            score: scored.score,
            ends_game,
        };
        if auto {
            self.pending = Some(pending);
            self.settle();
            if self.outcome.is_none() {
                self.end_turn(referee);
            }
        } else {
            self.pending = Some(pending);
            if !ends_game {
                self.end_turn(referee);
            }
        }
        Ok(())
    }

    fn reached_finish_line(&self, player: u8) -> bool {
        self.config
            .rules
            .variant
            .finish_line
            .is_some_and(|target| self.seats[player as usize].score >= target as i32)
    }

    /// The waiting play stands: its player draws, and the game may end (§4, §6).
    fn settle(&mut self) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        for seat in &mut self.seats {
            seat.scoreless = 0;
        }
        self.refill(pending.player);
        if self.seats[pending.player as usize].rack.is_empty() {
            self.finish(EndReason::WentOut(pending.player));
        } else if self.reached_finish_line(pending.player) {
            self.finish(EndReason::FinishLine(pending.player));
        }
    }

    fn challenge(&mut self, challenger: u8, referee: &Referee) -> Result<(), RuleError> {
        let pending = self.pending.clone().ok_or(RuleError::NothingToChallenge)?;
        if pending.player == challenger {
            return Err(RuleError::OwnPlay(challenger));
        }
        let upheld = pending.words.iter().any(|w| !referee.lexicon.contains(w));
        if let Event::Play { challenge, .. } = &mut self.history[pending.record].event {
            *challenge = Some(ChallengeResult {
                by: challenger,
                upheld,
            });
        }
        if upheld {
            self.pending = None;
            for p in &pending.placements {
                self.board.set(p.square, None);
            }
            let seat = &mut self.seats[pending.player as usize];
            seat.rack
                .extend(pending.placements.iter().map(|p| p.tile.kind()));
            seat.rack.sort();
            seat.score -= pending.score;
            seat.scoreless += 1;
            let total = seat.score;
            let record = &mut self.history[pending.record];
            record.score = 0;
            record.total = total;
            if pending.ends_game {
                // The withdrawn play ended its player's turn; the next player moves now.
                self.end_turn(referee);
            } else {
                self.check_scoreless_end();
            }
        } else {
            self.settle();
            if self.config.rules.validation == Validation::DoubleChallenge && self.outcome.is_none()
            {
                self.seats[challenger as usize].loses_next_turn = true;
                self.skip_lost_turns();
            }
        }
        Ok(())
    }

    fn exchange(&mut self, player: u8, kinds: &[Kind], referee: &Referee) -> Result<(), RuleError> {
        if kinds.is_empty() {
            return Err(RuleError::EmptyExchange);
        }
        let needed = match self.config.rules.preset.exchange {
            ExchangeRule::BagAtLeast(min) => (min as usize).max(kinds.len()),
            ExchangeRule::UpToBag => kinds.len(),
        };
        if self.bag.len() < needed {
            return Err(RuleError::ExchangeBagTooSmall {
                in_bag: self.bag.len(),
                needed,
            });
        }
        let tiles = self.tiles();
        let seat = &mut self.seats[player as usize];
        seat.rack = take(&seat.rack, kinds.iter().copied(), tiles)?;
        let mut sorted = kinds.to_vec();
        sorted.sort();
        self.record_with_rack(
            player,
            kinds.iter().copied(),
            Event::Exchange {
                count: kinds.len() as u8,
                tiles: sorted,
            },
            0,
        );
        // Draw first, then put the old tiles back (seed 000), so none is drawn straight back.
        self.refill(player);
        self.bag.extend_from_slice(kinds);
        self.seats[player as usize].scoreless += 1;
        self.end_turn(referee);
        Ok(())
    }

    fn eliminate(&mut self, player: u8, how: Elimination) {
        self.accept_pending();
        if self.outcome.is_some() {
            return;
        }
        let order = self.seats.iter().filter(|s| s.eliminated.is_some()).count() as u8;
        let rack = self.seats[player as usize].rack.clone();
        self.record_with_rack(player, std::iter::empty(), Event::Eliminated(how), 0);
        let seat = &mut self.seats[player as usize];
        seat.eliminated = Some(order);
        seat.loses_next_turn = false;
        seat.rack.clear();
        // Back into the bag; draws are uniform over the bag, so it is as good as reshuffled.
        self.bag.extend(rack);
        let active: Vec<u8> = self.active_players().collect();
        if active.len() == 1 {
            self.finish(EndReason::LastPlayerStanding(active[0]));
            return;
        }
        if player == self.current {
            self.current = self.next_active(player);
            self.skip_lost_turns();
        }
        self.check_scoreless_end();
    }

    fn active_players(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.seats.len() as u8).filter(|&p| self.is_active(p))
    }

    fn next_active(&self, from: u8) -> u8 {
        let n = self.seats.len() as u8;
        (1..=n)
            .map(|i| (from + i) % n)
            .find(|&p| self.is_active(p))
            .unwrap_or(from)
    }

    /// The current player's turn is over: move on and check the endings (§4).
    fn end_turn(&mut self, referee: &Referee) {
        self.turn += 1;
        self.current = self.next_active(self.current);
        self.skip_lost_turns();
        if self.outcome.is_none() && self.pending.is_none() {
            self.check_blocked(referee);
        }
    }

    fn skip_lost_turns(&mut self) {
        while self.outcome.is_none() && self.seats[self.current as usize].loses_next_turn {
            let player = self.current;
            self.seats[player as usize].loses_next_turn = false;
            self.record(player, Event::LostTurn, 0);
            self.seats[player as usize].scoreless += 1;
            self.turn += 1;
            self.current = self.next_active(player);
            self.check_scoreless_end();
        }
        self.check_scoreless_end();
    }

    fn check_scoreless_end(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        // Every player still in the game has had N scoreless turns of their own (§4).
        let needed = self.config.rules.preset.scoreless_rounds as u32;
        if self
            .active_players()
            .all(|p| self.seats[p as usize].scoreless >= needed)
        {
            self.finish(EndReason::ScorelessTurns);
        }
    }

    fn check_blocked(&mut self, referee: &Referee) {
        if let Some(finder) = referee.play_finder {
            self.end_if_no_legal_plays(finder);
        }
    }

    /// End the game if the bag is empty and no player still in has a legal play (§4).
    /// Turns check this by themselves when the referee has a finder; this is for callers
    /// that learn it later (a record that says so, a finder that became available).
    pub fn end_if_no_legal_plays(&mut self, finder: &dyn PlayFinder) -> bool {
        if self.outcome.is_some() || self.pending.is_some() || !self.bag.is_empty() {
            return false;
        }
        let rules = self.config.rules;
        let blocked = self
            .active_players()
            .all(|p| !finder.has_legal_play(&self.board, &self.seats[p as usize].rack, &rules));
        if blocked {
            self.finish(EndReason::NoLegalPlays);
        }
        blocked
    }

    /// End the game: rack adjustments (§4; none at the finish line) and ranking.
    fn finish(&mut self, reason: EndReason) {
        let tiles = self.tiles();
        let rack_value =
            |seat: &Seat| -> i32 { seat.rack.iter().map(|&k| tiles.points(k) as i32).sum() };
        let mut adjustments = vec![0; self.seats.len()];
        match reason {
            EndReason::FinishLine(_) => {}
            EndReason::WentOut(out) => {
                for p in self.active_players().filter(|&p| p != out) {
                    let value = rack_value(&self.seats[p as usize]);
                    adjustments[p as usize] -= value;
                    adjustments[out as usize] += value;
                }
            }
            _ => {
                for p in self.active_players() {
                    adjustments[p as usize] = -rack_value(&self.seats[p as usize]);
                }
            }
        }
        let scores_before = self.scores();
        let final_scores: Vec<i32> = scores_before
            .iter()
            .zip(&adjustments)
            .map(|(s, a)| s + a)
            .collect();
        for (seat, &score) in self.seats.iter_mut().zip(&final_scores) {
            seat.score = score;
        }
        let ranks = rank(&self.seats, &final_scores, &scores_before);
        self.outcome = Some(Outcome {
            reason,
            scores_before,
            adjustments,
            final_scores,
            ranks,
        });
    }

    fn choose_first_player(&mut self) {
        let players = self.config.players;
        self.first_player = match self.config.rules.preset.first_player {
            FirstPlayer::Random => self.rng.random_range(0..players),
            FirstPlayer::TileDraw { blank_draws_again } => {
                let mut contenders: Vec<u8> = (0..players).collect();
                loop {
                    let mut round = Vec::new();
                    for &p in &contenders {
                        let mut kind = self.draw_one();
                        while blank_draws_again && kind == Kind::Blank {
                            self.bag.push(kind);
                            kind = self.draw_one();
                        }
                        round.push((p, kind));
                    }
                    // A blank beats every letter; otherwise the lowest letter wins.
                    let key = |k: Kind| match k {
                        Kind::Blank => -1,
                        Kind::Letter(l) => l as i32,
                    };
                    let best = round.iter().map(|&(_, k)| key(k)).min().unwrap();
                    self.bag.extend(round.iter().map(|&(_, k)| k));
                    contenders = round
                        .iter()
                        .filter(|&&(_, k)| key(k) == best)
                        .map(|&(p, _)| p)
                        .collect();
                    self.opening.push(round);
                    if contenders.len() == 1 {
                        break contenders[0];
                    }
                }
            }
        };
        self.current = self.first_player;
    }

    fn draw_one(&mut self) -> Kind {
        let i = self.rng.random_range(0..self.bag.len());
        self.bag.swap_remove(i)
    }

    fn refill(&mut self, player: u8) {
        let size = self.config.rules.rack_size();
        while self.seats[player as usize].rack.len() < size && !self.bag.is_empty() {
            let kind = self.draw_one();
            self.seats[player as usize].rack.push(kind);
        }
        self.seats[player as usize].rack.sort();
    }

    fn record(&mut self, player: u8, event: Event, score: i32) -> usize {
        self.record_with_rack(player, std::iter::empty(), event, score)
    }

    /// Append a record; `used` are tiles already taken off the rack for this event.
    fn record_with_rack(
        &mut self,
        player: u8,
        used: impl Iterator<Item = Kind>,
        event: Event,
        score: i32,
    ) -> usize {
        let seat = &mut self.seats[player as usize];
        let mut rack = seat.rack.clone();
        rack.extend(used);
        rack.sort();
        seat.score += score;
        self.history.push(Record {
            turn: self.turn,
            player,
            rack,
            event,
            score,
            total: seat.score,
        });
        self.history.len() - 1
    }

    /// What `player` may see (§7: own rack and the unseen tiles, never others' racks or the bag).
    pub fn view(&self, player: u8) -> PlayerView {
        let tiles = self.tiles();
        let hidden = self.bag.iter().chain(
            self.seats
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != player as usize)
                .flat_map(|(_, s)| &s.rack),
        );
        let unseen = tiles
            .count_kinds(hidden)
            .into_iter()
            .enumerate()
            .filter(|&(_, n)| n > 0)
            .map(|(i, n)| (tiles.kind_at(i), n))
            .collect();
        let history = self
            .history
            .iter()
            .map(|r| {
                if r.player == player {
                    return r.clone();
                }
                let mut r = r.clone();
                r.rack.clear();
                if let Event::Exchange { tiles, .. } = &mut r.event {
                    tiles.clear();
                }
                r
            })
            .collect();
        PlayerView {
            player,
            board: self.board.clone(),
            rack: self.rack(player).to_vec(),
            scores: self.scores(),
            rack_sizes: self.seats.iter().map(|s| s.rack.len()).collect(),
            eliminated: self.seats.iter().map(|s| s.eliminated.is_some()).collect(),
            bag_len: self.bag.len(),
            unseen,
            current: self.current,
            turn: self.turn,
            awaiting_challenge: self.awaiting_challenge(),
            history,
            outcome: self.outcome.clone(),
        }
    }
}

/// One player's view of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerView {
    pub player: u8,
    pub board: Board,
    pub rack: Vec<Kind>,
    pub scores: Vec<i32>,
    pub rack_sizes: Vec<usize>,
    pub eliminated: Vec<bool>,
    pub bag_len: usize,
    /// Tiles this player cannot see (bag and other racks), counted per kind.
    pub unseen: Vec<(Kind, u32)>,
    pub current: u8,
    pub turn: u32,
    pub awaiting_challenge: Option<u8>,
    pub history: Vec<Record>,
    pub outcome: Option<Outcome>,
}

/// Remove `kinds` from `rack`, or name the first tile that is not there.
fn take(
    rack: &[Kind],
    kinds: impl IntoIterator<Item = Kind>,
    tiles: &TileSet,
) -> Result<Vec<Kind>, RuleError> {
    let mut left = rack.to_vec();
    for kind in kinds {
        let i = left.iter().position(|&k| k == kind).ok_or_else(|| {
            RuleError::TileNotOnRack(match kind {
                // A letter past the tile set has no face to name it by.
                Kind::Letter(l) if l as usize >= tiles.letters().len() => {
                    format!("letter #{l}")
                }
                _ => tiles.kind_text(kind),
            })
        })?;
        left.remove(i);
    }
    Ok(left)
}

/// Places (§4, §7): players in the game by final score, then score before adjustments,
/// sharing a place when both tie; eliminated players below, the later eliminated higher.
fn rank(seats: &[Seat], finals: &[i32], before: &[i32]) -> Vec<u8> {
    let key = |p: usize| match seats[p].eliminated {
        None => (1, finals[p], before[p]),
        Some(order) => (0, order as i32, 0),
    };
    (0..seats.len())
        .map(|p| 1 + (0..seats.len()).filter(|&q| key(q) > key(p)).count() as u8)
        .collect()
}
