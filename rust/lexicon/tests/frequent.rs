//! The most frequent forms of each language (the top of wordfreq that was in the list before
//! pruning, `lexicons/<code>/frequent.txt`) are all still in the shipped list (issue 19).

use slovo_rules::Language;

#[test]
fn frequent_forms_survive_pruning() {
    let dir = slovo_lexicon::default_dir();
    let mut checked = 0;
    for language in Language::ALL {
        let path = dir.join(language.code()).join("frequent.txt");
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let lexicon = slovo_lexicon::open(&dir, language).expect("shipped lexicon");
        let missing: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter(|w| !lexicon.contains(w))
            .collect();
        assert!(
            missing.is_empty(),
            "{}: frequent forms cut: {missing:?}",
            language.code()
        );
        checked += 1;
    }
    assert!(checked > 0, "no frequent.txt found under {}", dir.display());
}
