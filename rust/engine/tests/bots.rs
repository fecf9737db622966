//! Bots (easy, medium, hard), hints and self-play: whole games in every language, preset and
//! variant; legality, determinism, challenges, exchanges and passes; hints only for the only
//! human (RULES.md §7); easy plays more common words than hard; hard beats easy.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use slovo_engine::bot::selfplay::{Seat, play_game, splitmix};
use slovo_engine::{Bot, Engine, HintError, LeaveFile, Level, wants_challenge};
use slovo_lexicon::Lexicon;
use slovo_rules::board::CENTRE;
use slovo_rules::{
    Action, EndReason, Event, Game, GameConfig, Kind, Language, Move, Placement, PresetName, Rules,
    Square, Tile, TileSetId, Variant,
};

/// Engines are loaded once per language and shared by the tests.
fn engine(language: Language) -> Engine {
    static ENGINES: OnceLock<Mutex<HashMap<Language, Engine>>> = OnceLock::new();
    let mut map = ENGINES.get_or_init(Default::default).lock().unwrap();
    map.entry(language)
        .or_insert_with(|| {
            Engine::load(language, &slovo_lexicon::default_dir()).expect("lexicon present")
        })
        .clone()
}

/// A bot of `level` cheap enough for debug tests: hard simulates a few iterations only.
fn bot(level: Level) -> Bot {
    let mut b = Bot::new(level).with_time_limit(None);
    if level == Level::Hard {
        b.sim_iterations = 3;
        b.sim_candidates = 4;
        b.pre_endgame_sims = 4;
    }
    b
}

/// Play one game and check it: it ends, every move was accepted, no bot play was withdrawn,
/// and the actions replay to the same game.
fn check_game(engine: &Engine, rules: Rules, levels: &[Level], seed: u64) -> Game {
    let bots: Vec<Bot> = levels.iter().map(|&l| bot(l)).collect();
    let seats: Vec<Seat> = bots.iter().map(|&bot| Seat { engine, bot }).collect();
    let config = GameConfig {
        rules,
        players: levels.len() as u8,
        seed,
    };
    let report = play_game(config, &seats)
        .unwrap_or_else(|e| panic!("{} {:?} {levels:?}: {e}", rules.tiles, rules.preset.name));
    let game = report.game;
    assert!(game.is_over());
    for r in game.history() {
        if let Event::Play {
            challenge: Some(c), ..
        } = &r.event
        {
            assert!(!c.upheld, "a bot's play was withdrawn: {r:?}");
        }
    }
    let replayed = Game::replay(config, game.actions(), &engine.referee()).expect("replays");
    assert_eq!(replayed, game);
    game
}

fn games_in(language: Language) {
    let engine = engine(language);
    let tiles = language.default_tile_set();
    let seed = splitmix(language as u64 + 100);
    // Every preset, with 2, 3 and 4 players (1 to 3 bots against a bot "human").
    check_game(
        &engine,
        Rules::new(tiles, PresetName::Classic),
        &[Level::Easy, Level::Hard],
        seed,
    );
    check_game(
        &engine,
        Rules::new(tiles, PresetName::Sss),
        &[Level::Medium, Level::Easy, Level::Hard],
        seed + 1,
    );
    check_game(
        &engine,
        Rules::new(tiles, PresetName::Bulgarian),
        &[Level::Hard, Level::Medium, Level::Easy, Level::Medium],
        seed + 2,
    );
    // The 9-tile rack, and a finish line.
    let nine = Rules::for_language(language).with_variant(Variant {
        rack_size: 9,
        finish_line: None,
    });
    check_game(&engine, nine, &[Level::Hard, Level::Medium], seed + 3);
    let finish = Rules::for_language(language).with_variant(Variant {
        rack_size: 7,
        finish_line: Some(120),
    });
    let game = check_game(&engine, finish, &[Level::Medium, Level::Easy], seed + 4);
    let outcome = game.outcome().unwrap();
    assert!(
        matches!(outcome.reason, EndReason::FinishLine(_))
            || outcome.scores_before.iter().all(|&s| s < 120),
        "{outcome:?}"
    );
    // Online rules: auto validation.
    check_game(
        &engine,
        Rules::for_language(language).online(),
        &[Level::Hard, Level::Easy],
        seed + 5,
    );
}

#[test]
fn s7_games_end_in_english() {
    games_in(Language::English);
}

#[test]
fn s7_games_end_in_slovak() {
    games_in(Language::Slovak);
    let engine = engine(Language::Slovak);
    check_game(
        &engine,
        Rules::new(TileSetId::Slovak110, PresetName::Sss),
        &[Level::Hard, Level::Easy],
        77,
    );
}

#[test]
fn s7_games_end_in_czech() {
    games_in(Language::Czech);
}

#[test]
fn s7_games_end_in_croatian() {
    games_in(Language::Croatian);
}

#[test]
fn s7_games_end_in_danish() {
    games_in(Language::Danish);
}

