//! Turns, payouts, royalties, patents, powers, validation and the end (RULES.md §T).

use slovo_tycoon::Source::{Community as C, Hand as H};
use slovo_tycoon::tables::full_deck;
use slovo_tycoon::{
    Action, AnyWord, Config, Game, Outcome, Phase, Slot, Source, TycoonError, Validation, WordPlay,
    WordScore, WordSet,
};

fn words() -> WordSet {
    WordSet::new([
        "cat", "cats", "dog", "area", "idea", "qat", "gym", "boot", "tee", "eye", "quit", "stone",
        "tones", "notes", "onset", "strain", "trains", "tea", "ate",
    ])
}

/// A game whose hands and community are all back in the deck, then `hand` for player 0 and
/// `community` laid out.
fn setup(config: Config, hand: &str, community: &str) -> Game {
    let mut g = Game::new(config).unwrap();
    for p in 0..config.players {
        g.arrange_hand(p, &[]);
    }
    g.arrange_community(&[]);
    g.arrange_hand(0, hand.as_bytes());
    g.arrange_community(community.as_bytes());
    g
}

fn two(hand: &str, community: &str) -> Game {
    setup(Config::new(7, 2), hand, community)
}

fn w(sources: &[Source]) -> WordPlay {
    WordPlay::cards(sources)
}

fn build(g: &mut Game, words_: Vec<WordPlay>) -> Result<Outcome, TycoonError> {
    g.apply(Action::Build { words: words_ }, &words())
}

fn scored(o: Outcome) -> Vec<WordScore> {
    match o {
        Outcome::Scored(s) | Outcome::ChallengeFailed(s) => s,
        other => panic!("not scored: {other:?}"),
    }
}

fn assert_conserved(g: &Game) {
    let mut all = g.all_cards();
    all.sort_unstable();
    assert_eq!(all, full_deck());
}

#[test]
fn three_letter_word_pays_one_dollar_no_stock() {
    let mut g = two("CATXXXX".replace('X', "E").as_str(), "RST");
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!((s[0].money, s[0].stock, s[0].doublers), (1, 0, 0));
    assert_eq!(s[0].word, "cat");
    assert_eq!((g.player(0).money, g.player(0).stock), (1, 0));
}

#[test]
fn six_letter_word_pays_four_dollars_and_one_stock() {
    let mut g = two("STRAINE", "OOO");
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2), H(3), H(4), H(5)])]).unwrap());
    assert_eq!(s[0].word, "strain");
    assert_eq!((s[0].money, s[0].stock), (4, 1));
}

#[test]
fn word_needs_three_real_cards() {
    let mut g = two("CATEEEE", "RST");
    assert_eq!(
        build(&mut g, vec![w(&[H(0), H(1)])]),
        Err(TycoonError::TooShort)
    );
}

#[test]
fn word_needs_a_card_from_the_hand() {
    let mut g = two("EEEEEEE", "CAT");
    assert_eq!(
        build(&mut g, vec![w(&[C(0), C(1), C(2)])]),
        Err(TycoonError::NoCardFromHand)
    );
}

#[test]
fn community_cards_can_be_used_and_are_replaced_at_the_end_of_the_turn() {
    let mut g = two("CEEEEEE", "ATR");
    scored(build(&mut g, vec![w(&[H(0), C(0), C(1)])]).unwrap());
    assert_eq!(g.community(), b"R");
    assert_eq!(g.player(0).hand.len(), 6);
    g.apply(Action::Finish { discard: vec![] }, &words())
        .unwrap();
    assert_eq!(g.community().len(), 3);
    assert_eq!(g.player(0).hand.len(), 7);
    assert_eq!(g.current(), 1);
    assert_conserved(&g);
}

#[test]
fn a_card_cannot_be_used_twice_without_x() {
    let mut g = two("CATEEEE", "RST");
    assert_eq!(
        build(&mut g, vec![w(&[H(0), H(1), H(1)])]),
        Err(TycoonError::CardUsedTwice)
    );
    let copy = WordPlay {
        slots: vec![Slot::Card(H(0)), Slot::Card(H(1)), Slot::Copy(H(1))],
        add_s: false,
        y_vowel: false,
    };
    assert_eq!(build(&mut g, vec![copy]), Err(TycoonError::NeedsX));
}

