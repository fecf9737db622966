//! `GET /v1/games/{id}/stream`: server-sent events for live play: `version` updates, `chat`
//! messages and, once the game is over, `rematch_…` events ([`super::rematch::RematchFeed`]).

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};

use super::rematch::RematchFeed;
use super::routes::{Loaded, events_since, load_game, load_seat};
use crate::api::{EventsQuery, StreamUpdate};
use crate::devices::routes::Auth;
use crate::error::ApiError;
use crate::games;
use crate::rooms::storage::{Room, Seat};
use crate::social::chat::ChatFeed;
use crate::{AppState, now_ms, random_id};

/// `GET /v1/games/{id}/stream?since=V`: server-sent events for live play. The first message
/// carries the events after V (when there are any), then one message per new version applied
/// by this instance, each a [`StreamUpdate`] built exactly like `GET /v1/games/{id}`.
pub(crate) async fn game_stream(
    State(state): State<AppState>,
    Auth(device): Auth,
    id: Result<Path<String>, PathRejection>,
    query: Result<Query<EventsQuery>, QueryRejection>,
) -> Result<
    Sse<impl futures_util::Stream<Item = Result<SseEvent, std::convert::Infallible>>>,
    ApiError,
> {
    let Path(id) = id?;
    let Query(query) = query?;
    crate::games::check_since(query.since)?;
    // Counted from here; a refused request gives its slot back on return.
    let slot = state.limits.open_stream(&device.id)?;
    // Subscribe before loading, so no version applied in between is missed.
    let versions = state.streams.subscribe(&id);
    let g = match load_game(&state, &id, &device).await {
        Ok(g) => g,
        Err(e) => {
            // Unknown games and strangers leave no channel behind.
            drop(versions);
            state.streams.prune(&id);
            return Err(e);
        }
    };
    let first = if g.rebuilt.version() > query.since {
        Some(stream_update(&state, &g, query.since).await?)
    } else {
        None
    };
    let (tx, rx) = tokio::sync::mpsc::channel::<SseEvent>(16);
    // While the stream is open its player is watching: no push notifications for this game.
    let watch_id = random_id();
    state
        .storage
        .watch(&watch_id, &g.room.id, &device.id, now_ms() + WATCH_LEASE_MS)
        .await?;
    let chat = ChatFeed::open(
        &state,
        &g.room.id,
        &device.id,
        g.seats.clone(),
        query.chat_since,
    );
    let chat = chat.await?;
    let rematch = RematchFeed::new(g.room.clone(), g.seats.clone(), g.seat);
    let follower = Follower {
        chat,
        rematch,
        state: state.clone(),
        room: g.room,
        seats: g.seats,
        seat: g.seat,
        sent: query.since,
        device_id: device.id.clone(),
        watch_id: watch_id.clone(),
    };
    tokio::spawn(async move {
        let game_id = follower.room.id.clone();
        let state = follower.state.clone();
        follower.run(first, versions, tx).await;
        drop(slot);
        state.streams.prune(&game_id);
        if let Err(e) = state.storage.unwatch(&watch_id, now_ms()).await {
            tracing::warn!(game = %game_id, error = %e, "stream: ending the watch");
        }
    });
    let stream =
        futures_util::stream::unfold(
            rx,
            |mut rx| async move { rx.recv().await.map(|e| (Ok(e), rx)) },
        );
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// What feeds one stream: the player's seat and the last version sent.
struct Follower {
    state: AppState,
    room: Room,
    seats: Vec<Seat>,
    seat: u8,
    sent: i64,
    device_id: String,
    /// The stream's row in `watchers`, renewed while it is open.
    watch_id: String,
    /// The game's chat, sent as `chat` events.
    chat: ChatFeed,
    /// The rematch offered after it, sent as `rematch_…` events.
    rematch: RematchFeed,
}

impl Follower {
    /// Send `first`, then an update per new version, until the client goes away.
    async fn run(
        mut self,
        first: Option<StreamUpdate>,
        mut versions: tokio::sync::broadcast::Receiver<i64>,
        tx: tokio::sync::mpsc::Sender<SseEvent>,
    ) {
        if let Some(update) = first {
            self.sent = update.version;
            if tx.send(sse_event(&update)).await.is_err() {
                return;
            }
        }
        let mut poll = tokio::time::interval(STREAM_POLL);
        poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut polls = 0u32;
        if !self.chat.deliver(&self.state, &tx).await
            || !self.rematch.deliver(&self.state, &tx).await
        {
            return;
        }
        loop {
            // New versions come by broadcast from this instance, or from the database when
            // another instance applied them.
            let seen = tokio::select! {
                v = versions.recv() => v,
                _ = poll.tick() => {
                    polls += 1;
                    if !self.chat.deliver(&self.state, &tx).await
                        || !self.rematch.deliver(&self.state, &tx).await
                    {
                        return;
                    }
                    self.poll(polls).await
                }
                // The client went away: stop listening.
                () = tx.closed() => return,
                // The server stops: ending the stream lets its connection close.
                () = crate::stopped(self.state.stopping.clone()) => return,
            };
            match seen {
                Ok(v) if v <= self.sent => continue,
                Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            }
            let update = match self.update().await {
                Ok(Some(u)) => u,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!(game = %self.room.id, error = %e.message, "stream");
                    return;
                }
            };
            self.sent = update.version;
            if tx.send(sse_event(&update)).await.is_err() {
                return;
            }
        }
    }

    /// The game's version in the database (the last sent if it cannot be read), renewing
    /// the watch now and then.
    async fn poll(&self, polls: u32) -> Result<i64, tokio::sync::broadcast::error::RecvError> {
        let storage = &self.state.storage;
        if polls.is_multiple_of(WATCH_RENEW_POLLS) {
            let until = now_ms() + WATCH_LEASE_MS;
            let renewed = storage
                .watch(&self.watch_id, &self.room.id, &self.device_id, until)
                .await;
            if let Err(e) = renewed {
                tracing::warn!(game = %self.room.id, error = %e, "stream: renewing the watch");
            }
        }
        Ok(match storage.game_version(&self.room.id).await {
            Ok(Some(v)) => v,
            _ => self.sent,
        })
    }

    /// The update since the last version sent, if there is a newer one.
    async fn update(&self) -> Result<Option<StreamUpdate>, ApiError> {
        // The room as it is now: its version picks the rebuild.
        let room = self
            .state
            .storage
            .room_by_id(&self.room.id)
            .await?
            .ok_or_else(|| ApiError::internal("a streamed game vanished"))?;
        let g = load_seat(&self.state, room, self.seats.clone(), self.seat).await?;
        if g.rebuilt.version() <= self.sent {
            return Ok(None);
        }
        Ok(Some(stream_update(&self.state, &g, self.sent).await?))
    }
}

/// How often a stream looks at the database for versions applied by other instances, and
/// renews its watch (which lapses after [`WATCH_LEASE_MS`] if the instance dies).
const STREAM_POLL: std::time::Duration = std::time::Duration::from_secs(1);
const WATCH_LEASE_MS: i64 = 60_000;
const WATCH_RENEW_POLLS: u32 = 20;

async fn stream_update(state: &AppState, g: &Loaded, since: i64) -> Result<StreamUpdate, ApiError> {
    Ok(StreamUpdate {
        game_id: g.room.id.clone(),
        version: g.rebuilt.version(),
        events: events_since(state, g, since).await?,
        state: games::state(&g.room.id, &g.rebuilt, g.seat, &g.seats),
    })
}

fn sse_event(update: &StreamUpdate) -> SseEvent {
    SseEvent::default()
        .event("version")
        .id(update.version.to_string())
        .json_data(update)
        .unwrap_or_else(|_| SseEvent::default().event("error"))
}
