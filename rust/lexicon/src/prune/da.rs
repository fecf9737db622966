//! Danish: the genitive `-s` classes are given to adjectives and participles as well as to
//! nouns (`lumsks`, `rødblonds`, `skingrendes`), the passive `-s` follows participles
//! (`karambolerets`), and the `-en` verbal nouns get genitives (`opførens`). The affix lines
//! carry morphology (`+GENITIV`, `+PERF_PART`), which the rules read.

use super::{Rule, Unless, morph_has};
use crate::hunspell::{AffixRule, Derivation};

fn genitive(rule: &AffixRule) -> bool {
    morph_has(rule, "+GENITIV")
}

fn participle(rule: &AffixRule) -> bool {
    morph_has(rule, "+PERF_PART") || morph_has(rule, "+PRÆSENS_PART")
}

/// An adjective's class: it grades (`+KOMPARATIV`) or makes the plural and definite form in a
/// bare `-e`/`-de` (`lumske`, `kortfristede`), where nouns add `-ne`, `-ene`, `-erne`.
fn adjective_class(rule: &AffixRule) -> bool {
    rule.class_rules().any(|r| {
        morph_has(&r, "+KOMPARATIV")
            || (morph_has(&r, "+PLUR_BEK") && ["e", "de"].contains(&r.add()))
    })
}

/// The classes only adjective lines carry (`blid/10,38,49,24`: degrees, `-e` definite and
/// plural, `-t` neuter), by the Danish affix file's numbers: the genitive class `10` on such
/// a line is an adjective's genitive.
const ADJECTIVE_FLAGS: [&str; 10] = ["23", "24", "25", "26", "28", "38", "40", "41", "49", "78"];

fn adjective_line(d: &Derivation) -> bool {
    d.stem_flags
        .split(',')
        .any(|f| ADJECTIVE_FLAGS.contains(&f.trim()))
}

/// `lumsks`, `hjertevarms`, `krystallinskes`, `nødvendigstes`, `treleddets`.
fn adjective_genitive(d: &Derivation) -> bool {
    d.suffix_rules()
        .any(|r| genitive(&r) && (adjective_class(&r) || adjective_line(d)))
}

/// `karambolerets`, `demaskerendes`: an `-s` (passive or genitive) on a participle, and the
/// genitive of a participle's own line (`skingrende/27` → `skingrendes`).
fn participle_s(d: &Derivation) -> bool {
    let [Some(inner), outer] = d.suffixes else {
        return false;
    };
    let s_after_participle =
        participle(&inner) && outer.is_some_and(|o| morph_has(&o, "+PASSIV") || genitive(&o));
    let participle_line = d.stem.ends_with("ende") && genitive(&inner) && outer.is_none();
    s_after_participle || participle_line
}

/// Full forms the dictionary lists as lines of their own (`bedts st:bede`,
/// `løsladendes st:løslade`): an `-s` on a past or present participle.
fn listed_participle_s(form: &str, d: &Derivation) -> bool {
    d.is_stem() && d.stem_morph.contains("st:") && (form.ends_with("ts") || form.ends_with("endes"))
}

/// The `-en` verbal noun (`plomberen`) is a class entry without morphology beside its
/// genitive (`plomberens`): the genitive of an action noun nobody declines.
fn verbal_noun_genitive(d: &Derivation) -> bool {
    d.suffix_rules().any(|r| {
        genitive(&r)
            && r.class_rules()
                .any(|s| s.morph().is_empty() && s.add().ends_with('n'))
    })
}

/// The lemmas of the dictionary's full-form lines (`pectinea st:pectineus`).
fn listed_lemmas<'a>(d: &Derivation<'a>) -> impl Iterator<Item = &'a str> {
    d.is_stem()
        .then_some(d.stem_morph)
        .into_iter()
        .flat_map(str::split_whitespace)
        .filter_map(|t| t.strip_prefix("st:"))
}

