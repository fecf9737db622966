package app.slovo.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import app.slovo.ui.core.BotRecord
import app.slovo.ui.core.Chat
import app.slovo.ui.core.ChatMessage
import app.slovo.ui.core.Friend
import app.slovo.ui.core.Friends
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.OnlineRecord
import app.slovo.ui.core.Pending
import app.slovo.ui.core.Player
import app.slovo.ui.core.Presence
import app.slovo.ui.core.RatingLine
import app.slovo.ui.core.ReportOption
import app.slovo.ui.core.Room
import app.slovo.ui.core.StatLine
import app.slovo.ui.core.StatsBlock
import app.slovo.ui.core.UiText
import app.slovo.ui.game.GameState
import app.slovo.ui.game.GameView
import app.slovo.ui.online.OnlineState
import app.slovo.ui.online.OnlineView
import app.slovo.ui.people.ChatSheetView
import app.slovo.ui.people.ChatState
import app.slovo.ui.people.FriendsState
import app.slovo.ui.people.FriendsView
import app.slovo.ui.people.PeopleStrings
import app.slovo.ui.people.Seat
import app.slovo.ui.people.StatisticsState
import app.slovo.ui.people.StatisticsView
import app.slovo.ui.people.StatsTab
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory

/**
 * The statistics, friends and chat screens in their states, light and dark, compared with their
 * golden images (as [ScreenPicturesTest] does for the others); the longest translations (Slovak
 * and Bulgarian) of the busiest states too. The texts the core says (section titles, sentences)
 * are taken from the catalog in the picture's language, so the pictures show real translations.
 */
class PeopleScreensPicturesTest {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    private fun rating(title: String, r: String, games: Int) = RatingLine(title, r, t("statistics-rated-games", "games" to games))

    private fun lines(games: Int, wins: Int, best: String) = listOf(
        StatLine(t("statistics-games"), "$games"),
        StatLine(t("statistics-wins"), "$wins"),
        StatLine(t("statistics-losses"), "${games - wins - 1}"),
        StatLine(t("statistics-draws"), "1"),
        StatLine(t("statistics-average-score"), "384.2"),
        StatLine(t("statistics-average-opponent"), "351.7"),
        StatLine(t("statistics-best-play"), best),
        StatLine(t("statistics-highest-game"), "612"),
        StatLine(t("statistics-bingos"), "0.85"),
        StatLine(t("statistics-resignations"), "2"),
    )

    private fun bots() = BotRecord(
        listOf(
            StatsBlock(t("statistics-overall"), lines(48, 30, "QUIXOTIC, 142")),
            StatsBlock("Slovak, hard", lines(12, 5, "ŽENÁCH, 95")),
        ),
        null,
    )

    private fun online(offline: Boolean) = OnlineRecord(
        listOf(StatsBlock(t("statistics-overall"), lines(20, 11, "ZAJAC, 78"))),
        null,
        listOf(rating("Slovak, daily", "1 623 ± 61", 14), rating("English, quick", "1 487 ± 112", 6)),
        null,
        if (offline) t("statistics-offline") else null,
    )

    private fun friend(name: String, presence: Presence, key: String, vararg ratings: RatingLine) =
        Friend("id-$name", name, presence, t(key), ratings.toList())

    private fun friends() = Friends(
        code = "AB3K7MPQ",
        codeHelp = t("people-code-help"),
        friends = listOf(
            friend("Eva", Presence.Live, "social-presence-live", rating("Slovak, daily", "1 623 ± 61", 14)),
            friend("Bohdan Kováčik-Hrubý", Presence.Recent, "social-presence-recent"),
            friend("Cecília", Presence.Offline, "social-presence-offline", rating("Bulgarian, quick", "1 402 ± 180", 3)),
        ),
        empty = null,
        incoming = listOf(Pending("id-Jan", "Jan", t("people-request-from", "name" to "Jan"))),
        outgoing = listOf(Pending("id-Ola", "Ola", t("people-request-to", "name" to "Ola"))),
        invites = listOf(
            Pending(
                "i1",
                "Eva",
                t(
                    "people-invite-from",
                    "name" to "Eva",
                    "mode" to t("online-mode-daily"),
                    "language" to t("language-slovak"),
                ),
            ),
        ),
        invited = emptyList(),
    )

    private fun noFriends() = Friends(
        "AB3K7MPQ",
        t("people-code-help"),
        emptyList(),
        t("social-friends-none"),
        emptyList(),
        emptyList(),
        emptyList(),
        emptyList(),
    )

    private val rated = Samples.dailyWaiting.copy(
        players = listOf(Player("Ann", 61, rating = "1 523 ± 87"), Player("Bohdan", 49, rating = "1 611 ± 64")),
        queued = 0,
        dropped = emptyList(),
    )

