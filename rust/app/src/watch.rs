//! Watching an online game live: the server's event stream keeps the local copy current while
//! the game is on screen (quick games need it: their clocks run), and the shell hears of each
//! new version through its listener. A lost connection is reported and reopened with backoff,
//! and the moves queued for the game meanwhile go out as soon as it is; while the stream is
//! open the server sends no push notifications about that game.
//!
//! A watch runs on a thread of its own and calls the listener there, outside the app's
//! runtime, so the listener may call back into the app (read the screen, play, sync).

use std::pin::pin;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use futures_util::StreamExt;
use slovo_store::OutboxState;
use slovo_sync::{Backoff, RetryPolicy, SyncEngine};
use tokio::sync::watch;

use crate::{App, AppError, Result};

/// Pauses before reopening a lost stream: 1 s doubling to 30 s.
const RECONNECT: Backoff = Backoff {
    base_ms: 1_000,
    max_ms: 30_000,
};

/// What a watched game tells the shell.
pub trait OnlineGameListener: Send + Sync {
    /// The local copy of the game reached a new version: read it with [`App::online_game`].
    fn on_update(&self, game_id: &str);
    /// The live connection opened (`None`) or was lost (why; it reopens by itself unless
    /// the watch ended).
    fn on_connection(&self, problem: Option<String>);
    /// The watch ended by itself: the game is over, or the server refused to stream it.
    fn on_end(&self, reason: &str);
}

/// A running watch; stopped by [`Watch::stop`] or when dropped.
pub struct Watch {
    stop: watch::Sender<bool>,
    thread: Option<JoinHandle<()>>,
}

impl Watch {
    /// Stop watching (from any thread, the listener's included; returns at once).
    pub fn stop(&self) {
        self.stop.send_replace(true);
    }

    /// Stop, and wait until the listener will not be called again (from the listener itself
    /// it cannot wait for its own return: there it only stops).
    pub fn join(mut self) {
        self.stop();
        if let Some(thread) = self.thread.take()
            && thread.thread().id() != std::thread::current().id()
        {
            let _ = thread.join();
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop();
    }
}

impl App {
    /// Watch `game_id` live until stopped or the game ends. Needs a registered account and a
    /// local copy of the game; works offline too (it reports the connection lost and retries).
    pub fn watch_online_game(
        self: &Arc<Self>,
        game_id: &str,
        listener: Arc<dyn OnlineGameListener>,
    ) -> Result<Watch> {
        self.online_state(game_id)?;
        SyncEngine::new(&self.store, RetryPolicy::DEFAULT)?;
        let (stop, stopped) = watch::channel(false);
        let app = self.clone();
        let game_id = game_id.to_string();
        let thread = std::thread::Builder::new()
            .name(format!("slovo-watch-{game_id}"))
            .spawn(move || {
                let end = app.follow(&game_id, listener.as_ref(), stopped);
                if let Some(reason) = end {
                    listener.on_end(&reason);
                }
            })
            .map_err(|e| AppError::Runtime(e.to_string()))?;
        Ok(Watch {
            stop,
            thread: Some(thread),
        })
    }

    /// The watch's loop: open the stream, keep each update, reopen when lost. Why it ended
    /// by itself, or `None` when stopped.
    fn follow(
        &self,
        game_id: &str,
        listener: &dyn OnlineGameListener,
        mut stopped: watch::Receiver<bool>,
    ) -> Option<String> {
        let mut failures = 0;
        loop {
            let lost = match self.follow_once(game_id, listener, &mut stopped, &mut failures) {
                Ok(Followed::Stopped) => return None,
                Ok(Followed::GameOver) => return Some("the game is over".to_string()),
                Ok(Followed::Lost(why)) => why,
                Err(AppError::Sync(e)) if e.is_transient() => e.to_string(),
                Err(e) => return Some(e.to_string()),
            };
            listener.on_connection(Some(lost));
            failures += 1;
            let pause = Duration::from_millis(RECONNECT.delay_ms(failures) as u64);
            let waited = self.block_on(async {
                tokio::select! {
                    () = tokio::time::sleep(pause) => false,
                    _ = stopped.wait_for(|s| *s) => true,
                }
            });
            if waited.unwrap_or(true) {
                return None;
            }
        }
    }

    /// One connection: from opening the stream to losing it.
    fn follow_once(
        &self,
        game_id: &str,
        listener: &dyn OnlineGameListener,
        stopped: &mut watch::Receiver<bool>,
        failures: &mut u32,
    ) -> Result<Followed> {
        let engine = SyncEngine::new(&self.store, RetryPolicy::DEFAULT)?;
        let local = self.online_state(game_id)?.1;
        if local.outcome.is_some() {
            // Nothing comes after the end.
            return Ok(Followed::GameOver);
        }
        let since = local.version;
        let opened = self.block_on(async {
            tokio::select! {
                opened = engine.client().stream(game_id, since) => Some(opened),
                _ = stopped.wait_for(|s| *s) => None,
            }
        })?;
        let Some(stream) = opened.transpose()? else {
            return Ok(Followed::Stopped);
        };
        *failures = 0;
        listener.on_connection(None);
        // The network is back: moves made meanwhile go out now, not at the next sync.
        let queued = self
            .store()
            .online_moves(OutboxState::Queued, Some(game_id))?;
        if !queued.is_empty() {
            let sent = self.with_engine(|e| async move { e.flush(Some(game_id)).await })?;
            if sent.sent > 0 || !sent.dropped.is_empty() {
                listener.on_update(game_id);
            }
        }
        let mut stream = pin!(stream);
        loop {
            let next = self.block_on(async {
                tokio::select! {
                    next = stream.next() => Some(next),
                    _ = stopped.wait_for(|s| *s) => None,
                }
            })?;
            let update = match next {
                None => return Ok(Followed::Stopped),
                Some(None) => return Ok(Followed::Lost("the server closed the stream".into())),
                Some(Some(Err(e))) if e.is_transient() => return Ok(Followed::Lost(e.to_string())),
                Some(Some(Err(e))) => return Err(e.into()),
                Some(Some(Ok(update))) => update,
            };
            if engine.save_state(&update.state, None)? {
                listener.on_update(game_id);
            }
            if update.state.outcome.is_some() {
                return Ok(Followed::GameOver);
            }
        }
    }
}

enum Followed {
    Stopped,
    GameOver,
    Lost(String),
}
