//! Refereeing: engines per language, rebuilding a game from its config and move log, and
//! turning the full game into one player's view; and the game routes ([`routes`], [`moves`],
//! [`stream`]), the [`sweeper`] and the move log ([`storage`]).

pub mod moves;
pub mod rematch;
pub mod rematch_storage;
pub mod routes;
pub mod storage;
pub mod stream;
pub mod sweeper;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use slovo_engine::Engine;
use slovo_rules::{Action, Game, GameConfig, Language};

use crate::api::{GameState, PlayerInfo};
use crate::error::ApiError;
use crate::rooms::storage::{Seat, Turn};
use storage::MoveRow;

/// The engines (lexicon + play finder) the server referees with, loaded once per language.
pub struct Engines {
    dir: PathBuf,
    loaded: Mutex<HashMap<Language, Engine>>,
}

impl Engines {
    pub fn new(dir: PathBuf) -> Engines {
        Engines {
            dir,
            loaded: Mutex::new(HashMap::new()),
        }
    }

    pub async fn get(&self, language: Language) -> Result<Engine, ApiError> {
        if let Some(engine) = self.loaded.lock().unwrap().get(&language) {
            return Ok(engine.clone());
        }
        let dir = self.dir.clone();
        let engine = tokio::task::spawn_blocking(move || Engine::load(language, &dir))
            .await
            .map_err(ApiError::internal)?
            .map_err(|e| {
                tracing::warn!(%language, error = %e, "no engine");
                ApiError::unprocessable(
                    "language_unavailable",
                    format!("{language} is not available on this server"),
                )
            })?;
        Ok(self
            .loaded
            .lock()
            .unwrap()
            .entry(language)
            .or_insert(engine)
            .clone())
    }
}

/// A game rebuilt from its log, with where each version's history entries start.
#[derive(Clone)]
pub struct Rebuilt {
    pub game: Game,
    /// `history_at[v]`: the history length after version `v` (index 0: before any move).
    pub history_at: Vec<usize>,
    /// `times[v]`: when version `v` was reached (index 0: the game's start), Unix ms.
    pub times: Vec<i64>,
    /// `current_at[v]`: the player to move at version `v`.
    pub current_at: Vec<u8>,
    pub timing: Timing,
    /// Daily games: when each seat's deadlines stand still (its player's vacations). Not part
    /// of the log: filled in at every load ([`routes::load_seat`]).
    pub pauses: Vec<Pause>,
}

/// A stretch of time (Unix ms) in which a seat's daily deadlines stand still: its player's
/// vacation, `until` being when it ended if they came back early.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pause {
    pub seat: u8,
    pub from: i64,
    pub until: i64,
}

/// How an online game is timed. Both clocks are computed from the move log's timestamps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timing {
    /// A chess clock: each player's time for the whole game, in milliseconds.
    Quick { per_player: i64 },
    /// Each move is due within this many milliseconds of the previous one.
    Daily { per_move: i64 },
}

impl Timing {
    /// The time the first player has for their first move.
    pub fn first_allowance(self) -> i64 {
        match self {
            Timing::Quick { per_player } => per_player,
            Timing::Daily { per_move } => per_move,
        }
    }

    pub fn mode(self) -> crate::api::Mode {
        match self {
            Timing::Quick { .. } => crate::api::Mode::Quick,
            Timing::Daily { .. } => crate::api::Mode::Daily,
        }
    }
}

impl Rebuilt {
    pub fn version(&self) -> i64 {
        self.history_at.len() as i64 - 1
    }

    /// Record a move just applied at `now`.
    pub fn applied(&mut self, now: i64) {
        self.history_at.push(self.game.history().len());
        self.times.push(now);
        self.current_at.push(self.game.current_player());
    }

    /// Each player's remaining time at `now` (quick games), computed from the timestamps:
    /// the time between two versions is charged to the player who was to move. Never ticked.
    pub fn clocks(&self, now: i64) -> Option<Vec<i64>> {
        let Timing::Quick {
            per_player: allowance,
        } = self.timing
        else {
            return None;
        };
        let mut used = vec![0i64; self.game.config().players as usize];
        for v in 1..self.times.len() {
            used[self.current_at[v - 1] as usize] += self.times[v] - self.times[v - 1];
        }
        if !self.game.is_over() {
            let last = self.times.last().copied().unwrap_or(now);
            used[self.game.current_player() as usize] += (now - last).max(0);
        }
        Some(used.iter().map(|u| (allowance - u).max(0)).collect())
    }

