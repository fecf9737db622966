//! Ratings, statistics and matchmaking by rating over HTTP against the real server, on SQLite
//! and PostgreSQL. The expected ratings are computed here from the formulas of Glickman's
//! "Example of the Glicko-2 system" (checked against its worked example), not by the crate the
//! server uses; the expected statistics are recomputed from the game's move log.

mod common;

use common::{Backend, Client, Server, TestDb, best_move, english_engine, state, submit};
use reqwest::{Method, StatusCode};
use serde_json::json;
use slovo_rules::{Elimination, Event, Move};
use slovo_server::api::{
    EventsPage, GameState, PlayerStats, RatingList, RoomInfo, SeekInfo, SeekStatus, StatsPage,
};

/// Glicko-2 as the paper writes it: steps 2 to 8, τ = 0.5, ε = 0.000001.
mod paper {
    const SCALE: f64 = 173.7178;
    const TAU: f64 = 0.5;

    #[derive(Debug, Clone, Copy)]
    pub struct R {
        pub r: f64,
        pub rd: f64,
        pub sigma: f64,
    }

    pub const NEW: R = R {
        r: 1500.0,
        rd: 350.0,
        sigma: 0.06,
    };

    fn g(phi: f64) -> f64 {
        1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
    }

    /// One rating period of `me` against `games` (opponent, score 1, ½ or 0).
    pub fn period(me: R, games: &[(R, f64)]) -> R {
        let mu = (me.r - 1500.0) / SCALE;
        let phi = me.rd / SCALE;
        let terms: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|(o, s)| {
                let (mu_j, phi_j) = ((o.r - 1500.0) / SCALE, o.rd / SCALE);
                let e = 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
                (g(phi_j), e, *s)
            })
            .collect();
        let v = 1.0
            / terms
                .iter()
                .map(|(g, e, _)| g * g * e * (1.0 - e))
                .sum::<f64>();
        let sum: f64 = terms.iter().map(|(g, e, s)| g * (s - e)).sum();
        let delta = v * sum;
        // Step 5: the new volatility by the Illinois algorithm.
        let a = (me.sigma * me.sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex)
                / (2.0 * (phi * phi + v + ex) * (phi * phi + v + ex))
                - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut fa, mut fb) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > 0.000_001 {
            let c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = c;
            fb = fc;
        }
        let sigma = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        R {
            r: SCALE * mu_new + 1500.0,
            rd: SCALE * phi_new,
            sigma,
        }
    }

    /// Everyone's rating after a game with these places, pairwise, all from `NEW`.
    pub fn after_first_game(places: &[u8]) -> Vec<R> {
        (0..places.len())
            .map(|i| {
                let games: Vec<(R, f64)> = (0..places.len())
                    .filter(|&j| j != i)
                    .map(|j| {
                        let s = match places[i].cmp(&places[j]) {
                            std::cmp::Ordering::Less => 1.0,
                            std::cmp::Ordering::Equal => 0.5,
                            std::cmp::Ordering::Greater => 0.0,
                        };
                        (NEW, s)
                    })
                    .collect();
                period(NEW, &games)
            })
            .collect()
    }
}

#[test]
fn the_hand_computation_matches_the_papers_example() {
    let me = paper::R {
        r: 1500.0,
        rd: 200.0,
        sigma: 0.06,
    };
    let o = |r, rd| paper::R { r, rd, sigma: 0.06 };
    let after = paper::period(
        me,
        &[
            (o(1400.0, 30.0), 1.0),
            (o(1550.0, 100.0), 0.0),
            (o(1700.0, 300.0), 0.0),
        ],
    );
    assert!((after.r - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.rd - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.sigma - 0.05999).abs() < 0.00001, "{after:?}");
}

/// `n` registered players in a full English quick room; the game id.
async fn full_room(server: &Server, n: usize) -> (Vec<Client>, String) {
    let mut clients: Vec<Client> = (0..n).map(|_| Client::new(&server.base)).collect();
    for (i, c) in clients.iter_mut().enumerate() {
        c.register(&format!("P{i}")).await;
    }
    let body = json!({ "mode": "quick", "language": "en", "seats": n });
    let room: RoomInfo = clients[0].ok(Method::POST, "/v1/rooms", Some(&body)).await;
    let mut game = None;
    for c in clients.iter_mut().skip(1) {
        let joined: RoomInfo = c
            .ok(Method::POST, &format!("/v1/rooms/{}/join", room.code), None)
            .await;
        game = joined.game_id;
    }
    (clients, game.unwrap())
}