    private fun chat(vararg messages: ChatMessage) = Chat(messages.toList(), enabled = true, notice = null, maxChars = 200)

    private fun messages() = arrayOf(
        ChatMessage(1, 1, "Bohdan", "Good luck! Nice opening.", mine = false, time = "09:14"),
        ChatMessage(2, 0, "Ann", "Thanks, you too. That QI was sneaky.", mine = true, time = "09:16"),
        ChatMessage(3, 1, "Bohdan", "The bag is almost empty, be careful with the Z.", mine = false, time = "21:02"),
    )

    @Composable
    private fun InGame(chat: ChatState) {
        Box {
            GameView(GameState(game = rated, now = Samples.NOW), {}, onChat = {})
            ChatSheetView(chat)
        }
    }

    private val others = listOf(Seat(1, "Bohdan"))

    /** The inventory: a name and a screen in one state. */
    private val screens: List<Pair<String, @Composable () -> Unit>> = listOf(
        "statistics-bots" to { StatisticsView(StatisticsState(bots = bots()), {}) },
        "statistics-bots-empty" to { StatisticsView(StatisticsState(bots = BotRecord(emptyList(), t("statistics-none-bots"))), {}) },
        "statistics-online" to { StatisticsView(StatisticsState(tab = StatsTab.Online, online = online(offline = true)), {}) },
        "statistics-online-unregistered" to {
            StatisticsView(StatisticsState(tab = StatsTab.Online, onlineProblem = PeopleStrings.NOT_REGISTERED), {})
        },
        "friends" to { FriendsView(FriendsState(friends = friends()), {}) },
        "friends-empty" to { FriendsView(FriendsState(friends = noFriends(), code = "XK4M"), {}) },
        "friends-unregistered" to { FriendsView(FriendsState(notRegistered = true), {}) },
        "friends-invite" to
            { FriendsView(FriendsState(friends = friends(), inviting = friends().friends[0], inviteLanguage = "slovak"), {}) },
        "friends-remove" to { FriendsView(FriendsState(friends = friends(), removing = friends().friends[1]), {}) },
        "game-ratings" to { GameView(GameState(game = rated, now = Samples.NOW), {}, onChat = {}) },
        "room-ratings" to {
            OnlineView(
                OnlineState(
                    account = "Ann",
                    loading = false,
                    room = Room("K7PQ2M", GameKind.Daily, "slovak", 3, listOf("Ann", "Bohdan"), null, listOf("1 523 ± 87", null)),
                ),
                {},
            )
        },
        "chat" to { InGame(ChatState(open = true, chat = chat(*messages()), players = others, draft = "See you tomorrow")) },
        "chat-empty" to { InGame(ChatState(open = true, chat = chat().copy(notice = t("social-chat-none")), players = others)) },
        "chat-off" to {
            InGame(
                ChatState(
                    open = true,
                    chat = Chat(emptyList(), enabled = false, notice = t("social-chat-off"), maxChars = 200),
                    players = others,
                ),
            )
        },
        "chat-player-menu" to { InGame(ChatState(open = true, chat = chat(*messages()), players = others, menu = others[0])) },
        "chat-report" to {
            InGame(
                ChatState(
                    open = true,
                    chat = chat(*messages()),
                    players = others,
                    reporting = others[0],
                    reportOptions = REASONS.map { ReportOption(it.uppercase(), t("people-reason-${it.replace('_', '-')}")) },
                    reportCause = "ABUSIVE_CHAT",
                ),
            )
        },
    )

    /** The busiest states, also in the longest translations. */
    private val translated = listOf("statistics-bots", "statistics-online", "friends", "friends-invite", "chat", "chat-report")
    private val languages = listOf("sk", "bg")

    @TestFactory
    fun `every people screen looks as its golden image`(): List<DynamicTest> = screens.flatMap { (name, content) ->
        listOf(false, true).map { dark ->
            val file = "$name-${if (dark) "dark" else "light"}.png"
            DynamicTest.dynamicTest(file) { Goldens.check(file, Goldens.render("en", dark, content)) }
        }
    }

    @TestFactory
    fun `people screens in Slovak and Bulgarian look as their golden images`(): List<DynamicTest> = languages.flatMap { lang ->
        screens.filter { it.first in translated }.flatMap { (name, content) ->
            listOf(false, true).map { dark ->
                val file = "$name-$lang-${if (dark) "dark" else "light"}.png"
                DynamicTest.dynamicTest(file) { Goldens.check(file, Goldens.render(lang, dark, content)) }
            }
        }
    }

    private companion object {
        val REASONS = listOf("abusive_chat", "cheating", "offensive_name", "spam", "stalling", "other")
    }
}
