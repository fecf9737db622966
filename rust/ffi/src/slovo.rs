//! [`Slovo`]: the application service ([`slovo_app::App`]) as one object for the shells.

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;

use slovo_app::{App, NewGame};
use slovo_engine::Level;
use slovo_i18n::Message;
use slovo_rules::{Action, Move, PresetName, TileSet, TileSetId};

use crate::error::{SlovoError, guard, invalid};
use crate::text::catalog;
use crate::types::{
    self, BotLevel, BotMoveInfo, GameSummary, GameView, HintItem, MoveKind, NewGameSetup,
    PreviewResult, TilePlacement,
};
use crate::worker::on_worker_thread;

/// The Slovo core of one app install: its data directory (games, saved as they go) and its
/// word lists. Make one at start-up and keep it; every method may be called from any thread.
///
/// Calls on one game wait for each other: while `runBots` is thinking for a game, `view`
/// and `preview` of that game wait until it is done (other games are free).
///
/// Kotlin: `Slovo(dataDir, lexiconsDir)`, closed by `close()` (it is `AutoCloseable`); Swift:
/// `try Slovo(dataDir:lexiconsDir:)`. Not named `SlovoCore` because that is the Swift
/// module's name, and a type named like its module breaks module-qualified names in Swift.
#[derive(uniffi::Object)]
pub struct Slovo {
    pub(crate) app: Arc<App>,
}

impl std::fmt::Debug for Slovo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Slovo").finish_non_exhaustive()
    }
}

fn new_game_of(setup: NewGameSetup) -> Result<NewGame, SlovoError> {
    let tiles = TileSetId::from_str(setup.language.trim())?;
    let preset = setup
        .preset
        .as_deref()
        .map(|p| PresetName::from_str(p.trim()))
        .transpose()?;
    let rack_size = match setup.rack_size {
        7 => 7,
        9 => 9,
        n => {
            return Err(invalid(Message::new("ffi-rack-size").with("count", n)));
        }
    };
    let finish_line = setup
        .finish_line
        .map(|n| {
            u32::try_from(n)
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| invalid(Message::new("ffi-finish-line").with("count", n)))
        })
        .transpose()?;
    let human_name = setup.human_name.trim().to_string();
    if human_name.is_empty() {
        return Err(invalid(Message::new("ffi-empty-name")));
    }
    Ok(NewGame {
        language: tiles.language(),
        tile_set: Some(tiles),
        preset,
        rack_size,
        finish_line,
        human_name,
        bots: setup.bots.into_iter().map(Level::from).collect(),
        // Any 64 bits make a seed: the shells' Long is read as its bit pattern.
        seed: setup.seed.map(|s| u64::from_ne_bytes(s.to_ne_bytes())),
    })
}

/// The history line that a lost turn writes (`slovo_app`'s wording).
const LOST_TURN: &str = "lost turn";

fn kind_of_move(mv: &Move) -> MoveKind {
    match mv {
        Move::Play(_) => MoveKind::Play,
        Move::Exchange(_) => MoveKind::Exchange,
        Move::Pass => MoveKind::Pass,
        Move::Challenge => MoveKind::Challenge,
        Move::Accept => MoveKind::Accept,
        Move::Resign => MoveKind::Resign,
        Move::TimeOut => MoveKind::TimeOut,
    }
}

fn kind_of_text(text: &str) -> MoveKind {
    match text {
        LOST_TURN => MoveKind::LostTurn,
        "pass" => MoveKind::Pass,
        "resigned" => MoveKind::Resign,
        "timed out" => MoveKind::TimeOut,
        t if t.starts_with("exchange") => MoveKind::Exchange,
        _ => MoveKind::Play,
    }
}

