//! `slovo online friends|chat|block|report` against a real `slovo-server`: two data
//! directories become friends by code, one invites the other to a game, they chat in it, and
//! one blocks and reports the other.

mod online_support;

use online_support::{Server, TempDir, online, online_ok};

/// `ARGS` with the English interface asked for.
fn en<'a>(args: &[&'a str]) -> Vec<&'a str> {
    [&["--ui-lang", "en"], args].concat()
}

fn json(dir: &std::path::Path, args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&online_ok(dir, None, args)).unwrap()
}

#[test]
fn friends_invite_chat_block_and_report() {
    let tmp = TempDir::new("social");
    let server = Server::start(&tmp.join("server.db"));
    let url = server.url();
    let (ana, bob) = (&tmp.join("ana"), &tmp.join("bob"));
    online_ok(ana, Some(&url), &["register", "Ana"]);
    online_ok(bob, Some(&url), &["register", "Bob"]);

    // Friends by code: asked, then accepted.
    let list = online_ok(ana, None, &en(&["friends", "list"]));
    let code = list
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("Your friend code: "))
        .unwrap_or_else(|| panic!("{list}"))
        .to_string();
    let slovak = online_ok(ana, None, &["--ui-lang", "sk", "friends", "list"]);
    assert!(
        slovak.contains(&format!("Váš kód priateľa: {code}")),
        "{slovak}"
    );
    let asked = online_ok(bob, None, &en(&["friends", "add", &code.to_lowercase()]));
    assert!(asked.contains("Friend request sent to Ana."), "{asked}");
    let page = json(ana, &["friends", "list", "--json"]);
    let bob_id = page["incoming"][0]["player_id"]
        .as_str()
        .unwrap()
        .to_string();
    let accepted = online_ok(ana, None, &en(&["friends", "accept", &bob_id]));
    assert!(
        accepted.contains("You and Bob are friends now."),
        "{accepted}"
    );
    let listed = online_ok(bob, None, &en(&["friends", "list"]));
    assert!(
        listed.contains("Ana (") && listed.contains("): online"),
        "{listed}"
    );

    // An invite, joined: the game starts.
    let invited = online_ok(
        ana,
        None,
        &en(&[
            "friends", "invite", &bob_id, "--mode", "daily", "--lang", "en",
        ]),
    );
    let invite = invited.lines().last().unwrap().trim().to_string();
    let invites = online_ok(bob, None, &en(&["friends", "invites"]));
    assert!(
        invites.contains("Ana invites you") && invites.contains("waiting"),
        "{invites}"
    );
    let joined = online_ok(bob, None, &en(&["friends", "join", &invite]));
    assert!(joined.contains("has started"), "{joined}");
    online_ok(ana, None, &["sync"]);
    online_ok(bob, None, &["sync"]);
    let games = json(ana, &["games", "--json"]);
    let game = games[0]["id"].as_str().unwrap().to_string();
    // A Tycoon invite needs no language (English); its family comes with the invite.
    let tycoon = online_ok(
        ana,
        None,
        &en(&["friends", "invite", &bob_id, "--mode", "daily", "--tycoon"]),
    );
    let tycoon = tycoon.lines().last().unwrap().trim().to_string();
    let listed = json(bob, &["friends", "invites", "--json"]);
    let incoming = listed["incoming"].as_array().unwrap();
    let pending = incoming.iter().find(|i| i["invite_id"] == tycoon).unwrap();
    assert_eq!(pending["family"], "tycoon", "{listed}");
    assert_eq!(pending["language"], "english", "{listed}");

    // Chat both ways; limits are the server's.
    let sent = online_ok(bob, None, &en(&["chat", &game, "--send", "good", "luck"]));
    assert!(sent.contains("Message sent."), "{sent}");
    let shown = online_ok(ana, None, &en(&["chat", &game]));
    assert!(shown.contains("Bob: good luck"), "{shown}");
    let long = "x".repeat(201);
    let refused = online(ana, None, &en(&["chat", &game, "--send", &long]));
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("The message is too long"), "{said}");
    let off = online_ok(ana, None, &en(&["chat", "--off"]));
    assert!(off.contains("Your chat is off"), "{off}");
    assert!(!online(ana, None, &["chat", &game]).status.success());
    online_ok(ana, None, &["chat", "--on"]);

    // Block from the game's seat, then report.
    let seat = if json(ana, &["show", &game, "--json"])["seat"] == 0 {
        "1"
    } else {
        "0"
    };
    let blocked = online_ok(ana, None, &en(&["block", "--game", &game, "--seat", seat]));
    assert!(blocked.contains("Bob is blocked."), "{blocked}");
    let blocks = online_ok(ana, None, &en(&["block", "--list"]));
    assert!(blocks.contains(&format!("Bob ({bob_id})")), "{blocks}");
    let shown = online_ok(ana, None, &en(&["chat", &game]));
    assert!(
        shown.contains("No messages yet."),
        "a blocked player's chat is hidden: {shown}"
    );
    let friends = online_ok(bob, None, &en(&["friends", "list"]));
    assert!(friends.contains("No friends yet"), "{friends}");
    let reported = online_ok(
        ana,
        None,
        &en(&["report", &game, seat, "--reason", "spam", "--text", "ads"]),
    );
    assert!(reported.contains("Your report was sent"), "{reported}");
    let unblocked = online_ok(ana, None, &en(&["block", &bob_id, "--undo"]));
    assert!(unblocked.contains("lifted"), "{unblocked}");
}
