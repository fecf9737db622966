//! Pruning: forms the spell-checkers' affix rules invent, cut after expansion (issue 19).
//!
//! A rule looks at how a form was made (its [`Derivation`]: the stem line and the affix
//! rules applied), not at word lists. Where the derivation alone cannot tell a real form from
//! an invented one (is this adjective gradable? does this verb take an object?), the rule
//! asks the corpus: the form is kept when wordfreq attests it, or — for a rule that judges a
//! whole paradigm — when wordfreq attests any form the same rule would make from that stem.
//! A form made in several ways is kept when any of its derivations survives.

mod bg;
mod cs;
mod da;
mod hr;
mod sk;

use std::collections::{HashMap, HashSet};

use slovo_rules::Language;

use crate::hunspell::{AffixKind, AffixRule, Derivation};

/// What can save a form a rule would cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unless {
    /// Nothing: the class is never a word.
    Never,
    /// wordfreq lists the form itself.
    FormAttested,
    /// wordfreq lists some form this rule makes from the same stem line (the adjective is
    /// gradable, the verb transitive, because people use one of those forms).
    StemAttested,
}

/// One pruning rule: a class of invented forms.
pub struct Rule {
    /// The name the manifest counts under and `slovo lexicon why` shows.
    pub name: &'static str,
    /// Does this derivation belong to the class?
    pub applies: fn(&str, &Derivation) -> bool,
    pub unless: Unless,
    /// Another rule whose attested stems also save this one's forms (for
    /// [`Unless::StemAttested`]: a negated adjective stays when its degrees are used).
    pub shares: Option<&'static str>,
}

/// The rules of a language, in the order they are tried.
pub fn rules(language: Language) -> &'static [Rule] {
    match language {
        Language::Slovak => sk::RULES,
        Language::Czech => cs::RULES,
        Language::Bulgarian => bg::RULES,
        Language::Danish => da::RULES,
        Language::Croatian => hr::RULES,
        Language::English => &[],
    }
}

/// A way out of a rule that needs the dictionary's other stem lines: the rule does not
/// apply to this derivation when `exempt` holds (an adjective that is the passive
/// participle of a verb the dictionary lists).
pub struct Exemption {
    /// The rule it is a way out of.
    pub rule: &'static str,
    pub exempt: fn(&Derivation, &Lookup) -> bool,
}

/// What an exemption may ask.
pub struct Lookup<'a> {
    /// Is this word a stem line of the dictionary?
    pub stem_line: Exists<'a>,
    /// Does wordfreq attest this form?
    pub attested: Exists<'a>,
    /// Does wordfreq attest this form in the kindred language ([`kindred`]: Czech for
    /// Slovak)? Its corpus is far larger, and the two languages grade the same adjectives.
    pub kindred_attested: Exists<'a>,
}

/// The language whose corpus may vouch for this one's forms in an exemption.
pub fn kindred(language: Language) -> Option<Language> {
    match language {
        Language::Slovak => Some(Language::Czech),
        _ => None,
    }
}

/// The exemptions of a language.
pub fn exemptions(language: Language) -> &'static [Exemption] {
    match language {
        Language::Slovak => sk::EXEMPTIONS,
        Language::Czech => cs::EXEMPTIONS,
        _ => &[],
    }
}

/// Rules that judge a form by the whole list of forms rather than by its derivation.
pub fn form_rules(language: Language) -> &'static [FormRule] {
    match language {
        Language::Slovak | Language::Czech => &[COUNTRY_LOWER_CASE],
        _ => &[],
    }
}

/// Is this string a source form?
pub type Exists<'a> = &'a dyn Fn(&str) -> bool;

/// A rule over the set of source forms.
pub struct FormRule {
    pub name: &'static str,
    /// Cut `form`, given whether a source form exists?
    pub cuts: fn(&str, Exists) -> bool,
}

