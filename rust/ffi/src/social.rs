//! Friends, invitations, a game's chat, blocks and reports for the shells: the friends
//! screen and the chat sheet as view models said in the interface language, and the actions
//! as async methods of [`Slovo`] (each one a request to the server, on a worker thread).
//!
//! A refusal by the server (already friends, an unknown code, chat off, rate limited) is its
//! typed error with the catalog's text; a chat message the server would refuse (empty, too
//! long) is `InvalidArgument` before any request. A refused action changes nothing.

use slovo_app::{
    ChatLine, Friend, FriendAdded, FriendStatus, FriendsPage, GameChat, Invite, InviteList,
    InviteStatus, Presence, Rating, ReportReason, Someone,
};
use slovo_i18n::{Catalog, Message, language_name};
use slovo_sync::api::CHAT_MAX_CHARS;

use crate::error::SlovoError;
use crate::online::{OnlineGameMode, OnlineRoomInfo};
use crate::slovo::Slovo;
use crate::stats::{RatingItem, mode_name, rating_item};
use crate::text::catalog;
use crate::types::GameFamily;

/// Whether a friend is around.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FriendPresence {
    /// A game of theirs is open on their screen now.
    Live,
    /// Seen in the last few minutes.
    Recent,
    Offline,
}

/// A friend in the list: their name, whether they are around and their ratings.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct FriendRow {
    pub player_id: String,
    pub name: String,
    pub presence: FriendPresence,
    /// `playing now`, `online` or `offline`.
    pub presence_text: String,
    /// One per rated language and mode.
    pub ratings: Vec<RatingItem>,
}

/// A friend request waiting for an answer: from them (accept or decline) or from me.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct FriendRequestRow {
    pub player_id: String,
    pub name: String,
    /// `Ann asks to be your friend`, `Waiting for Ann to accept`.
    pub text: String,
}

/// An invitation to a game still waiting for its answer.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct InviteRow {
    pub invite_id: String,
    /// The other player: who invites me, or whom I invited.
    pub name: String,
    pub mode: OnlineGameMode,
    /// The game the invitation is for: open `onlineGame` or `onlineTycoonGame` on accepting.
    pub kind: GameFamily,
    /// `Ann invites you: daily, Slovak` (`daily, Tycoon` for a Tycoon game).
    pub text: String,
}

/// The friends screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct FriendsScreen {
    /// What a friend types to add me (8 characters).
    pub friend_code: String,
    /// How to use it.
    pub code_help: String,
    pub friends: Vec<FriendRow>,
    /// The text to show instead while I have no friends (`friends` is then empty).
    pub empty: Option<String>,
    /// Requests to me (accept or decline).
    pub incoming: Vec<FriendRequestRow>,
    /// My requests not yet answered.
    pub outgoing: Vec<FriendRequestRow>,
    /// Invitations to me, waiting for my answer.
    pub invites: Vec<InviteRow>,
    /// My invitations, waiting for theirs.
    pub invited: Vec<InviteRow>,
}

/// A message of a game's chat.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ChatItem {
    /// 1, 2, … in the game's order: the `since` of the next read.
    pub seq: i64,
    pub seat: i32,
    pub name: String,
    pub text: String,
    /// Whether I wrote it.
    pub mine: bool,
    /// When it was sent (Unix ms).
    pub sent_at: i64,
    /// `14:05` on the phone's clock.
    pub time: String,
}

/// A game's chat, as the sheet shows it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ChatScreen {
    pub game_id: String,
    pub messages: Vec<ChatItem>,
    /// False while my chat is off (then no messages, and `notice` says so).
    pub enabled: bool,
    /// Instead of messages: chat off, or none yet.
    pub notice: Option<String>,
    /// The longest message, in characters.
    pub max_chars: u32,
}

/// Why a player is reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ReportCause {
    AbusiveChat,
    Cheating,
    OffensiveName,
    Spam,
    Stalling,
    Other,
}

/// A reason to offer in the report menu, with its label.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ReportChoice {
    pub cause: ReportCause,
    pub label: String,
}

