//! `slovo lexicon build`: sources → forms → filter → stoplist → fst + manifest.
//!
//! Output per language in `<lexicons>/<code>/`: `words.fst`, `manifest.json`, `COPYRIGHT`
//! (the source package's licence text); `stoplist.txt` is read from there (reviewed by hand).
//! The same sources give byte-identical files: forms are sorted before the fst is written.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use slovo_rules::Language;

use crate::filter::{Dropped, Stoplist, WordFilter, parse_stoplist};
use crate::freq::{self, FREQ_FILE, Frequencies, FrequencyInfo};
use crate::prune::{self, Pruner};
use crate::sources::{self, SourceInfo};
use crate::{Lexicon, LexiconError, hunspell};

pub const WORDS_FILE: &str = "words.fst";
pub const MANIFEST_FILE: &str = "manifest.json";
pub const STOPLIST_FILE: &str = "stoplist.txt";
pub const COPYRIGHT_FILE: &str = "COPYRIGHT";

/// What `manifest.json` says about a built lexicon.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub language: Language,
    pub code: String,
    pub sources: Vec<SourceInfo>,
    /// Distinct source forms before filtering.
    pub forms: usize,
    pub words: usize,
    /// Forms left out, by reason.
    pub dropped: BTreeMap<String, usize>,
    /// Words the pruning rules cut (forms that passed the filter), by rule (issue 19).
    #[serde(default)]
    pub pruned: BTreeMap<String, usize>,
    pub bytes: usize,
    pub sha256: String,
    pub format: String,
    pub command: String,
    pub frequency: Option<FrequencyInfo>,
}

/// The directory of one language's files.
pub fn language_dir(lexicons: &Path, language: Language) -> PathBuf {
    lexicons.join(language.code())
}

pub fn read_manifest(lexicons: &Path, language: Language) -> Result<Manifest, LexiconError> {
    let path = language_dir(lexicons, language).join(MANIFEST_FILE);
    let text = std::fs::read_to_string(&path).map_err(|e| LexiconError::io(&path, e))?;
    serde_json::from_str(&text)
        .map_err(|e| LexiconError::Corrupt(format!("{}: {e}", path.display())))
}

/// What a build did, for the command to print.
pub struct BuildReport {
    pub manifest: Manifest,
    pub seconds: f64,
}

/// The forms the [`prune::kindred`] language's corpus attests, for the exemptions: the
/// words of its shipped list that wordfreq lists (its `freq.fst`), so a build, a sample and
/// `why` all judge by the same file. Empty for a language without a kindred one.
pub fn kindred_attested(
    language: Language,
    lexicons: &Path,
) -> Result<HashSet<String>, LexiconError> {
    match prune::kindred(language) {
        Some(kin) => Ok(Frequencies::open(&language_dir(lexicons, kin).join(FREQ_FILE))?.words()),
        None => Ok(HashSet::new()),
    }
}

