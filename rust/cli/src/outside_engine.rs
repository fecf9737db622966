//! An outside engine playing a seat of `slovo selfplay` (`--p2-engine CMD`), so Slovo's bots
//! can be measured against another program in paired games that Slovo referees.
//!
//! The engine is a process started with `sh -c CMD` that reads one position a line on its
//! standard input and answers each with one move line. A position is seven tab-separated
//! fields: the board (Slovo's one-line format, as `slovo moves` takes it), the rack to move
//! (`?` a blank), the other player's rack, the two scores (mover's first), the tiles in the
//! bag, and the scoreless turns in a row. The answer is a move as `slovo moves` writes it
//! (`8H WORD` across, `H8 WORD` down, `.` a tile already on the board, lower case a blank;
//! `exchange TILES`; `pass`).
//!
//! Both racks are sent because a two-player engine that takes a full position (CGP, as
//! MAGPIE does) counts the bag from them; an engine that should not see the other rack
//! simply ignores the field.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use slovo_rules::play::parse_move;
use slovo_rules::{Game, Move};

pub struct OutsideEngine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl OutsideEngine {
    pub fn start(command: &str) -> Result<OutsideEngine, String> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(OutsideEngine {
            child,
            input,
            output,
        })
    }

    /// The engine's move for `player` in `game`, read against the board and rack.
    pub fn choose(&mut self, game: &Game, player: u8) -> Result<Move, String> {
        let line = position_line(game, player);
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("the engine stopped reading: {e}"))?;
        let mut answer = String::new();
        match self.output.read_line(&mut answer) {
            Ok(0) => return Err("the engine closed its output".into()),
            Err(e) => return Err(format!("cannot read the engine's answer: {e}")),
            Ok(_) => {}
        }
        let answer = answer.trim();
        parse_move(answer, game.board(), game.tiles(), game.rack(player))
            .map_err(|e| format!("answer `{answer}` to `{line}`: {e}"))
    }
}

impl Drop for OutsideEngine {
    fn drop(&mut self) {
        // The engine lives as long as the games it plays: stopped, then reaped.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The position `player` moves in, as the engine reads it (see the module comment).
fn position_line(game: &Game, player: u8) -> String {
    let tiles = game.tiles();
    let other = (player + 1) % game.config().players;
    let scoreless = game
        .history()
        .iter()
        .rev()
        .take_while(|r| r.score == 0)
        .count();
    [
        game.board().to_text(tiles),
        tiles.kinds_text(game.rack(player)),
        tiles.kinds_text(game.rack(other)),
        game.score(player).to_string(),
        game.score(other).to_string(),
        game.bag_len().to_string(),
        scoreless.to_string(),
    ]
    .join("\t")
}
