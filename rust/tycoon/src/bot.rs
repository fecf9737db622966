//! Tycoon bots: easy, medium and hard. They find words in hand + community cards by walking
//! prefixes of the lexicon, try the powers they own (V, X, Z, Q), score each candidate on a
//! copy of the game, and weigh money, stock, royalties handed to opponents and patents.
//! Deterministic per seed.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::game::{
    Action, AnyWord, Config, Game, Outcome, Phase, Slot, Source, WordCheck, WordPlay, WordSet,
};
use crate::tables::{card_count, is_fixed_vowel, patent_price};

/// A word list that can also say whether a prefix starts some word (lower case).
pub trait BotLexicon: WordCheck {
    fn has_prefix(&self, prefix: &str) -> bool;
}

impl BotLexicon for WordSet {
    fn has_prefix(&self, prefix: &str) -> bool {
        // Small sets only (tests): a scan is fine.
        self.words().any(|w| w.starts_with(prefix))
    }
}

/// Bot strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }
}

/// Most candidate words kept from one search.
const MAX_CANDIDATES: usize = 400;

/// A bot for one seat.
#[derive(Debug, Clone)]
pub struct Bot {
    pub level: Level,
    rng: ChaCha8Rng,
}

struct Search<'a> {
    lex: &'a dyn BotLexicon,
    cards: Vec<(Source, u8)>,
    x: bool,
    z: bool,
    out: Vec<WordPlay>,
}

impl Search<'_> {
    fn walk(&mut self, used: u16, slots: &mut Vec<Slot>, text: &mut String, copied: bool) {
        if self.out.len() >= MAX_CANDIDATES {
            return;
        }
        let real = slots.iter().filter(|s| matches!(s, Slot::Card(_))).count();
        let from_hand = slots
            .iter()
            .any(|s| matches!(s, Slot::Card(Source::Hand(_))));
        if real >= 3 && from_hand {
            if self.lex.contains(text) {
                self.out.push(WordPlay {
                    slots: slots.clone(),
                    add_s: false,
                    y_vowel: false,
                });
            }
            if self.z && !text.ends_with('s') {
                text.push('s');
                if self.lex.contains(text) {
                    self.out.push(WordPlay {
                        slots: slots.clone(),
                        add_s: true,
                        y_vowel: false,
                    });
                }
                text.pop();
            }
        }
        let mut tried: Vec<(u8, bool)> = Vec::new();
        for i in 0..self.cards.len() {
            if used & (1 << i) != 0 {
                continue;
            }
            let (src, c) = self.cards[i];
            let key = (c, matches!(src, Source::Hand(_)));
            if tried.contains(&key) {
                continue;
            }
            tried.push(key);
            text.push(c.to_ascii_lowercase() as char);
            if self.lex.has_prefix(text) {
                slots.push(Slot::Card(src));
                self.walk(used | (1 << i), slots, text, copied);
                slots.pop();
            }
            text.pop();
        }
        if self.x && !copied {
            let mut tried: Vec<u8> = Vec::new();
            for i in 0..self.cards.len() {
                let (src, c) = self.cards[i];
                if used & (1 << i) == 0 || tried.contains(&c) {
                    continue;
                }
                tried.push(c);
                text.push(c.to_ascii_lowercase() as char);
                if self.lex.has_prefix(text) {
                    slots.push(Slot::Copy(src));
                    self.walk(used, slots, text, true);
                    slots.pop();
                }
                text.pop();
            }
        }
    }
}

