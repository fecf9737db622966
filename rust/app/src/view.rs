//! View models: what a shell renders, computed from the game as one player may see it.

use slovo_i18n::{Catalog, Message};
use slovo_rules::board::{self, Premium, SIZE};
use slovo_rules::tiles::Item;
use slovo_rules::{Board, Event, Game, Position, Record, RuleError, ScoredPlay, Square, TileSet};
use slovo_store::{GameRecord, SeatKind, Status};

/// One square of the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    pub row: u8,
    pub col: u8,
    pub premium: Premium,
    /// The tile's face in upper case (two letters for a digraph), if a tile is here.
    pub tile: Option<String>,
    pub blank: bool,
    /// Placed by the last play that stands.
    pub last_move: bool,
}

/// One line of the move history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    pub player: u8,
    /// `8H WORD` (tiles that were on the board in parentheses: `H1 DI(AZINES)`), `exchange 3`,
    /// `pass`, `lost turn`, `resigned`.
    pub text: String,
    /// What happened, typed: the shells say it in their reader's language.
    pub kind: HistoryKind,
    pub score: i32,
    pub total: i32,
}

/// What one history line records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryKind {
    /// `play` is the position and word as GCG writes them (`8H WORD`); `challenge` is the
    /// verdict of a challenge against it (`Some(true)`: upheld, the play withdrawn).
    Play {
        play: String,
        challenge: Option<bool>,
    },
    /// The tiles are named only in the exchanging player's own view.
    Exchange {
        count: u32,
        tiles: Option<String>,
    },
    Pass,
    LostTurn,
    Resigned,
    TimedOut,
}

impl HistoryKind {
    fn of(event: &Event, tiles: &TileSet, board: &Board) -> HistoryKind {
        match event {
            Event::Play {
                position,
                text,
                challenge,
                ..
            } => HistoryKind::Play {
                play: format!("{position} {}", spelled(*position, text, tiles, board)),
                challenge: challenge.map(|c| c.upheld),
            },
            Event::Exchange { count, tiles: t } => HistoryKind::Exchange {
                count: *count as u32,
                tiles: (!t.is_empty()).then(|| tiles.kinds_text(t)),
            },
            Event::Pass => HistoryKind::Pass,
            Event::LostTurn => HistoryKind::LostTurn,
            Event::Eliminated(slovo_rules::Elimination::Resigned) => HistoryKind::Resigned,
            Event::Eliminated(slovo_rules::Elimination::TimedOut) => HistoryKind::TimedOut,
        }
    }

    /// Whether the player left the game here (these lines end no turn).
    pub fn leaves(&self) -> bool {
        matches!(self, HistoryKind::Resigned | HistoryKind::TimedOut)
    }
}

impl HistoryEntry {
    /// The line as the catalog says it, naming its player `name`: `Ann: 8H WORD +24`.
    pub fn message(&self, name: &str) -> Message {
        let m = |key| Message::new(key).with("name", name);
        match &self.kind {
            HistoryKind::Play { play, challenge } => m(match challenge {
                None => "history-play",
                Some(true) => "history-play-withdrawn",
                Some(false) => "history-play-stands",
            })
            .with("play", play.as_str())
            .with("score", format!("{:+}", self.score)),
            HistoryKind::Exchange {
                tiles: Some(tiles), ..
            } => m("history-exchange-own").with("tiles", tiles.as_str()),
            HistoryKind::Exchange { count, .. } => m("history-exchange").with("count", *count),
            HistoryKind::Pass => m("history-pass"),
            HistoryKind::LostTurn => m("history-lost-turn"),
            HistoryKind::Resigned => m("history-resigned"),
            HistoryKind::TimedOut => m("history-timed-out"),
        }
    }
}

/// The end of a game as its players read it: who won, why it ended, and the ranking in
/// rank order with each score before and after the rack adjustments and how anyone who left
/// did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndSummary {
    pub reason: slovo_rules::EndReason,
    /// The viewer's result.
    pub headline: Headline,
    /// Best first; tied players share a place, in seat order.
    pub ranking: Vec<EndRow>,
}

/// The viewer's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Headline {
    Won,
    /// First place shared with these players.
    Drew {
        with: Vec<u8>,
    },
    /// These players took first place.
    Lost {
        winners: Vec<u8>,
    },
}

/// One player's line of the ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndRow {
    pub player: u8,
    pub place: u8,
    /// Before the rack adjustments.
    pub before: i32,
    pub adjustment: i32,
    pub score: i32,
    /// How the player left the game, if they did (their score stayed as it was).
    pub left: Option<slovo_rules::Elimination>,
}

