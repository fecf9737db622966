//! Connections cannot be held without limit: a request sent too slowly (headers a byte at a
//! time) and an idle keep-alive connection are closed after their timeouts, and connections
//! beyond the cap wait until one closes. Raw TCP against the real binary.

mod common;

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{Backend, Server, TestDb};

/// A TCP connection to the server at `base` (`http://ADDR`), reads timing out after `wait`.
fn connect(server: &Server, wait: Duration) -> TcpStream {
    let stream = TcpStream::connect(server.base.trim_start_matches("http://")).unwrap();
    stream.set_read_timeout(Some(wait)).unwrap();
    stream
}

/// What arrived before the server closed the connection, or `None` if it was still open after
/// `within` (each step first sends `trickle`'s next byte, if any).
fn until_closed(stream: &mut TcpStream, within: Duration, trickle: &[u8]) -> Option<String> {
    let started = Instant::now();
    let mut seen = Vec::new();
    let mut bytes = trickle.iter();
    while started.elapsed() < within {
        if let Some(b) = bytes.next()
            && stream.write_all(&[*b]).is_err()
        {
            return Some(String::from_utf8_lossy(&seen).into());
        }
        let mut buf = [0u8; 1024];
        match stream.read(&mut buf) {
            Ok(0) => return Some(String::from_utf8_lossy(&seen).into()),
            Ok(n) => seen.extend_from_slice(&buf[..n]),
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => return Some(String::from_utf8_lossy(&seen).into()),
        }
    }
    None
}

const HEALTHZ: &[u8] = b"GET /healthz HTTP/1.1\r\nHost: slovo\r\n\r\n";

#[tokio::test]
async fn a_request_sent_a_byte_at_a_time_is_cut_off() {
    let db = TestDb::new(Backend::Sqlite, "slow_request").await.unwrap();
    let server = Server::start_with(&db.url, &["--request-timeout-seconds", "1"]);
    let mut stream = connect(&server, Duration::from_millis(200));
    // Five bytes a second, well short of the request in time; each byte is progress.
    let endless: Vec<u8> = b"GET /healthz HTTP/1.1\r\n"
        .iter()
        .chain(b"X-Slow: ".iter())
        .chain([b'a'; 64].iter())
        .copied()
        .collect();
    let closed = until_closed(&mut stream, Duration::from_secs(4), &endless);
    assert!(
        closed.is_some(),
        "the slow request still holds its connection"
    );
    server.stop();
}

#[tokio::test]
async fn an_idle_connection_is_closed() {
    let db = TestDb::new(Backend::Sqlite, "idle").await.unwrap();
    let server = Server::start_with(&db.url, &["--idle-timeout-seconds", "1"]);
    let mut stream = connect(&server, Duration::from_millis(200));
    stream.write_all(HEALTHZ).unwrap();
    let closed = until_closed(&mut stream, Duration::from_secs(4), &[]);
    let seen = closed.expect("the idle keep-alive connection was closed");
    assert!(seen.contains("\"ok\""), "answered first: {seen:?}");
    server.stop();
}

#[tokio::test]
async fn connections_beyond_the_cap_wait_for_a_slot() {
    let db = TestDb::new(Backend::Sqlite, "cap").await.unwrap();
    let server = Server::start_with(&db.url, &["--max-connections", "2"]);
    let held: Vec<TcpStream> = (0..2)
        .map(|_| connect(&server, Duration::from_millis(100)))
        .collect();
    let mut third = connect(&server, Duration::from_millis(700));
    third.write_all(HEALTHZ).unwrap();
    let mut buf = [0u8; 1024];
    let early = third.read(&mut buf);
    assert!(
        early
            .as_ref()
            .is_err_and(|e| matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut)),
        "answered beyond the cap: {early:?}"
    );
    drop(held);
    third
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    let n = third.read(&mut buf).expect("answered once a slot is free");
    assert!(String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 200"));
    server.stop();
}
