//! Push notifications: which ones a move causes ([`after_move`], [`at_start`]), written to the
//! outbox in the same transaction as the move, and the [`worker`] that sends them once due
//! through the platform's [`PushSender`], with retries. A notification about a turn is skipped
//! when the game has moved on by the time it is due, and every notification is skipped for a
//! player who is watching the game live (an open event stream on any instance).
//!
//! A daily turn's time-pressure reminders ([`NotificationKind::TimeRunningOut`],
//! [`NotificationKind::LastHour`]) are timed again when due ([`reminder_at`]): a player on
//! vacation gets none while it lasts, and once it ends (on time, or early: the vacation's end
//! brings them forward) each comes at its moment before the deadline the vacation moved.
//!
//! Payloads carry only the kind, the game and the version ([`PushData`]) and a text naming the
//! opponents: never a rack, a tile or the bag, nor a Tycoon hand, card or the deck. Both game
//! families are told alike: whose turn it is, the reminders (waiting out a vacation), an
//! elimination when time ran out, and the game's end.

mod apns;
mod credential;
mod fcm;
pub mod storage;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use slovo_api::{NotificationKind, PushData, PushPlatform};
use slovo_i18n::{Arg, Catalog, UiLang};

pub use apns::Apns;
pub use credential::{Credential, CredentialError};
pub use fcm::Fcm;

use crate::games::{Pause, Rebuilt, Timing, paused_deadline};
use crate::rooms::storage::{Seat, Turn};
use storage::{Notification, NotificationUpdate as Update};

/// Daily games: the "time is running out" reminder comes when this share of the move's time
/// has passed, the "last hour" one this long before the deadline.
const RUNNING_OUT_PERCENT: i64 = 80;
const LAST_HOUR_MS: i64 = 3_600_000;
/// Tries before a notification the provider keeps refusing is given up.
const MAX_ATTEMPTS: i64 = 6;
/// How long a sender owns a claimed row before another instance may take it over.
const LEASE_MS: i64 = 30_000;
const POLL_EVERY: Duration = Duration::from_millis(200);
/// Notifications claimed and sent together.
const BATCH: usize = 32;

/// An outbox row to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotification {
    pub device_id: String,
    pub kind: NotificationKind,
    /// The game version it is about.
    pub version: i64,
    /// Not sent before this time (Unix ms): reminders wait for their moment.
    pub not_before: i64,
}

/// What to tell the players of a game that just started (version 0) at `now`.
pub fn at_start(turn: Turn, timing: Timing, seats: &[Seat], now: i64) -> Vec<NewNotification> {
    for_turn(turn, timing, 0, seats, now, &[])
}

/// What to tell the players after the move that made `game` reach its current version, made
/// by `mover` at `now` (`timed_out`: the server's clock made it, not the player).
pub fn after_move(
    game: &Rebuilt,
    seats: &[Seat],
    mover: u8,
    timed_out: bool,
    now: i64,
) -> Vec<NewNotification> {
    let players = game.game.config().players;
    let after = After {
        version: game.version(),
        turn: game.turn(),
        over: game.game.is_over(),
        timing: game.timing,
    };
    after_version(after, &game.pauses, players, seats, mover, timed_out, now)
}

/// Where a game of either family stands after a move: its version, the next turn (none
/// once over), and how it is timed.
#[derive(Debug, Clone, Copy)]
pub struct After {
    pub version: i64,
    pub turn: Option<Turn>,
    pub over: bool,
    pub timing: Timing,
}

