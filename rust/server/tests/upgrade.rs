//! The upgraded database equals a fresh one: a database made by the migrations up to 0010 (an
//! old server's), with a few rows in it, is upgraded by the real server binary, and its schema
//! must then be the one a fresh database gets from all the migrations; the old rows survive and
//! the old device's token still authenticates.

mod common;

use common::{Backend, Client, Server, TestDb};
use reqwest::StatusCode;
use sha2::{Digest, Sha256};
use sqlx::Connection;
use sqlx::Row;

/// The last migration an old server had run.
const OLD_VERSION: i64 = 10;

const ANN_TOKEN: &str = "old-token-of-ann";
const BOB_TOKEN: &str = "old-token-of-bob";

fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The migration files of `backend` up to `through`, in version order (the number their name
/// starts with), read from the directory the server includes them from.
fn migrations(backend: &str, through: i64) -> Vec<(i64, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    let mut found: Vec<(i64, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            let version: i64 = name.split('_').next().unwrap().parse().unwrap();
            (version, std::fs::read_to_string(&path).unwrap())
        })
        .filter(|&(version, _)| version <= through)
        .collect();
    found.sort_by_key(|&(version, _)| version);
    let versions: Vec<i64> = found.iter().map(|&(v, _)| v).collect();
    let count = versions.len() as i64;
    assert_eq!(versions, (1..=count).collect::<Vec<_>>(), "{dir:?}");
    assert!(
        through == i64::MAX || count == through,
        "{dir:?}: {versions:?}"
    );
    found
}

/// What an old server stored: two devices (Ann with a push token), a finished game between
/// them with two moves, and a room of Ann's waiting for a second player.
const OLD_ROWS: &[&str] = &[
    "INSERT INTO devices (id, token_hash, display_name, created_at) \
     VALUES ('dev-ann', '{ann}', 'Ann', 1000), ('dev-bob', '{bob}', 'Bob', 1001)",
    "INSERT INTO push_tokens (device_id, platform, token, updated_at, ui_language) \
     VALUES ('dev-ann', 'fcm', 'push-token-ann', 1002, 'sk')",
    "INSERT INTO rooms (id, code, mode, language, seats, created_by, created_at, config, \
     started_at, version, finished_at, to_move, due_at, minutes, swept_until) \
     VALUES ('room-old', 'OLDGAME', 'daily', 'en', 2, 'dev-ann', 1100, '{}', 1200, 2, 1400, \
     NULL, NULL, 0, 0)",
    "INSERT INTO room_seats (room_id, seat, device_id, joined_at) \
     VALUES ('room-old', 0, 'dev-ann', 1100), ('room-old', 1, 'dev-bob', 1200)",
    "INSERT INTO game_moves (game_id, version, move_id, device_id, seat, actions, response, \
     created_at, author) \
     VALUES ('room-old', 1, 'm1', 'dev-ann', 0, '[\"Pass\"]', '{}', 1300, 'player'), \
     ('room-old', 2, 'm2', 'dev-bob', 1, '[\"Resign\"]', '{}', 1400, 'player')",
    "INSERT INTO rooms (id, code, mode, language, seats, created_by, created_at) \
     VALUES ('room-open', 'OPENRM', 'quick', 'en', 2, 'dev-ann', 1500)",
    "INSERT INTO room_seats (room_id, seat, device_id, joined_at) \
     VALUES ('room-open', 0, 'dev-ann', 1500)",
];

fn old_rows() -> Vec<String> {
    OLD_ROWS
        .iter()
        .map(|sql| {
            sql.replace("{ann}", &token_hash(ANN_TOKEN))
                .replace("{bob}", &token_hash(BOB_TOKEN))
        })
        .collect()
}

/// An old server's database on `$conn`: the migrations up to [`OLD_VERSION`] run as the server
/// runs them (in one transaction, each recorded in `schema_migrations`), then the old rows.
macro_rules! old_database {
    ($conn:expr, $backend:expr) => {{
        let mut tx = $conn.begin().await.unwrap();
        sqlx::raw_sql("CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)")
            .execute(&mut *tx)
            .await
            .unwrap();
        for (version, sql) in migrations($backend, OLD_VERSION) {
            sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
                .execute(&mut *tx)
                .await
                .unwrap_or_else(|e| panic!("{} migration {version}: {e}", $backend));
            sqlx::query("INSERT INTO schema_migrations (version) VALUES ($1)")
                .bind(version)
                .execute(&mut *tx)
                .await
                .unwrap();
        }
        tx.commit().await.unwrap();
        for sql in old_rows() {
            sqlx::raw_sql(sqlx::AssertSqlSafe(sql.clone()))
                .execute(&mut *$conn)
                .await
                .unwrap_or_else(|e| panic!("{sql}: {e}"));
        }
    }};
}

