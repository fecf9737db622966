//! The records of the Tycoon screen and how the app's Tycoon types become them. Letters are
//! upper-case one-letter strings; players are seat numbers from 0 (the human first); every
//! text is in the interface language.

use slovo_app::{TycoonEvent, TycoonView};
use slovo_i18n::Message;
use slovo_tycoon::tables::patent_price;
use slovo_tycoon::{BuildPreview, Phase, Slot, Source, WordPlay, WordScore};

use crate::error::{SlovoError, invalid};
use crate::text::catalog;
use crate::types::{count_i32, display_names};

/// How to set up a Tycoon game against bots.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonSetup {
    pub human_name: String,
    /// 1 to 4 bots, in seat order after the human.
    pub bots: Vec<crate::BotLevel>,
    /// Words open to the other players' challenges instead of checked at once (3 attempts
    /// a turn).
    #[uniffi(default = false)]
    pub challenges: bool,
    /// The goal card's optional minimum patent count.
    #[uniffi(default = false)]
    pub min_patent_count: bool,
    /// A random one when null.
    #[uniffi(default)]
    pub seed: Option<i64>,
}

/// One letter of a word being built: a card of my hand or of the community by its index in
/// the view, or (X patent) that card used a second time.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonSlot {
    /// From my hand (else the community).
    pub from_hand: bool,
    pub index: i32,
    /// A second use of a card already in the word(s) (X patent).
    #[uniffi(default = false)]
    pub copy: bool,
}

/// A word being built: its letters in order, an S added (Z patent), Y declared a vowel.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonWord {
    pub slots: Vec<TycoonSlot>,
    #[uniffi(default = false)]
    pub add_s: bool,
    #[uniffi(default = false)]
    pub y_vowel: bool,
}

/// Where the turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TycoonPhase {
    /// Build a word (two with V), exchange cards, or replace one first (Q).
    Start,
    /// Challenge mode: a word waits for challenges.
    Pending,
    /// A word scored: buy a patent, then end the turn (discarding any cards).
    AfterWord,
    /// The turn is lost: discard one card.
    Penalty,
    Over,
}

impl From<Phase> for TycoonPhase {
    fn from(p: Phase) -> TycoonPhase {
        match p {
            Phase::Start => TycoonPhase::Start,
            Phase::Pending => TycoonPhase::Pending,
            Phase::AfterWord => TycoonPhase::AfterWord,
            Phase::Penalty => TycoonPhase::Penalty,
            Phase::Over => TycoonPhase::Over,
        }
    }
}

/// A royalty the bank pays a patent's owner for a card of a word.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonRoyalty {
    pub player: i32,
    pub name: String,
    pub amount: i32,
}

/// A word's payout.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonWordScore {
    /// Upper case, with copies and an added S.
    pub word: String,
    pub money: i32,
    pub stock: i32,
    /// 1, 2, 4…: the doublers applied.
    pub factor: i32,
    pub royalties: Vec<TycoonRoyalty>,
    /// `CATS: $2, 0 stock; royalties: Bot 1 +$1`.
    pub text: String,
}

/// A player's holdings as everyone sees them (their hand only as a count).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonPlayerInfo {
    pub name: String,
    pub is_bot: bool,
    pub money: i32,
    pub stock: i32,
    pub patents: Vec<String>,
    pub patent_value: i32,
    /// Money + stock + patent values.
    pub score: i32,
    pub hand_size: i32,
    pub turns: i32,
}

/// A letter's patent: its price (= end value) and its owner.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonPatent {
    pub letter: String,
    pub price: i32,
    pub owner: Option<i32>,
}

/// One thing a player did, said.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonEventInfo {
    pub player: i32,
    pub name: String,
    /// The words it scored, if any.
    pub words: Vec<TycoonWordScore>,
    /// What happened, one line a fact (`Bot 1: CATS: $2, 0 stock`, `Bot 1: patent C bought
    /// for $3.`, the final round beginning).
    pub lines: Vec<String>,
}

/// A place at the end.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonStanding {
    /// From 1; tied players share it.
    pub place: i32,
    pub player: i32,
    pub name: String,
    pub score: i32,
    /// Out of the game before its end (online: their time ran out), hence below everyone
    /// still in; the shells mark it with `tycoon-standing-out`. Never so against bots.
    #[uniffi(default = false)]
    pub eliminated: bool,
}

