//! The game loop both front ends share: the bots move by [`Session::bots`], the human by
//! [`Session::command`]; every accepted action is saved at once, and every line a player
//! reads is said here in the interface's language.

use std::path::PathBuf;

use slovo_app::{TycoonEvent, event_lines};
use slovo_i18n::{Catalog, Message};
use slovo_tycoon::bot::{Bot, BotLexicon};
use slovo_tycoon::tables::{goal, patent_price};
use slovo_tycoon::{Action, Game, Phase, TycoonError};

use super::command::{self, CmdError, Command};
use super::save::{self, Saved};

/// The human's seat.
pub const HUMAN: usize = 0;

/// One game of `slovo tycoon play`.
pub struct Session {
    pub game: Game,
    /// Seats 2 onwards: each bot and the seed it was made with.
    bots: Vec<(Bot, u64)>,
    lex: Box<dyn BotLexicon>,
    /// The interface's language: every line printed comes from it.
    pub catalog: Catalog,
    save_path: PathBuf,
}

/// What a human command did.
#[derive(Debug)]
pub enum Reply {
    /// It was carried out; these lines say what happened.
    Lines(Vec<String>),
    /// Leave: the game is saved.
    Quit,
}

impl Session {
    pub fn new(
        game: Game,
        bots: Vec<(Bot, u64)>,
        lex: Box<dyn BotLexicon>,
        catalog: Catalog,
        save_path: PathBuf,
    ) -> Session {
        Session {
            game,
            bots,
            lex,
            catalog,
            save_path,
        }
    }

    pub fn say(&self, message: &Message) -> String {
        self.catalog.render(message)
    }

    pub fn text(&self, key: &'static str) -> String {
        self.catalog.text(key, &[])
    }

    /// "You" for the human, "Bot 1", "Bot 2"… for the others.
    pub fn name(&self, player: usize) -> String {
        if player == HUMAN {
            self.text("ui-you")
        } else {
            self.say(&Message::new("ui-bot").with("n", player))
        }
    }

    pub fn humans_turn(&self) -> bool {
        !self.game.is_over() && self.game.current() == HUMAN
    }

    /// The round being played (every player's turn ends one round's share).
    pub fn round(&self) -> u32 {
        let p = if self.game.is_over() {
            HUMAN
        } else {
            self.game.current()
        };
        self.game.player(p).turns + u32::from(!self.game.is_over())
    }

    /// `Tycoon (seed 7): You, Bot 1 (medium).`
    pub fn header(&self) -> String {
        let players: Vec<String> = (0..self.game.players().len())
            .map(|p| match self.bots.get(p.wrapping_sub(1)) {
                Some((bot, _)) if p != HUMAN => {
                    format!("{} ({})", self.name(p), self.text(level_key(bot.level)))
                }
                _ => self.name(p),
            })
            .collect();
        self.say(
            &Message::new("tycoon-header")
                .with("seed", self.game.config().seed.to_string())
                .with("players", players.join(", ")),
        )
    }

    /// The goal, and the final round once it is on.
    pub fn goal_lines(&self) -> Vec<String> {
        let (value, _) = goal(self.game.players().len()).unwrap_or((0, 0));
        let mut lines = vec![self.say(&Message::new("tycoon-goal").with("value", value))];
        if self.game.last_round() && !self.game.is_over() {
            lines.push(self.text("tycoon-final-round"));
        }
        lines
    }

    /// Whose turn, as a line.
    pub fn turn_line(&self) -> String {
        let round = self.round();
        if self.game.is_over() {
            self.say(&Message::new("tycoon-over").with("rounds", round))
        } else if self.humans_turn() {
            self.say(&Message::new("tycoon-turn-you").with("round", round))
        } else {
            let name = self.name(self.game.current());
            self.say(
                &Message::new("tycoon-turn-other")
                    .with("round", round)
                    .with("name", name),
            )
        }
    }

    /// Patents the human may buy now: played from a real card this turn, free, affordable.
    pub fn buyable(&self) -> Vec<u8> {
        self.game.buyable_patents()
    }