/// Lower-cased country names (`slovensko`, `česku`): dictionary entries and adjective
/// rules leak the proper noun in lower case. Cut a `-sko` noun form when the capitalised
/// form is itself in the dictionary (`Slovensko`) and so is the country's adjective
/// (`slovenský`, `rakúskej`); `ihrisko` has no such twin, `láska`/`lásky` no adjective.
pub const COUNTRY_LOWER_CASE: FormRule = FormRule {
    name: "country_lower_case",
    cuts: |form, exists| {
        const ENDINGS: [&str; 4] = ["sko", "sku", "ska", "skom"];
        let Some(ending) = ENDINGS.iter().find(|e| form.ends_with(*e)) else {
            return false;
        };
        let stem = &form[..form.len() - ending.len()];
        let mut chars = stem.chars();
        let Some(first) = chars.next() else {
            return false;
        };
        let country: String = first.to_uppercase().chain(chars).collect::<String>() + "sko";
        // The lower-case nominative itself is in the sources (`slovensko`): a `písku` of
        // `písek` has no `písko` and stays.
        exists(&country)
            && exists(&format!("{stem}sko"))
            && ["ský", "skej", "ského"]
                .iter()
                .any(|a| exists(&format!("{stem}{a}")))
    },
};

/// True when any rule in `rule`'s morphology field mentions `tag`.
pub(crate) fn morph_has(rule: &AffixRule, tag: &str) -> bool {
    rule.morph().split_whitespace().any(|t| t == tag)
}

/// The prefix rule's added text, if a prefix was applied.
pub(crate) fn prefix_add<'a>(d: &Derivation<'a>) -> Option<&'a str> {
    d.prefix
        .filter(|p| p.kind() == AffixKind::Prefix)
        .map(|p| p.add())
}

/// Attestation for the rules: the wordfreq forms of the language (normalized).
pub struct Pruner {
    rules: &'static [Rule],
    exemptions: &'static [Exemption],
    attested: HashSet<String>,
    /// The [`kindred`] language's wordfreq forms (normalized), for the exemptions.
    kindred_attested: HashSet<String>,
    /// The dictionary's stem words (for the exemptions), gathered while observing.
    stem_words: HashSet<String>,
    /// Per rule, the stem lines with an attested form (for [`Unless::StemAttested`]).
    stems: Vec<HashSet<String>>,
}

/// A stem line's identity: a word may have several lines with different flags.
fn stem_key(d: &Derivation) -> String {
    format!("{}/{}", d.stem, d.stem_flags)
}

impl Pruner {
    /// A pruner for `language`, given wordfreq's forms; call [`observe`](Self::observe) for
    /// every derivation before asking for verdicts.
    pub fn new(language: Language, attested: HashSet<String>) -> Pruner {
        let rules = rules(language);
        Pruner {
            rules,
            exemptions: exemptions(language),
            attested,
            kindred_attested: HashSet::new(),
            stem_words: HashSet::new(),
            stems: rules.iter().map(|_| HashSet::new()).collect(),
        }
    }

    /// The [`kindred`] language's wordfreq forms, which the exemptions may ask about.
    pub fn with_kindred(mut self, attested: HashSet<String>) -> Pruner {
        self.kindred_attested = attested;
        self
    }

    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    fn is_attested(&self, form: &str) -> bool {
        self.attested.contains(&crate::normalize(form))
    }

    /// First pass: note the stems whose forms of a rule's class are attested.
    pub fn observe(&mut self, form: &str, d: &Derivation) {
        if !self.exemptions.is_empty() && !self.stem_words.contains(d.stem) {
            self.stem_words.insert(d.stem.to_string());
        }
        for (i, rule) in self.rules.iter().enumerate() {
            if rule.unless == Unless::StemAttested
                && (rule.applies)(form, d)
                && self.is_attested(form)
            {
                self.stems[i].insert(stem_key(d));
            }
        }
    }

    fn exempt(&self, rule: &str, d: &Derivation) -> bool {
        let stem_line = |w: &str| self.stem_words.contains(w);
        let attested = |w: &str| self.is_attested(w);
        let kindred_attested = |w: &str| self.kindred_attested.contains(&crate::normalize(w));
        let lookup = Lookup {
            stem_line: &stem_line,
            attested: &attested,
            kindred_attested: &kindred_attested,
        };
        self.exemptions
            .iter()
            .any(|e| e.rule == rule && (e.exempt)(d, &lookup))
    }

