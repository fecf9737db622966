//! The game loop both front ends share, over [`slovo_app::App`]: the bots move by
//! [`Session::bots`], the human by [`Session::command`]; the app saves every action as it is
//! applied, and everything shown comes from its [`GameView`].

use slovo_app::{App, AppError, Cell, GameView, HistoryEntry, HistoryKind};
use slovo_i18n::{Catalog, Message};
use slovo_rules::board::SIZE;
use slovo_rules::{Board, Kind, Move, NotationError, Rules, TileSet};

use super::command::{self, Command, PlayError};

/// How many plays `hint` suggests.
const HINTS: usize = 5;

/// How many hex digits of a game id messages show (`--resume` takes any unique prefix).
pub const SHORT_ID: usize = 8;

/// One game of `slovo play`, driven through the app.
pub struct Session {
    app: App,
    pub id: String,
    pub rules: Rules,
    /// The game as the human sees it, refreshed after every change.
    pub view: GameView,
    /// The interface's language: every line printed comes from it.
    pub catalog: Catalog,
    /// `resign` was typed: the next line answers whether to.
    confirming_resign: bool,
}

/// What a human command did.
#[derive(Debug)]
pub enum Reply {
    /// It was carried out; these lines say what happened.
    Lines(Vec<String>),
    /// Leave: the game is saved.
    Quit,
}

/// The first digits of a game id, as messages show it.
pub fn short_id(id: &str) -> &str {
    id.get(..SHORT_ID).unwrap_or(id)
}

/// A tile on the board as notation writes it: upper case, lower case for a blank's letter,
/// braces around a digraph; `None` for an empty square.
pub fn cell_text(cell: &Cell) -> Option<String> {
    let face = cell.tile.as_ref()?;
    let face = if cell.blank {
        face.to_lowercase()
    } else {
        face.clone()
    };
    Some(if face.chars().count() > 1 {
        format!("{{{face}}}")
    } else {
        face
    })
}

/// The game turn (1-based), counted from the history as the rules count it: every play,
/// exchange, pass and lost turn ends one, leaving the game does not, and a play that would end
/// the game keeps its turn open until its challenge window closes.
/// The view with its bots named in the reader's language.
fn named(mut view: GameView, catalog: &Catalog) -> GameView {
    for name in &mut view.names {
        *name = slovo_app::display_name(name, catalog);
    }
    view
}

pub fn turn(view: &GameView) -> usize {
    let ended = view.history.iter().filter(|e| !e.kind.leaves()).count();
    let held = view.awaiting_challenge.is_some() && view.awaiting_challenge == view.to_move;
    1 + ended - usize::from(held)
}

/// Whether a player resigned or ran out of time.
fn has_left(view: &GameView, player: u8) -> bool {
    view.history
        .iter()
        .any(|e| e.player == player && e.kind.leaves())
}

impl Session {
    pub fn open(app: App, id: String, catalog: Catalog) -> Result<Session, AppError> {
        let view = named(app.view(&id)?, &catalog);
        Ok(Session {
            rules: app.rules(&id)?,
            view,
            app,
            id,
            catalog,
            confirming_resign: false,
        })
    }

    /// A message in the interface's language.
    pub fn say(&self, message: &Message) -> String {
        self.catalog.render(message)
    }

    pub fn text(&self, key: &'static str) -> String {
        self.catalog.text(key, &[])
    }

    fn refresh(&mut self) -> Result<(), AppError> {
        self.view = named(self.app.view(&self.id)?, &self.catalog);
        Ok(())
    }

    pub fn short_id(&self) -> &str {
        short_id(&self.id)
    }

