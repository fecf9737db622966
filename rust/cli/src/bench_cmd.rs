//! `slovo bench …`: figures for the targets, printed as tables (medians).

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Subcommand;
use slovo_lexicon::build;
use slovo_lexicon::freq::FREQ_FILE;

use crate::lexicon_cmd::{DirArgs, languages};

#[derive(Subcommand)]
pub enum BenchCommand {
    /// Lexicon open time, lookup time, bytes on disk and in memory, and (with --build) build
    /// time, per language.
    Lexicon {
        #[arg(long)]
        lang: Option<String>,
        #[command(flatten)]
        dir: DirArgs,
        /// Also time a full build of each language into a scratch folder.
        #[arg(long)]
        build: bool,
        /// Where downloaded sources are kept (for --build).
        #[arg(long)]
        cache: Option<PathBuf>,
    },
    /// Move generation: median µs per position over a fixed set (empty board, middle game,
    /// one and two blanks), plays found, time to get the generator ready, its memory.
    Movegen {
        #[arg(long)]
        lang: Option<String>,
        #[command(flatten)]
        dir: DirArgs,
        /// Timed runs per position (the median is printed).
        #[arg(long, default_value_t = 21)]
        runs: usize,
        /// Time these positions instead of the built-in set: a TSV with columns id, board
        /// (as `slovo moves --board` takes it), rack; a header line and `#` lines are
        /// skipped. Needs --lang (a language or tile set); prints id, plays, median µs.
        #[arg(long, requires = "lang")]
        positions: Option<PathBuf>,
    },
    /// Post-game analysis: median ms to analyse a whole game (every turn), one thread.
    Analyze(crate::analyze_cmd::BenchAnalyzeArgs),
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// Resident set size of this process, in bytes (Linux; 0 elsewhere).
fn rss() -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<usize>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

pub fn run(cmd: BenchCommand) -> Result<ExitCode, Box<dyn std::error::Error>> {
    match cmd {
        BenchCommand::Lexicon {
            lang,
            dir,
            build,
            cache,
        } => lexicon(lang, dir.dir(), build, cache),
        BenchCommand::Analyze(args) => crate::analyze_cmd::bench(args),
        BenchCommand::Movegen {
            lang,
            dir,
            runs,
            positions: Some(file),
        } => movegen_file(&lang.unwrap_or_default(), dir.dir(), runs, &file),
        BenchCommand::Movegen {
            lang, dir, runs, ..
        } => movegen(lang, dir.dir(), runs),
    }
}

/// One timed position of a `--positions` file.
struct FilePosition {
    id: String,
    board: slovo_rules::Board,
    rack: Vec<slovo_rules::Kind>,
}

/// Read a positions TSV (id, board, rack). The header is the first line that is not a
/// comment, and is skipped.
fn read_positions(
    text: &str,
    tiles: slovo_rules::TileSetId,
) -> Result<Vec<FilePosition>, Box<dyn std::error::Error>> {
    let set = tiles.tiles();
    let mut out = Vec::new();
    let rows = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .skip(1);
    for (n, line) in rows {
        let cols: Vec<&str> = line.split('\t').map(str::trim).collect();
        let [id, board, rack] = cols[..] else {
            return Err(format!(
                "line {}: want 3 tab-separated columns: id, board, rack",
                n + 1
            )
            .into());
        };
        let board = slovo_rules::Board::from_text(board, set)
            .map_err(|e| format!("line {} ({id}): board: {e}", n + 1))?;
        let rack = set
            .parse_rack(rack)
            .map_err(|e| format!("line {} ({id}): rack: {e}", n + 1))?;
        out.push(FilePosition {
            id: id.to_string(),
            board,
            rack,
        });
    }
    Ok(out)
}

fn movegen_file(
    lang: &str,
    dir: PathBuf,
    runs: usize,
    file: &std::path::Path,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    let tiles: slovo_rules::TileSetId = lang.parse()?;
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let positions = read_positions(&text, tiles)?;
    let lexicon = slovo_lexicon::open(&dir, tiles.language())?;
    let generator = slovo_engine::Generator::new(&lexicon);
    println!("id\tplays\tmedian_us\tfrom_board_us");
    for p in positions {
        let t = time_generation(&generator, &p.board, &p.rack, tiles, runs);
        println!(
            "{}\t{}\t{:.1}\t{:.1}",
            p.id, t.plays, t.ready_us, t.from_board_us
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Median times of generating every play of a position.
struct GenerationTimes {
    plays: usize,
    /// From the board's checks made already, as a game keeps them from turn to turn (and
    /// as the peers' boards keep their cross-sets).
    ready_us: f64,
    /// From the bare board: its checks made first.
    from_board_us: f64,
}

fn time_generation(
    generator: &slovo_engine::Generator,
    board: &slovo_rules::Board,
    rack: &[slovo_rules::Kind],
    tiles: slovo_rules::TileSetId,
    runs: usize,
) -> GenerationTimes {
    let micros = |f: &mut dyn FnMut() -> usize| {
        let t = Instant::now();
        black_box(f());
        t.elapsed().as_secs_f64() * 1e6
    };
    let position = generator.position(board, tiles);
    let plays = generate_ready(&position, rack);
    let ready = (0..runs.max(1))
        .map(|_| micros(&mut || generate_ready(&position, rack)))
        .collect();
    let from_board = (0..runs.max(1))
        .map(|_| micros(&mut || generate_from_board(generator, board, rack, tiles)))
        .collect();
    GenerationTimes {
        plays,
        ready_us: median(ready),
        from_board_us: median(from_board),
    }
}

/// Every play of `rack` on a ready position, counted (a function of its own, for profilers:
/// `docs/bench/peers/callgrind.sh` collects inside it).
#[inline(never)]
fn generate_ready(position: &slovo_engine::Position, rack: &[slovo_rules::Kind]) -> usize {
    count_plays(position, rack)
}

#[inline(always)]
fn count_plays(position: &slovo_engine::Position, rack: &[slovo_rules::Kind]) -> usize {
    let mut n = 0;
    position.for_each_play(rack, |_, _| {
        n += 1;
        true
    });
    n
}

/// Every play of `rack` on `board`, its checks made first, counted.
#[inline(never)]
fn generate_from_board(
    generator: &slovo_engine::Generator,
    board: &slovo_rules::Board,
    rack: &[slovo_rules::Kind],
    tiles: slovo_rules::TileSetId,
) -> usize {
    count_plays(&generator.position(board, tiles), rack)
}

fn movegen(
    lang: Option<String>,
    dir: PathBuf,
    runs: usize,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    println!("lang\tposition\tplays\tmedian_us\tfrom_board_us\tready_ms\tdawg_bytes\tfst_bytes");
    for language in languages(lang.as_deref())? {
        let ready: Vec<f64> = (0..5)
            .map(|_| {
                let t = Instant::now();
                let lexicon = slovo_lexicon::open(&dir, language).expect("lexicon opens");
                black_box(slovo_engine::Generator::new(&lexicon));
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        let lexicon = slovo_lexicon::open(&dir, language)?;
        let generator = slovo_engine::Generator::new(&lexicon);
        let tiles = slovo_rules::Rules::for_language(language).tiles;
        for position in slovo_engine::positions::standard(&generator) {
            let t = time_generation(&generator, &position.board, &position.rack, tiles, runs);
            println!(
                "{}\t{}\t{}\t{:.0}\t{:.0}\t{:.0}\t{}\t{}",
                language.code(),
                position.name,
                t.plays,
                t.ready_us,
                t.from_board_us,
                median(ready.clone()),
                generator.dawg().heap_bytes(),
                lexicon.bytes(),
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn lexicon(
    lang: Option<String>,
    dir: PathBuf,
    with_build: bool,
    cache: Option<PathBuf>,
) -> Result<ExitCode, Box<dyn std::error::Error>> {
    println!(
        "lang\twords\tdisk_bytes\tfreq_bytes\topen_us\tlookup_ns\tlookup_nfc_ns\tresident_bytes\tbuild_s"
    );
    let (mut total_disk, mut total_words) = (0u64, 0usize);
    for language in languages(lang.as_deref())? {
        let ldir = build::language_dir(&dir, language);
        let words_path = ldir.join(build::WORDS_FILE);
        let disk = std::fs::metadata(&words_path)?.len();
        let freq = std::fs::metadata(ldir.join(FREQ_FILE)).map_or(0, |m| m.len());
        total_disk += disk + freq;

        let opens: Vec<f64> = (0..201)
            .map(|_| {
                let t = Instant::now();
                let lex = slovo_lexicon::open(&dir, language).expect("lexicon opens");
                black_box(lex.len());
                t.elapsed().as_secs_f64() * 1e6
            })
            .collect();

        // Probes: every k-th word (hits) and the same words rotated (mostly misses), taken
        // from a map that is closed again, so the resident figure below counts only what the
        // lookups touch.
        let mut probes = Vec::new();
        {
            let lexicon = slovo_lexicon::open(&dir, language)?;
            let step = (lexicon.len() / 20_000).max(1);
            let mut i = 0;
            lexicon.for_each(|w| {
                if i % step == 0 {
                    probes.push(w.to_string());
                    let mut miss: Vec<char> = w.chars().collect();
                    miss.rotate_left(1);
                    probes.push(miss.into_iter().collect());
                }
                i += 1;
            });
        }
        let before = rss();
        let lexicon = slovo_lexicon::open(&dir, language)?;
        total_words += lexicon.len();
        let time_per = |f: &dyn Fn(&str) -> bool| -> f64 {
            median(
                (0..7)
                    .map(|_| {
                        let t = Instant::now();
                        let hits = probes.iter().filter(|w| f(w)).count();
                        black_box(hits);
                        t.elapsed().as_secs_f64() * 1e9 / probes.len() as f64
                    })
                    .collect(),
            )
        };
        let lookup = time_per(&|w| lexicon.contains_normalized(w));
        let lookup_nfc = time_per(&|w| lexicon.contains(w));
        let resident = rss().saturating_sub(before);

        let build_s = match (with_build, &cache) {
            (true, cache) => {
                let scratch =
                    std::env::temp_dir().join(format!("slovo-bench-{}", std::process::id()));
                let cache = cache.clone().unwrap_or_else(|| {
                    PathBuf::from(std::env::var("HOME").unwrap_or_default())
                        .join(".cache/slovo/lexicon-sources")
                });
                // Reuse the reviewed stoplist so the scratch build makes the same words.
                let sdir = build::language_dir(&scratch, language);
                std::fs::create_dir_all(&sdir)?;
                let _ = std::fs::copy(
                    ldir.join(build::STOPLIST_FILE),
                    sdir.join(build::STOPLIST_FILE),
                );
                let t = Instant::now();
                build::build(language, &scratch, &cache)?;
                let s = t.elapsed().as_secs_f64();
                std::fs::remove_dir_all(&scratch)?;
                format!("{s:.1}")
            }
            _ => "-".to_string(),
        };
        println!(
            "{}\t{}\t{disk}\t{freq}\t{:.1}\t{lookup:.0}\t{lookup_nfc:.0}\t{resident}\t{build_s}",
            language.code(),
            lexicon.len(),
            median(opens),
        );
    }
    println!(
        "all\t{total_words}\t{total_disk}\t(words + freq files: {:.1} MB)",
        total_disk as f64 / 1e6
    );
    Ok(ExitCode::SUCCESS)
}
