//! Devices and their push tokens.

use slovo_api::PushPlatform;
use slovo_i18n::UiLang;
use sqlx::Row;

use crate::storage::{Storage, StorageError, with_pool, with_writer};

#[derive(Debug, Clone)]
pub struct Device {
    pub id: String,
    pub display_name: String,
}

/// Where and in which language a device's notifications go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushToken {
    pub platform: PushPlatform,
    pub token: String,
    pub ui_language: UiLang,
}

impl Storage {
    pub async fn insert_device(
        &self,
        id: &str,
        token_hash: &str,
        display_name: &str,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO devices (id, token_hash, display_name, created_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(token_hash)
            .bind(display_name)
            .bind(now)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    pub async fn device_by_token_hash(&self, hash: &str) -> Result<Option<Device>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query("SELECT id, display_name FROM devices WHERE token_hash = $1")
                .bind(hash)
                .fetch_optional(pool)
                .await?;
            Ok(match row {
                Some(row) => Some(Device {
                    id: row.try_get("id")?,
                    display_name: row.try_get("display_name")?,
                }),
                None => None,
            })
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
        with_pool!(self, |pool| {
            let row = sqlx::query(
                "SELECT platform, token, ui_language FROM push_tokens WHERE device_id = $1",
            )
            .bind(device_id)
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else { return Ok(None) };
            let platform: String = row.try_get("platform")?;
            let platform = PushPlatform::from_name(&platform)
                .ok_or_else(|| StorageError::Corrupt(format!("push platform {platform:?}")))?;
            // Rows from before the language was stored have none: English.
            let ui_language = match row.try_get::<Option<String>, _>("ui_language")? {
                None => UiLang::En,
                Some(code) => code
                    .parse()
                    .map_err(|_| StorageError::Corrupt(format!("push language {code:?}")))?,
            };
            Ok(Some(PushToken {
                platform,
                token: row.try_get("token")?,
                ui_language,
            }))
        })
    }
}
