//! Online Tycoon for the shells: [`slovo_app::App`]'s online Tycoon API as records and
//! methods of [`Slovo`], beside the word games' (`online.rs`).
//!
//! Rooms, seeks, moves, events and sync may talk to the server: they are async and run on a
//! worker thread. The game screen, its kind and a preview read the local copy (no network).
//! The screen is the server's view for this player: my hand, the community, every player's
//! money, stock, patents and hand size; nobody else's hand ever reaches the device. A move is
//! checked against that view before it is queued (`IllegalMove`, `NotYourTurn`: nothing
//! queued); what became of it comes back as an [`OnlineTycoonMoveResult`]. Joining a room
//! (`joinRoom`), polling and cancelling a seek are the word games' calls.

use slovo_app::{OnlineTycoonOutcome, OnlineTycoonRecord, OnlineTycoonView};
use slovo_i18n::{Localize, Message};
use slovo_tycoon::tables::patent_price;
use slovo_tycoon::{Action, BuildPreview, TycoonError, WordScore};

use crate::error::{SlovoError, guard, invalid, said};
use crate::online::{DroppedMove, OnlineGameMode, OnlineRoomInfo, SeekOutcome, SyncResult};
use crate::slovo::Slovo;
use crate::text::catalog;
use crate::tycoon_types::{
    TycoonPatent, TycoonPhase, TycoonPreview, TycoonRoyalty, TycoonStanding, TycoonWord,
    TycoonWordScore, card_indices, letter, word_play,
};
use crate::types::{GameFamily, count_i32};

/// A seat of an online Tycoon game, as everyone sees it (the hand only as a count).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineTycoonPlayer {
    pub seat: i32,
    pub name: String,
    pub money: i32,
    pub stock: i32,
    /// Upper-case letters, in purchase order.
    pub patents: Vec<String>,
    pub patent_value: i32,
    /// Money + stock + patent values.
    pub score: i32,
    pub hand_size: i32,
    /// Out of the game (out of time).
    pub eliminated: bool,
}

/// An online Tycoon game screen, from my last view of it (no network needed). Only my own
/// hand is in it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineTycoonScreen {
    pub game_id: String,
    /// The room code.
    pub code: String,
    pub mode: OnlineGameMode,
    /// My seat.
    pub me: i32,
    /// In seat order.
    pub players: Vec<OnlineTycoonPlayer>,
    /// My cards, by index as `TycoonSlot` and the discards name them.
    pub hand: Vec<String>,
    pub community: Vec<String>,
    /// A to Z.
    pub patents: Vec<TycoonPatent>,
    /// The seat to move.
    pub current: i32,
    pub phase: TycoonPhase,
    /// My turn, and no move of mine waits to be sent.
    pub my_turn: bool,
    pub finished: bool,
    /// Once over: the winning seats.
    pub winners: Vec<i32>,
    /// Once over: every seat's place, best first (players still in, then score, ties to the
    /// higher patent value); empty while the game goes on.
    pub standings: Vec<TycoonStanding>,
    /// The patent value that begins the final round.
    pub goal: i32,
    pub final_round: bool,
    pub deck_size: i32,
    /// My turn: word attempts left.
    pub attempts_left: Option<i32>,
    /// My turn, after a word: the patents I may buy now.
    pub buyable: Vec<String>,
    /// I may replace a card before building (I own the Q patent, phase `Start`).
    pub q_available: bool,
    /// The server's version of the game this view is from.
    pub version: i64,
    /// Daily games: when the player to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    /// Quick games: each seat's milliseconds left when the view was fetched.
    pub clocks: Option<Vec<i64>>,
    /// My moves waiting to be sent.
    pub queued: i32,
    /// My moves of this game the server will never apply, with the reasons.
    pub dropped: Vec<DroppedMove>,
}

/// A Tycoon move of mine in an online game: the actions of the local game, by card index in
/// my hand.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum OnlineTycoonMove {
    /// Build the words (one, or two with the V patent); checked at once: a word the list
    /// lacks is refused on the device (`IllegalMove`) with nothing sent.
    Build { words: Vec<TycoonWord> },
    /// Instead of a word: discard these hand cards and draw as many (none: pass).
    Exchange { discard: Vec<i32> },
    /// Q patent, before building: replace this hand card with one from the deck.
    ReplaceCard { card: i32 },
    /// After my word: buy the patent of `letter` (one of `buyable`).
    BuyPatent { letter: String },
    /// End my turn after a word, discarding these hand cards (any, or none).
    EndTurn { discard: Vec<i32> },
    /// After a lost turn: discard this hand card (phase `Penalty`).
    PenaltyDiscard { card: i32 },
}

