//! What the player types, read against the game into a rules [`Action`]: `word CAT [DOG]`,
//! `exchange LETTERS`, `pass`, `q LETTER`, `buy LETTER`, `done [LETTERS]`, `penalty LETTER`,
//! `challenge`, `accept`, `help`, `quit`. Command words are English in every interface
//! language, as `slovo play`'s.

use slovo_app::AppError;
use slovo_i18n::{Localize, Message};
use slovo_tycoon::{Action, Slot, Source, TycoonError, WordPlay};

use super::messages::error_message;

/// One line of input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Act(Action),
    Help,
    /// Save and leave.
    Quit,
}

/// Why a line changed nothing.
#[derive(Debug, Clone, PartialEq)]
pub enum CmdError {
    /// The rules refuse it.
    Rules(TycoonError),
    /// It is not the human's to make now (a bot's turn, or my word waits for the bots).
    NotYourTurn,
    /// The app could not carry it out (its store): its message.
    App(Message),
    /// `exchange` without cards: say which, or `pass`.
    EmptyExchange,
    /// These typed letters are not (all) in the hand.
    NotInHand(String),
    /// The hand and the community together lack a letter of this word.
    CannotSpell(String),
    /// The command needs a letter: `buy`, `q`, `penalty`.
    WhichLetter(&'static str),
    /// `*` (the X patent's copy) repeats the letter before it.
    CopyFirst,
    Unknown(String),
}

impl From<TycoonError> for CmdError {
    fn from(e: TycoonError) -> Self {
        CmdError::Rules(e)
    }
}

impl From<AppError> for CmdError {
    fn from(e: AppError) -> Self {
        match e {
            AppError::Tycoon(e) => CmdError::Rules(e),
            AppError::NotHumansTurn => CmdError::NotYourTurn,
            e => CmdError::App(e.message()),
        }
    }
}

impl CmdError {
    /// What to print; `hand` gives the examples real letters, `help` is the commands' text.
    pub fn message(&self, hand: &[u8], help: String) -> Message {
        let m = Message::new;
        let first = hand.first().map_or('E', |&c| c as char);
        match self {
            CmdError::Rules(e) => m("tycoon-refused").with("reason", error_message(e)),
            CmdError::NotYourTurn => m("tycoon-refused").with("reason", m("app-not-humans-turn")),
            CmdError::App(message) => message.clone(),
            CmdError::EmptyExchange => {
                let example: String = hand.iter().take(2).map(|&c| c as char).collect();
                m("tycoon-empty-exchange").with("example", format!("exchange {example}"))
            }
            CmdError::NotInHand(letters) => m("tycoon-not-in-hand")
                .with("letters", letters.as_str())
                .with("hand", spaced(hand)),
            CmdError::CannotSpell(word) => m("tycoon-cannot-spell").with("word", word.as_str()),
            CmdError::WhichLetter(cmd) => {
                m("tycoon-which-letter").with("example", format!("{cmd} {first}"))
            }
            CmdError::CopyFirst => m("tycoon-copy-first"),
            CmdError::Unknown(c) => m("tycoon-unknown-command")
                .with("command", c.as_str())
                .with("help", help),
        }
    }
}

/// Cards as the screens show them: `A E R T`.
pub fn spaced(cards: &[u8]) -> String {
    let letters: Vec<String> = cards.iter().map(|&c| (c as char).to_string()).collect();
    letters.join(" ")
}

/// Reads a non-empty line of the player holding `hand`, with `community` on the table.
pub fn parse(hand: &[u8], community: &[u8], line: &str) -> Result<Command, CmdError> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let Some((&cmd, rest)) = parts.split_first() else {
        return Err(CmdError::Unknown(String::new()));
    };
    let letters: String = rest.concat();
    let one = |name: &'static str| -> Result<usize, CmdError> {
        match hand_indices(hand, &letters)?.as_slice() {
            [i] => Ok(*i),
            _ => Err(CmdError::WhichLetter(name)),
        }
    };
    let action = match cmd.to_ascii_lowercase().as_str() {
        "quit" => return Ok(Command::Quit),
        "help" => return Ok(Command::Help),
        "word" => build(hand, community, rest)?,
        "exchange" if letters.is_empty() => return Err(CmdError::EmptyExchange),
        "exchange" => Action::Exchange {
            discard: hand_indices(hand, &letters)?,
        },
        // Exchanging nothing is the rules' way to pass.
        "pass" => Action::Exchange { discard: vec![] },
        "done" => Action::Finish {
            discard: hand_indices(hand, &letters)?,
        },
        "q" => Action::QReplace { card: one("q")? },
        "penalty" => Action::PenaltyDiscard {
            card: one("penalty")?,
        },
        "buy" => match letters.as_bytes() {
            [c] => Action::BuyPatent {
                letter: c.to_ascii_uppercase(),
            },
            _ => return Err(CmdError::WhichLetter("buy")),
        },
        // Challenge mode: answer another player's word (the app names the challenger).
        "challenge" => Action::Challenge { by: 0 },
        "accept" => Action::Accept,
        _ => return Err(CmdError::Unknown(line.trim().to_string())),
    };
    Ok(Command::Act(action))
}