/// Every word the current player can build from hand + community (one word, powers X and Z
/// as owned). Y is left as consonant; the bot tries both declarations when scoring.
pub fn find_words(game: &Game, lex: &dyn BotLexicon, use_powers: bool) -> Vec<WordPlay> {
    let me = game.current();
    let mut cards: Vec<(Source, u8)> = game
        .player(me)
        .hand
        .iter()
        .enumerate()
        .map(|(i, &c)| (Source::Hand(i), c))
        .collect();
    cards.extend(
        game.community()
            .iter()
            .enumerate()
            .map(|(i, &c)| (Source::Community(i), c)),
    );
    let mut s = Search {
        lex,
        cards,
        x: use_powers && game.owns(me, b'X'),
        z: use_powers && game.owns(me, b'Z'),
        out: Vec::new(),
    };
    s.walk(0, &mut Vec::new(), &mut String::new(), false);
    s.out
}

fn real_sources(w: &WordPlay) -> impl Iterator<Item = Source> + '_ {
    w.slots.iter().filter_map(|s| match s {
        Slot::Card(src) => Some(*src),
        Slot::Copy(_) => None,
    })
}

/// Result of trying a build on a copy of the game.
struct Trial {
    words: Vec<WordPlay>,
    gain: f64,
}

impl Bot {
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot {
            level,
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x7459_636f_6f6e),
        }
    }

    /// How far the bot's generator has run: with its level and seed, all a saved game
    /// needs to bring the bot back as it was ([`Bot::resume`]).
    pub fn rng_position(&self) -> u128 {
        self.rng.get_word_pos()
    }

    /// The bot of `Bot::new(level, seed)` after its generator ran to `position`.
    pub fn resume(level: Level, seed: u64, position: u128) -> Bot {
        let mut bot = Bot::new(level, seed);
        bot.rng.set_word_pos(position);
        bot
    }

    fn trial(&self, game: &Game, words: Vec<WordPlay>) -> Option<Trial> {
        let me = game.current();
        let mut best: Option<Trial> = None;
        let has_y = words
            .iter()
            .any(|w| game.spell(w).is_ok_and(|t| t.contains('y')));
        let ys: &[bool] = if has_y { &[false, true] } else { &[false] };
        for &y in ys {
            let mut ws = words.clone();
            for w in &mut ws {
                w.y_vowel = y;
            }
            let mut g = game.clone();
            let Ok(Outcome::Scored(scores)) =
                g.apply(Action::Build { words: ws.clone() }, &AnyWord)
            else {
                continue;
            };
            let mut gain = 0.0;
            for s in &scores {
                gain += f64::from(s.money + s.stock);
                if self.level == Level::Hard {
                    let roy: u32 = s
                        .royalties
                        .iter()
                        .filter(|(o, _)| *o != me)
                        .map(|r| r.1)
                        .sum();
                    gain -= f64::from(roy);
                }
            }
            if self.level == Level::Hard
                && let Some(l) = self.patent_choice(&g)
            {
                gain += 0.3 * self.patent_utility(&g, l);
            }
            if best.as_ref().is_none_or(|b| gain > b.gain) {
                best = Some(Trial { words: ws, gain });
            }
        }
        best
    }

    fn patent_utility(&self, game: &Game, letter: u8) -> f64 {
        let price = f64::from(patent_price(letter));
        match self.level {
            Level::Hard => {
                let power = if b"BJKQVXZ".contains(&letter) {
                    2.0
                } else {
                    0.0
                };
                let players = game.players().len() as f64;
                price + power + f64::from(card_count(letter)) * 0.25 * (players - 1.0)
            }
            _ => price,
        }
    }

    /// The patent this bot would buy now (phase AfterWord), if any.
    fn patent_choice(&self, game: &Game) -> Option<u8> {
        let me = game.current();
        let money = game.player(me).money;
        let mut options: Vec<u8> = game
            .played_this_turn()
            .iter()
            .copied()
            .filter(|&l| game.owner(l).is_none() && patent_price(l) <= money)
            .collect();
        options.sort_unstable();
        options.dedup();
        options.into_iter().max_by(|&a, &b| {
            self.patent_utility(game, a)
                .total_cmp(&self.patent_utility(game, b))
                .then(b.cmp(&a))
        })
    }

    /// Challenge mode: whether this bot, in seat `seat`, challenges the pending word(s).
    /// Medium and hard bots challenge any word missing from their lexicon; easy bots never do.
    pub fn challenges(&self, game: &Game, seat: usize, lex: &dyn BotLexicon) -> bool {
        seat != game.current()
            && self.level != Level::Easy
            && game
                .pending_words()
                .is_some_and(|ws| ws.iter().any(|w| !lex.contains(w)))
    }

    /// The next action for the current player (the bot's seat).
    pub fn next_action(&mut self, game: &Game, lex: &dyn BotLexicon) -> Action {
        let me = game.current();
        let hand = &game.player(me).hand;
        match game.phase() {
            Phase::Pending => Action::Accept,
            Phase::Penalty => Action::PenaltyDiscard {
                card: worst_card(hand),
            },
            Phase::AfterWord => {
                if !game.patent_bought_this_turn() {
                    let buy = match self.level {
                        Level::Easy => self.rng.random_bool(0.5),
                        _ => true,
                    };
                    if buy && let Some(l) = self.patent_choice(game) {
                        return Action::BuyPatent { letter: l };
                    }
                }
                let discard = match self.level {
                    Level::Hard => excess_cards(hand),
                    _ => Vec::new(),
                };
                Action::Finish { discard }
            }
            Phase::Over => Action::Accept,
            Phase::Start => {
                if self.level == Level::Hard && game.owns(me, b'Q') && !game.q_used_this_turn() {
                    let w = worst_card(hand);
                    if hand.get(w).is_some_and(|&c| b"JKQXZV".contains(&c)) {
                        return Action::QReplace { card: w };
                    }
                }
                let powers = self.level != Level::Easy;
                let found = find_words(game, lex, powers);
                if found.is_empty() {
                    return Action::Exchange {
                        discard: self.exchange_choice(hand),
                    };
                }
                if self.level == Level::Easy {
                    let short: Vec<&WordPlay> =
                        found.iter().filter(|w| w.slots.len() <= 4).collect();
                    let pick = short.choose(&mut self.rng).copied().unwrap_or(&found[0]);
                    return Action::Build {
                        words: vec![pick.clone()],
                    };
                }
                let mut trials: Vec<Trial> = found
                    .into_iter()
                    .filter_map(|w| self.trial(game, vec![w]))
                    .collect();
                trials.sort_by(|a, b| b.gain.total_cmp(&a.gain));
                if game.owns(me, b'V') && trials.len() >= 2 {
                    // Second word from the cards left after the best first words.
                    let mut best_pair: Option<Trial> = None;
                    for first in trials.iter().take(8) {
                        let used: Vec<Source> = real_sources(&first.words[0]).collect();
                        for second in trials.iter().take(60) {
                            let w2 = &second.words[0];
                            if real_sources(w2).any(|s| used.contains(&s)) {
                                continue;
                            }
                            if let Some(t) =
                                self.trial(game, vec![first.words[0].clone(), w2.clone()])
                                && best_pair.as_ref().is_none_or(|b| t.gain > b.gain)
                            {
                                best_pair = Some(t);
                            }
                        }
                    }
                    if let Some(p) = best_pair
                        && p.gain > trials[0].gain
                    {
                        return Action::Build { words: p.words };
                    }
                }
                match trials.into_iter().next() {
                    Some(t) => Action::Build { words: t.words },
                    None => Action::Exchange {
                        discard: self.exchange_choice(hand),
                    },
                }
            }
        }
    }

    fn exchange_choice(&self, hand: &[u8]) -> Vec<usize> {
        if self.level == Level::Easy {
            return (0..hand.len()).collect();
        }
        // Keep up to two vowels and up to three common consonants.
        let mut vowels = 0;
        let mut common = 0;
        let mut discard = Vec::new();
        for (i, &c) in hand.iter().enumerate() {
            if is_fixed_vowel(c) && vowels < 2 {
                vowels += 1;
            } else if b"RSTLNDH".contains(&c) && common < 3 {
                common += 1;
            } else {
                discard.push(i);
            }
        }
        if discard.is_empty() {
            discard = (0..hand.len()).collect();
        }
        discard
    }
}

