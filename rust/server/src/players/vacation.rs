//! `GET`/`POST`/`DELETE /v1/players/me/vacation`: a player pauses all their daily games for
//! whole days, up to the server's allowance a calendar year (UTC). A vacation's days are the
//! 24 hours from its start, the next 24, and so on (a day begun counts whole); each counts in
//! the year it begins, so one begun on 28 December costs this year's allowance its days up to
//! the new year and next year's the rest. While it lasts their daily deadlines stand still
//! ([`crate::games::paused_deadline`]): the sweeper cannot time them out, and once they are
//! back each deadline has moved by the time paused. Quick games are never paused. Opponents
//! see who is away until when in the game's view (`players[].vacation_until`).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::{Value, json};

use super::vacation_storage::Span;
use crate::api::{StartVacation, VacationInfo, VacationSpan};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::devices::storage::Device;
use crate::error::ApiError;
use crate::games::routes::load_seat;
use crate::games::sweeper::record_turn;
use crate::openapi::{auth_errors, body, error, ok};
use crate::{AppState, now_ms, random_id};

/// The days a player may take a year unless the server is told otherwise.
pub const DEFAULT_DAYS_PER_YEAR: u32 = 14;
const DAY_MS: i64 = 86_400_000;

/// The UTC calendar year `ms` falls in, and when it began (Unix ms).
fn year_of(ms: i64) -> (i32, i64) {
    // Howard Hinnant's civil_from_days / days_from_civil, for 1 January only.
    let z = ms.div_euclid(DAY_MS) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let month_from_march = (5 * doy + 2) / 153;
    let year = yoe + era * 400 + i64::from(month_from_march >= 10);
    // 1 January is day 306 of the March-based year before.
    let y = year - 1;
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let start = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + 306 - 719_468;
    (year as i32, start * DAY_MS)
}

/// Whole days from `span`'s start to its end, a day begun counting whole.
fn days_of(span: &Span) -> u32 {
    ((span.until - span.started_at).max(0) + DAY_MS - 1).div_euclid(DAY_MS) as u32
}

/// The days of `span` (see [`days_of`]) that begin in `from..to`: the year's share of it.
fn days_within(span: &Span, from: i64, to: i64) -> u32 {
    // Day k begins at started_at + k days; the first at or after `t` is k = ceil((t - s) / day).
    let first_at_or_after = |t: i64| (t - span.started_at + DAY_MS - 1).div_euclid(DAY_MS);
    let days = i64::from(days_of(span));
    let first = first_at_or_after(from).clamp(0, days);
    let end = first_at_or_after(to).clamp(0, days);
    (end - first).max(0) as u32
}

/// The UTC year `now` falls in, its bounds (Unix ms, the end excluded).
pub fn year_bounds(now: i64) -> (i32, i64, i64) {
    let (year, start) = year_of(now);
    // 366 days on from any 1 January is in the next year, whose start ends this one.
    let (_, next) = year_of(start + 366 * DAY_MS);
    (year, start, next)
}

/// The days of `spans` counted in the year `from..to`.
fn days_used(spans: &[Span], from: i64, to: i64) -> u32 {
    spans.iter().map(|s| days_within(s, from, to)).sum()
}

/// The player's vacation now and their allowance this year: every vacation with a day in
/// it counts, begun this year or the year before.
async fn info(state: &AppState, me: &Device, now: i64) -> Result<VacationInfo, ApiError> {
    let (year, from, to) = year_bounds(now);
    let spans = state.storage.vacations_between(&me.id, from, to).await?;
    // The one going on may have begun last year: looked for among all that reach now.
    let active = state
        .storage
        .vacations_between(&me.id, now, now + 1)
        .await?
        .into_iter()
        .find(|s| s.started_at <= now && now < s.until)
        .map(|s| VacationSpan {
            started_at: s.started_at,
            until: s.until,
        });
    Ok(VacationInfo {
        active,
        year,
        days_used: days_used(&spans, from, to),
        days_per_year: state.vacation_days_per_year,
    })
}

