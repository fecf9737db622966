//! Czech: the `K` class makes `-ost` nouns of any adjective (participles included), `y`
//! grades what it is given, `T` makes passive participles of every verb, `N` negates.
//! The Czech affix file has no morphology, so the rules read the affix text.

use std::collections::HashMap;
use std::sync::LazyLock;

use super::{Exemption, Lookup, Rule, Unless, prefix_add};
use crate::hunspell::Derivation;

/// Passive participles as adjectives (`dělaný`, `kradený`, `psaný`) and active ones
/// (`dělající`, `spící`): verbal, not qualities.
fn participle_stem(stem: &str) -> bool {
    [
        "aný", "ený", "ěný", "utý", "itý", "ytý", "ící", "oucí", "vší", "alý", "elý", "klý", "hlý",
    ]
    .iter()
    .any(|e| stem.ends_with(e))
}

/// The dictionary lists comparatives as stem lines of their own (`zapsanější/YRW`, with
/// `ne-`, `nej-`, `nejne-` prefixes): the positive's shape shows under `-ější`.
fn comparative_of_participle(stem: &str) -> bool {
    let base = stem
        .strip_suffix("ější")
        .or_else(|| stem.strip_suffix("ejší"));
    base.is_some_and(|b| {
        ["an", "en", "ěn", "ut", "it", "yt"]
            .iter()
            .any(|e| b.ends_with(e))
    })
}

fn comparative_stem(stem: &str) -> bool {
    stem.ends_with("ější") || stem.ends_with("ejší")
}

/// Suffix rules adding `-ost…` to an adjective (`čistý` → `čistost`).
fn ost_noun(d: &Derivation) -> bool {
    d.suffix_rules()
        .any(|s| s.add().contains("ost") && (s.strip().ends_with('ý') || s.strip().ends_with('í')))
}

/// Comparatives (`-ejší`, `-ější`, `-eji`, `-ěji`) and `nej-` superlatives.
fn graded(d: &Derivation) -> bool {
    d.suffix_rules().any(|s| {
        ["ejš", "ějš", "eji", "ěji"]
            .iter()
            .any(|e| s.add().contains(e))
    }) || prefix_add(d).is_some_and(|p| p.starts_with("nej"))
        || comparative_stem(d.stem)
}

/// Adverbs in `-ě`/`-e` made from an adjective (`čistý` → `čistě`).
fn adverb(d: &Derivation) -> bool {
    d.suffix_rules()
        .any(|s| s.strip().ends_with('ý') && (s.add().ends_with('ě') || s.add().ends_with('e')))
        && d.suffixes[1].is_none()
}

fn negated(d: &Derivation) -> bool {
    matches!(prefix_add(d), Some("ne" | "nejne"))
}

/// Relational adjectives (`kamenný`, `městský`, `technický`, `dřevěný`, `zásobovací`,
/// `tvářecí`, `měřicí`; the short `-icí` of tools, not the participles' `-ící`).
fn relational_stem(stem: &str) -> bool {
    ["ský", "cký", "ový", "ní", "ěný", "nný", "ací", "ecí", "icí"]
        .iter()
        .any(|e| stem.ends_with(e))
}

/// Comparative stem lines of relational `-ský`, `-nický`, `-ecký`, `-ácký` and `-ový`
/// adjectives (`městštější`, `horničtější`, `herečtější`, `hanáčtější`, `říjnovější`).
/// `-ický` adjectives are left alone: many are qualities (`statičtější`, `empiričtější`);
/// the `-ový` ones people grade are attested (`růžovější`, `stylovější`).
fn relational_comparative_stem(stem: &str) -> bool {
    ["štější", "ničtější", "ečtější", "áčtější", "ovější"]
        .iter()
        .any(|e| stem.ends_with(e))
}

/// Adverbs of adjectives made from place names (`trutnovský` → `trutnovsky`,
/// `ústrašínský` → `ústrašínsky`). The dictionary gives these adjectives no flag but the
/// declension `Y` and the adverb `R`; adjectives of manner share that line (`egalitářský`,
/// `kapitánský`) but not these endings.
fn place_adverb(d: &Derivation) -> bool {
    d.stem_flags == "YR"
        && ["ovský", "ínský", "inský", "enský", "anský"]
            .iter()
            .any(|e| d.stem.ends_with(e))
        && d.suffix_rules().any(|s| s.flag() == "R" && s.add() == "y")
}

