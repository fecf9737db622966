//! The schema as a list of migrations; `PRAGMA user_version` is how many have run.
//! Never edit a migration that has shipped: add a new one.

pub const MIGRATIONS: &[&str] = &[
    // 1: profiles, games, seats, the append-only move log, settings.
    "
    CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        mode TEXT NOT NULL CHECK (mode IN ('bots', 'quick', 'daily')),
        tile_set TEXT NOT NULL,
        preset TEXT NOT NULL,
        validation TEXT NOT NULL,
        rack_size INTEGER NOT NULL CHECK (rack_size IN (7, 9)),
        finish_line INTEGER,
        seed INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
        -- moves in the log; a move may only be appended at this version.
        version INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
    );
    CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'bot', 'remote')),
        name TEXT NOT NULL,
        level TEXT,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        move_id TEXT NOT NULL UNIQUE,
        action TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TRIGGER moves_append_only_update BEFORE UPDATE ON moves
        BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    ",
    // 2: what the sync engine needs: moves waiting to be sent, and how far each game is known.
    "
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        move_id TEXT NOT NULL UNIQUE,
        base_version INTEGER NOT NULL,
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE sync_cursors (
        game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        server_game_id TEXT NOT NULL,
        server_version INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
    );
    ",
    // 3: list games quickly by status and recency, and know whose turn it is.
    "
    ALTER TABLE games ADD COLUMN to_move INTEGER;
    CREATE INDEX games_by_status ON games (status, updated_at DESC);
    ",
];
