//! Transfer codes: the account taken to a new phone, as calls of the v1 API.

use std::sync::Mutex;

use reqwest::Method;
use slovo_api::{DeviceRegistered, RedeemTransfer, TransferCode, TransferMode};
use slovo_store::{Account, Store};

use crate::engine::now_ms;
use crate::{Client, SyncError};

impl Client {
    /// `POST /v1/players/me/transfer`: a one-time code for this player's account (it replaces
    /// any earlier code still waiting).
    pub async fn transfer_code(&self) -> Result<TransferCode, SyncError> {
        self.call::<(), _>(Method::POST, "/v1/players/me/transfer", None)
            .await
    }

    /// `POST /v1/devices/transfer` (no token needed): this device joins the player of `code`,
    /// moving the account (the device that made the code is signed out) or linking to it.
    pub async fn redeem_transfer(
        &self,
        code: &str,
        mode: TransferMode,
    ) -> Result<DeviceRegistered, SyncError> {
        let body = RedeemTransfer {
            code: code.to_string(),
            mode,
        };
        self.call(Method::POST, "/v1/devices/transfer", Some(&body))
            .await
    }
}

/// Redeem `code` on the server at `server_url` and keep the account it gives as this device's,
/// where [`crate::register`] keeps a new one.
pub async fn redeem_transfer(
    store: &Mutex<Store>,
    server_url: &str,
    code: &str,
    mode: TransferMode,
) -> Result<Account, SyncError> {
    let redeemed = Client::new(server_url, None)?
        .redeem_transfer(code, mode)
        .await?;
    let account = Account {
        server_url: server_url.trim_end_matches('/').to_string(),
        device_id: redeemed.device_id,
        token: redeemed.token,
        display_name: redeemed.display_name,
    };
    store
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .set_account(&account, now_ms())?;
    Ok(account)
}
