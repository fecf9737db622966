//! Bulgarian: the verb classes (`P`…`Z`) give every verb the whole conjugation, whatever its
//! aspect. Present participles and gerunds (`-щ`, `-щия`, `-йки`) exist for imperfective verbs
//! only, and the imperfect `-л` participle (`легнел`, `окрадял`) never takes the article.
//! The affix file has no morphology, so the rules read the classes' endings.

use super::{Rule, Unless};
use crate::hunspell::{AffixRule, Derivation};

/// The article endings of an `-л` participle (`-лата`, `-лото`, `-лите`, `-лия`, `-лият`).
const ARTICLES: [&str; 5] = ["ата", "ото", "ите", "ият", "ия"];

/// The class's rules with the same strip and condition as `rule`: one verb's conjugation.
fn conjugation<'a>(rule: &AffixRule<'a>) -> impl Iterator<Item = AffixRule<'a>> + 'a {
    let (strip, condition) = (rule.strip(), rule.condition());
    rule.class_rules()
        .filter(move |r| r.strip() == strip && r.condition() == condition)
}

/// Stems of the imperfect in a conjugation, from its 2nd/3rd person singular `-Vше`
/// (`чет-еше`); the imperfect alternates `е`/`я` (`осиновеше`, `осиновях`).
fn imperfect_stems(rule: &AffixRule) -> Vec<String> {
    let mut stems = Vec::new();
    for r in conjugation(rule) {
        let Some(base) = r.add().strip_suffix("ше") else {
            continue;
        };
        // `начеш-е` is a present tense: the imperfect's `ше` follows a vowel.
        if !base.ends_with(['а', 'е', 'я']) {
            continue;
        }
        stems.push(base.to_string());
        if let Some(b) = base.strip_suffix('е') {
            stems.push(format!("{b}я"));
        }
    }
    stems
}

/// Is this the imperfect `-л` participle with an article (`легнелия`, `окрадялата`)? It is
/// when the participle is built on the imperfect's stem and the class's aorist (its other
/// `-х` first person) has a stem of its own; where the two tenses share a stem (`чакал`) the
/// participle is also the aorist one and takes the article.
fn definite_imperfect_participle(d: &Derivation) -> bool {
    let Some(rule) = d.suffixes[0].filter(|_| d.suffixes[1].is_none()) else {
        return false;
    };
    let Some(base) = ARTICLES
        .iter()
        .find_map(|a| rule.add().strip_suffix(a))
        .and_then(|b| b.strip_suffix('л'))
    else {
        return false;
    };
    let imperfect = imperfect_stems(&rule);
    if !imperfect.iter().any(|s| s == base) {
        return false;
    }
    // The aorist: a first person `-х` whose stem is not the imperfect's.
    conjugation(&rule).any(|r| {
        r.add()
            .strip_suffix('х')
            .is_some_and(|s| !imperfect.iter().any(|i| i == s))
    })
}

/// A present active participle (`-щ`, `-щата`…) or a gerund (`-йки`) of a verb class.
fn present_participle_or_gerund(d: &Derivation) -> bool {
    const ENDINGS: [&str; 10] = [
        "щ", "ща", "що", "щи", "щия", "щият", "щата", "щото", "щите", "йки",
    ];
    let Some(rule) = d.suffixes[0] else {
        return false;
    };
    ENDINGS.iter().any(|e| rule.add().ends_with(e)) && !imperfect_stems(&rule).is_empty()
}

/// Verbal prefixes. A prefixed verb of the first or second conjugation is perfective
/// (`завиря`, `скрепя`, `окача`); the imperfective of such a verb is a `-вам`/`-ям` verb of
/// the third (`завирям`, `окачвам`).
const PREFIXES: [&str; 23] = [
    "обез", "въз", "пред", "над", "под", "раз", "роз", "пре", "при", "про", "без", "вз", "въ",
    "до", "за", "из", "на", "об", "от", "по", "съ", "с", "в",
];

