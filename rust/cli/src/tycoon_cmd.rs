//! `slovo tycoon`: the patent card game of seed 002 (RULES.md §T) — play against bots in the
//! terminal, or let bots play each other.

use std::error::Error;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use slovo_lexicon::Lexicon;
use slovo_rules::Language;
use slovo_tycoon::bot::{Bot, BotLexicon, Level, play_bots};
use slovo_tycoon::{Action, Config, Game, Outcome, Phase, Slot, Source, WordCheck, WordPlay};

use crate::lexicon_cmd::DirArgs;

#[derive(Subcommand)]
pub enum TycoonCommand {
    /// Play against 1–4 bots (commands read line by line).
    Play(PlayArgs),
    /// Bots against bots: wins, mean scores, 95% confidence intervals.
    Selfplay(SelfplayArgs),
}

#[derive(Args)]
pub struct PlayArgs {
    /// Number of bots (1–4).
    #[arg(long, default_value_t = 1)]
    bots: usize,
    /// Bot level: easy, medium or hard.
    #[arg(long, default_value = "medium", value_parser = parse_level)]
    level: Level,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Plain output for scripts: no prompts, commands from stdin.
    #[arg(long)]
    plain: bool,
    #[command(flatten)]
    dir: DirArgs,
}

#[derive(Args)]
pub struct SelfplayArgs {
    /// Number of games (rounded up to even: each seed is played with seats swapped).
    #[arg(long, default_value_t = 100)]
    games: u32,
    #[arg(long, value_parser = parse_level)]
    p1: Level,
    #[arg(long, value_parser = parse_level)]
    p2: Level,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Turns per player after which an unfinished game is scored as it stands.
    #[arg(long, default_value_t = 200)]
    max_turns: u32,
    #[command(flatten)]
    dir: DirArgs,
}

fn parse_level(s: &str) -> Result<Level, String> {
    Level::parse(s).ok_or_else(|| format!("unknown level {s:?} (easy, medium, hard)"))
}

/// The English lexicon seen by the Tycoon rules and bots (lower-case ASCII words).
struct Words(Lexicon);

impl WordCheck for Words {
    fn contains(&self, word: &str) -> bool {
        self.0.contains_normalized(word)
    }
}

impl BotLexicon for Words {
    fn has_prefix(&self, prefix: &str) -> bool {
        self.0.has_prefix(prefix)
    }
}

pub fn run(cmd: TycoonCommand) -> Result<ExitCode, Box<dyn Error>> {
    match cmd {
        TycoonCommand::Play(args) => play(args),
        TycoonCommand::Selfplay(args) => selfplay(args),
    }
}

/// Mean and 95% confidence half-width.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if n > 1.0 {
        xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    (mean, 1.96 * (var / n).sqrt())
}

/// Result of a selfplay run, per level seat (p1, p2).
pub struct Summary {
    pub wins: [f64; 2],
    pub scores: [Vec<f64>; 2],
    pub unfinished: u32,
}

/// Plays `games` (rounded up to even) games, seats swapped every other game.
fn run_selfplay(
    lex: &dyn BotLexicon,
    levels: [Level; 2],
    games: u32,
    seed: u64,
    max_turns: u32,
    bar: &ProgressBar,
) -> Summary {
    let mut s = Summary {
        wins: [0.0; 2],
        scores: [Vec::new(), Vec::new()],
        unfinished: 0,
    };
    let games = games.div_ceil(2) * 2;
    for i in 0..games {
        let pair = u64::from(i / 2);
        let swapped = i % 2 == 1;
        let seats = if swapped {
            [levels[1], levels[0]]
        } else {
            levels
        };
        let config = Config::new(seed.wrapping_mul(1_000_003).wrapping_add(pair), 2);
        let done = play_bots(config, &seats, lex, max_turns);
        if !done.completed {
            s.unfinished += 1;
        }
        let winners = done.game.winners();
        for (seat, p) in done.game.players().iter().enumerate() {
            let side = usize::from(swapped) ^ seat;
            s.scores[side].push(f64::from(p.score()));
            if winners.contains(&seat) {
                s.wins[side] += 1.0 / winners.len() as f64;
            }
        }
        bar.inc(1);
    }
    s
}

