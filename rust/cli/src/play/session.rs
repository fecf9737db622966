//! The game loop both front ends share: bots move by [`Session::step`], the human by
//! [`Session::command`]; every action is saved as soon as it is applied.

use std::error::Error;
use std::io;

use slovo_rules::gcg;
use slovo_rules::{Action, EndReason, Event, Game, GameConfig, Move, Record, RuleError};

use super::command::{self, Command, HELP, PlayError};
use super::opponent::{Level, Opponent, opponent};
use super::save::{Seat, Sidecar, Store};

/// How many plays `hint` suggests.
const HINTS: usize = 5;

/// One game of `slovo play`, with its bots and where it is saved.
pub struct Session {
    pub id: String,
    pub game: Game,
    /// Display names by seat.
    pub names: Vec<String>,
    pub seats: Vec<Seat>,
    store: Store,
    /// The bot of each bot seat.
    bots: Vec<Option<Box<dyn Opponent>>>,
    /// Referees every action and finds hints.
    judge: Box<dyn Opponent>,
}

/// What a human command did.
pub enum Reply {
    /// It was carried out; these lines say what happened.
    Lines(Vec<String>),
    /// Leave: the game is saved.
    Quit,
}

impl Session {
    /// A new game, saved at once.
    pub fn start(
        store: Store,
        config: GameConfig,
        names: Vec<String>,
        seats: Vec<Seat>,
    ) -> Result<Session, Box<dyn Error>> {
        let mut session = Session::open(store, String::new(), Game::new(config), names, seats)?;
        session.id = session.store.new_id()?;
        session.save()?;
        Ok(session)
    }

    /// A saved game, exactly as it was left.
    pub fn resume(store: Store, id: &str) -> Result<Session, Box<dyn Error>> {
        let (imported, sidecar) = store.load(id)?;
        Session::open(
            store,
            id.to_string(),
            imported.game,
            imported.names,
            sidecar.seats,
        )
    }

    fn open(
        store: Store,
        id: String,
        game: Game,
        names: Vec<String>,
        seats: Vec<Seat>,
    ) -> Result<Session, Box<dyn Error>> {
        if !seats.contains(&Seat::Human) {
            return Err(format!("game {id} has no human player").into());
        }
        let language = game.rules().tiles.language();
        let bots = seats
            .iter()
            .map(|seat| match seat {
                Seat::Human => Ok(None),
                Seat::Bot(level) => opponent(language, *level).map(Some),
            })
            .collect::<Result<_, _>>()?;
        Ok(Session {
            id,
            game,
            names,
            seats,
            store,
            bots,
            judge: opponent(language, Level::Hard)?,
        })
    }

    /// The human's seat (`slovo play` has exactly one human).
    pub fn human(&self) -> u8 {
        self.seats
            .iter()
            .position(|s| *s == Seat::Human)
            .unwrap_or(0) as u8
    }

    pub fn name(&self, player: u8) -> &str {
        &self.names[player as usize]
    }

    pub fn save(&self) -> io::Result<()> {
        let sidecar = Sidecar {
            seats: self.seats.clone(),
            finished: self.game.is_over(),
        };
        self.store
            .save(&self.id, &gcg::export(&self.game, &self.names), &sidecar)
    }

    /// Apply, save, and say what happened.
    fn apply(&mut self, player: u8, mv: Move) -> Result<Vec<String>, RuleError> {
        let before = self.game.history().len();
        let challenged = if mv == Move::Challenge {
            self.pending_record()
        } else {
            None
        };
        self.game
            .apply(Action::new(player, mv), &self.judge.referee())?;
        let mut lines: Vec<String> = challenged
            .map(|i| self.describe_challenge(&self.game.history()[i]))
            .into_iter()
            .collect();
        lines.extend(
            self.game.history()[before..]
                .iter()
                .map(|r| self.describe(r)),
        );
        if let Err(e) = self.save() {
            lines.push(format!("warning: the game could not be saved: {e}"));
        }
        Ok(lines)
    }

    /// The history index of the play awaiting its challenge window.
    fn pending_record(&self) -> Option<usize> {
        let author = self.game.awaiting_challenge()?;
        self.game.history().iter().rposition(|r| {
            r.player == author
                && matches!(
                    r.event,
                    Event::Play {
                        challenge: None,
                        ..
                    }
                )
        })
    }

    /// A bot's play waits for the human to challenge or accept it.
    pub fn human_decides_challenge(&self) -> bool {
        let human = self.human();
        self.game
            .awaiting_challenge()
            .is_some_and(|author| author != human && self.game.is_active(human))
    }

