-- Random matchmaking: a seek waits (room_id NULL) until enough compatible seeks exist, then
-- all of them get the new room's id in one transaction. A seek past expires_at is never
-- matched.
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    device_id TEXT NOT NULL REFERENCES devices (id),
    mode TEXT NOT NULL,
    language TEXT NOT NULL,
    players INTEGER NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    room_id TEXT REFERENCES rooms (id)
);

CREATE INDEX seeks_pending ON seeks (mode, language, players, created_at) WHERE room_id IS NULL;
CREATE INDEX seeks_device ON seeks (device_id);
