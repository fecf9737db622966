//! The bearer credential a push sender presents. Either read from a file at each send, so that
//! whatever mints it outside (a sidecar, a cron job) can rotate it without a restart; or minted
//! here and kept until shortly before it expires: FCM's OAuth 2 access token, exchanged for an
//! assertion signed with a Google service account's key, and APNs' provider token, a JWT
//! signed with the team's key. A credential the provider refuses is forgotten, so the next try
//! reads or mints a fresh one.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::Mutex;

use super::{SendError, network_error};

/// The OAuth scope that may send FCM messages.
const FCM_SCOPE: &str = "https://www.googleapis.com/auth/firebase.messaging";
const JWT_BEARER_GRANT: &str = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/// Google accepts assertions of up to an hour.
const ASSERTION_LIFETIME_S: u64 = 3_600;
/// Renew an access token this long before Google says it expires.
const RENEW_EARLY: Duration = Duration::from_secs(300);
/// Apple accepts a provider token for an hour and refuses to have one renewed more often than
/// every 20 minutes.
const APNS_TOKEN_KEPT: Duration = Duration::from_secs(50 * 60);

/// A credential that cannot be used: refused at start, before any game is played.
#[derive(Debug, thiserror::Error)]
pub enum CredentialError {
    #[error("reading {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is not a Google service account key: {reason}")]
    ServiceAccount { path: PathBuf, reason: String },
    #[error("{path} is not an APNs signing key (a .p8 file): {reason}")]
    ApnsKey { path: PathBuf, reason: String },
}

pub struct Credential {
    source: Source,
    /// The last minted value and when to mint anew (never for a file).
    cached: Mutex<Option<(String, Instant)>>,
}

enum Source {
    File(PathBuf),
    ServiceAccount(ServiceAccount),
    ApnsKey {
        key: EncodingKey,
        key_id: String,
        team_id: String,
    },
}

/// The fields of a Google service account key file (JSON) this server uses.
#[derive(Deserialize)]
struct ServiceAccountFile {
    project_id: String,
    private_key_id: Option<String>,
    private_key: String,
    client_email: String,
    token_uri: String,
}

struct ServiceAccount {
    project_id: String,
    key_id: Option<String>,
    key: EncodingKey,
    email: String,
    token_uri: String,
}

#[derive(Deserialize)]
struct AccessToken {
    access_token: String,
    expires_in: u64,
}

impl Credential {
    /// Read from `path` at each send.
    pub fn file(path: PathBuf) -> Credential {
        Credential::new(Source::File(path))
    }

    /// FCM access tokens minted from the service account key file at `path`.
    pub fn google_service_account(path: &Path) -> Result<Credential, CredentialError> {
        let invalid = |reason: String| CredentialError::ServiceAccount {
            path: path.to_path_buf(),
            reason,
        };
        let file: ServiceAccountFile =
            serde_json::from_str(&read(path)?).map_err(|e| invalid(e.to_string()))?;
        let key = EncodingKey::from_rsa_pem(file.private_key.as_bytes())
            .map_err(|e| invalid(format!("private_key: {e}")))?;
        Ok(Credential::new(Source::ServiceAccount(ServiceAccount {
            project_id: file.project_id,
            key_id: file.private_key_id,
            key,
            email: file.client_email,
            token_uri: file.token_uri,
        })))
    }

    /// APNs provider tokens signed with the P-256 key at `path` (Apple's `.p8` download), its
    /// key id and the team id.
    pub fn apns_key(
        path: &Path,
        key_id: &str,
        team_id: &str,
    ) -> Result<Credential, CredentialError> {
        let key = EncodingKey::from_ec_pem(read(path)?.as_bytes()).map_err(|e| {
            CredentialError::ApnsKey {
                path: path.to_path_buf(),
                reason: e.to_string(),
            }
        })?;
        Ok(Credential::new(Source::ApnsKey {
            key,
            key_id: key_id.to_string(),
            team_id: team_id.to_string(),
        }))
    }

    fn new(source: Source) -> Credential {
        Credential {
            source,
            cached: Mutex::new(None),
        }
    }

    /// The Firebase project a service account belongs to.
    pub fn project_id(&self) -> Option<&str> {
        match &self.source {
            Source::ServiceAccount(account) => Some(&account.project_id),
            _ => None,
        }
    }

    /// The value to present now. Minting holds the lock, so concurrent sends wait for one
    /// new token instead of each minting their own.
    pub(super) async fn current(&self, http: &reqwest::Client) -> Result<String, SendError> {
        if let Source::File(path) = &self.source {
            return std::fs::read_to_string(path)
                .map(|s| s.trim().to_string())
                .map_err(|e| SendError::Retry(format!("reading {}: {e}", path.display())));
        }
        let mut cached = self.cached.lock().await;
        if let Some((value, renew_at)) = cached.as_ref()
            && Instant::now() < *renew_at
        {
            return Ok(value.clone());
        }
        let (value, lifetime) = match &self.source {
            Source::File(_) => unreachable!("read above"),
            Source::ServiceAccount(account) => account.access_token(http).await?,
            Source::ApnsKey {
                key,
                key_id,
                team_id,
            } => {
                let mut header = Header::new(Algorithm::ES256);
                header.kid = Some(key_id.clone());
                let claims = json!({ "iss": team_id, "iat": unix_now() });
                (sign(&header, &claims, key)?, APNS_TOKEN_KEPT)
            }
        };
        *cached = Some((value.clone(), Instant::now() + lifetime));
        Ok(value)
    }

    /// The provider refused the credential (revoked, expired early): mint anew next time.
    pub(super) async fn forget(&self) {
        *self.cached.lock().await = None;
    }
}

impl ServiceAccount {
    /// Exchange a signed assertion for an access token (OAuth 2 JWT bearer grant); the token
    /// and how long to keep it.
    async fn access_token(&self, http: &reqwest::Client) -> Result<(String, Duration), SendError> {
        let now = unix_now();
        let mut header = Header::new(Algorithm::RS256);
        header.kid = self.key_id.clone();
        let claims = json!({
            "iss": self.email,
            "scope": FCM_SCOPE,
            "aud": self.token_uri,
            "iat": now,
            "exp": now + ASSERTION_LIFETIME_S,
        });
        let assertion = sign(&header, &claims, &self.key)?;
        let response = http
            .post(&self.token_uri)
            .form(&[("grant_type", JWT_BEARER_GRANT), ("assertion", &assertion)])
            .send()
            .await
            .map_err(network_error)?;
        let status = response.status();
        if !status.is_success() {
            // Google's error bodies name the problem (invalid_grant, …) and hold no secret.
            let body = response.text().await.unwrap_or_default();
            let body: String = body.chars().take(200).collect();
            return Err(SendError::Retry(format!(
                "token endpoint: {status}: {body}"
            )));
        }
        let token: AccessToken = response
            .json()
            .await
            .map_err(|e| SendError::Retry(format!("token endpoint: {e}")))?;
        let lifetime = Duration::from_secs(token.expires_in)
            .saturating_sub(RENEW_EARLY)
            .max(Duration::from_secs(60));
        Ok((token.access_token, lifetime))
    }
}

fn read(path: &Path) -> Result<String, CredentialError> {
    std::fs::read_to_string(path).map_err(|source| CredentialError::Read {
        path: path.to_path_buf(),
        source,
    })
}

fn sign(
    header: &Header,
    claims: &serde_json::Value,
    key: &EncodingKey,
) -> Result<String, SendError> {
    jsonwebtoken::encode(header, claims, key).map_err(|e| SendError::Retry(format!("signing: {e}")))
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
