//! The post-game analysis screen's view model ([`slovo_app::App::analyze`]): the summary on
//! top, then each of the player's turns with the move made, the best option and the equity
//! lost, and the next best options for when a turn is opened; every label and number already
//! said in the interface language, the raw numbers beside them for the shells' logic.
//!
//! The analysis runs off the caller's thread; dropping the call's future (a cancelled
//! coroutine or task) stops it at the next turn.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};

use slovo_app::{GameAnalysis, display_name, move_message};
use slovo_engine::analysis::DEFAULT_TOP;
use slovo_engine::{AnalysedMove, RatedMove, TurnAnalysis};
use slovo_i18n::{Catalog, Message, decimal};
use slovo_rules::TileSet;

use crate::error::SlovoError;
use crate::slovo::Slovo;
use crate::stats::StatLine;
use crate::text::catalog;
use crate::worker::on_worker_thread;

/// One option of a turn: the move (`8H WORD`, `exchange ABC`, `pass`, said in the interface
/// language), its score and its equity (score plus the worth of the tiles kept).
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct AnalysisOption {
    /// 1 for the best option.
    pub rank: u32,
    pub text: String,
    pub score: i32,
    /// The equity with one decimal, as the language writes it.
    pub equity: String,
    pub equity_value: f64,
    /// This is the move the player made.
    pub is_made: bool,
}

/// One turn of the analysed player.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct AnalysisTurn {
    /// The game turn (1-based).
    pub turn: u32,
    /// `Turn 7`.
    pub title: String,
    /// The rack before the turn, in tile faces (`?` for a blank).
    pub rack: String,
    pub made: AnalysisOption,
    pub best: AnalysisOption,
    /// The equity lost with one decimal (`0.0` when the best was made).
    pub equity_lost: String,
    pub equity_lost_value: f64,
    pub best_made: bool,
    /// What to say about the turn: the best made, or the best and what was lost.
    pub verdict: String,
    /// Notes: an endgame turn's estimate, a play challenged off.
    pub notes: Vec<String>,
    /// The options after the best, best first.
    pub alternatives: Vec<AnalysisOption>,
}

/// The analysis of one player's turns of a finished game. `empty` is set (and `turns` is
/// empty) when the player made no turn.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct AnalysisScreen {
    pub game_id: String,
    /// `Ann: 12 turns`.
    pub title: String,
    pub seat: u8,
    /// Equity lost, points left on the table, best moves made, best and worst move.
    pub summary: Vec<StatLine>,
    pub equity_lost_value: f64,
    pub points_left_value: i32,
    pub turns: Vec<AnalysisTurn>,
    pub empty: Option<String>,
}

fn equity(catalog: &Catalog, x: f64) -> String {
    let text = decimal(catalog.lang(), x, 1);
    if x < 0.0 { format!("−{text}") } else { text }
}

fn move_text(catalog: &Catalog, mv: &AnalysedMove, tiles: &TileSet) -> String {
    catalog.render(&move_message(mv, tiles))
}

fn option(
    catalog: &Catalog,
    tiles: &TileSet,
    rank: usize,
    m: &RatedMove,
    made: &RatedMove,
) -> AnalysisOption {
    AnalysisOption {
        rank: rank as u32,
        text: move_text(catalog, &m.mv, tiles),
        score: m.score,
        equity: equity(catalog, m.equity),
        equity_value: m.equity,
        is_made: m.mv == made.mv,
    }
}

fn turn_item(catalog: &Catalog, tiles: &TileSet, t: &TurnAnalysis) -> AnalysisTurn {
    let best_made = t.made_rank == 1;
    let verdict = if best_made {
        catalog.text("analysis-turn-best-made", &[])
    } else {
        catalog.render(
            &Message::new("analysis-turn-best")
                .with("move", move_text(catalog, &t.best.mv, tiles))
                .with("score", t.best.score)
                .with("equity", equity(catalog, t.best.equity))
                .with("lost", equity(catalog, t.equity_lost)),
        )
    };
    let mut notes = Vec::new();
    if t.withdrawn {
        notes.push(catalog.text("analysis-withdrawn", &[]));
    }
    if t.endgame {
        notes.push(catalog.text("analysis-endgame", &[]));
    }
    AnalysisTurn {
        turn: t.turn,
        title: catalog.render(&Message::new("analysis-turn-title").with("turn", t.turn)),
        rack: tiles.kinds_text(&t.rack),
        made: AnalysisOption {
            rank: t.made_rank as u32,
            ..option(catalog, tiles, t.made_rank, &t.made, &t.made)
        },
        best: option(catalog, tiles, 1, &t.best, &t.made),
        equity_lost: equity(catalog, t.equity_lost),
        equity_lost_value: t.equity_lost,
        best_made,
        verdict,
        notes,
        alternatives: t
            .alternatives
            .iter()
            .enumerate()
            .map(|(i, o)| option(catalog, tiles, i + 2, o, &t.made))
            .collect(),
    }
}

