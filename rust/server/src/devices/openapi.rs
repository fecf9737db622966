//! The account's part of `/openapi.json`: transfer codes, rematches, vacations, and the
//! player beside the device in the device schemas.

use serde_json::{Value, json};

use crate::openapi::{auth_errors, body, error, ok};

/// Add the account's paths and schemas to `doc`.
pub fn describe(doc: &mut Value) {
    let secured = json!([{ "bearer": [] }]);
    let schemas = &mut doc["components"]["schemas"];
    for device in ["DeviceInfo", "DeviceRegistered"] {
        schemas[device]["properties"]["player_id"] = json!({ "type": "string",
            "description": "The player the device belongs to (a player may have several devices)." });
    }
    schemas["TransferCode"] = json!({
        "type": "object", "required": ["code", "expires_at"],
        "properties": {
            "code": { "type": "string", "pattern": "^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$",
                      "description": "Typed in any case, with or without the dash or spaces." },
            "expires_at": { "type": "integer", "description": "Unix ms: ten minutes after it was made." } }
    });
    schemas["RedeemTransfer"] = json!({
        "type": "object", "required": ["code", "mode"], "additionalProperties": false,
        "properties": {
            "code": { "type": "string" },
            "mode": { "enum": ["move", "link"],
                      "description": "move: the device that made the code is signed out; link: both keep working." } }
    });
    let paths = &mut doc["paths"];
    paths["/v1/players/me/transfer"] = json!({ "post": {
        "summary": "A one-time code that takes this player to another device (ten minutes, used once; a new code replaces the one before)",
        "security": secured,
        "responses": auth_errors(json!({
            "201": ok("The code", "TransferCode"),
            "429": error("Five codes an hour at most (rate_limited, see Retry-After)") }))
    } });
    paths["/v1/devices/transfer"] = json!({ "post": {
        "summary": "Redeem a transfer code on a new device (no token needed): a token of its own for the code's player, whose games, ratings and statistics it sees",
        "requestBody": body("RedeemTransfer"),
        "responses": {
            "201": ok("The new device, its player and its bearer token", "DeviceRegistered"),
            "400": error("Malformed JSON"),
            "404": error("transfer_code_unknown"),
            "409": error("transfer_code_used"),
            "410": error("transfer_code_expired"),
            "422": error("Invalid body"),
            "429": error("Too many tries from this address (rate_limited, counted with registrations; see Retry-After)") }
    } });
}
