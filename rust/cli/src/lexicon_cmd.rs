//! `slovo lexicon …`: build, describe and query the word lists.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use sha2::{Digest, Sha256};
use slovo_i18n::{Arg, Catalog, UiLang};
use slovo_lexicon::build::{self, Manifest};
use slovo_lexicon::freq::{self, Frequencies};
use slovo_lexicon::{explain, review};
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
    /// How the sources make a word: every derivation (stem line, affix rules), and, for a
    /// word not in the list, what left it out (a filter or a pruning rule).
    Why {
        #[arg(long)]
        lang: String,
        #[arg(required = true)]
        words: Vec<String>,
        /// Language of the messages (en, sk, cs, hr, da, bg; default from the locale).
        #[arg(long, value_name = "CODE")]
        ui_lang: Option<String>,
        #[command(flatten)]
        dir: DirArgs,
        #[arg(long, default_value_os_t = default_cache())]
        cache: PathBuf,
    },
    /// A reproducible random sample of the list to review, one word per line.
    Sample {
        #[arg(long)]
        lang: String,
        #[arg(long, default_value_t = 300)]
        n: usize,
        #[arg(long)]
        seed: u64,
        /// Add each word's derivations after a tab (expands the sources: a few seconds).
        #[arg(long)]
        derivation: bool,
        /// Sample the forms the pruning rules cut instead, each with the rule after a tab
        /// (expands the sources; review them as a list sample: `ok` is a real word cut).
        #[arg(long, conflicts_with = "derivation")]
        cut: bool,
        #[command(flatten)]
        dir: DirArgs,
        #[arg(long, default_value_os_t = default_cache())]
        cache: PathBuf,
    },
    /// Junk rate of reviewed samples (TSV: word, ok|junk|unsure, class, note) with its 95%
    /// Wilson interval, per file and over all files given.
    JunkRate {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, value_name = "CODE")]
        ui_lang: Option<String>,
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
        LexiconCommand::Why {
            lang,
            words,
            ui_lang,
            dir,
            cache,
        } => why(&lang, &words, ui_lang.as_deref(), &dir.dir(), &cache),
        LexiconCommand::Sample {
            lang,
            n,
            seed,
            derivation,
            cut,
            dir,
            cache,
        } => {
            if cut {
                sample_cut(&lang, n, seed, &dir.dir(), &cache)
            } else {
                sample(&lang, n, seed, derivation, &dir.dir(), &cache)
            }
        }
        LexiconCommand::JunkRate { files, ui_lang } => junk_rate(&files, ui_lang.as_deref()),
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

fn catalog(ui_lang: Option<&str>) -> Result<Catalog, Box<dyn std::error::Error>> {
    let lang = match ui_lang {
        Some(code) => code.parse::<UiLang>()?,
        None => UiLang::from_env(),
    };
    Ok(Catalog::new(lang))
}

fn why(
    lang: &str,
    words: &[String],
    ui_lang: Option<&str>,
    dir: &Path,
    cache: &Path,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let language: Language = lang.parse()?;
    let catalog = catalog(ui_lang)?;
    let language_name = || Arg::from(slovo_i18n::language_name(language));
    for e in explain::explain(language, dir, cache, words)? {
        let word = || Arg::from(e.word.as_str());
        let key = if e.listed {
            "lexicon-why-listed"
        } else {
            "lexicon-why-not-listed"
        };
        println!(
            "{}",
            catalog.text(key, &[("word", word()), ("language", language_name())])
        );
        if let Some(rule) = e.cut_by() {
            println!(
                "{}",
                catalog.text("lexicon-why-cut", &[("rule", rule.into())])
            );
        } else if let (false, Some(reason)) = (e.listed, e.dropped) {
            let reason = format!("{reason:?}").to_lowercase();
            println!(
                "{}",
                catalog.text("lexicon-why-dropped", &[("reason", reason.into())])
            );
        }
        if e.derivations.is_empty() {
            println!("{}", catalog.text("lexicon-why-no-source", &[]));
        }
        for d in &e.derivations {
            let line = match d.cut_by {
                None => catalog.text(
                    "lexicon-why-derivation",
                    &[("derivation", d.text.as_str().into())],
                ),
                Some(rule) => catalog.text(
                    "lexicon-why-derivation-cut",
                    &[
                        ("derivation", d.text.as_str().into()),
                        ("rule", rule.into()),
                    ],
                ),
            };
            println!("  {line}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn sample(
    lang: &str,
    n: usize,
    seed: u64,
    derivation: bool,
    dir: &Path,
    cache: &Path,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let language: Language = lang.parse()?;
    let lexicon = slovo_lexicon::open(dir, language)?;
    let mut words = Vec::with_capacity(lexicon.len());
    lexicon.for_each(|w| words.push(w.to_string()));
    let picked: Vec<String> = review::sample(&words, n, seed)
        .into_iter()
        .map(str::to_string)
        .collect();
    if !derivation {
        for w in &picked {
            println!("{w}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    for e in explain::explain(language, dir, cache, &picked)? {
        let derived: Vec<&str> = e.derivations.iter().map(|d| d.text.as_str()).collect();
        println!("{}\t{}", e.word, derived.join(" | "));
    }
    Ok(ExitCode::SUCCESS)
}

fn sample_cut(
    lang: &str,
    n: usize,
    seed: u64,
    dir: &Path,
    cache: &Path,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let language: Language = lang.parse()?;
    let cut = review::cut_forms(language, dir, cache)?;
    let words: Vec<String> = cut.iter().map(|(w, _)| w.clone()).collect();
    for w in review::sample(&words, n, seed) {
        let i = cut
            .binary_search_by(|(c, _)| c.as_str().cmp(w))
            .expect("drawn");
        println!("{w}\t{}", cut[i].1);
    }
    Ok(ExitCode::SUCCESS)
}

fn junk_rate(
    files: &[PathBuf],
    ui_lang: Option<&str>,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let catalog = catalog(ui_lang)?;
    let mut all = Vec::new();
    let percent = |x: f64| format!("{:.1}", 100.0 * x);
    let print = |name: &str, r: review::JunkRate| {
        println!(
            "{}",
            catalog.text(
                "lexicon-junk-rate",
                &[
                    ("file", name.into()),
                    ("junk", r.junk.into()),
                    ("judged", r.judged.into()),
                    ("unsure", r.unsure.into()),
                    ("rate", percent(r.rate).into()),
                    ("low", percent(r.low).into()),
                    ("high", percent(r.high).into()),
                ],
            )
        );
    };
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let judged = review::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        print(&file.display().to_string(), review::junk_rate(&judged));
        all.extend(judged);
    }
    if files.len() > 1 {
        print(
            &catalog.text("lexicon-junk-rate-all", &[]),
            review::junk_rate(&all),
        );
    }
    Ok(ExitCode::SUCCESS)
}
