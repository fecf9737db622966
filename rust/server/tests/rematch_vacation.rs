//! Rematches and vacations over HTTP against the real server, on SQLite and PostgreSQL: a
//! rematch accepted by all starts a new game with the same players and terms and the seats
//! rotated, a declined one closes, refusals change nothing; a vacation moves a daily
//! deadline, keeps the sweeper from timing its player out, never pauses a quick game, and
//! ends with the deadline moved by the time paused.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, ann_and_bob, refused, state, submit};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_rules::Move;
use slovo_server::api::{
    GameList, GameState, RematchAnswer, RematchInfo, RematchStatus, VacationInfo,
};

const DAY_MS: i64 = 86_400_000;

/// The kinds of notification written for `player`, oldest first.
async fn notification_kinds(url: &str, player: &str) -> Vec<String> {
    let sql = "SELECT kind FROM notifications WHERE device_id = $1 ORDER BY id";
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        sqlx::query_scalar(sql)
            .bind(player)
            .fetch_all(&pool)
            .await
            .unwrap()
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        sqlx::query_scalar(sql)
            .bind(player)
            .fetch_all(&pool)
            .await
            .unwrap()
    }
}

/// The kinds of notification written for `player` about `game`, oldest first.
async fn notifications_in(url: &str, player: &str, game: &str) -> Vec<String> {
    let sql = "SELECT kind FROM notifications WHERE device_id = $1 AND game_id = $2 ORDER BY id";
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        let q = sqlx::query_scalar(sql).bind(player).bind(game);
        q.fetch_all(&pool).await.unwrap()
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        let q = sqlx::query_scalar(sql).bind(player).bind(game);
        q.fetch_all(&pool).await.unwrap()
    }
}

/// `creator` opens an English room for two (`mode`, `minutes`) and `joiner` fills it.
async fn game_of(
    creator: &mut Client,
    joiner: &mut Client,
    mode: &str,
    minutes: Option<u32>,
) -> String {
    let mut terms = json!({ "mode": mode, "language": "english", "seats": 2 });
    if let Some(m) = minutes {
        terms["minutes"] = json!(m);
    }
    let room: Value = creator.ok(Method::POST, "/v1/rooms", Some(&terms)).await;
    let code = room["code"].as_str().unwrap();
    let joined: Value = joiner
        .ok(Method::POST, &format!("/v1/rooms/{code}/join"), None)
        .await;
    joined["game_id"].as_str().unwrap().to_string()
}