#[test]
fn bad_indices_are_refused() {
    let mut g = two("CATEEEE", "RST");
    assert_eq!(
        build(&mut g, vec![w(&[H(0), H(1), H(9)])]),
        Err(TycoonError::NoHandCard(9))
    );
    assert_eq!(
        build(&mut g, vec![w(&[H(0), H(1), C(3)])]),
        Err(TycoonError::NoCommunityCard(3))
    );
}

#[test]
fn royalty_of_one_dollar_per_card_goes_to_the_other_owner_from_the_bank() {
    let mut g = two("TEATEEE", "RSO");
    g.grant_patent(1, b'T');
    g.grant_patent(1, b'E');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!(s[0].word, "tea");
    assert_eq!(s[0].royalties, vec![(1, 2)]);
    assert_eq!(g.player(1).money, 2);
    assert_eq!(g.player(0).money, 1);
    assert_eq!(g.ledger().royalties, 2);
}

#[test]
fn no_royalty_from_your_own_patent() {
    let mut g = two("TEAEEEE", "RSO");
    g.grant_patent(0, b'T');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert!(s[0].royalties.is_empty());
    assert_eq!(g.player(0).money, 1);
}

#[test]
fn patent_purchase_rules_played_letter_unowned_affordable_one_per_turn() {
    let mut g = two("CATEEEE", "RSO");
    g.set_money(0, 20);
    g.grant_patent(1, b'C');
    scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    let buy = |l: u8| Action::BuyPatent { letter: l };
    assert_eq!(
        g.clone().apply(buy(b'C'), &words()),
        Err(TycoonError::PatentOwned('C'))
    );
    assert_eq!(
        g.clone().apply(buy(b'E'), &words()),
        Err(TycoonError::PatentNotPlayed('E'))
    );
    g.apply(buy(b'T'), &words()).unwrap();
    assert_eq!(g.player(0).money, 21 - 8);
    assert_eq!(g.owner(b'T'), Some(0));
    assert_eq!(g.ledger().patents_bought, 8);
    assert_eq!(
        g.apply(buy(b'A'), &words()),
        Err(TycoonError::PatentAlreadyBought)
    );
}

#[test]
fn patent_needs_enough_money() {
    let mut g = two("CATEEEE", "RSO");
    scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!(
        g.apply(Action::BuyPatent { letter: b'A' }, &words()),
        Err(TycoonError::CannotAfford {
            letter: 'A',
            price: 8,
            money: 1
        })
    );
}

#[test]
fn patent_cannot_be_bought_before_a_word() {
    let mut g = two("CATEEEE", "RSO");
    assert!(matches!(
        g.apply(Action::BuyPatent { letter: b'C' }, &words()),
        Err(TycoonError::WrongPhase { .. })
    ));
}

#[test]
fn q_card_doubles_money_and_stock_for_anyone() {
    let mut g = two("QATEEEE", "RSO");
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (2, 1));
}

#[test]
fn b_patent_doubles_a_word_beginning_and_ending_in_vowels() {
    let mut g = two("AREAEEE", "CTS");
    g.grant_patent(0, b'B');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2), H(3)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (4, 1));
    let mut g = two("CATEEEE", "RSO");
    g.grant_patent(0, b'B');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (1, 0));
}

#[test]
fn j_patent_doubles_when_vowels_are_at_least_half() {
    let mut g = two("IDEAEEE", "CTS");
    g.grant_patent(0, b'J');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2), H(3)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (4, 1));
    let mut g = two("CATEEEE", "RSO");
    g.grant_patent(0, b'J');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!(s[0].doublers, 0);
}

#[test]
fn k_patent_doubles_a_word_with_one_vowel() {
    let mut g = two("CATEEEE", "RSO");
    g.grant_patent(0, b'K');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (2, 1));
    let mut g = two("AREAEEE", "CTS");
    g.grant_patent(0, b'K');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2), H(3)])]).unwrap());
    assert_eq!(s[0].doublers, 0);
}

#[test]
fn several_doublers_multiply() {
    // QAT: the Q card and K (one vowel) -> x4.
    let mut g = two("QATEEEE", "RSO");
    g.grant_patent(0, b'K');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (4, 2));
    // IDEA with B? no (ends A, starts I: yes) and J: x4 on $2 = $8.
    let mut g = two("IDEAEEE", "CTS");
    g.grant_patent(0, b'B');
    g.grant_patent(0, b'J');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2), H(3)])]).unwrap());
    assert_eq!((s[0].money, s[0].doublers), (8, 2));
}

