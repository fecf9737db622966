//! Where an expanded form came from: the `.dic` line and the affix rules applied to it.
//!
//! The expander hands one of these to its caller with every form it emits; it only borrows
//! from the parsed dictionary, so keeping provenance costs nothing unless a caller stores it.

use std::fmt;

use super::aff::{Class, Entry};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffixKind {
    Prefix,
    Suffix,
}

/// One affix rule line (`PFX`/`SFX flag strip append condition morphology`).
#[derive(Clone, Copy)]
pub struct AffixRule<'a> {
    class: &'a Class,
    entry: &'a Entry,
    kind: AffixKind,
}

impl<'a> AffixRule<'a> {
    pub(crate) fn new(kind: AffixKind, class: &'a Class, entry: &'a Entry) -> AffixRule<'a> {
        AffixRule { class, entry, kind }
    }

    pub fn kind(&self) -> AffixKind {
        self.kind
    }

    /// The class's flag as the `.aff` header spells it.
    pub fn flag(&self) -> &'a str {
        &self.class.flag_text
    }

    /// What the rule removes from the stem ("" for `0`).
    pub fn strip(&self) -> &'a str {
        &self.entry.strip
    }

    /// What the rule adds ("" for `0`).
    pub fn add(&self) -> &'a str {
        &self.entry.append
    }

    pub fn condition(&self) -> &'a str {
        &self.entry.cond_text
    }

    /// The rule's morphological fields (`is:comparative`, `+GENITIV`), "" when it has none.
    pub fn morph(&self) -> &'a str {
        &self.entry.morph
    }

    /// Every rule of this rule's class (its own included), in the `.aff` file's order: what
    /// else the class makes tells what a rule's ending is (a Bulgarian class's imperfect).
    pub fn class_rules(&self) -> impl Iterator<Item = AffixRule<'a>> + 'a {
        let (class, kind) = (self.class, self.kind);
        class
            .entries
            .iter()
            .map(move |entry| AffixRule { class, entry, kind })
    }
}

impl fmt::Display for AffixRule<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind {
            AffixKind::Prefix => "PFX",
            AffixKind::Suffix => "SFX",
        };
        let zero = |s: &str| {
            if s.is_empty() {
                "0".to_string()
            } else {
                s.to_string()
            }
        };
        write!(
            f,
            "{kind} {} {} {} {}",
            self.flag(),
            zero(self.strip()),
            zero(self.add()),
            self.condition()
        )?;
        if !self.morph().is_empty() {
            write!(f, " {}", self.morph())?;
        }
        Ok(())
    }
}

/// How one form was made: a stem line, at most one prefix, and up to two suffixes
/// (the inner one named by the stem, the outer one by the inner one's continuation).
#[derive(Clone, Copy)]
pub struct Derivation<'a> {
    pub stem: &'a str,
    /// The stem line's flag field and morphology as written.
    pub stem_flags: &'a str,
    pub stem_morph: &'a str,
    pub prefix: Option<AffixRule<'a>>,
    pub suffixes: [Option<AffixRule<'a>>; 2],
}

impl<'a> Derivation<'a> {
    /// The suffix rules applied, inner first.
    pub fn suffix_rules(&self) -> impl Iterator<Item = AffixRule<'a>> + '_ {
        self.suffixes.iter().flatten().copied()
    }

    /// Every rule applied: prefix, then suffixes.
    pub fn rules(&self) -> impl Iterator<Item = AffixRule<'a>> + '_ {
        self.prefix.iter().copied().chain(self.suffix_rules())
    }

    /// Is the form the stem itself, with no affix?
    pub fn is_stem(&self) -> bool {
        self.prefix.is_none() && self.suffixes[0].is_none()
    }
}

impl fmt::Display for Derivation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.stem)?;
        if !self.stem_flags.is_empty() {
            write!(f, "/{}", self.stem_flags)?;
        }
        if !self.stem_morph.is_empty() {
            write!(f, " {}", self.stem_morph)?;
        }
        for rule in self.rules() {
            write!(f, " + [{rule}]")?;
        }
        Ok(())
    }
}
