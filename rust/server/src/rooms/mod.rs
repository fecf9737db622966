//! Rooms by code and random matchmaking (seeks): how players come together for a game.

pub mod pairing;
pub mod routes;
pub mod seek_storage;
pub mod seeks;
pub mod storage;
