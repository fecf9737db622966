//! `slovo online friends|chat|block|report`: friends (code, requests, the list with presence
//! and ratings, invites), a game's chat, blocks and reports, asked of the server with the
//! data directory's account. `--json` prints the server's answer as it came.

use std::error::Error;
use std::path::Path;

use clap::{Args, Subcommand};
use slovo_i18n::{Catalog, Message};
use slovo_sync::api::{
    GameFamily, InviteFriend, InviteStatus, Mode, PlayerTarget, Presence, ReportPlayer,
    ReportReason,
};

use super::online_stats::ask;

#[derive(Subcommand)]
pub enum FriendsCommand {
    /// Your friend code, your friends (online or not, their ratings) and friend requests.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Ask a player to be friends: by their friend CODE, or by --game and --seat of a game
    /// you played together.
    Add {
        code: Option<String>,
        #[arg(long, requires = "seat", conflicts_with = "code")]
        game: Option<String>,
        #[arg(long, requires = "game")]
        seat: Option<u8>,
    },
    /// Accept the friend request of PLAYER (an id from `friends list`).
    Accept { player: String },
    /// Decline the friend request of PLAYER (they are not told).
    Decline { player: String },
    /// End the friendship with PLAYER, or withdraw your request.
    Remove { player: String },
    /// Invite the friend PLAYER to a new room for two; they get a push.
    Invite {
        player: String,
        #[arg(long, value_parser = parse_mode)]
        mode: Mode,
        /// The game's language (Tycoon: English, the default then).
        #[arg(long, required_unless_present = "tycoon")]
        lang: Option<String>,
        /// A game of Tycoon instead of the word game.
        #[arg(long)]
        tycoon: bool,
        /// Quick games: each player's minutes, 3, 5, 10 or 25 (default 10).
        #[arg(long)]
        minutes: Option<u32>,
    },
    /// Invites to you and from you.
    Invites {
        #[arg(long)]
        json: bool,
    },
    /// Accept the invite INVITE: the game starts.
    Join { invite: String },
    /// Decline the invite INVITE.
    Refuse { invite: String },
}