/// What the bots did, from their actions and the history before and after: each play,
/// exchange, pass or resignation is the next new history line of its player; a challenge
/// reports the challenged play's line with its verdict; lost turns are their own lines.
fn describe_bot_moves(
    before: &slovo_app::GameView,
    actions: &[Action],
    after: &slovo_app::GameView,
) -> Vec<BotMoveInfo> {
    let history = &after.history;
    let mut cursor = before.history.len().min(history.len());
    let names = types::display_names(&after.names);
    let name = |p: u8| names.get(usize::from(p)).cloned().unwrap_or_default();
    let line = |e: &slovo_app::HistoryEntry, kind: MoveKind| BotMoveInfo {
        player: e.player.into(),
        name: name(e.player),
        kind,
        text: e.text.clone(),
        score: e.score,
    };
    let mut out = Vec::new();
    for action in actions {
        let kind = kind_of_move(&action.mv);
        let bare = |text: String| BotMoveInfo {
            player: action.player.into(),
            name: name(action.player),
            kind,
            text,
            score: 0,
        };
        match kind {
            MoveKind::Accept => out.push(bare("accept".to_string())),
            MoveKind::Challenge => {
                let challenged = before
                    .awaiting_challenge
                    .and_then(|author| history[..cursor].iter().rev().find(|e| e.player == author));
                out.push(bare(
                    challenged.map_or_else(|| "challenge".to_string(), |e| e.text.clone()),
                ));
            }
            _ => {
                while let Some(e) = history
                    .get(cursor)
                    .filter(|e| e.player != action.player && e.text == LOST_TURN)
                {
                    out.push(line(e, MoveKind::LostTurn));
                    cursor += 1;
                }
                match history.get(cursor).filter(|e| e.player == action.player) {
                    Some(e) => {
                        out.push(line(e, kind));
                        cursor += 1;
                    }
                    None => out.push(bare(format!("{kind:?}").to_lowercase())),
                }
            }
        }
    }
    out.extend(
        history[cursor..]
            .iter()
            .map(|e| line(e, kind_of_text(&e.text))),
    );
    out
}

impl Slovo {
    fn tiles(&self, game_id: &str) -> Result<&'static TileSet, SlovoError> {
        Ok(self.app.rules(game_id)?.tiles.tiles())
    }

    fn human_move(&self, game_id: &str, mv: Move) -> Result<(), SlovoError> {
        Ok(self.app.human_move(game_id, mv)?)
    }

    /// [`Slovo::run_bots`] on the caller's thread, for Rust callers (tests, tools).
    pub fn run_bots_blocking(&self, game_id: &str) -> Result<Vec<BotMoveInfo>, SlovoError> {
        guard(|| {
            let before = self.app.view(game_id)?;
            let actions = self.app.run_bots(game_id)?;
            let after = self.app.view(game_id)?;
            Ok(describe_bot_moves(&before, &actions, &after))
        })
    }
}

#[uniffi::export]
impl Slovo {
    /// Open the data directory (created if missing; games are kept in `slovo.db` there)
    /// with the word lists in `lexiconsDir` (`<code>/words.fst` per language).
    #[uniffi::constructor]
    pub fn new(data_dir: String, lexicons_dir: String) -> Result<Arc<Self>, SlovoError> {
        guard(|| {
            if data_dir.trim().is_empty() {
                return Err(invalid(Message::new("ffi-empty-data-dir")));
            }
            let lexicons = Path::new(&lexicons_dir);
            if !lexicons.is_dir() {
                let missing = Message::new("ffi-no-word-lists").with("path", lexicons_dir.as_str());
                return Err(SlovoError::Lexicon(catalog().render(&missing)));
            }
            let app = App::open(Path::new(&data_dir), lexicons)?;
            Ok(Arc::new(Slovo { app: Arc::new(app) }))
        })
    }

    /// Every game, the ones where it is my turn first, finished ones last.
    pub fn games(&self) -> Result<Vec<GameSummary>, SlovoError> {
        guard(|| {
            Ok(self
                .app
                .games()?
                .into_iter()
                .map(GameSummary::from)
                .collect())
        })
    }

    /// Start a game against 1 to 3 bots; returns its id. The bots do not move yet: call
    /// `runBots` (a bot may be first to play).
    pub fn new_game(&self, setup: NewGameSetup) -> Result<String, SlovoError> {
        guard(|| Ok(self.app.new_game(new_game_of(setup)?)?))
    }

    /// The game as the human sees it.
    pub fn view(&self, game_id: String) -> Result<GameView, SlovoError> {
        guard(|| {
            let tiles = self.tiles(&game_id)?;
            let view = self.app.view(&game_id)?;
            Ok(GameView::from_app(view, tiles.id.name().to_string()))
        })
    }

    /// Check tiles the human is placing, without playing them: the rule broken, or the
    /// score and words (words are checked against the lexicon in every mode). Cheap enough
    /// to call on every drag. A face or square that cannot be is `InvalidArgument`; a
    /// bot's turn is `NotYourTurn`.
    pub fn preview(
        &self,
        game_id: String,
        placements: Vec<TilePlacement>,
    ) -> Result<PreviewResult, SlovoError> {
        guard(|| {
            let placed = types::placements(self.tiles(&game_id)?, &placements)?;
            Ok(self.app.preview(&game_id, &placed)?.into())
        })
    }

