//! `slovo gcg …`: check game records.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde::Serialize;
use slovo_rules::TileSetId;
use slovo_rules::gcg::{self, GcgError, Mismatch};

#[derive(Subcommand)]
pub enum GcgCommand {
    /// Replay records on an empty board and check every score, total, tile and end-of-game
    /// line (words are not checked). Exit 0 only when everything matches.
    Verify(VerifyArgs),
}

#[derive(Args)]
pub struct VerifyArgs {
    /// GCG files to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Tile set of the records that do not name theirs (Slovo's records do, with
    /// `#x-slovo-tiles`, and are checked with it).
    #[arg(long, default_value = "english")]
    lang: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct FileReport {
    file: String,
    moves: usize,
    complete: bool,
    /// Final totals as recomputed, by player nickname.
    totals: Vec<(String, i32)>,
    mismatches: Vec<Problem>,
}

/// One reason a file fails, at its line (0: the whole file).
#[derive(Serialize)]
struct Problem {
    line: usize,
    message: String,
}

impl From<&Mismatch> for Problem {
    fn from(m: &Mismatch) -> Self {
        Problem {
            line: m.line,
            message: m.kind.to_string(),
        }
    }
}

impl From<GcgError> for Problem {
    fn from(e: GcgError) -> Self {
        Problem {
            line: e.line,
            message: format!("cannot read the record: {}", e.kind),
        }
    }
}

#[derive(Serialize)]
struct Summary {
    files: usize,
    moves: usize,
    mismatches: usize,
    reports: Vec<FileReport>,
}

pub fn run(cmd: GcgCommand) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match cmd {
        GcgCommand::Verify(args) => verify(args),
    }
}

fn verify_file(path: &PathBuf, tiles: TileSetId) -> FileReport {
    let file = path.display().to_string();
    let unreadable = |problem: Problem| FileReport {
        file: file.clone(),
        moves: 0,
        complete: false,
        totals: Vec::new(),
        mismatches: vec![problem],
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            return unreadable(Problem {
                line: 0,
                message: format!("cannot read the file: {e}"),
            });
        }
    };
    let record = match gcg::parse(&bytes) {
        Ok(r) => r,
        Err(e) => return unreadable(e.into()),
    };
    let tiles = match gcg::tile_set_of(&record) {
        Ok(named) => named.unwrap_or(tiles),
        Err(e) => return unreadable(e.into()),
    };
    let report = gcg::verify(&record, tiles.tiles());
    FileReport {
        file: file.clone(),
        moves: report.moves,
        complete: report.complete,
        totals: record
            .players
            .iter()
            .map(|p| p.nick.clone())
            .zip(report.totals)
            .collect(),
        mismatches: report.mismatches.iter().map(Problem::from).collect(),
    }
}

fn verify(args: VerifyArgs) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let tiles: TileSetId = args.lang.parse()?;
    let reports: Vec<FileReport> = args.files.iter().map(|f| verify_file(f, tiles)).collect();
    let summary = Summary {
        files: reports.len(),
        moves: reports.iter().map(|r| r.moves).sum(),
        mismatches: reports.iter().map(|r| r.mismatches.len()).sum(),
        reports,
    };
    if args.json {
        println!("{}", serde_json::to_string(&summary)?);
    } else {
        for r in &summary.reports {
            let state = if r.complete {
                "complete".to_string()
            } else {
                "incomplete: the record stops before the game ends; verified as far as it goes"
                    .to_string()
            };
            let totals: Vec<String> = r.totals.iter().map(|(n, t)| format!("{n} {t}")).collect();
            match r.mismatches.len() {
                0 => println!(
                    "{}: ok, {} moves, {state} ({})",
                    r.file,
                    r.moves,
                    totals.join(", ")
                ),
                n => println!("{}: {n} mismatch(es), {} moves, {state}", r.file, r.moves),
            }
            for m in &r.mismatches {
                println!("  line {}: {}", m.line, m.message);
            }
        }
        println!(
            "{} files, {} moves, {} mismatches",
            summary.files, summary.moves, summary.mismatches
        );
    }
    Ok(if summary.mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
