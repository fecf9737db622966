//! Slovak: the `Y` adjective class grades every adjective (`-ejší`, `naj-`) and the `N`
//! prefix negates everything it is given, relational adjectives and pronouns included.
//! The affix lines carry morphology (`is:comparative`, `tp:negation`), which the rules read.

use super::{Exemption, Lookup, Rule, Unless, morph_has, prefix_add};
use crate::hunspell::Derivation;

fn graded(d: &Derivation) -> bool {
    // The comparative adverb lines (`ejšie po:adverb`) carry no degree tag: read the ending.
    d.suffix_rules().any(|s| {
        morph_has(&s, "is:comparative")
            || morph_has(&s, "is:superlative")
            || s.add().contains("ejš")
    }) || d.prefix.is_some_and(|p| morph_has(&p, "tp:superlative"))
}

fn negated(d: &Derivation) -> bool {
    d.prefix.is_some_and(|p| morph_has(&p, "tp:negation")) || prefix_add(d) == Some("ne")
}

fn adjective(d: &Derivation) -> bool {
    d.stem_morph.contains("po:adjective")
}

/// Adverbs in `-o` from `-ny` adjectives (`aluviálno`, `sondážno`): the first part of a
/// compound (`aluviálno-`), not a word; `rovno`, `úplno` are attested and stay.
fn o_adverb(d: &Derivation) -> bool {
    d.stem.ends_with("ny")
        && d.suffix_rules()
            .any(|s| s.add() == "o" && morph_has(&s, "po:adverb"))
}

/// An imperative whose stem ends in a hard consonant cluster takes `-i`: `spredmetni`,
/// `spredmetnime`, not `spredmetnme`, `perlme`. Soft consonants (`pusťme`), `j` (`hrajme`) and
/// the digraphs `ch`, `dz`, `dž` end no cluster.
fn bad_imperative(form: &str, d: &Derivation) -> bool {
    if !d.suffix_rules().any(|s| morph_has(&s, "is:imperative")) {
        return false;
    }
    let base = form
        .strip_suffix("me")
        .or_else(|| form.strip_suffix("te"))
        .unwrap_or(form);
    if ["ch", "dz", "dž"].iter().any(|g| base.ends_with(g)) {
        return false;
    }
    let vowel = |c: char| "aáäeéiíoóôuúyý".contains(c);
    let tail: Vec<char> = base.chars().rev().take(3).collect();
    match tail.as_slice() {
        [last, before, rest @ ..] => {
            // `drž`, `mlč`: the r or l before the last consonant is itself the syllable.
            let syllabic = matches!(before, 'r' | 'l') && rest.first().is_none_or(|c| !vowel(*c));
            !vowel(*last) && !"ťďňľj".contains(*last) && !vowel(*before) && !syllabic
        }
        _ => false,
    }
}

/// Participle endings and the infinitive endings of the verbs they come from:
/// `ohýbaný` ← `ohýbať`, `založený` ← `založiť`, `videný` ← `vidieť`, `zabudnutý` ←
/// `zabudnúť`, `vzatý` ← `vziať`, `krytý` ← `kryť`, `premožený` ← `premôcť`.
const PARTICIPLES: &[(&str, &[&str])] = &[
    ("utý", &["úť", "uť"]),
    ("ožený", &["ôcť"]),
    ("atý", &["ať", "iať"]),
    ("aný", &["ať"]),
    ("ený", &["iť", "ieť", "eť"]),
    ("tý", &["ť"]),
];

/// Is the adjective the passive participle of a verb the dictionary lists? Slovak
/// negates these freely (`nezaložená`, `neobmenenému`); `drevený`, `pruhovitý` have no
/// verb `dreviť`, `pruhoviť` and stay under the rule.
fn participle_of_verb(d: &Derivation, lookup: &Lookup) -> bool {
    adjective(d)
        && PARTICIPLES.iter().any(|(ending, verbs)| {
            d.stem.strip_suffix(ending).is_some_and(|base| {
                !base.is_empty()
                    && verbs
                        .iter()
                        .any(|v| (lookup.stem_line)(&format!("{base}{v}")))
            })
        })
}