/// The Tycoon screen: what I may see of the game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonScreen {
    pub game_id: String,
    /// My seat.
    pub me: i32,
    pub players: Vec<TycoonPlayerInfo>,
    /// My cards, by index as `TycoonSlot` names them.
    pub hand: Vec<String>,
    pub community: Vec<String>,
    /// A to Z.
    pub patents: Vec<TycoonPatent>,
    /// The seat whose turn it is.
    pub current: i32,
    pub phase: TycoonPhase,
    /// I am to act (my turn, or a bot's word waits for my answer).
    pub my_turn: bool,
    /// The patent value that begins the final round.
    pub goal: i32,
    /// The goal card's minimum patent count, when that rule is on.
    pub min_patents: Option<i32>,
    pub final_round: bool,
    pub finished: bool,
    pub deck_size: i32,
    /// Cards on the discard pile (how many, not which).
    #[uniffi(default = 0)]
    pub discard_size: i32,
    pub challenge_mode: bool,
    pub attempts_left: Option<i32>,
    /// Challenge mode: the words waiting for an answer, upper case.
    pub pending_words: Vec<String>,
    /// The patents I may buy now.
    pub buyable: Vec<String>,
    /// I may replace a card before building (Q patent).
    pub q_available: bool,
    /// Since my last turn ended: the others' turns, then mine so far.
    pub recent: Vec<TycoonEventInfo>,
    /// Best first, when over.
    pub standings: Vec<TycoonStanding>,
}

/// The verdict on a word being built.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TycoonPreview {
    /// The rules allow it and the word list knows every word.
    pub valid: bool,
    /// Why not, when not valid.
    pub reason: Option<String>,
    /// Upper case, as spelt (empty when the rules refuse the shape).
    pub words: Vec<String>,
    /// Words the list lacks (refused at once, or open to challenges in that mode).
    pub unknown: Vec<String>,
    pub money: i32,
    pub stock: i32,
    pub scores: Vec<TycoonWordScore>,
    /// Owed to other players by the bank for this word's cards, in all.
    pub royalties: i32,
    /// The patents it would let me buy.
    pub buyable: Vec<String>,
}

pub(crate) fn letter(c: u8) -> String {
    (c as char).to_string()
}

fn letters(cs: &[u8]) -> Vec<String> {
    cs.iter().map(|&c| letter(c)).collect()
}

/// A card index from the shell.
fn index(n: i32) -> Result<usize, SlovoError> {
    usize::try_from(n).map_err(|_| invalid(Message::new("tycoon-negative-card").with("card", n)))
}

pub(crate) fn word_play(w: &TycoonWord) -> Result<WordPlay, SlovoError> {
    let slots = w
        .slots
        .iter()
        .map(|s| {
            let i = index(s.index)?;
            let source = if s.from_hand {
                Source::Hand(i)
            } else {
                Source::Community(i)
            };
            Ok(if s.copy {
                Slot::Copy(source)
            } else {
                Slot::Card(source)
            })
        })
        .collect::<Result<_, SlovoError>>()?;
    Ok(WordPlay {
        slots,
        add_s: w.add_s,
        y_vowel: w.y_vowel,
    })
}

pub(crate) fn card_indices(cards: &[i32]) -> Result<Vec<usize>, SlovoError> {
    cards.iter().map(|&c| index(c)).collect()
}

/// Names in the interface language.
pub(crate) struct Names(Vec<String>);

impl Names {
    pub(crate) fn of(view: &TycoonView) -> Names {
        let stored: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
        Names(display_names(&stored))
    }
    fn get(&self, seat: usize) -> String {
        self.0.get(seat).cloned().unwrap_or_default()
    }
}

fn word_score(w: &WordScore, names: &Names) -> TycoonWordScore {
    TycoonWordScore {
        word: w.word.to_uppercase(),
        money: count_i32(w.money as usize),
        stock: count_i32(w.stock as usize),
        factor: 1 << w.doublers.min(30),
        royalties: w
            .royalties
            .iter()
            .map(|&(p, amount)| TycoonRoyalty {
                player: count_i32(p),
                name: names.get(p),
                amount: count_i32(amount as usize),
            })
            .collect(),
        text: slovo_app::word_text(w, &|p| names.get(p), &catalog()),
    }
}