/// [`after_move`] for a game of either family with `players` seats, the seats' `pauses`
/// (their players' vacations) keeping the reminders of a player away until they are back.
/// A player whose turn goes on after their own move (Tycoon: a patent to buy after a word)
/// is not told it is their turn; its reminders come for the deadline the move set.
pub fn after_version(
    after: After,
    pauses: &[Pause],
    players: u8,
    seats: &[Seat],
    mover: u8,
    timed_out: bool,
    now: i64,
) -> Vec<NewNotification> {
    let version = after.version;
    let to = |seat: u8, kind: NotificationKind| {
        device_of(seats, seat).map(|device_id| NewNotification {
            device_id,
            kind,
            version,
            not_before: now,
        })
    };
    let mut out: Vec<NewNotification> = Vec::new();
    if timed_out {
        out.extend(to(mover, NotificationKind::Eliminated));
    }
    if after.over {
        // A player who moved knows the game is over; one whose clock ran out is told.
        let told = (0..players).filter(|&s| s != mover || timed_out);
        out.extend(told.filter_map(|s| to(s, NotificationKind::GameOver)));
    } else if let Some(turn) = after.turn {
        let goes_on = turn.seat == i64::from(mover) && !timed_out;
        let notes = for_turn(turn, after.timing, version, seats, now, pauses);
        out.extend(
            notes
                .into_iter()
                .filter(|n| !(goes_on && n.kind == NotificationKind::YourTurn)),
        );
    }
    out
}

/// Whether `kind` presses a daily player for time: those wait out their vacation.
pub fn is_time_pressure(kind: NotificationKind) -> bool {
    matches!(
        kind,
        NotificationKind::TimeRunningOut | NotificationKind::LastHour
    )
}

/// When the time-pressure reminder `kind` of a daily turn begun at `started` is due, with
/// `per_move` for the move and its player's `pauses` not counted: "time running out" once
/// 80% of the move's own time has passed, "last hour" an hour before the (moved) deadline,
/// never during a pause (at its end instead). `None` for other kinds.
pub fn reminder_at(
    kind: NotificationKind,
    started: i64,
    per_move: i64,
    pauses: &[Pause],
) -> Option<i64> {
    let at = match kind {
        NotificationKind::TimeRunningOut => {
            paused_deadline(started, per_move * RUNNING_OUT_PERCENT / 100, pauses)
        }
        NotificationKind::LastHour => paused_deadline(started, per_move, pauses) - LAST_HOUR_MS,
        _ => return None,
    };
    Some(outside(at, pauses))
}

/// `at`, or the end of the pauses it falls in.
fn outside(mut at: i64, pauses: &[Pause]) -> i64 {
    let mut sorted: Vec<&Pause> = pauses.iter().collect();
    sorted.sort_by_key(|p| p.from);
    for p in sorted {
        if p.from <= at && at < p.until {
            at = p.until;
        }
    }
    at
}

/// "Your turn" now, and for daily games the reminders before the deadline (the mover's
/// `pauses` not counted).
fn for_turn(
    turn: Turn,
    timing: Timing,
    version: i64,
    seats: &[Seat],
    now: i64,
    pauses: &[Pause],
) -> Vec<NewNotification> {
    let Some(device_id) = device_of(seats, turn.seat as u8) else {
        return Vec::new();
    };
    let note = |kind, not_before| NewNotification {
        device_id: device_id.clone(),
        kind,
        version,
        not_before,
    };
    let mut out = vec![note(NotificationKind::YourTurn, now)];
    if let Timing::Daily { per_move } = timing {
        let mine: Vec<Pause> = pauses
            .iter()
            .filter(|p| i64::from(p.seat) == turn.seat)
            .copied()
            .collect();
        let running_out = outside(
            paused_deadline(now, per_move * RUNNING_OUT_PERCENT / 100, &mine),
            &mine,
        );
        out.push(note(NotificationKind::TimeRunningOut, running_out));
        // With short allowances the last hour starts before the 80% mark: one reminder then.
        let last_hour = outside(turn.due_at - LAST_HOUR_MS, &mine);
        if last_hour > running_out {
            out.push(note(NotificationKind::LastHour, last_hour));
        }
    }
    out
}

fn device_of(seats: &[Seat], seat: u8) -> Option<String> {
    seats
        .iter()
        .find(|s| s.seat == i64::from(seat))
        .map(|s| s.device_id.clone())
}

/// A notification as the provider gets it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushMessage {
    pub title: String,
    pub body: String,
    pub data: PushData,
}

