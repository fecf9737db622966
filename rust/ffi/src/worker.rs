//! Work off the caller's thread without an async runtime: a std thread and a future that
//! resolves when it finishes. uniffi polls the future from the foreign executor (Kotlin
//! coroutines, Swift tasks), so the shells `await` it and their threads stay free.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use crate::error::{SlovoError, panic_message};

/// Runs `work` on a new thread and resolves to its result, waking the awaiting task when the
/// thread finishes. A panic in `work` resolves to [`SlovoError::Internal`].
///
/// Dropping the future (a cancelled coroutine) does not stop the thread: the work runs to its
/// end and its result is dropped.
pub(crate) fn on_worker_thread<T, F>(work: F) -> WorkerFuture<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let shared = Arc::new(Mutex::new(WorkerState {
        result: None,
        waker: None,
    }));
    let worker = Arc::clone(&shared);
    let spawned = std::thread::Builder::new()
        .name("slovo-worker".to_string())
        .spawn(move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
                .map_err(|payload| SlovoError::Internal(panic_message(payload.as_ref())));
            let mut state = worker.lock().unwrap_or_else(|e| e.into_inner());
            state.result = Some(outcome);
            if let Some(waker) = state.waker.take() {
                waker.wake();
            }
        });
    if let Err(e) = spawned {
        let mut state = shared.lock().unwrap_or_else(|e| e.into_inner());
        state.result = Some(Err(SlovoError::Internal(format!(
            "cannot start a worker thread: {e}"
        ))));
    }
    WorkerFuture { shared }
}

struct WorkerState<T> {
    result: Option<Result<T, SlovoError>>,
    waker: Option<Waker>,
}

pub(crate) struct WorkerFuture<T> {
    shared: Arc<Mutex<WorkerState<T>>>,
}

impl<T> Future for WorkerFuture<T> {
    type Output = Result<T, SlovoError>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let mut state = self.shared.lock().unwrap_or_else(|e| e.into_inner());
        match state.result.take() {
            Some(outcome) => Poll::Ready(outcome),
            None => {
                state.waker = Some(cx.waker().clone());
                Poll::Pending
            }
        }
    }
}

#[cfg(test)]
pub(crate) fn block_on<F: Future>(future: F) -> F::Output {
    struct ThreadWaker(std::thread::Thread);
    impl std::task::Wake for ThreadWaker {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(ThreadWaker(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        if let Poll::Ready(out) = future.as_mut().poll(&mut cx) {
            return out;
        }
        std::thread::park();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_runs_on_another_thread() {
        let caller = std::thread::current().id();
        let worker = block_on(on_worker_thread(move || std::thread::current().id())).unwrap();
        assert_ne!(worker, caller);
    }

    #[test]
    fn a_panicking_worker_is_an_internal_error() {
        let err = block_on(on_worker_thread(|| -> u32 { panic!("boom") })).unwrap_err();
        assert!(
            matches!(&err, SlovoError::Internal(m) if m.contains("boom")),
            "{err:?}"
        );
    }
}
