//! Friends ([`friends`]: codes, requests, the list with presence and ratings; [`invites`] to a
//! new room), a game's [`chat`], [`blocks`] and [`reports`], with their queries in
//! [`storage`]. "The player" is the identity the bearer token stands for.
//!
//! Privacy: a player's blocks and reports are shown to nobody else, and a blocked player is
//! never told: their friend requests and invites look as if they merely wait or were
//! declined, their chat messages are stored (a report can show them) but not delivered to the
//! player who blocked them.

pub mod blocks;
pub mod chat;
pub mod friends;
pub mod invites;
pub mod openapi;
pub mod reports;
pub mod storage;

use std::sync::Mutex;

use crate::api::{PlayerRef, PlayerTarget};
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::{AppState, games, now_ms};

/// A player's presence is written at most this often (per instance).
const PRESENCE_EVERY_MS: i64 = 60_000;
/// Players whose last presence write this instance remembers.
const PRESENCE_KEPT: usize = 4096;

/// This instance's social state: when it last wrote each player's presence.
pub struct Social {
    written: Mutex<lru::LruCache<String, i64>>,
}

impl Default for Social {
    fn default() -> Social {
        let kept = std::num::NonZeroUsize::new(PRESENCE_KEPT).unwrap();
        Social {
            written: Mutex::new(lru::LruCache::new(kept)),
        }
    }
}

/// Note that `player_id` is here now: written in the background, at most once a minute, so a
/// request never waits for it.
pub fn seen(state: &AppState, player_id: &str) {
    let now = now_ms();
    {
        let mut written = state.social.written.lock().unwrap();
        if written
            .get(player_id)
            .is_some_and(|&at| now - at < PRESENCE_EVERY_MS)
        {
            return;
        }
        written.put(player_id.to_string(), now);
    }
    let storage = state.storage.clone();
    let player_id = player_id.to_string();
    tokio::spawn(async move {
        if let Err(e) = storage.touch_presence(&player_id, now).await {
            tracing::warn!(error = %e, "presence");
        }
    });
}

/// Codes are read aloud: accept lower case, spaces and dashes.
fn normalize_code(code: &str) -> String {
    code.chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Which ways of naming a player an action accepts.
#[derive(Clone, Copy)]
pub(crate) struct Ways {
    pub code: bool,
    pub player_id: bool,
}

/// The player `target` names, another than `me`: by friend code, by a seat of a game `me` has
/// a seat in, or by id, as `ways` allows.
pub(crate) async fn resolve(
    state: &AppState,
    me: &Device,
    target: &PlayerTarget,
    ways: Ways,
) -> Result<PlayerRef, ApiError> {
    let player_id = match target {
        PlayerTarget {
            code: Some(code),
            game_id: None,
            seat: None,
            player_id: None,
        } if ways.code => state
            .storage
            .player_by_friend_code(&normalize_code(code))
            .await?
            .ok_or_else(|| {
                ApiError::not_found("unknown_friend_code", "no player has this friend code")
            })?,
        PlayerTarget {
            code: None,
            game_id: Some(game),
            seat: Some(seat),
            player_id: None,
        } => seat_player(state, me, game, *seat).await?.0,
        PlayerTarget {
            code: None,
            game_id: None,
            seat: None,
            player_id: Some(id),
        } if ways.player_id => id.clone(),
        _ => {
            let mut ways_text = vec!["game_id and seat"];
            if ways.code {
                ways_text.insert(0, "code");
            }
            if ways.player_id {
                ways_text.push("player_id");
            }
            return Err(ApiError::unprocessable(
                "invalid_target",
                format!("name the player by one of: {}", ways_text.join(", ")),
            ));
        }
    };
    player_ref(state, me, &player_id).await
}

/// The player `player_id` with their name, unless it is `me` or nobody.
pub(crate) async fn player_ref(
    state: &AppState,
    me: &Device,
    player_id: &str,
) -> Result<PlayerRef, ApiError> {
    if player_id == me.id {
        return Err(ApiError::unprocessable("not_yourself", "that is you"));
    }
    let name = if player_id.len() > 64 {
        None
    } else {
        state.storage.player_name(player_id).await?
    };
    let display_name =
        name.ok_or_else(|| ApiError::not_found("player_not_found", "no such player"))?;
    Ok(PlayerRef {
        player_id: player_id.to_string(),
        display_name,
    })
}

/// The player in `seat` of `game_id` and `me`'s own seat there: `me` must have one.
pub(crate) async fn seat_player(
    state: &AppState,
    me: &Device,
    game_id: &str,
    seat: u8,
) -> Result<(String, u8), ApiError> {
    let (_, seats, mine) = my_seat(state, me, game_id).await?;
    let player = seats
        .iter()
        .find(|s| s.seat == i64::from(seat))
        .ok_or_else(|| ApiError::unprocessable("no_such_seat", "the game has no such seat"))?;
    Ok((player.device_id.clone(), mine))
}

/// The started game `game_id`, its seats and `me`'s seat, which `me` must have.
pub(crate) async fn my_seat(
    state: &AppState,
    me: &Device,
    game_id: &str,
) -> Result<
    (
        crate::rooms::storage::Room,
        Vec<crate::rooms::storage::Seat>,
        u8,
    ),
    ApiError,
> {
    let not_found = || ApiError::not_found("game_not_found", "no such game");
    if game_id.len() > 64 {
        return Err(not_found());
    }
    let room = state
        .storage
        .room_by_id(game_id)
        .await?
        .ok_or_else(not_found)?;
    let seats = state.storage.seats(&room.id).await?;
    let seat = games::seat_held(&seats, &me.id)?;
    if room.config.is_none() {
        return Err(ApiError::conflict(
            "game_not_started",
            "the room is not full yet",
        ));
    }
    Ok((room, seats, seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_read_forgivingly() {
        assert_eq!(normalize_code("abcd-efgh"), "ABCDEFGH");
        assert_eq!(normalize_code(" ab cd ef gh "), "ABCDEFGH");
    }
}
