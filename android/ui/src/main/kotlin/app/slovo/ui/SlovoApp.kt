package app.slovo.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import app.slovo.ui.analysis.AnalysisPresenter
import app.slovo.ui.analysis.AnalysisView
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.game.GamePresenter
import app.slovo.ui.game.GameView
import app.slovo.ui.home.HomePresenter
import app.slovo.ui.home.HomeView
import app.slovo.ui.newgame.NewGamePresenter
import app.slovo.ui.newgame.NewGameView
import app.slovo.ui.online.OnlinePresenter
import app.slovo.ui.online.OnlineView
import app.slovo.ui.people.ChatEvent
import app.slovo.ui.people.ChatPresenter
import app.slovo.ui.people.ChatSheetView
import app.slovo.ui.people.FriendsPresenter
import app.slovo.ui.people.FriendsView
import app.slovo.ui.people.RematchPanel
import app.slovo.ui.people.RematchPresenter
import app.slovo.ui.people.StatisticsPresenter
import app.slovo.ui.people.StatisticsView
import app.slovo.ui.people.VacationPresenter
import app.slovo.ui.people.VacationView
import app.slovo.ui.settings.PreferencesStore
import app.slovo.ui.settings.SettingsPresenter
import app.slovo.ui.settings.SettingsView
import app.slovo.ui.theme.SlovoTheme
import app.slovo.ui.tycoon.OnlineTycoonTable
import app.slovo.ui.tycoon.TycoonPresenter
import app.slovo.ui.tycoon.TycoonView
import java.io.File

/** What the platform does for the app: the things Compose's common API has no word for. */
interface Platform {
    fun share(text: String)
    fun openUrl(url: String)
}

/** The screens, as the back stack holds them. */
sealed interface Route {
    data object Home : Route
    data object NewGame : Route
    data class Online(val joinCode: String? = null) : Route
    data class Game(val id: String, val online: Boolean) : Route
    data class Tycoon(val id: String, val online: Boolean = false) : Route
    data object Settings : Route
    data object Statistics : Route
    data object Friends : Route
    data object Vacation : Route
    data class Analysis(val id: String) : Route
}

/** A deep link's route: `slovo://join/CODE` (or `https://slovo.app/join/CODE`), `slovo://game/ID`. */
fun routeOf(link: String): Route? {
    val path = link.substringAfter("://").substringAfter("slovo.app/").trim('/')
    val (what, arg) = path.split('/').let { it.getOrNull(0) to it.getOrNull(1) }
    return when {
        what == "join" && !arg.isNullOrBlank() -> Route.Online(arg.uppercase())
        what == "game" && !arg.isNullOrBlank() -> Route.Game(arg, online = true)
        else -> null
    }
}

/**
 * The whole app: navigation in one place, each screen a presenter (made when its route is
 * shown, stopped when it leaves) and a stateless view.
 */
