-- The rooms a device created that wait to be filled: counted against its limit of open rooms
-- at every creation.
CREATE INDEX rooms_open_by_creator ON rooms (created_by, created_at) WHERE config IS NULL;
