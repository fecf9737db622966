//! Affix flags: how a `FLAG` mode spells them, and the `AF` alias table.

/// A decoded flag. Hunspell stores flags as 16-bit numbers in every mode.
pub(crate) type Flag = u16;

/// The `FLAG` directive's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FlagMode {
    /// Default: one flag per byte (hunspell counts bytes, not characters, here).
    Char,
    /// `FLAG long`: two bytes per flag.
    Long,
    /// `FLAG num`: decimal numbers separated by commas.
    Num,
    /// `FLAG UTF-8`: one flag per character.
    Utf8,
}

impl FlagMode {
    /// Decode a flag string (`"AbC"`, `"XZYY"`, `"12,4"`) into sorted, distinct flags.
    pub(crate) fn decode(self, text: &str) -> Result<Box<[Flag]>, String> {
        let mut flags: Vec<Flag> = match self {
            FlagMode::Char => text.bytes().map(Flag::from).collect(),
            FlagMode::Utf8 => text.chars().map(char_flag).collect::<Result<_, _>>()?,
            // Like hunspell, tolerate an odd trailing byte (dropped) and junk numbers (C
            // `atoi`, so `S"` is 0, which names no class and is dropped).
            FlagMode::Long => text
                .as_bytes()
                .chunks_exact(2)
                .map(|pair| (Flag::from(pair[0]) << 8) | Flag::from(pair[1]))
                .collect(),
            FlagMode::Num => text.split(',').map(atoi).filter(|&f| f != 0).collect(),
        };
        flags.sort_unstable();
        flags.dedup();
        Ok(flags.into_boxed_slice())
    }

    /// Decode the single flag that names an affix class or a special flag (`NEEDAFFIX ZZ`).
    pub(crate) fn decode_one(self, text: &str) -> Result<Flag, String> {
        let flag = match self {
            FlagMode::Char => text.bytes().next().map(Flag::from),
            FlagMode::Utf8 => text.chars().next().map(char_flag).transpose()?,
            FlagMode::Long => {
                let b = text.as_bytes();
                (b.len() == 2).then(|| (Flag::from(b[0]) << 8) | Flag::from(b[1]))
            }
            FlagMode::Num => Some(atoi(text)).filter(|&f| f != 0),
        };
        flag.ok_or_else(|| format!("bad flag {text:?}"))
    }
}

/// C's `atoi` as hunspell uses it for numeric flags: leading digits, 0 when there are
/// none or the number is out of range.
fn atoi(text: &str) -> Flag {
    let text = text.trim_start();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    text[..digits].parse().unwrap_or(0)
}

fn char_flag(c: char) -> Result<Flag, String> {
    Flag::try_from(u32::from(c)).map_err(|_| format!("flag character {c:?} outside the BMP"))
}

/// Whether a sorted flag set holds `flag`.
pub(crate) fn has(flags: &[Flag], flag: Option<Flag>) -> bool {
    flag.is_some_and(|f| flags.binary_search(&f).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_every_mode() {
        assert_eq!(&*FlagMode::Char.decode("ba").unwrap(), &[97, 98]);
        assert_eq!(
            &*FlagMode::Long.decode("ZZAb").unwrap(),
            &[(65 << 8) | 98, (90 << 8) | 90]
        );
        assert_eq!(&*FlagMode::Num.decode("34,2,34").unwrap(), &[2, 34]);
        assert_eq!(&*FlagMode::Utf8.decode("ž").unwrap(), &[0x17e]);
        assert_eq!(&*FlagMode::Long.decode("ABC").unwrap(), &[(65 << 8) | 66]);
        assert_eq!(&*FlagMode::Num.decode("1,x,7b").unwrap(), &[1, 7]);
        assert!(FlagMode::Num.decode("S\"").unwrap().is_empty());
        assert_eq!(FlagMode::Long.decode_one("ZY").unwrap(), (90 << 8) | 89);
        assert_eq!(FlagMode::Num.decode_one("54").unwrap(), 54);
    }
}
