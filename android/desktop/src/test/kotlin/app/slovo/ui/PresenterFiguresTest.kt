package app.slovo.ui

import app.slovo.ui.core.BotGameSetup
import app.slovo.ui.core.Level
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.Verdict
import app.slovo.ui.game.GameEvent
import app.slovo.ui.game.GamePresenter
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.cancel
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * The game presenter against the real core, without a screen: what a tap costs from the
 * presenter's event to the state it shows (the UI tests' taps add the test harness's own
 * waiting). Prints medians as `figures:` lines; asserts only what the states say.
 */
class PresenterFiguresTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun `opening a game and a preview round trip, measured`() = runBlocking {
        val core = SlovoCore.open(File(dir, "data"), lexicons)
        val id = core.newGame(BotGameSetup("czech", "Ann", listOf(Level.Easy), seed = 11))
        val opens = mutableListOf<Long>()
        val previews = mutableListOf<Long>()
        repeat(21) { round ->
            val scope = CoroutineScope(Dispatchers.Default)
            val start = System.nanoTime()
            val presenter = GamePresenter(core, id, online = false, scope = scope)
            presenter.start()
            val opened = withTimeout(60_000) { presenter.state.first { it.game != null && it.busy == null } }
            opens += System.nanoTime() - start
            val game = opened.game!!
            if (round == 0) check(game.myTurn) { "the bot moved first; the seed gives Ann the first turn" }
            val hint = core.hints(id, 1).first()
            // All but the last tile placed; the last one's tap is the one timed.
            hint.placements.dropLast(1).forEachIndexed { i, p ->
                presenter.onEvent(
                    GameEvent.TapRack(
                        slotOf(
                            game.rack,
                            hint.placements.take(i).map {
                                if (it.blank) "?" else it.face
                            },
                            p.face,
                            p.blank,
                        ),
                    ),
                )
                presenter.onEvent(GameEvent.TapSquare(p.row, p.col))
                if (p.blank) presenter.onEvent(GameEvent.PickBlank(p.face))
            }
            val last = hint.placements.last()
            presenter.onEvent(
                GameEvent.TapRack(
                    slotOf(
                        game.rack,
                        hint.placements.dropLast(1).map {
                            if (it.blank) "?" else it.face
                        },
                        last.face,
                        last.blank,
                    ),
                ),
            )
            val tapped = System.nanoTime()
            presenter.onEvent(GameEvent.TapSquare(last.row, last.col))
            if (last.blank) presenter.onEvent(GameEvent.PickBlank(last.face))
            val shown = withTimeout(60_000) { presenter.state.first { it.verdict != null } }
            previews += System.nanoTime() - tapped
            assertEquals(Verdict.Legal(hint.score, (shown.verdict as Verdict.Legal).words), shown.verdict)
            presenter.stop()
            scope.cancel()
        }
        fun median(xs: List<Long>) = xs.drop(1).sorted()[xs.size / 2 - 1] / 1000
        println(
            "figures: opening a game screen (presenter, core view), median ${median(opens)} µs over ${opens.size - 1} (first run left out)",
        )
        println("figures: preview round trip from a tap (presenter, core preview), median ${median(previews)} µs over ${previews.size - 1}")
        core.close()
    }

    /** The rack slot of the next tile to place: [face] (or a blank), skipping the slots [used] already took. */
    private fun slotOf(rack: List<String>, used: List<String>, face: String, blank: Boolean): Int {
        val taken = used.toMutableList()
        val want = if (blank) "?" else face
        return rack.indices.first { i ->
            if (rack[i] != want) {
                false
            } else if (taken.remove(rack[i])) {
                false
            } else {
                true
            }
        }
    }
}
