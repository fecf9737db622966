package app.slovo.core

import java.nio.file.Path
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir

/**
 * The game API ([Slovo]) as the shells drive it: a data directory in a temp folder, the
 * repository's word lists (system property `slovo.lexicons.dir`, set by scripts/test-jvm),
 * bots run through the suspend function `runBots`.
 */
class SlovoGameTest {
    @TempDir
    lateinit var dir: Path

    private val lexicons: String =
        System.getProperty("slovo.lexicons.dir")
            ?: error("set -Dslovo.lexicons.dir to the repository's lexicons folder")

    private fun open(): Slovo = Slovo(dir.toString(), lexicons)

    private fun setup(seed: Long, language: String = "english", bots: List<BotLevel> = listOf(BotLevel.EASY)) =
        NewGameSetup(language = language, humanName = "Ann", bots = bots, seed = seed)

    /** A new game in which the first move is the human's (`true`) or a bot's (`false`). */
    private fun gameWhere(core: Slovo, humanFirst: Boolean): String =
        (1L..50L).asSequence()
            .map { core.newGame(setup(it)) }
            .first { core.view(it).myTurn == humanFirst }

    /**
     * My turn as a simple player: let a waiting bot play stand, then play the best hint (its
     * placements as they come), or pass when there is none.
     */
    private fun humanTurn(core: Slovo, id: String) {
        var view = core.view(id)
        val waiting = view.awaitingChallenge
        if (waiting != null && waiting != view.me) {
            core.accept(id)
            view = core.view(id)
        }
        if (!view.myTurn) return
        val hint = core.hints(id, 1).firstOrNull()
        if (hint != null) core.play(id, hint.placements) else core.pass(id)
    }

    private fun runBots(core: Slovo, id: String): List<BotMoveInfo> = runBlocking { core.runBots(id) }

    @Test
    fun `a whole game against a bot is saved, reopened with the same view, resumed and finished`() {
        val (id, before) = open().use { core ->
            val id = core.newGame(setup(5))
            runBots(core, id)
            repeat(4) {
                humanTurn(core, id)
                val moves = runBots(core, id)
                assertTrue(moves.isNotEmpty(), "the bot moved")
                assertTrue(moves.all { it.player == 1 && it.name == "Bot 1 (easy)" }, moves.toString())
                val view = core.view(id)
                assertTrue(view.myTurn || view.finished, "the bots stop at my turn")
            }
            val view = core.view(id)
            assertFalse(view.finished)
            assertTrue(view.history.size >= 8, view.history.toString())
            assertEquals(225, view.cells.size)
            assertTrue(view.cells.count { it.tile != null } >= 8)
            assertTrue(view.cells.any { it.lastMove })
            assertEquals(listOf("Ann", "Bot 1 (easy)"), view.names)
            assertEquals(listOf(false, true), view.isBot)
            assertEquals("english", view.tileSet)
            id to view
        }
        // Dropped and made again on the same folder: the same game, read from the database.
        open().use { core ->
            assertEquals(before, core.view(id))
            var turns = 0
            while (!core.view(id).finished) {
                humanTurn(core, id)
                runBots(core, id)
                turns++
                assertTrue(turns < 200, "the game ends")
            }
            val end = core.view(id)
            assertTrue(end.finished)
            assertNull(end.toMove)
            assertFalse(end.myTurn)
            assertEquals(2, end.ranks.size)
            assertTrue(end.ranks.all { it in 1..2 } && 1 in end.ranks, end.ranks.toString())
            // The ranking best first, each line's score the seat's; the one who went out and
            // the one left holding tiles both show what their rack did to the score.
            assertEquals(end.ranking.map { it.place }.sorted(), end.ranking.map { it.place })
            assertEquals(end.ranking.map { it.score }, end.ranking.map { end.scores[it.seat] })
            assertEquals(end.ranking.map { it.place }, end.ranking.map { end.ranks[it.seat] })
            assertTrue(end.ranking.all { it.detail?.contains("(score ") != false }, end.ranking.toString())
            val listed = core.games().single { it.id == id }
            assertTrue(listed.finished)
            assertFalse(listed.myTurn)
            assertEquals(end.scores, listed.scores)
            println("whole game: ${end.history.size} history lines, scores ${end.scores}, ranks ${end.ranks}")
        }
    }