#[test]
fn y_is_declared_vowel_or_consonant_for_each_play() {
    let gym = |y_vowel| WordPlay {
        slots: vec![Slot::Card(H(0)), Slot::Card(H(1)), Slot::Card(H(2))],
        add_s: false,
        y_vowel,
    };
    let mut g = two("GYMEEEE", "RSO");
    g.grant_patent(0, b'K');
    let s = scored(build(&mut g, vec![gym(true)]).unwrap());
    assert_eq!(s[0].doublers, 1);
    let mut g = two("GYMEEEE", "RSO");
    g.grant_patent(0, b'K');
    let s = scored(build(&mut g, vec![gym(false)]).unwrap());
    assert_eq!(s[0].doublers, 0);
}

#[test]
fn v_patent_builds_two_words_scored_separately() {
    let mut g = two("CATDOGE", "RSO");
    let pair = vec![w(&[H(0), H(1), H(2)]), w(&[H(3), H(4), H(5)])];
    assert_eq!(
        build(&mut g.clone(), pair.clone()),
        Err(TycoonError::NeedsV)
    );
    g.grant_patent(0, b'V');
    g.grant_patent(1, b'D');
    let s = scored(build(&mut g, pair).unwrap());
    assert_eq!(s.len(), 2);
    assert_eq!((s[0].word.as_str(), s[1].word.as_str()), ("cat", "dog"));
    assert_eq!(g.player(0).money, 2);
    assert_eq!(s[1].royalties, vec![(1, 1)]);
    assert_eq!(g.player(0).hand, b"E");
    let three = vec![w(&[H(0)]), w(&[H(1)]), w(&[H(2)])];
    assert_eq!(
        build(&mut two("CATDOGE", "RSO"), three),
        Err(TycoonError::TooManyWords)
    );
}

#[test]
fn v_doubler_counts_for_only_one_of_the_two_words() {
    let mut g = two("CATDOGE", "RSO");
    g.grant_patent(0, b'V');
    g.grant_patent(0, b'K');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)]), w(&[H(3), H(4), H(5)])]).unwrap());
    assert_eq!(s[0].doublers + s[1].doublers, 1);
    assert_eq!(g.player(0).money, 3);
}

#[test]
fn v_q_card_doubles_each_word_containing_it_and_each_word_needs_a_hand_card() {
    let mut g = two("QATDOGE", "RSO");
    g.grant_patent(0, b'V');
    let s = scored(build(&mut g, vec![w(&[H(0), H(1), H(2)]), w(&[H(3), H(4), H(5)])]).unwrap());
    assert_eq!((s[0].doublers, s[1].doublers), (1, 0));
    let mut g = two("CATEEEE", "DOG");
    g.grant_patent(0, b'V');
    assert_eq!(
        build(&mut g, vec![w(&[H(0), H(1), H(2)]), w(&[C(0), C(1), C(2)])]),
        Err(TycoonError::NoCardFromHand)
    );
}

fn boot() -> WordPlay {
    WordPlay {
        slots: vec![
            Slot::Card(H(0)),
            Slot::Card(H(1)),
            Slot::Copy(H(1)),
            Slot::Card(H(2)),
        ],
        add_s: false,
        y_vowel: false,
    }
}

#[test]
fn x_patent_uses_one_card_twice_without_royalty_for_the_copy() {
    let mut g = two("BOTEEEE", "RSC");
    g.grant_patent(0, b'X');
    g.grant_patent(1, b'O');
    let s = scored(build(&mut g, vec![boot()]).unwrap());
    assert_eq!(s[0].word, "boot");
    assert_eq!(s[0].money, 2);
    assert_eq!(s[0].royalties, vec![(1, 1)]);
    assert_eq!(g.player(0).hand, b"EEEE");
    assert_conserved(&g);
}

#[test]
fn x_word_still_needs_three_real_cards() {
    let mut g = two("TEEEEEE", "RSC");
    g.grant_patent(0, b'X');
    let tee = WordPlay {
        slots: vec![Slot::Card(H(0)), Slot::Card(H(1)), Slot::Copy(H(1))],
        add_s: false,
        y_vowel: false,
    };
    assert_eq!(build(&mut g, vec![tee]), Err(TycoonError::TooShort));
}

