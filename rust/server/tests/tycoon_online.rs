//! Online Tycoon over HTTP against the real server, on SQLite and PostgreSQL: a 3-player game
//! by room code played to the end, every response and event scanned for another player's hand,
//! the deck's order and the seed; refusals (not your turn, stale version, unknown word) that
//! change nothing; a retried move id; time-outs that eliminate players until one is left.

mod common;
mod tycoon_support;

use common::{Backend, Client, Server, TestDb, error_code};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_server::api::{TycoonEventsPage, TycoonMoveAccepted, TycoonState};
use slovo_tycoon::bot::{Bot, BotLexicon, Level};
use slovo_tycoon::{Action, Game, Source, WordCheck, WordPlay};
use tycoon_support::{at_a_table, stored_config, submit, view};

/// The server's English lexicon, as the bots read it.
struct Words(slovo_lexicon::Lexicon);

impl WordCheck for Words {
    fn contains(&self, word: &str) -> bool {
        self.0.contains_normalized(word)
    }
}

impl BotLexicon for Words {
    fn has_prefix(&self, prefix: &str) -> bool {
        self.0.has_prefix(prefix)
    }
}

fn words() -> Words {
    let dir = slovo_lexicon::default_dir();
    Words(slovo_lexicon::open(&dir, slovo_rules::Language::English).expect("english lexicon"))
}

fn letters(cards: &[u8]) -> String {
    cards.iter().map(|&c| c as char).collect()
}

/// Three players in a Tycoon room of `mode` (by its code); the game id.
async fn three_at_a_table(server: &Server, mode: &str) -> (Vec<Client>, String) {
    at_a_table(server, mode, &["Ann", "Bob", "Cid"]).await
}

/// The server's view of `seat` matches the mirror: hand, community, holdings, turn.
fn assert_matches(state: &TycoonState, mirror: &Game, seat: usize) {
    assert_eq!(state.hand, letters(&mirror.player(seat).hand));
    assert_eq!(state.community, letters(mirror.community()));
    assert_eq!(state.current as usize, mirror.current());
    assert_eq!(state.deck_size, mirror.deck_len());
    for (p, player) in state.players.iter().enumerate() {
        let m = mirror.player(p);
        assert_eq!((player.money, player.stock), (m.money, m.stock));
        assert_eq!(player.patents, letters(&m.patents));
        assert_eq!(player.hand_size, m.hand.len());
    }
}

/// What must never reach player `me`: the others' hands and the deck's next cards.
struct Secrets {
    hands: Vec<Vec<String>>,
    decks: Vec<String>,
}

impl Secrets {
    fn note(&mut self, mirror: &Game) {
        for p in 0..mirror.players().len() {
            let hand = letters(&mirror.player(p).hand);
            if hand.len() >= 5 && !self.hands[p].contains(&hand) {
                self.hands[p].push(hand);
            }
        }
        let deck = mirror.deck();
        // Drawn from the end: the next cards, in draw order, and as stored (runs long
        // enough that no body holds one by chance).
        if deck.len() >= 10 {
            let next: Vec<u8> = deck.iter().rev().take(12).copied().collect();
            self.decks.push(letters(&next));
            self.decks.push(letters(&deck[..deck.len().min(12)]));
        }
    }

    /// Every body `clients[me]` received holds none of the others' hands, no deck run and not
    /// the seed; and the scan works: each player's own hands are in their own bodies.
    fn assert_private(&self, clients: &[Client], seed: u64) {
        let seed = seed.to_string();
        for (me, client) in clients.iter().enumerate() {
            let all = client.bodies.join("\n");
            assert!(!all.contains(&seed), "seat {me} was shown the seed");
            for deck in &self.decks {
                assert!(
                    !all.contains(deck.as_str()),
                    "seat {me} saw the deck run {deck}"
                );
            }
            for (p, hands) in self.hands.iter().enumerate() {
                for hand in hands {
                    let needle = format!("\"hand\":\"{hand}\"");
                    if p == me {
                        continue;
                    }
                    assert!(
                        !all.contains(hand.as_str()),
                        "seat {me} saw seat {p}'s hand {hand}"
                    );
                    assert!(!all.contains(&needle));
                }
            }
            let own = format!("\"hand\":\"{}\"", self.hands[me][0]);
            assert!(
                all.contains(&own),
                "the scan finds seat {me}'s own first hand"
            );
        }
    }
}

/// A word of the first three hand cards the lexicon lacks, if the hand has one.
fn non_word(mirror: &Game, lex: &Words) -> Option<WordPlay> {
    let hand = &mirror.player(mirror.current()).hand;
    for a in 0..hand.len() {
        for b in 0..hand.len() {
            for c in 0..hand.len() {
                if a == b || b == c || a == c {
                    continue;
                }
                let word = WordPlay::cards(&[Source::Hand(a), Source::Hand(b), Source::Hand(c)]);
                let spelled = mirror.spell(&word).unwrap();
                if !lex.contains(&spelled) {
                    return Some(word);
                }
            }
        }
    }
    None
}