async fn resign(c: &mut Client, game: &str) {
    let s = state(c, game).await;
    let (status, body) = submit(c, game, "resign", s.version, &Move::Resign).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn rematch(backend: Backend) {
    let Some(db) = TestDb::new(backend, "rematch").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let mut cat = Client::new(&server.base);
    cat.register("Cat").await;
    let game = game_of(&mut ann, &mut bob, "quick", Some(5)).await;
    let offer = format!("/v1/games/{game}/rematch");
    assert_eq!(
        refused(&mut ann, Method::POST, &offer, None).await,
        (StatusCode::CONFLICT, "game_not_finished".into())
    );
    resign(&mut ann, &game).await;
    assert_eq!(
        refused(&mut cat, Method::POST, &offer, None).await,
        (StatusCode::FORBIDDEN, "not_your_game".into())
    );
    assert_eq!(
        refused(&mut bob, Method::GET, &offer, None).await,
        (StatusCode::NOT_FOUND, "no_rematch".into())
    );
    let offered: RematchInfo = bob.ok(Method::POST, &offer, None).await;
    assert_eq!(offered.status, RematchStatus::Open);
    assert_eq!(offered.offered_by, 1);
    let answers: Vec<_> = offered
        .seats
        .iter()
        .map(|s| (s.display_name.as_str(), s.answer))
        .collect();
    assert_eq!(
        answers,
        [
            ("Ann", RematchAnswer::Pending),
            ("Bob", RematchAnswer::Accepted)
        ]
    );
    // Twice, by either player: refused, nothing changed.
    for c in [&mut bob, &mut ann] {
        assert_eq!(
            refused(c, Method::POST, &offer, None).await,
            (StatusCode::CONFLICT, "rematch_exists".into())
        );
    }
    assert_eq!(
        refused(&mut bob, Method::POST, &format!("{offer}/accept"), None).await,
        (StatusCode::CONFLICT, "rematch_answered".into())
    );
    assert_eq!(
        refused(&mut cat, Method::POST, &format!("{offer}/decline"), None).await,
        (StatusCode::FORBIDDEN, "not_your_game".into())
    );
    let seen: RematchInfo = ann.ok(Method::GET, &offer, None).await;
    assert_eq!(seen, offered);
    let ann_id = ann.ok::<Value>(Method::GET, "/v1/devices/me", None).await["player_id"]
        .as_str()
        .unwrap()
        .to_string();
    let kinds = notification_kinds(&db.url, &ann_id).await;
    assert_eq!(kinds.last().map(String::as_str), Some("rematch_offered"));
    // Ann accepts: everyone has, the new game starts.
    let accepted: RematchInfo = ann.ok(Method::POST, &format!("{offer}/accept"), None).await;
    assert_eq!(accepted.status, RematchStatus::Accepted);
    let new_game = accepted.new_game_id.clone().expect("the new game");
    assert_ne!(new_game, game);
    let old = state(&mut ann, &game).await;
    let new_ann: GameState = state(&mut ann, &new_game).await;
    let new_bob: GameState = state(&mut bob, &new_game).await;
    // Seats rotated by one: Bob (seat 1) sits in seat 0 now.
    assert_eq!((old.seat, new_ann.seat, new_bob.seat), (0, 1, 0));
    let names: Vec<_> = new_ann
        .players
        .iter()
        .map(|p| p.display_name.as_str())
        .collect();
    assert_eq!(names, ["Bob", "Ann"]);
    // The same terms: language, tile set (the preset's), mode and a 5-minute clock.
    assert_eq!(
        (new_ann.language, new_ann.tile_set, new_ann.mode),
        (old.language, old.tile_set, old.mode)
    );
    let clocks = new_ann.clocks.clone().expect("a quick game's clocks");
    assert!(
        clocks.iter().all(|&ms| ms <= 300_000 && ms > 280_000),
        "{clocks:?}"
    );
    assert_eq!(new_ann.version, 0);
    assert!(new_ann.outcome.is_none());
    // Cat sees none of it.
    assert_eq!(
        refused(
            &mut cat,
            Method::GET,
            &format!("/v1/games/{new_game}"),
            None
        )
        .await,
        (StatusCode::FORBIDDEN, "not_your_game".into())
    );
    assert_eq!(
        refused(&mut bob, Method::POST, &format!("{offer}/decline"), None).await,
        (StatusCode::CONFLICT, "rematch_closed".into())
    );

    // A daily game declined: the offer closes, no game starts.
    let daily = game_of(&mut ann, &mut bob, "daily", None).await;
    resign(&mut bob, &daily).await;
    let offer = format!("/v1/games/{daily}/rematch");
    let offered: RematchInfo = ann.ok(Method::POST, &offer, None).await;
    assert_eq!(offered.offered_by, 0);
    let declined: RematchInfo = bob
        .ok(Method::POST, &format!("{offer}/decline"), None)
        .await;
    assert_eq!(declined.status, RematchStatus::Declined);
    assert_eq!(declined.new_game_id, None);
    assert_eq!(declined.seats[1].answer, RematchAnswer::Declined);
    for (c, answer) in [(&mut bob, "accept"), (&mut ann, "accept")] {
        assert_eq!(
            refused(c, Method::POST, &format!("{offer}/{answer}"), None).await,
            (StatusCode::CONFLICT, "rematch_closed".into())
        );
    }
    let games: GameList = ann.ok(Method::GET, "/v1/games", None).await;
    assert_eq!(games.games.len(), 3, "the two games and the one rematch");
    server.stop();
}

#[tokio::test]
async fn rematch_accepted_and_declined_sqlite() {
    rematch(Backend::Sqlite).await;
}

#[tokio::test]
async fn rematch_accepted_and_declined_postgres() {
    rematch(Backend::Postgres).await;
}

/// The client of `clients` whose seat is to move in `game`, by index.
async fn mover(clients: &mut [&mut Client; 2], game: &str) -> usize {
    let s = state(clients[0], game).await;
    if s.current == s.seat { 0 } else { 1 }
}

async fn vacation(backend: Backend) {
    let Some(db) = TestDb::new(backend, "vacation").await else {
        return;
    };
    let server = Server::start_with(
        &db.url,
        &[
            "--daily-move-seconds",
            "3",
            "--quick-clock-seconds",
            "3",
            "--vacation-days-per-year",
            "2",
        ],
    );
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let daily = game_of(&mut ann, &mut bob, "daily", None).await;
    let quick = game_of(&mut ann, &mut bob, "quick", None).await;
    let mut clients = [&mut ann, &mut bob];
    let away = mover(&mut clients, &daily).await;
    let other = 1 - away;
    // The quick game waits for the same player: the other passes if it is theirs.
    if mover(&mut clients, &quick).await == other {
        let s = state(clients[other], &quick).await;
        let (status, body) = submit(clients[other], &quick, "pass", s.version, &Move::Pass).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let before = state(clients[away], &daily).await;
    let due = before.deadline.expect("a daily deadline");
    let path = "/v1/players/me/vacation";
    for days in [0, 3] {
        assert_eq!(
            refused(
                clients[away],
                Method::POST,
                path,
                Some(&json!({ "days": days }))
            )
            .await,
            (
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_vacation_days".into()
            )
        );
    }
    assert_eq!(
        refused(clients[away], Method::DELETE, path, None).await,
        (StatusCode::CONFLICT, "not_on_vacation".into())
    );
    let (status, value) = clients[away].post(path, &json!({ "days": 1 })).await;
    assert_eq!(status, StatusCode::CREATED, "{value}");
    let started: VacationInfo = serde_json::from_value(value).unwrap();
    let span = started.active.expect("on vacation");
    assert_eq!(span.until - span.started_at, DAY_MS);
    assert_eq!((started.days_used, started.days_per_year), (1, 2));
    assert_eq!(
        refused(
            clients[away],
            Method::POST,
            path,
            Some(&json!({ "days": 1 }))
        )
        .await,
        (StatusCode::CONFLICT, "already_on_vacation".into())
    );
    // The opponent sees who is away until when, and the deadline moved by the day.
    let seen = state(clients[other], &daily).await;
    let away_seat = before.seat as usize;
    assert_eq!(seen.players[away_seat].vacation_until, Some(span.until));
    assert_eq!(seen.players[1 - away_seat].vacation_until, None);
    let paused_due = seen.deadline.unwrap();
    assert_eq!(
        paused_due,
        due + span.until - span.started_at.max(due - 3000)
    );
    let listed: GameList = clients[other].ok(Method::GET, "/v1/games", None).await;
    let row = listed.games.iter().find(|g| g.game_id == daily).unwrap();
    assert_eq!(
        row.deadline,
        Some(paused_due),
        "the stored deadline moved too"
    );
    // Past the old deadline: the daily game waits, the quick game's clock ran out.
    tokio::time::sleep(Duration::from_millis(
        (due - slovo_server::now_ms()).max(0) as u64 + 1500,
    ))
    .await;
    let daily_now = state(clients[other], &daily).await;
    assert!(
        daily_now.outcome.is_none(),
        "the sweeper timed out a player on vacation"
    );
    assert!(!daily_now.players[away_seat].eliminated);
    assert_eq!(
        daily_now.players[away_seat].vacation_until,
        Some(span.until)
    );
    let quick_now = state(clients[other], &quick).await;
    assert!(quick_now.players.iter().all(|p| p.vacation_until.is_none()));
    assert!(quick_now.outcome.is_some(), "a quick game is never paused");
    assert!(quick_now.players[state(clients[away], &quick).await.seat as usize].eliminated);
    // Back early: the deadline moves by the time paused, the day begun counts.
    let back_from = slovo_server::now_ms();
    let ended: VacationInfo = clients[away].ok(Method::DELETE, path, None).await;
    let back_to = slovo_server::now_ms();
    assert_eq!((ended.active, ended.days_used), (None, 1));
    let resumed = state(clients[other], &daily).await.deadline.unwrap();
    let paused_from = span.started_at.max(due - 3000);
    assert!(
        (due + back_from - paused_from..=due + back_to - paused_from).contains(&resumed),
        "deadline {resumed} after a pause from {paused_from} to {back_from}..{back_to} (due {due})"
    );
    // (Two days from the last day of a year count one in it: then they would fit.)
    let (_, _, year_end) = slovo_server::players::vacation::year_bounds(back_to);
    if year_end - back_to > 2 * DAY_MS {
        assert_eq!(
            refused(
                clients[away],
                Method::POST,
                path,
                Some(&json!({ "days": 2 }))
            )
            .await,
            (StatusCode::CONFLICT, "no_vacation_days_left".into())
        );
    }
    // Once the moved deadline passes, the sweeper times the player out after all.
    let mut over = None;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let s = state(clients[other], &daily).await;
        if s.outcome.is_some() {
            over = Some(s);
            break;
        }
    }
    let over = over.expect("timed out once the vacation ended");
    assert!(over.players[away_seat].eliminated);
    assert!(slovo_server::now_ms() >= resumed);
    server.stop();
}

#[tokio::test]
async fn vacation_moves_daily_deadlines_sqlite() {
    vacation(Backend::Sqlite).await;
}

#[tokio::test]
async fn vacation_moves_daily_deadlines_postgres() {
    vacation(Backend::Postgres).await;
}

/// Store a vacation of `player` from `started_at` until `until` as the server would.
async fn seed_vacation(url: &str, player: &str, started_at: i64, until: i64) {
    let sql = "INSERT INTO vacations (id, player_id, started_at, until) VALUES ($1, $2, $3, $4)";
    let id = format!("seeded-{started_at}");
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        let q = sqlx::query(sql).bind(id).bind(player).bind(started_at);
        q.bind(until).execute(&pool).await.unwrap();
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        let q = sqlx::query(sql).bind(id).bind(player).bind(started_at);
        q.bind(until).execute(&pool).await.unwrap();
    }
}