/// The plural cases of `-í` verbal nouns (`zhynutích`, `zhynutími`), in a noun class (none
/// of its rules strips an adjective's `-ý`; the adjectives' class `Y` serves the soft
/// `infekční` too). The singular `nečtení` is a noun; its plural is not.
fn verbal_noun_plural(form: &str, d: &Derivation) -> bool {
    (d.stem.ends_with("ní") || d.stem.ends_with("tí"))
        && (form.ends_with("ích") || form.ends_with("ími"))
        && d.suffix_rules()
            .any(|s| s.class_rules().all(|r| !r.strip().ends_with('ý')))
}

/// Verbs that take no accusative object (`obědvat`, `vystoupit`) or only the reflexive `se`
/// (`rozeskočit se`): they have no personal passive, though `T` and the dictionary's
/// adjective lines give them one. No open valency lexicon exists for Czech, so the list is
/// the team's own judgement of the dictionary's verbs whose passive wordfreq never shows
/// (`lexicons/cs/intransitive.txt`: infinitives and, where the dictionary lacks the verb, its
/// participle, each `I` or `R`; its header says how it was made). The value: reflexive?
static INTRANSITIVE: LazyLock<HashMap<&'static str, bool>> = LazyLock::new(|| {
    include_str!("../../../../lexicons/cs/intransitive.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once('\t'))
        .map(|(word, label)| (word, label == "R"))
        .collect()
});

/// The endings of a passive participle adjective and of the infinitives it may come from,
/// the `T` rules read backwards (`obědvaný` ← `obědvat`, `vystoupený` ← `vystoupit`,
/// `zhynutý` ← `zhynout`, `přivedený` ← `přivést`, `čištěný` ← `čistit`, `ježděný` ← `jezdit`).
const PARTICIPLE_ENDINGS: &[(&str, &[&str])] = &[
    ("ný", &["t"]),
    ("ený", &["it", "ít", "et", "ět"]),
    ("ěný", &["it", "ít", "ět"]),
    ("štěný", &["stit"]),
    ("žděný", &["zdit"]),
    ("utý", &["out"]),
    ("itý", &["ít"]),
    ("ytý", &["ýt"]),
    ("atý", &["ít"]),
    ("ečený", &["éct"]),
    ("učený", &["ouct"]),
    ("adený", &["ást"]),
    ("etený", &["ést"]),
    ("esený", &["ést"]),
    ("ezený", &["ézt"]),
    ("edený", &["íst"]),
    ("ěděný", &["íst"]),
    ("tený", &["íst"]),
];

/// The infinitives a participle adjective may come from (`zlidštěný` ← `zlidštit`,
/// `zlidštět`).
fn participle_verbs(adjective: &str) -> impl Iterator<Item = String> + '_ {
    PARTICIPLE_ENDINGS.iter().flat_map(move |(ending, verbs)| {
        let base = adjective.strip_suffix(ending).filter(|b| !b.is_empty());
        base.into_iter()
            .flat_map(move |b| verbs.iter().map(move |v| format!("{b}{v}")))
    })
}

/// A passive of a listed verb: `T`'s short forms (`vystoupen`, `nenastoupenu`) or any form
/// of the participle's adjective line (`obědvaných`, `nerozeskočený`, `zhoustnutém`: the
/// resultative is `zhoustlý`). The impersonal neuter of a verb with no `se` stays (`bylo
/// tancováno`, `bylo mu věřeno`).
fn intransitive_passive(d: &Derivation) -> bool {
    if let Some(short) = d.suffix_rules().find(|s| s.flag() == "T") {
        let impersonal = short.add().ends_with('o');
        return INTRANSITIVE
            .get(d.stem)
            .is_some_and(|&reflexive| reflexive || !impersonal);
    }
    d.stem.ends_with('ý')
        && (INTRANSITIVE.contains_key(d.stem)
            || participle_verbs(d.stem).any(|v| INTRANSITIVE.contains_key(v.as_str())))
}