/// What became of a Tycoon move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum OnlineTycoonMoveStatus {
    /// The server applied it.
    Sent,
    /// It waits on this device (the server could not be reached) and goes out with a later
    /// sync.
    Queued,
    /// The server will never apply it.
    Dropped,
}

/// What became of a Tycoon move I made.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineTycoonMoveResult {
    pub status: OnlineTycoonMoveStatus,
    /// `Sent`: the game's version now.
    pub version: Option<i64>,
    /// `Queued` and `Dropped`: why.
    pub reason: Option<String>,
    /// `Sent`: what the move did, one line a fact, in the interface language (empty when an
    /// earlier sync had sent it).
    pub lines: Vec<String>,
}

/// One move of an online Tycoon game, as I may see it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineTycoonEventInfo {
    /// The game's version after the move.
    pub version: i64,
    pub player: i32,
    pub name: String,
    /// What it did, one line a fact, in the interface language.
    pub lines: Vec<String>,
}

fn letters(cs: &[u8]) -> Vec<String> {
    cs.iter().map(|&c| letter(c)).collect()
}

fn n32(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

fn name_of(names: &[String], seat: usize) -> String {
    names.get(seat).cloned().unwrap_or_default()
}

fn lines(seat: u8, records: &[OnlineTycoonRecord], names: &[String]) -> Vec<String> {
    slovo_app::online_tycoon_lines(seat, records, &|p| name_of(names, p), &catalog())
}

impl OnlineTycoonScreen {
    fn from_app(v: OnlineTycoonView) -> OnlineTycoonScreen {
        let me = v.players.iter().find(|p| p.seat == v.seat);
        let q_available = v.my_turn
            && v.phase == slovo_tycoon::Phase::Start
            && me.is_some_and(|p| p.patents.contains(&b'Q'));
        OnlineTycoonScreen {
            q_available,
            game_id: v.id,
            code: v.code,
            mode: v.mode.into(),
            me: v.seat.into(),
            players: v
                .players
                .iter()
                .map(|p| OnlineTycoonPlayer {
                    seat: p.seat.into(),
                    name: p.name.clone(),
                    money: n32(p.money),
                    stock: n32(p.stock),
                    patents: letters(&p.patents),
                    patent_value: n32(p.patent_value),
                    score: n32(p.score),
                    hand_size: n32(p.hand_size),
                    eliminated: p.eliminated,
                })
                .collect(),
            hand: letters(&v.hand),
            community: letters(&v.community),
            patents: (b'A'..=b'Z')
                .zip(v.owners.iter().copied().chain(std::iter::repeat(None)))
                .map(|(l, owner)| TycoonPatent {
                    letter: letter(l),
                    price: n32(patent_price(l)),
                    owner: owner.map(i32::from),
                })
                .collect(),
            current: v.current.into(),
            phase: v.phase.into(),
            my_turn: v.my_turn,
            finished: v.finished,
            winners: v.winners.into_iter().map(i32::from).collect(),
            standings: v
                .standings
                .iter()
                .filter_map(|&(place, seat)| {
                    let p = v.players.get(seat)?;
                    Some(TycoonStanding {
                        place: count_i32(place),
                        player: p.seat.into(),
                        name: p.name.clone(),
                        score: n32(p.score),
                        eliminated: p.eliminated,
                    })
                })
                .collect(),
            goal: n32(v.goal),
            final_round: v.final_round,
            deck_size: n32(v.deck_size),
            attempts_left: v.attempts_left.map(i32::from),
            buyable: letters(&v.buyable),
            version: v.version,
            deadline: v.deadline,
            clocks: v.clocks,
            queued: n32(v.queued),
            dropped: v.dropped.into_iter().map(DroppedMove::from).collect(),
        }
    }
}

fn word_score(w: &WordScore, names: &[String]) -> TycoonWordScore {
    TycoonWordScore {
        word: w.word.to_uppercase(),
        money: n32(w.money),
        stock: n32(w.stock),
        factor: 1 << w.doublers.min(30),
        royalties: w
            .royalties
            .iter()
            .map(|&(p, amount)| TycoonRoyalty {
                player: count_i32(p),
                name: name_of(names, p),
                amount: n32(amount),
            })
            .collect(),
        text: slovo_app::word_text(w, &|p| name_of(names, p), &catalog()),
    }
}

/// The local preview record for an online game's word (`TycoonPreview::of` wants a local
/// game's names).
fn preview_of(p: &BuildPreview, me: usize, names: &[String]) -> TycoonPreview {
    let scores: Vec<TycoonWordScore> = p.scores.iter().map(|w| word_score(w, names)).collect();
    let royalties: u32 = p
        .scores
        .iter()
        .flat_map(|w| &w.royalties)
        .filter(|(o, _)| *o != me)
        .map(|r| r.1)
        .sum();
    TycoonPreview {
        valid: p.unknown.is_empty(),
        reason: p.unknown.first().map(|w| {
            catalog().render(&Message::new("tycoon-preview-unknown").with("word", w.to_uppercase()))
        }),
        words: p.words.iter().map(|w| w.to_uppercase()).collect(),
        unknown: p.unknown.iter().map(|w| w.to_uppercase()).collect(),
        money: scores.iter().map(|s| s.money).sum(),
        stock: scores.iter().map(|s| s.stock).sum(),
        scores,
        royalties: n32(royalties),
        buyable: letters(&p.buyable),
    }
}

/// A patent's letter from the shell: one ASCII letter, either case.
fn patent_letter(text: &str) -> Result<u8, SlovoError> {
    let trimmed = text.trim();
    let mut chars = trimmed.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => Ok(c.to_ascii_uppercase() as u8),
        _ => {
            let shown = trimmed.chars().next().unwrap_or(' ');
            Err(SlovoError::InvalidArgument(
                catalog().render(&TycoonError::NotALetter(shown).message()),
            ))
        }
    }
}

