//! Typed errors. Every refused action names the rule it breaks and changes nothing.

use thiserror::Error;

use crate::game::{Phase, Step};

/// An action the Tycoon rules refuse (RULES.md §T, data/tycoon.md).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TycoonError {
    #[error("Tycoon is for 2 to 5 players, not {0}")]
    PlayerCount(usize),
    #[error("the game is over")]
    GameOver,
    #[error("{action} is not allowed now ({phase})")]
    WrongPhase { action: Step, phase: Phase },
    #[error("the hand has no card {0}")]
    NoHandCard(usize),
    #[error("there is no community card {0}")]
    NoCommunityCard(usize),
    #[error("a card can be used only once (the X patent copies one card once)")]
    CardUsedTwice,
    #[error("a word needs at least 3 real cards")]
    TooShort,
    #[error("a word needs at least one card from the hand")]
    NoCardFromHand,
    #[error("no word given")]
    NoWord,
    #[error("two words need the V patent")]
    NeedsV,
    #[error("at most two words (V) a turn")]
    TooManyWords,
    #[error("a copied card needs the X patent")]
    NeedsX,
    #[error("the X patent copies one card once a turn")]
    XUsedTwice,
    #[error("a copy must repeat a card played as a real card this turn")]
    CopyOfUnplayedCard,
    #[error("an added S needs the Z patent")]
    NeedsZ,
    #[error("the Z patent adds one S once a turn")]
    ZUsedTwice,
    #[error("replacing a card before the turn needs the Q patent")]
    NeedsQ,
    #[error("the Q patent replaces one card once a turn")]
    QUsedTwice,
    #[error("{0} is not a letter")]
    NotALetter(char),
    #[error("the patent of {0} is already owned")]
    PatentOwned(char),
    #[error("{0} was not played from a real card this turn")]
    PatentNotPlayed(char),
    #[error("the patent of {letter} costs ${price}, you have ${money}")]
    CannotAfford {
        letter: char,
        price: u32,
        money: u32,
    },
    #[error("at most one patent a turn")]
    PatentAlreadyBought,
    #[error("player challenges are off: validation is automatic")]
    NotChallengeMode,
    #[error("there is no player {0}")]
    NoPlayer(usize),
    #[error("a player cannot challenge their own word")]
    OwnChallenge,
    #[error("the hand is empty: there is no card to discard")]
    EmptyHand,
}
