//! Rate limits: on looking rooms up by code (`GET /v1/rooms/{code}`, `POST …/join`), so codes
//! cannot be guessed by brute force, per device and per client address (a guesser may register
//! many devices); and on registering devices, per client address. The GCRA limiters come from
//! `governor`; their memory is pruned by the sweeper. Behind reverse proxies named with
//! `--trusted-proxy`, the client address is the one the proxy appended to `X-Forwarded-For`.
//! And on live streams: a device holds a few open at once (each costs the server a task and a
//! query a second).

use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderValue;
use axum::http::request::Parts;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::AppState;
use crate::error::ApiError;

/// An address's share: several devices behind one address (a household, a campus NAT) look
/// rooms up too.
const PER_ADDRESS_FACTOR: u32 = 5;
/// Live streams one device may hold open on an instance: a phone watches the game on its
/// screen; the rest is room for reconnections whose old connection is not noticed closed yet
/// (a dead connection shows when a keep-alive cannot be written, within seconds).
const STREAMS_PER_DEVICE: u32 = 8;

pub struct Limits {
    lookups_per_device: DefaultKeyedRateLimiter<String>,
    lookups_per_address: DefaultKeyedRateLimiter<IpAddr>,
    registrations_per_address: DefaultKeyedRateLimiter<IpAddr>,
    trusted_proxies: Vec<IpAddr>,
    /// Open streams per device.
    streams: Mutex<HashMap<String, u32>>,
}

/// One open stream of a device, counted until dropped.
pub struct StreamSlot {
    limits: Arc<Limits>,
    device: String,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut streams = self
            .limits
            .streams
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(open) = streams.get_mut(&self.device) {
            *open -= 1;
            if *open == 0 {
                streams.remove(&self.device);
            }
        }
    }
}

type Checked = Result<(), governor::NotUntil<governor::clock::QuantaInstant>>;

/// 429 with when to come back, if any check refused.
fn verdict(checks: impl IntoIterator<Item = Checked>, what: &str) -> Result<(), ApiError> {
    match checks.into_iter().find_map(Result::err) {
        None => Ok(()),
        Some(not_until) => {
            let now = governor::clock::Clock::now(&governor::clock::DefaultClock::default());
            let wait = not_until.wait_time_from(now).as_secs().max(1);
            Err(ApiError::too_many_requests(what, wait))
        }
    }
}

impl Limits {
    /// `lookups` by code per device a minute (all at once at most), five times that per
    /// address; `registrations` per address a minute. Requests from `trusted_proxies` are
    /// counted against the address their `X-Forwarded-For` ends with.
    pub fn new(
        lookups: NonZeroU32,
        registrations: NonZeroU32,
        trusted_proxies: Vec<IpAddr>,
    ) -> Limits {
        let per_address = lookups.saturating_mul(NonZeroU32::new(PER_ADDRESS_FACTOR).unwrap());
        Limits {
            lookups_per_device: RateLimiter::keyed(Quota::per_minute(lookups)),
            lookups_per_address: RateLimiter::keyed(Quota::per_minute(per_address)),
            registrations_per_address: RateLimiter::keyed(Quota::per_minute(registrations)),
            trusted_proxies,
            streams: Mutex::default(),
        }
    }

    /// Count a stream `device` opens; refused with 429 while it holds the most it may.
    pub fn open_stream(self: &Arc<Self>, device: &str) -> Result<StreamSlot, ApiError> {
        let mut streams = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        let open = streams.entry(device.to_string()).or_default();
        if *open >= STREAMS_PER_DEVICE {
            return Err(ApiError::too_many_requests("open streams", 5));
        }
        *open += 1;
        Ok(StreamSlot {
            limits: self.clone(),
            device: device.to_string(),
        })
    }

    /// The client behind a connection from `peer`: `peer` itself unless it is a trusted
    /// proxy, then the last address of `X-Forwarded-For` (the one that proxy appended; the
    /// ones before it are the client's own say, free to forge). A trusted proxy's request
    /// without a readable header counts against the proxy.
    pub fn client_address(&self, peer: IpAddr, forwarded_for: Option<&HeaderValue>) -> IpAddr {
        if !self.trusted_proxies.contains(&peer) {
            return peer;
        }
        forwarded_for
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|last| last.trim().parse().ok())
            .unwrap_or(peer)
    }

    /// Count one lookup by code; refused with 429 (and when to come back) over the limit. The
    /// address is charged only for lookups its device may make, so one device over its quota
    /// does not use up everyone else's behind the same address.
    pub fn check_lookup(&self, device: &str, address: Option<IpAddr>) -> Result<(), ApiError> {
        let what = "room lookups";
        verdict(
            [self.lookups_per_device.check_key(&device.to_string())],
            what,
        )?;
        let address = address.map(|a| self.lookups_per_address.check_key(&a));
        verdict(address, what)
    }

    /// Count one registration from `address`.
    pub fn check_registration(&self, address: Option<IpAddr>) -> Result<(), ApiError> {
        let address = address.map(|a| self.registrations_per_address.check_key(&a));
        verdict(address, "registrations")
    }

    /// Forget keys that have not been limited for a while.
    pub fn prune(&self) {
        self.lookups_per_device.retain_recent();
        self.lookups_per_address.retain_recent();
        self.registrations_per_address.retain_recent();
    }
}