impl OnlineTycoonMove {
    fn action(&self) -> Result<Action, SlovoError> {
        let one = |card: i32| -> Result<usize, SlovoError> {
            card_indices(&[card])?
                .first()
                .copied()
                .ok_or_else(|| invalid(Message::new("tycoon-negative-card").with("card", card)))
        };
        Ok(match self {
            OnlineTycoonMove::Build { words } => Action::Build {
                words: words.iter().map(word_play).collect::<Result<_, _>>()?,
            },
            OnlineTycoonMove::Exchange { discard } => Action::Exchange {
                discard: card_indices(discard)?,
            },
            OnlineTycoonMove::ReplaceCard { card } => Action::QReplace { card: one(*card)? },
            OnlineTycoonMove::BuyPatent { letter } => Action::BuyPatent {
                letter: patent_letter(letter)?,
            },
            OnlineTycoonMove::EndTurn { discard } => Action::Finish {
                discard: card_indices(discard)?,
            },
            OnlineTycoonMove::PenaltyDiscard { card } => {
                Action::PenaltyDiscard { card: one(*card)? }
            }
        })
    }
}

/// A count of seats or players from the shell (the server checks the range).
fn seat_count(n: i32, refusal: &'static str) -> Result<u8, SlovoError> {
    u8::try_from(n).map_err(|_| invalid(Message::new(refusal).with("count", n)))
}

/// The display names of an online Tycoon game's seats.
fn names_of(view: &OnlineTycoonView) -> Vec<String> {
    view.players.iter().map(|p| p.name.clone()).collect()
}

#[uniffi::export]
impl Slovo {
    /// Open a Tycoon room for `seats` players (2 to 5); the others join with its code
    /// (`joinRoom`). Quick games give each player `minutes` (3, 5, 10 or 25; null: the
    /// server's default). Tycoon is played in English.
    #[uniffi::method(default(minutes = None))]
    pub async fn create_tycoon_room(
        &self,
        mode: OnlineGameMode,
        seats: i32,
        minutes: Option<u32>,
    ) -> Result<OnlineRoomInfo, SlovoError> {
        let seats = seat_count(seats, "ffi-seats")?;
        self.off_thread(move |app| Ok(app.create_tycoon_room(mode.into(), seats, minutes)?.into()))
            .await
    }

