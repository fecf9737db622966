//! `slovo analyze GAME|FILE`: the post-game analysis of a finished game saved here (local or
//! online, [`slovo_app::App::analyze`]) or of a GCG record ([`slovo_app::analyze_gcg`]), in
//! the interface language or as JSON; and `slovo bench analyze`, its timing.

use std::error::Error;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use serde_json::{Value, json};
use slovo_app::{App, GameAnalysis, GameKind, display_name, move_message};
use slovo_engine::analysis::DEFAULT_TOP;
use slovo_engine::bot::selfplay::{Seat, play_game};
use slovo_engine::{AnalysedMove, Bot, Engine, Level, RatedMove, TurnAnalysis};
use slovo_i18n::{Catalog, Message, UiLang, decimal};
use slovo_rules::{GameConfig, Language, PresetName, Rules, TileSet, TileSetId};

const JSON_HELP: &str = "\
JSON (--json), one object:
  source        \"game\" (saved here) or \"record\" (a GCG file)
  tile_set      the tile set's name (english, slovak-110, ...)
  players       the players' names by seat
  turns         the analysed turns in game order, each:
    turn          the game turn (1-based)
    seat          the player (1-based)
    rack          the rack before the turn (`?` for a blank)
    bag           tiles in the bag when the turn began
    endgame       the bag was empty: equities are the endgame estimate (score, plus the
                  unseen tiles' points twice for going out, less 1.5 x points and 1 per tile
                  kept otherwise)
    withdrawn     the play was challenged off and is rated as a pass
    made          the move made: a move (below)
    made_rank     1 when it was the best, else 1 + the options rated higher
    best          the best option by the hard bot's static equity: a move
    equity_lost   best.equity - made.equity, >= 0
    alternatives  the next --top options after the best, best first: moves
    options       how many options the turn had (plays, the best exchange, the move made)
  summaries     per analysed seat: seat, name, turns, best_made (turns where the best was
                made), equity_lost (the turns' sum), points_left (best.score - made.score
                summed where positive), best_turn (turn of the highest-scoring move made),
                worst_turn (turn that lost the most equity; null when none lost any)
A move: kind (\"play\", \"exchange\", \"pass\"), text (`8H WORD`, the tiles already on the
board in parentheses: `1L (B)EVY`; `exchange ABC`; `pass`), score, equity (hundredths); a
play also has position, word (the main word as GCG writes it, `.` for a tile on the board)
and words (every word formed, in lower case as the lexicon spells them); an exchange has
tiles.";

#[derive(Args)]
#[command(after_long_help = JSON_HELP)]
pub struct AnalyzeArgs {
    /// A finished game saved here (its id or the start of it; an online game's code too), or
    /// a GCG file (a Slovo record replays exactly; another is read from the racks it gives).
    game: String,
    /// Print JSON instead of text (its fields: `--help`).
    #[arg(long)]
    json: bool,
    /// Only this player's turns (1-based). Default: a local game's human, an online game's
    /// own seat (the only one it can analyse), every player of a GCG file.
    #[arg(long, value_name = "N")]
    seat: Option<u8>,
    /// Options listed after the best on each turn.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_TOP)]
    top: usize,
    /// A GCG file's tile set (a language or tile set name) when it names none (default
    /// English).
    #[arg(long, value_name = "LANG")]
    lang: Option<String>,
    /// Where the games are saved, in slovo.db (default: $XDG_DATA_HOME/slovo or
    /// ~/.local/share/slovo).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Interface language: en, sk, cs, hr, da or bg (default: from LC_ALL, LC_MESSAGES or
    /// LANG, else English).
    #[arg(long, value_name = "CODE", value_parser = parse_ui_lang)]
    ui_lang: Option<UiLang>,
}

fn parse_ui_lang(s: &str) -> Result<UiLang, String> {
    s.parse()
        .map_err(|e: slovo_i18n::UnknownUiLang| e.to_string())
}

fn fail(catalog: &Catalog, message: Message) -> Box<dyn Error> {
    catalog.render(&message).into()
}

