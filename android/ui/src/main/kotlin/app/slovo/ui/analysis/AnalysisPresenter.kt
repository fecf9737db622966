package app.slovo.ui.analysis

import app.slovo.ui.core.Analysis
import app.slovo.ui.core.SlovoCore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

sealed interface AnalysisEvent {
    /** A turn tapped: its other options shown, or hidden again. */
    data class Toggle(val turn: Int) : AnalysisEvent
    data object Retry : AnalysisEvent
}

data class AnalysisState(
    val loading: Boolean = true,
    val analysis: Analysis? = null,
    /** Why there is no analysis, in the player's words (the core's). */
    val error: String? = null,
    /** The game turn whose other options are shown. */
    val open: Int? = null,
    val eventSink: (AnalysisEvent) -> Unit = {},
)

/**
 * The post-game analysis of a finished game: the core analyses the player's turns off the main
 * thread; cancelling [start]'s job (leaving the screen) stops it at the next turn.
 */
class AnalysisPresenter(private val core: SlovoCore, private val gameId: String, private val scope: CoroutineScope) {
    private val mutable = MutableStateFlow(AnalysisState(eventSink = ::onEvent))
    val state: StateFlow<AnalysisState> = mutable.asStateFlow()
    private var job: Job? = null

    fun start(): Job = load()

    private fun load(): Job {
        job?.cancel()
        mutable.update { it.copy(loading = true, error = null) }
        return scope.launch {
            runCatching { core.analysis(gameId) }
                .onSuccess { a -> mutable.update { it.copy(loading = false, analysis = a, error = null) } }
                .onFailure { e ->
                    if (e is kotlinx.coroutines.CancellationException) throw e
                    mutable.update { it.copy(loading = false, error = e.message ?: e.toString()) }
                }
        }.also { job = it }
    }

    fun stop() {
        job?.cancel()
    }

    fun onEvent(event: AnalysisEvent) {
        when (event) {
            is AnalysisEvent.Toggle -> mutable.update { it.copy(open = if (it.open == event.turn) null else event.turn) }
            AnalysisEvent.Retry -> load()
        }
    }
}
