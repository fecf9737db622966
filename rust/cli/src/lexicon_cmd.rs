//! `slovo lexicon …`: build, describe and query the word lists.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use sha2::{Digest, Sha256};
use slovo_lexicon::build::{self, Manifest};
use slovo_lexicon::freq::{self, Frequencies};
use slovo_rules::Language;

#[derive(Args)]
pub struct DirArgs {
    /// The lexicons folder (default: the repository's `lexicons/`, or $SLOVO_LEXICONS).
    #[arg(long)]
    pub dir: Option<PathBuf>,
}

impl DirArgs {
    pub fn dir(&self) -> PathBuf {
        self.dir.clone().unwrap_or_else(slovo_lexicon::default_dir)
    }
}

#[derive(Subcommand)]
pub enum LexiconCommand {
    /// Build a language's lexicon from its open sources (fetched when missing).
    Build {
        /// Language, or `all`.
        #[arg(long)]
        lang: String,
        #[command(flatten)]
        dir: DirArgs,
        /// Where downloaded sources are kept.
        #[arg(long, default_value_os_t = default_cache())]
        cache: PathBuf,
    },
    /// Word count, size, checksum and source of the built lexicons.
    Info {
        #[arg(long)]
        lang: Option<String>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        dir: DirArgs,
    },
    /// Print `WORD<TAB>valid` or `WORD<TAB>invalid` for each word (any case, NFC or NFD).
    Check {
        #[arg(long)]
        lang: String,
        #[arg(required = true)]
        words: Vec<String>,
        #[command(flatten)]
        dir: DirArgs,
    },
}

fn default_cache() -> PathBuf {
    std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir)
        .join("slovo/lexicon-sources")
}

pub fn languages(arg: Option<&str>) -> Result<Vec<Language>, Box<dyn std::error::Error>> {
    Ok(match arg {
        None | Some("all") => Language::ALL.to_vec(),
        Some(l) => vec![l.parse()?],
    })
}

pub fn run(cmd: LexiconCommand) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match cmd {
        LexiconCommand::Build { lang, dir, cache } => {
            for language in languages(Some(&lang))? {
                let report = build::build(language, &dir.dir(), &cache)?;
                let m = &report.manifest;
                println!(
                    "{}: {} forms -> {} words ({} bytes, sha256 {}) in {:.1} s; dropped {:?}",
                    m.code,
                    m.forms,
                    m.words,
                    m.bytes,
                    &m.sha256[..16],
                    report.seconds,
                    m.dropped
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        LexiconCommand::Info { lang, json, dir } => {
            info(languages(lang.as_deref())?, json, &dir.dir())
        }
        LexiconCommand::Check { lang, words, dir } => {
            let language: Language = lang.parse()?;
            let lexicon = slovo_lexicon::open(&dir.dir(), language)?;
            for word in words {
                let verdict = if lexicon.contains(&word) {
                    "valid"
                } else {
                    "invalid"
                };
                println!("{word}\t{verdict}");
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn info(
    languages: Vec<Language>,
    json: bool,
    dir: &std::path::Path,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let mut rows = Vec::new();
    for language in languages {
        let manifest: Manifest = build::read_manifest(dir, language)?;
        let path = build::language_dir(dir, language).join(build::WORDS_FILE);
        let bytes = std::fs::read(&path)?;
        let sha256 = build::hex(&Sha256::digest(&bytes));
        let lexicon = slovo_lexicon::open(dir, language)?;
        let tiers = Frequencies::open(&build::language_dir(dir, language).join(freq::FREQ_FILE))
            .ok()
            .map(|f| freq::tier_counts(&f));
        rows.push(serde_json::json!({
            "language": language.name(),
            "code": language.code(),
            "words": lexicon.len(),
            "bytes": bytes.len(),
            "sha256": sha256,
            "checksum_ok": sha256 == manifest.sha256,
            "sources": manifest.sources,
            "frequency": manifest.frequency,
            "tiers_1_to_4": tiers,
        }));
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        println!("lang\twords\tbytes\tsha256\tsource");
        for r in &rows {
            let src = &r["sources"][0];
            println!(
                "{}\t{}\t{}\t{}{}\t{} {} ({})",
                r["code"].as_str().unwrap(),
                r["words"],
                r["bytes"],
                &r["sha256"].as_str().unwrap()[..16],
                if r["checksum_ok"] == true {
                    ""
                } else {
                    " (MISMATCH with manifest)"
                },
                src["package"].as_str().unwrap_or(""),
                src["version"].as_str().unwrap_or(""),
                src["licence"].as_str().unwrap_or(""),
            );
        }
    }
    let all_ok = rows.iter().all(|r| r["checksum_ok"] == true);
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
