package app.slovo.ui.people

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.slovo.ui.Choice
import app.slovo.ui.FormScreen
import app.slovo.ui.Heading
import app.slovo.ui.Help
import app.slovo.ui.Notice
import app.slovo.ui.core.BotRecord
import app.slovo.ui.core.CoreError
import app.slovo.ui.core.OnlineRecord
import app.slovo.ui.core.RatingLine
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.StatsBlock
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/** Games against bots and online games are kept apart: a tab each. */
enum class StatsTab { Bots, Online }

sealed interface StatisticsEvent {
    data class Tab(val tab: StatsTab) : StatisticsEvent
}

data class StatisticsState(
    val tab: StatsTab = StatsTab.Bots,
    val bots: BotRecord? = null,
    val online: OnlineRecord? = null,
    /** Why there is no online record to show (no account, no answer and nothing kept). */
    val onlineProblem: String? = null,
    val eventSink: (StatisticsEvent) -> Unit = {},
)

/** The statistics: the bots' record from the phone, the online one from the server (or the copy kept). */
class StatisticsPresenter(private val core: SlovoCore, private val scope: CoroutineScope) {
    private val mutable = MutableStateFlow(StatisticsState(eventSink = ::onEvent))
    val state: StateFlow<StatisticsState> = mutable.asStateFlow()

    fun start() = scope.launch {
        launch {
            val bots = runCatching { core.botRecord() }
            mutable.update { it.copy(bots = bots.getOrNull() ?: BotRecord(emptyList(), bots.exceptionOrNull()?.message)) }
        }
        // The copy kept shows at once; the server's answer replaces it.
        runCatching { core.keptOnlineRecord() }.getOrNull()?.let { kept -> mutable.update { it.copy(online = kept) } }
        runCatching { core.onlineRecord() }
            .onSuccess { fresh -> mutable.update { it.copy(online = fresh, onlineProblem = null) } }
            .onFailure { e ->
                val problem = if (e is CoreError && e.kind == CoreError.Kind.NotRegistered) PeopleStrings.NOT_REGISTERED else e.message
                mutable.update { if (it.online == null) it.copy(onlineProblem = problem) else it }
            }
    }

    fun onEvent(event: StatisticsEvent) {
        when (event) {
            is StatisticsEvent.Tab -> mutable.update { it.copy(tab = event.tab) }
        }
    }
}

@Composable
fun StatisticsView(state: StatisticsState, onBack: () -> Unit) {
    val send = state.eventSink
    FormScreen(PeopleStrings.STATISTICS, onBack, message = null) {
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Choice(PeopleStrings.BOTS, state.tab == StatsTab.Bots, "stats-tab-bots") { send(StatisticsEvent.Tab(StatsTab.Bots)) }
            Choice(PeopleStrings.ONLINE, state.tab == StatsTab.Online, "stats-tab-online") { send(StatisticsEvent.Tab(StatsTab.Online)) }
        }
        when (state.tab) {
            StatsTab.Bots -> state.bots?.let { bots ->
                bots.empty?.let { Help(it) }
                bots.blocks.forEachIndexed { i, b -> Block(b, "stats-bots-$i") }
            }
            StatsTab.Online -> {
                state.onlineProblem?.let { Help(it) }
                state.online?.let { Online(it) }
            }
        }
    }
}

@Composable
private fun Online(record: OnlineRecord) {
    record.offline?.let { Notice(it, onDismiss = null) }
    Heading(PeopleStrings.RATINGS)
    record.noRatings?.let { Help(it) }
    record.ratings.forEachIndexed { i, r -> Rating(r, "stats-rating-$i") }
    record.empty?.let { Help(it) }
    record.blocks.forEachIndexed { i, b -> Block(b, "stats-online-$i") }
}

/** A rating: its language and mode, the rating large, the rated games beside. */
@Composable
fun Rating(r: RatingLine, tag: String) {
    Row(Modifier.fillMaxWidth().testTag(tag), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        Column(Modifier.weight(1f)) {
            Text(r.title, style = MaterialTheme.typography.bodyLarge)
            Text(r.games, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        Text(r.rating, style = MaterialTheme.typography.titleLarge, fontWeight = FontWeight.Bold)
    }
}

/** One record as a card: its title, then label and value on each line. */
@Composable
private fun Block(block: StatsBlock, tag: String) {
    Surface(
        Modifier.fillMaxWidth().padding(top = 8.dp).testTag(tag),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.surfaceVariant,
    ) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(block.title, style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.SemiBold)
            block.lines.forEach { line ->
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    Text(line.label, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
                    Text(
                        line.value,
                        style = MaterialTheme.typography.bodyMedium,
                        fontWeight = FontWeight.SemiBold,
                        textAlign = TextAlign.End,
                    )
                }
            }
        }
    }
}
