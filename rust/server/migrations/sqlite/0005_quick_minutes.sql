-- Quick games: each player's minutes (3, 5, 10 or 25), chosen when the room is made or the
-- seek is placed; seeks pair only with seeks of the same clock. 0 for daily games (and for
-- rooms from before this migration, which keep the server's default).
ALTER TABLE rooms ADD COLUMN minutes BIGINT NOT NULL DEFAULT 0;
ALTER TABLE seeks ADD COLUMN minutes BIGINT NOT NULL DEFAULT 0;