/// Present active participles and the infinitive endings of their verbs: `šľahajúci` ←
/// `šľahať`, `alarmujúci` ← `alarmovať`, `fučiaci` ← `fučať`, `vidiaci` ← `vidieť`,
/// `rozumejúci` ← `rozumieť`, `tiahnuci` ← `tiahnuť`, `trasúci` ← `triasť`.
const PRESENT_PARTICIPLES: &[(&str, &[&str])] = &[
    ("ajúci", &["ať"]),
    ("ujúci", &["ovať", "uť"]),
    ("ejúci", &["ieť"]),
    ("iaci", &["iť", "ieť", "ať"]),
    ("núci", &["núť"]),
    ("nuci", &["nuť", "núť"]),
    ("asúci", &["iasť"]),
    ("esúci", &["iesť"]),
];

/// Is the adjective the present active participle of a verb the dictionary lists? Slovak
/// negates these as freely as the verb (`nealarmujúci`, `nešľahajúcemu`, `nedorastajúcemu`);
/// `budúci`, whose verb is `byť`, stays under the rule.
fn present_participle_of_verb(d: &Derivation, lookup: &Lookup) -> bool {
    adjective(d)
        && PRESENT_PARTICIPLES.iter().any(|(ending, verbs)| {
            d.stem.strip_suffix(ending).is_some_and(|base| {
                !base.is_empty()
                    && verbs
                        .iter()
                        .any(|v| (lookup.stem_line)(&format!("{base}{v}")))
            })
        })
}

/// A comparative that is its own stem line (`skorší`, `milší`, `tvrdší`, `múdrejší`: the
/// dictionary lists the comparative and gives it only `naj-`): when the comparative is
/// attested, so is the grading, and its superlative (`najskorší`, `najmilšiemu`) stays.
/// Soft adjectives that only end like one (`včerajší`, `terajší`, `peší`) are no
/// comparatives, and a further `-ejší` on the line (`širšejšia`) is never a word.
fn attested_comparative_line(d: &Derivation, lookup: &Lookup) -> bool {
    let comparative = d.stem.strip_suffix("ší").is_some_and(|base| {
        !base.ends_with("aj")
            && base
                .chars()
                .last()
                .is_some_and(|c| !"aáäeéiíoóôuúyý".contains(c))
    });
    adjective(d)
        && comparative
        && d.suffix_rules().all(|s| !s.add().contains("ejš"))
        && (lookup.attested)(d.stem)
}

/// A negated comparative (`neochotnejší`, `neľudskejšiemu`) of an adjective whose negation
/// is itself a used word, here (`neľudské`) or in Czech (`neochotný`, `nelidský`): the
/// negation is a quality of its own, and graded like one. The positive's degrees must still
/// be attested (the next rule, `sk_ungraded_comparative`, judges the form after this one).
fn negation_attested(d: &Derivation, lookup: &Lookup) -> bool {
    let slovak = || match d.stem.strip_suffix('ý') {
        Some(base) => ["ý", "á", "é"]
            .iter()
            .any(|e| (lookup.attested)(&format!("ne{base}{e}"))),
        None => (lookup.attested)(&format!("ne{}", d.stem)),
    };
    adjective(d) && (slovak() || czech_twin_negated(d, lookup))
}

/// `-ivý` adjectives are qualities (`prispôsobivý`, `desivý`, `tvorivý`): people grade and
/// negate them, used or not.
fn quality_ivy(d: &Derivation) -> bool {
    adjective(d) && d.stem.ends_with("ivý")
}

/// `-teľný` adjectives say what can be done (`vysloviteľný`): their negation is the
/// usual word (`nevysloviteľný`).
fn potential_telny(d: &Derivation) -> bool {
    adjective(d) && d.stem.ends_with("teľný")
}

/// The short comparatives (`chudší`, `strohšie`, `mladším`: `-ší` on a `-dý`/`-hý` stem,
/// no `-ejš-`) belong to short native adjectives of quality, graded whether or not the
/// corpus shows it; the positive must be attested (`nohý`, `uchý`, the stems of
/// compounds, are not), and long stems are compounds (`zlatohnedý`, `beznohý`).
fn short_comparative(d: &Derivation, lookup: &Lookup) -> bool {
    adjective(d)
        && d.stem.chars().count() <= 6
        && d.suffix_rules()
            .any(|s| morph_has(&s, "is:comparative") && !s.add().contains("ejš"))
        && (lookup.attested)(d.stem)
}

