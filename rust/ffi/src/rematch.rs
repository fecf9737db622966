//! After a game and between games, for the shells: a rematch of a finished online game
//! (offer, its state as every player sees it, accept, decline), a vacation from daily games
//! (my allowance, start, end early, and who of a game's players is away) and my block list
//! (only I see it; unblock). View models said in the interface language, the actions async
//! methods of [`Slovo`] (each a request to the server, on a worker thread).
//!
//! A refusal by the server (a rematch answered already, no vacation days left) is its typed
//! error with the catalog's text; what the FFI can check itself (a game not on this device,
//! a vacation of no days, an empty player id) is refused before any request. A refused
//! action changes nothing.

use slovo_app::{App, AppError, RematchAnswer, RematchInfo, RematchStatus, VacationInfo};
use slovo_i18n::{Catalog, Message};
use slovo_sync::SyncError;

use crate::error::{SlovoError, invalid};
use crate::slovo::Slovo;
use crate::text::catalog;

/// Where a rematch of a finished game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RematchPhase {
    /// Nobody has offered one yet: any player may.
    NotOffered,
    /// Offered, waiting for answers.
    Open,
    /// Everyone accepted: `newGameId` has started.
    Started,
    /// Someone declined: the offer is closed.
    Declined,
}

/// One player's answer to a rematch offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RematchSeatAnswer {
    Waiting,
    Accepted,
    Declined,
}

/// A player of the finished game and their answer.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RematchSeatRow {
    /// Their seat in the finished game.
    pub seat: i32,
    pub name: String,
    pub answer: RematchSeatAnswer,
    /// Whether this is me.
    pub me: bool,
    /// `Eva: accepted`.
    pub text: String,
}

/// The rematch part of a finished online game's end panel.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct RematchScreen {
    /// The finished game.
    pub game_id: String,
    pub phase: RematchPhase,
    /// The seat of the player who offered (null before an offer).
    pub offered_by: Option<i32>,
    /// Whether I offered it.
    pub offered_by_me: bool,
    /// Every player with their answer, in seat order (empty before an offer).
    pub seats: Vec<RematchSeatRow>,
    /// Nobody has offered yet: show the Rematch button.
    pub can_offer: bool,
    /// The offer is open and waits for my answer: show Accept and Decline.
    pub can_answer: bool,
    /// Once everyone accepted: the new game, already on this device (`onlineGame(id)`).
    pub new_game_id: Option<String>,
    /// Where it stands, in one sentence (`Eva offers a rematch.`, `Waiting for Jan.`).
    pub text: String,
}

/// My vacation from daily games and this year's allowance.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct VacationScreen {
    pub on_vacation: bool,
    /// While on vacation: when it ends (Unix ms).
    pub until: Option<i64>,
    /// The calendar year (UTC) counted.
    pub year: i32,
    pub days_used: u32,
    pub days_per_year: u32,
    /// Days I may still start a vacation of this year.
    pub days_left: u32,
    /// `On vacation until 12 Dec, 14:05.` or `Not on vacation.`
    pub status: String,
    /// `9 of 14 vacation days left in 2026.`
    pub allowance: String,
    /// What a vacation does.
    pub help: String,
}

/// A player of a game who is on vacation now.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct SeatVacation {
    pub seat: i32,
    pub name: String,
    /// When it ends (Unix ms).
    pub until: i64,
    /// Whether this is me.
    pub me: bool,
    /// `Eva is on vacation until 12 Dec, 14:05.`
    pub text: String,
}

/// A player I blocked.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BlockedRow {
    pub player_id: String,
    pub name: String,
    /// When I blocked them (Unix ms).
    pub blocked_at: i64,
    /// `blocked on 2 Dec`.
    pub text: String,
}

/// My block list: only I see it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct BlocksScreen {
    pub blocked: Vec<BlockedRow>,
    /// The text to show instead while I have blocked nobody (`blocked` is then empty).
    pub empty: Option<String>,
    /// What a block does, and that only I see the list.
    pub help: String,
}

/// The civil date of `ms` on a clock `utc_offset_minutes` ahead of UTC: (year, month, day,
/// minute of the day).
fn civil(ms: i64, utc_offset_minutes: i32) -> (i64, u32, u32, i64) {
    let minutes = ms.div_euclid(60_000) + i64::from(utc_offset_minutes);
    let (days, minute) = (minutes.div_euclid(1440), minutes.rem_euclid(1440));
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day, minute)
}

