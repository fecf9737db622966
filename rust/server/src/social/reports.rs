//! `POST`/`GET /v1/reports`: a player reports another of a game they shared, with a reason
//! from a fixed list and their own words; the report keeps the game's id and its chat as it
//! stood. Only its author sees it, and the operator: `slovo-server --database URL reports`
//! ([`print`]).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;

use super::storage::{ChatRow, ReportRow};
use super::{my_seat, seen};
use crate::api::{
    PlayerRef, REPORT_MAX_CHARS, ReportList, ReportPlayer, ReportReason, ReportReceipt,
};
use crate::body::Body;
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::storage::{Storage, StorageError};
use crate::{AppState, now_ms, random_id};

fn receipt(row: ReportRow) -> Result<ReportReceipt, ApiError> {
    Ok(ReportReceipt {
        reason: ReportReason::from_name(&row.reason)
            .ok_or_else(|| ApiError::internal(format!("report reason {:?}", row.reason)))?,
        report_id: row.id,
        game_id: row.game_id,
        reported: PlayerRef {
            player_id: row.reported_id,
            display_name: row.reported_name,
        },
        text: row.details,
        created_at: row.created_at,
    })
}

pub(crate) async fn report_player(
    State(state): State<AppState>,
    Auth(me): Auth,
    body: Result<Body<ReportPlayer>, ApiError>,
) -> Result<(StatusCode, Json<ReportReceipt>), ApiError> {
    let Body(req) = body?;
    seen(&state, &me.id);
    let details = req
        .text
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string);
    if details
        .as_ref()
        .is_some_and(|t| t.chars().count() > REPORT_MAX_CHARS)
    {
        return Err(ApiError::unprocessable(
            "invalid_report",
            format!("a report's text has at most {REPORT_MAX_CHARS} characters"),
        ));
    }
    let (room, seats, mine) = my_seat(&state, &me, &req.game_id).await?;
    if req.seat == mine {
        return Err(ApiError::unprocessable("not_yourself", "that is you"));
    }
    let reported = seats
        .iter()
        .find(|s| s.seat == i64::from(req.seat))
        .ok_or_else(|| ApiError::unprocessable("no_such_seat", "the game has no such seat"))?;
    // Every message, blocked senders' too: the operator judges what was said.
    let chat = state.storage.chat_after(&room.id, 0, None).await?;
    let row = ReportRow {
        id: random_id(),
        reporter_id: me.id.clone(),
        reporter_name: me.display_name.clone(),
        reported_id: reported.device_id.clone(),
        reported_name: reported.display_name.clone(),
        game_id: room.id.clone(),
        reason: req.reason.name().to_string(),
        details,
        chat: serde_json::to_string(&chat).map_err(ApiError::internal)?,
        created_at: now_ms(),
    };
    match state.storage.insert_report(&row).await {
        Ok(()) => {}
        Err(StorageError::Duplicate) => {
            return Err(ApiError::conflict(
                "already_reported",
                "you reported this player in this game already",
            ));
        }
        Err(e) => return Err(e.into()),
    }
    tracing::info!(report = %row.id, game = %row.game_id, "player reported");
    Ok((StatusCode::CREATED, Json(receipt(row)?)))
}

pub(crate) async fn list_reports(
    State(state): State<AppState>,
    Auth(me): Auth,
) -> Result<Json<ReportList>, ApiError> {
    let reports = state
        .storage
        .reports(Some(&me.id), 200)
        .await?
        .into_iter()
        .map(receipt)
        .collect::<Result<_, _>>()?;
    Ok(Json(ReportList { reports }))
}

/// The operator's command: the newest `limit` reports on the database at `url`, each with its
/// game's chat, as text (or one JSON array).
pub async fn print(url: &str, json: bool, limit: u32) -> Result<(), Box<dyn std::error::Error>> {
    let storage = Storage::open(url).await?;
    let rows = storage.reports(None, i64::from(limit)).await?;
    let mut out = Vec::new();
    for r in rows {
        let chat: Vec<ChatRow> = serde_json::from_str(&r.chat)?;
        out.push(serde_json::json!({
            "report_id": r.id,
            "created_at": r.created_at,
            "game_id": r.game_id,
            "reporter": { "player_id": r.reporter_id, "display_name": r.reporter_name },
            "reported": { "player_id": r.reported_id, "display_name": r.reported_name },
            "reason": r.reason,
            "text": r.details,
            "chat": chat.iter().map(|c| serde_json::json!({
                "seq": c.seq, "seat": c.seat, "player_id": c.player_id,
                "text": c.body, "sent_at": c.sent_at,
            })).collect::<Vec<_>>(),
        }));
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    if out.is_empty() {
        println!("no reports");
    }
    for r in &out {
        let name = |who: &str| {
            format!(
                "{} ({})",
                r[who]["display_name"].as_str().unwrap_or_default(),
                r[who]["player_id"].as_str().unwrap_or_default()
            )
        };
        println!(
            "report {} at {} in game {}: {} reported {} for {}",
            r["report_id"].as_str().unwrap_or_default(),
            r["created_at"],
            r["game_id"].as_str().unwrap_or_default(),
            name("reporter"),
            name("reported"),
            r["reason"].as_str().unwrap_or_default(),
        );
        if let Some(text) = r["text"].as_str() {
            println!("  says: {text}");
        }
        for c in r["chat"].as_array().into_iter().flatten() {
            println!(
                "  chat #{} seat {}: {}",
                c["seq"],
                c["seat"],
                c["text"].as_str().unwrap_or_default()
            );
        }
    }
    Ok(())
}
