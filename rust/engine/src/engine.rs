//! [`Engine`]: everything the bots and hints of one language need, loaded once.

use std::path::Path;
use std::sync::Arc;

use slovo_lexicon::freq::{FREQ_FILE, Frequencies};
use slovo_lexicon::{Lexicon, LexiconError};
use slovo_rules::{Game, Language, Move, Referee, TileSetId};
use thiserror::Error;

use crate::Generator;
use crate::bot::{self, Level};
use crate::leave::{LeaveError, LeaveFile, LeaveModel};

#[derive(Debug, Error)]
pub enum EngineError {
    #[error(transparent)]
    Lexicon(#[from] LexiconError),
    #[error("leave values: {0}")]
    Leaves(#[from] LeaveError),
}

struct Core {
    lexicon: Lexicon,
    generator: Generator,
    freq: Option<Frequencies>,
}

/// The lexicon, move generator, word frequencies and leave values of one language. Cheap to
/// clone (shared); `Send + Sync`, so one engine serves many threads.
#[derive(Clone)]
pub struct Engine {
    core: Arc<Core>,
    leaves: Arc<LeaveFile>,
    models: Arc<Vec<(TileSetId, LeaveModel)>>,
}

impl Engine {
    /// Open `dir/<code>/`: `words.fst` (required), `freq.fst` and `leaves.json` (optional: the
    /// easy bot then judges words by length, and the default leave model is used).
    pub fn load(language: Language, dir: &Path) -> Result<Engine, EngineError> {
        let lexicon = slovo_lexicon::open(dir, language)?;
        let freq_path = dir.join(language.code()).join(FREQ_FILE);
        let freq = if freq_path.exists() {
            Some(Frequencies::open(&freq_path)?)
        } else {
            None
        };
        let leaves =
            LeaveFile::load(dir, language)?.unwrap_or_else(|| LeaveFile::default_for(language));
        Ok(Engine::from_parts(lexicon, freq, leaves))
    }

    /// An engine from parts already at hand (tests, tools).
    pub fn from_parts(lexicon: Lexicon, freq: Option<Frequencies>, leaves: LeaveFile) -> Engine {
        let generator = Generator::new(&lexicon);
        let core = Arc::new(Core {
            lexicon,
            generator,
            freq,
        });
        Engine::with_core(core, leaves)
    }

    fn with_core(core: Arc<Core>, leaves: LeaveFile) -> Engine {
        let language = core.lexicon.language();
        let models = TileSetId::ALL
            .into_iter()
            .filter(|t| t.language() == language)
            .map(|t| (t, leaves.model(t.tiles())))
            .collect();
        Engine {
            core,
            leaves: Arc::new(leaves),
            models: Arc::new(models),
        }
    }

    /// The same lexicon and generator with other leave values.
    pub fn with_leaves(&self, leaves: LeaveFile) -> Engine {
        Engine::with_core(self.core.clone(), leaves)
    }

    pub fn language(&self) -> Language {
        self.core.lexicon.language()
    }

    pub fn lexicon(&self) -> &Lexicon {
        &self.core.lexicon
    }

    pub fn generator(&self) -> &Generator {
        &self.core.generator
    }

    pub fn frequencies(&self) -> Option<&Frequencies> {
        self.core.freq.as_ref()
    }

    pub fn leave_file(&self) -> &LeaveFile {
        &self.leaves
    }

    /// The leave model of a tile set of this language.
    pub fn leaves(&self, tiles: TileSetId) -> &LeaveModel {
        &self
            .models
            .iter()
            .find(|(t, _)| *t == tiles)
            .unwrap_or_else(|| panic!("{tiles} is not a tile set of {}", self.language()))
            .1
    }

    /// A referee with this lexicon, and the generator to detect "no legal play left" (§4).
    pub fn referee(&self) -> Referee<'_> {
        Referee::new(&self.core.lexicon).with_play_finder(&self.core.generator)
    }

    /// The move a bot of `level` makes for `player` (with [`bot::Bot::new`]'s settings).
    pub fn choose_move(&self, game: &Game, player: u8, level: Level, seed: u64) -> Move {
        bot::choose_move(self, game, player, level, seed)
    }
}
