//! The `.aff` file: flag format, aliases, special flags and the prefix/suffix classes.
//! Everything about suggestions, compounding and input conversion is parsed past and ignored.

use std::collections::HashMap;

use super::condition::Condition;
use super::flags::{Flag, FlagMode, has};

/// One `PFX`/`SFX` rule line.
#[derive(Debug)]
pub(crate) struct Entry {
    /// The rule line as written, for provenance: its condition and morphology fields.
    pub cond_text: Box<str>,
    pub morph: Box<str>,
    pub strip: Box<str>,
    pub append: Box<str>,
    pub cond: Condition,
    /// The class header's `Y`: may combine with an affix of the other kind.
    pub cross: bool,
    /// Continuation flags (sorted): affixes this one allows on top of it, and special flags.
    pub cont: Box<[Flag]>,
    /// Prefix and suffix classes named in `cont` (indices into `Affixes`).
    pub cont_pfx: Box<[usize]>,
    pub cont_sfx: Box<[usize]>,
    pub needaffix: bool,
    pub onlyincompound: bool,
    pub circumfix: bool,
}

/// All entries sharing one flag and kind.
#[derive(Debug)]
pub(crate) struct Class {
    pub flag: Flag,
    /// The flag as the header spells it.
    pub flag_text: Box<str>,
    pub entries: Vec<Entry>,
}

#[derive(Debug)]
pub(crate) struct Affixes {
    pub mode: FlagMode,
    /// `AF` aliases; when present, flag fields are 1-based indices into this table.
    pub aliases: Vec<Box<[Flag]>>,
    pub prefixes: Vec<Class>,
    pub suffixes: Vec<Class>,
    pfx_index: HashMap<Flag, usize>,
    sfx_index: HashMap<Flag, usize>,
    pub needaffix: Option<Flag>,
    pub circumfix: Option<Flag>,
    pub forbidden: Option<Flag>,
    pub onlyincompound: Option<Flag>,
    pub fullstrip: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Prefix,
    Suffix,
}

/// The class header we are reading entries for.
struct Open {
    kind: Kind,
    flag_text: String,
    class: usize,
    cross: bool,
    remaining: usize,
    header_line: usize,
}

impl Affixes {
    /// Parse an `.aff` text; errors carry the 1-based line number.
    pub(crate) fn parse(text: &str) -> Result<Affixes, (usize, String)> {
        let mut aff = Affixes {
            mode: FlagMode::Char,
            aliases: Vec::new(),
            prefixes: Vec::new(),
            suffixes: Vec::new(),
            pfx_index: HashMap::new(),
            sfx_index: HashMap::new(),
            needaffix: None,
            circumfix: None,
            forbidden: None,
            onlyincompound: None,
            fullstrip: false,
        };
        let mut utf8 = false;
        // `AF n` announces n alias lines: (n, line of the announcement).
        let mut alias_count: Option<(usize, usize)> = None;
        let mut open: Option<Open> = None;

        for (i, line) in text.lines().enumerate() {
            let n = i + 1;
            let line = if n == 1 {
                line.trim_start_matches('\u{feff}')
            } else {
                line
            };
            let t: Vec<&str> = line.split_whitespace().collect();
            let Some(&key) = t.first() else { continue };
            if key.starts_with('#') {
                continue;
            }
            let arg = |k: usize| {
                t.get(k)
                    .copied()
                    .ok_or((n, format!("{key}: missing argument")))
            };
            let err = |msg: String| (n, msg);

            if let Some(o) = open.as_mut().filter(|o| o.remaining > 0) {
                let kind = match key {
                    "PFX" => Some(Kind::Prefix),
                    "SFX" => Some(Kind::Suffix),
                    _ => None,
                };
                if kind != Some(o.kind) || t.get(1) != Some(&o.flag_text.as_str()) {
                    return Err(err(format!(
                        "expected {} more entries of the class opened on line {}",
                        o.remaining, o.header_line
                    )));
                }
                o.remaining -= 1;
                let (class, cross) = (o.class, o.cross);
                let entry = parse_entry(&t, cross, &aff, utf8).map_err(err)?;
                match o.kind {
                    Kind::Prefix => aff.prefixes[class].entries.push(entry),
                    Kind::Suffix => aff.suffixes[class].entries.push(entry),
                }
                continue;
            }

            match key {
                "PFX" | "SFX" => {
                    let kind = if key == "PFX" {
                        Kind::Prefix
                    } else {
                        Kind::Suffix
                    };
                    let flag_text = arg(1)?;
                    let flag = decode_one(aff.mode, utf8, flag_text).map_err(err)?;
                    let cross = arg(2)? == "Y";
                    let count: usize = arg(3)?
                        .parse()
                        .map_err(|_| err(format!("bad entry count in {key} header")))?;
                    let (classes, index) = match kind {
                        Kind::Prefix => (&mut aff.prefixes, &mut aff.pfx_index),
                        Kind::Suffix => (&mut aff.suffixes, &mut aff.sfx_index),
                    };
                    // A flag defined twice adds to the same class, as in hunspell.
                    let class = *index.entry(flag).or_insert_with(|| {
                        classes.push(Class {
                            flag,
                            flag_text: flag_text.into(),
                            entries: Vec::new(),
                        });
                        classes.len() - 1
                    });
                    open = Some(Open {
                        kind,
                        flag_text: flag_text.to_string(),
                        class,
                        cross,
                        remaining: count,
                        header_line: n,
                    });
                }
                "SET" => utf8 = arg(1)?.eq_ignore_ascii_case("UTF-8"),
                "FLAG" => {
                    aff.mode = match arg(1)? {
                        "long" => FlagMode::Long,
                        "num" => FlagMode::Num,
                        "UTF-8" => FlagMode::Utf8,
                        other => return Err(err(format!("unknown FLAG type {other:?}"))),
                    }
                }
                "AF" => match alias_count {
                    None => {
                        let count = arg(1)?.parse().map_err(|_| err("bad AF count".into()))?;
                        alias_count = Some((count, n));
                    }
                    Some(_) => {
                        let flags = decode(aff.mode, utf8, arg(1)?).map_err(err)?;
                        aff.aliases.push(flags);
                    }
                },
                "NEEDAFFIX" | "PSEUDOROOT" => {
                    aff.needaffix = Some(decode_one(aff.mode, utf8, arg(1)?).map_err(err)?)
                }
                "CIRCUMFIX" => {
                    aff.circumfix = Some(decode_one(aff.mode, utf8, arg(1)?).map_err(err)?)
                }
                "FORBIDDENWORD" => {
                    aff.forbidden = Some(decode_one(aff.mode, utf8, arg(1)?).map_err(err)?)
                }
                "ONLYINCOMPOUND" => {
                    aff.onlyincompound = Some(decode_one(aff.mode, utf8, arg(1)?).map_err(err)?)
                }
                "FULLSTRIP" => aff.fullstrip = true,
                // These change which forms exist in ways this expander does not model.
                "COMPLEXPREFIXES" | "IGNORE" => {
                    return Err(err(format!("{key} is not supported")));
                }
                // AM, KEEPCASE, REP, MAP, ICONV, compounding, suggestion options, ...
                _ => {}
            }
        }
        if let Some(o) = open.filter(|o| o.remaining > 0) {
            return Err((
                o.header_line,
                format!("class is missing {} entries", o.remaining),
            ));
        }
        if let Some((count, line)) = alias_count
            && count != aff.aliases.len()
        {
            let found = aff.aliases.len();
            return Err((line, format!("AF announces {count} aliases, found {found}")));
        }
        aff.resolve();
        Ok(aff)
    }

