//! The notification outbox: rows written with the moves, claimed and sent by the worker.

use slovo_api::NotificationKind;
use sqlx::Row;

use crate::storage::{Storage, StorageError, with_writer};

/// What became of a claimed notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotificationUpdate {
    /// Final: `sent`, `skipped:…` or `failed:…`.
    Done(String),
    /// Try again at this time (Unix ms).
    RetryAt(i64),
    /// Not due yet after all: send at this time, the claim not counted as an attempt.
    Postpone(i64),
}

/// A claimed row of the notification outbox.
#[derive(Debug, Clone)]
pub struct Notification {
    pub id: String,
    pub device_id: String,
    pub game_id: String,
    pub kind: NotificationKind,
    pub version: i64,
    /// Including the one this claim starts.
    pub attempts: i64,
}

/// Write outbox rows inside the transaction `$tx` (either back end).
macro_rules! insert_notifications {
    ($tx:expr, $game_id:expr, $notes:expr, $now:expr) => {
        for (i, n) in $notes.iter().enumerate() {
            // Ids sort in the order the rows were made, so one due moment sends in order.
            let id = format!("{:013}{i:03}{}", $now, &$crate::random_id()[..8]);
            sqlx::query(
                "INSERT INTO notifications (id, device_id, game_id, kind, version, not_before, \
                 created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(id)
            .bind(&n.device_id)
            .bind($game_id)
            .bind(n.kind.name())
            .bind(n.version)
            .bind(n.not_before)
            .bind($now)
            .execute(&mut *$tx)
            .await
            .map_err(StorageError::from_write)?;
        }
    };
}

pub(crate) use insert_notifications;

impl Storage {
    /// Bring `player_id`'s waiting time-pressure reminders forward to `now`, to be timed
    /// again when sent (their vacation ended early: the moved deadlines came closer).
    pub async fn retime_reminders(&self, player_id: &str, now: i64) -> Result<(), StorageError> {
        with_writer!(self, |pool| {
            sqlx::query(
                "UPDATE notifications SET not_before = $2 WHERE device_id = $1 \
                 AND outcome IS NULL AND not_before > $2 AND kind IN ($3, $4)",
            )
            .bind(player_id)
            .bind(now)
            .bind(NotificationKind::TimeRunningOut.name())
            .bind(NotificationKind::LastHour.name())
            .execute(pool)
            .await
            .map_err(StorageError::from_write)?;
            Ok(())
        })
    }

    /// Claim up to `limit` notifications due at `now` until `lease_until`, in one
    /// transaction: each row is taken only if no other sender holds it (a compare-and-set on
    /// the lease, safe across instances). A claim counts as an attempt.
    pub async fn claim_notifications(
        &self,
        now: i64,
        lease_until: i64,
        limit: i64,
    ) -> Result<Vec<Notification>, StorageError> {
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            let rows = sqlx::query(
                "SELECT id, device_id, game_id, kind, version, attempts FROM notifications \
                 WHERE outcome IS NULL AND not_before <= $1 AND claimed_until <= $1 \
                 ORDER BY not_before, id LIMIT $2",
            )
            .bind(now)
            .bind(limit)
            .fetch_all(&mut *tx)
            .await
            .map_err(StorageError::from_write)?;
            let mut claimed = Vec::new();
            for row in &rows {
                let id: String = row.try_get("id")?;
                let took = sqlx::query(
                    "UPDATE notifications SET claimed_until = $1, attempts = attempts + 1 \
                     WHERE id = $2 AND outcome IS NULL AND claimed_until <= $3",
                )
                .bind(lease_until)
                .bind(&id)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(StorageError::from_write)?;
                if took.rows_affected() != 1 {
                    continue;
                }
                let kind: String = row.try_get("kind")?;
                claimed.push(Notification {
                    id,
                    device_id: row.try_get("device_id")?,
                    game_id: row.try_get("game_id")?,
                    kind: NotificationKind::from_name(&kind).ok_or_else(|| {
                        StorageError::Corrupt(format!("notification kind {kind:?}"))
                    })?,
                    version: row.try_get("version")?,
                    attempts: row.try_get::<i64, _>("attempts")? + 1,
                });
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(claimed)
        })
    }

    /// Record what became of claimed notifications, in one transaction.
    pub async fn update_notifications(
        &self,
        updates: &[(String, NotificationUpdate)],
    ) -> Result<(), StorageError> {
        if updates.is_empty() {
            return Ok(());
        }
        with_writer!(self, |pool| {
            let mut tx = pool.begin().await.map_err(StorageError::from_write)?;
            for (id, update) in updates {
                let query = match update {
                    NotificationUpdate::Done(outcome) => {
                        sqlx::query("UPDATE notifications SET outcome = $1 WHERE id = $2")
                            .bind(outcome.as_str())
                    }
                    // The lease simply ends then.
                    NotificationUpdate::RetryAt(at) => {
                        sqlx::query("UPDATE notifications SET claimed_until = $1 WHERE id = $2")
                            .bind(*at)
                    }
                    NotificationUpdate::Postpone(at) => sqlx::query(
                        "UPDATE notifications SET not_before = $1, claimed_until = 0, \
                         attempts = attempts - 1 WHERE id = $2",
                    )
                    .bind(*at),
                };
                query
                    .bind(id.as_str())
                    .execute(&mut *tx)
                    .await
                    .map_err(StorageError::from_write)?;
            }
            tx.commit().await.map_err(StorageError::from_write)?;
            Ok(())
        })
    }
}
