//! The local-first application service that both the phone shells (through the FFI) and
//! the `slovo` CLI drive: open a data directory, start, list and resume games, apply the
//! human's moves, run the bots' turns, build view models, preview placements, give hints,
//! and read and write GCG. Every change is applied to the game in memory and written to the
//! store in one transaction; if either refuses, nothing changes.

mod analysis;
mod online;
mod online_move;
mod online_tycoon;
mod rematch;
mod social;
mod stats;
mod text;
mod tycoon;
mod view;
mod watch;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use slovo_engine::{Engine, Level};
use slovo_rules::gcg::{self, GcgError};
use slovo_rules::{
    Action, Game, GameConfig, Language, Move, NotationError, Outcome, Placement, PresetName,
    RuleError, Rules, TileSetId, Validation, Variant,
};
use slovo_store::{AfterMove, GameRecord, Mode, MoveRecord, SeatKind, SeatRecord, Status, Store};
use thiserror::Error;

pub use analysis::{GameAnalysis, analyze_gcg, move_message};
pub use online::{
    DroppedMoveInfo, MoveOutcome, OnlineAccount, OnlineGameSummary, OnlineGameView, OnlineMode,
    OnlineRoom, SeekResult, SyncSummary,
};
pub use online_move::parse_move;
pub use online_tycoon::{
    OnlineListEntry, OnlineTycoonEvent, OnlineTycoonOutcome, OnlineTycoonPlayer,
    OnlineTycoonRecord, OnlineTycoonView, OnlineTycoonWord, online_tycoon_lines,
};
pub use rematch::{
    OnlineSeats, RematchAnswer, RematchInfo, RematchSeat, RematchStatus, VacationInfo, VacationSpan,
};
pub use slovo_api::{
    BestPlay, DeviceInfo, PlayerStats, PushPlatform, RatingBadge, RatingEntry, RatingList,
    StatsPage,
};
pub use social::{
    BlockEntry, ChatLine, ChatMessage, Friend, FriendAdded, FriendRating, FriendRequest,
    FriendStatus, FriendsPage, GameChat, Invite, InviteList, InviteStatus, PlayerRef, Presence,
    ReportReason, ReportReceipt, Someone,
};
pub use stats::{BotBestPlay, BotRecord, BotStats, OnlineStats, Rating, is_not_registered};
pub use text::{SERVER_CODES, server_message, sync_message};
pub use tycoon::{
    NewTycoonGame, TycoonEvent, TycoonPlayer, TycoonView, TycoonWords, event_lines, word_text,
};
pub use view::{
    Cell, EndRow, EndSummary, GameKind, GameSummary, GameView, Headline, HistoryEntry, HistoryKind,
    Opening, Preview, display_name,
};
pub use watch::{OnlineGameListener, Watch};

