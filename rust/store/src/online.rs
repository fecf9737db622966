//! Online play in the local store: the device's account, each online game as the player last
//! saw it (the server's view as JSON, never replayed locally), and the online outbox: moves
//! queued for the server, kept once sent or dropped so nothing disappears without a trace.
//! The store does not read the JSON it keeps; the sync crate owns its shape.

use rusqlite::{OptionalExtension, Row, Transaction, params};

use crate::{Result, Store};

/// The device's registration on a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    pub server_url: String,
    pub device_id: String,
    pub token: String,
    pub display_name: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineMode {
    Quick,
    Daily,
}

impl OnlineMode {
    pub fn name(self) -> &'static str {
        match self {
            OnlineMode::Quick => "quick",
            OnlineMode::Daily => "daily",
        }
    }
}

/// Which game an online game plays: its view's and its moves' JSON differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OnlineFamily {
    /// The crossword-tile word game.
    #[default]
    Word,
    /// Tycoon, the letter-patent card game.
    Tycoon,
}

impl OnlineFamily {
    pub fn name(self) -> &'static str {
        match self {
            OnlineFamily::Word => "word",
            OnlineFamily::Tycoon => "tycoon",
        }
    }

    fn from_name(name: &str) -> OnlineFamily {
        if name == "tycoon" {
            OnlineFamily::Tycoon
        } else {
            OnlineFamily::Word
        }
    }
}

/// An online game as the player last saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineGame {
    /// The server's game id.
    pub id: String,
    pub code: String,
    pub mode: OnlineMode,
    /// The language's code (`en`, `sk`, ...).
    pub language: String,
    pub seat: u8,
    /// The server version `state` shows.
    pub version: i64,
    /// The player's view (`slovo_api::GameState` as JSON; a Tycoon game's
    /// `slovo_api::TycoonState`).
    pub state: String,
    pub finished: bool,
    pub my_turn: bool,
    /// Daily games: when the player to move runs out of time (Unix ms).
    pub deadline: Option<i64>,
    pub updated_at: i64,
    pub family: OnlineFamily,
}

/// Where a move of the online outbox stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutboxState {
    /// Waiting to be sent (or sent without an answer yet: it is retried with its move id).
    Queued,
    /// The server applied it.
    Sent,
    /// It will never be applied; `drop_reason` says why.
    Dropped,
}

impl OutboxState {
    fn name(self) -> &'static str {
        match self {
            OutboxState::Queued => "queued",
            OutboxState::Sent => "sent",
            OutboxState::Dropped => "dropped",
        }
    }

    fn from_name(name: &str) -> OutboxState {
        match name {
            "queued" => OutboxState::Queued,
            "sent" => OutboxState::Sent,
            _ => OutboxState::Dropped,
        }
    }
}

/// A move for the server, queued by the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOnlineMove {
    /// The idempotency key the server sees.
    pub move_id: String,
    pub game_id: String,
    pub expected_version: i64,
    /// `slovo_rules::Move` as JSON (a Tycoon game's: `slovo_tycoon::Action`).
    pub mv: String,
    pub created_at: i64,
}

/// A move of the online outbox and its fate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineMove {
    /// Queue order.
    pub seq: i64,
    pub move_id: String,
    pub game_id: String,
    pub expected_version: i64,
    pub mv: String,
    pub state: OutboxState,
    pub attempts: u32,
    /// Unix ms before which an automatic retry waits (0: any time).
    pub next_attempt_at: i64,
    pub last_error: Option<String>,
    /// Sent: the version the move produced.
    pub accepted_version: Option<i64>,
    pub drop_reason: Option<String>,
    /// Dropped: the player has been shown the reason.
    pub acknowledged: bool,
    pub created_at: i64,
    /// Its game's family: what `mv` holds.
    pub family: OnlineFamily,
}

/// The outbox's moves with their games' families.
const MOVE_SELECT: &str = "SELECT o.seq, o.move_id, o.game_id, o.expected_version, o.move,
    o.state, o.attempts, o.next_attempt_at, o.last_error, o.accepted_version, o.drop_reason,
    o.acknowledged, o.created_at, g.family
    FROM online_outbox o JOIN online_games g ON g.id = o.game_id";