    /// Play tiles from my rack. In a challenge mode a play with words not in the lexicon is
    /// accepted and may be challenged (§5); in `auto` mode it is `IllegalMove`.
    pub fn play(&self, game_id: String, placements: Vec<TilePlacement>) -> Result<(), SlovoError> {
        guard(|| {
            let placed = types::placements(self.tiles(&game_id)?, &placements)?;
            self.human_move(&game_id, Move::Play(placed))
        })
    }

    /// Exchange tiles of my rack (faces, `?` for a blank) for tiles from the bag.
    pub fn exchange(&self, game_id: String, tiles: Vec<String>) -> Result<(), SlovoError> {
        guard(|| {
            let set = self.tiles(&game_id)?;
            let kinds = tiles
                .iter()
                .map(|t| types::rack_kind(set, t))
                .collect::<Result<Vec<_>, _>>()?;
            self.human_move(&game_id, Move::Exchange(kinds))
        })
    }

    /// Pass my turn.
    pub fn pass(&self, game_id: String) -> Result<(), SlovoError> {
        guard(|| self.human_move(&game_id, Move::Pass))
    }

    /// Leave the game (§7); allowed at any moment.
    pub fn resign(&self, game_id: String) -> Result<(), SlovoError> {
        guard(|| self.human_move(&game_id, Move::Resign))
    }

    /// Challenge the bot's play waiting for its challenge window (`awaitingChallenge`).
    pub fn challenge(&self, game_id: String) -> Result<(), SlovoError> {
        guard(|| self.human_move(&game_id, Move::Challenge))
    }

    /// Let the waiting play stand without a challenge. My next play, exchange or pass
    /// accepts it too; this is needed when the waiting play ended the game.
    pub fn accept(&self, game_id: String) -> Result<(), SlovoError> {
        guard(|| self.human_move(&game_id, Move::Accept))
    }

    /// The `n` best plays for me, best first, each ready to `play`. `HintsNotAllowed` unless
    /// I am the game's only human (§7); `NotYourTurn` on a bot's turn.
    pub fn hints(&self, game_id: String, n: i32) -> Result<Vec<HintItem>, SlovoError> {
        guard(|| {
            let n = types::usize_arg(n, "ffi-hint-count")?;
            let tiles = self.tiles(&game_id)?;
            Ok(self
                .app
                .hint_plays(&game_id, n)?
                .into_iter()
                .map(|h| HintItem {
                    text: h.text,
                    score: h.score,
                    equity: h.equity,
                    also: h.also.into_iter().map(|(at, _)| at).collect(),
                    placements: h
                        .placements
                        .iter()
                        .map(|p| types::tile_placement(tiles, p))
                        .collect(),
                })
                .collect())
        })
    }

    /// The game as a GCG record (with Slovo's `#x-slovo-*` pragmas, so it imports as the
    /// same game).
    pub fn export_gcg(&self, game_id: String) -> Result<String, SlovoError> {
        guard(|| Ok(self.app.export_gcg(&game_id)?))
    }

    /// Import a Slovo GCG record as a new game; returns its id. The first player is the
    /// human, the others bots of `botLevel` (medium when null).
    #[uniffi::method(default(bot_level = None))]
    pub fn import_gcg(
        &self,
        text: String,
        bot_level: Option<BotLevel>,
    ) -> Result<String, SlovoError> {
        guard(|| {
            let level = bot_level.map_or(Level::Medium, Level::from);
            Ok(self.app.import_gcg(text.as_bytes(), level)?)
        })
    }

