//! Friends, invites, a game's chat, blocks and reports: the social calls of the server
//! through `slovo-sync`, for the phones and the CLI. Nothing here is kept on the device: the
//! server is the one record of who is whose friend, and of the chat (kept with the game).

pub use slovo_api::{
    BlockEntry, ChatMessage, Friend, FriendAdded, FriendRating, FriendRequest, FriendStatus,
    FriendsPage, Invite, InviteList, InviteStatus, PlayerRef, Presence, ReportReason,
    ReportReceipt,
};
use slovo_api::{CHAT_MAX_CHARS, InviteFriend, PlayerTarget, ReportPlayer};

use slovo_sync::SyncError;

use crate::online::online_room;
use crate::{App, AppError, GameKind, OnlineMode, OnlineRoom, Result};

/// Whom a friend request or a block is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Someone {
    /// The player's friend code (what they read out from their friends screen).
    Code(String),
    /// Whoever sits in `seat` of an online game I have a seat in.
    Seat { game_id: String, seat: u8 },
    /// A player id from a list the server gave (friends, requests, blocks).
    Player(String),
}

impl Someone {
    fn target(&self) -> PlayerTarget {
        match self {
            Someone::Code(code) => PlayerTarget {
                code: Some(code.trim().to_uppercase()),
                ..PlayerTarget::default()
            },
            Someone::Seat { game_id, seat } => PlayerTarget {
                game_id: Some(game_id.clone()),
                seat: Some(*seat),
                ..PlayerTarget::default()
            },
            Someone::Player(id) => PlayerTarget {
                player_id: Some(id.clone()),
                ..PlayerTarget::default()
            },
        }
    }
}

/// A message of a game's chat, with whether I wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatLine {
    pub message: ChatMessage,
    pub mine: bool,
}

/// A game's chat as I may see it: no messages from players I blocked, none while my chat is
/// off (then `enabled` is false).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameChat {
    pub game_id: String,
    pub lines: Vec<ChatLine>,
    pub enabled: bool,
}

/// The text of a chat message as it is sent, or why it cannot be: checked here so a message
/// the server would refuse costs no request.
fn chat_text(text: &str) -> Result<&str> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::EmptyMessage);
    }
    if text.chars().count() > CHAT_MAX_CHARS {
        return Err(AppError::MessageTooLong(CHAT_MAX_CHARS));
    }
    Ok(text)
}

impl App {
    /// My friend code, my friends (presence, ratings) and the requests both ways.
    pub fn friends(&self) -> Result<FriendsPage> {
        self.with_engine(|engine| async move { engine.client().friends().await })
    }

    /// Ask a player to be friends: friends at once when they had asked me, else requested.
    pub fn add_friend(&self, who: &Someone) -> Result<FriendAdded> {
        let target = who.target();
        self.with_engine(|engine| async move { engine.client().add_friend(&target).await })
    }

    pub fn accept_friend(&self, player_id: &str) -> Result<FriendAdded> {
        self.with_engine(|engine| async move { engine.client().accept_friend(player_id).await })
    }

    pub fn decline_friend(&self, player_id: &str) -> Result<()> {
        self.with_engine(|engine| async move { engine.client().decline_friend(player_id).await })
    }

    /// End a friendship, or withdraw my request.
    pub fn remove_friend(&self, player_id: &str) -> Result<()> {
        self.with_engine(|engine| async move { engine.client().remove_friend(player_id).await })
    }

    /// A new room for me and a friend for a game of `kind` (Tycoon: in English); they get a
    /// push and accept in their app.
    pub fn invite_friend(
        &self,
        player_id: &str,
        kind: GameKind,
        mode: OnlineMode,
        language: &str,
        minutes: Option<u32>,
    ) -> Result<Invite> {
        let terms = InviteFriend {
            mode: mode.wire(),
            language: language.to_string(),
            minutes,
            family: kind.family(),
        };
        self.with_engine(
            |engine| async move { engine.client().invite_friend(player_id, &terms).await },
        )
    }

    /// Invitations to me and from me, newest first.
    pub fn invites(&self) -> Result<InviteList> {
        self.with_engine(|engine| async move { engine.client().invites().await })
    }

    /// Accept an invitation: its game starts and is fetched, so it opens at once.
    pub fn accept_invite(&self, invite_id: &str) -> Result<OnlineRoom> {
        let room = self.with_engine(|engine| async move {
            let room = engine.client().accept_invite(invite_id).await?;
            if let Some(game_id) = &room.game_id {
                engine.refresh_game(game_id, Some(&room.code)).await?;
            }
            Ok(room)
        })?;
        Ok(online_room(room))
    }