/// Play `game` to its end: real plays first, then passes; `resigner` resigns on their third
/// turn (after two of their own: rated). The final state.
async fn play_out(clients: &mut [Client], game: &str, resigner: Option<u8>) -> GameState {
    let engine = english_engine();
    let mut turns = vec![0; clients.len()];
    for n in 0.. {
        assert!(n < 200, "the game should have ended");
        let s = state(&mut clients[0], game).await;
        if s.outcome.is_some() {
            return s;
        }
        let current = s.current as usize;
        let view = state(&mut clients[current], game).await;
        let mv = if Some(current as u8) == resigner && turns[current] == 2 {
            Move::Resign
        } else if n < 6 {
            best_move(&engine, &view)
        } else {
            Move::Pass
        };
        turns[current] += 1;
        let (status, body) = submit(
            &mut clients[current],
            game,
            &format!("m{n}"),
            s.version,
            &mv,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    unreachable!()
}

fn assert_close(got: f64, want: f64, what: &str) {
    assert!((got - want).abs() < 1e-6, "{what}: {got} vs {want}");
}

/// Each player's rating after their first game matches the hand computation from the places.
async fn check_ratings(clients: &mut [Client], end: &GameState) {
    let places = &end.outcome.as_ref().unwrap().ranks;
    let want = paper::after_first_game(places);
    for (i, c) in clients.iter_mut().enumerate() {
        let list: RatingList = c.ok(Method::GET, "/v1/players/me/ratings", None).await;
        assert_eq!(list.ratings.len(), 1, "{list:?}");
        let got = &list.ratings[0];
        assert_eq!((got.games, got.mode), (1, slovo_server::api::Mode::Quick));
        assert_close(got.rating, want[i].r, "rating");
        assert_close(got.deviation, want[i].rd, "deviation");
        assert_close(got.volatility, want[i].sigma, "volatility");
    }
}

/// The record of `seat` in one finished game, recomputed from its move log as `seat` saw it.
async fn recomputed(client: &mut Client, game: &str, end: &GameState) -> PlayerStats {
    let log: EventsPage = client
        .ok(
            Method::GET,
            &format!("/v1/games/{game}/events?since=0"),
            None,
        )
        .await;
    let outcome = end.outcome.as_ref().unwrap();
    let me = end.seat;
    let records = log.events.iter().flat_map(|e| e.records.iter());
    let mine: Vec<_> = records.filter(|r| r.player == me).collect();
    let mut best: Option<(String, i32)> = None;
    let mut bingos = 0;
    for r in &mine {
        if let Event::Play {
            words, placements, ..
        } = &r.event
        {
            if best.as_ref().is_none_or(|b| r.score > b.1) {
                best = Some((words[0].clone(), r.score));
            }
            bingos += u32::from(placements.len() >= 7);
        }
    }
    let eliminated = mine.iter().any(|r| {
        matches!(
            r.event,
            Event::Eliminated(Elimination::Resigned | Elimination::TimedOut)
        )
    });
    let n = outcome.final_scores.len();
    let place = outcome.ranks[me as usize];
    let firsts = outcome.ranks.iter().filter(|&&r| r == 1).count();
    let others: i32 = outcome.final_scores.iter().sum::<i32>() - outcome.final_scores[me as usize];
    PlayerStats {
        language: None,
        mode: None,
        games: 1,
        wins: u32::from(place == 1 && firsts == 1),
        draws: u32::from(place == 1 && firsts > 1),
        losses: u32::from(place > 1),
        average_score: f64::from(outcome.final_scores[me as usize]),
        average_opponent_score: f64::from(others) / (n - 1) as f64,
        best_play: best.map(|(word, points)| slovo_server::api::BestPlay {
            word,
            points,
            game_id: game.to_string(),
        }),
        highest_game: Some(outcome.final_scores[me as usize]),
        bingos_per_game: f64::from(bingos),
        eliminations: u32::from(eliminated),
    }
}

/// `s` with its averages rounded to 1e-9: the server and this test sum the opponents'
/// scores in different orders, so the last bits of a mean like 286/3 may differ.
fn rounded(s: PlayerStats) -> PlayerStats {
    let r = |x: f64| (x * 1e9).round() / 1e9;
    PlayerStats {
        average_score: r(s.average_score),
        average_opponent_score: r(s.average_opponent_score),
        bingos_per_game: r(s.bingos_per_game),
        ..s
    }
}

async fn check_stats(clients: &mut [Client], game: &str) {
    for c in clients.iter_mut() {
        let end = state(c, game).await;
        let want = recomputed(c, game, &end).await;
        let page: StatsPage = c.ok(Method::GET, "/v1/players/me/stats", None).await;
        assert_eq!(rounded(page.overall.clone()), rounded(want.clone()));
        assert_eq!(page.by_kind.len(), 1);
        let kind = &page.by_kind[0];
        assert_eq!(kind.language, Some(slovo_rules::Language::English));
        assert_eq!(kind.mode, Some(slovo_server::api::Mode::Quick));
        assert_eq!(
            rounded(PlayerStats {
                language: None,
                mode: None,
                ..kind.clone()
            }),
            rounded(want)
        );
    }
}

async fn two_player_game(backend: Backend) {
    let Some(db) = TestDb::new(backend, "ratings-two").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut clients, game) = full_room(&server, 2).await;
    let end = play_out(&mut clients, &game, None).await;
    check_ratings(&mut clients, &end).await;
    check_stats(&mut clients, &game).await;
    let page: StatsPage = clients[0]
        .ok(Method::GET, "/v1/players/me/stats", None)
        .await;
    let other: StatsPage = clients[1]
        .ok(Method::GET, "/v1/players/me/stats", None)
        .await;
    assert!(
        page.overall.best_play.is_some() || other.overall.best_play.is_some(),
        "real plays were made, so a best play is compared"
    );
    server.stop();
}

#[tokio::test]
async fn two_player_ratings_and_stats_sqlite() {
    two_player_game(Backend::Sqlite).await;
}

#[tokio::test]
async fn two_player_ratings_and_stats_postgres() {
    two_player_game(Backend::Postgres).await;
}

async fn four_player_game(backend: Backend) {
    let Some(db) = TestDb::new(backend, "ratings-four").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut clients, game) = full_room(&server, 4).await;
    let end = play_out(&mut clients, &game, Some(2)).await;
    let outcome = end.outcome.clone().unwrap();
    assert_eq!(
        outcome.ranks[2], 4,
        "the eliminated player is last: a loss to everyone"
    );
    check_ratings(&mut clients, &end).await;
    check_stats(&mut clients, &game).await;
    server.stop();
}

