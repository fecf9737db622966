//! The game loop both front ends share, over [`slovo_app::App`] as the phones drive it: the
//! bots move by [`Session::bots`] (`App::run_tycoon_bots`), the human by [`Session::command`]
//! (`App::tycoon_move`); the app's store keeps every action as it is applied. Everything
//! shown comes from the human's [`TycoonView`] (their own hand, the others' only as counts,
//! the deck as a count), and every line a player reads is said here in the interface's
//! language.

use slovo_app::{App, AppError, TycoonEvent, TycoonView, event_lines, word_text};
use slovo_i18n::{Catalog, Localize, Message};
use slovo_tycoon::bot::Level;
use slovo_tycoon::tables::patent_price;
use slovo_tycoon::{Action, Outcome, Phase};

use super::command::{self, CmdError, Command};
use super::messages::error_message;

/// One game of `slovo tycoon play`, driven through the app.
pub struct Session {
    app: App,
    pub id: String,
    /// The game as the human sees it, refreshed after every change.
    pub view: TycoonView,
    /// Each seat's bot level (`None` for the human).
    levels: Vec<Option<Level>>,
    /// The interface's language: every line printed comes from it.
    pub catalog: Catalog,
}

/// What a human command did.
#[derive(Debug)]
pub enum Reply {
    /// It was carried out; these lines say what happened.
    Lines(Vec<String>),
    /// Leave: the game is saved.
    Quit,
}

/// How the word being typed would fare.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The rules allow it and the word list knows every word.
    Good,
    /// Allowed, but the word list lacks a word: an attempt lost, or a challenge risked.
    Unknown,
    /// The rules (or the cards) refuse it.
    Refused,
}

impl Session {
    pub fn open(app: App, id: String, catalog: Catalog) -> Result<Session, AppError> {
        let view = app.tycoon_view(&id)?;
        let levels = app
            .tycoon_seats(&id)?
            .into_iter()
            .map(|(_, level)| level)
            .collect();
        Ok(Session {
            app,
            id,
            view,
            levels,
            catalog,
        })
    }

    fn refresh(&mut self) -> Result<(), AppError> {
        self.view = self.app.tycoon_view(&self.id)?;
        Ok(())
    }

    pub fn say(&self, message: &Message) -> String {
        self.catalog.render(message)
    }

    pub fn text(&self, key: &'static str) -> String {
        self.catalog.text(key, &[])
    }

    /// The first digits of the game's id, as messages show it (`--resume` takes any prefix).
    pub fn short_id(&self) -> &str {
        crate::play::session::short_id(&self.id)
    }

    /// The human's seat.
    pub fn me(&self) -> usize {
        self.view.me
    }

    /// "You" for the human, "Bot 1", "Bot 2"… for the others (by seat, as the app names them).
    pub fn name(&self, player: usize) -> String {
        if player == self.view.me {
            self.text("ui-you")
        } else {
            self.say(&Message::new("ui-bot").with("n", player))
        }
    }

    /// I am to act: my turn, or a bot's word waits for my answer.
    pub fn humans_turn(&self) -> bool {
        self.view.my_turn
    }

    pub fn finished(&self) -> bool {
        self.view.finished
    }

    /// The round being played (every player's turn ends one round's share).
    pub fn round(&self) -> u32 {
        let v = &self.view;
        if v.finished {
            v.players[v.me].turns
        } else {
            v.players[v.current].turns + 1
        }
    }

    /// `Tycoon (game 1a2b3c4d): You, Bot 1 (medium).`
    pub fn header(&self) -> String {
        let players: Vec<String> = (0..self.view.players.len())
            .map(|p| match self.levels.get(p).copied().flatten() {
                Some(level) if p != self.view.me => {
                    format!("{} ({})", self.name(p), self.text(level_key(level)))
                }
                _ => self.name(p),
            })
            .collect();
        self.say(
            &Message::new("tycoon-header")
                .with("id", self.short_id())
                .with("players", players.join(", ")),
        )
    }

    /// The lines under the header: how words are judged when they are open to challenge.
    pub fn opening_lines(&self) -> Vec<String> {
        let mut lines = vec![self.header()];
        if self.view.challenge_mode {
            lines.push(self.text("ui-tycoon-challenged-help"));
        }
        lines
    }

    /// The goal, and the final round once it is on.
    pub fn goal_lines(&self) -> Vec<String> {
        let v = &self.view;
        let goal = match v.min_patents {
            Some(count) => Message::new("ui-tycoon-goal-min")
                .with("value", v.goal)
                .with("count", count),
            None => Message::new("tycoon-goal").with("value", v.goal),
        };
        let mut lines = vec![self.say(&goal)];
        if v.final_round && !v.finished {
            lines.push(self.text("tycoon-final-round"));
        }
        lines
    }