/// Every distinct source form of a language, sorted, with the pruning rule that cuts it
/// (`None`: kept). Forms of a hunspell dictionary are judged by their derivations, with
/// wordfreq's forms of the language (`attested`) and of its kindred one.
pub fn source_forms(
    files: &[PathBuf],
    language: Language,
    attested: HashSet<String>,
    kindred: HashSet<String>,
) -> Result<Vec<(String, Option<&'static str>)>, LexiconError> {
    if language == Language::English {
        let path = &files[0];
        let text = std::fs::read_to_string(path).map_err(|e| LexiconError::io(path, e))?;
        let mut forms: Vec<String> = serde_json::from_str(&text)
            .map_err(|e| LexiconError::Source(format!("{}: {e}", path.display())))?;
        forms.sort_unstable();
        forms.dedup();
        return Ok(forms.into_iter().map(|f| (f, None)).collect());
    }
    let dict =
        hunspell::load(&files[0], &files[1]).map_err(|e| LexiconError::Source(e.to_string()))?;
    let mut pruner = Pruner::new(language, attested).with_kindred(kindred);
    if !pruner.is_empty() {
        dict.expand_derived(|w, d| pruner.observe(w, d));
    }
    let mut verdicts = HashMap::new();
    dict.expand_derived(|w, d| prune::merge(&mut verdicts, w, pruner.verdict(w, d)));
    // Rules over the whole set of forms come last, on what the others kept.
    let form_rules = prune::form_rules(language);
    if !form_rules.is_empty() {
        let exists = |f: &str| verdicts.contains_key(f);
        let cut: Vec<(String, &'static str)> = verdicts
            .iter()
            .filter(|(_, v)| v.is_none())
            .filter_map(|(f, _)| {
                form_rules
                    .iter()
                    .find(|r| (r.cuts)(f, &exists))
                    .map(|r| (f.clone(), r.name))
            })
            .collect();
        for (f, rule) in cut {
            verdicts.insert(f, Some(rule));
        }
    }
    let mut forms: Vec<(String, Option<&'static str>)> = verdicts.into_iter().collect();
    forms.sort_unstable();
    Ok(forms)
}

/// Build one language into `lexicons/<code>/`, fetching sources into `cache` when needed.
pub fn build(
    language: Language,
    lexicons: &Path,
    cache: &Path,
) -> Result<BuildReport, LexiconError> {
    let start = Instant::now();
    let located = sources::locate(language, cache)?;
    let wordfreq = freq::wordfreq(language, cache)?;
    let attested = wordfreq.iter().map(|(w, _)| w.clone()).collect();
    let kindred = kindred_attested(language, lexicons)?;
    let forms = source_forms(&located.files, language, attested, kindred)?;

    let dir = language_dir(lexicons, language);
    std::fs::create_dir_all(&dir).map_err(|e| LexiconError::io(&dir, e))?;
    let stop_path = dir.join(STOPLIST_FILE);
    let stoplist = match std::fs::read_to_string(&stop_path) {
        Ok(text) => parse_stoplist(&text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Stoplist::default(),
        Err(e) => return Err(LexiconError::io(&stop_path, e)),
    };
    let filter = WordFilter::new(language, stoplist);
    let mut dropped: BTreeMap<Dropped, usize> = BTreeMap::new();
    let mut pruned: BTreeMap<String, usize> = BTreeMap::new();
    let mut words: Vec<String> = Vec::with_capacity(forms.len());
    for (form, cut) in &forms {
        match (filter.accept(form), cut) {
            (Ok(w), None) => words.push(w),
            (Ok(_), Some(rule)) => *pruned.entry(rule.to_string()).or_default() += 1,
            (Err(why), _) => *dropped.entry(why).or_default() += 1,
        }
    }
    words.sort_unstable();
    words.dedup();
    let set = fst::Set::from_iter(&words).map_err(|e| LexiconError::Corrupt(e.to_string()))?;
    let bytes = set.into_fst().into_inner();

    write_atomically(&dir.join(WORDS_FILE), &bytes)?;
    let lexicon = Lexicon::from_bytes(language, crate::Bytes::Owned(bytes.clone()))?;
    let frequency = freq::build(&lexicon, &wordfreq, &dir)?;
    if let Some(copyright) = &located.copyright {
        let text = std::fs::read(copyright).map_err(|e| LexiconError::io(copyright, e))?;
        write_atomically(&dir.join(COPYRIGHT_FILE), &text)?;
    }
    let manifest = Manifest {
        language,
        code: language.code().to_string(),
        sources: vec![located.info],
        forms: forms.len(),
        words: words.len(),
        dropped: dropped
            .into_iter()
            .map(|(k, v)| (format!("{k:?}").to_lowercase(), v))
            .collect(),
        pruned,
        bytes: bytes.len(),
        sha256: hex(&Sha256::digest(&bytes)),
        format: "fst 0.4 set; words lower-case NFC UTF-8".to_string(),
        command: format!("slovo lexicon build --lang {}", language.code()),
        frequency: Some(frequency),
    };
    let json = serde_json::to_string_pretty(&manifest).expect("manifest serializes") + "\n";
    write_atomically(&dir.join(MANIFEST_FILE), json.as_bytes())?;
    Ok(BuildReport {
        manifest,
        seconds: start.elapsed().as_secs_f64(),
    })
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Write via a temporary file and rename, so a reader never sees half a lexicon.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), LexiconError> {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, bytes).map_err(|e| LexiconError::io(&tmp, e))?;
    std::fs::rename(&tmp, path).map_err(|e| LexiconError::io(path, e))
}