/// Record again the turn of each of the player's daily games, their deadlines being moved
/// (each under its game's lock, so a move being made meanwhile is written first).
async fn move_deadlines(state: &AppState, me: &Device) -> Result<(), ApiError> {
    for id in state.storage.daily_games_in_play(&me.id).await? {
        let lock = state.locks.for_game(&id);
        let _guard = lock.lock().await;
        let Some(room) = state.storage.room_by_id(&id).await? else {
            continue;
        };
        if room.family == crate::api::GameFamily::Tycoon.name() {
            crate::tycoon::routes::record_turn_of(state, room).await?;
            continue;
        }
        let seats = state.storage.seats(&room.id).await?;
        let g = load_seat(state, room, seats, 0).await?;
        record_turn(state, &g).await?;
    }
    Ok(())
}

pub(crate) async fn get_vacation(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<VacationInfo>, ApiError> {
    Ok(Json(info(&state, &me, now_ms()).await?))
}

pub(crate) async fn start_vacation(
    State(state): State<AppState>,
    Auth(me): Auth,
    body: Result<Body<StartVacation>, ApiError>,
) -> Result<(StatusCode, Json<VacationInfo>), ApiError> {
    let Body(req) = body?;
    let per_year = state.vacation_days_per_year;
    if req.days == 0 || req.days > per_year {
        return Err(ApiError::unprocessable(
            "invalid_vacation_days",
            format!("a vacation lasts 1 to {per_year} days"),
        ));
    }
    // One change of a player's vacation at a time in this instance.
    let lock = state.locks.for_game(&format!("\0vacation of {}", me.id));
    let _guard = lock.lock().await;
    let now = now_ms();
    let before = info(&state, &me, now).await?;
    if before.active.is_some() {
        return Err(ApiError::conflict(
            "already_on_vacation",
            "you are on vacation already",
        ));
    }
    let left = per_year.saturating_sub(before.days_used);
    let (_, from, to) = year_bounds(now);
    let asked = Span {
        started_at: now,
        until: now + i64::from(req.days) * DAY_MS,
    };
    // Only the days of this year count against it; the rest fall in the next, whose
    // allowance nothing else has touched (a vacation starts now, one at a time).
    if days_within(&asked, from, to) > left {
        return Err(ApiError::conflict(
            "no_vacation_days_left",
            format!("{left} of your {per_year} vacation days are left this year"),
        ));
    }
    state
        .storage
        .insert_vacation(&random_id(), &me.id, asked)
        .await?;
    tracing::info!(days = req.days, "vacation started");
    move_deadlines(&state, &me).await?;
    Ok((StatusCode::CREATED, Json(info(&state, &me, now).await?)))
}

pub(crate) async fn end_vacation(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<VacationInfo>, ApiError> {
    let lock = state.locks.for_game(&format!("\0vacation of {}", me.id));
    let _guard = lock.lock().await;
    let now = now_ms();
    if !state.storage.end_vacation(&me.id, now).await? {
        return Err(ApiError::conflict(
            "not_on_vacation",
            "you are not on vacation",
        ));
    }
    tracing::info!("vacation ended");
    move_deadlines(&state, &me).await?;
    // Reminders waiting for the booked end come due for the nearer deadlines.
    state.storage.retime_reminders(&me.id, now).await?;
    Ok(Json(info(&state, &me, now).await?))
}

/// The vacation's paths and schemas in `/openapi.json`.
pub fn describe(doc: &mut Value) {
    let secured = json!([{ "bearer": [] }]);
    let int = json!({ "type": "integer", "format": "int64" });
    let schemas = &mut doc["components"]["schemas"];
    schemas["StartVacation"] = json!({
        "type": "object", "required": ["days"], "additionalProperties": false,
        "properties": { "days": { "type": "integer", "minimum": 1,
            "description": "Whole days from now, at most the days left this year." } } });
    schemas["VacationSpan"] = json!({
        "type": "object", "required": ["started_at", "until"],
        "properties": { "started_at": int, "until": int } });
    schemas["VacationInfo"] = json!({
        "type": "object", "required": ["active", "year", "days_used", "days_per_year"],
        "properties": {
            "active": { "oneOf": [{ "$ref": "#/components/schemas/VacationSpan" }, { "type": "null" }] },
            "year": { "type": "integer", "description": "The calendar year (UTC) counted." },
            "days_used": { "type": "integer", "description": "Days taken or booked this year (UTC), a day begun counting whole: each 24 hours of a vacation count in the year they begin, so one begun in late December counts partly in each year." },
            "days_per_year": { "type": "integer" } } });
    schemas["PlayerInfo"]["properties"]["vacation_until"] = json!({ "type": "integer",
        "description": "While the player is on vacation (daily games): when it ends, Unix ms." });
    doc["paths"]["/v1/players/me/vacation"] = json!({
        "get": { "summary": "Your vacation now and the days left this year",
                 "security": secured,
                 "responses": auth_errors(json!({ "200": ok("The vacation", "VacationInfo") })) },
        "post": { "summary": "Pause all your daily games for whole days (quick games go on)",
                  "description": "Deadlines stand still while it lasts and move by the time paused. \
                      `invalid_vacation_days` (422) for 0 or more than a year's allowance; \
                      `already_on_vacation`, `no_vacation_days_left` (409).",
                  "security": secured, "requestBody": body("StartVacation"),
                  "responses": auth_errors(json!({ "201": ok("Started", "VacationInfo"),
                      "409": error("`already_on_vacation` or `no_vacation_days_left`") })) },
        "delete": { "summary": "Come back from vacation early: the days not begun are not counted",
                    "security": secured,
                    "responses": auth_errors(json!({ "200": ok("Ended", "VacationInfo"),
                        "409": error("`not_on_vacation`") })) },
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_begin_on_the_first_of_january_utc() {
        // 2024-01-01T00:00:00Z and 2026-12-02T00:44:00Z.
        assert_eq!(year_of(1_704_067_200_000), (2024, 1_704_067_200_000));
        assert_eq!(year_of(1_704_067_199_999), (2023, 1_672_531_200_000));
        assert_eq!(year_of(1_796_172_240_000), (2026, 1_767_225_600_000));
        assert_eq!(year_of(0), (1970, 0));
    }

    #[test]
    fn a_vacation_over_new_year_counts_its_days_in_each_year() {
        // 2026-12-28T15:00Z for 14 days: 28, 29, 30 and 31 December begin in 2026.
        let (y2026, from, to) = year_bounds(1_796_172_240_000);
        assert_eq!(y2026, 2026);
        assert_eq!(to, 1_798_761_600_000, "2027-01-01T00:00Z");
        let started_at = to - 3 * DAY_MS - 9 * 3_600_000;
        let span = Span {
            started_at,
            until: started_at + 14 * DAY_MS,
        };
        assert_eq!(days_within(&span, from, to), 4);
        let (y2027, from27, to27) = year_bounds(to);
        assert_eq!(y2027, 2027);
        assert_eq!(days_within(&span, from27, to27), 10);
        // Each day counts once: the years' shares add up to the vacation.
        assert_eq!(
            days_used(&[span], from, to) + days_used(&[span], from27, to27),
            14
        );
        // Ended early on 2 January at 16:00: the days begun at 15:00 on 1 and 2 January.
        let early = Span {
            started_at,
            until: to + DAY_MS + 16 * 3_600_000,
        };
        assert_eq!(days_within(&early, from27, to27), 2);
        assert_eq!(days_within(&early, from, to), 4);
        // Wholly in one year, or not in it at all.
        let june = Span {
            started_at: from + 150 * DAY_MS,
            until: from + 153 * DAY_MS,
        };
        assert_eq!(days_within(&june, from, to), 3);
        assert_eq!(days_within(&june, from27, to27), 0);
        // Leap years end on 31 December too.
        let (y2024, _, end2024) = year_bounds(1_704_067_200_000);
        assert_eq!((y2024, end2024), (2024, 1_735_689_600_000));
    }

    #[test]
    fn a_day_begun_counts_whole() {
        let span = |ms| Span {
            started_at: 1000,
            until: 1000 + ms,
        };
        assert_eq!(days_of(&span(0)), 0);
        assert_eq!(days_of(&span(1)), 1);
        assert_eq!(days_of(&span(DAY_MS)), 1);
        assert_eq!(days_of(&span(DAY_MS + 1)), 2);
    }
}
