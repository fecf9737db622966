//! Tycoon through the app service on a real data directory: a whole game of the human
//! against three bots (easy, medium, hard) to the end, the human's words chosen from the
//! preview, resumed after the app is closed and opened again; refusals change nothing.

use std::path::{Path, PathBuf};

use slovo_app::{App, AppError, GameKind, NewTycoonGame, TycoonView};
use slovo_lexicon::Lexicon;
use slovo_rules::Language;
use slovo_tycoon::bot::Level;
use slovo_tycoon::{Action, Phase, Slot, Source, TycoonError, Validation, WordPlay};

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("slovo-app-tycoon-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn open(dir: &Path) -> App {
    App::open(dir, &slovo_lexicon::default_dir()).unwrap()
}

/// Every 3- and 4-card word of the lexicon in my hand and the community, with at least one
/// hand card (each card once).
fn candidates(view: &TycoonView, lex: &Lexicon) -> Vec<WordPlay> {
    let cards: Vec<(Source, u8)> = view
        .hand
        .iter()
        .enumerate()
        .map(|(i, &c)| (Source::Hand(i), c))
        .chain(
            view.community
                .iter()
                .enumerate()
                .map(|(i, &c)| (Source::Community(i), c)),
        )
        .collect();
    let mut out = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    fn walk(
        cards: &[(Source, u8)],
        lex: &Lexicon,
        stack: &mut Vec<usize>,
        out: &mut Vec<WordPlay>,
    ) {
        let text: String = stack
            .iter()
            .map(|&i| cards[i].1.to_ascii_lowercase() as char)
            .collect();
        if stack.len() >= 3
            && stack.iter().any(|&i| matches!(cards[i].0, Source::Hand(_)))
            && lex.contains_normalized(&text)
        {
            out.push(WordPlay {
                slots: stack.iter().map(|&i| Slot::Card(cards[i].0)).collect(),
                add_s: false,
                y_vowel: false,
            });
        }
        if stack.len() == 4 || (!text.is_empty() && !lex.has_prefix(&text)) {
            return;
        }
        for i in 0..cards.len() {
            if !stack.contains(&i) {
                stack.push(i);
                walk(cards, lex, stack, out);
                stack.pop();
            }
        }
    }
    walk(&cards, lex, &mut stack, &mut out);
    out
}

/// One step of the human: answer a bot's word, build the best previewed word (then buy the
/// first patent allowed and end the turn), or exchange the whole hand.
fn human_step(app: &App, id: &str, lex: &Lexicon) {
    let view = app.tycoon_view(id).unwrap();
    assert!(view.my_turn);
    let act = |a: Action| app.tycoon_move(id, a).unwrap();
    match view.phase {
        Phase::Pending => {
            act(Action::Accept);
        }
        Phase::Penalty => {
            act(Action::PenaltyDiscard { card: 0 });
        }
        Phase::AfterWord => match view.buyable.first() {
            Some(&letter) => {
                act(Action::BuyPatent { letter });
            }
            None => {
                act(Action::Finish { discard: vec![] });
            }
        },
        Phase::Start => {
            let best = candidates(&view, lex)
                .into_iter()
                .filter_map(|w| {
                    let p = app.tycoon_preview(id, std::slice::from_ref(&w)).ok()?;
                    let gain: u32 = p.scores.iter().map(|s| s.money + s.stock).sum();
                    p.unknown.is_empty().then_some((gain, w))
                })
                .max_by_key(|(gain, _)| *gain);
            match best {
                Some((_, w)) => {
                    act(Action::Build { words: vec![w] });
                }
                None => {
                    act(Action::Exchange {
                        discard: (0..view.hand.len()).collect(),
                    });
                }
            }
        }
        Phase::Over => unreachable!("my_turn in a finished game"),
    }
}

#[test]
fn a_whole_game_against_three_bots_resumed_midway() {
    let Ok(lex) = slovo_lexicon::open(&slovo_lexicon::default_dir(), Language::English) else {
        panic!("the English word list is missing: cargo run -p slovo-cli -- lexicon build");
    };
    let dir = data_dir("whole");
    let mut app = open(&dir);
    let id = app
        .new_tycoon_game(NewTycoonGame {
            human_name: "Ann".into(),
            bots: vec![Level::Easy, Level::Medium, Level::Hard],
            validation: Validation::Auto { attempts: 3 },
            min_patent_count: false,
            seed: Some(2002),
        })
        .unwrap();
    let mut bought = 0;
    let mut steps = 0;
    loop {
        app.run_tycoon_bots(&id).unwrap();
        let view = app.tycoon_view(&id).unwrap();
        if view.finished {
            break;
        }
        steps += 1;
        assert!(steps < 2000, "the game does not end");
        if steps == 6 {
            // Closed and opened again: the same game, from the store's log.
            let before = view.clone();
            drop(app);
            app = open(&dir);
            assert_eq!(app.tycoon_view(&id).unwrap(), before);
        }
        if steps == 3 {
            refusals_change_nothing(&app, &id, &view);
        }
        let patents = view.players[0].patents.len();
        human_step(&app, &id, &lex);
        bought += app.tycoon_view(&id).unwrap().players[0].patents.len() - patents;
    }
    let view = app.tycoon_view(&id).unwrap();
    eprintln!(
        "{steps} human steps, {} actions, turns {:?}, scores {:?}",
        app.tycoon_events(&id).unwrap().len(),
        view.players.iter().map(|p| p.turns).collect::<Vec<_>>(),
        view.players.iter().map(|p| p.score).collect::<Vec<_>>()
    );
    assert!(view.final_round);
    assert_eq!(view.standings.len(), 4);
    assert!(view.players.iter().any(|p| p.patent_value >= view.goal));
    assert!(bought > 0, "the human never bought a patent");
    // The games list names it as Tycoon, finished, scores as the view's.
    let line = app
        .games()
        .unwrap()
        .into_iter()
        .find(|g| g.id == id)
        .unwrap();
    assert_eq!(line.kind, GameKind::Tycoon);
    assert!(line.finished && !line.my_turn);
    let scores: Vec<i32> = view.players.iter().map(|p| p.score as i32).collect();
    assert_eq!(line.scores, scores);
    // Over: every action refused.
    assert!(matches!(
        app.tycoon_move(&id, Action::Exchange { discard: vec![] }),
        Err(AppError::Tycoon(TycoonError::GameOver))
    ));
    app.delete_tycoon_game(&id).unwrap();
    assert!(matches!(
        app.tycoon_view(&id),
        Err(AppError::UnknownGame(_))
    ));
}

fn refusals_change_nothing(app: &App, id: &str, view: &TycoonView) {
    let events = app.tycoon_events(id).unwrap().len();
    let refused = [
        Action::BuyPatent { letter: b'E' },
        Action::Finish { discard: vec![] },
        Action::Exchange {
            discard: vec![0, 0],
        },
        Action::Build {
            words: vec![WordPlay::cards(&[Source::Hand(0), Source::Hand(1)])],
        },
        Action::QReplace { card: 0 },
        Action::Accept,
    ];
    for action in refused {
        let err = app.tycoon_move(id, action.clone()).unwrap_err();
        assert!(
            matches!(err, AppError::Tycoon(_) | AppError::NotHumansTurn),
            "{action:?}: {err:?}"
        );
    }
    assert!(matches!(
        app.run_tycoon_bots("no such game"),
        Err(AppError::UnknownGame(_))
    ));
    assert_eq!(&app.tycoon_view(id).unwrap(), view);
    assert_eq!(app.tycoon_events(id).unwrap().len(), events);
}