fn selfplay(args: SelfplayArgs) -> Result<ExitCode, Box<dyn Error>> {
    let lex = Words(slovo_lexicon::open(&args.dir.dir(), Language::English)?);
    let games = args.games.div_ceil(2) * 2;
    let bar = ProgressBar::new(u64::from(games));
    bar.set_style(ProgressStyle::with_template(
        "{bar:40} {pos}/{len} games {elapsed}",
    )?);
    let start = Instant::now();
    let s = run_selfplay(
        &lex,
        [args.p1, args.p2],
        games,
        args.seed,
        args.max_turns,
        &bar,
    );
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    println!(
        "Tycoon selfplay: {games} games, p1 {:?} vs p2 {:?}",
        args.p1, args.p2
    );
    for (side, level) in [args.p1, args.p2].iter().enumerate() {
        let p = s.wins[side] / f64::from(games);
        let wci = 1.96 * (p * (1.0 - p) / f64::from(games)).sqrt();
        let (m, ci) = mean_ci(&s.scores[side]);
        println!(
            "p{} {:<6} wins {:>6.1} ({:.1}% ± {:.1})  mean score {:.1} ± {:.1}",
            side + 1,
            format!("{level:?}").to_lowercase(),
            s.wins[side],
            100.0 * p,
            100.0 * wci,
            m,
            ci
        );
    }
    let diffs: Vec<f64> = (0..s.scores[0].len())
        .map(|g| s.scores[0][g] - s.scores[1][g])
        .collect();
    let (dm, dci) = mean_ci(&diffs);
    println!("p1 − p2 score {dm:+.1} ± {dci:.1}");
    if s.unfinished > 0 {
        println!(
            "{} games reached --max-turns and were scored as they stood",
            s.unfinished
        );
    }
    println!("{:.1} games/s ({secs:.1} s)", f64::from(games) / secs);
    Ok(ExitCode::SUCCESS)
}

fn letters(cards: &[u8]) -> String {
    cards.iter().map(|&c| c as char).collect()
}

fn show(game: &Game, out: &mut dyn Write) -> std::io::Result<()> {
    for (i, p) in game.players().iter().enumerate() {
        let who = if i == 0 { "you" } else { "bot" };
        writeln!(
            out,
            "P{} ({who}) ${} stock {} patents [{}] score {}",
            i + 1,
            p.money,
            p.stock,
            letters(&p.patents),
            p.score()
        )?;
    }
    writeln!(out, "community {}", letters(game.community()))?;
    writeln!(out, "your hand {}", letters(&game.player(0).hand))?;
    Ok(())
}

const HELP: &str = "commands: word CAT [DOG] (V: two words; '*' after a letter repeats it with X, \
+S adds an S with Z, add 'y' to count Y as a vowel) | exchange LETTERS | q LETTER | buy LETTER | \
done [LETTERS to discard] | penalty LETTER | help | quit";

/// Letters of the hand matching `want` (each hand card once).
fn hand_indices(hand: &[u8], want: &str) -> Option<Vec<usize>> {
    let mut used = vec![false; hand.len()];
    want.bytes()
        .map(|c| {
            let c = c.to_ascii_uppercase();
            let i = (0..hand.len()).find(|&i| !used[i] && hand[i] == c)?;
            used[i] = true;
            Some(i)
        })
        .collect()
}

/// Turns typed words into plays: hand cards first, then community.
fn parse_words(game: &Game, parts: &[&str], y_vowel: bool) -> Option<Vec<WordPlay>> {
    let hand = &game.player(0).hand;
    let comm = game.community();
    let mut used_h = vec![false; hand.len()];
    let mut used_c = vec![false; comm.len()];
    let mut plays = Vec::new();
    for part in parts {
        let up = part.to_ascii_uppercase();
        let (body, add_s) = match up.strip_suffix("+S") {
            Some(b) => (b.to_string(), true),
            None => (up.clone(), false),
        };
        let mut slots = Vec::new();
        let mut last: Option<Source> = None;
        for c in body.bytes() {
            if c == b'*' {
                slots.push(Slot::Copy(last?));
                continue;
            }
            let src = if let Some(i) = (0..hand.len()).find(|&i| !used_h[i] && hand[i] == c) {
                used_h[i] = true;
                Source::Hand(i)
            } else {
                let i = (0..comm.len()).find(|&i| !used_c[i] && comm[i] == c)?;
                used_c[i] = true;
                Source::Community(i)
            };
            last = Some(src);
            slots.push(Slot::Card(src));
        }
        plays.push(WordPlay {
            slots,
            add_s,
            y_vowel,
        });
    }
    Some(plays)
}

