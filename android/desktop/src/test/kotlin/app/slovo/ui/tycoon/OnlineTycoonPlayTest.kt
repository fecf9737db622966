package app.slovo.ui.tycoon

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.performTextReplacement
import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonScreen
import app.slovo.ui.ServerProcess
import app.slovo.ui.Strings
import app.slovo.ui.await
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.has
import app.slovo.ui.onPhone
import app.slovo.ui.registeredPair
import app.slovo.ui.tapOn
import app.slovo.ui.textOn
import app.slovo.ui.twoPhoneTest
import app.slovo.ui.twoPhones
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Online Tycoon on two phones side by side against a real slovo-server, every move by taps:
 * Ann creates a Tycoon room and reads its code, Bob joins by it, both phones open the Tycoon
 * screen; the player to move builds a word seen in the live preview and ends the turn, the
 * other sees it and exchanges a card, and so on; a move made while the server is down shows as
 * waiting and goes out once it is back, and the other phone sees it.
 */
@OptIn(ExperimentalTestApi::class)
class OnlineTycoonPlayTest {
    @TempDir
    lateinit var dir: File

    private fun screen(core: SlovoCore, id: String): TycoonScreen = runBlocking { OnlineTycoonTable(core, id).screen().screen }

    /** A word of three cards (one at least from my hand) the preview accepts, with its preview's first line. */
    private fun someWord(core: SlovoCore, id: String, s: TycoonScreen): Pair<List<CardRef>, String>? {
        val table = OnlineTycoonTable(core, id)
        val all = s.hand.indices.map { CardRef(true, it) } + s.community.indices.map { CardRef(false, it) }
        for (a in all) {
            for (b in all) {
                for (c in all) {
                    val word = listOf(a, b, c)
                    if (word.toSet().size < 3 || word.none { it.fromHand }) continue
                    val preview = runBlocking { table.preview(listOf(WordDraft(word.map { WordSlot(it) }).toCore())) }
                    if (preview.valid) return word to preview.scores.first().text
                }
            }
        }
        return null
    }

    private fun ComposeUiTest.myTurnOn(phone: String) = textOn(phone, "status")?.startsWith(Strings.YOUR_TURN) == true

    /** The phone to move builds a word by taps (after its preview) and ends the turn; an exchange of one card when no word is found. */
    private fun ComposeUiTest.turn(phone: String, core: SlovoCore, id: String) {
        val s = screen(core, id)
        assertEquals(TycoonPhase.START, s.phase)
        val found = someWord(core, id, s)
        if (found == null) return exchange(phone, core, id)
        val (word, pays) = found
        word.forEach { tapOn(phone, if (it.fromHand) "hand-${it.index}" else "community-${it.index}") }
        await("$phone's preview says what the word pays") { textOn(phone, "preview")?.startsWith(pays) == true }
        tapOn(phone, "action-build")
        await("$phone's word built") { screen(core, id).phase == TycoonPhase.AFTER_WORD }
        await("$phone's end of turn offered") { has(phone, "action-end-turn") }
        tapOn(phone, "action-end-turn")
        await("$phone's turn ended") { !screen(core, id).myTurn }
    }

    private fun ComposeUiTest.exchange(phone: String, core: SlovoCore, id: String) {
        val hand = screen(core, id).hand
        tapOn(phone, "action-exchange")
        await("$phone picks the cards to give back") { has(phone, "action-exchange-confirm") }
        tapOn(phone, "hand-0")
        tapOn(phone, "action-exchange-confirm")
        await("$phone's exchange made") { screen(core, id).let { !it.myTurn || it.hand != hand } }
    }

