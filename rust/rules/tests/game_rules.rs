//! The game state machine against RULES.md §2, §4–§7 (and the §8 replay promise), one test
//! per rule, named after its section.
//!
//! Racks follow from the seed, so plays are built from the tiles actually drawn; an
//! accept-all lexicon ([`AnyWord`]) stands in for real words except where validation is
//! under test, and then [`NoWord`] refuses everything.

use std::collections::BTreeSet;

use slovo_rules::{
    Action, AnyWord, Board, ChallengeResult, Direction, Elimination, EndReason, Event, Game,
    GameConfig, Kind, Language, Lexicon, Move, Placement, PlayFinder, PresetName, Referee,
    RuleError, Rules, Square, Tile, TileSetId, Variant, WordSet,
};

use PresetName::{Bulgarian, Classic, Sss};

/// Refuses every word.
struct NoWord;

impl Lexicon for NoWord {
    fn contains(&self, _word: &str) -> bool {
        false
    }
}

/// A move generator that never finds a play. The game asks it only once the bag is empty.
struct NoPlays;

impl PlayFinder for NoPlays {
    fn has_legal_play(&self, _board: &Board, _rack: &[Kind], _rules: &Rules) -> bool {
        false
    }
}

fn any() -> Referee<'static> {
    Referee::new(&AnyWord)
}

fn none() -> Referee<'static> {
    Referee::new(&NoWord)
}

/// A preset on the English tile set.
fn rules(preset: PresetName) -> Rules {
    Rules::new(TileSetId::English, preset)
}

fn new_game(rules: Rules, players: u8, seed: u64) -> Game {
    Game::new(GameConfig {
        rules,
        players,
        seed,
    })
}

/// `player` makes `mv`, judged by the accept-all lexicon.
fn act(game: &mut Game, player: u8, mv: Move) -> Result<(), RuleError> {
    game.apply(Action::new(player, mv), &any())
}

/// The player to move makes `mv`, which must be legal.
fn go(game: &mut Game, mv: Move) {
    let p = game.current_player();
    act(game, p, mv).unwrap_or_else(|e| panic!("player {p}: {e}"));
}

/// The player to move makes the move `f` builds from the game and their seat.
fn go_with(game: &mut Game, f: impl FnOnce(&Game, u8) -> Move) {
    let mv = f(game, game.current_player());
    go(game, mv);
}

/// The player to move exchanges the first `n` tiles of their rack.
fn exchange_first(game: &mut Game, n: usize) {
    go_with(game, |g, p| Move::Exchange(g.rack(p)[..n].to_vec()));
}

/// The player to move opens with their first two tiles on H8 and I8.
fn open(game: &mut Game) {
    go_with(game, |g, p| Move::Play(from_rack(g, p, &["H8", "I8"])));
}

