-- Rooms and seeks name their game family: the word game (every room so far) or Tycoon.
-- A Tycoon room's config is the Tycoon rules' config (seed, players, validation) and its
-- move log holds Tycoon actions; seeks pair only with seeks of the same family.
ALTER TABLE rooms ADD COLUMN family TEXT NOT NULL DEFAULT 'word';
ALTER TABLE seeks ADD COLUMN family TEXT NOT NULL DEFAULT 'word';
