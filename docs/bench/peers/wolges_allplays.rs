// Side-by-side benchmark harness for Slovo (written for this measurement, not part of wolges):
// every place move for each position of a TSV (id, board rows joined by '/', rack), timed.
use wolges::{alphabet, display, game_config, klv, kwg, movegen};

fn fen_of(board: &str) -> String {
    board
        .split('/')
        .map(|row| {
            let mut out = String::new();
            let mut gap = 0;
            for c in row.chars() {
                if c == '.' {
                    gap += 1;
                } else {
                    if gap > 0 {
                        out += &gap.to_string();
                        gap = 0;
                    }
                    out.push(c);
                }
            }
            if gap > 0 {
                out += &gap.to_string();
            }
            out
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[inline(never)]
fn generate<'a>(
    mg: &mut movegen::KurniaMoveGenerator,
    snap: &'a movegen::BoardSnapshot<'a, kwg::Node22, kwg::Node22>,
    rack: &'a [u8],
) {
    // i16::MAX exchanges already made: no exchange is generated; no pass.
    mg.gen_moves_raw_all_unsorted(snap, rack, i16::MAX, false);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let kwg = kwg::Kwg::<kwg::Node22>::from_bytes_alloc(&std::fs::read(&args[1]).unwrap());
    let klv = klv::Klv::<kwg::Node22>::from_bytes_alloc(&std::fs::read(&args[2]).unwrap());
    let text = std::fs::read_to_string(&args[3]).unwrap();
    let runs: usize = args[4].parse().unwrap();
    let game_config = game_config::make_english_game_config();
    let alphabet = game_config.alphabet();
    let mut fen_parser = display::BoardFenParser::new(alphabet, game_config.board_layout());
    let reader = alphabet::AlphabetReader::new_for_racks(alphabet);
    let mut mg = movegen::KurniaMoveGenerator::new(&game_config);
    for line in text.lines().skip(1) {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let (id, board, rack_str) = (cols[0], cols[1], cols[2]);
        let board_tiles = fen_parser.parse(&fen_of(board)).unwrap().to_vec();
        let sb = rack_str.as_bytes();
        let mut rack = Vec::new();
        let mut ix = 0;
        while ix < sb.len() {
            let (tile, next) = reader.next_tile(sb, ix).unwrap();
            rack.push(tile);
            ix = next;
        }
        let snap = movegen::BoardSnapshot {
            board_tiles: &board_tiles,
            game_config: &game_config,
            kwg: &kwg,
            klv: &klv,
        };
        let mut times = Vec::with_capacity(runs);
        for _ in 0..runs {
            let t0 = std::time::Instant::now();
            generate(&mut mg, &snap, &rack);
            times.push(t0.elapsed().as_secs_f64() * 1e6);
        }
        times.sort_by(f64::total_cmp);
        let mut plays = 0;
        let mut top = 0;
        for p in &mg.plays {
            if let movegen::Play::Place { score, .. } = p.play {
                plays += 1;
                top = top.max(score);
            }
        }
        println!("{id}\t{plays}\t{top}\t{:.1}", times[runs / 2]);
    }
}
