//! The app's errors as catalog messages: the rules' own through theirs, the server's by its
//! error code, the rest by variant. Details that only a developer reads (a storage or engine
//! failure) are passed along as they are.

use slovo_i18n::{Localize, Message};
use slovo_sync::SyncError;

use crate::AppError;

impl Localize for AppError {
    fn message(&self) -> Message {
        use AppError as E;
        let m = Message::new;
        let detail = |key, e: &dyn std::fmt::Display| m(key).with("detail", e.to_string());
        match self {
            // The app's caller is the player who asked: "not your turn", not seat numbers.
            E::Rule(slovo_rules::RuleError::NotYourTurn { .. }) => m("app-not-humans-turn"),
            E::Rule(e) => e.message(),
            E::Notation(e) => e.message(),
            E::Tycoon(e) => e.message(),
            E::Store(e) => detail("app-storage", e),
            E::Engine(e) => detail("app-engine", e),
            E::Gcg(e) => detail("app-record", e),
            E::UnknownGame(id) => m("app-unknown-game").with("id", id.as_str()),
            E::NotHumansTurn => m("app-not-humans-turn"),
            E::HintsNotAllowed => m("app-hints-not-allowed"),
            E::BotCount(n) => m("app-bot-count").with("count", *n),
            E::Corrupt(why) => m("app-corrupt").with("detail", why.as_str()),
            E::Sync(e) => sync_message(e),
            E::NoServer => m("app-no-server"),
            E::AlreadyRegistered { name, server } => m("app-already-registered")
                .with("name", name.as_str())
                .with("server", server.as_str()),
            E::BadServerUrl(url) => m("app-bad-server-url").with("url", url.as_str()),
            E::QuickNeedsNetwork(_) => m("app-quick-needs-network"),
            E::MoveWaiting(_) => m("app-move-waiting"),
            E::UnreadableMove(text) => m("app-unreadable-move").with("text", text.as_str()),
            E::BadPush(_) => m("app-bad-push"),
            E::Runtime(why) => m("app-runtime").with("detail", why.as_str()),
            // The server's own words for the same refusals.
            E::EmptyMessage => m("server-empty-message"),
            E::MessageTooLong(_) => m("server-message-too-long"),
            E::Analysis(e) => crate::analysis::error_message(e),
        }
    }
}

/// A failed talk with the server.
pub fn sync_message(err: &SyncError) -> Message {
    let m = Message::new;
    match err {
        SyncError::Unreachable(_) => m("sync-unreachable"),
        SyncError::Server { code, rule, .. } => server_message(code, rule.as_deref()),
        SyncError::Conflict { reason } => m("sync-conflict").with("reason", reason.as_str()),
        SyncError::NotRegistered => m("sync-not-registered"),
        SyncError::UnknownMove(_) => m("sync-unknown-move"),
        SyncError::BadAnswer(_) => m("sync-bad-answer"),
        SyncError::Store(e) => m("app-storage").with("detail", e.to_string()),
    }
}

/// Every error code the server sends (`slovo_api::ERROR_CODES`), each with its message.
pub const SERVER_CODES: &[(&str, &str)] = &[
    ("rule_violation", "server-rule-violation"),
    ("room_not_found", "server-room-not-found"),
    ("room_full", "server-room-full"),
    ("room_expired", "server-room-expired"),
    ("too_many_rooms", "server-too-many-rooms"),
    ("game_not_found", "server-game-not-found"),
    ("game_not_started", "server-game-not-started"),
    ("other_game_family", "server-other-game-family"),
    ("seek_not_found", "server-seek-not-found"),
    ("unauthorized", "server-unauthorized"),
    ("invalid_display_name", "server-invalid-display-name"),
    ("unknown_language", "server-unknown-language"),
    ("rate_limited", "server-rate-limited"),
    ("internal", "server-internal"),
    ("concurrent_update", "server-concurrent-update"),
    ("stale_version", "server-stale-version"),
    ("time_out", "server-time-out"),
    ("not_your_game", "server-not-your-game"),
    ("invalid_move", "server-invalid-move"),
    ("forbidden_move", "server-forbidden-move"),
    ("invalid_move_id", "server-invalid-move-id"),
    ("invalid_minutes", "server-invalid-minutes"),
    ("invalid_players", "server-invalid-players"),
    ("invalid_seats", "server-invalid-seats"),
    ("language_unavailable", "server-language-unavailable"),
    ("invalid_push_token", "server-invalid-push-token"),
    ("duplicate", "server-duplicate"),
    // Friends, chat, blocks and reports.
    ("already_blocked", "server-already-blocked"),
    ("already_friends", "server-already-friends"),
    ("already_reported", "server-already-reported"),
    ("blocked", "server-blocked"),
    ("chat_off", "server-chat-off"),
    ("empty_message", "server-empty-message"),
    ("invalid_report", "server-invalid-report"),
    ("invalid_target", "server-invalid-target"),
    ("invite_answered", "server-invite-answered"),
    ("invite_not_found", "server-invite-not-found"),
    ("message_too_long", "server-message-too-long"),
    ("no_friend_request", "server-no-friend-request"),
    ("no_such_seat", "server-no-such-seat"),
    ("not_blocked", "server-not-blocked"),
    ("not_friends", "server-not-friends"),
    ("not_yourself", "server-not-yourself"),
    ("player_not_found", "server-player-not-found"),
    ("unknown_friend_code", "server-unknown-friend-code"),
    // Moving the account to another device.
    ("transfer_code_expired", "server-transfer-code-expired"),
    ("transfer_code_unknown", "server-transfer-code-unknown"),
    ("transfer_code_used", "server-transfer-code-used"),
    // Rematches and vacations.
    ("already_on_vacation", "server-already-on-vacation"),
    ("game_not_finished", "server-game-not-finished"),
    ("invalid_vacation_days", "server-invalid-vacation-days"),
    ("no_rematch", "server-no-rematch"),
    ("no_vacation_days_left", "server-no-vacation-days-left"),
    ("not_on_vacation", "server-not-on-vacation"),
    ("rematch_answered", "server-rematch-answered"),
    ("rematch_closed", "server-rematch-closed"),
    ("rematch_exists", "server-rematch-exists"),
    // Only a broken or outdated client meets these.
    ("bad_body", "server-bad-body"),
    ("body_too_large", "server-body-too-large"),
    ("invalid_body", "server-invalid-body"),
    ("malformed_json", "server-malformed-json"),
    ("unsupported_media_type", "server-unsupported-media-type"),
    ("invalid_path", "server-invalid-path"),
    ("invalid_query", "server-invalid-query"),
    ("method_not_allowed", "server-method-not-allowed"),
    ("no_such_endpoint", "server-no-such-endpoint"),
];

/// A refusal by the server: its code's own message, or the generic one naming the code for a
/// code newer than this app.
pub fn server_message(code: &str, rule: Option<&str>) -> Message {
    if rule == Some("NotYourTurn") {
        return Message::new("server-not-your-turn");
    }
    match SERVER_CODES.iter().find(|(c, _)| *c == code) {
        Some((_, key)) => Message::new(key),
        None => Message::new("server-refused").with("code", code),
    }
}
