//! Slovo games as GCG records and back.
//!
//! Standard lines carry the moves; `#x-slovo-*` pragmas carry what GCG has no words for
//! (tile set, preset, seed, who challenged, who left the game), so a record replays exactly.
//! End-of-game lines follow RULES.md §4: the player who went out adds the others' tiles once
//! (`>ann:  (EIT) +3 310`) and each other player subtracts their own (`>bob: EIT (EIT) -3 280`).

use std::collections::VecDeque;
use std::fmt::Write;

use crate::board::Board;
use crate::game::{Action, Elimination, EndReason, Event, Game, GameConfig, Move};
use crate::gcg::parse::{GcgError, GcgErrorKind, GcgEventKind, GcgRecord, parse};
use crate::lexicon::{AnyWord, Referee};
use crate::play;
use crate::preset::{PresetName, Rules, Validation, Variant};
use crate::tiles::TileSetId;

const TILES: &str = "x-slovo-tiles";
const PRESET: &str = "x-slovo-preset";
const VALIDATION: &str = "x-slovo-validation";
const RACK: &str = "x-slovo-rack";
const FINISH: &str = "x-slovo-finish-line";
const SEED: &str = "x-slovo-seed";
const CHALLENGER: &str = "x-slovo-challenger";
const ELIMINATED: &str = "x-slovo-eliminated";
/// How the game ended; its value `no-legal-plays` is the one ending a replay cannot see.
const END: &str = "x-slovo-end";
const BLOCKED: &str = "no-legal-plays";

/// Nicknames for GCG: the name without spaces, or `pN` when that is empty or taken.
fn nicknames(names: &[String]) -> Vec<String> {
    let mut nicks: Vec<String> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let nick: String = name.split_whitespace().collect::<Vec<_>>().join("_");
        let nick = if nick.is_empty() || nicks.contains(&nick) || nick.contains(':') {
            format!("p{}", i + 1)
        } else {
            nick
        };
        nicks.push(nick);
    }
    nicks
}

/// Write a game as a GCG record. `names` has one display name per seat.
pub fn export(game: &Game, names: &[String]) -> String {
    let tiles = game.tiles();
    let config = game.config();
    let rules = config.rules;
    let nicks = nicknames(names);
    let mut out = String::from("#character-encoding UTF-8\n");
    for (i, (nick, name)) in nicks.iter().zip(names).enumerate() {
        writeln!(out, "#player{} {nick} {name}", i + 1).unwrap();
    }
    writeln!(out, "#{TILES} {}", rules.tiles.name()).unwrap();
    writeln!(out, "#{PRESET} {}", rules.preset.name).unwrap();
    writeln!(out, "#{VALIDATION} {}", rules.validation.name()).unwrap();
    writeln!(out, "#{RACK} {}", rules.variant.rack_size).unwrap();
    if let Some(target) = rules.variant.finish_line {
        writeln!(out, "#{FINISH} {target}").unwrap();
    }
    writeln!(out, "#{SEED} {}", config.seed).unwrap();

    let mut board = Board::default();
    let mut totals = vec![0i32; nicks.len()];
    for record in game.history() {
        let p = record.player as usize;
        let nick = &nicks[p];
        let rack = tiles.kinds_text(&record.rack);
        let mut line = |out: &mut String, text: String, score: i32| {
            totals[p] += score;
            writeln!(out, ">{nick}: {rack} {text} {score:+} {}", totals[p]).unwrap();
        };
        match &record.event {
            Event::Play {
                position,
                text,
                placements,
                challenge,
                ..
            } => {
                // The play's own score, even when it was later withdrawn.
                let score = play::score_play(&board, placements, tiles, |n| rules.bingo_bonus(n))
                    .map(|s| s.score)
                    .unwrap_or(record.score);
                line(&mut out, format!("{position} {text}"), score);
                match challenge {
                    Some(c) if c.upheld => line(&mut out, "--".into(), -score),
                    Some(_) => line(&mut out, "(challenge)".into(), 0),
                    None => {}
                }
                if let Some(c) = challenge {
                    writeln!(out, "#{CHALLENGER} {}", nicks[c.by as usize]).unwrap();
                }
                if !challenge.is_some_and(|c| c.upheld) {
                    for pl in placements {
                        board.set(pl.square, Some(pl.tile));
                    }
                }
            }
            Event::Exchange { tiles: kinds, .. } => {
                line(&mut out, format!("-{}", tiles.kinds_text(kinds)), 0)
            }
            Event::Pass | Event::LostTurn => line(&mut out, "-".into(), 0),
            Event::Eliminated(how) => {
                let how = match how {
                    Elimination::Resigned => "resigned",
                    Elimination::TimedOut => "timed-out",
                };
                writeln!(out, "#{ELIMINATED} {nick} {how}").unwrap();
            }
        }
    }
    if let Some(outcome) = game.outcome() {
        let reason = match outcome.reason {
            EndReason::WentOut(_) => "went-out",
            EndReason::ScorelessTurns => "scoreless-turns",
            EndReason::NoLegalPlays => BLOCKED,
            EndReason::FinishLine(_) => "finish-line",
            EndReason::LastPlayerStanding(_) => "last-player-standing",
        };
        writeln!(out, "#{END} {reason}").unwrap();
        let mut end_line = |p: usize, text: String| {
            let adj = outcome.adjustments[p];
            totals[p] += adj;
            writeln!(out, ">{}: {text} {adj:+} {}", nicks[p], totals[p]).unwrap();
        };
        if let EndReason::WentOut(out_player) = outcome.reason {
            let others: Vec<_> = (0..nicks.len() as u8)
                .filter(|&q| q != out_player)
                .flat_map(|q| game.rack(q).iter().copied())
                .collect();
            if !others.is_empty() {
                end_line(
                    out_player as usize,
                    format!(" ({})", tiles.kinds_text(&others)),
                );
            }
        }
        for p in 0..nicks.len() {
            let rack = tiles.kinds_text(game.rack(p as u8));
            if outcome.adjustments[p] < 0 {
                end_line(p, format!("{rack} ({rack})"));
            }
        }
    }
    out
}

