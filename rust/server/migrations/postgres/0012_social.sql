-- Friends, chat, blocks and reports. Player ids are the identity a bearer token stands for
-- (today a device id); they carry no foreign key, so that the split of players from devices
-- can move them without rebuilding these tables.

-- Each player's friend code: short and stable, made on first use from letters and digits
-- that cannot be confused when read aloud (no 0/O, 1/I/L).
CREATE TABLE friend_codes (
    player_id TEXT PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

-- A request from `from_id` to `to_id`, until it is accepted (then two friendship rows) or
-- withdrawn. `hidden` 1: declined, or dropped because `to_id` blocked `from_id`: the sender
-- still sees it waiting, the recipient never does.
CREATE TABLE friend_requests (
    from_id TEXT NOT NULL,
    to_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    hidden BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (from_id, to_id)
);
CREATE INDEX friend_requests_to ON friend_requests (to_id);

-- A friendship is two rows, one per side, so that each side's list is one range.
CREATE TABLE friendships (
    player_id TEXT NOT NULL,
    friend_id TEXT NOT NULL,
    since BIGINT NOT NULL,
    PRIMARY KEY (player_id, friend_id)
);

-- `blocker_id` no longer hears `blocked_id`: no chat, no match, no friend request.
CREATE TABLE blocks (
    blocker_id TEXT NOT NULL,
    blocked_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);

-- When each player was last seen by this server (written at most once a minute per player).
CREATE TABLE presence (
    player_id TEXT PRIMARY KEY,
    last_seen BIGINT NOT NULL
);

-- A game's chat, kept with the game: `seq` numbers its messages 1, 2, ...
CREATE TABLE game_chat (
    game_id TEXT NOT NULL REFERENCES rooms (id),
    seq BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    player_id TEXT NOT NULL,
    body TEXT NOT NULL,
    sent_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE INDEX game_chat_sender ON game_chat (game_id, player_id, sent_at);

-- Players who turned chat off: they neither see nor send messages.
CREATE TABLE chat_off (
    player_id TEXT PRIMARY KEY,
    since BIGINT NOT NULL
);

-- An invitation of a friend to a new room (`room_id`, the inviter in seat 0). `status`:
-- pending, accepted or declined.
CREATE TABLE invites (
    id TEXT PRIMARY KEY,
    room_id TEXT NOT NULL REFERENCES rooms (id),
    from_id TEXT NOT NULL,
    to_id TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    answered_at BIGINT
);
CREATE INDEX invites_to ON invites (to_id, created_at);
CREATE INDEX invites_from ON invites (from_id, created_at);

-- A report of a player for an operator: the game, a reason from a fixed list, the reporter's
-- words, and the game's chat as it stood (JSON), kept even if the chat changes later.
CREATE TABLE reports (
    id TEXT PRIMARY KEY,
    reporter_id TEXT NOT NULL,
    reported_id TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES rooms (id),
    reason TEXT NOT NULL,
    details TEXT,
    chat TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (reporter_id, reported_id, game_id)
);
CREATE INDEX reports_created ON reports (created_at);
