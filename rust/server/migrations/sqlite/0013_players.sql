-- Players and devices become separate: a player has devices. Every existing device becomes a
-- player with the same id, so every reference written so far (rooms.created_by, room seats,
-- move authors, seeks, notifications, watchers, ratings, game results: their `device_id`
-- columns keep their names) goes on naming the player. Renaming the table rewrites the
-- foreign keys of those tables to `players`; the new `devices` holds the bearer tokens.
-- (The migration runs with foreign keys off and checks them before it commits.)
ALTER TABLE devices RENAME TO players;

CREATE TABLE devices (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    token_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);
INSERT INTO devices (id, player_id, token_hash, created_at)
SELECT id, id, token_hash, created_at FROM players;
CREATE INDEX devices_player ON devices (player_id);

-- The token left the player: SQLite cannot drop a UNIQUE column, so the table is rebuilt.
CREATE TABLE players_v13 (
    id TEXT PRIMARY KEY,
    display_name TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
INSERT INTO players_v13 (id, display_name, created_at)
SELECT id, display_name, created_at FROM players;
DROP TABLE players;
ALTER TABLE players_v13 RENAME TO players;

-- Push tokens are per device (a player with two phones gets pushes on both).
CREATE TABLE push_tokens_v13 (
    device_id TEXT PRIMARY KEY REFERENCES devices (id),
    platform TEXT NOT NULL,
    token TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    ui_language TEXT
);
INSERT INTO push_tokens_v13 (device_id, platform, token, updated_at, ui_language)
SELECT device_id, platform, token, updated_at, ui_language FROM push_tokens;
DROP TABLE push_tokens;
ALTER TABLE push_tokens_v13 RENAME TO push_tokens;

-- One-time codes that take a player to another device: stored as their SHA-256, valid until
-- `expires_at`, used once (`used_at`). `device_id` made the code (a move retires it; no
-- foreign key, since the row it names is deleted then). Kept after use or expiry so a late
-- try is told why, and counted for the limit on codes made per hour.
CREATE TABLE transfer_codes (
    code_hash TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    device_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at BIGINT
);
CREATE INDEX transfer_codes_player ON transfer_codes (player_id, created_at);
