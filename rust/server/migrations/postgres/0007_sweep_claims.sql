-- The sweeper's claim on a due game, until this time (Unix ms): with several instances one of
-- them looks at a game at a time. PostgreSQL claims with FOR UPDATE SKIP LOCKED, so sweepers
-- split the due games instead of waiting on each other's rows; a claim of an instance that died
-- lapses by itself.
ALTER TABLE rooms ADD COLUMN swept_until BIGINT NOT NULL DEFAULT 0;
