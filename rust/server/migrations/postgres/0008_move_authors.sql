-- Who made a move: 'player' (a client; `move_id` is its idempotency key) or 'server' (the
-- sweeper's time-outs). Only players' move ids are unique per device and game: a server move
-- must never collide with an id a client chose, or a client could block its own time-out.
ALTER TABLE game_moves ADD COLUMN author TEXT NOT NULL DEFAULT 'player'
    CHECK (author IN ('player', 'server'));
-- Clients are refused time-outs, so every logged time-out is the server's.
UPDATE game_moves SET author = 'server' WHERE actions LIKE '%"TimeOut"%';
ALTER TABLE game_moves DROP CONSTRAINT game_moves_game_id_device_id_move_id_key;
CREATE UNIQUE INDEX game_moves_player_move_id ON game_moves (game_id, device_id, move_id)
    WHERE author = 'player';
