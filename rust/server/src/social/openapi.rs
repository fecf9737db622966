//! The social routes' part of `/openapi.json`: their paths and schemas, and the chat that the
//! events page and the stream carry.

use serde_json::{Value, json};

use crate::api::{CHAT_MAX_CHARS, CHAT_PER_MINUTE, REPORT_MAX_CHARS, ReportReason};
use crate::openapi::{auth_errors, body, error, languages, ok, path_param, schema};

fn string() -> Value {
    json!({ "type": "string" })
}

fn int() -> Value {
    json!({ "type": "integer", "format": "int64" })
}

fn object(required: &[&str], properties: Value) -> Value {
    json!({ "type": "object", "required": required, "properties": properties })
}

fn array_of(name: &str) -> Value {
    json!({ "type": "array", "items": schema(name) })
}

fn chat_since_param() -> Value {
    json!({ "name": "chat_since", "in": "query", "required": false,
            "description": "Chat messages after this one (`seq`) come too.",
            "schema": { "type": "integer", "format": "int64", "minimum": 0 } })
}

fn schemas() -> Value {
    let reasons: Vec<&str> = ReportReason::ALL.iter().map(|r| r.name()).collect();
    let target = json!({
        "type": "object", "additionalProperties": false,
        "description": "Exactly one of: `code` (a friend code), `game_id` with `seat` (a seat of a \
            game you have a seat in), `player_id` (from a list the server gave).",
        "properties": { "code": string(), "game_id": string(),
                        "seat": { "type": "integer", "minimum": 0, "maximum": 3 },
                        "player_id": string() } });
    json!({
        "PlayerRef": object(&["player_id", "display_name"],
            json!({ "player_id": string(), "display_name": string() })),
        "PlayerTarget": target,
        "Presence": { "type": "string", "enum": ["live", "recent", "offline"],
            "description": "`live`: a game open on screen (an event stream) now; `recent`: seen in the last 5 minutes." },
        "FriendRating": object(&["language", "mode", "rating"],
            json!({ "language": schema("Language"), "mode": schema("Mode"), "rating": schema("RatingBadge") })),
        "Friend": object(&["player_id", "display_name", "presence", "last_seen", "ratings", "since"],
            json!({ "player_id": string(), "display_name": string(), "presence": schema("Presence"),
                    "last_seen": { "type": ["integer", "null"] }, "ratings": array_of("FriendRating"),
                    "since": int() })),
        "FriendRequest": object(&["player_id", "display_name", "sent_at"],
            json!({ "player_id": string(), "display_name": string(), "sent_at": int() })),
        "FriendsPage": object(&["friend_code", "friends", "incoming", "outgoing"],
            json!({ "friend_code": { "type": "string", "minLength": 8, "maxLength": 8 },
                    "friends": array_of("Friend"), "incoming": array_of("FriendRequest"),
                    "outgoing": array_of("FriendRequest") })),
        "FriendAdded": object(&["player_id", "display_name", "status"],
            json!({ "player_id": string(), "display_name": string(),
                    "status": { "type": "string", "enum": ["requested", "friends"] } })),
        "InviteFriend": {
            "type": "object", "additionalProperties": false, "required": ["mode", "language"],
            "properties": { "mode": schema("Mode"), "language": languages(),
                            "minutes": { "type": "integer", "enum": crate::api::QUICK_MINUTES } } },
        "Invite": object(&["invite_id", "from", "to", "mode", "language", "minutes", "status", "created_at", "game_id"],
            json!({ "invite_id": string(), "from": schema("PlayerRef"), "to": schema("PlayerRef"),
                    "mode": schema("Mode"), "language": schema("Language"),
                    "minutes": { "type": ["integer", "null"] },
                    "status": { "type": "string", "enum": ["pending", "accepted", "declined"] },
                    "created_at": int(), "game_id": { "type": ["string", "null"] } })),
        "InviteList": object(&["incoming", "outgoing"],
            json!({ "incoming": array_of("Invite"), "outgoing": array_of("Invite") })),
        "SendChat": {
            "type": "object", "additionalProperties": false, "required": ["text"],
            "properties": { "text": { "type": "string", "minLength": 1, "maxLength": CHAT_MAX_CHARS } } },
        "ChatMessage": object(&["seq", "seat", "display_name", "text", "sent_at"],
            json!({ "seq": int(), "seat": { "type": "integer" }, "display_name": string(),
                    "text": string(), "sent_at": int() })),
        "ChatPage": object(&["game_id", "messages"],
            json!({ "game_id": string(), "messages": array_of("ChatMessage") })),
        "ChatSettings": {
            "type": "object", "additionalProperties": false, "required": ["enabled"],
            "properties": { "enabled": { "type": "boolean" } } },
        "BlockEntry": object(&["player_id", "display_name", "blocked_at"],
            json!({ "player_id": string(), "display_name": string(), "blocked_at": int() })),
        "BlockList": object(&["blocks"], json!({ "blocks": array_of("BlockEntry") })),
        "ReportReason": { "type": "string", "enum": reasons },
        "ReportPlayer": {
            "type": "object", "additionalProperties": false, "required": ["game_id", "seat", "reason"],
            "properties": { "game_id": string(), "seat": { "type": "integer", "minimum": 0, "maximum": 3 },
                            "reason": schema("ReportReason"),
                            "text": { "type": "string", "maxLength": REPORT_MAX_CHARS } } },
        "ReportReceipt": object(&["report_id", "game_id", "reported", "reason", "text", "created_at"],
            json!({ "report_id": string(), "game_id": string(), "reported": schema("PlayerRef"),
                    "reason": schema("ReportReason"), "text": { "type": ["string", "null"] },
                    "created_at": int() })),
        "ReportList": object(&["reports"], json!({ "reports": array_of("ReportReceipt") })),
    })
}

