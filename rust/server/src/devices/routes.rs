//! `POST /v1/devices`, `GET /v1/devices/me`, `PUT`/`DELETE /v1/devices/me/push`, and the
//! bearer-token [`Auth`] every other route takes: it names the player (`Device::id`) and the
//! device the token belongs to (`Device::device_id`).

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use rand::Rng;
use sha2::{Digest, Sha256};
use slovo_i18n::UiLang;

use super::storage::Device;
use crate::api::{DeviceInfo, DeviceRegistered, PushPlatform, RegisterDevice, RegisterPush};
use crate::body::Body;
use crate::error::ApiError;
use crate::limits::ClientAddr;
use crate::{AppState, now_ms, random_id};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A new bearer token: shown once, stored as its hash.
pub(crate) fn new_token() -> String {
    let mut secret = [0u8; 32];
    rand::rng().fill(&mut secret);
    format!("slv_{}", hex(&secret))
}

/// The authenticated player and device (`Authorization: Bearer TOKEN`).
pub struct Auth(pub Device);

impl FromRequestParts<AppState> for Auth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Auth, ApiError> {
        let header = parts
            .headers
            .get(axum::http::header::AUTHORIZATION)
            .ok_or_else(|| ApiError::unauthorized("missing Authorization: Bearer token"))?;
        // The scheme's name is case-insensitive (RFC 9110, section 11.1).
        let token = header
            .to_str()
            .ok()
            .and_then(|h| h.trim_start().split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim())
            .filter(|t| !t.is_empty())
            .ok_or_else(|| ApiError::unauthorized("malformed Authorization header"))?;
        let device = state
            .storage
            .device_by_token_hash(&token_hash(token))
            .await?
            .ok_or_else(|| ApiError::unauthorized("unknown token"))?;
        Ok(Auth(device))
    }
}

pub(crate) async fn register_device(
    State(state): State<AppState>,
    addr: ClientAddr,
    body: Result<Body<RegisterDevice>, ApiError>,
) -> Result<(StatusCode, Json<DeviceRegistered>), ApiError> {
    state.limits.check_registration(addr.0)?;
    let Body(req) = body?;
    let name = crate::names::display_name(&req.display_name)
        .map_err(|e| ApiError::unprocessable("invalid_display_name", e.to_string()))?;
    let token = new_token();
    let id = random_id();
    state
        .storage
        .insert_device(&id, &token_hash(&token), &name, now_ms())
        .await?;
    tracing::info!(device = %id, "device registered");
    Ok((
        StatusCode::CREATED,
        Json(DeviceRegistered {
            player_id: id.clone(),
            device_id: id,
            display_name: name,
            token,
        }),
    ))
}

pub(crate) async fn get_device(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<Json<DeviceInfo>, ApiError> {
    let push = state
        .storage
        .push_token(&device.device_id)
        .await?
        .map(|t| t.platform);
    Ok(Json(DeviceInfo {
        device_id: device.device_id,
        player_id: device.id,
        display_name: device.display_name,
        push,
    }))
}

pub(crate) async fn set_push(
    State(state): State<AppState>,
    Auth(device): Auth,
    body: Result<Body<RegisterPush>, ApiError>,
) -> Result<StatusCode, ApiError> {
    let Body(req) = body?;
    // FCM tokens are printable ASCII, APNs device tokens hex: nothing else is a token.
    let valid = match req.platform {
        PushPlatform::Fcm => req.token.chars().all(|c| c.is_ascii_graphic()),
        PushPlatform::Apns => req.token.chars().all(|c| c.is_ascii_hexdigit()),
    };
    if !valid || req.token.is_empty() || req.token.len() > 4096 {
        return Err(ApiError::unprocessable(
            "invalid_push_token",
            "not a push token of this platform",
        ));
    }
    // A language the catalog lacks gets English pushes rather than a refusal: the phone
    // cannot change its locale to please the server, and no push would be worse.
    let ui_language = req
        .ui_language
        .as_deref()
        .map(|l| UiLang::from_locale(l).unwrap_or_default());
    state
        .storage
        .set_push_token(
            &device.device_id,
            req.platform,
            &req.token,
            ui_language,
            now_ms(),
        )
        .await?;
    tracing::info!(device = %device.device_id, platform = ?req.platform, ?ui_language, "push token set");
    Ok(StatusCode::NO_CONTENT)
}

pub(crate) async fn delete_push(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<StatusCode, ApiError> {
    state
        .storage
        .delete_push_token(&device.device_id, None)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_stored_as_sha256() {
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
