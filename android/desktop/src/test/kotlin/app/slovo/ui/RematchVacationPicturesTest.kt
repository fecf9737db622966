package app.slovo.ui

import androidx.compose.runtime.Composable
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Player
import app.slovo.ui.core.UiText
import app.slovo.ui.game.GameState
import app.slovo.ui.game.GameView
import app.slovo.ui.people.Answer
import app.slovo.ui.people.Away
import app.slovo.ui.people.Blocked
import app.slovo.ui.people.Blocks
import app.slovo.ui.people.FriendsState
import app.slovo.ui.people.FriendsView
import app.slovo.ui.people.Rematch
import app.slovo.ui.people.RematchPanel
import app.slovo.ui.people.RematchSeatLine
import app.slovo.ui.people.RematchStage
import app.slovo.ui.people.RematchState
import app.slovo.ui.people.Vacation
import app.slovo.ui.people.VacationState
import app.slovo.ui.people.VacationView
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory

/**
 * The rematch in a finished online game's end panel (not offered, offered by me, offered to me,
 * declined, started), a player away in a daily game's header, the vacation screen (off with its
 * stepper, on) and the block list on the friends screen: light and dark, compared with their
 * golden images as [ScreenPicturesTest] does; Bulgarian (the longest translations) too. The
 * sentences the core says come from the catalog in the picture's language.
 */
class RematchVacationPicturesTest {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    private val finished = Samples.finishedGame.copy(
        kind = GameKind.Daily,
        code = "R3MTCH",
        players = listOf(Player("Ann", 412), Player("Bohdan Kováčik-Hrubý", 377)),
        hintsAllowed = false,
        ranking = emptyList(),
    )

    /** Four players, the longest names: the panel lists every seat's answer. */
    private val finishedFour = finished.copy(
        players = listOf(
            Player("Ann", 412),
            Player("Bohdan Kováčik-Hrubý", 377),
            Player("Kristýna Nováková", 301),
            Player("Dragomir Petrović", 288),
        ),
        ranks = listOf(1, 2, 3, 4),
    )

    private fun fourSeats() = listOf(
        RematchSeatLine(0, "Ann", Answer.Accepted, me = true, text = "Ann"),
        RematchSeatLine(1, "Bohdan Kováčik-Hrubý", Answer.Accepted, me = false, text = "Bohdan Kováčik-Hrubý"),
        RematchSeatLine(2, "Kristýna Nováková", Answer.Waiting, me = false, text = "Kristýna Nováková"),
        RematchSeatLine(3, "Dragomir Petrović", Answer.Waiting, me = false, text = "Dragomir Petrović"),
    )

    /** 12 December 2026, 14:05, as the core says it. */
    private fun until() = t("people-date-time", "date" to t("people-date", "day" to 12, "month" to 12), "time" to "14:05")

    private fun seats(ann: Answer, bohdan: Answer): List<RematchSeatLine> = listOf(
        RematchSeatLine(0, "Ann", ann, me = true, text = "Ann"),
        RematchSeatLine(1, "Bohdan Kováčik-Hrubý", bohdan, me = false, text = "Bohdan Kováčik-Hrubý"),
    )

    private fun rematch(stage: RematchStage, text: String, canOffer: Boolean = false, canAnswer: Boolean = false, mine: Boolean = false) =
        Rematch(
            stage = stage,
            canOffer = canOffer,
            canAnswer = canAnswer,
            offeredByMe = mine,
            seats = if (stage == RematchStage.NotOffered) emptyList() else seats(Answer.Accepted, Answer.Waiting),
            newGameId = if (stage == RematchStage.Started) "g-new" else null,
            text = text,
        )

    @Composable
    private fun End(r: Rematch, message: String? = null) {
        GameView(GameState(game = finished, now = Samples.NOW), {
        }, onChat = {}, rematch = { RematchPanel(RematchState(rematch = r, message = message)) })
    }

