//! Players and their devices: anonymous registration (a new player with its first device), the
//! bearer token of each device, push tokens per device, and [`transfer`] codes that take a
//! player to another device.

pub mod openapi;
pub mod routes;
pub mod storage;
pub mod transfer;
