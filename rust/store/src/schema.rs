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
    // 4: online play. The device's account, each online game as the player last saw it (the
    // server's view: it cannot be replayed locally, the bag and other racks are hidden), and
    // the moves on their way to the server, kept after sending or dropping for the record.
    "
    CREATE TABLE online_account (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        server_url TEXT NOT NULL,
        device_id TEXT NOT NULL,
        token TEXT NOT NULL,
        display_name TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE online_games (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('quick', 'daily')),
        language TEXT NOT NULL,
        seat INTEGER NOT NULL,
        version INTEGER NOT NULL,
        -- the player's view: slovo_api::GameState JSON.
        state TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
        my_turn INTEGER NOT NULL,
        deadline INTEGER,
        updated_at INTEGER NOT NULL
    );
    CREATE INDEX online_games_by_status ON online_games (status, updated_at DESC);
    CREATE TABLE online_outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        move_id TEXT NOT NULL UNIQUE,
        game_id TEXT NOT NULL REFERENCES online_games(id) ON DELETE CASCADE,
        expected_version INTEGER NOT NULL,
        -- slovo_rules::Move JSON.
        move TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('queued', 'sent', 'dropped')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        -- sent: the version the server says the move produced.
        accepted_version INTEGER,
        drop_reason TEXT,
        -- dropped: whether the app has shown the reason to the player.
        acknowledged INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
    );
    CREATE INDEX online_outbox_by_state ON online_outbox (state, game_id, seq);
    ",
    // 5: the hints a player was shown: once per position (the game's version), however often
    // they asked there, so the count at the end is the number of turns helped.
    "
    CREATE TABLE hints (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, version)
    );
    ",
    // 6: Tycoon games against bots (slovo-tycoon), beside the word games: each game's setup
    // and seats, and its own append-only log of actions. The seed fixes the deck order: it
    // stays on the device (its own game against its own bots) and no view shows it.
    "
    CREATE TABLE tycoon_games (
        id TEXT PRIMARY KEY,
        seed INTEGER NOT NULL,
        players INTEGER NOT NULL CHECK (players BETWEEN 2 AND 5),
        -- 'auto' (attempts a turn) or 'challenge'.
        validation TEXT NOT NULL CHECK (validation IN ('auto', 'challenge')),
        attempts INTEGER NOT NULL CHECK (attempts BETWEEN 1 AND 9),
        min_patent_count INTEGER NOT NULL CHECK (min_patent_count IN (0, 1)),
        status TEXT NOT NULL CHECK (status IN ('active', 'finished')),
        version INTEGER NOT NULL DEFAULT 0,
        to_move INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
    );
    CREATE INDEX tycoon_games_by_status ON tycoon_games (status, updated_at DESC);
    CREATE TABLE tycoon_seats (
        game_id TEXT NOT NULL REFERENCES tycoon_games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
        name TEXT NOT NULL,
        level TEXT CHECK (level IN ('easy', 'medium', 'hard')),
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE tycoon_moves (
        game_id TEXT NOT NULL REFERENCES tycoon_games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        move_id TEXT NOT NULL UNIQUE,
        -- slovo_tycoon::Action JSON.
        action TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TRIGGER tycoon_moves_append_only BEFORE UPDATE ON tycoon_moves
        BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    ",
    // 7: online Tycoon games beside the online word games, in the same tables: each online
    // game's family. A Tycoon game's view is `slovo_api::TycoonState` JSON (the player's own
    // hand only) and its outbox moves are `slovo_tycoon::Action` JSON; the outbox's family is
    // its game's.
    "
    ALTER TABLE online_games ADD COLUMN family TEXT NOT NULL DEFAULT 'word'
        CHECK (family IN ('word', 'tycoon'));
    ",
];
