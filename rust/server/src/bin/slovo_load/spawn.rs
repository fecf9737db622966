//! `--spawn`: run the `slovo-server` built next to this executable on a fresh database and a
//! free port, and remove both afterwards.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::Connection;
use sqlx::postgres::PgConnection;

#[derive(Debug, thiserror::Error)]
pub enum SpawnError {
    #[error("--spawn takes `sqlite` or a postgres:// URL, not {0:?}")]
    Target(String),
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("PostgreSQL: {0}")]
    Postgres(#[from] sqlx::Error),
    #[error("slovo-server did not start (its first line was {0:?})")]
    NoAddress(String),
}

/// Where the spawned server keeps its data.
#[derive(Clone, Debug)]
pub enum Target {
    Sqlite,
    /// A server whose role may create databases: the benchmark gets a new one on it.
    Postgres(String),
}

impl Target {
    pub fn name(&self) -> &'static str {
        match self {
            Target::Sqlite => "sqlite",
            Target::Postgres(_) => "postgres",
        }
    }
}

impl FromStr for Target {
    type Err = SpawnError;
    fn from_str(s: &str) -> Result<Target, SpawnError> {
        if s == "sqlite" {
            Ok(Target::Sqlite)
        } else if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            Ok(Target::Postgres(s.to_string()))
        } else {
            Err(SpawnError::Target(s.to_string()))
        }
    }
}

/// A database made for one run.
enum TempDatabase {
    Sqlite { dir: PathBuf },
    Postgres { admin: String, name: String },
}

impl TempDatabase {
    /// The new database and the URL the server opens it by.
    async fn create(target: &Target) -> Result<(TempDatabase, String), SpawnError> {
        let name = format!("slovo_load_{}_{}", std::process::id(), nanos());
        match target {
            Target::Sqlite => {
                let dir = std::env::temp_dir().join(&name);
                std::fs::create_dir_all(&dir)
                    .map_err(|e| SpawnError::Io(dir.display().to_string(), e))?;
                let url = format!("sqlite://{}", dir.join("slovo.db").display());
                Ok((TempDatabase::Sqlite { dir }, url))
            }
            Target::Postgres(admin) => {
                // The name is ours: digits, ASCII letters and underscores only.
                execute(admin, format!("CREATE DATABASE {name}")).await?;
                let url = with_database(admin, &name);
                let admin = admin.clone();
                Ok((TempDatabase::Postgres { admin, name }, url))
            }
        }
    }

    async fn remove(self) {
        match self {
            TempDatabase::Sqlite { dir } => {
                let _ = std::fs::remove_dir_all(dir);
            }
            TempDatabase::Postgres { admin, name } => {
                let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                if let Err(e) = execute(&admin, sql).await {
                    eprintln!("slovo-load: could not drop database {name}: {e}");
                }
            }
        }
    }
}

async fn execute(url: &str, sql: String) -> Result<(), sqlx::Error> {
    let mut conn = PgConnection::connect(url).await?;
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
        .execute(&mut conn)
        .await?;
    conn.close().await
}

/// `url` with its database (path) replaced by `name`; the query (options) is kept.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let host_start = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[host_start..]
        .find('/')
        .map_or(base.len(), |i| host_start + i);
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    format!("{}/{name}{query}", &base[..host_end])
}

fn nanos() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos())
}

/// The spawned server's rate limits: far above what any benchmark setup makes.
const LIFTED_LIMIT: &str = "1000000";

/// A running `slovo-server` child on its own database.
pub struct Spawned {
    child: Child,
    database: TempDatabase,
    /// `http://ADDR`, as the server printed it.
    pub base: String,
}

impl Spawned {
    pub async fn start(target: &Target, lexicons: Option<&Path>) -> Result<Spawned, SpawnError> {
        let (database, url) = TempDatabase::create(target).await?;
        match launch(&url, lexicons) {
            Ok((child, base)) => Ok(Spawned {
                child,
                database,
                base,
            }),
            Err(e) => {
                database.remove().await;
                Err(e)
            }
        }
    }

    pub async fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.database.remove().await;
    }
}

/// Start the server on `database` and port 0; wait for the address it prints.
fn launch(database: &str, lexicons: Option<&Path>) -> Result<(Child, String), SpawnError> {
    let exe = server_exe()?;
    let mut cmd = Command::new(&exe);
    cmd.args(["--listen", "127.0.0.1:0", "--database", database]);
    // Every device registers and joins from this one address: lift the guards against
    // guessing codes and mass registration.
    cmd.args(["--code-lookups-per-minute", LIFTED_LIMIT]);
    cmd.args(["--registrations-per-minute", LIFTED_LIMIT]);
    if let Some(dir) = lexicons {
        cmd.arg("--lexicons").arg(dir);
    }
    // Request logs at `info` would cost the server more than the benchmark measures.
    let filter = std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into());
    let mut child = cmd
        .env("RUST_LOG", filter)
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| SpawnError::Io(exe.display().to_string(), e))?;
    let mut line = String::new();
    let read = BufReader::new(child.stdout.take().expect("piped stdout")).read_line(&mut line);
    let base = read
        .ok()
        .and_then(|_| slovo_server::listening_url(&line))
        .map(str::to_string);
    match base {
        Some(base) => Ok((child, base)),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            Err(SpawnError::NoAddress(line))
        }
    }
}

/// `slovo-server` from the folder of this executable (cargo builds both there).
fn server_exe() -> Result<PathBuf, SpawnError> {
    let me = std::env::current_exe().map_err(|e| SpawnError::Io("current_exe".into(), e))?;
    let exe = me.with_file_name(format!("slovo-server{}", std::env::consts::EXE_SUFFIX));
    if exe.exists() {
        Ok(exe)
    } else {
        let e = std::io::Error::new(std::io::ErrorKind::NotFound, "build it first");
        Err(SpawnError::Io(exe.display().to_string(), e))
    }
}