    /// Daily games: when the player to move runs out of time (Unix ms), while the game goes on.
    pub fn deadline(&self) -> Option<i64> {
        let Timing::Daily { per_move } = self.timing else {
            return None;
        };
        if self.game.is_over() {
            return None;
        }
        let started = *self.times.last()?;
        let mover = self.game.current_player();
        Some(seat_deadline(started, per_move, mover, &self.pauses))
    }

    /// The end of the vacation the player in `seat` is on at `now`, if any.
    pub fn vacation_until(&self, seat: u8, now: i64) -> Option<i64> {
        away_until(&self.pauses, seat, now)
    }

    /// The player to move and when their time runs out, while the game goes on.
    pub fn turn(&self) -> Option<Turn> {
        if self.game.is_over() {
            return None;
        }
        let seat = self.game.current_player();
        let due_at = match self.timing {
            Timing::Quick { .. } => {
                let started = self.turn_started();
                started + self.clocks(started)?[seat as usize]
            }
            Timing::Daily { .. } => self.deadline()?,
        };
        Some(Turn {
            seat: seat as i64,
            due_at,
        })
    }

    /// When the turn of the player to move began (Unix ms).
    pub fn turn_started(&self) -> i64 {
        self.times.last().copied().unwrap_or(0)
    }

    /// Whether the player to move has run out of time at `now`.
    pub fn flag_fallen(&self, now: i64) -> bool {
        if self.game.is_over() {
            return false;
        }
        match self.timing {
            Timing::Quick { .. } => self
                .clocks(now)
                .is_some_and(|c| c[self.game.current_player() as usize] <= 0),
            Timing::Daily { .. } => self.deadline().is_some_and(|d| now >= d),
        }
    }
}

/// When a daily move begun at `started` with `per_move` to make it is due, its player's
/// `pauses` not counted: each pause that began before the (moved) deadline moves it by the
/// part of it after `started`.
pub fn paused_deadline<'a>(
    started: i64,
    per_move: i64,
    pauses: impl IntoIterator<Item = &'a Pause>,
) -> i64 {
    let mut pauses: Vec<&Pause> = pauses.into_iter().collect();
    pauses.sort_by_key(|p| p.from);
    let mut due = started + per_move;
    for p in pauses {
        if p.from >= due {
            break;
        }
        due += (p.until - p.from.max(started)).max(0);
    }
    due
}

/// When the daily move of `seat` begun at `started` is due: [`paused_deadline`] with that
/// seat's own pauses (a game of either family).
pub fn seat_deadline(started: i64, per_move: i64, seat: u8, pauses: &[Pause]) -> i64 {
    paused_deadline(started, per_move, pauses.iter().filter(|p| p.seat == seat))
}

/// The end of the vacation the player in `seat` is on at `now` among a game's `pauses`.
pub fn away_until(pauses: &[Pause], seat: u8, now: i64) -> Option<i64> {
    pauses
        .iter()
        .find(|p| p.seat == seat && p.from <= now && now < p.until)
        .map(|p| p.until)
}

/// The pauses of the started game `room` timed by `timing`, read at every load of a game of
/// either family: vacations change no version. Quick games are never paused.
pub(crate) async fn load_pauses(
    state: &crate::AppState,
    room: &crate::rooms::storage::Room,
    timing: Timing,
) -> Result<Vec<Pause>, ApiError> {
    if !matches!(timing, Timing::Daily { .. }) {
        return Ok(Vec::new());
    }
    let started_at = room.started_at.unwrap_or(room.created_at);
    Ok(state.storage.pauses_of_game(&room.id, started_at).await?)
}

/// A log position asked for (`since`): 0 or more.
pub fn check_since(since: i64) -> Result<(), ApiError> {
    if since < 0 {
        return Err(ApiError::bad_request(
            "invalid_query",
            "since must be 0 or more",
        ));
    }
    Ok(())
}