/// `12 Dec` in the interface language.
fn date(catalog: &Catalog, ms: i64, utc_offset_minutes: i32) -> String {
    let (_, month, day, _) = civil(ms, utc_offset_minutes);
    catalog.render(
        &Message::new("people-date")
            .with("day", i64::from(day))
            .with("month", i64::from(month)),
    )
}

/// `12 Dec, 14:05` in the interface language.
fn date_time(catalog: &Catalog, ms: i64, utc_offset_minutes: i32) -> String {
    let (_, _, _, minute) = civil(ms, utc_offset_minutes);
    catalog.render(
        &Message::new("people-date-time")
            .with("date", date(catalog, ms, utc_offset_minutes))
            .with("time", format!("{:02}:{:02}", minute / 60, minute % 60)),
    )
}

/// `Eva, Jan` or `Eva and Jan`, as the catalog joins names.
fn names(catalog: &Catalog, list: &[&str]) -> String {
    match list {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => catalog.render(
            &Message::new("people-names-and")
                .with("first", rest.join(", "))
                .with("last", *last),
        ),
    }
}

fn seat_answer(answer: RematchAnswer) -> (RematchSeatAnswer, &'static str) {
    match answer {
        RematchAnswer::Pending => (RematchSeatAnswer::Waiting, "rematch-answer-pending"),
        RematchAnswer::Accepted => (RematchSeatAnswer::Accepted, "rematch-answer-accepted"),
        RematchAnswer::Declined => (RematchSeatAnswer::Declined, "rematch-answer-declined"),
    }
}

/// Nothing offered after `game_id` yet.
fn not_offered(catalog: &Catalog, game_id: &str) -> RematchScreen {
    RematchScreen {
        game_id: game_id.to_string(),
        phase: RematchPhase::NotOffered,
        offered_by: None,
        offered_by_me: false,
        seats: Vec::new(),
        can_offer: true,
        can_answer: false,
        new_game_id: None,
        text: catalog.text("people-rematch-none", &[]),
    }
}

pub(crate) fn rematch_screen(catalog: &Catalog, info: &RematchInfo, me: u8) -> RematchScreen {
    let name_of = |seat: u8| {
        info.seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or_else(String::new, |s| s.display_name.clone())
    };
    let offerer = name_of(info.offered_by);
    let mine = info.offered_by == me;
    let my_answer = info
        .seats
        .iter()
        .find(|s| s.seat == me)
        .map_or(RematchAnswer::Pending, |s| s.answer);
    let waiting: Vec<&str> = info
        .seats
        .iter()
        .filter(|s| s.answer == RematchAnswer::Pending && s.seat != me)
        .map(|s| s.display_name.as_str())
        .collect();
    let decliners: Vec<&str> = info
        .seats
        .iter()
        .filter(|s| s.answer == RematchAnswer::Declined)
        .map(|s| s.display_name.as_str())
        .collect();
    let phase = match info.status {
        RematchStatus::Open => RematchPhase::Open,
        RematchStatus::Accepted => RematchPhase::Started,
        RematchStatus::Declined => RematchPhase::Declined,
    };
    let can_answer = phase == RematchPhase::Open && my_answer == RematchAnswer::Pending;
    let text = match phase {
        RematchPhase::Started => catalog.text("people-rematch-started", &[]),
        RematchPhase::Declined if my_answer == RematchAnswer::Declined => {
            catalog.text("people-rematch-you-declined", &[])
        }
        RematchPhase::Declined => catalog.render(
            &Message::new("people-rematch-declined").with("name", names(catalog, &decliners)),
        ),
        _ if can_answer => {
            catalog.render(&Message::new("people-rematch-offered").with("name", offerer.as_str()))
        }
        _ if mine => catalog
            .render(&Message::new("people-rematch-by-me").with("names", names(catalog, &waiting))),
        _ => catalog.render(
            &Message::new("people-rematch-waiting")
                .with("name", offerer.as_str())
                .with("names", names(catalog, &waiting)),
        ),
    };
    RematchScreen {
        game_id: info.game_id.clone(),
        phase,
        offered_by: Some(info.offered_by.into()),
        offered_by_me: mine,
        seats: info
            .seats
            .iter()
            .map(|s| {
                let (answer, key) = seat_answer(s.answer);
                RematchSeatRow {
                    seat: s.seat.into(),
                    name: s.display_name.clone(),
                    answer,
                    me: s.seat == me,
                    text: catalog.render(
                        &Message::new("rematch-seat")
                            .with("name", s.display_name.as_str())
                            .with("answer", catalog.text(key, &[])),
                    ),
                }
            })
            .collect(),
        can_offer: false,
        can_answer,
        new_game_id: info.new_game_id.clone(),
        text,
    }
}

