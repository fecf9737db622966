//! Rule presets and variants (RULES.md §6).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::NotationError;
use crate::tiles::{Language, TileSetId};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PresetName {
    Classic,
    Sss,
    Bulgarian,
}

impl PresetName {
    pub const ALL: [PresetName; 3] = [PresetName::Classic, PresetName::Sss, PresetName::Bulgarian];

    pub fn name(self) -> &'static str {
        match self {
            PresetName::Classic => "classic",
            PresetName::Sss => "sss",
            PresetName::Bulgarian => "bulgarian",
        }
    }

    /// The preset a language plays by default (§6).
    pub fn default_for(language: Language) -> PresetName {
        match language {
            Language::Slovak => PresetName::Sss,
            Language::Bulgarian => PresetName::Bulgarian,
            _ => PresetName::Classic,
        }
    }

    pub fn preset(self) -> Preset {
        match self {
            PresetName::Classic => Preset {
                name: self,
                first_player: FirstPlayer::TileDraw {
                    blank_draws_again: false,
                },
                exchange: ExchangeRule::BagAtLeast(7),
                validation: Validation::DoubleChallenge,
                scoreless_rounds: 2,
                bridge_from_turn: 1,
            },
            PresetName::Sss => Preset {
                name: self,
                first_player: FirstPlayer::TileDraw {
                    blank_draws_again: true,
                },
                exchange: ExchangeRule::BagAtLeast(7),
                validation: Validation::SingleChallenge,
                scoreless_rounds: 3,
                bridge_from_turn: 1,
            },
            PresetName::Bulgarian => Preset {
                name: self,
                first_player: FirstPlayer::Random,
                exchange: ExchangeRule::UpToBag,
                validation: Validation::Auto,
                scoreless_rounds: 2,
                bridge_from_turn: 4,
            },
        }
    }
}

impl fmt::Display for PresetName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PresetName {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        PresetName::ALL
            .into_iter()
            .find(|p| p.name() == lower)
            .ok_or(NotationError::UnknownPreset(lower))
    }
}

/// How the first player is chosen (§6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// Everyone draws a tile; nearest to the alphabet's start begins. A blank beats every
    /// letter, or (SSS) is put back and its drawer draws again. Tied players draw again.
    TileDraw { blank_draws_again: bool },
    /// Chosen at random from the game's seed.
    Random,
}

/// When an exchange is allowed (§6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExchangeRule {
    /// Only while the bag holds at least this many tiles; any number may be exchanged.
    BagAtLeast(u8),
    /// Any number of tiles up to the number in the bag.
    UpToBag,
}

/// Word validation mode (§5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Validation {
    /// Plays are checked on submission; an invalid play is refused without penalty.
    Auto,
    /// Plays are accepted; a successful challenge withdraws the play; a failed one costs nothing.
    SingleChallenge,
    /// As single, but a failed challenger loses their next turn.
    DoubleChallenge,
}

impl Validation {
    pub fn name(self) -> &'static str {
        match self {
            Validation::Auto => "auto",
            Validation::SingleChallenge => "single-challenge",
            Validation::DoubleChallenge => "double-challenge",
        }
    }
}

/// Every parameter of a preset (§6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preset {
    pub name: PresetName,
    pub first_player: FirstPlayer,
    pub exchange: ExchangeRule,
    pub validation: Validation,
    /// N: the game ends after every remaining player has had N consecutive scoreless turns.
    pub scoreless_rounds: u8,
    /// The first game turn (1-based) on which a bridge is allowed; 1 = always.
    pub bridge_from_turn: u32,
}

/// Variants that combine with any preset (§6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variant {
    /// 7, or 9 for the 9-tile rack variant.
    pub rack_size: u8,
    /// Finish line: the game ends when a score reaches this target.
    pub finish_line: Option<u32>,
}

impl Default for Variant {
    fn default() -> Self {
        Variant {
            rack_size: 7,
            finish_line: None,
        }
    }
}

/// Finish-line targets suggested for beginner, intermediate and expert players (§6).
pub fn suggested_finish_lines(players: u8) -> [u32; 3] {
    match players {
        0..=2 => [70, 120, 200],
        3 => [60, 100, 180],
        _ => [50, 90, 160],
    }
}

