//! The catalog through the FFI: the shell sets the interface language from the system
//! locale once, then reads every text by key (`text`), and the core's own lines (history)
//! arrive already said in that language.

use std::sync::atomic::{AtomicUsize, Ordering};

use slovo_i18n::{Arg, Catalog, UiLang};

/// The interface language, as an index into `UiLang::ALL` (English until a shell sets it).
static UI_LANG: AtomicUsize = AtomicUsize::new(0);

/// The catalog of the interface language the shell set.
pub(crate) fn catalog() -> Catalog {
    let i = UI_LANG.load(Ordering::Relaxed);
    Catalog::new(UiLang::ALL.get(i).copied().unwrap_or_default())
}

/// One argument of a text: a name and its value.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TextArg {
    pub name: String,
    pub value: TextValue,
}

#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum TextValue {
    /// Shown as it is: a name, a word.
    Text { value: String },
    /// A number: chooses the plural form.
    Number { value: i64 },
}

/// Sets the interface language from a locale (`sk-SK`, `bg_BG`, `cs`); one the catalog does
/// not speak means English. Returns the code chosen.
#[uniffi::export]
pub fn set_ui_language(locale: String) -> String {
    let lang = UiLang::from_locale(&locale).unwrap_or_default();
    let i = UiLang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    UI_LANG.store(i, Ordering::Relaxed);
    lang.code().to_string()
}

/// The interface language's code.
#[uniffi::export]
pub fn ui_language() -> String {
    catalog().lang().code().to_string()
}

/// The text of `key` in the interface language, English standing in for a key it lacks and
/// the key itself for one English lacks too.
#[uniffi::export]
pub fn text(key: String, args: Vec<TextArg>) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|a| {
            let value = match &a.value {
                TextValue::Text { value } => Arg::Text(value.clone()),
                TextValue::Number { value } => Arg::Number(*value),
            };
            (a.name.as_str(), value)
        })
        .collect();
    catalog().text(&key, &args)
}

/// Runs `f` with the interface language set to `locale`, then English again. The language
/// is one per process and the unit tests run in parallel: those that read texts take turns.
#[cfg(test)]
pub(crate) fn in_language<T>(locale: &str, f: impl FnOnce() -> T) -> T {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    set_ui_language(locale.to_string());
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    set_ui_language("en".to_string());
    out.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shell_sets_the_language_and_reads_texts() {
        in_language("en", the_shell_sets_the_language_and_reads_texts_now);
    }

    fn the_shell_sets_the_language_and_reads_texts_now() {
        assert_eq!(set_ui_language("sk-SK".into()), "sk");
        let count = |n| TextArg {
            name: "count".into(),
            value: TextValue::Number { value: n },
        };
        assert_eq!(text("ui-bag".into(), vec![count(5)]), "Vrecúško: 5");
        assert_eq!(text("points".into(), vec![count(3)]), "3 body");
        assert_eq!(set_ui_language("bg_BG.UTF-8".into()), "bg");
        assert_eq!(text("ui-premium-dw".into(), vec![]), "2Д");
        assert_eq!(set_ui_language("ja-JP".into()), "en");
        assert_eq!(ui_language(), "en");
        assert_eq!(text("ui-pass".into(), vec![]), "Pass");
    }
}
