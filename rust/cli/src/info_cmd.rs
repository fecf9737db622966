//! `slovo tiles` and `slovo rules`: the equipment and the presets, as the core holds them.

use std::process::ExitCode;

use clap::Args;
use slovo_rules::preset::{ExchangeRule, FirstPlayer, suggested_finish_lines};
use slovo_rules::{Language, PresetName, TileSetId};

#[derive(Args)]
pub struct TilesArgs {
    /// Language (english, slovak, czech, croatian, danish, bulgarian, or en, sk, …) or a tile
    /// set name (slovak-110).
    #[arg(long)]
    lang: String,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct RulesArgs {
    /// classic, sss or bulgarian.
    #[arg(long)]
    preset: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn tiles(args: TilesArgs) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let id: TileSetId = args.lang.parse()?;
    let set = id.tiles();
    if args.json {
        let json = serde_json::json!({
            "tile_set": id.name(),
            "language": id.language().name(),
            "total": set.total_tiles(),
            "blanks": set.blanks(),
            "letters": set.letters(),
        });
        println!("{}", serde_json::to_string_pretty(&json)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!("{} tile set: {} tiles", id.name(), set.total_tiles());
    println!("letter\tcount\tpoints");
    for l in set.letters() {
        println!("{}\t{}\t{}", l.face, l.count, l.points);
    }
    println!("?\t{}\t0", set.blanks());
    let extra: Vec<String> = (set.letters().len()..set.designations())
        .map(|i| set.face(i as u8).to_string())
        .collect();
    if !extra.is_empty() {
        println!("a blank may also stand for: {}", extra.join(" "));
    }
    Ok(ExitCode::SUCCESS)
}

pub fn rules(args: RulesArgs) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let name: PresetName = args.preset.parse()?;
    let preset = name.preset();
    let languages: Vec<&str> = Language::ALL
        .into_iter()
        .filter(|&l| PresetName::default_for(l) == name)
        .map(Language::name)
        .collect();
    if args.json {
        let json = serde_json::json!({
            "preset": preset,
            "default_for": languages,
            "rack_size": 7,
            "variants": { "rack_size": [7, 9], "finish_line_suggestions": {
                "2": suggested_finish_lines(2), "3": suggested_finish_lines(3), "4": suggested_finish_lines(4)
            }},
        });
        println!("{}", serde_json::to_string_pretty(&json)?);
        return Ok(ExitCode::SUCCESS);
    }
    let first = match preset.first_player {
        FirstPlayer::TileDraw {
            blank_draws_again: false,
        } => "tile draw: nearest to the alphabet's start begins; a blank beats all".to_string(),
        FirstPlayer::TileDraw {
            blank_draws_again: true,
        } => {
            "tile draw: nearest to the alphabet's start begins; a blank is drawn again".to_string()
        }
        FirstPlayer::Random => "random".to_string(),
    };
    let exchange = match preset.exchange {
        ExchangeRule::BagAtLeast(n) => format!("only while the bag holds at least {n} tiles"),
        ExchangeRule::UpToBag => "any number up to the tiles in the bag".to_string(),
    };
    let bridge = match preset.bridge_from_turn {
        1 => "allowed".to_string(),
        n => format!("allowed from the game's turn {n} on"),
    };
    println!("preset:              {}", name);
    println!("default for:         {}", languages.join(", "));
    println!("rack:                7 tiles (variant: 9)");
    println!("first player:        {first}");
    println!("exchange:            {exchange}");
    println!(
        "validation:          {} (online games: auto)",
        preset.validation.name()
    );
    println!(
        "scoreless turns:     game ends after {} each",
        preset.scoreless_rounds
    );
    println!("bridge:              {bridge}");
    println!("bingo:               +50 for 7 or more tiles placed");
    for players in 2..=4 {
        let [a, b, c] = suggested_finish_lines(players);
        println!("finish line ({players}p):    {a} / {b} / {c} (beginner / intermediate / expert)");
    }
    Ok(ExitCode::SUCCESS)
}
