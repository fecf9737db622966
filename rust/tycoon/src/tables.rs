//! The tables of `data/tycoon.md` (RULES.md §T). Letters are upper-case ASCII bytes.

/// (d) Cards of each letter A..Z in the 102-card deck.
pub const CARD_COUNTS: [u8; 26] = [
    9, 2, 2, 4, 12, 2, 3, 4, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 6, 6, 4, 2, 2, 1, 2, 1,
];

/// (c) Patent price (= end-game value) of each letter A..Z.
pub const PATENT_PRICES: [u32; 26] = [
    8, 2, 3, 4, 10, 3, 3, 5, 7, 2, 2, 4, 3, 7, 7, 3, 2, 6, 6, 8, 3, 2, 3, 2, 3, 2,
];

/// Size of the deck.
pub const DECK_SIZE: usize = 102;
/// Cards in a full hand.
pub const HAND_SIZE: usize = 7;
/// Face-up community cards.
pub const COMMUNITY_SIZE: usize = 3;

fn index(letter: u8) -> usize {
    assert!(letter.is_ascii_uppercase(), "not a letter card: {letter}");
    (letter - b'A') as usize
}

/// Number of cards of `letter` in the deck.
pub fn card_count(letter: u8) -> u8 {
    CARD_COUNTS[index(letter)]
}

/// Price and end-game value of the patent of `letter`.
pub fn patent_price(letter: u8) -> u32 {
    PATENT_PRICES[index(letter)]
}

/// (a) Money and stock for a word of `len` letters, before doublers. Lengths above 12 (not
/// reachable) continue the rule form: $6 and one more stock a letter.
pub fn payout(len: usize) -> (u32, u32) {
    match len {
        0..=2 => (0, 0),
        3 => (1, 0),
        4 => (2, 0),
        5 => (3, 0),
        6 => (4, 1),
        n => (6, (n - 6) as u32),
    }
}

/// (b) Patent value that triggers the final round, and the minimum patent count of the
/// optional BGA rule, for 2–5 players.
pub fn goal(players: usize) -> Option<(u32, usize)> {
    match players {
        2 => Some((45, 6)),
        3 => Some((34, 5)),
        4 => Some((26, 3)),
        5 => Some((21, 3)),
        _ => None,
    }
}

/// A E I O U (Y is declared for each play).
pub fn is_fixed_vowel(letter: u8) -> bool {
    matches!(letter, b'A' | b'E' | b'I' | b'O' | b'U')
}

/// The 102 cards in alphabetical order.
pub fn full_deck() -> Vec<u8> {
    (b'A'..=b'Z')
        .flat_map(|l| std::iter::repeat_n(l, card_count(l) as usize))
        .collect()
}
