//! Replaying a GCG record on an empty board and checking every number in it.
//!
//! Words are not checked (records use lexicons Slovo does not ship). What is checked: each
//! play's shape and score, that its tiles were on the rack and still unseen, withdrawals (the
//! returned tiles are the play's), running totals, and the end-of-game lines by either
//! convention: NASPA (the player who goes out gets twice the others' tiles) or Slovo's
//! RULES.md §4 (once, and the others lose theirs). After the first end-of-game rack line only
//! the other players' rack lines and time penalties (one per player) may follow.

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};
use thiserror::Error;

use crate::board::{Board, Position};
use crate::error::{NotationError, RuleError};
use crate::gcg::parse::{GcgEventKind, GcgRecord};
use crate::play::{self, Placement};
use crate::tiles::{Kind, TileSet};

/// A line of a record that does not add up, with its 1-based line number.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {kind}")]
pub struct Mismatch {
    pub line: usize,
    pub kind: MismatchKind,
}

/// JSON keeps the shape `slovo gcg verify --json` always had: the line and the reason as text.
impl Serialize for Mismatch {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_struct("Mismatch", 2)?;
        m.serialize_field("line", &self.line)?;
        m.serialize_field("message", &self.kind.to_string())?;
        m.end()
    }
}

/// Why a line does not add up. Tile lists are in rack notation.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MismatchKind {
    #[error("rack {text:?}: {error}")]
    BadRack { text: String, error: NotationError },
    #[error("rack {rack} has {len} tiles, more than a rack of {size} holds")]
    RackTooLong {
        rack: String,
        len: usize,
        size: usize,
    },
    #[error("rack {rack} holds {missing}, which is not unseen")]
    RackNotUnseen { rack: String, missing: String },
    #[error("{position} {word}: {error}")]
    BadPlay {
        position: Position,
        word: String,
        error: NotationError,
    },
    #[error("{position} {word}: {error}")]
    IllegalPlay {
        position: Position,
        word: String,
        error: RuleError,
    },
    #[error("{word} uses {missing}, not on the rack {rack}")]
    PlayNotOnRack {
        word: String,
        missing: String,
        rack: String,
    },
    #[error("{word} uses {missing}, which is not unseen")]
    PlayNotUnseen { word: String, missing: String },
    #[error("exchanges {missing}, not on the rack {rack}")]
    ExchangeNotOnRack { missing: String, rack: String },
    #[error("exchanges {0} tiles from a rack of fewer")]
    ExchangeTooMany(usize),
    #[error("withdraws a play, but the line before is not a play of this player")]
    NothingToWithdraw,
    #[error(
        "the returned tiles {returned} are not the tiles of the withdrawn play {word} ({played})"
    )]
    WrongTilesReturned {
        returned: String,
        word: String,
        played: String,
    },
    #[error("a time penalty of +{0}")]
    PositiveTimePenalty(i32),
    #[error("a time penalty before the end of the game (the first end-of-game rack line)")]
    TimePenaltyBeforeEnd,
    #[error("a second time penalty for the same player")]
    SecondTimePenalty,
    #[error("an event after the final rack line")]
    AfterEnd,
    #[error("the other racks are given as ({given}), but the unseen tiles are ({unseen})")]
    OtherRacksNotUnseen { given: String, unseen: String },
    #[error("the final rack ({tiles}) holds {missing}, which is not unseen")]
    FinalRackNotUnseen { tiles: String, missing: String },
    #[error("the end-of-game line's rack {rack} is not the tiles it subtracts ({tiles})")]
    FinalRackDiffers { rack: String, tiles: String },
    #[error("({tiles}) is worth {value} (or {} doubled), not {score}", value.saturating_mul(2))]
    EndRackValue {
        tiles: String,
        value: i32,
        score: i32,
    },
    #[error("score: the record says {record:+}, the rules give {rules:+}")]
    Score { record: i32, rules: i32 },
    #[error("total: the record says {record}, the moves add up to {replayed}")]
    Total { record: i32, replayed: i32 },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VerifyReport {
    /// Move lines checked.
    pub moves: usize,
    pub mismatches: Vec<Mismatch>,
    /// The record reaches the end of the game (an end-of-game rack line).
    pub complete: bool,
    /// Final totals as recomputed, per player.
    pub totals: Vec<i32>,
    /// Tiles neither on the board nor accounted for at the last line.
    pub unseen: usize,
}

