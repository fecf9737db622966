package app.slovo.ui

import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Level
import app.slovo.ui.core.UiText

/**
 * Every text the screens show, in one place: no string lives in a composable. Each one comes
 * from the core's Fluent catalog (`rust/i18n/locales/<lang>/ui.ftl` and `game.ftl`) in the
 * interface language ([UiText.setLanguage]); plurals and arguments go to the catalog as
 * Fluent arguments, so the shell keeps no table of texts of its own.
 */
object Strings {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    val APP_NAME get() = t("ui-app-name")

    // Home.
    val NEW_GAME get() = t("ui-new-game")
    val PLAY_ONLINE get() = t("ui-play-online")
    val SETTINGS get() = t("ui-settings")
    val YOUR_TURN_SECTION get() = t("ui-section-your-turn")
    val WAITING_SECTION get() = t("ui-section-waiting")
    val FINISHED_SECTION get() = t("ui-section-finished")
    val NO_GAMES get() = t("ui-no-games")
    val SYNC_UP_TO_DATE get() = t("ui-sync-up-to-date")
    val SYNC_SENDING get() = t("ui-sync-sending")
    fun syncOffline(waiting: Int) = if (waiting == 0) t("ui-sync-offline") else t("ui-sync-offline-waiting", "count" to waiting)
    fun vs(names: List<String>) = t("ui-versus", "names" to names.joinToString(", "))
    fun kind(kind: GameKind) = when (kind) {
        GameKind.Bots -> t("ui-kind-bots")
        GameKind.Quick -> t("ui-kind-quick")
        GameKind.Daily -> t("ui-kind-daily")
    }
    fun waitingToSend(n: Int) = t("ui-waiting-to-send", "count" to n)
    val YOUR_MOVE get() = t("ui-your-move")
    val THEIR_MOVE get() = t("ui-their-move")
    val GAME_OVER get() = t("ui-game-over")

    // Languages: the tile sets' languages in their own names, for the pickers (an endonym does
    // not change with the interface language, so these are not in the catalog).
    val LANGUAGES = listOf(
        "english" to "English",
        "slovak" to "Slovenčina",
        "czech" to "Čeština",
        "croatian" to "Hrvatski",
        "danish" to "Dansk",
        "bulgarian" to "Български",
    )
    fun language(code: String) = LANGUAGES.firstOrNull { it.first == code }?.second ?: code.replaceFirstChar(Char::uppercase)

    /** The interface language's own name ("Slovenčina" for `sk`). */
    fun interfaceLanguage(): String {
        val code = UiText.language
        val name = mapOf("en" to "english", "sk" to "slovak", "cs" to "czech", "hr" to "croatian", "da" to "danish", "bg" to "bulgarian")
        return language(name[code] ?: code)
    }

    // New game.
    val LANGUAGE get() = t("ui-language")
    val RULES get() = t("ui-rules")
    val RACK get() = t("ui-rack")
    fun rackTiles(n: Int) = t("ui-rack-tiles", "count" to n)
    val FINISH_LINE get() = t("ui-finish-line")
    val NO_FINISH_LINE get() = t("ui-no-finish-line")
    fun finishLine(points: Int) = t("ui-finish-line-points", "count" to points)
    val FINISH_LINE_HELP get() = t("ui-finish-line-help")
    val OPPONENTS get() = t("ui-opponents")
    fun bot(n: Int) = t("ui-bot", "n" to n)
    fun level(level: Level) = when (level) {
        Level.Easy -> t("ui-level-easy")
        Level.Medium -> t("ui-level-medium")
        Level.Hard -> t("ui-level-hard")
    }
    val ADD_BOT get() = t("ui-add-bot")
    val REMOVE_BOT get() = t("ui-remove-bot")
    val START get() = t("ui-start")
    val PRESETS get() = listOf("classic", "sss", "bulgarian").map { it to t("ui-preset-$it-help") }
    val LANGUAGE_DEFAULT get() = t("ui-usual-rules")
    fun usualPreset(name: String, what: String) = t("ui-usual-preset", "name" to name, "help" to what)
    fun preset(name: String) = when (name) {
        "classic", "sss", "bulgarian" -> t("ui-preset-$name")
        else -> name
    }

