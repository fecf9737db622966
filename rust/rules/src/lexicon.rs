//! How the rules ask about words and legal plays without knowing where the answers come from.

use std::collections::HashSet;

use crate::board::Board;
use crate::preset::Rules;
use crate::tiles::Kind;

/// A word list. Words are lower-case NFC strings of tile faces concatenated (RULES.md §1).
pub trait Lexicon {
    fn contains(&self, word: &str) -> bool;
}

/// An in-memory word set, for tests and small tools.
#[derive(Debug, Clone, Default)]
pub struct WordSet(HashSet<String>);

impl WordSet {
    pub fn new<I, S>(words: I) -> WordSet
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        WordSet(
            words
                .into_iter()
                .map(|w| w.as_ref().to_lowercase())
                .collect(),
        )
    }
}

impl WordSet {
    /// The words, in no order.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(String::as_str)
    }
}

impl Lexicon for WordSet {
    fn contains(&self, word: &str) -> bool {
        self.0.contains(word)
    }
}

/// Accepts every word: for replaying records made with lexicons Slovo does not ship.
#[derive(Debug, Clone, Copy, Default)]
pub struct AnyWord;

impl Lexicon for AnyWord {
    fn contains(&self, _word: &str) -> bool {
        true
    }
}

/// Answers "does this rack have any legal play on this board?" so the game can end when the
/// bag is empty and nobody can move (RULES.md §4). The move generator implements it.
pub trait PlayFinder {
    fn has_legal_play(&self, board: &Board, rack: &[Kind], rules: &Rules) -> bool;
}

/// What a game consults when it applies an action.
#[derive(Clone, Copy)]
pub struct Referee<'a> {
    pub lexicon: &'a dyn Lexicon,
    /// Without a finder the "no legal play left" ending is not checked.
    pub play_finder: Option<&'a dyn PlayFinder>,
}

impl<'a> Referee<'a> {
    pub fn new(lexicon: &'a dyn Lexicon) -> Referee<'a> {
        Referee {
            lexicon,
            play_finder: None,
        }
    }

    pub fn with_play_finder(mut self, finder: &'a dyn PlayFinder) -> Referee<'a> {
        self.play_finder = Some(finder);
        self
    }
}
