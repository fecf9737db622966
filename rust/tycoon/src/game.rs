//! Game state and actions.

use std::collections::HashSet;
use std::fmt;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::error::TycoonError;
use crate::tables::{
    COMMUNITY_SIZE, HAND_SIZE, full_deck, goal, is_fixed_vowel, patent_price, payout,
};

/// Words are judged through the rules core's `Lexicon` trait (lower-case words), shared with
/// the crossword game; `WordSet` and `AnyWord` serve tests and replays.
pub use slovo_rules::{AnyWord, Lexicon as WordCheck, WordSet};

/// How words are validated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Validation {
    /// Checked at once against the lexicon; a turn allows this many attempts (3 by default).
    Auto { attempts: u8 },
    /// Other players may challenge each word (seed: fines of $1).
    Challenge,
}

/// What a game is set up with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub seed: u64,
    pub players: usize,
    pub validation: Validation,
    /// The BGA-only minimum patent count on the goal card (off by default).
    pub min_patent_count: bool,
}

impl Config {
    pub fn new(seed: u64, players: usize) -> Config {
        Config {
            seed,
            players,
            validation: Validation::Auto { attempts: 3 },
            min_patent_count: false,
        }
    }
}

/// Where a card of a word comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Hand(usize),
    Community(usize),
}

/// One letter of a word: a real card, or (X patent) a second use of a card played this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    Card(Source),
    Copy(Source),
}

/// A word as played: its letters in order, an S added by the Z patent, and whether its Y
/// cards count as vowels (declared for each play).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordPlay {
    pub slots: Vec<Slot>,
    pub add_s: bool,
    pub y_vowel: bool,
}

impl WordPlay {
    /// A word of real cards only.
    pub fn cards(sources: &[Source]) -> WordPlay {
        WordPlay {
            slots: sources.iter().map(|&s| Slot::Card(s)).collect(),
            add_s: false,
            y_vowel: false,
        }
    }
}

/// What a player does. Indices refer to the hand and community as they are when the action
/// is applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Q patent: before the turn, discard one hand card and draw one.
    QReplace { card: usize },
    /// Build one word (two with the V patent).
    Build { words: Vec<WordPlay> },
    /// Challenge mode: nobody challenges the pending word(s).
    Accept,
    /// Challenge mode: player `by` challenges the pending word(s).
    Challenge { by: usize },
    /// After a word: buy the patent of a letter played from a real card this turn.
    BuyPatent { letter: u8 },
    /// After a word: discard these hand cards, refill, end the turn.
    Finish { discard: Vec<usize> },
    /// Instead of a word: discard these hand cards (any number), draw as many, end the turn.
    Exchange { discard: Vec<usize> },
    /// After a lost turn (word rejected): discard this hand card, refill, end the turn.
    PenaltyDiscard { card: usize },
}

/// Where the current turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Q replacement, build or exchange.
    Start,
    /// Challenge mode: a word waits for a challenge or acceptance.
    Pending,
    /// A word scored: buy a patent, then finish.
    AfterWord,
    /// The turn is lost: discard one card.
    Penalty,
    Over,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Start => "start of the turn",
            Phase::Pending => "a word awaits challenges",
            Phase::AfterWord => "after a word",
            Phase::Penalty => "the turn is lost, a card must be discarded",
            Phase::Over => "game over",
        })
    }
}

/// The kind of an action, as a refusal names it (the front ends word it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The Q patent's replacement, only to start a turn.
    QReplace,
    Build,
    /// Challenge mode: accepting or challenging a pending word.
    Answer,
    BuyPatent,
    Finish,
    Exchange,
    PenaltyDiscard,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Step::QReplace => "replacing a card (only to start the turn)",
            Step::Build => "building a word",
            Step::Answer => "answering a word",
            Step::BuyPatent => "buying a patent",
            Step::Finish => "finishing after a word",
            Step::Exchange => "exchanging cards",
            Step::PenaltyDiscard => "the penalty discard",
        })
    }
}