/// The screen of `a`'s first analysed seat.
pub(crate) fn analysis_screen(
    catalog: &Catalog,
    game_id: &str,
    a: &GameAnalysis,
) -> AnalysisScreen {
    let tiles = a.tile_set.tiles();
    let seat = a.seats.first().copied().unwrap_or(0);
    let summary = a.analysis.summaries.iter().find(|s| s.player == seat);
    let turns: Vec<&TurnAnalysis> = a
        .analysis
        .turns
        .iter()
        .filter(|t| t.player == seat)
        .collect();
    let name = a
        .names
        .get(seat as usize)
        .map_or_else(String::new, |n| display_name(n, catalog));
    let line = |key: &str, value: String| StatLine {
        label: catalog.text(key, &[]),
        value,
    };
    let none = || catalog.text("analysis-summary-none", &[]);
    let mut lines = Vec::new();
    if let Some(s) = summary {
        lines.push(line(
            "analysis-summary-equity-lost",
            equity(catalog, s.equity_lost),
        ));
        lines.push(line(
            "analysis-summary-points-left",
            catalog.render(&Message::new("statistics-number").with("n", s.points_left)),
        ));
        lines.push(line(
            "analysis-summary-best-made",
            catalog.render(
                &Message::new("analysis-summary-best-made-value")
                    .with("made", s.best_made)
                    .with("turns", s.turns),
            ),
        ));
        let best = s.best_turn.map(|i| &a.analysis.turns[i]);
        lines.push(line(
            "analysis-summary-best-move",
            best.map_or_else(none, |t| {
                catalog.render(
                    &Message::new("analysis-summary-move-value")
                        .with("turn", t.turn)
                        .with("move", move_text(catalog, &t.made.mv, tiles))
                        .with("score", t.made.score),
                )
            }),
        ));
        let worst = s.worst_turn.map(|i| &a.analysis.turns[i]);
        lines.push(line(
            "analysis-summary-worst-move",
            worst.map_or_else(none, |t| {
                catalog.render(
                    &Message::new("analysis-summary-worst-value")
                        .with("turn", t.turn)
                        .with("move", move_text(catalog, &t.made.mv, tiles))
                        .with("lost", equity(catalog, t.equity_lost)),
                )
            }),
        ));
    }
    AnalysisScreen {
        game_id: game_id.to_string(),
        title: catalog.render(
            &Message::new("analysis-heading")
                .with("name", name)
                .with("turns", turns.len()),
        ),
        seat,
        summary: lines,
        equity_lost_value: summary.map_or(0.0, |s| s.equity_lost),
        points_left_value: summary.map_or(0, |s| s.points_left),
        empty: turns
            .is_empty()
            .then(|| catalog.text("analysis-no-turns", &[])),
        turns: turns
            .into_iter()
            .map(|t| turn_item(catalog, tiles, t))
            .collect(),
    }
}

/// A future that sets `cancel` when dropped before it resolves: the work it waits for then
/// stops at its next check.
struct CancelOnDrop<F> {
    inner: F,
    cancel: Arc<AtomicBool>,
    done: bool,
}

impl<F: Future + Unpin> Future for CancelOnDrop<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let out = Pin::new(&mut self.inner).poll(cx);
        if out.is_ready() {
            self.done = true;
        }
        out
    }
}

impl<F> Drop for CancelOnDrop<F> {
    fn drop(&mut self) {
        if !self.done {
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}

#[uniffi::export]
impl Slovo {
    /// The analysis of a finished game's turns by the hard bot's equity, for `seat` (a local
    /// game: any seat, by default the human's; an online game: only the player's own, the
    /// default; `InvalidArgument` otherwise, and for a game not over). Runs off the caller's
    /// thread; cancelling the call stops it.
    pub async fn analyze_game(
        &self,
        game_id: String,
        seat: Option<u8>,
    ) -> Result<AnalysisScreen, SlovoError> {
        let app = Arc::clone(&self.app);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let work = on_worker_thread(move || -> Result<AnalysisScreen, SlovoError> {
            let a = app.analyze_with(&game_id, seat, DEFAULT_TOP, Some(&flag))?;
            Ok(analysis_screen(&catalog(), &game_id, &a))
        });
        CancelOnDrop {
            inner: work,
            cancel,
            done: false,
        }
        .await?
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::block_on;

    #[test]
    fn dropping_the_future_cancels_the_work() {
        let cancel = Arc::new(AtomicBool::new(false));
        let seen = Arc::clone(&cancel);
        let (tx, rx) = std::sync::mpsc::channel();
        let work = on_worker_thread(move || {
            while !seen.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            tx.send(()).unwrap();
        });
        drop(CancelOnDrop {
            inner: work,
            cancel,
            done: false,
        });
        rx.recv_timeout(std::time::Duration::from_secs(10))
            .expect("the worker saw the cancel");
        // A future that resolved does not cancel.
        let flag = Arc::new(AtomicBool::new(false));
        let done = CancelOnDrop {
            inner: on_worker_thread(|| 7),
            cancel: Arc::clone(&flag),
            done: false,
        };
        assert_eq!(block_on(done).unwrap(), 7);
        assert!(!flag.load(Ordering::Relaxed));
    }
}
