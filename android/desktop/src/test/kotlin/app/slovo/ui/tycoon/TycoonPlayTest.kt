package app.slovo.ui.tycoon

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonScreen
import app.slovo.ui.RecordingPlatform
import app.slovo.ui.SlovoApp
import app.slovo.ui.Strings
import app.slovo.ui.await
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.exists
import app.slovo.ui.lexicons
import app.slovo.ui.phoneTest
import app.slovo.ui.tap
import app.slovo.ui.textOf
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * A whole Tycoon game against two bots played through the UI (taps on the rendered screens)
 * with the real library and word list: started from the new-game screen, each word built by
 * tapping its cards and checked in the live preview, patents bought, cards discarded and
 * exchanged, to the end screen; left and reopened from the home list midway.
 */
@OptIn(ExperimentalTestApi::class)
class TycoonPlayTest {
    @TempDir
    lateinit var dir: File

    private lateinit var tycoon: TycoonCore

    private fun screen(id: String): TycoonScreen = runBlocking { tycoon.screen(id) }

    /** My cards, hand first, as the screen's tags name them. */
    private fun cards(s: TycoonScreen) = s.hand.indices.map { CardRef(true, it) } + s.community.indices.map { CardRef(false, it) }

    /** The best word of three or four cards (at least one from my hand), by what it pays, as the core's preview has it. */
    private fun bestWord(id: String, s: TycoonScreen): List<CardRef>? {
        val all = cards(s)
        fun pays(word: List<CardRef>): Int? {
            val preview = runBlocking { tycoon.preview(id, listOf(WordDraft(word.map { WordSlot(it) }).toCore())) }
            return if (preview.valid) preview.money + preview.stock else null
        }
        val valid = mutableListOf<Pair<List<CardRef>, Int>>()
        for (a in all) {
            for (b in all) {
                for (c in all) {
                    val word = listOf(a, b, c)
                    if (word.toSet().size < 3 || word.none { it.fromHand }) continue
                    pays(word)?.let { valid += word to it }
                }
            }
        }
        for ((word, _) in valid.toList()) {
            for (d in all) {
                if (d in word) continue
                pays(word + d)?.let { valid += (word + d) to it }
            }
        }
        return valid.maxByOrNull { it.second }?.first
    }

    private fun ComposeUiTest.myTurn() = textOf("status")?.startsWith(Strings.YOUR_TURN) == true

    /** What I did in a game, counted. */
    private class Tally {
        var steps = 0
        var words = 0
        var bought = 0
        var exchanges = 0
        var challenges = 0
    }

    /** One step of mine, by taps: the best word the preview finds, else an exchange; a patent bought; the turn ended. */
    private fun ComposeUiTest.step(id: String, s: TycoonScreen, tally: Tally) {
        val before = s.players[0]
        when (s.phase) {
            TycoonPhase.START -> {
                val word = bestWord(id, s)
                if (word == null) {
                    tap("action-exchange")
                    tap("hand-0")
                    tap("hand-1")
                    await("two cards chosen") { textOf("action-exchange-confirm") == TycoonStrings.exchangeCount(2) }
                    tap("action-exchange-confirm")
                    tally.exchanges++
                    await("the exchange made") { screen(id).let { it.phase != TycoonPhase.START || !it.myTurn || it.hand != s.hand } }
                } else {
                    word.forEach { tap(if (it.fromHand) "hand-${it.index}" else "community-${it.index}") }
                    val preview = runBlocking { tycoon.preview(id, listOf(WordDraft(word.map { WordSlot(it) }).toCore())) }
                    // The live preview says what the word pays before it is built.
                    await("the preview of ${preview.words}") { textOf("preview")?.startsWith(preview.scores.first().text) == true }
                    tap("action-build")
                    await("the word built") { screen(id).phase != TycoonPhase.START }
                    val after = screen(id)
                    if (after.phase == TycoonPhase.AFTER_WORD) {
                        tally.words++
                        // With challenges on, a bot's wrong challenge of my word pays me $1 besides.
                        val paid = after.players[0].money - before.money
                        if (s.challengeMode) assertTrue(paid >= preview.money, "$paid") else assertEquals(preview.money, paid)
                        assertEquals(preview.buyable, after.buyable)
                    }
                }
            }
            TycoonPhase.AFTER_WORD -> {
                val letter = s.buyable.firstOrNull { l -> s.patents.first { it.letter == l }.price <= before.money }
                if (letter != null) {
                    val price = s.patents.first { it.letter == letter }.price
                    tap("buy-$letter")
                    await("patent $letter bought") { screen(id).patents.first { it.letter == letter }.owner == 0 }
                    assertEquals(before.money - price, screen(id).players[0].money)
                    tally.bought++
                } else {
                    // Every other turn, a card goes with the end of the turn.
                    if (tally.steps % 2 == 0) tap("hand-0")
                    tap("action-end-turn")
                    // With challenges on, the bot's next word may already wait for my answer: mine to act, in its turn.
                    await("the turn ended") { screen(id).let { it.phase != TycoonPhase.AFTER_WORD || it.current != 0 || it.finished } }
                }
            }
            TycoonPhase.PENALTY -> {
                tap("hand-0")
                tap("action-discard")
                await("the lost turn's card discarded") { screen(id).phase != TycoonPhase.PENALTY }
            }
            TycoonPhase.PENDING -> {
                // The first of the bots' words is challenged, the others accepted.
                val word = s.pendingWords.first()
                tap(if (tally.challenges == 0) "action-challenge" else "action-accept")
                tally.challenges++
                await("the word answered") { screen(id).let { it.phase != TycoonPhase.PENDING || it.pendingWords != s.pendingWords } }
                // What came of it is told with the word: it scored, or it was refused.
                await("the answer told") { screen(id).recent.any { e -> e.lines.any { word in it } } }
            }
            TycoonPhase.OVER -> error("my turn in a finished game")
        }
    }