#[tokio::test]
async fn four_player_ratings_and_stats_sqlite() {
    four_player_game(Backend::Sqlite).await;
}

#[tokio::test]
async fn four_player_ratings_and_stats_postgres() {
    four_player_game(Backend::Postgres).await;
}

async fn early_resignation(backend: Backend) {
    let Some(db) = TestDb::new(backend, "ratings-early").await else {
        return;
    };
    let server = Server::start(&db.url);
    let (mut clients, game) = full_room(&server, 2).await;
    let s = state(&mut clients[0], &game).await;
    let current = s.current as usize;
    let (status, body) = submit(&mut clients[current], &game, "r", s.version, &Move::Resign).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    for c in clients.iter_mut() {
        let list: RatingList = c.ok(Method::GET, "/v1/players/me/ratings", None).await;
        assert!(list.ratings.is_empty(), "not rated: {list:?}");
        // Still a game of their record.
        let page: StatsPage = c.ok(Method::GET, "/v1/players/me/stats", None).await;
        assert_eq!(page.overall.games, 1);
    }
    let page: StatsPage = clients[current]
        .ok(Method::GET, "/v1/players/me/stats", None)
        .await;
    assert_eq!((page.overall.losses, page.overall.eliminations), (1, 1));
    server.stop();
}

#[tokio::test]
async fn a_resignation_in_the_first_two_turns_is_not_rated_sqlite() {
    early_resignation(Backend::Sqlite).await;
}

#[tokio::test]
async fn a_resignation_in_the_first_two_turns_is_not_rated_postgres() {
    early_resignation(Backend::Postgres).await;
}

