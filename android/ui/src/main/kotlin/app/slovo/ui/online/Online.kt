package app.slovo.ui.online

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.slovo.ui.Choice
import app.slovo.ui.FormScreen
import app.slovo.ui.Heading
import app.slovo.ui.Help
import app.slovo.ui.LanguageChoice
import app.slovo.ui.Strings
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Room
import app.slovo.ui.core.Seek
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.people.PeopleStrings
import app.slovo.ui.tycoon.TycoonStrings
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Deferred
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.async
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch

enum class OnlineTab { Create, Join, Random }

sealed interface OnlineEvent {
    data class Name(val text: String) : OnlineEvent
    data object Register : OnlineEvent
    data class Tab(val tab: OnlineTab) : OnlineEvent
    data class Kind(val kind: GameKind) : OnlineEvent

    /** The game a new room or a search is for: Tycoon, or the word game. */
    data class Family(val tycoon: Boolean) : OnlineEvent
    data class Language(val code: String) : OnlineEvent
    data class Players(val n: Int) : OnlineEvent
    data class Minutes(val n: Int) : OnlineEvent
    data class Code(val text: String) : OnlineEvent
    data object Create : OnlineEvent
    data object Join : OnlineEvent
    data object Seek : OnlineEvent
    data object CancelSeek : OnlineEvent
    data object Share : OnlineEvent
    data object Dismiss : OnlineEvent
}

data class OnlineState(
    /** My name on the server; null until registered. */
    val account: String? = null,
    val loading: Boolean = true,
    val name: String = "",
    val tab: OnlineTab = OnlineTab.Create,
    val kind: GameKind = GameKind.Daily,
    /** New rooms and searches are for Tycoon rather than the word game. */
    val tycoon: Boolean = false,
    val language: String = "english",
    val players: Int = 2,
    val minutes: Int = 10,
    val code: String = "",
    /** The room I made or joined, waiting for its players. */
    val room: Room? = null,
    /** A random opponent is being looked for. */
    val seeking: Boolean = false,
    val noMatch: Boolean = false,
    val busy: Boolean = false,
    val message: String? = null,
    val eventSink: (OnlineEvent) -> Unit = {},
)

