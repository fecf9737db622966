//! `slovo moves`: every legal play for a board and a rack.

use std::process::ExitCode;

use clap::Args;
use slovo_engine::{GenPlay, Generator};
use slovo_rules::play::{play_text, score_play};
use slovo_rules::{Board, TileSetId};

use crate::lexicon_cmd::DirArgs;

#[derive(Args)]
pub struct MovesArgs {
    /// Language or tile set (english, sk, slovak-110, …).
    #[arg(long)]
    lang: String,
    /// 15 rows of 15 cells joined by '/': '.' empty, upper case a tile, lower case a blank's
    /// letter, braces for a digraph tile ({LJ}, {lj}).
    #[arg(long)]
    board: String,
    /// Rack tiles, '?' for a blank.
    #[arg(long)]
    rack: String,
    /// How many of the best plays to print.
    #[arg(long, default_value_t = 10)]
    top: usize,
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    dir: DirArgs,
}

/// A play as GCG writes it: `8H WORD` with '.' for tiles already on the board.
pub fn notation(board: &Board, play: &GenPlay, tiles: TileSetId) -> String {
    let scored = score_play(board, &play.placements, tiles.tiles(), |_| 0)
        .expect("generated plays have a legal shape");
    format!(
        "{} {}",
        scored.position,
        play_text(board, &scored, tiles.tiles())
    )
}

pub fn run(args: MovesArgs) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let tiles: TileSetId = args.lang.parse()?;
    let set = tiles.tiles();
    let board = Board::from_text(&args.board, set)?;
    let rack = set.parse_rack(&args.rack)?;
    let lexicon = slovo_lexicon::open(&args.dir.dir(), tiles.language())?;
    let generator = Generator::new(&lexicon);
    let plays = generator.plays(&board, &rack, tiles);
    let top: Vec<(String, i32)> = plays
        .iter()
        .take(args.top)
        .map(|p| (notation(&board, p, tiles), p.score))
        .collect();
    if args.json {
        let json = serde_json::json!({
            "plays": plays.len(),
            "top": top.iter().map(|(m, s)| serde_json::json!({"move": m, "score": s})).collect::<Vec<_>>(),
        });
        println!("{json}");
    } else {
        println!("plays: {}", plays.len());
        for (m, s) in top {
            println!("{m} {s}");
        }
    }
    Ok(ExitCode::SUCCESS)
}
