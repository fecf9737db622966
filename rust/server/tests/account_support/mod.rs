//! What the account tests (transfer codes, rematches, vacations, the upgraded schema) share
//! beyond `common`: finishing a game quickly and reaching into the test's database.

#![allow(dead_code)]

use reqwest::StatusCode;
use slovo_rules::Move;
use slovo_server::api::GameState;

use crate::common::{Client, state, submit};

/// Both players pass until the game ends (a scoreless end after the passes the rules allow);
/// the final state as `players[0]` sees it.
pub async fn pass_to_end(players: &mut [&mut Client], game: &str) -> GameState {
    for n in 0..40 {
        let s = state(players[0], game).await;
        if s.outcome.is_some() {
            return s;
        }
        let mover = s.current as usize;
        let (status, body) = submit(
            players[mover],
            game,
            &format!("p{n}"),
            s.version,
            &Move::Pass,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    panic!("passing did not end the game");
}

/// Run one statement with text parameters on the test's database; the rows it changed.
pub async fn exec(database_url: &str, sql: &str, binds: &[&str]) -> u64 {
    if database_url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(database_url).await.unwrap();
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql.to_string()));
        for b in binds {
            q = q.bind(b.to_string());
        }
        q.execute(&pool).await.unwrap().rows_affected()
    } else {
        let pool = sqlx::SqlitePool::connect(database_url).await.unwrap();
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql.to_string()));
        for b in binds {
            q = q.bind(b.to_string());
        }
        q.execute(&pool).await.unwrap().rows_affected()
    }
}
