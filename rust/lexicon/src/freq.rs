//! Word frequencies from PyPI `wordfreq`, kept beside each lexicon as an fst map from word to
//! Zipf frequency × 100, so the easy bot can prefer words people use.

use std::path::Path;
use std::process::Command;

use fst::Streamer;
use serde::{Deserialize, Serialize};
use slovo_rules::Language;

use crate::sources::SourceInfo;
use crate::words::Bytes;
use crate::{Lexicon, LexiconError};

pub const FREQ_FILE: &str = "freq.fst";
const WORDFREQ_VERSION: &str = "3.1.1";

/// The wordfreq language code and list for a language (data/lexicons.md: Croatian only as
/// `sh`; "large" exists for en and cs only, elsewhere it silently returns another language).
fn wordfreq_list(language: Language) -> (&'static str, &'static str) {
    match language {
        Language::English => ("en", "large"),
        Language::Czech => ("cs", "large"),
        Language::Slovak => ("sk", "small"),
        Language::Danish => ("da", "small"),
        Language::Bulgarian => ("bg", "small"),
        Language::Croatian => ("sh", "small"),
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FrequencyInfo {
    pub source: SourceInfo,
    pub wordlist: String,
    /// Lexicon words with a frequency.
    pub entries: usize,
    pub bytes: usize,
}

/// Commonness tier from a Zipf frequency: 1 (everyday, ≥ 5) to 5 (rare, < 2, or unlisted).
pub fn tier(zipf: Option<f32>) -> u8 {
    match zipf {
        Some(z) if z >= 5.0 => 1,
        Some(z) if z >= 4.0 => 2,
        Some(z) if z >= 3.0 => 3,
        Some(z) if z >= 2.0 => 4,
        _ => 5,
    }
}

/// Frequencies of one language's words.
pub struct Frequencies {
    map: fst::Map<Bytes>,
}

impl Frequencies {
    pub fn open(path: &Path) -> Result<Frequencies, LexiconError> {
        let file = std::fs::File::open(path).map_err(|e| LexiconError::io(path, e))?;
        // SAFETY: read-only map of a file the build wrote once.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(|e| LexiconError::io(path, e))?;
        let map = fst::Map::from(crate::words::verified_fst(Bytes::Mapped(map))?);
        Ok(Frequencies { map })
    }

    /// Zipf frequency of a normalized word, if listed.
    pub fn zipf(&self, word: &str) -> Option<f32> {
        self.map.get(word).map(|v| v as f32 / 100.0)
    }

    /// Every listed word.
    pub fn words(&self) -> std::collections::HashSet<String> {
        use fst::Streamer;
        let mut words = std::collections::HashSet::with_capacity(self.map.len());
        let mut stream = self.map.stream();
        while let Some((w, _)) = stream.next() {
            words.insert(String::from_utf8_lossy(w).into_owned());
        }
        words
    }

    pub fn tier(&self, word: &str) -> u8 {
        tier(self.zipf(word))
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

const EXPORT: &str = r#"
import sys, math, wordfreq
lang, wordlist = sys.argv[1], sys.argv[2]
out = sys.stdout
for word, freq in wordfreq.get_frequency_dict(lang, wordlist).items():
    out.write("%s\t%.2f\n" % (word, math.log10(freq) + 9))
"#;

/// Every form wordfreq lists for `language`, normalized, with its Zipf frequency × 100
/// (wordfreq is installed into `cache` if this Python lacks it).
pub fn wordfreq(language: Language, cache: &Path) -> Result<Vec<(String, u64)>, LexiconError> {
    let site = cache.join("python");
    let has = |path: Option<&Path>| {
        let mut cmd = Command::new("python3");
        cmd.args(["-c", "import wordfreq; print(wordfreq.__version__ if hasattr(wordfreq, '__version__') else '')"]);
        if let Some(p) = path {
            cmd.env("PYTHONPATH", p);
        }
        cmd.output().is_ok_and(|o| o.status.success())
    };
    let pythonpath = if has(Some(&site)) {
        Some(site.clone())
    } else if has(None) {
        None
    } else {
        let out = Command::new("python3")
            .args(["-m", "pip", "install", "--quiet", "--target"])
            .arg(&site)
            .arg(format!("wordfreq=={WORDFREQ_VERSION}"))
            .output()
            .map_err(|e| LexiconError::Source(format!("pip install wordfreq: {e}")))?;
        if !out.status.success() {
            return Err(LexiconError::Source(format!(
                "pip install wordfreq: {}",
                String::from_utf8_lossy(&out.stderr)
            )));
        }
        Some(site.clone())
    };
    let (code, wordlist) = wordfreq_list(language);
    let mut cmd = Command::new("python3");
    cmd.args(["-c", EXPORT, code, wordlist]);
    if let Some(p) = &pythonpath {
        cmd.env("PYTHONPATH", p);
    }
    let out = cmd
        .output()
        .map_err(|e| LexiconError::Source(format!("wordfreq: {e}")))?;
    if !out.status.success() {
        return Err(LexiconError::Source(format!(
            "wordfreq: {}",
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(text
        .lines()
        .filter_map(|line| {
            let (word, zipf) = line.split_once('\t')?;
            let zipf: f64 = zipf.parse().ok()?;
            Some((
                crate::normalize(word),
                (zipf.max(0.0) * 100.0).round() as u64,
            ))
        })
        .collect())
}

/// Write `freq.fst` for the words of `lexicon` that `wordfreq` lists, into `dir`.
pub fn build(
    lexicon: &Lexicon,
    wordfreq: &[(String, u64)],
    dir: &Path,
) -> Result<FrequencyInfo, LexiconError> {
    let (code, wordlist) = wordfreq_list(lexicon.language());
    let mut entries: Vec<(String, u64)> = wordfreq
        .iter()
        .filter(|(word, _)| lexicon.contains_normalized(word))
        .cloned()
        .collect();
    // Several spellings may normalize to one word: keep the highest frequency.
    entries.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    entries.dedup_by(|a, b| a.0 == b.0);
    let map = fst::Map::from_iter(entries.iter().map(|(w, z)| (w.as_bytes(), *z)))
        .map_err(|e| LexiconError::Corrupt(e.to_string()))?;
    let bytes = map.into_fst().into_inner();
    crate::build::write_atomically(&dir.join(FREQ_FILE), &bytes)?;
    Ok(FrequencyInfo {
        source: SourceInfo {
            registry: "PyPI".into(),
            package: "wordfreq".into(),
            version: WORDFREQ_VERSION.into(),
            licence: "code Apache-2.0, data CC BY-SA 4.0".into(),
        },
        wordlist: format!("{code} {wordlist}"),
        entries: entries.len(),
        bytes: bytes.len(),
    })
}

/// Count of words per tier (index 0 = tier 1), for reports.
pub fn tier_counts(freq: &Frequencies) -> [usize; 4] {
    let mut counts = [0; 4];
    let mut stream = freq.map.stream();
    while let Some((_, v)) = stream.next() {
        let t = tier(Some(v as f32 / 100.0));
        if t <= 4 {
            counts[t as usize - 1] += 1;
        }
    }
    counts
}