/// A game read back from a Slovo GCG record.
#[derive(Debug, Clone)]
pub struct ImportedGame {
    pub game: Game,
    pub names: Vec<String>,
}

fn pragma_value<T: std::str::FromStr>(
    record: &GcgRecord,
    name: &'static str,
) -> Result<Option<T>, GcgError> {
    let Some(p) = record.pragmas.iter().find(|p| p.name == name) else {
        return Ok(None);
    };
    p.value.parse().map(Some).map_err(|_| GcgError {
        line: p.line,
        kind: GcgErrorKind::BadPragma(name.to_string(), p.value.clone()),
    })
}

/// The tile set a Slovo record names (`#x-slovo-tiles`), if it names one: a record checks
/// against its own tiles without being told.
pub fn tile_set_of(record: &GcgRecord) -> Result<Option<TileSetId>, GcgError> {
    pragma_value(record, TILES)
}

fn required<T>(value: Option<T>, name: &'static str) -> Result<T, GcgError> {
    value.ok_or(GcgError {
        line: 1,
        kind: GcgErrorKind::MissingPragma(name),
    })
}

fn config_of(record: &GcgRecord) -> Result<GameConfig, GcgError> {
    let tiles: TileSetId = required(pragma_value(record, TILES)?, TILES)?;
    let seed: u64 = required(pragma_value(record, SEED)?, SEED)?;
    let preset: PresetName = required(pragma_value(record, PRESET)?, PRESET)?;
    let mut rules = Rules::new(tiles, preset);
    let validation: Option<String> = pragma_value(record, VALIDATION)?;
    if let Some(v) = validation {
        rules.validation = [
            Validation::Auto,
            Validation::SingleChallenge,
            Validation::DoubleChallenge,
        ]
        .into_iter()
        .find(|m| m.name() == v)
        .ok_or_else(|| GcgError {
            line: 1,
            kind: GcgErrorKind::BadPragma(VALIDATION.into(), v.clone()),
        })?;
    }
    rules.variant = Variant {
        rack_size: pragma_value(record, RACK)?.unwrap_or(7),
        finish_line: pragma_value(record, FINISH)?,
    };
    let players = record.players.len();
    if !(2..=4).contains(&players) || ![7, 9].contains(&rules.variant.rack_size) {
        return Err(GcgError {
            line: 1,
            kind: GcgErrorKind::NoPlayers,
        });
    }
    Ok(GameConfig {
        rules,
        players: players as u8,
        seed,
    })
}

