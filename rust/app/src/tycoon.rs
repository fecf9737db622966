//! Tycoon (slovo-tycoon, the letter-patent card game) against the device's bots, beside the
//! word games: set up, replayed from the store's log, acted on by the human, played on by the
//! bots, viewed and previewed. Every accepted action is applied to a copy of the game and
//! appended to the log in one transaction before the copy replaces the game; a refused one
//! changes nothing. The English word list judges the words (the seed's game is English).
//!
//! A view holds what the human may see: their own hand, the community cards, every player's
//! money, stock and patents, and only the number of cards in other hands and the deck. The
//! seed (the deck order) stays in the store.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use slovo_engine::Engine;
use slovo_i18n::{Catalog, Message};
use slovo_lexicon::Lexicon;
use slovo_rules::Language;
use slovo_store::{
    AfterMove, MoveRecord, SeatKind, SeatRecord, Status, TycoonRecord, TycoonValidation,
};
use slovo_tycoon::bot::{Bot, BotLexicon, Level};
use slovo_tycoon::tables::{goal, patent_price};
use slovo_tycoon::{
    Action, BuildPreview, Config, Game, Outcome, Phase, TycoonError, Validation, WordCheck,
    WordPlay, WordScore,
};

use crate::{App, AppError, GameKind, GameSummary, Result, new_id, now};

/// The English word list as the Tycoon rules and bots read it (lower-case ASCII words).
pub struct TycoonWords<'a>(pub &'a Lexicon);

impl WordCheck for TycoonWords<'_> {
    fn contains(&self, word: &str) -> bool {
        self.0.contains_normalized(word)
    }
}

impl BotLexicon for TycoonWords<'_> {
    fn has_prefix(&self, prefix: &str) -> bool {
        self.0.has_prefix(prefix)
    }
}

/// How to set up a Tycoon game against bots (the terminal game's options).
#[derive(Debug, Clone)]
pub struct NewTycoonGame {
    pub human_name: String,
    /// One level a bot; 1 to 4 bots (the rules seat 2 to 5 players).
    pub bots: Vec<Level>,
    /// Checked at once (with attempts a turn), or open to challenges.
    pub validation: Validation,
    /// The optional minimum patent count of the goal card.
    pub min_patent_count: bool,
    /// A fresh random seed when None.
    pub seed: Option<u64>,
}

/// One accepted action, with what it did: the log replayed with its outcomes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TycoonEvent {
    /// The seat whose turn it was.
    pub seat: usize,
    pub action: Action,
    pub outcome: Outcome,
    /// What a bought patent cost.
    pub price: u32,
    /// This action began the final round: the patent value the seat reached.
    pub final_round_value: Option<u32>,
}

impl TycoonEvent {
    /// Whether the action ended its seat's turn.
    pub fn ends_turn(&self) -> bool {
        matches!(
            self.action,
            Action::Finish { .. } | Action::Exchange { .. } | Action::PenaltyDiscard { .. }
        )
    }
}

/// A player's holdings as everyone sees them (their hand only as a count).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TycoonPlayer {
    pub name: String,
    pub is_bot: bool,
    pub money: u32,
    pub stock: u32,
    /// Upper-case letters, in purchase order.
    pub patents: Vec<u8>,
    pub patent_value: u32,
    /// Money + stock + patent values.
    pub score: u32,
    pub hand_size: u32,
    pub turns: u32,
}

/// A Tycoon game as the human sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TycoonView {
    pub id: String,
    /// The human's seat.
    pub me: usize,
    pub players: Vec<TycoonPlayer>,
    /// My cards (upper-case letters), in the order actions name them.
    pub hand: Vec<u8>,
    pub community: Vec<u8>,
    /// The owner of each letter's patent, A to Z.
    pub owners: [Option<usize>; 26],
    pub current: usize,
    pub phase: Phase,
    /// I am to act: my turn, or a bot's word waits for my challenge or acceptance.
    pub my_turn: bool,
    /// Patent value that begins the final round, and the goal card's minimum count when on.
    pub goal: u32,
    pub min_patents: Option<usize>,
    pub final_round: bool,
    pub finished: bool,
    pub deck_size: u32,
    /// Cards on the discard pile (how many, not which).
    pub discard_size: u32,
    pub challenge_mode: bool,
    /// Auto validation: attempts left this turn.
    pub attempts_left: Option<u8>,
    /// Challenge mode: the words waiting for an answer.
    pub pending_words: Vec<String>,
    /// The patents I may buy now.
    pub buyable: Vec<u8>,
    /// I own the Q patent and have not used it this turn.
    pub q_available: bool,
    /// What happened since my last turn ended (and in my turn so far).
    pub recent: Vec<TycoonEvent>,
    /// When over: `(place, seat)`, best first (ties share a place).
    pub standings: Vec<(usize, usize)>,
}

