//! The rules' typed refusals ([`TycoonError`]) as catalog messages: the core names the rule,
//! the edge words it in the player's language.

use slovo_i18n::Message;
use slovo_tycoon::{Phase, Step, TycoonError};

/// The message of a refusal (`tycoon-error-*`).
pub fn error_message(e: &TycoonError) -> Message {
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

pub fn phase_message(phase: Phase) -> Message {
    Message::new(match phase {
        Phase::Start => "tycoon-phase-start",
        Phase::Pending => "tycoon-phase-pending",
        Phase::AfterWord => "tycoon-phase-after-word",
        Phase::Penalty => "tycoon-phase-penalty",
        Phase::Over => "tycoon-phase-over",
    })
}

#[cfg(test)]
mod tests {
    use slovo_i18n::{Arg, Catalog, UiLang};

    use super::*;

    /// One of each variant; the match has no wildcard, so a new variant does not compile
    /// until it is added here (and given a message).
    fn every_error() -> Vec<TycoonError> {
        let mut all = vec![
            TycoonError::PlayerCount(7),
            TycoonError::GameOver,
            TycoonError::NoHandCard(8),
            TycoonError::NoCommunityCard(4),
            TycoonError::CardUsedTwice,
            TycoonError::TooShort,
            TycoonError::NoCardFromHand,
            TycoonError::NoWord,
            TycoonError::NeedsV,
            TycoonError::TooManyWords,
            TycoonError::NeedsX,
            TycoonError::XUsedTwice,
            TycoonError::CopyOfUnplayedCard,
            TycoonError::NeedsZ,
            TycoonError::ZUsedTwice,
            TycoonError::NeedsQ,
            TycoonError::QUsedTwice,
            TycoonError::NotALetter('7'),
            TycoonError::PatentOwned('E'),
            TycoonError::PatentNotPlayed('W'),
            TycoonError::CannotAfford {
                letter: 'T',
                price: 8,
                money: 3,
            },
            TycoonError::PatentAlreadyBought,
            TycoonError::NotChallengeMode,
            TycoonError::NoPlayer(5),
            TycoonError::OwnChallenge,
            TycoonError::EmptyHand,
        ];
        for action in [
            Step::QReplace,
            Step::Build,
            Step::Answer,
            Step::BuyPatent,
            Step::Finish,
            Step::Exchange,
            Step::PenaltyDiscard,
        ] {
            for phase in [
                Phase::Start,
                Phase::Pending,
                Phase::AfterWord,
                Phase::Penalty,
                Phase::Over,
            ] {
                all.push(TycoonError::WrongPhase { action, phase });
            }
        }
        for e in &all {
            covered(e);
        }
        all
    }

    fn covered(e: &TycoonError) {
        match e {
            TycoonError::PlayerCount(_)
            | TycoonError::GameOver
            | TycoonError::WrongPhase { .. }
            | TycoonError::NoHandCard(_)
            | TycoonError::NoCommunityCard(_)
            | TycoonError::CardUsedTwice
            | TycoonError::TooShort
            | TycoonError::NoCardFromHand
            | TycoonError::NoWord
            | TycoonError::NeedsV
            | TycoonError::TooManyWords
            | TycoonError::NeedsX
            | TycoonError::XUsedTwice
            | TycoonError::CopyOfUnplayedCard
            | TycoonError::NeedsZ
            | TycoonError::ZUsedTwice
            | TycoonError::NeedsQ
            | TycoonError::QUsedTwice
            | TycoonError::NotALetter(_)
            | TycoonError::PatentOwned(_)
            | TycoonError::PatentNotPlayed(_)
            | TycoonError::CannotAfford { .. }
            | TycoonError::PatentAlreadyBought
            | TycoonError::NotChallengeMode
            | TycoonError::NoPlayer(_)
            | TycoonError::OwnChallenge
            | TycoonError::EmptyHand => {}
        }
    }

    /// Every refusal reads in every language from that language's own entry: not empty,
    /// not the key, no placeable left, its letters and numbers shown, and no two variants
    /// (outside the phase/step pairs) sharing one text.
    #[test]
    fn every_rules_error_has_a_text_in_every_language() {
        let errors = every_error();
        for lang in UiLang::ALL {
            let catalog = Catalog::new(lang);
            let mut texts = std::collections::BTreeSet::new();
            for e in &errors {
                let m = error_message(e);
                assert!(m.key.starts_with("tycoon-error-"), "{e:?}: {}", m.key);
                assert!(catalog.has(m.key), "{lang} lacks {}", m.key);
                let text = catalog.render(&m);
                assert!(!text.trim().is_empty() && text != m.key, "{lang}: {e:?}");
                assert!(
                    !text.contains("{$") && !text.contains('{'),
                    "{lang}: {text}"
                );
                for (name, arg) in &m.args {
                    match arg {
                        Arg::Text(s) => {
                            assert!(text.contains(s.as_str()), "{lang} ${name}: {text}")
                        }
                        Arg::Number(n) => {
                            assert!(text.contains(&n.to_string()), "{lang} ${name}: {text}")
                        }
                        Arg::Message(inner) => {
                            assert!(catalog.has(inner.key), "{lang} lacks {}", inner.key);
                            let part = catalog.render(inner);
                            assert!(text.contains(&part), "{lang}: {text} lacks {part}");
                        }
                    }
                }
                assert!(texts.insert(text.clone()), "{lang}: {text} twice");
            }
            // Not the English fallback: a translated language says something else.
            if lang != UiLang::En {
                let en = Catalog::new(UiLang::En).render(&error_message(&TycoonError::TooShort));
                assert_ne!(catalog.render(&error_message(&TycoonError::TooShort)), en);
            }
        }
    }
}
