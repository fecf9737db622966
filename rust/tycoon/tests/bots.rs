//! Bots: word finding, powers, patents, discards, determinism.

use slovo_tycoon::bot::{Bot, Level, find_words, play_bots};
use slovo_tycoon::{Action, Config, Game, Phase, Slot, Validation, WordPlay, WordSet};

fn lex() -> WordSet {
    WordSet::new([
        "cat", "cats", "act", "acts", "tea", "eat", "ate", "seat", "east", "boot", "bot", "tab",
        "dog", "dogs", "god", "rate", "tear", "treat", "stare", "tares",
    ])
}

fn setup(hand: &str, community: &str) -> Game {
    let mut g = Game::new(Config::new(3, 2)).unwrap();
    g.arrange_hand(0, &[]);
    g.arrange_hand(1, &[]);
    g.arrange_community(&[]);
    g.arrange_hand(0, hand.as_bytes());
    g.arrange_community(community.as_bytes());
    g
}

fn spelled(g: &Game, level: Level) -> Vec<String> {
    let mut bot = Bot::new(level, 1);
    match bot.next_action(g, &lex()) {
        Action::Build { words } => words.iter().map(|w| g.spell(w).unwrap()).collect(),
        other => panic!("expected a word, got {other:?}"),
    }
}

#[test]
fn bot_finds_words_in_hand_and_community() {
    let g = setup("CAHHLLL", "TQQ".replace('Q', "R").as_str());
    let found: Vec<String> = find_words(&g, &lex(), false)
        .iter()
        .map(|w| g.spell(w).unwrap())
        .collect();
    assert!(found.contains(&"cat".to_string()));
    assert!(found.contains(&"act".to_string()));
}

#[test]
fn medium_and_hard_bots_play_the_best_paying_word() {
    let g = setup("TREATSX", "EEE");
    assert_eq!(spelled(&g, Level::Medium), vec!["treat"]);
    assert_eq!(spelled(&g, Level::Hard), vec!["treat"]);
}

#[test]
fn bot_uses_the_z_patent_to_add_an_s() {
    let mut g = setup("CATHHHH", "RRR");
    g.grant_patent(0, b'Z');
    assert_eq!(spelled(&g, Level::Medium), vec!["cats"]);
}

#[test]
fn bot_uses_the_x_patent_to_copy_a_card() {
    let mut g = setup("BOTHHHH", "RRR");
    g.grant_patent(0, b'X');
    let mut bot = Bot::new(Level::Hard, 1);
    let Action::Build { words } = bot.next_action(&g, &lex()) else {
        panic!()
    };
    assert_eq!(g.spell(&words[0]).unwrap(), "boot");
    assert!(words[0].slots.iter().any(|s| matches!(s, Slot::Copy(_))));
}

#[test]
fn bot_uses_the_v_patent_for_two_words() {
    let mut g = setup("CATDOGX", "RRR");
    g.grant_patent(0, b'V');
    let mut w = spelled(&g, Level::Hard);
    w.sort();
    assert_eq!(w.len(), 2);
    assert!(w.contains(&"dog".to_string()) || w.contains(&"god".to_string()));
}

#[test]
fn bot_exchanges_when_no_word_is_possible() {
    let g = setup("HHHHLLL", "RRR");
    let mut bot = Bot::new(Level::Medium, 1);
    assert!(
        matches!(bot.next_action(&g, &lex()), Action::Exchange { discard } if !discard.is_empty())
    );
}

#[test]
fn bot_buys_a_patent_it_can_afford_after_a_word() {
    let mut g = setup("TREATSX", "EEE");
    g.set_money(0, 10);
    let mut bot = Bot::new(Level::Medium, 1);
    let a = bot.next_action(&g, &lex());
    g.apply(a, &lex()).unwrap();
    assert_eq!(g.phase(), Phase::AfterWord);
    assert!(matches!(
        bot.next_action(&g, &lex()),
        Action::BuyPatent { .. }
    ));
}

#[test]
fn bot_games_are_deterministic_per_seed() {
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let a = play_bots(Config::new(8, 3), &[level; 3], &lex(), 15);
        let b = play_bots(Config::new(8, 3), &[level; 3], &lex(), 15);
        assert_eq!(a.game, b.game);
        assert!(!a.game.history().is_empty());
    }
}

#[test]
fn medium_bot_challenges_a_word_missing_from_its_lexicon_easy_does_not() {
    let mut c = Config::new(3, 2);
    c.validation = Validation::Challenge;
    let mut g = Game::new(c).unwrap();
    g.arrange_hand(0, &[]);
    g.arrange_hand(1, &[]);
    g.arrange_community(&[]);
    g.arrange_hand(0, b"TCAHHHH");
    g.arrange_community(b"LLL");
    use slovo_tycoon::Source::Hand as H;
    let tca = WordPlay::cards(&[H(0), H(1), H(2)]);
    g.apply(Action::Build { words: vec![tca] }, &lex()).unwrap();
    assert_eq!(g.pending_words(), Some(vec!["tca".to_string()]));
    assert!(Bot::new(Level::Medium, 1).challenges(&g, 1, &lex()));
    assert!(!Bot::new(Level::Easy, 1).challenges(&g, 1, &lex()));
    assert!(!Bot::new(Level::Medium, 1).challenges(&g, 0, &lex()));
}

#[test]
fn bot_games_in_challenge_mode_run_and_are_deterministic() {
    let mut c = Config::new(4, 2);
    c.validation = Validation::Challenge;
    let a = play_bots(c, &[Level::Hard, Level::Easy], &lex(), 15);
    let b = play_bots(c, &[Level::Hard, Level::Easy], &lex(), 15);
    assert_eq!(a.game, b.game);
}
