//! Friends, invites, chat, blocks and reports: the social calls of the v1 API.

use reqwest::Method;
use slovo_api::{
    BlockEntry, BlockList, ChatMessage, ChatPage, ChatSettings, FriendAdded, FriendsPage, Invite,
    InviteFriend, InviteList, PlayerTarget, ReportList, ReportPlayer, ReportReceipt, RoomInfo,
    SendChat,
};

use crate::client::path_part;
use crate::{Client, SyncError};

impl Client {
    /// `GET /v1/friends`: the friend code, friends (presence, ratings) and requests.
    pub async fn friends(&self) -> Result<FriendsPage, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/friends", None).await
    }

    /// `POST /v1/friends`: ask a player (by friend code or by a seat of a shared game).
    pub async fn add_friend(&self, target: &PlayerTarget) -> Result<FriendAdded, SyncError> {
        self.call(Method::POST, "/v1/friends", Some(target)).await
    }

    pub async fn accept_friend(&self, player_id: &str) -> Result<FriendAdded, SyncError> {
        let path = format!("/v1/friends/{}/accept", path_part(player_id));
        self.call::<(), _>(Method::POST, &path, None).await
    }

    pub async fn decline_friend(&self, player_id: &str) -> Result<(), SyncError> {
        let path = format!("/v1/friends/{}/decline", path_part(player_id));
        self.fetch::<()>(Method::POST, &path, None).await.map(drop)
    }

    /// `DELETE /v1/friends/{id}`: end a friendship or withdraw a request.
    pub async fn remove_friend(&self, player_id: &str) -> Result<(), SyncError> {
        let path = format!("/v1/friends/{}", path_part(player_id));
        self.fetch::<()>(Method::DELETE, &path, None)
            .await
            .map(drop)
    }

    /// `POST /v1/friends/{id}/invite`: a new room for two, the friend invited to it.
    pub async fn invite_friend(
        &self,
        player_id: &str,
        terms: &InviteFriend,
    ) -> Result<Invite, SyncError> {
        let path = format!("/v1/friends/{}/invite", path_part(player_id));
        self.call(Method::POST, &path, Some(terms)).await
    }

    pub async fn invites(&self) -> Result<InviteList, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/invites", None).await
    }

    /// Accept an invite: the room, its game started.
    pub async fn accept_invite(&self, invite_id: &str) -> Result<RoomInfo, SyncError> {
        let path = format!("/v1/invites/{}/accept", path_part(invite_id));
        self.call::<(), _>(Method::POST, &path, None).await
    }

    pub async fn decline_invite(&self, invite_id: &str) -> Result<(), SyncError> {
        let path = format!("/v1/invites/{}/decline", path_part(invite_id));
        self.fetch::<()>(Method::POST, &path, None).await.map(drop)
    }

    /// `GET /v1/games/{id}/chat?since=SEQ`.
    pub async fn chat(&self, game_id: &str, since: i64) -> Result<ChatPage, SyncError> {
        let path = format!("/v1/games/{}/chat?since={since}", path_part(game_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    pub async fn send_chat(&self, game_id: &str, text: &str) -> Result<ChatMessage, SyncError> {
        let path = format!("/v1/games/{}/chat", path_part(game_id));
        let body = SendChat {
            text: text.to_string(),
        };
        self.call(Method::POST, &path, Some(&body)).await
    }

    pub async fn chat_settings(&self) -> Result<ChatSettings, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/players/me/chat", None)
            .await
    }

    /// Turn the chat on or off (off: neither seen nor sent).
    pub async fn set_chat(&self, enabled: bool) -> Result<ChatSettings, SyncError> {
        let body = ChatSettings { enabled };
        self.call(Method::PUT, "/v1/players/me/chat", Some(&body))
            .await
    }

    pub async fn blocks(&self) -> Result<BlockList, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/blocks", None).await
    }

    /// `POST /v1/blocks`: by a seat of a shared game or by player id.
    pub async fn block(&self, target: &PlayerTarget) -> Result<BlockEntry, SyncError> {
        self.call(Method::POST, "/v1/blocks", Some(target)).await
    }

    pub async fn unblock(&self, player_id: &str) -> Result<(), SyncError> {
        let path = format!("/v1/blocks/{}", path_part(player_id));
        self.fetch::<()>(Method::DELETE, &path, None)
            .await
            .map(drop)
    }

    pub async fn report(&self, report: &ReportPlayer) -> Result<ReportReceipt, SyncError> {
        self.call(Method::POST, "/v1/reports", Some(report)).await
    }

    pub async fn reports(&self) -> Result<ReportList, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/reports", None).await
    }
}
