//! The tables of data/tycoon.md.

use slovo_tycoon::tables::{
    CARD_COUNTS, DECK_SIZE, PATENT_PRICES, card_count, full_deck, goal, patent_price, payout,
};
use slovo_tycoon::{Config, Game, TycoonError};

#[test]
fn deck_has_102_cards_with_the_table_counts() {
    let expected = "9 2 2 4 12 2 3 4 9 1 1 4 2 6 8 2 1 6 6 6 4 2 2 1 2 1";
    let counts: Vec<u8> = expected.split(' ').map(|n| n.parse().unwrap()).collect();
    assert_eq!(CARD_COUNTS.to_vec(), counts);
    assert_eq!(full_deck().len(), DECK_SIZE);
    assert_eq!(DECK_SIZE, 102);
    assert_eq!(card_count(b'E'), 12);
    assert_eq!(card_count(b'H'), 4);
    assert_eq!(card_count(b'S'), 6);
}

#[test]
fn patent_prices_match_the_table_and_sum_to_110() {
    let expected = "8 2 3 4 10 3 3 5 7 2 2 4 3 7 7 3 2 6 6 8 3 2 3 2 3 2";
    let prices: Vec<u32> = expected.split(' ').map(|n| n.parse().unwrap()).collect();
    assert_eq!(PATENT_PRICES.to_vec(), prices);
    assert_eq!(PATENT_PRICES.iter().sum::<u32>(), 110);
    for l in *b"BJKQVXZ" {
        assert_eq!(patent_price(l), 2, "power patent {}", l as char);
    }
}

#[test]
fn payout_table_rows_3_to_12() {
    let rows = [
        (3, 1, 0),
        (4, 2, 0),
        (5, 3, 0),
        (6, 4, 1),
        (7, 6, 1),
        (8, 6, 2),
        (9, 6, 3),
        (10, 6, 4),
        (11, 6, 5),
        (12, 6, 6),
    ];
    for (len, money, stock) in rows {
        assert_eq!(payout(len), (money, stock), "length {len}");
    }
}

#[test]
fn goal_values_and_minimum_counts_by_player_count() {
    assert_eq!(goal(2), Some((45, 6)));
    assert_eq!(goal(3), Some((34, 5)));
    assert_eq!(goal(4), Some((26, 3)));
    assert_eq!(goal(5), Some((21, 3)));
    assert_eq!(goal(1), None);
    assert_eq!(goal(6), None);
}

#[test]
fn minimum_patent_count_never_binds_given_the_prices() {
    // With fewer patents than the minimum, even the dearest ones stay under the goal value.
    let mut prices = PATENT_PRICES.to_vec();
    prices.sort_unstable_by(|a, b| b.cmp(a));
    for players in 2..=5 {
        let (value, min) = goal(players).unwrap();
        let best: u32 = prices[..min - 1].iter().sum();
        assert!(best < value, "{players} players");
    }
}

#[test]
fn player_count_outside_2_to_5_is_refused() {
    assert_eq!(
        Game::new(Config::new(1, 1)).unwrap_err(),
        TycoonError::PlayerCount(1)
    );
    assert_eq!(
        Game::new(Config::new(1, 6)).unwrap_err(),
        TycoonError::PlayerCount(6)
    );
}

#[test]
fn deal_gives_7_cards_each_and_3_community() {
    for players in 2..=5 {
        let g = Game::new(Config::new(9, players)).unwrap();
        assert!(g.players().iter().all(|p| p.hand.len() == 7));
        assert_eq!(g.community().len(), 3);
        assert_eq!(g.deck_len(), 102 - 7 * players - 3);
        let mut all = g.all_cards();
        all.sort_unstable();
        assert_eq!(all, full_deck());
        assert!(g.players().iter().all(|p| p.money == 0 && p.stock == 0));
    }
}