fn move_row(r: &Row) -> rusqlite::Result<OnlineMove> {
    Ok(OnlineMove {
        seq: r.get(0)?,
        move_id: r.get(1)?,
        game_id: r.get(2)?,
        expected_version: r.get(3)?,
        mv: r.get(4)?,
        state: OutboxState::from_name(&r.get::<_, String>(5)?),
        attempts: r.get(6)?,
        next_attempt_at: r.get(7)?,
        last_error: r.get(8)?,
        accepted_version: r.get(9)?,
        drop_reason: r.get(10)?,
        acknowledged: r.get(11)?,
        created_at: r.get(12)?,
        family: OnlineFamily::from_name(&r.get::<_, String>(13)?),
    })
}

const GAME_COLUMNS: &str =
    "id, code, mode, language, seat, version, state, status, my_turn, deadline, updated_at, family";

fn game_row(r: &Row) -> rusqlite::Result<OnlineGame> {
    Ok(OnlineGame {
        id: r.get(0)?,
        code: r.get(1)?,
        mode: if r.get::<_, String>(2)? == "quick" {
            OnlineMode::Quick
        } else {
            OnlineMode::Daily
        },
        language: r.get(3)?,
        seat: r.get(4)?,
        version: r.get(5)?,
        state: r.get(6)?,
        finished: r.get::<_, String>(7)? == "finished",
        my_turn: r.get(8)?,
        deadline: r.get(9)?,
        updated_at: r.get(10)?,
        family: OnlineFamily::from_name(&r.get::<_, String>(11)?),
    })
}

/// Store `game` unless the stored copy is newer: answers, retried requests and list polls can
/// arrive out of order, and the local copy never goes back in time. Whether it was stored.
fn upsert_game(tx: &Transaction, game: &OnlineGame) -> Result<bool> {
    let changed = tx.execute(
        "INSERT INTO online_games (id, code, mode, language, seat, version, state, status,
            my_turn, deadline, updated_at, family)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
         ON CONFLICT (id) DO UPDATE SET code = excluded.code, version = excluded.version,
            state = excluded.state, status = excluded.status, my_turn = excluded.my_turn,
            deadline = excluded.deadline, updated_at = excluded.updated_at
         WHERE excluded.version >= online_games.version",
        params![
            game.id,
            game.code,
            game.mode.name(),
            game.language,
            game.seat,
            game.version,
            game.state,
            if game.finished { "finished" } else { "active" },
            game.my_turn,
            game.deadline,
            game.updated_at,
            game.family.name()
        ],
    )?;
    Ok(changed > 0)
}

impl Store {
    pub fn account(&self) -> Result<Option<Account>> {
        Ok(self
            .conn
            .query_row(
                "SELECT server_url, device_id, token, display_name FROM online_account WHERE id = 1",
                [],
                |r| {
                    Ok(Account {
                        server_url: r.get(0)?,
                        device_id: r.get(1)?,
                        token: r.get(2)?,
                        display_name: r.get(3)?,
                    })
                },
            )
            .optional()?)
    }

    /// Keep the device's registration (replacing an earlier one).
    pub fn set_account(&mut self, account: &Account, now: i64) -> Result<()> {
        self.conn.execute(
            "INSERT INTO online_account (id, server_url, device_id, token, display_name, created_at)
             VALUES (1, ?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (id) DO UPDATE SET server_url = excluded.server_url,
                device_id = excluded.device_id, token = excluded.token,
                display_name = excluded.display_name, created_at = excluded.created_at",
            params![
                account.server_url,
                account.device_id,
                account.token,
                account.display_name,
                now
            ],
        )?;
        Ok(())
    }

    /// Point the account at another address of the same server (a new host name, a proxy).
    pub fn set_account_server(&mut self, server_url: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE online_account SET server_url = ?1 WHERE id = 1",
            [server_url],
        )?;
        Ok(())
    }

    /// Store the player's latest view of a game unless a newer one is stored; whether it was.
    pub fn save_online_game(&mut self, game: &OnlineGame) -> Result<bool> {
        let tx = self.conn.transaction()?;
        let stored = upsert_game(&tx, game)?;
        tx.commit()?;
        Ok(stored)
    }

    pub fn online_game(&self, id: &str) -> Result<Option<OnlineGame>> {
        Ok(self
            .conn
            .query_row(
                &format!("SELECT {GAME_COLUMNS} FROM online_games WHERE id = ?1"),
                [id],
                game_row,
            )
            .optional()?)
    }

    /// The online word games: active ones first, most recently changed first.
    pub fn online_games(&self) -> Result<Vec<OnlineGame>> {
        self.online_games_of(OnlineFamily::Word)
    }