/** Online play: register once, then a room by code, a code to join, or a random opponent. */
class OnlinePresenter(
    private val core: SlovoCore,
    private val scope: CoroutineScope,
    /** Opens a game that started: its id, and whether it is Tycoon. */
    private val onGame: (String, Boolean) -> Unit,
    private val share: (String) -> Unit,
    /** A code from a `slovo://join/CODE` link: joined as soon as the player is registered. */
    private val joinCode: String? = null,
    private val pollMs: Long = 1_000,
) {
    private val mutable = MutableStateFlow(
        OnlineState(
            code = joinCode.orEmpty(),
            tab = if (joinCode !=
                null
            ) {
                OnlineTab.Join
            } else {
                OnlineTab.Create
            },
            eventSink = ::onEvent,
        ),
    )
    val state: StateFlow<OnlineState> = mutable.asStateFlow()
    private var waiting: Job? = null
    private var seekId: String? = null

    /**
     * The search request on its way. It runs outside the screen's scope: a player who leaves
     * before the server answers has still started a search there, and [stop] must withdraw it.
     */
    private var request: Deferred<Seek>? = null
    private var withdrawing = false

    fun start() = scope.launch {
        val name = runCatching { core.accountName() }.getOrNull()
        mutable.update { it.copy(account = name, loading = false) }
        if (name != null && joinCode != null) join()
    }

    /** Leaves the screen: a search still under way is withdrawn, on a scope of its own (the screen's is ending). */
    fun stop() {
        waiting?.cancel()
        val id = seekId
        val pending = request
        if (id == null && pending == null) return
        CoroutineScope(Dispatchers.IO).launch {
            val open = id ?: (runCatching { pending?.await() }.getOrNull() as? Seek.Waiting)?.seekId
            open?.let { runCatching { core.cancelSeek(it) } }
        }
    }

    fun onEvent(event: OnlineEvent) {
        when (event) {
            is OnlineEvent.Name -> mutable.update { it.copy(name = event.text.take(40)) }
            OnlineEvent.Register -> register()
            is OnlineEvent.Tab -> mutable.update { it.copy(tab = event.tab, noMatch = false) }
            is OnlineEvent.Kind -> mutable.update { it.copy(kind = event.kind) }
            is OnlineEvent.Family -> mutable.update { it.copy(tycoon = event.tycoon) }
            is OnlineEvent.Language -> mutable.update { it.copy(language = event.code) }
            is OnlineEvent.Players -> mutable.update { it.copy(players = event.n) }
            is OnlineEvent.Minutes -> mutable.update { it.copy(minutes = event.n) }
            is OnlineEvent.Code -> mutable.update { it.copy(code = event.text.uppercase().filter(Char::isLetterOrDigit).take(12)) }
            OnlineEvent.Create -> create()
            OnlineEvent.Join -> join()
            OnlineEvent.Seek -> seek()
            OnlineEvent.CancelSeek -> cancelSeek()
            OnlineEvent.Share -> mutable.value.room?.let { share(Strings.shareText(it.code)) }
            OnlineEvent.Dismiss -> mutable.update { it.copy(message = null) }
        }
    }

    private fun busy(block: suspend () -> Unit) {
        if (mutable.value.busy) return
        mutable.update { it.copy(busy = true, message = null) }
        scope.launch {
            runCatching { block() }.onFailure { e -> mutable.update { it.copy(message = e.message) } }
            mutable.update { it.copy(busy = false) }
        }
    }

    private fun register() = busy {
        val name = core.register(mutable.value.name.trim())
        mutable.update { it.copy(account = name) }
        // Still busy here: join directly, not through the Join event (busy would drop it).
        if (joinCode != null) joinRoom()
    }

    private fun minutes() = mutable.value.minutes.takeIf { mutable.value.kind == GameKind.Quick }

    private fun create() = busy {
        val s = mutable.value
        val room = if (s.tycoon) {
            core.createTycoonRoom(
                s.kind,
                s.players,
                minutes(),
            )
        } else {
            core.createRoom(s.kind, s.language, s.players, minutes())
        }
        mutable.update { it.copy(room = room) }
        waitForRoom(room)
    }

    private fun join() = busy { joinRoom() }

    private suspend fun joinRoom() {
        val room = core.joinRoom(mutable.value.code)
        mutable.update { it.copy(room = room) }
        waitForRoom(room)
    }

    /** A room's game starts when its last seat fills: sync until the game is here, then open it. */
    private fun waitForRoom(room: Room) {
        waiting?.cancel()
        waiting = scope.launch {
            while (isActive) {
                runCatching { core.syncNow() }
                // A room joined by code is of either family: the game found says which.
                val found = runCatching { core.findAnyOnlineGame(room.gameId ?: room.code) }.getOrNull()
                if (found != null) return@launch onGame(found.first, found.second)
                delay(pollMs)
            }
        }
    }

    /**
     * A search: its request, then its polls. Cancel may come while the request is still on its
     * way: the search then withdraws itself once the server has named it, and a new tap on
     * Search takes the request over instead of being dropped.
     */
    private fun seek() {
        mutable.update { it.copy(seeking = true, noMatch = false, message = null) }
        withdrawing = false
        if (request != null) return
        val s = mutable.value
        val pending = CoroutineScope(Dispatchers.IO).async {
            if (s.tycoon) {
                core.seekTycoon(s.kind, s.players, minutes(), waitMs = 0)
            } else {
                core.seek(s.kind, s.language, s.players, minutes(), waitMs = 0)
            }
        }
        request = pending
        scope.launch {
            runCatching { pending.await() }
                .onSuccess {
                    request = null
                    follow(it)
                }
                .onFailure { e ->
                    request = null
                    mutable.update { it.copy(seeking = false, message = e.message) }
                }
        }
    }

    /** Opens a matched game, or polls a waiting seek until it is matched or expires. */
    private suspend fun follow(seek: Seek) {
        when (seek) {
            is Seek.Matched -> {
                seekId = null
                mutable.update { it.copy(seeking = false) }
                open(seek.gameId)
            }
            Seek.Expired -> {
                seekId = null
                mutable.update { it.copy(seeking = false, noMatch = true) }
            }
            is Seek.Waiting -> {
                seekId = seek.seekId
                if (withdrawing) return cancelSeek()
                waiting = scope.launch {
                    delay(pollMs)
                    runCatching { follow(core.pollSeek(seek.seekId)) }
                        .onFailure { e ->
                            // Cancelled means withdrawn by the player: no message, and a new search may be on.
                            if (e is CancellationException) throw e
                            mutable.update { it.copy(seeking = false, message = e.message) }
                        }
                }
            }
        }
    }

    /** A matched game, fetched and opened on the screen of its family. */
    private suspend fun open(id: String) {
        runCatching { core.syncNow() }
        onGame(id, runCatching { core.isOnlineTycoon(id) }.getOrDefault(mutable.value.tycoon))
    }

    private fun cancelSeek() {
        waiting?.cancel()
        mutable.update { it.copy(seeking = false) }
        // Still on its way: withdrawn when the server names it (see seek).
        withdrawing = request != null
        val id = seekId ?: return
        seekId = null
        scope.launch {
            // The form is back already, and a new search may have begun meanwhile: leave `seeking` alone.
            val outcome = runCatching { core.cancelSeek(id) }.getOrNull()
            if (outcome is Seek.Matched) {
                open(outcome.gameId)
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun OnlineView(state: OnlineState, onBack: () -> Unit, onFriends: () -> Unit = {}) {
    val send = state.eventSink
    FormScreen(Strings.PLAY_ONLINE, onBack, state.message, onDismissMessage = { send(OnlineEvent.Dismiss) }) {
        when {
            state.loading -> Unit
            state.account == null -> Register(state)
            state.room != null -> RoomCode(state.room, send)
            state.seeking -> Searching(send)
            else -> {
                OutlinedButton(onClick = onFriends, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).testTag("online-friends")) {
                    Text(PeopleStrings.FRIENDS)
                }
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    Choice(Strings.CREATE_ROOM, state.tab == OnlineTab.Create, "tab-create") {
                        send(OnlineEvent.Tab(OnlineTab.Create))
                    }
                    Choice(Strings.JOIN_ROOM, state.tab == OnlineTab.Join, "tab-join") { send(OnlineEvent.Tab(OnlineTab.Join)) }
                    Choice(Strings.RANDOM, state.tab == OnlineTab.Random, "tab-random") { send(OnlineEvent.Tab(OnlineTab.Random)) }
                }
                if (state.tab == OnlineTab.Join) JoinForm(state) else Terms(state)
            }
        }
    }
}

@Composable
private fun Register(state: OnlineState) {
    val send = state.eventSink
    Heading(Strings.YOUR_NAME)
    Help(Strings.REGISTER_TEXT)
    OutlinedTextField(
        state.name,
        { send(OnlineEvent.Name(it)) },
        Modifier.fillMaxWidth().testTag("online-name"),
        singleLine = true,
        label = { Text(Strings.YOUR_NAME) },
    )
    Button(
        onClick = { send(OnlineEvent.Register) },
        enabled = state.name.isNotBlank() && !state.busy,
        modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("online-register"),
    ) { Text(Strings.REGISTER) }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Terms(state: OnlineState) {
    val send = state.eventSink
    Heading(TycoonStrings.GAME)
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Choice(TycoonStrings.WORD_GAME, !state.tycoon, "family-word") { send(OnlineEvent.Family(false)) }
        Choice(TycoonStrings.TYCOON, state.tycoon, "family-tycoon") { send(OnlineEvent.Family(true)) }
    }
    Heading(Strings.kind(state.kind))
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Choice(Strings.DAILY, state.kind == GameKind.Daily, "kind-daily") { send(OnlineEvent.Kind(GameKind.Daily)) }
        Choice(Strings.QUICK, state.kind == GameKind.Quick, "kind-quick") { send(OnlineEvent.Kind(GameKind.Quick)) }
    }
    Help(if (state.kind == GameKind.Quick) Strings.QUICK_HELP else Strings.DAILY_HELP)
    if (state.kind == GameKind.Quick) {
        Heading(Strings.CLOCK)
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            listOf(3, 5, 10, 25).forEach { m ->
                Choice(Strings.minutes(m), state.minutes == m, "minutes-$m") { send(OnlineEvent.Minutes(m)) }
            }
        }
    }
    // Tycoon is played in English only.
    if (!state.tycoon) LanguageChoice(state.language, "online-language") { send(OnlineEvent.Language(it)) }
    Heading(Strings.PLAYERS)
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        (2..4).forEach { n -> Choice(Strings.players(n), state.players == n, "players-$n") { send(OnlineEvent.Players(n)) } }
    }
    val random = state.tab == OnlineTab.Random
    if (state.noMatch) Help(Strings.NO_MATCH)
    Button(
        onClick = { send(if (random) OnlineEvent.Seek else OnlineEvent.Create) },
        enabled = !state.busy,
        modifier = Modifier.fillMaxWidth().padding(
            top = 8.dp,
        ).heightIn(min = 52.dp).testTag(if (random) "online-seek" else "online-create"),
    ) { Text(if (random) Strings.FIND else Strings.CREATE, fontWeight = FontWeight.Bold) }
}

