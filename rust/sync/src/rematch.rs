//! Rematches after a finished game and vacations from daily games, as calls of the v1 API.

use reqwest::Method;
use slovo_api::{RematchInfo, StartVacation, VacationInfo};

use crate::client::path_part;
use crate::{Client, SyncError};

/// What a player does with a rematch offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RematchReply {
    Accept,
    Decline,
}

impl Client {
    /// `GET /v1/games/{id}/rematch`: the rematch offered after a finished game.
    pub async fn rematch(&self, game_id: &str) -> Result<RematchInfo, SyncError> {
        let path = format!("/v1/games/{}/rematch", path_part(game_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    /// `POST /v1/games/{id}/rematch`: offer a rematch (this player's acceptance too).
    pub async fn offer_rematch(&self, game_id: &str) -> Result<RematchInfo, SyncError> {
        let path = format!("/v1/games/{}/rematch", path_part(game_id));
        self.call::<(), _>(Method::POST, &path, None).await
    }

    /// `POST /v1/games/{id}/rematch/accept|decline`: answer the offer; the last acceptance
    /// starts the new game (`new_game_id`).
    pub async fn answer_rematch(
        &self,
        game_id: &str,
        reply: RematchReply,
    ) -> Result<RematchInfo, SyncError> {
        let verb = match reply {
            RematchReply::Accept => "accept",
            RematchReply::Decline => "decline",
        };
        let path = format!("/v1/games/{}/rematch/{verb}", path_part(game_id));
        self.call::<(), _>(Method::POST, &path, None).await
    }

    /// `GET /v1/players/me/vacation`: the vacation now and this year's allowance.
    pub async fn vacation(&self) -> Result<VacationInfo, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/players/me/vacation", None)
            .await
    }

    /// `POST /v1/players/me/vacation`: pause every daily game for `days` whole days.
    pub async fn start_vacation(&self, days: u32) -> Result<VacationInfo, SyncError> {
        let body = StartVacation { days };
        self.call(Method::POST, "/v1/players/me/vacation", Some(&body))
            .await
    }

    /// `DELETE /v1/players/me/vacation`: back early.
    pub async fn end_vacation(&self) -> Result<VacationInfo, SyncError> {
        self.call::<(), _>(Method::DELETE, "/v1/players/me/vacation", None)
            .await
    }
}