/// A client's move id: 1 to 64 characters, counted as the OpenAPI document's maxLength counts.
pub fn check_move_id(move_id: &str) -> Result<(), ApiError> {
    if move_id.is_empty() || move_id.chars().count() > 64 {
        return Err(ApiError::unprocessable(
            "invalid_move_id",
            "move_id has 1 to 64 characters",
        ));
    }
    Ok(())
}

pub fn parse_config(json: &str) -> Result<GameConfig, ApiError> {
    serde_json::from_str(json).map_err(|e| ApiError::internal(format!("stored config: {e}")))
}

/// Replay a game's moves. Stored moves were accepted by the same rules, so a failure here is
/// corrupt data (or a changed lexicon), never bad input.
pub fn rebuild(
    config: GameConfig,
    moves: &[MoveRow],
    engine: &Engine,
    started_at: i64,
    timing: Timing,
) -> Result<Rebuilt, ApiError> {
    let referee = engine.referee();
    let mut game = Game::new(config);
    let mut history_at = vec![game.history().len()];
    let mut times = vec![started_at];
    let mut current_at = vec![game.current_player()];
    for row in moves {
        let actions: Vec<Action> = serde_json::from_str(&row.actions)
            .map_err(|e| ApiError::internal(format!("stored move {}: {e}", row.version)))?;
        for action in actions {
            game.apply(action, &referee)
                .map_err(|e| ApiError::internal(format!("replaying move {}: {e}", row.version)))?;
        }
        history_at.push(game.history().len());
        times.push(row.created_at);
        current_at.push(game.current_player());
    }
    Ok(Rebuilt {
        game,
        history_at,
        times,
        current_at,
        timing,
        pauses: Vec::new(),
    })
}

/// What the player in `seat` may see.
pub fn state(game_id: &str, rebuilt: &Rebuilt, seat: u8, seats: &[Seat]) -> GameState {
    let game = &rebuilt.game;
    let view = game.view(seat);
    let tiles = game.tiles();
    let players = (0..game.config().players)
        .map(|p| {
            let seated = seats.iter().find(|s| s.seat == p as i64);
            PlayerInfo {
                seat: p,
                display_name: seated.map(|s| s.display_name.clone()).unwrap_or_default(),
                score: view.scores[p as usize],
                rack_size: view.rack_sizes[p as usize],
                eliminated: view.eliminated[p as usize],
                rating: seated.and_then(|s| s.rating),
                vacation_until: rebuilt.vacation_until(p, crate::now_ms()),
            }
        })
        .collect();
    GameState {
        game_id: game_id.to_string(),
        version: rebuilt.version(),
        seat,
        language: tiles.id.language(),
        tile_set: tiles.id,
        players,
        current: view.current,
        turn: view.turn,
        rack_text: tiles.kinds_text(&view.rack),
        rack: view.rack,
        unseen: view.unseen,
        bag_len: view.bag_len,
        board: view.board.to_text(tiles),
        history: view.history,
        outcome: view.outcome,
        clocks: rebuilt.clocks(crate::now_ms()),
        deadline: rebuilt.deadline(),
        mode: rebuilt.timing.mode(),
        first_player: game.first_player(),
        opening: game.opening_draw().clone(),
    }
}

/// The games rebuilt lately, by id, each at the version it was rebuilt at: a request for a
/// game still at that version (the database says) skips the replay. Bounded, least recently
/// used first out.
pub struct Replays(Mutex<lru::LruCache<String, Arc<Rebuilt>>>);

impl Replays {
    pub fn new(capacity: usize) -> Replays {
        let capacity = std::num::NonZeroUsize::new(capacity.max(1)).unwrap();
        Replays(Mutex::new(lru::LruCache::new(capacity)))
    }

    /// Game `id` as rebuilt at `version`, if that is the one kept.
    pub fn get(&self, id: &str, version: i64) -> Option<Rebuilt> {
        let mut cache = self.0.lock().unwrap();
        let kept = cache.get(id)?;
        (kept.version() == version).then(|| Rebuilt::clone(kept))
    }

    pub fn put(&self, id: &str, rebuilt: &Rebuilt) {
        let mut cache = self.0.lock().unwrap();
        cache.put(id.to_string(), Arc::new(rebuilt.clone()));
    }
}

