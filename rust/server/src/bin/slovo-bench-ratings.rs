//! `slovo-bench-ratings`: how long the end of a game takes (the move's append with its result
//! rows and the Glicko-2 update of every player's rating, one transaction) and the statistics
//! query of `GET /v1/players/me/stats`, for one player with N finished games.
//!
//! `slovo-bench-ratings --database sqlite://PATH|postgres://URL [--games 10000]
//! [--players 2] [--queries 50]`: the database must be new (it is filled with the games).

use std::time::Instant;

use clap::Parser;
use slovo_server::games::storage::{Author, NewMove};
use slovo_server::players::results::{Outcome, SeatResult};
use slovo_server::players::storage::GameEnd;
use slovo_server::rooms::storage::{Room, Turn};
use slovo_server::storage::Storage;

#[derive(Parser)]
#[command(about)]
struct Args {
    /// A new database: sqlite://PATH or postgres://USER:PASS@HOST/DB.
    #[arg(long)]
    database: String,
    /// Finished games of the measured player.
    #[arg(long, default_value_t = 10_000)]
    games: usize,
    /// Players in each game (2 to 4).
    #[arg(long, default_value_t = 2)]
    players: usize,
    /// How many times the statistics are read.
    #[arg(long, default_value_t = 50)]
    queries: usize,
}

/// Milliseconds at the median and at the 95th percentile.
fn percentiles(mut ms: Vec<f64>) -> (f64, f64) {
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let storage = Storage::open(&args.database).await?;
    let players: Vec<String> = (0..args.players.clamp(2, 4) * 8)
        .map(|i| format!("bench{i:04}"))
        .collect();
    for p in &players {
        storage.insert_device(p, &format!("hash-{p}"), p, 0).await?;
    }
    let me = &players[0];
    let seats = args.players.clamp(2, 4);
    let mut ends = Vec::with_capacity(args.games);
    for n in 0..args.games {
        // The measured player against a rotating set of opponents, with varied results.
        let mut in_game = vec![me.clone()];
        in_game.extend((0..seats - 1).map(|k| players[1 + (n + k) % (players.len() - 1)].clone()));
        let room = Room {
            id: format!("game{n:06}"),
            code: format!("C{n:07}"),
            mode: if n % 3 == 0 { "daily" } else { "quick" }.into(),
            language: if n % 2 == 0 { "en" } else { "sk" }.into(),
            seats: seats as i64,
            minutes: 10,
            created_by: me.clone(),
            created_at: n as i64,
            config: None,
            version: 0,
            started_at: None,
            finished_at: None,
            turn: None,
            family: "word".into(),
        };
        storage.insert_room(&room).await?;
        for (seat, p) in in_game.iter().enumerate().skip(1) {
            let start = (seat + 1 == seats).then_some((
                "{}",
                Turn {
                    seat: 0,
                    due_at: i64::MAX,
                },
                &[][..],
            ));
            storage
                .take_seat(&room.id, seat as i64, p, n as i64, start)
                .await?;
        }
        let results = (0..seats)
            .map(|s| {
                let place = ((n + s) % seats) as u8 + 1;
                SeatResult {
                    seat: s as u8,
                    place,
                    outcome: if place == 1 {
                        Outcome::Win
                    } else {
                        Outcome::Loss
                    },
                    score: 300 + ((n * 7 + s * 13) % 200) as i32,
                    opponent_score: 350.0,
                    best_play: Some((format!("WORD{}", n % 97), 20 + ((n + s) % 90) as i32)),
                    bingos: ((n + s) % 3) as u32,
                    eliminated: None,
                    rated: true,
                }
            })
            .collect();
        let end = GameEnd {
            language: room.language.clone(),
            mode: room.mode.clone(),
            players: in_game,
            results,
        };
        let started = Instant::now();
        storage
            .append_move(&NewMove {
                game_id: &room.id,
                version: 1,
                move_id: "end",
                author: Author::Player,
                device_id: me,
                seat: 0,
                actions: "[]",
                response: "{}",
                now: 1_000 + n as i64,
                turn: None,
                notifications: &[],
                end: Some(&end),
            })
            .await?;
        ends.push(started.elapsed().as_secs_f64() * 1e3);
    }
    let mut reads = Vec::with_capacity(args.queries);
    for _ in 0..args.queries {
        let started = Instant::now();
        let sums = storage.result_sums(me).await?;
        let best = storage.best_plays(me, &sums).await?;
        reads.push(started.elapsed().as_secs_f64() * 1e3);
        assert_eq!(
            sums.iter().map(|s| s.games).sum::<i64>() as usize,
            args.games
        );
        assert!(!best.is_empty());
    }
    let (end_median, end_p95) = percentiles(ends);
    let (read_median, read_p95) = percentiles(reads);
    println!(
        "{} on {}: {} games of {seats}; game end with ratings: median {end_median:.3} ms, p95 {end_p95:.3} ms; \
         statistics of a player with {} games: median {read_median:.3} ms, p95 {read_p95:.3} ms ({} reads)",
        env!("CARGO_BIN_NAME"),
        storage.backend(),
        args.games,
        args.games,
        args.queries,
    );
    Ok(())
}
