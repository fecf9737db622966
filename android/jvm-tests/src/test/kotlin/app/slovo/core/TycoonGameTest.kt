package app.slovo.core

import java.nio.file.Path
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir

/**
 * Tycoon through the generated bindings as a phone drives it: a game against three bots
 * (easy, medium, hard) played to its end, the player's words chosen from the live preview,
 * patents bought, cards discarded; the game reopened midway; refusals typed and harmless; no
 * screen showing a bot's hand.
 */
class TycoonGameTest {
    @TempDir
    lateinit var dir: Path

    private val lexicons: String =
        System.getProperty("slovo.lexicons.dir")
            ?: error("set -Dslovo.lexicons.dir to the repository's lexicons folder")

    private fun open(): Slovo = Slovo(dir.toString(), lexicons)

    private fun runBots(core: Slovo, id: String): List<TycoonEventInfo> = runBlocking { core.runTycoonBots(id) }

    /** Every card on my side of the table: my hand, then the community. */
    private fun cards(screen: TycoonScreen): List<TycoonSlot> =
        screen.hand.indices.map { TycoonSlot(fromHand = true, index = it) } +
            screen.community.indices.map { TycoonSlot(fromHand = false, index = it) }

    /**
     * The best word the preview finds: every three cards in order, then each valid one
     * lengthened by a fourth card; the most money and stock wins.
     */
    private fun bestWord(core: Slovo, id: String, screen: TycoonScreen): Pair<TycoonWord, TycoonPreview>? {
        val all = cards(screen)
        val valid = mutableListOf<Pair<TycoonWord, TycoonPreview>>()
        for (a in all) for (b in all) for (c in all) {
            if (setOf(a, b, c).size < 3 || listOf(a, b, c).none { it.fromHand }) continue
            val word = TycoonWord(slots = listOf(a, b, c))
            val preview = core.tycoonPreview(id, listOf(word))
            if (preview.valid) valid += word to preview
        }
        for ((word, _) in valid.toList()) {
            for (d in all) {
                if (d in word.slots) continue
                val longer = TycoonWord(slots = word.slots + d)
                val preview = core.tycoonPreview(id, listOf(longer))
                if (preview.valid) valid += longer to preview
            }
        }
        return valid.maxByOrNull { it.second.money + it.second.stock }
    }

    /** One step of mine; returns whether I bought a patent. */
    private fun myStep(core: Slovo, id: String, step: Int): Boolean {
        val screen = core.tycoonScreen(id)
        assertTrue(screen.myTurn)
        when (screen.phase) {
            TycoonPhase.PENDING -> core.tycoonAccept(id)
            TycoonPhase.PENALTY -> core.tycoonPenaltyDiscard(id, 0)
            TycoonPhase.AFTER_WORD -> {
                val letter = screen.buyable.firstOrNull()
                if (letter != null) {
                    val price = screen.patents.first { it.letter == letter }.price
                    core.tycoonBuyPatent(id, letter)
                    val after = core.tycoonScreen(id)
                    assertEquals(screen.players[0].money - price, after.players[0].money)
                    assertEquals(0, after.patents.first { it.letter == letter }.owner)
                    return true
                }
                // Every other turn, throw away the first card and draw again.
                val discard = if (step % 2 == 0 && screen.hand.isNotEmpty()) listOf(0) else emptyList()
                core.tycoonEndTurn(id, discard)
            }
            TycoonPhase.START -> {
                val best = bestWord(core, id, screen)
                if (best == null) {
                    val event = core.tycoonExchange(id, screen.hand.indices.toList())
                    assertTrue(event.lines.isNotEmpty())
                } else {
                    val (word, preview) = best
                    val event = core.tycoonBuild(id, listOf(word))
                    // The word scores as previewed.
                    assertEquals(preview.words, event.words.map { it.word })
                    assertEquals(preview.money, event.words.sumOf { it.money })
                    assertEquals(preview.buyable, core.tycoonScreen(id).buyable)
                }
            }
            TycoonPhase.OVER -> error("my turn in a finished game")
        }
        return false
    }