    pub fn tiles(&self) -> &'static TileSet {
        self.rules.tiles.tiles()
    }

    /// The human's seat (`slovo play` has exactly one human).
    pub fn human(&self) -> u8 {
        self.view.me
    }

    pub fn name(&self, player: u8) -> &str {
        self.view
            .names
            .get(player as usize)
            .map_or("?", String::as_str)
    }

    /// Whether a player resigned or ran out of time.
    pub fn has_left(&self, player: u8) -> bool {
        has_left(&self.view, player)
    }

    /// The human's rack, to read digraphs spelt as two letters against.
    fn rack(&self) -> Vec<Kind> {
        // The view writes each tile in notation, so its rack always reads.
        self.tiles()
            .parse_rack(&self.view.rack.concat())
            .unwrap_or_default()
    }

    /// The board of the view, to read plays against.
    fn board(&self) -> Result<Board, NotationError> {
        let rows: Vec<String> = self
            .view
            .cells
            .chunks(SIZE)
            .map(|row| {
                row.iter()
                    .map(|c| cell_text(c).unwrap_or_else(|| ".".to_string()))
                    .collect()
            })
            .collect();
        Board::from_text(&rows.join("/"), self.tiles())
    }

    /// A bot's play waits for the human to challenge or accept it.
    pub fn human_decides_challenge(&self) -> bool {
        let v = &self.view;
        !v.finished
            && !has_left(v, v.me)
            && v.awaiting_challenge.is_some_and(|author| author != v.me)
    }

    /// Whether the bots have something to do (move, or decide on the human's play).
    pub fn bots_to_move(&self) -> bool {
        let v = &self.view;
        let my_move = v.my_turn && v.awaiting_challenge != Some(v.me);
        !v.finished && !my_move && !self.human_decides_challenge()
    }

    /// Let the bots move (and challenge or accept the human's play) until the human is to
    /// act or the game is over; says what they did.
    pub fn bots(&mut self) -> Result<Vec<String>, AppError> {
        let before = self.view.clone();
        let moved = self.app.run_bots(&self.id);
        self.refresh()?;
        let challenger = moved?
            .iter()
            .find(|a| a.mv == Move::Challenge)
            .map(|a| a.player);
        Ok(self.changes(&before, challenger))
    }

    /// The human's move through the app, and what it changed.
    fn act(&mut self, mv: Move) -> Result<Vec<String>, PlayError> {
        let before = self.view.clone();
        let challenger = (mv == Move::Challenge).then_some(self.human());
        self.app.human_move(&self.id, mv)?;
        self.refresh()?;
        Ok(self.changes(&before, challenger))
    }

    /// The history lines that changed since `before`: challenge verdicts, then new lines.
    fn changes(&self, before: &GameView, challenger: Option<u8>) -> Vec<String> {
        let history = &self.view.history;
        let mut lines: Vec<String> = before
            .history
            .iter()
            .zip(history)
            .filter(|(old, new)| old.text != new.text)
            .map(|(old, new)| {
                let upheld = matches!(
                    new.kind,
                    HistoryKind::Play {
                        challenge: Some(true),
                        ..
                    }
                );
                let key = if upheld {
                    "challenge-upheld"
                } else {
                    "challenge-stands"
                };
                let by = challenger.map_or_else(
                    || self.text("challenge-someone"),
                    |p| self.name(p).to_string(),
                );
                // Who reads it decides the grammar: "You challenge…", "…challenges your…".
                let who = match (challenger == Some(self.view.me), old.player == self.view.me) {
                    (true, _) => "by-me",
                    (_, true) => "mine",
                    _ => "other",
                };
                self.say(
                    &Message::new(key)
                        .with("who", who)
                        .with("by", by)
                        .with("author", self.name(old.player))
                        .with("play", old.text.as_str()),
                )
            })
            .collect();
        lines.extend(
            history
                .iter()
                .skip(before.history.len())
                .map(|e| self.describe(e)),
        );
        lines
    }

    /// Carry out one line the human typed. On an error nothing changes.
    pub fn command(&mut self, line: &str) -> Result<Reply, PlayError> {
        // Leaving a game cannot be taken back: `resign` asks first, this line answers.
        if std::mem::take(&mut self.confirming_resign) {
            let yes = self.text("cli-yes");
            let answer = line.trim();
            if yes
                .split_whitespace()
                .any(|w| w.eq_ignore_ascii_case(answer))
            {
                return self.carry_out(Some(Move::Resign));
            }
            return Ok(Reply::Lines(vec![self.text("cli-resign-kept")]));
        }
        let mv = match command::parse(line, &self.board()?, self.tiles(), &self.rack())? {
            Command::Quit => return Ok(Reply::Quit),
            Command::Help => return Ok(Reply::Lines(vec![self.text("cli-help")])),
            Command::Move(Move::Challenge) => {
                return Ok(Reply::Lines(self.act(Move::Challenge)?));
            }
            Command::Hint => None,
            Command::Move(Move::Resign) if !self.view.finished => {
                self.confirming_resign = true;
                let question = ["ui-resign-title", "ui-resign-text", "cli-resign-answer"];
                return Ok(Reply::Lines(vec![
                    question.map(|key| self.text(key)).join(" "),
                ]));
            }
            Command::Move(mv) => Some(mv),
        };
        self.carry_out(mv)
    }

    /// A move (or, with none, a hint) the human asked for, with the challenge decision it
    /// implies.
    fn carry_out(&mut self, mv: Option<Move>) -> Result<Reply, PlayError> {
        // Any other command accepts a bot's play that waits for the human's decision. A move
        // accepts it in the same step (if the move is refused, nothing changes); `hint`, and
        // anything after a play that ends the game, accept it first.
        let mut lines = Vec::new();
        let decides = self.human_decides_challenge();
        if decides && (mv.is_none() || !self.view.my_turn) {
            lines.push(self.text("play-accepted"));
            lines.extend(self.act(Move::Accept)?);
            if self.view.finished {
                return Ok(Reply::Lines(lines));
            }
        }
        match mv {
            Some(mv) => {
                let done = self.act(mv)?;
                if decides && lines.is_empty() {
                    lines.push(self.text("play-accepted"));
                }
                lines.extend(done);
            }
            None => match self.hint_lines() {
                Ok(hints) => lines.extend(hints),
                // The acceptance stands: say so, and why there is no hint.
                Err(e) if !lines.is_empty() => lines.push(self.error_text(&e)),
                Err(e) => return Err(e),
            },
        }
        Ok(Reply::Lines(lines))
    }

    fn hint_lines(&self) -> Result<Vec<String>, PlayError> {
        let hints = self.app.hint_plays(&self.id, HINTS)?;
        if hints.is_empty() {
            return Ok(vec![self.text("hint-none")]);
        }
        let mut lines = vec![self.text("hint-order")];
        for (i, hint) in hints.iter().enumerate() {
            let key = match hint.also.is_empty() {
                true => "hint-play",
                false => "hint-play-also",
            };
            let mut places: Vec<&str> = hint.also.iter().take(3).map(|(p, _)| p.as_str()).collect();
            if hint.also.len() > 3 {
                places.push("…");
            }
            let play = Message::new(key)
                .with("play", hint.text.as_str())
                .with("score", format!("{:+}", hint.score))
                .with("equity", hint.equity.round() as i64)
                .with("count", hint.also.len())
                .with("places", places.join(", "));
            lines.push(format!("  {}. {}", i + 1, self.say(&play)));
        }
        Ok(lines)
    }

    /// Why a command changed nothing, in the interface's language.
    pub fn error_text(&self, e: &PlayError) -> String {
        self.say(&e.message(&self.catalog))
    }

    /// What the human is asked now.
    pub fn prompt(&self) -> String {
        let v = &self.view;
        if v.finished {
            return self.text("cli-prompt-over");
        }
        if self.confirming_resign {
            return self.text("cli-resign-answer");
        }
        if self.human_decides_challenge() {
            let play = v
                .awaiting_challenge
                .and_then(|author| v.history.iter().rev().find(|e| e.player == author))
                .map(|e| self.describe(e))
                .unwrap_or_default();
            return self.say(&Message::new("cli-prompt-challenge").with("play", play));
        }
        match v.to_move {
            _ if v.my_turn => self.text("cli-prompt-move"),
            Some(p) => self.say(&Message::new("cli-prompt-other").with("name", self.name(p))),
            None => String::new(),
        }
    }

    /// One history line as the human may see it: `Bot 1 (hard): 8H WORD +24`.
    pub fn describe(&self, e: &HistoryEntry) -> String {
        self.say(&e.message(self.name(e.player)))
    }

    /// The end of the game: the human's result, why it ended, and the ranking.
    /// Who plays first and why, for a game nobody has moved in yet (empty once one has).
    pub fn opening_lines(&self) -> Vec<String> {
        match self.view.history.is_empty() {
            true => self
                .view
                .opening
                .lines(&self.catalog, |p| self.name(p).to_string()),
            false => Vec::new(),
        }
    }

    pub fn result_lines(&self) -> Vec<String> {
        match &self.view.end {
            Some(end) => {
                let mut lines =
                    crate::end_text::end_lines(&self.catalog, end, |p| self.name(p).to_string());
                let used = Message::new("hints-used").with("count", self.view.hints_used);
                lines.push(self.say(&used));
                lines
            }
            None => Vec::new(),
        }
    }

    /// The tiles the human cannot see (bag and other racks), grouped: `AAA B CC ?`.
    pub fn unseen(&self) -> String {
        let groups: Vec<String> = self
            .view
            .unseen
            .iter()
            .map(|(tile, n)| tile.repeat(*n as usize))
            .collect();
        groups.join(" ")
    }

    /// Where the game is kept and how to come back to it.
    pub fn saved_message(&self) -> String {
        let id = self.short_id();
        let key = if self.view.finished {
            "cli-over-saved"
        } else {
            "cli-saved"
        };
        self.say(&Message::new(key).with("id", id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_app::NewGame;
    use slovo_engine::Level;
    use slovo_rules::{Language, RuleError};

    /// A data directory removed at the end of the test.
    struct TempDir(std::path::PathBuf);

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A game against one bot of `level`, by seed.
    fn session(name: &str, level: Level, seed: u64) -> (Session, TempDir) {
        session_with(name, vec![level], seed)
    }

    fn session_with(name: &str, bots: Vec<Level>, seed: u64) -> (Session, TempDir) {
        let dir = std::env::temp_dir().join(format!("slovo-session-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let app = App::open(&dir, &slovo_lexicon::default_dir()).unwrap();
        let id = app
            .new_game(NewGame {
                language: Language::English,
                tile_set: None,
                preset: None,
                rack_size: 7,
                finish_line: None,
                human_name: "You".into(),
                bots,
                seed: Some(seed),
            })
            .unwrap();
        let catalog = Catalog::new(slovo_i18n::UiLang::En);
        (Session::open(app, id, catalog).unwrap(), TempDir(dir))
    }

    fn lines(reply: Result<Reply, PlayError>) -> Vec<String> {
        match reply {
            Ok(Reply::Lines(lines)) => lines,
            Ok(Reply::Quit) => panic!("quit"),
            Err(e) => panic!("{e}"),
        }
    }

    /// Run the bots, and pass for the human until a bot's play waits for a decision.
    fn until_bot_play_waits(s: &mut Session) {
        loop {
            s.bots().unwrap();
            assert!(!s.view.finished);
            if s.human_decides_challenge() {
                return;
            }
            lines(s.command("pass"));
        }
    }

    /// §5: the human may challenge a bot's play; the bot's words are good, so the play
    /// stands and the human loses the next turn (double challenge).
    #[test]
    fn human_challenges_a_bot_play() {
        let (mut s, _dir) = session("challenge", Level::Medium, 1);
        until_bot_play_waits(&mut s);
        assert!(s.prompt().contains("`challenge`"), "{}", s.prompt());
        let score = s.view.scores[1];
        let out = lines(s.command("challenge"));
        assert!(
            out[0].starts_with("You challenge Bot 1 (medium)'s ") && out[0].ends_with("stands"),
            "{out:?}"
        );
        assert_eq!(out[1], "You: turn lost (failed challenge)");
        assert_eq!(s.view.scores[1], score);
        assert_eq!(s.view.awaiting_challenge, None);
        assert!(s.bots_to_move());
    }

    /// Any other command accepts the waiting play, then runs; a refused one changes nothing.
    #[test]
    fn another_command_accepts_a_bot_play() {
        let (mut s, _dir) = session("accept", Level::Medium, 1);
        until_bot_play_waits(&mut s);
        let before = s.view.clone();
        let refused = s.command("8A QQ");
        assert!(matches!(refused, Err(PlayError::Rule(_))), "{refused:?}");
        assert_eq!(s.view, before);
        assert_eq!(s.app.view(&s.id).unwrap(), before);
        let out = lines(s.command("pass"));
        assert_eq!(out, ["Play accepted.", "You: pass"]);
        assert_eq!(s.view.awaiting_challenge, None);
        assert_eq!(turn(&s.view), turn(&before) + 1);
    }

    /// `hint` accepts a waiting play too, then lists plays with their scores.
    #[test]
    fn hint_accepts_then_suggests() {
        let (mut s, _dir) = session("hint", Level::Medium, 1);
        until_bot_play_waits(&mut s);
        let out = lines(s.command("hint"));
        assert_eq!(out[0], "Play accepted.");
        assert!(out[1].starts_with("Hints, best first by equity"), "{out:?}");
        let plays = &out[2..];
        assert!((1..=HINTS).contains(&plays.len()), "{out:?}");
        for (i, line) in plays.iter().enumerate() {
            assert!(line.starts_with(&format!("  {}. ", i + 1)), "{out:?}");
            assert!(line.contains(", equity "), "{out:?}");
        }
        assert!(s.view.my_turn && s.view.awaiting_challenge.is_none());
        // Asking again in the same position is still one turn helped.
        lines(s.command("hint"));
        assert_eq!(s.app.view(&s.id).unwrap().hints_used, 1);
    }

    /// §5: a bot challenges the human's play when it holds a word not in the lexicon.
    #[test]
    fn bot_challenges_a_bad_human_play() {
        // A seed where the human opens the game.
        let (mut s, _dir) = (1..)
            .map(|seed| session(&format!("bad{seed}"), Level::Easy, seed))
            .find(|(s, _)| s.view.my_turn)
            .unwrap();
        let rack: Vec<String> = s.view.rack.iter().filter(|t| *t != "?").cloned().collect();
        // Two rack tiles across the centre that make no word.
        let play = rack
            .iter()
            .flat_map(|a| rack.iter().map(move |b| format!("8H {a}{b}")))
            .find(|play| {
                let Ok(Command::Move(Move::Play(p))) =
                    command::parse(play, &s.board().unwrap(), s.tiles(), &[])
                else {
                    return false;
                };
                let preview = s.app.preview(&s.id, &p).unwrap();
                let word = play[3..].to_lowercase();
                preview.error == Some(RuleError::InvalidWords(vec![word]))
            })
            .expect("a rack with two tiles that make no word");
        let out = lines(s.command(&play));
        assert!(out[0].starts_with(&format!("You: {play} +")), "{out:?}");
        let out = s.bots().unwrap();
        assert_eq!(
            out[0],
            format!("Bot 1 (easy) challenges your {play}: upheld, the play is withdrawn")
        );
        assert_eq!(s.view.scores[0], 0);
        assert!(matches!(
            s.view.history[0].kind,
            HistoryKind::Play {
                challenge: Some(true),
                ..
            }
        ));
    }

    /// The turn shown is the rules' own (read back from the game's record) all game long:
    /// plays, passes, exchanges, failed challenges and a game-ending play's open window.
    #[test]
    fn turn_counts_as_the_rules_do() {
        let (mut s, _dir) = session("turn", Level::Easy, 3);
        let rules_turn = |s: &Session| {
            let record = s.app.export_gcg(&s.id).unwrap();
            slovo_rules::gcg::import(record.as_bytes())
                .unwrap()
                .game
                .turn() as usize
        };
        let (mut challenges, mut held) = (0, false);
        for round in 0.. {
            s.bots().unwrap();
            if s.view.finished {
                break;
            }
            assert_eq!(turn(&s.view), rules_turn(&s), "round {round}");
            held |= s.view.awaiting_challenge.is_some() && !s.view.my_turn;
            if s.human_decides_challenge() && round % 4 == 0 {
                lines(s.command("challenge"));
                challenges += 1;
                assert_eq!(turn(&s.view), rules_turn(&s), "round {round}");
                continue;
            }
            let hint = s.app.hint_plays(&s.id, 1).unwrap_or_default();
            let line = match hint.first() {
                Some(h) if round % 5 != 0 => h.text.clone(),
                _ => "pass".to_string(),
            };
            lines(s.command(&line));
        }
        assert!(challenges > 0 && held);
    }

    /// §7: after the human resigns, the bots play the game out, their game-ending play's
    /// challenge window included, and the ranking says who left.
    #[test]
    fn the_bots_play_on_after_the_human_resigns() {
        let (mut s, _dir) = session_with("resign", vec![Level::Easy, Level::Easy], 2);
        s.bots().unwrap();
        let asked = lines(s.command("resign"));
        assert!(asked[0].starts_with("Resign this game?"), "{asked:?}");
        assert_eq!(lines(s.command("n")), vec!["You play on."]);
        assert!(!s.view.finished);
        s.command("resign").unwrap();
        let out = lines(s.command("y"));
        assert_eq!(out.last().unwrap(), "You: resigned");
        s.bots().unwrap();
        assert!(s.view.finished, "{:?}", s.view.history.last());
        assert!(!s.bots_to_move() && !s.human_decides_challenge());
        // Who won, why it ended, then the ranking in rank order with the adjustments and
        // how the human left (the end names a bot: the human resigned).
        let result = s.result_lines();
        assert!(
            result[0].starts_with("You lost. Winner: Bot "),
            "{result:?}"
        );
        assert!(result[1].starts_with("Game over: "), "{result:?}");
        assert_eq!(result[2], "Final ranking:");
        assert!(result[3].starts_with("  1. Bot "), "{result:?}");
        assert!(result[3].contains(" (score "), "{result:?}");
        assert_eq!(result[5], "  3. You 0 (resigned; score kept)");
        assert!(s.prompt().contains("over"));
    }

    /// The board the human reads plays against is the view's, blanks and digraphs included.
    #[test]
    fn cells_read_back_as_notation() {
        let cell = |tile: &str, blank| Cell {
            row: 0,
            col: 0,
            premium: slovo_rules::Premium::None,
            tile: Some(tile.to_string()),
            blank,
            last_move: false,
        };
        assert_eq!(cell_text(&cell("A", false)).unwrap(), "A");
        assert_eq!(cell_text(&cell("A", true)).unwrap(), "a");
        assert_eq!(cell_text(&cell("LJ", false)).unwrap(), "{LJ}");
        assert_eq!(cell_text(&cell("DŽ", true)).unwrap(), "{dž}");
        let (mut s, _dir) = session("board", Level::Medium, 1);
        s.bots().unwrap();
        let board = s.board().unwrap();
        let filled = s.view.cells.iter().filter(|c| c.tile.is_some()).count();
        assert_eq!(board.tiles().count(), filled);
    }
}