impl EndRow {
    /// What the final score is made of, when it is not simply the score played: `(score
    /// 801, rack +8)`, `(resigned; score kept)`, both, or nothing.
    pub fn detail(&self, catalog: &Catalog) -> Option<String> {
        let mut parts = Vec::new();
        if self.adjustment != 0 {
            let adjusted = Message::new("end-rank-adjusted")
                .with("before", self.before)
                .with("adjustment", format!("{:+}", self.adjustment));
            parts.push(catalog.render(&adjusted));
        }
        if let Some(how) = self.left {
            let key = match how {
                slovo_rules::Elimination::Resigned => "end-rank-resigned",
                slovo_rules::Elimination::TimedOut => "end-rank-timed-out",
            };
            parts.push(catalog.text(key, &[]));
        }
        (!parts.is_empty()).then(|| parts.join(" "))
    }
}

impl EndSummary {
    /// `outcome` as player `me` reads it; `history` tells how anyone left.
    pub fn new(outcome: &slovo_rules::Outcome, history: &[HistoryEntry], me: u8) -> EndSummary {
        use slovo_rules::Elimination;
        let left = |p: u8| {
            history
                .iter()
                .filter(|e| e.player == p)
                .find_map(|e| match e.kind {
                    HistoryKind::Resigned => Some(Elimination::Resigned),
                    HistoryKind::TimedOut => Some(Elimination::TimedOut),
                    _ => None,
                })
        };
        let mut ranking: Vec<EndRow> = (0..outcome.ranks.len())
            .map(|p| EndRow {
                player: p as u8,
                place: outcome.ranks[p],
                before: outcome.scores_before[p],
                adjustment: outcome.adjustments[p],
                score: outcome.final_scores[p],
                left: left(p as u8),
            })
            .collect();
        ranking.sort_by_key(|r| (r.place, r.player));
        let first: Vec<u8> = ranking
            .iter()
            .filter(|r| r.place == 1)
            .map(|r| r.player)
            .collect();
        let headline = match first.contains(&me) {
            true if first.len() == 1 => Headline::Won,
            true => Headline::Drew {
                with: first.into_iter().filter(|&p| p != me).collect(),
            },
            false => Headline::Lost { winners: first },
        };
        EndSummary {
            reason: outcome.reason,
            headline,
            ranking,
        }
    }
}

/// A seat's name as its reader sees it: the app's own bots, stored as `Bot 2 (hard)` since the
/// first games, are named in the reader's language (`Bot 2 (ťažký)`); anyone else, a bot
/// imported from a record included, keeps their own name.
pub fn display_name(stored: &str, catalog: &Catalog) -> String {
    let bot = stored
        .strip_prefix("Bot ")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|rest| rest.split_once(" ("))
        .and_then(|(n, level)| {
            let key = match level {
                "easy" => "level-easy",
                "medium" => "level-medium",
                "hard" => "level-hard",
                _ => return None,
            };
            Some((n.parse::<u8>().ok()?, key))
        });
    match bot {
        Some((n, level)) => catalog.render(
            &Message::new("bot-name")
                .with("n", n)
                .with("level", Message::new(level)),
        ),
        None => stored.to_string(),
    }
}

/// Who plays first and why (RULES.md §6): the tiles drawn for it, round by round, or chance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    pub first: u8,
    /// Each round of the draw: the players still contending and the tile each drew (`None` a
    /// blank); a round after the first breaks a tie. Empty when the rules choose at random.
    pub rounds: Vec<Vec<(u8, Option<String>)>>,
}

impl Opening {
    pub fn new(game: &Game) -> Opening {
        Opening::of(game.first_player(), game.opening_draw(), game.tiles())
    }

    /// From the draw as the rules keep it (the server sends it so too).
    pub fn of(first: u8, draw: &slovo_rules::OpeningDraw, tiles: &TileSet) -> Opening {
        Opening {
            first,
            rounds: draw
                .iter()
                .map(|round| {
                    round
                        .iter()
                        // The face alone (`DŽ`): a tile drawn on its own needs no braces.
                        .map(|&(p, kind)| match kind {
                            slovo_rules::Kind::Blank => (p, None),
                            slovo_rules::Kind::Letter(l) => (p, Some(tiles.face(l).to_string())),
                        })
                        .collect()
                })
                .collect(),
        }
    }

