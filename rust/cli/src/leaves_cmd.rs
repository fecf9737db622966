//! `slovo leaves …`: train leave values by self-play, and show them.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use slovo_engine::Engine;
use slovo_engine::bot::train::{TrainOptions, train};
use slovo_engine::leave::{FeatureSet, LEAVES_FILE, LeaveFile};

use crate::lexicon_cmd::{DirArgs, languages};

#[derive(Subcommand)]
pub enum LeavesCommand {
    /// Train a language's leave values by self-play and write `lexicons/<code>/leaves.json`.
    Train {
        /// Language, or `all`.
        #[arg(long)]
        lang: String,
        /// Self-play games per iteration.
        #[arg(long, default_value_t = 3000)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play-and-refit rounds.
        #[arg(long, default_value_t = 3)]
        iterations: u32,
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// Model features: `full` (tiles, duplicates, vowel balance), `pairs` (`full` and a value
        /// per pair of kinds kept together), `exact` (`pairs` and a correction per leave seen
        /// often enough) or `tiles`.
        #[arg(long, default_value = "full")]
        features: String,
        /// Ridge regularisation of the least-squares fit.
        #[arg(long, default_value_t = 10.0)]
        ridge: f64,
        /// Write here instead of the lexicons folder (one language only).
        #[arg(long)]
        out: Option<PathBuf>,
        #[command(flatten)]
        dir: DirArgs,
    },
    /// Print a language's leave values (the shipped file, or the default model).
    Show {
        #[arg(long)]
        lang: String,
        #[command(flatten)]
        dir: DirArgs,
    },
}

pub fn run(cmd: LeavesCommand) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match cmd {
        LeavesCommand::Train {
            lang,
            games,
            seed,
            iterations,
            threads,
            features,
            ridge,
            out,
            dir,
        } => {
            let features = FeatureSet::from_name(&features).ok_or_else(|| {
                let names: Vec<_> = FeatureSet::ALL.iter().map(|f| f.name()).collect();
                format!("unknown feature set {features:?} ({})", names.join(", "))
            })?;
            let langs = languages(Some(&lang))?;
            if out.is_some() && langs.len() != 1 {
                return Err("--out takes one language".into());
            }
            let dir = dir.dir();
            for language in langs {
                let engine = Engine::load(language, &dir)?;
                let opts = TrainOptions {
                    games,
                    seed,
                    iterations,
                    threads,
                    features,
                    ridge,
                    ..TrainOptions::default()
                };
                let command = format!(
                    "slovo leaves train --lang {} --games {games} --seed {seed} --iterations {iterations} --features {} --ridge {ridge}",
                    language.code(),
                    features.name()
                );
                let bar = ProgressBar::new(games as u64 * iterations as u64);
                bar.set_style(
                    ProgressStyle::with_template("{msg} {bar:40} {pos}/{len} games, eta {eta}")
                        .expect("a valid template"),
                );
                bar.set_message(language.code().to_string());
                let start = Instant::now();
                let file = train(&engine, &opts, &command, &|done| {
                    bar.set_position(done as u64)
                });
                bar.finish_and_clear();
                let path = out
                    .clone()
                    .unwrap_or_else(|| dir.join(language.code()).join(LEAVES_FILE));
                let json = file.to_json();
                std::fs::write(&path, &json)?;
                let t = file.training.as_ref().expect("a trained file");
                println!(
                    "{}: {} samples, rms {:.2} (mean alone {:.2}), {} bytes -> {} in {:.0} s",
                    language.code(),
                    t.samples,
                    t.rms,
                    t.rms_mean,
                    json.len(),
                    path.display(),
                    start.elapsed().as_secs_f64()
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        LeavesCommand::Show { lang, dir } => {
            let language = lang.parse()?;
            let file = LeaveFile::load(&dir.dir(), language)?
                .unwrap_or_else(|| LeaveFile::default_for(language));
            let mut tiles: Vec<(&String, &f32)> = file.tiles.iter().collect();
            tiles.sort_by(|a, b| b.1.total_cmp(a.1));
            for (face, v) in tiles {
                let dup = file.duplicates.get(face).copied().unwrap_or(0.0);
                println!("{face}\t{v:+.2}\tduplicate {dup:+.2}");
            }
            println!("balance {:?}", file.balance);
            if let Some(t) = &file.training {
                println!("trained: {}", t.command);
            } else {
                println!("default model (no leaves.json)");
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