pub fn run(args: AnalyzeArgs) -> Result<ExitCode, Box<dyn Error>> {
    let catalog = crate::play::catalog(args.ui_lang);
    let seat = match args.seat {
        Some(0) => {
            return Err(fail(
                &catalog,
                Message::new("analysis-no-seat")
                    .with("seat", 0)
                    .with("players", 2),
            ));
        }
        s => s.map(|s| s - 1),
    };
    let path = Path::new(&args.game);
    let looks_like_file = path.exists()
        || args.game.contains('/')
        || args.game.to_ascii_lowercase().ends_with(".gcg");
    let (source, analysis) = if looks_like_file {
        let bytes = std::fs::read(path).map_err(|e| {
            fail(
                &catalog,
                Message::new("analysis-cannot-read")
                    .with("file", args.game.as_str())
                    .with("reason", e.to_string()),
            )
        })?;
        let tiles = args
            .lang
            .as_deref()
            .map(str::parse::<TileSetId>)
            .transpose()
            .map_err(|e| catalog.say(&e))?;
        let analysis =
            slovo_app::analyze_gcg(&bytes, &slovo_lexicon::default_dir(), tiles, seat, args.top)
                .map_err(|e| catalog.say(&e))?;
        ("record", analysis)
    } else {
        let data_dir = match args.data_dir {
            Some(dir) => dir,
            None => crate::play::default_data_dir()?,
        };
        let app =
            App::open(&data_dir, &slovo_lexicon::default_dir()).map_err(|e| catalog.say(&e))?;
        let id = find(&app, &args.game, &catalog)?;
        let analysis = app
            .analyze_with(&id, seat, args.top, None)
            .map_err(|e| catalog.say(&e))?;
        ("game", analysis)
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&to_json(source, &analysis))?
        );
    } else {
        print!("{}", text(&analysis, &catalog));
    }
    Ok(ExitCode::SUCCESS)
}

/// The saved word game (local: an id prefix; online: an id, prefix or room code).
fn find(app: &App, key: &str, catalog: &Catalog) -> Result<String, Box<dyn Error>> {
    let key = key.trim().to_ascii_lowercase();
    if key.is_empty() {
        return Err(fail(catalog, Message::new("cli-empty-id")));
    }
    let local: Vec<String> = app
        .games()
        .map_err(|e| catalog.say(&e))?
        .into_iter()
        .filter(|g| g.kind == GameKind::Word && g.id.starts_with(&key))
        .map(|g| g.id)
        .collect();
    match local.as_slice() {
        [id] => Ok(id.clone()),
        [] => app.find_online_game(&key).map_err(|_| {
            fail(
                catalog,
                Message::new("cli-no-such-game").with("id", key.as_str()),
            )
        }),
        _ => Err(fail(
            catalog,
            Message::new("cli-ambiguous-id")
                .with("id", key.as_str())
                .with("count", local.len()),
        )),
    }
}

fn equity(catalog: &Catalog, x: f64) -> String {
    let text = decimal(catalog.lang(), x, 1);
    if x < 0.0 { format!("−{text}") } else { text }
}

fn move_text(catalog: &Catalog, mv: &AnalysedMove, tiles: &TileSet) -> String {
    catalog.render(&move_message(mv, tiles))
}