    /// Look for `players - 1` strangers to play Tycoon with, waiting up to `waitMs`: as
    /// `seek` (then `pollSeek`, `cancelSeek`), paired only with other Tycoon seekers.
    #[uniffi::method(default(minutes = None))]
    pub async fn seek_tycoon(
        &self,
        mode: OnlineGameMode,
        players: i32,
        wait_ms: i64,
        minutes: Option<u32>,
    ) -> Result<SeekOutcome, SlovoError> {
        let players = seat_count(players, "ffi-players")?;
        let wait_ms = u64::try_from(wait_ms)
            .map_err(|_| invalid(Message::new("ffi-wait").with("count", wait_ms)))?;
        self.off_thread(move |app| {
            Ok(app
                .seek_tycoon(mode.into(), players, minutes, wait_ms)?
                .into())
        })
        .await
    }

    /// Which game the online game `gameId` plays, from its local copy: to open the right
    /// screen after a join, a match or a push (`UnknownGame` when not on this device).
    pub fn online_game_kind(&self, game_id: String) -> Result<GameFamily, SlovoError> {
        guard(|| Ok(self.app.online_game_kind(game_id.trim())?.into()))
    }

    /// The id of the online Tycoon game named by its id, its room code or a unique id
    /// prefix.
    pub fn find_online_tycoon_game(&self, key: String) -> Result<String, SlovoError> {
        guard(|| Ok(self.app.find_online_tycoon_game(&key)?))
    }

    /// An online Tycoon game's screen from its local copy (no network needed;
    /// `syncOnlineTycoon` freshens it). `UnknownGame` for an id that is not an online Tycoon
    /// game here.
    pub fn online_tycoon_game(&self, game_id: String) -> Result<OnlineTycoonScreen, SlovoError> {
        guard(|| {
            Ok(OnlineTycoonScreen::from_app(
                self.app.online_tycoon_game(game_id.trim())?,
            ))
        })
    }

    /// What building these words would do, from my view (no network): the local game's
    /// preview record. A shape the rules refuse is a preview with its reason; not my turn, or
    /// a move of mine still waiting to be sent, is `NotYourTurn`.
    pub fn preview_online_tycoon(
        &self,
        game_id: String,
        words: Vec<TycoonWord>,
    ) -> Result<TycoonPreview, SlovoError> {
        guard(|| {
            let game_id = game_id.trim();
            let plays = words.iter().map(word_play).collect::<Result<Vec<_>, _>>()?;
            let view = self.app.online_tycoon_game(game_id)?;
            match self.app.preview_online_tycoon(game_id, &plays) {
                Ok(p) => Ok(preview_of(&p, usize::from(view.seat), &names_of(&view))),
                Err(slovo_app::AppError::Tycoon(e)) => Ok(TycoonPreview::refused(said(&e))),
                Err(e) => Err(e.into()),
            }
        })
    }

    /// Make a Tycoon move. Checked against my view first (`IllegalMove`, `NotYourTurn`:
    /// nothing queued), then sent; a daily game's move waits while the server is unreachable
    /// (`Queued`); a quick game's needs the network (`NeedsNetwork`). One move of a game may
    /// wait at a time (`NotYourTurn` for a second one).
    pub async fn play_online_tycoon(
        &self,
        game_id: String,
        action: OnlineTycoonMove,
    ) -> Result<OnlineTycoonMoveResult, SlovoError> {
        let action = action.action()?;
        self.off_thread(move |app| {
            let game_id = game_id.trim();
            let outcome = app.play_online_tycoon(game_id, action)?;
            Ok(match outcome {
                OnlineTycoonOutcome::Sent { version, records } => {
                    let view = app.online_tycoon_game(game_id)?;
                    OnlineTycoonMoveResult {
                        status: OnlineTycoonMoveStatus::Sent,
                        version: Some(version),
                        reason: None,
                        lines: lines(view.seat, &records, &names_of(&view)),
                    }
                }
                OnlineTycoonOutcome::Queued { reason } => OnlineTycoonMoveResult {
                    status: OnlineTycoonMoveStatus::Queued,
                    version: None,
                    reason: Some(reason),
                    lines: Vec::new(),
                },
                OnlineTycoonOutcome::Dropped { reason } => OnlineTycoonMoveResult {
                    status: OnlineTycoonMoveStatus::Dropped,
                    version: None,
                    reason: Some(reason),
                    lines: Vec::new(),
                },
            })
        })
        .await
    }

