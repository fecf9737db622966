//! The catalog's own checks: every language has every key with the same variables, nothing
//! is empty, and every message renders cleanly in every plural category of its language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast;
use fluent_syntax::parser;
use intl_pluralrules::{PluralRuleType, PluralRules};

use crate::catalog::SOURCES;
use crate::{Arg, Catalog, UiLang};

/// Message id → the variables its value uses, for one language's files.
fn messages(lang: UiLang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (file, source) in SOURCES[lang.index()] {
        let resource = parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{lang}/{file} does not parse: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let id = m.id.name.to_string();
                let mut vars = BTreeSet::new();
                let value = m
                    .value
                    .unwrap_or_else(|| panic!("{lang}/{file}: {id} has no value"));
                pattern_vars(&value, &mut vars);
                let fresh = out.insert(id.clone(), vars).is_none();
                assert!(fresh, "{lang}/{file}: {id} is defined twice");
            }
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_key_with_the_same_variables() {
    let english = messages(UiLang::En);
    assert!(english.len() > 200, "{} messages", english.len());
    for lang in UiLang::ALL {
        let theirs = messages(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for (key, vars) in &english {
            assert_eq!(&theirs[key], vars, "{lang}: {key} uses other variables");
        }
    }
}

/// One integer per plural category the language's integers fall into, and 1.5 (Slovak and
/// Czech `many` is for fractions only).
fn samples(lang: UiLang) -> Vec<FluentValue<'static>> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL).unwrap();
    let mut seen = BTreeSet::new();
    let mut out: Vec<FluentValue> = Vec::new();
    for n in 0..200_i64 {
        if seen.insert(format!("{:?}", rules.select(n).unwrap())) {
            out.push(FluentValue::from(n));
        }
    }
    out.push(FluentValue::from(1.5));
    out
}

#[test]
fn the_plural_categories_are_cldrs() {
    let categories = |lang: UiLang| samples(lang).len() - 1;
    // sk/cs: one, few, other among integers (many: fractions); hr: one, few, other;
    // da: one, other (0 and 1 are one); en, bg: one, other.
    assert_eq!(categories(UiLang::Sk), 3);
    assert_eq!(categories(UiLang::Cs), 3);
    assert_eq!(categories(UiLang::Hr), 3);
    assert_eq!(categories(UiLang::Bg), 2);
    assert_eq!(categories(UiLang::En), 2);
    let sk = Catalog::new(UiLang::Sk);
    let points = |c: Catalog, n: i64| c.text("points", &[("count", Arg::Number(n))]);
    assert_eq!(points(sk, 1), "1 bod");
    assert_eq!(points(sk, 3), "3 body");
    assert_eq!(points(sk, 5), "5 bodov");
    let hr = Catalog::new(UiLang::Hr);
    assert_eq!(points(hr, 1), "1 bod");
    assert_eq!(points(hr, 2), "2 boda");
    assert_eq!(points(hr, 5), "5 bodova");
    assert_eq!(points(hr, 21), "21 bod");
    let cs = Catalog::new(UiLang::Cs);
    assert_eq!(points(cs, 4), "4 body");
    assert_eq!(points(cs, 5), "5 bodů");
    let bg = Catalog::new(UiLang::Bg);
    assert_eq!(points(bg, 1), "1 точка");
    assert_eq!(points(bg, 7), "7 точки");
}

#[test]
fn every_message_renders_in_every_language_and_plural_category() {
    let english = messages(UiLang::En);
    let mut rendered = 0;
    for lang in UiLang::ALL {
        let all = crate::catalog::bundles_for_tests();
        let bundle = &all[lang.index()];
        for (key, vars) in &english {
            let pattern = bundle.get_message(key).and_then(|m| m.value()).unwrap();
            for sample in samples(lang) {
                let mut args = FluentArgs::new();
                for var in vars {
                    // Every variable gets the number: text placeables show it, selectors
                    // choose by it.
                    args.set(var.clone(), sample.clone());
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{lang}: {key}: {errors:?}");
                assert!(!text.trim().is_empty(), "{lang}: {key} is empty");
                assert!(
                    !text.contains("{$"),
                    "{lang}: {key} left a placeable: {text}"
                );
                rendered += 1;
            }
        }
    }
    assert!(rendered > 6 * 200 * 3, "{rendered}");
}

#[test]
fn a_missing_key_falls_back_to_english_then_to_the_key() {
    let bg = Catalog::new(UiLang::Bg);
    assert!(bg.has("rule-game-over"));
    assert_eq!(bg.text("no-such-key", &[]), "no-such-key");
    // A missing argument shows its name rather than failing.
    let (text, errors) = bg.format("ui-to-move", &[]);
    assert!(text.contains("name") && !errors.is_empty(), "{text}");
}

#[test]
fn messages_nest_and_render_in_one_language() {
    let sk = Catalog::new(UiLang::Sk);
    let reason = slovo_rules::RuleError::NotConnected;
    let refused =
        crate::Message::new("cli-refused").with("reason", crate::Localize::message(&reason));
    let text = sk.render(&refused);
    assert!(text.starts_with("Odmietnuté: "), "{text}");
    assert!(!text.contains("board"), "{text}");
}

/// The help's example of a two-letter tile, `{XX}`, names a tile some tile set has (Slovak
/// and Czech have none of their own: CH, DZ and DŽ are spelt letter by letter).
#[test]
fn the_helps_digraph_example_is_a_real_tile() {
    let digraphs: BTreeSet<String> = slovo_rules::TileSetId::ALL
        .iter()
        .flat_map(|id| {
            let tiles = id.tiles();
            (0..tiles.letters().len())
                .map(move |l| tiles.face(l as slovo_rules::tiles::Letter).to_string())
        })
        .filter(|face| face.chars().count() > 1)
        .collect();
    assert!(digraphs.contains("LJ") && !digraphs.contains("DZ") && !digraphs.contains("CH"));
    for lang in UiLang::ALL {
        let help = Catalog::new(lang).text("cli-help", &[]);
        let examples: Vec<&str> = help
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(inside, _)| inside))
            .collect();
        assert!(!examples.is_empty(), "{lang}: no example in {help}");
        for example in examples {
            assert!(
                digraphs.contains(example),
                "{lang}: {{{example}}} is no tile: {help}"
            );
        }
    }
}