/// Latin case forms listed under their nominative (`pectinea st:pectineus`, `maxillare
/// st:maxillaris`): a Latin lemma and a Latin ending. Danish forms of Latin words keep Danish
/// endings (`dekaner st:dekanus`, `dagsdosen st:dagsdosis`) and stay.
fn latin_case_form(form: &str, d: &Derivation) -> bool {
    const LEMMA: [&str; 4] = ["us", "um", "is", "as"];
    const CASE: [&str; 8] = ["i", "ae", "a", "um", "es", "is", "e", "ia"];
    listed_lemmas(d).any(|lemma| {
        lemma != form
            && LEMMA.iter().any(|e| lemma.ends_with(e))
            && CASE.iter().any(|e| form.ends_with(e))
    })
}

/// Lower-cased abbreviations listed under the capitals (`xvi st:XVI`, `bvd st:BVD`).
fn lower_cased_abbreviation(form: &str, d: &Derivation) -> bool {
    listed_lemmas(d).any(|lemma| {
        lemma != form
            && lemma
                .chars()
                .all(|c| c.is_uppercase() || c.is_ascii_digit())
    })
}

pub(super) const RULES: &[Rule] = &[
    Rule {
        name: "da_adjective_genitive",
        applies: |_, d| adjective_genitive(d),
        unless: Unless::FormAttested,
        shares: None,
    },
    Rule {
        name: "da_participle_s",
        applies: |form, d| participle_s(d) || listed_participle_s(form, d),
        unless: Unless::FormAttested,
        shares: None,
    },
    Rule {
        name: "da_verbal_noun_genitive",
        applies: |_, d| verbal_noun_genitive(d),
        unless: Unless::FormAttested,
        shares: None,
    },
    Rule {
        name: "da_latin_case_form",
        applies: latin_case_form,
        unless: Unless::FormAttested,
        shares: None,
    },
    Rule {
        name: "da_lower_cased_abbreviation",
        applies: lower_cased_abbreviation,
        unless: Unless::FormAttested,
        shares: None,
    },
];

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::prune::test_support::{assert_kept, prune, rule_of};

    const AFF: &str = "SET UTF-8
FLAG num
SFX 10 Y 1
SFX 10 0 s/34 [^sxz]	+GENITIV
SFX 2 Y 2
SFX 2 0 en/34 [^e]	+BESTEMT_ENTAL
SFX 2 0 ens/34 [^e]	+GENITIV
SFX 24 Y 2
SFX 24 0 e/34 [^aeouæøå]	+PLUR_BEK
SFX 24 0 es/34 [^aeouæøå]	+GENITIV
SFX 1 Y 2
SFX 1 0 t/22 e	+PERF_PART
SFX 1 0 de/22 e	+DATID
SFX 22 Y 1
SFX 22 0 s/34 [^s]	+PASSIV
SFX 79 Y 2
SFX 79 0 n/34 e
SFX 79 0 ns/34 e	+GENITIV
";

    #[test]
    fn genitives_of_adjectives_participles_and_verbal_nouns_go() {
        let dic = "7\nlumsk/10,24\nbil/10,2\nplombere/1,22,79\nbedts st:bede\n\
                   pectinea st:pectineus\ndekaner st:dekanus\nxvi st:XVI\n";
        let (kept, cut) = prune(Language::Danish, AFF, dic, &[]);
        assert_kept(
            &kept,
            &cut,
            &["lumsk", "lumske", "bil", "bils", "bilen", "bilens"],
        );
        assert_kept(
            &kept,
            &cut,
            &["plomberet", "plomberede", "plomberedes", "plomberen"],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("lumsks"), Some("da_adjective_genitive"));
        assert_eq!(rule("lumskes"), Some("da_adjective_genitive"));
        assert_eq!(rule("plomberets"), Some("da_participle_s"));
        assert_eq!(rule("bedts"), Some("da_participle_s"));
        assert_eq!(rule("plomberens"), Some("da_verbal_noun_genitive"));
        assert_eq!(rule("pectinea"), Some("da_latin_case_form"));
        assert_eq!(rule("xvi"), Some("da_lower_cased_abbreviation"));
        assert!(
            kept.contains(&"dekaner".to_string()),
            "a Danish plural of a Latin word"
        );
    }

    #[test]
    fn attested_forms_stay() {
        let (kept, _) = prune(Language::Danish, AFF, "1\nlumsk/10,24\n", &["lumsks"]);
        assert!(kept.contains(&"lumsks".to_string()));
    }
}
