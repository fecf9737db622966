//! Firebase Cloud Messaging, HTTP v1 API: `POST {base}/v1/projects/{project}/messages:send`
//! with an OAuth 2 access token ([`Credential`]: minted from a service account, or read from a
//! file).

use futures_util::future::BoxFuture;
use serde_json::json;

use super::{Credential, PushMessage, PushSender, SendError, classify, network_error};

pub struct Fcm {
    pub http: reqwest::Client,
    /// `https://fcm.googleapis.com`, or a fake in tests.
    pub base: String,
    pub project: String,
    pub credential: Credential,
}

impl Fcm {
    fn body(token: &str, message: &PushMessage) -> serde_json::Value {
        json!({ "message": {
            "token": token,
            "notification": { "title": message.title, "body": message.body },
            // FCM data values are strings.
            "data": {
                "kind": message.data.kind.name(),
                "game_id": message.data.game_id,
                "version": message.data.version.to_string(),
            },
            "android": { "priority": "high", "collapse_key": message.data.game_id },
        } })
    }

    async fn post(&self, token: &str, message: &PushMessage) -> Result<(), SendError> {
        let access = self.credential.current(&self.http).await?;
        let url = format!("{}/v1/projects/{}/messages:send", self.base, self.project);
        let response = self
            .http
            .post(url)
            .bearer_auth(access)
            .json(&Fcm::body(token, message))
            .send()
            .await
            .map_err(network_error)?;
        let status = response.status();
        if status == reqwest::StatusCode::UNAUTHORIZED {
            self.credential.forget().await;
        }
        let body = response.text().await.unwrap_or_default();
        // FCM answers 404 NOT_FOUND (error code UNREGISTERED) for a token that is gone.
        let unregistered = status == reqwest::StatusCode::NOT_FOUND
            || status == reqwest::StatusCode::GONE
            || body.contains("UNREGISTERED");
        classify(status, &body, unregistered)
    }
}

impl PushSender for Fcm {
    fn send<'a>(
        &'a self,
        token: &'a str,
        message: &'a PushMessage,
    ) -> BoxFuture<'a, Result<(), SendError>> {
        Box::pin(self.post(token, message))
    }
}
