//! The Fluent bundles, one per language, built once from the embedded `.ftl` files, and the
//! message records the core's typed errors and events turn into.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::UiLang;

/// The files of one language, in the order they are added to its bundle.
pub(crate) type Files = [(&'static str, &'static str); 8];

macro_rules! files {
    ($lang:literal) => {
        [
            (
                "game.ftl",
                include_str!(concat!("../locales/", $lang, "/game.ftl")),
            ),
            (
                "ui.ftl",
                include_str!(concat!("../locales/", $lang, "/ui.ftl")),
            ),
            (
                "cli.ftl",
                include_str!(concat!("../locales/", $lang, "/cli.ftl")),
            ),
            (
                "tycoon.ftl",
                include_str!(concat!("../locales/", $lang, "/tycoon.ftl")),
            ),
            (
                "social.ftl",
                include_str!(concat!("../locales/", $lang, "/social.ftl")),
            ),
            (
                "account.ftl",
                include_str!(concat!("../locales/", $lang, "/account.ftl")),
            ),
            (
                "stats.ftl",
                include_str!(concat!("../locales/", $lang, "/stats.ftl")),
            ),
            (
                "people.ftl",
                include_str!(concat!("../locales/", $lang, "/people.ftl")),
            ),
        ]
    };
}

/// Every language's files, in [`UiLang::ALL`] order: embedded, so binaries carry them.
pub(crate) const SOURCES: [Files; 6] = [
    files!("en"),
    files!("sk"),
    files!("cs"),
    files!("hr"),
    files!("da"),
    files!("bg"),
];

/// One argument of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Shown as it is: a name, a word, a square.
    Text(String),
    /// A number: selects plural forms, shown grouped as the language writes it (`1 234`).
    Number(i64),
    /// Another message, rendered in the same language first ("refused: {rule}").
    Message(Box<Message>),
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(i8, i16, i32, i64, u8, u16, u32, usize);

/// A text to show, before its language is chosen: a catalog key and its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(key: &'static str) -> Message {
        Message {
            key,
            args: Vec::new(),
        }
    }

    /// The same message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

/// Something the core reports that a player reads: a typed error or event says which
/// message it is, the catalog says it in a language.
pub trait Localize {
    fn message(&self) -> Message;
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 6] {
    static BUNDLES: OnceLock<[Bundle; 6]> = OnceLock::new();
    BUNDLES.get_or_init(|| UiLang::ALL.map(build))
}

/// A language's bundle. The files are the crate's own and tested to parse, so a syntax error
/// here is a bug caught by `cargo test`; what parses is kept.
fn build(lang: UiLang) -> Bundle {
    let id = lang
        .code()
        .parse()
        .expect("the codes are valid language tags");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: terminals and pushes would show them.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(crate::number::formatter(lang)));
    for (_, source) in SOURCES[lang.index()] {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// The texts of one interface language, English standing in key by key for any it lacks.
/// Cheap to make and to copy: the bundles are built once per process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Catalog {
    lang: UiLang,
}

impl Catalog {
    pub fn new(lang: UiLang) -> Catalog {
        Catalog { lang }
    }

    pub fn lang(&self) -> UiLang {
        self.lang
    }

    /// Whether this language itself (not the English fallback) has `key`.
    pub fn has(&self, key: &str) -> bool {
        bundles()[self.lang.index()].has_message(key)
    }

    /// The text of `key` with `args`; the English text if this language lacks the key, the
    /// key itself if English lacks it too.
    pub fn text(&self, key: &str, args: &[(&str, Arg)]) -> String {
        self.format(key, args).0
    }

    pub fn render(&self, message: &Message) -> String {
        self.text(message.key, &message.args)
    }

    /// The text of anything typed that the catalog can say.
    pub fn say(&self, what: &impl Localize) -> String {
        self.render(&what.message())
    }

    /// The text and Fluent's complaints (a missing argument, an unknown term).
    pub(crate) fn format(&self, key: &str, args: &[(&str, Arg)]) -> (String, Vec<String>) {
        let all = bundles();
        let chosen = &all[self.lang.index()];
        let bundle = if chosen.has_message(key) {
            chosen
        } else {
            &all[UiLang::En.index()]
        };
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            return (key.to_string(), vec![format!("no message {key}")]);
        };
        let mut fluent_args = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(s) => FluentValue::from(s.as_str()).into_owned(),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Message(m) => FluentValue::from(self.render(m)),
            };
            fluent_args.set(name.to_string(), value);
        }
        let mut errors = Vec::new();
        let text: Cow<str> = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        (
            text.into_owned(),
            errors.iter().map(|e| e.to_string()).collect(),
        )
    }
}

#[cfg(test)]
pub(crate) fn bundles_for_tests() -> &'static [Bundle; 6] {
    bundles()
}
