-- Rematches and vacations (issue 18).

-- The rematch offered after a finished game: one per game. `status` is 'open' until every
-- player accepted ('accepted': `new_game_id` names the new game) or one declined ('declined').
CREATE TABLE rematches (
    game_id TEXT PRIMARY KEY REFERENCES rooms (id),
    offered_by BIGINT NOT NULL,
    offered_at BIGINT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    new_game_id TEXT REFERENCES rooms (id)
);

-- Each seat's answer to a rematch ('accepted' or 'declined'); a seat without a row has not
-- answered yet. The offer is its player's acceptance.
CREATE TABLE rematch_answers (
    game_id TEXT NOT NULL REFERENCES rematches (game_id),
    seat BIGINT NOT NULL,
    answer TEXT NOT NULL,
    answered_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- A player's vacation: their daily games' deadlines stand still from `started_at` until
-- `until`, or until `ended_at` when they came back early.
CREATE TABLE vacations (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    started_at BIGINT NOT NULL,
    until BIGINT NOT NULL,
    ended_at BIGINT
);
CREATE INDEX vacations_of_player ON vacations (player_id, started_at);
