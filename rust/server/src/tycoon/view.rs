//! One player's view of a Tycoon game: their own hand, the public table, the others' hand
//! sizes; and what each move did as that player may see it. Nothing here reads another
//! player's hand, the deck's order or the seed.

use slovo_tycoon::tables::{goal, patent_price};
use slovo_tycoon::{Action, Outcome, Phase, WordScore};

use super::{Entry, Table};
use crate::api::{TycoonEvent, TycoonPlayer, TycoonRecord, TycoonState, TycoonWord};
use crate::games::storage::MoveRow;
use crate::rooms::storage::Seat;

fn letters(cards: &[u8]) -> String {
    cards.iter().map(|&c| c as char).collect()
}

/// What the player in `seat` may see of `table`.
pub fn state(game_id: &str, table: &Table, seat: u8, seats: &[Seat], now: i64) -> TycoonState {
    let game = &table.game;
    let players = game
        .players()
        .iter()
        .enumerate()
        .map(|(p, holdings)| TycoonPlayer {
            seat: p as u8,
            display_name: seats
                .iter()
                .find(|s| s.seat == p as i64)
                .map(|s| s.display_name.clone())
                .unwrap_or_default(),
            money: holdings.money,
            stock: holdings.stock,
            patents: letters(&holdings.patents),
            score: holdings.score(),
            hand_size: holdings.hand.len(),
            eliminated: game.eliminated()[p],
            vacation_until: table.vacation_until(p as u8, now),
        })
        .collect();
    let to_move = game.current() as u8 == seat;
    TycoonState {
        game_id: game_id.to_string(),
        version: table.version(),
        seat,
        mode: table.timing.mode(),
        players,
        current: game.current() as u8,
        phase: match game.phase() {
            Phase::Start => "start",
            Phase::Pending => "pending",
            Phase::AfterWord => "after_word",
            Phase::Penalty => "penalty",
            Phase::Over => "over",
        }
        .to_string(),
        hand: letters(&game.player(seat as usize).hand),
        community: letters(game.community()),
        deck_size: game.deck_len(),
        goal: goal(game.config().players).map_or(0, |g| g.0),
        last_round: game.last_round(),
        attempts_left: game.attempts_left().filter(|_| to_move),
        buyable: letters(&game.buyable_patents()),
        winners: if game.is_over() {
            game.winners().into_iter().map(|p| p as u8).collect()
        } else {
            Vec::new()
        },
        clocks: table.clocks(now),
        deadline: table.deadline(),
    }
}

fn word(score: &WordScore) -> TycoonWord {
    TycoonWord {
        word: score.word.clone(),
        money: score.money,
        stock: score.stock,
        doublers: score.doublers,
        royalties: score.royalties.iter().map(|&(p, d)| (p as u8, d)).collect(),
    }
}

/// What the move by `mover` did, as `viewer` may see it.
pub fn records(mover: u8, entry: &Entry, outcome: &Outcome, viewer: u8) -> Vec<TycoonRecord> {
    let mut out = Vec::new();
    match entry {
        Entry::TimeOut => out.push(TycoonRecord::TimedOut),
        Entry::Act(Action::BuyPatent { letter }) => out.push(TycoonRecord::Patent {
            letter: *letter as char,
            price: patent_price(*letter),
        }),
        Entry::Act(Action::QReplace { .. }) => out.push(TycoonRecord::Replaced),
        Entry::Act(Action::Finish { discard } | Action::Exchange { discard }) => {
            out.push(TycoonRecord::Discarded {
                cards: discard.len(),
            })
        }
        Entry::Act(Action::PenaltyDiscard { .. }) => out.push(TycoonRecord::Discarded { cards: 1 }),
        Entry::Act(Action::Build { .. } | Action::Accept | Action::Challenge { .. }) => {}
    }
    match outcome {
        Outcome::Scored(scores) | Outcome::ChallengeFailed(scores) => {
            out.push(TycoonRecord::Scored {
                words: scores.iter().map(word).collect(),
            })
        }
        Outcome::Rejected {
            word,
            attempts_left,
        } => out.push(TycoonRecord::Refused {
            // The refused letters came from the mover's hand: theirs alone.
            word: (mover == viewer).then(|| word.clone()),
            attempts_left: *attempts_left,
        }),
        Outcome::ChallengeUpheld { .. } => out.push(TycoonRecord::Refused {
            word: None,
            attempts_left: 0,
        }),
        Outcome::GameOver => out.push(TycoonRecord::GameOver),
        Outcome::Done | Outcome::Pending => {}
    }
    out
}

/// The events of `rows` (the log after some version) up to the table's version, as `viewer`
/// sees them.
pub fn events(table: &Table, rows: &[MoveRow], viewer: u8) -> Vec<TycoonEvent> {
    rows.iter()
        .filter(|row| row.version >= 1 && row.version <= table.version())
        .map(|row| {
            let (mover, entry, outcome) = &table.moves[row.version as usize - 1];
            TycoonEvent {
                version: row.version,
                seat: *mover,
                move_id: row.move_id.clone(),
                records: records(*mover, entry, outcome, viewer),
            }
        })
        .collect()
}