impl From<ReportCause> for ReportReason {
    fn from(cause: ReportCause) -> Self {
        match cause {
            ReportCause::AbusiveChat => ReportReason::AbusiveChat,
            ReportCause::Cheating => ReportReason::Cheating,
            ReportCause::OffensiveName => ReportReason::OffensiveName,
            ReportCause::Spam => ReportReason::Spam,
            ReportCause::Stalling => ReportReason::Stalling,
            ReportCause::Other => ReportReason::Other,
        }
    }
}

const CAUSES: [ReportCause; 6] = [
    ReportCause::AbusiveChat,
    ReportCause::Cheating,
    ReportCause::OffensiveName,
    ReportCause::Spam,
    ReportCause::Stalling,
    ReportCause::Other,
];

/// The reasons a player may be reported for, labelled in the interface language, in the
/// order to offer them.
#[uniffi::export]
pub fn report_choices() -> Vec<ReportChoice> {
    let catalog = catalog();
    CAUSES
        .into_iter()
        .map(|cause| ReportChoice {
            cause,
            label: catalog.text(
                &format!(
                    "people-reason-{}",
                    ReportReason::from(cause).name().replace('_', "-")
                ),
                &[],
            ),
        })
        .collect()
}

fn presence_of(presence: Presence) -> (FriendPresence, &'static str) {
    match presence {
        Presence::Live => (FriendPresence::Live, "social-presence-live"),
        Presence::Recent => (FriendPresence::Recent, "social-presence-recent"),
        Presence::Offline => (FriendPresence::Offline, "social-presence-offline"),
    }
}

fn friend_row(catalog: &Catalog, friend: &Friend) -> FriendRow {
    let (presence, key) = presence_of(friend.presence);
    FriendRow {
        player_id: friend.player_id.clone(),
        name: friend.display_name.clone(),
        presence,
        presence_text: catalog.text(key, &[]),
        ratings: friend
            .ratings
            .iter()
            .map(|r| rating_item(catalog, r.language, r.mode, &Rating::from(r.rating)))
            .collect(),
    }
}

fn invite_row(catalog: &Catalog, invite: &Invite, mine: bool) -> InviteRow {
    let other = if mine { &invite.to } else { &invite.from };
    let tycoon = invite.family == slovo_sync::api::GameFamily::Tycoon;
    // A Tycoon game is named by its game, not its (always English) language.
    let game = if tycoon {
        Message::new("ui-game-tycoon")
    } else {
        language_name(invite.language)
    };
    InviteRow {
        invite_id: invite.invite_id.clone(),
        name: other.display_name.clone(),
        mode: slovo_app::OnlineMode::from(invite.mode).into(),
        kind: if tycoon {
            GameFamily::Tycoon
        } else {
            GameFamily::Word
        },
        text: catalog.render(
            &Message::new(if mine {
                "people-invite-to"
            } else {
                "people-invite-from"
            })
            .with("name", other.display_name.as_str())
            .with("mode", mode_name(invite.mode))
            .with("language", game),
        ),
    }
}

pub(crate) fn friends_screen(
    catalog: &Catalog,
    page: &FriendsPage,
    invites: &InviteList,
) -> FriendsScreen {
    let request = |key: &'static str| {
        move |r: &slovo_app::FriendRequest| FriendRequestRow {
            player_id: r.player_id.clone(),
            name: r.display_name.clone(),
            text: catalog.render(&Message::new(key).with("name", r.display_name.as_str())),
        }
    };
    let pending = |list: &[Invite], mine: bool| -> Vec<InviteRow> {
        list.iter()
            .filter(|i| i.status == InviteStatus::Pending)
            .map(|i| invite_row(catalog, i, mine))
            .collect()
    };
    FriendsScreen {
        friend_code: page.friend_code.clone(),
        code_help: catalog.text("people-code-help", &[]),
        friends: page
            .friends
            .iter()
            .map(|f| friend_row(catalog, f))
            .collect(),
        empty: page
            .friends
            .is_empty()
            .then(|| catalog.text("social-friends-none", &[])),
        incoming: page
            .incoming
            .iter()
            .map(request("people-request-from"))
            .collect(),
        outgoing: page
            .outgoing
            .iter()
            .map(request("people-request-to"))
            .collect(),
        invites: pending(&invites.incoming, false),
        invited: pending(&invites.outgoing, true),
    }
}

