//! Hints: the best plays for the player to move, by the hard bot's static evaluation. Only in
//! games where the asking player is the only human (RULES.md §7).

use slovo_rules::{Game, Placement, Position};
use thiserror::Error;

use crate::bot::{Choice, Info};
use crate::engine::Engine;

/// A suggested play.
#[derive(Debug, Clone, PartialEq)]
pub struct Hint {
    /// Sorted by square.
    pub placements: Vec<Placement>,
    pub score: i32,
    /// Score + leave value (the hard bot's static equity).
    pub equity: f32,
    /// Start and direction of the main word (`8H`, `H8`).
    pub position: Position,
    /// The main word as GCG writes it (`.` for tiles already on the board).
    pub text: String,
    /// Every word formed, main word first.
    pub words: Vec<String>,
    /// Other places the same main word can go, best first, each with its score: a hint
    /// names a word once, however many squares it fits.
    pub also: Vec<(Position, i32)>,
}

/// Why no hints are given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HintError {
    #[error("is_human lists {given} players, the game has {players}")]
    PlayerCount { given: usize, players: usize },
    #[error("player {0} is not a human in this game")]
    NotHuman(u8),
    #[error("hints are only for games where the asking player is the only human (§7)")]
    OtherHumans,
    #[error("the game is over")]
    GameOver,
    #[error("it is not player {player}'s turn (player {current} is to move)")]
    NotYourTurn { player: u8, current: u8 },
}

impl Engine {
    /// The `n` best plays for `player` by static equity, when `player` is the only human
    /// (`is_human[i]` for each seat) and it is their turn.
    pub fn hints(
        &self,
        game: &Game,
        player: u8,
        is_human: &[bool],
        n: usize,
    ) -> Result<Vec<Hint>, HintError> {
        let players = game.config().players as usize;
        if is_human.len() != players {
            return Err(HintError::PlayerCount {
                given: is_human.len(),
                players,
            });
        }
        if !is_human.get(player as usize).copied().unwrap_or(false) {
            return Err(HintError::NotHuman(player));
        }
        if is_human.iter().filter(|&&h| h).count() > 1 {
            return Err(HintError::OtherHumans);
        }
        if game.is_over() {
            return Err(HintError::GameOver);
        }
        if game.current_player() != player {
            return Err(HintError::NotYourTurn {
                player,
                current: game.current_player(),
            });
        }
        let info = Info::new(self, game, player);
        let plays = info.plays(self);
        let model = self.leaves(info.rules.tiles);
        let mut cands = info.candidates(model, &plays, 1.0);
        cands.retain(|c| matches!(c.choice, Choice::Play(_)));
        let tiles = game.tiles();
        let rules = *game.rules();
        // Candidates come best first, so the first of each word leads its group.
        let mut out: Vec<Hint> = Vec::new();
        for c in cands {
            let Choice::Play(placements) = c.choice else {
                continue;
            };
            let Ok(scored) = slovo_rules::play::score_play(game.board(), &placements, tiles, |k| {
                rules.bingo_bonus(k)
            }) else {
                continue;
            };
            let words = scored.spelled_words(tiles);
            if let Some(lead) = out.iter_mut().find(|h| h.words[0] == words[0]) {
                lead.also.push((scored.position, c.score));
            } else if out.len() < n {
                out.push(Hint {
                    text: slovo_rules::play::play_text(game.board(), &scored, tiles),
                    words,
                    position: scored.position,
                    placements,
                    score: c.score,
                    equity: c.equity,
                    also: Vec::new(),
                });
            }
        }
        Ok(out)
    }
}
