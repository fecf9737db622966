//! Property tests over random games: card conservation, money only from the bank by the rules,
//! equal turns after the final round, replay identity.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use slovo_tycoon::tables::{HAND_SIZE, full_deck, patent_price};
use slovo_tycoon::{Action, AnyWord, Config, Game, Phase, Source, Validation, WordPlay};

/// A random but purposeful player: builds random words (every word is accepted), buys the
/// dearest affordable patent, sometimes exchanges, sometimes challenges.
fn random_action(g: &Game, rng: &mut ChaCha8Rng) -> Action {
    let me = g.current();
    let hand = &g.player(me).hand;
    match g.phase() {
        Phase::Start => {
            if g.owns(me, b'Q') && !g.q_used_this_turn() && !hand.is_empty() && rng.random_bool(0.3)
            {
                return Action::QReplace {
                    card: rng.random_range(0..hand.len()),
                };
            }
            if hand.is_empty() || rng.random_bool(0.15) {
                let discard = (0..hand.len()).filter(|_| rng.random_bool(0.5)).collect();
                return Action::Exchange { discard };
            }
            let mut sources: Vec<Source> = (0..hand.len()).map(Source::Hand).collect();
            sources.extend((0..g.community().len()).map(Source::Community));
            let len = rng.random_range(3..=sources.len().clamp(3, 8));
            for i in (1..sources.len()).rev() {
                sources.swap(i, rng.random_range(0..=i));
            }
            sources.truncate(len);
            let mut w = WordPlay::cards(&sources);
            w.y_vowel = rng.random_bool(0.5);
            w.add_s = g.owns(me, b'Z') && rng.random_bool(0.5);
            Action::Build { words: vec![w] }
        }
        Phase::Pending => {
            if rng.random_bool(0.5) {
                Action::Accept
            } else {
                Action::Challenge {
                    by: (me + 1) % g.players().len(),
                }
            }
        }
        Phase::AfterWord => {
            let money = g.player(me).money;
            let best = g
                .played_this_turn()
                .iter()
                .copied()
                .filter(|&l| g.owner(l).is_none() && patent_price(l) <= money)
                .max_by_key(|&l| patent_price(l));
            match best {
                Some(l) if !g.patent_bought_this_turn() => Action::BuyPatent { letter: l },
                _ => Action::Finish {
                    discard: (0..hand.len()).filter(|_| rng.random_bool(0.2)).collect(),
                },
            }
        }
        Phase::Penalty => Action::PenaltyDiscard { card: 0 },
        Phase::Over => Action::Accept,
    }
}

fn check_invariants(g: &Game) {
    let mut all = g.all_cards();
    all.sort_unstable();
    assert_eq!(all, full_deck(), "cards conserved");
    assert!(g.players().iter().all(|p| p.hand.len() <= HAND_SIZE));
    assert!(g.community().len() <= 3);
    let money: i64 = g.players().iter().map(|p| i64::from(p.money)).sum();
    assert_eq!(
        money,
        g.ledger().net(),
        "money only from the bank by the rules"
    );
    let patents: u64 = g
        .players()
        .iter()
        .map(|p| u64::from(p.patent_value()))
        .sum();
    assert_eq!(patents, g.ledger().patents_bought);
}

fn run(seed: u64, players: usize, challenge: bool, max_actions: usize) -> Game {
    let mut config = Config::new(seed, players);
    if challenge {
        config.validation = Validation::Challenge;
    }
    let mut g = Game::new(config).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabc);
    let mut n = 0;
    while !g.is_over() && n < max_actions {
        let a = random_action(&g, &mut rng);
        let before = g.clone();
        match g.apply(a, &AnyWord) {
            Ok(_) => {}
            Err(_) => assert_eq!(g, before, "a refused action changes nothing"),
        }
        check_invariants(&g);
        n += 1;
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_conserve_cards_and_money_and_end_with_equal_turns(
        seed in any::<u64>(), players in 2usize..=5, challenge in any::<bool>()
    ) {
        let g = run(seed, players, challenge, 4000);
        prop_assert!(g.is_over(), "purposeful random games end");
        prop_assert!(g.history().len() > 10);
        let turns = g.player(0).turns;
        prop_assert!(g.players().iter().all(|p| p.turns == turns), "equal turns");
        prop_assert!(!g.winners().is_empty());
    }

    #[test]
    fn random_games_replay_identically(seed in any::<u64>(), players in 2usize..=5, challenge in any::<bool>()) {
        let g = run(seed, players, challenge, 300);
        let r = Game::replay(*g.config(), g.history(), &AnyWord).unwrap();
        prop_assert_eq!(g, r);
    }
}