#[test]
fn x_copies_only_a_played_card_and_only_once_a_turn() {
    let mut g = two("BOTEEEE", "RSC");
    g.grant_patent(0, b'X');
    let mut bad = boot();
    bad.slots[2] = Slot::Copy(H(5));
    assert_eq!(
        build(&mut g, vec![bad]),
        Err(TycoonError::CopyOfUnplayedCard)
    );
    let mut twice = boot();
    twice.slots.push(Slot::Copy(H(0)));
    assert_eq!(build(&mut g, vec![twice]), Err(TycoonError::XUsedTwice));
}

#[test]
fn z_patent_adds_an_s_without_royalty_or_patent() {
    let mut g = two("CATEEEE", "ROO");
    let cats = WordPlay {
        slots: vec![Slot::Card(H(0)), Slot::Card(H(1)), Slot::Card(H(2))],
        add_s: true,
        y_vowel: false,
    };
    assert_eq!(
        build(&mut g.clone(), vec![cats.clone()]),
        Err(TycoonError::NeedsZ)
    );
    g.grant_patent(0, b'Z');
    g.grant_patent(1, b'S');
    g.set_money(0, 10);
    let s = scored(build(&mut g, vec![cats.clone()]).unwrap());
    assert_eq!((s[0].word.as_str(), s[0].money), ("cats", 2));
    assert!(s[0].royalties.is_empty());
    let mut g2 = two("CATEEEE", "ROO");
    g2.grant_patent(0, b'Z');
    g2.set_money(0, 10);
    build(&mut g2, vec![cats.clone()]).unwrap();
    assert_eq!(
        g2.apply(Action::BuyPatent { letter: b'S' }, &words()),
        Err(TycoonError::PatentNotPlayed('S'))
    );
    let mut g3 = two("CATDOGE", "ROO");
    g3.grant_patent(0, b'Z');
    g3.grant_patent(0, b'V');
    let mut dogs = w(&[H(3), H(4), H(5)]);
    dogs.add_s = true;
    assert_eq!(
        build(&mut g3, vec![cats, dogs]),
        Err(TycoonError::ZUsedTwice)
    );
}

#[test]
fn q_patent_replaces_one_card_before_the_turn_once() {
    let mut g = two("CATEEEE", "ROO");
    assert_eq!(
        g.clone().apply(Action::QReplace { card: 0 }, &words()),
        Err(TycoonError::NeedsQ)
    );
    g.grant_patent(0, b'Q');
    g.arrange_deck_top(b"Z");
    g.apply(Action::QReplace { card: 0 }, &words()).unwrap();
    assert_eq!(g.player(0).hand, b"ATEEEEZ");
    assert_eq!(g.discard_pile(), b"C");
    assert_eq!(
        g.apply(Action::QReplace { card: 0 }, &words()),
        Err(TycoonError::QUsedTwice)
    );
    assert_conserved(&g);
}

#[test]
fn exchange_discards_any_number_and_draws_as_many() {
    let mut g = two("CATEEEE", "ROO");
    g.arrange_deck_top(b"XYZ");
    g.apply(
        Action::Exchange {
            discard: vec![4, 5, 6],
        },
        &words(),
    )
    .unwrap();
    assert_eq!(g.player(0).hand, b"CATEXYZ");
    assert_eq!(g.current(), 1);
    assert_eq!(
        g.clone().apply(
            Action::Exchange {
                discard: vec![0, 0]
            },
            &words()
        ),
        Err(TycoonError::CardUsedTwice)
    );
}

#[test]
fn optional_discards_after_a_word_then_refill() {
    let mut g = two("CATEEEQ", "ROO");
    build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap();
    g.arrange_deck_top(b"SSSSS");
    g.apply(Action::Finish { discard: vec![3] }, &words())
        .unwrap();
    assert_eq!(g.player(0).hand, b"EEESSSS");
}

#[test]
fn discard_pile_is_reshuffled_into_a_new_deck_when_the_deck_runs_out() {
    let mut g = Game::new(Config::new(3, 2)).unwrap();
    let mut reshuffled = false;
    for _ in 0..40 {
        let before = g.deck_len();
        g.apply(
            Action::Exchange {
                discard: (0..7).collect(),
            },
            &AnyWord,
        )
        .unwrap();
        reshuffled |= g.deck_len() > before;
        assert_eq!(g.player(1 - g.current()).hand.len(), 7);
        assert_conserved(&g);
    }
    assert!(reshuffled);
}

