//! Display names, which other players see in rooms, games and notifications: nothing in one
//! may hide, reorder or fake text (bidirectional overrides, zero-width characters, fillers),
//! so a name is normalised (NFC, single spaces) and holds visible characters only.

use std::ops::RangeInclusive;

use thiserror::Error;
use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// The longest display name, in characters (after normalisation).
pub const MAX_CHARS: usize = 32;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum NameError {
    #[error("a display name has at least one visible character")]
    Empty,
    #[error("a display name has at most {MAX_CHARS} characters")]
    TooLong,
    #[error("a display name has no control, format or invisible characters (U+{0:04X})")]
    Invisible(u32),
}

/// Code points that show as nothing though their category is a visible one: the combining
/// grapheme joiner, fillers, the braille blank and the variation selectors (emoji presentation
/// selectors included: a name is text).
const INVISIBLE: &[RangeInclusive<char>] = &[
    '\u{034F}'..='\u{034F}',
    '\u{115F}'..='\u{1160}',
    '\u{17B4}'..='\u{17B5}',
    '\u{180B}'..='\u{180F}',
    '\u{2800}'..='\u{2800}',
    '\u{3164}'..='\u{3164}',
    '\u{FE00}'..='\u{FE0F}',
    '\u{FFA0}'..='\u{FFA0}',
    '\u{E0100}'..='\u{E01EF}',
];

/// The name as stored and shown: NFC, trimmed, runs of spaces made one.
pub fn display_name(raw: &str) -> Result<String, NameError> {
    let nfc: String = raw.nfc().collect();
    let name = nfc.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>();
    let name = name.join(" ");
    if let Some(c) = name.chars().find(|&c| !visible(c)) {
        return Err(NameError::Invisible(u32::from(c)));
    }
    match name.chars().count() {
        0 => Err(NameError::Empty),
        n if n > MAX_CHARS => Err(NameError::TooLong),
        _ => Ok(name),
    }
}

/// Whether `c` shows as itself. Refused: controls, format characters (bidirectional
/// controls, zero-width spaces and joiners, tags), separators but the plain space,
/// unassigned, private-use and surrogate code points, and [`INVISIBLE`].
fn visible(c: char) -> bool {
    use GeneralCategory::*;
    let hidden = matches!(
        c.general_category(),
        Control
            | Format
            | SpaceSeparator
            | LineSeparator
            | ParagraphSeparator
            | Unassigned
            | PrivateUse
            | Surrogate
    );
    c == ' ' || !(hidden || INVISIBLE.iter().any(|r| r.contains(&c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_normalised() {
        assert_eq!(display_name("  Ann   Lee ").unwrap(), "Ann Lee");
        assert_eq!(display_name("Zuzka\u{301}").unwrap(), "Zuzk\u{e1}");
        assert_eq!(display_name("Žofia Čierna").unwrap(), "Žofia Čierna");
        assert_eq!(display_name("Петър").unwrap(), "Петър");
    }

    #[test]
    fn hidden_characters_are_refused() {
        for c in [
            '\u{202E}',
            '\u{2066}',
            '\u{200B}',
            '\u{200D}',
            '\u{FEFF}',
            '\u{00AD}',
            '\u{E0041}',
            '\u{3164}',
            '\u{FE0F}',
            '\u{2800}',
            '\u{00A0}',
            '\u{2028}',
            '\u{0007}',
            '\t',
            '\u{E000}',
            '\u{0378}',
        ] {
            let name = format!("An{c}n");
            assert_eq!(
                display_name(&name),
                Err(NameError::Invisible(u32::from(c))),
                "{c:?}"
            );
        }
    }

    #[test]
    fn length_is_counted_in_characters() {
        assert!(display_name(&"Ž".repeat(MAX_CHARS)).is_ok());
        assert_eq!(
            display_name(&"Ž".repeat(MAX_CHARS + 1)),
            Err(NameError::TooLong)
        );
        // Decomposed input counts as its composed form.
        assert!(display_name(&"Z\u{30c}".repeat(MAX_CHARS)).is_ok());
        assert_eq!(
            display_name(" \u{3000} "),
            Err(NameError::Invisible(0x3000))
        );
        assert_eq!(display_name("   "), Err(NameError::Empty));
    }
}
