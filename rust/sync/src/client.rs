//! The v1 REST API as typed async calls (reqwest). Every failure is a [`SyncError`]: no answer
//! is `Unreachable`, an error body is `Server` with the server's code.

use std::time::Duration;

use reqwest::Method;
use serde::Serialize;
use serde::de::DeserializeOwned;
use slovo_api::{
    CreateRoom, CreateSeek, DeviceRegistered, ErrorBody, EventsPage, GameList, GameState,
    MoveAccepted, RegisterDevice, RoomInfo, SeekInfo, SubmitMove,
};

use crate::SyncError;

/// How long to wait for a connection, and for a whole answer.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);

/// One device's connection to a server.
#[derive(Debug, Clone)]
pub struct Client {
    http: reqwest::Client,
    base: String,
    token: Option<String>,
}

fn unreachable(e: reqwest::Error) -> SyncError {
    // reqwest's Display hides the cause ("error sending request"); the source names it.
    let mut text = e.to_string();
    let mut source = std::error::Error::source(&e);
    while let Some(s) = source {
        text = format!("{text}: {s}");
        source = s.source();
    }
    SyncError::Unreachable(text)
}

impl Client {
    /// A client for the server at `base` (`http://host:port`), with the device's token once
    /// registered.
    pub fn new(base: &str, token: Option<&str>) -> Result<Client, SyncError> {
        let http = reqwest::Client::builder()
            .connect_timeout(CONNECT_TIMEOUT)
            .timeout(REQUEST_TIMEOUT)
            .build()
            .map_err(unreachable)?;
        Ok(Client {
            http,
            base: base.trim_end_matches('/').to_string(),
            token: token.map(str::to_string),
        })
    }

    async fn call<B: Serialize, T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        body: Option<&B>,
    ) -> Result<T, SyncError> {
        let mut req = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = &self.token {
            req = req.bearer_auth(token);
        }
        if let Some(body) = body {
            req = req.json(body);
        }
        let resp = req.send().await.map_err(unreachable)?;
        let status = resp.status();
        // A body cut off midway is as good as no answer.
        let bytes = resp.bytes().await.map_err(unreachable)?;
        if status.is_success() {
            return serde_json::from_slice(&bytes)
                .map_err(|e| SyncError::BadAnswer(format!("{path}: {e}")));
        }
        match serde_json::from_slice::<ErrorBody>(&bytes) {
            Ok(body) => Err(SyncError::Server {
                status: status.as_u16(),
                code: body.error.code,
                message: body.error.message,
                rule: body.error.rule,
                state: body.state,
            }),
            // Not the server's own error body (a proxy's page, a cut-off answer).
            Err(_) => Err(SyncError::Server {
                status: status.as_u16(),
                code: "http_error".to_string(),
                message: format!("HTTP {status} on {path}"),
                rule: None,
                state: None,
            }),
        }
    }

    pub async fn register(&self, display_name: &str) -> Result<DeviceRegistered, SyncError> {
        let body = RegisterDevice {
            display_name: display_name.to_string(),
        };
        self.call(Method::POST, "/v1/devices", Some(&body)).await
    }

    pub async fn create_room(&self, room: &CreateRoom) -> Result<RoomInfo, SyncError> {
        self.call(Method::POST, "/v1/rooms", Some(room)).await
    }

    pub async fn room(&self, code: &str) -> Result<RoomInfo, SyncError> {
        self.call::<(), _>(Method::GET, &format!("/v1/rooms/{}", path_part(code)), None)
            .await
    }

    pub async fn join_room(&self, code: &str) -> Result<RoomInfo, SyncError> {
        let path = format!("/v1/rooms/{}/join", path_part(code));
        self.call::<(), _>(Method::POST, &path, None).await
    }

    pub async fn seek(&self, seek: &CreateSeek) -> Result<SeekInfo, SyncError> {
        self.call(Method::POST, "/v1/seeks", Some(seek)).await
    }

    pub async fn seek_status(&self, seek_id: &str) -> Result<SeekInfo, SyncError> {
        let path = format!("/v1/seeks/{}", path_part(seek_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    pub async fn games(&self) -> Result<GameList, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/games", None).await
    }

    pub async fn game(&self, game_id: &str) -> Result<GameState, SyncError> {
        let path = format!("/v1/games/{}", path_part(game_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    pub async fn events(&self, game_id: &str, since: i64) -> Result<EventsPage, SyncError> {
        let path = format!("/v1/games/{}/events?since={since}", path_part(game_id));
        self.call::<(), _>(Method::GET, &path, None).await
    }

    pub async fn submit_move(
        &self,
        game_id: &str,
        mv: &SubmitMove,
    ) -> Result<MoveAccepted, SyncError> {
        let path = format!("/v1/games/{}/moves", path_part(game_id));
        self.call(Method::POST, &path, Some(mv)).await
    }
}

/// Ids and codes come from the server or the player; keep them one path segment.
fn path_part(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect()
}
