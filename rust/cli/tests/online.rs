//! `slovo online` end to end: two data directories (two devices) playing each other through a
//! real `slovo-server` process, with the server going away, a client killed mid-request, and
//! a queued move overtaken by the opponent's resignation.

mod online_support;

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use online_support::{Fate, Proxy, Server, TempDir, online, online_command, online_ok, show};
use slovo_i18n::{Catalog, UiLang};

/// An address where nothing listens: the client is offline.
const NOWHERE: &str = "http://127.0.0.1:9";

/// Two registered devices in a started two-player game of `mode`: (first to move, the other,
/// the room code).
fn two_player_game(server: &str, tmp: &TempDir, mode: &str) -> (PathBuf, PathBuf, String) {
    let (a, b) = (&tmp.join("a"), &tmp.join("b"));
    online_ok(a, Some(server), &["register", "Ana"]);
    online_ok(b, Some(server), &["register", "Bob"]);
    let created = online_ok(a, None, &["create", "--mode", mode, "--lang", "en"]);
    let code = created.lines().last().unwrap().trim().to_string();
    assert_eq!(
        code.len(),
        8,
        "the code alone on the last line: {created:?}"
    );
    let joined = online_ok(b, None, &["join", &code]);
    assert!(joined.contains("started"), "{joined}");
    online_ok(a, None, &["sync"]);
    let games: serde_json::Value =
        serde_json::from_str(&online_ok(a, None, &["games", "--json"])).unwrap();
    assert_eq!(games.as_array().unwrap().len(), 1, "{games}");
    assert_eq!(games[0]["status"], "active");
    if games[0]["my_turn"] == true {
        (a.clone(), b.clone(), code)
    } else {
        (b.clone(), a.clone(), code)
    }
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).to_string()
}

#[test]
fn a_daily_move_queued_while_the_server_is_away_is_sent_once_when_it_returns() {
    let tmp = TempDir::new("away");
    let mut server = Server::start(&tmp.join("server.db"));
    let (first, second, code) = two_player_game(&server.url(), &tmp, "daily");

    let sent = online_ok(&first, None, &["play", &code, "pass"]);
    assert!(sent.contains("Sent:"), "{sent}");

    online_ok(&second, None, &["sync"]);
    assert_eq!(show(&second, &code)["my_turn"], true);
    // The train enters a tunnel: the server is gone.
    server.stop();
    let view = show(&second, &code);
    assert_eq!(view["version"], 1, "the game is browsable offline: {view}");
    let queued = online(&second, None, &["play", &code, "pass"]);
    assert!(queued.status.success(), "a queued move is not a failure");
    assert!(stdout(&queued).contains("Queued"), "{}", stdout(&queued));
    let view = show(&second, &code);
    assert_eq!(
        (view["queued"].as_u64(), view["my_turn"].as_bool()),
        (Some(1), Some(false))
    );
    let offline = online_ok(&second, None, &["sync"]);
    assert!(
        offline.contains("waiting 1") && offline.contains("Offline:"),
        "{offline}"
    );

    server.restart();
    let synced = online_ok(&second, None, &["sync"]);
    assert!(
        synced.contains("Sent 1") && synced.contains("waiting 0"),
        "{synced}"
    );
    // Syncing again sends nothing twice.
    assert!(online_ok(&second, None, &["sync"]).contains("Sent 0"));

    online_ok(&first, None, &["sync"]);
    let view = show(&first, &code);
    assert_eq!(view["version"], 2, "exactly two moves: {view}");
    assert_eq!(view["history"].as_array().unwrap().len(), 2);
    assert_eq!(view["my_turn"], true);
    assert_eq!(show(&second, &code)["queued"], 0);
}