pub(crate) fn vacation_screen(
    catalog: &Catalog,
    info: &VacationInfo,
    utc_offset_minutes: i32,
) -> VacationScreen {
    let left = info.days_per_year.saturating_sub(info.days_used);
    let status = match info.active {
        Some(span) => catalog.render(
            &Message::new("people-vacation-on")
                .with("date", date_time(catalog, span.until, utc_offset_minutes)),
        ),
        None => catalog.text("vacation-off", &[]),
    };
    VacationScreen {
        on_vacation: info.active.is_some(),
        until: info.active.map(|s| s.until),
        year: info.year,
        days_used: info.days_used,
        days_per_year: info.days_per_year,
        days_left: left,
        status,
        allowance: catalog.render(
            &Message::new("people-vacation-left")
                .with("left", i64::from(left))
                .with("allowed", i64::from(info.days_per_year))
                .with("year", info.year.to_string()),
        ),
        help: catalog.text("people-vacation-help", &[]),
    }
}

pub(crate) fn seat_vacations(
    catalog: &Catalog,
    until: &[Option<i64>],
    names: &[String],
    me: u8,
    utc_offset_minutes: i32,
) -> Vec<SeatVacation> {
    until
        .iter()
        .enumerate()
        .filter_map(|(seat, until)| {
            let until = (*until)?;
            let name = names.get(seat).cloned().unwrap_or_default();
            let mine = seat == usize::from(me);
            let when = date_time(catalog, until, utc_offset_minutes);
            let text = if mine {
                catalog.render(&Message::new("people-vacation-seat-me").with("date", when))
            } else {
                catalog.render(
                    &Message::new("people-vacation-seat")
                        .with("name", name.as_str())
                        .with("date", when),
                )
            };
            Some(SeatVacation {
                seat: seat as i32,
                name,
                until,
                me: mine,
                text,
            })
        })
        .collect()
}

pub(crate) fn blocks_screen(
    catalog: &Catalog,
    blocks: &[slovo_app::BlockEntry],
    utc_offset_minutes: i32,
) -> BlocksScreen {
    BlocksScreen {
        blocked: blocks
            .iter()
            .map(|b| BlockedRow {
                player_id: b.player_id.clone(),
                name: b.display_name.clone(),
                blocked_at: b.blocked_at,
                text: catalog.render(
                    &Message::new("people-blocked-on")
                        .with("date", date(catalog, b.blocked_at, utc_offset_minutes)),
                ),
            })
            .collect(),
        empty: blocks
            .is_empty()
            .then(|| catalog.text("people-blocks-none", &[])),
        help: catalog.text("people-blocks-help", &[]),
    }
}

/// Whether the server says nobody has offered a rematch of the game (a state, not a failure).
fn is_no_rematch(err: &AppError) -> bool {
    matches!(err, AppError::Sync(SyncError::Server { code, .. }) if code == "no_rematch")
}

/// The screen of a rematch the server answered with, the new game fetched once it started.
fn answered(app: &App, info: &RematchInfo, me: u8) -> Result<RematchScreen, SlovoError> {
    app.fetch_rematch_game(info)?;
    Ok(rematch_screen(&catalog(), info, me))
}

#[uniffi::export]
impl Slovo {
    /// The rematch after the finished online game `gameId`, as I see it: not offered yet,
    /// waiting for answers (mine among them or not), started (the new game is on this
    /// device) or declined. The game must be on this device (`UnknownGame`).
    pub async fn rematch(&self, game_id: String) -> Result<RematchScreen, SlovoError> {
        self.off_thread(move |app| {
            let me = app.online_seat(&game_id)?;
            match app.rematch(&game_id) {
                Ok(info) => answered(app, &info, me),
                Err(e) if is_no_rematch(&e) => Ok(not_offered(&catalog(), &game_id)),
                Err(e) => Err(e.into()),
            }
        })
        .await
    }