/// A Tycoon game in memory: its row, the game and its log's outcomes.
pub(crate) struct LoadedTycoon {
    record: TycoonRecord,
    game: Game,
    events: Vec<TycoonEvent>,
}

pub(crate) type TycoonCache = Mutex<HashMap<String, Arc<Mutex<LoadedTycoon>>>>;

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Hard => "hard",
    }
}

fn config_of(record: &TycoonRecord) -> Config {
    Config {
        seed: record.seed,
        players: record.seats.len(),
        validation: match record.validation {
            TycoonValidation::Auto { attempts } => Validation::Auto { attempts },
            TycoonValidation::Challenge => Validation::Challenge,
        },
        min_patent_count: record.min_patent_count,
    }
}

fn after(game: &Game) -> AfterMove {
    AfterMove {
        status: if game.is_over() {
            Status::Finished
        } else {
            Status::Active
        },
        to_move: (!game.is_over()).then(|| game.current() as u8),
    }
}

/// Applies `action` to `game`, as an event.
fn apply(
    game: &mut Game,
    action: Action,
    words: &dyn WordCheck,
) -> std::result::Result<TycoonEvent, TycoonError> {
    let seat = game.current();
    let was_final = game.last_round();
    let price = match action {
        Action::BuyPatent { letter } if letter.is_ascii_uppercase() => patent_price(letter),
        _ => 0,
    };
    let outcome = game.apply(action.clone(), words)?;
    Ok(TycoonEvent {
        seat,
        action,
        outcome,
        price,
        final_round_value: (game.last_round() && !was_final)
            .then(|| game.player(seat).patent_value()),
    })
}

fn human_seat(record: &TycoonRecord) -> usize {
    record
        .seats
        .iter()
        .position(|s| s.kind == SeatKind::Human)
        .unwrap_or(0)
}

/// Whether the human at `me` is to act: their turn (unless their word waits for the bots'
/// answer), or a bot's word waiting for theirs.
fn humans_turn(game: &Game, me: usize) -> bool {
    !game.is_over() && ((game.current() == me) != (game.phase() == Phase::Pending))
}

