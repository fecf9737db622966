//! The `.dic` file: a word count, then one `word[/flags] [morphology]` entry per line.

use super::aff::Affixes;
use super::flags::Flag;

#[derive(Debug)]
pub(crate) struct Root {
    pub word: Box<str>,
    pub flags: Box<[Flag]>,
    /// The `.dic` line's flag field and morphology as written, for provenance.
    pub flags_text: Box<str>,
    pub morph: Box<str>,
}

/// Parse a `.dic` text; errors carry the 1-based line number.
pub(crate) fn parse(text: &str, aff: &Affixes) -> Result<Vec<Root>, (usize, String)> {
    let mut lines = text.lines().enumerate();
    let count = lines
        .next()
        .map(|(_, l)| l.trim_start_matches('\u{feff}').trim_start())
        .and_then(|l| {
            l[..l.find(|c: char| !c.is_ascii_digit()).unwrap_or(l.len())]
                .parse::<usize>()
                .ok()
        })
        .ok_or((1, "missing word count".to_string()))?;
    // The count is only a hint; don't trust it with memory.
    let mut roots = Vec::with_capacity(count.min(text.len() / 2));
    for (i, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let (word, flags, morph) = split_entry(line);
        if word.is_empty() {
            continue;
        }
        let raw_flags = flags;
        let flags = match flags {
            Some(f) => aff.flag_field(f).map_err(|e| (i + 1, e))?,
            None => Box::default(),
        };
        roots.push(Root {
            word: word.into(),
            flags,
            flags_text: raw_flags.unwrap_or("").into(),
            morph: morph.into(),
        });
    }
    Ok(roots)
}

/// Split a line into the word (with `\/` unescaped), its flag field and its morphology.
/// Words may contain spaces (Danish "a cappella"), so morphology starts only where hunspell
/// sees it: a `xx:` field after whitespace, or a tab.
fn split_entry(line: &str) -> (String, Option<&str>, &str) {
    let b = line.as_bytes();
    let mut end = line.len();
    if let Some(colon) = (4..b.len()).find(|&i| b[i] == b':' && matches!(b[i - 3], b' ' | b'\t')) {
        let mut k = colon - 3;
        while k > 0 && matches!(b[k - 1], b' ' | b'\t') {
            k -= 1;
        }
        if k > 0 {
            end = k;
        }
    }
    if let Some(tab) = line.find('\t') {
        end = end.min(tab);
    }
    let entry = &line[..end];
    let morph = line[end..].trim();

    let mut word = String::new();
    let mut start = 0;
    let mut from = 1; // a '/' at the very start is part of the word
    let bytes = entry.as_bytes();
    while let Some(pos) = bytes
        .get(from..)
        .and_then(|b| b.iter().position(|&c| c == b'/'))
    {
        let pos = pos + from;
        if bytes[pos - 1] == b'\\' {
            word.push_str(&entry[start..pos - 1]);
            start = pos;
            from = pos + 1;
        } else {
            word.push_str(&entry[start..pos]);
            return (word, Some(&entry[pos + 1..]), morph);
        }
    }
    word.push_str(&entry[start..]);
    (word, None, morph)
}

#[cfg(test)]
mod tests {
    use super::split_entry;

    fn split2(line: &str) -> (String, Option<&str>) {
        let (w, f, _) = split_entry(line);
        (w, f)
    }

    #[test]
    fn keeps_the_morphology_for_provenance() {
        assert_eq!(split_entry("abája/U po:noun").2, "po:noun");
        assert_eq!(split_entry("word/AB\tmorph").2, "morph");
        assert_eq!(split_entry("cat/S").2, "");
    }

    #[test]
    fn splits_words_flags_and_morphology() {
        assert_eq!(split2("abája/U po:noun"), ("abája".into(), Some("U")));
        assert_eq!(split2("a cappella"), ("a cappella".into(), None));
        assert_eq!(
            split2("a-våben/10,39 al:a-våbenet"),
            ("a-våben".into(), Some("10,39"))
        );
        assert_eq!(split2("AI st:a.i."), ("AI".into(), None));
        assert_eq!(split2("km\\/h/X"), ("km/h".into(), Some("X")));
        assert_eq!(split2("word/AB\tmorph"), ("word".into(), Some("AB")));
        assert_eq!(split2("/"), ("/".into(), None));
        assert_eq!(split2("аба/K"), ("аба".into(), Some("K")));
    }
}
