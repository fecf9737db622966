//! The hard bot's exchanges (issue 15, item 17): over self-play games in every language it
//! exchanges on few turns, never while its rack has a play worth keeping, and never with
//! fewer than 7 tiles in the bag where the preset forbids it.
//!
//! `measure_exchanges` (ignored) plays many games and prints the figures per language:
//! `SLOVO_GAMES=200 cargo test --release -p slovo-engine --test exchanges -- --ignored
//! --nocapture` (or `slovo selfplay --p1 hard --p2 medium`, which prints the same columns).

use slovo_engine::bot::selfplay::{Seat, play_game_observed, splitmix};
use slovo_engine::bot::turn_stats::{Forgone, TurnStats};
use slovo_engine::{Bot, Engine, LeaveFile, Level};
use slovo_rules::preset::ExchangeRule;
use slovo_rules::{GameConfig, Language, Move, PresetName, Rules, TileSetId};

fn engine(language: Language) -> Engine {
    Engine::load(language, &slovo_lexicon::default_dir()).expect("lexicon present")
}

/// The hard bot against another (medium, or a player taking the top hint), seats swapped
/// every game.
struct Run {
    hard: TurnStats,
    other: TurnStats,
    hard_wins: f64,
    games: u32,
}

fn run(engine: &Engine, hard_bot: Bot, other_bot: Bot, games: u32, seed: u64) -> Run {
    let verbose = std::env::var("SLOVO_VERBOSE").is_ok();
    let rules = Rules::for_language(engine.language());
    let mut out = Run {
        hard: TurnStats::default(),
        other: TurnStats::default(),
        hard_wins: 0.0,
        games,
    };
    for g in 0..games {
        let hard_seat = (g % 2) as u8;
        let mut seats = [Seat {
            engine,
            bot: other_bot,
        }; 2];
        seats[hard_seat as usize].bot = hard_bot;
        let config = GameConfig {
            rules,
            players: 2,
            seed: splitmix(seed ^ (g as u64 / 2)),
        };
        let report = play_game_observed(config, &seats, |turn, game| {
            if let Move::Exchange(kinds) = turn.mv {
                let allowed = match rules.preset.exchange {
                    ExchangeRule::BagAtLeast(min) => turn.bag_before >= min as usize,
                    ExchangeRule::UpToBag => kinds.len() <= turn.bag_before,
                };
                assert!(allowed, "exchange with {} in the bag", turn.bag_before);
            }
            let stats = if turn.player == hard_seat {
                &mut out.hard
            } else {
                &mut out.other
            };
            stats.record(engine, turn, game);
            if let (true, Move::Exchange(kinds)) = (verbose && turn.player == hard_seat, turn.mv) {
                let forgone = out.hard.forgone.last().expect("just recorded");
                println!(
                    "  game {g} move {} bag {}: rack [{}] exchanged [{}], best play {} keeping {:.1}",
                    game.history().len(),
                    turn.bag_before,
                    faces(game.tiles(), turn.rack_before),
                    faces(game.tiles(), kinds),
                    forgone.score,
                    forgone.leave
                );
            }
        })
        .expect("the game plays to its end");
        let ranks = report.game.outcome().expect("finished").ranks.clone();
        out.hard_wins += match ranks[hard_seat as usize].cmp(&ranks[1 - hard_seat as usize]) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Greater => 0.0,
        };
    }
    out
}

fn print(language: Language, sims: u32, r: &Run) {
    let top: Vec<String> = {
        let mut v: Vec<_> = r.hard.exchanged.iter().collect();
        v.sort_by(|a, b| b.1.cmp(a.1));
        v.iter().take(5).map(|(f, n)| format!("{f} {n}")).collect()
    };
    println!(
        "{:<3} sims {:>3} games {:>4}: hard exch {:>5.1}% ({:>4}/{:<5}) pts/turn {:>5.2}, forgoing >=20 {:>3}, >=30 {:>3}; other exch {:>5.1}% pts/turn {:>5.2}; hard wins {:>5.1}%  [{}]",
        language.code(),
        sims,
        r.games,
        r.hard.exchange_rate() * 100.0,
        r.hard.exchanges,
        r.hard.turns,
        r.hard.points_per_turn(),
        r.hard.exchanges_forgoing(20, 0.0),
        r.hard.exchanges_forgoing(30, f32::NEG_INFINITY),
        r.other.exchange_rate() * 100.0,
        r.other.points_per_turn(),
        100.0 * r.hard_wins / r.games.max(1) as f64,
        top.join(", ")
    );
}

