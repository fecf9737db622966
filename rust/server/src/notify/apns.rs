//! Apple Push Notification service: `POST {base}/3/device/{token}` with a provider
//! authentication token (an ES256 JWT, [`Credential`]: signed with the team's key, or read from
//! a file).

use futures_util::future::BoxFuture;
use serde_json::json;

use super::{Credential, PushMessage, PushSender, SendError, classify, network_error};

pub struct Apns {
    pub http: reqwest::Client,
    /// `https://api.push.apple.com`, or a fake in tests.
    pub base: String,
    /// The app's bundle id.
    pub topic: String,
    pub credential: Credential,
}

impl Apns {
    async fn post(&self, token: &str, message: &PushMessage) -> Result<(), SendError> {
        // Device tokens are hex; anything else cannot name a device (and must not reach the
        // URL path).
        if token.is_empty() || !token.chars().all(|c| c.is_ascii_hexdigit()) {
            return Err(SendError::Unregistered);
        }
        let jwt = self.credential.current(&self.http).await?;
        let body = json!({
            "aps": {
                "alert": { "title": message.title, "body": message.body },
                "sound": "default",
                "thread-id": message.data.game_id,
            },
            "slovo": message.data,
        });
        let response = self
            .http
            .post(format!("{}/3/device/{token}", self.base))
            .header("authorization", format!("bearer {jwt}"))
            .header("apns-topic", &self.topic)
            .header("apns-push-type", "alert")
            .header("apns-priority", "10")
            .header("apns-collapse-id", &message.data.game_id)
            .json(&body)
            .send()
            .await
            .map_err(network_error)?;
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        if text.contains("ExpiredProviderToken") || text.contains("InvalidProviderToken") {
            self.credential.forget().await;
        }
        // 410 Unregistered, or 400 BadDeviceToken: the token names no device any more.
        let unregistered = status == reqwest::StatusCode::GONE || text.contains("BadDeviceToken");
        classify(status, &text, unregistered)
    }
}

impl PushSender for Apns {
    fn send<'a>(
        &'a self,
        token: &'a str,
        message: &'a PushMessage,
    ) -> BoxFuture<'a, Result<(), SendError>> {
        Box::pin(self.post(token, message))
    }
}