/// A play that a later `--` line may take back.
#[derive(Clone)]
struct LastPlay {
    placements: Vec<Placement>,
    score: i32,
    word: String,
    /// The rack its line gave, when it gave one.
    rack: Option<Vec<Kind>>,
}

/// Where the game's end stands: set by the first end-of-game rack line.
#[derive(Default)]
struct Ending {
    ended: bool,
    /// Players who have their end-of-game rack line.
    racks_given: Vec<bool>,
    /// Tiles the `RACK (RACK)` lines so far subtracted: each player's rack is their own.
    subtracted: Vec<u32>,
    time_penalties: Vec<bool>,
}

struct Replay<'a> {
    tiles: &'a TileSet,
    board: Board,
    /// Counts per kind of tiles not on the board.
    unseen: Vec<u32>,
    totals: Vec<i32>,
    /// The play the line before made, with its player: only the next line may withdraw it
    /// (a challenge comes straight after the play it challenges).
    last_play: Option<(usize, LastPlay)>,
    mismatches: Vec<Mismatch>,
}

impl Replay<'_> {
    fn mismatch(&mut self, line: usize, kind: MismatchKind) {
        self.mismatches.push(Mismatch { line, kind });
    }

    fn check_rack_unseen(&mut self, line: usize, text: &str, rack: Option<&[Kind]>) {
        if let Some(rack) = rack {
            let missing = self.missing(rack, &self.unseen);
            if !missing.is_empty() {
                self.mismatch(
                    line,
                    MismatchKind::RackNotUnseen {
                        rack: text.to_string(),
                        missing,
                    },
                );
            }
        }
    }

    fn kinds(&self, text: &str) -> Result<Vec<Kind>, NotationError> {
        self.tiles.parse_rack(text)
    }

    fn counts(&self, kinds: &[Kind]) -> Vec<u32> {
        self.tiles.count_kinds(kinds)
    }

    fn value(&self, kinds: &[Kind]) -> i32 {
        kinds.iter().fold(0i32, |sum, &k| {
            sum.saturating_add(self.tiles.points(k) as i32)
        })
    }

    /// Tiles of `kinds` missing from `pool`, as text.
    fn missing(&self, kinds: &[Kind], pool: &[u32]) -> String {
        let need = self.counts(kinds);
        need.iter()
            .zip(pool)
            .enumerate()
            .filter(|&(_, (n, have))| n > have)
            .map(|(i, (n, have))| {
                self.tiles
                    .kind_text(self.tiles.kind_at(i))
                    .repeat((n - have) as usize)
            })
            .collect()
    }
}