@Composable
private fun JoinForm(state: OnlineState) {
    val send = state.eventSink
    Heading(Strings.ROOM_CODE)
    OutlinedTextField(
        state.code,
        { send(OnlineEvent.Code(it)) },
        Modifier.fillMaxWidth().testTag("online-code"),
        singleLine = true,
        label = { Text(Strings.ROOM_CODE) },
        textStyle = MaterialTheme.typography.headlineSmall.copy(fontFamily = FontFamily.Monospace),
    )
    Button(
        onClick = { send(OnlineEvent.Join) },
        enabled = state.code.length >= 4 && !state.busy,
        modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("online-join"),
    ) { Text(Strings.JOIN, fontWeight = FontWeight.Bold) }
}

@Composable
private fun RoomCode(room: Room, send: (OnlineEvent) -> Unit) {
    Heading(Strings.ROOM_CODE)
    Text(
        room.code,
        Modifier.fillMaxWidth().padding(vertical = 16.dp).testTag("room-code"),
        style = MaterialTheme.typography.displayLarge,
        fontFamily = FontFamily.Monospace,
        fontWeight = FontWeight.Bold,
        letterSpacing = 6.sp,
        textAlign = TextAlign.Center,
    )
    Help(Strings.ROOM_CODE_HELP)
    Text(Strings.language(room.language) + " · " + Strings.kind(room.kind) + " · " + Strings.players(room.seats))
    Text(Strings.roomWaiting(room.players.size, room.seats), style = MaterialTheme.typography.bodyLarge)
    room.players.forEachIndexed { i, name ->
        val rating = room.ratings.getOrNull(i)?.let { " · $it" }.orEmpty()
        Text("• $name$rating", Modifier.testTag("room-player-$i"), style = MaterialTheme.typography.bodyLarge)
    }
    FilledTonalButton(onClick = {
        send(OnlineEvent.Share)
    }, modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("room-share")) {
        Text(Strings.SHARE)
    }
}

@Composable
private fun Searching(send: (OnlineEvent) -> Unit) {
    Text(Strings.SEARCHING, Modifier.padding(vertical = 32.dp).testTag("seeking"), style = MaterialTheme.typography.headlineSmall)
    Button(onClick = { send(OnlineEvent.CancelSeek) }, modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("seek-cancel")) {
        Text(Strings.CANCEL)
    }
}
