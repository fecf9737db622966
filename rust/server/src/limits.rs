//! Rate limits on looking rooms up by code (`GET /v1/rooms/{code}`, `POST …/join`), so codes
//! cannot be guessed by brute force: per device, and per client address (a guesser may
//! register many devices). The GCRA limiters come from `governor`; their memory is pruned by
//! the sweeper.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::ApiError;

/// An address's share: several devices behind one address (a household, a campus NAT) look
/// rooms up too.
const PER_ADDRESS_FACTOR: u32 = 5;

pub struct CodeLimits {
    per_device: DefaultKeyedRateLimiter<String>,
    per_address: DefaultKeyedRateLimiter<IpAddr>,
}

impl CodeLimits {
    /// `per_minute` lookups per device (all at once at most), five times that per address.
    pub fn new(per_minute: NonZeroU32) -> CodeLimits {
        let per_address = per_minute.saturating_mul(NonZeroU32::new(PER_ADDRESS_FACTOR).unwrap());
        CodeLimits {
            per_device: RateLimiter::keyed(Quota::per_minute(per_minute)),
            per_address: RateLimiter::keyed(Quota::per_minute(per_address)),
        }
    }

    /// Count one lookup; refused with 429 (and when to come back) over the limit.
    pub fn check(&self, device: &str, address: Option<IpAddr>) -> Result<(), ApiError> {
        let device = self.per_device.check_key(&device.to_string());
        let address = address.map(|a| self.per_address.check_key(&a));
        let refused = device.err().or(address.and_then(Result::err));
        match refused {
            None => Ok(()),
            Some(not_until) => {
                let wait = not_until.wait_time_from(governor::clock::Clock::now(
                    &governor::clock::DefaultClock::default(),
                ));
                Err(ApiError::too_many_requests(wait.as_secs().max(1)))
            }
        }
    }

    /// Forget keys that have not been limited for a while.
    pub fn prune(&self) {
        self.per_device.retain_recent();
        self.per_address.retain_recent();
    }
}

/// The client's address, when the server was started with connection info (it always is;
/// handlers tested without it simply skip the per-address limit).
pub struct ClientAddr(pub Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip()),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_over_its_quota_is_refused_others_are_not() {
        let limits = CodeLimits::new(NonZeroU32::new(3).unwrap());
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..3 {
            limits.check("guesser", Some(ip)).unwrap();
        }
        let e = limits.check("guesser", Some(ip)).unwrap_err();
        assert_eq!(e.status, axum::http::StatusCode::TOO_MANY_REQUESTS);
        limits.check("friend", Some(ip)).unwrap();
    }

    #[test]
    fn many_devices_behind_one_address_share_its_quota() {
        let limits = CodeLimits::new(NonZeroU32::new(1).unwrap());
        let ip: IpAddr = "10.0.0.2".parse().unwrap();
        for d in 0..PER_ADDRESS_FACTOR {
            limits.check(&format!("d{d}"), Some(ip)).unwrap();
        }
        assert!(limits.check("one-more", Some(ip)).is_err());
        assert!(limits.check("elsewhere", None).is_ok());
    }
}
