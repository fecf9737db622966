//! Connections: at most so many open at once, and none kept by a client that sends nothing
//! or sends a request too slowly (headers a byte at a time). axum's server sets no timeouts,
//! so the listener hands out connections that enforce them: a connection whose I/O made no
//! progress for `idle`, or that has read a request it has not begun answering for
//! `request`, fails its next read or write, and the server closes it.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::serve::IncomingStream;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::{Instant, Sleep};

#[derive(Debug, Clone, Copy)]
pub struct ConnLimits {
    pub max_connections: usize,
    /// No byte read or written for this long: closed (idle keep-alive, a stalled client).
    pub idle: Duration,
    /// Bytes read and nothing answered for this long: closed (a request sent too slowly).
    pub request: Duration,
}

/// A TCP listener that accepts while fewer than `max_connections` are open (the others wait
/// in the kernel's backlog) and times its connections out.
pub struct Limited {
    listener: TcpListener,
    slots: Arc<Semaphore>,
    limits: ConnLimits,
}

impl Limited {
    pub fn new(listener: TcpListener, limits: ConnLimits) -> Limited {
        let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
        Limited {
            listener,
            slots,
            limits,
        }
    }
}

impl axum::serve::Listener for Limited {
    type Io = Timed;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Timed, SocketAddr) {
        // The semaphore is never closed.
        let slot = self.slots.clone().acquire_owned().await.ok();
        let (stream, addr) = axum::serve::Listener::accept(&mut self.listener).await;
        (Timed::new(stream, slot, self.limits), addr)
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// The peer of a connection, for `ConnectInfo` (axum knows plain TCP listeners' only).
#[derive(Debug, Clone, Copy)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, Limited>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Limited>) -> Peer {
        Peer(*stream.remote_addr())
    }
}

/// A connection holding its slot, failing once one of its deadlines passed.
pub struct Timed {
    stream: TcpStream,
    _slot: Option<OwnedSemaphorePermit>,
    limits: ConnLimits,
    last_progress: Instant,
    /// When the connection read bytes it has not written anything back for yet.
    unanswered_since: Option<Instant>,
    timer: Pin<Box<Sleep>>,
}

impl Timed {
    fn new(stream: TcpStream, slot: Option<OwnedSemaphorePermit>, limits: ConnLimits) -> Timed {
        let now = Instant::now();
        Timed {
            stream,
            _slot: slot,
            limits,
            last_progress: now,
            unanswered_since: None,
            timer: Box::pin(tokio::time::sleep_until(now + limits.idle)),
        }
    }

    fn deadline(&self) -> Instant {
        let idle = self.last_progress + self.limits.idle;
        match self.unanswered_since {
            Some(since) => idle.min(since + self.limits.request),
            None => idle,
        }
    }

    /// On an operation that is pending: fail it if a deadline passed, else wake the task at
    /// the next one.
    fn check(&mut self, cx: &mut Context<'_>) -> io::Result<()> {
        let deadline = self.deadline();
        if Instant::now() >= deadline {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "connection timed out",
            ));
        }
        if self.timer.deadline() != deadline {
            self.timer.as_mut().reset(deadline);
        }
        // Pending until the deadline, when the task polls again.
        let _ = self.timer.as_mut().poll(cx);
        Ok(())
    }
}

impl AsyncRead for Timed {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        match Pin::new(&mut self.stream).poll_read(cx, buf) {
            Poll::Ready(Ok(())) => {
                if buf.filled().len() > before {
                    let now = Instant::now();
                    self.last_progress = now;
                    self.unanswered_since.get_or_insert(now);
                }
                Poll::Ready(Ok(()))
            }
            Poll::Pending => match self.check(cx) {
                Ok(()) => Poll::Pending,
                Err(e) => Poll::Ready(Err(e)),
            },
            ready => ready,
        }
    }
}

impl AsyncWrite for Timed {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.stream).poll_write(cx, data) {
            Poll::Ready(Ok(n)) => {
                if n > 0 {
                    self.last_progress = Instant::now();
                    self.unanswered_since = None;
                }
                Poll::Ready(Ok(n))
            }
            Poll::Pending => match self.check(cx) {
                Ok(()) => Poll::Pending,
                Err(e) => Poll::Ready(Err(e)),
            },
            ready => ready,
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}
