//! The rules' typed refusals as catalog messages (slovo-i18n, `tycoon-error-*`): the core
//! names the rule, every front end (the terminal, the phones) words it in the reader's
//! language through the same keys.

use slovo_i18n::{Localize, Message};

use crate::error::TycoonError;
use crate::game::{Phase, Step};

impl Localize for TycoonError {
    fn message(&self) -> Message {
        error_message(self)
    }
}

/// The message of a refusal (`tycoon-error-*`).
fn error_message(e: &TycoonError) -> Message {
    let m = Message::new;
    let letter = |key, l: &char| m(key).with("letter", l.to_string());
    match e {
        TycoonError::PlayerCount(n) => m("tycoon-error-player-count").with("count", *n),
        TycoonError::GameOver => m("tycoon-error-game-over"),
        TycoonError::WrongPhase { action, phase } => m("tycoon-error-wrong-phase")
            .with("action", step_message(*action))
            .with("phase", phase_message(*phase)),
        // Cards are counted from 1 on screen.
        TycoonError::NoHandCard(i) => m("tycoon-error-no-hand-card").with("card", i + 1),
        TycoonError::NoCommunityCard(i) => m("tycoon-error-no-community-card").with("card", i + 1),
        TycoonError::CardUsedTwice => m("tycoon-error-card-used-twice"),
        TycoonError::TooShort => m("tycoon-error-too-short"),
        TycoonError::NoCardFromHand => m("tycoon-error-no-card-from-hand"),
        TycoonError::NoWord => m("tycoon-error-no-word"),
        TycoonError::NeedsV => m("tycoon-error-needs-v"),
        TycoonError::TooManyWords => m("tycoon-error-too-many-words"),
        TycoonError::NeedsX => m("tycoon-error-needs-x"),
        TycoonError::XUsedTwice => m("tycoon-error-x-used-twice"),
        TycoonError::CopyOfUnplayedCard => m("tycoon-error-copy-of-unplayed-card"),
        TycoonError::NeedsZ => m("tycoon-error-needs-z"),
        TycoonError::ZUsedTwice => m("tycoon-error-z-used-twice"),
        TycoonError::NeedsQ => m("tycoon-error-needs-q"),
        TycoonError::QUsedTwice => m("tycoon-error-q-used-twice"),
        TycoonError::NotALetter(c) => letter("tycoon-error-not-a-letter", c),
        TycoonError::PatentOwned(c) => letter("tycoon-error-patent-owned", c),
        TycoonError::PatentNotPlayed(c) => letter("tycoon-error-patent-not-played", c),
        TycoonError::CannotAfford {
            letter: l,
            price,
            money,
        } => letter("tycoon-error-cannot-afford", l)
            .with("price", *price)
            .with("money", *money),
        TycoonError::PatentAlreadyBought => m("tycoon-error-patent-already-bought"),
        TycoonError::NotChallengeMode => m("tycoon-error-not-challenge-mode"),
        TycoonError::NoPlayer(p) => m("tycoon-error-no-player").with("player", p + 1),
        TycoonError::OwnChallenge => m("tycoon-error-own-challenge"),
        TycoonError::EmptyHand => m("tycoon-error-empty-hand"),
    }
}

fn step_message(step: Step) -> Message {
    Message::new(match step {
        Step::QReplace => "tycoon-step-q-replace",
        Step::Build => "tycoon-step-build",
        Step::Answer => "tycoon-step-answer",
        Step::BuyPatent => "tycoon-step-buy-patent",
        Step::Finish => "tycoon-step-finish",
        Step::Exchange => "tycoon-step-exchange",
        Step::PenaltyDiscard => "tycoon-step-penalty-discard",
    })
}

fn phase_message(phase: Phase) -> Message {
    Message::new(match phase {
        Phase::Start => "tycoon-phase-start",
        Phase::Pending => "tycoon-phase-pending",
        Phase::AfterWord => "tycoon-phase-after-word",
        Phase::Penalty => "tycoon-phase-penalty",
        Phase::Over => "tycoon-phase-over",
    })
}
