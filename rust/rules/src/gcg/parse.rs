//! Reading GCG records: pragmas, move lines, notes; UTF-8 or Latin-1, any line ends.

use thiserror::Error;

use crate::board::Position;
use crate::error::NotationError;

/// A GCG line that cannot be read, with its 1-based line number.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {kind}")]
pub struct GcgError {
    pub line: usize,
    pub kind: GcgErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GcgErrorKind {
    #[error("the file declares UTF-8 but is not valid UTF-8")]
    NotUtf8,
    #[error("a move line needs 'nickname:' after '>'")]
    MissingColon,
    #[error("no #player line names {0:?}")]
    UnknownPlayer(String),
    #[error("no score and cumulative total (like '+24 56') in {0:?}")]
    NoScore(String),
    #[error("cannot read the move {0:?}")]
    BadMove(String),
    #[error("bad position: {0}")]
    BadPosition(NotationError),
    #[error("text outside any move or note: {0:?}")]
    StrayText(String),
    #[error("#player{0} needs a nickname")]
    BadPlayer(usize),
    #[error("two #player lines name {0:?}: its moves could be either player's")]
    DuplicatePlayer(String),
    #[error("the record names no players (#player1, #player2)")]
    NoPlayers,
    #[error("score or total {0:?} is out of range")]
    ScoreOutOfRange(String),
    #[error("the file is empty")]
    Empty,
    #[error("a move before the #player lines")]
    MoveBeforePlayers,
    #[error("{0}")]
    Notation(NotationError),
    #[error("{0}")]
    Rule(crate::error::RuleError),
    #[error("missing pragma #{0}: only Slovo's own records replay as games")]
    MissingPragma(&'static str),
    #[error("bad value for #{0}: {1:?}")]
    BadPragma(String, String),
}

/// A parsed GCG record.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GcgRecord {
    /// `#name value` lines in file order, with their line numbers (players included).
    pub pragmas: Vec<Pragma>,
    pub players: Vec<GcgPlayer>,
    pub events: Vec<GcgEvent>,
    /// True when the bytes were read as Latin-1.
    pub latin1: bool,
}

impl GcgRecord {
    pub fn pragma(&self, name: &str) -> Option<&str> {
        self.pragmas
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.value.as_str())
    }