    /** What a screen shows of the players: only counts of others' cards. */
    private fun assertNoHiddenCards(screen: TycoonScreen) {
        assertEquals(screen.hand.size, screen.players[screen.me].handSize)
        assertTrue(screen.players.all { it.handSize in 0..7 })
        // A player's record has no cards, only their number.
        val fields = TycoonPlayerInfo::class.java.declaredFields.map { it.name }
        assertFalse(fields.any { it.equals("hand", ignoreCase = true) || it == "cards" }, fields.toString())
        val screenFields = TycoonScreen::class.java.declaredFields.map { it.name }
        assertFalse(screenFields.any { it.contains("deck", ignoreCase = true) && it != "deckSize" }, screenFields.toString())
        assertFalse(screenFields.any { it.contains("seed", ignoreCase = true) }, screenFields.toString())
    }

    @Test
    fun `a whole Tycoon game against three bots, chosen from the preview, to its end`() {
        var core = open()
        val id = core.newTycoonGame(
            TycoonSetup(humanName = "Ann", bots = listOf(BotLevel.EASY, BotLevel.MEDIUM, BotLevel.HARD), seed = 2002L),
        )
        val word = core.newGame(NewGameSetup(language = "english", humanName = "Ann", bots = listOf(BotLevel.EASY), seed = 1L))
        val kinds = core.games().associate { it.id to it.kind }
        assertEquals(GameFamily.TYCOON, kinds[id])
        assertEquals(GameFamily.WORD, kinds[word])

        var bought = 0
        var steps = 0
        var botEvents = 0
        var refusalsChecked = false
        while (true) {
            val events = runBots(core, id)
            botEvents += events.size
            assertTrue(events.all { it.player != 0 || it.lines.isNotEmpty() })
            val screen = core.tycoonScreen(id)
            assertNoHiddenCards(screen)
            if (screen.finished) break
            assertTrue(screen.myTurn, "the bots stop at my turn")
            steps++
            assertTrue(steps < 1000, "the game does not end")
            if (!refusalsChecked && screen.phase == TycoonPhase.START) {
                refusalsChangeNothing(core, id, screen)
                refusalsChecked = true
            }
            if (steps == 5) {
                // Closed and opened again: the same screen from the store.
                core.close()
                core = open()
                assertEquals(screen, core.tycoonScreen(id))
            }
            if (myStep(core, id, steps)) bought++
        }
        val end = core.tycoonScreen(id)
        assertTrue(botEvents > 0)
        assertTrue(refusalsChecked)
        assertTrue(bought > 0, "I never bought a patent")
        assertTrue(end.finalRound)
        assertEquals(TycoonPhase.OVER, end.phase)
        assertEquals(4, end.standings.size)
        assertTrue(end.players.any { it.patentValue >= end.goal }, end.players.toString())
        assertEquals(end.players.map { it.score }.sorted().reversed(), end.standings.map { it.score })
        assertEquals(listOf("Ann", "Bot 1 (easy)", "Bot 2 (medium)", "Bot 3 (hard)"), end.players.map { it.name })
        val line = core.games().first { it.id == id }
        assertTrue(line.finished && !line.myTurn)
        assertThrows<SlovoException.IllegalMove> { core.tycoonExchange(id, emptyList()) }
        core.deleteTycoonGame(id)
        assertThrows<SlovoException.UnknownGame> { core.tycoonScreen(id) }
        core.close()
    }

    private fun refusalsChangeNothing(core: Slovo, id: String, screen: TycoonScreen) {
        val e = assertThrows<SlovoException.IllegalMove> { core.tycoonBuyPatent(id, "E") }
        assertTrue(e.message!!.isNotBlank())
        assertThrows<SlovoException.IllegalMove> { core.tycoonEndTurn(id, emptyList()) }
        assertThrows<SlovoException.IllegalMove> { core.tycoonReplaceCard(id, 0) }
        assertThrows<SlovoException.InvalidArgument> { core.tycoonExchange(id, listOf(-1)) }
        assertThrows<SlovoException.InvalidArgument> { core.tycoonBuyPatent(id, "7") }
        // Two cards make no word: the preview says why, building is refused.
        val short = TycoonWord(slots = cards(screen).take(2))
        val preview = core.tycoonPreview(id, listOf(short))
        assertFalse(preview.valid)
        assertTrue(!preview.reason.isNullOrBlank())
        assertThrows<SlovoException.IllegalMove> { core.tycoonBuild(id, listOf(short)) }
        assertEquals(screen, core.tycoonScreen(id))
    }
}
