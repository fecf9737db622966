//! Hunspell dictionary expansion (being written).