/// The analysis in the interface language: per seat its summary, then its turns, each with
/// the best option and the next ones.
fn text(a: &GameAnalysis, catalog: &Catalog) -> String {
    let tiles = a.tile_set.tiles();
    let mv = |m: &RatedMove| move_text(catalog, &m.mv, tiles);
    let mut out = String::new();
    let mut line = |s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    if a.analysis.turns.is_empty() {
        line(catalog.text("analysis-no-turns", &[]));
    }
    for (k, s) in a.analysis.summaries.iter().enumerate() {
        if k > 0 {
            line(String::new());
        }
        let name = a
            .names
            .get(s.player as usize)
            .map_or_else(String::new, |n| display_name(n, catalog));
        line(
            catalog.render(
                &Message::new("analysis-heading")
                    .with("name", name)
                    .with("turns", s.turns),
            ),
        );
        let label = |key: &str, value: String| format!("{}: {value}", catalog.text(key, &[]));
        line(label(
            "analysis-summary-equity-lost",
            equity(catalog, s.equity_lost),
        ));
        line(label(
            "analysis-summary-points-left",
            catalog.render(&Message::new("statistics-number").with("n", s.points_left)),
        ));
        line(label(
            "analysis-summary-best-made",
            catalog.render(
                &Message::new("analysis-summary-best-made-value")
                    .with("made", s.best_made)
                    .with("turns", s.turns),
            ),
        ));
        let none = || catalog.text("analysis-summary-none", &[]);
        let best = s.best_turn.map(|i| &a.analysis.turns[i]);
        line(label(
            "analysis-summary-best-move",
            best.map_or_else(none, |t| {
                catalog.render(
                    &Message::new("analysis-summary-move-value")
                        .with("turn", t.turn)
                        .with("move", mv(&t.made))
                        .with("score", t.made.score),
                )
            }),
        ));
        let worst = s.worst_turn.map(|i| &a.analysis.turns[i]);
        line(label(
            "analysis-summary-worst-move",
            worst.map_or_else(none, |t| {
                catalog.render(
                    &Message::new("analysis-summary-worst-value")
                        .with("turn", t.turn)
                        .with("move", mv(&t.made))
                        .with("lost", equity(catalog, t.equity_lost)),
                )
            }),
        ));
        for t in a.analysis.turns.iter().filter(|t| t.player == s.player) {
            line(String::new());
            turn_lines(catalog, tiles, t, &mut line);
        }
    }
    out
}

fn turn_lines(catalog: &Catalog, tiles: &TileSet, t: &TurnAnalysis, line: &mut impl FnMut(String)) {
    let mv = |m: &RatedMove| move_text(catalog, &m.mv, tiles);
    line(
        catalog.render(
            &Message::new("analysis-turn")
                .with("turn", t.turn)
                .with("rack", tiles.kinds_text(&t.rack))
                .with("move", mv(&t.made))
                .with("score", t.made.score)
                .with("equity", equity(catalog, t.made.equity)),
        ),
    );
    if t.made_rank == 1 {
        line(format!(
            "  {}",
            catalog.text("analysis-turn-best-made", &[])
        ));
    } else {
        line(format!(
            "  {}",
            catalog.render(
                &Message::new("analysis-turn-best")
                    .with("move", mv(&t.best))
                    .with("score", t.best.score)
                    .with("equity", equity(catalog, t.best.equity))
                    .with("lost", equity(catalog, t.equity_lost)),
            )
        ));
    }
    if t.withdrawn {
        line(format!("  {}", catalog.text("analysis-withdrawn", &[])));
    }
    if t.endgame {
        line(format!("  {}", catalog.text("analysis-endgame", &[])));
    }
    for (i, o) in t.alternatives.iter().enumerate() {
        line(format!(
            "    {}",
            catalog.render(
                &Message::new("analysis-option")
                    .with("rank", i + 2)
                    .with("move", mv(o))
                    .with("score", o.score)
                    .with("equity", equity(catalog, o.equity)),
            )
        ));
    }
}

fn move_json(m: &RatedMove, tiles: &TileSet) -> Value {
    let mut v = match &m.mv {
        AnalysedMove::Play {
            position,
            text,
            spelled,
            words,
            ..
        } => json!({
            "kind": "play",
            "text": format!("{position} {spelled}"),
            "position": position.to_string(),
            "word": text,
            "words": words,
        }),
        AnalysedMove::Exchange(kinds) => json!({
            "kind": "exchange",
            "text": format!("exchange {}", tiles.kinds_text(kinds)),
            "tiles": tiles.kinds_text(kinds),
        }),
        AnalysedMove::Pass => json!({"kind": "pass", "text": "pass"}),
    };
    v["score"] = json!(m.score);
    v["equity"] = json!(m.equity);
    v
}