    /// Let the bots move until it is my turn or the game ends (a bot challenges my waiting
    /// play exactly when it holds a word not in the lexicon). Runs on a worker thread and
    /// suspends the caller; returns what happened, in order. Cancelling the caller does not
    /// stop the bots: their moves are saved and show in the next `view`.
    pub async fn run_bots(&self, game_id: String) -> Result<Vec<BotMoveInfo>, SlovoError> {
        let core = Slovo {
            app: Arc::clone(&self.app),
        };
        on_worker_thread(move || core.run_bots_blocking(&game_id)).await?
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slovo_app::HistoryEntry as Line;

    fn app_view(history: Vec<Line>, awaiting: Option<u8>) -> slovo_app::GameView {
        slovo_app::GameView {
            id: "g".into(),
            language: "english".into(),
            me: 0,
            names: vec!["Ann".into(), "Bot 1 (easy)".into(), "Bot 2 (hard)".into()],
            is_bot: vec![false, true, true],
            cells: Vec::new(),
            rack: Vec::new(),
            scores: vec![0, 0, 0],
            to_move: Some(0),
            my_turn: true,
            awaiting_challenge: awaiting,
            bag: 80,
            unseen: Vec::new(),
            history,
            finished: false,
            ranks: Vec::new(),
            end: None,
            hints_used: 0,
            opening: slovo_app::Opening {
                first: 0,
                rounds: Vec::new(),
            },
        }
    }

    fn l(player: u8, text: &str, score: i32) -> Line {
        // The kind as the app would type the line (only the bot-move pairing reads it here).
        let kind = match text {
            LOST_TURN => slovo_app::HistoryKind::LostTurn,
            t if t.starts_with("exchange ") => slovo_app::HistoryKind::Exchange {
                count: t["exchange ".len()..].parse().unwrap_or(0),
                tiles: None,
            },
            t => slovo_app::HistoryKind::Play {
                play: t.trim_end_matches(" (withdrawn)").into(),
                challenge: t.ends_with(" (withdrawn)").then_some(true),
            },
        };
        Line {
            player,
            text: text.into(),
            kind,
            score,
            total: score,
        }
    }

    #[test]
    fn bot_moves_pair_actions_with_new_history_lines() {
        let before = app_view(vec![l(0, "8H QZX", 40)], Some(0));
        let after = app_view(
            vec![
                l(0, "8H QZX (withdrawn)", 0),
                l(1, "9G AT", 4),
                l(2, LOST_TURN, 0),
                l(0, LOST_TURN, 0),
                l(1, "exchange 2", 0),
            ],
            None,
        );
        let actions = [
            Action::new(1, Move::Challenge),
            Action::new(1, Move::Pass), // stands for the play: the kind comes from the action
            Action::new(1, Move::Exchange(Vec::new())),
        ];
        let got: Vec<(i32, MoveKind, String)> = describe_bot_moves(&before, &actions, &after)
            .into_iter()
            .map(|m| (m.player, m.kind, m.text))
            .collect();
        assert_eq!(
            got,
            vec![
                (1, MoveKind::Challenge, "8H QZX (withdrawn)".to_string()),
                (1, MoveKind::Pass, "9G AT".to_string()),
                (2, MoveKind::LostTurn, LOST_TURN.to_string()),
                (0, MoveKind::LostTurn, LOST_TURN.to_string()),
                (1, MoveKind::Exchange, "exchange 2".to_string()),
            ]
        );
    }

    #[test]
    fn setups_are_checked_before_the_app_sees_them() {
        let setup =
            |language: &str, rack_size: i32, finish_line: Option<i32>, name: &str| NewGameSetup {
                language: language.into(),
                human_name: name.into(),
                bots: vec![BotLevel::Easy],
                preset: None,
                rack_size,
                finish_line,
                seed: Some(-1),
            };
        let ok = new_game_of(setup("slovak-110", 9, Some(120), " Ann ")).unwrap();
        assert_eq!(ok.tile_set, Some(TileSetId::Slovak110));
        assert_eq!((ok.rack_size, ok.finish_line), (9, Some(120)));
        assert_eq!((ok.human_name.as_str(), ok.seed), ("Ann", Some(u64::MAX)));
        let err = |s| new_game_of(s).unwrap_err();
        assert!(matches!(
            err(setup("elvish", 7, None, "A")),
            SlovoError::UnknownLanguage(_)
        ));
        assert!(matches!(
            err(setup("en", 8, None, "A")),
            SlovoError::InvalidArgument(_)
        ));
        assert!(matches!(
            err(setup("en", 7, Some(0), "A")),
            SlovoError::InvalidArgument(_)
        ));
        assert!(matches!(
            err(setup("en", 7, None, "  ")),
            SlovoError::InvalidArgument(_)
        ));
        let mut bad_preset = setup("en", 7, None, "A");
        bad_preset.preset = Some("chess".into());
        assert!(matches!(err(bad_preset), SlovoError::UnknownPreset(_)));
    }
}