    pub fn decline_invite(&self, invite_id: &str) -> Result<()> {
        self.with_engine(|engine| async move { engine.client().decline_invite(invite_id).await })
    }

    /// The messages of an online game after `since` (a message's `seq`; 0 for all), each
    /// marked when it is mine. The game must be on this device (my seat says which are mine).
    pub fn chat(&self, game_id: &str, since: i64) -> Result<GameChat> {
        let (_, state) = self.online_state(game_id)?;
        let page = self.with_engine(|engine| async move {
            match engine.client().chat(game_id, since).await {
                Ok(page) => Ok(Some(page)),
                // Chat off is a state of the screen, not a failure.
                Err(SyncError::Server { code, .. }) if code == "chat_off" => Ok(None),
                Err(e) => Err(e),
            }
        })?;
        Ok(GameChat {
            game_id: game_id.to_string(),
            enabled: page.is_some(),
            lines: page
                .map(|p| p.messages)
                .unwrap_or_default()
                .into_iter()
                .map(|message| ChatLine {
                    mine: message.seat == state.seat,
                    message,
                })
                .collect(),
        })
    }

    /// Send a message to the game's players (1 to 200 characters, trimmed).
    pub fn send_chat(&self, game_id: &str, text: &str) -> Result<ChatLine> {
        let text = chat_text(text)?;
        let message = self
            .with_engine(|engine| async move { engine.client().send_chat(game_id, text).await })?;
        Ok(ChatLine {
            message,
            mine: true,
        })
    }

    /// Whether my chat is on (off: I neither see nor send messages, in every game).
    pub fn chat_enabled(&self) -> Result<bool> {
        self.with_engine(|engine| async move { engine.client().chat_settings().await })
            .map(|s| s.enabled)
    }

    pub fn set_chat_enabled(&self, enabled: bool) -> Result<bool> {
        self.with_engine(|engine| async move { engine.client().set_chat(enabled).await })
            .map(|s| s.enabled)
    }

    /// Block a player: no chat from them, never matched with them, their requests dropped,
    /// a friendship ended. They are not told.
    pub fn block(&self, who: &Someone) -> Result<BlockEntry> {
        let target = who.target();
        self.with_engine(|engine| async move { engine.client().block(&target).await })
    }

    pub fn unblock(&self, player_id: &str) -> Result<()> {
        self.with_engine(|engine| async move { engine.client().unblock(player_id).await })
    }

    /// The players I blocked (only I see this list).
    pub fn blocks(&self) -> Result<Vec<BlockEntry>> {
        self.with_engine(|engine| async move { engine.client().blocks().await })
            .map(|list| list.blocks)
    }

    /// Report the player in `seat` of a game I play, for the server's operator (who sees the
    /// game's chat with it).
    pub fn report(
        &self,
        game_id: &str,
        seat: u8,
        reason: ReportReason,
        text: Option<&str>,
    ) -> Result<ReportReceipt> {
        let report = ReportPlayer {
            game_id: game_id.to_string(),
            seat,
            reason,
            text: text
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_string),
        };
        self.with_engine(|engine| async move { engine.client().report(&report).await })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chat_message_is_trimmed_and_at_most_the_servers_length() {
        assert_eq!(chat_text("  ahoj \n").unwrap(), "ahoj");
        assert!(matches!(chat_text(" \t "), Err(AppError::EmptyMessage)));
        // Characters, not bytes: 200 Cyrillic letters are 400 bytes and still fit.
        assert!(chat_text(&"ж".repeat(CHAT_MAX_CHARS)).is_ok());
        assert!(matches!(
            chat_text(&"ж".repeat(CHAT_MAX_CHARS + 1)),
            Err(AppError::MessageTooLong(CHAT_MAX_CHARS))
        ));
    }

    #[test]
    fn a_friend_code_is_sent_as_the_server_writes_it() {
        let target = Someone::Code(" ab3k7mpq ".into()).target();
        assert_eq!(target.code.as_deref(), Some("AB3K7MPQ"));
        assert!(target.game_id.is_none() && target.player_id.is_none());
        let seat = Someone::Seat {
            game_id: "g".into(),
            seat: 1,
        }
        .target();
        assert_eq!((seat.game_id.as_deref(), seat.seat), (Some("g"), Some(1)));
    }
}