    /// Offer a rematch of the finished online game `gameId`, a word game or Tycoon (my
    /// acceptance too): the others are told by a push. Refused (`ServerRefused`) before the
    /// game is over and when one was offered already. A Tycoon game's rematch is a Tycoon
    /// game (`onlineGameKind(newGameId)`).
    pub async fn offer_rematch(&self, game_id: String) -> Result<RematchScreen, SlovoError> {
        self.off_thread(move |app| {
            let me = app.online_seat(&game_id)?;
            let info = app.offer_rematch(&game_id)?;
            answered(app, &info, me)
        })
        .await
    }

    /// Accept the rematch offered after `gameId`. The last acceptance starts the new game,
    /// fetched onto this device before this returns (`newGameId`).
    pub async fn accept_rematch(&self, game_id: String) -> Result<RematchScreen, SlovoError> {
        self.off_thread(move |app| {
            let me = app.online_seat(&game_id)?;
            let info = app.answer_rematch(&game_id, true)?;
            answered(app, &info, me)
        })
        .await
    }

    /// Decline the rematch offered after `gameId`: the offer closes for everyone.
    pub async fn decline_rematch(&self, game_id: String) -> Result<RematchScreen, SlovoError> {
        self.off_thread(move |app| {
            let me = app.online_seat(&game_id)?;
            let info = app.answer_rematch(&game_id, false)?;
            answered(app, &info, me)
        })
        .await
    }

    /// My vacation now and the days left this year, dates on a clock `utcOffsetMinutes`
    /// ahead of UTC (the phone's time zone).
    pub async fn vacation(&self, utc_offset_minutes: i32) -> Result<VacationScreen, SlovoError> {
        self.off_thread(move |app| {
            Ok(vacation_screen(
                &catalog(),
                &app.vacation()?,
                utc_offset_minutes,
            ))
        })
        .await
    }

    /// Pause every daily online game of mine for `days` whole days from now (at least 1;
    /// `InvalidArgument` before any request). Refused (`ServerRefused`) while on vacation
    /// already and beyond the days left this year.
    pub async fn start_vacation(
        &self,
        days: i32,
        utc_offset_minutes: i32,
    ) -> Result<VacationScreen, SlovoError> {
        let days = u32::try_from(days)
            .ok()
            .filter(|&d| d > 0)
            .ok_or_else(|| invalid(Message::new("people-bad-vacation-days").with("days", days)))?;
        self.off_thread(move |app| {
            Ok(vacation_screen(
                &catalog(),
                &app.start_vacation(days)?,
                utc_offset_minutes,
            ))
        })
        .await
    }

    /// Come back from vacation early: each daily deadline moves by the time paused.
    /// Refused (`ServerRefused`) when not on vacation.
    pub async fn end_vacation(
        &self,
        utc_offset_minutes: i32,
    ) -> Result<VacationScreen, SlovoError> {
        self.off_thread(move |app| {
            Ok(vacation_screen(
                &catalog(),
                &app.end_vacation()?,
                utc_offset_minutes,
            ))
        })
        .await
    }

    /// The players of the online game `gameId` (a word game or Tycoon) who are on vacation
    /// now (me among them if I am), for its header. Read from the server when it answers, which also freshens the
    /// local copy (a vacation moves the daily deadlines: read `onlineGame(gameId)` again);
    /// from the local copy when it does not.
    pub async fn online_game_vacations(
        &self,
        game_id: String,
        utc_offset_minutes: i32,
    ) -> Result<Vec<SeatVacation>, SlovoError> {
        self.off_thread(move |app| {
            let seats = app.game_vacations(&game_id)?;
            Ok(seat_vacations(
                &catalog(),
                &seats.vacation_until,
                &seats.names,
                seats.seat,
                utc_offset_minutes,
            ))
        })
        .await
    }