    /// The lines a player reads, naming players with `name`: each round's draws, the ties
    /// drawn again, and who starts and why.
    pub fn lines(&self, catalog: &Catalog, name: impl Fn(u8) -> String) -> Vec<String> {
        let Some(last) = self.rounds.last() else {
            let random = Message::new("start-random").with("name", name(self.first));
            return vec![catalog.render(&random)];
        };
        let mut lines = Vec::new();
        for (i, round) in self.rounds.iter().enumerate() {
            let draws: Vec<String> = round
                .iter()
                .map(|(p, tile)| {
                    let drawn = match tile {
                        Some(tile) => Message::new("start-drawn").with("tile", tile.as_str()),
                        None => Message::new("start-drawn-blank"),
                    };
                    catalog.render(&drawn.with("name", name(*p)))
                })
                .collect();
            let key = if i == 0 {
                "start-draw"
            } else {
                "start-draw-again"
            };
            lines.push(catalog.render(&Message::new(key).with("draws", draws.join(", "))));
        }
        let why = match last.iter().find(|(p, _)| *p == self.first) {
            Some((_, Some(tile))) => Message::new("start-lowest").with("tile", tile.as_str()),
            _ => Message::new("start-blank"),
        };
        lines.push(catalog.render(&why.with("name", name(self.first))));
        lines
    }
}

/// Everything a game screen shows, from the viewing player's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameView {
    pub id: String,
    pub language: String,
    pub me: u8,
    pub names: Vec<String>,
    pub is_bot: Vec<bool>,
    pub cells: Vec<Cell>,
    /// My rack in notation (`?` a blank, braces for digraphs), one entry per tile.
    pub rack: Vec<String>,
    pub scores: Vec<i32>,
    pub to_move: Option<u8>,
    pub my_turn: bool,
    /// A play waits for its challenge window: whose.
    pub awaiting_challenge: Option<u8>,
    pub bag: u32,
    /// Tiles I cannot see (bag and other racks), as (tile, count).
    pub unseen: Vec<(String, u32)>,
    pub history: Vec<HistoryEntry>,
    pub finished: bool,
    /// 1-based places once the game is over.
    pub ranks: Vec<u8>,
    /// Once the game is over: who won and how.
    pub end: Option<EndSummary>,
    /// In how many positions I was shown hints.
    pub hints_used: u32,
    pub opening: Opening,
}

/// A play's main word as formed, from its GCG text (`DI......`: a dot for each tile that
/// was on the board) and the board it stays on: those tiles in parentheses, `DI(AZINES)`.
/// Tiles never leave the board once a play stands, so any later board names them.
fn spelled(position: Position, text: &str, tiles: &TileSet, board: &Board) -> String {
    let Ok(items) = tiles.parse_items(text) else {
        return text.to_string();
    };
    let mut out = String::new();
    let mut through = false;
    for (i, item) in items.into_iter().enumerate() {
        let square = position.start.step(position.dir, i as isize);
        let (tile, on_board) = match item {
            Item::Tile(tile) => (Some(tile), false),
            _ => (square.and_then(|sq| board.get(sq)), true),
        };
        if on_board != through {
            out.push(if on_board { '(' } else { ')' });
            through = on_board;
        }
        out.push_str(&tile.map_or_else(|| ".".to_string(), |t| tiles.tile_text(t)));
    }
    if through {
        out.push(')');
    }
    out
}

pub(crate) fn history_text(event: &Event, tiles: &TileSet, board: &Board) -> String {
    match event {
        Event::Play {
            position,
            text,
            challenge,
            ..
        } => {
            let mut s = format!("{position} {}", spelled(*position, text, tiles, board));
            if let Some(c) = challenge {
                s.push_str(if c.upheld {
                    " (withdrawn)"
                } else {
                    " (challenged, stands)"
                });
            }
            s
        }
        Event::Exchange { count, tiles: t } if !t.is_empty() => {
            format!("exchange {} ({count})", tiles.kinds_text(t))
        }
        Event::Exchange { count, .. } => format!("exchange {count}"),
        Event::Pass => "pass".into(),
        Event::LostTurn => "lost turn".into(),
        Event::Eliminated(slovo_rules::Elimination::Resigned) => "resigned".into(),
        Event::Eliminated(slovo_rules::Elimination::TimedOut) => "timed out".into(),
    }
}

/// The board's squares as a screen shows them, marking the last play that stands.
pub(crate) fn cells(board: &Board, history: &[Record], tiles: &TileSet) -> Vec<Cell> {
    let last: Vec<Square> = history
        .iter()
        .rev()
        .find_map(|r| match &r.event {
            Event::Play {
                placements,
                challenge,
                ..
            } if !challenge.is_some_and(|c| c.upheld) => {
                Some(placements.iter().map(|p| p.square).collect())
            }
            _ => None,
        })
        .unwrap_or_default();
    (0..SIZE * SIZE)
        .map(|i| {
            let sq = Square::new(i / SIZE, i % SIZE).unwrap();
            let tile = board.get(sq);
            Cell {
                row: sq.row,
                col: sq.col,
                premium: board::premium(sq),
                tile: tile.map(|t| tiles.face(t.letter).to_string()),
                blank: tile.is_some_and(|t| t.blank),
                last_move: last.contains(&sq),
            }
        })
        .collect()
}