    @Test
    fun `a whole Tycoon game against two bots is played by tapping, to the end screen`() = phoneTest {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        tycoon = TycoonCore(core)
        setContent { SlovoApp(core, RecordingPlatform(), null) }
        tap("home-new")
        tap("family-tycoon")
        await("the Tycoon choices") { exists("tycoon-checked") && !exists("language-english") }
        tap("bot-0-easy")
        tap("bot-add")
        tap("bot-1-easy")
        tap("start")
        await("the Tycoon screen") { exists("patent-A") }
        val id = runBlocking { core.localGames() }.single().also { assertTrue(it.tycoon) }.id

        val tally = Tally()
        var reopened = false
        while (true) {
            await("my turn or the end", seconds = 120) { myTurn() || exists("end") }
            if (exists("end")) break
            val s = screen(id)
            assertTrue(s.myTurn)
            assertTrue(tally.steps++ < 400, "the game does not end")
            if (!reopened && tally.words == 3) {
                // Left and opened again from the home list: the same table.
                tap("back")
                await("home lists the Tycoon game") { exists("game-$id") }
                tap("game-$id")
                await("the Tycoon screen again") { exists("patent-A") && myTurn() }
                reopened = true
            }
            step(id, s, tally)
        }
        val end = screen(id)
        assertTrue(end.finished && end.finalRound)
        assertTrue(tally.words > 0 && tally.bought > 0, "words ${tally.words}, patents ${tally.bought}")
        assertTrue(reopened)
        val winners = end.standings.filter { it.place == 1 }
        val headline = when {
            winners.size > 1 -> TycoonStrings.tie(winners.map { it.name })
            winners.single().player == 0 -> TycoonStrings.YOU_WIN
            else -> TycoonStrings.winner(winners.single().name)
        }
        assertEquals(headline, textOf("end-headline"))
        assertFalse(exists("action-build"))
        println(
            "figures: a whole Tycoon game through the UI in ${tally.steps} of my steps: " +
                "${tally.words} words, ${tally.bought} patents, ${tally.exchanges} exchanges",
        )
        tap("end-home")
        await("home lists the finished game") { exists("game-$id") }
        core.close()
    }

    @Test
    fun `with challenges on, a bot's word is challenged and the next accepted by tapping`() = phoneTest {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        tycoon = TycoonCore(core)
        setContent { SlovoApp(core, RecordingPlatform(), null) }
        tap("home-new")
        tap("family-tycoon")
        tap("tycoon-challenged")
        tap("bot-0-easy")
        tap("start")
        await("the Tycoon screen") { exists("patent-A") }
        val id = runBlocking { core.localGames() }.single().id
        assertTrue(screen(id).challengeMode)
        val tally = Tally()
        while (tally.challenges < 2) {
            await("my turn", seconds = 120) { myTurn() || exists("end") }
            assertFalse(exists("end"), "the game ended after ${tally.challenges} of the bot's words, ${tally.steps} steps")
            assertTrue(tally.steps++ < 200, "no word of the bot's to answer")
            step(id, screen(id), tally)
        }
        core.close()
    }
}