/// Per-game locks: one writer at a time per game within this process. Across processes the
/// version compare-and-set in storage keeps the log consistent.
#[derive(Default)]
pub struct GameLocks(Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>);

impl GameLocks {
    pub fn for_game(&self, id: &str) -> Arc<tokio::sync::Mutex<()>> {
        self.0
            .lock()
            .unwrap()
            .entry(id.to_string())
            .or_default()
            .clone()
    }

    /// Forget the locks nobody holds or waits for (the map would otherwise grow with every
    /// game ever touched).
    pub fn prune(&self) {
        self.0
            .lock()
            .unwrap()
            .retain(|_, lock| Arc::strong_count(lock) > 1);
    }
}

/// In-process fan-out of new game versions to the live streams of this instance: one
/// `tokio::sync::broadcast` channel per game with subscribers, carrying only version numbers.
/// Each stream then builds its own player's view, so redaction is the same as `GET`.
#[derive(Default)]
pub struct Streams(Mutex<HashMap<String, tokio::sync::broadcast::Sender<i64>>>);

impl Streams {
    pub fn subscribe(&self, id: &str) -> tokio::sync::broadcast::Receiver<i64> {
        self.0
            .lock()
            .unwrap()
            .entry(id.to_string())
            .or_insert_with(|| tokio::sync::broadcast::channel(64).0)
            .subscribe()
    }

    /// Forget the game's channel if nobody listens any more.
    pub fn prune(&self, id: &str) {
        let mut map = self.0.lock().unwrap();
        if map.get(id).is_some_and(|tx| tx.receiver_count() == 0) {
            map.remove(id);
        }
    }

    /// Tell this game's streams about `version`; forget the channel once nobody listens.
    pub fn publish(&self, id: &str, version: i64) {
        let mut map = self.0.lock().unwrap();
        if let Some(tx) = map.get(id)
            && tx.send(version).is_err()
        {
            map.remove(id);
        }
    }
}

/// The seat `device_id` holds in a game, or the refusal a stranger to the game gets.
pub fn seat_held(seats: &[Seat], device_id: &str) -> Result<u8, ApiError> {
    seat_of(seats, device_id).ok_or_else(|| {
        ApiError::new(
            axum::http::StatusCode::FORBIDDEN,
            "not_your_game",
            "you have no seat in this game",
        )
    })
}

/// The seat `device_id` holds in a game, if any.
pub fn seat_of(seats: &[Seat], device_id: &str) -> Option<u8> {
    seats
        .iter()
        .find(|s| s.device_id == device_id)
        .map(|s| s.seat as u8)
}

pub fn language_of(name: &str) -> Result<Language, ApiError> {
    name.parse::<Language>()
        .map_err(|e| ApiError::unprocessable("unknown_language", e.to_string()))
}

/// The seed and config of a new online game (`auto` validation, §6).
pub fn new_config(language: Language, players: u8) -> GameConfig {
    GameConfig {
        rules: slovo_rules::Rules::for_language(language).online(),
        players,
        seed: rand::random(),
    }
}

/// The first turn of a game starting at `now` with `config`.
pub fn first_turn(config: GameConfig, timing: Timing, now: i64) -> Turn {
    Turn {
        seat: Game::new(config).current_player() as i64,
        due_at: now + timing.first_allowance(),
    }
}

