//! Moves of online games, read from notation and checked against the player's own view before
//! they are queued, so an obviously bad move is refused at once instead of after a sync. The
//! view hides the bag and the other racks, so this is as far as a local check can go; the
//! server stays the referee.

use slovo_api::GameState;
use slovo_rules::board::SIZE;
use slovo_rules::play::score_play;
use slovo_rules::preset::ExchangeRule;
use slovo_rules::{
    Board, Kind, Lexicon, Move, NotationError, Placement, RuleError, Rules, ScoredPlay, TileSet,
};

use crate::{AppError, Preview, Result};

/// [`slovo_rules::play::parse_move`], with text that is no move at all kept apart
/// ([`AppError::UnreadableMove`]) so a front end can read it as a command of its own.
pub fn parse_move(text: &str, board: &Board, tiles: &TileSet, rack: &[Kind]) -> Result<Move> {
    slovo_rules::play::parse_move(text, board, tiles, rack).map_err(|e| match e {
        NotationError::UnreadableMove(text) => AppError::UnreadableMove(text),
        e => e.into(),
    })
}

/// The board of a view.
pub fn board_of(state: &GameState) -> Result<Board> {
    Ok(Board::from_text(&state.board, state.tile_set.tiles())?)
}

/// Check `mv` by the viewing player as far as the view allows: whose turn, the rack, the
/// play's shape and words, the bag for an exchange.
pub fn check_move(state: &GameState, mv: &Move, lexicon: &dyn Lexicon) -> Result<()> {
    check_turn(
        state,
        matches!(mv, Move::Play(_) | Move::Exchange(_) | Move::Pass),
    )?;
    let tiles = state.tile_set.tiles();
    match mv {
        Move::Play(placements) => {
            check_play(state, placements, lexicon)?;
        }
        Move::Exchange(kinds) => {
            if kinds.is_empty() {
                return Err(RuleError::EmptyExchange.into());
            }
            on_rack(&state.rack, kinds.iter().copied(), tiles)?;
            let needed = match online_rules(state).preset.exchange {
                ExchangeRule::BagAtLeast(min) => (min as usize).max(kinds.len()),
                ExchangeRule::UpToBag => kinds.len(),
            };
            if state.bag_len < needed {
                return Err(RuleError::ExchangeBagTooSmall {
                    in_bag: state.bag_len,
                    needed,
                }
                .into());
            }
        }
        // Online games validate words at once (§6): nothing to challenge or accept.
        Move::Challenge | Move::Accept => return Err(RuleError::NothingToChallenge.into()),
        Move::TimeOut => return Err(AppError::UnreadableMove("time-out".into())),
        Move::Pass | Move::Resign => {}
    }
    Ok(())
}

/// The verdict on tiles the viewing player is placing, as [`crate::App::preview`] gives it
/// for a game against bots: the rule the play breaks, or its score (bingo included) and words
/// (main word first), checked as [`check_move`] checks a play. Not the player's turn is an
/// error (`NotYourTurn`), as is a malformed placement; every other refusal is the verdict.
pub fn preview_play(
    state: &GameState,
    placements: &[Placement],
    lexicon: &dyn Lexicon,
) -> Result<Preview> {
    match check_turn(state, true).and_then(|()| check_play(state, placements, lexicon)) {
        Ok(scored) => Ok(Preview::from_scored(&scored, state.tile_set.tiles())),
        Err(AppError::Rule(e @ RuleError::NotYourTurn { .. })) => Err(e.into()),
        Err(AppError::Rule(e)) => Ok(Preview::refused(e)),
        Err(e) => Err(e),
    }
}

/// The rules an online game of `state`'s language is played by.
fn online_rules(state: &GameState) -> Rules {
    Rules::for_language(state.language).online()
}

/// Whether the viewing player may move now: the game goes on, the player is in it, and (for
/// a `turn_move`: a play, exchange or pass) it is their turn.
fn check_turn(state: &GameState, turn_move: bool) -> Result<()> {
    let seat = state.seat;
    if state.outcome.is_some() {
        return Err(RuleError::GameOver.into());
    }
    if crate::online::eliminated(state) {
        return Err(RuleError::PlayerEliminated(seat).into());
    }
    if turn_move && state.current != seat {
        return Err(RuleError::NotYourTurn {
            player: seat,
            current: state.current,
        }
        .into());
    }
    Ok(())
}

/// A play by the viewing player on their view: tiles on the rack, the play's shape, the
/// bridge rule and the words; its score when it stands.
fn check_play(
    state: &GameState,
    placements: &[Placement],
    lexicon: &dyn Lexicon,
) -> Result<ScoredPlay> {
    let tiles = state.tile_set.tiles();
    // Moves from a shell are data: keep malformed ones away from the core.
    if let Some(p) = placements.iter().find(|p| {
        p.square.row as usize >= SIZE
            || p.square.col as usize >= SIZE
            || p.tile.letter as usize >= tiles.designations()
    }) {
        return Err(AppError::UnreadableMove(format!(
            "tile #{} at row {} col {} is not on the board or not in the tile set",
            p.tile.letter, p.square.row, p.square.col
        )));
    }
    on_rack(&state.rack, placements.iter().map(|p| p.tile.kind()), tiles)?;
    let rules = online_rules(state);
    let board = board_of(state)?;
    let scored = score_play(&board, placements, tiles, |n| rules.bingo_bonus(n))?;
    let allowed_from = rules.preset.bridge_from_turn;
    if scored.bridge && state.turn < allowed_from {
        return Err(RuleError::BridgeTooEarly {
            turn: state.turn,
            allowed_from,
        }
        .into());
    }
    let bad: Vec<String> = scored
        .spelled_words(tiles)
        .into_iter()
        .filter(|w| !lexicon.contains(w))
        .collect();
    if !bad.is_empty() {
        return Err(RuleError::InvalidWords(bad).into());
    }
    Ok(scored)
}

/// Whether every tile of `kinds` is on `rack` (as a multiset).
fn on_rack(rack: &[Kind], kinds: impl IntoIterator<Item = Kind>, tiles: &TileSet) -> Result<()> {
    let mut left = rack.to_vec();
    for kind in kinds {
        let i = left.iter().position(|&k| k == kind).ok_or_else(|| {
            RuleError::TileNotOnRack(match kind {
                // A letter past the tile set (a malformed move from a shell) has no face.
                Kind::Letter(l) if l as usize >= tiles.letters().len() => format!("letter #{l}"),
                _ => tiles.kind_text(kind),
            })
        })?;
        left.remove(i);
    }
    Ok(())
}
