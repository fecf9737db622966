-- Players watching a game live (an open event stream on any instance), so that they are not
-- also sent push notifications. A stream renews its row while open and deletes it at the end;
-- a row past `until` (an instance that died) no longer counts.
CREATE TABLE watchers (
    id TEXT PRIMARY KEY,
    game_id TEXT NOT NULL REFERENCES rooms (id),
    device_id TEXT NOT NULL REFERENCES devices (id),
    until BIGINT NOT NULL
);

CREATE INDEX watchers_game_device ON watchers (game_id, device_id);
