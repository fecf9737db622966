package app.slovo.ui.tycoon

import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonPreview
import app.slovo.core.TycoonScreen
import app.slovo.core.TycoonWord
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.onEach
import kotlinx.coroutines.test.TestScope
import kotlinx.coroutines.test.advanceTimeBy
import kotlinx.coroutines.test.currentTime
import kotlinx.coroutines.test.runCurrent
import kotlinx.coroutines.test.runTest
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The Tycoon presenter's loop over an online table (a fake: the server's copy of a quick game,
 * its clocks running) on virtual time: it ticks and syncs while the game goes on, and stops
 * once the game is over (or never starts for a game already over), as the iOS presenter does.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class TycoonPresenterTest {
    /** An online quick game that ends at the sync numbered [finishAt] (0: over from the start). */
    private class FakeOnlineTable(private val finishAt: Int) : TycoonTable {
        var syncs = 0
        var reads = 0
        private val playing = TycoonSamples.twoPlayerStart().copy(current = 1, myTurn = false)
        private val over = TycoonSamples.finishedFour().copy(phase = TycoonPhase.OVER)

        override suspend fun screen(): TycoonSeen {
            reads++
            val screen = if (syncs >= finishAt) over else playing
            val clocks = screen.players.map { 60_000L }
            return TycoonSeen(screen, OnlineTurn(0, emptyList(), null, clocks, screen.players.map { false }))
        }

        override suspend fun preview(words: List<TycoonWord>): TycoonPreview = error("no words built here")

        override suspend fun act(action: TycoonAction) = error("no moves made here")

        override suspend fun others() {
            syncs++
        }

        override suspend fun acknowledge(moveId: String) = Unit

        override val polled = true
    }

    /** Runs a presenter over [table] for [ms] of virtual time; the states it emitted, counted. */
    private fun TestScope.run(table: FakeOnlineTable, ms: Long): List<TycoonState> {
        val states = mutableListOf<TycoonState>()
        val presenter = TycoonPresenter(table, backgroundScope, clock = { currentTime })
        presenter.state.onEach { states += it }.launchIn(backgroundScope)
        presenter.start()
        runCurrent()
        advanceTimeBy(ms)
        runCurrent()
        return states
    }

    @Test
    fun `the loop ticks the clocks and syncs while the game goes on, and stops when it is over`() = runTest {
        val table = FakeOnlineTable(finishAt = 2)
        val states = run(table, 60_000)
        // A sync every three seconds until the second one finds the game over: none after it.
        assertEquals(2, table.syncs, "syncs")
        val overAt = states.indexOfFirst { it.screen?.finished == true }
        assertTrue(overAt >= 0, "the end was shown")
        assertTrue(states.take(overAt).count { it.screen?.finished == false } > 2, "the clocks ticked while the game went on")
        assertEquals(1, states.size - overAt, "states after the end: ${states.drop(overAt).map { it.now }}")
    }

    @Test
    fun `a game already over is read once, and neither ticks nor syncs`() = runTest {
        val table = FakeOnlineTable(finishAt = 0)
        val states = run(table, 60_000)
        assertEquals(0, table.syncs, "syncs")
        assertEquals(1, table.reads, "reads")
        assertEquals(1, states.count { it.screen != null }, "states with the table: ${states.map { it.now }}")
    }
}