    /// Fill in what depends on directives that may come after the classes.
    fn resolve(&mut self) {
        let (pfx_index, sfx_index) = (&self.pfx_index, &self.sfx_index);
        let (needaffix, onlyincompound, circumfix) =
            (self.needaffix, self.onlyincompound, self.circumfix);
        for entry in self
            .prefixes
            .iter_mut()
            .chain(self.suffixes.iter_mut())
            .flat_map(|c| c.entries.iter_mut())
        {
            entry.cont_pfx = entry
                .cont
                .iter()
                .filter_map(|f| pfx_index.get(f).copied())
                .collect();
            entry.cont_sfx = entry
                .cont
                .iter()
                .filter_map(|f| sfx_index.get(f).copied())
                .collect();
            entry.needaffix = has(&entry.cont, needaffix);
            entry.onlyincompound = has(&entry.cont, onlyincompound);
            entry.circumfix = has(&entry.cont, circumfix);
        }
    }

    pub(crate) fn prefix_class(&self, flag: Flag) -> Option<usize> {
        self.pfx_index.get(&flag).copied()
    }

    pub(crate) fn suffix_class(&self, flag: Flag) -> Option<usize> {
        self.sfx_index.get(&flag).copied()
    }

    /// Decode a flag field of the `.dic` or of an affix: an alias number when `AF` is used.
    pub(crate) fn flag_field(&self, text: &str) -> Result<Box<[Flag]>, String> {
        if self.aliases.is_empty() {
            return self.mode.decode(text);
        }
        text.parse::<usize>()
            .ok()
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| self.aliases.get(i))
            .cloned()
            .ok_or_else(|| format!("bad flag alias {text:?}"))
    }
}

/// Hunspell reads single-byte flags as bytes only when the file is UTF-8; otherwise the
/// decoded text holds one 8-bit character per byte.
fn char_mode(mode: FlagMode, utf8: bool) -> FlagMode {
    if mode == FlagMode::Char && !utf8 {
        FlagMode::Utf8
    } else {
        mode
    }
}

fn decode(mode: FlagMode, utf8: bool, text: &str) -> Result<Box<[Flag]>, String> {
    char_mode(mode, utf8).decode(text)
}

fn decode_one(mode: FlagMode, utf8: bool, text: &str) -> Result<Flag, String> {
    char_mode(mode, utf8).decode_one(text)
}

/// `PFX flag strip append[/cont] [condition [morphology...]]`
fn parse_entry(t: &[&str], cross: bool, aff: &Affixes, utf8: bool) -> Result<Entry, String> {
    if t.len() < 4 {
        return Err("affix entry needs a strip and an append field".to_string());
    }
    let zero = |s: &str| if s == "0" { "" } else { s }.into();
    let (append, cont) = match t[3].split_once('/') {
        Some((a, c)) if aff.aliases.is_empty() => (a, decode(aff.mode, utf8, c)?),
        Some((a, c)) => (a, aff.flag_field(c)?),
        None => (t[3], Box::default()),
    };
    // Morphology: the fields after the condition, up to a comment.
    let morph: Vec<&str> = t
        .iter()
        .skip(5)
        .take_while(|f| !f.starts_with('#'))
        .copied()
        .collect();
    let cond_text = t.get(4).copied();
    Ok(Entry {
        cond_text: cond_text.unwrap_or(".").into(),
        morph: morph.join(" ").into(),
        strip: zero(t[2]),
        append: zero(append),
        cond: Condition::parse(cond_text.unwrap_or("."))?,
        cross,
        cont,
        cont_pfx: Box::default(),
        cont_sfx: Box::default(),
        needaffix: false,
        onlyincompound: false,
        circumfix: false,
    })
}
