package app.slovo.ui

import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import app.slovo.ui.analysis.AnalysisPresenter
import app.slovo.ui.analysis.AnalysisView
import app.slovo.ui.core.BotGameSetup
import app.slovo.ui.core.Level
import app.slovo.ui.core.Move
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.UiText
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * The post-game analysis through the UI with the real core: a game against a bot played a few
 * turns with the best hint and resigned, its end panel's Analysis tapped, every turn of mine
 * listed, one tapped open to its other options; an unfinished game's refusal in the player's words.
 */
@OptIn(ExperimentalTestApi::class)
class AnalysisScreenTest {
    @TempDir
    lateinit var dir: File

    /** A game against an easy bot: [plays] turns of mine with the top hint, then I resign. */
    private fun finishedGame(core: SlovoCore, plays: Int): String = runBlocking {
        val id = core.newGame(BotGameSetup("english", "Ann", listOf(Level.Easy), seed = 11))
        var made = 0
        var rounds = 0
        while (made < plays && rounds++ < 50) {
            core.runBots(id)
            var game = core.localGame(id)
            if (game.finished) break
            // Let a bot's play stand.
            if (game.awaitingChallenge != null && game.awaitingChallenge != game.me) {
                core.move(game, Move.Accept)
                game = core.localGame(id)
            }
            if (game.myTurn) {
                val hint = core.hints(id, 1).firstOrNull()
                core.move(game, hint?.let { Move.Play(it.placements) } ?: Move.Pass)
                made++
            }
        }
        core.runBots(id)
        var game = core.localGame(id)
        if (game.awaitingChallenge != null && game.awaitingChallenge != game.me) {
            core.move(game, Move.Accept)
            game = core.localGame(id)
        }
        if (!game.finished) core.move(game, Move.Resign)
        check(core.localGame(id).finished) { "the game is over" }
        id
    }

    private fun ComposeUiTest.hasText(text: String) = onAllNodesWithText(text, substring = true).fetchSemanticsNodes().isNotEmpty()

    /** A turn card is one tappable node (read out whole), so the lines inside it are found in the unmerged tree. */
    private fun ComposeUiTest.inCard(tag: String) = onAllNodesWithTag(tag, useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()

    @Test
    fun `a finished game is analysed from its end panel and a turn opens to its other options`() = phoneTest {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        val id = finishedGame(core, plays = 4)
        setContent { SlovoApp(core, RecordingPlatform(), "slovo://game/$id") }
        await("the end panel") { exists("end") && exists("end-analysis") }
        tap("end-analysis")
        await("the analysis", seconds = 180) { exists("analysis-turn-0") }
        val analysis = runBlocking { core.analysis(id) }
        assertTrue(analysis.turns.isNotEmpty())
        assertEquals(analysis.title, textOf("analysis-title"))
        assertTrue(exists("analysis-summary"))
        analysis.summary.forEach { assertTrue(hasText(it.label), "summary line ${it.label}") }
        // Every turn of mine, each with the move made.
        analysis.turns.indices.forEach { assertTrue(exists("analysis-turn-$it"), "turn $it shown") }
        assertTrue(!exists("analysis-turn-${analysis.turns.size}"))
        analysis.turns.forEachIndexed { i, t ->
            assertTrue(inCard("analysis-made-$i"))
            assertEquals(!t.bestMade, inCard("analysis-best-$i"), "turn $i: the best shown when it was not made")
        }
        // A turn tapped shows its other options, ranked; tapped again, hides them.
        val i = analysis.turns.indexOfFirst { it.alternatives.isNotEmpty() }
        assertTrue(i >= 0, "a turn with other options")
        val turn = analysis.turns[i]
        assertTrue(!inCard("analysis-option-$i-2"))
        onNodeWithTag("analysis-turn-$i").performScrollTo().performClick()
        await("the other options of ${turn.title}") { inCard("analysis-option-$i-2") }
        turn.alternatives.forEach { o ->
            assertTrue(inCard("analysis-option-$i-${o.rank}"), "option ${o.rank}")
            assertTrue(hasText(o.text), "option ${o.text}")
        }
        onNodeWithTag("analysis-turn-$i").performScrollTo().performClick()
        await("the options hidden again") { !inCard("analysis-option-$i-2") }
        // Back to the game's end.
        tap("back")
        await("the end panel again") { exists("end") }
        core.close()
    }

    @Test
    fun `a game not over is refused in the player's words`() = phoneTest {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        val id = runBlocking { core.newGame(BotGameSetup("english", "Ann", listOf(Level.Easy), seed = 11)) }
        setContent {
            val scope = rememberCoroutineScope()
            val presenter = remember { AnalysisPresenter(core, id, scope) }
            LaunchedEffect(presenter) { presenter.start() }
            AnalysisView(presenter.state.collectAsState().value, {})
        }
        await("the refusal") { exists("analysis-error") }
        assertEquals(UiText.text("analysis-not-over"), textOf("analysis-error"))
        assertTrue(exists("analysis-retry"))
        core.close()
    }
}
