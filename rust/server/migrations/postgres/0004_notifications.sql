-- Push notifications. A device has at most one push token (the app's current one).
CREATE TABLE push_tokens (
    device_id TEXT PRIMARY KEY REFERENCES devices (id),
    platform TEXT NOT NULL,
    token TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- The notification outbox: rows are written in the same transaction as the move that causes
-- them, and sent by a worker once `not_before` has come. A row about a turn (`version`) is
-- skipped if the game has moved on by then. `claimed_until` is a lease, so that with several
-- instances one sender at a time owns a row. `outcome`: sent, skipped:<why>, failed:<why>.
CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    device_id TEXT NOT NULL REFERENCES devices (id),
    game_id TEXT NOT NULL REFERENCES rooms (id),
    kind TEXT NOT NULL,
    version BIGINT NOT NULL,
    not_before BIGINT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    claimed_until BIGINT NOT NULL DEFAULT 0,
    outcome TEXT,
    created_at BIGINT NOT NULL,
    UNIQUE (device_id, game_id, kind, version)
);

CREATE INDEX notifications_due ON notifications (not_before) WHERE outcome IS NULL;
