//! Online Tycoon (seed 002): the game family of a room, one player's view of a Tycoon game
//! (only their own hand; the deck's order and the seed never leave the server), moves and
//! what happened, as the other players may see it.

use serde::{Deserialize, Serialize};

use crate::Mode;

/// Which game a room, a seek or a game plays. Rooms and seeks without one are word games,
/// so older clients keep working.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameFamily {
    #[default]
    Word,
    Tycoon,
}

impl GameFamily {
    pub fn name(self) -> &'static str {
        match self {
            GameFamily::Word => "word",
            GameFamily::Tycoon => "tycoon",
        }
    }

    /// The family named by [`GameFamily::name`].
    pub fn from_name(name: &str) -> Option<GameFamily> {
        [GameFamily::Word, GameFamily::Tycoon]
            .into_iter()
            .find(|f| f.name() == name)
    }

    pub fn is_word(&self) -> bool {
        *self == GameFamily::Word
    }
}

/// One seat of a Tycoon game, as everyone sees it: holdings, never the cards in hand.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TycoonPlayer {
    pub seat: u8,
    pub display_name: String,
    pub money: u32,
    pub stock: u32,
    /// The letters whose patents the player owns, in purchase order.
    pub patents: String,
    /// Money + stock + patent values.
    pub score: u32,
    pub hand_size: usize,
    /// Out of the game (timed out): their cards went back to the deck, their patents were
    /// released.
    pub eliminated: bool,
    /// While the player is on vacation (daily games): when it ends (Unix ms); their
    /// deadlines wait.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation_until: Option<i64>,
}

/// `GET /v1/tycoon/{id}`: one player's view of a Tycoon game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TycoonState {
    pub game_id: String,
    pub version: i64,
    /// The asking player's seat.
    pub seat: u8,
    pub mode: Mode,
    pub players: Vec<TycoonPlayer>,
    /// The seat to move.
    pub current: u8,
    /// `start`, `after_word`, `penalty` or `over`.
    pub phase: String,
    /// The asking player's own cards, in hand order (moves name them by index).
    pub hand: String,
    /// The face-up community cards, in order.
    pub community: String,
    pub deck_size: usize,
    /// The patent value that starts the final round.
    pub goal: u32,
    pub last_round: bool,
    /// The player to move: word attempts left this turn.
    pub attempts_left: Option<u8>,
    /// The player to move, after a word: the patents they may buy now.
    pub buyable: String,
    /// Once over: the winning seats.
    pub winners: Vec<u8>,
    /// Quick games: each seat's time left (ms).
    pub clocks: Option<Vec<i64>>,
    /// Daily games: when the player to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
}

/// `POST /v1/tycoon/{id}/moves`: a Tycoon action with the client's id and the version it saw.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubmitTycoonMove {
    /// The client's id for this move: its idempotency key (1 to 64 characters).
    pub move_id: String,
    pub expected_version: i64,
    #[serde(rename = "move")]
    pub mv: slovo_tycoon::Action,
}

/// A scored word, as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TycoonWord {
    pub word: String,
    pub money: u32,
    pub stock: u32,
    pub doublers: u32,
    /// (seat, dollars) the bank paid to patent owners.
    pub royalties: Vec<(u8, u32)>,
}

/// What one move did, as the asking player may see it: a refused word's letters and the
/// cards discarded are the mover's alone; the others learn only how many.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TycoonRecord {
    Scored {
        words: Vec<TycoonWord>,
    },
    /// A word the lexicon lacks: `word` only for the mover.
    Refused {
        word: Option<String>,
        attempts_left: u8,
    },
    Patent {
        letter: char,
        price: u32,
    },
    /// Cards discarded (after a word, instead of one, or as the penalty) and drawn again.
    Discarded {
        cards: usize,
    },
    /// The Q patent's replacement of one card.
    Replaced,
    /// The server's clock ran out for the seat: eliminated.
    TimedOut,
    GameOver,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TycoonEvent {
    pub version: i64,
    pub seat: u8,
    pub move_id: String,
    pub records: Vec<TycoonRecord>,
}

/// The answer to an accepted Tycoon move (the same again for a retry with its id).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TycoonMoveAccepted {
    pub game_id: String,
    pub version: i64,
    pub move_id: String,
    pub records: Vec<TycoonRecord>,
    pub state: TycoonState,
}

/// `GET /v1/tycoon/{id}/events?since=V`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TycoonEventsPage {
    pub game_id: String,
    pub version: i64,
    pub events: Vec<TycoonEvent>,
    /// Once the game is over: the rematch offered after it, if any (as in a word game's
    /// events page; Tycoon games have no event stream to carry it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<crate::RematchInfo>,
}
