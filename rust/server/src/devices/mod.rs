//! Devices (today a device is the player): anonymous registration, the bearer token, push
//! tokens.

pub mod routes;
pub mod storage;
