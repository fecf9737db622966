//! Generating every form hunspell accepts without compounding.
//!
//! This mirrors hunspell 1.7's `affix_check` (without `COMPLEXPREFIXES`), read forwards:
//! - a root alone, unless `NEEDAFFIX`;
//! - root + prefix (`PfxEntry::checkword`);
//! - root + suffix, prefix + root + suffix when both are cross products (`suffix_check`);
//! - root + suffix + suffix, where the second suffix's flag is in the first one's
//!   continuation (`suffix_check_twosfx`);
//! - prefix + root + suffix + suffix (`prefix_check_twosfx`).
//!
//! A suffix or prefix may also be enabled by the other affix's continuation flags rather
//! than by the root. `ONLYINCOMPOUND` roots and affixes give no standalone forms,
//! `FORBIDDENWORD` roots none at all. A prefix's condition is tested on the already suffixed
//! form, as hunspell strips the prefix first when checking.

use super::aff::{Affixes, Entry};
use super::derivation::{AffixKind, AffixRule, Derivation};
use super::dic::Root;
use super::flags::has;

/// Reusable buffers, so that expansion allocates nothing per form.
#[derive(Default)]
pub(crate) struct Scratch {
    w1: String,
    w2: String,
    wp: String,
    root_pfx: Vec<usize>,
    root_sfx: Vec<usize>,
    cands: Vec<usize>,
}

fn apply_suffix(aff: &Affixes, e: &Entry, base: &str, out: &mut String) -> bool {
    let Some(keep) = base.len().checked_sub(e.strip.len()) else {
        return false;
    };
    // Hunspell needs some of the stem left after stripping, unless FULLSTRIP.
    if (keep == 0 && !aff.fullstrip) || !base.ends_with(&*e.strip) || !e.cond.matches_end(base) {
        return false;
    }
    out.clear();
    out.push_str(&base[..keep]);
    out.push_str(&e.append);
    !out.is_empty()
}

fn apply_prefix(aff: &Affixes, e: &Entry, base: &str, out: &mut String) -> bool {
    let Some(keep) = base.len().checked_sub(e.strip.len()) else {
        return false;
    };
    if (keep == 0 && !aff.fullstrip) || !base.starts_with(&*e.strip) || !e.cond.matches_start(base)
    {
        return false;
    }
    out.clear();
    out.push_str(&e.append);
    out.push_str(&base[e.strip.len()..]);
    !out.is_empty()
}

/// Prefix classes that may combine with a suffix chain: the root's and those the suffixes
/// name in their continuations.
fn candidates(out: &mut Vec<usize>, lists: &[&[usize]]) {
    out.clear();
    for list in lists {
        out.extend_from_slice(list);
    }
    out.sort_unstable();
    out.dedup();
}

/// Prefix + one suffix (`PfxEntry::checkword` crossed with `suffix_check`): both cross
/// products, circumfix on both or neither, and at most one of them demanding another affix.
fn prefix_with_suffix(p: &Entry, s1: &Entry) -> bool {
    p.cross
        && s1.cross
        && !p.onlyincompound
        && p.circumfix == s1.circumfix
        && !(p.needaffix && s1.needaffix)
}

