//! The benchmark's figures: throughput, latency percentiles and errors, as text or JSON.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use serde::Serialize;

use crate::sim::GameRun;

/// Latency figures of one kind of request, in milliseconds.
#[derive(Debug, Default, Serialize)]
pub struct Latencies {
    pub count: usize,
    pub mean_ms: f64,
    pub p50_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
}

impl Latencies {
    fn of(mut samples: Vec<Duration>) -> Latencies {
        if samples.is_empty() {
            return Latencies::default();
        }
        samples.sort_unstable();
        let total: Duration = samples.iter().sum();
        Latencies {
            count: samples.len(),
            mean_ms: ms(total) / samples.len() as f64,
            p50_ms: ms(percentile(&samples, 50.0)),
            p90_ms: ms(percentile(&samples, 90.0)),
            p99_ms: ms(percentile(&samples, 99.0)),
            max_ms: ms(samples[samples.len() - 1]),
        }
    }
}

/// Nearest-rank percentile of sorted, non-empty samples.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[derive(Debug, Serialize)]
pub struct Report {
    /// The server's URL and, when spawned, its database kind.
    pub target: String,
    pub games: usize,
    pub players: u8,
    pub games_finished: usize,
    pub moves_applied: u64,
    /// Registering, opening and joining rooms (not part of the throughput).
    pub setup_s: f64,
    /// From the first move request to the last game's end.
    pub wall_s: f64,
    pub moves_per_s: f64,
    /// `POST /v1/games/{id}/moves`.
    pub submit: Latencies,
    /// `GET /v1/games/{id}`.
    pub read: Latencies,
    /// Failed requests by kind (the server's error code).
    pub errors: BTreeMap<String, u64>,
}

impl Report {
    pub fn new(
        target: String,
        players: u8,
        runs: Vec<GameRun>,
        setup: Duration,
        wall: Duration,
    ) -> Report {
        let games = runs.len();
        let mut moves = 0;
        let mut finished = 0;
        let (mut reads, mut submits) = (Vec::new(), Vec::new());
        let mut errors = BTreeMap::new();
        for run in runs {
            moves += run.moves;
            finished += usize::from(run.finished);
            reads.extend(run.reads);
            submits.extend(run.submits);
            for (kind, n) in run.errors {
                *errors.entry(kind).or_default() += n;
            }
        }
        Report {
            target,
            games,
            players,
            games_finished: finished,
            moves_applied: moves,
            setup_s: setup.as_secs_f64(),
            wall_s: wall.as_secs_f64(),
            moves_per_s: moves as f64 / wall.as_secs_f64().max(f64::EPSILON),
            submit: Latencies::of(submits),
            read: Latencies::of(reads),
            errors,
        }
    }
}

impl fmt::Display for Latencies {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "n={:<6} p50 {:7.2}  p90 {:7.2}  p99 {:7.2}  max {:7.2}  mean {:7.2}",
            self.count, self.p50_ms, self.p90_ms, self.p99_ms, self.max_ms, self.mean_ms
        )
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "slovo-load against {}", self.target)?;
        writeln!(
            f,
            "  games          {} x {} players, {} finished (setup {:.2} s)",
            self.games, self.players, self.games_finished, self.setup_s
        )?;
        writeln!(
            f,
            "  moves          {} applied in {:.2} s = {:.1} moves/s",
            self.moves_applied, self.wall_s, self.moves_per_s
        )?;
        writeln!(f, "  submit (ms)    {}", self.submit)?;
        writeln!(f, "  read (ms)      {}", self.read)?;
        if self.errors.is_empty() {
            return writeln!(f, "  errors         none");
        }
        for (kind, n) in &self.errors {
            writeln!(f, "  error          {kind}: {n}")?;
        }
        Ok(())
    }
}