/// The bot's decision in this position: a fresh bot seeded by the game, the seat and the
/// log's length, so a resumed game's bots decide as the uninterrupted ones would.
fn bot_action(game: &Game, level: Level, words: &TycoonWords) -> Action {
    let seat = game.current() as u64;
    let seed = game.config().seed.wrapping_mul(31).wrapping_add(seat)
        ^ (game.history().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    Bot::new(level, seed).next_action(game, words)
}

impl App {
    fn tycoon_engine(&self) -> Result<Engine> {
        self.engine(Language::English)
    }

    fn tycoon_loaded(&self, id: &str) -> Result<Arc<Mutex<LoadedTycoon>>> {
        if let Some(l) = self.tycoon.lock().unwrap().get(id) {
            return Ok(l.clone());
        }
        let (record, moves) = {
            let store = self.store();
            let record = store.tycoon_game(id).map_err(|e| match e {
                slovo_store::StoreError::UnknownGame(id) => AppError::UnknownGame(id),
                e => e.into(),
            })?;
            (record, store.tycoon_moves(id)?)
        };
        let engine = self.tycoon_engine()?;
        let words = TycoonWords(engine.lexicon());
        let mut game =
            Game::new(config_of(&record)).map_err(|e| AppError::Corrupt(format!("{id}: {e}")))?;
        let mut events = Vec::with_capacity(moves.len());
        for (i, m) in moves.iter().enumerate() {
            let action: Action = serde_json::from_str(&m.action)
                .map_err(|e| AppError::Corrupt(format!("{id}: move {}: {e}", i + 1)))?;
            let event = apply(&mut game, action, &words)
                .map_err(|e| AppError::Corrupt(format!("{id}: move {}: {e}", i + 1)))?;
            events.push(event);
        }
        let loaded = Arc::new(Mutex::new(LoadedTycoon {
            record,
            game,
            events,
        }));
        self.tycoon
            .lock()
            .unwrap()
            .insert(id.to_string(), loaded.clone());
        Ok(loaded)
    }

    /// Start a Tycoon game against 1–4 bots; returns its id. The human sits first.
    pub fn new_tycoon_game(&self, setup: NewTycoonGame) -> Result<String> {
        if !(1..=4).contains(&setup.bots.len()) {
            return Err(AppError::Tycoon(TycoonError::PlayerCount(
                setup.bots.len() + 1,
            )));
        }
        self.tycoon_engine()?;
        let seed = setup.seed.unwrap_or_else(rand::random);
        let mut seats = vec![SeatRecord {
            seat: 0,
            kind: SeatKind::Human,
            name: setup.human_name.clone(),
            level: None,
        }];
        for (i, &level) in setup.bots.iter().enumerate() {
            seats.push(SeatRecord {
                seat: i as u8 + 1,
                kind: SeatKind::Bot,
                // As word games name their bots: `display_name` says it in the reader's language.
                name: format!("Bot {} ({})", i + 1, level_name(level)),
                level: Some(level_name(level).to_string()),
            });
        }
        let t = now();
        let record = TycoonRecord {
            id: new_id(),
            seed,
            validation: match setup.validation {
                Validation::Auto { attempts } => TycoonValidation::Auto { attempts },
                Validation::Challenge => TycoonValidation::Challenge,
            },
            min_patent_count: setup.min_patent_count,
            status: Status::Active,
            version: 0,
            to_move: Some(0),
            created_at: t,
            updated_at: t,
            seats,
        };
        let game = Game::new(config_of(&record))?;
        self.store().create_tycoon_game(&record)?;
        let id = record.id.clone();
        self.tycoon.lock().unwrap().insert(
            id.clone(),
            Arc::new(Mutex::new(LoadedTycoon {
                record,
                game,
                events: Vec::new(),
            })),
        );
        Ok(id)
    }

    /// Apply one action and persist it; on any error nothing changes.
    fn tycoon_act(
        &self,
        loaded: &mut LoadedTycoon,
        action: Action,
        words: &TycoonWords,
    ) -> Result<TycoonEvent> {
        let mut next = loaded.game.clone();
        let event = apply(&mut next, action, words)?;
        let mv = MoveRecord {
            seq: 0,
            move_id: new_id(),
            action: serde_json::to_string(&event.action).expect("actions serialize"),
            created_at: now(),
        };
        let after = after(&next);
        let version = self.store().append_tycoon_move(
            &loaded.record.id,
            loaded.record.version,
            &mv,
            after,
        )?;
        loaded.record.version = version;
        loaded.record.status = after.status;
        loaded.record.to_move = after.to_move;
        loaded.record.updated_at = mv.created_at;
        loaded.game = next;
        loaded.events.push(event.clone());
        Ok(event)
    }

    /// The human's action: a build, a patent, the end of the turn with discards, an
    /// exchange, the penalty discard, the Q replacement; in challenge mode also accepting or
    /// challenging a bot's word (`Action::Challenge`'s `by` is set to the human's seat).
    /// Refused (nothing changes) when it is not the human's to make or the rules say no.
    pub fn tycoon_move(&self, id: &str, action: Action) -> Result<TycoonEvent> {
        let loaded = self.tycoon_loaded(id)?;
        let mut loaded = loaded.lock().unwrap();
        let me = human_seat(&loaded.record);
        let game = &loaded.game;
        if game.is_over() {
            return Err(TycoonError::GameOver.into());
        }
        let answering = matches!(action, Action::Accept | Action::Challenge { .. });
        let action = match action {
            Action::Challenge { .. } => Action::Challenge { by: me },
            a => a,
        };
        // A word of mine waiting for challenges is the bots' to answer; anything else is mine
        // only on my turn.
        let mine = if answering {
            game.phase() != Phase::Pending || game.current() != me
        } else {
            game.current() == me
        };
        if !mine {
            return Err(AppError::NotHumansTurn);
        }
        let engine = self.tycoon_engine()?;
        self.tycoon_act(&mut loaded, action, &TycoonWords(engine.lexicon()))
    }

    /// Let the bots act until the human is to act or the game ends; returns what they did.
    /// In challenge mode a bot challenges the human's word when its lexicon lacks a word of
    /// it (easy bots never do), and the human answers the bots' words.
    pub fn run_tycoon_bots(&self, id: &str) -> Result<Vec<TycoonEvent>> {
        let loaded = self.tycoon_loaded(id)?;
        let mut loaded = loaded.lock().unwrap();
        let engine = self.tycoon_engine()?;
        let words = TycoonWords(engine.lexicon());
        let me = human_seat(&loaded.record);
        let levels: Vec<Level> = loaded
            .record
            .seats
            .iter()
            .map(|s| {
                s.level
                    .as_deref()
                    .and_then(Level::parse)
                    .unwrap_or(Level::Medium)
            })
            .collect();
        let mut done = Vec::new();
        while !loaded.game.is_over() {
            let game = &loaded.game;
            let current = game.current();
            let action = if game.phase() == Phase::Pending {
                if current != me {
                    break;
                }
                let n = levels.len();
                (1..n)
                    .map(|k| (current + k) % n)
                    .find(|&p| {
                        p != me
                            && Bot::new(levels[p], game.config().seed).challenges(game, p, &words)
                    })
                    .map_or(Action::Accept, |by| Action::Challenge { by })
            } else if current == me {
                break;
            } else {
                bot_action(game, levels[current], &words)
            };
            let event = match self.tycoon_act(&mut loaded, action, &words) {
                Ok(event) => event,
                // A bot's mistake must not stop the game: the step's plainest action.
                Err(AppError::Tycoon(_)) => {
                    let fallback = match loaded.game.phase() {
                        Phase::AfterWord => Action::Finish { discard: vec![] },
                        Phase::Penalty => Action::PenaltyDiscard { card: 0 },
                        Phase::Pending => Action::Accept,
                        _ => Action::Exchange { discard: vec![] },
                    };
                    self.tycoon_act(&mut loaded, fallback, &words)?
                }
                Err(e) => return Err(e),
            };
            done.push(event);
        }
        Ok(done)
    }

    /// What building `words` would do for the human now (nothing changes): the rules'
    /// refusal as [`AppError::Tycoon`], else the words, unknown ones, payout, royalties and
    /// the patents it would allow buying.
    pub fn tycoon_preview(&self, id: &str, words: &[WordPlay]) -> Result<BuildPreview> {
        let loaded = self.tycoon_loaded(id)?;
        let loaded = loaded.lock().unwrap();
        let me = human_seat(&loaded.record);
        if loaded.game.is_over() {
            return Err(TycoonError::GameOver.into());
        }
        if loaded.game.current() != me {
            return Err(AppError::NotHumansTurn);
        }
        let engine = self.tycoon_engine()?;
        Ok(loaded.game.preview(words, &TycoonWords(engine.lexicon()))?)
    }

    /// The game as the human sees it.
    pub fn tycoon_view(&self, id: &str) -> Result<TycoonView> {
        let loaded = self.tycoon_loaded(id)?;
        let loaded = loaded.lock().unwrap();
        let (record, game) = (&loaded.record, &loaded.game);
        let me = human_seat(record);
        let players = game
            .players()
            .iter()
            .zip(&record.seats)
            .map(|(p, seat)| TycoonPlayer {
                name: seat.name.clone(),
                is_bot: seat.kind == SeatKind::Bot,
                money: p.money,
                stock: p.stock,
                patents: p.patents.clone(),
                patent_value: p.patent_value(),
                score: p.score(),
                hand_size: p.hand.len() as u32,
                turns: p.turns,
            })
            .collect();
        let mut owners = [None; 26];
        for (i, owner) in owners.iter_mut().enumerate() {
            *owner = game.owner(b'A' + i as u8);
        }
        let (goal_value, min) = goal(game.players().len()).unwrap_or((0, 0));
        let my_move = !game.is_over() && game.current() == me;
        let since = loaded
            .events
            .iter()
            .rposition(|e| e.seat == me && e.ends_turn())
            .map_or(0, |i| i + 1);
        Ok(TycoonView {
            id: record.id.clone(),
            me,
            players,
            hand: game.player(me).hand.clone(),
            community: game.community().to_vec(),
            owners,
            current: game.current(),
            phase: game.phase(),
            my_turn: humans_turn(game, me),
            goal: goal_value,
            min_patents: game.config().min_patent_count.then_some(min),
            final_round: game.last_round(),
            finished: game.is_over(),
            deck_size: game.deck_len() as u32,
            discard_size: game.discard_pile().len() as u32,
            challenge_mode: game.config().validation == Validation::Challenge,
            attempts_left: game.attempts_left(),
            pending_words: game.pending_words().unwrap_or_default(),
            buyable: if my_move {
                game.buyable_patents()
            } else {
                Vec::new()
            },
            q_available: my_move
                && game.phase() == Phase::Start
                && game.owns(me, b'Q')
                && !game.q_used_this_turn(),
            recent: loaded.events[since..].to_vec(),
            standings: if game.is_over() {
                game.standings()
            } else {
                Vec::new()
            },
        })
    }

    /// Every action of a game with its outcome, oldest first.
    pub fn tycoon_events(&self, id: &str) -> Result<Vec<TycoonEvent>> {
        let loaded = self.tycoon_loaded(id)?;
        let loaded = loaded.lock().unwrap();
        Ok(loaded.events.clone())
    }

    /// The game's players' names and bot levels as stored (`None` for the human).
    pub fn tycoon_seats(&self, id: &str) -> Result<Vec<(String, Option<Level>)>> {
        let loaded = self.tycoon_loaded(id)?;
        let loaded = loaded.lock().unwrap();
        Ok(loaded
            .record
            .seats
            .iter()
            .map(|s| (s.name.clone(), s.level.as_deref().and_then(Level::parse)))
            .collect())
    }

    /// Delete a Tycoon game, its seats and its log.
    pub fn delete_tycoon_game(&self, id: &str) -> Result<()> {
        let loaded = self.tycoon_loaded(id)?;
        // Wait for bots still thinking on it, then forget it.
        let _held = loaded.lock().unwrap();
        self.store().delete_tycoon_game(id)?;
        self.tycoon.lock().unwrap().remove(id);
        Ok(())
    }

    /// The Tycoon games' lines of the games list.
    pub(crate) fn tycoon_summaries(&self) -> Result<Vec<GameSummary>> {
        let records = self.store().tycoon_games()?;
        let mut out = Vec::with_capacity(records.len());
        for r in records {
            let loaded = self.tycoon_loaded(&r.id)?;
            let loaded = loaded.lock().unwrap();
            let (record, game) = (&loaded.record, &loaded.game);
            let finished = game.is_over();
            out.push(GameSummary {
                id: record.id.clone(),
                language: Language::English.name().to_string(),
                names: record.seats.iter().map(|s| s.name.clone()).collect(),
                scores: game.players().iter().map(|p| p.score() as i32).collect(),
                my_turn: humans_turn(game, human_seat(record)),
                finished,
                updated_at: record.updated_at,
                kind: GameKind::Tycoon,
            });
        }
        Ok(out)
    }
}

/// What an event says, in the catalog's language (`name` names a seat): the words built with
/// their payouts, doublers and royalties, a refusal, a patent bought, the end of a turn; and
/// that the final round began. Shared by the terminal and the phones.
pub fn event_lines(
    event: &TycoonEvent,
    name: &dyn Fn(usize) -> String,
    catalog: &Catalog,
) -> Vec<String> {
    let m = |key| Message::new(key).with("name", name(event.seat));
    let line = match (&event.action, &event.outcome) {
        (_, Outcome::Scored(words) | Outcome::ChallengeFailed(words)) => {
            let words: Vec<String> = words.iter().map(|w| word_text(w, name, catalog)).collect();
            Some(m("tycoon-log-play").with("words", words.join("; ")))
        }
        (
            _,
            Outcome::Rejected {
                word,
                attempts_left: 0,
            },
        )
        | (_, Outcome::ChallengeUpheld { word }) => {
            Some(m("tycoon-log-rejected-last").with("word", word.to_uppercase()))
        }
        (
            _,
            Outcome::Rejected {
                word,
                attempts_left,
            },
        ) => Some(
            m("tycoon-log-rejected")
                .with("word", word.to_uppercase())
                .with("count", *attempts_left),
        ),
        (Action::QReplace { .. }, _) => Some(m("tycoon-log-q")),
        (Action::BuyPatent { letter }, _) => Some(
            m("tycoon-log-buy")
                .with("letter", (*letter as char).to_string())
                .with("price", event.price),
        ),
        (Action::Finish { discard }, _) if discard.is_empty() => Some(m("tycoon-log-finish")),
        (Action::Finish { discard }, _) => {
            Some(m("tycoon-log-finish-discard").with("count", discard.len()))
        }
        (Action::Exchange { discard }, _) if discard.is_empty() => Some(m("tycoon-log-pass")),
        (Action::Exchange { discard }, _) => {
            Some(m("tycoon-log-exchange").with("count", discard.len()))
        }
        (Action::PenaltyDiscard { .. }, _) => Some(m("tycoon-log-penalty")),
        _ => None,
    };
    let mut lines: Vec<String> = line.iter().map(|l| catalog.render(l)).collect();
    if let Some(value) = event.final_round_value {
        lines.push(catalog.render(&m("tycoon-final-round-begins").with("value", value)));
    }
    lines
}

/// `LISTEN (×2): $8, 2 stock; royalties: Bot 1 +$1`.
pub fn word_text(w: &WordScore, name: &dyn Fn(usize) -> String, catalog: &Catalog) -> String {
    let mut text = catalog.render(
        &Message::new("tycoon-word")
            .with("word", w.word.to_uppercase())
            .with("money", w.money)
            .with("stock", w.stock),
    );
    if w.doublers > 0 {
        text += &catalog.render(&Message::new("tycoon-doubled").with("factor", 1u32 << w.doublers));
    }
    if !w.royalties.is_empty() {
        let paid: Vec<String> = w
            .royalties
            .iter()
            .map(|&(owner, amount)| {
                catalog.render(
                    &Message::new("tycoon-royalty")
                        .with("name", name(owner))
                        .with("amount", amount),
                )
            })
            .collect();
        text += &catalog.render(&Message::new("tycoon-royalties").with("paid", paid.join(", ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The view counts the discard pile: an exchange puts the cards given back on it, and
    /// the deck gives as many; a store opened again says the same.
    #[test]
    fn the_tycoon_view_counts_the_discard_pile() {
        let dir =
            std::env::temp_dir().join(format!("slovo-app-tycoon-discards-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let open = || App::open(&dir, &slovo_lexicon::default_dir()).unwrap();
        let app = open();
        let id = app
            .new_tycoon_game(NewTycoonGame {
                human_name: "Ann".into(),
                bots: vec![Level::Easy],
                validation: Validation::Auto { attempts: 3 },
                min_patent_count: false,
                seed: Some(4),
            })
            .unwrap();
        let before = app.tycoon_view(&id).unwrap();
        assert_eq!(before.discard_size, 0);
        app.tycoon_move(
            &id,
            Action::Exchange {
                discard: vec![0, 1, 2],
            },
        )
        .unwrap();
        let after = app.tycoon_view(&id).unwrap();
        assert_eq!(after.discard_size, 3);
        assert_eq!(after.deck_size, before.deck_size - 3);
        drop(app);
        assert_eq!(open().tycoon_view(&id).unwrap().discard_size, 3);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
