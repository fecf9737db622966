//! Post-game analysis of a finished game ([`slovo_engine::analysis`]): a local game (every
//! rack known: any seat, the humans' by default), an online game this device holds (only the
//! player's own seat: the copy holds no other rack, and asking for another seat is refused),
//! or a GCG record.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use slovo_engine::analysis::DEFAULT_TOP;
use slovo_engine::{AnalysedMove, Analysis, AnalysisError, Engine};
use slovo_i18n::Message;
use slovo_rules::gcg::{self, GcgError, GcgErrorKind};
use slovo_rules::{Language, PresetName, Rules, TileSet, TileSetId};

use crate::{App, Result};

/// An analysis with what it takes to show it: the tile set (to write racks and exchanges),
/// the players' names by seat, and the seats analysed.
#[derive(Debug, Clone, PartialEq)]
pub struct GameAnalysis {
    pub analysis: Analysis,
    pub tile_set: TileSetId,
    /// As stored (a bot's `Bot 1 (hard)`: [`crate::display_name`] says it).
    pub names: Vec<String>,
    pub seats: Vec<u8>,
}

impl App {
    /// Analyse a finished game: `seat` (local games: any seat, by default the humans';
    /// online games: only the player's own, the default), the three best options after the
    /// best on each turn.
    pub fn analyze(&self, id: &str, seat: Option<u8>) -> Result<GameAnalysis> {
        self.analyze_with(id, seat, DEFAULT_TOP, None)
    }

    /// [`App::analyze`] with `top` options after the best, stopping with
    /// [`AnalysisError::Cancelled`] once `cancel` is set.
    pub fn analyze_with(
        &self,
        id: &str,
        seat: Option<u8>,
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<GameAnalysis> {
        let local = self.store().game(id).map(Some).or_else(|e| match e {
            slovo_store::StoreError::UnknownGame(_) => Ok(None),
            e => Err(e),
        })?;
        if local.is_some() {
            return self.analyze_local(id, seat, top, cancel);
        }
        self.analyze_online(id, seat, top, cancel)
    }

    fn analyze_local(
        &self,
        id: &str,
        seat: Option<u8>,
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<GameAnalysis> {
        let loaded = self.loaded(id)?;
        let (config, actions, record) = {
            let loaded = loaded.lock().unwrap_or_else(|p| p.into_inner());
            if !loaded.game.is_over() {
                return Err(AnalysisError::NotOver.into());
            }
            (
                *loaded.game.config(),
                loaded.game.actions().to_vec(),
                loaded.record.clone(),
            )
        };
        let seats: Vec<u8> = match seat {
            Some(s) => vec![s],
            None => App::humans(&record)
                .iter()
                .enumerate()
                .filter(|(_, h)| **h)
                .map(|(i, _)| i as u8)
                .collect(),
        };
        let engine = self.engine(config.rules.tiles.language())?;
        let analysis = engine.analyze_game(config, &actions, &seats, top, cancel)?;
        Ok(GameAnalysis {
            seats: analysis.summaries.iter().map(|s| s.player).collect(),
            analysis,
            tile_set: config.rules.tiles,
            names: record.seats.iter().map(|s| s.name.clone()).collect(),
        })
    }

    fn analyze_online(
        &self,
        id: &str,
        seat: Option<u8>,
        top: usize,
        cancel: Option<&AtomicBool>,
    ) -> Result<GameAnalysis> {
        let (_, state) = self.online_state(id)?;
        if state.outcome.is_none() {
            return Err(AnalysisError::NotOver.into());
        }
        let players = state.players.len() as u8;
        let seat = seat.unwrap_or(state.seat);
        if seat >= players {
            return Err(AnalysisError::NoSuchSeat { seat, players }.into());
        }
        // The device holds the player's own racks only.
        if seat != state.seat {
            return Err(AnalysisError::RacksUnknown(seat).into());
        }
        let rules = Rules::new(state.tile_set, PresetName::default_for(state.language)).online();
        let engine = self.engine(state.language)?;
        let analysis =
            engine.analyze_history(&rules, players, &state.history, seat, top, cancel)?;
        Ok(GameAnalysis {
            analysis,
            tile_set: state.tile_set,
            names: state
                .players
                .iter()
                .map(|p| p.display_name.clone())
                .collect(),
            seats: vec![seat],
        })
    }
}

/// Analyse a GCG record for `seat` (every player by default). A Slovo record (with its seed)
/// replays exactly; any other is read from the racks it gives, by the rules of `tile_set`,
/// else of the tile set it names, else English.
pub fn analyze_gcg(
    bytes: &[u8],
    lexicons: &Path,
    tile_set: Option<TileSetId>,
    seat: Option<u8>,
    top: usize,
) -> Result<GameAnalysis> {
    let seats: Vec<u8> = seat.into_iter().collect();
    if let Ok(imported) = gcg::import(bytes) {
        let config = *imported.game.config();
        if tile_set.is_none_or(|t| t == config.rules.tiles) {
            let engine = Engine::load(config.rules.tiles.language(), lexicons)?;
            let analysis =
                engine.analyze_game(config, imported.game.actions(), &seats, top, None)?;
            return Ok(GameAnalysis {
                seats: analysis.summaries.iter().map(|s| s.player).collect(),
                analysis,
                tile_set: config.rules.tiles,
                names: imported.names,
            });
        }
    }
    let record = gcg::parse(bytes)?;
    if record.players.len() < 2 || record.players.len() > 4 {
        return Err(GcgError {
            line: 1,
            kind: GcgErrorKind::NoPlayers,
        }
        .into());
    }
    let tiles = match tile_set {
        Some(t) => t,
        None => gcg::tile_set_of(&record)?.unwrap_or(TileSetId::English),
    };
    let language: Language = tiles.language();
    let rules = Rules::new(tiles, PresetName::default_for(language));
    let engine = Engine::load(language, lexicons)?;
    let analysis = engine.analyze_record(&record, &rules, &seats, top, None)?;
    Ok(GameAnalysis {
        seats: analysis.summaries.iter().map(|s| s.player).collect(),
        analysis,
        tile_set: tiles,
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

/// A move as the front ends write it: `8H WORD` (the tiles already on the board in
/// parentheses, as the history writes them: `1L (B)EVY`),
/// `exchange ABC` / `pass` as messages to say in the interface language.
pub fn move_message(mv: &AnalysedMove, tiles: &TileSet) -> Message {
    match mv {
        AnalysedMove::Play {
            position, spelled, ..
        } => Message::new("analysis-move-play").with("play", format!("{position} {spelled}")),
        AnalysedMove::Exchange(kinds) => {
            Message::new("analysis-move-exchange").with("tiles", tiles.kinds_text(kinds))
        }
        AnalysedMove::Pass => Message::new("analysis-move-pass"),
    }
}

/// What the player reads for an analysis error.
pub(crate) fn error_message(e: &AnalysisError) -> Message {
    match e {
        AnalysisError::NotOver => Message::new("analysis-not-over"),
        AnalysisError::NoSuchSeat { seat, players } => Message::new("analysis-no-seat")
            .with("seat", u32::from(*seat) + 1)
            .with("players", u32::from(*players)),
        AnalysisError::RacksUnknown(seat) => {
            Message::new("analysis-racks-unknown").with("seat", u32::from(*seat) + 1)
        }
        AnalysisError::Replay { index, error } => {
            Message::new("app-corrupt").with("detail", format!("move {}: {error}", index + 1))
        }
        AnalysisError::Record(e) => Message::new("app-record").with("detail", e.to_string()),
        AnalysisError::Cancelled => Message::new("analysis-cancelled"),
    }
}
