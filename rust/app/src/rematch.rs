//! Rematches after a finished online game and vacations from daily games, for the phones and
//! the CLI: calls of the registered account through slovo-sync.

pub use slovo_api::{
    RematchAnswer, RematchInfo, RematchSeat, RematchStatus, VacationInfo, VacationSpan,
};
use slovo_store::OnlineFamily;
use slovo_sync::RematchReply;

use crate::{App, AppError, Result};

/// The players of an online game of either family, as its local copy names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineSeats {
    /// My seat.
    pub seat: u8,
    /// Display names in seat order.
    pub names: Vec<String>,
    /// By seat: when the vacation of a player away now ends (Unix ms).
    pub vacation_until: Vec<Option<i64>>,
}

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

    /// My seat in the online game `game_id` (either family) on this device (`UnknownGame`
    /// when it is not here): whose answer of a rematch is mine.
    pub fn online_seat(&self, game_id: &str) -> Result<u8> {
        Ok(self.online_seats(game_id)?.seat)
    }

    /// The players of the online game `game_id` (either family) from its local copy.
    fn online_seats(&self, game_id: &str) -> Result<OnlineSeats> {
        let row = self
            .store()
            .online_game(game_id)?
            .ok_or_else(|| AppError::UnknownGame(game_id.to_string()))?;
        // Each family's view names its players alike: (name, vacation) by seat.
        let (seat, players): (u8, Vec<(String, Option<i64>)>) = match row.family {
            OnlineFamily::Word => {
                let state = slovo_sync::view::game_state(&row)?;
                let players = state.players.into_iter();
                (
                    state.seat,
                    players
                        .map(|p| (p.display_name, p.vacation_until))
                        .collect(),
                )
            }
            OnlineFamily::Tycoon => {
                let state = slovo_sync::tycoon::state_of(&row)?;
                let players = state.players.into_iter();
                (
                    state.seat,
                    players
                        .map(|p| (p.display_name, p.vacation_until))
                        .collect(),
                )
            }
        };
        let (names, vacation_until) = players.into_iter().unzip();
        Ok(OnlineSeats {
            seat,
            names,
            vacation_until,
        })
    }

    /// Bring the new game of an accepted rematch onto this device when it is not here yet
    /// (a sync: the games list names its code), so the screen opens it at once.
    pub fn fetch_rematch_game(&self, info: &RematchInfo) -> Result<()> {
        let Some(id) = &info.new_game_id else {
            return Ok(());
        };
        let here = self.store().online_game(id)?.is_some();
        if !here {
            self.with_engine(|engine| async move { engine.pull().await })?;
        }
        Ok(())
    }

    /// The players of the online game `game_id` (either family) with each one's vacation:
    /// when it ends (Unix ms) for the players away now, by seat. Read from the server when it
    /// answers (a vacation moves the daily deadlines without a new version of the game, so a
    /// sync would not bring it) and kept as the local copy; from the local copy when it does
    /// not.
    pub fn game_vacations(&self, game_id: &str) -> Result<OnlineSeats> {
        self.online_seats(game_id)?;
        match self.with_engine(|engine| async move { engine.refresh_game(game_id, None).await }) {
            Ok(_) => {}
            Err(AppError::Sync(e)) if e.is_transient() => {}
            Err(e) => return Err(e),
        }
        self.online_seats(game_id)
    }
}
