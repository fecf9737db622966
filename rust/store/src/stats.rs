//! What the device's statistics are computed from: the finished games of a mode with their
//! move logs, read in one pass (read-only: nothing derived is stored, the app replays the logs).

use crate::{GameRecord, Mode, MoveRecord, Result, Store, game_row, mode_text};

impl Store {
    /// The finished games of `mode`, oldest first, each with its move log in order.
    pub fn finished_games(&self, mode: Mode) -> Result<Vec<(GameRecord, Vec<MoveRecord>)>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, mode, tile_set, preset, validation, rack_size, finish_line, seed,
                status, version, to_move, created_at, updated_at FROM games
             WHERE mode = ?1 AND status = 'finished' ORDER BY created_at, id",
        )?;
        let games = stmt
            .query_map([mode_text(mode)], game_row)?
            .collect::<std::result::Result<Vec<_>, _>>()?;
        games
            .into_iter()
            .map(|mut game| {
                game.seats = self.seats(&game.id)?;
                let moves = self.moves(&game.id)?;
                Ok((game, moves))
            })
            .collect()
    }
}