    /// Whose turn, as a line.
    pub fn turn_line(&self) -> String {
        let round = self.round();
        let v = &self.view;
        if v.finished {
            self.say(&Message::new("tycoon-over").with("rounds", round))
        } else if v.current == v.me {
            self.say(&Message::new("tycoon-turn-you").with("round", round))
        } else {
            self.say(
                &Message::new("tycoon-turn-other")
                    .with("round", round)
                    .with("name", self.name(v.current)),
            )
        }
    }

    /// What the human may type now: the commands of this step of the turn.
    pub fn prompt(&self) -> String {
        let v = &self.view;
        if v.finished {
            return self.text("tycoon-prompt-over");
        }
        if !v.my_turn {
            let name = self.name(v.current);
            return self.say(&Message::new("tycoon-prompt-other").with("name", name));
        }
        match v.phase {
            // Another player's word waits for my answer.
            Phase::Pending => self.say(
                &Message::new("tycoon-prompt-pending")
                    .with("name", self.name(v.current))
                    .with("words", upper(&v.pending_words)),
            ),
            Phase::AfterWord => {
                let buyable: Vec<String> = v
                    .buyable
                    .iter()
                    .map(|&l| self.money(l as char, patent_price(l)))
                    .collect();
                if buyable.is_empty() {
                    self.text("tycoon-prompt-after-word-none")
                } else {
                    self.say(
                        &Message::new("tycoon-prompt-after-word")
                            .with("letters", buyable.join(", ")),
                    )
                }
            }
            Phase::Penalty => {
                let example = v.hand.first().map_or('E', |&c| c as char).to_string();
                self.say(&Message::new("tycoon-prompt-penalty").with("example", example))
            }
            _ => {
                let start = self.text(if v.q_available {
                    "tycoon-prompt-start-q"
                } else {
                    "tycoon-prompt-start"
                });
                // The attempts left, once a word of this turn was refused.
                let refused = v
                    .recent
                    .iter()
                    .any(|e| e.seat == v.me && matches!(e.outcome, Outcome::Rejected { .. }));
                match v.attempts_left {
                    Some(left) if refused => {
                        let left =
                            self.say(&Message::new("tycoon-attempts-left").with("count", left));
                        format!("{start} · {left}")
                    }
                    _ => start,
                }
            }
        }
    }

    /// `E $10` (or the language's way of writing a letter with its price).
    pub fn money(&self, letter: char, amount: u32) -> String {
        self.say(
            &Message::new("tycoon-letter-price")
                .with("letter", letter.to_string())
                .with("price", amount),
        )
    }

    /// Plays the bots until the human is to act or the game is over; what they did. A
    /// failure is said in the interface's language.
    pub fn bots(&mut self) -> Result<Vec<String>, String> {
        let events = self
            .app
            .run_tycoon_bots(&self.id)
            .map_err(|e| self.say(&e.message()))?;
        self.refresh().map_err(|e| self.say(&e.message()))?;
        Ok(events.iter().flat_map(|e| self.event_lines(e)).collect())
    }

    /// Carries out one line typed by the human.
    pub fn command(&mut self, line: &str) -> Result<Reply, CmdError> {
        match command::parse(&self.view.hand, &self.view.community, line)? {
            Command::Help => Ok(Reply::Lines(vec![self.help()])),
            // The app saved every action as it was applied.
            Command::Quit => Ok(Reply::Quit),
            Command::Act(action) => {
                let event = self.app.tycoon_move(&self.id, action)?;
                self.refresh()?;
                Ok(Reply::Lines(self.event_lines(&event)))
            }
        }
    }

    /// What an action did: the app's lines, with who challenged and a word left open to
    /// challenges.
    fn event_lines(&self, event: &TycoonEvent) -> Vec<String> {
        let name = |seat| self.name(seat);
        let mut lines = Vec::new();
        if let Action::Challenge { by } = event.action {
            lines.push(self.say(&Message::new("tycoon-log-challenge").with("name", name(by))));
        }
        if event.outcome == Outcome::Pending {
            let m = Message::new("tycoon-log-pending").with("name", name(event.seat));
            lines.push(self.say(&m));
        }
        lines.extend(event_lines(event, &name, &self.catalog));
        lines
    }

