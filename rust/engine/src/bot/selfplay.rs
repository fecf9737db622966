//! Whole games between bots: for `slovo selfplay`, leave training and tests.

use std::time::{Duration, Instant};

use slovo_rules::{Action, Game, GameConfig, Kind, Move, RuleError};
use thiserror::Error;

use super::{Bot, wants_challenge};
use crate::engine::Engine;

/// One seat: a bot and the engine it thinks with (engines of one language; they may differ
/// in leave values).
#[derive(Clone, Copy)]
pub struct Seat<'a> {
    pub engine: &'a Engine,
    pub bot: Bot,
}

/// A finished game and how long each seat thought.
#[derive(Debug, Clone)]
pub struct GameReport {
    pub game: Game,
    /// Time spent choosing turn moves, per seat.
    pub think: Vec<Duration>,
    /// Turn moves chosen, per seat.
    pub moves: Vec<u32>,
}

#[derive(Debug, Error)]
pub enum SelfPlayError {
    #[error("action {index} by player {player} ({mv:?}) refused: {error}")]
    Refused {
        index: usize,
        player: u8,
        mv: Move,
        error: RuleError,
    },
    #[error("the game did not end after {0} actions")]
    TooLong(usize),
    /// A seat played by someone other than its bot (an outside engine) could not move.
    #[error("player {player} could not move: {message}")]
    Seat { player: u8, message: String },
}

/// A turn move as the game saw it, for observers.
pub struct Turn<'a> {
    pub player: u8,
    pub bag_before: usize,
    pub rack_before: &'a [Kind],
    pub mv: &'a Move,
    /// Points the move scored.
    pub score: i32,
}

/// A seed for one decision, from the game's seed and the number of actions so far.
pub fn move_seed(seed: u64, actions: usize, player: u8) -> u64 {
    splitmix(seed ^ splitmix(actions as u64 * 8 + player as u64))
}

/// SplitMix64: spread a seed.
pub fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Play a game to its end: `seats[i]` plays seat `i`. Challenges are decided by the bots of
/// the other seats in turn order; an unchallenged play is accepted by the player to move (a
/// game-ending one by the next seat). The bots' seeds come from `config.seed`.
pub fn play_game(config: GameConfig, seats: &[Seat]) -> Result<GameReport, SelfPlayError> {
    play_game_observed(config, seats, |_, _| {})
}

/// As [`play_game`], calling `observe` after each turn move with the game after it.
pub fn play_game_observed(
    config: GameConfig,
    seats: &[Seat],
    observe: impl FnMut(&Turn, &Game),
) -> Result<GameReport, SelfPlayError> {
    play_game_with(config, seats, |_, _| Ok(None), observe)
}

/// As [`play_game_observed`], with `choose` making the turn moves of the seats it answers
/// for (`Ok(None)`: the seat's bot decides), e.g. an outside engine's seat. Such a seat's
/// plays are still judged by the bots of the other seats when challenges are open.
pub fn play_game_with(
    config: GameConfig,
    seats: &[Seat],
    mut choose: impl FnMut(&Game, u8) -> Result<Option<Move>, String>,
    mut observe: impl FnMut(&Turn, &Game),
) -> Result<GameReport, SelfPlayError> {
    assert_eq!(seats.len(), config.players as usize, "one seat per player");
    let referee = seats[0].engine.referee();
    let mut game = Game::new(config);
    let n = config.players;
    let mut think = vec![Duration::ZERO; n as usize];
    let mut moves = vec![0u32; n as usize];
    let mut steps = 0usize;
    let apply = |game: &mut Game, player: u8, mv: Move| {
        let index = game.actions().len();
        game.apply(Action::new(player, mv.clone()), &referee)
            .map_err(|error| SelfPlayError::Refused {
                index,
                player,
                mv,
                error,
            })
    };
    while !game.is_over() {
        steps += 1;
        if steps > 4000 {
            return Err(SelfPlayError::TooLong(game.actions().len()));
        }
        if let Some(owner) = game.awaiting_challenge() {
            let challenger = (1..n)
                .map(|i| (owner + i) % n)
                .filter(|&p| game.is_active(p))
                .find(|&p| wants_challenge(seats[p as usize].engine, &game, p));
            if let Some(p) = challenger {
                apply(&mut game, p, Move::Challenge)?;
                continue;
            }
            // Nobody challenges: close the window (the log is the same as when the next
            // turn closes it), so the bag the next player sees is the bag after the draw.
            let p = if game.challenge_window_blocks_turn() {
                (1..n)
                    .map(|i| (owner + i) % n)
                    .find(|&p| game.is_active(p))
                    .unwrap_or(owner)
            } else {
                game.current_player()
            };
            apply(&mut game, p, Move::Accept)?;
            continue;
        }
        let p = game.current_player();
        let seat = &seats[p as usize];
        let seed = move_seed(config.seed, game.actions().len(), p);
        let start = Instant::now();
        let mv = match choose(&game, p) {
            Ok(Some(mv)) => mv,
            Ok(None) => seat.bot.choose(seat.engine, &game, p, seed),
            Err(message) => return Err(SelfPlayError::Seat { player: p, message }),
        };
        think[p as usize] += start.elapsed();
        moves[p as usize] += 1;
        let bag_before = game.bag_len();
        let rack_before = game.rack(p).to_vec();
        let history_len = game.history().len();
        apply(&mut game, p, mv.clone())?;
        let score = game
            .history()
            .get(history_len)
            .filter(|r| r.player == p)
            .map_or(0, |r| r.score);
        observe(
            &Turn {
                player: p,
                bag_before,
                rack_before: &rack_before,
                mv: &mv,
                score,
            },
            &game,
        );
    }
    Ok(GameReport { game, think, moves })
}