    private fun vacation(on: Boolean) = Vacation(
        onVacation = on,
        until = if (on) Samples.NOW + 10 * 86_400_000L else null,
        daysLeft = if (on) 4 else 14,
        daysPerYear = 14,
        status = if (on) t("people-vacation-on", "date" to until()) else t("vacation-off"),
        allowance = t("people-vacation-left", "left" to (if (on) 4 else 14), "allowed" to 14, "year" to "2026"),
        help = t("people-vacation-help"),
    )

    private fun blocks() = Blocks(
        listOf(
            Blocked("p1", "Bohdan Kováčik-Hrubý", t("people-blocked-on", "date" to t("people-date", "day" to 2, "month" to 12))),
            Blocked("p2", "Zed", t("people-blocked-on", "date" to t("people-date", "day" to 28, "month" to 11))),
        ),
        null,
        t("people-blocks-help"),
    )

    private fun noFriends() = app.slovo.ui.core.Friends(
        "AB3K7MPQ",
        t("people-code-help"),
        emptyList(),
        t("social-friends-none"),
        emptyList(),
        emptyList(),
        emptyList(),
        emptyList(),
    )

    private val screens: List<Pair<String, @Composable () -> Unit>> = listOf(
        "rematch-none" to { End(rematch(RematchStage.NotOffered, t("people-rematch-none"), canOffer = true)) },
        "rematch-offered-by-me" to {
            End(rematch(RematchStage.Open, t("people-rematch-by-me", "names" to "Bohdan Kováčik-Hrubý"), mine = true))
        },
        "rematch-offered-to-me" to {
            End(rematch(RematchStage.Open, t("people-rematch-offered", "name" to "Bohdan Kováčik-Hrubý"), canAnswer = true))
        },
        "rematch-declined" to {
            End(rematch(RematchStage.Declined, t("people-rematch-declined", "name" to "Bohdan Kováčik-Hrubý")), t("server-rematch-closed"))
        },
        "rematch-started" to { End(rematch(RematchStage.Started, t("people-rematch-started"))) },
        "rematch-four-players" to {
            val r = rematch(RematchStage.Open, t("people-rematch-offered", "name" to "Bohdan Kováčik-Hrubý"), canAnswer = true)
            GameView(GameState(game = finishedFour, now = Samples.NOW), {}, onChat = {}, rematch = {
                RematchPanel(RematchState(rematch = r.copy(seats = fourSeats())))
            })
        },
        "game-away" to {
            GameView(
                GameState(
                    game = Samples.dailyWaiting.copy(queued = 0, dropped = emptyList()),
                    now = Samples.NOW,
                    away = listOf(
                        Away(
                            1,
                            "Bohdan",
                            Samples.NOW,
                            me = false,
                            text = t(
                                "people-vacation-seat",
                                "name" to "Bohdan",
                                "date" to until(),
                            ),
                        ),
                    ),
                ),
                {},
                onChat = {},
            )
        },
        "vacation-off" to { VacationView(VacationState(vacation = vacation(on = false), days = 9), {}) },
        "vacation-on" to { VacationView(VacationState(vacation = vacation(on = true)), {}) },
        "friends-blocked" to { FriendsView(FriendsState(friends = noFriends(), blocks = blocks()), {}) },
    )

    @TestFactory
    fun `every rematch and vacation state looks as its golden image`(): List<DynamicTest> = screens.flatMap { (name, content) ->
        listOf(false, true).map { dark ->
            val file = "$name-${if (dark) "dark" else "light"}.png"
            DynamicTest.dynamicTest(file) { Goldens.check(file, Goldens.render("en", dark, content)) }
        }
    }

    @TestFactory
    fun `in Bulgarian too`(): List<DynamicTest> = screens.flatMap { (name, content) ->
        listOf(false, true).map { dark ->
            val file = "$name-bg-${if (dark) "dark" else "light"}.png"
            DynamicTest.dynamicTest(file) { Goldens.check(file, Goldens.render("bg", dark, content)) }
        }
    }
}