#[derive(Args)]
pub struct ChatArgs {
    /// The game (its id, a unique prefix, or its room code); not with --on/--off.
    #[arg(required_unless_present_any = ["on", "off"])]
    game: Option<String>,
    /// Send this message instead of showing the chat.
    #[arg(long, num_args = 1.., allow_hyphen_values = true)]
    send: Option<Vec<String>>,
    /// Turn your chat on.
    #[arg(long, conflicts_with_all = ["off", "game"])]
    on: bool,
    /// Turn your chat off: you neither see nor send messages.
    #[arg(long, conflicts_with = "game")]
    off: bool,
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct BlockArgs {
    /// The player's id (from `friends list` or `block --list`).
    #[arg(conflicts_with_all = ["game", "list"])]
    player: Option<String>,
    /// Block whoever sits in --seat of this game.
    #[arg(long, requires = "seat")]
    game: Option<String>,
    #[arg(long, requires = "game")]
    seat: Option<u8>,
    /// Lift the block of PLAYER instead.
    #[arg(long, requires = "player")]
    undo: bool,
    /// The players you blocked.
    #[arg(long)]
    list: bool,
}

#[derive(Args)]
pub struct ReportArgs {
    /// The game (its id, a unique prefix, or its room code).
    game: String,
    /// The seat of the player reported.
    seat: u8,
    /// abusive_chat, cheating, offensive_name, spam, stalling or other.
    #[arg(long, value_parser = parse_reason)]
    reason: ReportReason,
    /// What happened, in your words (up to 500 characters).
    #[arg(long)]
    text: Option<String>,
}

fn parse_mode(s: &str) -> Result<Mode, String> {
    Mode::from_name(s).ok_or_else(|| "the mode is quick or daily".to_string())
}

fn parse_reason(s: &str) -> Result<ReportReason, String> {
    ReportReason::from_name(s).ok_or_else(|| {
        let names: Vec<&str> = ReportReason::ALL.iter().map(|r| r.name()).collect();
        format!("a reason is one of {}", names.join(", "))
    })
}

fn mode_name(mode: Mode) -> Message {
    Message::new(match mode {
        Mode::Quick => "online-mode-quick",
        Mode::Daily => "online-mode-daily",
    })
}

/// The player a command names: either `named` (a friend code or a player id) or a seat of a
/// game, never both.
fn target(
    named: Option<PlayerTarget>,
    game: Option<String>,
    seat: Option<u8>,
    find_game: &impl Fn(&str) -> Result<String, Box<dyn Error>>,
    catalog: &Catalog,
) -> Result<PlayerTarget, Box<dyn Error>> {
    match (named, game, seat) {
        (Some(named), None, None) => Ok(named),
        (None, Some(game), Some(seat)) => Ok(PlayerTarget {
            game_id: Some(find_game(&game)?),
            seat: Some(seat),
            ..PlayerTarget::default()
        }),
        _ => Err(catalog.text("social-target-needed", &[]).into()),
    }
}

/// `find_game` turns what the player typed into a game id (from the local copies).
pub fn friends(
    data_dir: &Path,
    command: FriendsCommand,
    find_game: impl Fn(&str) -> Result<String, Box<dyn Error>>,
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let say = |m: Message| println!("{}", catalog.render(&m));
    match command {
        FriendsCommand::List { json } => {
            let page = ask(data_dir, catalog, async |c| c.friends().await)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&page)?);
                return Ok(());
            }
            say(Message::new("social-code").with("code", page.friend_code.as_str()));
            if page.friends.is_empty() {
                say(Message::new("social-friends-none"));
            }
            for f in &page.friends {
                let presence = Message::new(match f.presence {
                    Presence::Live => "social-presence-live",
                    Presence::Recent => "social-presence-recent",
                    Presence::Offline => "social-presence-offline",
                });
                let ratings: Vec<String> = f
                    .ratings
                    .iter()
                    .map(|r| {
                        catalog.render(
                            &Message::new("social-rating")
                                .with("language", slovo_i18n::language_name(r.language))
                                .with("mode", mode_name(r.mode))
                                .with("rating", r.rating.rating.round() as i64)
                                .with("deviation", r.rating.deviation.round() as i64),
                        )
                    })
                    .collect();
                let mut line = catalog.render(
                    &Message::new("social-friend-line")
                        .with("name", f.display_name.as_str())
                        .with("id", f.player_id.as_str())
                        .with("presence", presence),
                );
                if !ratings.is_empty() {
                    line = format!("{line}; {}", ratings.join(", "));
                }
                println!("{line}");
            }
            for r in &page.incoming {
                say(Message::new("social-incoming-line")
                    .with("name", r.display_name.as_str())
                    .with("id", r.player_id.as_str()));
            }
            for r in &page.outgoing {
                say(Message::new("social-outgoing-line")
                    .with("name", r.display_name.as_str())
                    .with("id", r.player_id.as_str()));
            }
        }
        FriendsCommand::Add { code, game, seat } => {
            let named = code.map(|code| PlayerTarget {
                code: Some(code),
                ..PlayerTarget::default()
            });
            let target = target(named, game, seat, &find_game, catalog)?;
            let added = ask(data_dir, catalog, async |c| c.add_friend(&target).await)?;
            let key = match added.status {
                slovo_sync::api::FriendStatus::Requested => "social-requested",
                slovo_sync::api::FriendStatus::Friends => "social-friends-now",
            };
            say(Message::new(key).with("name", added.display_name.as_str()));
        }
        FriendsCommand::Accept { player } => {
            let added = ask(data_dir, catalog, async |c| c.accept_friend(&player).await)?;
            say(Message::new("social-friends-now").with("name", added.display_name.as_str()));
        }
        FriendsCommand::Decline { player } => {
            ask(data_dir, catalog, async |c| c.decline_friend(&player).await)?;
            say(Message::new("social-declined"));
        }
        FriendsCommand::Remove { player } => {
            ask(data_dir, catalog, async |c| c.remove_friend(&player).await)?;
            say(Message::new("social-removed"));
        }
        FriendsCommand::Invite {
            player,
            mode,
            lang,
            tycoon,
            minutes,
        } => {
            let family = if tycoon {
                GameFamily::Tycoon
            } else {
                GameFamily::Word
            };
            let terms = InviteFriend {
                mode,
                language: lang.unwrap_or_else(|| "en".to_string()),
                minutes,
                family,
            };
            let invite = ask(data_dir, catalog, async |c| {
                c.invite_friend(&player, &terms).await
            })?;
            say(Message::new("social-invited")
                .with("name", invite.to.display_name.as_str())
                .with("id", invite.invite_id.as_str()));
            // Alone on the last line, for scripts.
            println!("{}", invite.invite_id);
        }
        FriendsCommand::Invites { json } => {
            let list = ask(data_dir, catalog, async |c| c.invites().await)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&list)?);
                return Ok(());
            }
            if list.incoming.is_empty() && list.outgoing.is_empty() {
                say(Message::new("social-invites-none"));
            }
            let sides = [
                ("social-invite-in", &list.incoming, true),
                ("social-invite-out", &list.outgoing, false),
            ];
            for (key, invites, incoming) in sides {
                for i in invites {
                    let other = if incoming { &i.from } else { &i.to };
                    let status = Message::new(match i.status {
                        InviteStatus::Pending => "social-invite-pending",
                        InviteStatus::Accepted => "social-invite-accepted",
                        InviteStatus::Declined => "social-invite-declined",
                    });
                    say(Message::new(key)
                        .with("name", other.display_name.as_str())
                        .with("mode", mode_name(i.mode))
                        .with("language", slovo_i18n::language_name(i.language))
                        .with("id", i.invite_id.as_str())
                        .with("status", status));
                }
            }
        }
        FriendsCommand::Join { invite } => {
            let room = ask(data_dir, catalog, async |c| c.accept_invite(&invite).await)?;
            let id = room.game_id.unwrap_or_default();
            say(Message::new("social-joined").with("id", id.as_str()));
        }
        FriendsCommand::Refuse { invite } => {
            ask(data_dir, catalog, async |c| c.decline_invite(&invite).await)?;
            say(Message::new("social-declined"));
        }
    }
    Ok(())
}

