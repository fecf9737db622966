//! Affix conditions: a sequence of characters, `.` and `[...]` / `[^...]` classes that the
//! end of a stem (suffixes) or its start (prefixes) must match.

#[derive(Clone, Debug, PartialEq, Eq)]
enum Item {
    Any,
    Char(char),
    Class { negated: bool, chars: Box<[char]> },
}

impl Item {
    fn matches(&self, c: char) -> bool {
        match self {
            Item::Any => true,
            Item::Char(x) => *x == c,
            Item::Class { negated, chars } => chars.contains(&c) != *negated,
        }
    }
}

/// A compiled condition; `.` alone (no condition) compiles to no items.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Condition {
    items: Box<[Item]>,
}

impl Condition {
    pub(crate) fn parse(text: &str) -> Result<Condition, String> {
        if text == "." {
            return Ok(Condition::default());
        }
        let mut items = Vec::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            items.push(match c {
                '.' => Item::Any,
                '[' => {
                    let mut negated = false;
                    let mut set = Vec::new();
                    loop {
                        match chars.next() {
                            Some(']') => break,
                            // `^` negates only right after `[`; `.` is literal inside a class.
                            Some('^') if set.is_empty() && !negated => negated = true,
                            Some(x) => set.push(x),
                            None => return Err(format!("unclosed '[' in condition {text:?}")),
                        }
                    }
                    Item::Class {
                        negated,
                        chars: set.into_boxed_slice(),
                    }
                }
                ']' => return Err(format!("stray ']' in condition {text:?}")),
                c => Item::Char(c),
            });
        }
        Ok(Condition {
            items: items.into_boxed_slice(),
        })
    }

    /// Whether the condition matches the end of `word` (suffixes).
    pub(crate) fn matches_end(&self, word: &str) -> bool {
        let mut chars = word.chars().rev();
        self.items
            .iter()
            .rev()
            .all(|item| chars.next().is_some_and(|c| item.matches(c)))
    }

    /// Whether the condition matches the start of `word` (prefixes).
    pub(crate) fn matches_start(&self, word: &str) -> bool {
        let mut chars = word.chars();
        self.items
            .iter()
            .all(|item| chars.next().is_some_and(|c| item.matches(c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_dots_and_utf8() {
        let c = Condition::parse("[^aeiou]y").unwrap();
        assert!(c.matches_end("cry"));
        assert!(!c.matches_end("play"));
        assert!(!c.matches_end("y"), "shorter than the condition");

        let c = Condition::parse("[^aáeéiíoóŕuúyý]..o").unwrap();
        assert!(!c.matches_end("mitóz"));
        assert!(c.matches_end("kšeňo"));
        assert!(!c.matches_end("aeňo"));

        let c = Condition::parse("ž.[ií]").unwrap();
        assert!(c.matches_start("žľí"));
        assert!(!c.matches_start("žľa"));
        assert!(Condition::parse(".").unwrap().matches_end(""));
        assert!(Condition::parse("[.]").unwrap().matches_end("a."));
        assert!(!Condition::parse("[.]").unwrap().matches_end("ab"));
        assert!(Condition::parse("[ab").is_err());
    }
}
