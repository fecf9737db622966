//! Players, their devices and the devices' push tokens. A player has one or more devices
//! (each with its own bearer token); everything about games names the player.

use slovo_api::PushPlatform;
use slovo_i18n::UiLang;
use sqlx::Row;

use crate::storage::{Storage, StorageError, with_pool, with_writer};

/// Who a bearer token stands for.
#[derive(Debug, Clone)]
pub struct Device {
    /// The player's id: what seats, moves, ratings and every other table name. (Named `id`
    /// since the time a device was the player, so that routes read it as before.)
    pub id: String,
    pub display_name: String,
    /// This device's own id: its token and push token are its own.
    pub device_id: String,
}

/// Where and in which language a device's notifications go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushToken {
    pub platform: PushPlatform,
    pub token: String,
    pub ui_language: UiLang,
}

impl Storage {
    /// A new player `id` with its first device, whose id is the player's.
    pub async fn insert_device(
        &self,
        id: &str,
        token_hash: &str,
        display_name: &str,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await?;
            sqlx::query("INSERT INTO players (id, display_name, created_at) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(display_name)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
            sqlx::query(
                "INSERT INTO devices (id, player_id, token_hash, created_at) VALUES ($1, $1, $2, $3)",
            )
            .bind(id)
            .bind(token_hash)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            tx.commit().await?;
            Ok(())
        })
    }

    pub async fn device_by_token_hash(&self, hash: &str) -> Result<Option<Device>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(
                "SELECT d.id AS device_id, p.id, p.display_name FROM devices d \
                 JOIN players p ON p.id = d.player_id WHERE d.token_hash = $1",
            )
            .bind(hash)
            .fetch_optional(pool)
            .await?;
            Ok(match row {
                Some(row) => Some(Device {
                    id: row.try_get("id")?,
                    display_name: row.try_get("display_name")?,
                    device_id: row.try_get("device_id")?,
                }),
                None => None,
            })
        })
    }

    /// The player's devices, oldest first.
    pub async fn devices_of(&self, player_id: &str) -> Result<Vec<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT id FROM devices WHERE player_id = $1 ORDER BY created_at, id",
            )
            .bind(player_id)
            .fetch_all(pool)
            .await?)
        })
    }

    /// Set (or replace) the device's push token, and the language of its pushes when given
    /// (`None` keeps the one set before: clients that do not send it keep their choice).
    pub async fn set_push_token(
        &self,
        device_id: &str,
        platform: PushPlatform,
        token: &str,
        ui_language: Option<UiLang>,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO push_tokens (device_id, platform, token, updated_at, ui_language) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (device_id) DO UPDATE \
                 SET platform = excluded.platform, token = excluded.token, \
                 updated_at = excluded.updated_at, \
                 ui_language = COALESCE(excluded.ui_language, push_tokens.ui_language)",
            )
            .bind(device_id)
            .bind(platform.name())
            .bind(token)
            .bind(now)
            .bind(ui_language.map(UiLang::code))
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Forget the device's push token (only if it is still `token`, when given: a provider's
    /// refusal of an old token must not remove a newer one).
    pub async fn delete_push_token(
        &self,
        device_id: &str,
        token: Option<&str>,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "DELETE FROM push_tokens WHERE device_id = $1 AND ($2 IS NULL OR token = $2)",
            )
            .bind(device_id)
            .bind(token)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// The device's push token, if it has one.
    pub async fn push_token(&self, device_id: &str) -> Result<Option<PushToken>, StorageError> {
        Ok(self
            .push_tokens_where("t.device_id = $1", device_id)
            .await?
            .pop()
            .map(|(_, t)| t))
    }

    /// The push tokens of every device of `player_id`, with the device each belongs to.
    pub async fn push_tokens_of_player(
        &self,
        player_id: &str,
    ) -> Result<Vec<(String, PushToken)>, StorageError> {
        self.push_tokens_where("d.player_id = $1", player_id).await
    }

    async fn push_tokens_where(
        &self,
        condition: &'static str,
        id: &str,
    ) -> Result<Vec<(String, PushToken)>, StorageError> {
        let sql = format!(
            "SELECT t.device_id, t.platform, t.token, t.ui_language FROM push_tokens t \
             JOIN devices d ON d.id = t.device_id WHERE {condition} ORDER BY t.device_id"
        );
        with_pool!(self, |pool| {
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql.clone()))
                .bind(id)
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|row| {
                    let platform: String = row.try_get("platform")?;
                    let platform = PushPlatform::from_name(&platform).ok_or_else(|| {
                        StorageError::Corrupt(format!("push platform {platform:?}"))
                    })?;
                    // Rows from before the language was stored have none: English.
                    let ui_language = match row.try_get::<Option<String>, _>("ui_language")? {
                        None => UiLang::En,
                        Some(code) => code.parse().map_err(|_| {
                            StorageError::Corrupt(format!("push language {code:?}"))
                        })?,
                    };
                    Ok((
                        row.try_get("device_id")?,
                        PushToken {
                            platform,
                            token: row.try_get("token")?,
                            ui_language,
                        },
                    ))
                })
                .collect()
        })
    }
}
