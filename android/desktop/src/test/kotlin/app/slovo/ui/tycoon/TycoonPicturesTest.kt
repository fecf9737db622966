package app.slovo.ui.tycoon

import androidx.compose.runtime.Composable
import app.slovo.core.TycoonScreen
import app.slovo.ui.Goldens
import app.slovo.ui.core.GameItem
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Level
import app.slovo.ui.core.SyncState
import app.slovo.ui.game.Busy
import app.slovo.ui.home.HomeState
import app.slovo.ui.home.HomeView
import app.slovo.ui.newgame.NewGameState
import app.slovo.ui.newgame.NewGameView
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory

/**
 * Every Tycoon screen state (a word being built with its preview, a refused one, two words with
 * the letter powers, patent purchase, exchange, a challenge, a lost turn, the bots' turn, the final
 * round with four players, the end) and the new-game and home screens with Tycoon, light and
 * dark, compared with their goldens ([Goldens]); a few also in Slovak and Bulgarian.
 */
class TycoonPicturesTest {
    private fun hand(i: Int) = WordSlot(CardRef(fromHand = true, index = i))

    private fun community(i: Int) = WordSlot(CardRef(fromHand = false, index = i))

    private fun view(screen: TycoonScreen, block: TycoonState.() -> TycoonState = { this }): @Composable () -> Unit = {
        TycoonView(TycoonState(screen).block(), {})
    }

    private val screens: List<Pair<String, () -> @Composable () -> Unit>> = listOf(
        "tycoon-start" to { view(TycoonSamples.twoPlayerStart()) },
        "tycoon-building" to {
            view(TycoonSamples.twoPlayerStart()) {
                // CARTED: C A R T from my hand, E D from the community.
                copy(
                    words = listOf(WordDraft(listOf(hand(0), hand(1), hand(3), hand(4), community(0), community(1)))),
                    preview = TycoonSamples.buildingPreview(),
                )
            }
        },
        "tycoon-building-refused" to {
            view(TycoonSamples.twoPlayerStart()) {
                copy(words = listOf(WordDraft(listOf(community(1), community(0), community(2)))), preview = TycoonSamples.refusedPreview())
            }
        },
        "tycoon-patent-purchase" to { view(TycoonSamples.afterWord()) { copy(chosen = setOf(1)) } },
        "tycoon-final-round-four-players" to {
            view(TycoonSamples.finalRoundFour()) {
                // BOOK with the X patent's second O, then GYMS with the Z patent's S (V: two words).
                val book = WordDraft(listOf(hand(0), hand(1), WordSlot(CardRef(true, 1), copy = true), hand(2)))
                val gyms = WordDraft(listOf(community(0), hand(3), community(2)), addS = true)
                copy(words = listOf(book, gyms), active = 1, preview = TycoonSamples.twoWordsPreview())
            }
        },
        "tycoon-recent-sheet" to { view(TycoonSamples.finalRoundFour()) { copy(showRecent = true) } },
        "tycoon-exchange" to { view(TycoonSamples.twoPlayerStart()) { copy(picking = Picking.Exchange, chosen = setOf(0, 5)) } },
        "tycoon-challenge" to { view(TycoonSamples.pendingChallenge()) },
        "tycoon-penalty" to { view(TycoonSamples.penalty()) { copy(chosen = setOf(2)) } },
        "tycoon-bots-thinking" to {
            val s = TycoonSamples.twoPlayerStart()
            view(s.copy(current = 1, myTurn = false)) { copy(busy = Busy.Thinking(s.players[1].name)) }
        },
        "tycoon-end-four-players" to { view(TycoonSamples.finishedFour()) },
        "new-game-tycoon" to {
            { NewGameView(NewGameState(tycoon = true, challenges = true, bots = listOf(Level.Easy, Level.Medium, Level.Hard)), {}) }
        },
        "home-with-tycoon" to {
            {
                val games = listOf(
                    GameItem(
                        "t-1",
                        GameKind.Bots,
                        "english",
                        listOf("Bot 1 (easy)", "Bot 2 (hard)"),
                        listOf(21, 17, 30),
                        true,
                        false,
                        tycoon = true,
                    ),
                    GameItem("g-1", GameKind.Bots, "slovak", listOf("Bot 1 (medium)"), listOf(212, 198), true, false),
                    GameItem("t-2", GameKind.Bots, "english", listOf("Bot 1 (medium)"), listOf(58, 47), false, true, tycoon = true),
                )
                HomeView(HomeState(games, SyncState.Idle, loading = false), {}, {}, {}, {})
            }
        },
    )

    private val translated = listOf("tycoon-building", "tycoon-final-round-four-players", "tycoon-end-four-players", "new-game-tycoon")

    @TestFactory
    fun `every Tycoon screen looks as its golden image`(): List<DynamicTest> = listOf("en", "sk", "bg").flatMap { lang ->
        screens.filter { lang == "en" || it.first in translated }.flatMap { (name, content) ->
            listOf(false, true).map { dark ->
                val file = "$name-${if (lang == "en") "" else "$lang-"}${if (dark) "dark" else "light"}.png"
                DynamicTest.dynamicTest(file) {
                    // The samples are made in the language drawn, inside the render.
                    Goldens.check(file, Goldens.render(lang, dark) { content()() })
                }
            }
        }
    }
}
