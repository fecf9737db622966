-- Glicko-2 ratings, one per player, language and mode (quick, daily), updated in the
-- transaction that records a game's end. Today a device is the player, so `player_id` is a
-- device id until players and devices are split.
CREATE TABLE ratings (
    player_id TEXT NOT NULL REFERENCES devices (id),
    language TEXT NOT NULL,
    mode TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (player_id, language, mode)
);

-- One row per seat of a finished game, written with its end: what the statistics add up.
-- `outcome` is win (first place alone), draw (first place shared) or loss; `opponent_score`
-- the mean final score of the others; `best_points` 0 when the player made no play that
-- stood; `eliminated` resigned, timed_out or NULL; `rated` 0 for a game not rated for this
-- player (an early resignation).
CREATE TABLE game_results (
    game_id TEXT NOT NULL REFERENCES rooms (id),
    seat BIGINT NOT NULL,
    player_id TEXT NOT NULL REFERENCES devices (id),
    language TEXT NOT NULL,
    mode TEXT NOT NULL,
    place BIGINT NOT NULL,
    outcome TEXT NOT NULL,
    score BIGINT NOT NULL,
    opponent_score DOUBLE PRECISION NOT NULL,
    best_word TEXT,
    best_points BIGINT NOT NULL,
    bingos BIGINT NOT NULL,
    eliminated TEXT,
    rated BIGINT NOT NULL,
    finished_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- A player's rows by language and mode, best play first: the statistics read only these.
CREATE INDEX game_results_player
    ON game_results (player_id, language, mode, best_points DESC, finished_at, game_id);
