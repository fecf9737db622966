package app.slovo.ui.people

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.AssistChip
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.slovo.ui.Choice
import app.slovo.ui.Help
import app.slovo.ui.Notice
import app.slovo.ui.Sheet
import app.slovo.ui.core.Chat
import app.slovo.ui.core.ChatMessage
import app.slovo.ui.core.ReportOption
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

/** Another player of the game, as the player menu names them. */
data class Seat(val seat: Int, val name: String)

sealed interface ChatEvent {
    data object Open : ChatEvent
    data object Close : ChatEvent
    data class Draft(val text: String) : ChatEvent
    data object Send : ChatEvent
    data class Enable(val on: Boolean) : ChatEvent
    data class Menu(val seat: Seat) : ChatEvent
    data object AddFriend : ChatEvent
    data object Block : ChatEvent
    data object StartReport : ChatEvent
    data class Cause(val cause: String) : ChatEvent
    data class ReportText(val text: String) : ChatEvent
    data object SendReport : ChatEvent
    data object Back : ChatEvent
    data object Dismiss : ChatEvent
}

data class ChatState(
    val open: Boolean = false,
    val chat: Chat? = null,
    val draft: String = "",
    /** The game's other players, for their menu. */
    val players: List<Seat> = emptyList(),
    /** The player whose menu is open (add as friend, block, report). */
    val menu: Seat? = null,
    /** The player being reported, and the report so far. */
    val reporting: Seat? = null,
    val reportOptions: List<ReportOption> = emptyList(),
    val reportCause: String? = null,
    val reportText: String = "",
    val busy: Boolean = false,
    val message: String? = null,
    val eventSink: (ChatEvent) -> Unit = {},
)

/** The chat of an online game: read while the sheet is open, a message sent, a player blocked or reported. */
class ChatPresenter(
    private val core: SlovoCore,
    private val gameId: String,
    private val scope: CoroutineScope,
    private val pollMs: Long = 3_000,
) {
    private val mutable = MutableStateFlow(ChatState(eventSink = ::onEvent))
    val state: StateFlow<ChatState> = mutable.asStateFlow()
    private var reading: Job? = null

    fun onEvent(event: ChatEvent) {
        when (event) {
            ChatEvent.Open -> open()
            ChatEvent.Close -> close()
            is ChatEvent.Draft -> mutable.update { it.copy(draft = event.text.take(it.chat?.maxChars ?: 200)) }
            ChatEvent.Send -> act {
                val sent = core.sendChat(gameId, mutable.value.draft)
                mutable.update { s -> s.copy(draft = "", chat = s.chat?.let { c -> c.copy(messages = c.messages + sent, notice = null) }) }
                null
            }
            is ChatEvent.Enable -> act {
                core.setChatEnabled(event.on)
                read()
                null
            }
            is ChatEvent.Menu -> mutable.update { it.copy(menu = event.seat) }
            ChatEvent.AddFriend -> onSeat { core.addFriendFromGame(gameId, it.seat) }
            ChatEvent.Block -> onSeat { core.block(gameId, it.seat).also { read() } }
            ChatEvent.StartReport -> mutable.update { s ->
                s.copy(reporting = s.menu, menu = null, reportOptions = core.reportOptions(), reportCause = null, reportText = "")
            }
            is ChatEvent.Cause -> mutable.update { it.copy(reportCause = event.cause) }
            is ChatEvent.ReportText -> mutable.update { it.copy(reportText = event.text.take(500)) }
            ChatEvent.SendReport -> {
                val s = mutable.value
                val seat = s.reporting ?: return
                val cause = s.reportCause ?: return
                mutable.update { it.copy(reporting = null) }
                act { core.report(gameId, seat.seat, cause, s.reportText) }
            }
            ChatEvent.Back -> mutable.update { it.copy(menu = null, reporting = null) }
            ChatEvent.Dismiss -> mutable.update { it.copy(message = null) }
        }
    }

    private fun open() {
        mutable.update { it.copy(open = true) }
        reading?.cancel()
        reading = scope.launch {
            runCatching { core.onlineGame(gameId) }.getOrNull()?.let { g ->
                val others = g.players.mapIndexedNotNull { i, p -> if (i == g.me) null else Seat(i, p.name) }
                mutable.update { it.copy(players = others) }
            }
            while (isActive) {
                runCatching { read() }.onFailure { e -> mutable.update { it.copy(message = e.message) } }
                delay(pollMs)
            }
        }
    }

    fun close() {
        reading?.cancel()
        mutable.update { it.copy(open = false, menu = null, reporting = null) }
    }

    private suspend fun read() {
        val chat = core.chat(gameId)
        mutable.update { it.copy(chat = chat) }
    }

    /** An action on the player whose menu is open; the menu closes. */
    private fun onSeat(block: suspend (Seat) -> String) {
        val seat = mutable.value.menu ?: return
        mutable.update { it.copy(menu = null) }
        act { block(seat) }
    }

    /** One action at a time; what it says (or why it was refused) becomes the notice. */
    private fun act(block: suspend () -> String?) {
        if (mutable.value.busy) return
        mutable.update { it.copy(busy = true, message = null) }
        scope.launch {
            val said = runCatching { block() }.fold({ it }, { it.message })
            mutable.update { it.copy(busy = false, message = said) }
        }
    }
}