/// The client's address ([`Limits::client_address`]), when the server was started with
/// connection info (it always is; handlers tested without it skip the per-address limit).
pub struct ClientAddr(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<crate::conn::Peer>>();
        Ok(ClientAddr(peer.map(|c| {
            let forwarded_for = parts.headers.get("x-forwarded-for");
            state.limits.client_address(c.0.0.ip(), forwarded_for)
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(lookups: u32, registrations: u32) -> Limits {
        Limits::new(
            NonZeroU32::new(lookups).unwrap(),
            NonZeroU32::new(registrations).unwrap(),
            vec!["10.9.9.9".parse().unwrap()],
        )
    }

    #[test]
    fn a_device_holds_a_few_streams_and_gets_a_slot_back_when_one_closes() {
        let limits = Arc::new(limits(1, 1));
        let mut open: Vec<StreamSlot> = (0..STREAMS_PER_DEVICE)
            .map(|_| limits.open_stream("watcher").unwrap())
            .collect();
        let e = limits.open_stream("watcher").err().unwrap();
        assert_eq!(e.status, axum::http::StatusCode::TOO_MANY_REQUESTS);
        limits.open_stream("another").unwrap();
        open.pop();
        let again = limits.open_stream("watcher").unwrap();
        drop(open);
        drop(again);
        assert!(
            limits.streams.lock().unwrap().is_empty(),
            "closed streams are forgotten"
        );
    }

    #[test]
    fn only_a_trusted_proxy_names_the_client() {
        let limits = limits(1, 1);
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let header = HeaderValue::from_static("1.2.3.4, 5.6.7.8");
        assert_eq!(
            limits.client_address(ip("10.9.9.9"), Some(&header)),
            ip("5.6.7.8")
        );
        assert_eq!(
            limits.client_address(ip("10.1.1.1"), Some(&header)),
            ip("10.1.1.1")
        );
        let garbage = HeaderValue::from_static("unknown");
        assert_eq!(
            limits.client_address(ip("10.9.9.9"), Some(&garbage)),
            ip("10.9.9.9")
        );
        assert_eq!(limits.client_address(ip("10.9.9.9"), None), ip("10.9.9.9"));
    }

    #[test]
    fn a_device_over_its_quota_is_refused_others_are_not() {
        let limits = limits(3, 1);
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..3 {
            limits.check_lookup("guesser", Some(ip)).unwrap();
        }
        let e = limits.check_lookup("guesser", Some(ip)).unwrap_err();
        assert_eq!(e.status, axum::http::StatusCode::TOO_MANY_REQUESTS);
        limits.check_lookup("friend", Some(ip)).unwrap();
    }

    #[test]
    fn many_devices_behind_one_address_share_its_quota() {
        let limits = limits(1, 1);
        let ip: IpAddr = "10.0.0.2".parse().unwrap();
        for d in 0..PER_ADDRESS_FACTOR {
            limits.check_lookup(&format!("d{d}"), Some(ip)).unwrap();
        }
        assert!(limits.check_lookup("one-more", Some(ip)).is_err());
        assert!(limits.check_lookup("elsewhere", None).is_ok());
    }

    #[test]
    fn a_device_refused_does_not_use_up_its_address() {
        let limits = limits(1, 1);
        let ip: IpAddr = "10.0.0.5".parse().unwrap();
        for _ in 0..2 * PER_ADDRESS_FACTOR {
            let _ = limits.check_lookup("greedy", Some(ip));
        }
        limits.check_lookup("neighbour", Some(ip)).unwrap();
    }

    #[test]
    fn registrations_are_limited_per_address() {
        let limits = limits(1, 2);
        let ip: IpAddr = "10.0.0.3".parse().unwrap();
        limits.check_registration(Some(ip)).unwrap();
        limits.check_registration(Some(ip)).unwrap();
        assert!(limits.check_registration(Some(ip)).is_err());
        limits
            .check_registration(Some("10.0.0.4".parse().unwrap()))
            .unwrap();
    }
}
