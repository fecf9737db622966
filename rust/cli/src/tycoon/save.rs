//! The game in progress, saved as `tycoon.json` in the data directory `slovo play` uses: its
//! config (seed, players, validation), the bots' levels, seeds and generator positions, and
//! every action so far. The rules replay from these exactly (RULES.md §T: the deal is a
//! function of the seed), so the file holds no hand or deck of its own. Written whole to a
//! temporary file and renamed over the old one, so a crash never leaves half a save.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use slovo_tycoon::bot::{Bot, Level};
use slovo_tycoon::{Action, Config, Game, TycoonError, WordCheck};

/// The file's layout; a change that old files cannot follow raises it.
const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedBot {
    pub level: Level,
    pub seed: u64,
    /// [`Bot::rng_position`] when the game was saved.
    pub position: u128,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub version: u32,
    pub config: Config,
    /// Seats 2 onwards, in order (seat 1 is the human).
    pub bots: Vec<SavedBot>,
    pub actions: Vec<Action>,
}

/// Why a save did not come back.
#[derive(Debug)]
pub enum LoadError {
    Io(io::Error),
    /// Not JSON of this layout (or of another version).
    Format(String),
    /// An action the rules now refuse (a rebuilt lexicon judges a word otherwise).
    Replay(usize, TycoonError),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Io(e) => write!(f, "{e}"),
            LoadError::Format(e) => write!(f, "{e}"),
            LoadError::Replay(i, e) => write!(f, "action {} does not replay: {e}", i + 1),
        }
    }
}

/// Where the save lives in a data directory.
pub fn path_in(data_dir: &Path) -> PathBuf {
    data_dir.join("tycoon.json")
}

impl Saved {
    pub fn of(game: &Game, bots: &[(Bot, u64)]) -> Saved {
        Saved {
            version: VERSION,
            config: *game.config(),
            bots: bots
                .iter()
                .map(|(bot, seed)| SavedBot {
                    level: bot.level,
                    seed: *seed,
                    position: bot.rng_position(),
                })
                .collect(),
            actions: game.history().to_vec(),
        }
    }

    /// The game and its bots as they were saved.
    pub fn restore(&self, words: &dyn WordCheck) -> Result<(Game, Vec<(Bot, u64)>), LoadError> {
        if self.bots.len() + 1 != self.config.players {
            return Err(LoadError::Format(format!(
                "{} bots for {} players",
                self.bots.len(),
                self.config.players
            )));
        }
        let game = Game::replay(self.config, &self.actions, words)
            .map_err(|(i, e)| LoadError::Replay(i, e))?;
        let bots = self
            .bots
            .iter()
            .map(|b| (Bot::resume(b.level, b.seed, b.position), b.seed))
            .collect();
        Ok((game, bots))
    }
}

/// The saved game, if there is one.
pub fn load(path: &Path) -> Result<Option<Saved>, LoadError> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(LoadError::Io(e)),
    };
    let saved: Saved = serde_json::from_str(&text).map_err(|e| LoadError::Format(e.to_string()))?;
    if saved.version != VERSION {
        return Err(LoadError::Format(format!(
            "version {} (this slovo reads {VERSION})",
            saved.version
        )));
    }
    Ok(Some(saved))
}

/// Writes the save atomically: a temporary file beside it, then a rename.
pub fn store(path: &Path, saved: &Saved) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let json = serde_json::to_string(saved).map_err(io::Error::other)?;
    let tmp = path.with_extension("json.tmp");
    let mut file = fs::File::create(&tmp)?;
    file.write_all(json.as_bytes())?;
    file.sync_all()?;
    fs::rename(&tmp, path)
}

/// Forgets the save (the game is over).
pub fn remove(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}