    /// One automatic step: a bot challenges, accepts or moves. `None` when the human must
    /// act or the game is over.
    pub fn step(&mut self) -> Option<Vec<String>> {
        if self.game.is_over() {
            return None;
        }
        if let Some(author) = self.game.awaiting_challenge() {
            // Bots know the lexicon: they challenge a play exactly when it holds a bad word.
            if let Some(bot) = self.next_bot_after(author) {
                if self.pending_play_is_invalid() {
                    return Some(self.apply(bot, Move::Challenge).unwrap_or_default());
                }
            }
            if self.human_decides_challenge() {
                return None;
            }
            let current = self.game.current_player();
            return Some(self.apply(current, Move::Accept).unwrap_or_default());
        }
        let player = self.game.current_player();
        let bot = self.bots[player as usize].as_ref()?;
        let mv = bot.choose(&self.game, player, self.bot_seed());
        Some(self.apply(player, mv).unwrap_or_else(|e| {
            let mut lines = vec![format!("{}: {e}; passes instead", self.name(player))];
            lines.extend(self.apply(player, Move::Pass).unwrap_or_default());
            lines
        }))
    }

    /// The first bot still in the game after `author` in turn order.
    fn next_bot_after(&self, author: u8) -> Option<u8> {
        let n = self.seats.len() as u8;
        (1..n)
            .map(|k| (author + k) % n)
            .find(|&p| self.bots[p as usize].is_some() && self.game.is_active(p))
    }

    fn pending_play_is_invalid(&self) -> bool {
        let Some(i) = self.pending_record() else {
            return false;
        };
        let referee = self.judge.referee();
        match &self.game.history()[i].event {
            Event::Play { words, .. } => words.iter().any(|w| !referee.lexicon.contains(w)),
            _ => false,
        }
    }

    /// A different seed for every move of the game, fixed by the game's seed.
    fn bot_seed(&self) -> u64 {
        let mut x = self.game.config().seed ^ ((self.game.actions().len() as u64) << 32);
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }

    /// Carry out one line the human typed. On an error nothing changes.
    pub fn command(&mut self, line: &str) -> Result<Reply, PlayError> {
        let human = self.human();
        let command = command::parse(line, &self.game)?;
        let mv = match command {
            Command::Quit => return Ok(Reply::Quit),
            Command::Help => return Ok(Reply::Lines(vec![HELP.to_string()])),
            Command::Move(Move::Challenge) => {
                return Ok(Reply::Lines(self.apply(human, Move::Challenge)?));
            }
            Command::Hint => None,
            Command::Move(mv) => Some(mv),
        };
        // Any other command accepts a bot's play that waits for the human's decision.
        let snapshot = self.game.clone();
        let mut lines = Vec::new();
        if self.human_decides_challenge() {
            lines.push("Play accepted.".to_string());
            lines.extend(self.apply(human, Move::Accept)?);
            let turn_move = matches!(mv, Some(Move::Play(_) | Move::Exchange(_) | Move::Pass));
            let current = self.game.current_player();
            if turn_move && (current != human || self.game.is_over()) {
                return Ok(Reply::Lines(lines));
            }
        }
        let done = match mv {
            Some(mv) => self.apply(human, mv).map_err(PlayError::from),
            None => self.hint_lines(human),
        };
        match done {
            Ok(more) => {
                lines.extend(more);
                Ok(Reply::Lines(lines))
            }
            Err(e) => {
                if self.game != snapshot {
                    self.game = snapshot;
                    let _ = self.save();
                }
                Err(e)
            }
        }
    }

    /// Best plays for `player`: only in a game where they are the only human (§7).
    pub fn hints(&self, player: u8, n: usize) -> Result<Vec<(String, i32)>, PlayError> {
        let humans = self.seats.iter().filter(|&&s| s == Seat::Human).count();
        if humans != 1 || self.seats.get(player as usize) != Some(&Seat::Human) {
            return Err(PlayError::HintsNotAllowed);
        }
        Ok(self.judge.hints(&self.game, player, n))
    }

    fn hint_lines(&self, player: u8) -> Result<Vec<String>, PlayError> {
        let hints = self.hints(player, HINTS)?;
        if hints.is_empty() {
            return Ok(vec!["hint: no play found".to_string()]);
        }
        let list: Vec<String> = hints.iter().map(|(t, s)| format!("{t} {s:+}")).collect();
        Ok(vec![format!("hint: {}", list.join(", "))])
    }

    /// What the human is asked now.
    pub fn prompt(&self) -> String {
        let human = self.human();
        if self.game.is_over() {
            return "The game is over.".to_string();
        }
        if self.human_decides_challenge() {
            let play = self
                .pending_record()
                .map(|i| self.describe(&self.game.history()[i]))
                .unwrap_or_default();
            return format!(
                "{play} -- type `challenge` to challenge it, or any other command to accept it"
            );
        }
        let current = self.game.current_player();
        if current == human {
            "Your move (8H WORD, H8 WORD, exchange TILES, pass, hint, resign, quit, help)".into()
        } else {
            format!("{} to move", self.name(current))
        }
    }

