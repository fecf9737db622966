//! Hunspell dictionary expansion: every word form a `.aff`/`.dic` pair accepts without
//! compounding, generated forwards from the roots.
//!
//! Debian's `unmunch` gets several of our languages wrong (long and numeric flags, aliases,
//! two-level suffixes), so this follows hunspell's own checking logic instead; see
//! `expand.rs` for the combinations it allows.
//!
//! ```
//! use slovo_lexicon::hunspell::Dictionary;
//!
//! let aff = "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n";
//! let dic = "1\ncat/S\n";
//! let mut forms = Vec::new();
//! Dictionary::parse(aff, dic).unwrap().expand(|w| forms.push(w.to_string()));
//! assert_eq!(forms, ["cat", "cats"]);
//! ```

mod aff;
mod condition;
mod derivation;
mod dic;
mod expand;
mod flags;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use thiserror::Error;

pub use derivation::{AffixKind, AffixRule, Derivation};

use aff::Affixes;
use dic::Root;
use flags::has;

#[derive(Debug, Error)]
pub enum HunspellError {
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// `line` is 1-based.
    #[error("{file}:{line}: {message}")]
    Syntax {
        file: String,
        line: usize,
        message: String,
    },
}

/// A parsed dictionary, ready to expand.
pub struct Dictionary {
    aff: Affixes,
    roots: Vec<Root>,
    /// Words whose first `.dic` entry is `FORBIDDENWORD`: hunspell rejects them outright,
    /// even when another root's affixes produce them.
    forbidden: HashSet<Box<str>>,
}

impl Dictionary {
    /// Parse the texts of an `.aff` and a `.dic` file (errors name them "aff" and "dic").
    pub fn parse(aff: &str, dic: &str) -> Result<Dictionary, HunspellError> {
        Self::parse_named(aff, "aff", dic, "dic")
    }

    fn parse_named(
        aff_text: &str,
        aff_name: &str,
        dic_text: &str,
        dic_name: &str,
    ) -> Result<Dictionary, HunspellError> {
        let syntax = |file: &str| {
            let file = file.to_string();
            move |(line, message)| HunspellError::Syntax {
                file,
                line,
                message,
            }
        };
        let aff = Affixes::parse(aff_text).map_err(syntax(aff_name))?;
        let roots = dic::parse(dic_text, &aff).map_err(syntax(dic_name))?;

        let mut seen = HashSet::new();
        let mut forbidden = HashSet::new();
        if aff.forbidden.is_some() {
            for root in &roots {
                if seen.insert(&*root.word) && has(&root.flags, aff.forbidden) {
                    forbidden.insert(root.word.clone());
                }
            }
        }
        Ok(Dictionary {
            aff,
            roots,
            forbidden,
        })
    }

    /// Number of `.dic` entries.
    pub fn root_count(&self) -> usize {
        self.roots.len()
    }

    /// Every word form the dictionary accepts without compounding: roots (unless
    /// `NEEDAFFIX`, `FORBIDDENWORD` or `ONLYINCOMPOUND`) and all affixed forms, in `.dic`
    /// order. A form may be emitted more than once; callers dedup.
    pub fn expand(&self, mut emit: impl FnMut(&str)) {
        self.expand_derived(|w, _| emit(w));
    }

    /// [`expand`](Self::expand), with each form's [`Derivation`]: a form made in several
    /// ways is emitted once per way.
    pub fn expand_derived<'a>(&'a self, mut emit: impl FnMut(&str, &Derivation<'a>)) {
        let mut scratch = expand::Scratch::default();
        let mut out = |w: &str, d: &Derivation<'a>| {
            if self.forbidden.is_empty() || !self.forbidden.contains(w) {
                emit(w, d);
            }
        };
        for root in &self.roots {
            expand::expand_root(&self.aff, root, &mut scratch, &mut out);
        }
    }
}

impl std::fmt::Debug for Dictionary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dictionary")
            .field("roots", &self.roots.len())
            .field("prefix_classes", &self.aff.prefixes.len())
            .field("suffix_classes", &self.aff.suffixes.len())
            .field("forbidden", &self.forbidden.len())
            .finish()
    }
}

/// Read and parse an `.aff`/`.dic` pair (UTF-8 files).
pub fn load(
    aff_path: impl AsRef<Path>,
    dic_path: impl AsRef<Path>,
) -> Result<Dictionary, HunspellError> {
    let read = |path: &Path| {
        std::fs::read_to_string(path).map_err(|source| HunspellError::Io {
            path: path.to_path_buf(),
            source,
        })
    };
    let (aff_path, dic_path) = (aff_path.as_ref(), dic_path.as_ref());
    Dictionary::parse_named(
        &read(aff_path)?,
        &aff_path.display().to_string(),
        &read(dic_path)?,
        &dic_path.display().to_string(),
    )
}
