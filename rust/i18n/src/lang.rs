//! The interface languages and how a locale string or the environment picks one.

use std::fmt;
use std::str::FromStr;

/// A language the interface speaks. Independent of a game's language: a Slovak player may
/// play an English game and read Slovak around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum UiLang {
    #[default]
    En,
    Sk,
    Cs,
    Hr,
    Da,
    Bg,
}

impl UiLang {
    pub const ALL: [UiLang; 6] = [
        UiLang::En,
        UiLang::Sk,
        UiLang::Cs,
        UiLang::Hr,
        UiLang::Da,
        UiLang::Bg,
    ];

    /// The ISO 639-1 code, as the catalog's folders and the API name it.
    pub fn code(self) -> &'static str {
        match self {
            UiLang::En => "en",
            UiLang::Sk => "sk",
            UiLang::Cs => "cs",
            UiLang::Hr => "hr",
            UiLang::Da => "da",
            UiLang::Bg => "bg",
        }
    }

    /// The language in its own words, for a picker.
    pub fn native_name(self) -> &'static str {
        match self {
            UiLang::En => "English",
            UiLang::Sk => "Slovenčina",
            UiLang::Cs => "Čeština",
            UiLang::Hr => "Hrvatski",
            UiLang::Da => "Dansk",
            UiLang::Bg => "Български",
        }
    }

    pub(crate) fn index(self) -> usize {
        UiLang::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    /// The language of a locale as systems write it: `sk`, `sk-SK`, `sk_SK.UTF-8`,
    /// `cs_CZ.utf8@euro`, `BG`. `None` for `C`, `POSIX` and languages the catalog lacks.
    pub fn from_locale(locale: &str) -> Option<UiLang> {
        let lang = locale
            .trim()
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        UiLang::ALL.into_iter().find(|l| l.code() == lang)
    }

    /// The language the environment asks for, as POSIX orders it: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; the first one set decides. English when none is set or it
    /// names a language the catalog lacks.
    pub fn from_env() -> UiLang {
        UiLang::from_env_with(|name| std::env::var(name).ok())
    }

    /// [`UiLang::from_env`] over any lookup (tests give their own environment).
    pub fn from_env_with(var: impl Fn(&str) -> Option<String>) -> UiLang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| var(name).filter(|v| !v.is_empty()))
            .and_then(|v| UiLang::from_locale(&v))
            .unwrap_or_default()
    }
}

/// A code or locale was given that the catalog does not speak.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownUiLang(pub String);

impl fmt::Display for UnknownUiLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown interface language {:?} (en, sk, cs, hr, da, bg)",
            self.0
        )
    }
}

impl std::error::Error for UnknownUiLang {}

impl FromStr for UiLang {
    type Err = UnknownUiLang;

    /// A code or a locale (`bg`, `sk_SK.UTF-8`).
    fn from_str(s: &str) -> Result<UiLang, UnknownUiLang> {
        UiLang::from_locale(s).ok_or_else(|| UnknownUiLang(s.to_string()))
    }
}

impl fmt::Display for UiLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_as_systems_write_them() {
        assert_eq!(UiLang::from_locale("sk_SK.UTF-8"), Some(UiLang::Sk));
        assert_eq!(UiLang::from_locale("cs-CZ"), Some(UiLang::Cs));
        assert_eq!(UiLang::from_locale("BG"), Some(UiLang::Bg));
        assert_eq!(UiLang::from_locale("hr_HR.utf8@euro"), Some(UiLang::Hr));
        assert_eq!(UiLang::from_locale("da"), Some(UiLang::Da));
        assert_eq!(UiLang::from_locale("C"), None);
        assert_eq!(UiLang::from_locale("de_DE"), None);
        assert!("fr".parse::<UiLang>().is_err());
    }

    #[test]
    fn environment_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        let lang = UiLang::from_env_with(env(&[("LANG", "sk_SK.UTF-8"), ("LC_ALL", "bg_BG")]));
        assert_eq!(lang, UiLang::Bg);
        let lang = UiLang::from_env_with(env(&[("LANG", "cs_CZ"), ("LC_ALL", "")]));
        assert_eq!(lang, UiLang::Cs);
        assert_eq!(UiLang::from_env_with(env(&[("LANG", "C")])), UiLang::En);
        assert_eq!(UiLang::from_env_with(env(&[])), UiLang::En);
    }
}
