//! A new phone: `POST /v1/players/me/transfer` makes a one-time code (ten minutes, used once,
//! a few an hour); `POST /v1/devices/transfer` redeems it on the new device, which gets a
//! token of its own for the same player, either moving the account (the device that made the
//! code is signed out) or linking a second device (both keep working). Games, ratings and
//! statistics name the player, so they come along untouched.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use sqlx::Row;

use super::routes::{Auth, new_token, token_hash};
use crate::api::{DeviceRegistered, RedeemTransfer, TransferCode, TransferMode};
use crate::body::Body;
use crate::error::ApiError;
use crate::limits::ClientAddr;
use crate::rooms::routes::{CODE_ALPHABET, CODE_LEN, normalize_code};
use crate::storage::{Storage, StorageError, with_pool, with_writer};
use crate::{AppState, now_ms, random_id, random_string};

/// How long a code may be redeemed.
pub const CODE_TTL_MS: i64 = 10 * 60_000;
/// Codes one player may make an hour (each replaces the one before).
pub const CODES_PER_HOUR: i64 = 5;

/// A stored code, as redeeming finds it.
struct StoredCode {
    player_id: String,
    device_id: String,
    expires_at: i64,
    used: bool,
}

/// Why a code cannot be redeemed, checked in this order.
fn refusal(code: Option<&StoredCode>, now: i64) -> Option<ApiError> {
    match code {
        None => Some(ApiError::not_found(
            "transfer_code_unknown",
            "no such transfer code: check it, or make a new one on the old device",
        )),
        Some(c) if c.used => Some(ApiError::conflict(
            "transfer_code_used",
            "this transfer code was used already: make a new one",
        )),
        Some(c) if c.expires_at <= now => Some(ApiError::new(
            StatusCode::GONE,
            "transfer_code_expired",
            "this transfer code expired: make a new one",
        )),
        Some(_) => None,
    }
}

/// `ABCDEFGH` as shown: `ABCD-EFGH`.
fn shown(code: &str) -> String {
    format!("{}-{}", &code[..4], &code[4..])
}

pub(crate) async fn create_code(
    State(state): State<AppState>,
    Auth(device): Auth,
) -> Result<(StatusCode, Json<TransferCode>), ApiError> {
    let now = now_ms();
    let made = state
        .storage
        .transfer_codes_since(&device.id, now - 3_600_000)
        .await?;
    if made >= CODES_PER_HOUR {
        return Err(ApiError::too_many_requests("transfer codes", 600));
    }
    let code = random_string(CODE_ALPHABET, CODE_LEN);
    let expires_at = now + CODE_TTL_MS;
    state
        .storage
        .insert_transfer_code(
            &token_hash(&code),
            &device.id,
            &device.device_id,
            now,
            expires_at,
        )
        .await?;
    tracing::info!(player = %device.id, "transfer code made");
    Ok((
        StatusCode::CREATED,
        Json(TransferCode {
            code: shown(&code),
            expires_at,
        }),
    ))
}

pub(crate) async fn redeem_code(
    State(state): State<AppState>,
    addr: ClientAddr,
    body: Result<Body<RedeemTransfer>, ApiError>,
) -> Result<(StatusCode, Json<DeviceRegistered>), ApiError> {
    // Every try counts against the address's registrations: codes cannot be guessed fast.
    state.limits.check_registration(addr.0)?;
    let Body(req) = body?;
    let code = normalize_code(&req.code);
    let hash = token_hash(&code);
    let now = now_ms();
    let found = state.storage.transfer_code(&hash).await?;
    if let Some(refused) = refusal(found.as_ref(), now) {
        return Err(refused);
    }
    let found = found.expect("refused above when missing");
    let token = new_token();
    let device_id = random_id();
    let redeemed = state
        .storage
        .redeem_transfer_code(
            &hash,
            &found,
            &device_id,
            &token_hash(&token),
            req.mode,
            now,
        )
        .await;
    match redeemed {
        Ok(()) => {}
        // Used or expired by a concurrent redemption in between: say which.
        Err(StorageError::Conflict) => {
            let again = state.storage.transfer_code(&hash).await?;
            return Err(
                refusal(again.as_ref(), now_ms()).unwrap_or_else(|| StorageError::Conflict.into())
            );
        }
        Err(e) => return Err(e.into()),
    }
    let display_name = state
        .storage
        .display_name(&found.player_id)
        .await?
        .ok_or_else(|| ApiError::internal("the player of a transfer code vanished"))?;
    tracing::info!(player = %found.player_id, device = %device_id, mode = req.mode.name(), "transfer code redeemed");
    Ok((
        StatusCode::CREATED,
        Json(DeviceRegistered {
            device_id,
            player_id: found.player_id,
            display_name,
            token,
        }),
    ))
}

