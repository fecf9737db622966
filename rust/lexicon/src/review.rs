//! Reviewing a list: a reproducible random sample to judge, and the junk rate of judged
//! samples with its 95% Wilson interval (issue 19).
//!
//! Reviews are TSV files (`lexicons/<code>/reviews/<date>-seed<S>.tsv`): `word`, `verdict`
//! (`ok`, `junk` or `unsure`), `class`, `note`; `#` lines are comments. Unsure words count
//! in neither the junk nor the total. A sample of the forms the pruning rules cut
//! (`<date>-cut-seed<S>.tsv`, from `slovo lexicon sample --cut`) is judged the same way: `ok`
//! is a real word wrongly cut, `junk` a form rightly cut, the class the rule that cut it.

use std::collections::HashSet;
use std::fmt;
use std::path::Path;

use slovo_rules::Language;

use crate::LexiconError;
use crate::build::{self, STOPLIST_FILE};
use crate::filter::{Stoplist, WordFilter, parse_stoplist};
use crate::freq::{FREQ_FILE, Frequencies};

/// The forms `language`'s pruning rules cut from the list under `lexicons`, sorted, each
/// with the rule that cut it: the build's verdicts again, from the sources in `cache`.
/// Attestation is the shipped `freq.fst` (wordfreq's kept words), as for `slovo lexicon
/// why`: a cut form is not attested, so the verdicts are the build's. Forms the filter
/// drops (capitalised, too long) are left out, as the manifest's `pruned` counts leave them.
pub fn cut_forms(
    language: Language,
    lexicons: &Path,
    cache: &Path,
) -> Result<Vec<(String, &'static str)>, LexiconError> {
    let lexicon = crate::open(lexicons, language)?;
    let dir = build::language_dir(lexicons, language);
    let freq = Frequencies::open(&dir.join(FREQ_FILE)).ok();
    let mut attested = HashSet::new();
    if let Some(freq) = &freq {
        lexicon.for_each(|w| {
            if freq.zipf(w).is_some() {
                attested.insert(w.to_string());
            }
        });
    }
    let stoplist = match std::fs::read_to_string(dir.join(STOPLIST_FILE)) {
        Ok(text) => parse_stoplist(&text),
        Err(_) => Stoplist::default(),
    };
    let filter = WordFilter::new(language, stoplist);
    let located = crate::sources::locate(language, cache)?;
    let mut out: Vec<(String, &'static str)> = build::source_forms(
        &located.files,
        language,
        attested,
        build::kindred_attested(language, lexicons)?,
    )?
    .into_iter()
    .filter_map(|(form, cut)| Some((filter.accept(&form).ok()?, cut?)))
    .filter(|(w, _)| !lexicon.contains_normalized(w))
    .collect();
    out.sort_unstable();
    out.dedup_by(|a, b| a.0 == b.0);
    Ok(out)
}

/// `n` distinct words picked from `words` by `seed`, in the order drawn. The generator is
/// SplitMix64, written out here so a seed gives the same sample in every future build.
pub fn sample(words: &[String], n: usize, seed: u64) -> Vec<&str> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    // Partial Fisher–Yates over indices, touching only the drawn positions.
    let mut swapped = std::collections::HashMap::new();
    let n = n.min(words.len());
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let j = i + (next() % (words.len() - i) as u64) as usize;
        let at_j = *swapped.get(&j).unwrap_or(&j);
        let at_i = *swapped.get(&i).unwrap_or(&i);
        swapped.insert(j, at_i);
        out.push(words[at_j].as_str());
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    Junk,
    Unsure,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    pub word: String,
    pub verdict: Verdict,
    pub class: String,
}

