//! Slovo's sync client, used by the app service on the phones and in the CLI: the v1 REST API
//! over reqwest ([`Client`]), and the [`SyncEngine`] that sends the online outbox kept in the
//! local store and keeps each online game's local copy — the player's own view, never the
//! bag or another rack — up to date.
//!
//! The engine is async (tokio); the app owns a runtime and blocks on it, so the shells call
//! plain functions.

mod account;
mod backoff;
mod client;
mod engine;
mod error;
mod rematch;
mod social;
pub mod tycoon;
pub mod view;

pub use account::redeem_transfer;
pub use backoff::Backoff;
pub use client::Client;
pub use engine::{DroppedMove, RetryPolicy, SyncEngine, SyncReport, now_ms, register};
pub use error::SyncError;
pub use rematch::RematchReply;
/// The wire types the client speaks.
pub use slovo_api as api;
