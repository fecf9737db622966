//! Watching an online game live from the shells: a foreign listener receives the game's screen
//! at each new version and hears of the connection; the returned handle stops the watch
//! (when the screen goes away). See [`slovo_app::Watch`] for what a watch does.

use std::sync::{Arc, Mutex};

use slovo_app::App;

use crate::error::{SlovoError, guard};
use crate::online::OnlineGameScreen;
use crate::slovo::Slovo;

/// What a shell implements to follow a game (Kotlin: an object implementing this interface).
/// Called on a thread of the watch's own, never the caller's: post to the UI thread from
/// here. The listener may call back into `Slovo`.
#[uniffi::export(with_foreign)]
pub trait OnlineGameListener: Send + Sync {
    /// The stream brought a new version (an opponent's move, a time-out, the end); my own
    /// moves show in the screen my move call returns.
    fn on_update(&self, screen: OnlineGameScreen);
    /// The live connection opened (`live`), or was lost with `problem` (it reopens by itself).
    fn on_connection(&self, live: bool, problem: Option<String>);
    /// The watch ended by itself: the game is over, or the server refused to stream it.
    fn on_end(&self, reason: String);
}

/// A running watch. `stop()` it when the game leaves the screen; dropping it stops it too.
#[derive(uniffi::Object)]
pub struct OnlineWatch {
    watch: Mutex<Option<slovo_app::Watch>>,
}

#[uniffi::export]
impl OnlineWatch {
    /// Stop watching. Once this returns the listener is not called again (called from the
    /// listener itself, the call in progress is the last).
    pub fn stop(&self) {
        let watch = self.watch.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(watch) = watch {
            watch.join();
        }
    }
}

/// The app's listener, turning its "game changed" into the game's screen for the shell.
struct Screens {
    app: Arc<App>,
    listener: Arc<dyn OnlineGameListener>,
}

impl slovo_app::OnlineGameListener for Screens {
    fn on_update(&self, game_id: &str) {
        if let Ok(view) = self.app.online_game(game_id) {
            self.listener.on_update(OnlineGameScreen::from_app(view));
        }
    }

    fn on_connection(&self, problem: Option<String>) {
        self.listener.on_connection(problem.is_none(), problem);
    }

    fn on_end(&self, reason: &str) {
        self.listener.on_end(reason.to_string());
    }
}

#[uniffi::export]
impl Slovo {
    /// Follow an online game live while it is on screen: the listener gets its screen at each
    /// new version without `syncNow`, and the server sends no push notifications about it
    /// meanwhile. Quick games want this: their clocks run. Needs a local copy of the game;
    /// works offline too (the listener hears the connection is lost; it retries).
    pub fn watch_online_game(
        &self,
        game_id: String,
        listener: Arc<dyn OnlineGameListener>,
    ) -> Result<Arc<OnlineWatch>, SlovoError> {
        guard(|| {
            let screens = Arc::new(Screens {
                app: self.app.clone(),
                listener,
            });
            let watch = self.app.watch_online_game(&game_id, screens)?;
            Ok(Arc::new(OnlineWatch {
                watch: Mutex::new(Some(watch)),
            }))
        })
    }
}
