//! Slovo's lexicons: one fst set of words per language, opened without parsing.

pub mod hunspell;