async fn a_three_player_game_is_played_to_the_end(backend: Backend) {
    let Some(db) = TestDb::new(backend, "tycoon-game").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut clients, game) = three_at_a_table(&server, "daily").await;
    let config = stored_config(&db, &game).await;
    let lex = words();
    let mut mirror = Game::new(config).unwrap();
    let mut secrets = Secrets {
        hands: vec![Vec::new(); 3],
        decks: Vec::new(),
    };
    secrets.note(&mirror);
    let mut bots: Vec<Bot> = (0..3).map(|s| Bot::new(Level::Medium, 11 + s)).collect();

    // The games list names the family; the word game's routes send Tycoon games away.
    let (_, list) = clients[0].get("/v1/games").await;
    assert_eq!(list["games"][0]["family"], "tycoon");
    let (status, body) = clients[0].get(&format!("/v1/games/{game}")).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(error_code(&body), "other_game_family");

    // Refusals change nothing.
    let before: Vec<TycoonState> = {
        let mut v = Vec::new();
        for c in &mut clients {
            v.push(view(c, &game).await);
        }
        v
    };
    for (p, s) in before.iter().enumerate() {
        assert_matches(s, &mirror, p);
    }
    let pass = Action::Exchange { discard: vec![] };
    let (status, body) = submit(&mut clients[1], &game, "early", 0, &pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["error"]["rule"], "NotYourTurn");
    let (status, body) = submit(&mut clients[0], &game, "stale", 5, &pass).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(error_code(&body), "stale_version");
    if let Some(word) = non_word(&mirror, &lex) {
        let build = Action::Build { words: vec![word] };
        let (status, body) = submit(&mut clients[0], &game, "bad", 0, &build).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["error"]["rule"], "UnknownWord");
    }
    let bad_shape = Action::Build {
        words: vec![WordPlay::cards(&[
            Source::Hand(0),
            Source::Hand(9),
            Source::Hand(1),
        ])],
    };
    let (status, body) = submit(&mut clients[0], &game, "shape", 0, &bad_shape).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["error"]["rule"], "NoHandCard");
    for (p, c) in clients.iter_mut().enumerate() {
        let now = view(c, &game).await;
        assert_eq!(
            serde_json::to_value(&now).unwrap(),
            serde_json::to_value(&before[p]).unwrap()
        );
    }
    let (_, events) = clients[0].get(&format!("/v1/tycoon/{game}/events")).await;
    assert_eq!(events["events"], json!([]), "nothing was logged");

    // The game, each move chosen by a bot on the mirror and checked against the server.
    let mut moves = 0;
    let mut words_scored = 0;
    let mut patents = 0;
    while !mirror.is_over() {
        let seat = mirror.current();
        let action = bots[seat].next_action(&mirror, &lex);
        let version = moves as i64;
        let id = format!("m{moves}");
        let (status, body) = submit(&mut clients[seat], &game, &id, version, &action).await;
        assert_eq!(status, StatusCode::OK, "{action:?}: {body}");
        let accepted: TycoonMoveAccepted = serde_json::from_value(body.clone()).unwrap();
        mirror.apply(action.clone(), &lex).unwrap();
        moves += 1;
        assert_eq!(accepted.version, moves as i64);
        assert_matches(&accepted.state, &mirror, seat);
        words_scored += usize::from(matches!(action, Action::Build { .. }));
        patents += usize::from(matches!(action, Action::BuyPatent { .. }));
        if moves == 1 {
            // A retry with the same id answers the same, and applies nothing twice.
            let (status, again) = submit(&mut clients[seat], &game, &id, version, &action).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(again, body);
        }
        secrets.note(&mirror);
        // The others look at the table now and then, as players do.
        if moves % 7 == 0 {
            for (p, c) in clients.iter_mut().enumerate() {
                assert_matches(&view(c, &game).await, &mirror, p);
            }
        }
        assert!(moves < 3000, "the game ends");
    }
    assert!(
        words_scored > 5 && patents > 0,
        "a real game: {words_scored} words, {patents} patents"
    );
    let winners: Vec<u8> = mirror.winners().iter().map(|&p| p as u8).collect();
    for (p, c) in clients.iter_mut().enumerate() {
        let end = view(c, &game).await;
        assert_eq!(end.phase, "over");
        assert_eq!(end.winners, winners);
        assert_matches(&end, &mirror, p);
        let page: TycoonEventsPage = c
            .ok(
                Method::GET,
                &format!("/v1/tycoon/{game}/events?since=0"),
                None,
            )
            .await;
        assert_eq!(page.events.len(), moves);
        assert_eq!(page.events[0].move_id, "m0");
    }
    let (status, body) = submit(&mut clients[0], &game, "late", moves as i64, &pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (_, list) = clients[1].get("/v1/games").await;
    assert_eq!(list["games"][0]["finished"], true);
    // A finished Tycoon game may be rematched as a word game may (tycoon_around.rs).
    let (status, body) = clients[1]
        .post(&format!("/v1/games/{game}/rematch"), &json!({}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["status"], "open");
    secrets.assert_private(&clients, config.seed);
    server.stop();
}

#[tokio::test]
async fn a_three_player_game_is_played_to_the_end_sqlite() {
    a_three_player_game_is_played_to_the_end(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_three_player_game_is_played_to_the_end_postgres() {
    a_three_player_game_is_played_to_the_end(Backend::Postgres).await;
}

async fn time_outs_eliminate_until_one_is_left(backend: Backend) {
    let Some(db) = TestDb::new(backend, "tycoon-timeout").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--daily-move-seconds", "2"]);
    let (mut clients, game) = three_at_a_table(&server, "daily").await;
    let config = stored_config(&db, &game).await;
    let lex = words();
    let mut mirror = Game::new(config).unwrap();
    // Seat 0 plays at once; seat 1 lets its time run out while nobody is connected.
    let pass = Action::Exchange { discard: vec![] };
    let (status, body) = submit(&mut clients[0], &game, "a", 0, &pass).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    mirror.apply(pass.clone(), &lex).unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let out = loop {
        let s = view(&mut clients[2], &game).await;
        if s.players[1].eliminated {
            break s;
        }
        assert!(std::time::Instant::now() < deadline, "seat 1 is timed out");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    mirror.eliminate_current().unwrap();
    assert_eq!(out.version, 2);
    assert_eq!(
        out.players[1].hand_size, 0,
        "the cards went back into the deck"
    );
    assert_matches(&out, &mirror, 2);
    assert_eq!(out.current, 2, "seat 1's turn was skipped");
    let page: TycoonEventsPage = clients[0]
        .ok(
            Method::GET,
            &format!("/v1/tycoon/{game}/events?since=1"),
            None,
        )
        .await;
    assert_eq!(page.events.len(), 1);
    assert_eq!(page.events[0].seat, 1);
    assert_eq!(page.events[0].move_id, "timeout-1");
    assert_eq!(
        page.events[0].records,
        vec![slovo_server::api::TycoonRecord::TimedOut]
    );
    // The eliminated player can no longer move.
    let (status, body) = submit(&mut clients[1], &game, "b", 2, &pass).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["error"]["rule"], "NotYourTurn");
    // Seat 2 waits too: the last one left, seat 0, wins.
    let end = loop {
        let s = view(&mut clients[0], &game).await;
        if s.phase == "over" {
            break s;
        }
        assert!(std::time::Instant::now() < deadline, "seat 2 is timed out");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    mirror.eliminate_current().unwrap();
    assert!(mirror.is_over());
    assert_eq!(end.winners, vec![0]);
    assert!(end.players[2].eliminated && !end.players[0].eliminated);
    assert_matches(&end, &mirror, 0);
    let (_, list) = clients[2].get("/v1/games").await;
    assert_eq!(list["games"][0]["finished"], true);
    server.stop();
}

/// Random matchmaking pairs Tycoon seeks only with Tycoon seeks.
async fn tycoon_seeks_pair_apart_from_word_seeks(backend: Backend) {
    let Some(db) = TestDb::new(backend, "tycoon-seeks").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut clients: Vec<Client> = Vec::new();
    for name in ["Ann", "Bob", "Cid"] {
        let mut c = Client::new(&server.base);
        c.register(name).await;
        clients.push(c);
    }
    let tycoon = json!({ "mode": "daily", "language": "en", "players": 2, "family": "tycoon" });
    let word = json!({ "mode": "daily", "language": "en", "players": 2 });
    let (status, first) = clients[0].post("/v1/seeks", &tycoon).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    // A word seek with the same terms does not take the Tycoon seeker.
    let (status, body) = clients[1].post("/v1/seeks", &word).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, matched) = clients[2].post("/v1/seeks", &tycoon).await;
    assert!(status.is_success(), "{matched}");
    assert_eq!(matched["status"], "matched", "{matched}");
    assert_eq!(matched["room"]["family"], "tycoon");
    let game = matched["room"]["game_id"].as_str().unwrap().to_string();
    let state = view(&mut clients[0], &game).await;
    assert_eq!(state.players.len(), 2);
    assert_eq!(state.hand.len(), 7);
    let (status, _) = clients[1].get(&format!("/v1/tycoon/{game}")).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the word seeker has no seat");
    let (status, body) = clients[0]
        .post(
            "/v1/seeks",
            &json!({ "mode": "daily", "language": "sk", "players": 2, "family": "tycoon" }),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error_code(&body), "language_unavailable");
    server.stop();
}

#[tokio::test]
async fn tycoon_seeks_pair_apart_from_word_seeks_sqlite() {
    tycoon_seeks_pair_apart_from_word_seeks(Backend::Sqlite).await;
}

#[tokio::test]
async fn tycoon_seeks_pair_apart_from_word_seeks_postgres() {
    tycoon_seeks_pair_apart_from_word_seeks(Backend::Postgres).await;
}

#[tokio::test]
async fn time_outs_eliminate_until_one_is_left_sqlite() {
    time_outs_eliminate_until_one_is_left(Backend::Sqlite).await;
}

#[tokio::test]
async fn time_outs_eliminate_until_one_is_left_postgres() {
    time_outs_eliminate_until_one_is_left(Backend::Postgres).await;
}