    pub fn player_index(&self, nick: &str) -> Option<u8> {
        self.players
            .iter()
            .position(|p| p.nick == nick)
            .map(|i| i as u8)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pragma {
    pub line: usize,
    pub name: String,
    pub value: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GcgPlayer {
    pub nick: String,
    pub name: String,
}

/// One `>nick: ...` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GcgEvent {
    pub line: usize,
    pub player: u8,
    /// The rack as written (may be empty).
    pub rack: String,
    pub kind: GcgEventKind,
    /// The points this line adds (negative for penalties and withdrawals).
    pub score: i32,
    /// The player's cumulative score the record states.
    pub total: i32,
    /// `#note` text that follows the line.
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GcgEventKind {
    Play {
        position: Position,
        word: String,
    },
    /// `-TILES`; `tiles` is empty when only a count is known (`-3`).
    Exchange {
        tiles: String,
        count: usize,
    },
    Pass,
    /// `--`: the player's previous play was challenged off.
    Withdrawn,
    /// `(challenge)`: a bonus for a failed challenge against the player's play.
    ChallengeBonus,
    /// `(TILES)` with no rack: points for the tiles left on the other racks.
    EndRackPoints {
        tiles: String,
    },
    /// `RACK (RACK)`: the player's own tiles subtracted at the end.
    EndRackPenalty {
        tiles: String,
    },
    /// `(time)`: an overtime penalty.
    TimePenalty,
}

/// Decode a record's bytes: UTF-8 when valid (or declared), else Latin-1; strip a BOM.
pub fn decode(bytes: &[u8]) -> Result<(String, bool), GcgError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => Ok((s.to_string(), false)),
        Err(e) => {
            let declared = bytes.split(|&b| b == b'\n').any(|l| {
                l.to_ascii_lowercase()
                    .starts_with(b"#character-encoding utf-8")
            });
            if declared {
                let line = 1 + bytes[..e.valid_up_to()]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count();
                return Err(GcgError {
                    line,
                    kind: GcgErrorKind::NotUtf8,
                });
            }
            Ok((bytes.iter().map(|&b| b as char).collect(), true))
        }
    }
}

/// The N of a `#playerN ...` line.
fn player_number(content: &str) -> Option<usize> {
    let rest = content.strip_prefix('#')?;
    let name = rest.split(char::is_whitespace).next()?;
    name.strip_prefix("player")?.parse().ok()
}

/// Parse a GCG record from its bytes. A record has players, and they are declared before
/// the first move, so every move line names one of them.
pub fn parse(bytes: &[u8]) -> Result<GcgRecord, GcgError> {
    let (text, latin1) = decode(bytes)?;
    if text.trim().is_empty() {
        return Err(GcgError {
            line: 1,
            kind: GcgErrorKind::Empty,
        });
    }
    let mut record = GcgRecord {
        latin1,
        ..GcgRecord::default()
    };
    // The last #player line: a move above it would be read before all players are known.
    let last_player_line = text
        .split('\n')
        .enumerate()
        .filter(|(_, l)| player_number(l.trim_end_matches('\r')).is_some())
        .map(|(i, _)| i + 1)
        .last();
    // Where a note continuation goes: the last event, if a note is open.
    let mut note_open = false;
    for (i, raw) in text.split('\n').enumerate() {
        let line = i + 1;
        let err = |kind| GcgError { line, kind };
        let content = raw.trim_end_matches('\r');
        if let Some(rest) = content.strip_prefix('>') {
            note_open = false;
            match last_player_line {
                None => return Err(err(GcgErrorKind::NoPlayers)),
                Some(l) if l > line => return Err(err(GcgErrorKind::MoveBeforePlayers)),
                Some(_) => {}
            }
            let event = parse_event(rest, &record).map_err(err)?;
            record.events.push(GcgEvent { line, ..event });
        } else if let Some(rest) = content.strip_prefix("#note") {
            let event = record
                .events
                .last_mut()
                .ok_or_else(|| err(GcgErrorKind::StrayText(content.to_string())))?;
            append_note(&mut event.note, rest.trim());
            note_open = true;
        } else if let Some(rest) = content.strip_prefix('#') {
            note_open = false;
            let (name, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            let value = value.trim().to_string();
            if let Some(n) = player_number(content) {
                let (nick, full) = value
                    .split_once(char::is_whitespace)
                    .unwrap_or((&value, ""));
                if nick.is_empty() {
                    return Err(err(GcgErrorKind::BadPlayer(n)));
                }
                if record.player_index(nick).is_some() {
                    return Err(err(GcgErrorKind::DuplicatePlayer(nick.to_string())));
                }
                record.players.push(GcgPlayer {
                    nick: nick.to_string(),
                    name: full.trim().to_string(),
                });
            }
            record.pragmas.push(Pragma {
                line,
                name: name.to_string(),
                value,
            });
        } else if !content.trim().is_empty() {
            // Notes may run over several lines (seen in DOS-edited records).
            match record.events.last_mut() {
                Some(event) if note_open => append_note(&mut event.note, content.trim()),
                _ => return Err(err(GcgErrorKind::StrayText(content.to_string()))),
            }
        }
    }
    if record.players.is_empty() {
        return Err(GcgError {
            line: 1,
            kind: GcgErrorKind::NoPlayers,
        });
    }
    Ok(record)
}

fn append_note(note: &mut Option<String>, text: &str) {
    match note {
        Some(n) => {
            n.push('\n');
            n.push_str(text);
        }
        None => *note = Some(text.to_string()),
    }
}

/// Tiles in rack notation: each character, or one `{…}` digraph group.
fn count_tiles(text: &str) -> usize {
    let mut depth = false;
    text.chars()
        .filter(|&c| match c {
            '{' => {
                depth = true;
                true
            }
            '}' => {
                depth = false;
                false
            }
            _ => !depth,
        })
        .count()
}

fn is_score(t: &str) -> bool {
    t.len() > 1
        && (t.starts_with('+') || t.starts_with('-'))
        && t[1..].bytes().all(|b| b.is_ascii_digit())
}

fn is_total(t: &str) -> bool {
    let digits = t.strip_prefix('-').unwrap_or(t);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

fn parse_event(rest: &str, record: &GcgRecord) -> Result<GcgEvent, GcgErrorKind> {
    let (nick, body) = rest.split_once(':').ok_or(GcgErrorKind::MissingColon)?;
    let player = record
        .player_index(nick.trim())
        .ok_or_else(|| GcgErrorKind::UnknownPlayer(nick.trim().to_string()))?;
    let tokens: Vec<&str> = body.split_whitespace().collect();
    let at = (0..tokens.len().saturating_sub(1))
        .find(|&i| is_score(tokens[i]) && is_total(tokens[i + 1]))
        .ok_or_else(|| GcgErrorKind::NoScore(body.trim().to_string()))?;
    // Digits alone may still be too many for a number (found by fuzzing).
    let number = |t: &str| {
        t.trim_start_matches('+')
            .parse::<i32>()
            .map_err(|_| GcgErrorKind::ScoreOutOfRange(t.to_string()))
    };
    let score = number(tokens[at])?;
    let total = number(tokens[at + 1])?;
    let mv = &tokens[..at];
    let bad = || GcgErrorKind::BadMove(mv.join(" "));
    let last = *mv.last().ok_or_else(bad)?;
    let (rack_tokens, kind) = if last.eq_ignore_ascii_case("(challenge)") {
        (&mv[..mv.len() - 1], GcgEventKind::ChallengeBonus)
    } else if last.eq_ignore_ascii_case("(time)") {
        (&mv[..mv.len() - 1], GcgEventKind::TimePenalty)
    } else if let Some(tiles) = last.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
        let tiles = tiles.to_string();
        let before = &mv[..mv.len() - 1];
        let kind = if before.is_empty() {
            GcgEventKind::EndRackPoints { tiles }
        } else {
            GcgEventKind::EndRackPenalty { tiles }
        };
        (before, kind)
    } else if last == "--" {
        (&mv[..mv.len() - 1], GcgEventKind::Withdrawn)
    } else if last == "-" {
        (&mv[..mv.len() - 1], GcgEventKind::Pass)
    } else if let Some(tiles) = last.strip_prefix('-') {
        let kind = match tiles.parse::<usize>() {
            Ok(count) => GcgEventKind::Exchange {
                tiles: String::new(),
                count,
            },
            Err(_) => GcgEventKind::Exchange {
                tiles: tiles.to_string(),
                count: count_tiles(tiles),
            },
        };
        (&mv[..mv.len() - 1], kind)
    } else if mv.len() >= 2 {
        let position = mv[mv.len() - 2]
            .parse::<Position>()
            .map_err(GcgErrorKind::BadPosition)?;
        (
            &mv[..mv.len() - 2],
            GcgEventKind::Play {
                position,
                word: last.to_string(),
            },
        )
    } else {
        return Err(bad());
    };
    if rack_tokens.len() > 1 {
        return Err(bad());
    }
    Ok(GcgEvent {
        line: 0,
        player,
        rack: rack_tokens.first().unwrap_or(&"").to_string(),
        kind,
        score,
        total,
        note: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "#player1 a Ann\n#player2 b Bob\n";

    fn one(line: &str) -> Result<GcgEvent, GcgError> {
        parse(format!("{HEAD}{line}\n").as_bytes()).map(|r| r.events[0].clone())
    }

    #[test]
    fn s8_reads_every_kind_of_line() {
        let play = one(">a: ?AACDER 8D CRAAlED +74 74").unwrap();
        assert_eq!(
            play.kind,
            GcgEventKind::Play {
                position: "8D".parse().unwrap(),
                word: "CRAAlED".into()
            }
        );
        assert_eq!(
            (play.score, play.total, play.rack.as_str()),
            (74, 74, "?AACDER")
        );
        assert_eq!(
            one(">a: ABC -AB +0 0").unwrap().kind,
            GcgEventKind::Exchange {
                tiles: "AB".into(),
                count: 2
            }
        );
        assert_eq!(
            one(">a: ABC -3 +0 0").unwrap().kind,
            GcgEventKind::Exchange {
                tiles: String::new(),
                count: 3
            }
        );
        assert_eq!(one(">a: ABC -  +0 0").unwrap().kind, GcgEventKind::Pass);
        let w = one(">a: ABC --  -24 55").unwrap();
        assert_eq!((w.kind, w.score), (GcgEventKind::Withdrawn, -24));
        assert_eq!(
            one(">a:  (challenge) +5 9").unwrap().kind,
            GcgEventKind::ChallengeBonus
        );
        assert_eq!(
            one(">a: ABC (time) -10 9").unwrap().kind,
            GcgEventKind::TimePenalty
        );
        assert_eq!(
            one(">a:  (OPEG) +14 345").unwrap().kind,
            GcgEventKind::EndRackPoints {
                tiles: "OPEG".into()
            }
        );
        assert_eq!(
            one(">a: AEI (AEI) -3 40").unwrap().kind,
            GcgEventKind::EndRackPenalty {
                tiles: "AEI".into()
            }
        );
        // Quackle style: lower-case column, trailing cross-words.
        let q = one(">a: EEDGHS? 15c   HEDGErS   +97  201  sKITTERS").unwrap();
        assert_eq!(q.total, 201);
    }

    #[test]
    fn s8_notes_span_lines_and_dos_line_ends() {
        let r = parse(
            format!("{HEAD}>a: AB 8H AB +8 8\r\n#note one\r\ntwo\r\n\r\n>b: CD -  +0 0\r\n")
                .as_bytes(),
        )
        .unwrap();
        assert_eq!(r.events[0].note.as_deref(), Some("one\ntwo"));
        assert_eq!(r.events.len(), 2);
    }

    #[test]
    fn s8_latin1_names() {
        let r =
            parse(b"#player1 c\xe9sar C\xe9sar\n#player2 b B\n>c\xe9sar: AB 8H AB +8 8\n").unwrap();
        assert!(r.latin1);
        assert_eq!(r.players[0].nick, "césar");
        assert_eq!(r.events.len(), 1);
    }

    #[test]
    fn s8_errors_name_the_line() {
        let e = parse(format!("{HEAD}>a: AB 8H AB +8 8\n>zed: AB 9H AB +8 8\n").as_bytes())
            .unwrap_err();
        assert_eq!(e.line, 4);
        assert_eq!(e.kind, GcgErrorKind::UnknownPlayer("zed".into()));
        assert_eq!(
            one(">a AB 8H AB +8 8").unwrap_err().kind,
            GcgErrorKind::MissingColon
        );
        assert!(matches!(
            one(">a: AB 8H AB").unwrap_err().kind,
            GcgErrorKind::NoScore(_)
        ));
        assert!(matches!(
            one(">a: AB 8Z AB +8 8").unwrap_err().kind,
            GcgErrorKind::BadPosition(_)
        ));
        assert!(matches!(
            one(">a: X Y 8H AB +8 8").unwrap_err().kind,
            GcgErrorKind::BadMove(_)
        ));
        assert!(matches!(
            parse(b"hello\n").unwrap_err().kind,
            GcgErrorKind::StrayText(_)
        ));
        let declared = parse(b"#character-encoding UTF-8\n#player1 \xff x\n").unwrap_err();
        assert_eq!((declared.line, declared.kind), (2, GcgErrorKind::NotUtf8));
    }
}