impl PushMessage {
    /// The words for `kind` in a game against `opponents` (their display names), in `lang`.
    pub fn new(
        kind: NotificationKind,
        opponents: &[String],
        data: PushData,
        lang: UiLang,
    ) -> PushMessage {
        let (title, body) = match kind {
            NotificationKind::YourTurn => ("push-your-turn-title", "push-your-turn"),
            NotificationKind::TimeRunningOut => {
                ("push-time-running-out-title", "push-time-running-out")
            }
            NotificationKind::LastHour => ("push-last-hour-title", "push-last-hour"),
            NotificationKind::Eliminated => ("push-eliminated-title", "push-eliminated"),
            NotificationKind::GameOver => ("push-game-over-title", "push-game-over"),
            NotificationKind::FriendInvite => ("push-friend-invite-title", "push-friend-invite"),
            NotificationKind::RematchOffered => {
                ("push-rematch-offered-title", "push-rematch-offered")
            }
        };
        let catalog = Catalog::new(lang);
        let opponents = Arg::from(opponents.join(", "));
        PushMessage {
            title: catalog.text(title, &[]),
            body: catalog.text(body, &[("opponents", opponents)]),
            data,
        }
    }
}

/// Why a provider did not take a notification.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// The token is no longer valid (FCM 404 `UNREGISTERED`, APNs 410): forget it.
    #[error("the provider no longer knows this token")]
    Unregistered,
    /// Worth trying again later (network, 429, 5xx, an expired credential).
    #[error("temporary failure: {0}")]
    Retry(String),
    /// The provider refused this message for good.
    #[error("refused: {0}")]
    Rejected(String),
}

/// A push provider. Both platforms implement it; the worker does not know which it drives.
pub trait PushSender: Send + Sync {
    fn send<'a>(
        &'a self,
        token: &'a str,
        message: &'a PushMessage,
    ) -> BoxFuture<'a, Result<(), SendError>>;
}

/// The configured providers; a platform without one gets no notifications.
#[derive(Default, Clone)]
pub struct Senders(pub HashMap<PushPlatform, Arc<dyn PushSender>>);

/// Sort a provider's HTTP answer (after a send) into the worker's outcomes.
fn classify(status: reqwest::StatusCode, body: &str, unregistered: bool) -> Result<(), SendError> {
    if status.is_success() {
        Ok(())
    } else if unregistered {
        Err(SendError::Unregistered)
    } else if status == reqwest::StatusCode::TOO_MANY_REQUESTS
        || status.is_server_error()
        || status == reqwest::StatusCode::UNAUTHORIZED
        || status == reqwest::StatusCode::FORBIDDEN
    {
        // 401/403: a credential expired or being rotated; the next try presents a fresh one.
        Err(SendError::Retry(format!("{status}")))
    } else {
        Err(SendError::Rejected(format!(
            "{status}: {}",
            body.chars().take(200).collect::<String>()
        )))
    }
}

fn network_error(e: reqwest::Error) -> SendError {
    SendError::Retry(format!("network: {e}"))
}

/// Send due notifications until the process ends. With several instances each claims rows
/// with a lease, so a row is sent by one of them at a time. A full batch is followed by the
/// next at once, so a backlog drains at the providers' pace rather than the poll's.
pub async fn worker(state: crate::AppState) {
    let mut tick = tokio::time::interval(POLL_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        while send_batch(&state).await == BATCH {}
    }
}

/// Claim, send and record one batch; how many were claimed.
async fn send_batch(state: &crate::AppState) -> usize {
    let now = crate::now_ms();
    let due = match state
        .storage
        .claim_notifications(now, now + LEASE_MS, BATCH as i64)
        .await
    {
        Ok(due) => due,
        Err(e) => {
            tracing::warn!(error = %e, "notifications: claiming");
            return 0;
        }
    };
    // One device's notifications go out in order; different devices' at once.
    let mut by_device: Vec<Vec<&Notification>> = Vec::new();
    for n in &due {
        match by_device.iter_mut().find(|g| g[0].device_id == n.device_id) {
            Some(group) => group.push(n),
            None => by_device.push(vec![n]),
        }
    }
    let sent = futures_util::future::join_all(by_device.into_iter().map(|group| async move {
        let mut updates = Vec::with_capacity(group.len());
        for n in group {
            let update = match deliver(state, n).await {
                Ok(update) => update,
                Err(e) => {
                    tracing::warn!(notification = %n.id, error = %e, "notifications");
                    Update::RetryAt(crate::now_ms() + backoff_ms(n.attempts))
                }
            };
            log_outcome(n, &update);
            updates.push((n.id.clone(), update));
        }
        updates
    }))
    .await;
    let updates: Vec<_> = sent.into_iter().flatten().collect();
    // Unrecorded rows are sent again once their lease ends: at least once, never lost.
    if let Err(e) = state.storage.update_notifications(&updates).await {
        tracing::warn!(error = %e, "notifications: recording outcomes");
    }
    due.len()
}