#[derive(Debug, Error)]
pub enum AppError {
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("{0}")]
    Notation(#[from] NotationError),
    #[error("storage: {0}")]
    Store(#[from] slovo_store::StoreError),
    #[error("engine: {0}")]
    Engine(#[from] slovo_engine::EngineError),
    #[error("game record: {0}")]
    Gcg(#[from] GcgError),
    #[error("no game {0}")]
    UnknownGame(String),
    #[error("it is not a human player's turn")]
    NotHumansTurn,
    #[error("hints are only for a game whose only human asks (RULES.md §7)")]
    HintsNotAllowed,
    #[error("a game has 1 to 3 bots, not {0}")]
    BotCount(usize),
    /// The Tycoon rules refuse the action.
    #[error("{0}")]
    Tycoon(#[from] slovo_tycoon::TycoonError),
    #[error("the saved game does not replay: {0}")]
    Corrupt(String),
    /// The server is unreachable, refused a request (with its error code), or a move was
    /// dropped (with the reason).
    #[error("{0}")]
    Sync(#[from] slovo_sync::SyncError),
    #[error("no server set: give the server's address first")]
    NoServer,
    #[error("this device is already registered as {name} on {server}")]
    AlreadyRegistered { name: String, server: String },
    #[error("not a server address (http://HOST:PORT or https://…): {0:?}")]
    BadServerUrl(String),
    #[error("quick games need the network (their clock keeps running): {0}")]
    QuickNeedsNetwork(String),
    #[error("a move of game {0} already waits to be sent: sync first")]
    MoveWaiting(String),
    #[error("cannot read the move {0:?}: 8H WORD, H8 WORD, exchange TILES, pass or resign")]
    UnreadableMove(String),
    #[error("not a push payload: {0}")]
    BadPush(String),
    #[error("cannot start the network runtime: {0}")]
    Runtime(String),
    #[error("the chat message is empty")]
    EmptyMessage,
    #[error("a chat message has at most {0} characters")]
    MessageTooLong(usize),
    /// A game that cannot be analysed (not over, a seat whose racks are not known here).
    #[error("analysis: {0}")]
    Analysis(#[from] slovo_engine::AnalysisError),
}

pub type Result<T> = std::result::Result<T, AppError>;

/// How to set up a game against bots.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub language: Language,
    /// The language's default when None (Slovak may pick `slovak-110`).
    pub tile_set: Option<TileSetId>,
    /// The language's default when None.
    pub preset: Option<PresetName>,
    pub rack_size: u8,
    pub finish_line: Option<u32>,
    pub human_name: String,
    pub bots: Vec<Level>,
    /// A fresh random seed when None.
    pub seed: Option<u64>,
}

/// A suggested play: `8H WORD` as GCG writes it, its score and its tiles.
#[derive(Debug, Clone, PartialEq)]
pub struct HintPlay {
    pub text: String,
    pub score: i32,
    /// What orders the hints: the score plus the worth of the tiles kept (the hard bot's
    /// static equity).
    pub equity: f32,
    pub placements: Vec<Placement>,
    /// The other squares the same word fits (`8D`), best first, with their scores.
    pub also: Vec<(String, i32)>,
}

/// A game loaded in memory with what the store knows about it.
struct Loaded {
    record: GameRecord,
    game: Game,
}

pub struct App {
    store: Mutex<Store>,
    lexicons: PathBuf,
    engines: Mutex<HashMap<Language, Engine>>,
    games: Mutex<HashMap<String, Arc<Mutex<Loaded>>>>,
    tycoon: tycoon::TycoonCache,
    /// The runtime the online calls block on, built on first use.
    runtime: Mutex<Option<Arc<tokio::runtime::Runtime>>>,
    /// One sync at a time: two would send the same queued move twice (harmless, wasteful).
    sync_gate: Mutex<()>,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn new_id() -> String {
    format!("{:032x}", rand::random::<u128>())
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Hard => "hard",
    }
}

fn level_of(name: &str) -> Level {
    match name {
        "easy" => Level::Easy,
        "medium" => Level::Medium,
        _ => Level::Hard,
    }
}

fn config_of(record: &GameRecord) -> Result<GameConfig> {
    let corrupt = |what: &str| AppError::Corrupt(format!("{}: bad {what}", record.id));
    let tiles: TileSetId = record.tile_set.parse().map_err(|_| corrupt("tile set"))?;
    let preset: PresetName = record.preset.parse().map_err(|_| corrupt("preset"))?;
    let validation = [
        Validation::Auto,
        Validation::SingleChallenge,
        Validation::DoubleChallenge,
    ]
    .into_iter()
    .find(|v| v.name() == record.validation)
    .ok_or_else(|| corrupt("validation"))?;
    let rules = Rules {
        validation,
        ..Rules::new(tiles, preset).with_variant(Variant {
            rack_size: record.rack_size,
            finish_line: record.finish_line,
        })
    };
    Ok(GameConfig {
        rules,
        players: record.seats.len() as u8,
        seed: record.seed,
    })
}

impl App {
    /// Open the app's data directory (creating it and its database if needed). `lexicons`
    /// is the folder with the word lists (in the app bundle on phones).
    pub fn open(data_dir: &Path, lexicons: &Path) -> Result<App> {
        std::fs::create_dir_all(data_dir)
            .map_err(|e| AppError::Corrupt(format!("cannot create {}: {e}", data_dir.display())))?;
        Ok(App {
            store: Mutex::new(Store::open(&data_dir.join("slovo.db"))?),
            lexicons: lexicons.to_path_buf(),
            engines: Mutex::new(HashMap::new()),
            games: Mutex::new(HashMap::new()),
            tycoon: Mutex::new(HashMap::new()),
            runtime: Mutex::new(None),
            sync_gate: Mutex::new(()),
        })
    }

    fn store(&self) -> std::sync::MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The language's engine, loaded once (a memory map and a DAWG walk).
    pub fn engine(&self, language: Language) -> Result<Engine> {
        let mut engines = self.engines.lock().unwrap();
        if let Some(e) = engines.get(&language) {
            return Ok(e.clone());
        }
        let engine = Engine::load(language, &self.lexicons)?;
        engines.insert(language, engine.clone());
        Ok(engine)
    }

    fn loaded(&self, id: &str) -> Result<Arc<Mutex<Loaded>>> {
        if let Some(l) = self.games.lock().unwrap().get(id) {
            return Ok(l.clone());
        }
        let (record, moves) = {
            let store = self.store.lock().unwrap();
            let record = store.game(id).map_err(|e| match e {
                slovo_store::StoreError::UnknownGame(id) => AppError::UnknownGame(id),
                e => e.into(),
            })?;
            (record, store.moves(id)?)
        };
        let config = config_of(&record)?;
        let engine = self.engine(config.rules.tiles.language())?;
        let actions: Vec<Action> = moves
            .iter()
            .map(|m| serde_json::from_str(&m.action))
            .collect::<std::result::Result<_, _>>()
            .map_err(|e| AppError::Corrupt(format!("{id}: {e}")))?;
        let game = Game::replay(config, &actions, &engine.referee())
            .map_err(|(i, e)| AppError::Corrupt(format!("{id}: move {}: {e}", i + 1)))?;
        let loaded = Arc::new(Mutex::new(Loaded { record, game }));
        self.games
            .lock()
            .unwrap()
            .insert(id.to_string(), loaded.clone());
        Ok(loaded)
    }

    /// Start a game against 1–3 bots; returns its id.
    pub fn new_game(&self, setup: NewGame) -> Result<String> {
        if !(1..=3).contains(&setup.bots.len()) {
            return Err(AppError::BotCount(setup.bots.len()));
        }
        let tiles = setup
            .tile_set
            .unwrap_or_else(|| setup.language.default_tile_set());
        let preset = setup
            .preset
            .unwrap_or_else(|| PresetName::default_for(setup.language));
        let rules = Rules::new(tiles, preset).with_variant(Variant {
            rack_size: setup.rack_size,
            finish_line: setup.finish_line,
        });
        self.engine(setup.language)?;
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
                name: format!("Bot {} ({})", i + 1, level_name(level)),
                level: Some(level_name(level).to_string()),
            });
        }
        let config = GameConfig {
            rules,
            players: seats.len() as u8,
            seed,
        };
        let game = Game::new(config);
        let t = now();
        let record = GameRecord {
            id: new_id(),
            mode: Mode::Bots,
            tile_set: tiles.name().to_string(),
            preset: preset.name().to_string(),
            validation: rules.validation.name().to_string(),
            rack_size: setup.rack_size,
            finish_line: setup.finish_line,
            seed,
            status: Status::Active,
            version: 0,
            to_move: Some(game.current_player()),
            created_at: t,
            updated_at: t,
            seats,
        };
        self.store.lock().unwrap().create_game(&record)?;
        let id = record.id.clone();
        self.games
            .lock()
            .unwrap()
            .insert(id.clone(), Arc::new(Mutex::new(Loaded { record, game })));
        Ok(id)
    }

    /// Apply one action and persist it; on any error nothing changes.
    fn act(&self, loaded: &mut Loaded, action: Action, engine: &Engine) -> Result<()> {
        let mut next = loaded.game.clone();
        let before = next.actions().len();
        next.apply(action, &engine.referee())?;
        // The game may log an implied Accept before the action: persist every new entry.
        let mut version = loaded.record.version;
        let mut store = self.store.lock().unwrap();
        let after = AfterMove {
            status: if next.is_over() {
                Status::Finished
            } else {
                Status::Active
            },
            to_move: (!next.is_over()).then(|| next.current_player()),
        };
        for a in &next.actions()[before..] {
            let mv = MoveRecord {
                seq: 0,
                move_id: new_id(),
                action: serde_json::to_string(a).expect("actions serialize"),
                created_at: now(),
            };
            version = store.append_move(&loaded.record.id, version, &mv, after, None)?;
        }
        loaded.record.version = version;
        loaded.record.status = after.status;
        loaded.record.to_move = after.to_move;
        loaded.game = next;
        Ok(())
    }

    fn humans(record: &GameRecord) -> Vec<bool> {
        record
            .seats
            .iter()
            .map(|s| s.kind == SeatKind::Human)
            .collect()
    }

    /// The human seat that may act now (the player to move, or any human when a play
    /// waits for its challenge window).
    fn human_to_act(loaded: &Loaded) -> Result<u8> {
        let humans = App::humans(&loaded.record);
        let current = loaded.game.current_player();
        if humans[current as usize] {
            Ok(current)
        } else {
            Err(AppError::NotHumansTurn)
        }
    }

    /// The human plays a move (play, exchange, pass, challenge, accept or resign).
    pub fn human_move(&self, id: &str, mv: Move) -> Result<()> {
        let loaded = self.loaded(id)?;
        let mut loaded = loaded.lock().unwrap();
        let engine = self.engine(loaded.game.tiles().id.language())?;
        let player = match mv {
            // A human may resign or challenge out of turn.
            Move::Resign | Move::Challenge | Move::Accept => {
                let humans = App::humans(&loaded.record);
                humans
                    .iter()
                    .position(|&h| h)
                    .ok_or(AppError::NotHumansTurn)? as u8
            }
            _ => App::human_to_act(&loaded)?,
        };
        self.act(&mut loaded, Action::new(player, mv), &engine)
    }

    /// Let the bots move until a human is to act or the game ends. Bots challenge a waiting
    /// human play exactly when it holds a word not in the lexicon, and accept it otherwise.
    /// Returns the bots' moves in order.
    pub fn run_bots(&self, id: &str) -> Result<Vec<Action>> {
        let loaded = self.loaded(id)?;
        let mut loaded = loaded.lock().unwrap();
        let engine = self.engine(loaded.game.tiles().id.language())?;
        let humans = App::humans(&loaded.record);
        let mut moved = Vec::new();
        while !loaded.game.is_over() {
            let game = &loaded.game;
            let action = if let Some(author) = game.awaiting_challenge() {
                if !humans[author as usize] {
                    // A bot's own play: a human still in the game decides (challenge or play
                    // on); once every human has left, the bots play on.
                    let human_in =
                        (0..humans.len() as u8).any(|p| humans[p as usize] && game.is_active(p));
                    if human_in && game.challenge_window_blocks_turn() {
                        break;
                    }
                    if humans[game.current_player() as usize] {
                        break;
                    }
                    Action::new(game.current_player(), Move::Accept)
                } else {
                    let bot = (0..humans.len() as u8)
                        .find(|&p| !humans[p as usize] && game.is_active(p))
                        .expect("bots games have a bot");
                    let record = &game.history()[game.history().len() - 1];
                    let invalid = match &record.event {
                        slovo_rules::Event::Play { words, .. } => words
                            .iter()
                            .any(|w| !engine.lexicon().contains_normalized(w)),
                        _ => false,
                    };
                    Action::new(
                        bot,
                        if invalid {
                            Move::Challenge
                        } else {
                            Move::Accept
                        },
                    )
                }
            } else {
                let p = game.current_player();
                if humans[p as usize] {
                    break;
                }
                let level = loaded.record.seats[p as usize]
                    .level
                    .as_deref()
                    .map_or(Level::Hard, level_of);
                let seed = loaded.record.seed
                    ^ (game.actions().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                Action::new(p, engine.choose_move(game, p, level, seed))
            };
            self.act(&mut loaded, action.clone(), &engine)?;
            moved.push(action);
        }
        Ok(moved)
    }

    /// Check a tentative placement by the human to move: the rule it breaks, or its score.
    pub fn preview(&self, id: &str, placements: &[Placement]) -> Result<Preview> {
        let loaded = self.loaded(id)?;
        let loaded = loaded.lock().unwrap();
        let engine = self.engine(loaded.game.tiles().id.language())?;
        let player = App::human_to_act(&loaded)?;
        Ok(
            match loaded
                .game
                .preview(player, placements, &engine.referee(), true)
            {
                Ok(scored) => Preview::from_scored(&scored, loaded.game.tiles()),
                Err(e) => Preview::refused(e),
            },
        )
    }

    /// The board, racks, scores and history as the human sees them.
    pub fn view(&self, id: &str) -> Result<GameView> {
        let loaded = self.loaded(id)?;
        let loaded = loaded.lock().unwrap();
        let me = App::humans(&loaded.record)
            .iter()
            .position(|&h| h)
            .unwrap_or(0) as u8;
        let mut view = GameView::new(&loaded.record, &loaded.game, me);
        view.hints_used = self
            .store
            .lock()
            .unwrap()
            .hints_used(id)?
            .into_iter()
            .find_map(|(seat, n)| (seat == me).then_some(n))
            .unwrap_or(0);
        Ok(view)
    }

    /// All games, word games and Tycoon (`kind`), the ones where it is my turn first, then
    /// the most recently changed.
    pub fn games(&self) -> Result<Vec<GameSummary>> {
        let records = self.store.lock().unwrap().games()?;
        let mut out = Vec::new();
        for r in records {
            let loaded = self.loaded(&r.id)?;
            let loaded = loaded.lock().unwrap();
            out.push(GameSummary::new(&loaded.record, &loaded.game));
        }
        out.extend(self.tycoon_summaries()?);
        out.sort_by_key(|s| (!s.my_turn, s.finished, std::cmp::Reverse(s.updated_at)));
        Ok(out)
    }

    /// The `n` best plays for the human, when the human asking is the game's only human:
    /// best first by equity, each word once (its other places in `also`), with the
    /// placements ready to submit as [`Move::Play`]. Asking counts in
    /// [`GameView::hints_used`].
    pub fn hint_plays(&self, id: &str, n: usize) -> Result<Vec<HintPlay>> {
        let loaded = self.loaded(id)?;
        let loaded = loaded.lock().unwrap();
        let humans = App::humans(&loaded.record);
        if humans.iter().filter(|&&h| h).count() != 1 {
            return Err(AppError::HintsNotAllowed);
        }
        let player = App::human_to_act(&loaded)?;
        let engine = self.engine(loaded.game.tiles().id.language())?;
        // The hard bot's static equity (score + leave) orders the suggestions.
        let hints = engine
            .hints(&loaded.game, player, &humans, n)
            .map_err(|e| match e {
                slovo_engine::HintError::GameOver => AppError::Rule(RuleError::GameOver),
                _ => AppError::HintsNotAllowed,
            })?;
        // Shown is counted: once per position, however often asked there.
        self.store
            .lock()
            .unwrap()
            .record_hint(id, player, loaded.record.version)?;
        Ok(hints
            .into_iter()
            .map(|h| HintPlay {
                text: format!("{} {}", h.position, h.text),
                score: h.score,
                equity: h.equity,
                placements: h.placements,
                also: h
                    .also
                    .into_iter()
                    .map(|(p, score)| (p.to_string(), score))
                    .collect(),
            })
            .collect())
    }

    /// The rules a game is played by (tile set, preset, validation, variant).
    pub fn rules(&self, id: &str) -> Result<Rules> {
        let loaded = self.loaded(id)?;
        let loaded = loaded.lock().unwrap();
        Ok(*loaded.game.rules())
    }

    /// How the game ended (why, the rack adjustments, final scores and places), once it is
    /// over; `None` while it goes on.
    pub fn outcome(&self, id: &str) -> Result<Option<Outcome>> {
        let loaded = self.loaded(id)?;
        let loaded = loaded.lock().unwrap();
        Ok(loaded.game.outcome().cloned())
    }

    /// The game as a GCG record.
    pub fn export_gcg(&self, id: &str) -> Result<String> {
        let loaded = self.loaded(id)?;
        let loaded = loaded.lock().unwrap();
        let names: Vec<String> = loaded.record.seats.iter().map(|s| s.name.clone()).collect();
        Ok(gcg::export(&loaded.game, &names))
    }

    /// Import a Slovo GCG record as a new game (seat 0 is the human, the others bots).
    pub fn import_gcg(&self, bytes: &[u8], level: Level) -> Result<String> {
        let imported = gcg::import(bytes)?;
        let game = imported.game;
        let rules = *game.rules();
        let t = now();
        let seats = imported
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| SeatRecord {
                seat: i as u8,
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot
                },
                name: name.clone(),
                level: (i > 0).then(|| level_name(level).to_string()),
            })
            .collect();
        let mut record = GameRecord {
            id: new_id(),
            mode: Mode::Bots,
            tile_set: rules.tiles.name().to_string(),
            preset: rules.preset.name.name().to_string(),
            validation: rules.validation.name().to_string(),
            rack_size: rules.variant.rack_size,
            finish_line: rules.variant.finish_line,
            seed: game.config().seed,
            status: Status::Active,
            version: 0,
            to_move: Some(0),
            created_at: t,
            updated_at: t,
            seats,
        };
        let mut store = self.store.lock().unwrap();
        store.create_game(&record)?;
        let after = AfterMove {
            status: if game.is_over() {
                Status::Finished
            } else {
                Status::Active
            },
            to_move: (!game.is_over()).then(|| game.current_player()),
        };
        for a in game.actions() {
            let mv = MoveRecord {
                seq: 0,
                move_id: new_id(),
                action: serde_json::to_string(a).expect("actions serialize"),
                created_at: t,
            };
            record.version = store.append_move(&record.id, record.version, &mv, after, None)?;
        }
        record.status = after.status;
        record.to_move = after.to_move;
        let id = record.id.clone();
        drop(store);
        self.games
            .lock()
            .unwrap()
            .insert(id.clone(), Arc::new(Mutex::new(Loaded { record, game })));
        Ok(id)
    }

    /// Forget games held in memory (they reload from the store on next use).
    pub fn forget_cache(&self) {
        self.games.lock().unwrap().clear();
    }
}
