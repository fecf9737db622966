//! The expander on tiny inline dictionaries, one feature at a time. Each case lists every
//! form expected and some forms that must not appear; when `hunspell` is installed, the
//! case is also written to a temporary dictionary and hunspell must agree on both lists.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

use slovo_lexicon::hunspell::{self, Dictionary, HunspellError};

fn forms(aff: &str, dic: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    Dictionary::parse(aff, dic).unwrap().expand(|w| {
        out.insert(w.to_string());
    });
    out
}

/// Words hunspell rejects with this aff/dic pair, or None when hunspell is not installed.
fn hunspell_rejects(name: &str, aff: &str, dic: &str, words: &[&str]) -> Option<Vec<String>> {
    let dir = std::env::temp_dir().join(format!("slovo-hunspell-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("t.aff"), aff).unwrap();
    std::fs::write(dir.join("t.dic"), dic).unwrap();
    let child = Command::new("hunspell")
        .args(["-d", dir.join("t").to_str().unwrap(), "-i", "UTF-8", "-l"])
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = child else {
        eprintln!("SKIP hunspell cross-check of {name}: `hunspell` is not installed");
        let _ = std::fs::remove_dir_all(&dir);
        return None;
    };
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all((words.join("\n") + "\n").as_bytes())
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{name}: hunspell failed: {}",
        out.status
    );
    Some(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect(),
    )
}

/// Our expansion must be exactly `expected` and contain none of `wrong`; hunspell (when
/// present) must accept every expected form and reject every wrong one.
fn case(name: &str, aff: &str, dic: &str, expected: &[&str], wrong: &[&str]) {
    let got = forms(aff, dic);
    let want: BTreeSet<String> = expected.iter().map(|s| s.to_string()).collect();
    assert_eq!(got, want, "{name}: expansion");
    for w in wrong {
        assert!(!got.contains(*w), "{name}: {w} must not be generated");
    }
    if let Some(rejected) = hunspell_rejects(name, aff, dic, expected) {
        assert!(rejected.is_empty(), "{name}: hunspell rejects {rejected:?}");
    }
    if let Some(rejected) = hunspell_rejects(name, aff, dic, wrong) {
        assert_eq!(
            rejected.len(),
            wrong.len(),
            "{name}: hunspell accepts some of {wrong:?}"
        );
    }
}

#[test]
fn cross_product() {
    let aff = "SET UTF-8
PFX U Y 1
PFX U 0 un .
PFX R N 1
PFX R 0 re .
SFX D Y 2
SFX D 0 ed [^e]
SFX D 0 d e
SFX G N 1
SFX G 0 ing [^e]
";
    let dic = "3\ndo/UG\nlock/URDG\nbake/D\n";
    case(
        "cross_product",
        aff,
        dic,
        &[
            "do", "undo", "doing", "lock", "unlock", "relock", "locked", "unlocked", "locking",
            "bake", "baked",
        ],
        // R and G are not cross products; conditions keep "baked" from "bakeed".
        &["relocked", "unlocking", "bakeed", "undoing"],
    );
}

#[test]
fn strip_and_conditions_with_utf8_classes() {
    let aff = "SET UTF-8
SFX Y Y 3
SFX Y y ies [^aeiou]y
SFX Y 0 s [aeiou]y
SFX Y ý á [^č]ý
PFX P Y 1
PFX P á ó á.
";
    let dic = "4\ncry/Y\nplay/Y\npěkný/Y\nvečný/Y\n";
    case(
        "conditions",
        aff,
        dic,
        &[
            "cry", "cries", "play", "plays", "pěkný", "pěkná", "večný", "večná",
        ],
        &["crys", "plaies"],
    );
    // `.` and classes count characters, not bytes; a prefix condition tests the start.
    let dic = "2\nážo/P\náž/P\n";
    case(
        "prefix_condition",
        aff,
        dic,
        &["ážo", "óžo", "áž", "óž"],
        &[],
    );

    // Not cross-checked: hunspell 1.7.1 mishandles `.` after a multibyte character in
    // suffix conditions and rejects "žen" (Slovak "mitóz" is the same bug).
    let aff = "SET UTF-8\nSFX Z Y 2\nSFX Z a 0 ž..a\nSFX Z a 0 [^ž]..a\n";
    let got = forms(aff, "2\nžena/Z\nrúra/Z\n");
    assert_eq!(got, ["rúr", "rúra", "žen", "žena"].map(String::from).into());
}

#[test]
fn two_level_suffixes() {
    let aff = "SET UTF-8
SFX A Y 1
SFX A 0 er/B .
SFX B Y 2
SFX B 0 s/C .
SFX B 0 ne .
SFX C Y 1
SFX C 0 x .
";
    // At most two suffixes: "hunderene" = hund+er+ne, but no third (C) level.
    case(
        "two_level",
        aff,
        "1\nhund/A\n",
        &["hund", "hunder", "hunders", "hunderne"],
        &["hundersx", "hunds", "hundne"],
    );
}

#[test]
fn prefix_with_two_suffixes_and_prefix_enabled_by_suffix() {
    // Czech "nej-": the comparative suffix carries the superlative prefix's flag.
    let aff = "SET UTF-8
PFX E Y 1
PFX E 0 nej .
PFX N Y 1
PFX N 0 ne .
SFX y Y 1
SFX y ý ější/E [nt]ý
SFX A Y 1
SFX A 0 ch/B í
SFX B Y 1
SFX B 0 a .
";
    case(
        "pfx_by_sfx",
        aff,
        "2\npěkný/yN\nlepší/AN\n",
        &[
            "pěkný",
            "nepěkný",
            "pěknější",
            "nejpěknější",
            "nepěknější",
            "lepší",
            "nelepší",
            "lepších",
            "nelepších",
            "lepšícha",
            "nelepšícha",
        ],
        &["nejpěkný", "nejlepší", "nejnepěknější"],
    );
}

#[test]
fn suffix_enabled_by_prefix() {
    // Danish: the prefix replaces a capital and brings its own genitive suffix class.
    let aff = "SET UTF-8
FLAG num
PFX 54 Y 1
PFX 54 A Norda/9 A
SFX 9 Y 1
SFX 9 0 s [^sxz]
SFX 10 Y 1
SFX 10 0 ns [^s]
";
    case(
        "sfx_by_pfx",
        aff,
        "1\nAfrika/54,10\n",
        &[
            "Afrika",
            "Nordafrika",
            "Nordafrikas",
            "Afrikans",
            "Nordafrikans",
        ],
        &["Afrikas"],
    );
}

#[test]
fn long_flags_and_aliases() {
    let aff = "SET UTF-8
FLAG long
NEEDAFFIX ZZ
AF 3
AF XAXB # 1
AF XBZZ # 2
AF UB
AM 1
AM po:noun
PFX UB Y 1
PFX UB 0 naj .
SFX XA Y 1
SFX XA a e a
SFX XB Y 2
SFX XB a i a
SFX XB 0 ma a
";
    // With AM, the morphology field is an alias number after a tab.
    let dic = "3\nknjiga/1\nlijep/2\nlijepši/3\t1\n";
    case(
        "long_af",
        aff,
        dic,
        &[
            "knjiga",
            "knjige",
            "knjigi",
            "knjigama",
            "najlijepši",
            "lijepši",
        ],
        &["lijep", "najknjiga"],
    );
}

#[test]
fn numeric_and_utf8_flags() {
    let aff = "SET UTF-8\nFLAG num\nSFX 300 Y 1\nSFX 300 0 ene .\nSFX 7 Y 1\nSFX 7 0 r/300 .\n";
    case(
        "num",
        aff,
        "1\nbil/7,300\n",
        &["bil", "bilene", "bilr", "bilrene"],
        &[],
    );
    let aff = "SET UTF-8\nFLAG UTF-8\nSFX ž Y 1\nSFX ž 0 ы .\n";
    case("utf8", aff, "1\nкот/ž\n", &["кот", "коты"], &[]);
}

#[test]
fn needaffix() {
    let aff = "SET UTF-8
NEEDAFFIX X
PFX P Y 1
PFX P 0 un/X .
SFX S Y 1
SFX S 0 s .
SFX T Y 1
SFX T 0 ed/XS .
";
    // Root "walk" needs an affix; suffix T's form "walked" needs another one ("walkeds"
    // via its continuation, or a prefix). The prefix needs a suffix too.
    case(
        "needaffix",
        aff,
        "1\nwalk/XPST\n",
        &["walks", "walkeds", "unwalks", "unwalkeds"],
        &["walk", "walked", "unwalk", "unwalked"],
    );
}

#[test]
fn circumfix() {
    // Hunspell's own circumfix test: the prefixes come only with the superlative suffixes.
    let aff = "SET UTF-8
CIRCUMFIX X
PFX A Y 1
PFX A 0 leg/X .
PFX B Y 1
PFX B 0 legesleg/X .
SFX C Y 3
SFX C 0 obb .
SFX C 0 obb/AX .
SFX C 0 obb/BX .
";
    case(
        "circumfix",
        aff,
        "1\nnagy/C\n",
        &["nagy", "nagyobb", "legnagyobb", "legeslegnagyobb"],
        &["legnagy", "legeslegnagy"],
    );
}

#[test]
fn forbidden_and_onlyincompound() {
    let aff = "SET UTF-8
FORBIDDENWORD !
ONLYINCOMPOUND c
SFX S Y 1
SFX S 0 s .
SFX F Y 1
SFX F 0 e/c .
";
    // A forbidden entry removes the word even when another root's suffix makes it.
    let dic = "5\nfoo/S\nfoos/!\nbar/!S\nbaz/cS\nqux/FS\n";
    case(
        "forbidden",
        aff,
        dic,
        &["foo", "qux", "quxs"],
        &["foos", "bar", "bars", "baz", "bazs", "quxe"],
    );
}

#[test]
fn fullstrip() {
    let aff = "SET UTF-8\nFULLSTRIP\nSFX A Y 1\nSFX A ide ao ide\n";
    case("fullstrip", aff, "1\nide/A\n", &["ide", "ao"], &[]);
    let aff = "SET UTF-8\nSFX A Y 1\nSFX A ide ao ide\n";
    case("no_fullstrip", aff, "1\nide/A\n", &["ide"], &["ao"]);
}

#[test]
fn dic_lines() {
    let aff = "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n";
    let dic =
        "4 # count and a comment\nkm\\/h\na cappella\nabája/S po:noun is:feminine\nword/S\tmorph\n";
    assert_eq!(
        forms(aff, dic),
        ["a cappella", "abája", "abájas", "km/h", "word", "words"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
}

#[test]
fn errors_name_file_and_line() {
    let err = Dictionary::parse("SET UTF-8\n\nSFX A Y 2\nSFX A 0 s .\n", "1\na/A\n").unwrap_err();
    assert!(
        matches!(err, HunspellError::Syntax { ref file, line: 3, .. } if file == "aff"),
        "{err}"
    );
    let err = Dictionary::parse("AF 1\nAF AB\n", "2\na/1\nb/2\n").unwrap_err();
    assert!(
        matches!(err, HunspellError::Syntax { ref file, line: 3, .. } if file == "dic"),
        "{err}"
    );
    let err = Dictionary::parse("SFX A Y x\n", "0\n").unwrap_err();
    assert_eq!(err.to_string(), "aff:1: bad entry count in SFX header");
    let err = hunspell::load("/nonexistent/x.aff", "/nonexistent/x.dic").unwrap_err();
    assert!(matches!(err, HunspellError::Io { .. }), "{err}");
}
