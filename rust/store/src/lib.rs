//! Slovo's local store: one SQLite file per device (WAL, full sync). Games are kept as their
//! rules, seed and seats plus an append-only log of moves; the game state is the replay of
//! that log, so nothing derived is stored twice. Every change to a game is one transaction.

mod online;
mod schema;
mod stats;
mod tycoon;

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use online::{
    Account, NewOnlineMove, OnlineFamily, OnlineGame, OnlineMode, OnlineMove, OutboxState,
};
pub use schema::MIGRATIONS;
pub use tycoon::{TycoonRecord, TycoonValidation};

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("the database was written by a newer Slovo (schema {found}, this one knows {known})")]
    NewerSchema { found: u32, known: u32 },
    #[error("no game {0}")]
    UnknownGame(String),
    #[error("game {game} is at version {found}, not {expected}")]
    Conflict {
        game: String,
        expected: u32,
        found: u32,
    },
    #[error("move id {0} was already used by another game or move")]
    DuplicateMoveId(String),
}

pub type Result<T> = std::result::Result<T, StoreError>;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    Bots,
    Quick,
    Daily,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Active,
    Finished,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot,
    Remote,
}

fn mode_text(m: Mode) -> &'static str {
    match m {
        Mode::Bots => "bots",
        Mode::Quick => "quick",
        Mode::Daily => "daily",
    }
}

fn status_text(s: Status) -> &'static str {
    match s {
        Status::Active => "active",
        Status::Finished => "finished",
    }
}

fn kind_text(k: SeatKind) -> &'static str {
    match k {
        SeatKind::Human => "human",
        SeatKind::Bot => "bot",
        SeatKind::Remote => "remote",
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub seat: u8,
    pub kind: SeatKind,
    pub name: String,
    /// Bot level (easy, medium, hard).
    pub level: Option<String>,
}

/// A game as stored: everything that fixes it before its first move, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub id: String,
    pub mode: Mode,
    pub tile_set: String,
    pub preset: String,
    pub validation: String,
    pub rack_size: u8,
    pub finish_line: Option<u32>,
    pub seed: u64,
    pub status: Status,
    /// Moves in the log.
    pub version: u32,
    /// The seat to move, while the game is active.
    pub to_move: Option<u8>,
    pub created_at: i64,
    pub updated_at: i64,
    pub seats: Vec<SeatRecord>,
}

/// One entry of a game's move log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    pub seq: u32,
    /// Client-generated id: the idempotency key when the move is synced.
    pub move_id: String,
    /// The move, serialized by the caller (JSON of the rules core's `Action`).
    pub action: String,
    pub created_at: i64,
}

/// What a move changes in its game's row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AfterMove {
    pub status: Status,
    pub to_move: Option<u8>,
}

/// A move waiting to be sent to the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxEntry {
    pub id: i64,
    pub game_id: String,
    pub move_id: String,
    pub base_version: u32,
    pub payload: String,
    pub attempts: u32,
    pub last_error: Option<String>,
}

pub struct Store {
    conn: Connection,
}

/// Run migrations `from..to` in one transaction each.
fn migrate(conn: &mut Connection, to: usize) -> Result<()> {
    let current: u32 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if current as usize > MIGRATIONS.len() {
        return Err(StoreError::NewerSchema {
            found: current,
            known: MIGRATIONS.len() as u32,
        });
    }
    for (i, sql) in MIGRATIONS
        .iter()
        .enumerate()
        .take(to)
        .skip(current as usize)
    {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as u32)?;
        tx.commit()?;
    }
    Ok(())
}

impl Store {
    /// Open (creating if needed) and migrate to the latest schema.
    pub fn open(path: &Path) -> Result<Store> {
        Store::open_at_version(path, MIGRATIONS.len())
    }

    /// Open and migrate only up to `version` (for migration tests).
    pub fn open_at_version(path: &Path, version: usize) -> Result<Store> {
        let mut conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        // FULL: a committed move survives a power cut, not only a killed process.
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        migrate(&mut conn, version)?;
        Ok(Store { conn })
    }

    pub fn schema_version(&self) -> Result<u32> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// The schema as SQLite holds it (tables, indexes, triggers), for comparisons.
    pub fn schema_sql(&self) -> Result<Vec<String>> {
        let mut stmt = self.conn.prepare(
            "SELECT type || ' ' || name || ': ' || sql FROM sqlite_master
             WHERE sql IS NOT NULL ORDER BY type, name",
        )?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// "ok" when SQLite finds the file sound.
    pub fn integrity_check(&self) -> Result<String> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }

