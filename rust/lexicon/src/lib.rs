//! Slovo's lexicons: one fst set of words per language, opened without parsing.
//!
//! ```
//! use slovo_lexicon::Lexicon;
//! use slovo_rules::Language;
//!
//! let lex = Lexicon::from_words(Language::Czech, ["žena", "ženy"]);
//! assert!(lex.contains("ŽENA"));
//! assert!(lex.has_prefix("žen"));
//! ```

pub mod build;
pub mod explain;
pub mod filter;
pub mod freq;
mod graph_check;
pub mod hunspell;
pub mod prune;
pub mod review;
pub mod sources;
mod words;

use std::path::{Path, PathBuf};

use slovo_rules::Language;
use thiserror::Error;

pub use words::{Bytes, Lexicon, normalize};

#[derive(Debug, Error)]
pub enum LexiconError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("not a lexicon file: {0}")]
    Corrupt(String),
    #[error("no lexicon for {language} in {dir}: run `slovo lexicon build --lang {}`", language.code())]
    Missing { language: Language, dir: PathBuf },
    #[error("sources: {0}")]
    Source(String),
}

impl LexiconError {
    pub fn io(path: &Path, source: std::io::Error) -> LexiconError {
        LexiconError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// The repository's `lexicons/` folder, where built lexicons are committed.
pub fn default_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("SLOVO_LEXICONS") {
        return PathBuf::from(dir);
    }
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../lexicons"))
}

/// Open a language's lexicon from a lexicons folder (memory-mapped).
pub fn open(dir: &Path, language: Language) -> Result<Lexicon, LexiconError> {
    let path = build::language_dir(dir, language).join(build::WORDS_FILE);
    if !path.exists() {
        return Err(LexiconError::Missing {
            language,
            dir: dir.to_path_buf(),
        });
    }
    Lexicon::open(language, &path)
}