/// A participle line that may also be the passive of a verb the dictionary lists and the
/// list does not (`zlidštěný` of `zlidštit`, not only of `zlidštět`).
fn participle_of_transitive(d: &Derivation, lookup: &Lookup) -> bool {
    d.stem.ends_with('ý')
        && participle_verbs(d.stem)
            .any(|v| !INTRANSITIVE.contains_key(v.as_str()) && (lookup.stem_line)(&v))
}

/// The positive a degree is made from: the stem itself when a suffix grades it, else the
/// comparative stem line read back (`smělejší` → `smělý`, `únosnější` → `únosný`,
/// `městštější` → `městský`, `praktičtější` → `praktický`).
fn positive(d: &Derivation) -> Option<String> {
    if !comparative_stem(d.stem) {
        return Some(d.stem.to_string());
    }
    let base = d
        .stem
        .strip_suffix("ější")
        .or_else(|| d.stem.strip_suffix("ejší"))?;
    let base = match (base.strip_suffix("št"), base.strip_suffix("čt")) {
        (Some(b), _) => format!("{b}sk"),
        (_, Some(b)) => format!("{b}ck"),
        _ => base.to_string(),
    };
    Some(base + "ý")
}

/// A negated degree (`nesmělejší`, `neúnosněji`, `nejnepříjemnější`) of an adjective whose
/// negation is a used word of its own (`nesmělý`, `neúnosný`): a quality, graded like one.
/// The positive's own degrees are still judged by the rules after this one.
fn negation_attested(d: &Derivation, lookup: &Lookup) -> bool {
    positive(d).is_some_and(|p| {
        let base = p.strip_suffix('ý').unwrap_or(&p);
        ["ý", "á", "é", "ou", "ého", "ých"]
            .iter()
            .any(|e| (lookup.attested)(&format!("ne{base}{e}")))
    })
}

/// A negated `-ěný` line that is the passive participle of a verb the dictionary lists
/// (`nezabrzděný`, `nedočištěný`): `-ěný` also ends material adjectives (`dřevěný`), which
/// is why the relational rule takes it, but a participle's negation is a word. Passives of
/// verbs that take no object are still judged by `cs_intransitive_passive`.
fn negated_participle_of_verb(d: &Derivation, lookup: &Lookup) -> bool {
    d.stem.ends_with("ěný") && participle_verbs(d.stem).any(|v| (lookup.stem_line)(&v))
}

