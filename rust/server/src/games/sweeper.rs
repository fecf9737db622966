//! The sweeper: times out players whose clock ran out, whether or not anyone is connected.

use super::moves::time_out;
use super::routes::{Loaded, load_seat};
use crate::error::ApiError;
use crate::{AppState, now_ms};

/// How often the sweeper looks at the games' clocks.
const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_millis(250);
/// Games one sweeper claims at a time, and how long its claim keeps other instances away.
const SWEEP_BATCH: i64 = 64;
const SWEEP_CLAIM_MS: i64 = 30_000;

/// Flags fallen clocks (a quick game's chess clock, a daily game's move deadline), whether or
/// not anyone is connected, also for deadlines that passed while the server was down: the
/// player to move whose time ran out gets `Move::TimeOut`, through the same version-checked
/// append as any move. With several instances each sweeper claims the due games it looks at
/// (`FOR UPDATE SKIP LOCKED` on PostgreSQL, a claim that lapses after 30 s), so they split the
/// work; should two still meet on a game, the version check lets one apply the time-out.
pub async fn sweeper(state: AppState) {
    let mut tick = tokio::time::interval(SWEEP_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    for round in 0u64.. {
        tick.tick().await;
        // About once a minute: forget rate-limit keys gone quiet and idle game locks.
        if round.is_multiple_of(240) {
            state.limits.prune();
            state.locks.prune();
        }
        loop {
            let claimed = claim_due_games(&state).await;
            let mut tally = Tally::default();
            for id in &claimed {
                tally.count(sweep_claimed(&state, id).await);
            }
            if tally.stuck > 0 {
                tracing::warn!(
                    claimed = claimed.len(),
                    stuck = tally.stuck,
                    progressed = tally.progressed,
                    "sweeper: due games made no progress (kept until their claims lapse)"
                );
            }
            if !tally.sweep_again(claimed.len()) {
                break;
            }
        }
    }
}

/// What one sweep of claimed games came to.
#[derive(Default)]
struct Tally {
    /// Timed out or their turn recorded.
    progressed: usize,
    /// Due but nothing could be done (an error, or nothing to do): kept claimed.
    stuck: usize,
}

impl Tally {
    fn count(&mut self, swept: Option<Swept>) {
        match swept {
            Some(Swept::TimedOut | Swept::TurnRecorded) => self.progressed += 1,
            Some(Swept::Raced) => {}
            Some(Swept::Idle) | None => self.stuck += 1,
        }
    }

    /// Claim another batch at once only after a full one that did something: a batch that
    /// made no progress would be claimed and swept again in a loop.
    fn sweep_again(&self, claimed: usize) -> bool {
        claimed >= SWEEP_BATCH as usize && self.progressed > 0
    }
}

/// What sweeping one due game did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Swept {
    /// The flag fell: the player to move was timed out.
    TimedOut,
    /// Not due yet: its turn was recorded.
    TurnRecorded,
    /// A move or another instance changed the game first: the next sweep looks again.
    Raced,
    /// Due, yet nothing to do (its game is over): looked at again when the claim lapses.
    Idle,
}

/// Sweep a claimed game and release it unless it is stuck (then it is tried again when the
/// claim lapses, not at every tick); `None` on an error, logged.
async fn sweep_claimed(state: &AppState, id: &str) -> Option<Swept> {
    tracing::debug!(game = %id, "sweeping");
    let swept = match sweep_game(state, id).await {
        Ok(swept) => swept,
        Err(e) => {
            tracing::warn!(game = %id, code = e.code, error = %e.message, "sweeper");
            return None;
        }
    };
    if swept != Swept::Idle
        && let Err(e) = state.storage.release_sweep(id).await
    {
        tracing::warn!(game = %id, error = %e, "sweeper: releasing");
    }
    Some(swept)
}

/// The games this instance sweeps now (none when nothing is due, found without writing).
async fn claim_due_games(state: &AppState) -> Vec<String> {
    let now = now_ms();
    let claimed = match state.storage.any_game_due(now).await {
        Ok(false) => Ok(Vec::new()),
        Ok(true) => {
            let until = now + SWEEP_CLAIM_MS;
            state.storage.claim_due_games(now, until, SWEEP_BATCH).await
        }
        Err(e) => Err(e),
    };
    claimed.unwrap_or_else(|e| {
        tracing::warn!(error = %e, "sweeper: claiming due games");
        Vec::new()
    })
}

async fn sweep_game(state: &AppState, id: &str) -> Result<Swept, ApiError> {
    let lock = state.locks.for_game(id);
    let _guard = lock.lock().await;
    let room = state
        .storage
        .room_by_id(id)
        .await?
        .ok_or_else(|| ApiError::internal("a claimed game vanished"))?;
    if room.family == crate::api::GameFamily::Tycoon.name() {
        use crate::tycoon::routes::{Swept as Tycoon, sweep};
        return match sweep(state, room).await {
            Ok(Tycoon::TimedOut) => Ok(Swept::TimedOut),
            Ok(Tycoon::TurnRecorded) => Ok(Swept::TurnRecorded),
            Ok(Tycoon::Idle) => Ok(Swept::Idle),
            Err(e) if e.is_lost_race() => Ok(Swept::Raced),
            Err(e) => Err(e),
        };
    }
    let seats = state.storage.seats(&room.id).await?;
    let mut g = load_seat(state, room, seats, 0).await?;
    if g.rebuilt.game.is_over() {
        return Ok(Swept::Idle);
    }
    if !g.rebuilt.flag_fallen(now_ms()) {
        // Not due yet (a room from before turns were recorded, a stale row, or a deadline a
        // vacation moved): record when.
        return Ok(if record_turn(state, &g).await? {
            Swept::TurnRecorded
        } else {
            Swept::Idle
        });
    }
    match time_out(state, &mut g).await {
        Ok(()) => Ok(Swept::TimedOut),
        // Another instance flagged it first, or a move got in: the next sweep looks again.
        Err(e) if e.is_lost_race() => Ok(Swept::Raced),
        Err(e) => Err(e),
    }
}

/// Record the loaded game's turn (who is to move, when it is due) where the room holds
/// another; whether it did.
pub(crate) async fn record_turn(state: &AppState, g: &Loaded) -> Result<bool, ApiError> {
    match g.rebuilt.turn() {
        Some(turn) if g.room.turn != Some(turn) => {
            let version = g.rebuilt.version();
            state.storage.set_turn(&g.room.id, version, turn).await?;
            Ok(true)
        }
        _ => Ok(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sweep_that_made_no_progress_does_not_go_again() {
        let full = SWEEP_BATCH as usize;
        let mut raced = Tally::default();
        (0..full).for_each(|_| raced.count(Some(Swept::Raced)));
        assert!(!raced.sweep_again(full));
        assert_eq!(raced.stuck, 0, "a lost race is not stuck");
        let mut stuck = Tally::default();
        (0..full).for_each(|_| stuck.count(None));
        assert_eq!(stuck.stuck, full);
        assert!(!stuck.sweep_again(full));
        stuck.count(Some(Swept::TimedOut));
        assert!(stuck.sweep_again(full));
        assert!(
            !stuck.sweep_again(full - 1),
            "a short batch was all there was"
        );
    }
}
