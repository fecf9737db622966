//! Rematches after a finished online game and vacations from daily games, for the phones and
//! the CLI: calls of the registered account through slovo-sync.

pub use slovo_api::{
    RematchAnswer, RematchInfo, RematchSeat, RematchStatus, VacationInfo, VacationSpan,
};
use slovo_sync::RematchReply;

use crate::{App, Result};

impl App {
    /// The rematch offered after the finished online game `game_id`.
    pub fn rematch(&self, game_id: &str) -> Result<RematchInfo> {
        self.with_engine(|engine| async move { engine.client().rematch(game_id).await })
    }

    /// Offer a rematch of the finished online game `game_id` (this player's acceptance too);
    /// the other players are told.
    pub fn offer_rematch(&self, game_id: &str) -> Result<RematchInfo> {
        self.with_engine(|engine| async move { engine.client().offer_rematch(game_id).await })
    }

    /// Accept or decline the rematch offered after `game_id`. The last acceptance starts the
    /// new game (`new_game_id`), which comes with the next sync.
    pub fn answer_rematch(&self, game_id: &str, accept: bool) -> Result<RematchInfo> {
        let reply = if accept {
            RematchReply::Accept
        } else {
            RematchReply::Decline
        };
        self.with_engine(
            |engine| async move { engine.client().answer_rematch(game_id, reply).await },
        )
    }

    /// This player's vacation now and the days used of this year's allowance.
    pub fn vacation(&self) -> Result<VacationInfo> {
        self.with_engine(|engine| async move { engine.client().vacation().await })
    }

    /// Pause every daily online game of this player for `days` whole days from now.
    pub fn start_vacation(&self, days: u32) -> Result<VacationInfo> {
        self.with_engine(|engine| async move { engine.client().start_vacation(days).await })
    }

    /// Come back from vacation early; the deadlines move by the time paused.
    pub fn end_vacation(&self) -> Result<VacationInfo> {
        self.with_engine(|engine| async move { engine.client().end_vacation().await })
    }
}