pub(super) const EXEMPTIONS: &[Exemption] = &[
    Exemption {
        rule: "cs_intransitive_passive",
        exempt: participle_of_transitive,
    },
    Exemption {
        rule: "cs_negated_comparative",
        exempt: negation_attested,
    },
    Exemption {
        rule: "cs_negated_relational",
        exempt: negated_participle_of_verb,
    },
];

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
    // `nezpupnostem`, `nedělaností`: negated -ost nouns, kept when used.
    Rule {
        name: "cs_negated_ost",
        applies: |_, d| ost_noun(d) && negated(d),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `nevtaveně`, `dobušeně`: adverbs of participles.
    Rule {
        name: "cs_participle_adverb",
        applies: |_, d| adverb(d) && participle_stem(d.stem),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `necitový`, `nezásobovacího`: negated classifying adjectives.
    Rule {
        name: "cs_negated_relational",
        applies: |_, d| negated(d) && relational_stem(d.stem) && !ost_noun(d),
        unless: Unless::StemAttested,
        shares: None,
    },
    // `nešeptavějšíma`, `nedojnější`: negated comparatives, kept when used (`nešťastnější`
    // has its own stem line and is no prefix form).
    Rule {
        name: "cs_negated_comparative",
        applies: |_, d| negated(d) && graded(d),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `nejdělanější`: degrees of participles.
    Rule {
        name: "cs_graded_participle",
        applies: |_, d| graded(d) && (participle_stem(d.stem) || comparative_of_participle(d.stem)),
        unless: Unless::StemAttested,
        shares: None,
    },
    // `kamennější`, `nejhorničtěji`: degrees of classifying adjectives.
    Rule {
        name: "cs_ungraded_comparative",
        applies: |_, d| {
            graded(d) && (relational_stem(d.stem) || relational_comparative_stem(d.stem))
        },
        unless: Unless::StemAttested,
        shares: None,
    },
    // `nezhynutích`, `nezhynutími`: plurals of negated verbal nouns, kept when used.
    Rule {
        name: "cs_negated_verbal_noun_plural",
        applies: |form, d| negated(d) && verbal_noun_plural(form, d),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `obědvaných`, `kličkováván`, `neuhihňaný`: passives of verbs that take no object.
    Rule {
        name: "cs_intransitive_passive",
        // The plural `-í` is left to the other rules: on `-ený` lines it is also the verbal
        // noun (`zazvonění`), whose use says nothing of a passive.
        applies: |form, d| intransitive_passive(d) && !form.ends_with('í'),
        // Any used form saves its line: an adjective in its own right (`zatoulaný`).
        unless: Unless::StemAttested,
        shares: None,
    },
    // `trutnovsky`, `koněšínsky`: adverbs of place adjectives, kept when used.
    Rule {
        name: "cs_place_adverb",
        applies: |_, d| place_adverb(d),
        unless: Unless::FormAttested,
        shares: None,
    },
];

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::prune::test_support::{assert_kept, prune, rule_of};

    #[test]
    fn plurals_of_negated_verbal_nouns_and_degrees_of_ska_adjectives_go() {
        let aff = "SET UTF-8
PFX N Y 1
PFX N   0 ne .
PFX W Y 1
PFX W   0 nej .
SFX S Y 3
SFX S   0 ů [^í]
SFX S   0 ch í
SFX S   0 mi í
SFX Y Y 3
SFX Y   ý á ý
SFX Y   0 ch í
SFX Y   0 mi í
";
        let dic = "7\nzhynutí/SN\nkovalentní/YN\nhorničtější/YW\npraktičtější/YW\nstatičtější/YW\nříjnovější/YW\nrůžovější/YW\n";
        let (kept, cut) = prune(
            Language::Czech,
            aff,
            dic,
            &["praktičtějších", "nekovalentní", "růžovějšími"],
        );
        assert_kept(
            &kept,
            &cut,
            &[
                "nezhynutí",
                "zhynutích",
                "nekovalentních",
                "statičtějších",
                "praktičtější",
                "nejpraktičtějšími",
                "růžovější",
                "nejrůžovější",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("nezhynutích"), Some("cs_negated_verbal_noun_plural"));
        assert_eq!(rule("nezhynutími"), Some("cs_negated_verbal_noun_plural"));
        assert_eq!(rule("nejhorničtější"), Some("cs_ungraded_comparative"));
        assert_eq!(rule("horničtějších"), Some("cs_ungraded_comparative"));
        assert_eq!(rule("říjnovějšími"), Some("cs_ungraded_comparative"));
    }

    #[test]
    fn passives_of_verbs_that_take_no_object_go() {
        let aff = "SET UTF-8
PFX N Y 1
PFX N   0 ne .
SFX T Y 3
SFX T   at án at
SFX T   at ánu at
SFX T   at áno at
SFX Y Y 3
SFX Y   ý ých ý
SFX Y   ý á ý
SFX Y   ý í ý
";
        // obědvat (I) and zatoulat, vyvztekat (R) are listed; zlidštěný may be the passive
        // of zlidštit as well as of the listed zlidštět.
        let dic = "10\nobědvat/TN\ndělat/TN\nvyvztekat/TN\nzlidštit/N\nobědvaný/YN\ndělaný/YN\n\
                   uhihňaný/YN\nodprýsknutý/YN\nzatoulaný/YN\nzlidštěný/YN\n";
        let (kept, cut) = prune(Language::Czech, aff, dic, &["zatoulaná", "obědvaní"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "obědvat",
                "obědváno",
                "dělán",
                "nedělánu",
                "dělaných",
                "nedělaná",
                "nezatoulaných",
                "zlidštěných",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        for w in [
            "obědván",
            "neobědvánu",
            "obědvaných",
            "neobědvaná",
            "neuhihňaný",
            "vyvztekáno",
            "odprýsknutých",
        ] {
            assert_eq!(rule(w), Some("cs_intransitive_passive"), "{w}");
        }
    }

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
SFX Y Y 2
SFX Y   ý á ý
SFX Y   ý ě [nt]ý
";

    #[test]
    fn adverbs_of_place_adjectives_and_negated_tool_adjectives_go() {
        let aff = "SET UTF-8
PFX N Y 1
PFX N   0 ne .
SFX R Y 1
SFX R   ý y [sc]ký
SFX Y Y 1
SFX Y   0 mi í
";
        let dic = "5\ntrutnovský/YR\nbrněnský/YR\nkapitánský/YR\nlidský/YRN\ntvářecí/YN\n";
        let (kept, cut) = prune(Language::Czech, aff, dic, &["brněnsky"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "trutnovský",
                "brněnsky",
                "kapitánsky",
                "lidsky",
                "tvářecími",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("trutnovsky"), Some("cs_place_adverb"));
        assert_eq!(rule("netvářecími"), Some("cs_negated_relational"));
    }

    #[test]
    fn comparative_stem_lines_of_participles_and_their_negations_go() {
        let aff = "SET UTF-8
PFX W Y 3
PFX W   0 ne .
PFX W   0 nej .
PFX W   0 nejne .
SFX Y Y 1
SFX Y   0 mi í
";
        let dic = "3\nzapsanější/YW\nšeptavější/YW\nunavenější/YW\n";
        let (kept, cut) = prune(Language::Czech, aff, dic, &["unavenějšími"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "šeptavější",
                "nejšeptavější",
                "unavenější",
                "nejunavenějšími",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("zapsanějšími"), Some("cs_graded_participle"));
        assert_eq!(rule("nešeptavějšími"), Some("cs_negated_comparative"));
        assert_eq!(rule("nejnešeptavější"), Some("cs_negated_comparative"));
    }

    #[test]
    fn degrees_of_used_negations_and_negated_participles_stay() {
        let aff = "SET UTF-8
PFX W Y 3
PFX W   0 ne .
PFX W   0 nej .
PFX W   0 nejne .
PFX N Y 1
PFX N   0 ne .
SFX Y Y 2
SFX Y   0 mi í
SFX Y   ý é ý
";
        let dic = "9\nsmělejší/YW\nsmělý/YN\nšeptavější/YW\nměstštější/YW\n\
                   zabrzdit/N\nzabrzděný/YN\ndřevěný/YN\ndočistit/N\ndočištěný/YN\n";
        // wordfreq knows nesmělý and neměstské, no negation of šeptavý.
        let (kept, cut) = prune(Language::Czech, aff, dic, &["nesmělý", "neměstské"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "nesmělejší",
                "nejnesmělejšími",
                "nezabrzděné",
                "nedočištěné",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("nešeptavější"), Some("cs_negated_comparative"));
        // The negation is used, but the relational positive is still not graded.
        assert_eq!(rule("neměstštější"), Some("cs_ungraded_comparative"));
        assert_eq!(rule("nedřevěné"), Some("cs_negated_relational"));
    }

    #[test]
    fn ost_nouns_of_participles_and_classifying_adjectives_go() {
        let dic = "3\nčistý/YKN\ndělaný/YKNy\nkamenný/YKNy\n";
        let (kept, cut) = prune(Language::Czech, AFF, dic, &["čistost", "nečistost"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "čistý",
                "čistost",
                "čistosti",
                "nečistost",
                "dělaný",
                "dělaná",
                "kamenný",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("dělanost"), Some("cs_participle_ost"));
        assert_eq!(rule("nedělanosti"), Some("cs_participle_ost"));
        assert_eq!(rule("kamennost"), Some("cs_relational_ost"));
        assert_eq!(rule("nejdělanější"), Some("cs_graded_participle"));
        assert_eq!(rule("kamennější"), Some("cs_ungraded_comparative"));
        assert_eq!(rule("dělaně"), Some("cs_participle_adverb"));
        assert_eq!(rule("nekamenná"), Some("cs_negated_relational"));
        assert_eq!(rule("nečistosti"), Some("cs_negated_ost"));
        assert_eq!(rule("čistě"), None);
        assert_eq!(rule("nedělanější"), Some("cs_negated_comparative"));
        assert!(kept.contains(&"nečistá".to_string()) && kept.contains(&"čistě".to_string()));
    }
}
