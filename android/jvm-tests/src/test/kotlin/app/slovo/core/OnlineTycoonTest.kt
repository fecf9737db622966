package app.slovo.core

import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.fail
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.nio.file.Path
import java.util.concurrent.TimeUnit

/**
 * Online Tycoon through the bindings against a real `slovo-server` (system property
 * `slovo.server.bin`, set by scripts/test-jvm): Ann opens a daily two-seat Tycoon room, Bob
 * joins by its code, both devices see a Tycoon game with only their own hand; the player to
 * move exchanges a card, the other sees it after a sync; a move out of turn is refused typed,
 * with nothing queued.
 */
class OnlineTycoonTest {
    @TempDir
    lateinit var dir: Path

    private val lexicons: String =
        System.getProperty("slovo.lexicons.dir")
            ?: error("set -Dslovo.lexicons.dir to the repository's lexicons folder")

    private val serverBin: String =
        System.getProperty("slovo.server.bin")
            ?: error("set -Dslovo.server.bin to the slovo-server binary (scripts/test-jvm does)")

    private val servers = mutableListOf<Process>()
    private val cores = mutableListOf<Slovo>()

    @AfterEach
    fun stopEverything() {
        servers.forEach { process ->
            process.destroy()
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly().waitFor()
        }
        cores.forEach { it.close() }
    }