    /// One history entry as the human may see it: `Bot 1 (hard): 8H WORD +24`.
    pub fn describe(&self, r: &Record) -> String {
        let name = self.name(r.player);
        match &r.event {
            Event::Play {
                position,
                text,
                challenge,
                ..
            } => {
                let note = match challenge {
                    Some(c) if c.upheld => " (challenged off)",
                    Some(_) => " (challenged, stands)",
                    None => "",
                };
                format!("{name}: {position} {text} {:+}{note}", r.score)
            }
            Event::Exchange { count, tiles } => {
                if r.player == self.human() {
                    format!("{name}: exchange {}", self.game.tiles().kinds_text(tiles))
                } else {
                    format!("{name}: exchanges {count} tiles")
                }
            }
            Event::Pass => format!("{name}: pass"),
            Event::LostTurn => format!("{name}: loses the turn (failed challenge)"),
            Event::Eliminated(slovo_rules::Elimination::Resigned) => format!("{name}: resigns"),
            Event::Eliminated(slovo_rules::Elimination::TimedOut) => {
                format!("{name}: out of time")
            }
        }
    }

    fn describe_challenge(&self, r: &Record) -> String {
        let Event::Play {
            position,
            text,
            challenge: Some(c),
            ..
        } = &r.event
        else {
            return String::new();
        };
        let verdict = if c.upheld {
            "upheld, the play is withdrawn"
        } else {
            "the play stands"
        };
        format!(
            "{} challenges {}'s {position} {text}: {verdict}",
            self.name(c.by),
            self.name(r.player)
        )
    }

    /// The end of the game: why, and the ranking with final scores.
    pub fn result_lines(&self) -> Vec<String> {
        let Some(o) = self.game.outcome() else {
            return Vec::new();
        };
        let reason = match o.reason {
            EndReason::WentOut(p) => format!("{} went out", self.name(p)),
            EndReason::ScorelessTurns => "every player had scoreless turns in a row".to_string(),
            EndReason::NoLegalPlays => "nobody has a legal play left".to_string(),
            EndReason::FinishLine(p) => format!("{} reached the finish line", self.name(p)),
            EndReason::LastPlayerStanding(p) => {
                format!("{} is the last player in the game", self.name(p))
            }
        };
        let mut lines = vec![
            format!("Game over: {reason}."),
            "Final ranking:".to_string(),
        ];
        let mut order: Vec<usize> = (0..self.names.len()).collect();
        order.sort_by_key(|&p| (o.ranks[p], p));
        for p in order {
            let mut line = format!("  {}. {} {}", o.ranks[p], self.names[p], o.final_scores[p]);
            if o.adjustments[p] != 0 {
                line += &format!(
                    " (score {}, rack {:+})",
                    o.scores_before[p], o.adjustments[p]
                );
            }
            if !self.game.is_active(p as u8) {
                line += " (left the game)";
            }
            lines.push(line);
        }
        lines
    }

    /// The tiles the human cannot see (bag and other racks), grouped: `AAA B CC ?`.
    pub fn unseen(&self) -> String {
        let tiles = self.game.tiles();
        let view = self.game.view(self.human());
        let groups: Vec<String> = view
            .unseen
            .iter()
            .map(|&(kind, n)| tiles.kind_text(kind).repeat(n as usize))
            .collect();
        groups.join(" ")
    }