fn human_action(game: &Game, line: &str) -> Result<Option<Action>, String> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    let Some((&cmd, rest)) = parts.split_first() else {
        return Err("empty command".into());
    };
    let hand = &game.player(0).hand;
    let letter = |s: Option<&&str>| -> Result<u8, String> {
        s.and_then(|s| s.bytes().next())
            .map(|c| c.to_ascii_uppercase())
            .ok_or_else(|| "which letter?".to_string())
    };
    let idx = |s: Option<&&str>| -> Result<Vec<usize>, String> {
        hand_indices(hand, s.copied().unwrap_or("")).ok_or_else(|| "not in your hand".to_string())
    };
    Ok(Some(match cmd.to_ascii_lowercase().as_str() {
        "quit" => return Ok(None),
        "help" => return Err(HELP.into()),
        "word" => {
            let y = rest.last().is_some_and(|s| s.eq_ignore_ascii_case("y"));
            let ws: Vec<&str> = rest
                .iter()
                .copied()
                .filter(|s| !s.eq_ignore_ascii_case("y"))
                .collect();
            let plays = parse_words(game, &ws, y)
                .ok_or("those letters are not in your hand or the community")?;
            Action::Build { words: plays }
        }
        "exchange" => Action::Exchange {
            discard: idx(rest.first())?,
        },
        "done" => Action::Finish {
            discard: idx(rest.first())?,
        },
        "q" => Action::QReplace {
            card: idx(rest.first())?.first().copied().ok_or("which letter?")?,
        },
        "penalty" => Action::PenaltyDiscard {
            card: idx(rest.first())?.first().copied().unwrap_or(0),
        },
        "buy" => Action::BuyPatent {
            letter: letter(rest.first())?,
        },
        _ => return Err(format!("unknown command {cmd:?}; {HELP}")),
    }))
}

fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Scored(s) | Outcome::ChallengeFailed(s) => s
            .iter()
            .map(|w| {
                let roy: u32 = w.royalties.iter().map(|r| r.1).sum();
                format!(
                    "{} ${} stock {} (x{}) royalties ${roy}",
                    w.word.to_uppercase(),
                    w.money,
                    w.stock,
                    1 << w.doublers
                )
            })
            .collect::<Vec<_>>()
            .join("; "),
        Outcome::Rejected {
            word,
            attempts_left,
        } => {
            format!(
                "{} is not a word ({attempts_left} attempts left)",
                word.to_uppercase()
            )
        }
        other => format!("{other:?}"),
    }
}