    /// The word being typed (`word CAT`), as it would fare if built now: its pay and the
    /// patents it would allow, a word the list lacks, or the rules' refusal. `None` when the
    /// line is no word or building is not the human's to do now.
    pub fn preview(&self, input: &str) -> Option<(String, Verdict)> {
        let v = &self.view;
        if !v.my_turn || v.current != v.me || v.phase != Phase::Start {
            return None;
        }
        let mut parts = input.split_whitespace();
        let typed_word = parts.next().is_some_and(|c| c.eq_ignore_ascii_case("word"));
        if !typed_word || parts.next().is_none() {
            return None;
        }
        let words = match command::parse(&v.hand, &v.community, input) {
            Ok(Command::Act(Action::Build { words })) => words,
            Err(e @ (CmdError::CannotSpell(_) | CmdError::CopyFirst)) => {
                return Some((self.error_text(&e), Verdict::Refused));
            }
            _ => return None,
        };
        match self.app.tycoon_preview(&self.id, &words) {
            Ok(p) if !p.unknown.is_empty() => {
                let m = Message::new("tycoon-preview-unknown").with("word", upper(&p.unknown));
                Some((self.say(&m), Verdict::Unknown))
            }
            Ok(p) => {
                let name = |seat| self.name(seat);
                let words: Vec<String> = p
                    .scores
                    .iter()
                    .map(|w| word_text(w, &name, &self.catalog))
                    .collect();
                let mut text =
                    self.say(&Message::new("tycoon-preview").with("words", words.join("; ")));
                if !p.buyable.is_empty() {
                    let letters: Vec<String> = p
                        .buyable
                        .iter()
                        .map(|&l| self.money(l as char, patent_price(l)))
                        .collect();
                    let may = Message::new("ui-tycoon-may-buy").with("letters", letters.join(", "));
                    text = format!("{text} · {}", self.say(&may));
                }
                Some((text, Verdict::Good))
            }
            Err(AppError::Tycoon(e)) => Some((self.say(&error_message(&e)), Verdict::Refused)),
            Err(_) => None,
        }
    }

    pub fn help(&self) -> String {
        let help = self.text("tycoon-help");
        if self.view.challenge_mode {
            format!("{help} {}", self.text("tycoon-help-challenge"))
        } else {
            help
        }
    }

    pub fn error_text(&self, e: &CmdError) -> String {
        self.say(&e.message(&self.view.hand, self.help()))
    }

    /// After `quit` or the end of input: where the game is and how to come back to it.
    pub fn saved_message(&self) -> String {
        let key = if self.view.finished {
            "cli-over-saved"
        } else {
            "tycoon-saved"
        };
        self.say(&Message::new(key).with("id", self.short_id()))
    }

    /// The end: who won, and each player's final score as the rules make it up (money +
    /// stock + patent values), best first.
    pub fn result_lines(&self) -> Vec<String> {
        let v = &self.view;
        let winners: Vec<usize> = v
            .standings
            .iter()
            .filter(|&&(place, _)| place == 1)
            .map(|&(_, seat)| seat)
            .collect();
        let names = |ps: &[usize]| -> String {
            ps.iter()
                .map(|&p| self.name(p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let headline = match winners.as_slice() {
            [p] if *p == v.me => self.text("tycoon-you-win"),
            [p] => self.say(&Message::new("tycoon-winner").with("name", self.name(*p))),
            _ => self.say(&Message::new("tycoon-tie").with("names", names(&winners))),
        };
        let mut lines = vec![self.turn_line(), headline, self.text("tycoon-score-rule")];
        for &(place, p) in &v.standings {
            let state = &v.players[p];
            let patents: Vec<String> = state
                .patents
                .iter()
                .map(|&l| self.money(l as char, patent_price(l)))
                .collect();
            let patents = if patents.is_empty() {
                self.text("tycoon-none")
            } else {
                patents.join(", ")
            };
            lines.push(
                self.say(
                    &Message::new("tycoon-breakdown")
                        .with("place", place)
                        .with("name", self.name(p))
                        .with("score", state.score)
                        .with("money", state.money)
                        .with("stock", state.stock)
                        .with("value", state.patent_value)
                        .with("patents", patents),
                ),
            );
        }
        // Say so when the tie-break on patent value decided a place.
        let score = |i: usize| v.players[v.standings[i].1].score;
        if v.standings.len() > 1 && score(0) == score(1) && v.standings[0].0 != v.standings[1].0 {
            lines.push(self.say(&Message::new("tycoon-tiebreak").with("score", score(0))));
        }
        lines
    }
}

/// Words as the screens show them: `CAT, DOG`.
fn upper(words: &[String]) -> String {
    let words: Vec<String> = words.iter().map(|w| w.to_uppercase()).collect();
    words.join(", ")
}

fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "tycoon-level-easy",
        Level::Medium => "tycoon-level-medium",
        Level::Hard => "tycoon-level-hard",
    }
}
