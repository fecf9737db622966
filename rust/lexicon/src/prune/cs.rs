//! Czech: the `K` class makes `-ost` nouns of any adjective (participles included), `y`
//! grades what it is given, `T` makes passive participles of every verb, `N` negates.
//! The Czech affix file has no morphology, so the rules read the affix text.

use super::{Rule, Unless, prefix_add};
use crate::hunspell::Derivation;

/// Passive participles as adjectives (`dělaný`, `kradený`, `psaný`) and active ones
/// (`dělající`, `spící`): verbal, not qualities.
fn participle_stem(stem: &str) -> bool {
    ["aný", "ený", "ěný", "utý", "itý", "ící", "oucí", "vší"]
        .iter()
        .any(|e| stem.ends_with(e))
}

/// Suffix rules adding `-ost…` to an adjective (`čistý` → `čistost`).
fn ost_noun(d: &Derivation) -> bool {
    d.suffix_rules().any(|s| {
        s.add().contains("ost") && (s.strip().ends_with('ý') || s.strip().ends_with('í'))
    })
}

/// Comparatives (`-ejší`, `-ější`, `-eji`, `-ěji`) and `nej-` superlatives.
fn graded(d: &Derivation) -> bool {
    d.suffix_rules()
        .any(|s| ["ejší", "ější", "eji", "ěji"].iter().any(|e| s.add().starts_with(e) || s.add().contains(e)))
        || prefix_add(d).is_some_and(|p| p.starts_with("nej"))
}

/// Relational adjectives (`kamenný`, `městský`, `technický`, `dřevěný`).
fn relational_stem(stem: &str) -> bool {
    ["ský", "cký", "ový", "ní", "ěný", "nný"]
        .iter()
        .any(|e| stem.ends_with(e))
}

pub(super) const RULES: &[Rule] = &[
    // `dělanost`, `kradenostmi`: -ost nouns of participles.
    Rule {
        name: "cs_participle_ost",
        applies: |_, d| ost_noun(d) && participle_stem(d.stem),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `kamennost`, `městskostem`: -ost nouns of classifying adjectives.
    Rule {
        name: "cs_relational_ost",
        applies: |_, d| ost_noun(d) && relational_stem(d.stem),
        unless: Unless::StemAttested,
        shares: None,
    },
    // `nejdělanější`: degrees of participles.
    Rule {
        name: "cs_graded_participle",
        applies: |_, d| graded(d) && participle_stem(d.stem),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `kamennější`: degrees of classifying adjectives.
    Rule {
        name: "cs_ungraded_comparative",
        applies: |_, d| graded(d) && relational_stem(d.stem),
        unless: Unless::StemAttested,
        shares: None,
    },
];

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::prune::test_support::prune;

    const AFF: &str = "SET UTF-8
PFX N Y 1
PFX N   0 ne .
PFX E Y 1
PFX E   0 nej .
SFX K Y 2
SFX K   ý ost ý
SFX K   ý osti ý
SFX y Y 1
SFX y   ý ější/E [bdmnptv]ý
SFX Y Y 1
SFX Y   ý á ý
";

    #[test]
    fn ost_nouns_of_participles_and_classifying_adjectives_go() {
        let dic = "3\nčistý/YKN\ndělaný/YKNy\nkamenný/YKy\n";
        let (kept, cut) = prune(Language::Czech, AFF, dic, &["čistost"]);
        for w in ["čistý", "čistost", "čistosti", "nečistost", "dělaný", "dělaná", "kamenný"] {
            assert!(kept.contains(&w.to_string()), "{w} kept: {cut:?}");
        }
        let rule = |w: &str| cut.iter().find(|(f, _)| f == w).map(|(_, r)| *r);
        assert_eq!(rule("dělanost"), Some("cs_participle_ost"));
        assert_eq!(rule("nedělanosti"), Some("cs_participle_ost"));
        assert_eq!(rule("kamennost"), Some("cs_relational_ost"));
        assert_eq!(rule("nejdělanější"), Some("cs_graded_participle"));
        assert_eq!(rule("kamennější"), Some("cs_ungraded_comparative"));
    }
}