fn paths() -> Value {
    let secured = json!([{ "bearer": [] }]);
    let id = |what: &str| path_param("id", what);
    let seat_errors = |mut r: Value| {
        r["403"] = error("`not_your_game`: no seat in this game");
        r["404"] = error("`game_not_found`");
        r["409"] = error("`game_not_started`, or `chat_off`: your chat is off");
        auth_errors(r)
    };
    json!({
        "/v1/friends": {
            "get": { "summary": "Your friend code, friends (with presence and ratings) and friend requests",
                     "security": secured,
                     "responses": auth_errors(json!({ "200": ok("The friends", "FriendsPage") })) },
            "post": { "summary": "Ask a player to be friends, by friend code or by a seat of a game you share",
                      "description": "A player who asked you already becomes your friend at once. \
                          `invalid_target` (422) without exactly one way; `unknown_friend_code`, \
                          `game_not_found`, `no_such_seat`, `not_yourself`; `blocked` (409) if you \
                          blocked them; `already_friends` (409).",
                      "security": secured, "requestBody": body("PlayerTarget"),
                      "responses": auth_errors(json!({
                          "201": ok("Requested, or friends now", "FriendAdded"),
                          "200": ok("Requested already", "FriendAdded"),
                          "403": error("`not_your_game`"),
                          "404": error("`unknown_friend_code` or `game_not_found`"),
                          "409": error("`already_friends` or `blocked`") })) }
        },
        "/v1/friends/{id}": { "delete": {
            "summary": "End a friendship, or withdraw your request",
            "security": secured, "parameters": [id("The friend's player id.")],
            "responses": auth_errors(json!({ "204": { "description": "Removed" },
                "404": error("`not_friends` or `player_not_found`") })) } },
        "/v1/friends/{id}/accept": { "post": {
            "summary": "Accept a player's friend request",
            "security": secured, "parameters": [id("The asking player's id.")],
            "responses": auth_errors(json!({ "200": ok("Friends now", "FriendAdded"),
                "404": error("`no_friend_request` or `player_not_found`"),
                "409": error("`already_friends`") })) } },
        "/v1/friends/{id}/decline": { "post": {
            "summary": "Decline a friend request (its sender is not told)",
            "security": secured, "parameters": [id("The asking player's id.")],
            "responses": auth_errors(json!({ "204": { "description": "Declined" },
                "404": error("`no_friend_request` or `player_not_found`") })) } },
        "/v1/friends/{id}/invite": { "post": {
            "summary": "Invite a friend to a new room for two (you take seat 0); they get a push",
            "security": secured, "parameters": [id("The friend's player id.")],
            "requestBody": body("InviteFriend"),
            "responses": auth_errors(json!({ "201": ok("The invite", "Invite"),
                "404": error("`not_friends` or `player_not_found`"),
                "409": error("`too_many_rooms`") })) } },
        "/v1/invites": { "get": {
            "summary": "Invites to you and from you, newest first",
            "security": secured,
            "responses": auth_errors(json!({ "200": ok("The invites", "InviteList") })) } },
        "/v1/invites/{id}/accept": { "post": {
            "summary": "Accept an invite: take the room's other seat, and the game starts",
            "security": secured, "parameters": [id("The invite id.")],
            "responses": auth_errors(json!({ "200": ok("The room, its game started", "RoomInfo"),
                "404": error("`invite_not_found`"),
                "409": error("`invite_answered` or `room_full`"),
                "410": error("`room_expired`") })) } },
        "/v1/invites/{id}/decline": { "post": {
            "summary": "Decline an invite",
            "security": secured, "parameters": [id("The invite id.")],
            "responses": auth_errors(json!({ "204": { "description": "Declined" },
                "404": error("`invite_not_found`"), "409": error("`invite_answered`") })) } },
        "/v1/games/{id}/chat": {
            "get": { "summary": "The game's chat after a message, for its players only",
                     "description": "Messages of players you blocked are left out.",
                     "security": secured,
                     "parameters": [id("The game id."),
                         { "name": "since", "in": "query", "required": false,
                           "schema": { "type": "integer", "minimum": 0, "default": 0 } }],
                     "responses": seat_errors(json!({ "200": ok("The messages", "ChatPage") })) },
            "post": { "summary": "Send a chat message to the game's players",
                      "description": format!("1 to {CHAT_MAX_CHARS} characters (`empty_message`, \
                          `message_too_long`), at most {CHAT_PER_MINUTE} a minute per player and game \
                          (`rate_limited`, 429 with Retry-After)."),
                      "security": secured, "parameters": [id("The game id.")],
                      "requestBody": body("SendChat"),
                      "responses": seat_errors(json!({ "201": ok("Sent", "ChatMessage"),
                          "429": error("`rate_limited`") })) }
        },
        "/v1/players/me/chat": {
            "get": { "summary": "Whether your chat is on", "security": secured,
                     "responses": auth_errors(json!({ "200": ok("The setting", "ChatSettings") })) },
            "put": { "summary": "Turn your chat on or off (off: you neither see nor send messages)",
                     "security": secured, "requestBody": body("ChatSettings"),
                     "responses": auth_errors(json!({ "200": ok("The setting", "ChatSettings") })) }
        },
        "/v1/blocks": {
            "get": { "summary": "The players you blocked (nobody else sees this)", "security": secured,
                     "responses": auth_errors(json!({ "200": ok("The blocks", "BlockList") })) },
            "post": { "summary": "Block a player, by a seat of a game you share or by id",
                      "description": "They are not told. Their chat no longer reaches you, matchmaking \
                          never pairs you, their friend requests and invites are dropped, a friendship ends.",
                      "security": secured, "requestBody": body("PlayerTarget"),
                      "responses": auth_errors(json!({ "201": ok("Blocked", "BlockEntry"),
                          "403": error("`not_your_game`"),
                          "404": error("`player_not_found` or `game_not_found`"),
                          "409": error("`already_blocked`") })) }
        },
        "/v1/blocks/{id}": { "delete": {
            "summary": "Lift a block", "security": secured, "parameters": [id("The player id.")],
            "responses": auth_errors(json!({ "204": { "description": "Lifted" },
                "404": error("`not_blocked` or `player_not_found`") })) } },
        "/v1/reports": {
            "get": { "summary": "Your own reports, newest first", "security": secured,
                     "responses": auth_errors(json!({ "200": ok("The reports", "ReportList") })) },
            "post": { "summary": "Report a player of a game you have a seat in",
                      "description": "Kept for the operator with the game's id and its chat.",
                      "security": secured, "requestBody": body("ReportPlayer"),
                      "responses": auth_errors(json!({ "201": ok("Stored", "ReportReceipt"),
                          "403": error("`not_your_game`"), "404": error("`game_not_found`"),
                          "409": error("`already_reported` or `game_not_started`") })) }
        },
    })
}

/// Add the social paths and schemas to `doc`, and the chat to the events page and stream.
pub fn describe(doc: &mut Value) {
    for (name, s) in schemas().as_object().into_iter().flatten() {
        doc["components"]["schemas"][name] = s.clone();
    }
    for (path, item) in paths().as_object().into_iter().flatten() {
        doc["paths"][path] = item.clone();
    }
    doc["components"]["schemas"]["EventsPage"]["properties"]["chat"] = json!({
        "type": "array", "items": schema("ChatMessage"),
        "description": "With `chat_since`: the chat messages after it you may see." });
    for path in ["/v1/games/{id}/events", "/v1/games/{id}/stream"] {
        if let Some(params) = doc["paths"][path]["get"]["parameters"].as_array_mut() {
            params.push(chat_since_param());
        }
    }
    doc["paths"]["/v1/games/{id}/stream"]["get"]["description"] = json!(
        "First the events after `since` (if any), then one `version` event per new version \
         applied (by any instance); each `data` is a StreamUpdate built like GET \
         /v1/games/{id}. Chat messages come as `chat` events (`data`: a ChatMessage): those \
         after `chat_since`, else those sent after the stream opened. Comments keep the \
         connection alive."
    );
}
