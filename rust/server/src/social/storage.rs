//! The queries of friends, blocks, presence, chat, invites and reports.

use sqlx::Row;

use crate::notify::NewNotification;
use crate::notify::storage::insert_notifications;
use crate::rooms::storage::Room;
use crate::storage::{Storage, StorageError, with_pool, with_writer};

/// How two players stand to each other, as seen from `me`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Relation {
    pub friends: bool,
    /// My request to them, and whether it is hidden from them.
    pub my_request: Option<bool>,
    /// Their request to me, and whether it is hidden from me.
    pub their_request: Option<bool>,
    pub i_blocked: bool,
    pub they_blocked: bool,
}

/// A friend as stored: id, name, since, last seen, and whether a live stream is open now.
#[derive(Debug, Clone)]
pub struct FriendRow {
    pub player_id: String,
    pub display_name: String,
    pub since: i64,
    pub last_seen: Option<i64>,
    pub live: bool,
}

/// A rating of a friend: player, language, mode, rating, deviation, games.
pub type FriendRatingRow = (String, String, String, f64, f64, i64);

/// A waiting friend request: the other player, their name, when it was sent.
pub type RequestRow = (String, String, i64);

/// A stored chat message.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChatRow {
    pub seq: i64,
    pub seat: i64,
    pub player_id: String,
    pub body: String,
    pub sent_at: i64,
}

/// What became of a chat message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sent {
    Stored(ChatRow),
    /// Over the limit: the oldest message of the last minute leaves it at this time.
    RateLimited {
        until: i64,
    },
}

/// An invitation to store with its room: its id, the friend invited, their push.
#[derive(Debug, Clone)]
pub struct Invitation<'a> {
    pub id: &'a str,
    pub to: &'a str,
    pub note: &'a NewNotification,
}

#[derive(Debug, Clone)]
pub struct InviteRow {
    pub id: String,
    pub room_id: String,
    pub from_id: String,
    pub from_name: String,
    pub to_id: String,
    pub to_name: String,
    pub status: String,
    pub created_at: i64,
    pub mode: String,
    pub language: String,
    pub minutes: i64,
    /// The room's game has started.
    pub started: bool,
    /// The room's game family, as stored.
    pub family: String,
}

#[derive(Debug, Clone)]
pub struct ReportRow {
    pub id: String,
    pub reporter_id: String,
    pub reporter_name: String,
    pub reported_id: String,
    pub reported_name: String,
    pub game_id: String,
    pub reason: String,
    pub details: Option<String>,
    /// The game's chat when the report was made (JSON of [`ChatRow`]s).
    pub chat: String,
    pub created_at: i64,
}

/// The pairs (blocker, blocked) that concern `$seek` and the seekers it could be paired with
/// at `$now`, read through `$exec` (a pool connection or a transaction of either back end):
/// every block made by one of them or against the seeker, so any pair among them is found.
macro_rules! block_pairs {
    ($exec:expr, $seek:expr, $now:expr) => {{
        let seek: &$crate::rooms::seek_storage::Seek = $seek;
        let rows = sqlx::query(
            "SELECT blocker_id, blocked_id FROM blocks WHERE blocker_id = $1 OR blocked_id = $1 \
             OR blocker_id IN (SELECT device_id FROM seeks WHERE room_id IS NULL AND mode = $2 \
             AND language = $3 AND players = $4 AND expires_at > $5)",
        )
        .bind(&seek.device_id)
        .bind(&seek.mode)
        .bind(&seek.language)
        .bind(seek.players)
        .bind($now)
        .fetch_all(&mut *$exec)
        .await
        .map_err($crate::storage::StorageError::from_write)?;
        let mut pairs: Vec<(String, String)> = Vec::with_capacity(rows.len());
        for row in &rows {
            pairs.push((row.try_get("blocker_id")?, row.try_get("blocked_id")?));
        }
        pairs
    }};
}

pub(crate) use block_pairs;

const SELECT_INVITE: &str = "SELECT i.id, i.room_id, i.from_id, i.to_id, i.status, i.created_at, \
     r.mode, r.language, r.minutes, r.config, r.family, df.display_name AS from_name, \
     dt.display_name AS to_name FROM invites i JOIN rooms r ON r.id = i.room_id \
     JOIN players df ON df.id = i.from_id JOIN players dt ON dt.id = i.to_id";

