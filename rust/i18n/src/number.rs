//! Whole numbers as each language writes them, from CLDR's number symbols (v46, `latn`):
//! the group separator and `minimumGroupingDigits`. Scores, counts and money pass through
//! Fluent as numbers (plurals choose by them), and the bundles show them through
//! [`formatter`]. A table of six rows, not an ICU dependency: whole numbers need only these
//! two facts, and the catalog speaks six languages.

use fluent_bundle::FluentValue;

use crate::UiLang;

/// How a language groups the digits of a whole number.
struct Grouping {
    /// Between groups of three digits.
    separator: &'static str,
    /// The fewest digits the highest group must have for any grouping at all: 2 means 1234
    /// stays whole and 12 345 is grouped (CLDR's `minimumGroupingDigits`).
    minimum: usize,
}

const NBSP: &str = "\u{a0}";

fn grouping(lang: UiLang) -> Grouping {
    match lang {
        UiLang::En => Grouping {
            separator: ",",
            minimum: 1,
        },
        UiLang::Sk | UiLang::Cs => Grouping {
            separator: NBSP,
            minimum: 1,
        },
        UiLang::Hr | UiLang::Da => Grouping {
            separator: ".",
            minimum: 1,
        },
        UiLang::Bg => Grouping {
            separator: NBSP,
            minimum: 2,
        },
    }
}

/// `n` as `lang` writes it: `1,234` (en), `1 234` (sk, cs: a no-break space), `1.234` (hr,
/// da), `1234` but `12 345` (bg).
pub fn number(lang: UiLang, n: i64) -> String {
    let Grouping { separator, minimum } = grouping(lang);
    let digits = n.unsigned_abs().to_string();
    let sign = if n < 0 { "-" } else { "" };
    if digits.len() < 3 + minimum {
        return format!("{sign}{digits}");
    }
    let mut out = String::from(sign);
    for (i, c) in digits.chars().enumerate() {
        // A separator where the digits still to come are a whole number of groups.
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(c);
    }
    out
}

/// `x` with `places` decimals as `lang` writes it: the whole part grouped as [`number`]
/// does, a decimal point in English and a decimal comma in the other five (`1,234.5`,
/// `1 234,5`).
pub fn decimal(lang: UiLang, x: f64, places: usize) -> String {
    let text = format!("{:.*}", places, x.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let sign = if x < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        "-"
    } else {
        ""
    };
    let whole = number(lang, whole.parse().unwrap_or(i64::MAX));
    if fraction.is_empty() {
        return format!("{sign}{whole}");
    }
    let point = if lang == UiLang::En { "." } else { "," };
    format!("{sign}{whole}{point}{fraction}")
}

/// The bundles' number formatter for `lang`: whole numbers grouped as [`number`] does;
/// anything else as Fluent shows it.
pub(crate) fn formatter<M>(lang: UiLang) -> fn(&FluentValue, &M) -> Option<String> {
    fn with<M, const L: usize>(value: &FluentValue, _: &M) -> Option<String> {
        match value {
            FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() < 1e15 => {
                Some(number(UiLang::ALL[L], n.value as i64))
            }
            _ => None,
        }
    }
    match lang {
        UiLang::En => with::<M, 0>,
        UiLang::Sk => with::<M, 1>,
        UiLang::Cs => with::<M, 2>,
        UiLang::Hr => with::<M, 3>,
        UiLang::Da => with::<M, 4>,
        UiLang::Bg => with::<M, 5>,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Arg, Catalog};

    #[test]
    fn whole_numbers_are_grouped_as_cldr_says() {
        let say = |lang, n| number(lang, n);
        assert_eq!(say(UiLang::En, 999), "999");
        assert_eq!(say(UiLang::En, 1234), "1,234");
        assert_eq!(say(UiLang::En, -1_234_567), "-1,234,567");
        assert_eq!(say(UiLang::Sk, 1234), "1\u{a0}234");
        assert_eq!(say(UiLang::Cs, 123_456), "123\u{a0}456");
        assert_eq!(say(UiLang::Hr, 1234), "1.234");
        assert_eq!(say(UiLang::Da, 1_000_000), "1.000.000");
        assert_eq!(say(UiLang::Bg, 1234), "1234");
        assert_eq!(say(UiLang::Bg, 12_345), "12\u{a0}345");
        assert_eq!(say(UiLang::Bg, 0), "0");
    }

    #[test]
    fn decimals_take_the_languages_point_and_grouping() {
        assert_eq!(decimal(UiLang::En, 1234.56, 1), "1,234.6");
        assert_eq!(decimal(UiLang::Sk, 1234.56, 2), "1\u{a0}234,56");
        assert_eq!(decimal(UiLang::Hr, 0.5, 2), "0,50");
        assert_eq!(decimal(UiLang::Bg, 1234.0, 1), "1234,0");
        assert_eq!(decimal(UiLang::En, -0.004, 2), "0.00");
        assert_eq!(decimal(UiLang::Da, -2.5, 1), "-2,5");
        assert_eq!(decimal(UiLang::Cs, 7.0, 0), "7");
    }

    #[test]
    fn the_catalog_shows_numbers_grouped_and_still_chooses_plurals_by_them() {
        let points = |lang, n: i64| Catalog::new(lang).text("points", &[("count", Arg::Number(n))]);
        assert_eq!(points(UiLang::Sk, 1234), "1\u{a0}234 bodov");
        assert_eq!(points(UiLang::Sk, 1002), "1\u{a0}002 bodov");
        assert_eq!(points(UiLang::Hr, 1002), "1.002 boda");
        assert_eq!(points(UiLang::En, 1001), "1,001 points");
        assert_eq!(points(UiLang::Bg, 1500), "1500 точки");
        assert_eq!(points(UiLang::Cs, 3), "3 body");
    }
}
