//! Post-game analysis: each of a player's turns replayed and the options of that turn ranked
//! by the hard bot's static equity (score + leave value, [`crate::leave`]; no simulation),
//! the same evaluation hints use. Per turn: the move made, the best option, the equity lost
//! (≥ 0), the next best options; per player a summary.
//!
//! Options are the hard bot's: every legal play (by this engine's lexicon, bridges only once
//! the preset allows them) and the exchange keeping the best leave (when the bag allows one);
//! passing only when there is nothing else, or when it is the move made.
//! The move made is an option too, rated the same way even when the lexicon lacks one of its
//! words (a record from another word list, a phony that stood), so the best option is never
//! worse than the move made. A play challenged off afterwards is rated as the pass it became.
//!
//! **Endgame turns** (the bag empty when the turn began) are rated by the static equity the
//! hard bot's candidates carry then, not by its endgame search: going out is worth the score
//! plus twice the unseen tiles' points (shared among the opponents), and a play that keeps
//! tiles is worth its score less 1.5 × the points kept and 1 per tile kept. Such turns say
//! [`TurnAnalysis::endgame`], so a front end can tell the player the figures are estimates.
//!
//! What a player could not see stays hidden: a turn is rated from its player's view (their
//! rack, the board, the unseen tiles as a pool), so the analysis of one seat tells nothing of
//! the other racks. Records that hide a seat's racks (an online game's other seats) cannot
//! be analysed for that seat ([`AnalysisError::RacksUnknown`]).

use std::sync::atomic::{AtomicBool, Ordering};

use slovo_rules::gcg::{GcgError, GcgErrorKind, GcgEventKind, GcgRecord};
use slovo_rules::{
    Action, Board, ChallengeResult, Event, Game, GameConfig, Kind, Move, Placement, Position,
    Record, RuleError, Rules, TileSet,
};
use thiserror::Error;

use crate::bot::{Choice, Info};
use crate::engine::Engine;

/// How many options after the best each turn lists unless told otherwise.
pub const DEFAULT_TOP: usize = 3;

/// Why a game cannot be analysed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnalysisError {
    #[error("the game is not over yet")]
    NotOver,
    #[error("the game has seats 0 to {}, not {seat}", players.saturating_sub(1))]
    NoSuchSeat { seat: u8, players: u8 },
    #[error("the racks of seat {0} are not known here")]
    RacksUnknown(u8),
    #[error("move {index} does not replay: {error}")]
    Replay { index: usize, error: RuleError },
    #[error("game record: {0}")]
    Record(GcgError),
    #[error("the analysis was cancelled")]
    Cancelled,
}

/// A move as the analysis names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysedMove {
    Play {
        /// Start and direction of the main word (`8H`, `H8`).
        position: Position,
        /// The main word as GCG writes it (`.` for tiles already on the board).
        text: String,
        /// The main word whole, the tiles already on the board in parentheses (`(B)EVY`),
        /// as a game's history writes it.
        spelled: String,
        /// Every word formed, main word first, spelled whole.
        words: Vec<String>,
        /// Sorted by square.
        placements: Vec<Placement>,
    },
    Exchange(Vec<Kind>),
    Pass,
}

/// A move with its score and static equity (rounded to hundredths).
#[derive(Debug, Clone, PartialEq)]
pub struct RatedMove {
    pub mv: AnalysedMove,
    pub score: i32,
    pub equity: f64,
}

/// One turn of the analysed player.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnAnalysis {
    /// The game turn (1-based).
    pub turn: u32,
    pub player: u8,
    /// The player's rack before the turn.
    pub rack: Vec<Kind>,
    /// Tiles in the bag when the turn began (estimated from the rack sizes for records
    /// without a seed).
    pub bag_len: usize,
    /// The bag was empty: equity is the endgame estimate (see the module's notes).
    pub endgame: bool,
    pub made: RatedMove,
    /// The play made was challenged off: rated as a pass, `made.mv` still names it.
    pub withdrawn: bool,
    /// 1 when the move made was the best; otherwise 1 + the options rated higher.
    pub made_rank: usize,
    pub best: RatedMove,
    /// `best.equity − made.equity`, ≥ 0; 0 when the best was made.
    pub equity_lost: f64,
    /// The options after the best, best first, each main word once at its best square (the
    /// move made among them when it ranks there).
    pub alternatives: Vec<RatedMove>,
    /// How many options the turn had (plays, the best exchange, the move made).
    pub options: usize,
}