#[test]
fn a_client_killed_before_reading_the_answer_syncs_again_without_a_duplicate() {
    let tmp = TempDir::new("killed");
    let server = Server::start(&tmp.join("server.db"));
    let (first, second, code) = two_player_game(&server.url(), &tmp, "daily");

    // The server applies the move, but its answer never comes back.
    let proxy = Proxy::start(
        &server.addr,
        Box::new(|line: &str| {
            if line.starts_with("POST ") && line.contains("/moves ") {
                Fate::HoldResponse
            } else {
                Fate::Forward
            }
        }),
    );
    let mut child = online_command(&first, Some(&proxy.url()), &["play", &code, "pass"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    loop {
        online_ok(&second, None, &["sync"]);
        if show(&second, &code)["version"] == 1 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the move never arrived"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(show(&first, &code)["queued"], 1, "the move stays queued");

    // Restarted, on a good network: the move id gets the original answer.
    let synced = online_ok(&first, Some(&server.url()), &["sync"]);
    assert!(
        synced.contains("Sent 1") && synced.contains("dropped 0"),
        "{synced}"
    );
    let view = show(&first, &code);
    assert_eq!(
        (view["version"].as_i64(), view["queued"].as_u64()),
        (Some(1), Some(0))
    );
    assert_eq!(
        view["history"].as_array().unwrap().len(),
        1,
        "no duplicate: {view}"
    );
    // The turn passed exactly once: the other player moves next, at version 2.
    let next = online_ok(&second, None, &["play", &code, "pass"]);
    assert!(next.contains("version 2"), "{next}");
}

#[test]
fn an_offline_move_made_stale_by_the_opponents_resignation_is_dropped_with_its_reason() {
    let tmp = TempDir::new("stale");
    let server = Server::start(&tmp.join("server.db"));
    let (first, second, code) = two_player_game(&server.url(), &tmp, "daily");

    let queued = online_ok(&first, Some(NOWHERE), &["play", &code, "pass"]);
    assert!(queued.contains("Queued"), "{queued}");
    let resigned = online_ok(&second, None, &["play", "--yes", &code, "resign"]);
    assert!(resigned.contains("Sent:"), "{resigned}");

    let synced = online_ok(&first, Some(&server.url()), &["sync"]);
    assert!(
        synced.contains("Sent 0") && synced.contains("dropped 1"),
        "{synced}"
    );
    assert!(
        synced.contains("the game ended"),
        "the reason is shown: {synced}"
    );
    let view = show(&first, &code);
    assert_eq!(view["status"], "finished");
    assert_eq!(view["queued"], 0);
    let reason = view["dropped"][0]["reason"].as_str().unwrap();
    assert!(reason.contains("the game ended"), "{view}");
    // Shown once by sync; the game keeps it.
    assert!(!online_ok(&first, None, &["sync"]).contains("Dropped move"));
}

#[test]
fn quick_games_need_the_network_and_say_so() {
    let tmp = TempDir::new("quick");
    let server = Server::start(&tmp.join("server.db"));
    let (first, _, code) = two_player_game(&server.url(), &tmp, "quick");
    let out = online(&first, Some(NOWHERE), &["play", &code, "pass"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Quick games need the network"), "{stderr}");
    assert_eq!(
        show(&first, &code)["queued"],
        0,
        "nothing waits for a quick game"
    );
    let sent = online_ok(&first, Some(&server.url()), &["play", &code, "pass"]);
    assert!(sent.contains("Sent:"), "{sent}");
}

#[test]
fn bad_moves_are_refused_before_queueing() {
    let tmp = TempDir::new("refused");
    let server = Server::start(&tmp.join("server.db"));
    let (first, second, code) = two_player_game(&server.url(), &tmp, "daily");
    for bad in [&["8H", "QQQQ"][..], &["exchange", "ZZZZZZZZ"], &["dance"]] {
        let mut args = vec!["play", code.as_str()];
        args.extend_from_slice(bad);
        let out = online(&first, Some(NOWHERE), &args);
        assert!(!out.status.success(), "{bad:?} was accepted");
    }
    let out = online(&second, None, &["play", &code, "pass"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("turn"));
    assert_eq!(show(&first, &code)["queued"], 0);
    assert_eq!(show(&second, &code)["queued"], 0);
}

#[test]
fn a_push_fetches_the_game_it_names_through_the_app() {
    let tmp = TempDir::new("push");
    let server = Server::start(&tmp.join("server.db"));
    let lexicons = slovo_lexicon::default_dir();
    let [ana, bob] = ["ana", "bob"].map(|name| {
        let app = slovo_app::App::open(&tmp.join(name), &lexicons).unwrap();
        app.set_server(&server.url()).unwrap();
        app.register(name).unwrap();
        app
    });
    assert!(matches!(
        ana.register("again"),
        Err(slovo_app::AppError::AlreadyRegistered { .. })
    ));
    let room = ana
        .create_room(slovo_app::OnlineMode::Daily, "en", 2, None)
        .unwrap();
    let game = bob.join_room(&room.code).unwrap().game_id.unwrap();
    ana.sync_now().unwrap();
    let (mover, other) = if ana.online_game(&game).unwrap().my_turn {
        (&ana, &bob)
    } else {
        (&bob, &ana)
    };
    let sent = mover.play_online_text(&game, "pass").unwrap();
    assert_eq!(sent, slovo_app::MoveOutcome::Sent { version: 1 });

    let push = format!(r#"{{"kind":"your_turn","game_id":"{game}","version":1}}"#);
    assert_eq!(other.handle_push(&push).unwrap().updated_games, 1);
    let view = other.online_game(&game).unwrap();
    assert_eq!((view.version, view.my_turn), (1, true));
    assert_eq!(view.history[0].text, "pass");
    // The same push again changes nothing; a malformed one is refused.
    assert_eq!(other.handle_push(&push).unwrap().updated_games, 0);
    assert!(matches!(
        other.handle_push("{\"kind\":\"nope\"}"),
        Err(slovo_app::AppError::BadPush(_))
    ));
}

/// Lines a child process prints, as they come.
fn lines_of(pipe: impl std::io::Read + Send + 'static) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(pipe).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// The next line from `lines` that `wanted` accepts, within 20 s.
fn next_line(
    lines: &std::sync::mpsc::Receiver<String>,
    what: &str,
    wanted: impl Fn(&str) -> bool,
) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) if wanted(&line) => return line,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    panic!("no line for {what}");
}

#[test]
fn a_watched_game_shows_each_move_live_and_sends_what_waited_when_the_server_returns() {
    let tmp = TempDir::new("watch");
    let mut server = Server::start(&tmp.join("server.db"));
    let (first, second, code) = two_player_game(&server.url(), &tmp, "daily");
    let mut watcher = online_command(&second, None, &["watch", &code, "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let views = lines_of(watcher.stdout.take().unwrap());
    let news = lines_of(watcher.stderr.take().unwrap());
    let view = |line: &str| serde_json::from_str::<serde_json::Value>(line).unwrap();
    let version = |line: &str| view(line)["version"].as_i64();
    next_line(&views, "the game as it stands", |l| version(l) == Some(0));
    next_line(&news, "the stream opening", |l| l == "Live.");

    // The opponent's move shows without a sync.
    online_ok(&first, None, &["play", &code, "pass"]);
    let seen = next_line(&views, "version 1", |l| version(l) == Some(1));
    assert_eq!(view(&seen)["my_turn"], true, "{seen}");

    // The server goes away: the watch says so, and a move made meanwhile waits.
    server.stop();
    next_line(&news, "the connection lost", |l| {
        l.starts_with("Connection lost")
    });
    let queued = online_ok(&second, None, &["play", &code, "pass"]);
    assert!(queued.contains("Queued"), "{queued}");
    // It comes back: the watch reopens by itself and sends the move, no sync asked.
    server.restart();
    next_line(&news, "the stream reopening", |l| l == "Live.");
    let sent = next_line(&views, "the waiting move sent", |l| version(l) == Some(2));
    assert_eq!(view(&sent)["queued"], 0, "{sent}");
    online_ok(&first, None, &["sync"]);
    assert_eq!(show(&first, &code)["version"], 2, "applied once");

    // The game ends: so does the watch.
    online_ok(&first, None, &["play", "--yes", &code, "resign"]);
    let last = next_line(&views, "the end", |l| version(l) == Some(3));
    assert_eq!(view(&last)["status"], "finished", "{last}");
    next_line(&news, "the watch ending", |l| {
        l.contains("The game is over")
    });
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = watcher.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the watch did not end with the game"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success());
}

/// `show` draws the game as `slovo play` does and names players, not seats: the board with
/// its coordinates, each player, whose move with the daily time left, the history by name;
/// at the end who won and how, the ranking in rank order, a resignation said as such. In
/// the reader's language (`--ui-lang`).
#[test]
fn show_draws_the_board_names_the_players_and_says_how_the_game_ended() {
    let tmp = TempDir::new("show-text");
    let server = Server::start(&tmp.join("server.db"));
    let (first, second, code) = two_player_game(&server.url(), &tmp, "daily");
    let text = |dir: &std::path::Path, lang: &str| {
        online_ok(dir, None, &["--ui-lang", lang, "show", &code])
    };
    let mover = text(&first, "en");
    let names: Vec<String> = show(&first, &code)["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect();
    let me = show(&first, &code)["seat"].as_u64().unwrap() as usize;
    let (mine, theirs) = (&names[me], &names[1 - me]);
    assert!(
        mover.contains("\n    A B C D E F G H I J K L M N O\n"),
        "{mover}"
    );
    assert!(
        mover.contains("\n 8  = . . ' . . . * . . . ' . . =\n"),
        "{mover}"
    );
    assert!(mover.contains(&format!("\n{mine} 0 (you)\n")), "{mover}");
    assert!(
        mover.contains("\nYour move: 23 h 5") || mover.contains("\nYour move: 1 d left."),
        "{mover}"
    );
    assert!(!mover.contains("seat"), "{mover}");
    let waiting = text(&second, "sk");
    assert!(
        waiting.contains(&format!("\nNa ťahu je {mine}: ")),
        "{waiting}"
    );

    // A script resigns only with --yes: without a terminal to ask on, nothing happens.
    let unasked = online(&first, None, &["play", &code, "resign"]);
    assert!(!unasked.status.success());
    let said = String::from_utf8_lossy(&unasked.stderr);
    assert!(said.contains("add --yes"), "{said}");
    assert_eq!(show(&first, &code)["status"], "active");
    online_ok(&first, None, &["play", "--yes", &code, "resign"]);
    online_ok(&second, None, &["sync"]);
    let lost = text(&first, "en");
    assert!(
        lost.contains(&format!("\nYou lost. Winner: {theirs}.\n")),
        "{lost}"
    );
    // The winner's rack is subtracted; the one who left keeps the score they had.
    assert!(lost.contains(&format!("\n  1. {theirs} ")), "{lost}");
    assert!(
        lost.contains(&format!("\n  2. {mine} 0 (resigned; score kept)\n")),
        "{lost}"
    );
    assert!(lost.contains(&format!("\n  {mine}: resigned\n")), "{lost}");
    let won = text(&second, "en");
    assert!(won.contains("\nYou won!\n"), "{won}");
}

/// Every `slovo online` command speaks `--ui-lang`, here Slovak: registering, a room, joining,
/// the list, a move, a refusal, seeking, a move queued while the server is away and the sync
/// that says so. `--json` is the same in every language.
fn in_slovak<'a>(args: &[&'a str]) -> Vec<&'a str> {
    [&["--ui-lang", "sk"], args].concat()
}

#[test]
fn the_online_commands_speak_the_readers_language() {
    let tmp = TempDir::new("slovak");
    let mut server = Server::start(&tmp.join("server.db"));
    let (a, b) = (&tmp.join("a"), &tmp.join("b"));
    let sk = |dir: &std::path::Path, server: Option<&str>, args: &[&str]| {
        online_ok(dir, server, &in_slovak(args))
    };
    let url = server.url();
    let registered = sk(a, Some(&url), &["register", "Ana"]);
    assert!(
        registered.starts_with("Zaregistrované: Ana ako zariadenie ")
            && registered.ends_with(&format!(" na {url}.\n")),
        "{registered}"
    );
    sk(b, Some(&url), &["register", "Bob"]);
    let created = sk(a, None, &["create", "--mode", "daily", "--lang", "sk"]);
    assert!(
        created
            .starts_with("Miestnosť pre 2 hráčov (denná, slovenčina): pošli ostatným jej kód.\n"),
        "{created}"
    );
    let code = created.lines().last().unwrap().trim().to_string();
    let joined = sk(b, None, &["join", &code]);
    assert!(
        joined.starts_with(&format!("Si v miestnosti {code}: hra "))
            && joined.ends_with(" sa začala.\n"),
        "{joined}"
    );
    let synced = sk(a, None, &["sync"]);
    assert_eq!(
        synced,
        "Odoslané: 0, zahodené: 0, čakajúce: 0, aktualizované hry: 1.\n"
    );
    let (first, second) = if show(a, &code)["my_turn"] == true {
        (a, b)
    } else {
        (b, a)
    };
    let listed = sk(first, None, &["games"]);
    assert!(
        listed.contains(&format!(" {code} denná slovenčina v0 si na ťahu\n")),
        "{listed}"
    );

    // A move out of turn is refused in Slovak, and nothing is queued.
    let refused = online(second, None, &in_slovak(&["play", &code, "pass"]));
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    let not_yours = Catalog::new(UiLang::Sk).text("app-not-humans-turn", &[]);
    assert_eq!(said, format!("slovo: {not_yours}\n"));
    assert_eq!(show(second, &code)["queued"], 0);

    let sent = sk(first, None, &["play", &code, "pass"]);
    assert_eq!(sent, "Odoslané: hra je vo verzii 1.\n");
    let sought = sk(
        first,
        None,
        &["seek", "--mode", "daily", "--lang", "hr", "--wait", "0"],
    );
    assert!(
        ["Zatiaľ nikto: hľadaj znova", "Nikto neprišiel"]
            .iter()
            .any(|s| sought.starts_with(s)),
        "{sought}"
    );

    // The server goes away: the move waits, and sync says so.
    sk(second, None, &["sync"]);
    server.stop();
    let queued = sk(second, None, &["play", &code, "pass"]);
    assert!(
        queued.starts_with("Ťah čaká, ešte nie je odoslaný: "),
        "{queued}"
    );
    assert!(
        queued.ends_with(" Odošle ho `slovo online sync`.\n"),
        "{queued}"
    );
    let offline = sk(second, None, &["sync"]);
    assert!(
        offline.starts_with("Odoslané: 0, zahodené: 0, čakajúce: 1, ")
            && offline.contains("\nBez pripojenia: "),
        "{offline}"
    );
    let waiting = sk(second, None, &["games"]);
    assert!(waiting.contains(" v1 čaká sa, 1 ťah čaká\n"), "{waiting}");
    // Scripts read JSON, the same in every language.
    let json: serde_json::Value =
        serde_json::from_str(&sk(second, None, &["show", &code, "--json"])).unwrap();
    assert_eq!(
        (json["status"].as_str(), json["mode"].as_str()),
        (Some("active"), Some("daily"))
    );
}
