//! What can go wrong talking to the server, typed so the caller can tell a network it may
//! retry on from an answer it must show.

use slovo_api::GameState;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum SyncError {
    /// No answer: no network, the server is down, the connection dropped, a timeout. Moves
    /// stay queued and are retried.
    #[error("the server is unreachable ({0})")]
    Unreachable(String),
    /// The server answered with an error body `{error: {code, message, rule?}, state?}`.
    #[error("the server refused: {message} ({code}, HTTP {status})")]
    Server {
        status: u16,
        code: String,
        message: String,
        /// The rule a refused move broke.
        rule: Option<String>,
        /// The game as it is now, on a stale-version conflict.
        state: Option<Box<GameState>>,
    },
    /// A queued move can never be applied; it was dropped and the reason kept for the app.
    #[error("move dropped: {reason}")]
    Conflict { reason: String },
    #[error("this device is not registered on a server")]
    NotRegistered,
    #[error("no queued move {0}")]
    UnknownMove(String),
    /// An answer that is not what the API promises.
    #[error("the server's answer is not understood: {0}")]
    BadAnswer(String),
    #[error("storage: {0}")]
    Store(#[from] slovo_store::StoreError),
}

impl SyncError {
    /// Worth trying again later with the same request: no answer, a server hiccup (5xx), or
    /// a concurrent update of the same game.
    pub fn is_transient(&self) -> bool {
        match self {
            SyncError::Unreachable(_) => true,
            SyncError::Server { status, code, .. } => {
                *status >= 500 || *status == 429 || code == "concurrent_update"
            }
            _ => false,
        }
    }

    /// The server's error code, when it answered with one.
    pub fn code(&self) -> Option<&str> {
        match self {
            SyncError::Server { code, .. } => Some(code),
            _ => None,
        }
    }
}
