package app.slovo.ui

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import app.slovo.ui.core.BotGameSetup
import app.slovo.ui.core.Hint
import app.slovo.ui.core.Level
import app.slovo.ui.core.SlovoCore
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Games against a bot played through the UI (taps on the rendered screens) with the real
 * library and word lists: the tiles to place come from the core's hints, the UI places them.
 */
@OptIn(ExperimentalTestApi::class)
class GamePlayTest {
    @TempDir
    lateinit var dir: File

    private fun ComposeUiTest.myTurn() = textOf("status")?.startsWith(Strings.YOUR_TURN) == true

    private fun ComposeUiTest.previewScores(score: Int) = textOf("preview")?.endsWith(Strings.points(score)) == true

    /** Places [hint]'s tiles by tapping a rack tile, then its square (and a blank's letter); returns the slots used. */
    private fun ComposeUiTest.placeByTaps(core: SlovoCore, id: String, hint: Hint): List<Int> {
        val rack = runBlocking { core.localGame(id) }.rack
        val used = mutableListOf<Int>()
        for (p in hint.placements) {
            val face = if (p.blank) "?" else p.face
            val slot = rack.indices.first { it !in used && rack[it] == face }
            used += slot
            tap("rack-$slot")
            tap("square-${p.row}-${p.col}")
            if (p.blank) tap("blank-${p.face}")
        }
        return used
    }

    private fun history(core: SlovoCore, id: String) = runBlocking { core.localGame(id) }.history

    @Test
    fun `a game against a bot is started, played, left and reopened by tapping`() = phoneTest {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        setContent { SlovoApp(core, RecordingPlatform(), null) }
        tap("home-new")
        tap("bot-0-easy")
        tap("start")
        await("my turn in the new game") { exists("action-play") && myTurn() }
        val id = runBlocking { core.localGames() }.single().id

        // The hint button puts the best play on the board, with its preview.
        val hint = runBlocking { core.hints(id, 1) }.first()
        tap("action-hint")
        await("the hint's preview") { previewScores(hint.score) }
        tap("action-recall")
        await("the hint taken back") { textOf("preview").isNullOrEmpty() }

        // A play: the preview shows its score before it is submitted; the bot replies.
        placeByTaps(core, id, hint)
        await("the preview of ${hint.text}") { previewScores(hint.score) }
        val before = history(core, id).size
        tap("action-play")
        await("the bot's reply") { myTurn() && history(core, id).size >= before + 2 }
        val afterPlay = runBlocking { core.localGame(id) }
        // The history spells the word whole, the tiles that were on the board in parentheses;
        // the hint writes them as notation does, one '.' each.
        val spelled = Regex("""\(([^)]*)\)""").replace(afterPlay.history[before].text) { ".".repeat(it.groupValues[1].length) }
        assertEquals(hint.text, spelled)
        assertTrue(textOf("last-move")!!.startsWith(afterPlay.players[1].name), "the bot's move is shown: ${textOf("last-move")}")

        // One preview round trip from a tap, timed: take the last tile back and put it down again.
        val next = runBlocking { core.hints(id, 1) }.first()
        val slots = placeByTaps(core, id, next)
        await("the preview of ${next.text}") { previewScores(next.score) }
        val last = next.placements.last()
        val times = (1..15).map {
            tap("square-${last.row}-${last.col}")
            await("the tile back on the rack") { !previewScores(next.score) }
            tap("rack-${slots.last()}")
            val start = System.nanoTime()
            tap("square-${last.row}-${last.col}")
            if (last.blank) tap("blank-${last.face}")
            await("the preview back") { previewScores(next.score) }
            System.nanoTime() - start
        }.sorted()
        println("figures: preview round trip from a tap, median ${times[times.size / 2] / 1000} µs over ${times.size}")
        tap("action-recall")
        await("the rack whole again") { textOf("preview").isNullOrEmpty() }

        // An exchange of one tile, then a pass; the bot replies to each.
        if (runBlocking { core.localGame(id) }.bag >= 7) {
            tap("action-exchange")
            tap("exchange-0")
            tap("exchange-confirm")
            await("the exchange and the reply") { myTurn() && history(core, id).any { it.player == 0 && it.text.startsWith("exchange") } }
        }
        val passes = history(core, id).count { it.player == 0 && it.text == "pass" }
        tap("action-pass")
        await("the pass and the reply") {
            history(core, id).count { it.player == 0 && it.text == "pass" } > passes &&
                (myTurn() || exists("end"))
        }

        // Leave and come back: the same game, as the core has it.
        tap("back")
        await("home lists the game") { exists("game-$id") }
        val opened = System.nanoTime()
        tap("game-$id")
        val bag = runBlocking { core.localGame(id) }.bag
        await("the game screen again") { exists("square-7-7") && textOf("bag") == Strings.bag(bag) }
        println("figures: opening a game screen from home, ${(System.nanoTime() - opened) / 1000} µs")
        core.close()
    }

    @Test
    fun `a whole game against a bot is played through the UI to the end screen`() = phoneTest {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        val id = runBlocking { core.newGame(BotGameSetup("english", "Ann", listOf(Level.Easy), seed = 7)) }
        setContent { SlovoApp(core, RecordingPlatform(), "slovo://game/$id") }
        await("the game opened from its link") { exists("square-7-7") }
        var turns = 0
        while (turns < 100) {
            await("my turn or the end", seconds = 120) { myTurn() || exists("end") }
            if (exists("end")) break
            val hint = runBlocking { core.hints(id, 1) }.firstOrNull()
            val moves = history(core, id).size
            if (hint == null) {
                tap("action-pass")
            } else {
                placeByTaps(core, id, hint)
                await("the preview of ${hint.text}") { previewScores(hint.score) }
                tap("action-play")
            }
            turns++
            await("the move taken", seconds = 120) { history(core, id).size > moves }
        }
        await("the end screen") { exists("end") }
        val game = runBlocking { core.localGame(id) }
        assertTrue(game.finished)
        val expected = when {
            game.ranks[0] == 1 && game.ranks[1] == 1 -> Strings.DRAW
            game.ranks[0] == 1 -> Strings.YOU_WON
            else -> Strings.winner(game.players[1].name)
        }
        assertEquals(expected, textOf("end-headline"))
        println("figures: a whole game through the UI in $turns of my turns")
        core.close()
    }
}
