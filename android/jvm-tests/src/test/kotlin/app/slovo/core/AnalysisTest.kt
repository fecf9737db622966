package app.slovo.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path
import kotlin.math.abs

/**
 * The post-game analysis through the generated bindings: a game against a bot played to its
 * end with the top hint each turn, then `analyzeGame` (a suspend function, off the caller's
 * thread): every turn of mine listed with the play made, the best option and the equity lost;
 * the summary adding up from the turns; the refusals typed.
 */
class AnalysisTest {
    @TempDir
    lateinit var dir: Path

    private val lexicons: String =
        System.getProperty("slovo.lexicons.dir")
            ?: error("set -Dslovo.lexicons.dir to the repository's lexicons folder")

    private fun setup(seed: Long) =
        NewGameSetup(language = "english", humanName = "Ann", bots = listOf(BotLevel.MEDIUM), seed = seed)

    private fun isTurn(text: String) =
        text == "pass" || text.startsWith("exchange") || text.first().isDigit() || text.first().isLetter() &&
            text.getOrNull(1)?.isDigit() == true

    @Test
    fun `a finished game against a bot is analysed turn by turn`() {
        Slovo(dir.toString(), lexicons).use { core ->
            val id = core.newGame(setup(3))
            // Not over yet: refused as an invalid argument.
            assertThrows<SlovoException.InvalidArgument> { runBlocking { core.analyzeGame(id, null) } }
            var rounds = 0
            while (!core.view(id).finished) {
                runBlocking { core.runBots(id) }
                var view = core.view(id)
                if (view.finished) break
                // Let a waiting bot play stand.
                val waiting = view.awaitingChallenge
                if (waiting != null && waiting != view.me) {
                    core.accept(id)
                    view = core.view(id)
                }
                if (view.myTurn) {
                    val hint = core.hints(id, 1).firstOrNull()
                    if (hint != null) core.play(id, hint.placements) else core.pass(id)
                }
                assertTrue(++rounds < 200, "the game ends")
            }
            val view = core.view(id)
            val mine = view.history.filter { it.player == view.me && isTurn(it.text) }

            val screen = runBlocking { core.analyzeGame(id, null) }
            assertEquals(id, screen.gameId)
            assertEquals(view.me.toUByte(), screen.seat)
            assertNull(screen.empty)
            assertTrue(screen.title.startsWith("Ann: "), screen.title)
            assertEquals(mine.size, screen.turns.size, "every turn of mine: ${mine.map { it.text }}")
            // The plays made are the ones the history shows, in order.
            val plays = mine.map { it.text }.filter { it != "pass" && !it.startsWith("exchange") }
            assertEquals(plays, screen.turns.map { it.made.text }.filter { it != "pass" && !it.startsWith("exchange") })
            for (t in screen.turns) {
                assertTrue(t.equityLostValue >= 0.0, t.toString())
                assertEquals(t.bestMade, t.equityLostValue == 0.0, t.toString())
                assertTrue(abs(t.best.equityValue - t.made.equityValue - t.equityLostValue) < 0.011, t.toString())
                assertTrue(t.alternatives.size <= 3)
                assertTrue(t.alternatives.all { it.equityValue <= t.best.equityValue }, t.toString())
                assertEquals((2..t.alternatives.size + 1).toList(), t.alternatives.map { it.rank.toInt() })
                if (t.bestMade) {
                    assertEquals(t.made.text, t.best.text)
                    assertEquals("The best move.", t.verdict)
                } else {
                    assertTrue(t.verdict.startsWith("Best: ${t.best.text} "), t.verdict)
                }
                assertEquals("Turn ${t.turn}", t.title)
            }
            // The top hint is the best play by the same equity: most turns lose nothing.
            assertTrue(screen.turns.count { it.bestMade } >= 1, screen.turns.toString())
            // The summary adds up from the turns.
            val lost = screen.turns.sumOf { it.equityLostValue }
            assertTrue(abs(lost - screen.equityLostValue) < 0.01 * (1 + screen.turns.size), "$lost ${screen.equityLostValue}")
            val left = screen.turns.sumOf { maxOf(0, it.best.score - it.made.score) }
            assertEquals(left, screen.pointsLeftValue)
            val lines = screen.summary.associate { it.label to it.value }
            assertEquals("${screen.turns.count { it.bestMade }} of ${screen.turns.size}", lines["Best moves made"])
            assertEquals(left.toString(), lines["Points left on the table"]?.replace(",", ""))
            val best = screen.turns.maxBy { it.made.score }
            assertEquals("turn ${best.turn}: ${best.made.text} ${best.made.score}", lines["Best move"])

            // The bot's seat of a local game: every rack is known.
            val bot = runBlocking { core.analyzeGame(id, 1u) }
            assertEquals(1.toUByte(), bot.seat)
            assertTrue(bot.title.contains("Bot 1"), bot.title)
            assertTrue(bot.turns.isNotEmpty())
            // Refusals: no such seat, no such game.
            assertThrows<SlovoException.InvalidArgument> { runBlocking { core.analyzeGame(id, 5u) } }
            assertThrows<SlovoException.UnknownGame> { runBlocking { core.analyzeGame("nope", null) } }

            // In Slovak, the same numbers said in Slovak.
            setUiLanguage("sk")
            try {
                val sk = runBlocking { core.analyzeGame(id, null) }
                assertTrue(sk.summary.any { it.label == "Stratená hodnota" }, sk.summary.toString())
                assertEquals(screen.turns.map { it.equityLostValue }, sk.turns.map { it.equityLostValue })
            } finally {
                setUiLanguage("en")
            }
        }
    }
}