    /// The players I blocked (only I see this list), dates on a clock `utcOffsetMinutes`
    /// ahead of UTC.
    pub async fn blocked_players(
        &self,
        utc_offset_minutes: i32,
    ) -> Result<BlocksScreen, SlovoError> {
        self.off_thread(move |app| {
            Ok(blocks_screen(
                &catalog(),
                &app.blocks()?,
                utc_offset_minutes,
            ))
        })
        .await
    }

    /// Unblock a player of my block list (`BlockedRow.playerId`): their chat shows again and
    /// they may be matched with me. Returns what to tell me (`Eva is unblocked.`).
    pub async fn unblock_player(&self, player_id: String) -> Result<String, SlovoError> {
        let player_id = player_id.trim().to_string();
        if player_id.is_empty() {
            return Err(invalid(Message::new("people-bad-player")));
        }
        self.off_thread(move |app| {
            let name = app
                .blocks()?
                .into_iter()
                .find(|b| b.player_id == player_id)
                .map(|b| b.display_name);
            app.unblock(&player_id)?;
            let catalog = catalog();
            Ok(match name {
                Some(name) => {
                    catalog.render(&Message::new("people-unblocked").with("name", name.as_str()))
                }
                None => catalog.text("people-unblocked-someone", &[]),
            })
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_app::{BlockEntry, RematchSeat, VacationSpan};
    use slovo_i18n::UiLang;

    fn offer(status: RematchStatus, answers: [RematchAnswer; 3]) -> RematchInfo {
        RematchInfo {
            game_id: "g".into(),
            status,
            offered_by: 1,
            offered_at: 0,
            seats: ["Ann", "Eva", "Jan"]
                .iter()
                .zip(answers)
                .enumerate()
                .map(|(i, (name, answer))| RematchSeat {
                    seat: i as u8,
                    display_name: (*name).into(),
                    answer,
                })
                .collect(),
            new_game_id: (status == RematchStatus::Accepted).then(|| "new".into()),
            expires_at: 0,
            expired: false,
        }
    }

    use RematchAnswer::{Accepted, Declined, Pending};

    #[test]
    fn every_player_reads_where_the_rematch_stands() {
        let en = Catalog::new(UiLang::En);
        let open = offer(RematchStatus::Open, [Pending, Accepted, Pending]);
        // Ann has not answered: Accept and Decline.
        let ann = rematch_screen(&en, &open, 0);
        assert_eq!(ann.phase, RematchPhase::Open);
        assert!(ann.can_answer && !ann.can_offer && !ann.offered_by_me);
        assert_eq!(ann.text, "Eva offers a rematch.");
        assert_eq!(ann.seats[1].text, "Eva: accepted");
        assert!(ann.seats[0].me);
        // Eva offered: she waits for the other two.
        let eva = rematch_screen(&en, &open, 1);
        assert!(eva.offered_by_me && !eva.can_answer);
        assert_eq!(
            eva.text,
            "You offered a rematch. Waiting for Ann and Jan to answer."
        );
        // Jan accepted too: he waits for Ann.
        let jan_accepted = offer(RematchStatus::Open, [Pending, Accepted, Accepted]);
        let jan = rematch_screen(&en, &jan_accepted, 2);
        assert!(!jan.can_answer);
        assert_eq!(jan.text, "Eva offers a rematch. Waiting for Ann to answer.");
        let declined = offer(RematchStatus::Declined, [Declined, Accepted, Pending]);
        assert_eq!(
            rematch_screen(&en, &declined, 1).text,
            "Ann declined the rematch."
        );
        assert_eq!(
            rematch_screen(&en, &declined, 0).text,
            "You declined the rematch."
        );
        let started = rematch_screen(
            &en,
            &offer(RematchStatus::Accepted, [Accepted, Accepted, Accepted]),
            0,
        );
        assert_eq!(started.phase, RematchPhase::Started);
        assert_eq!(started.new_game_id.as_deref(), Some("new"));
        assert!(!started.can_answer && !started.can_offer);
        assert!(not_offered(&en, "g").can_offer);
    }

    #[test]
    fn dates_are_on_the_phones_clock_in_each_language() {
        // 2026-12-02 23:50 UTC.
        let at = 1_796_255_400_000;
        assert_eq!(civil(at, 0), (2026, 12, 2, 23 * 60 + 50));
        assert_eq!(civil(at, 60), (2026, 12, 3, 50));
        assert_eq!(civil(at - 170 * 86_400_000, 0).1, 6);
        // 1 March of a leap year and the last day of the year before it.
        assert_eq!(civil(1_709_251_200_000, 0), (2024, 3, 1, 0));
        assert_eq!(civil(1_704_067_199_000, 0).0, 2023);
        let en = Catalog::new(UiLang::En);
        assert_eq!(date_time(&en, at, 0), "2 Dec, 23:50");
        assert_eq!(date(&en, at, 60), "3 Dec");
        for lang in UiLang::ALL {
            let catalog = Catalog::new(lang);
            for month in 1..=12 {
                let text = catalog.render(
                    &Message::new("people-date")
                        .with("day", 9)
                        .with("month", month),
                );
                assert!(
                    text.contains('9') && !text.contains('{'),
                    "{lang:?}: {text}"
                );
            }
        }
        assert_eq!(date(&Catalog::new(UiLang::Sk), at, 0), "2. decembra");
    }

    #[test]
    fn the_vacation_screen_says_the_days_left_and_until_when() {
        let en = Catalog::new(UiLang::En);
        let mut info = VacationInfo {
            active: None,
            year: 2026,
            days_used: 5,
            days_per_year: 14,
        };
        let off = vacation_screen(&en, &info, 0);
        assert!(!off.on_vacation && off.until.is_none());
        assert_eq!(off.days_left, 9);
        assert_eq!(off.status, "Not on vacation.");
        assert_eq!(off.allowance, "9 of 14 vacation days left in 2026.");
        info.active = Some(VacationSpan {
            started_at: 0,
            until: 1_796_255_400_000,
        });
        info.days_used = 13;
        let on = vacation_screen(&en, &info, 0);
        assert_eq!(on.status, "On vacation until 2 Dec, 23:50.");
        assert_eq!(on.allowance, "1 of 14 vacation days left in 2026.");
        info.days_used = 20;
        assert_eq!(vacation_screen(&en, &info, 0).days_left, 0);
    }

    #[test]
    fn only_the_players_away_are_named() {
        let en = Catalog::new(UiLang::En);
        let names = ["Ann".to_string(), "Eva".to_string()];
        let away = seat_vacations(&en, &[None, Some(1_796_255_400_000)], &names, 0, 0);
        assert_eq!(away.len(), 1);
        assert_eq!(away[0].text, "Eva is on vacation until 2 Dec, 23:50.");
        assert!(!away[0].me);
        let me = seat_vacations(&en, &[None, Some(1_796_255_400_000)], &names, 1, 0);
        assert_eq!(me[0].text, "You are on vacation until 2 Dec, 23:50.");
        assert!(seat_vacations(&en, &[None, None], &names, 0, 0).is_empty());
    }

    #[test]
    fn the_block_list_names_whom_and_since_when() {
        let en = Catalog::new(UiLang::En);
        let none = blocks_screen(&en, &[], 0);
        assert!(none.blocked.is_empty() && none.empty.is_some());
        let list = blocks_screen(
            &en,
            &[BlockEntry {
                player_id: "p".into(),
                display_name: "Eva".into(),
                blocked_at: 1_796_255_400_000,
            }],
            0,
        );
        assert_eq!(list.empty, None);
        assert_eq!(list.blocked[0].text, "blocked on 2 Dec");
    }

    #[test]
    fn every_text_is_in_every_language() {
        let keys = [
            "people-rematch-none",
            "people-rematch-offered",
            "people-rematch-by-me",
            "people-rematch-waiting",
            "people-rematch-declined",
            "people-rematch-you-declined",
            "people-rematch-started",
            "people-names-and",
            "people-date-time",
            "people-vacation-on",
            "people-vacation-left",
            "people-vacation-help",
            "people-vacation-seat",
            "people-vacation-seat-me",
            "people-blocked-on",
            "people-blocks-none",
            "people-blocks-help",
            "people-unblocked",
            "people-unblocked-someone",
            "people-bad-vacation-days",
            "people-bad-player",
        ];
        for lang in UiLang::ALL {
            let catalog = Catalog::new(lang);
            for key in keys {
                assert!(catalog.has(key), "{lang:?} lacks {key}");
            }
        }
    }
}
