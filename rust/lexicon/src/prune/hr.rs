//! Croatian: the definite adjective class gives comparatives an `-o` they never take
//! (`najrječitijo`, `jednostavnijo`: the comparative's neuter is `-ije`). The affix file has
//! no morphology, so the rule reads the affix text.
//!
//! Tried and left out: `-ost` nouns of participles (`šušurenost`) and degrees of participles
//! (`milovaniji`). Both classes are mostly real words (`opterećenost`, `raširenost`,
//! `kvalificiraniji`, `laganiji`) and wordfreq's Croatian list is too small to tell them
//! apart, so cutting them would lose more words than it removes junk.

use super::{Rule, Unless};
use crate::hunspell::Derivation;

/// `rječitijo`: an `-o` on a comparative stem line (`rječitiji/UMUB`).
fn comparative_o(form: &str, d: &Derivation) -> bool {
    d.stem.ends_with("iji") && form.ends_with("ijo")
}

pub(super) const RULES: &[Rule] = &[Rule {
    name: "hr_comparative_o",
    applies: comparative_o,
    unless: Unless::Never,
    shares: None,
}];

#[cfg(test)]
mod tests {
    use slovo_rules::Language;

    use crate::prune::test_support::{assert_kept, prune, rule_of};

    const AFF: &str = "SET UTF-8
PFX B Y 1
PFX B 0 naj .
SFX M Y 3
SFX M i a i
SFX M i e i
SFX M i o i
SFX T Y 2
SFX T a o a
SFX T a u a
";

    #[test]
    fn comparatives_lose_their_o_form_nouns_keep_vocatives() {
        let dic = "3\nrječitiji/MB\ntvornički/M\nsanacija/T\n";
        let (kept, cut) = prune(Language::Croatian, AFF, dic, &[]);
        assert_kept(
            &kept,
            &cut,
            &[
                "rječitiji",
                "rječitije",
                "najrječitija",
                "tvorničko",
                "sanacijo",
                "sanaciju",
            ],
        );
        let rule = |w| rule_of(&cut, w);
        assert_eq!(rule("rječitijo"), Some("hr_comparative_o"));
        assert_eq!(rule("najrječitijo"), Some("hr_comparative_o"));
    }
}