/// The history lines of `history`, which led to `board`.
pub(crate) fn history_entries(
    history: &[Record],
    tiles: &TileSet,
    board: &Board,
) -> Vec<HistoryEntry> {
    history
        .iter()
        .map(|r| HistoryEntry {
            player: r.player,
            text: history_text(&r.event, tiles, board),
            kind: HistoryKind::of(&r.event, tiles, board),
            score: r.score,
            total: r.total,
        })
        .collect()
}

impl GameView {
    pub fn new(record: &GameRecord, game: &Game, me: u8) -> GameView {
        let tiles = game.tiles();
        let view = game.view(me);
        let cells = cells(&view.board, &view.history, tiles);
        let over = view.outcome.is_some();
        let history = history_entries(&view.history, tiles, &view.board);
        GameView {
            id: record.id.clone(),
            language: tiles.id.language().name().to_string(),
            me,
            names: record.seats.iter().map(|s| s.name.clone()).collect(),
            is_bot: record
                .seats
                .iter()
                .map(|s| s.kind == SeatKind::Bot)
                .collect(),
            cells,
            rack: view.rack.iter().map(|&k| tiles.kind_text(k)).collect(),
            scores: view.scores.clone(),
            to_move: (!over).then_some(view.current),
            my_turn: !over && view.current == me,
            awaiting_challenge: view.awaiting_challenge,
            bag: view.bag_len as u32,
            unseen: view
                .unseen
                .iter()
                .map(|&(k, n)| (tiles.kind_text(k), n))
                .collect(),
            finished: over,
            ranks: view
                .outcome
                .as_ref()
                .map(|o| o.ranks.clone())
                .unwrap_or_default(),
            end: view
                .outcome
                .as_ref()
                .map(|o| EndSummary::new(o, &history, me)),
            history,
            hints_used: 0,
            opening: Opening::new(game),
        }
    }
}

/// A line of the game list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    pub id: String,
    pub language: String,
    pub names: Vec<String>,
    pub scores: Vec<i32>,
    pub my_turn: bool,
    pub finished: bool,
    pub updated_at: i64,
    pub kind: GameKind,
}

/// Which game a line of the games list is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    /// The crossword-tile word game.
    Word,
    /// Tycoon, the letter-patent card game.
    Tycoon,
}

impl GameKind {
    /// The server's name for the family of an online game of this kind.
    pub fn family(self) -> slovo_api::GameFamily {
        match self {
            GameKind::Word => slovo_api::GameFamily::Word,
            GameKind::Tycoon => slovo_api::GameFamily::Tycoon,
        }
    }
}

impl GameSummary {
    pub fn new(record: &GameRecord, game: &Game) -> GameSummary {
        let humans: Vec<u8> = record
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .map(|s| s.seat)
            .collect();
        let finished = record.status == Status::Finished || game.is_over();
        GameSummary {
            id: record.id.clone(),
            language: game.tiles().id.language().name().to_string(),
            names: record.seats.iter().map(|s| s.name.clone()).collect(),
            scores: game.scores(),
            my_turn: !finished && humans.contains(&game.current_player()),
            finished,
            updated_at: record.updated_at,
            kind: GameKind::Word,
        }
    }
}

/// The verdict on a tentative placement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    pub valid: bool,
    /// The rule broken, when not valid (typed: the shells say it through the catalog).
    pub error: Option<RuleError>,
    pub score: Option<i32>,
    pub words: Vec<String>,
}

impl Preview {
    pub fn from_scored(scored: &ScoredPlay, tiles: &TileSet) -> Preview {
        Preview {
            valid: true,
            error: None,
            score: Some(scored.score),
            words: scored.spelled_words(tiles),
        }
    }

    pub fn refused(e: RuleError) -> Preview {
        Preview {
            valid: false,
            error: Some(e),
            score: None,
            words: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use slovo_rules::TileSetId;

    use super::*;

    /// A play's history line names its whole main word, the tiles that were on the board in
    /// parentheses (GCG's dots are for its own records).
    #[test]
    fn history_spells_the_word_with_the_board_tiles_in_parentheses() {
        let tiles = TileSetId::English.tiles();
        let mut board = Board::default();
        let cat = "8H".parse::<Position>().unwrap();
        for (i, item) in tiles.parse_items("CAt").unwrap().into_iter().enumerate() {
            let Item::Tile(tile) = item else { panic!() };
            board.set(cat.start.step(cat.dir, i as isize).unwrap(), Some(tile));
        }
        let spell = |pos: &str, text: &str| spelled(pos.parse().unwrap(), text, tiles, &board);
        assert_eq!(spell("8H", "...S"), "(CAt)S");
        assert_eq!(spell("H7", "A.E"), "A(C)E");
        assert_eq!(spell("8G", "S...S"), "S(CAt)S");
        assert_eq!(spell("8H", "CAT"), "CAT");
    }
}
