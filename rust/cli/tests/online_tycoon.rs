//! `slovo online tycoon` end to end: two data directories (two devices) play a Tycoon game by
//! room code through a real `slovo-server` process, each behind a proxy that keeps every
//! answer the device received. A move made while the server is away is queued, survives the
//! app being reopened on the same SQLite file, and reaches the server exactly once; nothing a
//! device received or stored holds the other player's hand.

mod online_support;

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use online_support::{Server, TempDir, online, online_ok};
use serde_json::Value;
use slovo_store::{OnlineFamily, OutboxState, Store};

/// A TCP proxy in front of `upstream` that keeps every answer it relays (one request per
/// connection, as the answers end at the server's close). With the server away, the client's
/// connection is closed unanswered: the device is offline.
struct Recorder {
    url: String,
    answers: Arc<Mutex<Vec<u8>>>,
}

impl Recorder {
    fn start(upstream: &str) -> Recorder {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let answers = Arc::new(Mutex::new(Vec::new()));
        let (upstream, kept) = (upstream.to_string(), answers.clone());
        std::thread::spawn(move || {
            for conn in listener.incoming() {
                let Ok(conn) = conn else { continue };
                let (upstream, kept) = (upstream.clone(), kept.clone());
                std::thread::spawn(move || {
                    let _ = relay(conn, &upstream, &kept);
                });
            }
        });
        Recorder { url, answers }
    }

    fn answers(&self) -> String {
        String::from_utf8_lossy(&self.answers.lock().unwrap()).to_string()
    }
}

fn relay(mut client: TcpStream, upstream: &str, kept: &Mutex<Vec<u8>>) -> std::io::Result<()> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if client.read(&mut byte)? == 0 {
            return Ok(());
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head).to_string();
    let length = head
        .lines()
        .find_map(|l| {
            let (name, value) = l.split_once(':')?;
            name.eq_ignore_ascii_case("content-length")
                .then(|| value.trim().parse::<usize>().ok())?
        })
        .unwrap_or(0);
    let mut body = vec![0u8; length];
    client.read_exact(&mut body)?;
    let mut forwarded: String = head
        .trim_end()
        .lines()
        .filter(|l| !l.to_ascii_lowercase().starts_with("connection:"))
        .map(|l| format!("{l}\r\n"))
        .collect();
    forwarded.push_str("Connection: close\r\n\r\n");
    let Ok(mut server) = TcpStream::connect(upstream) else {
        return client.shutdown(Shutdown::Both);
    };
    server.write_all(forwarded.as_bytes())?;
    server.write_all(&body)?;
    let mut answer = Vec::new();
    server.read_to_end(&mut answer)?;
    kept.lock().unwrap().extend_from_slice(&answer);
    client.write_all(&answer)?;
    client.shutdown(Shutdown::Both)
}

