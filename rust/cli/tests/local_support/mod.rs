//! What the tests of local (offline) commands share: a fresh data directory per test and
//! `slovo` run as a script runs it (`mod local_support;` in each test file).

use std::ffi::OsStr;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// A fresh data directory for one test, removed when the test ends.
pub struct DataDir(pub PathBuf);

impl DataDir {
    /// `suite` (the test file) and `name` (the test) keep parallel tests apart.
    pub fn new(suite: &str, name: &str) -> DataDir {
        let dir = std::env::temp_dir().join(format!("slovo-{suite}-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        DataDir(dir)
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `slovo ARGS` with `stdin`, its interface in `lang` (`LANG`; `C` is English), whatever
/// the machine's locale.
pub fn run_slovo<A: AsRef<OsStr>>(
    args: impl IntoIterator<Item = A>,
    stdin: &str,
    lang: &str,
) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_slovo"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("slovo runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}
