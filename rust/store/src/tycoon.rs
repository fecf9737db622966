//! Tycoon games (slovo-tycoon) against the device's bots: a setup row, seats, and an
//! append-only log of actions, as for word games. The state is the replay of the log; the
//! seed (the deck order) is kept here for that replay and is not for any view.

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::{
    AfterMove, MoveRecord, Result, SeatKind, SeatRecord, Status, Store, StoreError, kind_text,
    status_text,
};

/// How a Tycoon game checks words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TycoonValidation {
    /// At once against the lexicon, with this many attempts a turn.
    Auto { attempts: u8 },
    /// The other players may challenge.
    Challenge,
}

/// A Tycoon game as stored: what fixes it before its first action, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TycoonRecord {
    pub id: String,
    pub seed: u64,
    pub validation: TycoonValidation,
    /// The optional minimum patent count of the goal card.
    pub min_patent_count: bool,
    pub status: Status,
    /// Actions in the log.
    pub version: u32,
    /// The seat to act, while the game is active.
    pub to_move: Option<u8>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Seat 0 first; `kind` is human or bot.
    pub seats: Vec<SeatRecord>,
}

fn row(r: &rusqlite::Row) -> rusqlite::Result<TycoonRecord> {
    let validation: String = r.get(2)?;
    let status: String = r.get(5)?;
    Ok(TycoonRecord {
        id: r.get(0)?,
        seed: r.get::<_, i64>(1)? as u64,
        validation: if validation == "challenge" {
            TycoonValidation::Challenge
        } else {
            TycoonValidation::Auto {
                attempts: r.get(3)?,
            }
        },
        min_patent_count: r.get(4)?,
        status: if status == "active" {
            Status::Active
        } else {
            Status::Finished
        },
        version: r.get(6)?,
        to_move: r.get(7)?,
        created_at: r.get(8)?,
        updated_at: r.get(9)?,
        seats: Vec::new(),
    })
}

impl Store {
    /// Stores a new Tycoon game and its seats, in one transaction.
    pub fn create_tycoon_game(&mut self, game: &TycoonRecord) -> Result<()> {
        let (validation, attempts) = match game.validation {
            TycoonValidation::Auto { attempts } => ("auto", attempts),
            // The column is checked, and unused in this mode.
            TycoonValidation::Challenge => ("challenge", 1),
        };
        let tx = self.conn.transaction()?;
        tx.execute(
            "INSERT INTO tycoon_games (id, seed, players, validation, attempts, min_patent_count,
                status, version, to_move, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                game.id,
                game.seed as i64,
                game.seats.len() as i64,
                validation,
                attempts,
                game.min_patent_count,
                status_text(game.status),
                game.version,
                game.to_move,
                game.created_at,
                game.updated_at
            ],
        )?;
        for s in &game.seats {
            tx.execute(
                "INSERT INTO tycoon_seats (game_id, seat, kind, name, level)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game.id, s.seat, kind_text(s.kind), s.name, s.level],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Appends an action to a Tycoon game's log at `expected_version` and updates the game's
    /// row, in one transaction. A move id already in this game's log returns its sequence
    /// number and changes nothing.
    pub fn append_tycoon_move(
        &mut self,
        game_id: &str,
        expected_version: u32,
        mv: &MoveRecord,
        after: AfterMove,
    ) -> Result<u32> {
        let tx = self.conn.transaction()?;
        if let Some((game, seq)) = tx
            .query_row(
                "SELECT game_id, seq FROM tycoon_moves WHERE move_id = ?1",
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
        let version: u32 = tx
            .query_row(
                "SELECT version FROM tycoon_games WHERE id = ?1",
                [game_id],
                |r| r.get(0),
            )
            .optional()?
            .ok_or_else(|| StoreError::UnknownGame(game_id.to_string()))?;
        if version != expected_version {
            return Err(StoreError::Conflict {
                game: game_id.to_string(),
                expected: expected_version,
                found: version,
            });
        }
        let seq = version + 1;
        tx.execute(
            "INSERT INTO tycoon_moves (game_id, seq, move_id, action, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game_id, seq, mv.move_id, mv.action, mv.created_at],
        )?;
        tx.execute(
            "UPDATE tycoon_games SET version = ?2, status = ?3, to_move = ?4, updated_at = ?5
             WHERE id = ?1",
            params![
                game_id,
                seq,
                status_text(after.status),
                after.to_move,
                mv.created_at
            ],
        )?;
        tx.commit()?;
        Ok(seq)
    }

    pub fn tycoon_game(&self, id: &str) -> Result<TycoonRecord> {
        let mut game = self
            .conn
            .query_row(
                "SELECT id, seed, validation, attempts, min_patent_count, status, version,
                    to_move, created_at, updated_at FROM tycoon_games WHERE id = ?1",
                [id],
                row,
            )
            .optional()?
            .ok_or_else(|| StoreError::UnknownGame(id.to_string()))?;
        let mut stmt = self.conn.prepare(
            "SELECT seat, kind, name, level FROM tycoon_seats WHERE game_id = ?1 ORDER BY seat",
        )?;
        let seats = stmt.query_map([id], |r| {
            let kind: String = r.get(1)?;
            Ok(SeatRecord {
                seat: r.get(0)?,
                kind: if kind == "human" {
                    SeatKind::Human
                } else {
                    SeatKind::Bot
                },
                name: r.get(2)?,
                level: r.get(3)?,
            })
        })?;
        game.seats = seats.collect::<std::result::Result<_, _>>()?;
        Ok(game)
    }

    /// All Tycoon games: active ones first, most recently changed first.
    pub fn tycoon_games(&self) -> Result<Vec<TycoonRecord>> {
        let ids: Vec<String> = {
            let mut stmt = self.conn.prepare(
                "SELECT id FROM tycoon_games
                 ORDER BY status = 'active' DESC, updated_at DESC, id",
            )?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            rows.collect::<std::result::Result<_, _>>()?
        };
        ids.iter().map(|id| self.tycoon_game(id)).collect()
    }

    /// A Tycoon game's log, in order.
    pub fn tycoon_moves(&self, game_id: &str) -> Result<Vec<MoveRecord>> {
        let mut stmt = self.conn.prepare(
            "SELECT seq, move_id, action, created_at FROM tycoon_moves
             WHERE game_id = ?1 ORDER BY seq",
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

    /// Deletes a Tycoon game with its seats and log; an unknown id is [`StoreError::UnknownGame`].
    pub fn delete_tycoon_game(&mut self, id: &str) -> Result<()> {
        let n = self
            .conn
            .execute("DELETE FROM tycoon_games WHERE id = ?1", [id])?;
        if n == 0 {
            return Err(StoreError::UnknownGame(id.to_string()));
        }
        Ok(())
    }
}