/// One player's holdings.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerState {
    pub hand: Vec<u8>,
    pub money: u32,
    pub stock: u32,
    /// Owned patents, in purchase order.
    pub patents: Vec<u8>,
    pub turns: u32,
}

impl PlayerState {
    pub fn patent_value(&self) -> u32 {
        self.patents.iter().map(|&l| patent_price(l)).sum()
    }

    /// Final score: money + stock + patent values.
    pub fn score(&self) -> u32 {
        self.money + self.stock + self.patent_value()
    }
}

/// Money that moved between players and the bank (money between players is not counted).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ledger {
    pub payouts: u64,
    pub royalties: u64,
    /// Paid by the bank for a failed challenge by a player without money.
    pub challenge_bank: u64,
    pub patents_bought: u64,
    pub fines: u64,
}

impl Ledger {
    /// Net money the bank has handed out.
    pub fn net(&self) -> i64 {
        (self.payouts + self.royalties + self.challenge_bank) as i64
            - (self.patents_bought + self.fines) as i64
    }
}

/// The scoring of one word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordScore {
    pub word: String,
    pub money: u32,
    pub stock: u32,
    /// Number of doublers applied (the multiplier is 2^doublers).
    pub doublers: u32,
    /// (owner, dollars) paid by the bank.
    pub royalties: Vec<(usize, u32)>,
}

/// What a build would do ([`Game::preview`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildPreview {
    /// The words spelled (lower case, with copies and an added S).
    pub words: Vec<String>,
    /// Those of `words` the lexicon lacks.
    pub unknown: Vec<String>,
    /// Money, stock, doublers and royalties of each word if it stands.
    pub scores: Vec<WordScore>,
    /// The patents the player could buy after it (see [`Game::buyable_patents`]).
    pub buyable: Vec<u8>,
}

/// What an accepted action did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Done,
    /// Auto validation refused a word; `attempts_left` 0 means the turn is lost.
    Rejected {
        word: String,
        attempts_left: u8,
    },
    /// Challenge mode: the word(s) wait for a challenge.
    Pending,
    Scored(Vec<WordScore>),
    ChallengeUpheld {
        word: String,
    },
    ChallengeFailed(Vec<WordScore>),
    GameOver,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Resolved {
    /// Letters with copies and the added S.
    text: Vec<u8>,
    /// Letters of real cards.
    real: Vec<u8>,
    y_vowel: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Turn {
    q_used: bool,
    attempts_used: u8,
    played: Vec<u8>,
    bought: bool,
    pending: Option<Vec<WordPlay>>,
}

/// A Tycoon game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    config: Config,
    rng: ChaCha8Rng,
    deck: Vec<u8>,
    discard: Vec<u8>,
    community: Vec<u8>,
    players: Vec<PlayerState>,
    owners: [Option<usize>; 26],
    current: usize,
    phase: Phase,
    turn: Turn,
    last_round: bool,
    ledger: Ledger,
    history: Vec<Action>,
    /// Seats out of the game (online: timed out); their turns are skipped.
    eliminated: Vec<bool>,
}