/// One player's turns added up.
#[derive(Debug, Clone, PartialEq)]
pub struct AnalysisSummary {
    pub player: u8,
    pub turns: usize,
    /// Turns on which the best option was made.
    pub best_made: usize,
    /// The equity lost, summed over the turns.
    pub equity_lost: f64,
    /// Points left on the table: the best option's score less the score made, summed where
    /// positive.
    pub points_left: i32,
    /// Index into [`Analysis::turns`] of the player's highest-scoring move made (the
    /// earliest on a tie); `None` without turns.
    pub best_turn: Option<usize>,
    /// Index into [`Analysis::turns`] of the turn that lost the most equity (the earliest on
    /// a tie); `None` when no turn lost any.
    pub worst_turn: Option<usize>,
}

/// The analysed turns in game order, and a summary per analysed player (seat order).
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    pub turns: Vec<TurnAnalysis>,
    pub summaries: Vec<AnalysisSummary>,
}

/// What a player did on a turn, as the analysis rates it.
enum Made {
    Play {
        placements: Vec<Placement>,
        withdrawn: bool,
    },
    Exchange(Vec<Kind>),
    Pass,
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn never_cancelled() -> &'static AtomicBool {
    static NEVER: AtomicBool = AtomicBool::new(false);
    &NEVER
}