fn play(args: PlayArgs) -> Result<ExitCode, Box<dyn Error>> {
    if !(1..=4).contains(&args.bots) {
        return Err("--bots must be 1 to 4".into());
    }
    let lex = Words(slovo_lexicon::open(&args.dir.dir(), Language::English)?);
    let mut game = Game::new(Config::new(args.seed, args.bots + 1))?;
    let mut bots: Vec<Bot> = (0..args.bots)
        .map(|i| Bot::new(args.level, args.seed + i as u64))
        .collect();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    if !args.plain {
        writeln!(out, "Tycoon: you are P1. {HELP}")?;
    }
    let mut shown = false;
    while !game.is_over() {
        let me = game.current();
        if me == 0 {
            if !shown {
                show(&game, &mut out)?;
                shown = true;
            }
            if !args.plain {
                write!(out, "[{:?}] > ", game.phase())?;
                out.flush()?;
            }
            let Some(line) = lines.next() else { break };
            let line = line?;
            if line.trim().is_empty() {
                continue;
            }
            match human_action(&game, &line) {
                Ok(None) => break,
                Ok(Some(a)) => match game.apply(a, &lex) {
                    Ok(o) => {
                        writeln!(out, "{}", describe(&o))?;
                        shown = false;
                    }
                    Err(e) => writeln!(out, "refused: {e}")?,
                },
                Err(msg) => writeln!(out, "{msg}")?,
            }
        } else {
            let action = bots[me - 1].next_action(&game, &lex);
            let note = match &action {
                Action::BuyPatent { letter } => {
                    Some(format!("buys the patent of {}", *letter as char))
                }
                Action::Exchange { discard } => Some(format!("exchanges {} cards", discard.len())),
                Action::QReplace { .. } => Some("replaces a card (Q)".to_string()),
                _ => None,
            };
            match game.apply(action, &lex) {
                Ok(o) => {
                    if let Some(n) = note {
                        writeln!(out, "P{}: {n}", me + 1)?;
                    } else if matches!(o, Outcome::Scored(_) | Outcome::Rejected { .. }) {
                        writeln!(out, "P{}: {}", me + 1, describe(&o))?;
                    }
                }
                Err(_) => {
                    let fallback = match game.phase() {
                        Phase::AfterWord => Action::Finish { discard: vec![] },
                        Phase::Penalty => Action::PenaltyDiscard { card: 0 },
                        Phase::Pending => Action::Accept,
                        _ => Action::Exchange { discard: vec![] },
                    };
                    game.apply(fallback, &lex)?;
                }
            }
        }
    }
    show(&game, &mut out)?;
    let winners: Vec<String> = game
        .winners()
        .iter()
        .map(|w| format!("P{}", w + 1))
        .collect();
    writeln!(
        out,
        "{} {}",
        if game.is_over() {
            "game over, winner"
        } else {
            "stopped, leading"
        },
        winners.join(" ")
    )?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_words_take_hand_cards_first_then_community() {
        let mut game = Game::new(Config::new(1, 2)).unwrap();
        let hand = game.player(0).hand.clone();
        let comm = game.community().to_vec();
        let typed = format!("{}{}{}", hand[0] as char, comm[0] as char, hand[1] as char);
        let plays = parse_words(&game, &[typed.as_str()], false).unwrap();
        assert_eq!(plays[0].slots[0], Slot::Card(Source::Hand(0)));
        assert!(
            plays[0]
                .slots
                .iter()
                .any(|s| matches!(s, Slot::Card(Source::Community(_))))
        );
        let star = format!(
            "{}*{}{}+s",
            hand[0] as char, hand[1] as char, hand[2] as char
        );
        let plays = parse_words(&game, &[star.as_str()], true).unwrap();
        assert_eq!(plays[0].slots[1], Slot::Copy(Source::Hand(0)));
        assert!(plays[0].add_s && plays[0].y_vowel);
        assert!(parse_words(&game, &["qqqqqqqq"], false).is_none());
        let a = human_action(&game, "exchange").unwrap().unwrap();
        assert_eq!(a, Action::Exchange { discard: vec![] });
        assert!(human_action(&game, "quit").unwrap().is_none());
        game.apply(a, &slovo_tycoon::AnyWord).unwrap();
        assert_eq!(game.current(), 1);
    }

    #[test]
    fn selfplay_shows_hard_above_medium_above_easy() {
        let Ok(lex) = slovo_lexicon::open(&slovo_lexicon::default_dir(), Language::English) else {
            eprintln!("English lexicon not built: skipped");
            return;
        };
        let lex = Words(lex);
        let bar = ProgressBar::hidden();
        let mut rows = Vec::new();
        for pair in [[Level::Hard, Level::Medium], [Level::Medium, Level::Easy]] {
            let s = run_selfplay(&lex, pair, 20, 5, 150, &bar);
            let diffs: Vec<f64> = (0..s.scores[0].len())
                .map(|g| s.scores[0][g] - s.scores[1][g])
                .collect();
            let (m, ci) = mean_ci(&diffs);
            rows.push((pair, m, ci));
        }
        for (pair, m, ci) in rows {
            assert!(m - ci > 0.0, "{pair:?}: score difference {m:.1} ± {ci:.1}");
        }
    }
}