/// `slovo online --ui-lang en ARGS...`, expecting success; its stdout.
fn run(dir: &Path, args: &[&str]) -> String {
    let mut all = vec!["--ui-lang", "en"];
    all.extend_from_slice(args);
    online_ok(dir, None, &all)
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn show(dir: &Path, code: &str) -> Value {
    json(&run(dir, &["tycoon", "show", code, "--json"]))
}

/// A device: its data directory, its proxy, everything its commands printed, and every hand
/// it was shown.
struct Device {
    dir: PathBuf,
    proxy: Recorder,
    printed: String,
    hands: Vec<String>,
}

impl Device {
    fn run(&mut self, args: &[&str]) -> String {
        let out = run(&self.dir, args);
        self.printed.push_str(&out);
        out
    }

    fn show(&mut self, code: &str) -> Value {
        let view = show(&self.dir, code);
        self.printed.push_str(&view.to_string());
        let hand = view["hand"].as_str().unwrap().to_string();
        if hand.len() >= 5 && !self.hands.contains(&hand) {
            self.hands.push(hand);
        }
        view
    }

    /// What the device keeps: its SQLite file and write-ahead log.
    fn stored(&self) -> String {
        let mut bytes = Vec::new();
        for name in ["slovo.db", "slovo.db-wal"] {
            if let Ok(b) = std::fs::read(self.dir.join(name)) {
                bytes.extend(b);
            }
        }
        String::from_utf8_lossy(&bytes).to_string()
    }
}

/// A word the player to move can build, from the app's table of their own view (the bots'
/// word finder), as typed: `CAT`.
fn a_word(dir: &Path, code: &str) -> Option<String> {
    let app = slovo_app::App::open(dir, &slovo_lexicon::default_dir()).unwrap();
    let id = app.find_online_tycoon_game(code).unwrap();
    let table = app.online_tycoon_table(&id).unwrap();
    let lexicon = slovo_lexicon::open(
        &slovo_lexicon::default_dir(),
        slovo_rules::Language::English,
    )
    .unwrap();
    let words = slovo_tycoon::bot::find_words(&table, &slovo_app::TycoonWords(&lexicon), false);
    let play = words.iter().max_by_key(|w| w.slots.len())?;
    // The preview from the same view agrees that it is a word and pays.
    let preview = app
        .preview_online_tycoon(&id, std::slice::from_ref(play))
        .unwrap();
    assert!(preview.unknown.is_empty(), "{preview:?}");
    assert!(preview.scores[0].money > 0, "{preview:?}");
    Some(table.spell(play).unwrap().to_uppercase())
}

/// One action of the player to move, as `slovo tycoon play` reads it.
fn next_action(dir: &Path, code: &str, view: &Value) -> String {
    let hand = view["hand"].as_str().unwrap();
    match view["phase"].as_str().unwrap() {
        "start" => match a_word(dir, code) {
            Some(word) => format!("word {word}"),
            None => "pass".to_string(),
        },
        "after_word" => match view["buyable"].as_str().unwrap().chars().next() {
            Some(letter) => format!("buy {letter}"),
            None => "done".to_string(),
        },
        "penalty" => format!("penalty {}", &hand[..1]),
        phase => panic!("no action in phase {phase}: {view}"),
    }
}

/// The server's log of the game, as `events --since 0` gives it to `dir`.
fn server_events(dir: &Path, code: &str) -> Vec<Value> {
    json(&run(dir, &["tycoon", "events", code, "--json"]))
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn a_tycoon_game_by_room_code_with_a_move_queued_offline_and_synced_once() {
    let tmp = TempDir::new("tycoon");
    let mut server = Server::start(&tmp.join("server.db"));
    let mut devices: Vec<Device> = ["ann", "bob"]
        .iter()
        .map(|name| Device {
            dir: tmp.join(name),
            proxy: Recorder::start(&server.addr),
            printed: String::new(),
            hands: Vec::new(),
        })
        .collect();
    for (d, name) in devices.iter().zip(["Ann", "Bob"]) {
        online_ok(&d.dir, Some(&d.proxy.url), &["register", name]);
    }
    let created = devices[0].run(&["tycoon", "create", "--mode", "daily"]);
    let code = created.lines().last().unwrap().trim().to_string();
    assert_eq!(
        code.len(),
        8,
        "the code alone on the last line: {created:?}"
    );
    let joined = devices[1].run(&["tycoon", "join", &code]);
    assert!(joined.contains("has started"), "{joined}");
    // The creator learns of the game from the sync that serves both families.
    devices[0].run(&["sync"]);
    for d in &mut devices {
        let games = json(&d.run(&["tycoon", "games", "--json"]));
        assert_eq!(games.as_array().unwrap().len(), 1, "{games}");
        assert_eq!(games[0]["code"], code.as_str());
        // The word games' list keeps to word games.
        assert_eq!(json(&d.run(&["games", "--json"])), Value::Array(vec![]));
    }
    let views: Vec<Value> = devices.iter_mut().map(|d| d.show(&code)).collect();
    assert_eq!(
        (views[0]["seat"].as_u64(), views[1]["seat"].as_u64()),
        (Some(0), Some(1))
    );
    assert_eq!(views[0]["my_turn"], true, "seat 0 starts: {}", views[0]);
    assert_eq!(views[1]["my_turn"], false);
    assert_ne!(views[0]["hand"], views[1]["hand"]);

    // A move out of turn is refused before anything is queued.
    let early = online(
        &devices[1].dir,
        None,
        &["--ui-lang", "en", "tycoon", "move", &code, "pass"],
    );
    assert!(!early.status.success());
    assert_eq!(devices[1].show(&code)["queued"], 0);

    let mut moves = 0;
    let mut words = 0;
    let mut queued_move = None;
    while moves < 10 {
        let mover = (0..2)
            .find(|&i| show(&devices[i].dir, &code)["my_turn"] == true)
            .expect("someone is to move");
        let view = devices[mover].show(&code);
        let action = next_action(&devices[mover].dir, &code, &view);
        let args = ["tycoon", "move", &code, &action];
        let offline = queued_move.is_none() && mover == 1 && view["phase"] == "start";
        if offline {
            // The train enters a tunnel: the server is gone.
            server.stop();
            let said = devices[mover].run(&args);
            assert!(said.contains("Queued"), "{said}");
            // Reopened (every command opens the app anew): the move waits, and shows.
            let waiting = devices[mover].show(&code);
            assert_eq!(
                (waiting["queued"].as_u64(), waiting["my_turn"].as_bool()),
                (Some(1), Some(false))
            );
            let store = Store::open(&devices[mover].dir.join("slovo.db")).unwrap();
            let queued = store.online_moves(OutboxState::Queued, None).unwrap();
            assert_eq!(queued.len(), 1);
            assert_eq!(queued[0].family, OnlineFamily::Tycoon);
            assert_eq!(queued[0].expected_version, moves);
            queued_move = Some(queued[0].move_id.clone());
            drop(store);
            let still = devices[mover].run(&["sync"]);
            assert!(
                still.contains("waiting 1") && still.contains("Offline:"),
                "{still}"
            );
            // A second move of the game waits behind the first: refused, nothing queued.
            let second = online(
                &devices[mover].dir,
                None,
                &["--ui-lang", "en", "tycoon", "move", &code, "pass"],
            );
            assert!(!second.status.success());

            server.restart();
            let synced = devices[mover].run(&["sync"]);
            assert!(
                synced.contains("Sent 1") && synced.contains("waiting 0"),
                "{synced}"
            );
            assert!(devices[mover].run(&["sync"]).contains("Sent 0"));
        } else {
            let said = devices[mover].run(&args);
            assert!(
                said.contains("Sent: the game is at version"),
                "{action}: {said}"
            );
        }
        moves += 1;
        words += usize::from(action.starts_with("word "));
        // The other device catches up.
        devices[1 - mover].run(&["tycoon", "sync", &code]);
        for d in &mut devices {
            assert_eq!(d.show(&code)["version"], moves, "every move once");
        }
    }
    assert!(words >= 1, "the game had words scored");

    // The server holds exactly the moves made, the queued one once.
    for d in &devices {
        let events = server_events(&d.dir, &code);
        assert_eq!(events.len() as i64, moves);
        let versions: Vec<i64> = events
            .iter()
            .map(|e| e["version"].as_i64().unwrap())
            .collect();
        assert_eq!(versions, (1..=moves).collect::<Vec<_>>());
        let queued = queued_move.as_deref().expect("a move was queued offline");
        let sent = events.iter().filter(|e| e["move_id"] == queued).count();
        assert_eq!(sent, 1, "the queued move reached the server once");
    }
    let store = Store::open(&devices[1].dir.join("slovo.db")).unwrap();
    let sent = store.online_moves(OutboxState::Sent, None).unwrap();
    assert!(
        sent.iter()
            .any(|m| Some(&m.move_id) == queued_move.as_ref())
    );
    assert!(
        store
            .online_moves(OutboxState::Queued, None)
            .unwrap()
            .is_empty()
    );
    drop(store);

    // Nothing a device received, printed or stored holds the other player's hand; the scan
    // finds each player's own.
    for me in 0..2 {
        let other = &devices[1 - me];
        let d = &devices[me];
        let received = d.proxy.answers();
        let (printed, stored) = (&d.printed, d.stored());
        let own = format!("\"hand\":\"{}\"", d.hands[0]);
        assert!(
            received.contains(&own),
            "the scan finds device {me}'s own hand"
        );
        let hand = show(&d.dir, &code)["hand"].as_str().unwrap().to_string();
        assert!(
            stored.contains(&format!("\"hand\":\"{hand}\"")),
            "device {me} keeps its own hand"
        );
        assert!(other.hands.len() >= 2, "hands seen: {:?}", other.hands);
        for hand in &other.hands {
            for (what, text) in [
                ("received", &received),
                ("printed", printed),
                ("stored", &stored),
            ] {
                assert!(
                    !text.contains(hand.as_str()),
                    "device {me} {what} the other's hand {hand}"
                );
            }
        }
    }
}
