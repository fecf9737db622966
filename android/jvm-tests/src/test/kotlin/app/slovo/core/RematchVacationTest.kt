package app.slovo.core

import java.io.File
import java.nio.file.Path
import java.util.concurrent.TimeUnit
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
 * Rematches, vacations and the block list through the bindings against a real `slovo-server`
 * (system property `slovo.server.bin`, set by scripts/test-jvm) over a temp SQLite database:
 * two devices finish a game, one offers a rematch and the other accepts (the new game is on
 * both devices, its seats rotated) or declines; a vacation moves a daily deadline as the
 * opponent sees it, and ending it early moves it back; a block is listed to the blocker only
 * and undone; a friend invited to Tycoon (inviteFriend's family) plays it, and its rematch is
 * a Tycoon game.
 */
class RematchVacationTest {
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
        servers.forEach { p ->
            p.destroy()
            if (!p.waitFor(5, TimeUnit.SECONDS)) p.destroyForcibly().waitFor()
        }
        cores.forEach { it.close() }
    }

    /** Starts slovo-server on a free port over a temp database (with [extra] flags); returns its address. */
    private fun startServer(vararg extra: String): String {
        val out = dir.resolve("server.out").toFile()
        val err = dir.resolve("server.err").toFile()
        val db = dir.resolve("server.db")
        val process = ProcessBuilder(
            serverBin, "--listen", "127.0.0.1:0", "--database", "sqlite://$db", "--lexicons", lexicons, *extra,
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

    private fun device(name: String, url: String): Slovo {
        val core = Slovo(dir.resolve("device-$name").toString(), lexicons)
        cores += core
        core.setServer(url)
        runBlocking { core.register(name) }
        return core
    }

    /** Ann opens a daily room, Bob joins it; both have the game. */
    private fun meet(ann: Slovo, bob: Slovo): String {
        val room = runBlocking { ann.createRoom(OnlineGameMode.DAILY, "english", 2) }
        val id = runBlocking { bob.joinRoom(room.code) }.gameId ?: fail("the full room's game has started")
        runBlocking { ann.syncNow() }
        return id
    }

    /** [loser] resigns the game; both devices see it over. */
    private fun finish(id: String, loser: Slovo, vararg all: Slovo) {
        assertTrue(runBlocking { loser.resignOnline(id) } is MoveResult.Sent)
        all.forEach { runBlocking { it.syncNow() } }
        all.forEach { assertTrue(it.onlineGame(id).finished) }
    }

    @Test
    fun `a rematch offered after a finished game is accepted and starts with the seats rotated`() {
        val url = startServer()
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob)
        // Not before the game is over, and not of a game this device lacks.
        val early = assertThrows<SlovoException.ServerRefused> { runBlocking { ann.offerRematch(id) } }
        assertEquals("The game is not over yet.", early.message)
        assertThrows<SlovoException.UnknownGame> { runBlocking { ann.rematch("no-such-game") } }
        finish(id, bob, ann, bob)

        // Nothing offered yet: both may offer.
        val before = runBlocking { bob.rematch(id) }
        assertEquals(RematchPhase.NOT_OFFERED, before.phase)
        assertTrue(before.canOffer && !before.canAnswer)
        assertTrue(before.seats.isEmpty())

        val offered = runBlocking { ann.offerRematch(id) }
        assertEquals(RematchPhase.OPEN, offered.phase)
        assertTrue(offered.offeredByMe && !offered.canAnswer && !offered.canOffer)
        assertEquals(0, offered.offeredBy)
        assertEquals("You offered a rematch. Waiting for Bob to answer.", offered.text)
        assertEquals(listOf(RematchSeatAnswer.ACCEPTED, RematchSeatAnswer.WAITING), offered.seats.map { it.answer })
        assertEquals(listOf(true, false), offered.seats.map { it.me })
        // One offer per game.
        assertThrows<SlovoException.ServerRefused> { runBlocking { bob.offerRematch(id) } }

        val seen = runBlocking { bob.rematch(id) }
        assertEquals(RematchPhase.OPEN, seen.phase)
        assertTrue(seen.canAnswer && !seen.offeredByMe)
        assertEquals("Ann offers a rematch.", seen.text)
        assertEquals(listOf("Ann: accepted", "Bob: no answer yet"), seen.seats.map { it.text })
        // Ann has answered by offering.
        assertThrows<SlovoException.ServerRefused> { runBlocking { ann.acceptRematch(id) } }

        val started = runBlocking { bob.acceptRematch(id) }
        assertEquals(RematchPhase.STARTED, started.phase)
        assertEquals("Everyone accepted: the new game has started.", started.text)
        val newId = started.newGameId ?: fail("the new game's id")
        assertTrue(newId != id)
        // On Bob's device at once, and on Ann's with her next look at the rematch.
        val bobsNew = bob.onlineGame(newId)
        assertThrows<SlovoException.UnknownGame> { ann.onlineGame(newId) }
        val annSees = runBlocking { ann.rematch(id) }
        assertEquals(RematchPhase.STARTED, annSees.phase)
        assertEquals(newId, annSees.newGameId)
        val annsNew = ann.onlineGame(newId)
        // The same terms, the seats moved on by one: Bob sits first now.
        assertEquals(listOf("Ann", "Bob"), ann.onlineGame(id).names)
        assertEquals(listOf("Bob", "Ann"), annsNew.names)
        assertEquals(listOf("Bob", "Ann"), bobsNew.names)
        assertEquals(1, annsNew.me)
        assertEquals(0, bobsNew.me)
        assertFalse(annsNew.finished)
        assertEquals(OnlineGameMode.DAILY, annsNew.mode)
        assertEquals("english", annsNew.language.lowercase())
        assertEquals(listOf(0, 0), annsNew.scores)
        // Closed once started.
        assertThrows<SlovoException.ServerRefused> { runBlocking { bob.declineRematch(id) } }
    }

    @Test
    fun `a declined rematch is closed for everyone`() {
        val url = startServer()
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob)
        finish(id, ann, ann, bob)
        val offered = runBlocking { bob.offerRematch(id) }
        assertEquals(1, offered.offeredBy)
        val declined = runBlocking { ann.declineRematch(id) }
        assertEquals(RematchPhase.DECLINED, declined.phase)
        assertEquals("You declined the rematch.", declined.text)
        assertNull(declined.newGameId)
        assertFalse(declined.canAnswer || declined.canOffer)
        val bobSees = runBlocking { bob.rematch(id) }
        assertEquals(RematchPhase.DECLINED, bobSees.phase)
        assertEquals("Ann declined the rematch.", bobSees.text)
        assertEquals(listOf(RematchSeatAnswer.DECLINED, RematchSeatAnswer.ACCEPTED), bobSees.seats.map { it.answer })
        val closed = assertThrows<SlovoException.ServerRefused> { runBlocking { ann.acceptRematch(id) } }
        assertEquals("This rematch offer is closed.", closed.message)
        assertEquals(1, ann.onlineGames().size, "no new game")
    }

    @Test
    fun `a vacation moves the daily deadline the opponent sees, and ending it early moves it back`() {
        val url = startServer()
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob)
        runBlocking { bob.syncNow() }
        val away = if (ann.onlineGame(id).myTurn) ann else bob
        val other = if (away === ann) bob else ann
        val awayName = if (away === ann) "Ann" else "Bob"
        val deadline = other.onlineGame(id).deadline ?: fail("a daily game has a deadline")
        assertTrue(runBlocking { other.onlineGameVacations(id, 0) }.isEmpty())

        val off = runBlocking { away.vacation(0) }
        assertFalse(off.onVacation)
        assertNull(off.until)
        assertEquals(0u, off.daysUsed)
        assertEquals(off.daysPerYear, off.daysLeft)
        assertEquals("Not on vacation.", off.status)
        // Bad input is refused before any request, and changes nothing.
        assertThrows<SlovoException.InvalidArgument> { runBlocking { away.startVacation(0, 0) } }
        assertThrows<SlovoException.ServerRefused> { runBlocking { away.startVacation(off.daysPerYear.toInt() + 1, 0) } }
        assertThrows<SlovoException.ServerRefused> { runBlocking { away.endVacation(0) } }
        assertFalse(runBlocking { away.vacation(0) }.onVacation)

        val before = System.currentTimeMillis()
        val on = runBlocking { away.startVacation(3, 0) }
        assertTrue(on.onVacation)
        val until = on.until ?: fail("until when")
        assertTrue(until in before + 3 * DAY..System.currentTimeMillis() + 3 * DAY, "$until")
        assertEquals(3u, on.daysUsed)
        assertEquals(on.daysPerYear - 3u, on.daysLeft)
        assertTrue(on.status.startsWith("On vacation until "), on.status)
        assertThrows<SlovoException.ServerRefused> { runBlocking { away.startVacation(1, 0) } }

        // The opponent sees who is away until when, and the deadline moved by the three days.
        val seen = runBlocking { other.onlineGameVacations(id, 0) }
        assertEquals(1, seen.size)
        assertEquals(awayName, seen[0].name)
        assertEquals(until, seen[0].until)
        assertFalse(seen[0].me)
        assertTrue(seen[0].text.startsWith("$awayName is on vacation until "), seen[0].text)
        val moved = other.onlineGame(id).deadline ?: fail("still a deadline")
        assertTrue(moved - deadline in 3 * DAY - MINUTE..3 * DAY + MINUTE, "moved by ${moved - deadline} ms")
        // The player away sees it of themselves too.
        assertTrue(runBlocking { away.onlineGameVacations(id, 0) }.single().me)

        // Back early: the deadline is the first one, moved by the little time paused.
        val back = runBlocking { away.endVacation(0) }
        assertFalse(back.onVacation)
        assertEquals(1u, back.daysUsed, "a day begun counts whole")
        assertTrue(runBlocking { other.onlineGameVacations(id, 0) }.isEmpty())
        val after = other.onlineGame(id).deadline ?: fail("still a deadline")
        assertTrue(after - deadline in 0..MINUTE, "moved by ${after - deadline} ms")
    }

    @Test
    fun `a blocked player is on my list only, and unblocked`() {
        val url = startServer()
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        val id = meet(ann, bob)
        val empty = runBlocking { ann.blockedPlayers(0) }
        assertTrue(empty.blocked.isEmpty())
        assertEquals("You have blocked nobody.", empty.empty)
        val bobSeat = 1 - ann.onlineGame(id).me
        assertEquals("Bob is blocked. They are not told.", runBlocking { ann.blockPlayer(id, bobSeat) })
        val list = runBlocking { ann.blockedPlayers(0) }
        assertNull(list.empty)
        assertEquals(listOf("Bob"), list.blocked.map { it.name })
        assertTrue(list.blocked[0].text.startsWith("blocked on "), list.blocked[0].text)
        // Nobody but the blocker sees it.
        assertTrue(runBlocking { bob.blockedPlayers(0) }.blocked.isEmpty())

        assertThrows<SlovoException.InvalidArgument> { runBlocking { ann.unblockPlayer("  ") } }
        val bobId = list.blocked[0].playerId
        assertEquals("Bob is unblocked.", runBlocking { ann.unblockPlayer(bobId) })
        assertTrue(runBlocking { ann.blockedPlayers(0) }.blocked.isEmpty())
        assertThrows<SlovoException.ServerRefused> { runBlocking { ann.unblockPlayer(bobId) } }
        assertNotNull(runBlocking { ann.blockedPlayers(0) }.empty)
    }

    @Test
    fun `a friend invited to Tycoon plays it, and its rematch is a Tycoon game`() {
        // Daily moves of 2 s: the first player's time runs out, and with two the other wins.
        val url = startServer("--daily-move-seconds", "2")
        val ann = device("Ann", url)
        val bob = device("Bob", url)
        runBlocking { bob.addFriendByCode(runBlocking { ann.friends() }.friendCode) }
        val bobId = runBlocking { ann.friends() }.incoming.single().playerId
        runBlocking { ann.acceptFriend(bobId) }
        // Tycoon is played in English: the server refuses another language.
        assertThrows<SlovoException.ServerRefused> {
            runBlocking { ann.inviteFriend(bobId, OnlineGameMode.DAILY, "slovak", null, GameFamily.TYCOON) }
        }
        runBlocking { ann.inviteFriend(bobId, OnlineGameMode.DAILY, "english", null, GameFamily.TYCOON) }
        val invite = runBlocking { bob.friends() }.invites.single()
        assertEquals(GameFamily.TYCOON, invite.kind)
        assertEquals("Ann invites you: daily, Tycoon", invite.text)
        val id = runBlocking { bob.acceptInvite(invite.inviteId) }.gameId ?: fail("the invited game started")
        assertEquals(GameFamily.TYCOON, bob.onlineGameKind(id))
        runBlocking { ann.syncNow() }
        assertEquals(GameFamily.TYCOON, ann.onlineGameKind(id))
        assertEquals(0, ann.onlineTycoonGame(id).me, "the inviter sits first")
        assertTrue(runBlocking { bob.onlineGameVacations(id, 0) }.isEmpty())

        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20)
        while (!bob.onlineTycoonGame(id).finished) {
            if (System.nanoTime() > deadline) fail("Ann's time ran out")
            Thread.sleep(300)
            runBlocking { bob.syncOnlineTycoon(id) }
        }
        assertEquals(RematchPhase.NOT_OFFERED, runBlocking { ann.rematch(id) }.phase)
        val offered = runBlocking { bob.offerRematch(id) }
        assertEquals(RematchPhase.OPEN, offered.phase)
        assertEquals("You offered a rematch. Waiting for Ann to answer.", offered.text)
        val started = runBlocking { ann.acceptRematch(id) }
        assertEquals(RematchPhase.STARTED, started.phase)
        val newId = started.newGameId ?: fail("the new game's id")
        // A Tycoon game on Ann's device at once, the seats rotated: Bob starts it.
        assertEquals(GameFamily.TYCOON, ann.onlineGameKind(newId))
        val annsNew = ann.onlineTycoonGame(newId)
        assertEquals(1, annsNew.me)
        assertEquals(listOf("Bob", "Ann"), annsNew.players.map { it.name })
        assertEquals(7, annsNew.hand.size)
        assertEquals(newId, runBlocking { bob.rematch(id) }.newGameId)
        assertEquals(0, bob.onlineTycoonGame(newId).me)
    }

    private companion object {
        const val MINUTE = 60_000L
        const val DAY = 86_400_000L
    }
}
