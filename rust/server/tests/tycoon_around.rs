//! What online Tycoon has around the game, as online word games do, over HTTP against the
//! real server on SQLite and PostgreSQL: a vacation stops a daily Tycoon deadline (the
//! sweeper leaves the player alone, the deadline moves by the time paused); a finished Tycoon
//! game is rematched as a Tycoon game with the same terms and the seats rotated, blocks
//! honoured; a friend is invited to a Tycoon game.

mod common;
mod tycoon_support;

use std::time::Duration;

use common::{Backend, Client, Server, TestDb, error_code, refused};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use slovo_server::api::{
    GameFamily, GameList, Invite, InviteList, RematchInfo, RematchStatus, RoomInfo,
    TycoonEventsPage, VacationInfo,
};
use tycoon_support::{at_a_table, pass, stored_config, submit, view, view_until};

async fn tycoon_vacation(backend: Backend) {
    let Some(db) = TestDb::new(backend, "tycoon-vacation").await else {
        return;
    };
    let server = Server::start_with(
        &db.url,
        &["--daily-move-seconds", "3", "--vacation-days-per-year", "2"],
    );
    let (mut clients, game) = at_a_table(&server, "daily", &["Ann", "Bob"]).await;
    let before = view(&mut clients[0], &game).await;
    let away = before.current as usize;
    let other = 1 - away;
    let due = before.deadline.expect("a daily deadline");
    // A player with a daily Tycoon game goes on vacation like any other.
    let path = "/v1/players/me/vacation";
    let (status, value) = clients[away].post(path, &json!({ "days": 1 })).await;
    assert_eq!(status, StatusCode::CREATED, "{value}");
    let started: VacationInfo = serde_json::from_value(value).unwrap();
    let span = started.active.expect("on vacation");
    // The opponent sees who is away until when; the deadline moved by the day.
    let seen = view(&mut clients[other], &game).await;
    assert_eq!(seen.players[away].vacation_until, Some(span.until));
    assert_eq!(seen.players[other].vacation_until, None);
    let paused_from = span.started_at.max(due - 3000);
    let paused_due = seen.deadline.unwrap();
    assert_eq!(paused_due, due + span.until - paused_from);
    let listed: GameList = clients[other].ok(Method::GET, "/v1/games", None).await;
    let row = listed.games.iter().find(|g| g.game_id == game).unwrap();
    assert_eq!(
        row.deadline,
        Some(paused_due),
        "the stored deadline moved too"
    );
    // Past the old deadline the game waits: the sweeper leaves the player alone.
    tokio::time::sleep(Duration::from_millis(
        (due - slovo_server::now_ms()).max(0) as u64 + 1500,
    ))
    .await;
    let waiting = view(&mut clients[other], &game).await;
    assert_eq!((waiting.version, waiting.phase.as_str()), (0, "start"));
    assert!(!waiting.players[away].eliminated);
    // Nobody moves for the player away.
    let (status, body) = submit(&mut clients[other], &game, "x", 0, &pass()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["error"]["rule"], "NotYourTurn");
    // Back early: the deadline moves by the time paused, then the sweeper times them out.
    let back_from = slovo_server::now_ms();
    let ended: VacationInfo = clients[away].ok(Method::DELETE, path, None).await;
    let back_to = slovo_server::now_ms();
    assert_eq!(ended.active, None);
    let resumed = view(&mut clients[other], &game).await.deadline.unwrap();
    assert!(
        (due + back_from - paused_from..=due + back_to - paused_from).contains(&resumed),
        "deadline {resumed} after a pause from {paused_from} to {back_from}..{back_to} (due {due})"
    );
    assert!(
        view(&mut clients[other], &game).await.players[away]
            .vacation_until
            .is_none()
    );
    let over = view_until(&mut clients[other], &game, 15, "the time-out", |s| {
        s.phase == "over"
    })
    .await;
    assert!(over.players[away].eliminated);
    assert_eq!(over.winners, vec![other as u8]);
    assert!(slovo_server::now_ms() >= resumed);
    server.stop();
}

