//! The load tool's HTTP side: one shared connection pool, a bearer token per simulated player,
//! and each request's outcome as a typed error plus, for the game calls, its latency.

use std::time::{Duration, Instant};

use reqwest::{Client, Method, RequestBuilder, StatusCode};
use serde::de::DeserializeOwned;
use slovo_server::api::{
    CreateRoom, DeviceRegistered, ErrorBody, GameFamily, GameState, Mode, MoveAccepted,
    RegisterDevice, RoomInfo, SubmitMove,
};

#[derive(Debug, thiserror::Error)]
pub enum RequestError {
    #[error("transport: {0}")]
    Transport(#[from] reqwest::Error),
    #[error("HTTP {status}: {code} {}", rule.as_deref().unwrap_or_default())]
    Api {
        status: StatusCode,
        code: String,
        rule: Option<String>,
    },
    #[error("undecodable HTTP {status} body: {source}")]
    Body {
        status: StatusCode,
        source: serde_json::Error,
    },
}

impl RequestError {
    /// A short label to count errors by: the server's error code (and broken rule).
    pub fn kind(&self) -> String {
        match self {
            RequestError::Transport(_) => "transport".into(),
            RequestError::Api {
                code,
                rule: Some(rule),
                ..
            } => format!("{code}:{rule}"),
            RequestError::Api { code, .. } => code.clone(),
            RequestError::Body { .. } => "bad_body".into(),
        }
    }

    /// Another request changed the game first: fetch it again and retry.
    pub fn is_conflict(&self) -> bool {
        matches!(self, RequestError::Api { code, .. }
            if code == "stale_version" || code == "concurrent_update")
    }
}

/// A request's result and how long the exchange took (send to last body byte).
pub struct Timed<T> {
    pub result: Result<T, RequestError>,
    pub elapsed: Duration,
}

/// One simulated player: a registered device's token.
pub struct Player {
    token: String,
}

/// The server at `base`, through one connection pool shared by every player.
#[derive(Clone)]
pub struct Api {
    http: Client,
    base: String,
}

impl Api {
    pub fn new(base: &str) -> Api {
        Api {
            http: Client::new(),
            base: base.trim_end_matches('/').to_string(),
        }
    }

    pub async fn register(&self, name: &str) -> Result<Player, RequestError> {
        let body = RegisterDevice {
            display_name: name.to_string(),
        };
        let req = self.request(Method::POST, "/v1/devices", None).json(&body);
        let registered: DeviceRegistered = timed(req).await.result?;
        Ok(Player {
            token: registered.token,
        })
    }

    /// A daily room (its clock never runs out during a benchmark).
    pub async fn create_room(
        &self,
        player: &Player,
        language: &str,
        seats: u8,
    ) -> Result<RoomInfo, RequestError> {
        let body = CreateRoom {
            mode: Mode::Daily,
            language: language.to_string(),
            seats,
            minutes: None,
            family: GameFamily::Word,
        };
        let req = self
            .request(Method::POST, "/v1/rooms", Some(player))
            .json(&body);
        timed(req).await.result
    }

    pub async fn join_room(&self, player: &Player, code: &str) -> Result<RoomInfo, RequestError> {
        let path = format!("/v1/rooms/{code}/join");
        timed(self.request(Method::POST, &path, Some(player)))
            .await
            .result
    }

    pub async fn game_state(&self, player: &Player, game: &str) -> Timed<GameState> {
        let path = format!("/v1/games/{game}");
        timed(self.request(Method::GET, &path, Some(player))).await
    }

    pub async fn submit(
        &self,
        player: &Player,
        game: &str,
        submission: &SubmitMove,
    ) -> Timed<MoveAccepted> {
        let path = format!("/v1/games/{game}/moves");
        let req = self.request(Method::POST, &path, Some(player));
        timed(req.json(submission)).await
    }

    fn request(&self, method: Method, path: &str, player: Option<&Player>) -> RequestBuilder {
        let req = self.http.request(method, format!("{}{path}", self.base));
        match player {
            Some(p) => req.bearer_auth(&p.token),
            None => req,
        }
    }
}

/// Send `req`, time it up to the last byte of the body, then decode (decoding is not timed).
async fn timed<T: DeserializeOwned>(req: RequestBuilder) -> Timed<T> {
    let start = Instant::now();
    let sent = async {
        let resp = req.send().await?;
        let status = resp.status();
        Ok::<_, reqwest::Error>((status, resp.bytes().await?))
    }
    .await;
    let elapsed = start.elapsed();
    let result = match sent {
        Ok((status, body)) => decode(status, &body),
        Err(e) => Err(e.into()),
    };
    Timed { result, elapsed }
}

fn decode<T: DeserializeOwned>(status: StatusCode, body: &[u8]) -> Result<T, RequestError> {
    let malformed = |source| RequestError::Body { status, source };
    if status.is_success() {
        return serde_json::from_slice(body).map_err(malformed);
    }
    let ErrorBody { error, .. } = serde_json::from_slice(body).map_err(malformed)?;
    Err(RequestError::Api {
        status,
        code: error.code,
        rule: error.rule,
    })
}
