import Foundation

// The post-game analysis as the screen reads it: every label, move and number already said by
// the core in the interface language (it rates the moves, Swift only lays them out). Built in
// Core.swift from the core's `AnalysisScreen`; mirrors Analysis in android/ui/.../core/Model.kt.

/// One option of a turn: the move as said (`8H WORD`, `exchange ABC`, `pass`), its score and
/// its equity (score plus the worth of the tiles kept, one decimal as the language writes it).
public struct MoveOption: Equatable, Sendable {
    /// 1 for the best option.
    public var rank: Int
    public var text: String
    public var score: Int
    public var equity: String
    /// The move the player made.
    public var isMade: Bool
}

/// One turn of mine: the move made, the best, what was lost, and the next best options.
public struct AnalysedTurn: Equatable, Sendable {
    /// The game turn (1-based).
    public var turn: Int
    /// `Turn 7`.
    public var title: String
    /// The rack before the turn, in tile faces (`?` for a blank).
    public var rack: String
    public var made: MoveOption
    public var best: MoveOption
    /// One decimal, as the language writes it (`0.0` when the best was made).
    public var equityLost: String
    public var bestMade: Bool
    /// What to say about the turn: the best made, or the best and what was lost.
    public var verdict: String
    /// An endgame turn's estimate, a play challenged off.
    public var notes: [String]
    /// The options after the best, best first.
    public var alternatives: [MoveOption]
}

/// The analysis of my turns of a finished game: the summary (equity lost, points left, best
/// moves made, best and worst move), then each turn; `empty` says why there are none.
public struct Analysis: Equatable, Sendable {
    public var gameId: String
    /// `Ann: 12 turns`.
    public var title: String
    public var summary: [StatRow]
    public var turns: [AnalysedTurn]
    public var empty: String?
}
