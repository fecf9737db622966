//! Tycoon's part of `/openapi.json`: the game family of rooms and games, and the Tycoon
//! game's view, moves and events.

use serde_json::{Value, json};

use crate::openapi::{auth_errors, body, error, ok, path_param, schema};

/// Add Tycoon's paths and schemas to `doc`.
pub fn describe(doc: &mut Value) {
    let secured = json!([{ "bearer": [] }]);
    let schemas = &mut doc["components"]["schemas"];
    schemas["GameFamily"] = json!({ "enum": ["word", "tycoon"],
        "description": "The word game (the default when absent) or Tycoon (English, seed 002)." });
    for name in [
        "CreateRoom",
        "CreateSeek",
        "RoomInfo",
        "GameSummary",
        "InviteFriend",
        "Invite",
    ] {
        schemas[name]["properties"]["family"] = schema("GameFamily");
    }
    let word = json!({ "type": "object", "required": ["word", "money", "stock", "doublers", "royalties"],
        "properties": {
            "word": { "type": "string" }, "money": { "type": "integer" }, "stock": { "type": "integer" },
            "doublers": { "type": "integer" },
            "royalties": { "type": "array", "description": "[seat, dollars] paid by the bank to patent owners",
                           "items": { "type": "array", "items": { "type": "integer" } } } } });
    schemas["TycoonRecord"] = json!({
        "type": "object", "required": ["kind"],
        "description": "What a move did as the asking player may see it: a refused word's letters only for the mover, discards only as a count.",
        "properties": {
            "kind": { "enum": ["scored", "refused", "patent", "discarded", "replaced", "timed_out", "game_over"] },
            "words": { "type": "array", "items": word },
            "word": { "type": ["string", "null"] },
            "attempts_left": { "type": "integer" },
            "letter": { "type": "string" }, "price": { "type": "integer" },
            "cards": { "type": "integer" } } });
    schemas["TycoonPlayer"] = json!({
        "type": "object",
        "required": ["seat", "display_name", "money", "stock", "patents", "score", "hand_size", "eliminated"],
        "properties": {
            "seat": { "type": "integer" }, "display_name": { "type": "string" },
            "money": { "type": "integer" }, "stock": { "type": "integer" },
            "patents": { "type": "string", "description": "Letters of the owned patents" },
            "score": { "type": "integer" }, "hand_size": { "type": "integer" },
            "eliminated": { "type": "boolean", "description": "Timed out: out of the game for good. Their hand is shuffled back into the deck (no card leaves play, and nobody learns what they held) and their patents are released, unowned and buyable again (frozen patents would keep letters from paying anyone and put the goal out of the others' reach); their money and stock stay, ranked below every player still in. The game ends when one player is left, or as usual with the final round." },
            "vacation_until": { "type": "integer", "format": "int64",
                "description": "While the player is on vacation (daily games): when it ends, Unix ms. Their deadline stands still meanwhile." } } });
    schemas["TycoonState"] = json!({
        "type": "object",
        "required": ["game_id", "version", "seat", "mode", "players", "current", "phase", "hand",
                     "community", "deck_size", "goal", "last_round", "buyable", "winners"],
        "description": "One player's view: only their own hand; never the deck's order or the seed.",
        "properties": {
            "game_id": { "type": "string" }, "version": { "type": "integer" },
            "seat": { "type": "integer" }, "mode": schema("Mode"),
            "players": { "type": "array", "items": schema("TycoonPlayer") },
            "current": { "type": "integer" },
            "phase": { "enum": ["start", "pending", "after_word", "penalty", "over"] },
            "hand": { "type": "string", "description": "The asking player's cards, in hand order" },
            "community": { "type": "string" }, "deck_size": { "type": "integer" },
            "goal": { "type": "integer" }, "last_round": { "type": "boolean" },
            "attempts_left": { "type": ["integer", "null"] },
            "buyable": { "type": "string" },
            "winners": { "type": "array", "items": { "type": "integer" } },
            "clocks": { "type": ["array", "null"], "items": { "type": "integer" } },
            "deadline": { "type": ["integer", "null"] } } });
    schemas["SubmitTycoonMove"] = json!({
        "type": "object", "required": ["move_id", "expected_version", "move"], "additionalProperties": false,
        "properties": {
            "move_id": { "type": "string", "minLength": 1, "maxLength": 64 },
            "expected_version": { "type": "integer" },
            "move": { "description": "A Tycoon action of slovo-tycoon (externally tagged): {\"Build\":{\"words\":[...]}}, {\"BuyPatent\":{\"letter\":65}}, {\"Finish\":{\"discard\":[]}}, {\"Exchange\":{\"discard\":[0,3]}}, {\"QReplace\":{\"card\":2}}, {\"PenaltyDiscard\":{\"card\":0}}, \"Accept\", {\"Challenge\":{\"by\":1}}" } } });
    schemas["TycoonMoveAccepted"] = json!({
        "type": "object", "required": ["game_id", "version", "move_id", "records", "state"],
        "properties": {
            "game_id": { "type": "string" }, "version": { "type": "integer" },
            "move_id": { "type": "string" },
            "records": { "type": "array", "items": schema("TycoonRecord") },
            "state": schema("TycoonState") } });
    schemas["TycoonEventsPage"] = json!({
        "type": "object", "required": ["game_id", "version", "events"],
        "properties": {
            "game_id": { "type": "string" }, "version": { "type": "integer" },
            "events": { "type": "array", "items": { "type": "object",
                "required": ["version", "seat", "move_id", "records"],
                "properties": { "version": { "type": "integer" }, "seat": { "type": "integer" },
                                "move_id": { "type": "string" },
                                "records": { "type": "array", "items": schema("TycoonRecord") } } } },
            "rematch": { "$ref": "#/components/schemas/RematchInfo",
                "description": "Once the game is over: the rematch offered after it, if any (POST /v1/games/{id}/rematch serves both families)." } } });
    let id = path_param("id", "The game id (its room's).");
    let since = json!({ "name": "since", "in": "query", "required": false,
        "schema": { "type": "integer", "minimum": 0, "default": 0 } });
    let paths = &mut doc["paths"];
    paths["/v1/tycoon/{id}"] = json!({ "get": {
        "summary": "The asking player's view of a Tycoon game",
        "security": secured, "parameters": [id],
        "responses": auth_errors(json!({ "200": ok("The view", "TycoonState"),
            "403": error("No seat in this game"), "404": error("No such game"),
            "409": error("The room is not full yet, or it is a word game (other_game_family)") }))
    } });
    paths["/v1/tycoon/{id}/moves"] = json!({ "post": {
        "summary": "Submit a Tycoon move (idempotent by move_id, checked against expected_version)",
        "security": secured, "parameters": [id], "requestBody": body("SubmitTycoonMove"),
        "responses": auth_errors(json!({
            "200": ok("Applied (or the original answer to a retry)", "TycoonMoveAccepted"),
            "403": error("No seat in this game"), "404": error("No such game"),
            "409": error("stale_version, concurrent_update, time_out, or other_game_family"),
            "422": error("rule_violation (rule: NotYourTurn, UnknownWord or the Tycoon rule broken), invalid_move_id") }))
    } });
    paths["/v1/tycoon/{id}/events"] = json!({ "get": {
        "summary": "What happened in a Tycoon game after a version",
        "security": secured, "parameters": [id, since],
        "responses": auth_errors(json!({ "200": ok("The events", "TycoonEventsPage"),
            "403": error("No seat in this game"), "404": error("No such game") }))
    } });
}
