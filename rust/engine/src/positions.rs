//! A fixed set of positions per language for benchmarks: the empty board, and a middle-game
//! board with racks of no, one and two blanks. Built from a seed by greedy play, so every run
//! measures the same positions.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use slovo_rules::{Action, AnyWord, Board, Game, GameConfig, Kind, Move, Referee, Rules};

use crate::Generator;

pub struct Position {
    pub name: &'static str,
    pub board: Board,
    pub rack: Vec<Kind>,
}

/// Racks of 7 from the tiles not on `board`: no blank, one blank, two blanks.
fn racks(board: &Board, tiles: &slovo_rules::TileSet, rng: &mut ChaCha8Rng) -> [Vec<Kind>; 3] {
    let mut pool = tiles.full_bag();
    for (_, t) in board.tiles() {
        let i = pool
            .iter()
            .position(|&k| k == t.kind())
            .expect("board tiles come from the set");
        pool.swap_remove(i);
    }
    pool.shuffle(rng);
    let letters: Vec<Kind> = pool
        .into_iter()
        .filter(|&k| k != Kind::Blank)
        .take(7)
        .collect();
    let with = |blanks: usize| {
        let mut r: Vec<Kind> = letters[..7 - blanks].to_vec();
        r.extend(std::iter::repeat_n(Kind::Blank, blanks));
        r
    };
    [with(0), with(1), with(2)]
}

/// The benchmark positions of the generator's language.
pub fn standard(generator: &Generator) -> Vec<Position> {
    let rules = Rules::for_language(generator.language()).online();
    let tiles = rules.tiles;
    let mut game = Game::new(GameConfig {
        rules,
        players: 2,
        seed: 2026,
    });
    let referee = Referee::new(&AnyWord);
    while game.turn() <= 12 && !game.is_over() {
        let p = game.current_player();
        let best = generator
            .plays(game.board(), game.rack(p), tiles)
            .into_iter()
            .next();
        let mv = best.map_or(Move::Pass, |b| Move::Play(b.placements));
        game.apply(Action::new(p, mv), &referee)
            .expect("generated plays are legal");
    }
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let set = tiles.tiles();
    let [empty, ..] = racks(&Board::default(), set, &mut rng);
    let [none, one, two] = racks(game.board(), set, &mut rng);
    vec![
        Position {
            name: "empty",
            board: Board::default(),
            rack: empty,
        },
        Position {
            name: "middle",
            board: game.board().clone(),
            rack: none,
        },
        Position {
            name: "middle-1-blank",
            board: game.board().clone(),
            rack: one,
        },
        Position {
            name: "middle-2-blanks",
            board: game.board().clone(),
            rack: two,
        },
    ]
}