/// `14:05` on a clock `utc_offset_minutes` ahead of UTC.
fn clock_time(sent_at: i64, utc_offset_minutes: i32) -> String {
    let minutes = (sent_at.div_euclid(60_000) + i64::from(utc_offset_minutes)).rem_euclid(24 * 60);
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

fn chat_item(line: ChatLine, utc_offset_minutes: i32) -> ChatItem {
    let m = line.message;
    ChatItem {
        seq: m.seq,
        seat: m.seat.into(),
        time: clock_time(m.sent_at, utc_offset_minutes),
        name: m.display_name,
        text: m.text,
        mine: line.mine,
        sent_at: m.sent_at,
    }
}

pub(crate) fn chat_screen(
    catalog: &Catalog,
    chat: GameChat,
    utc_offset_minutes: i32,
) -> ChatScreen {
    let notice = match (chat.enabled, chat.lines.is_empty()) {
        (false, _) => Some(catalog.text("social-chat-off", &[])),
        (true, true) => Some(catalog.text("social-chat-none", &[])),
        (true, false) => None,
    };
    ChatScreen {
        game_id: chat.game_id,
        messages: chat
            .lines
            .into_iter()
            .map(|l| chat_item(l, utc_offset_minutes))
            .collect(),
        enabled: chat.enabled,
        notice,
        max_chars: CHAT_MAX_CHARS as u32,
    }
}

/// What a friend request came to, as the player reads it.
fn added_text(added: &FriendAdded) -> String {
    let key = match added.status {
        FriendStatus::Requested => "social-requested",
        FriendStatus::Friends => "social-friends-now",
    };
    catalog().render(&Message::new(key).with("name", added.display_name.as_str()))
}

fn seat_of(seat: i32) -> Result<u8, SlovoError> {
    u8::try_from(seat)
        .ok()
        .filter(|&s| s < 4)
        .ok_or_else(|| crate::error::invalid(Message::new("people-bad-seat").with("seat", seat)))
}

#[uniffi::export]
impl Slovo {
    /// The friends screen: my friend code, my friends (presence, ratings), requests both
    /// ways and invitations waiting for an answer.
    pub async fn friends(&self) -> Result<FriendsScreen, SlovoError> {
        self.off_thread(|app| {
            let page = app.friends()?;
            let invites = app.invites()?;
            Ok(friends_screen(&catalog(), &page, &invites))
        })
        .await
    }

    /// Ask the player with this friend code to be friends. Returns what came of it
    /// (`Friend request sent to Ann.`, or friends at once when Ann had asked me).
    pub async fn add_friend_by_code(&self, code: String) -> Result<String, SlovoError> {
        self.off_thread(move |app| Ok(added_text(&app.add_friend(&Someone::Code(code))?)))
            .await
    }

    /// Ask the player in `seat` of an online game I play to be friends.
    pub async fn add_friend_from_game(
        &self,
        game_id: String,
        seat: i32,
    ) -> Result<String, SlovoError> {
        let seat = seat_of(seat)?;
        self.off_thread(move |app| {
            Ok(added_text(
                &app.add_friend(&Someone::Seat { game_id, seat })?,
            ))
        })
        .await
    }

    pub async fn accept_friend(&self, player_id: String) -> Result<String, SlovoError> {
        self.off_thread(move |app| Ok(added_text(&app.accept_friend(&player_id)?)))
            .await
    }

    pub async fn decline_friend(&self, player_id: String) -> Result<(), SlovoError> {
        self.off_thread(move |app| Ok(app.decline_friend(&player_id)?))
            .await
    }

    /// End a friendship, or withdraw my request.
    pub async fn remove_friend(&self, player_id: String) -> Result<(), SlovoError> {
        self.off_thread(move |app| Ok(app.remove_friend(&player_id)?))
            .await
    }

    /// Invite a friend to a new game for two (they get a push); returns what to tell me.
    /// The game starts when they accept, and comes with the next sync. `family` is the word
    /// game when left out; Tycoon is played in English (another language is refused).
    #[uniffi::method(default(minutes = None, family = None))]
    pub async fn invite_friend(
        &self,
        player_id: String,
        mode: OnlineGameMode,
        language: String,
        minutes: Option<u32>,
        family: Option<GameFamily>,
    ) -> Result<String, SlovoError> {
        let language = crate::online::language_name(&language)?;
        let kind = match family.unwrap_or(GameFamily::Word) {
            GameFamily::Word => slovo_app::GameKind::Word,
            GameFamily::Tycoon => slovo_app::GameKind::Tycoon,
        };
        self.off_thread(move |app| {
            let invite = app.invite_friend(&player_id, kind, mode.into(), language, minutes)?;
            Ok(catalog().render(
                &Message::new("people-invited").with("name", invite.to.display_name.as_str()),
            ))
        })
        .await
    }

    /// Accept an invitation: its game has started and is on this device (open it with
    /// `onlineGame(gameId)`).
    pub async fn accept_invite(&self, invite_id: String) -> Result<OnlineRoomInfo, SlovoError> {
        self.off_thread(move |app| Ok(app.accept_invite(&invite_id)?.into()))
            .await
    }

    pub async fn decline_invite(&self, invite_id: String) -> Result<(), SlovoError> {
        self.off_thread(move |app| Ok(app.decline_invite(&invite_id)?))
            .await
    }

    /// An online game's chat after message `since` (0: all), times on a clock
    /// `utcOffsetMinutes` ahead of UTC (the phone's time zone).
    pub async fn chat(
        &self,
        game_id: String,
        since: i64,
        utc_offset_minutes: i32,
    ) -> Result<ChatScreen, SlovoError> {
        self.off_thread(move |app| {
            let chat = app.chat(&game_id, since)?;
            Ok(chat_screen(&catalog(), chat, utc_offset_minutes))
        })
        .await
    }

    /// Send a message to the game's players: 1 to `ChatScreen.maxChars` characters
    /// (trimmed; else `InvalidArgument`, nothing sent). Returns the message as sent.
    pub async fn send_chat(
        &self,
        game_id: String,
        text: String,
        utc_offset_minutes: i32,
    ) -> Result<ChatItem, SlovoError> {
        self.off_thread(move |app| {
            Ok(chat_item(
                app.send_chat(&game_id, &text)?,
                utc_offset_minutes,
            ))
        })
        .await
    }

    /// Turn my chat on or off in every game; returns whether it is on.
    pub async fn set_chat_enabled(&self, enabled: bool) -> Result<bool, SlovoError> {
        self.off_thread(move |app| Ok(app.set_chat_enabled(enabled)?))
            .await
    }

    /// Block the player in `seat` of an online game I play: no chat from them, never
    /// matched with them, their friend requests dropped. They are not told. Returns what
    /// to tell me.
    pub async fn block_player(&self, game_id: String, seat: i32) -> Result<String, SlovoError> {
        let seat = seat_of(seat)?;
        self.off_thread(move |app| {
            let blocked = app.block(&Someone::Seat { game_id, seat })?;
            Ok(catalog().render(
                &Message::new("social-blocked").with("name", blocked.display_name.as_str()),
            ))
        })
        .await
    }

    /// Report the player in `seat` of an online game I play, with a reason and an optional
    /// text (up to 500 characters); the operator sees the game's chat with it. Returns what
    /// to tell me.
    #[uniffi::method(default(text = None))]
    pub async fn report_player(
        &self,
        game_id: String,
        seat: i32,
        cause: ReportCause,
        text: Option<String>,
    ) -> Result<String, SlovoError> {
        let seat = seat_of(seat)?;
        self.off_thread(move |app| {
            app.report(&game_id, seat, cause.into(), text.as_deref())?;
            Ok(catalog().text("social-reported", &[]))
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_app::{ChatMessage, FriendRating, FriendRequest, PlayerRef, RatingBadge};
    use slovo_i18n::UiLang;
    use slovo_rules::Language;
    use slovo_sync::api::Mode;

    fn player(name: &str) -> PlayerRef {
        PlayerRef {
            player_id: format!("id-{name}"),
            display_name: name.into(),
        }
    }

    fn invite(from: &str, to: &str, status: InviteStatus) -> Invite {
        Invite {
            invite_id: format!("{from}-{to}"),
            from: player(from),
            to: player(to),
            mode: Mode::Daily,
            language: Language::Slovak,
            minutes: None,
            status,
            created_at: 0,
            game_id: None,
            family: slovo_sync::api::GameFamily::Word,
        }
    }

    #[test]
    fn the_friends_screen_says_presence_ratings_and_what_waits() {
        let page = FriendsPage {
            friend_code: "AB3K7MPQ".into(),
            friends: vec![Friend {
                player_id: "id-Eva".into(),
                display_name: "Eva".into(),
                presence: Presence::Live,
                last_seen: Some(1),
                ratings: vec![FriendRating {
                    language: Language::Slovak,
                    mode: Mode::Quick,
                    rating: RatingBadge {
                        rating: 1623.4,
                        deviation: 61.5,
                        games: 14,
                    },
                }],
                since: 0,
            }],
            incoming: vec![FriendRequest {
                player_id: "id-Jan".into(),
                display_name: "Jan".into(),
                sent_at: 0,
            }],
            outgoing: Vec::new(),
        };
        let invites = InviteList {
            incoming: vec![
                invite("Eva", "Me", InviteStatus::Pending),
                invite("Jan", "Me", InviteStatus::Declined),
            ],
            outgoing: vec![invite("Me", "Eva", InviteStatus::Pending)],
        };
        let screen = friends_screen(&Catalog::new(UiLang::Sk), &page, &invites);
        assert_eq!(screen.empty, None);
        let eva = &screen.friends[0];
        assert_eq!(eva.presence, FriendPresence::Live);
        assert_eq!(eva.ratings[0].rating, "1\u{a0}623 ± 62");
        assert_eq!(eva.ratings[0].title, "slovenčina, rýchla");
        assert!(screen.incoming[0].text.contains("Jan"));
        // Only the invitation still waiting, named by the other player.
        assert_eq!(screen.invites.len(), 1);
        assert_eq!(screen.invites[0].name, "Eva");
        assert_eq!(screen.invited[0].name, "Eva");
        assert_ne!(screen.invites[0].text, screen.invited[0].text);

        let none = friends_screen(
            &Catalog::new(UiLang::En),
            &FriendsPage {
                friends: Vec::new(),
                incoming: Vec::new(),
                ..page
            },
            &InviteList {
                incoming: Vec::new(),
                outgoing: Vec::new(),
            },
        );
        assert!(none.empty.unwrap().starts_with("No friends yet"));
    }

    #[test]
    fn an_invitation_to_tycoon_is_named_by_its_game() {
        let word = invite("Eva", "Me", InviteStatus::Pending);
        let tycoon = Invite {
            family: slovo_sync::api::GameFamily::Tycoon,
            language: Language::English,
            ..word.clone()
        };
        let en = Catalog::new(UiLang::En);
        let row = invite_row(&en, &tycoon, false);
        assert_eq!(row.kind, GameFamily::Tycoon);
        assert_eq!(row.text, "Eva invites you: daily, Tycoon");
        let row = invite_row(&en, &word, false);
        assert_eq!(row.kind, GameFamily::Word);
        assert_eq!(row.text, "Eva invites you: daily, Slovak");
    }

    #[test]
    fn chat_times_are_on_the_phones_clock() {
        // 2026-12-02 23:50 UTC.
        let at = 1_796_255_400_000;
        assert_eq!(clock_time(at, 0), "23:50");
        assert_eq!(clock_time(at, 60), "00:50");
        assert_eq!(clock_time(at, -330), "18:20");
        let chat = GameChat {
            game_id: "g".into(),
            lines: vec![ChatLine {
                message: ChatMessage {
                    seq: 3,
                    seat: 1,
                    display_name: "Eva".into(),
                    text: "ahoj".into(),
                    sent_at: at,
                },
                mine: false,
            }],
            enabled: true,
        };
        let screen = chat_screen(&Catalog::new(UiLang::En), chat.clone(), 120);
        assert_eq!(screen.notice, None);
        assert_eq!(screen.messages[0].time, "01:50");
        assert_eq!(screen.max_chars, 200);
        let off = chat_screen(
            &Catalog::new(UiLang::En),
            GameChat {
                lines: Vec::new(),
                enabled: false,
                ..chat
            },
            0,
        );
        assert!(!off.enabled && off.notice.is_some());
    }

    #[test]
    fn every_report_cause_has_a_label_in_every_language() {
        for lang in ["en", "sk", "cs", "hr", "da", "bg"] {
            let labels = crate::text::in_language(lang, report_choices);
            assert_eq!(labels.len(), CAUSES.len());
            for choice in labels {
                assert!(!choice.label.starts_with("people-"), "{lang}: {choice:?}");
            }
        }
    }
}