/// SQL text as it matters: no quotes around names, whitespace collapsed, lower case.
fn normalize(sql: &str) -> String {
    let unquoted: String = sql
        .chars()
        .filter(|c| !matches!(c, '"' | '`' | '[' | ']'))
        .collect();
    let spaced = unquoted.split_whitespace().collect::<Vec<_>>().join(" ");
    spaced
        .replace("( ", "(")
        .replace(" )", ")")
        .replace(" ,", ",")
        .to_lowercase()
}

/// SQLite's schema as lines, one fact each. The pragmas describe what a rename cannot disguise
/// (columns with type, not-null, default and key position; foreign keys with their target;
/// indexes with their columns, order and uniqueness); the normalized SQL of every table, index,
/// trigger and view adds what only the text has (CHECK constraints, partial indexes' WHERE).
async fn sqlite_schema(conn: &mut sqlx::SqliteConnection) -> Vec<String> {
    let mut lines = Vec::new();
    let objects = sqlx::query(
        "SELECT type, name, tbl_name, sql FROM sqlite_master \
         WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    for object in &objects {
        let kind: String = object.get("type");
        let name: String = object.get("name");
        let table: String = object.get("tbl_name");
        let sql: Option<String> = object.get("sql");
        lines.push(format!(
            "{kind} {name} on {table}: {}",
            sql.as_deref().map(normalize).unwrap_or_default()
        ));
        if kind != "table" {
            continue;
        }
        let columns = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT name, type, \"notnull\", dflt_value, pk, hidden FROM pragma_table_xinfo('{name}')"
        )))
        .fetch_all(&mut *conn)
        .await
        .unwrap();
        for c in &columns {
            lines.push(format!(
                "column {name}.{}: type {} notnull {} default {:?} pk {} hidden {}",
                c.get::<String, _>("name"),
                c.get::<String, _>("type"),
                c.get::<i64, _>("notnull"),
                c.get::<Option<String>, _>("dflt_value"),
                c.get::<i64, _>("pk"),
                c.get::<i64, _>("hidden"),
            ));
        }
        let keys = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT id, seq, \"table\", \"from\", \"to\", on_update, on_delete, \"match\" \
             FROM pragma_foreign_key_list('{name}')"
        )))
        .fetch_all(&mut *conn)
        .await
        .unwrap();
        for k in &keys {
            lines.push(format!(
                "foreign key {name}#{}.{}: ({}) references {}({:?}) on update {} on delete {} match {}",
                k.get::<i64, _>("id"),
                k.get::<i64, _>("seq"),
                k.get::<String, _>("from"),
                k.get::<String, _>("table"),
                k.get::<Option<String>, _>("to"),
                k.get::<String, _>("on_update"),
                k.get::<String, _>("on_delete"),
                k.get::<String, _>("match"),
            ));
        }
        let indexes = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT name, \"unique\", origin, partial FROM pragma_index_list('{name}')"
        )))
        .fetch_all(&mut *conn)
        .await
        .unwrap();
        for i in &indexes {
            let index: String = i.get("name");
            // Automatic indexes (PRIMARY KEY, UNIQUE) are named by their table's position in
            // the schema: describe them by origin and columns instead.
            let auto = index.starts_with("sqlite_autoindex_");
            let columns = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT seqno, name, \"desc\", coll, \"key\" FROM pragma_index_xinfo('{index}') \
                 ORDER BY seqno"
            )))
            .fetch_all(&mut *conn)
            .await
            .unwrap();
            let columns: Vec<String> = columns
                .iter()
                .map(|c| {
                    format!(
                        "{:?} desc {} coll {} key {}",
                        c.get::<Option<String>, _>("name"),
                        c.get::<i64, _>("desc"),
                        c.get::<String, _>("coll"),
                        c.get::<i64, _>("key"),
                    )
                })
                .collect();
            lines.push(format!(
                "index {name}.{}: unique {} origin {} partial {} columns [{}]",
                if auto { "(auto)" } else { &index },
                i.get::<i64, _>("unique"),
                i.get::<String, _>("origin"),
                i.get::<i64, _>("partial"),
                columns.join("; "),
            ));
        }
    }
    lines.sort();
    lines
}