#[test]
fn auto_validation_allows_three_attempts_then_the_turn_is_lost_and_a_card_discarded() {
    let mut g = two("CATEEEE", "ROO");
    let bad = vec![w(&[H(1), H(0), H(2)])];
    for left in [2, 1, 0] {
        assert_eq!(
            build(&mut g, bad.clone()).unwrap(),
            Outcome::Rejected {
                word: "act".into(),
                attempts_left: left
            }
        );
    }
    assert_eq!(g.phase(), Phase::Penalty);
    assert!(matches!(
        build(&mut g, bad),
        Err(TycoonError::WrongPhase { .. })
    ));
    g.apply(Action::PenaltyDiscard { card: 0 }, &words())
        .unwrap();
    assert_eq!(g.current(), 1);
    assert_eq!(g.player(0).money, 0);
    assert_eq!(g.discard_pile(), b"C");
    assert_eq!(g.player(0).hand.len(), 7);
}

#[test]
fn a_rejected_attempt_can_be_followed_by_a_good_word() {
    let mut g = two("CATEEEE", "ROO");
    build(&mut g, vec![w(&[H(1), H(0), H(2)])]).unwrap();
    scored(build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap());
}

fn challenge_game(hand: &str) -> Game {
    let mut c = Config::new(7, 2);
    c.validation = Validation::Challenge;
    setup(c, hand, "ROO")
}

#[test]
fn upheld_challenge_returns_cards_fines_one_dollar_and_costs_a_discard() {
    let mut g = challenge_game("CATEEEE");
    g.set_money(0, 3);
    assert_eq!(
        build(&mut g, vec![w(&[H(1), H(0), H(2)])]).unwrap(),
        Outcome::Pending
    );
    assert_eq!(
        g.apply(Action::Challenge { by: 0 }, &words()),
        Err(TycoonError::OwnChallenge)
    );
    let o = g.apply(Action::Challenge { by: 1 }, &words()).unwrap();
    assert_eq!(o, Outcome::ChallengeUpheld { word: "act".into() });
    assert_eq!(g.player(0).money, 2);
    assert_eq!(g.player(0).hand, b"CATEEEE");
    assert_eq!(g.phase(), Phase::Penalty);
    g.apply(Action::PenaltyDiscard { card: 6 }, &words())
        .unwrap();
    assert_eq!(g.current(), 1);
}

#[test]
fn failed_challenge_costs_the_challenger_one_dollar_paid_to_the_player() {
    let mut g = challenge_game("CATEEEE");
    g.set_money(1, 5);
    build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap();
    let s = scored(g.apply(Action::Challenge { by: 1 }, &words()).unwrap());
    assert_eq!(s[0].money, 1);
    assert_eq!((g.player(0).money, g.player(1).money), (2, 4));
    assert_eq!(g.ledger().challenge_bank, 0);
}

#[test]
fn failed_challenge_by_a_player_without_money_is_paid_by_the_bank() {
    let mut g = challenge_game("CATEEEE");
    build(&mut g, vec![w(&[H(0), H(1), H(2)])]).unwrap();
    scored(g.apply(Action::Challenge { by: 1 }, &words()).unwrap());
    assert_eq!((g.player(0).money, g.player(1).money), (2, 0));
    assert_eq!(g.ledger().challenge_bank, 1);
}

#[test]
fn unchallenged_word_is_accepted_and_challenges_need_challenge_mode() {
    let mut g = challenge_game("CATEEEE");
    build(&mut g, vec![w(&[H(1), H(0), H(2)])]).unwrap();
    scored(g.apply(Action::Accept, &words()).unwrap());
    let mut a = two("CATEEEE", "ROO");
    assert_eq!(
        a.apply(Action::Accept, &words()),
        Err(TycoonError::NotChallengeMode)
    );
}

#[test]
fn goal_triggers_a_final_round_so_all_players_have_equal_turns() {
    let mut g = setup(Config::new(5, 3), "", "");
    for p in 0..3 {
        g.arrange_hand(p, b"EEEE");
    }
    // Player 0 passes; player 1 reaches $34 of patents (E A T I = 33, + B = 35).
    g.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    for l in *b"EATIB" {
        g.grant_patent(1, l);
    }
    g.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    assert!(g.last_round());
    assert!(!g.is_over());
    assert_eq!(g.current(), 2);
    assert_eq!(
        g.apply(Action::Exchange { discard: vec![] }, &AnyWord)
            .unwrap(),
        Outcome::GameOver
    );
    assert!(g.players().iter().all(|p| p.turns == 1));
    assert_eq!(
        g.apply(Action::Exchange { discard: vec![] }, &AnyWord),
        Err(TycoonError::GameOver)
    );
}