#[derive(Debug, PartialEq, Eq)]
pub struct ReviewError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Parse a review file's text.
pub fn parse(text: &str) -> Result<Vec<Judged>, ReviewError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let err = |message: String| ReviewError {
            line: i + 1,
            message,
        };
        let (word, verdict) = match fields.as_slice() {
            [w, v, ..] => (w.trim(), v.trim()),
            _ => return Err(err("expected word<TAB>verdict[<TAB>class<TAB>note]".into())),
        };
        let verdict = match verdict {
            "ok" => Verdict::Ok,
            "junk" => Verdict::Junk,
            "unsure" => Verdict::Unsure,
            other => return Err(err(format!("verdict {other:?} is not ok, junk or unsure"))),
        };
        out.push(Judged {
            word: word.to_string(),
            verdict,
            class: fields
                .get(2)
                .map(|c| c.trim().to_string())
                .unwrap_or_default(),
        });
    }
    Ok(out)
}

/// Junk among judged words, with the 95% Wilson score interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JunkRate {
    pub junk: usize,
    /// Words judged ok or junk.
    pub judged: usize,
    pub unsure: usize,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

pub fn junk_rate(reviews: &[Judged]) -> JunkRate {
    let junk = reviews
        .iter()
        .filter(|r| r.verdict == Verdict::Junk)
        .count();
    let unsure = reviews
        .iter()
        .filter(|r| r.verdict == Verdict::Unsure)
        .count();
    let judged = reviews.len() - unsure;
    let (low, high) = wilson(junk, judged);
    JunkRate {
        junk,
        judged,
        unsure,
        rate: if judged == 0 {
            0.0
        } else {
            junk as f64 / judged as f64
        },
        low,
        high,
    }
}

/// Of all real words the sources make, the share the list keeps: `kept × real_kept /
/// (kept × real_kept + cut × real_cut)`, with `kept` and `cut` the forms in the list and cut
/// from it and `real_kept`, `real_cut` the real-word shares reviewed samples found in each.
pub fn retention(kept: usize, real_kept: f64, cut: usize, real_cut: f64) -> f64 {
    let kept_real = kept as f64 * real_kept;
    let cut_real = cut as f64 * real_cut;
    if kept_real + cut_real == 0.0 {
        return 1.0;
    }
    kept_real / (kept_real + cut_real)
}

/// The 95% Wilson score interval for `k` successes in `n` trials.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_are_reproducible_distinct_and_seed_dependent() {
        let words: Vec<String> = (0..1000).map(|i| format!("w{i}")).collect();
        let a = sample(&words, 300, 7);
        assert_eq!(a, sample(&words, 300, 7));
        assert_ne!(a, sample(&words, 300, 8));
        let distinct: std::collections::HashSet<_> = a.iter().collect();
        assert_eq!(distinct.len(), 300);
        assert_eq!(sample(&words, 5000, 1).len(), 1000);
    }

    #[test]
    fn wilson_matches_known_values() {
        // 75 of 300: p = 0.25, interval [0.2044, 0.3020] (worked by hand).
        let (lo, hi) = wilson(75, 300);
        assert!(
            (lo - 0.2044).abs() < 5e-4 && (hi - 0.3020).abs() < 5e-4,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 300);
        assert!(lo.abs() < 1e-12);
        assert!((hi - 0.01263).abs() < 5e-4, "{hi}");
    }

    #[test]
    fn retention_weighs_the_real_shares_by_the_forms_on_each_side() {
        // 900 real kept of 1000, 50 real of 500 cut: 900 / 950.
        assert!((retention(1000, 0.9, 500, 0.1) - 900.0 / 950.0).abs() < 1e-12);
        assert_eq!(retention(1000, 0.98, 0, 0.5), 1.0);
        assert_eq!(retention(1000, 1.0, 1000, 1.0), 0.5);
        assert_eq!(retention(0, 1.0, 0, 1.0), 1.0);
    }

    #[test]
    fn reviews_parse_and_unsure_words_are_left_out() {
        let text =
            "# seed 1\nžena\tok\t\t\nkaprónovejší\tjunk\tcomparative\tnot gradable\nfoo\tunsure\n";
        let r = junk_rate(&parse(text).unwrap());
        assert_eq!((r.junk, r.judged, r.unsure), (1, 2, 1));
        assert_eq!(r.rate, 0.5);
        assert_eq!(parse("word\tmaybe").unwrap_err().line, 1);
        assert!(parse("lonely").is_err());
    }
}
