//! Eliminating the player to move (online time-outs): their cards go back into the deck,
//! their patents are released, their turns are skipped, and the last player left wins.

use slovo_tycoon::{Action, AnyWord, Config, Game, Outcome, Phase};

#[test]
fn an_eliminated_player_gives_back_cards_and_patents_and_is_skipped() {
    let mut game = Game::new(Config::new(7, 3)).unwrap();
    game.grant_patent(0, b'E');
    let before = game.all_cards().len();
    assert_eq!(game.current(), 0);
    assert_eq!(game.eliminate_current().unwrap(), Outcome::Done);
    assert!(game.player(0).hand.is_empty());
    assert!(game.player(0).patents.is_empty());
    assert_eq!(game.owner(b'E'), None, "the patent is released");
    assert_eq!(game.all_cards().len(), before, "no card leaves play");
    assert_eq!(game.eliminated(), &[true, false, false]);
    assert_eq!(game.current(), 1);
    game.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    assert_eq!(game.current(), 2);
    game.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    assert_eq!(game.current(), 1, "seat 0 is skipped");
    assert_eq!(game.eliminate_current().unwrap(), Outcome::GameOver);
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.winners(), vec![2]);
    let places: Vec<usize> = game.standings().iter().map(|&(_, p)| p).collect();
    assert_eq!(places[0], 2, "the one left in the game comes first");
    assert!(game.eliminate_current().is_err());
}

#[test]
fn the_final_round_ends_with_the_last_seat_still_playing() {
    let mut game = Game::new(Config::new(3, 3)).unwrap();
    // Seat 2 is out; seat 1 is then the last of each round.
    game.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    game.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    game.eliminate_current().unwrap();
    assert_eq!(game.current(), 0);
    // Seat 0 reaches the 3-player goal ($34): E 10 + A 8 + T 8 + N 7 + ... = 40.
    for letter in *b"EATNO" {
        game.grant_patent(0, letter);
    }
    game.apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    assert!(game.last_round());
    assert_eq!(game.current(), 1);
    let last = game
        .apply(Action::Exchange { discard: vec![] }, &AnyWord)
        .unwrap();
    assert_eq!(
        last,
        Outcome::GameOver,
        "seat 2 is out: seat 1 closes the round"
    );
}