/// The Czech comparative of a Slovak positive, where the spelling carries over:
/// `hodnotný` → `hodnotnější`, `veselý` → `veselejší` (Czech writes `-ější` after the
/// consonants that take `ě`). Stems ending in `k`, `h`, `r`… change their consonant in Czech
/// (`hezčí`, `chytřejší`) and have no twin here.
fn czech_comparative(stem: &str) -> Option<String> {
    let base = stem.strip_suffix('ý').or_else(|| stem.strip_suffix('y'))?;
    let last = base.chars().last()?;
    let ending = match last {
        'n' | 't' | 'd' | 'm' | 'b' | 'p' | 'v' | 'f' => "ější",
        'l' | 's' | 'z' => "ejší",
        _ => return None,
    };
    Some(format!("{base}{ending}"))
}

/// The Slovak letters Czech spells otherwise, letter for letter (`vynaliezavý` →
/// `vynalézavý`, `kreatívny` → `kreativny`, `šľachetný` → `šlechetný`, `ľudský` →
/// `lidský`), each tried alone and with the others.
const CZECH_SPELLINGS: [(&str, &str); 8] = [
    ("ľa", "le"),
    ("ľu", "li"),
    ("ie", "é"),
    ("ie", "í"),
    ("í", "i"),
    ("ô", "ů"),
    ("ľ", "l"),
    ("ä", "a"),
];

/// The stem as written, and as Czech might write it.
fn czech_spellings(stem: &str) -> Vec<String> {
    let mut out = vec![stem.to_string()];
    for (sk, cs) in CZECH_SPELLINGS {
        for i in 0..out.len() {
            if out[i].contains(sk) {
                let respelled = out[i].replace(sk, cs);
                if !out.contains(&respelled) {
                    out.push(respelled);
                }
            }
        }
    }
    out
}

/// Forms of a Czech comparative (`-ější`) a corpus is likely to hold: the masculine, its
/// superlative and the cases most used, and the comparative adverb (`-ěji`).
fn czech_degree_forms(comparative: &str) -> impl Iterator<Item = String> + '_ {
    let stem = comparative.strip_suffix('í').unwrap_or(comparative);
    let adverb = comparative.strip_suffix("jší").map(|b| format!("{b}ji"));
    [comparative.to_string(), format!("nej{comparative}")]
        .into_iter()
        .chain(["ího", "ímu", "ím", "ích", "ími"].map(|e| format!("{stem}{e}")))
        .chain(adverb)
}

/// Czech grades the same adjectives Slovak does, and its corpus is far larger: an adjective
/// is graded when Czech wordfreq attests a form of its twin's degree (`hodnotnejší`,
/// `razantnejšou`, `senzačnejší`, which the Slovak list lacks, from `hodnotnější`,
/// `razantnější`, `senzačnější`; `vynaliezavejší` from `vynalézavějším`).
fn czech_twin_graded(d: &Derivation, lookup: &Lookup) -> bool {
    adjective(d)
        && czech_spellings(d.stem).iter().any(|stem| {
            czech_comparative(stem)
                .is_some_and(|c| czech_degree_forms(&c).any(|f| (lookup.kindred_attested)(&f)))
        })
}

/// An adjective whose negation Czech attests, spelled alike (`nevýnosný`), respelled
/// ([`CZECH_SPELLINGS`]) or as the Czech soft `-ní` of a Slovak `-ný`/`-ny` (`nekonformní`
/// for `nekonformný`).
fn czech_twin_negated(d: &Derivation, lookup: &Lookup) -> bool {
    adjective(d)
        && czech_spellings(d.stem).iter().any(|stem| {
            let soft = stem
                .strip_suffix("ný")
                .or_else(|| stem.strip_suffix("ny"))
                .map(|b| format!("ne{b}ní"));
            (stem.ends_with('ý') && (lookup.kindred_attested)(&format!("ne{stem}")))
                || soft.is_some_and(|f| (lookup.kindred_attested)(&f))
        })
}

pub(super) const EXEMPTIONS: &[Exemption] = &[
    Exemption {
        rule: "sk_negated_ungraded",
        exempt: participle_of_verb,
    },
    Exemption {
        rule: "sk_negated_ungraded",
        exempt: |d, _| quality_ivy(d) || potential_telny(d),
    },
    Exemption {
        rule: "sk_negated_ungraded",
        exempt: present_participle_of_verb,
    },
    Exemption {
        rule: "sk_negated_comparative",
        exempt: negation_attested,
    },
    Exemption {
        rule: "sk_negated_ungraded",
        exempt: |d, lookup| czech_twin_graded(d, lookup) || czech_twin_negated(d, lookup),
    },
    Exemption {
        rule: "sk_ungraded_comparative",
        exempt: |d, lookup| {
            quality_ivy(d)
                || short_comparative(d, lookup)
                || attested_comparative_line(d, lookup)
                || czech_twin_graded(d, lookup)
        },
    },
];

