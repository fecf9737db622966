//! Slovo's catalog: every text a player reads, in English, Slovak, Czech, Croatian, Danish
//! and Bulgarian, as Project Fluent files (`locales/<code>/*.ftl`) embedded in the binary.
//!
//! The core reports typed errors and events; the edges (the CLI, the FFI, the server's
//! pushes) turn them into a [`Message`] (a key and its arguments, through [`Localize`]) and
//! the [`Catalog`] of the reader's language says it. A key a language lacks falls back to
//! English; plural forms follow CLDR through Fluent's selectors. Whole numbers are grouped as
//! CLDR says for the language ([`number`]: `1,234`, `1 234`, `1.234`; Bulgarian groups from
//! five digits), times as the clock texts of the catalog (`time-*`).
//!
//! ```
//! use slovo_i18n::{Catalog, Message, UiLang};
//!
//! let sk = Catalog::new(UiLang::Sk);
//! assert_eq!(sk.render(&Message::new("points").with("count", 5)), "5 bodov");
//! assert_eq!(sk.render(&Message::new("points").with("count", 2)), "2 body");
//! ```

mod catalog;
mod lang;
mod number;
mod rules;
mod time;

pub use catalog::{Arg, Catalog, Localize, Message};
pub use lang::{UiLang, UnknownUiLang};
pub use number::{decimal, number};
pub use rules::{elimination, end_reason, language_name, preset_name, validation_name};
pub use time::{time_left, time_span};

#[cfg(test)]
mod tests;
