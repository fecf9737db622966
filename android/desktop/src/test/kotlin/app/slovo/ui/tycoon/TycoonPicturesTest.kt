package app.slovo.ui.tycoon

import androidx.compose.runtime.Composable
import app.slovo.core.DroppedMove
import app.slovo.core.OnlineGameMode
import app.slovo.core.OnlineTycoonPlayer
import app.slovo.core.OnlineTycoonScreen
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
 * round with four players, the end), the online game's (my turn with the deadline and a player
 * out, the other's turn, a move waiting to be sent, one refused, the end), and the new-game and
 * home screens with Tycoon, light and dark, compared with their goldens ([Goldens]); a few also in Slovak and Bulgarian.
 */
class TycoonPicturesTest {
    private fun hand(i: Int) = WordSlot(CardRef(fromHand = true, index = i))

    private fun community(i: Int) = WordSlot(CardRef(fromHand = false, index = i))

    private fun view(screen: TycoonScreen, block: TycoonState.() -> TycoonState = { this }): @Composable () -> Unit = {
        TycoonView(TycoonState(screen).block(), {})
    }

    /**
     * [screen] as the server's copy of an online game would give it (the [eliminated] seats out,
     * their places at the end so marked, [queued] moves waiting, [dropped] refused; a quick game
     * with [clocks], else a daily one with its deadline 5 h away), read back through the online
     * table's [screenOf] as the screen shows it.
     */
    private fun online(
        screen: TycoonScreen,
        eliminated: Set<Int> = emptySet(),
        queued: Int = 0,
        dropped: List<DroppedMove> = emptyList(),
        clocks: List<Long>? = null,
        block: TycoonState.() -> TycoonState = { this },
    ): @Composable () -> Unit {
        val now = 1_000_000_000L
        val players = screen.players.mapIndexed { seat, p ->
            OnlineTycoonPlayer(seat, p.name, p.money, p.stock, p.patents, p.patentValue, p.score, p.handSize, seat in eliminated)
        }
        val s = OnlineTycoonScreen(
            gameId = screen.gameId, code = "K7QD2M",
            mode = if (clocks != null) OnlineGameMode.QUICK else OnlineGameMode.DAILY,
            me = screen.me, players = players,
            hand = screen.hand, community = screen.community, patents = screen.patents, current = screen.current,
            phase = screen.phase, myTurn = screen.myTurn, finished = screen.finished, winners = emptyList(),
            standings = screen.standings.map { it.copy(eliminated = it.player in eliminated) }, goal = screen.goal,
            finalRound = screen.finalRound, deckSize = screen.deckSize, attemptsLeft = screen.attemptsLeft, buyable = screen.buyable,
            qAvailable = screen.qAvailable, version = 12,
            deadline = if (screen.finished || clocks != null) null else now + 5 * 3_600_000L,
            clocks = clocks, queued = queued, dropped = dropped,
        )
        val turn = OnlineTurn(queued, dropped, s.deadline, clocks, players.map { it.eliminated }, readAt = now)
        return view(screenOf(s, screen.recent)) { copy(online = turn, now = now).block() }
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
        "tycoon-online-my-turn-four-players" to {
            online(TycoonSamples.finalRoundFour(), eliminated = setOf(2)) {
                val book = WordDraft(listOf(hand(0), hand(1), WordSlot(CardRef(true, 1), copy = true), hand(2)))
                val gyms = WordDraft(listOf(community(0), hand(3), community(2)), addS = true)
                copy(words = listOf(book, gyms), active = 1, preview = TycoonSamples.twoWordsPreview())
            }
        },
        "tycoon-online-quick-four-players" to {
            // My clock is nearly out (under half a minute); the third seat ran out of time.
            online(TycoonSamples.finalRoundFour(), eliminated = setOf(2), clocks = listOf(25_000L, 192_000L, 0L, 65_000L))
        },
        "tycoon-online-waiting" to {
            val s = TycoonSamples.twoPlayerStart()
            online(s.copy(current = 1, myTurn = false))
        },
        "tycoon-online-queued" to { online(TycoonSamples.twoPlayerStart(), queued = 1) },
        "tycoon-online-dropped" to {
            val refused = DroppedMove("m-1", "g-1", "the game moved on while this move waited: it is no longer your turn")
            online(TycoonSamples.twoPlayerStart(), dropped = listOf(refused))
        },
        // The last place is the seat out of time: the core ranks the eliminated below those still in.
        "tycoon-online-end-four-players" to { online(TycoonSamples.finishedFour(), eliminated = setOf(1)) },
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

    private val translated = listOf(
        "tycoon-building",
        "tycoon-final-round-four-players",
        "tycoon-end-four-players",
        "new-game-tycoon",
        "tycoon-online-my-turn-four-players",
        "tycoon-online-queued",
        "tycoon-online-quick-four-players",
        "tycoon-online-end-four-players",
    )

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
