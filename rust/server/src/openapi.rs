//! The OpenAPI 3.1 description served at `GET /openapi.json`, written by hand next to the
//! router: a unit test checks that every route the router declares is described here, and an
//! integration test that every operation described here answers.

use serde_json::{Value, json};

pub(crate) fn schema(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}

pub(crate) fn body(name: &str) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema(name) } } })
}

pub(crate) fn ok(description: &str, name: &str) -> Value {
    json!({ "description": description, "content": { "application/json": { "schema": schema(name) } } })
}

pub(crate) fn error(description: &str) -> Value {
    ok(description, "Error")
}

pub(crate) fn path_param(name: &str, description: &str) -> Value {
    json!({ "name": name, "in": "path", "required": true, "description": description,
            "schema": { "type": "string" } })
}

fn since_param() -> Value {
    json!({ "name": "since", "in": "query", "required": false,
            "description": "Only what happened after this game version (default 0).",
            "schema": { "type": "integer", "format": "int64", "minimum": 0,
                        "maximum": i64::MAX, "default": 0 } })
}

/// The language names and codes a room or seek accepts (in any case).
pub(crate) fn languages() -> Value {
    let names = slovo_rules::Language::ALL
        .into_iter()
        .flat_map(|l| [l.name(), l.code()]);
    json!({ "type": "string", "enum": names.collect::<Vec<_>>(),
            "description": "A language name or code, in any case." })
}

/// Daily games have 24 hours a move: a body that names `daily` names no minutes.
fn daily_has_no_minutes() -> Value {
    json!({ "if": { "required": ["mode"], "properties": { "mode": { "const": "daily" } } },
            "then": { "not": { "required": ["minutes"] } } })
}

/// The usual failures of an authenticated call.
pub(crate) fn auth_errors(mut responses: Value) -> Value {
    responses["400"] = error("Malformed request (JSON, path or query)");
    responses["401"] = error("Missing, malformed or unknown bearer token");
    responses["422"] = error("Well-formed but invalid request");
    responses
}

/// Every documented (path, method) pair, in the order of the router.
pub fn operations(doc: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Some(paths) = doc["paths"].as_object() {
        for (path, item) in paths {
            if let Some(item) = item.as_object() {
                for method in item.keys() {
                    out.push((method.to_uppercase(), path.clone()));
                }
            }
        }
    }
    out
}

pub fn document() -> Value {
    let mut doc = paths_and_schemas();
    crate::social::openapi::describe(&mut doc);
    crate::devices::openapi::describe(&mut doc);
    crate::tycoon::openapi::describe(&mut doc);
    crate::players::vacation::describe(&mut doc);
    crate::games::rematch::describe(&mut doc);
    body_errors(&mut doc);
    doc
}

/// Every operation that reads a body may answer 413 and 415.
fn body_errors(doc: &mut Value) {
    let Some(paths) = doc["paths"].as_object_mut() else {
        return;
    };
    for operation in paths.values_mut().filter_map(Value::as_object_mut) {
        for op in operation.values_mut() {
            if op.get("requestBody").is_some() {
                op["responses"]["413"] = error("Body larger than 16 KiB");
                op["responses"]["415"] = error("Content-Type is not application/json");
            }
        }
    }
}