impl Storage {
    /// How many transfer codes `player_id` made after `since`.
    async fn transfer_codes_since(&self, player_id: &str, since: i64) -> Result<i64, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT COUNT(*) FROM transfer_codes WHERE player_id = $1 AND created_at > $2",
            )
            .bind(player_id)
            .bind(since)
            .fetch_one(pool)
            .await?)
        })
    }

    /// Store a new code; the player's earlier codes still waiting expire now.
    async fn insert_transfer_code(
        &self,
        hash: &str,
        player_id: &str,
        device_id: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "UPDATE transfer_codes SET expires_at = $1 \
                 WHERE player_id = $2 AND used_at IS NULL AND expires_at > $1",
            )
            .bind(now)
            .bind(player_id)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            sqlx::query(
                "INSERT INTO transfer_codes (code_hash, player_id, device_id, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(hash)
            .bind(player_id)
            .bind(device_id)
            .bind(now)
            .bind(expires_at)
            .execute(&mut *tx)
            .await
            .map_err(|e| StorageError::from_write(e).duplicate_is_conflict())?;
            tx.commit().await?;
            Ok(())
        })
    }

    async fn transfer_code(&self, hash: &str) -> Result<Option<StoredCode>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(
                "SELECT player_id, device_id, expires_at, used_at FROM transfer_codes \
                 WHERE code_hash = $1",
            )
            .bind(hash)
            .fetch_optional(pool)
            .await?;
            Ok(match row {
                None => None,
                Some(row) => Some(StoredCode {
                    player_id: row.try_get("player_id")?,
                    device_id: row.try_get("device_id")?,
                    expires_at: row.try_get("expires_at")?,
                    used: row.try_get::<Option<i64>, _>("used_at")?.is_some(),
                }),
            })
        })
    }

    /// Use the code (once: a compare-and-set on `used_at`), add the new device to its player
    /// and, for a move, retire the device that made the code, all in one transaction.
    async fn redeem_transfer_code(
        &self,
        hash: &str,
        code: &StoredCode,
        device_id: &str,
        token_hash: &str,
        mode: TransferMode,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            let used = sqlx::query(
                "UPDATE transfer_codes SET used_at = $1 \
                 WHERE code_hash = $2 AND used_at IS NULL AND expires_at > $1",
            )
            .bind(now)
            .bind(hash)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            if used.rows_affected() != 1 {
                return Err(StorageError::Conflict);
            }
            sqlx::query(
                "INSERT INTO devices (id, player_id, token_hash, created_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(device_id)
            .bind(&code.player_id)
            .bind(token_hash)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(|e| StorageError::from_write(e).duplicate_is_conflict())?;
            if mode == TransferMode::Move {
                for sql in [
                    "DELETE FROM push_tokens WHERE device_id = $1",
                    "DELETE FROM devices WHERE id = $1",
                ] {
                    sqlx::query(sql)
                        .bind(&code.device_id)
                        .execute(&mut *tx)
                        .await
                        .map_err(StorageError::from_write)?;
                }
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// A player's display name, if the player exists.
    pub async fn display_name(&self, player_id: &str) -> Result<Option<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(
                sqlx::query_scalar("SELECT display_name FROM players WHERE id = $1")
                    .bind(player_id)
                    .fetch_optional(pool)
                    .await?,
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_refused_for_the_right_reason() {
        let code = |used, expires_at| StoredCode {
            player_id: "p".into(),
            device_id: "d".into(),
            expires_at,
            used,
        };
        let why = |c: Option<&StoredCode>| refusal(c, 100).map(|e| e.code);
        assert_eq!(why(None), Some("transfer_code_unknown"));
        assert_eq!(why(Some(&code(true, 200))), Some("transfer_code_used"));
        assert_eq!(why(Some(&code(true, 50))), Some("transfer_code_used"));
        assert_eq!(why(Some(&code(false, 100))), Some("transfer_code_expired"));
        assert_eq!(why(Some(&code(false, 101))), None);
        assert_eq!(shown("ABCDEFGH"), "ABCD-EFGH");
        assert_eq!(normalize_code(&shown("abcdefgh")), "ABCDEFGH");
    }
}