/// The JSON `--help` documents.
fn to_json(source: &str, a: &GameAnalysis) -> Value {
    let tiles = a.tile_set.tiles();
    let turn_of = |i: Option<usize>| i.map(|i| a.analysis.turns[i].turn);
    json!({
        "source": source,
        "tile_set": a.tile_set.name(),
        "players": a.names,
        "turns": a.analysis.turns.iter().map(|t| json!({
            "turn": t.turn,
            "seat": t.player + 1,
            "rack": tiles.kinds_text(&t.rack),
            "bag": t.bag_len,
            "endgame": t.endgame,
            "withdrawn": t.withdrawn,
            "made": move_json(&t.made, tiles),
            "made_rank": t.made_rank,
            "best": move_json(&t.best, tiles),
            "equity_lost": t.equity_lost,
            "alternatives": t.alternatives.iter().map(|o| move_json(o, tiles)).collect::<Vec<_>>(),
            "options": t.options,
        })).collect::<Vec<_>>(),
        "summaries": a.analysis.summaries.iter().map(|s| json!({
            "seat": s.player + 1,
            "name": a.names.get(s.player as usize),
            "turns": s.turns,
            "best_made": s.best_made,
            "equity_lost": s.equity_lost,
            "points_left": s.points_left,
            "best_turn": turn_of(s.best_turn),
            "worst_turn": turn_of(s.worst_turn),
        })).collect::<Vec<_>>(),
    })
}

#[derive(Args)]
pub struct BenchAnalyzeArgs {
    /// A language or tile set (default English).
    #[arg(long, default_value = "en")]
    lang: String,
    /// Games played (hard bot without simulation against medium) and analysed.
    #[arg(long, default_value_t = 5)]
    games: u64,
    /// The first game's seed (the others follow).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The lexicons folder (default: the repository's `lexicons/`, or $SLOVO_LEXICONS).
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// `slovo bench analyze`: the time to analyse a whole game (every turn of both seats), on
/// this thread, median over the games.
pub fn bench(args: BenchAnalyzeArgs) -> Result<ExitCode, Box<dyn Error>> {
    let tiles: TileSetId = args.lang.parse()?;
    let language: Language = tiles.language();
    let dir = args.dir.unwrap_or_else(slovo_lexicon::default_dir);
    let engine = Engine::load(language, &dir)?;
    let mut fast_hard = Bot::new(Level::Hard).with_time_limit(None).with_sims(0);
    fast_hard.endgame = false;
    let seats = [
        Seat {
            engine: &engine,
            bot: fast_hard,
        },
        Seat {
            engine: &engine,
            bot: Bot::new(Level::Medium),
        },
    ];
    let mut times = Vec::new();
    let mut turns = Vec::new();
    for g in 0..args.games.max(1) {
        let config = GameConfig {
            rules: Rules::new(tiles, PresetName::default_for(language)),
            players: 2,
            seed: args.seed + g,
        };
        let game = play_game(config, &seats)?.game;
        let start = Instant::now();
        let a = engine.analyze_game(config, game.actions(), &[], DEFAULT_TOP, None)?;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        turns.push(a.turns.len() as f64);
    }
    let median = |mut xs: Vec<f64>| {
        xs.sort_by(f64::total_cmp);
        xs[xs.len() / 2]
    };
    let max = times.iter().copied().fold(0.0, f64::max);
    println!("language  games  turns/game  median ms/game  max ms/game  median ms/turn");
    let per_turn: Vec<f64> = times
        .iter()
        .zip(&turns)
        .map(|(t, n)| t / n.max(1.0))
        .collect();
    println!(
        "{:<8}  {:>5}  {:>10.0}  {:>14.1}  {:>11.1}  {:>14.2}",
        language.code(),
        times.len(),
        median(turns),
        median(times),
        max,
        median(per_turn),
    );
    Ok(ExitCode::SUCCESS)
}