@Composable
fun SlovoApp(core: SlovoCore, platform: Platform, link: String?) {
    val store = remember(core) { PreferencesStore(File(core.dataDir, "preferences.properties")) }
    val preferences by store.preferences.collectAsState()
    val stack = remember { mutableStateListOf<Route>(Route.Home) }
    LaunchedEffect(link) {
        link?.let(::routeOf)?.let { route ->
            // A game link names an online game or a local one: the core knows which.
            val resolved = if (route is Route.Game) gameRoute(core, route.id) else route
            resolved?.let { stack.add(it) }
        }
    }
    val back: () -> Unit = { if (stack.size > 1) stack.removeAt(stack.lastIndex) }
    val open: (Route) -> Unit = { stack.add(it) }
    val replace: (Route) -> Unit = { stack[stack.lastIndex] = it }
    val systemDark = isSystemInDarkTheme()
    SlovoTheme(dark = preferences.darkTheme ?: systemDark) {
        when (val route = stack.last()) {
            Route.Home -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { HomePresenter(core, scope) }
                LaunchedEffect(presenter) { presenter.start() }
                val state by presenter.state.collectAsState()
                HomeView(
                    state,
                    onOpen = {
                        val online = it.kind != GameKind.Bots
                        open(if (it.tycoon) Route.Tycoon(it.id, online) else Route.Game(it.id, online))
                    },
                    onNewGame = { open(Route.NewGame) },
                    onOnline = { open(Route.Online()) },
                    onSettings = { open(Route.Settings) },
                )
            }
            Route.NewGame -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) {
                    NewGamePresenter(core, { store.preferences.value.playerName }, scope) { id, tycoon ->
                        replace(if (tycoon) Route.Tycoon(id) else Route.Game(id, online = false))
                    }
                }
                LaunchedEffect(presenter) { presenter.start() }
                val state by presenter.state.collectAsState()
                NewGameView(state, back)
            }
            is Route.Online -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) {
                    OnlinePresenter(core, scope, onGame = { id, tycoon ->
                        replace(if (tycoon) Route.Tycoon(id, online = true) else Route.Game(id, online = true))
                    }, share = platform::share, joinCode = route.joinCode)
                }
                DisposableEffect(presenter) {
                    presenter.start()
                    onDispose { presenter.stop() }
                }
                val state by presenter.state.collectAsState()
                OnlineView(state, back, onFriends = { open(Route.Friends) })
            }
            is Route.Game -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { GamePresenter(core, route.id, route.online, scope, labels = preferences.boardLabels) }
                DisposableEffect(presenter) {
                    val job = presenter.start()
                    onDispose {
                        job.cancel()
                        presenter.stop()
                    }
                }
                val state by presenter.state.collectAsState()
                // An online game's chat: a sheet over the game, read while it is open.
                val chat = remember(route) { if (route.online) ChatPresenter(core, route.id, scope) else null }
                DisposableEffect(chat) { onDispose { chat?.close() } }
                // An online game's rematch, followed from the end of the game; the new game replaces this one.
                val rematch = remember(route) {
                    val toNewGame = { id: String -> replace(Route.Game(id, online = true)) }
                    if (route.online) RematchPresenter(core, route.id, scope, onGame = toNewGame) else null
                }
                val over = state.game?.finished == true
                DisposableEffect(rematch, over) {
                    val job = if (over) rematch?.start() else null
                    onDispose { job?.cancel() }
                }
                val rematchState = rematch?.state?.collectAsState()?.value
                Box {
                    GameView(
                        state.copy(labels = preferences.boardLabels),
                        back,
                        onChat = chat?.let { { it.onEvent(ChatEvent.Open) } },
                        rematch = rematchState?.let { r -> { RematchPanel(r) } },
                        onAnalysis = if (route.online) null else ({ open(Route.Analysis(route.id)) }),
                    )
                    chat?.let { ChatSheetView(it.state.collectAsState().value) }
                }
            }
            is Route.Tycoon -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) {
                    if (route.online) TycoonPresenter(OnlineTycoonTable(core, route.id), scope) else TycoonPresenter(core, route.id, scope)
                }
                DisposableEffect(presenter) {
                    val job = presenter.start()
                    onDispose { job.cancel() }
                }
                val state by presenter.state.collectAsState()
                TycoonView(state, back)
            }
            Route.Settings -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { SettingsPresenter(core, store, scope, systemDark) }
                LaunchedEffect(presenter) { presenter.start() }
                val state by presenter.state.collectAsState()
                SettingsView(
                    state,
                    back,
                    onStatistics = { open(Route.Statistics) },
                    onFriends = { open(Route.Friends) },
                    onVacation = { open(Route.Vacation) },
                )
            }
            Route.Statistics -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { StatisticsPresenter(core, scope) }
                LaunchedEffect(presenter) { presenter.start() }
                val state by presenter.state.collectAsState()
                StatisticsView(state, back)
            }
            Route.Friends -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { FriendsPresenter(core, scope) { id -> replace(Route.Game(id, online = true)) } }
                LaunchedEffect(presenter) { presenter.start() }
                val state by presenter.state.collectAsState()
                FriendsView(state, back)
            }
            Route.Vacation -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { VacationPresenter(core, scope) }
                LaunchedEffect(presenter) { presenter.start() }
                val state by presenter.state.collectAsState()
                VacationView(state, back)
            }
            is Route.Analysis -> {
                val scope = rememberCoroutineScope()
                val presenter = remember(route) { AnalysisPresenter(core, route.id, scope) }
                DisposableEffect(presenter) {
                    presenter.start()
                    onDispose { presenter.stop() }
                }
                val state by presenter.state.collectAsState()
                AnalysisView(state, back)
            }
        }
    }
}

/** The route of a game named by id: a local game, else an online one (after a sync), else none. */
private suspend fun gameRoute(core: SlovoCore, id: String): Route? {
    core.localGames().firstOrNull { it.id == id }?.let { return if (it.tycoon) Route.Tycoon(id) else Route.Game(id, online = false) }
    runCatching { core.syncNow() }
    return core.onlineGames().firstOrNull {
        it.id == id
    }?.let { if (it.tycoon) Route.Tycoon(it.id, online = true) else Route.Game(it.id, online = true) }
}