/// 1 s, 2 s, 4 s, ... up to a minute.
fn backoff_ms(attempts: i64) -> i64 {
    1000 * (1i64 << attempts.clamp(1, 7).saturating_sub(1)).min(60)
}

async fn deliver(
    state: &crate::AppState,
    n: &Notification,
) -> Result<Update, crate::storage::StorageError> {
    // Cheapest reasons first: most skips are players without a token. `n.device_id` names
    // the player; each of their devices with a push token gets the notification.
    let tokens = state.storage.push_tokens_of_player(&n.device_id).await?;
    if tokens.is_empty() {
        return Ok(skipped("no_token"));
    }
    let targets: Vec<_> = tokens
        .into_iter()
        .filter_map(|(device, t)| Some((device, state.senders.0.get(&t.platform)?.clone(), t)))
        .collect();
    if targets.is_empty() {
        return Ok(skipped("no_sender"));
    }
    let Some(room) = state.storage.room_by_id(&n.game_id).await? else {
        return Ok(skipped("no_game"));
    };
    let about_turn = matches!(
        n.kind,
        NotificationKind::YourTurn | NotificationKind::TimeRunningOut | NotificationKind::LastHour
    );
    // An invite to a room whose game has started (accepted, or filled otherwise) is old news.
    let invite_taken = n.kind == NotificationKind::FriendInvite && room.config.is_some();
    // A rematch offer answered by all, or declined, is old news too.
    let rematch_closed = n.kind == NotificationKind::RematchOffered
        && !crate::games::rematch::waits_for(state, &n.game_id, &n.device_id)
            .await
            .map_err(|e| crate::storage::StorageError::Corrupt(e.message))?;
    if invite_taken
        || rematch_closed
        || (about_turn && (room.version != n.version || room.finished_at.is_some()))
    {
        return Ok(skipped("stale"));
    }
    if is_time_pressure(n.kind)
        && let Some(at) = retimed(state, &room, n).await?
        && at > crate::now_ms()
    {
        // On vacation, or a vacation moved the deadline: not yet.
        return Ok(Update::Postpone(at));
    }
    if state
        .storage
        .is_watching(&n.game_id, &n.device_id, crate::now_ms())
        .await?
    {
        return Ok(skipped("watching"));
    }
    let seats = state.storage.seats(&n.game_id).await?;
    let opponents: Vec<String> = seats
        .iter()
        .filter(|s| s.device_id != n.device_id)
        .map(|s| s.display_name.clone())
        .collect();
    let data = PushData {
        kind: n.kind,
        game_id: n.game_id.clone(),
        version: n.version,
    };
    let mut outcomes = Vec::with_capacity(targets.len());
    for (device, sender, push) in &targets {
        let message = PushMessage::new(n.kind, &opponents, data.clone(), push.ui_language);
        outcomes.push(match sender.send(&push.token, &message).await {
            Ok(()) => Update::Done("sent".to_string()),
            Err(SendError::Unregistered) => {
                state
                    .storage
                    .delete_push_token(device, Some(&push.token))
                    .await?;
                let platform = push.platform;
                tracing::info!(%device, ?platform, "push token unregistered: removed");
                Update::Done("failed:unregistered".to_string())
            }
            Err(SendError::Retry(why)) if n.attempts < MAX_ATTEMPTS => {
                tracing::info!(notification = %n.id, %why, attempt = n.attempts, "push: will retry");
                Update::RetryAt(crate::now_ms() + backoff_ms(n.attempts))
            }
            Err(e) => Update::Done(format!("failed:{e}")),
        });
    }
    Ok(combined(outcomes))
}