/// Replay `record` with `tiles` and report every mismatch.
pub fn verify(record: &GcgRecord, tiles: &TileSet) -> VerifyReport {
    let players = record.players.len();
    // Slovo's own records name their rack size; GCG's default is 7.
    let rack_size: usize = record
        .pragma("x-slovo-rack")
        .and_then(|v| v.parse().ok())
        .unwrap_or(7);
    let mut r = Replay {
        tiles,
        board: Board::default(),
        unseen: tiles.count_kinds(&tiles.full_bag()),
        totals: vec![0; players],
        last_play: None,
        mismatches: Vec::new(),
    };
    let mut end = Ending {
        racks_given: vec![false; players],
        subtracted: vec![0; r.unseen.len()],
        time_penalties: vec![false; players],
        ..Ending::default()
    };
    for event in &record.events {
        let p = event.player as usize;
        let line = event.line;
        let just_played = r.last_play.take();
        // Once the game is over, only the other players' rack lines and time penalties follow.
        if end.ended {
            let allowed = match event.kind {
                GcgEventKind::EndRackPoints { .. } | GcgEventKind::EndRackPenalty { .. } => {
                    !end.racks_given[p]
                }
                GcgEventKind::TimePenalty => true,
                _ => false,
            };
            if !allowed {
                r.mismatch(line, MismatchKind::AfterEnd);
                continue;
            }
        }
        let rack = match r.kinds(&event.rack) {
            Ok(k) => Some(k),
            Err(error) => {
                r.mismatch(
                    line,
                    MismatchKind::BadRack {
                        text: event.rack.clone(),
                        error,
                    },
                );
                None
            }
        };
        if let Some(k) = rack.as_ref().filter(|k| k.len() > rack_size) {
            r.mismatch(
                line,
                MismatchKind::RackTooLong {
                    rack: event.rack.clone(),
                    len: k.len(),
                    size: rack_size,
                },
            );
        }
        // A withdrawal's rack holds the tiles it takes back: check it once they are back.
        // Bonus and penalty lines repeat the rack the play was made from: not checked.
        let withdrawal = event.kind == GcgEventKind::Withdrawn;
        if matches!(
            event.kind,
            GcgEventKind::Play { .. } | GcgEventKind::Exchange { .. } | GcgEventKind::Pass
        ) {
            r.check_rack_unseen(line, &event.rack, rack.as_deref());
        }
        let expected = match &event.kind {
            GcgEventKind::Play { position, word } => {
                let placements = match play::placements_from_text(&r.board, *position, word, tiles)
                {
                    Ok(p) => p,
                    Err(error) => {
                        r.mismatch(
                            line,
                            MismatchKind::BadPlay {
                                position: *position,
                                word: word.clone(),
                                error,
                            },
                        );
                        r.totals[p] = r.totals[p].saturating_add(event.score);
                        continue;
                    }
                };
                let used: Vec<Kind> = placements.iter().map(|pl| pl.tile.kind()).collect();
                if let Some(rack) = rack.as_ref().filter(|k| !k.is_empty()) {
                    let missing = r.missing(&used, &r.counts(rack));
                    if !missing.is_empty() {
                        r.mismatch(
                            line,
                            MismatchKind::PlayNotOnRack {
                                word: word.clone(),
                                missing,
                                rack: event.rack.clone(),
                            },
                        );
                    }
                }
                let pool = r.unseen.clone();
                let missing = r.missing(&used, &pool);
                if !missing.is_empty() {
                    r.mismatch(
                        line,
                        MismatchKind::PlayNotUnseen {
                            word: word.clone(),
                            missing,
                        },
                    );
                }
                let score = match play::score_play(&r.board, &placements, tiles, |n| {
                    if n >= 7 { 50 } else { 0 }
                }) {
                    Ok(scored) => scored.score,
                    Err(error) => {
                        r.mismatch(
                            line,
                            MismatchKind::IllegalPlay {
                                position: *position,
                                word: word.clone(),
                                error,
                            },
                        );
                        event.score
                    }
                };
                for pl in &placements {
                    r.board.set(pl.square, Some(pl.tile));
                    let i = tiles.kind_index(pl.tile.kind());
                    r.unseen[i] = r.unseen[i].saturating_sub(1);
                }
                r.last_play = Some((
                    p,
                    LastPlay {
                        placements,
                        score,
                        word: word.clone(),
                        rack: rack.clone().filter(|k| !k.is_empty()),
                    },
                ));
                Some(score)
            }
            GcgEventKind::Exchange { tiles: text, count } => {
                if let (Some(rack), Ok(kinds)) = (&rack, r.kinds(text)) {
                    let missing = r.missing(&kinds, &r.counts(rack));
                    if !rack.is_empty() && !missing.is_empty() {
                        r.mismatch(
                            line,
                            MismatchKind::ExchangeNotOnRack {
                                missing,
                                rack: event.rack.clone(),
                            },
                        );
                    }
                }
                if rack
                    .as_ref()
                    .is_some_and(|k| !k.is_empty() && k.len() < *count)
                {
                    r.mismatch(line, MismatchKind::ExchangeTooMany(*count));
                }
                Some(0)
            }
            GcgEventKind::Pass => Some(0),
            GcgEventKind::Withdrawn => match just_played.filter(|(q, _)| *q == p) {
                Some((_, play)) => {
                    for pl in &play.placements {
                        r.board.set(pl.square, None);
                        r.unseen[tiles.kind_index(pl.tile.kind())] += 1;
                    }
                    // The tiles coming back are the play's: its whole rack when its line gave
                    // one, else at least the tiles it put down. An empty rack says nothing.
                    if let Some(returned) = rack.as_ref().filter(|k| !k.is_empty()) {
                        let used: Vec<Kind> =
                            play.placements.iter().map(|pl| pl.tile.kind()).collect();
                        let same = match &play.rack {
                            Some(played) => r.counts(played) == r.counts(returned),
                            None => r.missing(&used, &r.counts(returned)).is_empty(),
                        };
                        if !same {
                            let played = tiles.kinds_text(play.rack.as_deref().unwrap_or(&used));
                            r.mismatch(
                                line,
                                MismatchKind::WrongTilesReturned {
                                    returned: event.rack.clone(),
                                    word: play.word.clone(),
                                    played,
                                },
                            );
                        }
                    }
                    Some(play.score.saturating_neg())
                }
                None => {
                    r.mismatch(line, MismatchKind::NothingToWithdraw);
                    None
                }
            },
            // Bonuses and penalties are the record's own rule parameters (NASPA: +5, -10/min).
            GcgEventKind::ChallengeBonus => None,
            GcgEventKind::TimePenalty => {
                if event.score > 0 {
                    r.mismatch(line, MismatchKind::PositiveTimePenalty(event.score));
                }
                // Time is settled once the game is over, once per player.
                if !end.ended {
                    r.mismatch(line, MismatchKind::TimePenaltyBeforeEnd);
                } else if end.time_penalties[p] {
                    r.mismatch(line, MismatchKind::SecondTimePenalty);
                }
                end.time_penalties[p] = true;
                None
            }
            GcgEventKind::EndRackPoints { tiles: text } => {
                end.ended = true;
                end.racks_given[p] = true;
                match r.kinds(text) {
                    Ok(kinds) => {
                        let on_racks = r.counts(&kinds);
                        if on_racks != r.unseen {
                            let unseen = tiles.kinds_counted(&r.unseen);
                            r.mismatch(
                                line,
                                MismatchKind::OtherRacksNotUnseen {
                                    given: text.clone(),
                                    unseen: tiles.kinds_text(&unseen),
                                },
                            );
                        }
                        let value = r.value(&kinds);
                        if event.score != value && event.score != value.saturating_mul(2) {
                            r.mismatch(
                                line,
                                MismatchKind::EndRackValue {
                                    tiles: text.clone(),
                                    value,
                                    score: event.score,
                                },
                            );
                        }
                    }
                    Err(error) => r.mismatch(
                        line,
                        MismatchKind::BadRack {
                            text: text.clone(),
                            error,
                        },
                    ),
                }
                None
            }
            GcgEventKind::EndRackPenalty { tiles: text } => {
                end.ended = true;
                end.racks_given[p] = true;
                match r.kinds(text) {
                    Ok(kinds) => {
                        if rack
                            .as_ref()
                            .is_some_and(|k| r.counts(k) != r.counts(&kinds))
                        {
                            r.mismatch(
                                line,
                                MismatchKind::FinalRackDiffers {
                                    rack: event.rack.clone(),
                                    tiles: text.clone(),
                                },
                            );
                        }
                        // Unseen, and not already on another player's final rack.
                        let pool: Vec<u32> = r
                            .unseen
                            .iter()
                            .zip(&end.subtracted)
                            .map(|(u, s)| u.saturating_sub(*s))
                            .collect();
                        let missing = r.missing(&kinds, &pool);
                        if !missing.is_empty() {
                            r.mismatch(
                                line,
                                MismatchKind::FinalRackNotUnseen {
                                    tiles: text.clone(),
                                    missing,
                                },
                            );
                        }
                        for (s, n) in end.subtracted.iter_mut().zip(r.counts(&kinds)) {
                            *s += n;
                        }
                        Some(-r.value(&kinds))
                    }
                    Err(error) => {
                        r.mismatch(
                            line,
                            MismatchKind::BadRack {
                                text: text.clone(),
                                error,
                            },
                        );
                        None
                    }
                }
            }
        };
        if withdrawal {
            r.check_rack_unseen(line, &event.rack, rack.as_deref());
        }
        if let Some(expected) = expected
            && expected != event.score
        {
            r.mismatch(
                line,
                MismatchKind::Score {
                    record: event.score,
                    rules: expected,
                },
            );
        }
        // Totals follow the rules' score where there is one, so a wrong score is reported
        // once, at its own line.
        // Saturating: a record's own numbers may be anywhere in i32's range (found by fuzzing).
        r.totals[p] = r.totals[p].saturating_add(expected.unwrap_or(event.score));
        if r.totals[p] != event.total {
            r.mismatch(
                line,
                MismatchKind::Total {
                    record: event.total,
                    replayed: r.totals[p],
                },
            );
            r.totals[p] = event.total;
        }
    }
    VerifyReport {
        moves: record.events.len(),
        mismatches: r.mismatches,
        complete: end.ended,
        totals: r.totals,
        unseen: r.unseen.iter().sum::<u32>() as usize,
    }
}