    /// What each move after version `since` did, as I may see it, said (from the server;
    /// the local copy is brought up to date too). `Offline` when the server cannot be
    /// reached.
    pub async fn online_tycoon_events(
        &self,
        game_id: String,
        since: i64,
    ) -> Result<Vec<OnlineTycoonEventInfo>, SlovoError> {
        self.off_thread(move |app| {
            let game_id = game_id.trim();
            let events = app.online_tycoon_events(game_id, since)?;
            let names = names_of(&app.online_tycoon_game(game_id)?);
            Ok(events
                .into_iter()
                .map(|e| OnlineTycoonEventInfo {
                    version: e.version,
                    player: e.seat.into(),
                    name: name_of(&names, usize::from(e.seat)),
                    lines: lines(e.seat, &e.records, &names),
                })
                .collect())
        })
        .await
    }

    /// Send what waits for one online Tycoon game and fetch its view (`syncNow` does every
    /// game of both families). Being offline is reported in the result, not thrown.
    pub async fn sync_online_tycoon(&self, game_id: String) -> Result<SyncResult, SlovoError> {
        self.off_thread(move |app| Ok(app.sync_online_tycoon(game_id.trim())?.into()))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_from_the_shell_are_checked_before_any_request() {
        let bad = OnlineTycoonMove::Exchange { discard: vec![-1] };
        assert!(matches!(bad.action(), Err(SlovoError::InvalidArgument(_))));
        let bad = OnlineTycoonMove::BuyPatent {
            letter: "AB".into(),
        };
        assert!(matches!(bad.action(), Err(SlovoError::InvalidArgument(_))));
        let buy = OnlineTycoonMove::BuyPatent {
            letter: " q ".into(),
        };
        assert_eq!(buy.action().unwrap(), Action::BuyPatent { letter: b'Q' });
        let pass = OnlineTycoonMove::Exchange { discard: vec![] };
        assert_eq!(pass.action().unwrap(), Action::Exchange { discard: vec![] });
        assert!(matches!(
            seat_count(-2, "ffi-seats"),
            Err(SlovoError::InvalidArgument(_))
        ));
    }

    #[test]
    fn a_place_at_the_end_says_whether_its_seat_was_out() {
        let seat =
            |seat: u8, name: &str, score: u32, eliminated: bool| slovo_app::OnlineTycoonPlayer {
                seat,
                name: name.into(),
                money: score,
                stock: 0,
                patents: Vec::new(),
                patent_value: 0,
                score,
                hand_size: 0,
                eliminated,
            };
        let players = vec![
            seat(0, "Ann", 30, false),
            seat(1, "Bob", 40, true),
            seat(2, "Cy", 20, false),
        ];
        let standings = slovo_tycoon::standings(
            players
                .iter()
                .map(|p| (p.eliminated, p.score, p.patent_value)),
        );
        let view = OnlineTycoonView {
            id: "g-1".into(),
            code: "K7QD2M".into(),
            mode: slovo_app::OnlineMode::Quick,
            seat: 0,
            players,
            hand: Vec::new(),
            community: Vec::new(),
            owners: vec![None; 26],
            current: 0,
            phase: slovo_tycoon::Phase::Over,
            my_turn: false,
            finished: true,
            winners: vec![0],
            standings,
            goal: 26,
            final_round: false,
            deck_size: 0,
            attempts_left: None,
            buyable: Vec::new(),
            version: 9,
            deadline: None,
            clocks: Some(vec![0, 0, 0]),
            queued: 0,
            dropped: Vec::new(),
        };
        let places: Vec<(i32, String, bool)> = OnlineTycoonScreen::from_app(view)
            .standings
            .into_iter()
            .map(|s| (s.place, s.name, s.eliminated))
            .collect();
        // Bob's higher score does not lift him above those still in: last, and marked out.
        assert_eq!(
            places,
            vec![
                (1, "Ann".to_string(), false),
                (2, "Cy".to_string(), false),
                (3, "Bob".to_string(), true),
            ]
        );
    }
}
