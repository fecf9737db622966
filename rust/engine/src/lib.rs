//! Slovo's engine: move generation over a DAWG derived from the lexicon, leave values, bots
//! and hints.

pub mod alphabet;
pub mod dawg;
pub mod movegen;
pub mod positions;

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};

use slovo_lexicon::Lexicon;
use slovo_rules::{Board, Kind, Language, PlayFinder, Rules, TileSetId};

use crate::alphabet::{Alphabet, Faces};
use crate::dawg::Dawg;
pub use crate::movegen::{GenPlay, Position};

/// The move generator of one language: its DAWG and the faces of its tile sets.
pub struct Generator {
    /// Unique among the generators made in this process (a kept position names its own).
    id: u64,
    language: Language,
    alphabet: Alphabet,
    dawg: Dawg,
    faces: Vec<(TileSetId, Faces)>,
}

impl Generator {
    /// Derive the generator from a lexicon (one walk of its fst).
    pub fn new(lexicon: &Lexicon) -> Generator {
        let language = lexicon.language();
        let alphabet = Alphabet::new(language);
        let dawg = Dawg::from_fst(lexicon.as_fst_bytes(), &alphabet);
        let faces = TileSetId::ALL
            .into_iter()
            .filter(|t| t.language() == language)
            .map(|t| (t, Faces::new(t.tiles(), &alphabet)))
            .collect();
        static NEXT_ID: AtomicU64 = AtomicU64::new(0);
        Generator {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            language,
            alphabet,
            dawg,
            faces,
        }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn alphabet(&self) -> &Alphabet {
        &self.alphabet
    }

    pub fn dawg(&self) -> &Dawg {
        &self.dawg
    }

    fn faces(&self, tiles: TileSetId) -> &Faces {
        &self
            .faces
            .iter()
            .find(|(t, _)| *t == tiles)
            .unwrap_or_else(|| panic!("{tiles} is not a tile set of {}", self.language))
            .1
    }

    /// The board ready to generate from, to be played on ([`Position::play`]).
    pub fn position(&self, board: &Board, tiles: TileSetId) -> Position<'_> {
        Position::new(&self.dawg, self.faces(tiles), tiles.tiles(), board)
    }

    /// Visit every legal play; `on_play` returns false to stop.
    pub fn for_each_play(
        &self,
        board: &Board,
        rack: &[Kind],
        tiles: TileSetId,
        on_play: impl FnMut(&[slovo_rules::Placement], i32) -> bool,
    ) {
        self.with_position(board, tiles, |pos| pos.for_each_play(rack, on_play));
    }

    /// [`Position::for_each_play_best_first`]: the plays, best anchor first, skipping the
    /// anchors whose bound is below the floor `on_play` returns.
    pub fn for_each_play_best_first(
        &self,
        board: &Board,
        rack: &[Kind],
        tiles: TileSetId,
        leave_bound: &[f32],
        on_play: impl FnMut(&[slovo_rules::Placement], i32) -> f32,
    ) {
        self.with_position(board, tiles, |pos| {
            pos.for_each_play_best_first(rack, leave_bound, on_play)
        });
    }

    /// Run `f` on `board`'s position, carried on from the one this thread last used with
    /// this generator and tile set when `board` grew from it (a game's next turn checks
    /// again only the squares its new tiles change, as the peers keep cross-sets on their
    /// boards).
    fn with_position<R>(
        &self,
        board: &Board,
        tiles: TileSetId,
        f: impl FnOnce(&Position) -> R,
    ) -> R {
        thread_local! {
            static KEPT: Cell<Option<(u64, TileSetId, movegen::Kept)>> =
                const { Cell::new(None) };
        }
        let faces = self.faces(tiles);
        let pos = match KEPT.take() {
            Some((id, t, kept)) if id == self.id && t == tiles => {
                Position::from_kept(&self.dawg, faces, tiles.tiles(), kept, board)
            }
            _ => Position::new(&self.dawg, faces, tiles.tiles(), board),
        };
        let out = f(&pos);
        KEPT.set(Some((self.id, tiles, pos.into_kept())));
        out
    }

    /// Every legal play, best score first (ties in square order).
    pub fn plays(&self, board: &Board, rack: &[Kind], tiles: TileSetId) -> Vec<GenPlay> {
        let mut plays = Vec::new();
        self.for_each_play(board, rack, tiles, |placed, score| {
            let mut placements = placed.to_vec();
            placements.sort();
            plays.push(GenPlay { placements, score });
            true
        });
        plays.sort_by(|a, b| {
            b.score
                .cmp(&a.score)
                .then_with(|| a.placements.cmp(&b.placements))
        });
        plays
    }

    /// The number of distinct legal plays.
    pub fn count(&self, board: &Board, rack: &[Kind], tiles: TileSetId) -> usize {
        let mut n = 0;
        self.for_each_play(board, rack, tiles, |_, _| {
            n += 1;
            true
        });
        n
    }
}

impl PlayFinder for Generator {
    fn has_legal_play(&self, board: &Board, rack: &[Kind], rules: &Rules) -> bool {
        let mut found = false;
        self.for_each_play(board, rack, rules.tiles, |_, _| {
            found = true;
            false
        });
        found
    }
}

/// Every distinct non-empty exchange of rack tiles (as multisets), in a stable order.
pub fn exchanges(rack: &[Kind]) -> Vec<Vec<Kind>> {
    let mut kinds: Vec<(Kind, usize)> = Vec::new();
    let mut sorted = rack.to_vec();
    sorted.sort();
    for k in sorted {
        match kinds.last_mut() {
            Some((last, n)) if *last == k => *n += 1,
            _ => kinds.push((k, 1)),
        }
    }
    let mut out = vec![Vec::new()];
    for &(kind, n) in &kinds {
        out = out
            .into_iter()
            .flat_map(|base| {
                (0..=n).map(move |take| {
                    let mut v = base.clone();
                    v.extend(std::iter::repeat_n(kind, take));
                    v
                })
            })
            .collect();
    }
    out.retain(|v| !v.is_empty());
    out
}

pub mod analysis;
pub mod bot;
pub mod engine;
pub mod hint;
pub mod leave;

pub use crate::analysis::{
    AnalysedMove, Analysis, AnalysisError, AnalysisSummary, RatedMove, TurnAnalysis,
};
pub use crate::bot::{Bot, Level, choose_move, wants_challenge};
pub use crate::engine::{Engine, EngineError};
pub use crate::hint::{Hint, HintError};
pub use crate::leave::{LeaveFile, LeaveModel};