/** The chat over the game screen: nothing while closed. */
@Composable
fun BoxScope.ChatSheetView(state: ChatState) {
    if (!state.open) return
    val send = state.eventSink
    val menu = state.menu
    val reporting = state.reporting
    when {
        menu != null -> PlayerMenu(menu, send)
        reporting != null -> ReportSheet(reporting, state)
        else -> ChatSheet(state)
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun BoxScope.ChatSheet(state: ChatState) {
    val send = state.eventSink
    val chat = state.chat
    Sheet(onDismiss = { send(ChatEvent.Close) }, tag = "chat-sheet") {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(PeopleStrings.CHAT, Modifier.weight(1f), style = MaterialTheme.typography.titleLarge)
            Text(PeopleStrings.CHAT_ENABLED, style = MaterialTheme.typography.bodyMedium)
            Switch(
                checked = chat?.enabled ?: true,
                onCheckedChange = { send(ChatEvent.Enable(it)) },
                modifier = Modifier.padding(start = 8.dp).testTag("chat-enabled"),
            )
        }
        // Each other player's menu: add as friend, block, report.
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            state.players.forEach { p ->
                AssistChip(
                    onClick = { send(ChatEvent.Menu(p)) },
                    label = { Text(p.name + " ⋯") },
                    modifier = Modifier.heightIn(min = 48.dp).testTag("chat-player-${p.seat}"),
                )
            }
        }
        chat?.notice?.let { Help(it) }
        val list = rememberLazyListState()
        val count = chat?.messages?.size ?: 0
        LaunchedEffect(count) { if (count > 0) list.scrollToItem(count - 1) }
        LazyColumn(Modifier.fillMaxWidth().heightIn(max = 340.dp).testTag("chat-messages"), state = list) {
            items(chat?.messages.orEmpty(), key = { it.seq }) { Bubble(it) }
        }
        state.message?.let { Notice(it, onDismiss = { send(ChatEvent.Dismiss) }) }
        if (chat?.enabled != false) {
            val max = chat?.maxChars ?: 200
            OutlinedTextField(
                state.draft,
                { send(ChatEvent.Draft(it)) },
                Modifier.fillMaxWidth().testTag("chat-draft"),
                label = { Text(PeopleStrings.MESSAGE) },
                supportingText = { Text(PeopleStrings.length(state.draft.length, max)) },
                maxLines = 3,
            )
            Button(
                onClick = { send(ChatEvent.Send) },
                enabled = state.draft.isNotBlank() && !state.busy,
                modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("chat-send"),
            ) { Text(PeopleStrings.SEND, fontWeight = FontWeight.Bold) }
        }
    }
}

/** A message: mine on the right in my colour, the others' on the left with their name. */
@Composable
private fun Bubble(m: ChatMessage) {
    val scheme = MaterialTheme.colorScheme
    Box(Modifier.fillMaxWidth().padding(vertical = 3.dp), contentAlignment = if (m.mine) Alignment.CenterEnd else Alignment.CenterStart) {
        Surface(
            Modifier.widthIn(max = 300.dp).testTag("chat-message-${m.seq}"),
            shape = RoundedCornerShape(14.dp),
            color = if (m.mine) scheme.primaryContainer else scheme.surfaceVariant,
        ) {
            Column(Modifier.padding(horizontal = 12.dp, vertical = 6.dp)) {
                if (!m.mine) Text(m.name, style = MaterialTheme.typography.labelMedium, fontWeight = FontWeight.Bold)
                Text(
                    m.text,
                    style = MaterialTheme.typography.bodyLarge,
                    color = if (m.mine) scheme.onPrimaryContainer else scheme.onSurface,
                )
                Text(
                    m.time,
                    style = MaterialTheme.typography.labelSmall,
                    color = if (m.mine) scheme.onPrimaryContainer else scheme.onSurfaceVariant,
                )
            }
        }
    }
}

@Composable
private fun BoxScope.PlayerMenu(seat: Seat, send: (ChatEvent) -> Unit) {
    Sheet(onDismiss = { send(ChatEvent.Back) }, tag = "player-menu") {
        Text(seat.name, style = MaterialTheme.typography.titleLarge)
        FilledTonalButton(onClick = {
            send(ChatEvent.AddFriend)
        }, Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("menu-add-friend")) {
            Text(PeopleStrings.ADD_FRIEND)
        }
        OutlinedButton(onClick = { send(ChatEvent.Block) }, Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("menu-block")) {
            Text(PeopleStrings.BLOCK)
        }
        OutlinedButton(onClick = { send(ChatEvent.StartReport) }, Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("menu-report")) {
            Text(PeopleStrings.REPORT)
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun BoxScope.ReportSheet(seat: Seat, state: ChatState) {
    val send = state.eventSink
    Sheet(onDismiss = { send(ChatEvent.Back) }, tag = "report-sheet") {
        Text(PeopleStrings.reportTitle(seat.name), style = MaterialTheme.typography.titleLarge)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            state.reportOptions.forEach { o ->
                Choice(o.label, state.reportCause == o.cause, "report-${o.cause.lowercase()}") { send(ChatEvent.Cause(o.cause)) }
            }
        }
        OutlinedTextField(
            state.reportText,
            { send(ChatEvent.ReportText(it)) },
            Modifier.fillMaxWidth().testTag("report-text"),
            label = { Text(PeopleStrings.REPORT_TEXT) },
            maxLines = 3,
        )
        Button(
            onClick = { send(ChatEvent.SendReport) },
            enabled = state.reportCause != null && !state.busy,
            modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("report-send"),
        ) { Text(PeopleStrings.REPORT, fontWeight = FontWeight.Bold) }
    }
}
