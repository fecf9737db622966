package app.slovo.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.setValue
import androidx.compose.ui.test.ExperimentalTestApi
import app.slovo.ui.game.GameEvent
import app.slovo.ui.game.GameSheet
import app.slovo.ui.game.GameState
import app.slovo.ui.game.GameView
import app.slovo.ui.game.Placed
import app.slovo.ui.theme.SlovoTheme
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Test

/** The game view with a recording event sink: each control sends what it says, nothing more. */
@OptIn(ExperimentalTestApi::class)
class ViewEventsTest {
    @Test
    fun `the game screen's controls send their events`() = phoneTest {
        val events = mutableListOf<GameEvent>()
        val state = GameState(game = Samples.englishGame, now = Samples.NOW, eventSink = { events += it })
        setContent { SlovoTheme(dark = false) { GameView(state, onBack = { events += GameEvent.Dismiss }) } }
        tap("rack-2")
        tap("square-9-6")
        tap("action-shuffle")
        tap("action-exchange")
        tap("action-pass")
        tap("action-hint")
        tap("action-zoom")
        tap("action-resign")
        tap("action-history")
        tap("action-tiles")
        assertFalse(exists("action-challenge"), "no play waits for a challenge")
        assertEquals(
            listOf(
                GameEvent.TapRack(2), GameEvent.TapSquare(9, 6), GameEvent.Shuffle, GameEvent.OpenExchange, GameEvent.Pass,
                GameEvent.Hint, GameEvent.ToggleZoom, GameEvent.AskResign, GameEvent.ShowHistory, GameEvent.ShowTiles,
            ),
            events,
        )
    }

    @Test
    fun `placed tiles enable play and recall, and sheets send their choices`() = phoneTest {
        val events = mutableListOf<GameEvent>()
        var state by mutableState(
            GameState(
                game = Samples.croatianGame,
                now = Samples.NOW,
                eventSink = { events += it },
                placed = listOf(Placed(1, app.slovo.ui.core.Placement(8, 5, "Đ", false))),
            ),
        )
        setContent { SlovoTheme(dark = true) { GameView(state, onBack = {}) } }
        tap("action-play")
        tap("action-recall")
        state = state.copy(placed = emptyList(), sheet = GameSheet.BlankPicker(Samples.croatianGame.blankFaces, 0, 8, 5))
        tap("blank-LJ")
        state = state.copy(sheet = GameSheet.Exchange(setOf(0)))
        tap("exchange-3")
        tap("exchange-confirm")
        state = state.copy(sheet = GameSheet.ConfirmResign)
        tap("confirm-ok")
        assertEquals(
            listOf(
                GameEvent.Submit,
                GameEvent.Recall,
                GameEvent.PickBlank("LJ"),
                GameEvent.ToggleExchange(3),
                GameEvent.ConfirmExchange,
                GameEvent.ConfirmResign,
            ),
            events,
        )
    }
}

/** A state holder for view tests that change the state between taps. */
private fun <T> mutableState(value: T) = androidx.compose.runtime.mutableStateOf(value)
