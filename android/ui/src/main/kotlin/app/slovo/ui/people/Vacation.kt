package app.slovo.ui.people

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.slovo.ui.Heading
import app.slovo.ui.Help
import app.slovo.ui.Notice
import app.slovo.ui.Screen
import app.slovo.ui.TopBar
import app.slovo.ui.core.CoreError
import app.slovo.ui.core.SlovoCore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

sealed interface VacationEvent {
    data object Fewer : VacationEvent
    data object More : VacationEvent
    data object Start : VacationEvent
    data object End : VacationEvent
    data object Dismiss : VacationEvent
}

data class VacationState(
    val vacation: Vacation? = null,
    /** No account yet: vacations are for online daily games. */
    val notRegistered: Boolean = false,
    /** The days of the vacation to start. */
    val days: Int = 7,
    val busy: Boolean = false,
    val message: String? = null,
    val eventSink: (VacationEvent) -> Unit = {},
) {
    /** The longest vacation that may start now. */
    val maxDays: Int get() = vacation?.daysLeft ?: 0

    val canStart: Boolean get() = vacation?.onVacation == false && maxDays > 0 && days in 1..maxDays && !busy
}

/** The vacation from daily games: the days left this year, start one of some days, end it early. */
class VacationPresenter(private val core: SlovoCore, private val scope: CoroutineScope) {
    private val mutable = MutableStateFlow(VacationState(eventSink = ::onEvent))
    val state: StateFlow<VacationState> = mutable.asStateFlow()

    fun start() = scope.launch {
        runCatching { core.vacation() }
            .onSuccess(::show)
            .onFailure { e ->
                if (e is CoreError && e.kind == CoreError.Kind.NotRegistered) {
                    mutable.update { it.copy(notRegistered = true) }
                } else {
                    mutable.update { it.copy(message = e.message) }
                }
            }
    }

    /** The days chosen stay within what is left (a week to begin with, if that many are). */
    private fun show(v: Vacation) = mutable.update {
        it.copy(vacation = v, notRegistered = false, days = it.days.coerceIn(1, v.daysLeft.coerceAtLeast(1)))
    }

    fun onEvent(event: VacationEvent) {
        when (event) {
            VacationEvent.Fewer -> mutable.update { it.copy(days = (it.days - 1).coerceAtLeast(1)) }
            VacationEvent.More -> mutable.update { it.copy(days = (it.days + 1).coerceAtMost(it.maxDays.coerceAtLeast(1))) }
            VacationEvent.Start -> if (mutable.value.canStart) act { core.startVacation(mutable.value.days) }
            VacationEvent.End -> act { core.endVacation() }
            VacationEvent.Dismiss -> mutable.update { it.copy(message = null) }
        }
    }

    private fun act(call: suspend () -> Vacation) {
        if (mutable.value.busy) return
        mutable.update { it.copy(busy = true, message = null) }
        scope.launch {
            val r = runCatching { call() }
            r.getOrNull()?.let(::show)
            mutable.update { it.copy(busy = false, message = r.exceptionOrNull()?.message) }
        }
    }
}

@Composable
fun VacationView(state: VacationState, onBack: () -> Unit) {
    val send = state.eventSink
    Screen {
        Column(Modifier.fillMaxSize()) {
            TopBar(PeopleStrings.VACATION, onBack)
            Column(
                Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                if (state.notRegistered) Help(PeopleStrings.NOT_REGISTERED)
                state.vacation?.let { VacationBody(it, state) }
            }
            state.message?.let { Notice(it, onDismiss = { send(VacationEvent.Dismiss) }) }
        }
    }
}

@Composable
private fun VacationBody(v: Vacation, state: VacationState) {
    val send = state.eventSink
    Text(
        v.status,
        Modifier.padding(top = 12.dp).testTag("vacation-status"),
        style = MaterialTheme.typography.titleLarge,
        fontWeight = FontWeight.SemiBold,
    )
    Text(v.allowance, Modifier.testTag("vacation-allowance"), style = MaterialTheme.typography.bodyLarge)
    Help(v.help)
    if (v.onVacation) {
        Button(
            onClick = { send(VacationEvent.End) },
            enabled = !state.busy,
            modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("vacation-end"),
        ) { Text(PeopleStrings.END_VACATION, fontWeight = FontWeight.Bold) }
        return
    }
    if (v.daysLeft == 0) return
    Heading(PeopleStrings.START_VACATION)
    // A stepper: fewer, the days, more.
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        FilledTonalButton(
            onClick = { send(VacationEvent.Fewer) },
            enabled = state.days > 1 && !state.busy,
            modifier = Modifier.size(56.dp).semantics { contentDescription = PeopleStrings.FEWER_DAYS }.testTag("vacation-fewer"),
            contentPadding = PaddingValues(0.dp),
        ) { Text("−", style = MaterialTheme.typography.titleLarge) }
        Text(
            PeopleStrings.days(state.days),
            Modifier.widthIn(min = 72.dp).testTag("vacation-days"),
            style = MaterialTheme.typography.titleLarge,
            fontWeight = FontWeight.Bold,
            textAlign = TextAlign.Center,
        )
        FilledTonalButton(
            onClick = { send(VacationEvent.More) },
            enabled = state.days < state.maxDays && !state.busy,
            modifier = Modifier.size(56.dp).semantics { contentDescription = PeopleStrings.MORE_DAYS }.testTag("vacation-more"),
            contentPadding = PaddingValues(0.dp),
        ) { Text("+", style = MaterialTheme.typography.titleLarge) }
    }
    Button(
        onClick = { send(VacationEvent.Start) },
        enabled = state.canStart,
        modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("vacation-start"),
    ) { Text(PeopleStrings.START_VACATION, fontWeight = FontWeight.Bold) }
}