#[tokio::test]
async fn a_vacation_stops_a_daily_tycoon_deadline_sqlite() {
    tycoon_vacation(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_vacation_stops_a_daily_tycoon_deadline_postgres() {
    tycoon_vacation(Backend::Postgres).await;
}

/// Wait until the daily Tycoon game `game` is over: its first player's 2 s run out, and with
/// two players the other is the last one left.
async fn timed_out(c: &mut Client, game: &str) {
    view_until(c, game, 15, "the game's end", |s| s.phase == "over").await;
}

async fn tycoon_rematch(backend: Backend) {
    let Some(db) = TestDb::new(backend, "tycoon-rematch").await else {
        return;
    };
    let server = Server::start_with(&db.url, &["--daily-move-seconds", "2"]);
    let (mut c, game) = at_a_table(&server, "daily", &["Ann", "Bob"]).await;
    let (ann, bob) = (0, 1);
    let offer = format!("/v1/games/{game}/rematch");
    assert_eq!(
        refused(&mut c[bob], Method::POST, &offer, None).await,
        (StatusCode::CONFLICT, "game_not_finished".into())
    );
    timed_out(&mut c[ann], &game).await;
    let old = stored_config(&db, &game).await;
    let offered: RematchInfo = c[bob].ok(Method::POST, &offer, None).await;
    assert_eq!(
        (offered.status, offered.offered_by),
        (RematchStatus::Open, 1)
    );
    // Tycoon games have no stream: the offer comes with the events page.
    let page: TycoonEventsPage = c[ann]
        .ok(Method::GET, &format!("/v1/tycoon/{game}/events"), None)
        .await;
    assert_eq!(page.rematch.map(|r| r.status), Some(RematchStatus::Open));
    let accepted: RematchInfo = c[ann]
        .ok(Method::POST, &format!("{offer}/accept"), None)
        .await;
    assert_eq!(accepted.status, RematchStatus::Accepted);
    let new = accepted.new_game_id.expect("the rematch started");
    // A Tycoon game, dealt anew, with the same terms and the seats rotated: Bob starts.
    let (status, body) = c[bob].get(&format!("/v1/games/{new}")).await;
    assert_eq!(
        (status, error_code(&body)),
        (StatusCode::CONFLICT, "other_game_family")
    );
    let bobs = view(&mut c[bob], &new).await;
    let names: Vec<&str> = bobs
        .players
        .iter()
        .map(|p| p.display_name.as_str())
        .collect();
    assert_eq!(names, ["Bob", "Ann"]);
    assert_eq!((bobs.seat, bobs.current, bobs.version), (0, 0, 0));
    assert_eq!(bobs.mode, slovo_server::api::Mode::Daily);
    assert_eq!(bobs.hand.len(), 7);
    assert!(bobs.deadline.is_some());
    assert_eq!(view(&mut c[ann], &new).await.seat, 1);
    let config = stored_config(&db, &new).await;
    assert_ne!(config.seed, old.seed, "a new deal");
    assert_eq!(
        (config.players, config.validation),
        (old.players, old.validation)
    );
    let listed: GameList = c[ann].ok(Method::GET, "/v1/games", None).await;
    let families: Vec<_> = listed
        .games
        .iter()
        .map(|g| (g.game_id.as_str(), g.family))
        .collect();
    assert!(
        families.contains(&(new.as_str(), GameFamily::Tycoon)),
        "{families:?}"
    );

    // Blocks are honoured as in a word game: after the new game, Ann blocks Bob.
    timed_out(&mut c[bob], &new).await;
    let target = json!({ "game_id": new, "seat": 0 });
    let (status, body) = c[ann].post("/v1/blocks", &target).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let again = format!("/v1/games/{new}/rematch");
    assert_eq!(
        refused(&mut c[ann], Method::POST, &again, None).await,
        (StatusCode::CONFLICT, "blocked".into())
    );
    let _: RematchInfo = c[bob].ok(Method::POST, &again, None).await;
    assert_eq!(
        refused(&mut c[ann], Method::POST, &format!("{again}/accept"), None).await,
        (StatusCode::NOT_FOUND, "no_rematch".into()),
        "the blocker sees no offer"
    );
    let page: TycoonEventsPage = c[ann]
        .ok(Method::GET, &format!("/v1/tycoon/{new}/events"), None)
        .await;
    assert!(page.rematch.is_none());
    let listed: GameList = c[bob].ok(Method::GET, "/v1/games", None).await;
    assert_eq!(listed.games.len(), 2, "no third game started");
    server.stop();
}

#[tokio::test]
async fn a_tycoon_rematch_is_a_tycoon_game_sqlite() {
    tycoon_rematch(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_tycoon_rematch_is_a_tycoon_game_postgres() {
    tycoon_rematch(Backend::Postgres).await;
}

async fn tycoon_invite(backend: Backend) {
    let Some(db) = TestDb::new(backend, "tycoon-invite").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut ann = Client::new(&server.base);
    let mut bob = Client::new(&server.base);
    let ann_id = ann.register("Ann").await;
    let bob_id = bob.register("Bob").await;
    let code: Value = ann.ok(Method::GET, "/v1/friends", None).await;
    let code = code["friend_code"].as_str().unwrap().to_string();
    let (status, body) = bob.post("/v1/friends", &json!({ "code": code })).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let _: Value = ann
        .ok(Method::POST, &format!("/v1/friends/{bob_id}/accept"), None)
        .await;
    let invite_path = format!("/v1/friends/{bob_id}/invite");
    // Tycoon is played in English: another language is refused, nothing stored.
    let slovak = json!({ "mode": "daily", "language": "sk", "family": "tycoon" });
    assert_eq!(
        refused(&mut ann, Method::POST, &invite_path, Some(&slovak)).await,
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            "language_unavailable".into()
        )
    );
    let list: InviteList = bob.ok(Method::GET, "/v1/invites", None).await;
    assert!(list.incoming.is_empty());
    let (status, body) = ann
        .post(
            &invite_path,
            &json!({ "mode": "daily", "language": "en", "family": "chess" }),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    // Without a family, a word game, as before.
    let word: Invite = ann
        .ok(
            Method::POST,
            &invite_path,
            Some(&json!({ "mode": "daily", "language": "en" })),
        )
        .await;
    assert_eq!(word.family, GameFamily::Word);
    let terms = json!({ "mode": "quick", "minutes": 5, "language": "en", "family": "tycoon" });
    let invite: Invite = ann.ok(Method::POST, &invite_path, Some(&terms)).await;
    assert_eq!(
        (invite.family, invite.minutes),
        (GameFamily::Tycoon, Some(5))
    );
    let list: InviteList = bob.ok(Method::GET, "/v1/invites", None).await;
    let incoming = list
        .incoming
        .iter()
        .find(|i| i.invite_id == invite.invite_id)
        .unwrap();
    assert_eq!(incoming.family, GameFamily::Tycoon);
    assert_eq!(incoming.from.player_id, ann_id);
    let room: RoomInfo = bob
        .ok(
            Method::POST,
            &format!("/v1/invites/{}/accept", invite.invite_id),
            None,
        )
        .await;
    assert_eq!(room.family, GameFamily::Tycoon);
    let game = room.game_id.expect("accepted: the game started");
    let theirs = view(&mut bob, &game).await;
    assert_eq!((theirs.seat, theirs.players.len()), (1, 2));
    assert!(theirs.clocks.is_some(), "a quick game");
    assert_eq!(view(&mut ann, &game).await.seat, 0);
    let list: InviteList = ann.ok(Method::GET, "/v1/invites", None).await;
    let outgoing = list
        .outgoing
        .iter()
        .find(|i| i.invite_id == invite.invite_id)
        .unwrap();
    assert_eq!(outgoing.game_id.as_deref(), Some(game.as_str()));
    server.stop();
}

#[tokio::test]
async fn a_friend_is_invited_to_tycoon_sqlite() {
    tycoon_invite(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_friend_is_invited_to_tycoon_postgres() {
    tycoon_invite(Backend::Postgres).await;
}