/// Vacations reaching over a new year count in this year's allowance the days of them that
/// begin in it: one begun on 28 December last year for its days from 1 January, one begun on
/// 30 December this year for its two days before the new year. The server has no clock to
/// move, so they are written to the database around today's year.
async fn vacation_over_new_year(backend: Backend) {
    let Some(db) = TestDb::new(backend, "vacation_new_year").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut ann = Client::new(&server.base);
    ann.register("Ann").await;
    let me: slovo_server::api::DeviceInfo = ann.ok(Method::GET, "/v1/devices/me", None).await;
    let now = slovo_server::now_ms();
    let (year, from, to) = slovo_server::players::vacation::year_bounds(now);
    // 28 December 15:00 last year for 14 days: its days begin at 15:00 on 28 to 31 December
    // and on 1 to 10 January.
    let old = (
        from - 3 * DAY_MS - 9 * 3_600_000,
        from + 11 * DAY_MS - 9 * 3_600_000,
    );
    // 30 December 00:00 this year for a week: 30 and 31 December are this year's.
    let new = (to - 2 * DAY_MS, to + 5 * DAY_MS);
    seed_vacation(&db.url, &me.player_id, old.0, old.1).await;
    seed_vacation(&db.url, &me.player_id, new.0, new.1).await;
    let path = "/v1/players/me/vacation";
    let info: VacationInfo = ann.ok(Method::GET, path, None).await;
    assert_eq!(
        (info.year, info.days_used, info.days_per_year),
        (year, 12, 14)
    );
    let active = [old, new]
        .into_iter()
        .find(|(s, u)| (*s..*u).contains(&now));
    assert_eq!(
        info.active.map(|a| (a.started_at, a.until)),
        active,
        "the vacation going on, begun last year or this"
    );
    if active.is_some() {
        // Today falls in one of them: a second vacation is refused.
        assert_eq!(
            refused(&mut ann, Method::POST, path, Some(&json!({ "days": 1 }))).await,
            (StatusCode::CONFLICT, "already_on_vacation".into())
        );
    } else if to - now > 3 * DAY_MS {
        // Two days are left: three this year are too many, two are not.
        assert_eq!(
            refused(&mut ann, Method::POST, path, Some(&json!({ "days": 3 }))).await,
            (StatusCode::CONFLICT, "no_vacation_days_left".into())
        );
        let (status, value) = ann.post(path, &json!({ "days": 2 })).await;
        assert_eq!(status, StatusCode::CREATED, "{value}");
        let taken: VacationInfo = serde_json::from_value(value).unwrap();
        assert_eq!(taken.days_used, 14);
    }
    server.stop();
}

