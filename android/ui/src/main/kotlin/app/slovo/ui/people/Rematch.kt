package app.slovo.ui.people

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.slovo.ui.core.SlovoCore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch

sealed interface RematchEvent {
    data object Offer : RematchEvent
    data object Accept : RematchEvent
    data object Decline : RematchEvent

    /** Open the new game (when it started while the player looked elsewhere). */
    data object Open : RematchEvent
}

data class RematchState(
    /** Null until the server answered (or while it cannot be reached). */
    val rematch: Rematch? = null,
    val busy: Boolean = false,
    /** A refusal or a failure, in words. */
    val message: String? = null,
    val eventSink: (RematchEvent) -> Unit = {},
)

/**
 * The rematch part of a finished online game's end panel: reads the offer when the game is
 * over, then every few seconds while it waits for answers (everyone sees the others' answers
 * come in), and opens the new game once everyone accepted.
 */
class RematchPresenter(
    private val core: SlovoCore,
    private val gameId: String,
    private val scope: CoroutineScope,
    /** The new game, to open. */
    private val onGame: (String) -> Unit,
    private val pollMs: Long = 3_000,
) {
    private val mutable = MutableStateFlow(RematchState(eventSink = ::onEvent))
    val state: StateFlow<RematchState> = mutable.asStateFlow()
    private var opened = false

    /** Follows the offer until it is closed; the caller starts it once the game is over. */
    fun start(): Job = scope.launch {
        while (isActive) {
            refresh()
            val stage = mutable.value.rematch?.stage
            if (stage == RematchStage.Started || stage == RematchStage.Declined) break
            delay(pollMs)
        }
    }

    private suspend fun refresh() {
        if (mutable.value.busy) return
        runCatching { core.rematch(gameId) }.onSuccess(::show)
    }

    /** A state seen: a rematch that has just started opens (once). */
    private fun show(r: Rematch) {
        val before = mutable.value.rematch?.stage
        mutable.update { it.copy(rematch = r) }
        if (r.stage == RematchStage.Started && before != null && before != RematchStage.Started) open(r)
    }

    private fun open(r: Rematch) {
        val id = r.newGameId ?: return
        if (opened) return
        opened = true
        onGame(id)
    }

    fun onEvent(event: RematchEvent) {
        when (event) {
            RematchEvent.Offer -> act { core.offerRematch(gameId) }
            RematchEvent.Accept -> act { core.answerRematch(gameId, accept = true) }
            RematchEvent.Decline -> act { core.answerRematch(gameId, accept = false) }
            RematchEvent.Open -> mutable.value.rematch?.newGameId?.let(onGame)
        }
    }

    private fun act(call: suspend () -> Rematch) {
        if (mutable.value.busy) return
        mutable.update { it.copy(busy = true, message = null) }
        scope.launch {
            val r = runCatching { call() }
            mutable.update { it.copy(busy = false, message = r.exceptionOrNull()?.message) }
            r.getOrNull()?.let(::show)
        }
    }
}

/** The rematch in the end panel: the offer's state for every player and what I may do with it. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun RematchPanel(state: RematchState) {
    val send = state.eventSink
    val r = state.rematch ?: return
    val scheme = MaterialTheme.colorScheme
    Surface(Modifier.fillMaxWidth().testTag("rematch"), shape = RoundedCornerShape(12.dp), color = scheme.secondaryContainer) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(
                r.text,
                Modifier.testTag("rematch-text"),
                style = MaterialTheme.typography.bodyLarge,
                // The question before an offer is an invitation; an offer's state is news.
                fontWeight = if (r.stage == RematchStage.NotOffered) FontWeight.Normal else FontWeight.SemiBold,
                color = scheme.onSecondaryContainer,
            )
            state.message?.let {
                Text(it, Modifier.testTag("rematch-message"), color = scheme.error, style = MaterialTheme.typography.bodyMedium)
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                if (r.canOffer) {
                    Button(
                        onClick = { send(RematchEvent.Offer) },
                        enabled = !state.busy,
                        modifier = Modifier.heightIn(min = 48.dp).testTag("rematch-offer"),
                    ) { Text(PeopleStrings.REMATCH, fontWeight = FontWeight.Bold) }
                }
                if (r.canAnswer) {
                    Button(
                        onClick = { send(RematchEvent.Accept) },
                        enabled = !state.busy,
                        modifier = Modifier.heightIn(min = 48.dp).testTag("rematch-accept"),
                    ) { Text(PeopleStrings.ACCEPT, fontWeight = FontWeight.Bold) }
                    OutlinedButton(
                        onClick = { send(RematchEvent.Decline) },
                        enabled = !state.busy,
                        modifier = Modifier.heightIn(min = 48.dp).testTag("rematch-decline"),
                    ) { Text(PeopleStrings.DECLINE) }
                }
                if (r.stage == RematchStage.Started && r.newGameId != null) {
                    Button(
                        onClick = { send(RematchEvent.Open) },
                        modifier = Modifier.heightIn(min = 48.dp).testTag("rematch-open"),
                    ) { Text(PeopleStrings.OPEN_GAME, fontWeight = FontWeight.Bold) }
                }
            }
            // With three or four players, who has answered what: under the buttons, which stay in sight.
            if (r.seats.size > 2 && r.stage == RematchStage.Open) {
                r.seats.filter { !it.me }.forEach {
                    Text(
                        it.text,
                        Modifier.testTag("rematch-seat-${it.seat}"),
                        style = MaterialTheme.typography.bodyMedium,
                        color = scheme.onSecondaryContainer,
                    )
                }
            }
        }
    }
}
