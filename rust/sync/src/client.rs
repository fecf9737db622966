//! The v1 REST API as typed async calls (reqwest). Every failure is a [`SyncError`]: no answer
//! is `Unreachable`, an error body is `Server` with the server's code.

use std::time::Duration;

use eventsource_stream::Eventsource;
use futures_util::{Stream, StreamExt};
use reqwest::{Method, StatusCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use slovo_api::{
    CreateRoom, CreateSeek, DeviceInfo, DeviceRegistered, ErrorBody, EventsPage, GameList,
    GameState, MoveAccepted, RatingList, RegisterDevice, RegisterPush, RoomInfo, SeekInfo,
    StatsPage, StreamUpdate, SubmitMove,
};

use crate::SyncError;

/// How long to wait for a connection, and for a whole answer.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);
/// A live stream has no end; silence this long on one (the server sends a comment every 15 s)
/// means the connection is gone.
const STREAM_IDLE: Duration = Duration::from_secs(45);

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

    fn request(
        &self,
        http: &reqwest::Client,
        method: Method,
        path: &str,
    ) -> reqwest::RequestBuilder {
        let req = http.request(method, format!("{}{path}", self.base));
        match &self.token {
            Some(token) => req.bearer_auth(token),
            None => req,
        }
    }

    /// A request's successful answer: its status and body (the refusal otherwise).
    pub(crate) async fn fetch<B: Serialize>(
        &self,
        method: Method,
        path: &str,
        body: Option<&B>,
    ) -> Result<(StatusCode, Vec<u8>), SyncError> {
        let mut req = self.request(&self.http, method, path);
        if let Some(body) = body {
            req = req.json(body);
        }
        let resp = req.send().await.map_err(unreachable)?;
        let status = resp.status();
        // A body cut off midway is as good as no answer.
        let bytes = resp.bytes().await.map_err(unreachable)?;
        if status.is_success() {
            return Ok((status, bytes.to_vec()));
        }
        Err(refusal(status, &bytes, path))
    }

    pub(crate) async fn call<B: Serialize, T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        body: Option<&B>,
    ) -> Result<T, SyncError> {
        let (_, bytes) = self.fetch(method, path, body).await?;
        decode(&bytes, path)
    }

    pub async fn register(&self, display_name: &str) -> Result<DeviceRegistered, SyncError> {
        let body = RegisterDevice {
            display_name: display_name.to_string(),
        };
        self.call(Method::POST, "/v1/devices", Some(&body)).await
    }

    /// `GET /v1/devices/me`: this device as the server knows it.
    pub async fn device(&self) -> Result<DeviceInfo, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/devices/me", None)
            .await
    }

    /// `PUT /v1/devices/me/push`: send this device's notifications to `push` (replacing any
    /// earlier token of the device).
    pub async fn set_push(&self, push: &RegisterPush) -> Result<(), SyncError> {
        self.fetch(Method::PUT, "/v1/devices/me/push", Some(push))
            .await
            .map(drop)
    }

    /// `DELETE /v1/devices/me/push`: send this device no more notifications.
    pub async fn clear_push(&self) -> Result<(), SyncError> {
        self.fetch::<()>(Method::DELETE, "/v1/devices/me/push", None)
            .await
            .map(drop)
    }

    /// `GET /v1/players/me/ratings`: this player's ratings, per language and mode.
    pub async fn ratings(&self) -> Result<RatingList, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/players/me/ratings", None)
            .await
    }

    /// `GET /v1/players/me/stats`: this player's record, overall and per language and mode.
    pub async fn stats(&self) -> Result<StatsPage, SyncError> {
        self.call::<(), _>(Method::GET, "/v1/players/me/stats", None)
            .await
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

    /// `DELETE /v1/seeks/{id}`: withdraw a waiting seek. `None` once withdrawn (it will not
    /// be matched); the seek with its room when it was matched first.
    pub async fn cancel_seek(&self, seek_id: &str) -> Result<Option<SeekInfo>, SyncError> {
        let path = format!("/v1/seeks/{}", path_part(seek_id));
        let (status, body) = self.fetch::<()>(Method::DELETE, &path, None).await?;
        if status == StatusCode::NO_CONTENT {
            return Ok(None);
        }
        decode(&body, &path).map(Some)
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

    /// Follow a game live (server-sent events): first what happened after `since` (if
    /// anything did), then each new version as the server applies it. The stream ends, or
    /// yields `Unreachable`, when the connection does.
    pub async fn stream(
        &self,
        game_id: &str,
        since: i64,
    ) -> Result<impl Stream<Item = Result<StreamUpdate, SyncError>> + use<>, SyncError> {
        // Not the calls' client: its total timeout would cut every stream after 20 s.
        let http = reqwest::Client::builder()
            .connect_timeout(CONNECT_TIMEOUT)
            .read_timeout(STREAM_IDLE)
            .build()
            .map_err(unreachable)?;
        let path = format!("/v1/games/{}/stream?since={since}", path_part(game_id));
        let resp = self
            .request(&http, Method::GET, &path)
            .header("accept", "text/event-stream")
            .send()
            .await
            .map_err(unreachable)?;
        let status = resp.status();
        if !status.is_success() {
            let bytes = resp.bytes().await.map_err(unreachable)?;
            return Err(refusal(status, &bytes, &path));
        }
        Ok(resp
            .bytes_stream()
            .eventsource()
            .filter_map(|event| async move {
                match event {
                    Ok(e) if e.event == "version" => Some(
                        serde_json::from_str(&e.data)
                            .map_err(|e| SyncError::BadAnswer(format!("stream: {e}"))),
                    ),
                    Ok(_) => None,
                    Err(e) => Some(Err(SyncError::Unreachable(format!("stream: {e}")))),
                }
            }))
    }
}

/// A successful answer's body as `T`.
fn decode<T: DeserializeOwned>(body: &[u8], path: &str) -> Result<T, SyncError> {
    serde_json::from_slice(body).map_err(|e| SyncError::BadAnswer(format!("{path}: {e}")))
}

/// The error an answer of `status` with `body` stands for.
fn refusal(status: StatusCode, body: &[u8], path: &str) -> SyncError {
    match serde_json::from_slice::<ErrorBody>(body) {
        Ok(body) => SyncError::Server {
            status: status.as_u16(),
            code: body.error.code,
            message: body.error.message,
            rule: body.error.rule,
            state: body.state,
        },
        // Not the server's own error body (a proxy's page, a cut-off answer).
        Err(_) => SyncError::Server {
            status: status.as_u16(),
            code: "http_error".to_string(),
            message: format!("HTTP {status} on {path}"),
            rule: None,
            state: None,
        },
    }
}

/// Ids and codes come from the server or the player; keep them one path segment.
pub(crate) fn path_part(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect()
}