pub(crate) fn expand_root<'a>(
    aff: &'a Affixes,
    root: &'a Root,
    s: &mut Scratch,
    emit: &mut impl FnMut(&str, &Derivation<'a>),
) {
    let (word, flags) = (&*root.word, &*root.flags);
    if has(flags, aff.onlyincompound) || has(flags, aff.forbidden) {
        return;
    }
    let bare = Derivation {
        stem: word,
        stem_flags: &root.flags_text,
        stem_morph: &root.morph,
        prefix: None,
        suffixes: [None, None],
    };
    let pfx =
        |pc: usize, p: &'a Entry| Some(AffixRule::new(AffixKind::Prefix, &aff.prefixes[pc], p));
    let sfx =
        |sc: usize, e: &'a Entry| Some(AffixRule::new(AffixKind::Suffix, &aff.suffixes[sc], e));
    let made = |prefix, s1, s2| Derivation {
        prefix,
        suffixes: [s1, s2],
        ..bare
    };
    if !has(flags, aff.needaffix) {
        emit(word, &bare);
    }
    let Scratch {
        w1,
        w2,
        wp,
        root_pfx,
        root_sfx,
        cands,
    } = s;
    root_pfx.clear();
    root_pfx.extend(flags.iter().filter_map(|&f| aff.prefix_class(f)));
    root_sfx.clear();
    root_sfx.extend(flags.iter().filter_map(|&f| aff.suffix_class(f)));

    // Prefix alone.
    for &pc in root_pfx.iter() {
        for p in &aff.prefixes[pc].entries {
            if !p.needaffix && !p.onlyincompound && apply_prefix(aff, p, word, wp) {
                emit(wp, &made(pfx(pc, p), None, None));
            }
        }
    }

    // Suffix chains starting with one of the root's suffixes.
    for &sc in root_sfx.iter() {
        for s1 in &aff.suffixes[sc].entries {
            if s1.onlyincompound || !apply_suffix(aff, s1, word, w1) {
                continue;
            }
            if !s1.needaffix && !s1.circumfix {
                emit(w1, &made(None, sfx(sc, s1), None));
            }
            if s1.cross {
                candidates(cands, &[root_pfx, &s1.cont_pfx]);
                for &pc in cands.iter() {
                    for p in &aff.prefixes[pc].entries {
                        if prefix_with_suffix(p, s1) && apply_prefix(aff, p, w1, wp) {
                            emit(wp, &made(pfx(pc, p), sfx(sc, s1), None));
                        }
                    }
                }
            }
            // Second suffix, named by the first one's continuation.
            for &sc2 in s1.cont_sfx.iter() {
                for s2 in &aff.suffixes[sc2].entries {
                    if !apply_suffix(aff, s2, w1, w2) {
                        continue;
                    }
                    // Hunspell checks nothing on the outer suffix here (not even
                    // NEEDAFFIX or ONLYINCOMPOUND), only that the inner one is no circumfix.
                    if !s1.circumfix {
                        emit(w2, &made(None, sfx(sc, s1), sfx(sc2, s2)));
                    }
                    if !s2.cross {
                        continue;
                    }
                    candidates(cands, &[root_pfx, &s1.cont_pfx, &s2.cont_pfx]);
                    for &pc in cands.iter() {
                        let pflag = aff.prefixes[pc].flag;
                        // If the outer suffix enables the prefix, hunspell checks the inner
                        // suffix as if there were no prefix; otherwise as prefix + suffix.
                        let by_s2 = has(&s2.cont, Some(pflag));
                        let licensed = has(flags, Some(pflag)) || has(&s1.cont, Some(pflag));
                        for p in &aff.prefixes[pc].entries {
                            let ok = if by_s2 {
                                !s1.circumfix
                            } else {
                                s1.cross && licensed && p.circumfix == s1.circumfix
                            };
                            if p.cross && ok && apply_prefix(aff, p, w2, wp) {
                                emit(wp, &made(pfx(pc, p), sfx(sc, s1), sfx(sc2, s2)));
                            }
                        }
                    }
                }
            }
        }
    }

    // Suffixes the root lacks but one of its prefixes enables (Danish "Nord-" + genitive).
    // (A suffix enabled by a prefix that is itself enabled only by that suffix would apply to
    // every root; hunspell allows it, no dictionary uses it, and it is not generated.)
    for &pc in root_pfx.iter() {
        for p in &aff.prefixes[pc].entries {
            if !p.cross {
                continue;
            }
            for &sc in p.cont_sfx.iter() {
                if root_sfx.contains(&sc) {
                    continue; // done above
                }
                for s1 in &aff.suffixes[sc].entries {
                    if !s1.cross
                        || s1.onlyincompound
                        || p.circumfix != s1.circumfix
                        || !apply_suffix(aff, s1, word, w1)
                    {
                        continue;
                    }
                    if prefix_with_suffix(p, s1) && apply_prefix(aff, p, w1, wp) {
                        emit(wp, &made(pfx(pc, p), sfx(sc, s1), None));
                    }
                    // With a second suffix; if that one enabled the prefix too, hunspell
                    // would look for the inner suffix on the root itself, which lacks it.
                    for &sc2 in s1.cont_sfx.iter() {
                        for s2 in &aff.suffixes[sc2].entries {
                            if s2.cross
                                && !has(&s2.cont, Some(aff.prefixes[pc].flag))
                                && apply_suffix(aff, s2, w1, w2)
                                && apply_prefix(aff, p, w2, wp)
                            {
                                emit(wp, &made(pfx(pc, p), sfx(sc, s1), sfx(sc2, s2)));
                            }
                        }
                    }
                }
            }
        }
    }
}