impl Engine {
    /// Analyse the finished game of `config` and `actions` (every rack known: a local game,
    /// a Slovo record) for the players in `seats` (all of them when empty). `cancel` is
    /// checked between turns; set, the analysis stops with [`AnalysisError::Cancelled`].
    pub fn analyze_game(
        &self,
        config: GameConfig,
        actions: &[Action],
        seats: &[u8],
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<Analysis, AnalysisError> {
        let cancel = cancel.unwrap_or(never_cancelled());
        let seats = check_seats(seats, config.players)?;
        let referee = self.referee();
        let mut game = Game::new(config);
        // Turns to rate: (info, player, the move, the index of its history record).
        let mut pending: Vec<(Info, u8, Move, usize)> = Vec::new();
        for (index, action) in actions.iter().enumerate() {
            let turn_move = matches!(action.mv, Move::Play(_) | Move::Exchange(_) | Move::Pass);
            let info = (turn_move && seats.contains(&action.player))
                .then(|| Info::new(self, &game, action.player));
            game.apply(action.clone(), &referee)
                .map_err(|error| AnalysisError::Replay { index, error })?;
            if let Some(info) = info {
                let record = game
                    .history()
                    .iter()
                    .rposition(|r| r.player == action.player)
                    .unwrap_or(0);
                let mut mv = action.mv.clone();
                if let Move::Play(p) = &mut mv {
                    p.sort();
                }
                pending.push((info, action.player, mv, record));
            }
        }
        if !game.is_over() {
            return Err(AnalysisError::NotOver);
        }
        let mut turns = Vec::with_capacity(pending.len());
        for (info, player, mv, record) in pending {
            if cancel.load(Ordering::Relaxed) {
                return Err(AnalysisError::Cancelled);
            }
            let made = match mv {
                Move::Play(placements) => Made::Play {
                    withdrawn: game
                        .history()
                        .get(record)
                        .is_some_and(|r| withdrawn(&r.event)),
                    placements,
                },
                Move::Exchange(kinds) => Made::Exchange(kinds),
                _ => Made::Pass,
            };
            if let Some(t) = self.rate_turn(&info, player, made, top) {
                turns.push(t);
            }
        }
        Ok(finish(turns, &seats))
    }

    /// Analyse `seat`'s turns from a finished game's history as that seat saw it (an online
    /// game's copy: the seat's own racks, the others' hidden). The bag is estimated: the
    /// unseen tiles less full racks for the opponents still in the game.
    pub fn analyze_history(
        &self,
        rules: &Rules,
        players: u8,
        history: &[Record],
        seat: u8,
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<Analysis, AnalysisError> {
        let seats = check_seats(&[seat], players)?;
        let mine = |r: &&Record| r.player == seat && is_turn(&r.event);
        if history.iter().filter(mine).any(|r| r.rack.is_empty()) {
            return Err(AnalysisError::RacksUnknown(seat));
        }
        let turns = self.history_turns(rules, players, history, seat, top, cancel)?;
        Ok(finish(turns, &seats))
    }

    /// Analyse a GCG record that does not replay as a Slovo game (no seed: Quackle's,
    /// Woogles'…) from the racks it gives (complete records only: [`AnalysisError::NotOver`]
    /// otherwise), for the players in `seats` (all when empty), by
    /// `rules` (the record's words are not checked). Lines without a rack are not rated (their
    /// tiles still go on the board), nor are exchanges given only by their count.
    pub fn analyze_record(
        &self,
        record: &GcgRecord,
        rules: &Rules,
        seats: &[u8],
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<Analysis, AnalysisError> {
        let players = record.players.len() as u8;
        let seats = check_seats(seats, players)?;
        let tiles = rules.tiles.tiles();
        // A record that stops before the end-of-game rack lines is a game not over.
        if !slovo_rules::gcg::verify(record, tiles).complete {
            return Err(AnalysisError::NotOver);
        }
        let mut history: Vec<Record> = Vec::new();
        let mut board = Board::default();
        for (i, event) in record.events.iter().enumerate() {
            let bad = |error| {
                AnalysisError::Record(GcgError {
                    line: event.line,
                    kind: GcgErrorKind::Notation(error),
                })
            };
            let rack = tiles.parse_rack(&event.rack).map_err(bad)?;
            let ev = match &event.kind {
                GcgEventKind::Play { position, word } => {
                    let placements =
                        slovo_rules::play::placements_from_text(&board, *position, word, tiles)
                            .map_err(bad)?;
                    let upheld = record.events.get(i + 1).is_some_and(|n| {
                        n.kind == GcgEventKind::Withdrawn && n.player == event.player
                    });
                    if !upheld {
                        for pl in &placements {
                            board.set(pl.square, Some(pl.tile));
                        }
                    }
                    Event::Play {
                        position: *position,
                        text: word.clone(),
                        placements,
                        words: Vec::new(),
                        challenge: upheld.then_some(ChallengeResult {
                            by: event.player,
                            upheld: true,
                        }),
                    }
                }
                GcgEventKind::Exchange { tiles: t, count } => Event::Exchange {
                    count: (*count).min(255) as u8,
                    tiles: tiles.parse_rack(t).map_err(bad)?,
                },
                GcgEventKind::Pass => Event::Pass,
                _ => continue,
            };
            history.push(Record {
                turn: history.len() as u32 + 1,
                player: event.player,
                rack,
                event: ev,
                score: event.score,
                total: event.total,
            });
        }
        let mut turns = Vec::new();
        for &seat in &seats {
            turns.extend(self.history_turns(rules, players, &history, seat, top, cancel)?);
        }
        turns.sort_by_key(|t| t.turn);
        Ok(finish(turns, &seats))
    }

    /// Rate `seat`'s turns of `history` that give a rack, on the board the history builds.
    fn history_turns(
        &self,
        rules: &Rules,
        players: u8,
        history: &[Record],
        seat: u8,
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<Vec<TurnAnalysis>, AnalysisError> {
        let cancel = cancel.unwrap_or(never_cancelled());
        let tiles = rules.tiles.tiles();
        let mut board = Board::default();
        let mut eliminated = vec![false; players as usize];
        let mut total = 0;
        let mut turns = Vec::new();
        for r in history {
            if r.player == seat && is_turn(&r.event) && !r.rack.is_empty() {
                if cancel.load(Ordering::Relaxed) {
                    return Err(AnalysisError::Cancelled);
                }
                let made = match &r.event {
                    Event::Play {
                        placements,
                        challenge,
                        ..
                    } => {
                        let mut placements = placements.clone();
                        placements.sort();
                        Some(Made::Play {
                            placements,
                            withdrawn: challenge.is_some_and(|c| c.upheld),
                        })
                    }
                    // Only a count: nothing to rate.
                    Event::Exchange { tiles, .. } if tiles.is_empty() => None,
                    Event::Exchange { tiles, .. } => Some(Made::Exchange(tiles.clone())),
                    _ => Some(Made::Pass),
                };
                if let Some(made) = made {
                    let info = public_info(rules, tiles, &board, r, &eliminated, total);
                    turns.extend(self.rate_turn(&info, seat, made, top));
                }
            }
            match &r.event {
                Event::Play {
                    placements,
                    challenge,
                    ..
                } if !challenge.is_some_and(|c| c.upheld) => {
                    for p in placements {
                        board.set(p.square, Some(p.tile));
                    }
                }
                Event::Eliminated(_) => {
                    if let Some(e) = eliminated.get_mut(r.player as usize) {
                        *e = true;
                    }
                }
                _ => {}
            }
            if r.player == seat {
                total = r.total;
            }
        }
        Ok(turns)
    }

    /// Rate one turn from what its player knew.
    fn rate_turn(&self, info: &Info, player: u8, made: Made, top: usize) -> Option<TurnAnalysis> {
        let model = self.leaves(info.rules.tiles);
        let plays = info.plays(self);
        let cands = info.candidates(model, &plays, 1.0);
        let rate = |choice: &Choice, score: i32, equity: f32| RatedMove {
            mv: self.named(info, choice),
            score,
            equity: round2(equity as f64),
        };
        let pass_equity = info.equity(model, &info.counts, 0, 1.0);
        // The move made, rated as the candidates are.
        let (made_choice, made_score, made_equity, withdrawn) = match &made {
            Made::Play {
                placements,
                withdrawn,
            } => {
                let leave = leave_after(info, placements.iter().map(|p| p.tile.kind()))?;
                let scored =
                    slovo_rules::play::score_play(&info.board, placements, info.tiles, |n| {
                        info.rules.bingo_bonus(n)
                    })
                    .ok()?;
                let choice = Choice::Play(placements.clone());
                if *withdrawn {
                    (choice, 0, pass_equity, true)
                } else {
                    let equity = info.equity(model, &leave, scored.score, 1.0);
                    (choice, scored.score, equity, false)
                }
            }
            Made::Exchange(kinds) => {
                let leave = leave_after(info, kinds.iter().copied())?;
                let mut kinds = kinds.clone();
                kinds.sort();
                (Choice::Exchange(kinds), 0, model.value(&leave), false)
            }
            Made::Pass => (Choice::Pass, 0, pass_equity, false),
        };
        // Every option, best first: the candidates, passing, and the move made when it is
        // none of them (a word this lexicon lacks, another exchange).
        let mut options: Vec<(Choice, i32, f32)> = cands
            .into_iter()
            .map(|c| (c.choice, c.score, c.equity))
            .collect();
        // The hard bot passes only when it has nothing else.
        if options.is_empty() {
            options.push((Choice::Pass, 0, pass_equity));
        }
        let made_at = options.iter().position(|(c, _, _)| *c == made_choice);
        match made_at {
            Some(i) if !withdrawn => options[i].2 = made_equity,
            Some(_) => {}
            None => options.push((made_choice.clone(), made_score, made_equity)),
        }
        // Ties go to the move made, then to the higher score.
        options.sort_by(|a, b| {
            b.2.total_cmp(&a.2)
                .then_with(|| (b.0 == made_choice).cmp(&(a.0 == made_choice)))
                .then(b.1.cmp(&a.1))
        });
        let made_rated = rate(&made_choice, made_score, made_equity);
        let made_rank = 1 + options
            .iter()
            .filter(|o| o.0 != made_choice && o.2 > made_equity)
            .count();
        let (best_choice, best_score, best_equity) = &options[0];
        let best = if made_rank == 1 {
            made_rated.clone()
        } else {
            rate(best_choice, *best_score, *best_equity)
        };
        // Each word once (at its best square), as hints name them; the move made always.
        let mut alternatives: Vec<RatedMove> = Vec::with_capacity(top);
        let word = |m: &AnalysedMove| match m {
            AnalysedMove::Play { words, .. } => words.first().cloned(),
            _ => None,
        };
        let mut shown: Vec<String> = word(&best.mv).into_iter().collect();
        for (c, s, e) in options.iter().skip(1) {
            if alternatives.len() >= top {
                break;
            }
            let rated = if *c == made_choice {
                made_rated.clone()
            } else {
                rate(c, *s, *e)
            };
            if let Some(w) = word(&rated.mv) {
                if shown.contains(&w) && *c != made_choice {
                    continue;
                }
                shown.push(w);
            }
            alternatives.push(rated);
        }
        let equity_lost = round2((best.equity - made_rated.equity).max(0.0));
        Some(TurnAnalysis {
            turn: info.turn,
            player,
            rack: info.rack.clone(),
            bag_len: info.bag_len,
            endgame: info.bag_len == 0,
            made: made_rated,
            withdrawn,
            made_rank,
            best,
            equity_lost,
            alternatives,
            options: options.len(),
        })
    }

    fn named(&self, info: &Info, choice: &Choice) -> AnalysedMove {
        match choice {
            Choice::Play(placements) => {
                match slovo_rules::play::score_play(&info.board, placements, info.tiles, |n| {
                    info.rules.bingo_bonus(n)
                }) {
                    Ok(scored) => AnalysedMove::Play {
                        position: scored.position,
                        text: slovo_rules::play::play_text(&info.board, &scored, info.tiles),
                        spelled: spelled(&info.board, &scored, info.tiles),
                        words: scored.spelled_words(info.tiles),
                        placements: placements.clone(),
                    },
                    // Only moves that scored are rated.
                    Err(_) => AnalysedMove::Pass,
                }
            }
            Choice::Exchange(kinds) => AnalysedMove::Exchange(kinds.clone()),
            Choice::Pass => AnalysedMove::Pass,
        }
    }
}

/// The main word with the tiles already on `board` in parentheses: `DI(AZINES)`.
fn spelled(board: &Board, play: &slovo_rules::ScoredPlay, tiles: &TileSet) -> String {
    let mut out = String::new();
    let mut through = false;
    let mut square = Some(play.position.start);
    for &tile in play.words.first().map_or(&[][..], |w| &w.tiles[..]) {
        let on_board = square.is_some_and(|sq| board.get(sq).is_some());
        if on_board != through {
            out.push(if on_board { '(' } else { ')' });
            through = on_board;
        }
        out.push_str(&tiles.tile_text(tile));
        square = square.and_then(|sq| sq.step(play.position.dir, 1));
    }
    if through {
        out.push(')');
    }
    out
}

fn is_turn(event: &Event) -> bool {
    matches!(
        event,
        Event::Play { .. } | Event::Exchange { .. } | Event::Pass
    )
}

fn withdrawn(event: &Event) -> bool {
    matches!(event, Event::Play { challenge: Some(c), .. } if c.upheld)
}

fn check_seats(seats: &[u8], players: u8) -> Result<Vec<u8>, AnalysisError> {
    if let Some(&seat) = seats.iter().find(|&&s| s >= players) {
        return Err(AnalysisError::NoSuchSeat { seat, players });
    }
    let mut seats: Vec<u8> = if seats.is_empty() {
        (0..players).collect()
    } else {
        seats.to_vec()
    };
    seats.sort();
    seats.dedup();
    Ok(seats)
}

/// The rack's counts less `used`, or `None` when a tile is not on the rack.
fn leave_after(info: &Info, used: impl IntoIterator<Item = Kind>) -> Option<Vec<u8>> {
    let mut leave = info.counts.clone();
    for k in used {
        let n = leave.get_mut(info.tiles.kind_index(k))?;
        *n = n.checked_sub(1)?;
    }
    Some(leave)
}

/// What `record`'s player knew before it from the public board and their own rack: the
/// unseen pool is every tile not on the board or the rack, the bag that pool less a full rack
/// per opponent still in the game.
fn public_info(
    rules: &Rules,
    tiles: &'static TileSet,
    board: &Board,
    record: &Record,
    eliminated: &[bool],
    score: i32,
) -> Info {
    let k = tiles.letters().len() + 1;
    let mut unseen: Vec<u8> = tiles
        .count_kinds(&tiles.full_bag())
        .into_iter()
        .map(|n| n.min(255) as u8)
        .collect();
    unseen.resize(k, 0);
    for (_, tile) in board.tiles() {
        let i = tiles.kind_index(tile.kind());
        unseen[i] = unseen[i].saturating_sub(1);
    }
    let mut counts = vec![0u8; k];
    for &t in &record.rack {
        let i = tiles.kind_index(t);
        counts[i] += 1;
        unseen[i] = unseen[i].saturating_sub(1);
    }
    let opponents: Vec<u8> = (0..eliminated.len() as u8)
        .filter(|&p| p != record.player && !eliminated[p as usize])
        .collect();
    let pool: usize = unseen.iter().map(|&n| n as usize).sum();
    let bag_len = pool.saturating_sub(opponents.len() * rules.rack_size());
    let mut rack_sizes = vec![rules.rack_size(); eliminated.len()];
    if let Some(s) = rack_sizes.get_mut(record.player as usize) {
        *s = record.rack.len();
    }
    Info {
        rules: *rules,
        tiles,
        board: board.clone(),
        rack: record.rack.clone(),
        counts,
        unseen,
        bag_len,
        opponents,
        rack_sizes,
        score,
        turn: record.turn,
    }
}

/// The summaries of `seats` over `turns`.
fn finish(turns: Vec<TurnAnalysis>, seats: &[u8]) -> Analysis {
    let summaries = seats
        .iter()
        .map(|&player| {
            let mine = || turns.iter().enumerate().filter(|(_, t)| t.player == player);
            let mut best_turn: Option<usize> = None;
            let mut worst_turn: Option<usize> = None;
            for (i, t) in mine() {
                if best_turn.is_none_or(|b| t.made.score > turns[b].made.score) {
                    best_turn = Some(i);
                }
                if t.equity_lost > 0.0
                    && worst_turn.is_none_or(|w| t.equity_lost > turns[w].equity_lost)
                {
                    worst_turn = Some(i);
                }
            }
            AnalysisSummary {
                player,
                turns: mine().count(),
                best_made: mine().filter(|(_, t)| t.made_rank == 1).count(),
                equity_lost: round2(mine().map(|(_, t)| t.equity_lost).sum()),
                points_left: mine()
                    .map(|(_, t)| (t.best.score - t.made.score).max(0))
                    .sum(),
                best_turn,
                worst_turn,
            }
        })
        .collect();
    Analysis { turns, summaries }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Bot;
    use crate::Level;
    use crate::bot::selfplay::{Seat, play_game};
    use slovo_rules::{Language, TileSetId};

    fn engine() -> Engine {
        Engine::load(Language::English, &slovo_lexicon::default_dir()).expect("lexicon present")
    }

    /// The hard bot without simulation or endgame search: it plays the static best.
    fn static_bot() -> Bot {
        let mut b = Bot::new(Level::Hard).with_time_limit(None).with_sims(0);
        b.endgame = false;
        b
    }

    fn game(engine: &Engine, seed: u64) -> Game {
        let config = GameConfig {
            rules: Rules::new(
                TileSetId::English,
                slovo_rules::PresetName::default_for(Language::English),
            ),
            players: 2,
            seed,
        };
        let seats = [
            Seat {
                engine,
                bot: static_bot(),
            },
            Seat {
                engine,
                bot: Bot::new(Level::Medium),
            },
        ];
        play_game(config, &seats).expect("the game ends").game
    }

    #[test]
    fn the_static_bot_loses_nothing_and_the_summary_adds_up() {
        let engine = engine();
        let game = game(&engine, 7);
        let a = engine
            .analyze_game(*game.config(), game.actions(), &[], DEFAULT_TOP, None)
            .unwrap();
        let turn_moves = |p: u8| {
            game.history()
                .iter()
                .filter(|r| r.player == p && is_turn(&r.event))
                .count()
        };
        assert_eq!(a.summaries.len(), 2);
        for s in &a.summaries {
            assert_eq!(
                s.turns,
                turn_moves(s.player),
                "every turn of seat {}",
                s.player
            );
            let mine: Vec<&TurnAnalysis> =
                a.turns.iter().filter(|t| t.player == s.player).collect();
            let lost: f64 = mine.iter().map(|t| t.equity_lost).sum();
            assert!(
                (lost - s.equity_lost).abs() < 0.01,
                "{lost} vs {}",
                s.equity_lost
            );
            let left: i32 = mine
                .iter()
                .map(|t| (t.best.score - t.made.score).max(0))
                .sum();
            assert_eq!(left, s.points_left);
        }
        for t in &a.turns {
            assert!(t.equity_lost >= 0.0, "{t:?}");
            assert!(t.alternatives.len() <= DEFAULT_TOP);
            assert!(t.alternatives.iter().all(|o| o.equity <= t.best.equity));
            assert_eq!(t.equity_lost == 0.0, t.made_rank == 1, "{t:?}");
            // The static bot's moves are its own best, until the endgame.
            if t.player == 0 && !t.endgame {
                assert_eq!(t.made_rank, 1, "{t:?}");
                assert_eq!(t.best, t.made);
            }
        }
        // The medium bot sometimes takes a lesser move.
        assert!(a.summaries[1].equity_lost > 0.0, "{:?}", a.summaries[1]);
        let worst = a.summaries[1].worst_turn.unwrap();
        assert!(
            a.turns
                .iter()
                .filter(|t| t.player == 1)
                .all(|t| t.equity_lost <= a.turns[worst].equity_lost)
        );
    }

    #[test]
    fn a_seats_own_view_gives_its_analysis_and_hides_the_others() {
        let engine = engine();
        let game = game(&engine, 11);
        let full = engine
            .analyze_game(*game.config(), game.actions(), &[0], DEFAULT_TOP, None)
            .unwrap();
        let view = game.view(0);
        let own = engine
            .analyze_history(game.rules(), 2, &view.history, 0, DEFAULT_TOP, None)
            .unwrap();
        assert_eq!(own.turns.len(), full.turns.len());
        for (o, f) in own.turns.iter().zip(&full.turns) {
            assert_eq!((o.turn, &o.made.mv, &o.rack), (f.turn, &f.made.mv, &f.rack));
            // With a rack's worth or more in the bag the estimate is exact.
            if f.bag_len >= 7 {
                assert_eq!(o.bag_len, f.bag_len);
                assert_eq!(o, f);
            }
        }
        assert_eq!(
            engine.analyze_history(game.rules(), 2, &view.history, 1, 3, None),
            Err(AnalysisError::RacksUnknown(1))
        );
        assert_eq!(
            engine.analyze_game(*game.config(), game.actions(), &[2], 3, None),
            Err(AnalysisError::NoSuchSeat {
                seat: 2,
                players: 2
            })
        );
        let unfinished = &game.actions()[..4];
        assert_eq!(
            engine.analyze_game(*game.config(), unfinished, &[], 3, None),
            Err(AnalysisError::NotOver)
        );
        let cancelled = AtomicBool::new(true);
        assert_eq!(
            engine.analyze_game(*game.config(), game.actions(), &[], 3, Some(&cancelled)),
            Err(AnalysisError::Cancelled)
        );
    }
}
