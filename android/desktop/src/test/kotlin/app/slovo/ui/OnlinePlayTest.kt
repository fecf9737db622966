package app.slovo.ui

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performTextReplacement
import app.slovo.ui.core.Game
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Move
import app.slovo.ui.core.Placement
import app.slovo.ui.core.Seek
import app.slovo.ui.core.Sent
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.Verdict
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Online play through the UI against a real slovo-server process: Ann uses the screens, Bob
 * (a second device) the core directly. Ann sets the server in settings, registers, creates a
 * daily room and shows its code; Bob joins by the code; each sees the other's move; a move
 * Ann makes while the server is down shows as waiting and goes out when it is back.
 */
@OptIn(ExperimentalTestApi::class)
class OnlinePlayTest {
    @TempDir
    lateinit var dir: File

    /** Two tiles of the rack across the centre that make a word, found with the core's preview. */
    private fun firstWord(core: SlovoCore, game: Game): List<Placement>? {
        val faces = game.rack.filter { it != "?" }
        for (i in faces.indices) {
            for (j in faces.indices) {
                if (i == j) continue
                val tiles = listOf(Placement(7, 7, faces[i], false), Placement(7, 8, faces[j], false))
                if (runBlocking { core.preview(game, tiles) } is Verdict.Legal) return tiles
            }
        }
        return null
    }

    private fun ComposeUiTest.lastMoveBy(name: String) = textOf("last-move")?.startsWith("$name:") == true

    /** A real server and two devices on it, Ann (whose screens the test uses) and Bob; all closed after [block]. */
    private inline fun twoDevices(block: (ServerProcess, SlovoCore, SlovoCore) -> Unit) {
        ServerProcess(dir).start().use { server ->
            SlovoCore.open(File(dir, "ann"), lexicons).use { ann ->
                SlovoCore.open(File(dir, "bob"), lexicons).use { bob -> block(server, ann, bob) }
            }
        }
    }

    @Test
    fun `two devices meet by a room code, see each other's moves, and a move made offline goes out later`() = phoneTest {
        twoDevices { server, ann, bob ->
            val platform = RecordingPlatform()
            setContent { SlovoApp(ann, platform, null) }

            // Settings: the server's address.
            tap("home-settings")
            onNodeWithTag("settings-server").performTextReplacement(server.url)
            tap("settings-save")
            await("the server saved") { runBlocking { ann.server() } == server.url }
            tap("back")

            // Register, create a daily room, share its code.
            tap("home-online")
            await("the name form") { exists("online-name") }
            onNodeWithTag("online-name").performTextReplacement("Ann")
            tap("online-register")
            await("the room form") { exists("online-create") }
            tap("online-create")
            await("the room's code") { exists("room-code") }
            val code = textOf("room-code")!!
            tap("room-share")
            assertEquals(listOf(Strings.shareText(code)), platform.shared)

            // Bob joins by the code; Ann's screen opens the game by itself.
            runBlocking {
                bob.setServer(server.url)
                bob.register("Bob")
                bob.joinRoom(code)
            }
            await("Ann's game screen") { exists("square-7-7") }
            val id = runBlocking { bob.findOnlineGame(code) }

            // The first move, by whoever is to move; the other sees it.
            val first = runBlocking { ann.onlineGame(id) }
            if (first.myTurn) {
                val word = firstWord(ann, first) ?: error("no two-letter word in ${first.rack}")
                val score = (runBlocking { ann.preview(first, word) } as Verdict.Legal).score
                val slots = first.rack.indices.toMutableList()
                word.forEach { p ->
                    val slot = slots.first { first.rack[it] == p.face }.also { slots.remove(it) }
                    tap("rack-$slot")
                    tap("square-${p.row}-${p.col}")
                }
                await("the preview") { textOf("preview")?.endsWith(Strings.points(score)) == true }
                tap("action-play")
                await("Bob sees Ann's play", 30) {
                    runBlocking {
                        bob.syncNow()
                        bob.onlineGame(id)
                    }.history.any { it.player == first.me }
                }
                runBlocking { bob.move(bob.onlineGame(id), Move.Pass) }
                await("Ann sees Bob's pass live") { lastMoveBy("Bob") }
            } else {
                val bobs = runBlocking { bob.onlineGame(id) }
                val word = firstWord(bob, bobs) ?: error("no two-letter word in ${bobs.rack}")
                assertEquals(Sent.Done, runBlocking { bob.move(bobs, Move.Play(word)) })
                await("Ann sees Bob's play live") { lastMoveBy("Bob") && textOf("status")?.startsWith(Strings.YOUR_TURN) == true }
                tap("action-exchange")
                tap("exchange-0")
                tap("exchange-confirm")
                await("Bob sees Ann's exchange", 30) {
                    runBlocking {
                        bob.syncNow()
                        bob.onlineGame(id)
                    }.history.any { it.player == first.me && it.text.startsWith("exchange") }
                }
                runBlocking { bob.move(bob.onlineGame(id), Move.Pass) }
                await("Ann sees Bob's pass live") { lastMoveBy("Bob") && textOf("status")?.startsWith(Strings.YOUR_TURN) == true }
            }

            // The server goes away: Ann's pass waits, shown as waiting; back, it goes out by itself.
            await("Ann's turn") { textOf("status")?.startsWith(Strings.YOUR_TURN) == true }
            server.stop()
            val moves = runBlocking { ann.onlineGame(id) }.history.size
            tap("action-pass")
            await("the pass shown as waiting") { runBlocking { ann.onlineGame(id) }.queued == 1 && exists("notice") }
            assertEquals(1, runBlocking { ann.onlineGame(id) }.queued)
            server.start()
            await("the waiting pass sent", 60) { runBlocking { ann.onlineGame(id) }.queued == 0 }
            val seen = runBlocking {
                bob.syncNow()
                bob.onlineGame(id)
            }
            assertEquals(moves + 1, seen.history.size)
            assertTrue(
                seen.history.last().text == "pass" && seen.history.last().player == first.me,
                "Bob sees the pass: ${seen.history.last()}",
            )
        }
    }