    @Test
    fun `an illegal play is a typed exception and changes nothing`() {
        val (id, before) = open().use { core ->
            val id = core.newGame(setup(9, language = "slovak", bots = listOf(BotLevel.EASY, BotLevel.HARD)))
            runBots(core, id)
            val before = core.view(id)
            assertTrue(before.myTurn)
            val myTile = before.rack.first { it != "?" }

            // A tile of my rack in the top-left corner: not connected, or off the centre (§2).
            val corner = listOf(TilePlacement(row = 0, col = 0, face = myTile, isBlank = false))
            val e = assertThrows<SlovoException.IllegalMove> { core.play(id, corner) }
            val offCentre = listOf("rule-not-connected", "rule-first-play-off-centre", "rule-first-play-one-tile")
            assertTrue(e.message in offCentre.map { text(it, emptyList()) }, e.message)
            assertEquals(before, core.view(id))

            // A tile I do not have.
            val notMine = tileSet(before.tileSet).map { it.face }.first { it != "?" && it !in before.rack }
            val centre = listOf(TilePlacement(7, 7, notMine, false), TilePlacement(7, 8, myTile, false))
            val missing = assertThrows<SlovoException.IllegalMove> { core.play(id, centre) }
            assertTrue(missing.message!!.contains("is not on your rack"), missing.message)

            // Squares and faces that cannot be are refused before the rules see them.
            assertThrows<SlovoException.InvalidArgument> { core.play(id, listOf(TilePlacement(15, 0, myTile, false))) }
            assertThrows<SlovoException.InvalidArgument> { core.play(id, listOf(TilePlacement(7, 7, "Ж", false))) }
            assertThrows<SlovoException.UnknownGame> { core.play("no-such-game", corner) }
            assertEquals(before, core.view(id))
            id to before
        }
        open().use { assertEquals(before, it.view(id)) }
    }

    @Test
    fun `a Slovak player reads a refused play and its preview in Slovak`() {
        assertEquals("sk", setUiLanguage("sk-SK"))
        try {
            open().use { core ->
                val id = gameWhere(core, humanFirst = true)
                val tiles = core.view(id).rack.filter { it != "?" }
                val corner = listOf(TilePlacement(0, 0, tiles[0], false), TilePlacement(0, 1, tiles[1], false))
                val e = assertThrows<SlovoException.IllegalMove> { core.play(id, corner) }
                assertEquals("Prvé slovo musí prechádzať stredovým políčkom H8.", e.message)
                assertEquals(e.message, core.preview(id, corner).error)
                val off = assertThrows<SlovoException.InvalidArgument> {
                    core.play(id, listOf(TilePlacement(15, 0, tiles[0], false)))
                }
                assertTrue(off.message!!.contains("mimo plochy"), off.message)
            }
        } finally {
            setUiLanguage("en")
        }
    }

    @Test
    fun `the view says who starts and why, and hints come best first, each word once, counted once a turn`() {
        open().use { core ->
            val id = gameWhere(core, humanFirst = true)
            val view = core.view(id)
            // English draws tiles for the first turn: a round per line, then the winner.
            assertTrue(view.opening.size >= 2, view.opening.toString())
            assertTrue(view.opening.first().startsWith("Drawn for the first turn: "), view.opening.toString())
            assertTrue(view.opening.last().startsWith("First to play: Ann,"), view.opening.toString())
            assertEquals(0, view.hintsUsed)
            val hints = core.hints(id, 5)
            assertTrue(hints.size > 1, hints.toString())
            assertEquals(hints.sortedByDescending { it.equity }, hints)
            assertEquals(hints.size, hints.map { it.text.substringAfter(' ') }.toSet().size, hints.toString())
            // On the empty board every word fits more than one place.
            assertTrue(hints.all { it.also.isNotEmpty() }, hints.toString())
            core.hints(id, 5)
            assertEquals(1, core.view(id).hintsUsed)
        }
    }

    @Test
    fun `moves on a bot's turn are refused as NotYourTurn`() {
        open().use { core ->
            val id = gameWhere(core, humanFirst = false)
            val before = core.view(id)
            assertEquals(1, before.toMove)
            assertThrows<SlovoException.NotYourTurn> { core.pass(id) }
            assertThrows<SlovoException.NotYourTurn> { core.hints(id, 3) }
            assertThrows<SlovoException.NotYourTurn> { core.preview(id, emptyList()) }
            assertEquals(before, core.view(id))
            runBots(core, id)
            assertTrue(core.view(id).myTurn)
        }
    }