    pub fn create_game(&mut self, game: &GameRecord) -> Result<()> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO games (id, mode, tile_set, preset, validation, rack_size, finish_line,
                seed, status, version, to_move, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                game.id,
                mode_text(game.mode),
                game.tile_set,
                game.preset,
                game.validation,
                game.rack_size,
                game.finish_line,
                game.seed as i64,
                status_text(game.status),
                game.version,
                game.to_move,
                game.created_at,
                game.updated_at
            ],
        )?;
        for s in &game.seats {
            tx.execute(
                "INSERT INTO seats (game_id, seat, kind, name, level) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game.id, s.seat, kind_text(s.kind), s.name, s.level],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Append a move to a game's log at `expected_version`, update the game's row, and
    /// (for online games) queue the move for sync — all in one transaction. Appending a move
    /// id that is already in this game's log returns its sequence number and changes nothing.
    pub fn append_move(
        &mut self,
        game_id: &str,
        expected_version: u32,
        mv: &MoveRecord,
        after: AfterMove,
        outbox_payload: Option<&str>,
    ) -> Result<u32> {
        let tx = self.conn.transaction()?;
        if let Some((game, seq)) = tx
            .query_row(
                "SELECT game_id, seq FROM moves WHERE move_id = ?1",
                [&mv.move_id],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, u32>(1)?)),
            )
            .optional()?
        {
            return if game == game_id {
                Ok(seq)
            } else {
                Err(StoreError::DuplicateMoveId(mv.move_id.clone()))
            };
        }
        let version = version_of(&tx, game_id)?;
        if version != expected_version {
            return Err(StoreError::Conflict {
                game: game_id.to_string(),
                expected: expected_version,
                found: version,
            });
        }
        let seq = version + 1;
        tx.execute(
            "INSERT INTO moves (game_id, seq, move_id, action, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game_id, seq, mv.move_id, mv.action, mv.created_at],
        )?;
        tx.execute(
            "UPDATE games SET version = ?2, status = ?3, to_move = ?4, updated_at = ?5 WHERE id = ?1",
            params![game_id, seq, status_text(after.status), after.to_move, mv.created_at],
        )?;
        if let Some(payload) = outbox_payload {
            tx.execute(
                "INSERT INTO outbox (game_id, move_id, base_version, payload, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game_id, mv.move_id, version, payload, mv.created_at],
            )?;
        }
        tx.commit()?;
        Ok(seq)
    }

    pub fn game(&self, id: &str) -> Result<GameRecord> {
        let mut game = self
            .conn
            .query_row(
                "SELECT id, mode, tile_set, preset, validation, rack_size, finish_line, seed,
                    status, version, to_move, created_at, updated_at FROM games WHERE id = ?1",
                [id],
                game_row,
            )
            .optional()?
            .ok_or_else(|| StoreError::UnknownGame(id.to_string()))?;
        game.seats = self.seats(id)?;
        Ok(game)
    }

    fn seats(&self, id: &str) -> Result<Vec<SeatRecord>> {
        let mut stmt = self.conn.prepare(
            "SELECT seat, kind, name, level FROM seats WHERE game_id = ?1 ORDER BY seat",
        )?;
        let rows = stmt.query_map([id], |r| {
            let kind: String = r.get(1)?;
            Ok(SeatRecord {
                seat: r.get(0)?,
                kind: match kind.as_str() {
                    "human" => SeatKind::Human,
                    "bot" => SeatKind::Bot,
                    _ => SeatKind::Remote,
                },
                name: r.get(2)?,
                level: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// All games: active ones first, most recently changed first.
    pub fn games(&self) -> Result<Vec<GameRecord>> {
        let ids: Vec<String> = {
            let mut stmt = self.conn.prepare(
                "SELECT id FROM games ORDER BY status = 'active' DESC, updated_at DESC, id",
            )?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            rows.collect::<std::result::Result<_, _>>()?
        };
        ids.iter().map(|id| self.game(id)).collect()
    }

    pub fn moves(&self, game_id: &str) -> Result<Vec<MoveRecord>> {
        let mut stmt = self.conn.prepare(
            "SELECT seq, move_id, action, created_at FROM moves WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([game_id], |r| {
            Ok(MoveRecord {
                seq: r.get(0)?,
                move_id: r.get(1)?,
                action: r.get(2)?,
                created_at: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Notes that `seat` was shown hints in the position after `version` moves; asking again
    /// in the same position changes nothing.
    pub fn record_hint(&mut self, game_id: &str, seat: u8, version: u32) -> Result<()> {
        self.conn.execute(
            "INSERT OR IGNORE INTO hints (game_id, seat, version) VALUES (?1, ?2, ?3)",
            params![game_id, seat, version],
        )?;
        Ok(())
    }

    /// In how many positions each seat of a game was shown hints (seats never helped are left
    /// out).
    pub fn hints_used(&self, game_id: &str) -> Result<Vec<(u8, u32)>> {
        let mut stmt = self.conn.prepare(
            "SELECT seat, COUNT(*) FROM hints WHERE game_id = ?1 GROUP BY seat ORDER BY seat",
        )?;
        let rows = stmt.query_map([game_id], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    pub fn delete_game(&mut self, id: &str) -> Result<()> {
        self.conn.execute("DELETE FROM games WHERE id = ?1", [id])?;
        Ok(())
    }

    pub fn setting(&self, key: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?)
    }

    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<()> {
        self.conn.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            params![key, value],
        )?;
        Ok(())
    }

    pub fn create_profile(&mut self, name: &str, now: i64) -> Result<i64> {
        self.conn.execute(
            "INSERT INTO profiles (name, created_at) VALUES (?1, ?2)",
            params![name, now],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    pub fn profiles(&self) -> Result<Vec<(i64, String)>> {
        let mut stmt = self
            .conn
            .prepare("SELECT id, name FROM profiles ORDER BY id")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Moves waiting to be sent, oldest first.
    pub fn outbox(&self) -> Result<Vec<OutboxEntry>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, game_id, move_id, base_version, payload, attempts, last_error
             FROM outbox ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(OutboxEntry {
                id: r.get(0)?,
                game_id: r.get(1)?,
                move_id: r.get(2)?,
                base_version: r.get(3)?,
                payload: r.get(4)?,
                attempts: r.get(5)?,
                last_error: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    pub fn record_send_failure(&mut self, outbox_id: i64, error: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?2 WHERE id = ?1",
            params![outbox_id, error],
        )?;
        Ok(())
    }

    pub fn remove_from_outbox(&mut self, move_id: &str) -> Result<()> {
        self.conn
            .execute("DELETE FROM outbox WHERE move_id = ?1", [move_id])?;
        Ok(())
    }

    /// The server's game id and the last server version applied locally.
    pub fn cursor(&self, game_id: &str) -> Result<Option<(String, u32)>> {
        Ok(self
            .conn
            .query_row(
                "SELECT server_game_id, server_version FROM sync_cursors WHERE game_id = ?1",
                [game_id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    pub fn set_cursor(
        &mut self,
        game_id: &str,
        server_game_id: &str,
        version: u32,
        now: i64,
    ) -> Result<()> {
        self.conn.execute(
            "INSERT INTO sync_cursors (game_id, server_game_id, server_version, updated_at)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (game_id) DO UPDATE SET server_game_id = excluded.server_game_id,
                server_version = excluded.server_version, updated_at = excluded.updated_at",
            params![game_id, server_game_id, version, now],
        )?;
        Ok(())
    }
}

fn version_of(tx: &Transaction, game_id: &str) -> Result<u32> {
    tx.query_row("SELECT version FROM games WHERE id = ?1", [game_id], |r| {
        r.get(0)
    })
    .optional()?
    .ok_or_else(|| StoreError::UnknownGame(game_id.to_string()))
}

fn game_row(r: &rusqlite::Row) -> rusqlite::Result<GameRecord> {
    let mode: String = r.get(1)?;
    let status: String = r.get(8)?;
    Ok(GameRecord {
        id: r.get(0)?,
        mode: match mode.as_str() {
            "bots" => Mode::Bots,
            "quick" => Mode::Quick,
            _ => Mode::Daily,
        },
        tile_set: r.get(2)?,
        preset: r.get(3)?,
        validation: r.get(4)?,
        rack_size: r.get(5)?,
        finish_line: r.get(6)?,
        seed: r.get::<_, i64>(7)? as u64,
        status: if status == "active" {
            Status::Active
        } else {
            Status::Finished
        },
        version: r.get(9)?,
        to_move: r.get(10)?,
        created_at: r.get(11)?,
        updated_at: r.get(12)?,
        seats: Vec::new(),
    })
}