fn paths_and_schemas() -> Value {
    let secured = json!([{ "bearer": [] }]);
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Slovo online play server",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Devices, rooms by code, random matchmaking and refereed games. \
                A player only ever sees their own rack. Errors are `{error: {code, message, rule?}, state?}`. \
                Limits: request bodies are JSON objects (`Content-Type: application/json`, else 415; an array \
                in place of an object is refused with 422) of at most 16 KiB (413); room lookups by code are \
                limited per device (20 a minute by default) and five times that per client address, \
                registrations per address (30 a minute), live streams to 8 open per device: 429 with \
                `Retry-After`."
        },
        "components": {
            "securitySchemes": {
                "bearer": { "type": "http", "scheme": "bearer",
                            "description": "The token from POST /v1/devices." }
            },
            "schemas": {
                "Error": {
                    "type": "object", "required": ["error"],
                    "properties": {
                        "error": { "type": "object", "required": ["code", "message"],
                            "properties": {
                                "code": { "type": "string" },
                                "message": { "type": "string" },
                                "rule": { "type": "string", "description": "The rule a refused move broke." }
                            } },
                        "state": { "$ref": "#/components/schemas/GameState",
                                   "description": "The current state, on a stale version." }
                    }
                },
                "Mode": { "type": "string", "enum": ["quick", "daily"] },
                "Language": { "type": "string", "description": "A language name, e.g. `english`." },
                "RegisterDevice": {
                    "type": "object", "required": ["display_name"], "additionalProperties": false,
                    "properties": { "display_name": { "type": "string", "minLength": 1, "maxLength": 32,
                        "description": "Stored in NFC with single spaces, at most 32 characters; control, format and invisible characters (bidirectional controls, zero-width characters, fillers) are refused." } }
                },
                "DeviceRegistered": {
                    "type": "object", "required": ["device_id", "display_name", "token"],
                    "properties": {
                        "device_id": { "type": "string" },
                        "display_name": { "type": "string" },
                        "token": { "type": "string", "description": "Shown once; stored hashed." }
                    }
                },
                "CreateRoom": {
                    "type": "object", "required": ["mode", "language", "seats"], "additionalProperties": false,
                    "allOf": [daily_has_no_minutes()],
                    "properties": {
                        "mode": schema("Mode"),
                        "language": languages(),
                        "seats": { "type": "integer", "minimum": 2, "maximum": 4 },
                        "minutes": { "enum": [3, 5, 10, 25, null],
                                     "description": "Quick games: each player's minutes (default 10); none for daily." }
                    }
                },
                "RoomInfo": {
                    "type": "object",
                    "required": ["code", "mode", "language", "seats", "players", "status", "game_id", "your_seat"],
                    "properties": {
                        "code": { "type": "string", "description": "8 characters, read aloud." },
                        "mode": schema("Mode"),
                        "language": schema("Language"),
                        "seats": { "type": "integer" },
                        "minutes": { "type": ["integer", "null"], "description": "Quick games: each player's minutes." },
                        "players": { "type": "array", "items": {
                            "type": "object", "required": ["seat", "display_name"],
                            "properties": { "seat": { "type": "integer" }, "display_name": { "type": "string" },
                                            "rating": schema("RatingBadge") } } },
                        "status": { "type": "string", "enum": ["waiting", "playing", "finished", "expired"] },
                        "game_id": { "type": ["string", "null"] },
                        "your_seat": { "type": ["integer", "null"] }
                    }
                },
                "RatingBadge": {
                    "type": "object", "required": ["rating", "deviation", "games"],
                    "description": "A Glicko-2 rating in the room's language and mode, shown with the name (1500 ± 350 and 0 games before any rated game).",
                    "properties": { "rating": { "type": "number" }, "deviation": { "type": "number" },
                                    "games": { "type": "integer", "minimum": 0 } }
                },
                "RatingList": {
                    "type": "object", "required": ["ratings"],
                    "properties": { "ratings": { "type": "array", "items": {
                        "type": "object",
                        "required": ["language", "mode", "rating", "deviation", "volatility", "games", "updated_at"],
                        "properties": { "language": schema("Language"), "mode": schema("Mode"),
                                        "rating": { "type": "number" }, "deviation": { "type": "number" },
                                        "volatility": { "type": "number" },
                                        "games": { "type": "integer", "minimum": 1 },
                                        "updated_at": { "type": "integer", "format": "int64" } } } } }
                },
                "PlayerStats": {
                    "type": "object",
                    "required": ["language", "mode", "games", "wins", "losses", "draws", "average_score",
                                 "average_opponent_score", "best_play", "highest_game", "bingos_per_game", "eliminations"],
                    "description": "A record over finished online games: a win is a first place alone, a draw a shared first place, anything else a loss.",
                    "properties": {
                        "language": { "type": ["string", "null"], "description": "null in the overall record" },
                        "mode": { "type": ["string", "null"], "enum": ["quick", "daily", null] },
                        "games": { "type": "integer" }, "wins": { "type": "integer" },
                        "losses": { "type": "integer" }, "draws": { "type": "integer" },
                        "average_score": { "type": "number" }, "average_opponent_score": { "type": "number" },
                        "best_play": { "type": ["object", "null"], "required": ["word", "points", "game_id"],
                                       "properties": { "word": { "type": "string" }, "points": { "type": "integer" },
                                                       "game_id": { "type": "string" } } },
                        "highest_game": { "type": ["integer", "null"] },
                        "bingos_per_game": { "type": "number" },
                        "eliminations": { "type": "integer", "description": "Games left by resigning or timing out." }
                    }
                },
                "StatsPage": {
                    "type": "object", "required": ["overall", "by_kind"],
                    "properties": { "overall": schema("PlayerStats"),
                                    "by_kind": { "type": "array", "items": schema("PlayerStats") } }
                },
                "CreateSeek": {
                    "type": "object", "required": ["mode", "language", "players"], "additionalProperties": false,
                    "allOf": [daily_has_no_minutes()],
                    "properties": {
                        "mode": schema("Mode"),
                        "language": languages(),
                        "players": { "type": "integer", "minimum": 2, "maximum": 4 },
                        "minutes": { "enum": [3, 5, 10, 25, null],
                                     "description": "Quick games: pair only with the same clock (default 10)." }
                    }
                },
                "SeekInfo": {
                    "type": "object",
                    "required": ["seek_id", "status", "mode", "language", "players", "expires_at", "room"],
                    "properties": {
                        "seek_id": { "type": "string" },
                        "status": { "type": "string", "enum": ["pending", "matched", "expired"] },
                        "mode": schema("Mode"),
                        "language": schema("Language"),
                        "players": { "type": "integer" },
                        "expires_at": { "type": "integer", "description": "Unix milliseconds." },
                        "room": { "oneOf": [schema("RoomInfo"), { "type": "null" }] }
                    }
                },
                "Move": {
                    "description": "The rules core's move. `TimeOut` is refused: only the server's clock times a player out.",
                    "oneOf": [
                        { "enum": ["Pass", "Challenge", "Accept", "Resign"] },
                        { "type": "object", "required": ["Play"], "additionalProperties": false,
                          "properties": { "Play": { "type": "array", "minItems": 1, "maxItems": 15,
                                                    "items": schema("Placement") } } },
                        { "type": "object", "required": ["Exchange"], "additionalProperties": false,
                          "properties": { "Exchange": { "type": "array", "minItems": 1, "maxItems": 15,
                                                        "items": schema("Kind") } } }
                    ]
                },
                "Placement": {
                    "type": "object", "required": ["square", "tile"], "additionalProperties": false,
                    "properties": {
                        "square": { "type": "object", "required": ["row", "col"], "additionalProperties": false,
                                    "properties": { "row": { "type": "integer", "minimum": 0, "maximum": 14 },
                                                    "col": { "type": "integer", "minimum": 0, "maximum": 14 } } },
                        "tile": { "type": "object", "required": ["letter", "blank"], "additionalProperties": false,
                                  "description": "A face of the game's tile set (its index), and whether a blank stands for it.",
                                  "properties": { "letter": { "type": "integer", "minimum": 0 },
                                                  "blank": { "type": "boolean" } } }
                    }
                },
                "Kind": {
                    "description": "A tile on the rack: a letter of the tile set (its index) or a blank.",
                    "oneOf": [
                        { "const": "Blank" },
                        { "type": "object", "required": ["Letter"], "additionalProperties": false,
                          "properties": { "Letter": { "type": "integer", "minimum": 0 } } }
                    ]
                },
                "Record": { "type": "object", "description": "A history entry, as the asking player may see it." },
                "SubmitMove": {
                    "type": "object", "required": ["move_id", "expected_version", "move"], "additionalProperties": false,
                    "properties": {
                        "move_id": { "type": "string", "minLength": 1, "maxLength": 64,
                                     "description": "Idempotency key: a retry gets the original answer." },
                        "expected_version": { "type": "integer" },
                        "move": schema("Move")
                    }
                },
                "GameState": {
                    "type": "object",
                    "description": "One player's view: never another player's rack or the bag's order.",
                    "required": ["game_id", "version", "seat", "language", "tile_set", "players", "current",
                                 "turn", "rack", "rack_text", "unseen", "bag_len", "board", "history", "outcome"],
                    "properties": {
                        "game_id": { "type": "string" },
                        "version": { "type": "integer" },
                        "seat": { "type": "integer" },
                        "language": schema("Language"),
                        "tile_set": { "type": "string" },
                        "players": { "type": "array", "items": { "type": "object",
                            "properties": { "seat": { "type": "integer" }, "display_name": { "type": "string" },
                                            "score": { "type": "integer" }, "rack_size": { "type": "integer" },
                                            "eliminated": { "type": "boolean" },
                                            "rating": schema("RatingBadge") } } },
                        "current": { "type": "integer" },
                        "turn": { "type": "integer" },
                        "rack": { "type": "array" },
                        "rack_text": { "type": "string" },
                        "unseen": { "type": "array" },
                        "bag_len": { "type": "integer" },
                        "board": { "type": "string", "description": "15 rows of 15 cells joined by `/`." },
                        "history": { "type": "array", "items": schema("Record") },
                        "outcome": {},
                        "clocks": { "type": ["array", "null"], "items": { "type": "integer" },
                                    "description": "Quick games: ms left per seat." },
                        "deadline": { "type": ["integer", "null"],
                                      "description": "Daily games: when the player to move runs out of time (Unix ms)." },
                        "mode": { "enum": ["quick", "daily"] },
                        "first_player": { "type": "integer", "description": "The seat that played first." },
                        "opening": { "type": "array", "description": "The draw for the first turn (RULES.md §6), round by round: [seat, tile] pairs; empty when chosen at random.",
                                     "items": { "type": "array", "items": { "type": "array", "prefixItems": [{ "type": "integer" }, schema("Kind")] } } }
                    }
                },
                "DeviceInfo": {
                    "type": "object", "required": ["device_id", "display_name"],
                    "properties": { "device_id": { "type": "string" }, "display_name": { "type": "string" },
                                    "push": { "enum": ["fcm", "apns", null] } }
                },
                "RegisterPush": {
                    "type": "object", "required": ["platform", "token"], "additionalProperties": false,
                    "properties": { "platform": { "enum": ["fcm", "apns"] },
                                    "token": { "type": "string", "minLength": 1, "maxLength": 4096,
                                               "description": "FCM registration token (printable ASCII) or APNs device token (hex)." },
                                    "ui_language": { "type": "string",
                                               "description": "The language of the device's notifications: a code (en, sk, cs, hr, da, bg) or a locale (sk-SK, sk_SK.UTF-8). Another language gets English, never a refusal; absent keeps the language set before (English if none)." } },
                    "if": { "required": ["platform"], "properties": { "platform": { "const": "apns" } } },
                    "then": { "properties": { "token": { "pattern": "^[0-9A-Fa-f]+$" } } },
                    "else": { "properties": { "token": { "pattern": "^[!-~]+$" } } }
                },
                "GameList": {
                    "type": "object", "required": ["games"],
                    "properties": { "games": { "type": "array", "items": { "type": "object",
                        "required": ["game_id", "code", "mode", "language", "seat", "version", "finished", "my_turn"],
                        "properties": {
                            "game_id": { "type": "string" }, "code": { "type": "string" },
                            "mode": { "enum": ["quick", "daily"] }, "language": schema("Language"),
                            "seat": { "type": "integer" }, "version": { "type": "integer" },
                            "finished": { "type": "boolean" }, "my_turn": { "type": "boolean" },
                            "deadline": { "type": ["integer", "null"] } } } } }
                },
                "MoveAccepted": {
                    "type": "object", "required": ["game_id", "version", "move_id", "records", "state"],
                    "properties": {
                        "game_id": { "type": "string" },
                        "version": { "type": "integer" },
                        "move_id": { "type": "string" },
                        "records": { "type": "array", "items": schema("Record") },
                        "state": schema("GameState")
                    }
                },
                "GameEvent": {
                    "type": "object", "required": ["version", "seat", "move_id", "records"],
                    "properties": {
                        "version": { "type": "integer" },
                        "seat": { "type": "integer" },
                        "move_id": { "type": "string", "description": "The mover's move id (`timeout-N`: the server's clock)." },
                        "records": { "type": "array", "items": schema("Record") }
                    }
                },
                "EventsPage": {
                    "type": "object", "required": ["game_id", "version", "events"],
                    "properties": {
                        "game_id": { "type": "string" },
                        "version": { "type": "integer" },
                        "events": { "type": "array", "items": schema("GameEvent") }
                    }
                },
                "StreamUpdate": {
                    "type": "object", "required": ["game_id", "version", "events", "state"],
                    "properties": {
                        "game_id": { "type": "string" },
                        "version": { "type": "integer" },
                        "events": { "type": "array", "items": schema("GameEvent") },
                        "state": schema("GameState")
                    }
                }
            }
        },
        "paths": {
            "/healthz": { "get": {
                "summary": "Liveness and database check",
                "responses": { "200": { "description": "`{\"status\": \"ok\"}`",
                    "content": { "application/json": { "schema": { "type": "object",
                        "properties": { "status": { "const": "ok" } } } } } },
                    "500": error("The database does not answer") }
            } },
            "/metrics": { "get": {
                "summary": "Prometheus counters (text exposition format 0.0.4)",
                "responses": { "200": { "description": "Counters",
                    "content": { "text/plain": { "schema": { "type": "string" } } } } }
            } },
            "/openapi.json": { "get": {
                "summary": "This document",
                "responses": { "200": { "description": "OpenAPI 3.1",
                    "content": { "application/json": { "schema": { "type": "object" } } } } }
            } },
            "/v1/devices": { "post": {
                "summary": "Register a device anonymously",
                "requestBody": body("RegisterDevice"),
                "responses": { "201": ok("The device and its bearer token", "DeviceRegistered"),
                               "400": error("Malformed JSON"),
                               "422": error("Invalid display name"),
                               "429": error("Too many registrations from this address (see Retry-After)") }
            } },
            "/v1/devices/me": { "get": {
                "summary": "The asking device: id, display name, push platform if it has a token",
                "security": secured,
                "responses": auth_errors(json!({ "200": ok("The device", "DeviceInfo") }))
            } },
            "/v1/players/me/ratings": { "get": {
                "summary": "The asking player's Glicko-2 ratings, one per language and mode with a rated game",
                "security": secured,
                "responses": auth_errors(json!({ "200": ok("The ratings", "RatingList") }))
            } },
            "/v1/players/me/stats": { "get": {
                "summary": "The asking player's own record over finished games: overall and per language and mode",
                "security": secured,
                "responses": auth_errors(json!({ "200": ok("The record", "StatsPage") }))
            } },
            "/v1/devices/me/push": {
                "put": {
                    "summary": "Set (or replace) the device's push token and the language of its notifications",
                    "security": secured,
                    "requestBody": body("RegisterPush"),
                    "responses": auth_errors(json!({ "204": { "description": "Stored" } }))
                },
                "delete": {
                    "summary": "Stop push notifications to this device",
                    "security": secured,
                    "responses": auth_errors(json!({ "204": { "description": "Removed" } }))
                }
            },
            "/v1/rooms": { "post": {
                "summary": "Create a room; the creator takes seat 0",
                "security": secured,
                "requestBody": body("CreateRoom"),
                "responses": auth_errors(json!({ "201": ok("The new room", "RoomInfo"),
                    "409": error("`too_many_rooms`: the device holds as many rooms waiting to be filled as it may (20 by default)") }))
            } },
            "/v1/rooms/{code}": { "get": {
                "summary": "A room by its code",
                "security": secured,
                "parameters": [path_param("code", "The room code (case, spaces and dashes ignored).")],
                "responses": auth_errors(json!({ "200": ok("The room", "RoomInfo"),
                                                 "404": error("No room with this code"),
                                                 "429": error("Too many lookups by code (see Retry-After)") }))
            } },
            "/v1/rooms/{code}/join": { "post": {
                "summary": "Take the next seat; the game starts when the room is full",
                "security": secured,
                "parameters": [path_param("code", "The room code.")],
                "responses": auth_errors(json!({ "200": ok("The room", "RoomInfo"),
                                                 "404": error("No room with this code"),
                                                 "409": error("The room is full"),
                                                 "410": error("`room_expired`: nobody filled it in time (1 hour for quick rooms, 7 days for daily ones, by default)"),
                                                 "429": error("Too many lookups by code (see Retry-After)") }))
            } },
            "/v1/seeks": { "post": {
                "summary": "Random matchmaking: pair with compatible seeks into a new, started room",
                "description": "Seeks pair with the closest-rated compatible seeks (ratings in the seek's language and mode) whose rating differs by at most the range of the longer-waiting one: ± 100 at first, + 100 every 10 s waited, anyone after 60 s.",
                "security": secured,
                "requestBody": body("CreateSeek"),
                "responses": auth_errors(json!({
                    "201": ok("The new seek: `matched` with its room, or `pending`", "SeekInfo"),
                    "200": ok("This device's waiting seek with the same terms, tried again", "SeekInfo") }))
            } },
            "/v1/seeks/{id}": {
                "get": {
                    "summary": "Poll a seek (a pending one is tried again)",
                    "security": secured,
                    "parameters": [path_param("id", "The seek id.")],
                    "responses": auth_errors(json!({ "200": ok("The seek", "SeekInfo"),
                                                     "404": error("No such seek of this device") }))
                },
                "delete": {
                    "summary": "Withdraw a waiting seek; one matched first answers with its match",
                    "security": secured,
                    "parameters": [path_param("id", "The seek id.")],
                    "responses": auth_errors(json!({
                        "204": { "description": "Withdrawn: it will not be matched" },
                        "200": ok("Matched before it could be withdrawn: the seek with its room, whose game has started", "SeekInfo"),
                        "404": error("No such seek of this device, or withdrawn already") }))
                }
            },
            "/v1/games": { "get": {
                "summary": "The asking device's started games, newest first",
                "security": secured,
                "responses": auth_errors(json!({ "200": ok("The games", "GameList") }))
            } },
            "/v1/games/{id}": { "get": {
                "summary": "The asking player's view of a game",
                "security": secured,
                "parameters": [path_param("id", "The game id (its room's).")],
                "responses": auth_errors(json!({ "200": ok("The view", "GameState"),
                                                 "403": error("No seat in this game"),
                                                 "404": error("No such game"),
                                                 "409": error("The room is not full yet") }))
            } },
            "/v1/games/{id}/moves": { "post": {
                "summary": "Submit a move (idempotent by move_id, checked against expected_version)",
                "security": secured,
                "parameters": [path_param("id", "The game id.")],
                "requestBody": body("SubmitMove"),
                "responses": auth_errors(json!({
                    "200": ok("Applied (or the original answer to a retry)", "MoveAccepted"),
                    "403": error("No seat in this game"),
                    "404": error("No such game"),
                    "409": error("Stale version (with `state`), a concurrent move, or `time_out`: the player to move had run out of time and was timed out (with `state`)") }))
            } },
            "/v1/games/{id}/events": { "get": {
                "summary": "What happened after a version, for polling and catch-up",
                "security": secured,
                "parameters": [path_param("id", "The game id."), since_param()],
                "responses": auth_errors(json!({ "200": ok("The events", "EventsPage"),
                                                 "403": error("No seat in this game"),
                                                 "404": error("No such game") }))
            } },
            "/v1/games/{id}/stream": { "get": {
                "summary": "Server-sent events for live play",
                "description": "First the events after `since` (if any), then one `version` event per \
                    new version applied (by any instance); each `data` is a StreamUpdate built \
                    like GET /v1/games/{id}. Comments keep the connection alive.",
                "security": secured,
                "parameters": [path_param("id", "The game id."), since_param()],
                "responses": auth_errors(json!({
                    "200": { "description": "`text/event-stream` of `event: version` messages",
                             "content": { "text/event-stream": { "itemSchema": schema("StreamUpdate"),
                                                                 "schema": { "type": "string" } } } },
                    "403": error("No seat in this game"),
                    "404": error("No such game"),
                    "429": error("This device holds too many streams open (see Retry-After)") }))
            } }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The (method, path) pairs of every `.route(...)` in the router's source.
    fn routed() -> Vec<(String, String)> {
        let source = include_str!("routes.rs");
        let start = source.find("pub fn router(").unwrap();
        let end = start + source[start..].find(".fallback(").unwrap();
        let mut out = Vec::new();
        let mut rest = &source[start..end];
        // Tolerant of rustfmt's layouts: `.route(\n    "/path",\n    get(a).post(b),\n)`.
        while let Some(i) = rest.find(".route(") {
            rest = rest[i + 7..].trim_start();
            let Some(quoted) = rest.strip_prefix('"') else {
                continue;
            };
            rest = quoted;
            let close = rest.find('"').unwrap();
            let path = rest[..close].to_string();
            let after = rest[close + 1..].trim_start_matches([',', ' ', '\n']);
            let mut handlers = after;
            // `get(a)`, or a chain like `get(a).post(b)`.
            loop {
                let open = handlers.find('(').unwrap();
                out.push((handlers[..open].trim().to_uppercase(), path.clone()));
                let shut = handlers.find(')').unwrap();
                handlers = handlers[shut + 1..].trim_start();
                match handlers.strip_prefix('.') {
                    Some(more) if !more.starts_with("route(") => handlers = more,
                    _ => break,
                }
            }
        }
        out
    }

    #[test]
    fn every_route_is_documented_and_nothing_else() {
        let mut routed = routed();
        assert!(routed.len() >= 12, "{routed:?}");
        let mut documented = operations(&document());
        routed.sort();
        documented.sort();
        assert_eq!(routed, documented);
    }

    #[test]
    fn every_reference_resolves() {
        let doc = document();
        let text = doc.to_string();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("#/components/schemas/") {
            rest = &rest[i + "#/components/schemas/".len()..];
            let name: String = rest.chars().take_while(|c| c.is_alphanumeric()).collect();
            assert!(
                doc["components"]["schemas"].get(&name).is_some(),
                "unresolved {name}"
            );
        }
    }
}
