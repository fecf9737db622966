//! The simulated games: seat players at a room, then play it move by move, each mover reading
//! its own view and answering with a play the engine finds.

use std::collections::BTreeMap;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use slovo_engine::Engine;
use slovo_rules::preset::ExchangeRule;
use slovo_rules::{Board, Move, NotationError, Rules};
use slovo_server::api::{GameState, SubmitMove};

use crate::http::{Api, Player, RequestError};

/// Consecutive conflicts after which a game gives up (one driver per game makes none).
const MAX_CONFLICTS: u32 = 5;

/// How a simulated player chooses among the legal plays.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Strategy {
    /// The highest-scoring play.
    Best,
    /// A uniformly random legal play, drawn from the seeded generator.
    Random,
}

/// The players of one started game, indexed by seat.
pub struct Table {
    pub game_id: String,
    pub players: Vec<Player>,
}

/// Register `seats` devices, open a room with the first and fill it with the others.
pub async fn set_table(
    api: &Api,
    index: usize,
    language: &str,
    seats: u8,
) -> Result<Table, RequestError> {
    let mut players = Vec::with_capacity(usize::from(seats));
    for seat in 0..seats {
        players.push(api.register(&format!("load-{index}-{seat}")).await?);
    }
    let room = api.create_room(&players[0], language, seats).await?;
    let mut game_id = room.game_id;
    for player in &players[1..] {
        game_id = api.join_room(player, &room.code).await?.game_id;
    }
    // Seats are given in join order, so `players` is already indexed by seat.
    let game_id = game_id.expect("a full room has started its game");
    Ok(Table { game_id, players })
}

/// What one game's driver measured.
#[derive(Default)]
pub struct GameRun {
    pub moves: u64,
    pub finished: bool,
    pub reads: Vec<Duration>,
    pub submits: Vec<Duration>,
    pub errors: BTreeMap<String, u64>,
}

impl GameRun {
    fn error(&mut self, e: &RequestError) {
        *self.errors.entry(e.kind()).or_default() += 1;
    }
}

/// How the driver of one game plays.
#[derive(Clone)]
pub struct Driver {
    pub api: Api,
    pub engine: Engine,
    pub rules: Rules,
    pub strategy: Strategy,
    pub moves_per_game: Option<u64>,
}

impl Driver {
    /// Play `table`'s game until it ends, `moves_per_game` moves are applied, or a request
    /// fails with anything but a conflict.
    pub async fn play(self, table: Table, seed: u64) -> GameRun {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut run = GameRun::default();
        let mut seat = 0;
        let mut conflicts = 0;
        while self.moves_per_game.is_none_or(|limit| run.moves < limit) {
            let player = &table.players[seat];
            let read = self.api.game_state(player, &table.game_id).await;
            run.reads.push(read.elapsed);
            let state = match read.result {
                Ok(state) => state,
                Err(e) => {
                    run.error(&e);
                    break;
                }
            };
            if state.outcome.is_some() {
                run.finished = true;
                break;
            }
            if state.current != state.seat {
                // Only the first read can be by a player not to move.
                seat = usize::from(state.current);
                continue;
            }
            let Some(mv) = self.choose(&state, rng.random()).await else {
                break;
            };
            let submission = SubmitMove {
                move_id: format!("m{}-{}", state.version, rng.random::<u32>()),
                expected_version: state.version,
                mv,
            };
            let sent = self.api.submit(player, &table.game_id, &submission).await;
            run.submits.push(sent.elapsed);
            match sent.result {
                Ok(accepted) => {
                    run.moves += 1;
                    conflicts = 0;
                    run.finished = accepted.state.outcome.is_some();
                    if run.finished {
                        break;
                    }
                    seat = usize::from(accepted.state.current);
                }
                Err(e) => {
                    run.error(&e);
                    conflicts += 1;
                    if !e.is_conflict() || conflicts >= MAX_CONFLICTS {
                        break;
                    }
                }
            }
        }
        run
    }

    /// The move for `state`, found off the async threads (move generation is CPU work);
    /// `None` (after reporting) if the server's board cannot be read.
    async fn choose(&self, state: &GameState, draw: u64) -> Option<Move> {
        let (engine, rules, strategy) = (self.engine.clone(), self.rules, self.strategy);
        let state = state.clone();
        let picked =
            tokio::task::spawn_blocking(move || pick(&engine, &rules, &state, strategy, draw))
                .await
                .expect("move generation does not panic");
        picked
            .inspect_err(|e| eprintln!("slovo-load: unreadable board: {e}"))
            .ok()
    }
}

/// A play by `strategy` (`draw` is the random choice), else an exchange, else a pass.
fn pick(
    engine: &Engine,
    rules: &Rules,
    state: &GameState,
    strategy: Strategy,
    draw: u64,
) -> Result<Move, NotationError> {
    let board = Board::from_text(&state.board, state.tile_set.tiles())?;
    let mut plays = engine
        .generator()
        .plays(&board, &state.rack, state.tile_set);
    if plays.is_empty() {
        return Ok(no_play(rules, state));
    }
    let index = match strategy {
        Strategy::Best => 0,
        Strategy::Random => (draw % plays.len() as u64) as usize,
    };
    Ok(Move::Play(plays.swap_remove(index).placements))
}

/// Without a play: swap the whole rack while the bag allows it (§6), else pass.
fn no_play(rules: &Rules, state: &GameState) -> Move {
    let (bag, rack) = (state.bag_len, state.rack.len());
    let allowed = match rules.preset.exchange {
        ExchangeRule::BagAtLeast(min) => bag >= usize::from(min).max(rack),
        ExchangeRule::UpToBag => bag >= rack,
    };
    if allowed {
        Move::Exchange(state.rack.clone())
    } else {
        Move::Pass
    }
}