    @Test
    fun `two phones play online Tycoon by a room code, and a move made offline goes out later`() = twoPhoneTest {
        ServerProcess(dir).start().use { server ->
            registeredPair(dir, server.url) { ann, bob ->
                twoPhones(ann, bob, null, null)

                // Ann: a Tycoon room, its code shown.
                tapOn("ann", "home-online")
                await("Ann's room form") { has("ann", "family-tycoon") }
                tapOn("ann", "family-tycoon")
                // Tycoon is played in English only: no language to choose.
                assertTrue(!has("ann", "online-language"))
                tapOn("ann", "online-create")
                await("the room's code") { has("ann", "room-code") }
                val code = textOn("ann", "room-code")!!

                // Bob joins by the code; both phones open the Tycoon screen by themselves.
                tapOn("bob", "home-online")
                await("Bob's online screen") { has("bob", "tab-join") }
                tapOn("bob", "tab-join")
                onNode(onPhone("bob", "online-code")).performTextReplacement(code)
                tapOn("bob", "online-join")
                await("both Tycoon screens") { has("ann", "deck") && has("bob", "deck") }
                val id = runBlocking { ann.findAnyOnlineGame(code) }
                assertTrue(id.second, "the room's game is Tycoon")
                val gameId = id.first
                val phones = mapOf("ann" to ann, "bob" to bob)
                val first = if (screen(ann, gameId).myTurn) "ann" else "bob"
                val second = if (first == "ann") "bob" else "ann"
                val firstName = first.replaceFirstChar(Char::uppercase)
                await("$first to move") { myTurnOn(first) && textOn(second, "status")?.startsWith(Strings.toMove(firstName)) == true }

                // Two turns each way, each seen by the other phone after its poll.
                repeat(2) {
                    for ((mover, waiter) in listOf(first to second, second to first)) {
                        await("$mover's turn seen") { myTurnOn(mover) }
                        turn(mover, phones.getValue(mover), gameId)
                        await("$waiter sees $mover's move", 30) { myTurnOn(waiter) }
                    }
                }

                // The server goes away: the exchange waits, shown as waiting; back, it goes out by itself.
                await("$first's turn") { myTurnOn(first) }
                server.stop()
                exchange(first, phones.getValue(first), gameId)
                await("the exchange shown as waiting") { textOn(first, "status") == Strings.waitingMove(1) }
                server.start()
                await("the waiting exchange sent, and seen on the other phone", 60) { myTurnOn(second) && !myTurnOn(first) }
                assertEquals(0, runBlocking { OnlineTycoonTable(phones.getValue(first), gameId).screen().online?.queued })
            }
        }
    }

    /** The seconds a clock line ("4:59") reads. */
    private fun seconds(
        clock: String?,
    ): Int? = clock?.split(":")?.map { it.toIntOrNull() ?: return null }?.fold(0) { acc, n -> acc * 60 + n }

    @Test
    fun `two strangers meet for a quick Tycoon game by searching, and the mover's clock runs on both phones`() = twoPhoneTest {
        ServerProcess(dir).start().use { server ->
            registeredPair(dir, server.url) { ann, bob ->
                twoPhones(ann, bob, null, null)
                // Each phone looks for a stranger: quick Tycoon, 5 minutes, two players.
                for (phone in listOf("ann", "bob")) {
                    tapOn(phone, "home-online")
                    await("$phone's online screen") { has(phone, "tab-random") }
                    tapOn(phone, "tab-random")
                    tapOn(phone, "family-tycoon")
                    tapOn(phone, "kind-quick")
                    await("$phone's clock choice") { has(phone, "minutes-5") }
                    tapOn(phone, "minutes-5")
                    tapOn(phone, "players-2")
                    tapOn(phone, "online-seek")
                    if (phone == "ann") await("Ann's search under way") { has("ann", "seeking") }
                }
                // The searches meet: both phones open the same Tycoon game by themselves.
                await("both Tycoon screens", 30) { has("ann", "deck") && has("bob", "deck") }
                val gameId = runBlocking { ann.onlineGames() }.single().id
                assertEquals(gameId, runBlocking { bob.onlineGames() }.single().id)
                assertTrue(runBlocking { ann.isOnlineTycoon(gameId) }, "the match is a Tycoon game")

                // Quick: each seat shows its clock, and the mover's runs down on both phones while the other's stands.
                val mover = screen(ann, gameId).current
                val still = 1 - mover
                for (phone in listOf("ann", "bob")) {
                    await("$phone's clocks") {
                        seconds(textOn(phone, "seat-line-$mover")) != null &&
                            seconds(textOn(phone, "seat-line-$still")) != null
                    }
                    assertTrue(
                        seconds(textOn(phone, "seat-line-$still"))!! in 290..300,
                        "the waiting seat's clock: ${textOn(phone, "seat-line-$still")}",
                    )
                }
                val before = seconds(textOn("ann", "seat-line-$mover"))!!
                await("the mover's clock runs on Ann's phone", 15) { seconds(textOn("ann", "seat-line-$mover"))!! <= before - 2 }
                await("and on Bob's", 15) { seconds(textOn("bob", "seat-line-$mover"))!! <= before - 2 }
                assertEquals(seconds(textOn("ann", "seat-line-$still")), seconds(textOn("bob", "seat-line-$still")))
            }
        }
    }
}