/// When the time-pressure reminder `n` about a daily turn (of either family) is due now that
/// its player's vacations are known; `None` where vacations do not pause the game.
async fn retimed(
    state: &crate::AppState,
    room: &crate::rooms::storage::Room,
    n: &Notification,
) -> Result<Option<i64>, crate::storage::StorageError> {
    let Timing::Daily { per_move } = state.timing(&room.mode, room.minutes) else {
        return Ok(None);
    };
    let seats = state.storage.seats(&room.id).await?;
    let Some(seat) = crate::games::seat_of(&seats, &n.device_id) else {
        return Ok(None);
    };
    let game_start = room.started_at.unwrap_or(room.created_at);
    let started = match state
        .storage
        .version_reached_at(&room.id, n.version)
        .await?
    {
        Some(at) => at,
        None if n.version == 0 => game_start,
        None => return Ok(None),
    };
    let pauses: Vec<Pause> = state
        .storage
        .pauses_of_game(&room.id, game_start)
        .await?
        .into_iter()
        .filter(|p| p.seat == seat)
        .collect();
    Ok(reminder_at(n.kind, started, per_move, &pauses))
}

/// One row's outcome from its devices' sends: sent if any device took it, else a retry if
/// one is due (the devices that took it may then get it twice: at least once), else the
/// first failure.
fn combined(outcomes: Vec<Update>) -> Update {
    let sent = Update::Done("sent".to_string());
    if outcomes.contains(&sent) {
        return sent;
    }
    let retry = outcomes.iter().find(|o| matches!(o, Update::RetryAt(_)));
    retry
        .or(outcomes.first())
        .cloned()
        .unwrap_or_else(|| skipped("no_token"))
}

fn skipped(why: &str) -> Update {
    Update::Done(format!("skipped:{why}"))
}