fn event(e: &TycoonEvent, names: &Names) -> TycoonEventInfo {
    let words = match &e.outcome {
        slovo_tycoon::Outcome::Scored(ws) | slovo_tycoon::Outcome::ChallengeFailed(ws) => {
            ws.iter().map(|w| word_score(w, names)).collect()
        }
        _ => Vec::new(),
    };
    TycoonEventInfo {
        player: count_i32(e.seat),
        name: names.get(e.seat),
        words,
        lines: slovo_app::event_lines(e, &|p| names.get(p), &catalog()),
    }
}

pub(crate) fn events(es: &[TycoonEvent], names: &Names) -> Vec<TycoonEventInfo> {
    es.iter().map(|e| event(e, names)).collect()
}

impl TycoonScreen {
    pub(crate) fn from_app(v: TycoonView) -> TycoonScreen {
        let names = Names::of(&v);
        TycoonScreen {
            game_id: v.id.clone(),
            me: count_i32(v.me),
            players: v
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| TycoonPlayerInfo {
                    name: names.get(i),
                    is_bot: p.is_bot,
                    money: count_i32(p.money as usize),
                    stock: count_i32(p.stock as usize),
                    patents: letters(&p.patents),
                    patent_value: count_i32(p.patent_value as usize),
                    score: count_i32(p.score as usize),
                    hand_size: count_i32(p.hand_size as usize),
                    turns: count_i32(p.turns as usize),
                })
                .collect(),
            hand: letters(&v.hand),
            community: letters(&v.community),
            patents: (b'A'..=b'Z')
                .zip(v.owners)
                .map(|(l, owner)| TycoonPatent {
                    letter: letter(l),
                    price: count_i32(patent_price(l) as usize),
                    owner: owner.map(count_i32),
                })
                .collect(),
            current: count_i32(v.current),
            phase: v.phase.into(),
            my_turn: v.my_turn,
            goal: count_i32(v.goal as usize),
            min_patents: v.min_patents.map(count_i32),
            final_round: v.final_round,
            finished: v.finished,
            deck_size: count_i32(v.deck_size as usize),
            discard_size: count_i32(v.discard_size as usize),
            challenge_mode: v.challenge_mode,
            attempts_left: v.attempts_left.map(|n| n.into()),
            pending_words: v.pending_words.iter().map(|w| w.to_uppercase()).collect(),
            buyable: letters(&v.buyable),
            q_available: v.q_available,
            recent: events(&v.recent, &names),
            standings: v
                .standings
                .iter()
                .map(|&(place, p)| TycoonStanding {
                    place: count_i32(place),
                    player: count_i32(p),
                    name: names.get(p),
                    score: v.players.get(p).map_or(0, |s| count_i32(s.score as usize)),
                    // Only a clock takes a seat out, and bots play without one.
                    eliminated: false,
                })
                .collect(),
        }
    }
}

impl TycoonPreview {
    pub(crate) fn of(p: &BuildPreview, me: usize, names: &Names) -> TycoonPreview {
        let scores: Vec<TycoonWordScore> = p.scores.iter().map(|w| word_score(w, names)).collect();
        let royalties = p
            .scores
            .iter()
            .flat_map(|w| &w.royalties)
            .filter(|(o, _)| *o != me)
            .map(|r| r.1 as usize)
            .sum();
        TycoonPreview {
            valid: p.unknown.is_empty(),
            reason: p.unknown.first().map(|w| {
                catalog()
                    .render(&Message::new("tycoon-preview-unknown").with("word", w.to_uppercase()))
            }),
            words: p.words.iter().map(|w| w.to_uppercase()).collect(),
            unknown: p.unknown.iter().map(|w| w.to_uppercase()).collect(),
            money: scores.iter().map(|s| s.money).sum(),
            stock: scores.iter().map(|s| s.stock).sum(),
            scores,
            royalties: count_i32(royalties),
            buyable: letters(&p.buyable),
        }
    }

    pub(crate) fn refused(reason: String) -> TycoonPreview {
        TycoonPreview {
            valid: false,
            reason: Some(reason),
            words: Vec::new(),
            unknown: Vec::new(),
            money: 0,
            stock: 0,
            scores: Vec::new(),
            royalties: 0,
            buyable: Vec::new(),
        }
    }
}