    @Test
    fun `preview says the rule or the score, and is quick`() {
        open().use { core ->
            val id = core.newGame(setup(3))
            runBots(core, id)
            humanTurn(core, id)
            runBots(core, id)
            val hint = core.hints(id, 1).first()
            assertTrue(Regex("""^(\d+[A-O]|[A-O]\d+) \S+$""").matches(hint.text), hint.text)

            val good = core.preview(id, hint.placements)
            assertTrue(good.valid, good.toString())
            assertNull(good.error)
            assertEquals(hint.score, good.score)
            assertTrue(good.words.isNotEmpty() && good.words.all { it == it.uppercase() }, good.words.toString())

            // The same tiles one row down and far to the left: a gap, a taken square or no contact.
            val shifted = hint.placements.map { it.copy(row = (it.row + 1) % 15, col = (it.col + 13) % 15) }
            val bad = core.preview(id, shifted)
            assertFalse(bad.valid)
            assertNull(bad.score)
            assertTrue(bad.words.isEmpty())
            val refusals = Regex("leave a gap|already holds|does not touch|not in one row|centre square")
            assertTrue(refusals.containsMatchIn(bad.error!!), bad.error)

            val nothing = core.preview(id, emptyList())
            assertEquals(PreviewResult(valid = false, error = "A play must place at least one tile.", score = null, words = emptyList()), nothing)

            // The shell calls preview on every drag: time it through JNA.
            repeat(500) { core.preview(id, hint.placements) } // warm the JIT up
            val calls = 1_000
            val started = System.nanoTime()
            repeat(calls) { core.preview(id, hint.placements) }
            val meanMicros = (System.nanoTime() - started) / 1_000.0 / calls
            println("preview through JNA: mean %.1f µs per call over %d calls (%d tiles, %s)".format(
                meanMicros, calls, hint.placements.size, good.words))
            assertTrue(meanMicros < 20_000, "preview took $meanMicros µs")
        }
    }

    @Test
    fun `exchange, pass and resign, and their refusals`() {
        open().use { core ->
            val id = gameWhere(core, humanFirst = true)
            val start = core.view(id)
            // Nothing has been played: nothing to challenge or accept.
            for (decide in listOf(core::challenge, core::accept)) {
                val e = assertThrows<SlovoException.IllegalMove> { decide(id) }
                assertEquals(text("rule-nothing-to-challenge", emptyList()), e.message)
            }
            val out = start.rack.take(2)
            core.exchange(id, out)
            val exchanged = core.view(id)
            assertEquals(start.me, exchanged.history.last().player)
            assertTrue(exchanged.history.last().text.startsWith("exchange"), exchanged.history.last().text)
            assertEquals(7, exchanged.rack.size)
            assertEquals(start.bag, exchanged.bag)
            assertFalse(exchanged.myTurn)

            runBots(core, id)
            humanTurn(core, id) // lets a waiting bot play stand, then plays
            runBots(core, id)
            var view = core.view(id)
            assertTrue(view.myTurn)
            val e = assertThrows<SlovoException.IllegalMove> { core.exchange(id, emptyList()) }
            assertTrue(e.message!!.contains("at least one tile"), e.message)
            if ("?" !in view.rack) assertThrows<SlovoException.IllegalMove> { core.exchange(id, listOf("?")) }
            assertThrows<SlovoException.InvalidArgument> { core.exchange(id, listOf("Ö")) }
            assertThrows<SlovoException.InvalidArgument> { core.hints(id, -1) }

            val waiting = view.awaitingChallenge
            core.pass(id) // also lets a waiting bot play stand
            view = core.view(id)
            assertNull(view.awaitingChallenge)
            assertEquals("pass", view.history.last { it.player == view.me }.text)
            if (waiting != null) assertFalse(view.history.any { it.text.contains("withdrawn") })

            runBots(core, id)
            core.resign(id)
            val end = core.view(id)
            assertTrue(end.finished)
            assertEquals(listOf(2, 1), end.ranks)
            assertEquals("resigned", end.history.last().text)
            assertThrows<SlovoException.IllegalMove> { core.pass(id) }.also {
                assertTrue(it.message!!.contains("over"), it.message)
            }
            assertTrue(runBots(core, id).isEmpty(), "no bot moves in a finished game")
        }
    }

    @Test
    fun `a Croatian rack shows digraph faces as they are and exchanges them`() {
        open().use { core ->
            val digraphs = setOf("LJ", "NJ", "DŽ")
            val (id, view) = (1L..300L).asSequence()
                .map { core.newGame(setup(it, language = "hr")) }
                .map { it to core.view(it) }
                .first { (_, v) -> v.myTurn && v.rack.any { it in digraphs } }
            assertEquals("croatian", view.language)
            assertTrue(view.rack.none { it.contains('{') }, view.rack.toString())
            assertTrue(view.unseen.any { it.face in digraphs })
            val digraph = view.rack.first { it in digraphs }
            core.exchange(id, listOf(digraph.lowercase()))
            val after = core.view(id)
            assertEquals("exchange {$digraph} (1)", after.history.last().text)
        }
    }