    // The game screen.
    val PLAY get() = t("ui-play")
    val RECALL get() = t("ui-recall")
    val SHUFFLE get() = t("ui-shuffle")
    val EXCHANGE get() = t("ui-exchange")
    val PASS get() = t("ui-pass")
    val HINT get() = t("ui-hint")
    val RESIGN get() = t("ui-resign")
    val CHALLENGE get() = t("ui-challenge")
    val ACCEPT get() = t("ui-accept")
    val HISTORY get() = t("ui-history")
    val TILES get() = t("ui-tiles")
    val ZOOM_IN get() = t("ui-zoom-in")
    val ZOOM_OUT get() = t("ui-zoom-out")
    val BACK get() = t("ui-back")
    val CANCEL get() = t("ui-cancel")
    fun bag(n: Int) = t("ui-bag", "count" to n)
    fun points(n: Int) = t("points", "count" to n)
    fun legal(score: Int, words: List<String>) = t("ui-legal", "words" to words.joinToString(", "), "count" to score)
    val YOUR_TURN get() = t("ui-your-turn")
    fun toMove(name: String) = t("ui-to-move", "name" to name)
    fun thinking(name: String) = t("ui-thinking", "name" to name)
    val SENDING get() = t("ui-sending")
    fun awaitingChallenge(name: String) = t("ui-awaiting-challenge", "name" to name)
    fun mayChallenge(name: String) = t("ui-may-challenge", "name" to name)
    val YOUR_PLAY_WAITS get() = t("ui-your-play-waits")
    fun deadline(left: String) = t("time-left", "time" to left)
    val TAP_A_SQUARE get() = t("ui-tap-a-square")
    val PICK_BLANK get() = t("ui-pick-blank")
    val EXCHANGE_TITLE get() = t("ui-exchange-title")
    fun exchangeCount(n: Int) = t("ui-exchange-count", "count" to n)
    val RESIGN_TITLE get() = t("ui-resign-title")
    val RESIGN_TEXT get() = t("ui-resign-text")
    val EXCHANGE_ALL_TITLE get() = t("ui-exchange-all-title")
    val UNSEEN_TITLE get() = t("ui-unseen-title")
    fun unseenSummary(bag: Int, total: Int) = t("ui-unseen-summary", "total" to total, "bag" to bag)
    val NO_HISTORY get() = t("ui-no-history")
    fun waitingMove(n: Int) = t("ui-move-waits", "count" to n)
    fun droppedMove(reason: String) = t("ui-dropped-move", "reason" to reason)
    val OK get() = t("ui-ok")
    val ELIMINATED get() = t("ui-eliminated")
    val LIVE_LOST get() = t("ui-live-lost")

    // The end of a game.
    val YOU_WON get() = t("ui-you-won")
    val YOU_LOST get() = t("ui-you-lost")
    val DRAW get() = t("ui-draw")
    fun winner(name: String) = t("ui-winner", "name" to name)
    fun place(rank: Int) = t("ui-place", "place" to rank)
    val RACK_ADJUSTMENTS get() = t("ui-rack-adjustments")
    fun hintsUsed(n: Int) = t("hints-used", "count" to n)
    val REMATCH_HOME get() = t("ui-back-to-games")

    // Online.
    val YOUR_NAME get() = t("ui-your-name")
    val REGISTER get() = t("ui-register")
    val REGISTER_TEXT get() = t("ui-register-text")
    val CREATE_ROOM get() = t("ui-create-room")
    val JOIN_ROOM get() = t("ui-join-room")
    val RANDOM get() = t("ui-random")
    val ROOM_CODE get() = t("ui-room-code")
    val JOIN get() = t("ui-join")
    val QUICK get() = t("ui-kind-quick")
    val DAILY get() = t("ui-kind-daily")
    val QUICK_HELP get() = t("ui-quick-help")
    val DAILY_HELP get() = t("ui-daily-help")
    val PLAYERS get() = t("ui-players")
    fun players(n: Int) = t("players", "count" to n)
    val CLOCK get() = t("ui-clock")
    fun minutes(n: Int) = t("ui-minutes", "count" to n)
    val CREATE get() = t("ui-create")
    val FIND get() = t("ui-find")
    val SHARE get() = t("ui-share")

    /** What Share sends: an invitation with the room's link. */
    fun shareText(code: String) = t("ui-share-text", "link" to "slovo://join/$code")
    fun roomWaiting(joined: Int, seats: Int) = t("ui-room-waiting", "joined" to joined, "seats" to seats)
    val ROOM_CODE_HELP get() = t("ui-room-code-help")
    val SEARCHING get() = t("ui-searching")
    val NO_MATCH get() = t("ui-no-match")

    // Settings.
    val SERVER get() = t("ui-server")
    val SERVER_HELP get() = t("ui-server-help")
    val SAVE get() = t("ui-save")
    val SAVED get() = t("ui-saved")
    val NOTIFICATIONS get() = t("ui-notifications")
    val NOTIFICATIONS_HELP get() = t("ui-notifications-help")
    val BOARD_LABELS get() = t("ui-board-labels")
    val BOARD_LABELS_HELP get() = t("ui-board-labels-help")
    val DARK_THEME get() = t("ui-dark-theme")
    val INTERFACE_LANGUAGE get() = t("ui-interface-language")
    val INTERFACE_LANGUAGE_HELP get() = t("ui-interface-language-help")
    val PLAYER_NAME get() = t("ui-player-name")
    val YOU get() = t("ui-you")

    // Premium labels, each language's own (Bulgarian 2Б 3Б 2Д 3Д).
    val DL get() = t("ui-premium-dl")
    val TL get() = t("ui-premium-tl")
    val DW get() = t("ui-premium-dw")
    val TW get() = t("ui-premium-tw")

    // Time left, compact: "4:05", "1:02:03", "23 h", "2 d".
    fun clock(ms: Long): String {
        val s = (ms.coerceAtLeast(0) + 999) / 1000
        return if (s >= 3600) "%d:%02d:%02d".format(s / 3600, s / 60 % 60, s % 60) else "%d:%02d".format(s / 60, s % 60)
    }
    fun timeLeft(ms: Long): String {
        val m = ms.coerceAtLeast(0) / 60_000
        return when {
            m >= 48 * 60 -> t("time-days", "days" to m / (24 * 60))
            m >= 60 && m % 60 == 0L -> t("time-hours", "hours" to m / 60)
            m >= 60 -> t("time-hours-minutes", "hours" to m / 60, "minutes" to m % 60)
            else -> t("time-minutes", "minutes" to m)
        }
    }
}