/// Perfective by its shape: prefixed and not of the third conjugation (`-ам`, `-ям`, always
/// imperfective). One-letter prefixes need a consonant and four letters after them, so that
/// `вадя`, `сивея`, `умея` are not read as prefixed. Unprefixed perfectives (`кажа`) and
/// prefixed imperfectives (`завися`, `строя`) are left to the corpus: their participles are
/// kept when any is attested.
fn perfective(stem: &str) -> bool {
    if stem.ends_with("ам") || stem.ends_with("ям") {
        return false;
    }
    let vowel = |c: char| "аеиоуъюяѝ".contains(c);
    PREFIXES.iter().chain(["у", "о"].iter()).any(|p| {
        let Some(rest) = stem.strip_prefix(p) else {
            return false;
        };
        let letters = rest.chars().count();
        if p.chars().count() == 1 {
            letters >= 4 && rest.chars().next().is_some_and(|c| !vowel(c))
        } else {
            letters >= 3
        }
    })
}

pub(super) const RULES: &[Rule] = &[
    // `завирящи`, `окачещо`, `пресушещите`: present participles and gerunds of perfectives.
    Rule {
        name: "bg_perfective_present_participle",
        applies: |_, d| present_participle_or_gerund(d) && perfective(d.stem),
        unless: Unless::StemAttested,
        shares: None,
    },
    // `легнелия`, `започнелия`, `окрадялата`: the imperfect participle with an article.
    Rule {
        name: "bg_definite_imperfect_participle",
        applies: |_, d| definite_imperfect_participle(d),
        unless: Unless::FormAttested,
        shares: None,
    },
];

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::prune::test_support::{assert_kept, prune, rule_of};

    /// A slice of the `P` class (`-я` verbs: aorist `-их`, imperfect `-ех`/`-еше`) and of `S`
    /// (`-ам` verbs, where the aorist and the imperfect share `-ах`).
    const AFF: &str = "SET UTF-8
SFX P Y 10
SFX P я их .
SFX P я ех .
SFX P я еше .
SFX P я ил .
SFX P я илия .
SFX P я ел .
SFX P я елия .
SFX P я ещ .
SFX P я ещата .
SFX P я ейки .
SFX S Y 6
SFX S ам ах .
SFX S ам аше .
SFX S ам ал .
SFX S ам алия .
SFX S ам ащ .
SFX S ам айки .
";

    #[test]
    fn perfectives_lose_present_participles_imperfectives_keep_them() {
        let dic = "4\nскрепя/P\nкрепя/P\nзачевам/S\nстроя/P\n";
        let (kept, cut) = prune(Language::Bulgarian, AFF, dic, &["строящ", "строещ"]);
        let rule = |w| rule_of(&cut, w);
        assert_kept(
            &kept,
            &cut,
            &[
                "крепещ",
                "крепейки",
                "зачеващ",
                "зачевайки",
                "скрепил",
                "строещата",
            ],
        );
        assert_eq!(rule("скрепещ"), Some("bg_perfective_present_participle"));
        assert_eq!(rule("скрепещата"), Some("bg_perfective_present_participle"));
        assert_eq!(rule("скрепейки"), Some("bg_perfective_present_participle"));
    }

    #[test]
    fn one_letter_prefixes_need_a_consonant_and_a_long_rest() {
        assert!(super::perfective("скрепя") && super::perfective("уталожа"));
        assert!(super::perfective("заревя") && super::perfective("облея"));
        assert!(!super::perfective("вадя") && !super::perfective("умея"));
        assert!(!super::perfective("сивея") && !super::perfective("следвам"));
        assert!(!super::perfective("крепя") && !super::perfective("повтарям"));
    }

    #[test]
    fn the_imperfect_participle_takes_no_article_the_aorist_one_does() {
        let dic = "2\nскрепя/P\nзачевам/S\n";
        let (kept, cut) = prune(Language::Bulgarian, AFF, dic, &[]);
        assert_kept(
            &kept,
            &cut,
            &["скрепил", "скрепилия", "скрепел", "зачевал", "зачевалия"],
        );
        assert!(cut.contains(&("скрепелия".to_string(), "bg_definite_imperfect_participle")));
    }
}