/// Check what serde cannot: squares on the board and letters of the game's tile set, so the
/// core only ever sees well-formed moves (its shape and rack rules do the rest).
pub fn check_move(mv: &slovo_rules::Move, tiles: &slovo_rules::TileSet) -> Result<(), ApiError> {
    use slovo_rules::{Kind, Move, board::SIZE};
    let faces = tiles.designations();
    let bad = |what: String| Err(ApiError::unprocessable("invalid_move", what));
    match mv {
        Move::Play(placements) => {
            if placements.len() > SIZE {
                return bad(format!("a play places at most {SIZE} tiles"));
            }
            for p in placements {
                if p.square.row as usize >= SIZE || p.square.col as usize >= SIZE {
                    return bad(format!(
                        "square row {} col {} is off the board (0 to {})",
                        p.square.row,
                        p.square.col,
                        SIZE - 1
                    ));
                }
                if p.tile.letter as usize >= faces {
                    return bad(format!("letter #{} is not in this tile set", p.tile.letter));
                }
            }
        }
        Move::Exchange(kinds) => {
            if kinds.len() > SIZE {
                return bad(format!("an exchange names at most {SIZE} tiles"));
            }
            for kind in kinds {
                if let Kind::Letter(l) = kind
                    && *l as usize >= faces
                {
                    return bad(format!("letter #{l} is not in this tile set"));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game just started at `start`, timed by `timing`.
    fn fresh(timing: Timing, start: i64) -> Rebuilt {
        let game = Game::new(new_config(Language::English, 2));
        let current = game.current_player();
        Rebuilt {
            history_at: vec![game.history().len()],
            times: vec![start],
            current_at: vec![current],
            game,
            timing,
            pauses: Vec::new(),
        }
    }

    #[test]
    fn a_vacation_moves_the_deadline_by_the_paused_time_after_the_turn_began() {
        let pause = |from, until| Pause {
            seat: 0,
            from,
            until,
        };
        assert_eq!(paused_deadline(1000, 100, []), 1100);
        // Begun before the turn: only the part after it counts.
        assert_eq!(paused_deadline(1000, 100, &[pause(900, 1050)]), 1150);
        // Two in a row, the second within the moved deadline.
        assert_eq!(
            paused_deadline(1000, 100, &[pause(1110, 1200), pause(1010, 1030)]),
            1210
        );
        // Over before the turn, or begun once the time had run out: no help.
        assert_eq!(paused_deadline(1000, 100, &[pause(500, 900)]), 1100);
        assert_eq!(paused_deadline(1000, 100, &[pause(1100, 5000)]), 1100);
        let mut g = fresh(Timing::Daily { per_move: 1000 }, 5000);
        let mover = g.game.current_player();
        g.pauses = vec![Pause {
            seat: mover,
            from: 5500,
            until: 9000,
        }];
        assert_eq!(g.deadline(), Some(9500));
        assert!(!g.flag_fallen(9000));
        assert_eq!(g.vacation_until(mover, 6000), Some(9000));
        assert_eq!(g.vacation_until(1 - mover, 6000), None);
        assert_eq!(g.vacation_until(mover, 9000), None);
        g.pauses[0].seat = 1 - mover;
        assert_eq!(
            g.deadline(),
            Some(6000),
            "the opponent's vacation is not mine"
        );
    }

    #[test]
    fn a_daily_move_is_due_one_allowance_after_the_last() {
        let g = fresh(Timing::Daily { per_move: 1000 }, 5000);
        assert_eq!(g.deadline(), Some(6000));
        assert_eq!(g.turn().unwrap().due_at, 6000);
        assert!(g.clocks(5500).is_none());
        assert!(!g.flag_fallen(5999));
        assert!(g.flag_fallen(6000));
    }

    #[test]
    fn a_quick_clock_runs_only_for_the_player_to_move() {
        let g = fresh(Timing::Quick { per_player: 3000 }, 1000);
        let mover = g.game.current_player() as usize;
        let clocks = g.clocks(2500).unwrap();
        assert_eq!(clocks[mover], 1500);
        assert_eq!(clocks[1 - mover], 3000);
        assert_eq!(g.turn().unwrap().due_at, 4000);
        assert!(g.deadline().is_none());
        assert!(!g.flag_fallen(3999));
        assert!(g.flag_fallen(4000));
    }

    #[test]
    fn a_kept_replay_serves_only_its_own_version() {
        let replays = Replays::new(1);
        replays.put("g", &fresh(Timing::Daily { per_move: 1000 }, 0));
        assert!(replays.get("g", 0).is_some());
        assert!(replays.get("g", 1).is_none(), "the game moved on");
        replays.put("h", &fresh(Timing::Daily { per_move: 1000 }, 0));
        assert!(replays.get("g", 0).is_none(), "one kept: the older is out");
    }

    #[test]
    fn idle_game_locks_are_forgotten() {
        let locks = GameLocks::default();
        let held = locks.for_game("a");
        drop(locks.for_game("b"));
        locks.prune();
        assert_eq!(locks.0.lock().unwrap().len(), 1);
        drop(held);
        locks.prune();
        assert!(locks.0.lock().unwrap().is_empty());
    }
}
