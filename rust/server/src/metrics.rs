//! A tiny Prometheus registry: requests by route, method and status, moves applied and games
//! started, rendered in the text exposition format at `GET /metrics`. Also the one request
//! log line, which names the route template only (never the query, headers or body, so never
//! a token or a rack).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::extract::{MatchedPath, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;

use crate::AppState;

#[derive(Default)]
pub struct Metrics {
    /// (route template, method, status) → count.
    requests: Mutex<BTreeMap<(String, &'static str, u16), u64>>,
    moves_applied: AtomicU64,
    games_started: AtomicU64,
    seeks_matched: AtomicU64,
}

impl Metrics {
    pub fn request(&self, route: &str, method: &Method, status: u16) {
        *self
            .requests
            .lock()
            .unwrap()
            .entry((route.to_string(), method_label(method), status))
            .or_default() += 1;
    }

    pub fn move_applied(&self) {
        self.moves_applied.fetch_add(1, Ordering::Relaxed);
    }

    pub fn game_started(&self) {
        self.games_started.fetch_add(1, Ordering::Relaxed);
    }

    pub fn seeks_matched(&self) {
        self.seeks_matched.fetch_add(1, Ordering::Relaxed);
    }

    /// The Prometheus text format (version 0.0.4).
    pub fn render(&self) -> String {
        let mut out = String::new();
        out.push_str("# HELP slovo_http_requests_total HTTP requests answered, by route template, method and status.\n");
        out.push_str("# TYPE slovo_http_requests_total counter\n");
        for ((route, method, status), n) in self.requests.lock().unwrap().iter() {
            let _ = writeln!(
                out,
                "slovo_http_requests_total{{route=\"{}\",method=\"{}\",status=\"{status}\"}} {n}",
                escape(route),
                escape(method)
            );
        }
        for (name, help, value) in [
            (
                "slovo_moves_applied_total",
                "Moves applied by this instance (time-outs included).",
                &self.moves_applied,
            ),
            (
                "slovo_games_started_total",
                "Games started by this instance (rooms filled and seeks matched).",
                &self.games_started,
            ),
            (
                "slovo_seeks_matched_total",
                "Matchmaking pairings made by this instance.",
                &self.seeks_matched,
            ),
        ] {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} counter");
            let _ = writeln!(out, "{name} {}", value.load(Ordering::Relaxed));
        }
        out
    }
}

/// The standard methods by name and any other as `other`: a client may send methods of any
/// name and length, and each would grow the counters and the log.
fn method_label(method: &Method) -> &'static str {
    const STANDARD: [&str; 9] = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE",
    ];
    STANDARD
        .into_iter()
        .find(|m| *m == method.as_str())
        .unwrap_or("other")
}

fn escape(label: &str) -> String {
    label
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// Counts and logs every request by its route template (`unmatched` for unknown paths).
pub async fn track(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("unmatched", |p| p.as_str())
        .to_string();
    let method = request.method().clone();
    let started = std::time::Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16();
    state.metrics.request(&route, &method, status);
    tracing::info!(
        method = %method_label(&method),
        %route,
        status,
        ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_counters() {
        let m = Metrics::default();
        m.request("/v1/games/{id}", &Method::GET, 200);
        m.request("/v1/games/{id}", &Method::GET, 200);
        m.move_applied();
        let text = m.render();
        assert!(text.contains(
            "slovo_http_requests_total{route=\"/v1/games/{id}\",method=\"GET\",status=\"200\"} 2\n"
        ));
        assert!(text.contains("slovo_moves_applied_total 1\n"));
        assert!(text.contains("slovo_games_started_total 0\n"));
        assert_eq!(escape("a\"b"), "a\\\"b");
    }
}
