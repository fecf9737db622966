package app.slovo.ui.home

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.slovo.ui.Screen
import app.slovo.ui.Strings
import app.slovo.ui.TopBar
import app.slovo.ui.core.GameItem
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.SyncState
import app.slovo.ui.tycoon.TycoonStrings
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

sealed interface HomeEvent {
    data object Refresh : HomeEvent
}

data class HomeState(
    val games: List<GameItem> = emptyList(),
    val sync: SyncState = SyncState.Idle,
    val loading: Boolean = true,
    /** The time deadlines are shown at (ms since 1970). */
    val now: Long = 0,
    val eventSink: (HomeEvent) -> Unit = {},
) {
    /** My turn first, then games waiting for others, then finished ones; the latest first within each. */
    val sections: List<Pair<String, List<GameItem>>>
        get() = listOf(
            Strings.YOUR_TURN_SECTION to games.filter { it.myTurn && !it.finished },
            Strings.WAITING_SECTION to games.filter { !it.myTurn && !it.finished },
            Strings.FINISHED_SECTION to games.filter { it.finished },
        ).map { (title, list) ->
            title to
                list.sortedWith(compareBy<GameItem> { it.deadline ?: Long.MAX_VALUE }.thenByDescending { it.updatedAt })
        }
            .filter { it.second.isNotEmpty() }
}

/** The games list: local games at once, then online ones after a sync with the server. */
class HomePresenter(
    private val core: SlovoCore,
    private val scope: CoroutineScope,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    private val mutable = MutableStateFlow(HomeState(eventSink = ::onEvent))
    val state: StateFlow<HomeState> = mutable.asStateFlow()

    fun start() = refresh()

    fun onEvent(event: HomeEvent) = when (event) {
        HomeEvent.Refresh -> refresh()
    }

    private fun refresh() {
        scope.launch {
            show()
            if (core.accountName() != null) {
                mutable.update { it.copy(sync = SyncState.Sending) }
                val sync = runCatching { core.syncNow() }.getOrElse { SyncState.Offline(0) }
                mutable.update { it.copy(sync = sync) }
                show()
            }
        }
    }

    private suspend fun show() {
        val local = runCatching { core.localGames() }.getOrDefault(emptyList())
        val online = runCatching { core.onlineGames() }.getOrDefault(emptyList())
        mutable.update { it.copy(games = local + online, loading = false, now = clock()) }
    }
}

@Composable
fun HomeView(
    state: HomeState,
    onOpen: (GameItem) -> Unit,
    onNewGame: () -> Unit,
    onOnline: () -> Unit,
    onSettings: () -> Unit,
) {
    Screen {
        Column(Modifier.fillMaxSize()) {
            TopBar(Strings.APP_NAME, onBack = null) {
                TextButton(onClick = onSettings, modifier = Modifier.testTag("home-settings").heightIn(min = 48.dp)) {
                    Text(Strings.SETTINGS)
                }
            }
            SyncLine(state.sync)
            Row(Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 8.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Button(onClick = onNewGame, modifier = Modifier.weight(1f).heightIn(min = 52.dp).testTag("home-new")) {
                    Text(Strings.NEW_GAME, fontWeight = FontWeight.Bold)
                }
                FilledTonalButton(onClick = onOnline, modifier = Modifier.weight(1f).heightIn(min = 52.dp).testTag("home-online")) {
                    Text(Strings.PLAY_ONLINE, fontWeight = FontWeight.Bold)
                }
            }
            if (!state.loading && state.games.isEmpty()) {
                Text(Strings.NO_GAMES, Modifier.padding(24.dp), style = MaterialTheme.typography.bodyLarge)
            }
            LazyColumn(Modifier.fillMaxSize().testTag("home-games")) {
                state.sections.forEach { (title, games) ->
                    item(key = title) {
                        Text(
                            title,
                            Modifier.padding(start = 16.dp, top = 16.dp, bottom = 4.dp),
                            style = MaterialTheme.typography.titleSmall,
                            color = MaterialTheme.colorScheme.primary,
                        )
                    }
                    items(games, key = { it.id }) { GameRow(it, state.now, onOpen) }
                }
            }
        }
    }
}

@Composable
private fun SyncLine(sync: SyncState) {
    val text = when (sync) {
        SyncState.Idle -> return
        SyncState.Sending -> Strings.SYNC_SENDING
        SyncState.UpToDate -> Strings.SYNC_UP_TO_DATE
        is SyncState.Offline -> Strings.syncOffline(sync.waiting)
    }
    Text(
        text,
        Modifier.padding(horizontal = 16.dp).testTag("home-sync"),
        style = MaterialTheme.typography.labelLarge,
        color = MaterialTheme.colorScheme.onSurfaceVariant,
    )
}

@Composable
private fun GameRow(game: GameItem, now: Long, onOpen: (GameItem) -> Unit) {
    val scheme = MaterialTheme.colorScheme
    Surface(
        Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("game-${game.id}").clickable { onOpen(game) },
        shape = RoundedCornerShape(16.dp),
        color = if (game.myTurn && !game.finished) scheme.primaryContainer else scheme.surfaceVariant,
    ) {
        Row(Modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
            Column(Modifier.weight(1f)) {
                Text(
                    Strings.vs(game.opponents),
                    style = MaterialTheme.typography.titleMedium,
                    fontWeight = FontWeight.SemiBold,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                )
                val detail = buildList {
                    // Tycoon is played in English only: its line names the game instead of the language.
                    add(
                        when {
                            !game.tycoon -> Strings.language(game.language) + " · " + Strings.kind(game.kind)
                            game.kind == GameKind.Bots -> TycoonStrings.TYCOON
                            else -> TycoonStrings.TYCOON + " · " + Strings.kind(game.kind)
                        },
                    )
                    add(
                        when {
                            game.finished -> Strings.GAME_OVER
                            game.myTurn -> Strings.YOUR_MOVE
                            else -> Strings.THEIR_MOVE
                        },
                    )
                    game.deadline?.takeIf { !game.finished && game.kind == GameKind.Daily }?.let { add(Strings.timeLeft(it - now)) }
                    if (game.queued > 0) add(Strings.waitingToSend(game.queued))
                }.joinToString(" · ")
                Text(
                    detail,
                    style = MaterialTheme.typography.bodyMedium,
                    color = scheme.onSurfaceVariant,
                    maxLines = 3,
                    overflow = TextOverflow.Ellipsis,
                )
            }
            if (game.scores.isNotEmpty()) {
                Text(
                    game.scores.joinToString("–"),
                    style = MaterialTheme.typography.titleLarge,
                    fontWeight = FontWeight.Bold,
                )
            }
        }
    }
}