    /** Starts slovo-server on a free port over a temp database; returns its address. */
    private fun startServer(): String {
        val out = dir.resolve("server.out").toFile()
        val err = dir.resolve("server.err").toFile()
        val db = dir.resolve("server.db")
        val process = ProcessBuilder(
            serverBin,
            "--listen",
            "127.0.0.1:0",
            "--database",
            "sqlite://$db",
            "--lexicons",
            lexicons,
        ).redirectOutput(out).redirectError(err).start()
        servers += process
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30)
        while (System.nanoTime() < deadline) {
            val first = out.takeIf(File::exists)?.readLines()?.firstOrNull()
            val url = first?.let { Regex("""listening on (http://\S+)""").find(it)?.groupValues?.get(1) }
            if (url != null) return url
            if (!process.isAlive) fail("slovo-server exited (${process.exitValue()}): ${err.readText()}")
            Thread.sleep(50)
        }
        fail("slovo-server did not say where it listens: ${err.readText()}")
    }

    /** A device registered on [url] as [name]. */
    private fun device(name: String, url: String): Slovo {
        val core = Slovo(dir.resolve("device-$name").toString(), lexicons)
        cores += core
        core.setServer(url)
        assertEquals(name, runBlocking { core.register(name) }.displayName)
        return core
    }

    @Test
    fun `two devices play a daily Tycoon room and a move out of turn is refused`() {
        val url = startServer()
        val ann = device("Ann", url)
        val bob = device("Bob", url)

        val room = runBlocking { ann.createTycoonRoom(OnlineGameMode.DAILY, 2) }
        assertEquals(listOf("Ann"), room.players)
        assertNull(room.gameId, "the room waits for its second player")
        val joined = runBlocking { bob.joinRoom(room.code) }
        val id = joined.gameId ?: fail("the full room's game has started")
        runBlocking { ann.syncNow() }

        assertEquals(GameFamily.TYCOON, ann.onlineGameKind(id))
        assertEquals(GameFamily.TYCOON, bob.onlineGameKind(id))
        assertEquals(id, ann.findOnlineTycoonGame(room.code))
        assertThrows<SlovoException.UnknownGame> { ann.onlineTycoonGame("no-such-game") }

        val annScreen = ann.onlineTycoonGame(id)
        val bobScreen = bob.onlineTycoonGame(id)
        assertEquals(annScreen.version, bobScreen.version)
        assertEquals(listOf("Ann", "Bob"), annScreen.players.map { it.name })
        assertTrue(annScreen.me != bobScreen.me)
        assertEquals(annScreen.current, bobScreen.current)
        assertEquals(annScreen.community, bobScreen.community)
        assertEquals(TycoonPhase.START, annScreen.phase)
        assertFalse(annScreen.finished)
        // Only my own hand: the other's is a count.
        assertEquals(bobScreen.hand.size, annScreen.players[bobScreen.me].handSize)
        assertEquals(annScreen.hand.size, bobScreen.players[annScreen.me].handSize)
        assertEquals(26, annScreen.patents.size)

        val (mover, waiter) = if (annScreen.myTurn) ann to bob else bob to ann
        assertTrue(mover.onlineTycoonGame(id).myTurn)
        assertFalse(waiter.onlineTycoonGame(id).myTurn)

        // Out of turn: refused typed on the device, nothing queued.
        assertThrows<SlovoException.NotYourTurn> {
            runBlocking { waiter.playOnlineTycoon(id, OnlineTycoonMove.Exchange(listOf(0))) }
        }
        assertThrows<SlovoException.NotYourTurn> {
            waiter.previewOnlineTycoon(id, listOf(TycoonWord(slots = listOf(TycoonSlot(fromHand = true, index = 0)))))
        }
        assertEquals(0, waiter.onlineTycoonGame(id).queued)
        // A card that is not in the hand: refused, nothing queued.
        assertThrows<SlovoException.IllegalMove> {
            runBlocking { mover.playOnlineTycoon(id, OnlineTycoonMove.Exchange(listOf(99))) }
        }
        assertThrows<SlovoException.InvalidArgument> {
            runBlocking { mover.playOnlineTycoon(id, OnlineTycoonMove.Exchange(listOf(-1))) }
        }
        assertEquals(0, mover.onlineTycoonGame(id).queued)

        // The mover's preview works from their own view.
        val preview = mover.previewOnlineTycoon(
            id,
            listOf(TycoonWord(slots = listOf(TycoonSlot(fromHand = true, index = 0), TycoonSlot(fromHand = true, index = 1)))),
        )
        assertTrue(preview.valid || preview.reason != null)

        // The mover exchanges their first card: a legal move, sent.
        val before = mover.onlineTycoonGame(id)
        val result = runBlocking { mover.playOnlineTycoon(id, OnlineTycoonMove.Exchange(listOf(0))) }
        assertEquals(OnlineTycoonMoveStatus.SENT, result.status, result.reason)
        val version = result.version ?: fail("a sent move has the game's version")
        assertTrue(version > before.version)
        assertTrue(result.lines.isNotEmpty(), "the move is said")
        val after = mover.onlineTycoonGame(id)
        assertFalse(after.myTurn)
        assertEquals(version, after.version)

        // The other sees it after a sync, and it is their turn now.
        val sync = runBlocking { waiter.syncOnlineTycoon(id) }
        assertNull(sync.offline)
        val seen = waiter.onlineTycoonGame(id)
        assertEquals(version, seen.version)
        assertTrue(seen.myTurn)
        assertEquals(seen.me, seen.current)
        assertEquals(after.current, seen.current)
        val events = runBlocking { waiter.onlineTycoonEvents(id, before.version) }
        assertEquals(listOf(before.me), events.map { it.player })
        assertTrue(events.single().lines.isNotEmpty(), "the exchange is said")

        // Now the first mover is out of turn.
        assertThrows<SlovoException.NotYourTurn> {
            runBlocking { mover.playOnlineTycoon(id, OnlineTycoonMove.Exchange(emptyList())) }
        }
        val pass = runBlocking { waiter.playOnlineTycoon(id, OnlineTycoonMove.Exchange(emptyList())) }
        assertEquals(OnlineTycoonMoveStatus.SENT, pass.status, pass.reason)
        assertTrue(runBlocking { mover.syncOnlineTycoon(id) }.offline == null)
        assertTrue(mover.onlineTycoonGame(id).myTurn)
    }
}
