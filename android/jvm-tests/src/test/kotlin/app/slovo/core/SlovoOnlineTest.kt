package app.slovo.core

import java.io.File
import java.nio.file.Path
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.fail
import org.junit.jupiter.api.io.TempDir

/**
 * Online play through the bindings against a real `slovo-server` (system property
 * `slovo.server.bin`, set by scripts/test-jvm) on a free port with a temp SQLite database:
 * two devices ([Slovo] on two data directories) register, meet in a room, play, sync and
 * resign; a daily move made while the server is down is queued and sent exactly once after;
 * a watched quick game reaches the watcher's listener live.
 */
class SlovoOnlineTest {
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
        servers.forEach(::stop)
        cores.forEach { it.close() }
    }

    /** Starts slovo-server on a free port over [db]; returns its address. */
    private fun startServer(db: Path): String {
        val n = servers.size
        val out = dir.resolve("server-$n.out").toFile()
        val err = dir.resolve("server-$n.err").toFile()
        val process = ProcessBuilder(
            serverBin, "--listen", "127.0.0.1:0", "--database", "sqlite://$db", "--lexicons", lexicons,
        ).redirectOutput(out).redirectError(err).start()
        servers += process
        // Its first line on stdout: "slovo-server listening on http://ADDR".
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

    private fun stop(process: Process) {
        process.destroy()
        if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly().waitFor()
    }

    /** A device registered on [url] as [name]. */
    private fun device(name: String, url: String): Slovo {
        val core = Slovo(dir.resolve("device-$name").toString(), lexicons)
        cores += core
        core.setServer(url)
        val account = runBlocking { core.register(name) }
        assertEquals(name, account.displayName)
        assertEquals(url, account.serverUrl)
        assertEquals(account, core.account())
        return core
    }

    /** Ann opens a room of [mode], Bob joins it by its code; Ann learns of the game by syncing. */
    private fun meet(ann: Slovo, bob: Slovo, mode: OnlineGameMode): String {
        val room = runBlocking { ann.createRoom(mode, "english", 2) }
        assertEquals(listOf("Ann"), room.players)
        assertNull(room.gameId, "the room waits for its second player")
        val joined = runBlocking { bob.joinRoom(room.code.lowercase()) }
        assertEquals(listOf("Ann", "Bob"), joined.players)
        val id = joined.gameId ?: fail("the full room's game has started")
        assertEquals(1, runBlocking { ann.syncNow() }.updatedGames)
        assertEquals(id, ann.findOnlineGame(room.code))
        assertEquals(mode, ann.onlineGames().single { it.id == id }.mode)
        return id
    }

    /** Whoever of [devices] is to move in [id]. */
    private fun mover(id: String, vararg devices: Slovo): Slovo = devices.single { it.onlineGame(id).myTurn }

    /** The first play of a game: two tiles of the rack across the centre that make a word. */
    private fun firstPlay(core: Slovo, id: String): MoveResult? {
        val faces = core.onlineGame(id).rack.filter { it != "?" }
        for (i in faces.indices) for (j in faces.indices) {
            if (i == j) continue
            val tiles = listOf(TilePlacement(7, 7, faces[i]), TilePlacement(7, 8, faces[j]))
            try {
                return runBlocking { core.playOnline(id, tiles) }
            } catch (e: SlovoException.IllegalMove) {
                // Not a word: checked on the device, nothing was queued; try the next pair.
            }
        }
        return null
    }

    private fun assertSameGame(a: OnlineGameScreen, b: OnlineGameScreen) {
        assertEquals(a.version, b.version)
        assertEquals(a.scores, b.scores)
        assertEquals(a.toMove, b.toMove)
        assertEquals(a.finished, b.finished)
        assertEquals(a.history.map { it.player to it.total }, b.history.map { it.player to it.total })
        assertEquals(a.cells, b.cells)
        assertEquals(a.names, b.names)
        assertTrue(a.me != b.me)
    }

    @Test
    fun `two devices meet in a daily room, play, sync and one resigns`() {
        val url = startServer(dir.resolve("server.db"))
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        assertThrows<SlovoException.AlreadyRegistered> { runBlocking { ann.register("Ann again") } }
        assertThrows<SlovoException.UnknownRoom> { runBlocking { bob.joinRoom("NOSUCH") } }
        val id = meet(ann, bob, OnlineGameMode.DAILY)

        // Exchange until someone holds a two-letter word, then play it.
        var played: Pair<Slovo, MoveResult>? = null
        for (turn in 1..6) {
            val who = mover(id, ann, bob)
            val result = firstPlay(who, id)
            if (result != null) {
                played = who to result
                break
            }
            val rack = who.onlineGame(id).rack
            assertTrue(runBlocking { who.exchangeOnline(id, rack.take(2)) } is MoveResult.Sent)
            runBlocking { ann.syncNow(); bob.syncNow() }
        }
        val (player, result) = played ?: fail("no two-letter word on six racks")
        val sent = result as? MoveResult.Sent ?: fail("the play was not sent: $result")
        assertEquals(sent.version, player.onlineGame(id).version)
        val other = if (player === ann) bob else ann
        val afterPlay = player.onlineGame(id)
        assertFalse(afterPlay.myTurn)
        assertEquals(2, afterPlay.cells.count { it.tile != null })
        assertEquals(2, afterPlay.cells.count { it.lastMove })
        assertTrue(afterPlay.scores[afterPlay.me] > 0, afterPlay.scores.toString())
        assertThrows<SlovoException.NotYourTurn> { runBlocking { player.passOnline(id) } }

        // The other device learns of it from a push, as a phone would.
        val push = """{"kind":"your_turn","game_id":"$id","version":${sent.version}}"""
        assertEquals(1, runBlocking { other.handlePush(push) }.updatedGames)
        assertThrows<SlovoException.InvalidArgument> { runBlocking { other.handlePush("{not json") } }
        assertSameGame(player.onlineGame(id), other.onlineGame(id))

        assertThrows<SlovoException.InvalidArgument> { runBlocking { other.playOnlineText(id, "what is this") } }
        assertTrue(runBlocking { other.playOnlineText(id, "pass") } is MoveResult.Sent)
        runBlocking { ann.syncNow(); bob.syncNow() }
        val annView = ann.onlineGame(id)
        assertSameGame(annView, bob.onlineGame(id))
        assertEquals("pass", annView.history.last().text)
        assertTrue(player.onlineGame(id).myTurn)

        // Resigning ends a two-player game for both.
        assertTrue(runBlocking { bob.resignOnline(id) } is MoveResult.Sent)
        assertTrue(bob.onlineGame(id).finished)
        runBlocking { ann.syncNow() }
        val end = ann.onlineGame(id)
        assertTrue(end.finished)
        assertEquals(listOf(1, 2), end.ranks, "Ann wins by Bob's resignation")
        assertEquals(listOf(false, true), end.eliminated)
        assertSameGame(end, bob.onlineGame(id))
        assertTrue(ann.onlineGames().single { it.id == id }.finished)
        assertTrue(ann.droppedMoves().isEmpty())
    }

    @Test
    fun `an online preview gives the verdict the server then gives the play`() {
        val url = startServer(dir.resolve("server.db"))
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob, OnlineGameMode.DAILY)
        runBlocking { bob.syncNow() }
        for (turn in 1..6) {
            val who = mover(id, ann, bob)
            val other = if (who === ann) bob else ann
            val faces = who.onlineGame(id).rack.filter { it != "?" }
            val lone = who.previewOnline(id, listOf(TilePlacement(7, 7, faces[0])))
            assertFalse(lone.valid, "one tile cannot open a game")
            assertNotNull(lone.error)
            assertNull(lone.score)
            assertTrue(lone.words.isEmpty())
            assertThrows<SlovoException.NotYourTurn> { other.previewOnline(id, listOf(TilePlacement(7, 7, faces[0]))) }
            assertThrows<SlovoException.InvalidArgument> { who.previewOnline(id, listOf(TilePlacement(15, 7, faces[0]))) }
            assertThrows<SlovoException.UnknownGame> { who.previewOnline("no-such-game", emptyList()) }
            // A pair of my tiles across the centre that the preview finds good is a play the
            // server takes, for the score the preview said.
            for (i in faces.indices) for (j in faces.indices) {
                if (i == j) continue
                val tiles = listOf(TilePlacement(7, 7, faces[i]), TilePlacement(7, 8, faces[j]))
                val preview = who.previewOnline(id, tiles)
                if (!preview.valid) {
                    assertNotNull(preview.error)
                    continue
                }
                assertEquals(listOf(faces[i] + faces[j]), preview.words)
                val before = who.onlineGame(id)
                val sent = runBlocking { who.playOnline(id, tiles) }
                assertTrue(sent is MoveResult.Sent, sent.toString())
                val after = who.onlineGame(id)
                assertEquals(before.scores[before.me] + preview.score!!, after.scores[after.me])
                // What I cannot see: the tile set minus the board minus my rack, as the other
                // player sees it too (their rack is in mine, mine in theirs).
                runBlocking { other.syncNow() }
                for (screen in listOf(after, other.onlineGame(id))) {
                    val onBoard = screen.cells.count { it.tile != null }
                    assertEquals(100 - onBoard - screen.rack.size, screen.unseen.sumOf { it.count })
                    assertTrue(screen.unseen.all { it.count > 0 })
                }
                val setFaces = tileSet(after.tileSet).map { it.face }
                assertEquals(after.unseen.map { it.face }, setFaces.filter { f -> after.unseen.any { it.face == f } })
                assertThrows<SlovoException.NotYourTurn> { who.previewOnline(id, tiles) }
                return
            }
            assertTrue(runBlocking { who.exchangeOnline(id, faces.take(2)) } is MoveResult.Sent)
            runBlocking { ann.syncNow(); bob.syncNow() }
        }
        fail("no two-letter word on six racks")
    }

    @Test
    fun `a push token is set on the server, shown and cleared`() {
        val url = startServer(dir.resolve("server.db"))
        val lone = Slovo(dir.resolve("device-lone").toString(), lexicons)
        cores += lone
        assertThrows<SlovoException.NotRegistered> { runBlocking { lone.setPushToken(PushTokenPlatform.FCM, "tok") } }
        assertThrows<SlovoException.NotRegistered> { runBlocking { lone.clearPushToken() } }
        val ann = device("Ann", url)
        val before = runBlocking { ann.onlineDevice() }
        assertEquals(ann.account()!!.deviceId, before.deviceId)
        assertEquals("Ann", before.displayName)
        assertNull(before.pushPlatform)

        runBlocking { ann.setPushToken(PushTokenPlatform.FCM, "fcm-registration-token:1") }
        assertEquals(PushTokenPlatform.FCM, runBlocking { ann.onlineDevice() }.pushPlatform)
        // A new token replaces the old one, on whichever platform.
        runBlocking { ann.setPushToken(PushTokenPlatform.APNS, "00ff00ff") }
        assertEquals(PushTokenPlatform.APNS, runBlocking { ann.onlineDevice() }.pushPlatform)
        assertThrows<SlovoException.ServerRefused> { runBlocking { ann.setPushToken(PushTokenPlatform.APNS, "not hex") } }
        assertThrows<SlovoException.InvalidArgument> { runBlocking { ann.setPushToken(PushTokenPlatform.FCM, " ") } }
        assertEquals(PushTokenPlatform.APNS, runBlocking { ann.onlineDevice() }.pushPlatform)

        runBlocking { ann.clearPushToken() }
        assertNull(runBlocking { ann.onlineDevice() }.pushPlatform)
        runBlocking { ann.clearPushToken() } // clearing twice is fine

        servers.forEach(::stop)
        assertThrows<SlovoException.Offline> { runBlocking { ann.setPushToken(PushTokenPlatform.FCM, "tok") } }
        assertThrows<SlovoException.Offline> { runBlocking { ann.clearPushToken() } }
    }

    @Test
    fun `a daily move made while the server is down is queued, then sent exactly once`() {
        val db = dir.resolve("server.db")
        val url = startServer(db)
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val daily = meet(ann, bob, OnlineGameMode.DAILY)
        val quick = meet(ann, bob, OnlineGameMode.QUICK)
        val who = mover(daily, ann, bob)
        val other = if (who === ann) bob else ann
        val before = who.onlineGame(daily)

        servers.forEach(::stop)
        val queued = runBlocking { who.passOnline(daily) }
        assertTrue(queued is MoveResult.Queued, queued.toString())
        val waiting = who.onlineGame(daily)
        assertEquals(1, waiting.queued)
        assertFalse(waiting.myTurn, "my move of this turn is made, only not sent")
        assertEquals(before.version, waiting.version)
        assertThrows<SlovoException.NotYourTurn> { runBlocking { who.passOnline(daily) } }
        val offline = runBlocking { who.syncNow() }
        assertNotNull(offline.offline)
        assertEquals(1, offline.waiting)
        assertNotNull(offline.nextAttemptAt)
        // A quick game's clock runs on the server: its moves are refused, not queued.
        val quickMover = mover(quick, ann, bob)
        assertThrows<SlovoException.NeedsNetwork> { runBlocking { quickMover.passOnline(quick) } }
        assertEquals(0, quickMover.onlineGame(quick).queued)
        assertThrows<SlovoException.Offline> { runBlocking { ann.createRoom(OnlineGameMode.DAILY, "en", 2) } }

        // The server comes back on the same database, at a new address.
        val newUrl = startServer(db)
        listOf(ann, bob).forEach { it.setServer(newUrl) }
        assertEquals(newUrl, who.server())
        val synced = runBlocking { who.syncNow() }
        assertEquals(1, synced.sent)
        assertEquals(0, synced.waiting)
        assertNull(synced.offline)
        assertEquals(0, runBlocking { who.syncNow() }.sent, "sent once")
        runBlocking { other.syncNow() }
        val after = other.onlineGame(daily)
        assertEquals(before.version + 1, after.version)
        assertEquals(1, after.history.count { it.text == "pass" })
        assertTrue(after.myTurn)
        assertSameGame(after, who.onlineGame(daily))
        assertEquals(0, who.onlineGame(daily).queued)
        assertTrue(who.droppedMoves().isEmpty())
    }

    @Test
    fun `a queued move the game left behind is dropped, shown and acknowledged`() {
        val url = startServer(dir.resolve("server.db"))
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob, OnlineGameMode.DAILY)
        val who = mover(id, ann, bob)
        val other = if (who === ann) bob else ann
        who.setServer("http://127.0.0.1:9") // this device loses the server for a while
        assertTrue(runBlocking { who.passOnline(id) } is MoveResult.Queued)
        assertTrue(runBlocking { other.resignOnline(id) } is MoveResult.Sent)

        who.setServer(url)
        val sync = runBlocking { who.syncNow() }
        assertEquals(0, sync.sent)
        val dropped = sync.dropped.single()
        assertEquals(id, dropped.gameId)
        assertTrue(dropped.reason.isNotBlank())
        assertEquals(listOf(dropped), who.droppedMoves())
        val screen = who.onlineGame(id)
        assertEquals(listOf(dropped), screen.dropped)
        assertTrue(screen.finished)
        assertEquals(0, screen.queued)
        who.acknowledgeDropped(dropped.moveId)
        assertTrue(who.droppedMoves().isEmpty())
    }

    @Test
    fun `two strangers seeking the same game are matched while both wait`() {
        val url = startServer(dir.resolve("server.db"))
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val alone = runBlocking { ann.seek(OnlineGameMode.DAILY, "bulgarian", 2, 0) }
        assertTrue(alone is SeekOutcome.Pending, alone.toString())
        // Both suspend on worker threads at once: whichever seek comes second makes the match.
        val (a, b) = runBlocking {
            val first = async { ann.seek(OnlineGameMode.DAILY, "english", 2, 10_000) }
            val second = async { bob.seek(OnlineGameMode.DAILY, "english", 2, 10_000) }
            first.await() to second.await()
        }
        val matched = a as? SeekOutcome.Matched ?: fail("Ann's seek: $a")
        assertEquals(matched, b)
        assertEquals(listOf("Ann", "Bob"), ann.onlineGame(matched.gameId).names.sorted())
        assertSameGame(ann.onlineGame(matched.gameId), bob.onlineGame(matched.gameId))
        assertThrows<SlovoException.InvalidArgument> {
            runBlocking { ann.seek(OnlineGameMode.DAILY, "english", 2, -1) }
        }
    }

    @Test
    fun `a pending seek is polled, withdrawn, or answers with the match it made first`() {
        val url = startServer(dir.resolve("server.db"))
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val first = runBlocking { ann.seek(OnlineGameMode.DAILY, "english", 2, 0) } as? SeekOutcome.Pending
            ?: fail("Ann's seek waits")
        assertEquals(first, runBlocking { ann.pollSeek(first.seekId) }, "polling makes no new seek")
        assertEquals(SeekOutcome.Expired, runBlocking { ann.cancelSeek(first.seekId) })
        assertThrows<SlovoException.ServerRefused> { runBlocking { ann.pollSeek(first.seekId) } }
        assertThrows<SlovoException.ServerRefused> { runBlocking { ann.cancelSeek(first.seekId) } }
        // Nobody is matched with a withdrawn seek.
        val waiting = runBlocking { bob.seek(OnlineGameMode.DAILY, "english", 2, 0) } as? SeekOutcome.Pending
            ?: fail("Bob's seek waits: Ann's was withdrawn")
        assertThrows<SlovoException.ServerRefused> { runBlocking { ann.cancelSeek(waiting.seekId) } }

        // Ann seeks again and is matched with Bob: his poll, and his withdrawal that comes too
        // late, both answer with the game, fetched.
        val matched = runBlocking { ann.seek(OnlineGameMode.DAILY, "english", 2, 0) } as? SeekOutcome.Matched
            ?: fail("Ann's second seek pairs with Bob's")
        assertEquals(matched, runBlocking { bob.pollSeek(waiting.seekId) })
        assertEquals(matched, runBlocking { bob.cancelSeek(waiting.seekId) })
        assertSameGame(ann.onlineGame(matched.gameId), bob.onlineGame(matched.gameId))

        servers.forEach(::stop)
        assertThrows<SlovoException.Offline> { runBlocking { bob.pollSeek(waiting.seekId) } }
        assertThrows<SlovoException.Offline> { runBlocking { bob.cancelSeek(waiting.seekId) } }
    }

    @Test
    fun `setup mistakes are typed exceptions`() {
        val core = Slovo(dir.resolve("device").toString(), lexicons)
        cores += core
        assertNull(core.server())
        assertNull(core.account())
        assertThrows<SlovoException.NotRegistered> { runBlocking { core.register("Ann") } }
        assertThrows<SlovoException.InvalidArgument> { core.setServer("ftp://example.org") }
        assertThrows<SlovoException.UnknownLanguage> {
            runBlocking { core.createRoom(OnlineGameMode.DAILY, "elvish", 2) }
        }
        assertThrows<SlovoException.UnknownGame> { core.onlineGame("no-such-game") }
        assertTrue(core.onlineGames().isEmpty())
        // Nothing listens on port 9 of this machine.
        core.setServer("http://127.0.0.1:9")
        assertEquals("http://127.0.0.1:9", core.server())
        assertThrows<SlovoException.Offline> { runBlocking { core.register("Ann") } }
    }

    /** What a watch told its listener, in order, for the test to wait on. */
    private class Heard : OnlineGameListener {
        val screens = LinkedBlockingQueue<OnlineGameScreen>()
        val connections = LinkedBlockingQueue<Boolean>()
        val ends = LinkedBlockingQueue<String>()

        override fun onUpdate(screen: OnlineGameScreen) {
            screens.put(screen)
        }

        override fun onConnection(live: Boolean, problem: String?) {
            connections.put(live)
        }

        override fun onEnd(reason: String) {
            ends.put(reason)
        }
    }

    private fun <T> LinkedBlockingQueue<T>.next(what: String): T =
        poll(20, TimeUnit.SECONDS) ?: fail("the listener heard no $what")

    @Test
    fun `a watched quick game reaches the listener live, until the watch stops or the game ends`() {
        val url = startServer(dir.resolve("server.db"))
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob, OnlineGameMode.QUICK)
        runBlocking { bob.syncNow() }
        val first = mover(id, ann, bob)
        val second = if (first === ann) bob else ann

        val heard = Heard()
        val watch = second.watchOnlineGame(id, heard)
        assertTrue(heard.connections.next("connection"), "the stream opened")
        assertTrue(runBlocking { first.passOnline(id) } is MoveResult.Sent)
        // No sync: the screen comes by itself.
        val screen = heard.screens.next("move")
        assertEquals(1L, screen.version.toLong())
        assertTrue(screen.myTurn)
        assertEquals(screen.version, second.onlineGame(id).version, "the local copy keeps it")

        watch.stop()
        assertTrue(runBlocking { second.passOnline(id) } is MoveResult.Sent)
        assertTrue(runBlocking { first.resignOnline(id) } is MoveResult.Sent)
        assertNull(heard.screens.poll(1500, TimeUnit.MILLISECONDS), "nothing after stop()")
        assertTrue(heard.ends.isEmpty())

        // Watching a game that is over ends at once, and says why.
        runBlocking { second.syncNow() }
        val late = Heard()
        second.watchOnlineGame(id, late).use {
            assertEquals("the game is over", late.ends.next("end"))
        }
    }
}