#[tokio::test]
async fn vacation_over_new_year_sqlite() {
    vacation_over_new_year(Backend::Sqlite).await;
}

#[tokio::test]
async fn vacation_over_new_year_postgres() {
    vacation_over_new_year(Backend::Postgres).await;
}

/// `blocker` blocks the player in the other seat of the two-player `game`.
async fn block_in(blocker: &mut Client, game: &str) {
    let s = state(blocker, game).await;
    let target = json!({ "game_id": game, "seat": 1 - s.seat });
    let (status, body) = blocker.post("/v1/blocks", &target).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

/// A player who blocked another is never drawn into a rematch with them, and the blocked
/// player is not told: the blocker sees no offer and gets no push, their answer stops
/// counting, and the offer stays open, their seat pending, until it expires like one ignored.
async fn rematch_blocked(backend: Backend) {
    let Some(db) = TestDb::new(backend, "rematch_blocked").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--rematch-expiry-seconds", "3"]);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let mut cat = Client::new(&server.base);
    cat.register("Cat").await;
    let ann_id = ann.ok::<Value>(Method::GET, "/v1/devices/me", None).await["player_id"]
        .as_str()
        .unwrap()
        .to_string();
    let with_bob = game_of(&mut ann, &mut bob, "quick", None).await;
    let with_cat = game_of(&mut ann, &mut cat, "quick", None).await;
    resign(&mut bob, &with_bob).await;
    resign(&mut cat, &with_cat).await;
    // Ann blocks Bob; Bob offers a rematch as to anyone.
    block_in(&mut ann, &with_bob).await;
    let offer = format!("/v1/games/{with_bob}/rematch");
    let (status, value) = bob.post(&offer, &json!(null)).await;
    assert_eq!(status, StatusCode::CREATED, "{value}");
    let offered: RematchInfo = serde_json::from_value(value).unwrap();
    assert_eq!(offered.status, RematchStatus::Open);
    let expires = offered.expires_at - offered.offered_at;
    assert_eq!(expires, 3000, "--rematch-expiry-seconds");
    for (method, path) in [
        (Method::GET, offer.clone()),
        (Method::POST, format!("{offer}/accept")),
        (Method::POST, format!("{offer}/decline")),
    ] {
        assert_eq!(
            refused(&mut ann, method, &path, None).await,
            (StatusCode::NOT_FOUND, "no_rematch".into()),
            "the blocker sees no offer"
        );
    }
    let events: Value = ann
        .ok(Method::GET, &format!("/v1/games/{with_bob}/events"), None)
        .await;
    assert!(events.get("rematch").is_none(), "{events}");
    // Ann's own offer to a player she blocked is refused in her words.
    let other = format!("/v1/games/{with_cat}/rematch");
    // Cat offers Ann a rematch, then Ann blocks Cat too: her acceptance stops counting.
    let _: RematchInfo = cat.ok(Method::POST, &other, None).await;
    block_in(&mut ann, &with_cat).await;
    assert_eq!(
        refused(&mut ann, Method::POST, &other, None).await,
        (StatusCode::CONFLICT, "blocked".into())
    );
    // Bob sees what an ignored offer looks like.
    let seen: RematchInfo = bob.ok(Method::GET, &offer, None).await;
    assert_eq!(seen.status, RematchStatus::Open);
    let ann_seat = seen.seats.iter().find(|s| s.display_name == "Ann").unwrap();
    assert_eq!(ann_seat.answer, RematchAnswer::Pending);
    assert_eq!(
        refused(&mut bob, Method::POST, &format!("{offer}/accept"), None).await,
        (StatusCode::CONFLICT, "rematch_answered".into())
    );
    // Expired like any offer left unanswered; nothing was pushed to Ann, no game started.
    tokio::time::sleep(Duration::from_millis(3300)).await;
    let closed: RematchInfo = bob.ok(Method::GET, &offer, None).await;
    assert_eq!(
        (closed.status, closed.expired),
        (RematchStatus::Declined, true)
    );
    assert_eq!(closed.new_game_id, None);
    // (Cat's offer, made before Ann blocked her, was written for Ann: sent it is not.)
    let kinds = notifications_in(&db.url, &ann_id, &with_bob).await;
    assert!(
        !kinds.is_empty() && !kinds.iter().any(|k| k == "rematch_offered"),
        "{kinds:?}"
    );
    let games: GameList = bob.ok(Method::GET, "/v1/games", None).await;
    assert_eq!(games.games.len(), 1, "no rematch started");
    server.stop();
}

#[tokio::test]
async fn rematch_never_reaches_a_blocker_sqlite() {
    rematch_blocked(Backend::Sqlite).await;
}

#[tokio::test]
async fn rematch_never_reaches_a_blocker_postgres() {
    rematch_blocked(Backend::Postgres).await;
}

/// Read the server-sent events of `stream` until one named `name` comes (within `secs`):
/// its data.
async fn next_event(stream: &mut reqwest::Response, seen: &mut String, name: &str) -> Value {
    let needle = format!("event: {name}\n");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(8);
    loop {
        if let Some(at) = seen.find(&needle) {
            let rest = &seen[at + needle.len()..];
            if let Some(end) = rest.find("\n\n") {
                let data: String = rest[..end]
                    .lines()
                    .filter_map(|l| l.strip_prefix("data: "))
                    .collect();
                let value = serde_json::from_str(&data).unwrap();
                *seen = rest[end..].to_string();
                return value;
            }
        }
        let chunk = tokio::time::timeout_at(deadline, stream.chunk())
            .await
            .unwrap_or_else(|_| panic!("no {name} event in {seen:?}"))
            .unwrap()
            .expect("the stream ended");
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
}

/// A rematch on the game's stream and events page: offered, answered and started with the
/// new game's id, to the players of that game; one left unanswered expires.
async fn rematch_events(backend: Backend) {
    let Some(db) = TestDb::new(backend, "rematch_events").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--rematch-expiry-seconds", "3"]);
    let (mut ann, mut bob) = ann_and_bob(&server).await;
    let game = game_of(&mut ann, &mut bob, "quick", None).await;
    let ignored = game_of(&mut ann, &mut bob, "quick", None).await;
    resign(&mut ann, &game).await;
    resign(&mut ann, &ignored).await;
    let mut stream = bob
        .send(Method::GET, &format!("/v1/games/{game}/stream"))
        .await;
    assert!(stream.status().is_success());
    let mut seen = String::new();
    let offer = format!("/v1/games/{game}/rematch");
    let _: RematchInfo = ann.ok(Method::POST, &offer, None).await;
    let offered = next_event(&mut stream, &mut seen, "rematch_offered").await;
    assert_eq!(offered["status"], "open");
    assert_eq!(offered["game_id"], game.as_str());
    let page: Value = bob
        .ok(Method::GET, &format!("/v1/games/{game}/events"), None)
        .await;
    assert_eq!(page["rematch"], offered, "the events page has it too");
    let accepted: RematchInfo = bob.ok(Method::POST, &format!("{offer}/accept"), None).await;
    let started = next_event(&mut stream, &mut seen, "rematch_started").await;
    let new_game = accepted.new_game_id.expect("started");
    assert_eq!(started["new_game_id"], new_game.as_str());
    drop(stream);
    // Unanswered: expired after its time, on the stream, the page and the offer alike.
    let mut stream = ann
        .send(Method::GET, &format!("/v1/games/{ignored}/stream"))
        .await;
    let offer = format!("/v1/games/{ignored}/rematch");
    let _: RematchInfo = bob.ok(Method::POST, &offer, None).await;
    let first = next_event(&mut stream, &mut seen, "rematch_offered").await;
    assert_eq!(first["expired"], false);
    let expired = next_event(&mut stream, &mut seen, "rematch_expired").await;
    assert_eq!(
        (&expired["status"], &expired["expired"]),
        (&json!("declined"), &json!(true))
    );
    let shown: RematchInfo = ann.ok(Method::GET, &offer, None).await;
    assert!(shown.expired && slovo_server::now_ms() >= shown.expires_at);
    assert_eq!(
        refused(&mut ann, Method::POST, &format!("{offer}/accept"), None).await,
        (StatusCode::CONFLICT, "rematch_closed".into())
    );
    let games: GameList = ann.ok(Method::GET, "/v1/games", None).await;
    assert_eq!(games.games.len(), 3, "the two games and the one rematch");
    server.stop();
}

#[tokio::test]
async fn rematch_events_and_expiry_sqlite() {
    rematch_events(Backend::Sqlite).await;
}

#[tokio::test]
async fn rematch_events_and_expiry_postgres() {
    rematch_events(Backend::Postgres).await;
}
