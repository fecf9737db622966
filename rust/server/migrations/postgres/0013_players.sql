-- Players and devices become separate: a player has devices. Every existing device becomes a
-- player with the same id, so every reference written so far (rooms.created_by, room seats,
-- move authors, seeks, notifications, watchers, ratings, game results: their `device_id`
-- columns keep their names) goes on naming the player. A renamed table keeps the foreign keys
-- that point at it; the new `devices` holds the bearer tokens.
ALTER TABLE devices RENAME TO players;
ALTER TABLE players RENAME CONSTRAINT devices_pkey TO players_pkey;

CREATE TABLE devices (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    token_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);
INSERT INTO devices (id, player_id, token_hash, created_at)
SELECT id, id, token_hash, created_at FROM players;
CREATE INDEX devices_player ON devices (player_id);
ALTER TABLE players DROP COLUMN token_hash;

-- Push tokens are per device (a player with two phones gets pushes on both).
ALTER TABLE push_tokens DROP CONSTRAINT push_tokens_device_id_fkey;
ALTER TABLE push_tokens ADD CONSTRAINT push_tokens_device_id_fkey
    FOREIGN KEY (device_id) REFERENCES devices (id);

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
