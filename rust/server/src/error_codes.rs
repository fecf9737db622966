//! The error codes the server's sources send are exactly `slovo_api::ERROR_CODES`: codes are
//! string literals at the call sites, so the test reads the sources (a code added without
//! listing it, or listed but no longer sent, fails).

use std::collections::BTreeSet;
use std::path::Path;

/// The code literals passed to `ApiError`'s constructors, and the arms of the rejection
/// mapping (`=> "code"`), in one source file.
fn codes_in(text: &str, rejections: bool, out: &mut BTreeSet<String>) {
    const CALLS: [&str; 6] = [
        "ApiError::new(",
        "ApiError::bad_request(",
        "ApiError::unprocessable(",
        "ApiError::not_found(",
        "ApiError::conflict(",
        "=> \"",
    ];
    // Only error.rs maps rejections; `=> "…"` elsewhere is other text.
    for call in CALLS.iter().filter(|&&c| rejections || c != "=> \"") {
        for (at, _) in text.match_indices(call) {
            let mut rest = text[at + call.len()..].trim_start();
            if *call == "ApiError::new(" {
                // The status comes first.
                rest = rest.split_once(',').map_or("", |(_, r)| r.trim_start());
            }
            if *call == "=> \"" {
                rest = &text[at + call.len() - 1..];
            }
            let Some(lit) = rest.strip_prefix('"') else {
                continue; // a variable (the constructors themselves) or a constant
            };
            let code: String = lit.chars().take_while(|&c| c != '"').collect();
            if !code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
                out.insert(code);
            }
        }
    }
}

fn walk(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        // `bin/` is the load generator, a client.
        if path.is_dir() && path.file_name().is_some_and(|n| n != "bin") {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("error_codes.rs") {
            let rejections = path.ends_with("error.rs");
            codes_in(&std::fs::read_to_string(&path).unwrap(), rejections, out);
        }
    }
}

#[test]
fn the_codes_sent_are_the_codes_listed() {
    let mut sent = BTreeSet::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut sent,
    );
    sent.insert(crate::error::CONCURRENT_UPDATE.to_string());
    let listed: BTreeSet<String> = slovo_api::ERROR_CODES
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(sent, listed);
}
