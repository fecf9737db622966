//! Saved games: `<data-dir>/games/<id>.gcg` (the record, `slovo_rules::gcg`) and `<id>.json`
//! (who sits where and whether the game is over). Both are written atomically.

use std::error::Error;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use slovo_rules::gcg::{self, ImportedGame};

use super::opponent::Level;

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    Human,
    Bot(Level),
}

/// What a GCG record cannot say about a `slovo play` game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sidecar {
    pub seats: Vec<Seat>,
    pub finished: bool,
}

/// `$XDG_DATA_HOME/slovo`, or `~/.local/share/slovo`.
pub fn default_data_dir() -> Result<PathBuf, Box<dyn Error>> {
    let nonempty = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(xdg) = nonempty("XDG_DATA_HOME") {
        return Ok(PathBuf::from(xdg).join("slovo"));
    }
    let home = nonempty("HOME").ok_or("neither XDG_DATA_HOME nor HOME is set: use --data-dir")?;
    Ok(PathBuf::from(home).join(".local/share/slovo"))
}

/// The games folder of a data directory.
pub struct Store {
    dir: PathBuf,
}

impl Store {
    pub fn new(data_dir: &Path) -> Store {
        Store {
            dir: data_dir.join("games"),
        }
    }

    fn path(&self, id: &str, ext: &str) -> PathBuf {
        self.dir.join(format!("{id}.{ext}"))
    }

    /// A new game id (`0001`, `0002`, …), reserved by creating its record file.
    pub fn new_id(&self) -> io::Result<String> {
        fs::create_dir_all(&self.dir)?;
        let mut n = self
            .ids()?
            .iter()
            .filter_map(|id| id.parse::<u32>().ok())
            .max()
            .unwrap_or(0);
        loop {
            n += 1;
            let id = format!("{n:04}");
            match fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(self.path(&id, "gcg"))
            {
                Ok(_) => return Ok(id),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Saved game ids, in number order.
    pub fn ids(&self) -> io::Result<Vec<String>> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut ids = Vec::new();
        for entry in entries {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == "json") {
                if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                    ids.push(stem.to_string());
                }
            }
        }
        ids.sort_by_key(|id| (id.parse::<u64>().unwrap_or(u64::MAX), id.clone()));
        Ok(ids)
    }

    /// The highest-numbered game that is not over.
    pub fn latest_unfinished(&self) -> Result<Option<String>, Box<dyn Error>> {
        for id in self.ids()?.into_iter().rev() {
            if !self.sidecar(&id)?.finished {
                return Ok(Some(id));
            }
        }
        Ok(None)
    }

    fn sidecar(&self, id: &str) -> Result<Sidecar, Box<dyn Error>> {
        let path = self.path(id, "json");
        let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(serde_json::from_slice(&bytes).map_err(|e| format!("{}: {e}", path.display()))?)
    }

    /// Write both files: the record first, then the sidecar.
    pub fn save(&self, id: &str, record: &str, sidecar: &Sidecar) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        write_atomic(&self.path(id, "gcg"), record.as_bytes())?;
        let json = serde_json::to_vec_pretty(sidecar).map_err(io::Error::other)?;
        write_atomic(&self.path(id, "json"), &json)
    }

    /// A saved game's id as typed: `3` finds `0003`.
    pub fn resolve(&self, id: &str) -> String {
        match id.parse::<u32>() {
            Ok(n) if !self.path(id, "json").exists() => format!("{n:04}"),
            _ => id.to_string(),
        }
    }

    /// Read a saved game back: the record replays to the identical game.
    pub fn load(&self, id: &str) -> Result<(ImportedGame, Sidecar), Box<dyn Error>> {
        if !self.path(id, "json").exists() {
            return Err(format!("no saved game {id:?} in {}", self.dir.display()).into());
        }
        let sidecar = self.sidecar(id)?;
        let path = self.path(id, "gcg");
        let bytes = fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let imported = gcg::import(&bytes)
            .map_err(|e| format!("{}: line {}: {}", path.display(), e.line, e.kind))?;
        if imported.game.config().players as usize != sidecar.seats.len() {
            return Err(format!("{id}: the record and its sidecar disagree on the players").into());
        }
        Ok((imported, sidecar))
    }
}

/// Write to a temporary file beside `path`, then rename it over `path`.
fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    fs::write(&tmp, bytes)?;
    fs::rename(&tmp, path)
}