/// The hard bot's exchanges over a few games per language against medium (static equity:
/// the simulation is too slow for a debug test; `measure_exchanges` runs it). Bounds, from
/// 200 games per language in release (hard against a player taking the top hint, and
/// against medium: 1–6% of the hard bot's turns are exchanges, Bulgarian's Ь the most
/// thrown back): at most 10% of its turns in any language, and never an exchange while the
/// rack's best play scores 30 or more and keeps a leave worth at least 0, unless the
/// exchange keeps a blank (with trained leaves a blank and good tiles are worth more than 30
/// points: Bulgarian ?АЗЯ kept, for a 32-point play with a leave worth 0.6).
/// Over all languages
/// the hard bot scores more per turn than medium (by 1.3 to 3.8 points in every language over
/// 200 games).
#[test]
fn hard_bot_exchanges_rarely_in_every_language() {
    let games = 6;
    let (mut all, mut medium) = (TurnStats::default(), TurnStats::default());
    for language in Language::ALL {
        let engine = engine(language);
        let hard = Bot::new(Level::Hard).with_time_limit(None).with_sims(0);
        let r = run(&engine, hard, Bot::new(Level::Medium), games, 3);
        print(language, 0, &r);
        assert!(
            r.hard.exchange_rate() <= 0.10,
            "{language}: {} exchanges in {} turns",
            r.hard.exchanges,
            r.hard.turns
        );
        let forgoing_a_good_play = |f: &&Forgone| f.score >= 30 && f.leave >= 0.0 && !f.keeps_blank;
        assert_eq!(
            r.hard.forgone.iter().filter(forgoing_a_good_play).count(),
            0,
            "{language}: exchanged with a play of 30+ and a good leave: {:?}",
            r.hard.forgone
        );
        all.merge(&r.hard);
        medium.merge(&r.other);
    }
    // Across the languages the hard bot does exchange when its rack is poor.
    assert!(all.exchanges > 0 && all.turns > 300, "{all:?}");
    assert!(
        all.points_per_turn() > medium.points_per_turn(),
        "hard {:.2} points per turn, medium {:.2}",
        all.points_per_turn(),
        medium.points_per_turn()
    );
}

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "a measurement: many games per language; run in release with --nocapture"]
fn measure_exchanges() {
    let games: u32 = env("SLOVO_GAMES", 100);
    let sims: u32 = env("SLOVO_SIMS", 0);
    let candidates: usize = env("SLOVO_CANDIDATES", 12);
    let langs: Vec<Language> = match std::env::var("SLOVO_LANGS") {
        Ok(s) => s
            .split(',')
            .map(|l| l.parse().expect("a language"))
            .collect(),
        Err(_) => Language::ALL.to_vec(),
    };
    for language in langs {
        let mut hard = Bot::new(Level::Hard).with_time_limit(None).with_sims(sims);
        hard.sim_candidates = candidates;
        let other = match std::env::var("SLOVO_OPPONENT").as_deref() {
            // A player taking the top hint: static equity, exchanging only without a play.
            Ok("hint") => Bot {
                weigh_exchanges: false,
                ..Bot::new(Level::Hard).with_sims(0)
            },
            Ok("base") => Bot::new(Level::Hard).with_time_limit(None).with_sims(sims),
            _ => Bot::new(Level::Medium),
        };
        let r = run(&engine(language), hard, other, games, 7);
        print(language, sims, &r);
    }
}

/// With leave values that make every tile worth throwing back, the hard bot exchanges on
/// every turn the preset allows and on no other: never with fewer than 7 tiles in the bag
/// (classic, SSS), never more tiles than the bag holds (Bulgarian).
#[test]
fn exchanges_only_when_the_bag_allows() {
    let base = engine(Language::English);
    let mut junk = LeaveFile::default_for(Language::English);
    junk.tiles.values_mut().for_each(|v| *v = -100.0);
    junk.balance = Default::default();
    let junk = base.with_leaves(junk);
    for preset in PresetName::ALL {
        let rules = Rules::new(TileSetId::English, preset);
        let seats = [
            Seat {
                engine: &junk,
                bot: Bot::new(Level::Hard).with_time_limit(None).with_sims(0),
            },
            Seat {
                engine: &base,
                bot: Bot::new(Level::Medium),
            },
        ];
        let config = GameConfig {
            rules,
            players: 2,
            seed: 11,
        };
        let (mut exchanged, mut played) = (0, 0);
        play_game_observed(config, &seats, |turn, _| {
            if turn.player != 0 {
                return;
            }
            let allowed = match rules.preset.exchange {
                ExchangeRule::BagAtLeast(min) => turn.bag_before >= min as usize,
                ExchangeRule::UpToBag => turn.bag_before > 0,
            };
            match turn.mv {
                Move::Exchange(kinds) => {
                    assert!(
                        allowed,
                        "{preset}: exchange with {} in the bag",
                        turn.bag_before
                    );
                    assert!(kinds.len() <= turn.bag_before, "{preset}: {kinds:?}");
                    exchanged += 1;
                }
                // Only a play of the whole rack keeps nothing, as the full exchange does.
                Move::Play(p) if turn.bag_before >= 7 => {
                    assert_eq!(
                        p.len(),
                        turn.rack_before.len(),
                        "{preset}: played, could exchange"
                    )
                }
                _ => played += 1,
            }
        })
        .expect("the game plays to its end");
        assert!(
            exchanged > 5 && played > 0,
            "{preset}: {exchanged} {played}"
        );
    }
}