    @Test
    fun `export then import GCG gives the same game`() {
        open().use { core ->
            val id = core.newGame(setup(3, bots = listOf(BotLevel.MEDIUM)))
            runBots(core, id)
            repeat(3) {
                humanTurn(core, id)
                runBots(core, id)
            }
            val text = core.exportGcg(id)
            assertTrue(text.contains("#player1 Ann"), text)
            val copy = core.importGcg(text)
            assertNotEquals(id, copy)
            val original = core.view(id)
            val imported = core.view(copy)
            assertEquals(original.cells, imported.cells)
            assertEquals(original.scores, imported.scores)
            assertEquals(original.rack, imported.rack)
            assertEquals(original.history, imported.history)
            assertEquals(original.bag, imported.bag)
            assertEquals(setOf(id, copy), core.games().map { it.id }.toSet())
            // The copy plays on.
            humanTurn(core, copy)
            assertNotNull(runBots(core, copy))

            val bad = assertThrows<SlovoException.InvalidRecord> { core.importGcg("this is not a game record") }
            assertTrue(bad.message!!.isNotEmpty())
        }
    }

    @Test
    fun `new game setups are checked`() {
        open().use { core ->
            assertThrows<SlovoException.UnknownLanguage> { core.newGame(setup(1, language = "klingon")) }
            assertThrows<SlovoException.InvalidArgument> { core.newGame(setup(1).copy(rackSize = 8)) }
            assertThrows<SlovoException.InvalidArgument> { core.newGame(setup(1).copy(bots = emptyList())) }
            assertThrows<SlovoException.InvalidArgument> { core.newGame(setup(1).copy(humanName = " ")) }
            assertThrows<SlovoException.UnknownPreset> { core.newGame(setup(1).copy(preset = "chess")) }
            val nine = core.newGame(setup(1).copy(rackSize = 9, preset = "bulgarian", finishLine = 120))
            assertEquals(9, core.view(nine).rack.size)
            val retail = core.newGame(setup(1, language = "slovak-110"))
            assertEquals("slovak-110", core.view(retail).tileSet)
            assertEquals(2, core.games().size)
        }
        assertThrows<SlovoException.Lexicon> { Slovo(dir.toString(), dir.resolve("missing").toString()) }
    }

    @Test
    fun `bots of several games run concurrently, and async errors are typed`() {
        open().use { core ->
            val ids = (1L..4L).map { core.newGame(setup(it, bots = listOf(BotLevel.EASY, BotLevel.EASY))) }
            val results = runBlocking { ids.map { async { core.runBots(it) } }.awaitAll() }
            ids.zip(results).forEach { (id, moves) ->
                val view = core.view(id)
                assertTrue(view.myTurn, "the bots stopped at my turn")
                assertEquals(view.history.size, moves.count { it.kind != MoveKind.ACCEPT && it.kind != MoveKind.CHALLENGE })
            }
            val e = assertThrows<SlovoException.UnknownGame> { runBlocking { core.runBots("no-such-game") } }
            assertTrue(e.message!!.contains("no-such-game"), e.message)
        }
    }

    @Test
    fun `a cancelled runBots returns at once and the bots' moves are still saved`() {
        open().use { core ->
            val hard = listOf(BotLevel.HARD, BotLevel.HARD, BotLevel.HARD)
            val id = (1L..50L).asSequence()
                .map { core.newGame(setup(it, bots = hard)) }
                .first { !core.view(it).myTurn }
            val started = System.nanoTime()
            assertThrows<TimeoutCancellationException> { runBlocking { withTimeout(1) { core.runBots(id) } } }
            val cancelMs = (System.nanoTime() - started) / 1_000_000
            // The worker thread plays on; the next call on the game waits for it, then finds my turn.
            val rest = runBlocking { core.runBots(id) }
            val totalMs = (System.nanoTime() - started) / 1_000_000
            println("runBots of three hard bots: cancelled after $cancelMs ms, all moves done after $totalMs ms")
            assertTrue(cancelMs < 1_000, "cancellation waited $cancelMs ms")
            assertTrue(rest.isEmpty(), rest.toString())
            val view = core.view(id)
            assertTrue(view.myTurn)
            assertTrue(view.history.isNotEmpty())
        }
    }
}
