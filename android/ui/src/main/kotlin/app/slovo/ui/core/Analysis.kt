package app.slovo.ui.core

/**
 * The app's picture of a finished game's analysis: the summary, then each of the player's
 * turns with the move made, the best one and the equity lost, and the next best options.
 * Built from the core's `AnalysisScreen` in [SlovoCore.analysis]; every text is already said in
 * the interface language by the core.
 */

/** One option of a turn: the move (`8H WORD`, `pass`), its score and its equity, as the core writes them. */
data class MoveOption(val rank: Int, val text: String, val score: Int, val equity: String, val isMade: Boolean)

/** One turn of the analysed player; [equityLost] is `0.0` when the best was made. */
data class AnalysedTurn(
    val turn: Int,
    val title: String,
    val rack: String,
    val made: MoveOption,
    val best: MoveOption,
    val equityLost: String,
    val equityLostValue: Double,
    val bestMade: Boolean,
    val verdict: String,
    val notes: List<String>,
    val alternatives: List<MoveOption>,
)

/** The analysis of the player's turns; [empty] says why there are none. */
data class Analysis(val gameId: String, val title: String, val summary: List<StatLine>, val turns: List<AnalysedTurn>, val empty: String?)