pub fn chat(
    data_dir: &Path,
    args: ChatArgs,
    find_game: impl Fn(&str) -> Result<String, Box<dyn Error>>,
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let say = |m: Message| println!("{}", catalog.render(&m));
    if args.on || args.off {
        let set = ask(data_dir, catalog, async |c| c.set_chat(args.on).await)?;
        say(Message::new(if set.enabled {
            "social-chat-on"
        } else {
            "social-chat-off"
        }));
        return Ok(());
    }
    let game = find_game(args.game.as_deref().unwrap_or_default())?;
    if let Some(words) = args.send {
        let text = words.join(" ");
        ask(data_dir, catalog, async |c| c.send_chat(&game, &text).await)?;
        say(Message::new("social-chat-sent"));
        return Ok(());
    }
    let page = ask(data_dir, catalog, async |c| c.chat(&game, 0).await)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&page)?);
        return Ok(());
    }
    if page.messages.is_empty() {
        say(Message::new("social-chat-none"));
    }
    for m in &page.messages {
        say(Message::new("social-chat-line")
            .with("name", m.display_name.as_str())
            .with("text", m.text.as_str()));
    }
    Ok(())
}

pub fn block(
    data_dir: &Path,
    args: BlockArgs,
    find_game: impl Fn(&str) -> Result<String, Box<dyn Error>>,
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let say = |m: Message| println!("{}", catalog.render(&m));
    if args.list {
        let list = ask(data_dir, catalog, async |c| c.blocks().await)?;
        if list.blocks.is_empty() {
            say(Message::new("social-blocks-none"));
        }
        for b in &list.blocks {
            say(Message::new("social-block-line")
                .with("name", b.display_name.as_str())
                .with("id", b.player_id.as_str()));
        }
        return Ok(());
    }
    if args.undo {
        let player = args.player.unwrap_or_default();
        ask(data_dir, catalog, async |c| c.unblock(&player).await)?;
        say(Message::new("social-unblocked"));
        return Ok(());
    }
    let named = args.player.map(|id| PlayerTarget {
        player_id: Some(id),
        ..PlayerTarget::default()
    });
    let target = target(named, args.game, args.seat, &find_game, catalog)?;
    let blocked = ask(data_dir, catalog, async |c| c.block(&target).await)?;
    say(Message::new("social-blocked").with("name", blocked.display_name.as_str()));
    Ok(())
}

pub fn report(
    data_dir: &Path,
    args: ReportArgs,
    find_game: impl Fn(&str) -> Result<String, Box<dyn Error>>,
    catalog: &Catalog,
) -> Result<(), Box<dyn Error>> {
    let report = ReportPlayer {
        game_id: find_game(&args.game)?,
        seat: args.seat,
        reason: args.reason,
        text: args.text,
    };
    ask(data_dir, catalog, async |c| c.report(&report).await)?;
    println!("{}", catalog.render(&Message::new("social-reported")));
    Ok(())
}
