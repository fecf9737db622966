//! Players: their ratings ([`ratings`], Glicko-2 per language and mode) and their record
//! ([`results`] of each finished game, summed into statistics), written when a game ends
//! ([`storage`]) and shown to the player ([`routes`]). Today a device is the player; the
//! split of players from devices comes with account transfer.

pub mod ratings;
pub mod results;
pub mod routes;
pub mod storage;
pub mod vacation;
pub mod vacation_storage;