#[test]
fn s7_games_end_in_bulgarian() {
    games_in(Language::Bulgarian);
}

#[test]
fn same_seed_same_game() {
    let engine = engine(Language::English);
    let rules = Rules::for_language(Language::English);
    let play = |seed| {
        let seats = [
            Seat {
                engine: &engine,
                bot: bot(Level::Hard).with_sims(6),
            },
            Seat {
                engine: &engine,
                bot: bot(Level::Medium),
            },
        ];
        let config = GameConfig {
            rules,
            players: 2,
            seed,
        };
        play_game(config, &seats).unwrap().game
    };
    let a = play(5);
    assert_eq!(a.actions(), play(5).actions());
    assert_ne!(a.actions(), play(6).actions());
    // One decision, with the app's settings less the time cap.
    let game = Game::new(GameConfig {
        rules,
        players: 2,
        seed: 9,
    });
    let p = game.current_player();
    for level in Level::ALL {
        let bot = Bot::new(level).with_sims(10).with_time_limit(None);
        let mv = bot.choose(&engine, &game, p, 3);
        assert_eq!(mv, bot.choose(&engine, &game, p, 3));
        assert!(matches!(mv, Move::Play(_)), "{level}: {mv:?}");
    }
    assert!(matches!(
        engine.choose_move(&game, p, Level::Hard, 3),
        Move::Play(_)
    ));
}

/// The first rack's first two tiles put across the centre, in the given order.
fn opening(game: &Game, swap: bool) -> Vec<Placement> {
    let rack = game.rack(game.current_player());
    let tile = |k: Kind| match k {
        Kind::Letter(l) => Tile::natural(l),
        Kind::Blank => Tile::blank(0),
    };
    let (a, b) = if swap {
        (rack[1], rack[0])
    } else {
        (rack[0], rack[1])
    };
    vec![
        Placement {
            square: CENTRE,
            tile: tile(a),
        },
        Placement {
            square: Square {
                row: CENTRE.row,
                col: CENTRE.col + 1,
            },
            tile: tile(b),
        },
    ]
}

/// §5: a bot challenges a waiting play exactly when a word is not in the lexicon.
#[test]
fn s5_bots_challenge_exactly_invalid_words() {
    let engine = engine(Language::English);
    let tiles = TileSetId::English.tiles();
    let (mut seen_valid, mut seen_invalid) = (false, false);
    for seed in 0..40 {
        for swap in [false, true] {
            let mut game = Game::new(GameConfig {
                rules: Rules::new(TileSetId::English, PresetName::Classic),
                players: 2,
                seed,
            });
            let p = game.current_player();
            let placements = opening(&game, swap);
            let word = tiles.spell(placements.iter().map(|p| p.tile));
            game.apply(Action::new(p, Move::Play(placements)), &engine.referee())
                .unwrap();
            let other = 1 - p;
            let valid = engine.lexicon().contains_normalized(&word);
            assert_eq!(wants_challenge(&engine, &game, other), !valid, "{word}");
            assert!(!wants_challenge(&engine, &game, p), "never one's own play");
            let mv = Bot::new(Level::Easy).choose(&engine, &game, other, 1);
            if valid {
                seen_valid = true;
                assert!(matches!(mv, Move::Play(_) | Move::Exchange(_)), "{mv:?}");
            } else {
                seen_invalid = true;
                assert_eq!(mv, Move::Challenge);
            }
        }
    }
    assert!(seen_valid && seen_invalid);
}

/// §2, §4, §6: with no playable word and a full bag, bots exchange, and the game ends after
/// the scoreless turns.
#[test]
fn s2_exchange_when_nothing_plays() {
    for preset in PresetName::ALL {
        let lexicon = Lexicon::from_words(Language::English, ["zzzzzzzzzz"]);
        let engine = Engine::from_parts(lexicon, None, LeaveFile::default_for(Language::English));
        let rules = Rules::new(TileSetId::English, preset);
        for level in Level::ALL {
            let seats = [Seat {
                engine: &engine,
                bot: bot(level),
            }; 2];
            let config = GameConfig {
                rules,
                players: 2,
                seed: 3,
            };
            let game = play_game(config, &seats).unwrap().game;
            assert_eq!(game.outcome().unwrap().reason, EndReason::ScorelessTurns);
            assert!(
                game.history()
                    .iter()
                    .all(|r| matches!(r.event, Event::Exchange { .. })),
                "{preset} {level}: the bag is full, so every scoreless turn is an exchange"
            );
        }
    }
}