/// Run one statement with two binds on the test's database (setting up what only many games
/// would make).
async fn exec(url: &str, sql: &'static str, a: f64, b: &str) {
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        sqlx::query(sql)
            .bind(a)
            .bind(b)
            .execute(&pool)
            .await
            .unwrap();
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        sqlx::query(sql)
            .bind(a)
            .bind(b)
            .execute(&pool)
            .await
            .unwrap();
    }
}

async fn set_rating(url: &str, player: &str, rating: f64) {
    let sql = "INSERT INTO ratings (player_id, language, mode, rating, deviation, volatility, \
               games, updated_at) VALUES ($2, 'en', 'quick', $1, 60, 0.06, 30, 0)";
    exec(url, sql, rating, player).await;
}

async fn seek(c: &mut Client) -> SeekInfo {
    let body = json!({ "mode": "quick", "language": "en", "players": 2 });
    c.ok(Method::POST, "/v1/seeks", Some(&body)).await
}

async fn closer_rated(backend: Backend) {
    let Some(db) = TestDb::new(backend, "ratings-seeks").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut c: Vec<Client> = (0..3).map(|_| Client::new(&server.base)).collect();
    let mut ids = Vec::new();
    for (i, client) in c.iter_mut().enumerate() {
        ids.push(client.register(&format!("S{i}")).await);
    }
    // Old waits first at 1500; Far (1620) is out of its ± 100; Near (1580) is within range of
    // both and closer to Far: it pairs with Far though Old has waited longer.
    for (id, r) in ids.iter().zip([1500.0, 1620.0, 1580.0]) {
        set_rating(&db.url, id, r).await;
    }
    let old = seek(&mut c[0]).await;
    assert_eq!(old.status, SeekStatus::Pending);
    let far = seek(&mut c[1]).await;
    assert_eq!(far.status, SeekStatus::Pending, "120 apart: not yet");
    let near = seek(&mut c[2]).await;
    assert_eq!(near.status, SeekStatus::Matched);
    let room = near.room.unwrap();
    let names: Vec<&str> = room
        .players
        .iter()
        .map(|p| p.display_name.as_str())
        .collect();
    assert_eq!(names, ["S1", "S2"], "the closer-rated, older seat first");
    let shown: Vec<f64> = room
        .players
        .iter()
        .map(|p| p.rating.unwrap().rating)
        .collect();
    assert_eq!(shown, [1620.0, 1580.0], "ratings shown with the names");
    let old_now: SeekInfo = c[0]
        .ok(Method::GET, &format!("/v1/seeks/{}", old.seek_id), None)
        .await;
    assert_eq!(old_now.status, SeekStatus::Pending);
    server.stop();
}

#[tokio::test]
async fn matchmaking_pairs_the_closer_rated_of_three_sqlite() {
    closer_rated(Backend::Sqlite).await;
}

#[tokio::test]
async fn matchmaking_pairs_the_closer_rated_of_three_postgres() {
    closer_rated(Backend::Postgres).await;
}

async fn widening(backend: Backend) {
    let Some(db) = TestDb::new(backend, "ratings-widen").await else {
        return;
    };
    let server = Server::start(&db.url);
    let mut c: Vec<Client> = (0..2).map(|_| Client::new(&server.base)).collect();
    let mut ids = Vec::new();
    for (i, client) in c.iter_mut().enumerate() {
        ids.push(client.register(&format!("W{i}")).await);
    }
    set_rating(&db.url, &ids[0], 1500.0).await;
    set_rating(&db.url, &ids[1], 1750.0).await;
    let first = seek(&mut c[0]).await;
    let second = seek(&mut c[1]).await;
    assert_eq!(second.status, SeekStatus::Pending, "250 apart at first");
    // As if the first seek had waited 20 s: its range is ± 300 now.
    let sql = "UPDATE seeks SET created_at = created_at - CAST($1 AS BIGINT) WHERE id = $2";
    exec(&db.url, sql, 20_000.0, &first.seek_id).await;
    let polled: SeekInfo = c[1]
        .ok(Method::GET, &format!("/v1/seeks/{}", second.seek_id), None)
        .await;
    assert_eq!(polled.status, SeekStatus::Matched, "{polled:?}");
    server.stop();
}

#[tokio::test]
async fn the_range_widens_while_a_seek_waits_sqlite() {
    widening(Backend::Sqlite).await;
}

#[tokio::test]
async fn the_range_widens_while_a_seek_waits_postgres() {
    widening(Backend::Postgres).await;
}
