package app.slovo.ui

import androidx.compose.runtime.Composable
import app.slovo.ui.analysis.AnalysisState
import app.slovo.ui.analysis.AnalysisView
import app.slovo.ui.core.AnalysedTurn
import app.slovo.ui.core.Analysis
import app.slovo.ui.core.MoveOption
import app.slovo.ui.core.StatLine
import app.slovo.ui.core.UiText
import app.slovo.ui.game.GameState
import app.slovo.ui.game.GameView
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory

/**
 * The analysis screen loaded with a turn opened and refused, and the end panel with its
 * Analysis button, light and dark, in English and Bulgarian (the longest labels), compared with
 * their golden images. The core's sentences come from the catalog in the picture's language.
 */
class AnalysisPicturesTest {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    /** One decimal as the interface language writes it. */
    private fun d(x: Double) = "%.1f".format(java.util.Locale.ROOT, x).let { if (UiText.language == "en") it else it.replace('.', ',') }

    private fun option(rank: Int, text: String, score: Int, equity: Double, made: Boolean = false) =
        MoveOption(rank, text, score, d(equity), made)

    private fun turn(
        n: Int,
        rack: String,
        made: MoveOption,
        best: MoveOption,
        alternatives: List<MoveOption>,
        endgame: Boolean = false,
    ): AnalysedTurn {
        val lost = best.equity.replace(',', '.').toDouble() - made.equity.replace(',', '.').toDouble()
        val bestMade = made.rank == 1
        return AnalysedTurn(
            turn = n, title = t("analysis-turn-title", "turn" to n), rack = rack, made = made, best = best,
            equityLost = d(lost), equityLostValue = lost, bestMade = bestMade,
            verdict = if (bestMade) {
                t("analysis-turn-best-made")
            } else {
                t("analysis-turn-best", "move" to best.text, "score" to best.score, "equity" to best.equity, "lost" to d(lost))
            },
            notes = if (endgame) listOf(t("analysis-endgame")) else emptyList(),
            alternatives = alternatives,
        )
    }

    private fun analysis(): Analysis {
        val pass = t("analysis-move-pass")
        val turns = listOf(
            turn(
                1,
                "AEINRST",
                option(1, "8D NASTIER", 70, 70.0, made = true),
                option(1, "8D NASTIER", 70, 70.0, made = true),
                listOf(option(2, "8H RETAINS", 68, 68.0), option(3, "8B ANESTRI", 64, 64.0)),
            ),
            turn(
                3,
                "EEIQUZ?",
                option(4, "E5 QUE", 24, 21.5, made = true),
                option(1, "F6 Q(U)IZ", 62, 58.3),
                listOf(option(2, "J2 ZE(E)", 34, 33.1), option(3, "4C QUEZ", 31, 26.0), option(4, "E5 QUE", 24, 21.5, made = true)),
            ),
            turn(
                5,
                "DGILNOO",
                option(1, "C3 GOOD", 18, 22.4, made = true),
                option(1, "C3 GOOD", 18, 22.4, made = true),
                listOf(option(2, "11A LOGO", 16, 20.9), option(3, "H11 DINGO", 23, 19.0)),
            ),
            turn(
                7,
                "AEI",
                option(2, pass, 0, -6.0, made = true),
                option(1, "15K AE", 8, 6.0),
                listOf(option(2, pass, 0, -6.0, made = true)),
                endgame = true,
            ),
        )
        return Analysis(
            gameId = "g1",
            title = t("analysis-heading", "name" to "Ann", "turns" to turns.size),
            summary = listOf(
                StatLine(t("analysis-summary-equity-lost"), d(48.8)),
                StatLine(t("analysis-summary-points-left"), "46"),
                StatLine(t("analysis-summary-best-made"), t("analysis-summary-best-made-value", "made" to 2, "turns" to 4)),
                StatLine(
                    t("analysis-summary-best-move"),
                    t("analysis-summary-move-value", "turn" to 1, "move" to "8D NASTIER", "score" to 70),
                ),
                StatLine(
                    t("analysis-summary-worst-move"),
                    t("analysis-summary-worst-value", "turn" to 3, "move" to "E5 QUE", "lost" to d(36.8)),
                ),
            ),
            turns = turns,
            empty = null,
        )
    }

    private val screens: List<Pair<String, @Composable () -> Unit>> = listOf(
        // The loading state is left out: its spinner turns, so no two pictures of it are alike.
        "analysis" to { AnalysisView(AnalysisState(loading = false, analysis = analysis(), open = 3), {}) },
        "analysis-error" to { AnalysisView(AnalysisState(loading = false, error = t("analysis-not-over")), {}) },
        "analysis-end-panel" to { GameView(GameState(game = Samples.finishedGame, now = Samples.NOW), {}, onAnalysis = {}) },
    )

    @TestFactory
    fun `the analysis screen looks as its golden images`(): List<DynamicTest> = listOf("en", "bg").flatMap { lang ->
        screens.flatMap { (name, content) ->
            listOf(false, true).map { dark ->
                val file = "$name-${if (lang == "en") "" else "$lang-"}${if (dark) "dark" else "light"}.png"
                DynamicTest.dynamicTest(file) { Goldens.check(file, Goldens.render(lang, dark, content)) }
            }
        }
    }
}