pub(super) const RULES: &[Rule] = &[
    // `nekaprónovejší`, `nemestskejší`: a negated comparative is kept only when used.
    Rule {
        name: "sk_negated_comparative",
        applies: |_, d| negated(d) && graded(d),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `kaprónovejší`, `najmestskejší`: degrees of an adjective nobody grades.
    Rule {
        name: "sk_ungraded_comparative",
        applies: |_, d| graded(d),
        unless: Unless::StemAttested,
        shares: None,
    },
    // `nekaprónový`, `neacidná`, `nevarózneho`: the prefix negates every adjective; keep the
    // negation of those people negate or grade (a quality, not a kind).
    Rule {
        name: "sk_negated_ungraded",
        applies: |_, d| negated(d) && adjective(d) && !graded(d),
        unless: Unless::StemAttested,
        shares: Some("sk_ungraded_comparative"),
    },
    // `aluviálno`, `nesondážno`.
    Rule {
        name: "sk_compound_o_form",
        applies: |_, d| o_adverb(d),
        unless: Unless::FormAttested,
        shares: None,
    },
    // `spredmetnme`, `neperlme`: imperatives the affix rules build wrongly.
    Rule {
        name: "sk_bad_imperative",
        applies: bad_imperative,
        unless: Unless::Never,
        shares: None,
    },
    // `nenáš`, `netento`: negated pronouns.
    Rule {
        name: "sk_negated_pronoun",
        applies: |_, d| negated(d) && d.stem_morph.contains("po:pronoun"),
        unless: Unless::FormAttested,
        shares: None,
    },
];

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::prune::test_support::{assert_kept, prune, prune_with_kindred, rule_of};

    const AFF: &str = "SET UTF-8
PFX N Y 1
PFX N   0 ne . tp:negation
PFX F Y 1
PFX F   0 naj . tp:superlative
SFX Y Y 8
SFX Y   ý á ý is:feminine is:nominative
SFX Y   y ejší/F y po:adjective is:comparative
SFX Y   ý ší/F [dh]ý po:adjective is:comparative
SFX Y   ý ejšie ý po:adverb
SFX Y   y o y po:adverb
SFX Y   ý ejší/F ý po:adjective is:comparative
SFX Y   ý ejšia/F ý po:adjective is:comparative is:feminine
SFX Y   ý e ý po:adverb
";

    #[test]
    fn degrees_of_ungraded_adjectives_go_graded_ones_stay() {
        let dic = "2\nkaprónový/YN po:adjective\npekný/YN po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &["peknejší"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "pekný",
                "peknejší",
                "peknejšia",
                "najpeknejší",
                "nepekný",
                "kaprónový",
                "kaprónová",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("kaprónovejší"), Some("sk_ungraded_comparative"));
        assert_eq!(rule("najkaprónovejšia"), Some("sk_ungraded_comparative"));
        assert_eq!(rule("nekaprónovejší"), Some("sk_negated_comparative"));
        assert_eq!(rule("nepeknejší"), Some("sk_negated_comparative"));
        assert_eq!(rule("nekaprónový"), Some("sk_negated_ungraded"));
        assert_eq!(rule("pekný"), None);
    }

    #[test]
    fn comparative_adverbs_and_compound_o_forms_go() {
        let dic = "2\nkaprónový/YN po:adjective\naluviálny/YN po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &[]);
        assert!(kept.contains(&"aluviálny".to_string()));
        assert!(cut.contains(&("kaprónovejšie".to_string(), "sk_ungraded_comparative")));
        assert!(cut.contains(&("aluviálno".to_string(), "sk_compound_o_form")));
        let (kept, _) = prune(
            Language::Slovak,
            AFF,
            "1\nrovny/Y po:adjective\n",
            &["rovno"],
        );
        assert!(kept.contains(&"rovno".to_string()));
    }

    #[test]
    fn imperatives_after_a_consonant_cluster_go() {
        let aff = "SET UTF-8
PFX N Y 1
PFX N   0 ne . tp:negation
SFX E Y 3
SFX E   iť me iť is:1st_person is:plural is:imperative
SFX E   iť ime iť is:1st_person is:plural is:imperative
SFX E   ať me ať is:1st_person is:plural is:imperative
";
        let dic = "4\nspredmetniť/EN\nperliť/E\nrobiť/E\npusťať/E\n";
        let (kept, cut) = prune(Language::Slovak, aff, dic, &[]);
        assert_kept(
            &kept,
            &cut,
            &[
                "spredmetnime",
                "nespredmetnime",
                "robme",
                "robime",
                "pusťme",
                "perlime",
            ],
        );
        for w in ["spredmetnme", "nespredmetnme", "perlme"] {
            assert!(
                cut.contains(&(w.to_string(), "sk_bad_imperative")),
                "{w} cut: {cut:?}"
            );
        }
        // `drž`, `mlčme`: a syllabic r or l is no cluster.
        let (kept, _) = prune(Language::Slovak, aff, "1\nmlčať/E\n", &[]);
        assert!(kept.contains(&"mlčme".to_string()));
    }

    #[test]
    fn negated_participles_of_listed_verbs_stay() {
        let dic = "8\nzaložený/YN po:adjective\nzaložiť/N\nohýbaný/YN po:adjective\n\
                   ohýbať/N\nzabudnutý/YN po:adjective\nzabudnúť/N\n\
                   drevený/YN po:adjective\npruhovitý/YN po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &[]);
        assert_kept(
            &kept,
            &cut,
            &["nezaložený", "nezaložená", "neohýbaný", "nezabudnutý"],
        );
        // No verb `dreviť`, `pruhoviť`: a material and a look, not participles.
        for w in ["nedrevený", "nedrevená", "nepruhovitý"] {
            assert!(
                cut.contains(&(w.to_string(), "sk_negated_ungraded")),
                "{w} cut: {cut:?}"
            );
        }
        // Their degrees are still invented.
        assert!(cut.contains(&("založenejší".to_string(), "sk_ungraded_comparative")));
        assert!(cut.contains(&("nezaloženejší".to_string(), "sk_negated_comparative")));
    }

    #[test]
    fn ivy_and_telny_adjectives_are_negated_and_ivy_ones_graded() {
        let dic = "3\nprispôsobivý/YN po:adjective\nvysloviteľný/YN po:adjective\n\
                   kaprónový/YN po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &[]);
        assert_kept(
            &kept,
            &cut,
            &[
                "neprispôsobivý",
                "prispôsobivejší",
                "najprispôsobivejšia",
                "nevysloviteľný",
                "nevysloviteľná",
            ],
        );
        assert!(cut.contains(&("vysloviteľnejší".to_string(), "sk_ungraded_comparative")));
        assert!(cut.contains(&("nekaprónový".to_string(), "sk_negated_ungraded")));
    }

    #[test]
    fn short_comparatives_of_short_attested_adjectives_stay() {
        let dic = "3\nchudý/YN po:adjective\nnohý/YN po:adjective\nzlatohnedý/YN po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &["chudý", "zlatohnedý"]);
        assert_kept(&kept, &cut, &["chudší", "najchudší", "chudý"]);
        for w in ["nohší", "zlatohnedší", "najzlatohnedší"] {
            assert!(
                cut.contains(&(w.to_string(), "sk_ungraded_comparative")),
                "{w} cut: {cut:?}"
            );
        }
    }

    #[test]
    fn attested_forms_survive_their_rules() {
        let dic = "2\nľudský/YN po:adjective\nnáš/N po:pronoun\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &["neľudský", "ľudskejší"]);
        assert_kept(
            &kept,
            &cut,
            &["neľudský", "neľudská", "ľudskejší", "najľudskejší", "náš"],
        );
        assert!(cut.contains(&("nenáš".to_string(), "sk_negated_pronoun")));
    }

    #[test]
    fn adjectives_czech_grades_or_negates_are_graded_or_negated() {
        let dic = "6\nhodnotný/YN po:adjective\nveselý/YN po:adjective\nvýnosný/YN po:adjective\nkaprónový/YN po:adjective\nvynaliezavý/YN po:adjective\nkreatívny/YN po:adjective\n";
        let czech = [
            "hodnotnější",
            "nejveselejší",
            "nevýnosný",
            "kapronovější",
            "vynalézavějším",
            "kreativněji",
        ];
        let (kept, cut) = prune_with_kindred(Language::Slovak, AFF, dic, &[], &czech);
        assert_kept(
            &kept,
            &cut,
            &[
                "hodnotnejší",
                "najhodnotnejšia",
                "hodnotnejšie",
                "nehodnotný",
                "veselejší",
                "nevýnosný",
                "vynaliezavejší",
                "najkreatívnejší",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        // Negation alone says nothing of degrees; a twin spelled otherwise than the
        // letters Czech respells (here `ó`, kept long) is no twin.
        assert_eq!(rule("výnosnejší"), Some("sk_ungraded_comparative"));
        assert_eq!(rule("kaprónovejší"), Some("sk_ungraded_comparative"));
        assert_eq!(rule("nekaprónový"), Some("sk_negated_ungraded"));
        // A negated comparative still needs its own attestation.
        assert_eq!(rule("nehodnotnejší"), Some("sk_negated_comparative"));
    }
    #[test]
    fn negated_present_participles_of_listed_verbs_stay() {
        let dic = "6\nšľahajúci/YN po:adjective\nšľahať/N\ntrasúci/YN po:adjective\n\
                   triasť/N\nbudúci/YN po:adjective\nstrieborný/YN po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, AFF, dic, &[]);
        assert_kept(&kept, &cut, &["nešľahajúci", "netrasúci"]);
        // `budúci` is no participle of a listed verb; `strieborný` is none at all.
        for w in ["nebudúci", "nestrieborný"] {
            assert!(
                cut.contains(&(w.to_string(), "sk_negated_ungraded")),
                "{w} cut: {cut:?}"
            );
        }
    }

    #[test]
    fn superlatives_of_attested_comparative_lines_stay() {
        let aff = "SET UTF-8
PFX F Y 1
PFX F   0 naj . tp:superlative
SFX P Y 2
SFX P   í ou í is:feminine is:instrumental
SFX P   í ieho í is:masculine is:genitive
";
        let dic = "3\nskorší/PF po:adjective\nmrežovší/PF po:adjective\nterajší/PF po:adjective\n";
        let (kept, cut) = prune(Language::Slovak, aff, dic, &["skorší", "terajší"]);
        assert_kept(
            &kept,
            &cut,
            &[
                "skorší",
                "najskorší",
                "najskoršou",
                "najskoršieho",
                "terajší",
            ],
        );
        // Not attested; and `terajší` is no comparative, whatever it ends with.
        for w in ["najmrežovší", "najterajší"] {
            assert!(
                cut.contains(&(w.to_string(), "sk_ungraded_comparative")),
                "{w} cut: {cut:?}"
            );
        }
    }

    #[test]
    fn negated_comparatives_of_used_negations_of_graded_adjectives_stay() {
        let dic = "4\nochotný/YN po:adjective\nľudský/YN po:adjective\n\
                   vizuálny/YN po:adjective\nvečný/YN po:adjective\n";
        let slovak = ["ochotnejší", "ľudskejší", "neľudské", "vizuálne", "nevečný"];
        let czech = ["neochotný", "nelidský"];
        let (kept, cut) = prune_with_kindred(Language::Slovak, AFF, dic, &slovak, &czech);
        assert_kept(
            &kept,
            &cut,
            &["neochotnejší", "neochotnejšia", "neľudskejší"],
        );
        let rule = |w| rule_of(&cut, w);
        // No used negation: `nevizuálny`.
        assert_eq!(rule("nevizuálnejší"), Some("sk_negated_comparative"));
        // A used negation of an adjective nobody grades (`večný`) has no degrees either.
        assert_eq!(rule("nevečnejší"), Some("sk_ungraded_comparative"));
    }

    #[test]
    fn czech_twins_respelled_and_soft_vouch_for_slovak() {
        let dic = "3\nšľachetný/YN po:adjective\nkonformný/YN po:adjective\n\
                   tarifový/YN po:adjective\n";
        let czech = ["šlechetnější", "nekonformní"];
        let (kept, cut) = prune_with_kindred(Language::Slovak, AFF, dic, &[], &czech);
        assert_kept(
            &kept,
            &cut,
            &[
                "šľachetnejší",
                "najšľachetnejšia",
                "nekonformný",
                "nekonformná",
            ],
        );
        assert!(cut.contains(&("netarifový".to_string(), "sk_negated_ungraded")));
        assert!(cut.contains(&("konformnejší".to_string(), "sk_ungraded_comparative")));
    }
}