    /// The online games of `family`: active ones first, most recently changed first.
    pub fn online_games_of(&self, family: OnlineFamily) -> Result<Vec<OnlineGame>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {GAME_COLUMNS} FROM online_games WHERE family = ?1
             ORDER BY status = 'active' DESC, updated_at DESC, id"
        ))?;
        let rows = stmt.query_map([family.name()], game_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Put a move in the online outbox; its queue position.
    pub fn queue_online_move(&mut self, mv: &NewOnlineMove) -> Result<i64> {
        self.conn.execute(
            "INSERT INTO online_outbox (move_id, game_id, expected_version, move, state,
                created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, 'queued', ?5, ?5)",
            params![
                mv.move_id,
                mv.game_id,
                mv.expected_version,
                mv.mv,
                mv.created_at
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Moves in the given state, in queue order, of one game or of all.
    pub fn online_moves(
        &self,
        state: OutboxState,
        game_id: Option<&str>,
    ) -> Result<Vec<OnlineMove>> {
        let mut stmt = self.conn.prepare(&format!(
            "{MOVE_SELECT} WHERE o.state = ?1 AND (?2 IS NULL OR o.game_id = ?2) ORDER BY o.seq"
        ))?;
        let rows = stmt.query_map(params![state.name(), game_id], move_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    pub fn online_move(&self, move_id: &str) -> Result<Option<OnlineMove>> {
        Ok(self
            .conn
            .query_row(
                &format!("{MOVE_SELECT} WHERE o.move_id = ?1"),
                [move_id],
                move_row,
            )
            .optional()?)
    }

    /// A send that got no answer (or a passing server error): count it and say when to retry.
    pub fn record_online_failure(
        &mut self,
        move_id: &str,
        error: &str,
        next_attempt_at: i64,
        now: i64,
    ) -> Result<()> {
        self.conn.execute(
            "UPDATE online_outbox SET attempts = attempts + 1, last_error = ?2,
                next_attempt_at = ?3, updated_at = ?4
             WHERE move_id = ?1 AND state = 'queued'",
            params![move_id, error, next_attempt_at, now],
        )?;
        Ok(())
    }

    /// Send a queued move at another version (a resignation after the game moved on).
    pub fn rebase_online_move(
        &mut self,
        move_id: &str,
        expected_version: i64,
        now: i64,
    ) -> Result<()> {
        self.conn.execute(
            "UPDATE online_outbox SET expected_version = ?2, updated_at = ?3
             WHERE move_id = ?1 AND state = 'queued'",
            params![move_id, expected_version, now],
        )?;
        Ok(())
    }

    /// The server applied the move: mark it sent and keep the view it answered with, in one
    /// transaction.
    pub fn online_move_sent(
        &mut self,
        move_id: &str,
        accepted_version: i64,
        view: &OnlineGame,
        now: i64,
    ) -> Result<()> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE online_outbox SET state = 'sent', accepted_version = ?2, attempts = attempts + 1,
                last_error = NULL, updated_at = ?3
             WHERE move_id = ?1 AND state = 'queued'",
            params![move_id, accepted_version, now],
        )?;
        upsert_game(&tx, view)?;
        tx.commit()?;
        Ok(())
    }

    /// The move will never be applied: mark it dropped with the reason the app shows, and keep
    /// the view that explains it (if the server sent one), in one transaction.
    pub fn online_move_dropped(
        &mut self,
        move_id: &str,
        reason: &str,
        view: Option<&OnlineGame>,
        now: i64,
    ) -> Result<()> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE online_outbox SET state = 'dropped', drop_reason = ?2, updated_at = ?3
             WHERE move_id = ?1 AND state = 'queued'",
            params![move_id, reason, now],
        )?;
        if let Some(view) = view {
            upsert_game(&tx, view)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Dropped moves whose reason the player has not been shown yet, oldest first.
    pub fn unacknowledged_drops(&self) -> Result<Vec<OnlineMove>> {
        let mut stmt = self.conn.prepare(&format!(
            "{MOVE_SELECT} WHERE o.state = 'dropped' AND o.acknowledged = 0 ORDER BY o.seq"
        ))?;
        let rows = stmt.query_map([], move_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// The player has seen why the move was dropped.
    pub fn acknowledge_drop(&mut self, move_id: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE online_outbox SET acknowledged = 1 WHERE move_id = ?1 AND state = 'dropped'",
            [move_id],
        )?;
        Ok(())
    }
}
