package app.slovo.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onAllNodesWithText
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Move
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.people.awayIn
import app.slovo.ui.people.blocks
import app.slovo.ui.people.rematch
import app.slovo.ui.people.vacation
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Rematches, vacations and the block list through the screens against a real slovo-server.
 * Two phones side by side ([twoPhones]: Ann's app on the left, Bob's on the right, each phone
 * sized and with its own core and data folder): after a finished game Ann taps Rematch, Bob reads her offer and
 * accepts, and the new game opens on both with the seats rotated. Ann starts a vacation of nine
 * days from settings while Bob looks at their daily game and reads that she is away, then she
 * ends it. A blocked player is unblocked from the friends screen.
 */
@OptIn(ExperimentalTestApi::class)
class RematchVacationPlayTest {
    @TempDir
    lateinit var dir: File

    private fun ComposeUiTest.shows(text: String) = onAllNodesWithText(text, substring = true).fetchSemanticsNodes().isNotEmpty()

    /** Ann and Bob registered on [url]. */
    private fun players(url: String, block: (SlovoCore, SlovoCore) -> Unit) = registeredPair(dir, url, block)

    /** A daily game of Ann and Bob, on both devices; its id. */
    private fun dailyGame(ann: SlovoCore, bob: SlovoCore): String = runBlocking {
        val room = ann.createRoom(GameKind.Daily, "english", 2, null)
        val id = bob.joinRoom(room.code).gameId ?: error("the full room's game has started")
        ann.syncNow()
        id
    }

    @Test
    fun `a rematch is offered and accepted on two phones and the new game opens on both`() = twoPhoneTest {
        ServerProcess(dir).start().use { server ->
            players(server.url) { ann, bob ->
                val id = dailyGame(ann, bob)
                runBlocking {
                    bob.move(bob.onlineGame(id), Move.Resign)
                    ann.syncNow()
                }
                twoPhones(ann, bob, "slovo://game/$id", "slovo://game/$id")
                await("the end of the game on both") { has("ann", "end") && has("bob", "end") }
                // Nobody has offered yet: the Rematch button on both, one tap.
                await("the Rematch buttons") { has("ann", "rematch-offer") && has("bob", "rematch-offer") }
                tapOn("ann", "rematch-offer")
                await("Ann's offer, as she reads it") {
                    textOn("ann", "rematch-text") == "You offered a rematch. Waiting for Bob to answer."
                }
                assertTrue(!has("ann", "rematch-offer") && !has("ann", "rematch-accept"))
                // Bob reads it within a few seconds, with Accept and Decline.
                await("Ann's offer on Bob's phone", 20) { textOn("bob", "rematch-text") == "Ann offers a rematch." }
                assertTrue(has("bob", "rematch-decline"))
                tapOn("bob", "rematch-accept")
                // The new game opens on both: Bob sits first now.
                await("the new game on Bob's phone", 30) { !has("bob", "end") && has("bob", "square-7-7") }
                await("the new game on Ann's phone", 30) { !has("ann", "end") && has("ann", "square-7-7") }
                val newId = runBlocking { ann.rematch(id) }.newGameId ?: error("the rematch started a game")
                assertTrue(newId != id)
                assertEquals(listOf("Bob", "Ann"), runBlocking { ann.onlineGame(newId) }.players.map { it.name })
                assertEquals(listOf("Bob", "Ann"), runBlocking { bob.onlineGame(newId) }.players.map { it.name })
            }
        }
    }

    @Test
    fun `a vacation is started and ended from settings, and the opponent reads who is away`() = twoPhoneTest {
        ServerProcess(dir).start().use { server ->
            players(server.url) { ann, bob ->
                val id = dailyGame(ann, bob)
                runBlocking { bob.syncNow() }
                val annSeat = runBlocking { ann.onlineGame(id) }.me
                twoPhones(ann, bob, null, null)
                tapOn("ann", "home-settings")
                await("settings") { has("ann", "settings-vacation") }
                tapOn("ann", "settings-vacation")
                await("the vacation screen") { textOn("ann", "vacation-status") == "Not on vacation." }
                assertEquals("14 of 14 vacation days left in 2026.", textOn("ann", "vacation-allowance"))
                assertEquals("7 days", textOn("ann", "vacation-days"))
                tapOn("ann", "vacation-more")
                tapOn("ann", "vacation-more")
                tapOn("ann", "vacation-fewer")
                tapOn("ann", "vacation-more")
                await("nine days") { textOn("ann", "vacation-days") == "9 days" }
                tapOn("ann", "vacation-start")
                await("on vacation") { textOn("ann", "vacation-status").orEmpty().startsWith("On vacation until ") }
                assertEquals("5 of 14 vacation days left in 2026.", textOn("ann", "vacation-allowance"))
                assertTrue(has("ann", "vacation-end") && !has("ann", "vacation-start"))
                assertTrue(runBlocking { ann.vacation() }.onVacation)

                // Bob opens their game: Ann is away, until the day the screen said.
                val until = textOn("ann", "vacation-status")!!.removePrefix("On vacation until ").removeSuffix(".")
                tapOn("bob", "game-$id")
                await("Ann away on Bob's game screen", 20) { has("bob", "away-$annSeat") }
                assertEquals("Ann is on vacation until $until.", textOn("bob", "away-$annSeat"))

                tapOn("ann", "vacation-end")
                await("back from vacation") { textOn("ann", "vacation-status") == "Not on vacation." }
                assertEquals("13 of 14 vacation days left in 2026.", textOn("ann", "vacation-allowance"))
                assertTrue(runBlocking { bob.awayIn(id) }.isEmpty())
                // Bob's screen reads it again after 30 ticks of its one-second loop: about 50 s
                // under this test harness alone on the machine, more when it is loaded (a wait of
                // 45 s once ran out in CI).
                await("Ann back on Bob's game screen", 150) { !has("bob", "away-$annSeat") }
            }
        }
    }

    @Test
    fun `a blocked player is listed on the friends screen and unblocked with a tap`() = phoneTest {
        ServerProcess(dir).start().use { server ->
            players(server.url) { ann, bob ->
                val id = dailyGame(ann, bob)
                val bobSeat = 1 - runBlocking { ann.onlineGame(id) }.me
                runBlocking { ann.block(id, bobSeat) }
                setContent { Box(Modifier.testTag("ann")) { SlovoApp(ann, RecordingPlatform(), null) } }
                tap("home-settings")
                tap("settings-friends")
                await("Bob on the block list") { exists("blocked-Bob") }
                assertTrue(shows("Only you see this list."))
                // Bob's own list is empty: nobody but the blocker sees it.
                assertTrue(runBlocking { bob.blocks() }.blocked.isEmpty())
                tap("blocked-Bob-unblock")
                await("Bob unblocked") { !exists("blocked-Bob") }
                await("the notice") { shows("Bob is unblocked.") }
                assertTrue(runBlocking { ann.blocks() }.blocked.isEmpty())
            }
        }
    }
}