    /// The rule that cuts this derivation of `form`, or `None` when it stays.
    pub fn verdict(&self, form: &str, d: &Derivation) -> Option<&'static str> {
        for (i, rule) in self.rules.iter().enumerate() {
            if !(rule.applies)(form, d) || self.exempt(rule.name, d) {
                continue;
            }
            let saved = match rule.unless {
                Unless::Never => false,
                Unless::FormAttested => self.is_attested(form),
                Unless::StemAttested => {
                    let key = stem_key(d);
                    let shared = rule
                        .shares
                        .and_then(|name| self.rules.iter().position(|r| r.name == name));
                    self.is_attested(form)
                        || self.stems[i].contains(&key)
                        || shared.is_some_and(|j| self.stems[j].contains(&key))
                }
            };
            if !saved {
                return Some(rule.name);
            }
        }
        None
    }
}

/// Merge the verdicts of a form's derivations: it stays if any derivation stays.
pub fn merge(
    verdicts: &mut HashMap<String, Option<&'static str>>,
    form: &str,
    v: Option<&'static str>,
) {
    match verdicts.get_mut(form) {
        Some(slot) => {
            if v.is_none() {
                *slot = None;
            }
        }
        None => {
            verdicts.insert(form.to_string(), v);
        }
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use std::collections::HashSet;

    use slovo_rules::Language;

    use super::Pruner;
    use crate::hunspell::Dictionary;

    /// Expand a small dictionary and prune it: the kept forms and the cut ones (with rule).
    pub fn prune(
        language: Language,
        aff: &str,
        dic: &str,
        attested: &[&str],
    ) -> (Vec<String>, Vec<(String, &'static str)>) {
        prune_with_kindred(language, aff, dic, attested, &[])
    }

    /// Fails naming the word and every cut form unless each of `words` was kept.
    pub fn assert_kept(kept: &[String], cut: &[(String, &str)], words: &[&str]) {
        for w in words {
            assert!(kept.iter().any(|k| k == w), "{w} kept: {cut:?}");
        }
    }

    /// The rule that cut `word`, or `None` when it was kept (or never made).
    pub fn rule_of(cut: &[(String, &'static str)], word: &str) -> Option<&'static str> {
        cut.iter().find(|(f, _)| f == word).map(|(_, r)| *r)
    }

    /// [`prune`], with forms the kindred language's corpus attests.
    pub fn prune_with_kindred(
        language: Language,
        aff: &str,
        dic: &str,
        attested: &[&str],
        kindred: &[&str],
    ) -> (Vec<String>, Vec<(String, &'static str)>) {
        let dict = Dictionary::parse(aff, dic).unwrap();
        let set =
            |forms: &[&str]| -> HashSet<String> { forms.iter().map(|s| s.to_string()).collect() };
        let mut pruner = Pruner::new(language, set(attested)).with_kindred(set(kindred));
        dict.expand_derived(|w, d| pruner.observe(w, d));
        let mut verdicts = std::collections::HashMap::new();
        dict.expand_derived(|w, d| super::merge(&mut verdicts, w, pruner.verdict(w, d)));
        let mut kept: Vec<String> = Vec::new();
        let mut cut = Vec::new();
        for (w, v) in verdicts {
            match v {
                None => kept.push(w),
                Some(rule) => cut.push((w, rule)),
            }
        }
        kept.sort();
        cut.sort();
        (kept, cut)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_case_country_names_go_but_place_nouns_stay() {
        let forms: HashSet<&str> = [
            "Slovensko",
            "slovenský",
            "Česko",
            "český",
            "Rakúsko",
            "rakúskej",
            "slovensko",
            "ihrisko",
            "Lásko",
            "lásky",
            "Písko",
            "píský",
            "česko",
            "rakúsko",
        ]
        .into();
        let exists = |f: &str| forms.contains(f);
        let cuts = |f| (COUNTRY_LOWER_CASE.cuts)(f, &exists);
        assert!(cuts("slovensko") && cuts("slovensku") && cuts("česku") && cuts("česko"));
        assert!(cuts("rakúsku") && cuts("slovenskom"));
        assert!(!cuts("ihrisko") && !cuts("ihrisku") && !cuts("slovenský"));
        // A capitalised twin alone (a name, a vocative) is not enough.
        assert!(!cuts("láska") && !cuts("lásku") && !cuts("písku"));
        // Nor a capitalised twin and an adjective without the lower-case noun.
        assert!(!cuts("písko"));
    }
}