impl Game {
    /// Shuffles the deck, deals 7 cards to each player in turn order, then 3 community cards.
    pub fn new(config: Config) -> Result<Game, TycoonError> {
        if goal(config.players).is_none() {
            return Err(TycoonError::PlayerCount(config.players));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let mut deck = full_deck();
        deck.shuffle(&mut rng);
        let mut game = Game {
            config,
            rng,
            deck,
            discard: Vec::new(),
            community: Vec::new(),
            players: vec![PlayerState::default(); config.players],
            owners: [None; 26],
            current: 0,
            phase: Phase::Start,
            turn: Turn::default(),
            last_round: false,
            ledger: Ledger::default(),
            history: Vec::new(),
            eliminated: vec![false; config.players],
        };
        for p in 0..config.players {
            game.refill_hand(p);
        }
        game.refill_community();
        Ok(game)
    }

    /// Replays a game; on a refused action gives its index and the error.
    pub fn replay(
        config: Config,
        actions: &[Action],
        words: &dyn WordCheck,
    ) -> Result<Game, (usize, TycoonError)> {
        let mut game = Game::new(config).map_err(|e| (0, e))?;
        for (i, a) in actions.iter().enumerate() {
            game.apply(a.clone(), words).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn config(&self) -> &Config {
        &self.config
    }
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    pub fn player(&self, p: usize) -> &PlayerState {
        &self.players[p]
    }
    pub fn community(&self) -> &[u8] {
        &self.community
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn deck(&self) -> &[u8] {
        &self.deck
    }
    pub fn discard_pile(&self) -> &[u8] {
        &self.discard
    }
    pub fn current(&self) -> usize {
        self.current
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    pub fn last_round(&self) -> bool {
        self.last_round
    }
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }
    pub fn history(&self) -> &[Action] {
        &self.history
    }
    /// Which seats are out of the game ([`Game::eliminate_current`]).
    pub fn eliminated(&self) -> &[bool] {
        &self.eliminated
    }

    /// Takes the player to move out of the game (online: their time ran out), whatever the
    /// phase of their turn: their hand is shuffled back into the deck, so no card leaves
    /// play, and their patents are released (unowned, buyable again), so the letters keep
    /// paying and the goal stays within reach of the others. Their money and stock stay,
    /// but an eliminated player is placed below everyone still playing. The game ends when
    /// one player is left, or as usual with the final round.
    pub fn eliminate_current(&mut self) -> Result<Outcome, TycoonError> {
        if self.phase == Phase::Over {
            return Err(TycoonError::GameOver);
        }
        let me = self.current;
        let hand = std::mem::take(&mut self.players[me].hand);
        self.deck.extend(hand);
        self.deck.shuffle(&mut self.rng);
        for letter in std::mem::take(&mut self.players[me].patents) {
            self.owners[(letter - b'A') as usize] = None;
        }
        self.eliminated[me] = true;
        // The turn's own state ends with it; the community is refilled as after any turn.
        self.refill_community();
        self.turn = Turn::default();
        Ok(self.pass_turn(me))
    }
    /// Owner of the patent of `letter`.
    pub fn owner(&self, letter: u8) -> Option<usize> {
        self.owners[(letter - b'A') as usize]
    }
    /// Does the current player own the patent of `letter`?
    pub fn owns(&self, p: usize, letter: u8) -> bool {
        self.owner(letter) == Some(p)
    }
    /// Letters played from real cards this turn (patents buyable from them).
    pub fn played_this_turn(&self) -> &[u8] {
        &self.turn.played
    }
    pub fn patent_bought_this_turn(&self) -> bool {
        self.turn.bought
    }
    pub fn q_used_this_turn(&self) -> bool {
        self.turn.q_used
    }
    /// Auto validation attempts left this turn (None in challenge mode).
    pub fn attempts_left(&self) -> Option<u8> {
        match self.config.validation {
            Validation::Auto { attempts } => Some(attempts.saturating_sub(self.turn.attempts_used)),
            Validation::Challenge => None,
        }
    }
    /// Challenge mode: the words waiting for a challenge, spelled.
    pub fn pending_words(&self) -> Option<Vec<String>> {
        let plays = self.turn.pending.as_ref()?;
        let r = self.resolve(plays).ok()?;
        Some(r.iter().map(|w| text(&w.text)).collect())
    }

    /// Every card of the game, wherever it is (deck, discard, hands, community).
    pub fn all_cards(&self) -> Vec<u8> {
        let mut all = self.deck.clone();
        all.extend(&self.discard);
        all.extend(&self.community);
        for p in &self.players {
            all.extend(&p.hand);
        }
        all
    }

    /// Winners: still in the game, highest score, ties to the higher patent value (several
    /// if still tied).
    pub fn winners(&self) -> Vec<usize> {
        self.standings()
            .into_iter()
            .take_while(|&(place, _)| place == 1)
            .map(|(_, p)| p)
            .collect()
    }

    /// Every player's place, best first (see [`standings`]).
    pub fn standings(&self) -> Vec<(usize, usize)> {
        standings((0..self.players.len()).map(|p| {
            (
                self.eliminated[p],
                self.players[p].score(),
                self.players[p].patent_value(),
            )
        }))
    }

    /// What building `plays` would do now, tried on a copy (the game does not change): the
    /// rule it breaks, or the words, those the lexicon lacks (refused in auto validation,
    /// open to a challenge otherwise), the payout and royalties if they stand, and the
    /// patents it would let the player buy.
    pub fn preview(
        &self,
        plays: &[WordPlay],
        words: &dyn WordCheck,
    ) -> Result<BuildPreview, TycoonError> {
        if self.phase != Phase::Start {
            return Err(self.wrong(Step::Build));
        }
        let resolved = self.resolve(plays)?;
        let spelled: Vec<String> = resolved.iter().map(|r| text(&r.text)).collect();
        let unknown = spelled
            .iter()
            .filter(|w| !words.contains(w))
            .cloned()
            .collect();
        let mut trial = self.clone();
        let scores = trial.score_words(plays, &resolved);
        Ok(BuildPreview {
            words: spelled,
            unknown,
            scores,
            buyable: trial.buyable_patents(),
        })
    }

    /// The patents the current player may buy now: after a word, none bought yet, letters
    /// played from real cards this turn, without owner, affordable; in order, each once.
    pub fn buyable_patents(&self) -> Vec<u8> {
        if self.phase != Phase::AfterWord || self.turn.bought {
            return Vec::new();
        }
        let money = self.players[self.current].money;
        let mut letters: Vec<u8> = self
            .turn
            .played
            .iter()
            .copied()
            .filter(|&l| self.owner(l).is_none() && patent_price(l) <= money)
            .collect();
        letters.sort_unstable();
        letters.dedup();
        letters
    }

    /// The letters a word spells (with copies and the added S), or an error.
    pub fn spell(&self, word: &WordPlay) -> Result<String, TycoonError> {
        let r = self.resolve(std::slice::from_ref(word))?;
        Ok(text(&r[0].text))
    }

    /// Test and puzzle setup: gives `player` exactly `hand` (letters), swapping cards with
    /// the deck so all 102 cards stay in play. Panics if the deck lacks a letter.
    pub fn arrange_hand(&mut self, player: usize, hand: &[u8]) {
        let old = std::mem::take(&mut self.players[player].hand);
        self.deck.extend(old);
        self.players[player].hand = self.take_from_deck(hand);
    }

    /// Test and puzzle setup: sets the community cards, swapping with the deck.
    pub fn arrange_community(&mut self, cards: &[u8]) {
        let old = std::mem::take(&mut self.community);
        self.deck.extend(old);
        self.community = self.take_from_deck(cards);
    }

    /// Test and puzzle setup: puts `cards` on top of the deck (next drawn first).
    pub fn arrange_deck_top(&mut self, cards: &[u8]) {
        let mut taken = self.take_from_deck(cards);
        taken.reverse();
        self.deck.extend(taken);
    }

    fn take_from_deck(&mut self, cards: &[u8]) -> Vec<u8> {
        cards
            .iter()
            .map(|&c| {
                let i = self
                    .deck
                    .iter()
                    .position(|&d| d == c)
                    .unwrap_or_else(|| panic!("no {} left in the deck", c as char));
                self.deck.remove(i)
            })
            .collect()
    }

    /// Test and puzzle setup: gives a patent (no payment) to a player.
    pub fn grant_patent(&mut self, player: usize, letter: u8) {
        self.players[player].patents.push(letter);
        self.owners[(letter - b'A') as usize] = Some(player);
    }

    /// Test and puzzle setup: sets a player's money (the ledger is not told).
    pub fn set_money(&mut self, player: usize, money: u32) {
        self.players[player].money = money;
    }

    fn wrong(&self, action: Step) -> TycoonError {
        if self.phase == Phase::Over {
            TycoonError::GameOver
        } else {
            TycoonError::WrongPhase {
                action,
                phase: self.phase,
            }
        }
    }

    /// Applies an action, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action, words: &dyn WordCheck) -> Result<Outcome, TycoonError> {
        let outcome = self.apply_inner(&action, words)?;
        self.history.push(action);
        Ok(outcome)
    }

    fn apply_inner(
        &mut self,
        action: &Action,
        words: &dyn WordCheck,
    ) -> Result<Outcome, TycoonError> {
        let me = self.current;
        match action {
            Action::QReplace { card } => {
                if self.phase != Phase::Start || self.turn.attempts_used > 0 {
                    return Err(TycoonError::WrongPhase {
                        action: Step::QReplace,
                        phase: self.phase,
                    });
                }
                if !self.owns(me, b'Q') {
                    return Err(TycoonError::NeedsQ);
                }
                if self.turn.q_used {
                    return Err(TycoonError::QUsedTwice);
                }
                if *card >= self.players[me].hand.len() {
                    return Err(TycoonError::NoHandCard(*card));
                }
                let c = self.players[me].hand.remove(*card);
                self.discard.push(c);
                if let Some(d) = self.draw() {
                    self.players[me].hand.push(d);
                }
                self.turn.q_used = true;
                Ok(Outcome::Done)
            }
            Action::Build { words: plays } => {
                if self.phase != Phase::Start {
                    return Err(self.wrong(Step::Build));
                }
                let resolved = self.resolve(plays)?;
                match self.config.validation {
                    Validation::Auto { attempts } => {
                        if let Some(bad) = resolved.iter().find(|r| !words.contains(&text(&r.text)))
                        {
                            self.turn.attempts_used += 1;
                            let left = attempts.saturating_sub(self.turn.attempts_used);
                            if left == 0 {
                                self.phase = Phase::Penalty;
                            }
                            return Ok(Outcome::Rejected {
                                word: text(&bad.text),
                                attempts_left: left,
                            });
                        }
                        Ok(Outcome::Scored(self.score_words(plays, &resolved)))
                    }
                    Validation::Challenge => {
                        self.turn.pending = Some(plays.clone());
                        self.phase = Phase::Pending;
                        Ok(Outcome::Pending)
                    }
                }
            }
            Action::Accept | Action::Challenge { .. } => {
                if self.config.validation != Validation::Challenge {
                    return Err(TycoonError::NotChallengeMode);
                }
                if self.phase != Phase::Pending {
                    return Err(self.wrong(Step::Answer));
                }
                let plays = self.turn.pending.clone().unwrap_or_default();
                let resolved = self.resolve(&plays)?;
                let Action::Challenge { by } = *action else {
                    self.turn.pending = None;
                    return Ok(Outcome::Scored(self.score_words(&plays, &resolved)));
                };
                if by >= self.players.len() {
                    return Err(TycoonError::NoPlayer(by));
                }
                if by == me {
                    return Err(TycoonError::OwnChallenge);
                }
                self.turn.pending = None;
                if let Some(bad) = resolved.iter().find(|r| !words.contains(&text(&r.text))) {
                    if self.players[me].money > 0 {
                        self.players[me].money -= 1;
                        self.ledger.fines += 1;
                    }
                    self.phase = Phase::Penalty;
                    Ok(Outcome::ChallengeUpheld {
                        word: text(&bad.text),
                    })
                } else {
                    if self.players[by].money > 0 {
                        self.players[by].money -= 1;
                    } else {
                        self.ledger.challenge_bank += 1;
                    }
                    self.players[me].money += 1;
                    Ok(Outcome::ChallengeFailed(
                        self.score_words(&plays, &resolved),
                    ))
                }
            }
            Action::BuyPatent { letter } => {
                if self.phase != Phase::AfterWord {
                    return Err(self.wrong(Step::BuyPatent));
                }
                if !letter.is_ascii_uppercase() {
                    return Err(TycoonError::NotALetter(*letter as char));
                }
                if self.turn.bought {
                    return Err(TycoonError::PatentAlreadyBought);
                }
                let l = *letter as char;
                if self.owner(*letter).is_some() {
                    return Err(TycoonError::PatentOwned(l));
                }
                if !self.turn.played.contains(letter) {
                    return Err(TycoonError::PatentNotPlayed(l));
                }
                let price = patent_price(*letter);
                let money = self.players[me].money;
                if money < price {
                    return Err(TycoonError::CannotAfford {
                        letter: l,
                        price,
                        money,
                    });
                }
                self.players[me].money -= price;
                self.ledger.patents_bought += price as u64;
                self.players[me].patents.push(*letter);
                self.owners[(*letter - b'A') as usize] = Some(me);
                self.turn.bought = true;
                Ok(Outcome::Done)
            }
            Action::Finish { discard } | Action::Exchange { discard } => {
                let (want, name) = match action {
                    Action::Finish { .. } => (Phase::AfterWord, Step::Finish),
                    _ => (Phase::Start, Step::Exchange),
                };
                if self.phase != want {
                    return Err(self.wrong(name));
                }
                self.discard_cards(discard)?;
                Ok(self.end_turn())
            }
            Action::PenaltyDiscard { card } => {
                if self.phase != Phase::Penalty {
                    return Err(self.wrong(Step::PenaltyDiscard));
                }
                if self.players[me].hand.is_empty() {
                    // Nothing to discard: the turn simply ends.
                    return Ok(self.end_turn());
                }
                self.discard_cards(&[*card])?;
                Ok(self.end_turn())
            }
        }
    }

    fn discard_cards(&mut self, cards: &[usize]) -> Result<(), TycoonError> {
        let me = self.current;
        let mut idx = cards.to_vec();
        idx.sort_unstable();
        if idx.windows(2).any(|w| w[0] == w[1]) {
            return Err(TycoonError::CardUsedTwice);
        }
        if let Some(&bad) = idx.iter().find(|&&i| i >= self.players[me].hand.len()) {
            return Err(TycoonError::NoHandCard(bad));
        }
        for &i in idx.iter().rev() {
            let c = self.players[me].hand.remove(i);
            self.discard.push(c);
        }
        Ok(())
    }

    /// Checks the shape of the word(s) against the cards and the player's powers.
    fn resolve(&self, plays: &[WordPlay]) -> Result<Vec<Resolved>, TycoonError> {
        let me = self.current;
        if plays.is_empty() {
            return Err(TycoonError::NoWord);
        }
        if plays.len() > 2 {
            return Err(TycoonError::TooManyWords);
        }
        if plays.len() == 2 && !self.owns(me, b'V') {
            return Err(TycoonError::NeedsV);
        }
        let hand = &self.players[me].hand;
        let card = |s: Source| -> Result<u8, TycoonError> {
            match s {
                Source::Hand(i) => hand.get(i).copied().ok_or(TycoonError::NoHandCard(i)),
                Source::Community(i) => self
                    .community
                    .get(i)
                    .copied()
                    .ok_or(TycoonError::NoCommunityCard(i)),
            }
        };
        let mut used: HashSet<Source> = HashSet::new();
        let mut copies = 0;
        let mut esses = 0;
        for play in plays {
            for slot in &play.slots {
                match *slot {
                    Slot::Card(s) => {
                        card(s)?;
                        if !used.insert(s) {
                            return Err(TycoonError::CardUsedTwice);
                        }
                    }
                    Slot::Copy(s) => {
                        card(s)?;
                        if !self.owns(me, b'X') {
                            return Err(TycoonError::NeedsX);
                        }
                        copies += 1;
                        if copies > 1 {
                            return Err(TycoonError::XUsedTwice);
                        }
                    }
                }
            }
            if play.add_s {
                if !self.owns(me, b'Z') {
                    return Err(TycoonError::NeedsZ);
                }
                esses += 1;
                if esses > 1 {
                    return Err(TycoonError::ZUsedTwice);
                }
            }
        }
        let mut out = Vec::new();
        for play in plays {
            let mut text = Vec::new();
            let mut real = Vec::new();
            let mut from_hand = false;
            for slot in &play.slots {
                match *slot {
                    Slot::Card(s) => {
                        let c = card(s)?;
                        text.push(c);
                        real.push(c);
                        from_hand |= matches!(s, Source::Hand(_));
                    }
                    Slot::Copy(s) => {
                        if !used.contains(&s) {
                            return Err(TycoonError::CopyOfUnplayedCard);
                        }
                        text.push(card(s)?);
                    }
                }
            }
            if play.add_s {
                text.push(b'S');
            }
            if real.len() < 3 {
                return Err(TycoonError::TooShort);
            }
            if !from_hand {
                return Err(TycoonError::NoCardFromHand);
            }
            out.push(Resolved {
                text,
                real,
                y_vowel: play.y_vowel,
            });
        }
        Ok(out)
    }

    /// Removes the cards, pays the words and royalties, opens the patent purchase.
    fn score_words(&mut self, plays: &[WordPlay], resolved: &[Resolved]) -> Vec<WordScore> {
        let me = self.current;
        // Doublers: the Q card in a word doubles it; each owned B/J/K doubles one word it fits.
        let patent_doublers: Vec<u8> = [b'B', b'J', b'K']
            .into_iter()
            .filter(|&l| self.owns(me, l))
            .collect();
        let fits: Vec<Vec<bool>> = resolved
            .iter()
            .map(|r| {
                patent_doublers
                    .iter()
                    .map(|&d| doubler_fits(d, r))
                    .collect()
            })
            .collect();
        let base: Vec<(u32, u32, u32)> = resolved
            .iter()
            .map(|r| {
                let (m, s) = payout(r.text.len());
                (m, s, u32::from(r.text.contains(&b'Q')))
            })
            .collect();
        let n = resolved.len();
        let k = patent_doublers.len();
        let mut best: Option<(u32, Vec<u32>)> = None;
        // Each doubler goes to one word (choice bit per doubler when there are two words).
        for mask in 0..(1u32 << (k * (n - 1))) {
            let mut counts: Vec<u32> = base.iter().map(|b| b.2).collect();
            for (d, _) in patent_doublers.iter().enumerate() {
                let w = if n == 2 {
                    ((mask >> d) & 1) as usize
                } else {
                    0
                };
                if fits[w][d] {
                    counts[w] += 1;
                }
            }
            let total: u32 = (0..n).map(|w| (base[w].0 + base[w].1) << counts[w]).sum();
            if best.as_ref().is_none_or(|(t, _)| total > *t) {
                best = Some((total, counts));
            }
        }
        let counts = best.map(|b| b.1).unwrap_or_default();
        let mut scores = Vec::new();
        for (w, r) in resolved.iter().enumerate() {
            let money = base[w].0 << counts[w];
            let stock = base[w].1 << counts[w];
            self.players[me].money += money;
            self.players[me].stock += stock;
            self.ledger.payouts += money as u64;
            let mut royalties: Vec<(usize, u32)> = Vec::new();
            for &c in &r.real {
                if let Some(o) = self.owner(c)
                    && o != me
                {
                    self.players[o].money += 1;
                    self.ledger.royalties += 1;
                    match royalties.iter_mut().find(|(p, _)| *p == o) {
                        Some(e) => e.1 += 1,
                        None => royalties.push((o, 1)),
                    }
                }
            }
            self.turn.played.extend(&r.real);
            scores.push(WordScore {
                word: text(&r.text),
                money,
                stock,
                doublers: counts[w],
                royalties,
            });
        }
        // The played cards go to the discard pile.
        let mut hand_idx = Vec::new();
        let mut comm_idx = Vec::new();
        for play in plays {
            for slot in &play.slots {
                match slot {
                    Slot::Card(Source::Hand(i)) => hand_idx.push(*i),
                    Slot::Card(Source::Community(i)) => comm_idx.push(*i),
                    Slot::Copy(_) => {}
                }
            }
        }
        hand_idx.sort_unstable();
        comm_idx.sort_unstable();
        for &i in hand_idx.iter().rev() {
            let c = self.players[me].hand.remove(i);
            self.discard.push(c);
        }
        for &i in comm_idx.iter().rev() {
            let c = self.community.remove(i);
            self.discard.push(c);
        }
        self.phase = Phase::AfterWord;
        scores
    }

    fn draw(&mut self) -> Option<u8> {
        if self.deck.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            self.deck = std::mem::take(&mut self.discard);
            self.deck.shuffle(&mut self.rng);
        }
        self.deck.pop()
    }

    fn refill_hand(&mut self, p: usize) {
        while self.players[p].hand.len() < HAND_SIZE {
            match self.draw() {
                Some(c) => self.players[p].hand.push(c),
                None => break,
            }
        }
    }

    fn refill_community(&mut self) {
        while self.community.len() < COMMUNITY_SIZE {
            match self.draw() {
                Some(c) => self.community.push(c),
                None => break,
            }
        }
    }

    /// Refills hand then community, checks the goal, passes the turn or ends the game after
    /// the last player of the final round.
    fn end_turn(&mut self) -> Outcome {
        let me = self.current;
        self.refill_hand(me);
        self.refill_community();
        self.players[me].turns += 1;
        let (value, min) = goal(self.config.players).unwrap_or((u32::MAX, 0));
        let p = &self.players[me];
        if p.patent_value() >= value && (!self.config.min_patent_count || p.patents.len() >= min) {
            self.last_round = true;
        }
        self.turn = Turn::default();
        self.pass_turn(me)
    }

    /// The turn goes to the next seat still in the game; the final round ends after the
    /// last seat before the start player's (seat 0) has played, and the game when one
    /// player is left.
    fn pass_turn(&mut self, me: usize) -> Outcome {
        let n = self.config.players;
        let next = (1..=n).map(|k| (me + k) % n).find(|&p| !self.eliminated[p]);
        let left = self.eliminated.iter().filter(|&&e| !e).count();
        match next {
            Some(next) if left >= 2 && !(self.last_round && next <= me) => {
                self.current = next;
                self.phase = Phase::Start;
                Outcome::Done
            }
            _ => {
                self.phase = Phase::Over;
                Outcome::GameOver
            }
        }
    }
}

fn text(letters: &[u8]) -> String {
    letters
        .iter()
        .map(|&c| c.to_ascii_lowercase() as char)
        .collect()
}

fn is_vowel(c: u8, y_vowel: bool) -> bool {
    is_fixed_vowel(c) || (c == b'Y' && y_vowel)
}

/// B: begins and ends with vowels; J: vowels at least half; K: exactly one vowel.
fn doubler_fits(d: u8, r: &Resolved) -> bool {
    let t = &r.text;
    let v = t.iter().filter(|&&c| is_vowel(c, r.y_vowel)).count();
    match d {
        b'B' => {
            t.first().is_some_and(|&c| is_vowel(c, r.y_vowel))
                && t.last().is_some_and(|&c| is_vowel(c, r.y_vowel))
        }
        b'J' => 2 * v >= t.len(),
        b'K' => v == 1,
        _ => false,
    }
}

/// Places from each player's `(eliminated, score, patent value)`, in seat order: best first
/// as `(place, player)` with places from 1. Players still in the game rank above the
/// eliminated, then the higher score, ties to the higher patent value; players still tied
/// share the place. A game's own [`Game::standings`], and a client's from the seats it sees.
pub fn standings(players: impl IntoIterator<Item = (bool, u32, u32)>) -> Vec<(usize, usize)> {
    let keys: Vec<_> = players
        .into_iter()
        .map(|(eliminated, score, patents)| (!eliminated, score, patents))
        .collect();
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by_key(|&p| std::cmp::Reverse(keys[p]));
    let mut out: Vec<(usize, usize)> = Vec::with_capacity(keys.len());
    for (i, &p) in order.iter().enumerate() {
        let place = match out.last() {
            Some(&(place, prev)) if keys[prev] == keys[p] => place,
            _ => i + 1,
        };
        out.push((place, p));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standings_rank_by_score_then_patent_value_and_share_full_ties() {
        let mut game = Game::new(Config::new(4, 4)).unwrap();
        // Seat 0: 10 money. Seat 1: E patent (10). Seat 2: 10 money. Seat 3: nothing.
        game.set_money(0, 10);
        game.grant_patent(1, b'E');
        game.set_money(2, 10);
        assert_eq!(game.standings(), vec![(1, 1), (2, 0), (2, 2), (4, 3)]);
        assert_eq!(game.winners(), vec![1]);
    }
}