/// Positions in the hand of the typed letters, each card once.
fn hand_indices(hand: &[u8], typed: &str) -> Result<Vec<usize>, CmdError> {
    let mut used = vec![false; hand.len()];
    typed
        .chars()
        .map(|c| {
            let c = c.to_ascii_uppercase();
            let i = (0..hand.len())
                .find(|&i| !used[i] && char::from(hand[i]) == c)
                .ok_or_else(|| CmdError::NotInHand(typed.to_uppercase()))?;
            used[i] = true;
            Ok(i)
        })
        .collect()
}

/// `word CAT [DOG] [y]`: the words' letters taken from the hand first, then the community;
/// `*` repeats the letter before it (X), `+S` adds an S (Z), a final `y` counts Y as a vowel.
fn build(hand: &[u8], community: &[u8], rest: &[&str]) -> Result<Action, CmdError> {
    let y_vowel = rest.len() > 1 && rest.last().is_some_and(|s| s.eq_ignore_ascii_case("y"));
    let words = if y_vowel {
        &rest[..rest.len() - 1]
    } else {
        rest
    };
    if words.is_empty() {
        return Err(TycoonError::NoWord.into());
    }
    let mut used_hand = vec![false; hand.len()];
    let mut used_community = vec![false; community.len()];
    let mut plays = Vec::new();
    for word in words {
        let upper = word.to_uppercase();
        let (body, add_s) = match upper.strip_suffix("+S") {
            Some(body) => (body, true),
            None => (upper.as_str(), false),
        };
        let mut slots = Vec::new();
        let mut last: Option<Source> = None;
        for c in body.chars() {
            if c == '*' {
                slots.push(Slot::Copy(last.ok_or(CmdError::CopyFirst)?));
                continue;
            }
            let free = |cards: &[u8], used: &[bool]| {
                (0..cards.len()).find(|&i| !used[i] && char::from(cards[i]) == c)
            };
            let source = if let Some(i) = free(hand, &used_hand) {
                used_hand[i] = true;
                Source::Hand(i)
            } else if let Some(i) = free(community, &used_community) {
                used_community[i] = true;
                Source::Community(i)
            } else {
                return Err(CmdError::CannotSpell(upper.clone()));
            };
            last = Some(source);
            slots.push(Slot::Card(source));
        }
        plays.push(WordPlay {
            slots,
            add_s,
            y_vowel,
        });
    }
    Ok(Action::Build { words: plays })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HAND: &[u8] = b"CATSDOY";
    const COMMUNITY: &[u8] = b"RET";

    fn parse(line: &str) -> Result<Command, CmdError> {
        super::parse(HAND, COMMUNITY, line)
    }

    fn act(line: &str) -> Action {
        match parse(line) {
            Ok(Command::Act(a)) => a,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn words_take_hand_cards_first_then_the_community() {
        let Action::Build { words } = act("word cater") else {
            panic!()
        };
        use Source::*;
        let real: Vec<Slot> = [Hand(0), Hand(1), Hand(2), Community(1), Community(0)]
            .map(Slot::Card)
            .to_vec();
        assert_eq!(words[0].slots, real);
        let Action::Build { words } = act("word T*OY+s y") else {
            panic!()
        };
        assert_eq!(words[0].slots[1], Slot::Copy(Hand(2)));
        assert!(words[0].add_s && words[0].y_vowel);
        assert_eq!(
            parse("word cazz"),
            Err(CmdError::CannotSpell("CAZZ".into()))
        );
        assert_eq!(parse("word *at"), Err(CmdError::CopyFirst));
        assert_eq!(parse("word"), Err(CmdError::Rules(TycoonError::NoWord)));
    }

    #[test]
    fn card_commands_name_hand_cards() {
        assert_eq!(parse("exchange"), Err(CmdError::EmptyExchange));
        assert_eq!(
            act("exchange c s"),
            Action::Exchange {
                discard: vec![0, 3]
            }
        );
        assert_eq!(act("pass"), Action::Exchange { discard: vec![] });
        assert_eq!(parse("exchange zz"), Err(CmdError::NotInHand("ZZ".into())));
        assert_eq!(act("penalty y"), Action::PenaltyDiscard { card: 6 });
        assert_eq!(parse("penalty"), Err(CmdError::WhichLetter("penalty")));
        assert_eq!(parse("penalty ca"), Err(CmdError::WhichLetter("penalty")));
        assert_eq!(act("buy t"), Action::BuyPatent { letter: b'T' });
        assert_eq!(act("done"), Action::Finish { discard: vec![] });
        assert_eq!(parse("QUIT"), Ok(Command::Quit));
        assert_eq!(act("challenge"), Action::Challenge { by: 0 });
        assert_eq!(act("Accept"), Action::Accept);
        assert!(matches!(parse("dance"), Err(CmdError::Unknown(_))));
    }
}