/// The complete rules of one game: tile set, preset, variant and validation mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub tiles: TileSetId,
    pub preset: Preset,
    pub variant: Variant,
    /// The preset's mode, or `Auto` for online games (§6).
    pub validation: Validation,
}

impl Rules {
    pub fn new(tiles: TileSetId, preset: PresetName) -> Rules {
        let preset = preset.preset();
        Rules {
            tiles,
            preset,
            variant: Variant::default(),
            validation: preset.validation,
        }
    }

    /// A language's default tile set and preset.
    pub fn for_language(language: Language) -> Rules {
        Rules::new(
            language.default_tile_set(),
            PresetName::default_for(language),
        )
    }

    pub fn with_variant(mut self, variant: Variant) -> Rules {
        self.variant = variant;
        self
    }

    /// Online games (quick and daily) always validate automatically (§6).
    pub fn online(mut self) -> Rules {
        self.validation = Validation::Auto;
        self
    }

    pub fn rack_size(&self) -> usize {
        self.variant.rack_size as usize
    }

    /// The bingo bonus for placing `placed` tiles: 50 for 7 or more (§3; with a 7-tile rack
    /// that means all 7, with a 9-tile rack 7, 8 or 9).
    pub fn bingo_bonus(&self, placed: usize) -> i32 {
        if placed >= 7 { 50 } else { 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES.md §6: default preset per language.
    #[test]
    fn s6_default_presets() {
        let defaults: Vec<PresetName> = Language::ALL
            .iter()
            .map(|&l| PresetName::default_for(l))
            .collect();
        assert_eq!(
            defaults,
            [
                PresetName::Classic,   // english
                PresetName::Sss,       // slovak
                PresetName::Classic,   // czech
                PresetName::Classic,   // croatian
                PresetName::Classic,   // danish
                PresetName::Bulgarian  // bulgarian
            ]
        );
    }

    /// RULES.md §6: every parameter of the three presets.
    #[test]
    fn s6_preset_parameters() {
        let c = PresetName::Classic.preset();
        assert_eq!(c.validation, Validation::DoubleChallenge);
        assert_eq!(c.scoreless_rounds, 2);
        assert_eq!(c.exchange, ExchangeRule::BagAtLeast(7));
        assert_eq!(c.bridge_from_turn, 1);
        let s = PresetName::Sss.preset();
        assert_eq!(s.validation, Validation::SingleChallenge);
        assert_eq!(s.scoreless_rounds, 3);
        assert_eq!(
            s.first_player,
            FirstPlayer::TileDraw {
                blank_draws_again: true
            }
        );
        let b = PresetName::Bulgarian.preset();
        assert_eq!(b.validation, Validation::Auto);
        assert_eq!(b.first_player, FirstPlayer::Random);
        assert_eq!(b.exchange, ExchangeRule::UpToBag);
        assert_eq!(b.bridge_from_turn, 4);
    }

    /// RULES.md §6: online games always use auto validation; variants.
    #[test]
    fn s6_online_and_variants() {
        let r = Rules::for_language(Language::Slovak).online();
        assert_eq!(r.validation, Validation::Auto);
        assert_eq!(r.tiles, TileSetId::Slovak);
        let nine = r.with_variant(Variant {
            rack_size: 9,
            finish_line: Some(120),
        });
        assert_eq!(nine.rack_size(), 9);
        assert_eq!(suggested_finish_lines(2), [70, 120, 200]);
        assert_eq!(suggested_finish_lines(3), [60, 100, 180]);
        assert_eq!(suggested_finish_lines(4), [50, 90, 160]);
    }

    /// RULES.md §3: bingo for 7 tiles (7-rack) and for 7, 8 or 9 tiles (9-rack).
    #[test]
    fn s3_bingo_bonus() {
        let r = Rules::for_language(Language::English);
        assert_eq!(r.bingo_bonus(6), 0);
        assert_eq!(r.bingo_bonus(7), 50);
        let nine = r.with_variant(Variant {
            rack_size: 9,
            finish_line: None,
        });
        assert_eq!(
            (7..=9).map(|n| nine.bingo_bonus(n)).collect::<Vec<_>>(),
            [50, 50, 50]
        );
    }
}