/// The hardest card to use (rarest letter; vowels last).
fn worst_card(hand: &[u8]) -> usize {
    hand.iter()
        .enumerate()
        .min_by_key(|&(i, &c)| (card_count(c) + if is_fixed_vowel(c) { 20 } else { 0 }, i))
        .map(|(i, _)| i)
        .unwrap_or(0)
}

/// Hard bot's discards after a word: vowels beyond four, and a hand without vowels loses its
/// two rarest consonants.
fn excess_cards(hand: &[u8]) -> Vec<usize> {
    let vowels: Vec<usize> = (0..hand.len())
        .filter(|&i| is_fixed_vowel(hand[i]))
        .collect();
    if vowels.len() > 4 {
        return vowels[4..].to_vec();
    }
    if vowels.is_empty() && hand.len() >= 2 {
        let mut idx: Vec<usize> = (0..hand.len()).collect();
        idx.sort_by_key(|&i| (card_count(hand[i]), i));
        return idx[..2].to_vec();
    }
    Vec::new()
}

/// How a bot-only game ended.
#[derive(Debug, Clone)]
pub struct Finished {
    pub game: Game,
    /// False when the turn cap stopped the game first.
    pub completed: bool,
}

/// Plays a game between bots (one per seat), stopping after `max_turns` turns per player.
pub fn play_bots(
    config: Config,
    levels: &[Level],
    lex: &dyn BotLexicon,
    max_turns: u32,
) -> Finished {
    let mut game = Game::new(config).expect("valid player count");
    let mut bots: Vec<Bot> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| Bot::new(l, config.seed.wrapping_mul(31).wrapping_add(i as u64)))
        .collect();
    while !game.is_over() {
        if game.players().iter().all(|p| p.turns >= max_turns) {
            return Finished {
                game,
                completed: false,
            };
        }
        let me = game.current();
        let n = levels.len();
        let challenger = (1..n)
            .map(|k| (me + k) % n)
            .find(|&p| game.phase() == Phase::Pending && bots[p].challenges(&game, p, lex));
        let action = match challenger {
            Some(by) => Action::Challenge { by },
            None => bots[me].next_action(&game, lex),
        };
        if game.apply(action.clone(), lex).is_err() {
            // A bot bug must not hang the game: fall back to an exchange of nothing.
            let fallback = match game.phase() {
                Phase::AfterWord => Action::Finish { discard: vec![] },
                Phase::Penalty => Action::PenaltyDiscard { card: 0 },
                Phase::Pending => Action::Accept,
                _ => Action::Exchange { discard: vec![] },
            };
            game.apply(fallback, lex).expect("fallback action is legal");
        }
    }
    Finished {
        game,
        completed: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bot brought back from its level, seed and generator position decides as the bot
    /// that kept running (the save file relies on it).
    #[test]
    fn a_resumed_bot_decides_as_the_original() {
        let words = WordSet::new([
            "cat", "act", "tea", "eat", "ate", "tan", "ant", "net", "ten",
        ]);
        let mut game = Game::new(Config::new(9, 2)).unwrap();
        let mut bot = Bot::new(Level::Easy, 3);
        for _ in 0..12 {
            if game.is_over() {
                break;
            }
            let mut resumed = Bot::resume(Level::Easy, 3, bot.rng_position());
            let action = bot.next_action(&game, &words);
            assert_eq!(resumed.next_action(&game, &words), action);
            assert_eq!(resumed.rng_position(), bot.rng_position());
            if game.apply(action, &words).is_err() {
                game.apply(Action::Exchange { discard: vec![] }, &words)
                    .unwrap();
            }
        }
        assert!(bot.rng_position() > 0, "the easy bot never drew");
    }
}