    @Test
    fun `a join link opened before registering joins the room once the player registers`() = phoneTest {
        twoDevices { server, ann, bob ->
            val code = runBlocking {
                ann.setServer(server.url)
                bob.setServer(server.url)
                bob.register("Bob")
                bob.createRoom(GameKind.Daily, "english", 2, null).code
            }
            setContent { SlovoApp(ann, RecordingPlatform(), "slovo://join/$code") }
            await("the name form") { exists("online-name") }
            onNodeWithTag("online-name").performTextReplacement("Ann")
            tap("online-register")
            await("Ann's game screen", 30) { exists("square-7-7") }
            val id = runBlocking { ann.onlineGames() }.single().id
            assertEquals(listOf("Ann", "Bob"), runBlocking { ann.onlineGame(id) }.players.map { it.name }.sorted())
        }
    }

    @Test
    fun `a random opponent is looked for, cancelled, withdrawn on leaving, then found`() = phoneTest {
        twoDevices { server, ann, bob ->
            runBlocking {
                ann.setServer(server.url)
                ann.register("Ann")
                bob.setServer(server.url)
                bob.register("Bob")
            }
            setContent { SlovoApp(ann, RecordingPlatform(), null) }
            tap("home-online")
            await("the online screen") { exists("tab-random") }
            tap("tab-random")
            tap("players-2")
            tap("online-seek")
            await("the search under way") { exists("seeking") }
            tap("seek-cancel")
            await("the form again") { exists("online-seek") }

            // Looked for again, then the screen left: the search is withdrawn, so Bob's waits.
            tap("online-seek")
            await("the search under way") { exists("seeking") }
            tap("back")
            await("home") { exists("home-online") }
            Thread.sleep(3_000) // the withdrawal goes out on its own scope, after the search request it withdraws
            val waiting = runBlocking { bob.seek(GameKind.Daily, "english", 2, null, waitMs = 0) }
            assertTrue(waiting is Seek.Waiting, "Ann's search left with her screen: $waiting")

            // Looked for once more: Ann's search meets Bob's waiting one, and her game opens.
            tap("home-online")
            await("the online screen") { exists("tab-random") }
            tap("tab-random")
            tap("online-seek")
            await("Ann's game screen", 30) { exists("square-7-7") }
            val id = runBlocking { ann.onlineGames() }.single().id
            assertEquals(listOf("Ann", "Bob"), runBlocking { ann.onlineGame(id) }.players.map { it.name }.sorted())
        }
    }
}