fn faces(tiles: &slovo_rules::TileSet, kinds: &[slovo_rules::Kind]) -> String {
    kinds
        .iter()
        .map(|&k| match k {
            slovo_rules::Kind::Blank => "?".to_string(),
            slovo_rules::Kind::Letter(l) => tiles.face(l).to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every tile of every tile set has a value of its own in its language's shipped leave file,
/// keyed by the face exactly as the tile set spells it (Croatian's digraph tiles DŽ, LJ, NJ
/// included: a mis-keyed face would silently be worth 0), and no key names a face no tile
/// of the language shows.
#[test]
fn leave_files_value_every_tile_face() {
    let dir = slovo_lexicon::default_dir();
    for language in Language::ALL {
        let file = LeaveFile::load(&dir, language)
            .unwrap()
            .expect("a shipped leave file");
        let mut faces = std::collections::BTreeSet::from(["?".to_string()]);
        for id in TileSetId::ALL
            .into_iter()
            .filter(|t| t.language() == language)
        {
            let tiles = id.tiles();
            for l in 0..tiles.letters().len() as u8 {
                let face = tiles.face(l).to_string();
                assert!(file.tiles.contains_key(&face), "{id}: no value for {face}");
                assert!(file.duplicates.contains_key(&face), "{id}: {face}");
                faces.insert(face);
            }
        }
        let keys: std::collections::BTreeSet<String> = file.tiles.keys().cloned().collect();
        assert_eq!(keys, faces, "{language}");
    }
    let hr = LeaveFile::load(&dir, Language::Croatian).unwrap().unwrap();
    let model = hr.model(TileSetId::Croatian.tiles());
    let tiles = TileSetId::Croatian.tiles();
    for digraph in ["DŽ", "LJ", "NJ"] {
        let letter = (0..tiles.letters().len() as u8)
            .find(|&l| tiles.face(l) == digraph)
            .expect("a digraph tile");
        let alone = hr.tiles[digraph] + hr.balance.consonants_sq + hr.balance.no_vowel;
        let value = model.value_of(&[slovo_rules::Kind::Letter(letter)], tiles);
        assert!((value - alone).abs() < 1e-4, "{digraph}: {value} {alone}");
    }
}

/// Hints rank by the hard bot's own static equity: in every position of a few games (bag not
/// empty), the top hint is the play the static hard bot makes when it does not weigh
/// exchanges, and the hints come in equity order. (So a player taking the top hint plays
/// the hard bot's static choice, less its exchanges: against it the simulating hard bot
/// wins only a little over half its games — 50% in 24 Croatian games at 100 iterations.)
#[test]
fn top_hint_is_the_hard_bots_static_play() {
    let engine = engine(Language::Croatian);
    // Auto validation: no challenge window stands between a play and the next turn.
    let rules = Rules::new(TileSetId::Croatian, PresetName::Bulgarian);
    let hint_player = Bot {
        weigh_exchanges: false,
        ..Bot::new(Level::Hard).with_time_limit(None).with_sims(0)
    };
    let seats = [Seat {
        engine: &engine,
        bot: Bot::new(Level::Medium),
    }; 2];
    let mut checked = 0;
    for seed in 0..2 {
        let config = GameConfig {
            rules,
            players: 2,
            seed,
        };
        play_game_observed(config, &seats, |_, game| {
            if game.is_over() || game.bag_len() == 0 || game.awaiting_challenge().is_some() {
                return;
            }
            let p = game.current_player();
            let mut human = [false; 2];
            human[p as usize] = true;
            let hints = engine.hints(game, p, &human, 5).expect("hints");
            assert!(hints.windows(2).all(|w| w[0].equity >= w[1].equity));
            match hint_player.choose(&engine, game, p, 1) {
                Move::Play(placements) => {
                    assert_eq!(placements, hints[0].placements, "{}", hints[0].text);
                    checked += 1;
                }
                other => assert!(hints.is_empty(), "{other:?} but a hint {}", hints[0].text),
            }
        })
        .expect("the game plays to its end");
    }
    assert!(checked > 10, "{checked}");
}
