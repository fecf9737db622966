//! `slovo online stats` and `slovo online ratings` against a real `slovo-server` after a
//! finished daily game of passes: the record is the one the racks left give, the ratings
//! the ones Glicko-2 computed by hand gives; and their failures speak the reader's language.

mod online_support;

use online_support::{Server, TempDir, online, online_ok, show};
use slovo_i18n::{Catalog, Message, UiLang};
use slovo_rules::TileSetId;

/// Glicko-2's scale (Glickman, "Example of the Glicko-2 system", 2013).
const SCALE: f64 = 173.7178;

/// One rating period of a 1500 ± 350 (volatility 0.06) player against another, with the
/// result `s` (1 a win, 0.5 a draw, 0 a loss) and the server's τ of 0.5: (rating, deviation).
fn glicko2_first_game(s: f64) -> (f64, f64) {
    let (tau, sigma) = (0.5_f64, 0.06_f64);
    // Both start at μ 0 (rating 1500), so the expected score is E(μ, μ_j) = 1/2.
    let (mu, phi) = (0.0, 350.0 / SCALE);
    let g = 1.0 / (1.0 + 3.0 * phi * phi / std::f64::consts::PI.powi(2)).sqrt();
    let e = 0.5;
    let v = 1.0 / (g * g * e * (1.0 - e));
    let delta = v * g * (s - e);
    // The new volatility by the Illinois algorithm (step 5).
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 1e-6 {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            (big_a, fa) = (big_b, fb);
        } else {
            fa /= 2.0;
        }
        (big_b, fb) = (c, fc);
    }
    let sigma2 = (big_a / 2.0).exp();
    let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
    let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu2 = mu + phi2 * phi2 * g * (s - e);
    (1500.0 + SCALE * mu2, SCALE * phi2)
}

#[test]
fn stats_and_ratings_after_a_finished_game_are_what_its_moves_give() {
    let tmp = TempDir::new("online-stats");
    let mut server = Server::start(&tmp.join("server.db"));
    let url = server.url();
    let (ana, bob) = (&tmp.join("ana"), &tmp.join("bob"));
    online_ok(ana, Some(&url), &["register", "Ana"]);
    online_ok(bob, Some(&url), &["register", "Bob"]);
    let en = |dir, args: &[&str]| online_ok(dir, None, &[&["--ui-lang", "en"], args].concat());
    assert_eq!(en(ana, &["stats"]), "No finished online games yet.\n");
    assert_eq!(
        en(ana, &["ratings"]),
        "No rated games yet: everyone starts at 1500.\n"
    );

    let created = online_ok(ana, None, &["create", "--mode", "daily", "--lang", "en"]);
    let code = created.lines().last().unwrap().trim().to_string();
    online_ok(bob, None, &["join", &code]);
    online_ok(ana, None, &["sync"]);
    // Each seat's rack, seen by its own player only; passes leave them as they are.
    let racks: Vec<(std::path::PathBuf, String)> = [ana, bob]
        .iter()
        .map(|dir| {
            (
                dir.to_path_buf(),
                show(dir, &code)["rack"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    // English classic: two scoreless rounds end the game.
    for _ in 0..2 {
        for _ in 0..2 {
            let mover = if show(ana, &code)["my_turn"] == true {
                ana
            } else {
                bob
            };
            online_ok(mover, None, &["play", &code, "pass"]);
            online_ok(ana, None, &["sync"]);
            online_ok(bob, None, &["sync"]);
        }
    }
    assert_eq!(show(ana, &code)["status"], "finished");

    // Nobody went out: each final score is minus the points left on the rack.
    let tiles = TileSetId::English.tiles();
    let left = |rack: &str| -> i32 {
        let kinds = tiles.parse_rack(rack).unwrap();
        -(kinds.iter().map(|&k| tiles.points(k)).sum::<u32>() as i32)
    };
    let (ana_score, bob_score) = (left(&racks[0].1), left(&racks[1].1));
    assert_eq!(
        show(ana, &code)["scores"],
        serde_json::json!(if show(ana, &code)["seat"] == 0 {
            [ana_score, bob_score]
        } else {
            [bob_score, ana_score]
        })
    );
    for (me, mine, theirs) in [(ana, ana_score, bob_score), (bob, bob_score, ana_score)] {
        let (won, lost, drawn) = match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => (1, 0, 0),
            std::cmp::Ordering::Less => (0, 1, 0),
            std::cmp::Ordering::Equal => (0, 0, 1),
        };
        let record = format!(
            "1 game: {won} won, {lost} lost, {drawn} drawn\n\
             Average score {mine} (opponents {theirs}), highest game {mine}\n\
             Best play: none yet\nBingos per game 0.00, eliminations 0\n"
        );
        assert_eq!(
            en(me, &["stats"]),
            format!("All games:\n{record}English, daily:\n{record}")
        );
        let (rating, deviation) = glicko2_first_game(f64::from(won) + f64::from(drawn) / 2.0);
        assert_eq!(
            en(me, &["ratings"]),
            format!(
                "English, daily: {} ± {} (1 game)\n",
                // Written as the interface writes numbers: 1,662.
                slovo_i18n::number(UiLang::En, rating.round() as i64),
                deviation.round()
            )
        );
        let list: serde_json::Value =
            serde_json::from_str(&online_ok(me, None, &["ratings", "--json"])).unwrap();
        let exact = list["ratings"][0]["rating"].as_f64().unwrap();
        assert!((exact - rating).abs() < 0.01, "{exact} vs {rating}");
    }

    // The server away: the refusal in the reader's language.
    server.stop();
    let sk = Catalog::new(UiLang::Sk).render(&Message::new("sync-unreachable"));
    for command in ["stats", "ratings"] {
        let out = online(ana, None, &["--ui-lang", "sk", command]);
        assert!(!out.status.success());
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains(&sk), "{command}: {said}");
    }
}
