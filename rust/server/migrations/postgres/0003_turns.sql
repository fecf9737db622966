-- What the sweeper and the game lists need without replaying a game: the seat to move and
-- when its time runs out (Unix ms), kept by every append. NULL in rooms started before this
-- migration: the sweeper fills them in.
ALTER TABLE rooms ADD COLUMN to_move BIGINT;
ALTER TABLE rooms ADD COLUMN due_at BIGINT;
CREATE INDEX rooms_due ON rooms (due_at) WHERE finished_at IS NULL;
