package app.slovo.ui

import androidx.compose.runtime.Composable
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Level
import app.slovo.ui.core.Room
import app.slovo.ui.core.SyncState
import app.slovo.ui.core.Verdict
import app.slovo.ui.game.Busy
import app.slovo.ui.game.GameSheet
import app.slovo.ui.game.GameState
import app.slovo.ui.game.GameView
import app.slovo.ui.game.Placed
import app.slovo.ui.home.HomeState
import app.slovo.ui.home.HomeView
import app.slovo.ui.newgame.NewGameState
import app.slovo.ui.newgame.NewGameView
import app.slovo.ui.online.OnlineState
import app.slovo.ui.online.OnlineTab
import app.slovo.ui.online.OnlineView
import app.slovo.ui.settings.Preferences
import app.slovo.ui.settings.SettingsState
import app.slovo.ui.settings.SettingsView
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory

/**
 * Every screen in its main states, rendered at phone size (412×915 dp at density 2.625:
 * 1080×2400 px) in light and dark theme, and compared with the golden images in
 * android/desktop/golden. A picture that differs is written to target/screens with a diff
 * beside it (`NAME.diff.png`, changed pixels in red); `-Dslovo.golden.update=true` makes this
 * run's pictures the new goldens. Every screen is in English; a few are also in Slovak and
 * Bulgarian (the longest translations), named `NAME-sk-…`, `NAME-bg-…`.
 */
class ScreenPicturesTest {
    private fun game(g: app.slovo.ui.core.Game, block: GameState.() -> GameState = { this }) =
        GameState(game = g, now = Samples.NOW).block()

    private fun placed(state: GameState, tiles: List<app.slovo.ui.core.Placement>) =
        state.copy(placed = tiles.mapIndexed { i, p -> Placed(i, p) })

    /** The inventory: a name and a screen in one state. Add a state, get a picture. */
    private val screens: List<Pair<String, @Composable () -> Unit>> = listOf(
        "home" to { HomeView(HomeState(Samples.homeGames, SyncState.UpToDate, loading = false, now = Samples.NOW), {}, {}, {}, {}) },
        "home-offline" to {
            HomeView(HomeState(Samples.homeGames.take(3), SyncState.Offline(1), loading = false, now = Samples.NOW), {}, {}, {}, {})
        },
        "home-empty" to { HomeView(HomeState(emptyList(), SyncState.Idle, loading = false), {}, {}, {}, {}) },
        "new-game" to { NewGameView(NewGameState(usualPreset = "classic"), {}) },
        "new-game-three-bots" to {
            NewGameView(
                NewGameState(
                    language = "czech",
                    preset = "bulgarian",
                    rackSize = 9,
                    finishLine = 90,
                    bots = listOf(Level.Hard, Level.Easy, Level.Medium),
                ),
                {},
            )
        },
        "game-legal" to {
            GameView(placed(game(Samples.englishGame), Samples.legalPlacement).copy(verdict = Verdict.Legal(6, listOf("TEASE"))), {})
        },
        "game-illegal" to {
            GameView(
                placed(game(Samples.englishGame), Samples.illegalPlacement)
                    .copy(verdict = Verdict.Illegal("the tiles must lie in one row or one column [§2]")),
                {},
            )
        },
        "game-selected-zoomed" to {
            GameView(game(Samples.englishGame) { copy(selected = 4, zoomed = true, focus = app.slovo.ui.board.Focus(9, 6)) }, {})
        },
        "game-four-players-slovak" to {
            GameView(game(Samples.slovakFourPlayers) { copy(busy = Busy.Thinking("Robot 2 (stredný)")) }, {})
        },
        "game-blank-croatian" to {
            GameView(game(Samples.croatianGame) { copy(sheet = GameSheet.BlankPicker(Samples.croatianGame.blankFaces, 0, 8, 5)) }, {})
        },
        "game-exchange" to { GameView(game(Samples.englishGame) { copy(sheet = GameSheet.Exchange(setOf(1, 4, 6))) }, {}) },
        "game-resign" to { GameView(game(Samples.englishGame) { copy(sheet = GameSheet.ConfirmResign) }, {}) },
        "game-history" to { GameView(game(Samples.englishGame) { copy(sheet = GameSheet.History) }, {}) },
        "game-tiles" to { GameView(game(Samples.englishGame) { copy(sheet = GameSheet.Tiles) }, {}) },
        "game-end" to { GameView(game(Samples.finishedGame), {}) },
        "game-quick-low-clock" to { GameView(game(Samples.quickGame), {}) },
        "game-daily-waiting" to {
            GameView(game(Samples.dailyWaiting), {})
        },
        "online-register" to { OnlineView(OnlineState(loading = false, name = "Ann"), {}) },
        "online-create" to {
            OnlineView(OnlineState(account = "Ann", loading = false, kind = GameKind.Quick, minutes = 5, players = 3), {})
        },
        "online-join" to { OnlineView(OnlineState(account = "Ann", loading = false, tab = OnlineTab.Join, code = "K7PQ2M"), {}) },
        "online-room-code" to {
            OnlineView(
                OnlineState(account = "Ann", loading = false, room = Room("K7PQ2M", GameKind.Daily, "bulgarian", 3, listOf("Ann"), null)),
                {},
            )
        },
        "online-seeking" to { OnlineView(OnlineState(account = "Ann", loading = false, tab = OnlineTab.Random, seeking = true), {}) },
        "settings" to { SettingsView(SettingsState(server = "https://play.slovo.app", preferences = Preferences(playerName = "Ann")), {}) },
    )

    /** The screens also shown in other interface languages, and those languages. */
    private val translated = listOf("home", "home-offline", "new-game", "game-legal", "game-end", "settings")
    private val languages = listOf("sk", "bg")

    @TestFactory
    fun `every screen looks as its golden image`(): List<DynamicTest> = screens.flatMap { (name, content) ->
        listOf(false, true).map { dark ->
            val file = "$name-${if (dark) "dark" else "light"}.png"
            DynamicTest.dynamicTest(file) { check(file, render("en", dark, content)) }
        }
    }

    @TestFactory
    fun `screens in Slovak and Bulgarian look as their golden images`(): List<DynamicTest> = languages.flatMap { lang ->
        screens.filter { it.first in translated }.flatMap { (name, content) ->
            listOf(false, true).map { dark ->
                val file = "$name-$lang-${if (dark) "dark" else "light"}.png"
                DynamicTest.dynamicTest(file) { check(file, render(lang, dark, content)) }
            }
        }
    }

    private fun render(lang: String, dark: Boolean, content: @Composable () -> Unit) = Goldens.render(lang, dark, content)

    private fun check(file: String, png: ByteArray) = Goldens.check(file, png)
}
