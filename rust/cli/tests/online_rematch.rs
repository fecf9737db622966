//! `slovo online rematch` and `slovo online vacation` against a real `slovo-server`: a game
//! resigned, a rematch offered and accepted (the new game synced, seats rotated), refusals
//! in the reader's language, and a vacation started, shown, refused twice and ended.

mod online_support;

use online_support::{Server, TempDir, online, online_ok};

/// `ARGS` with the English interface asked for.
fn en<'a>(args: &[&'a str]) -> Vec<&'a str> {
    [&["--ui-lang", "en"], args].concat()
}

fn json(dir: &std::path::Path, args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&online_ok(dir, None, args)).unwrap()
}

/// A refused command's stderr.
fn refused(dir: &std::path::Path, args: &[&str]) -> String {
    let out = online(dir, None, args);
    assert!(!out.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&out.stderr).to_string()
}

#[test]
fn rematch_offered_accepted_and_a_vacation() {
    let tmp = TempDir::new("rematch");
    let server = Server::start(&tmp.join("server.db"));
    let url = server.url();
    let (ana, bob) = (&tmp.join("ana"), &tmp.join("bob"));
    online_ok(ana, Some(&url), &["register", "Ana"]);
    online_ok(bob, Some(&url), &["register", "Bob"]);
    let created = online_ok(ana, None, &["create", "--mode", "daily", "--lang", "en"]);
    let code = created.lines().last().unwrap().trim().to_string();
    online_ok(bob, None, &["join", &code]);
    online_ok(ana, None, &["sync"]);
    online_ok(bob, None, &["sync"]);
    let game = json(ana, &["games", "--json"])[0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let early = refused(ana, &en(&["rematch", &game]));
    assert!(early.contains("The game is not over yet."), "{early}");

    online_ok(bob, None, &["play", "--yes", &game, "resign"]);
    online_ok(ana, None, &["sync"]);
    let none = refused(bob, &["--ui-lang", "sk", "rematch", &game, "--status"]);
    assert!(
        none.contains("Odvetu tejto hry zatiaľ nikto neponúkol."),
        "{none}"
    );
    let offered = online_ok(ana, None, &en(&["rematch", &game]));
    assert!(offered.contains("You offered a rematch."), "{offered}");
    assert!(
        offered.contains("The rematch waits for answers:"),
        "{offered}"
    );
    assert!(
        offered.contains("Ana: accepted") && offered.contains("Bob: no answer yet"),
        "{offered}"
    );
    let twice = refused(bob, &en(&["rematch", &game]));
    assert!(twice.contains("has already been offered"), "{twice}");
    let accepted = online_ok(bob, None, &en(&["rematch", &game, "--accept"]));
    assert!(
        accepted.contains("Everyone accepted the rematch:"),
        "{accepted}"
    );
    let new_game = accepted.lines().last().unwrap().trim().to_string();
    assert_ne!(new_game, game);
    let status = json(ana, &["rematch", &game, "--status", "--json"]);
    assert_eq!(status["status"], "accepted");
    assert_eq!(status["new_game_id"], new_game.as_str());
    // The new game comes with the sync, Ana (seat 0 before) in seat 1 now.
    online_ok(ana, None, &["sync"]);
    let games = json(ana, &["games", "--json"]);
    assert!(
        games
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == new_game.as_str()),
        "{games}"
    );
    assert_eq!(json(ana, &["show", &new_game, "--json"])["seat"], 1);
    assert_eq!(json(ana, &["show", &game, "--json"])["seat"], 0);
    let closed = refused(ana, &en(&["rematch", &game, "--decline"]));
    assert!(closed.contains("This rematch offer is closed."), "{closed}");

    // A vacation: started, shown, refused while it lasts, ended.
    let off = online_ok(ana, None, &en(&["vacation", "status"]));
    assert!(off.contains("Not on vacation."), "{off}");
    let started = online_ok(ana, None, &en(&["vacation", "start", "3"]));
    assert!(started.contains("paused for 3 days"), "{started}");
    assert!(started.contains("On vacation: 3 d left."), "{started}");
    assert!(started.contains(": 3 of 14."), "{started}");
    let again = refused(ana, &en(&["vacation", "start", "1"]));
    assert!(again.contains("You are on vacation already."), "{again}");
    let too_long = refused(bob, &en(&["vacation", "start", "15"]));
    assert!(
        too_long.contains("A vacation lasts at least one day"),
        "{too_long}"
    );
    let info = json(ana, &["vacation", "status", "--json"]);
    assert!(info["active"]["until"].as_i64().is_some(), "{info}");
    let ended = online_ok(ana, None, &en(&["vacation", "end"]));
    assert!(ended.contains("You are back"), "{ended}");
    assert!(
        ended.contains("Not on vacation.") && ended.contains(": 1 of 14."),
        "{ended}"
    );
    let not_away = refused(ana, &en(&["vacation", "end"]));
    assert!(not_away.contains("You are not on vacation."), "{not_away}");
}

/// A finished Tycoon game (its first player out of time: with two, the other is left) is
/// rematched by its room code as a word game is: the new game is a Tycoon game, seats rotated.
#[test]
fn a_tycoon_game_is_rematched_by_its_code() {
    let tmp = TempDir::new("rematch-tycoon");
    let server = Server::start_with(&tmp.join("server.db"), &[("--daily-move-seconds", "2")]);
    let url = server.url();
    let (ana, bob) = (&tmp.join("ana"), &tmp.join("bob"));
    online_ok(ana, Some(&url), &["register", "Ana"]);
    online_ok(bob, Some(&url), &["register", "Bob"]);
    let created = online_ok(ana, None, &["tycoon", "create", "--mode", "daily"]);
    let code = created.lines().last().unwrap().trim().to_string();
    online_ok(bob, None, &["tycoon", "join", &code]);
    let over = (0..60).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(300));
        online_ok(ana, None, &["tycoon", "sync"]);
        json(ana, &["tycoon", "show", &code, "--json"])["status"] == "finished"
    });
    assert!(over, "Ana's time ran out");
    let offered = online_ok(bob, None, &en(&["rematch", &code]));
    assert!(offered.contains("You offered a rematch."), "{offered}");
    let accepted = online_ok(ana, None, &en(&["rematch", &code, "--accept"]));
    assert!(
        accepted.contains("Everyone accepted the rematch:"),
        "{accepted}"
    );
    let new_game = accepted.lines().last().unwrap().trim().to_string();
    online_ok(bob, None, &["tycoon", "sync"]);
    let new = json(bob, &["tycoon", "show", &new_game, "--json"]);
    assert_eq!(
        (new["seat"].as_u64(), new["version"].as_i64()),
        (Some(0), Some(0))
    );
    assert_eq!(new["players"][0]["name"], "Bob", "{new}");
    assert_eq!(new["hand"].as_str().map(str::len), Some(7), "{new}");
}