fn log_outcome(n: &Notification, update: &Update) {
    match update {
        Update::Postpone(at) => {
            tracing::debug!(notification = %n.id, kind = n.kind.name(), at, "push postponed");
        }
        Update::Done(o) if o == "sent" => {
            tracing::info!(notification = %n.id, kind = n.kind.name(), "push sent");
        }
        Update::Done(o) if o.starts_with("failed") => {
            tracing::warn!(notification = %n.id, outcome = %o, "push failed");
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats() -> Vec<Seat> {
        ["ann", "bob"]
            .iter()
            .enumerate()
            .map(|(i, d)| Seat {
                seat: i as i64,
                device_id: d.to_string(),
                display_name: d.to_uppercase(),
                rating: None,
            })
            .collect()
    }

    #[test]
    fn a_daily_turn_gets_your_turn_then_two_reminders() {
        let day = 86_400_000;
        let turn = Turn {
            seat: 1,
            due_at: 1000 + day,
        };
        let notes = at_start(turn, Timing::Daily { per_move: day }, &seats(), 1000);
        let kinds: Vec<_> = notes
            .iter()
            .map(|n| (n.kind, n.not_before, n.device_id.as_str()))
            .collect();
        assert_eq!(
            kinds,
            [
                (NotificationKind::YourTurn, 1000, "bob"),
                (NotificationKind::TimeRunningOut, 1000 + day * 8 / 10, "bob"),
                (NotificationKind::LastHour, 1000 + day - LAST_HOUR_MS, "bob"),
            ]
        );
    }

    #[test]
    fn a_turn_that_goes_on_after_the_players_own_move_is_not_told_again() {
        let day = 86_400_000;
        let after = |seat| After {
            version: 2,
            turn: Some(Turn {
                seat,
                due_at: 1000 + day,
            }),
            over: false,
            timing: Timing::Daily { per_move: day },
        };
        let told = |notes: Vec<NewNotification>| -> Vec<(NotificationKind, String)> {
            notes.into_iter().map(|n| (n.kind, n.device_id)).collect()
        };
        // Ann built a Tycoon word and may buy a patent: still her turn, no "your turn"; the
        // reminders are for the deadline her move set.
        let goes_on = after_version(after(0), &[], 2, &seats(), 0, false, 1000);
        assert_eq!(
            told(goes_on),
            [
                (NotificationKind::TimeRunningOut, "ann".to_string()),
                (NotificationKind::LastHour, "ann".to_string()),
            ]
        );
        // Her turn ended: Bob is told.
        let next = after_version(after(1), &[], 2, &seats(), 0, false, 1000);
        assert_eq!(
            told(next)[0],
            (NotificationKind::YourTurn, "bob".to_string())
        );
    }

    #[test]
    fn short_allowances_and_quick_games_get_fewer_reminders() {
        let turn = Turn {
            seat: 0,
            due_at: 10_000,
        };
        let daily = at_start(turn, Timing::Daily { per_move: 10_000 }, &seats(), 0);
        assert_eq!(daily.len(), 2, "no separate last hour in a 10 s allowance");
        let quick = at_start(turn, Timing::Quick { per_player: 10_000 }, &seats(), 0);
        assert_eq!(quick.len(), 1);
        assert_eq!(quick[0].kind, NotificationKind::YourTurn);
    }

    #[test]
    fn reminders_wait_for_the_vacation_and_the_moved_deadline() {
        let hour = LAST_HOUR_MS;
        let day = 24 * hour;
        let away = |from, until| Pause {
            seat: 1,
            from,
            until,
        };
        let kinds = [NotificationKind::TimeRunningOut, NotificationKind::LastHour];
        let at = |pauses: &[Pause]| kinds.map(|k| reminder_at(k, 0, day, pauses).unwrap());
        assert_eq!(at(&[]), [day * 8 / 10, day - hour]);
        // Away from hour 2 to hour 12: both move by the ten hours.
        assert_eq!(
            at(&[away(2 * hour, 12 * hour)]),
            [day * 8 / 10 + 10 * hour, day + 9 * hour]
        );
        // Left in the last half hour for a day: "last hour" would fall while away, so it
        // comes on return (the deadline half an hour later).
        let late = away(day - hour / 2, 2 * day);
        assert_eq!(at(&[late])[1], 2 * day);
        // For a turn begun while away, counted from the return.
        assert_eq!(
            reminder_at(
                NotificationKind::TimeRunningOut,
                5 * hour,
                day,
                &[away(0, day)]
            ),
            Some(day + day * 8 / 10)
        );
        assert_eq!(reminder_at(NotificationKind::YourTurn, 0, day, &[]), None);
        // A turn that starts while its player is away: made for after the return.
        let turn = Turn {
            seat: 1,
            due_at: 2 * day,
        };
        let notes = for_turn(
            turn,
            Timing::Daily { per_move: day },
            3,
            &seats(),
            0,
            &[away(0, day)],
        );
        let times: Vec<_> = notes.iter().map(|n| (n.kind, n.not_before)).collect();
        assert_eq!(
            times,
            [
                (NotificationKind::YourTurn, 0),
                (NotificationKind::TimeRunningOut, day + day * 8 / 10),
                (NotificationKind::LastHour, 2 * day - hour),
            ]
        );
    }

    #[test]
    fn texts_name_opponents_in_the_devices_language() {
        let data = PushData {
            kind: NotificationKind::YourTurn,
            game_id: "g".into(),
            version: 3,
        };
        let opponents = ["Bob".to_string(), "Eve".to_string()];
        let en = PushMessage::new(
            NotificationKind::YourTurn,
            &opponents,
            data.clone(),
            UiLang::En,
        );
        assert_eq!(en.title, "Your turn");
        assert_eq!(en.body, "It is your move in your game with Bob, Eve.");
        let sk = PushMessage::new(
            NotificationKind::GameOver,
            &opponents[..1],
            data,
            UiLang::Sk,
        );
        assert_eq!(sk.title, "Koniec hry");
        assert_eq!(sk.body, "Hra s Bob sa skončila.");
    }

    #[test]
    fn providers_answers_are_sorted() {
        use reqwest::StatusCode as S;
        assert_eq!(classify(S::OK, "", false), Ok(()));
        assert_eq!(classify(S::GONE, "", true), Err(SendError::Unregistered));
        assert!(matches!(
            classify(S::SERVICE_UNAVAILABLE, "", false),
            Err(SendError::Retry(_))
        ));
        assert!(matches!(
            classify(S::BAD_REQUEST, "bad payload", false),
            Err(SendError::Rejected(_))
        ));
    }

    #[test]
    fn backoff_doubles_up_to_a_minute() {
        let waits: Vec<i64> = (1..=8).map(backoff_ms).collect();
        assert_eq!(waits, [1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    }
}
