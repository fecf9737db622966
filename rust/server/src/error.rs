//! The one error type of the HTTP API: a status and a typed JSON body
//! `{"error": {"code", "message", "rule"?}, "state"?}`. Bad input is always a 4xx.

use axum::Json;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::api::{ErrorBody, ErrorDetail, GameState};
use crate::storage::StorageError;

/// The code of a lost compare-and-set: fetch and retry.
pub(crate) const CONCURRENT_UPDATE: &str = "concurrent_update";

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    /// The rule a refused move broke (the core's error variant).
    pub rule: Option<String>,
    /// The current game state, on a stale-version conflict.
    pub state: Option<Box<GameState>>,
    /// Rate limited: seconds to wait (the `Retry-After` header).
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            rule: None,
            state: None,
            retry_after: None,
        }
    }

    /// Over a rate limit on `what` (`room lookups`, …): try again in `retry_after_secs`.
    pub fn too_many_requests(what: &str, retry_after_secs: u64) -> ApiError {
        let mut err = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!("too many {what}: try again in {retry_after_secs} s"),
        );
        err.retry_after = Some(retry_after_secs);
        err
    }

    pub fn bad_request(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    pub fn unprocessable(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
    }

    pub fn not_found(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, code, message)
    }

    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }

    pub fn unauthorized(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    pub fn internal(message: impl std::fmt::Display) -> ApiError {
        tracing::error!(%message, "internal error");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "internal server error",
        )
    }

    /// A move the rules refuse: no penalty, nothing changes (§5 `auto`).
    /// Named by the rule's variant (a word game's `RuleError`, or a Tycoon refusal).
    pub fn rule<E: std::fmt::Debug + std::fmt::Display>(e: &E) -> ApiError {
        let debug = format!("{e:?}");
        let rule = debug.split(|c: char| !c.is_alphanumeric()).next();
        ApiError::rule_named(rule.unwrap_or_default(), e.to_string())
    }

    /// A refusal of rule `rule` (`rule_violation`), e.g. `NotYourTurn`.
    pub fn rule_named(rule: &str, message: impl Into<String>) -> ApiError {
        let mut err = ApiError::unprocessable("rule_violation", message);
        err.rule = Some(rule.to_string());
        err
    }

    /// Whether a concurrent writer changed the game first (a version compare-and-set lost).
    pub fn is_lost_race(&self) -> bool {
        self.code == CONCURRENT_UPDATE
    }

    pub fn with_state(mut self, state: GameState) -> ApiError {
        self.state = Some(Box::new(state));
        self
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.message,
                rule: self.rule,
            },
            state: self.state,
        };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(secs) = self.retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, secs.into());
        }
        response
    }
}

impl From<StorageError> for ApiError {
    fn from(e: StorageError) -> ApiError {
        match e {
            StorageError::Conflict => ApiError::conflict(
                CONCURRENT_UPDATE,
                "another request changed this first: fetch and retry",
            ),
            StorageError::Duplicate => ApiError::conflict(
                "duplicate",
                "a request with the same key was handled at the same moment: retry",
            ),
            e => ApiError::internal(e),
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(r: JsonRejection) -> ApiError {
        let code = match &r {
            JsonRejection::JsonDataError(_) => "invalid_body",
            JsonRejection::JsonSyntaxError(_) => "malformed_json",
            JsonRejection::MissingJsonContentType(_) => "unsupported_media_type",
            _ if r.status() == StatusCode::PAYLOAD_TOO_LARGE => "body_too_large",
            _ => "bad_body",
        };
        ApiError::new(r.status(), code, r.body_text())
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> ApiError {
        ApiError::bad_request("invalid_query", r.body_text())
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> ApiError {
        ApiError::bad_request("invalid_path", r.body_text())
    }
}
