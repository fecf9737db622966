//! The rules' typed refusals ([`TycoonError`]) as catalog messages: the core names the rule
//! (its `Localize`, shared with the phones), the edge words it in the player's language.

use slovo_i18n::{Localize, Message};
use slovo_tycoon::TycoonError;

/// The message of a refusal (`tycoon-error-*`).
pub fn error_message(e: &TycoonError) -> Message {
    e.message()
}

#[cfg(test)]
mod tests {
    use slovo_i18n::{Arg, Catalog, UiLang};

    use slovo_tycoon::{Phase, Step};

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
