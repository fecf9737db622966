//! `slovo lexicon why WORD`: every derivation of a word, rebuilt on demand.
//!
//! Provenance is not stored with the shipped lists (it would be larger than they are); the
//! sources are expanded again, which takes a few seconds, and the pruning rules judge each
//! derivation as the build did. Attestation comes from the shipped `freq.fst`, which holds
//! every kept word wordfreq lists: a word cut for lack of attestation is not in it, so the
//! verdicts agree with the build's.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use slovo_rules::Language;

use crate::build::{self, STOPLIST_FILE};
use crate::filter::{Dropped, Stoplist, WordFilter, parse_stoplist};
use crate::freq::{FREQ_FILE, Frequencies};
use crate::prune::{self, Pruner};
use crate::{LexiconError, hunspell, sources};

/// One way the sources make the word.
#[derive(Debug, Clone, PartialEq)]
pub struct Derived {
    /// The stem line and the rules applied (`kaprónový/YN po:adjective + [SFX Y ý ejší ý …]`).
    pub text: String,
    /// The pruning rule that cuts this derivation, if any.
    pub cut_by: Option<&'static str>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Explanation {
    pub word: String,
    /// In the shipped list?
    pub listed: bool,
    pub derivations: Vec<Derived>,
    /// Why the filter leaves the word out, if it does.
    pub dropped: Option<Dropped>,
    /// The rule over the whole list of forms that cuts it (`country_lower_case`), if any.
    pub cut_by_form_rule: Option<&'static str>,
}

impl Explanation {
    /// The rule that cut the word: a form rule, or the one every derivation fell to.
    pub fn cut_by(&self) -> Option<&'static str> {
        if self.listed {
            return None;
        }
        self.cut_by_form_rule.or_else(|| {
            (!self.derivations.is_empty() && self.derivations.iter().all(|d| d.cut_by.is_some()))
                .then(|| self.derivations[0].cut_by)
                .flatten()
        })
    }
}

/// Explain `words` (any case) in `language`'s list under `lexicons`, reading the sources
/// from `cache` (fetched when missing, as the build does); one expansion serves them all.
pub fn explain(
    language: Language,
    lexicons: &Path,
    cache: &Path,
    words: &[String],
) -> Result<Vec<Explanation>, LexiconError> {
    let lexicon = crate::open(lexicons, language)?;
    let dir = build::language_dir(lexicons, language);
    let stoplist = match std::fs::read_to_string(dir.join(STOPLIST_FILE)) {
        Ok(text) => parse_stoplist(&text),
        Err(_) => Stoplist::default(),
    };
    let filter = WordFilter::new(language, stoplist);
    let mut out: Vec<Explanation> = words
        .iter()
        .map(|w| {
            let word = crate::normalize(w);
            Explanation {
                listed: lexicon.contains_normalized(&word),
                dropped: filter.accept(&word).err(),
                derivations: Vec::new(),
                cut_by_form_rule: None,
                word,
            }
        })
        .collect();
    let located = sources::locate(language, cache)?;
    if language == Language::English {
        // ENABLE is a plain list: a listed word's only provenance is the list itself.
        for e in out.iter_mut().filter(|e| e.listed) {
            e.derivations.push(Derived {
                text: format!("ENABLE {}", e.word),
                cut_by: None,
            });
        }
        return Ok(out);
    }
    let dict = hunspell::load(&located.files[0], &located.files[1])
        .map_err(|e| LexiconError::Source(e.to_string()))?;
    // Attested = kept and listed by wordfreq, or (for a cut word) nothing.
    let freq = Frequencies::open(&dir.join(FREQ_FILE)).ok();
    let mut attested = HashSet::new();
    let form_rules = prune::form_rules(language);
    let mut all_forms = HashSet::new();
    dict.expand(|w| {
        let n = crate::normalize(w);
        if freq.as_ref().is_some_and(|f| f.zipf(&n).is_some()) {
            attested.insert(n);
        }
        if !form_rules.is_empty() {
            all_forms.insert(w.to_string());
        }
    });
    let mut pruner =
        Pruner::new(language, attested).with_kindred(build::kindred_attested(language, lexicons)?);
    if !pruner.is_empty() {
        dict.expand_derived(|w, d| pruner.observe(w, d));
    }
    let index: HashMap<String, usize> = out
        .iter()
        .enumerate()
        .map(|(i, e)| (e.word.clone(), i))
        .collect();
    dict.expand_derived(|w, d| {
        // Forms are stored lower case and NFC; a capitalised form is another word.
        if w.chars().any(char::is_uppercase) {
            return;
        }
        let found = index.get(w).or_else(|| index.get(&crate::normalize(w)));
        if let Some(&i) = found {
            out[i].derivations.push(Derived {
                text: d.to_string(),
                cut_by: pruner.verdict(w, d),
            });
        }
    });
    let exists = |f: &str| all_forms.contains(f);
    for e in &mut out {
        e.cut_by_form_rule = form_rules
            .iter()
            .find(|r| (r.cuts)(&e.word, &exists))
            .map(|r| r.name);
    }
    Ok(out)
}
