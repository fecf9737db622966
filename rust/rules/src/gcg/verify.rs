//! Replaying a GCG record on an empty board and checking every number in it.
//!
//! Words are not checked (records use lexicons Slovo does not ship). What is checked: each
//! play's shape and score, that its tiles were on the rack and still unseen, withdrawals,
//! running totals, and the end-of-game rack lines by either convention: NASPA (the player who
//! goes out gets twice the others' tiles) or Slovo's RULES.md §4 (once, and the others lose
//! theirs).

use serde::Serialize;

use crate::board::Board;
use crate::gcg::parse::{GcgEventKind, GcgRecord};
use crate::play::{self, Placement};
use crate::tiles::{Kind, TileSet};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    pub line: usize,
    pub message: String,
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

struct Replay<'a> {
    tiles: &'a TileSet,
    board: Board,
    /// Counts per kind of tiles not on the board.
    unseen: Vec<u32>,
    totals: Vec<i32>,
    last_play: Vec<Option<(Vec<Placement>, i32)>>,
    mismatches: Vec<Mismatch>,
}

impl Replay<'_> {
    fn mismatch(&mut self, line: usize, message: String) {
        self.mismatches.push(Mismatch { line, message });
    }

    fn check_rack_unseen(&mut self, line: usize, text: &str, rack: Option<&[Kind]>) {
        if let Some(rack) = rack {
            let missing = self.missing(rack, &self.unseen);
            if !missing.is_empty() {
                self.mismatch(
                    line,
                    format!("rack {text} holds {missing}, which is not unseen"),
                );
            }
        }
    }

    fn kinds(&self, text: &str) -> Result<Vec<Kind>, String> {
        self.tiles.parse_rack(text).map_err(|e| e.to_string())
    }

    fn counts(&self, kinds: &[Kind]) -> Vec<u32> {
        self.tiles.count_kinds(kinds)
    }

    fn value(&self, kinds: &[Kind]) -> i32 {
        kinds.iter().map(|&k| self.tiles.points(k) as i32).sum()
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
    let mut r = Replay {
        tiles,
        board: Board::default(),
        unseen: tiles.count_kinds(&tiles.full_bag()),
        totals: vec![0; players],
        last_play: vec![None; players],
        mismatches: Vec::new(),
    };
    let mut complete = false;
    for event in &record.events {
        let p = event.player as usize;
        let line = event.line;
        let rack = match r.kinds(&event.rack) {
            Ok(k) => Some(k),
            Err(e) => {
                r.mismatch(line, format!("rack {:?}: {e}", event.rack));
                None
            }
        };
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
                    Err(e) => {
                        r.mismatch(line, format!("{position} {word}: {e}"));
                        r.totals[p] += event.score;
                        continue;
                    }
                };
                let used: Vec<Kind> = placements.iter().map(|pl| pl.tile.kind()).collect();
                if let Some(rack) = rack.as_ref().filter(|k| !k.is_empty()) {
                    let missing = r.missing(&used, &r.counts(rack));
                    if !missing.is_empty() {
                        r.mismatch(
                            line,
                            format!("{word} uses {missing}, not on the rack {}", event.rack),
                        );
                    }
                }
                let pool = r.unseen.clone();
                let missing = r.missing(&used, &pool);
                if !missing.is_empty() {
                    r.mismatch(line, format!("{word} uses {missing}, which is not unseen"));
                }
                let score = match play::score_play(&r.board, &placements, tiles, |n| {
                    if n >= 7 { 50 } else { 0 }
                }) {
                    Ok(scored) => scored.score,
                    Err(e) => {
                        r.mismatch(line, format!("{position} {word}: {e}"));
                        event.score
                    }
                };
                for pl in &placements {
                    r.board.set(pl.square, Some(pl.tile));
                    let i = tiles.kind_index(pl.tile.kind());
                    r.unseen[i] = r.unseen[i].saturating_sub(1);
                }
                r.last_play[p] = Some((placements, score));
                Some(score)
            }
            GcgEventKind::Exchange { tiles: text, count } => {
                if let (Some(rack), Ok(kinds)) = (&rack, r.kinds(text)) {
                    let missing = r.missing(&kinds, &r.counts(rack));
                    if !rack.is_empty() && !missing.is_empty() {
                        r.mismatch(
                            line,
                            format!("exchanges {missing}, not on the rack {}", event.rack),
                        );
                    }
                }
                if rack
                    .as_ref()
                    .is_some_and(|k| !k.is_empty() && k.len() < *count)
                {
                    r.mismatch(
                        line,
                        format!("exchanges {count} tiles from a rack of fewer"),
                    );
                }
                Some(0)
            }
            GcgEventKind::Pass => Some(0),
            GcgEventKind::Withdrawn => match r.last_play[p].take() {
                Some((placements, score)) => {
                    for pl in &placements {
                        r.board.set(pl.square, None);
                        r.unseen[tiles.kind_index(pl.tile.kind())] += 1;
                    }
                    Some(-score)
                }
                None => {
                    r.mismatch(
                        line,
                        "withdraws a play, but the player has none to withdraw".into(),
                    );
                    None
                }
            },
            // Bonuses and penalties are the record's own rule parameters (NASPA: +5, -10/min).
            GcgEventKind::ChallengeBonus => None,
            GcgEventKind::TimePenalty => {
                if event.score > 0 {
                    r.mismatch(line, format!("a time penalty of +{}", event.score));
                }
                None
            }
            GcgEventKind::EndRackPoints { tiles: text } => {
                complete = true;
                match r.kinds(text) {
                    Ok(kinds) => {
                        let on_racks = r.counts(&kinds);
                        if on_racks != r.unseen {
                            let unseen: Vec<Kind> = (0..r.unseen.len())
                                .flat_map(|i| {
                                    std::iter::repeat_n(tiles.kind_at(i), r.unseen[i] as usize)
                                })
                                .collect();
                            r.mismatch(
                                line,
                                format!(
                                    "the other racks are given as ({text}), but the unseen tiles are ({})",
                                    tiles.kinds_text(&unseen)
                                ),
                            );
                        }
                        let value = r.value(&kinds);
                        if event.score != value && event.score != 2 * value {
                            r.mismatch(
                                line,
                                format!(
                                    "({text}) is worth {value} (or {} doubled), not {}",
                                    2 * value,
                                    event.score
                                ),
                            );
                        }
                    }
                    Err(e) => r.mismatch(line, format!("({text}): {e}")),
                }
                None
            }
            GcgEventKind::EndRackPenalty { tiles: text } => {
                complete = true;
                match r.kinds(text) {
                    Ok(kinds) => Some(-r.value(&kinds)),
                    Err(e) => {
                        r.mismatch(line, format!("({text}): {e}"));
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
                format!(
                    "score: the record says {:+}, the rules give {expected:+}",
                    event.score
                ),
            );
        }
        // Totals follow the rules' score where there is one, so a wrong score is reported
        // once, at its own line.
        r.totals[p] += expected.unwrap_or(event.score);
        if r.totals[p] != event.total {
            r.mismatch(
                line,
                format!(
                    "total: the record says {}, the moves add up to {}",
                    event.total, r.totals[p]
                ),
            );
            r.totals[p] = event.total;
        }
    }
    VerifyReport {
        moves: record.events.len(),
        mismatches: r.mismatches,
        complete,
        totals: r.totals,
        unseen: r.unseen.iter().sum::<u32>() as usize,
    }
}