#[test]
fn s7_hints_only_for_the_only_human() {
    let engine = engine(Language::English);
    let game = Game::new(GameConfig {
        rules: Rules::for_language(Language::English),
        players: 3,
        seed: 4,
    });
    let p = game.current_player();
    let mut humans = [false; 3];
    humans[p as usize] = true;
    let hints = engine.hints(&game, p, &humans, 5).unwrap();
    assert_eq!(hints.len(), 5);
    assert!(hints.windows(2).all(|w| w[0].equity >= w[1].equity));
    for h in &hints {
        let scored =
            slovo_rules::play::score_play(game.board(), &h.placements, game.tiles(), |n| {
                game.rules().bingo_bonus(n)
            })
            .unwrap();
        assert_eq!(scored.score, h.score);
        assert_eq!(scored.position, h.position);
        assert!(
            h.words
                .iter()
                .all(|w| engine.lexicon().contains_normalized(w))
        );
        assert!(!h.text.is_empty());
        assert!(
            h.also.iter().all(|&(pos, _)| pos != h.position),
            "{h:?}: another place, not the same"
        );
    }
    let words: std::collections::HashSet<&str> =
        hints.iter().map(|h| h.words[0].as_str()).collect();
    assert_eq!(
        words.len(),
        hints.len(),
        "each word is named once: {hints:?}"
    );
    // On the empty board every word crosses the centre in more than one place.
    assert!(hints.iter().all(|h| !h.also.is_empty()), "{hints:?}");
    let other = (p + 1) % 3;
    let mut two = humans;
    two[other as usize] = true;
    assert_eq!(engine.hints(&game, p, &two, 5), Err(HintError::OtherHumans));
    assert_eq!(
        engine.hints(&game, other, &humans, 5),
        Err(HintError::NotHuman(other))
    );
    assert_eq!(
        engine.hints(&game, p, &humans[..2], 5),
        Err(HintError::PlayerCount {
            given: 2,
            players: 3
        })
    );
    let mut only_other = [false; 3];
    only_other[other as usize] = true;
    assert_eq!(
        engine.hints(&game, other, &only_other, 5),
        Err(HintError::NotYourTurn {
            player: other,
            current: p
        })
    );
}

/// Average frequency tier (1 everyday … 5 rare) of the main words each seat played.
fn mean_tiers(engine: &Engine, game: &Game) -> Vec<(f64, u32)> {
    let freq = engine.frequencies().expect("frequencies shipped");
    let mut sums = vec![(0.0, 0u32); game.config().players as usize];
    for r in game.history() {
        if let Event::Play { words, .. } = &r.event {
            let s = &mut sums[r.player as usize];
            s.0 += freq.tier(&words[0]) as f64;
            s.1 += 1;
        }
    }
    sums
}

/// Easy prefers common words; hard beats easy (paired seeds, seats swapped).
#[test]
fn easy_plays_common_words_and_hard_beats_easy() {
    let engine = engine(Language::English);
    let rules = Rules::for_language(Language::English);
    let hard = Bot::new(Level::Hard).with_sims(0).with_time_limit(None);
    let easy = Bot::new(Level::Easy);
    let (mut hard_wins, mut games) = (0, 0);
    let (mut easy_tiers, mut hard_tiers) = ((0.0, 0), (0.0, 0));
    for pair in 0..20u64 {
        for swap in [false, true] {
            let (h, e) = if swap { (1, 0) } else { (0, 1) };
            let mut seats = [Seat {
                engine: &engine,
                bot: hard,
            }; 2];
            seats[e].bot = easy;
            let config = GameConfig {
                rules,
                players: 2,
                seed: splitmix(pair),
            };
            let game = play_game(config, &seats).unwrap().game;
            let ranks = &game.outcome().unwrap().ranks;
            games += 1;
            if ranks[h] < ranks[e] {
                hard_wins += 1;
            }
            let t = mean_tiers(&engine, &game);
            hard_tiers.0 += t[h].0;
            hard_tiers.1 += t[h].1;
            easy_tiers.0 += t[e].0;
            easy_tiers.1 += t[e].1;
        }
    }
    let easy_mean = easy_tiers.0 / easy_tiers.1 as f64;
    let hard_mean = hard_tiers.0 / hard_tiers.1 as f64;
    assert!(
        easy_mean + 0.5 < hard_mean,
        "mean tier: easy {easy_mean:.2}, hard {hard_mean:.2}"
    );
    assert!(hard_wins >= 34, "hard won {hard_wins} of {games}");
}

/// The shipped leave files parse, belong to their language and are small.
#[test]
fn shipped_leave_files_parse() {
    for language in Language::ALL {
        let dir = slovo_lexicon::default_dir();
        let Some(file) = LeaveFile::load(&dir, language).unwrap() else {
            continue;
        };
        assert_eq!(file.language, language);
        let tiles = language.default_tile_set().tiles();
        assert_eq!(file.tiles.len(), tiles.letters().len() + 1);
        let bytes = std::fs::metadata(dir.join(language.code()).join("leaves.json"))
            .unwrap()
            .len();
        // A value per tile kind and per pair of kinds (Slovak: 42 kinds, 861 pairs).
        assert!(bytes < 32_000, "{language}: {bytes} bytes");
        let model = file.model(tiles);
        // The blank is the best tile to keep.
        let blank = model.value_of(&[Kind::Blank], tiles);
        for i in 0..tiles.letters().len() {
            assert!(blank > model.value_of(&[Kind::Letter(i as u8)], tiles));
        }
    }
}