/// PostgreSQL's schema as lines: columns (type, nullability, default), constraints with their
/// key columns and definition, and every index's definition.
async fn postgres_schema(conn: &mut sqlx::PgConnection) -> Vec<String> {
    let mut lines = Vec::new();
    let columns = sqlx::query(
        "SELECT table_name::text AS t, column_name::text AS c, data_type::text AS ty, \
         is_nullable::text AS n, column_default::text AS d \
         FROM information_schema.columns WHERE table_schema = current_schema()",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    for c in &columns {
        lines.push(format!(
            "column {}.{}: type {} nullable {} default {:?}",
            c.get::<String, _>("t"),
            c.get::<String, _>("c"),
            c.get::<String, _>("ty"),
            c.get::<String, _>("n"),
            c.get::<Option<String>, _>("d"),
        ));
    }
    let constraints = sqlx::query(
        "SELECT tc.table_name::text AS t, tc.constraint_name::text AS name, \
         tc.constraint_type::text AS kind, \
         coalesce(string_agg(k.column_name::text, ',' ORDER BY k.ordinal_position), '') AS cols, \
         (SELECT pg_get_constraintdef(pc.oid) FROM pg_constraint pc \
          JOIN pg_namespace ns ON ns.oid = pc.connamespace \
          WHERE ns.nspname = tc.constraint_schema AND pc.conname = tc.constraint_name \
          AND pc.conrelid = (quote_ident(tc.table_schema) || '.' || quote_ident(tc.table_name))::regclass) AS def \
         FROM information_schema.table_constraints tc \
         LEFT JOIN information_schema.key_column_usage k \
           ON k.constraint_schema = tc.constraint_schema \
          AND k.constraint_name = tc.constraint_name AND k.table_name = tc.table_name \
         WHERE tc.table_schema = current_schema() \
         GROUP BY tc.table_schema, tc.table_name, tc.constraint_schema, tc.constraint_name, \
                  tc.constraint_type",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    for c in &constraints {
        let name: String = c.get("name");
        let kind: String = c.get("kind");
        // NOT NULL shows as a CHECK named after the table's oid: the columns above have it.
        if kind == "CHECK" && name.contains("_not_null") {
            continue;
        }
        lines.push(format!(
            "constraint {}.{name}: {kind} ({}) {:?}",
            c.get::<String, _>("t"),
            c.get::<String, _>("cols"),
            c.get::<Option<String>, _>("def"),
        ));
    }
    let indexes = sqlx::query(
        "SELECT tablename::text AS t, indexname::text AS i, indexdef FROM pg_indexes \
         WHERE schemaname = current_schema()",
    )
    .fetch_all(&mut *conn)
    .await
    .unwrap();
    for i in &indexes {
        lines.push(format!(
            "index {}.{}: {}",
            i.get::<String, _>("t"),
            i.get::<String, _>("i"),
            i.get::<String, _>("indexdef"),
        ));
    }
    lines.sort();
    lines
}

/// Equal, or a panic that lists what only one side has.
fn assert_same_schema(upgraded: &[String], fresh: &[String]) {
    let list = |lines: Vec<&String>| match lines.is_empty() {
        true => "(nothing)".to_string(),
        false => lines
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n  "),
    };
    assert!(!fresh.is_empty(), "no schema read");
    let only_upgraded: Vec<&String> = upgraded.iter().filter(|l| !fresh.contains(l)).collect();
    let only_fresh: Vec<&String> = fresh.iter().filter(|l| !upgraded.contains(l)).collect();
    let same = only_upgraded.is_empty() && only_fresh.is_empty() && upgraded.len() == fresh.len();
    assert!(
        same,
        "the upgraded schema differs from a fresh one\nonly upgraded:\n  {}\nonly fresh:\n  {}",
        list(only_upgraded),
        list(only_fresh),
    );
}

/// Start the real server on the old database and check over HTTP that the old devices are
/// still theirs (same player, same name, Ann's push token kept) and a wrong token is refused.
async fn upgrade_with_server(url: &str) {
    let server = Server::start(url);
    for (token, id, name, push) in [
        (ANN_TOKEN, "dev-ann", "Ann", Some("fcm")),
        (BOB_TOKEN, "dev-bob", "Bob", None),
    ] {
        let mut client = Client::new(&server.base);
        client.token = Some(token.to_string());
        let (status, me) = client.get("/v1/devices/me").await;
        assert_eq!(status, StatusCode::OK, "{me}");
        assert_eq!(me["player_id"], id, "{me}");
        assert_eq!(me["device_id"], id, "{me}");
        assert_eq!(me["display_name"], name, "{me}");
        assert_eq!(me["push"].as_str(), push, "{me}");
    }
    let mut stranger = Client::new(&server.base);
    stranger.token = Some("not-a-token".into());
    let (status, _) = stranger.get("/v1/devices/me").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    server.stop();
}

/// The rows that must be there after the upgrade, as text, the same on either back end.
const SURVIVORS: &str = "\
    SELECT 'player ' || id || ' ' || display_name FROM players \
    UNION ALL SELECT 'device ' || id || ' of ' || player_id FROM devices \
    UNION ALL SELECT 'push ' || device_id || ' ' || platform || ' ' || ui_language \
      FROM push_tokens \
    UNION ALL SELECT 'room ' || id || ' by ' || created_by || ' ' || coalesce(config, '-') \
      FROM rooms \
    UNION ALL SELECT 'seat ' || room_id || ' ' || seat || ' ' || device_id FROM room_seats \
    UNION ALL SELECT 'move ' || game_id || ' ' || version || ' ' || device_id || ' ' || author \
      FROM game_moves \
    UNION ALL SELECT 'migration ' || version FROM schema_migrations";

fn expected_survivors(latest: usize) -> Vec<String> {
    let mut rows: Vec<String> = [
        "player dev-ann Ann",
        "player dev-bob Bob",
        "device dev-ann of dev-ann",
        "device dev-bob of dev-bob",
        "push dev-ann fcm sk",
        "room room-old by dev-ann {}",
        "room room-open by dev-ann -",
        "seat room-old 0 dev-ann",
        "seat room-old 1 dev-bob",
        "seat room-open 0 dev-ann",
        "move room-old 1 dev-ann player",
        "move room-old 2 dev-bob player",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain((1..=latest).map(|v| format!("migration {v}")))
    .collect();
    rows.sort();
    rows
}

fn sorted(mut rows: Vec<String>) -> Vec<String> {
    rows.sort();
    rows
}

#[tokio::test]
async fn sqlite_upgraded_database_equals_a_fresh_one() {
    let old = TestDb::new(Backend::Sqlite, "upgrade_old").await.unwrap();
    let fresh = TestDb::new(Backend::Sqlite, "upgrade_fresh").await.unwrap();
    let options = |url: &str| {
        use std::str::FromStr;
        sqlx::sqlite::SqliteConnectOptions::from_str(url)
            .unwrap()
            .create_if_missing(true)
    };
    {
        // As the server runs them: foreign keys off during the migrations, on for the rows.
        let mut conn = sqlx::SqliteConnection::connect_with(&options(&old.url).foreign_keys(false))
            .await
            .unwrap();
        old_database!(&mut conn, "sqlite");
        let _ = conn.close().await;
    }
    upgrade_with_server(&old.url).await;
    drop(
        slovo_server::storage::Storage::open(&fresh.url)
            .await
            .unwrap(),
    );

    let mut upgraded = sqlx::SqliteConnection::connect_with(&options(&old.url))
        .await
        .unwrap();
    let mut made = sqlx::SqliteConnection::connect_with(&options(&fresh.url))
        .await
        .unwrap();
    assert_same_schema(
        &sqlite_schema(&mut upgraded).await,
        &sqlite_schema(&mut made).await,
    );
    let latest = migrations("sqlite", i64::MAX).len();
    let rows: Vec<String> = sqlx::query_scalar(SURVIVORS)
        .fetch_all(&mut upgraded)
        .await
        .unwrap();
    assert_eq!(sorted(rows), expected_survivors(latest));
    let broken = sqlx::raw_sql("PRAGMA foreign_key_check")
        .fetch_all(&mut upgraded)
        .await
        .unwrap();
    assert!(
        broken.is_empty(),
        "{} rows break a foreign key",
        broken.len()
    );
}

#[tokio::test]
async fn postgres_upgraded_database_equals_a_fresh_one() {
    let Some(old) = TestDb::new(Backend::Postgres, "upgrade_old").await else {
        return;
    };
    let fresh = TestDb::new(Backend::Postgres, "upgrade_fresh")
        .await
        .unwrap();
    {
        let mut conn = sqlx::PgConnection::connect(&old.url).await.unwrap();
        old_database!(&mut conn, "postgres");
        let _ = conn.close().await;
    }
    upgrade_with_server(&old.url).await;
    drop(
        slovo_server::storage::Storage::open(&fresh.url)
            .await
            .unwrap(),
    );

    let mut upgraded = sqlx::PgConnection::connect(&old.url).await.unwrap();
    let mut made = sqlx::PgConnection::connect(&fresh.url).await.unwrap();
    assert_same_schema(
        &postgres_schema(&mut upgraded).await,
        &postgres_schema(&mut made).await,
    );
    let latest = migrations("postgres", i64::MAX).len();
    let rows: Vec<String> = sqlx::query_scalar(SURVIVORS)
        .fetch_all(&mut upgraded)
        .await
        .unwrap();
    assert_eq!(sorted(rows), expected_survivors(latest));
    let _ = upgraded.close().await;
    let _ = made.close().await;
}
