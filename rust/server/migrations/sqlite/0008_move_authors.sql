-- Who made a move: 'player' (a client; `move_id` is its idempotency key) or 'server' (the
-- sweeper's time-outs). Only players' move ids are unique per device and game: a server move
-- must never collide with an id a client chose, or a client could block its own time-out.
-- SQLite cannot drop a table constraint, so the table is rebuilt (nothing references it).
CREATE TABLE game_moves_v8 (
    game_id TEXT NOT NULL REFERENCES rooms (id),
    version BIGINT NOT NULL,
    move_id TEXT NOT NULL,
    device_id TEXT NOT NULL REFERENCES devices (id),
    seat INTEGER NOT NULL,
    actions TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    author TEXT NOT NULL DEFAULT 'player' CHECK (author IN ('player', 'server')),
    PRIMARY KEY (game_id, version)
);
-- Clients are refused time-outs, so every logged time-out is the server's.
INSERT INTO game_moves_v8
    (game_id, version, move_id, device_id, seat, actions, response, created_at, author)
SELECT game_id, version, move_id, device_id, seat, actions, response, created_at,
       CASE WHEN actions LIKE '%"TimeOut"%' THEN 'server' ELSE 'player' END
FROM game_moves;
DROP TABLE game_moves;
ALTER TABLE game_moves_v8 RENAME TO game_moves;
CREATE UNIQUE INDEX game_moves_player_move_id ON game_moves (game_id, device_id, move_id)
    WHERE author = 'player';