    /// Where the game is kept and how to come back to it.
    pub fn saved_message(&self) -> String {
        if self.game.is_over() {
            format!("Game {} is over and saved.", self.id)
        } else {
            format!(
                "Game {} is saved; resume it with `slovo play --resume {}`.",
                self.id, self.id
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_rules::{Language, Placement, Referee, Rules, Square, Tile, WordSet};

    /// Opens the game with its first two tiles on H8 and I8, then passes; knows no word.
    struct OpeningBot(WordSet);

    impl Opponent for OpeningBot {
        fn choose(&self, game: &Game, player: u8, _seed: u64) -> Move {
            if !game.board().is_empty() {
                return Move::Pass;
            }
            let tiles = game.rack(player)[..2].iter().enumerate().map(|(i, &k)| {
                let tile = match k {
                    slovo_rules::Kind::Letter(l) => Tile::natural(l),
                    slovo_rules::Kind::Blank => Tile::blank(0),
                };
                Placement {
                    square: Square::new(7, 7 + i).unwrap(),
                    tile,
                }
            });
            Move::Play(tiles.collect())
        }

        fn hints(&self, _: &Game, _: u8, _: usize) -> Vec<(String, i32)> {
            vec![("8H AB".into(), 8)]
        }

        fn referee(&self) -> Referee<'_> {
            Referee::new(&self.0)
        }
    }

    /// A data directory removed at the end of the test.
    struct TempDir(std::path::PathBuf);

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn session(name: &str, seats: Vec<Seat>) -> (Session, TempDir) {
        let dir = std::env::temp_dir().join(format!("slovo-play-{}-{name}", std::process::id()));
        let store = Store::new(&dir);
        let players = seats.len() as u8;
        let config = GameConfig {
            rules: Rules::for_language(Language::English),
            players,
            seed: 5,
        };
        let bot = || -> Box<dyn Opponent> { Box::new(OpeningBot(WordSet::default())) };
        let session = Session {
            id: store.new_id().unwrap(),
            game: Game::new(config),
            names: (0..players).map(|p| format!("P{p}")).collect(),
            bots: seats
                .iter()
                .map(|s| (*s != Seat::Human).then(bot))
                .collect(),
            seats,
            store,
            judge: bot(),
        };
        (session, TempDir(dir))
    }

    /// Run the bots, and pass for the human until a bot's play waits for a decision.
    fn until_bot_play_waits(s: &mut Session) {
        loop {
            while s.step().is_some() {}
            if s.human_decides_challenge() {
                return;
            }
            assert!(matches!(s.command("pass"), Ok(Reply::Lines(_))));
        }
    }

    fn lines(reply: Result<Reply, PlayError>) -> Vec<String> {
        match reply {
            Ok(Reply::Lines(lines)) => lines,
            Ok(Reply::Quit) => panic!("quit"),
            Err(e) => panic!("{e}"),
        }
    }

    /// §5: the human may challenge a bot's play; the bot knows no word, so it is withdrawn.
    #[test]
    fn human_challenges_a_bot_play() {
        let (mut s, _dirs) = session("challenge", vec![Seat::Human, Seat::Bot(Level::Hard)]);
        until_bot_play_waits(&mut s);
        assert!(s.prompt().contains("`challenge`"), "{}", s.prompt());
        let out = lines(s.command("challenge"));
        assert!(out[0].contains("upheld"), "{out:?}");
        assert!(s.game.board().is_empty());
        assert_eq!(s.game.current_player(), 0);
    }

    /// Any other command accepts the waiting play, then runs.
    #[test]
    fn another_command_accepts_a_bot_play() {
        let (mut s, _dirs) = session("accept", vec![Seat::Human, Seat::Bot(Level::Hard)]);
        until_bot_play_waits(&mut s);
        let out = lines(s.command("pass"));
        assert_eq!(out[0], "Play accepted.");
        assert_eq!(out.last().unwrap(), "P0: pass");
        assert_eq!(s.game.board().tiles().count(), 2);
        assert_eq!(s.game.awaiting_challenge(), None);
        // A refused command after the window changes nothing, not even the acceptance.
        let (mut t, _dirt) = session("refused", vec![Seat::Human, Seat::Bot(Level::Hard)]);
        until_bot_play_waits(&mut t);
        let before = t.game.clone();
        assert!(matches!(t.command("8A QQ"), Err(PlayError::Rule(_))));
        assert_eq!(t.game, before);
    }

    /// §5: a bot challenges the human's play when it holds a word not in the lexicon.
    #[test]
    fn bot_challenges_a_bad_human_play() {
        let (mut s, _dirs) = session("bad", vec![Seat::Human, Seat::Bot(Level::Easy)]);
        while s.step().is_some() {}
        if s.human_decides_challenge() {
            lines(s.command("challenge"));
        }
        let rack = s.game.rack(0).to_vec();
        let two: Vec<_> = rack
            .iter()
            .filter(|k| **k != slovo_rules::Kind::Blank)
            .take(2)
            .copied()
            .collect();
        let word = s.game.tiles().kinds_text(&two);
        lines(s.command(&format!("8H {word}")));
        let out = s.step().unwrap();
        assert!(out[0].starts_with("P1 challenges P0's 8H"), "{out:?}");
        assert!(s.game.board().is_empty());
    }

    /// §7: hints only where the asker is the only human.
    #[test]
    fn hints_only_for_the_only_human() {
        let (one, _dirone) = session("hint1", vec![Seat::Human, Seat::Bot(Level::Hard)]);
        assert_eq!(one.hints(0, 3).unwrap().len(), 1);
        assert_eq!(one.hints(1, 3), Err(PlayError::HintsNotAllowed));
        let (two, _dirtwo) = session(
            "hint2",
            vec![Seat::Human, Seat::Human, Seat::Bot(Level::Hard)],
        );
        assert_eq!(two.hints(0, 3), Err(PlayError::HintsNotAllowed));
    }
}