    /// What the human may type now: the commands of this step of the turn.
    pub fn prompt(&self) -> String {
        let g = &self.game;
        if g.is_over() {
            return self.text("tycoon-prompt-over");
        }
        if !self.humans_turn() {
            let name = self.name(g.current());
            return self.say(&Message::new("tycoon-prompt-other").with("name", name));
        }
        let hand = &g.player(HUMAN).hand;
        match g.phase() {
            Phase::AfterWord => {
                let buyable: Vec<String> = self
                    .buyable()
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
                let example = hand.first().map_or('E', |&c| c as char).to_string();
                self.say(&Message::new("tycoon-prompt-penalty").with("example", example))
            }
            _ => {
                let q = g.owns(HUMAN, b'Q') && !g.q_used_this_turn();
                let start = self.text(if q {
                    "tycoon-prompt-start-q"
                } else {
                    "tycoon-prompt-start"
                });
                match (g.config().validation, g.attempts_left()) {
                    (slovo_tycoon::Validation::Auto { attempts }, Some(left))
                        if left < attempts =>
                    {
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

    /// Plays the bots until it is the human's turn or the game is over.
    pub fn bots(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        while !self.game.is_over() && self.game.current() != HUMAN {
            let me = self.game.current();
            let action = self.bots[me - 1].0.next_action(&self.game, &*self.lex);
            match self.act(action) {
                Ok(said) => lines.extend(said),
                Err(_) => {
                    // A bot's mistake must not stop the game: the step's plainest action.
                    let fallback = match self.game.phase() {
                        Phase::AfterWord => Action::Finish { discard: vec![] },
                        Phase::Penalty => Action::PenaltyDiscard { card: 0 },
                        Phase::Pending => Action::Accept,
                        _ => Action::Exchange { discard: vec![] },
                    };
                    match self.act(fallback) {
                        Ok(said) => lines.extend(said),
                        Err(e) => {
                            lines.push(self.error_text(&e.into()));
                            break;
                        }
                    }
                }
            }
        }
        lines.extend(self.persist());
        lines
    }

    /// Carries out one line typed by the human.
    pub fn command(&mut self, line: &str) -> Result<Reply, CmdError> {
        match command::parse(&self.game, line)? {
            Command::Help => Ok(Reply::Lines(vec![self.help()])),
            // Saved after every action already; saved here too for a game without any yet.
            Command::Quit => match self.persist() {
                Some(failed) => Ok(Reply::Lines(vec![failed])),
                None => Ok(Reply::Quit),
            },
            Command::Act(action) => {
                if !self.humans_turn() {
                    return Err(TycoonError::GameOver.into());
                }
                let mut lines = self.act(action)?;
                lines.extend(self.persist());
                Ok(Reply::Lines(lines))
            }
        }
    }

    pub fn help(&self) -> String {
        self.text("tycoon-help")
    }

    pub fn error_text(&self, e: &CmdError) -> String {
        self.say(&e.message(&self.game.player(HUMAN).hand, self.help()))
    }

    /// Applies an action of the current player and says what it did.
    fn act(&mut self, action: Action) -> Result<Vec<String>, TycoonError> {
        let me = self.game.current();
        let was_last_round = self.game.last_round();
        let price = match action {
            Action::BuyPatent { letter } if letter.is_ascii_uppercase() => patent_price(letter),
            _ => 0,
        };
        let outcome = self.game.apply(action.clone(), &*self.lex)?;
        let final_round_value = (self.game.last_round() && !was_last_round)
            .then(|| self.game.player(me).patent_value());
        let event = TycoonEvent {
            seat: me,
            action,
            outcome,
            price,
            final_round_value,
        };
        let lines = event_lines(&event, &|seat| self.name(seat), &self.catalog);
        Ok(lines)
    }

    /// Saves the game in progress, or forgets the save once the game is over; a line if
    /// that failed.
    fn persist(&self) -> Option<String> {
        let result = if self.game.is_over() {
            save::remove(&self.save_path)
        } else {
            save::store(&self.save_path, &Saved::of(&self.game, &self.bots))
        };
        result
            .err()
            .map(|e| self.say(&Message::new("tycoon-save-failed").with("reason", e.to_string())))
    }

    /// After `quit` or the end of input: where the game is.
    pub fn saved_message(&self) -> String {
        if self.game.is_over() {
            self.text("tycoon-prompt-over")
        } else {
            self.say(
                &Message::new("tycoon-saved").with("path", self.save_path.display().to_string()),
            )
        }
    }

    /// The end: who won, and each player's final score as the rules make it up (money +
    /// stock + patent values), best first.
    pub fn result_lines(&self) -> Vec<String> {
        let g = &self.game;
        let winners = g.winners();
        let names = |ps: &[usize]| -> String {
            ps.iter()
                .map(|&p| self.name(p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let headline = match winners.as_slice() {
            [HUMAN] => self.text("tycoon-you-win"),
            [p] => self.say(&Message::new("tycoon-winner").with("name", self.name(*p))),
            _ => self.say(&Message::new("tycoon-tie").with("names", names(&winners))),
        };
        let mut lines = vec![self.turn_line(), headline, self.text("tycoon-score-rule")];
        let standings = g.standings();
        for &(place, p) in &standings {
            let state = g.player(p);
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
                        .with("score", state.score())
                        .with("money", state.money)
                        .with("stock", state.stock)
                        .with("value", state.patent_value())
                        .with("patents", patents),
                ),
            );
        }
        // Say so when the tie-break on patent value decided a place.
        let score = |i: usize| g.player(standings[i].1).score();
        if standings.len() > 1 && score(0) == score(1) && standings[0].0 != standings[1].0 {
            lines.push(self.say(&Message::new("tycoon-tiebreak").with("score", score(0))));
        }
        lines
    }
}

fn level_key(level: slovo_tycoon::bot::Level) -> &'static str {
    use slovo_tycoon::bot::Level;
    match level {
        Level::Easy => "tycoon-level-easy",
        Level::Medium => "tycoon-level-medium",
        Level::Hard => "tycoon-level-hard",
    }
}
