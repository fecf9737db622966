//! `slovo online transfer` against a real `slovo-server`: the account moves to a new data
//! directory with a one-time code; the old device is signed out and the code is used up.

mod online_support;

use online_support::{Server, TempDir, online, online_ok};

/// `ARGS` with the English interface asked for.
fn en<'a>(args: &[&'a str]) -> Vec<&'a str> {
    [&["--ui-lang", "en"], args].concat()
}

/// The ids of the online games as last synced.
fn game_ids(dir: &std::path::Path) -> Vec<String> {
    let games: serde_json::Value =
        serde_json::from_str(&online_ok(dir, None, &["games", "--json"])).unwrap();
    let mut ids: Vec<String> = games
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect();
    ids.sort();
    ids
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).to_string()
}

#[test]
fn an_account_moves_to_a_new_device_once() {
    let tmp = TempDir::new("account");
    let server = Server::start(&tmp.join("server.db"));
    let url = server.url();
    let (old, new, other) = (&tmp.join("old"), &tmp.join("new"), &tmp.join("other"));
    let third = &tmp.join("third");

    // The old device plays a game with someone.
    online_ok(old, Some(&url), &["register", "Ana"]);
    online_ok(other, Some(&url), &["register", "Bob"]);
    let created = online_ok(other, None, &["create", "--mode", "daily", "--lang", "en"]);
    let room = created.lines().last().unwrap().trim().to_string();
    online_ok(old, None, &["join", &room]);
    let games = game_ids(old);
    assert_eq!(games.len(), 1, "{games:?}");

    // A code on the old device, redeemed (moving the account) on the new one.
    let made = online_ok(old, None, &en(&["transfer"]));
    let code = made.lines().last().unwrap().trim().to_string();
    assert!(
        made.starts_with(&format!(
            "Your transfer code: {code}. It works once, for 10 minutes.\n"
        )),
        "{made}"
    );
    let moved = online_ok(new, Some(&url), &en(&["transfer", "--use", &code]));
    assert!(
        moved.contains("This device now plays as Ana on ") && moved.contains("signed out"),
        "{moved}"
    );
    assert!(game_ids(new).is_empty(), "the games come with the sync");
    online_ok(new, None, &["sync"]);
    assert_eq!(game_ids(new), games, "the same player's games");

    // The old device's token is refused now.
    let refused = online(old, None, &en(&["transfer"]));
    assert!(!refused.status.success());
    assert!(
        stderr(&refused).contains("This device is not known to the server"),
        "{}",
        stderr(&refused)
    );

    // The code works once, said in the reader's language.
    let again = online(
        third,
        Some(&url),
        &["--ui-lang", "sk", "transfer", "--use", &code],
    );
    assert!(!again.status.success());
    assert!(
        stderr(&again).contains("Kód na prenos už bol použitý"),
        "{}",
        stderr(&again)
    );
    // A device with an account keeps it.
    let kept = online(new, None, &en(&["transfer", "--use", &code, "--link"]));
    assert!(
        stderr(&kept).contains("This device is already registered as Ana"),
        "{}",
        stderr(&kept)
    );
    assert_eq!(game_ids(new), games);
}
