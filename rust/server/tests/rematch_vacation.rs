//! Rematches and vacations over HTTP against the real server, on SQLite and PostgreSQL: a
//! rematch accepted by all starts a new game with the same players and terms and the seats
//! rotated, a declined one closes, refusals change nothing; a vacation moves a daily
//! deadline, keeps the sweeper from timing its player out, never pauses a quick game, and
//! ends with the deadline moved by the time paused.

mod common;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, ann_and_bob, error_code, state, submit};
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

/// The status and error code of a refused call.
async fn refused(
    c: &mut Client,
    method: Method,
    path: &str,
    body: Option<&Value>,
) -> (StatusCode, String) {
    let (status, value) = c.call(method, path, body).await;
    (status, error_code(&value).to_string())
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