macro_rules! invite_from_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<InviteRow, sqlx::Error>(InviteRow {
            id: row.try_get("id")?,
            room_id: row.try_get("room_id")?,
            from_id: row.try_get("from_id")?,
            from_name: row.try_get("from_name")?,
            to_id: row.try_get("to_id")?,
            to_name: row.try_get("to_name")?,
            status: row.try_get("status")?,
            created_at: row.try_get("created_at")?,
            mode: row.try_get("mode")?,
            language: row.try_get("language")?,
            minutes: row.try_get("minutes")?,
            started: row.try_get::<Option<String>, _>("config")?.is_some(),
            family: row.try_get("family")?,
        })
    }};
}

impl Storage {
    /// A player's display name, if the player exists.
    pub async fn player_name(&self, player_id: &str) -> Result<Option<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(
                sqlx::query_scalar("SELECT display_name FROM players WHERE id = $1")
                    .bind(player_id)
                    .fetch_optional(pool)
                    .await?,
            )
        })
    }

    pub async fn friend_code(&self, player_id: &str) -> Result<Option<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(
                sqlx::query_scalar("SELECT code FROM friend_codes WHERE player_id = $1")
                    .bind(player_id)
                    .fetch_optional(pool)
                    .await?,
            )
        })
    }

    /// Give `player_id` the code `code` unless it has one; a code taken by another player is
    /// [`StorageError::Duplicate`].
    pub async fn insert_friend_code(
        &self,
        player_id: &str,
        code: &str,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO friend_codes (player_id, code, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (player_id) DO NOTHING",
            )
            .bind(player_id)
            .bind(code)
            .bind(now)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    pub async fn player_by_friend_code(&self, code: &str) -> Result<Option<String>, StorageError> {
        with_pool!(self, |pool| {
            Ok(
                sqlx::query_scalar("SELECT player_id FROM friend_codes WHERE code = $1")
                    .bind(code)
                    .fetch_optional(pool)
                    .await?,
            )
        })
    }

    /// How `me` and `other` stand to each other.
    pub async fn relation(&self, me: &str, other: &str) -> Result<Relation, StorageError> {
        with_pool!(self, |pool| {
            let friends: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM friendships WHERE player_id = $1 AND friend_id = $2",
            )
            .bind(me)
            .bind(other)
            .fetch_one(pool)
            .await?;
            let request = |from: &str, to: &str| {
                sqlx::query_scalar::<_, i64>(
                    "SELECT hidden FROM friend_requests WHERE from_id = $1 AND to_id = $2",
                )
                .bind(from.to_string())
                .bind(to.to_string())
            };
            let mine = request(me, other).fetch_optional(pool).await?;
            let theirs = request(other, me).fetch_optional(pool).await?;
            let blocks = sqlx::query(
                "SELECT blocker_id FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) \
                 OR (blocker_id = $2 AND blocked_id = $1)",
            )
            .bind(me)
            .bind(other)
            .fetch_all(pool)
            .await?;
            let blockers: Vec<String> = blocks
                .iter()
                .map(|r| r.try_get("blocker_id"))
                .collect::<Result<_, _>>()?;
            Ok(Relation {
                friends: friends > 0,
                my_request: mine.map(|h| h != 0),
                their_request: theirs.map(|h| h != 0),
                i_blocked: blockers.iter().any(|b| b == me),
                they_blocked: blockers.iter().any(|b| b == other),
            })
        })
    }

    /// Store a request from `from` to `to` (hidden from `to` when `hidden`); false when one
    /// was there already.
    pub async fn request_friend(
        &self,
        from: &str,
        to: &str,
        hidden: bool,
        now: i64,
    ) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let done = sqlx::query(
                "INSERT INTO friend_requests (from_id, to_id, created_at, hidden) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (from_id, to_id) DO NOTHING",
            )
            .bind(from)
            .bind(to)
            .bind(now)
            .bind(i64::from(hidden))
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Make `a` and `b` friends, closing the requests between them.
    pub async fn make_friends(&self, a: &str, b: &str, now: i64) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            sqlx::query(
                "DELETE FROM friend_requests WHERE (from_id = $1 AND to_id = $2) \
                 OR (from_id = $2 AND to_id = $1)",
            )
            .bind(a)
            .bind(b)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            for (x, y) in [(a, b), (b, a)] {
                sqlx::query(
                    "INSERT INTO friendships (player_id, friend_id, since) VALUES ($1, $2, $3) \
                     ON CONFLICT (player_id, friend_id) DO NOTHING",
                )
                .bind(x)
                .bind(y)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Hide the request from `from` to `to` from its recipient (declined): false if there
    /// was no visible one.
    pub async fn hide_request(&self, from: &str, to: &str) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let done = sqlx::query(
                "UPDATE friend_requests SET hidden = 1 WHERE from_id = $1 AND to_id = $2 \
                 AND hidden = 0",
            )
            .bind(from)
            .bind(to)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// End the friendship of `me` and `other`, or withdraw `me`'s request to them: false when
    /// there was neither.
    pub async fn unfriend(&self, me: &str, other: &str) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            let ended = sqlx::query(
                "DELETE FROM friendships WHERE (player_id = $1 AND friend_id = $2) \
                 OR (player_id = $2 AND friend_id = $1)",
            )
            .bind(me)
            .bind(other)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let withdrawn =
                sqlx::query("DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2")
                    .bind(me)
                    .bind(other)
                    .execute(&mut *tx)
                    .await
                    .map_err(StorageError::from_write)?;
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(ended.rows_affected() + withdrawn.rows_affected() > 0)
        })
    }

    /// `me`'s friends, by name, with whether each has a live stream open at `now`.
    pub async fn friends_of(&self, me: &str, now: i64) -> Result<Vec<FriendRow>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT f.friend_id, d.display_name, f.since, p.last_seen, \
                 (SELECT COUNT(*) FROM watchers w WHERE w.device_id = f.friend_id \
                 AND w.until >= $2) AS live \
                 FROM friendships f JOIN players d ON d.id = f.friend_id \
                 LEFT JOIN presence p ON p.player_id = f.friend_id \
                 WHERE f.player_id = $1 ORDER BY d.display_name, f.friend_id",
            )
            .bind(me)
            .bind(now)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok(FriendRow {
                        player_id: row.try_get("friend_id")?,
                        display_name: row.try_get("display_name")?,
                        since: row.try_get("since")?,
                        last_seen: row.try_get("last_seen")?,
                        live: row.try_get::<i64, _>("live")? > 0,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// The rated languages and modes of `me`'s friends.
    pub async fn friend_ratings(&self, me: &str) -> Result<Vec<FriendRatingRow>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT r.player_id, r.language, r.mode, r.rating, r.deviation, r.games \
                 FROM ratings r JOIN friendships f ON f.friend_id = r.player_id \
                 WHERE f.player_id = $1 AND r.games > 0 ORDER BY r.language, r.mode",
            )
            .bind(me)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get("player_id")?,
                        row.try_get("language")?,
                        row.try_get("mode")?,
                        row.try_get("rating")?,
                        row.try_get("deviation")?,
                        row.try_get("games")?,
                    ))
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// Requests waiting: to `me` (`incoming`, only those shown to me) or from `me`.
    pub async fn friend_requests(
        &self,
        me: &str,
        incoming: bool,
    ) -> Result<Vec<RequestRow>, StorageError> {
        let sql = if incoming {
            "SELECT q.from_id AS other, d.display_name, q.created_at FROM friend_requests q \
             JOIN players d ON d.id = q.from_id WHERE q.to_id = $1 AND q.hidden = 0 \
             ORDER BY q.created_at, q.from_id"
        } else {
            "SELECT q.to_id AS other, d.display_name, q.created_at FROM friend_requests q \
             JOIN players d ON d.id = q.to_id WHERE q.from_id = $1 \
             ORDER BY q.created_at, q.to_id"
        };
        with_pool!(self, |pool| {
            let rows = sqlx::query(sql).bind(me).fetch_all(pool).await?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get("other")?,
                        row.try_get("display_name")?,
                        row.try_get("created_at")?,
                    ))
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// `me` blocks `other`: their friendship ends, `me`'s request to them goes, theirs is
    /// hidden from `me`, and pending invites between them are declined. A block already there
    /// is [`StorageError::Duplicate`], with nothing changed.
    pub async fn block(&self, me: &str, other: &str, now: i64) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            sqlx::query(
                "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)",
            )
            .bind(me)
            .bind(other)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let statements = [
                "DELETE FROM friendships WHERE (player_id = $1 AND friend_id = $2) \
                 OR (player_id = $2 AND friend_id = $1)",
                "DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2",
                "UPDATE friend_requests SET hidden = 1 WHERE from_id = $2 AND to_id = $1",
            ];
            for sql in statements {
                sqlx::query(sql)
                    .bind(me)
                    .bind(other)
                    .execute(&mut *tx)
                    .await
                    .map_err(StorageError::from_write)?;
            }
            sqlx::query(
                "UPDATE invites SET status = 'declined', answered_at = $3 WHERE status = 'pending' \
                 AND ((from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1))",
            )
            .bind(me)
            .bind(other)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Lift `me`'s block of `other`: false if there was none.
    pub async fn unblock(&self, me: &str, other: &str) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let done = sqlx::query("DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2")
                .bind(me)
                .bind(other)
                .execute(pool)
                .await
                .map_err(StorageError::from_write)?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// The players `me` blocked: id, name, when.
    pub async fn blocks_of(&self, me: &str) -> Result<Vec<RequestRow>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT b.blocked_id, d.display_name, b.created_at FROM blocks b \
                 JOIN players d ON d.id = b.blocked_id WHERE b.blocker_id = $1 \
                 ORDER BY b.created_at, b.blocked_id",
            )
            .bind(me)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get("blocked_id")?,
                        row.try_get("display_name")?,
                        row.try_get("created_at")?,
                    ))
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// Remember that `player_id` was seen at `now`.
    pub async fn touch_presence(&self, player_id: &str, now: i64) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO presence (player_id, last_seen) VALUES ($1, $2) \
                 ON CONFLICT (player_id) DO UPDATE SET last_seen = excluded.last_seen",
            )
            .bind(player_id)
            .bind(now)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    pub async fn chat_enabled(&self, player_id: &str) -> Result<bool, StorageError> {
        with_pool!(self, |pool| {
            let off: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_off WHERE player_id = $1")
                .bind(player_id)
                .fetch_one(pool)
                .await?;
            Ok(off == 0)
        })
    }

    pub async fn set_chat_enabled(
        &self,
        player_id: &str,
        enabled: bool,
        now: i64,
    ) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            let query = if enabled {
                sqlx::query("DELETE FROM chat_off WHERE player_id = $1").bind(player_id)
            } else {
                sqlx::query(
                    "INSERT INTO chat_off (player_id, since) VALUES ($1, $2) \
                     ON CONFLICT (player_id) DO NOTHING",
                )
                .bind(player_id)
                .bind(now)
            };
            query
                .execute(pool)
                .await
                .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Store a message of `player_id` (in `seat`) in `game_id`'s chat, unless they sent
    /// `per_minute` messages in this game in the minute before `now`.
    pub async fn send_chat(
        &self,
        game_id: &str,
        seat: i64,
        player_id: &str,
        body: &str,
        now: i64,
        per_minute: i64,
    ) -> Result<Sent, StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            let recent: Vec<i64> = sqlx::query_scalar(
                "SELECT sent_at FROM game_chat WHERE game_id = $1 AND player_id = $2 \
                 AND sent_at > $3 ORDER BY sent_at",
            )
            .bind(game_id)
            .bind(player_id)
            .bind(now - 60_000)
            .fetch_all(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            if recent.len() as i64 >= per_minute {
                return Ok(Sent::RateLimited {
                    until: recent[recent.len() - per_minute as usize] + 60_000,
                });
            }
            let seq: i64 = sqlx::query_scalar(
                "SELECT CAST(COALESCE(MAX(seq), 0) AS BIGINT) + 1 FROM game_chat WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_one(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            sqlx::query(
                "INSERT INTO game_chat (game_id, seq, seat, player_id, body, sent_at) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(game_id)
            .bind(seq)
            .bind(seat)
            .bind(player_id)
            .bind(body)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(|e| StorageError::from_write(e).duplicate_is_conflict())?;
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(Sent::Stored(ChatRow {
                seq,
                seat,
                player_id: player_id.to_string(),
                body: body.to_string(),
                sent_at: now,
            }))
        })
    }

    /// The messages of `game_id` after `since` that `viewer` may see (`None` for a viewer
    /// with chat off, everything for `None`): none from players they blocked.
    pub async fn chat_after(
        &self,
        game_id: &str,
        since: i64,
        viewer: Option<&str>,
    ) -> Result<Vec<ChatRow>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT c.seq, c.seat, c.player_id, c.body, c.sent_at FROM game_chat c \
                 WHERE c.game_id = $1 AND c.seq > $2 AND ($3 IS NULL OR (NOT EXISTS \
                 (SELECT 1 FROM blocks b WHERE b.blocker_id = $3 AND b.blocked_id = c.player_id) \
                 AND NOT EXISTS (SELECT 1 FROM chat_off o WHERE o.player_id = $3))) \
                 ORDER BY c.seq LIMIT 1000",
            )
            .bind(game_id)
            .bind(since)
            .bind(viewer)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok(ChatRow {
                        seq: row.try_get("seq")?,
                        seat: row.try_get("seat")?,
                        player_id: row.try_get("player_id")?,
                        body: row.try_get("body")?,
                        sent_at: row.try_get("sent_at")?,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// The number of the last message of `game_id`'s chat (0 without any).
    pub async fn last_chat_seq(&self, game_id: &str) -> Result<i64, StorageError> {
        with_pool!(self, |pool| {
            Ok(sqlx::query_scalar(
                "SELECT CAST(COALESCE(MAX(seq), 0) AS BIGINT) FROM game_chat WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_one(pool)
            .await?)
        })
    }

    /// Create `room` (its creator in seat 0) and the invite `id` of `to` to it, with the push
    /// `note`, in one transaction.
    pub async fn insert_invite(
        &self,
        room: &Room,
        invite: &Invitation<'_>,
    ) -> Result<(), StorageError> {
        let Invitation { id, to, note } = *invite;
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            crate::rooms::storage::insert_room_rows!(tx, room);
            sqlx::query(
                "INSERT INTO invites (id, room_id, from_id, to_id, status, created_at) \
                 VALUES ($1, $2, $3, $4, 'pending', $5)",
            )
            .bind(id)
            .bind(&room.id)
            .bind(&room.created_by)
            .bind(to)
            .bind(room.created_at)
            .execute(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            insert_notifications!(tx, &room.id, std::slice::from_ref(note), room.created_at);
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    pub async fn invite(&self, id: &str) -> Result<Option<InviteRow>, StorageError> {
        with_pool!(self, |pool| {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!(
                "{SELECT_INVITE} WHERE i.id = $1"
            )))
            .bind(id)
            .fetch_optional(pool)
            .await?;
            Ok(row.as_ref().map(|row| invite_from_row!(row)).transpose()?)
        })
    }

    /// Invites to `me` (`incoming`) or from `me`, newest first.
    pub async fn invites_of(
        &self,
        me: &str,
        incoming: bool,
    ) -> Result<Vec<InviteRow>, StorageError> {
        let side = if incoming { "i.to_id" } else { "i.from_id" };
        with_pool!(self, |pool| {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "{SELECT_INVITE} WHERE {side} = $1 ORDER BY i.created_at DESC, i.id LIMIT 100"
            )))
            .bind(me)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| invite_from_row!(row))
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }

    /// Answer a pending invite (`accepted` or `declined`): false if it was not pending.
    pub async fn answer_invite(
        &self,
        id: &str,
        status: &str,
        now: i64,
    ) -> Result<bool, StorageError> {
        with_writer!(self, |pool| {
            let done = sqlx::query(
                "UPDATE invites SET status = $1, answered_at = $2 WHERE id = $3 \
                 AND status = 'pending'",
            )
            .bind(status)
            .bind(now)
            .bind(id)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Store a report; one by the same reporter about the same player in the same game is
    /// [`StorageError::Duplicate`].
    pub async fn insert_report(&self, r: &ReportRow) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "INSERT INTO reports (id, reporter_id, reported_id, game_id, reason, details, \
                 chat, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&r.id)
            .bind(&r.reporter_id)
            .bind(&r.reported_id)
            .bind(&r.game_id)
            .bind(&r.reason)
            .bind(&r.details)
            .bind(&r.chat)
            .bind(r.created_at)
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Reports newest first: those `reporter` made, or every report (the operator's list).
    pub async fn reports(
        &self,
        reporter: Option<&str>,
        limit: i64,
    ) -> Result<Vec<ReportRow>, StorageError> {
        with_pool!(self, |pool| {
            let rows = sqlx::query(
                "SELECT r.id, r.reporter_id, r.reported_id, r.game_id, r.reason, r.details, \
                 r.chat, r.created_at, COALESCE(a.display_name, '') AS reporter_name, \
                 COALESCE(b.display_name, '') AS reported_name FROM reports r \
                 LEFT JOIN players a ON a.id = r.reporter_id \
                 LEFT JOIN players b ON b.id = r.reported_id \
                 WHERE ($1 IS NULL OR r.reporter_id = $1) \
                 ORDER BY r.created_at DESC, r.id LIMIT $2",
            )
            .bind(reporter)
            .bind(limit)
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok(ReportRow {
                        id: row.try_get("id")?,
                        reporter_id: row.try_get("reporter_id")?,
                        reporter_name: row.try_get("reporter_name")?,
                        reported_id: row.try_get("reported_id")?,
                        reported_name: row.try_get("reported_name")?,
                        game_id: row.try_get("game_id")?,
                        reason: row.try_get("reason")?,
                        details: row.try_get("details")?,
                        chat: row.try_get("chat")?,
                        created_at: row.try_get("created_at")?,
                    })
                })
                .collect::<Result<_, sqlx::Error>>()
                .map_err(StorageError::from)
        })
    }
}