/// The player to move plays their whole rack.
fn play_out(game: &mut Game) {
    go_with(game, |g, p| {
        Move::Play(find_play(g, p, g.rack(p).len()).expect("room to go out"))
    });
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A rack tile as placed; a blank stands for the alphabet's first letter.
fn tile(kind: Kind) -> Tile {
    match kind {
        Kind::Letter(l) => Tile::natural(l),
        Kind::Blank => Tile::blank(0),
    }
}

/// The first tiles of `player`'s rack, put on `squares` in order.
fn from_rack(game: &Game, player: u8, squares: &[&str]) -> Vec<Placement> {
    let rack = game.rack(player);
    assert!(rack.len() >= squares.len(), "rack too short");
    squares
        .iter()
        .zip(rack)
        .map(|(s, &k)| Placement {
            square: sq(s),
            tile: tile(k),
        })
        .collect()
}

/// A play of the first `n` tiles of `player`'s rack that the shape and bridge rules allow:
/// the first line of `n` empty squares that works, scanning the board row by row.
fn find_play(game: &Game, player: u8, n: usize) -> Option<Vec<Placement>> {
    let rack = game.rack(player);
    if n == 0 || n > rack.len() {
        return None;
    }
    let starts = (0..15).flat_map(|r| (0..15).map(move |c| Square::new(r, c).unwrap()));
    [Direction::Across, Direction::Down]
        .into_iter()
        .flat_map(|dir| starts.clone().map(move |start| (start, dir)))
        .find_map(|(start, dir)| {
            let placements = rack[..n]
                .iter()
                .enumerate()
                .map(|(i, &k)| {
                    let square = start
                        .step(dir, i as isize)
                        .filter(|&s| game.board().get(s).is_none())?;
                    Some(Placement {
                        square,
                        tile: tile(k),
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            game.preview(player, &placements, &any(), false)
                .ok()
                .map(|_| placements)
        })
}

/// The player to move plays as many tiles as fit, at most `n`.
fn play_some(game: &mut Game, n: usize, referee: &Referee) {
    let p = game.current_player();
    let n = n.min(game.rack(p).len());
    let play = (1..=n)
        .rev()
        .find_map(|k| find_play(game, p, k))
        .expect("room on the board");
    game.apply(Action::new(p, Move::Play(play)), referee)
        .unwrap();
}

/// Close a waiting challenge window: the first other player still in the game accepts.
fn accept(game: &mut Game) {
    if let Some(p) = game.awaiting_challenge() {
        let by = (0..game.config().players)
            .find(|&q| q != p && game.is_active(q))
            .unwrap();
        act(game, by, Move::Accept).unwrap();
    }
}

/// Plays, each accepted, until the bag holds exactly `left` tiles.
fn drain_bag_to(game: &mut Game, left: usize, referee: &Referee) {
    while game.bag_len() > left {
        play_some(game, game.bag_len() - left, referee);
        accept(game);
    }
}

fn pass_until_over(game: &mut Game) {
    while !game.is_over() {
        go(game, Move::Pass);
    }
}

fn rack_value(game: &Game, player: u8) -> i32 {
    game.rack(player)
        .iter()
        .map(|&k| game.tiles().points(k) as i32)
        .sum()
}

/// Bag, racks and board hold exactly one full tile set.
fn assert_conserved(game: &Game) {
    let tiles = game.tiles();
    let mut all = game.bag().to_vec();
    for p in 0..game.config().players {
        all.extend_from_slice(game.rack(p));
    }
    all.extend(game.board().tiles().map(|(_, t)| t.kind()));
    assert_eq!(
        tiles.count_kinds(&all),
        tiles.count_kinds(&tiles.full_bag())
    );
}

fn last(game: &Game) -> (u8, &Event, i32) {
    let r = game.history().last().unwrap();
    (r.player, &r.event, r.score)
}

fn has_lost_turn(game: &Game) -> bool {
    game.history().iter().any(|r| r.event == Event::LostTurn)
}

// §2 Turn options ------------------------------------------------------------------------

/// §2: pass and exchange score 0 and end the turn; an exchange draws before the old tiles go
/// back; after a play the player draws back up to a full rack while the bag has tiles.
#[test]
fn s2_pass_exchange_play_and_drawing_back_up() {
    let mut game = new_game(rules(Bulgarian), 2, 11);
    let a = game.current_player();
    let b = 1 - a;
    assert_eq!(
        (game.rack(a).len(), game.rack(b).len(), game.bag_len()),
        (7, 7, 86)
    );

    go(&mut game, Move::Pass);
    assert_eq!(last(&game), (a, &Event::Pass, 0));
    assert_eq!((game.current_player(), game.turn()), (b, 2));

    // Exchange the whole rack: the new tiles all come from the bag as it was.
    let old_rack = game.rack(b).to_vec();
    let old_bag = game.bag().to_vec();
    go(&mut game, Move::Exchange(old_rack.clone()));
    let tiles = game.tiles();
    let drawn = tiles.count_kinds(game.rack(b));
    let available = tiles.count_kinds(&old_bag);
    assert!(drawn.iter().zip(&available).all(|(d, a)| d <= a));
    let exchange = Event::Exchange {
        count: 7,
        tiles: old_rack,
    };
    assert_eq!(last(&game), (b, &exchange, 0));
    assert_eq!(
        (game.score(b), game.rack(b).len(), game.bag_len()),
        (0, 7, 86)
    );
    assert_eq!((game.current_player(), game.turn()), (a, 3));
    assert_conserved(&game);

    let play = from_rack(&game, a, &["H8", "I8"]);
    let score = game.preview(a, &play, &any(), false).unwrap().score;
    go(&mut game, Move::Play(play.clone()));
    for p in &play {
        assert_eq!(game.board().get(p.square), Some(p.tile));
    }
    assert!(score > 0);
    assert_eq!(
        (game.score(a), game.rack(a).len(), game.bag_len()),
        (score, 7, 84)
    );
    assert_eq!((game.current_player(), game.turn()), (b, 4));

    // Near the end the bag cannot fill the rack: the player takes what is left.
    drain_bag_to(&mut game, 2, &any());
    let p = game.current_player();
    let play = find_play(&game, p, 5).expect("room for five tiles");
    go(&mut game, Move::Play(play));
    assert_eq!((game.rack(p).len(), game.bag_len()), (7 - 5 + 2, 0));
    assert_conserved(&game);
}

/// §2: only the player to move takes a turn, with tiles from their own rack, on a legal
/// shape; a refused action changes nothing.
#[test]
fn s2_turns_belong_to_the_player_to_move_and_refusals_change_nothing() {
    let mut game = new_game(rules(Classic), 3, 5);
    let p = game.current_player();
    let other = (p + 1) % 3;
    let before = game.clone();

    assert_eq!(
        act(&mut game, other, Move::Pass),
        Err(RuleError::NotYourTurn {
            player: other,
            current: p
        })
    );
    assert_eq!(
        act(&mut game, 3, Move::Pass),
        Err(RuleError::UnknownPlayer(3))
    );
    assert_eq!(
        act(&mut game, 9, Move::Resign),
        Err(RuleError::UnknownPlayer(9))
    );
    assert_eq!(
        act(&mut game, p, Move::Accept),
        Err(RuleError::NothingToChallenge)
    );
    assert_eq!(
        act(&mut game, other, Move::Challenge),
        Err(RuleError::NothingToChallenge)
    );

    let off_centre = from_rack(&game, p, &["A1", "B1"]);
    assert_eq!(
        act(&mut game, p, Move::Play(off_centre)),
        Err(RuleError::FirstPlayOffCentre)
    );
    let one = from_rack(&game, p, &["H8"]);
    assert_eq!(
        act(&mut game, p, Move::Play(one)),
        Err(RuleError::FirstPlayOneTile)
    );
    let missing = (0..26)
        .map(Kind::Letter)
        .find(|k| !game.rack(p).contains(k))
        .unwrap();
    let mut play = from_rack(&game, p, &["H8"]);
    play.push(Placement {
        square: sq("I8"),
        tile: tile(missing),
    });
    assert_eq!(
        act(&mut game, p, Move::Play(play)),
        Err(RuleError::TileNotOnRack(game.tiles().kind_text(missing)))
    );
    assert_eq!(game, before);
}

/// §2: an exchange names at least one tile, and only tiles on the rack.
#[test]
fn s2_exchange_refusals() {
    let mut game = new_game(rules(Classic), 2, 5);
    let p = game.current_player();
    let before = game.clone();
    assert_eq!(
        act(&mut game, p, Move::Exchange(vec![])),
        Err(RuleError::EmptyExchange)
    );
    let missing = (0..26)
        .map(Kind::Letter)
        .find(|k| !game.rack(p).contains(k))
        .unwrap();
    assert_eq!(
        act(&mut game, p, Move::Exchange(vec![missing])),
        Err(RuleError::TileNotOnRack(game.tiles().kind_text(missing)))
    );
    // A letter past the tile set is not on any rack either.
    assert_eq!(
        act(&mut game, p, Move::Exchange(vec![Kind::Letter(26)])),
        Err(RuleError::TileNotOnRack("letter #26".into()))
    );
    let mut play = from_rack(&game, p, &["H8"]);
    play.push(Placement {
        square: sq("I8"),
        tile: Tile::natural(26),
    });
    assert_eq!(
        act(&mut game, p, Move::Play(play)),
        Err(RuleError::TileNotOnRack("letter #26".into()))
    );
    // A tile named twice when the rack holds it once.
    let single = *game
        .rack(p)
        .iter()
        .find(|&&k| game.rack(p).iter().filter(|&&j| j == k).count() == 1)
        .expect("a tile the rack holds once");
    assert_eq!(
        act(&mut game, p, Move::Exchange(vec![single, single])),
        Err(RuleError::TileNotOnRack(game.tiles().kind_text(single)))
    );
    assert_eq!(game, before);
}

// §4 End of game and final score ---------------------------------------------------------

/// §4: the bag is empty and a player plays out: the others subtract their racks, the player
/// who went out adds them all.
#[test]
fn s4_went_out_adjustments() {
    let mut game = new_game(rules(Bulgarian), 3, 15);
    drain_bag_to(&mut game, 0, &any());
    let out = game.current_player();
    let racks: Vec<i32> = (0..3).map(|p| rack_value(&game, p)).collect();
    let play = find_play(&game, out, game.rack(out).len()).expect("room to go out");
    let score = game.preview(out, &play, &any(), false).unwrap().score;
    let mut before = game.scores();
    before[out as usize] += score;
    go(&mut game, Move::Play(play));

    let o = game.outcome().expect("game over").clone();
    assert_eq!(o.reason, EndReason::WentOut(out));
    assert_eq!(o.scores_before, before);
    let others: i32 = (0..3)
        .filter(|&p| p != out)
        .map(|p| racks[p as usize])
        .sum();
    let adjustments: Vec<i32> = (0..3)
        .map(|p| if p == out { others } else { -racks[p as usize] })
        .collect();
    assert_eq!(o.adjustments, adjustments);
    let finals: Vec<i32> = before
        .iter()
        .zip(&adjustments)
        .map(|(s, a)| s + a)
        .collect();
    assert_eq!(o.final_scores, finals);
    assert_eq!(game.scores(), finals);
    let next = game.current_player();
    assert_eq!(act(&mut game, next, Move::Pass), Err(RuleError::GameOver));
    assert_eq!(act(&mut game, out, Move::Resign), Err(RuleError::GameOver));
}

/// §4, §6: N × (players in the game) consecutive scoreless turns end the game — N is 2 for
/// classic, 3 for sss, 2 for bulgarian; exchanges count, a play that stands starts afresh.
/// Every player then subtracts their rack.
#[test]
fn s4_scoreless_turns_end_per_preset() {
    for (preset, n) in [(Classic, 2), (Sss, 3), (Bulgarian, 2)] {
        for players in 2..=4u8 {
            let mut game = new_game(rules(preset), players, 17);
            let turns = n * players as usize;
            exchange_first(&mut game, 2);
            for _ in 2..turns {
                go(&mut game, Move::Pass);
            }
            assert!(!game.is_over(), "{preset} {players}: one turn short");
            play_some(&mut game, 2, &any());
            for _ in 1..turns {
                go(&mut game, Move::Pass);
                assert!(
                    !game.is_over(),
                    "{preset} {players}: a play restarts the count"
                );
            }
            go(&mut game, Move::Pass);
            let o = game.outcome().expect("scoreless end");
            assert_eq!(o.reason, EndReason::ScorelessTurns);
            let adjustments: Vec<i32> = (0..players).map(|p| -rack_value(&game, p)).collect();
            assert_eq!(o.adjustments, adjustments);
        }
    }
}

/// §4, §7: the count is of the remaining players' turns: after a player leaves, each player
/// still in the game must have had N scoreless turns of their own.
#[test]
fn s4_scoreless_turns_count_for_the_remaining_players() {
    let mut game = new_game(rules(Classic), 3, 9);
    let a = game.current_player();
    let [b, c] = [1, 2].map(|i| (a + i) % 3);
    for _ in 0..4 {
        go(&mut game, Move::Pass); // a, b, c, a
    }
    act(&mut game, b, Move::Resign).unwrap();
    assert!(!game.is_over(), "c has had one scoreless turn, not two");
    assert_eq!(game.current_player(), c);
    go(&mut game, Move::Pass);
    let o = game.outcome().expect("scoreless end");
    assert_eq!(o.reason, EndReason::ScorelessTurns);
    assert_eq!(o.adjustments[b as usize], 0);
    assert_eq!(o.ranks[b as usize], 3);
}

/// §4: the bag is empty and no remaining player has a legal play: everyone subtracts their
/// rack, nobody adds.
#[test]
fn s4_no_legal_plays_ends_the_game() {
    let referee = any().with_play_finder(&NoPlays);
    let mut game = new_game(rules(Bulgarian), 2, 14);
    drain_bag_to(&mut game, 0, &referee);
    let o = game.outcome().expect("blocked as soon as the bag is empty");
    assert_eq!(o.reason, EndReason::NoLegalPlays);
    let racks: Vec<i32> = (0..2).map(|p| rack_value(&game, p)).collect();
    assert!(racks.iter().all(|&v| v > 0));
    assert_eq!(o.adjustments, racks.iter().map(|v| -v).collect::<Vec<_>>());
    let finals: Vec<i32> = o
        .scores_before
        .iter()
        .zip(&racks)
        .map(|(s, r)| s - r)
        .collect();
    assert_eq!(o.final_scores, finals);
}

/// §4: ranking by final score; a tie goes to the higher score before the adjustments; a tie
/// on both is a shared place.
#[test]
fn s4_ranking_with_ties() {
    // Nobody scores and both racks are worth the same: both first.
    let drawn = (0..500)
        .map(|seed| {
            let mut game = new_game(rules(Bulgarian), 2, seed);
            pass_until_over(&mut game);
            game
        })
        .find(|g| {
            let o = g.outcome().unwrap();
            o.final_scores[0] == o.final_scores[1]
        })
        .expect("a seed dealing racks of equal value");
    assert_eq!(drawn.outcome().unwrap().ranks, [1, 1]);

    // Equal final scores, but the opener scored before the adjustments: the opener wins.
    let game = (0..3000)
        .map(|seed| {
            let mut game = new_game(rules(Bulgarian), 2, seed);
            open(&mut game);
            pass_until_over(&mut game);
            game
        })
        .find(|g| {
            let o = g.outcome().unwrap();
            o.final_scores[0] == o.final_scores[1] && o.scores_before[0] != o.scores_before[1]
        })
        .expect("a seed with equal final scores");
    let o = game.outcome().unwrap();
    let opener = game.first_player() as usize;
    assert!(o.scores_before[opener] > o.scores_before[1 - opener]);
    assert_eq!((o.ranks[opener], o.ranks[1 - opener]), (1, 2));
}

// §5 Word validation modes ---------------------------------------------------------------

/// §5, §6: `auto` (bulgarian, and every online game) refuses an invalid play on submission,
/// with nothing changed; the same player tries again.
#[test]
fn s5_auto_refuses_invalid_words_with_nothing_changed() {
    for rules in [rules(Bulgarian), rules(Classic).online()] {
        let mut game = new_game(rules, 2, 8);
        let p = game.current_player();
        let play = from_rack(&game, p, &["H8", "I8", "J8"]);
        let word = game.tiles().spell(play.iter().map(|pl| pl.tile));
        let before = game.clone();
        assert_eq!(
            game.apply(Action::new(p, Move::Play(play.clone())), &none()),
            Err(RuleError::InvalidWords(vec![word.clone()]))
        );
        assert_eq!(game, before);

        let words = WordSet::new([word.as_str()]);
        game.apply(Action::new(p, Move::Play(play)), &Referee::new(&words))
            .unwrap();
        assert_eq!(game.awaiting_challenge(), None);
        assert_eq!(
            act(&mut game, 1 - p, Move::Challenge),
            Err(RuleError::NothingToChallenge)
        );
        assert_eq!(game.rack(p).len(), 7);
    }
}

/// §5: in both challenge modes an upheld challenge withdraws the play: tiles back on the
/// rack, score removed, the player's turn lost, and it counts as a scoreless turn.
#[test]
fn s5_upheld_challenge_withdraws_the_play() {
    for preset in [Sss, Classic] {
        let mut game = new_game(rules(preset), 2, 4);
        let a = game.current_player();
        let b = 1 - a;
        let rack = game.rack(a).to_vec();
        let bag = game.bag_len();
        let play = from_rack(&game, a, &["H8", "I8"]);
        game.apply(Action::new(a, Move::Play(play)), &none())
            .unwrap();
        assert_eq!(game.awaiting_challenge(), Some(a));
        assert!(!game.challenge_window_blocks_turn());
        assert_eq!(game.current_player(), b);
        assert_eq!(
            act(&mut game, a, Move::Challenge),
            Err(RuleError::OwnPlay(a))
        );

        game.apply(Action::new(b, Move::Challenge), &none())
            .unwrap();
        assert!(game.board().is_empty());
        assert_eq!(
            (game.rack(a), game.bag_len(), game.score(a)),
            (&rack[..], bag, 0)
        );
        let record = game.history().last().unwrap();
        assert_eq!((record.player, record.score, record.total), (a, 0, 0));
        let upheld = Some(ChallengeResult {
            by: b,
            upheld: true,
        });
        assert!(matches!(&record.event, Event::Play { challenge, .. } if *challenge == upheld));
        assert_eq!((game.current_player(), game.turn()), (b, 2));
        assert!(
            !has_lost_turn(&game),
            "an upheld challenge costs the challenger nothing"
        );
        assert_eq!(
            act(&mut game, b, Move::Challenge),
            Err(RuleError::NothingToChallenge)
        );

        // The withdrawn play was a's first scoreless turn.
        let turns = 2 * rules(preset).preset.scoreless_rounds as usize;
        for _ in 2..turns {
            go(&mut game, Move::Pass);
        }
        assert!(!game.is_over());
        go(&mut game, Move::Pass);
        assert_eq!(game.outcome().unwrap().reason, EndReason::ScorelessTurns);
    }
}

/// §5: single-challenge: a failed challenge costs nothing; the play stands.
#[test]
fn s5_single_challenge_failed_costs_nothing() {
    let mut game = new_game(rules(Sss), 2, 4);
    let a = game.current_player();
    let b = 1 - a;
    open(&mut game);
    let score = game.score(a);
    act(&mut game, b, Move::Challenge).unwrap();
    let failed = Some(ChallengeResult {
        by: b,
        upheld: false,
    });
    let (player, event, _) = last(&game);
    assert_eq!(player, a);
    assert!(matches!(event, Event::Play { challenge, .. } if *challenge == failed));
    assert_eq!(
        (game.score(a), game.rack(a).len(), game.awaiting_challenge()),
        (score, 7, None)
    );
    assert!(score > 0);
    assert_eq!(game.current_player(), b);
    go(&mut game, Move::Pass);
    assert_eq!(last(&game), (b, &Event::Pass, 0));
    assert!(!has_lost_turn(&game));
}

/// §5: double-challenge: a failed challenge makes the challenger lose their next turn.
#[test]
fn s5_double_challenge_failed_loses_next_turn() {
    // Two players: the challenger's next turn is the one about to start.
    let mut game = new_game(rules(Classic), 2, 4);
    let a = game.current_player();
    let b = 1 - a;
    open(&mut game);
    act(&mut game, b, Move::Challenge).unwrap();
    assert_eq!(last(&game), (b, &Event::LostTurn, 0));
    assert_eq!((game.current_player(), game.turn()), (a, 3));
    assert_eq!(
        act(&mut game, b, Move::Pass),
        Err(RuleError::NotYourTurn {
            player: b,
            current: a
        })
    );
    assert_eq!(game.rack(a).len(), 7);
    assert!(game.score(a) > 0);

    // Three players: c challenges a's play while b is to move; b plays, c's turn is lost,
    // and a is to move. The window on b's play stays open until a turn is taken.
    let mut game = new_game(rules(Classic), 3, 4);
    let a = game.current_player();
    let [b, c] = [1, 2].map(|i| (a + i) % 3);
    open(&mut game);
    act(&mut game, c, Move::Challenge).unwrap();
    assert!(!has_lost_turn(&game));
    assert_eq!(game.current_player(), b);
    play_some(&mut game, 2, &any());
    let tail: Vec<(u8, bool)> = game.history()[game.history().len() - 2..]
        .iter()
        .map(|r| (r.player, r.event == Event::LostTurn))
        .collect();
    assert_eq!(tail, [(b, false), (c, true)]);
    assert_eq!(game.current_player(), a);
    assert_eq!(game.awaiting_challenge(), Some(b));
    go(&mut game, Move::Pass);
    assert_eq!(game.rack(b).len(), 7);
}

/// §4, §5: in a challenge mode a play that would end the game waits for Accept or
/// Challenge, and nobody may take a turn meanwhile.
#[test]
fn s5_going_out_waits_for_accept_or_challenge() {
    let mut game = new_game(rules(Classic), 2, 16);
    drain_bag_to(&mut game, 0, &any());
    let out = game.current_player();
    let other = 1 - out;
    let rack = game.rack(out).to_vec();
    let play = find_play(&game, out, rack.len()).expect("room to go out");
    go(&mut game, Move::Play(play));
    assert!(!game.is_over());
    assert_eq!(game.awaiting_challenge(), Some(out));
    assert!(game.challenge_window_blocks_turn());

    let before = game.clone();
    let exchange = Move::Exchange(game.rack(other)[..1].to_vec());
    let elsewhere = Move::Play(from_rack(&game, other, &["A1"]));
    for (p, mv) in [
        (other, Move::Pass),
        (other, exchange),
        (other, elsewhere),
        (out, Move::Pass),
    ] {
        assert_eq!(act(&mut game, p, mv), Err(RuleError::ChallengePending));
    }
    assert_eq!(
        act(&mut game, out, Move::Challenge),
        Err(RuleError::OwnPlay(out))
    );
    assert_eq!(game, before);

    let mut accepted = game.clone();
    act(&mut accepted, other, Move::Accept).unwrap();
    assert_eq!(accepted.outcome().unwrap().reason, EndReason::WentOut(out));

    let mut failed = game.clone();
    act(&mut failed, other, Move::Challenge).unwrap();
    assert_eq!(failed.outcome().unwrap().reason, EndReason::WentOut(out));
    assert!(!has_lost_turn(&failed));

    let mut upheld = game.clone();
    upheld
        .apply(Action::new(other, Move::Challenge), &none())
        .unwrap();
    assert!(!upheld.is_over());
    assert_eq!(
        (upheld.rack(out), upheld.current_player()),
        (&rack[..], other)
    );
    assert_eq!(upheld.awaiting_challenge(), None);
    act(&mut upheld, other, Move::Pass).unwrap();
}

// §6 Presets and variants ----------------------------------------------------------------

/// Check the opening draw's rounds: round one is everyone, each later round the players
/// tied in the one before; a blank beats every letter, else the lowest letter index wins.
fn check_opening(game: &Game) {
    let key = |k: Kind| match k {
        Kind::Blank => -1,
        Kind::Letter(l) => l as i32,
    };
    let mut contenders: Vec<u8> = (0..game.config().players).collect();
    for round in game.opening_draw() {
        assert_eq!(
            round.iter().map(|&(p, _)| p).collect::<Vec<_>>(),
            contenders
        );
        let best = round.iter().map(|&(_, k)| key(k)).min().unwrap();
        contenders = round
            .iter()
            .filter(|&&(_, k)| key(k) == best)
            .map(|&(p, _)| p)
            .collect();
    }
    assert_eq!(contenders, [game.first_player()]);
    assert_eq!(game.current_player(), game.first_player());
    assert_conserved(game);
}

fn has_blank(round: &[(u8, Kind)]) -> bool {
    round.iter().any(|&(_, k)| k == Kind::Blank)
}

/// §6 classic: everyone draws a tile, nearest the alphabet's start begins, a blank beats
/// all, ties draw again; the same seed gives the same draw.
#[test]
fn s6_first_player_by_tile_draw_classic() {
    let (mut blank_decided, mut redrawn) = (false, false);
    for players in 2..=4 {
        for seed in 0..100 {
            let config = GameConfig {
                rules: rules(Classic),
                players,
                seed,
            };
            let game = Game::new(config);
            assert_eq!(game, Game::new(config));
            check_opening(&game);
            let rounds = game.opening_draw();
            redrawn |= rounds.len() > 1;
            blank_decided |= rounds
                .iter()
                .any(|r| r.iter().filter(|&&(_, k)| k == Kind::Blank).count() == 1);
        }
    }
    assert!(
        blank_decided && redrawn,
        "the seeds cover a blank and a tie"
    );
}

/// §6 sss: as classic, but whoever draws a blank draws again, so a blank never decides;
/// "the alphabet's start" follows the tile file (Slovak A, Á, Ä, B, …).
#[test]
fn s6_first_player_sss_blank_draws_again() {
    let mut redrawn = false;
    for players in 2..=4 {
        for seed in 0..100 {
            let sss = new_game(rules(Sss), players, seed);
            check_opening(&sss);
            assert!(!sss.opening_draw().iter().any(|r| has_blank(r)));
            let classic = new_game(rules(Classic), players, seed);
            if has_blank(&classic.opening_draw()[0]) {
                redrawn = true;
                assert_ne!(sss.opening_draw(), classic.opening_draw());
            }
            let slovak = new_game(Rules::for_language(Language::Slovak), players, seed);
            check_opening(&slovak);
            assert!(!slovak.opening_draw().iter().any(|r| has_blank(r)));
        }
    }
    assert!(redrawn, "some seed draws a blank first");
}

/// §6 bulgarian: the first player is random, yet fixed by the seed.
#[test]
fn s6_first_player_random_under_bulgarian() {
    let firsts: BTreeSet<u8> = (0..40)
        .map(|seed| {
            let game = new_game(rules(Bulgarian), 3, seed);
            assert!(game.opening_draw().is_empty());
            assert_eq!(game, new_game(rules(Bulgarian), 3, seed));
            assert_eq!(game.current_player(), game.first_player());
            game.first_player()
        })
        .collect();
    assert_eq!(firsts, BTreeSet::from([0, 1, 2]));
}

/// §6 exchange, classic and sss: only while the bag holds at least 7 tiles (then any number).
#[test]
fn s6_exchange_classic_needs_seven_in_bag() {
    for preset in [Classic, Sss] {
        let mut game = new_game(rules(preset), 2, 21);
        drain_bag_to(&mut game, 7, &any());
        let p = game.current_player();
        let mut whole = game.clone();
        go(&mut whole, Move::Exchange(game.rack(p).to_vec()));
        assert_eq!(whole.bag_len(), 7);

        play_some(&mut game, 1, &any());
        accept(&mut game);
        assert_eq!(game.bag_len(), 6);
        let q = game.current_player();
        let one = vec![game.rack(q)[0]];
        let before = game.clone();
        assert_eq!(
            act(&mut game, q, Move::Exchange(one)),
            Err(RuleError::ExchangeBagTooSmall {
                in_bag: 6,
                needed: 7
            })
        );
        assert_eq!(game, before);
    }
}

/// §6 exchange, bulgarian: any number of tiles up to the number in the bag.
#[test]
fn s6_exchange_bulgarian_up_to_bag_size() {
    let mut game = new_game(rules(Bulgarian), 2, 21);
    drain_bag_to(&mut game, 3, &any());
    let p = game.current_player();
    let rack = game.rack(p).to_vec();
    let before = game.clone();
    assert_eq!(
        act(&mut game, p, Move::Exchange(rack[..4].to_vec())),
        Err(RuleError::ExchangeBagTooSmall {
            in_bag: 3,
            needed: 4
        })
    );
    assert_eq!(game, before);
    go(&mut game, Move::Exchange(rack[..3].to_vec()));
    assert_eq!((game.bag_len(), game.rack(p).len()), (3, 7));
    assert_conserved(&game);
}

/// §6 bridge: bulgarian allows a bridge only from the game's 4th turn on, classic always.
/// From an empty board no bridge can be made before turn 4 (two plays leave no gap in any
/// line), so bulgarian's bound shows at its edge: the turn-4 bridge stands, and the same
/// bridge under a bound one turn later is refused.
#[test]
fn s6_bridge_from_fourth_turn_under_bulgarian() {
    // G8 H8 I8, then G9 G10, then I9 I10: H10 then joins G10 and I10 on turn 4.
    let setup = |rules: Rules| {
        let mut game = new_game(rules, 2, 1);
        for squares in [&["G8", "H8", "I8"][..], &["G9", "G10"], &["I9", "I10"]] {
            let play = from_rack(&game, game.current_player(), squares);
            go(&mut game, Move::Play(play));
            accept(&mut game);
        }
        assert_eq!(game.turn(), 4);
        let bridge = from_rack(&game, game.current_player(), &["H10"]);
        (game, bridge)
    };

    for preset in [Bulgarian, Classic] {
        let (mut game, bridge) = setup(rules(preset));
        let p = game.current_player();
        assert!(game.preview(p, &bridge, &any(), false).unwrap().bridge);
        go(&mut game, Move::Play(bridge));
    }

    let mut late = rules(Bulgarian);
    late.preset.bridge_from_turn = 5;
    let (mut game, bridge) = setup(late);
    let p = game.current_player();
    let before = game.clone();
    assert_eq!(
        act(&mut game, p, Move::Play(bridge)),
        Err(RuleError::BridgeTooEarly {
            turn: 4,
            allowed_from: 5
        })
    );
    assert_eq!(game, before);
}

/// §6 variant: a 9-tile rack deals 9 and gives the bingo for 7, 8 or 9 tiles.
#[test]
fn s6_nine_tile_rack_variant() {
    let nine = rules(Classic).with_variant(Variant {
        rack_size: 9,
        finish_line: None,
    });
    let mut game = new_game(nine, 3, 2);
    assert!((0..3).all(|p| game.rack(p).len() == 9));
    assert_eq!(game.bag_len(), 100 - 27);
    let p = game.current_player();
    let preview = |n| {
        let play = find_play(&game, p, n).unwrap();
        game.preview(p, &play, &any(), false).unwrap()
    };
    let bingos: Vec<i32> = (6..=9).map(|n| preview(n).bingo).collect();
    assert_eq!(bingos, [0, 50, 50, 50]);
    let score = preview(7).score;
    go_with(&mut game, |g, p| Move::Play(find_play(g, p, 7).unwrap()));
    accept(&mut game);
    assert_eq!((game.score(p), game.rack(p).len()), (score, 9));
    assert_eq!(game.bag_len(), 100 - 27 - 7);
}

/// §6 variant: the game ends as soon as a score reaches the finish line, with no rack
/// adjustments; in a challenge mode that play first waits for its window.
#[test]
fn s6_finish_line_ends_without_rack_adjustments() {
    for preset in [Bulgarian, Classic] {
        let target = |t: i32| {
            rules(preset).with_variant(Variant {
                rack_size: 7,
                finish_line: Some(t as u32),
            })
        };
        let probe = new_game(rules(preset), 2, 3);
        let p = probe.current_player();
        let play = from_rack(&probe, p, &["H8", "I8"]);
        let score = probe.preview(p, &play, &any(), false).unwrap().score;

        let mut short = new_game(target(score + 1), 2, 3);
        go(&mut short, Move::Play(play.clone()));
        accept(&mut short);
        assert!(!short.is_over());

        let mut game = new_game(target(score), 2, 3);
        go(&mut game, Move::Play(play));
        if preset == Classic {
            assert!(!game.is_over() && game.challenge_window_blocks_turn());
            accept(&mut game);
        }
        let o = game.outcome().expect("finish line reached");
        assert_eq!(o.reason, EndReason::FinishLine(p));
        assert_eq!(o.adjustments, [0, 0]);
        assert_eq!(o.final_scores, o.scores_before);
        assert_eq!(o.ranks[p as usize], 1);
    }
}

// §7 Players, clocks, elimination --------------------------------------------------------

/// §7: resigning or timing out is allowed at any moment: the rack goes back into the bag,
/// the score freezes, the player ranks below everyone still in the game (the later
/// eliminated higher), and the last player standing wins.
#[test]
fn s7_resign_or_timeout_and_last_player_standing() {
    let mut game = new_game(rules(Classic), 4, 6);
    let a = game.current_player();
    let [b, c, d] = [1, 2, 3].map(|i| (a + i) % 4);
    let bingo = find_play(&game, a, 7).unwrap();
    go(&mut game, Move::Play(bingo));
    let a_score = game.score(a);
    assert!(a_score > 50);

    // c resigns out of turn, while a's play awaits a challenge: the play stands first.
    let bag = game.bag_len();
    let c_rack = game.rack(c).len();
    act(&mut game, c, Move::Resign).unwrap();
    assert_eq!(
        last(&game),
        (c, &Event::Eliminated(Elimination::Resigned), 0)
    );
    assert!(!game.is_active(c) && game.rack(c).is_empty());
    assert_eq!((game.awaiting_challenge(), game.rack(a).len()), (None, 7));
    assert_eq!(game.bag_len(), bag - 7 + c_rack);
    assert_conserved(&game);
    for mv in [Move::Pass, Move::Challenge, Move::Resign, Move::TimeOut] {
        assert_eq!(act(&mut game, c, mv), Err(RuleError::PlayerEliminated(c)));
    }

    // b passes; c's seat is skipped; d's clock runs out during d's own turn.
    assert_eq!(game.current_player(), b);
    go(&mut game, Move::Pass);
    assert_eq!(game.current_player(), d);
    act(&mut game, d, Move::TimeOut).unwrap();
    assert_eq!(
        last(&game),
        (d, &Event::Eliminated(Elimination::TimedOut), 0)
    );
    assert_eq!(game.current_player(), a);

    // a leaves with the best score: b, the last player standing, wins.
    act(&mut game, a, Move::Resign).unwrap();
    let o = game.outcome().expect("one player left");
    assert_eq!(o.reason, EndReason::LastPlayerStanding(b));
    let mut adjustments = vec![0; 4];
    adjustments[b as usize] = -rack_value(&game, b);
    assert_eq!(o.adjustments, adjustments);
    assert_eq!(o.final_scores[a as usize], a_score);
    let ranks: Vec<u8> = [a, b, c, d].map(|p| o.ranks[p as usize]).to_vec();
    assert_eq!(ranks, [2, 1, 4, 3]);
    assert_eq!(act(&mut game, b, Move::Pass), Err(RuleError::GameOver));
}

/// §7, §8: leaving while a game-ending play waits for its window accepts that play first;
/// the game ends by it, and the record still replays.
#[test]
fn s7_leaving_while_a_game_ending_play_waits() {
    let finish = rules(Classic).with_variant(Variant {
        rack_size: 7,
        finish_line: Some(1),
    });
    for mv in [Move::Resign, Move::TimeOut] {
        let config = GameConfig {
            rules: finish,
            players: 3,
            seed: 7,
        };
        let mut game = Game::new(config);
        let a = game.current_player();
        let c = (a + 2) % 3;
        open(&mut game);
        assert!(game.challenge_window_blocks_turn());
        act(&mut game, c, mv).unwrap();
        let o = game.outcome().expect("the waiting play ended the game");
        assert_eq!(o.reason, EndReason::FinishLine(a));
        assert!(game.is_active(c));
        assert_eq!(
            Game::replay(config, game.actions(), &any()),
            Ok(game.clone())
        );
    }
}

/// §7: a player sees their own rack and exchanges, never another player's rack or
/// exchanged tiles; `unseen` is the bag plus the other racks.
#[test]
fn s7_view_hides_other_racks_and_exchanged_tiles() {
    let mut game = new_game(rules(Bulgarian), 3, 12);
    exchange_first(&mut game, 3);
    play_some(&mut game, 2, &any());
    go(&mut game, Move::Pass);
    let tiles = game.tiles();
    for p in 0..3 {
        let view = game.view(p);
        assert_eq!(view.rack, game.rack(p));
        for (seen, real) in view.history.iter().zip(game.history()) {
            if real.player == p {
                assert_eq!(seen, real);
                continue;
            }
            assert!(seen.rack.is_empty());
            if let Event::Exchange { count, tiles } = &seen.event {
                assert_eq!((*count, tiles.len()), (3, 0));
            }
        }
        let hidden: Vec<Kind> = (0..3)
            .filter(|&q| q != p)
            .flat_map(|q| game.rack(q))
            .chain(game.bag())
            .copied()
            .collect();
        let unseen: Vec<(Kind, u32)> = tiles
            .count_kinds(&hidden)
            .into_iter()
            .enumerate()
            .filter(|&(_, n)| n > 0)
            .map(|(i, n)| (tiles.kind_at(i), n))
            .collect();
        assert_eq!(view.unseen, unseen);
        assert_eq!(view.bag_len, game.bag_len());
    }
}

// §8 Records -----------------------------------------------------------------------------

/// §8: a game replays exactly from its config and its actions; a refused action in a record
/// is reported with its index.
#[test]
fn s8_replay_reproduces_the_game() {
    let config = GameConfig {
        rules: rules(Classic),
        players: 3,
        seed: 13,
    };
    let mut game = Game::new(config);
    let a = game.current_player();
    let c = (a + 2) % 3;
    play_some(&mut game, 3, &any());
    act(&mut game, c, Move::Challenge).unwrap();
    exchange_first(&mut game, 2);
    go(&mut game, Move::Pass);
    act(&mut game, c, Move::TimeOut).unwrap();
    drain_bag_to(&mut game, 0, &any());
    play_out(&mut game);
    accept(&mut game);
    assert!(game.is_over());

    assert_eq!(
        Game::replay(config, game.actions(), &any()),
        Ok(game.clone())
    );

    let mut actions = game.actions()[..3].to_vec();
    let wrong = actions[2].player;
    actions.push(Action::new(wrong, Move::Pass));
    let partial = Game::replay(config, &actions[..3], &any()).unwrap();
    assert_eq!(
        Game::replay(config, &actions, &any()),
        Err((
            3,
            RuleError::NotYourTurn {
                player: wrong,
                current: partial.current_player()
            }
        ))
    );
}