/// One thing to replay, in file order.
enum Step<'a> {
    Event(&'a crate::gcg::parse::GcgEvent),
    Challenger(usize, &'a str),
    Eliminated(usize, &'a str, &'a str),
    /// The game is over: a play still waiting for its challenge window stood; `true` when
    /// it ended because nobody had a legal play (which only the move generator can tell).
    End(bool),
}

struct Replayer {
    game: Game,
    /// Passes the game records by itself (turns lost to a failed double challenge), which
    /// the record writes as pass lines.
    lost_turns: VecDeque<u8>,
}

/// Finds no play for anyone: replays the ending the record reports.
struct NoPlays;

impl crate::lexicon::PlayFinder for NoPlays {
    fn has_legal_play(&self, _: &Board, _: &[crate::tiles::Kind], _: &Rules) -> bool {
        false
    }
}

impl Replayer {
    fn accept_waiting_play(&mut self, line: usize) -> Result<(), GcgError> {
        if self.game.awaiting_challenge().is_some() {
            let current = self.game.current_player();
            self.apply(line, current, Move::Accept)?;
        }
        Ok(())
    }

    fn apply(&mut self, line: usize, player: u8, mv: Move) -> Result<(), GcgError> {
        self.apply_judged(line, player, mv, &AnyWord)
    }

    fn apply_judged(
        &mut self,
        line: usize,
        player: u8,
        mv: Move,
        lexicon: &dyn crate::lexicon::Lexicon,
    ) -> Result<(), GcgError> {
        let before = self.game.history().len();
        self.game
            .apply(Action::new(player, mv), &Referee::new(lexicon))
            .map_err(|e| GcgError {
                line,
                kind: GcgErrorKind::Rule(e),
            })?;
        self.lost_turns.extend(
            self.game.history()[before..]
                .iter()
                .filter(|r| r.event == Event::LostTurn)
                .map(|r| r.player),
        );
        Ok(())
    }
}

/// Accepts no word: replays a challenge the record says was upheld.
struct NoWord;

impl crate::lexicon::Lexicon for NoWord {
    fn contains(&self, _word: &str) -> bool {
        false
    }
}

/// Read a Slovo record back into the game it was written from. The record is the judge of
/// words: its plays stood when made, and its challenges went the way it says (`--` upheld,
/// `(challenge)` failed).
pub fn import(bytes: &[u8]) -> Result<ImportedGame, GcgError> {
    let record = parse(bytes)?;
    let config = config_of(&record)?;
    let mut steps: Vec<(usize, Step)> = record
        .events
        .iter()
        .map(|e| (e.line, Step::Event(e)))
        .collect();
    for p in &record.pragmas {
        match p.name.as_str() {
            CHALLENGER => steps.push((p.line, Step::Challenger(p.line, &p.value))),
            END => steps.push((p.line, Step::End(p.value == BLOCKED))),
            ELIMINATED => {
                let (nick, how) = p.value.split_once(' ').unwrap_or((&p.value, ""));
                steps.push((p.line, Step::Eliminated(p.line, nick, how)));
            }
            _ => {}
        }
    }
    steps.sort_by_key(|(line, _)| *line);

    let player_of = |line: usize, nick: &str| {
        record.player_index(nick).ok_or(GcgError {
            line,
            kind: GcgErrorKind::UnknownPlayer(nick.to_string()),
        })
    };
    let mut replay = Replayer {
        game: Game::new(config),
        lost_turns: VecDeque::new(),
    };
    for (i, (line, step)) in steps.iter().enumerate() {
        let line = *line;
        match step {
            Step::Challenger(..) => {}
            Step::End(blocked) => {
                replay.accept_waiting_play(line)?;
                if *blocked {
                    replay.game.end_if_no_legal_plays(&NoPlays);
                }
            }
            Step::Eliminated(l, nick, how) => {
                let mv = if *how == "timed-out" {
                    Move::TimeOut
                } else {
                    Move::Resign
                };
                replay.apply(line, player_of(*l, nick)?, mv)?;
            }
            Step::Event(event) => {
                let notation = |e| GcgError {
                    line,
                    kind: GcgErrorKind::Notation(e),
                };
                match &event.kind {
                    GcgEventKind::Play { position, word } => {
                        let placements = play::placements_from_text(
                            replay.game.board(),
                            *position,
                            word,
                            replay.game.tiles(),
                        )
                        .map_err(notation)?;
                        replay.apply(line, event.player, Move::Play(placements))?;
                    }
                    GcgEventKind::Exchange { tiles, .. } => {
                        let kinds = replay.game.tiles().parse_rack(tiles).map_err(notation)?;
                        replay.apply(line, event.player, Move::Exchange(kinds))?;
                    }
                    GcgEventKind::Pass => {
                        if replay.lost_turns.front() == Some(&event.player) {
                            replay.lost_turns.pop_front();
                        } else {
                            replay.apply(line, event.player, Move::Pass)?;
                        }
                    }
                    GcgEventKind::Withdrawn | GcgEventKind::ChallengeBonus => {
                        let challenger = match steps.get(i + 1) {
                            Some((_, Step::Challenger(l, nick))) => player_of(*l, nick)?,
                            // Foreign records: the next player in the game challenged.
                            _ => {
                                let author =
                                    replay.game.awaiting_challenge().unwrap_or(event.player);
                                let n = config.players;
                                (1..n)
                                    .map(|k| (author + k) % n)
                                    .find(|&q| replay.game.is_active(q))
                                    .unwrap_or(author)
                            }
                        };
                        let upheld = event.kind == GcgEventKind::Withdrawn;
                        let judge: &dyn crate::lexicon::Lexicon =
                            if upheld { &NoWord } else { &AnyWord };
                        replay.apply_judged(line, challenger, Move::Challenge, judge)?;
                    }
                    GcgEventKind::EndRackPoints { .. } | GcgEventKind::EndRackPenalty { .. } => {
                        replay.accept_waiting_play(line)?
                    }
                    GcgEventKind::TimePenalty => {}
                }
            }
        }
    }
    Ok(ImportedGame {
        game: replay.game,
        names: record
            .players
            .iter()
            .map(|p| {
                if p.name.is_empty() {
                    p.nick.clone()
                } else {
                    p.name.clone()
                }
            })
            .collect(),
    })
}