#[test]
fn goal_below_the_value_does_not_trigger_the_final_round() {
    let mut g = setup(Config::new(5, 2), "EEEE", "");
    for l in *b"EATIN" {
        g.grant_patent(0, l); // $40 < $45
    }
    g.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    assert!(!g.last_round());
}

#[test]
fn goal_reached_by_the_last_seat_ends_the_game_at_once() {
    let mut g = setup(Config::new(5, 2), "EEEE", "");
    g.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    for l in *b"EATINO" {
        g.grant_patent(1, l); // $47
    }
    assert_eq!(
        g.apply(Action::Exchange { discard: vec![] }, &AnyWord)
            .unwrap(),
        Outcome::GameOver
    );
}

#[test]
fn score_is_money_plus_stock_plus_patent_values_and_ties_go_to_patents() {
    let mut g = two("STRAINE", "OOO");
    scored(build(&mut g, vec![w(&[H(0), H(1), H(2), H(3), H(4), H(5)])]).unwrap());
    g.grant_patent(0, b'E');
    assert_eq!(g.player(0).score(), 4 + 1 + 10);
    g.set_money(1, 14);
    g.grant_patent(1, b'B'); // 14 + 2 = 16 vs 15
    assert_eq!(g.winners(), vec![1]);
    g.set_money(1, 13); // 15 = 15: player 0 has $10 of patents
    assert_eq!(g.winners(), vec![0]);
}

#[test]
fn game_replays_exactly_from_seed_players_and_actions() {
    let mut g = two("CATEEEE", "ROO");
    let _ = &mut g;
    let config = Config::new(11, 3);
    let mut a = Game::new(config).unwrap();
    for _ in 0..6 {
        a.apply(
            Action::Exchange {
                discard: vec![0, 2],
            },
            &AnyWord,
        )
        .unwrap();
    }
    let b = Game::replay(config, a.history(), &AnyWord).unwrap();
    assert_eq!(a, b);
}

#[test]
fn q_patent_replacement_only_starts_the_turn_not_after_a_rejected_word() {
    let mut g = two("CATEEEE", "ROO");
    g.grant_patent(0, b'Q');
    build(&mut g, vec![w(&[H(1), H(0), H(2)])]).unwrap();
    assert!(matches!(
        g.apply(Action::QReplace { card: 0 }, &words()),
        Err(TycoonError::WrongPhase { .. })
    ));
}

#[test]
fn a_preview_scores_a_build_as_applying_it_would_and_changes_nothing() {
    let mut g = two("CATSXYZ", "ONE");
    g.grant_patent(1, b'T');
    g.set_money(0, 4);
    let before = g.clone();
    let cats = w(&[H(0), H(1), H(2), H(3)]);
    let p = g.preview(std::slice::from_ref(&cats), &words()).unwrap();
    assert_eq!(g, before);
    assert_eq!(p.words, vec!["cats"]);
    assert!(p.unknown.is_empty());
    // CATS pays $2; the T patent's owner gets $1; the player may then buy C ($3), A ($8 is
    // too much for 4 + 2) or S ($6), but not T (owned).
    assert_eq!((p.scores[0].money, p.scores[0].stock), (2, 0));
    assert_eq!(p.scores[0].royalties, vec![(1, 1)]);
    assert_eq!(p.buyable, b"CS".to_vec());
    let mut applied = g.clone();
    assert_eq!(scored(build(&mut applied, vec![cats]).unwrap()), p.scores);
    assert_eq!(applied.buyable_patents(), p.buyable);
    // A word the lexicon lacks is previewed and named; a shape the rules refuse is the error.
    let tax = w(&[H(1), H(2), H(4)]);
    assert_eq!(g.preview(&[tax], &words()).unwrap().unknown, vec!["atx"]);
    assert_eq!(
        g.preview(&[w(&[H(0), H(1)])], &words()),
        Err(TycoonError::TooShort)
    );
    // After a word, a preview is out of turn.
    assert!(matches!(
        applied.preview(&[w(&[H(0), H(1), H(2)])], &words()),
        Err(TycoonError::WrongPhase { .. })
    ));
}
