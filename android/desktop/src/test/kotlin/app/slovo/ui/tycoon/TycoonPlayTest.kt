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

        var words = 0
        var bought = 0
        var exchanges = 0
        var turns = 0
        var reopened = false
        while (true) {
            await("my turn or the end", seconds = 120) { myTurn() || exists("end") }
            if (exists("end")) break
            val s = screen(id)
            assertTrue(s.myTurn)
            assertTrue(turns++ < 400, "the game does not end")
            if (!reopened && words == 3) {
                // Left and opened again from the home list: the same table.
                tap("back")
                await("home lists the Tycoon game") { exists("game-$id") }
                tap("game-$id")
                await("the Tycoon screen again") { exists("patent-A") && myTurn() }
                reopened = true
            }
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
                        exchanges++
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
                            words++
                            assertEquals(before.money + preview.money, after.players[0].money)
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
                        bought++
                    } else {
                        // Every other turn, a card goes with the end of the turn.
                        if (turns % 2 == 0) tap("hand-0")
                        tap("action-end-turn")
                        await("the turn ended") { screen(id).let { !it.myTurn || it.phase == TycoonPhase.START || it.finished } }
                    }
                }
                TycoonPhase.PENALTY -> {
                    tap("hand-0")
                    tap("action-discard")
                    await("the lost turn's card discarded") { screen(id).phase != TycoonPhase.PENALTY }
                }
                TycoonPhase.PENDING -> {
                    tap("action-accept")
                    await("the word accepted") { screen(id).phase != TycoonPhase.PENDING }
                }
                TycoonPhase.OVER -> error("my turn in a finished game")
            }
        }
        val end = screen(id)
        assertTrue(end.finished && end.finalRound)
        assertTrue(words > 0 && bought > 0, "words $words, patents $bought")
        assertTrue(reopened)
        val winners = end.standings.filter { it.place == 1 }
        val headline = when {
            winners.size > 1 -> TycoonStrings.tie(winners.map { it.name })
            winners.single().player == 0 -> TycoonStrings.YOU_WIN
            else -> TycoonStrings.winner(winners.single().name)
        }
        assertEquals(headline, textOf("end-headline"))
        assertFalse(exists("action-build"))
        println("figures: a whole Tycoon game through the UI in $turns of my steps: $words words, $bought patents, $exchanges exchanges")
        tap("end-home")
        await("home lists the finished game") { exists("game-$id") }
        core.close()
    }
}
