package app.slovo.ui

import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Level

/**
 * Every text the screens show, in English, in one place: no string lives in a composable.
 * The localisation issue replaces this object with the core's Fluent catalog (six languages).
 */
object Strings {
    const val APP_NAME = "Slovo"

    // Home.
    const val NEW_GAME = "New game"
    const val PLAY_ONLINE = "Play online"
    const val SETTINGS = "Settings"
    const val YOUR_TURN_SECTION = "Your turn"
    const val WAITING_SECTION = "Waiting for opponents"
    const val FINISHED_SECTION = "Finished"
    const val NO_GAMES = "No games yet. Start one against a bot, or play online."
    const val SYNC_UP_TO_DATE = "Up to date"
    const val SYNC_SENDING = "Sending moves…"
    fun syncOffline(waiting: Int) = if (waiting == 0) "Offline" else "Offline · ${moves(waiting)} waiting to be sent"
    fun moves(n: Int) = if (n == 1) "1 move" else "$n moves"
    fun vs(names: List<String>) = "vs " + names.joinToString(", ")
    fun kind(kind: GameKind) = when (kind) {
        GameKind.Bots -> "Against bots"
        GameKind.Quick -> "Quick"
        GameKind.Daily -> "Daily"
    }
    fun waitingToSend(n: Int) = "${moves(n)} waiting to be sent"
    const val YOUR_MOVE = "Your move"
    const val THEIR_MOVE = "Their move"
    const val GAME_OVER = "Game over"

    // Languages: the tile sets' languages in their own names, for the pickers.
    val LANGUAGES = listOf(
        "english" to "English",
        "slovak" to "Slovenčina",
        "czech" to "Čeština",
        "croatian" to "Hrvatski",
        "danish" to "Dansk",
        "bulgarian" to "Български",
    )
    fun language(code: String) = LANGUAGES.firstOrNull { it.first == code }?.second ?: code.replaceFirstChar(Char::uppercase)

    // New game.
    const val LANGUAGE = "Language"
    const val RULES = "Rules"
    const val RACK = "Rack"
    fun rackTiles(n: Int) = "$n tiles"
    const val FINISH_LINE = "Finish line"
    const val NO_FINISH_LINE = "None"
    fun finishLine(points: Int) = "$points points"
    const val FINISH_LINE_HELP = "The first player to reach it wins at once; no rack adjustments."
    const val OPPONENTS = "Opponents"
    fun bot(n: Int) = "Bot $n"
    fun level(level: Level) = when (level) {
        Level.Easy -> "Easy"
        Level.Medium -> "Medium"
        Level.Hard -> "Hard"
    }
    const val ADD_BOT = "Add a bot"
    const val REMOVE_BOT = "Remove"
    const val START = "Start game"
    val PRESETS = listOf(
        "classic" to "Words may be challenged; a wrong challenge loses the next turn. Exchange while 7+ in the bag.",
        "sss" to "Words may be challenged; a wrong challenge costs nothing. Three scoreless rounds end the game.",
        "bulgarian" to "Every word checked at once. Exchange any time; bridges only from the 4th turn.",
    )
    const val LANGUAGE_DEFAULT = "Usual rules"
    fun usualPreset(name: String, what: String) = "$name. $what"
    fun preset(name: String) = when (name) {
        "classic" -> "Classic"
        "sss" -> "Slovak club"
        "bulgarian" -> "Bulgarian"
        else -> name
    }

    // The game screen.
    const val PLAY = "Play"
    const val RECALL = "Recall"
    const val SHUFFLE = "Shuffle"
    const val EXCHANGE = "Exchange"
    const val PASS = "Pass"
    const val HINT = "Hint"
    const val RESIGN = "Resign"
    const val CHALLENGE = "Challenge"
    const val ACCEPT = "Accept"
    const val HISTORY = "History"
    const val TILES = "Tiles"
    const val ZOOM_IN = "Zoom in"
    const val ZOOM_OUT = "Zoom out"
    const val BACK = "Back"
    const val CANCEL = "Cancel"
    fun bag(n: Int) = "Bag: $n"
    fun points(n: Int) = if (n == 1) "1 point" else "$n points"
    fun legal(score: Int, words: List<String>) = "${words.joinToString(", ")} · ${points(score)}"
    const val YOUR_TURN = "Your turn"
    fun toMove(name: String) = "$name to move"
    fun thinking(name: String) = "$name is thinking…"
    const val SENDING = "Sending…"
    fun awaitingChallenge(name: String) = "$name's play may be challenged"
    fun mayChallenge(name: String) = "you may challenge $name's play"
    const val YOUR_PLAY_WAITS = "Your play stands unless challenged"
    fun deadline(left: String) = "$left left"
    const val TAP_A_SQUARE = "Tap a square for the selected tile"
    const val PICK_BLANK = "The blank stands for…"
    const val EXCHANGE_TITLE = "Choose the tiles to exchange"
    fun exchangeCount(n: Int) = if (n == 1) "Exchange 1 tile" else "Exchange $n tiles"
    const val RESIGN_TITLE = "Resign this game?"
    const val RESIGN_TEXT = "You leave the game and cannot come back to it."
    const val EXCHANGE_ALL_TITLE = "Exchange your whole rack?"
    const val UNSEEN_TITLE = "Tiles you have not seen"
    fun unseenSummary(bag: Int, total: Int) = "$total unseen · $bag in the bag"
    const val NO_HISTORY = "No moves yet."
    fun waitingMove(n: Int) = if (n == 1) "Your move waits to be sent" else "$n moves wait to be sent"
    fun droppedMove(reason: String) = "A move was not accepted: $reason"
    const val OK = "OK"
    const val ELIMINATED = "out"
    const val LIVE_LOST = "Connection lost, retrying…"

    // The end of a game.
    const val YOU_WON = "You won!"
    const val YOU_LOST = "You lost"
    const val DRAW = "A draw"
    fun winner(name: String) = "$name wins"
    fun place(rank: Int) = "$rank."
    const val RACK_ADJUSTMENTS = "Final scores after rack adjustments"
    const val REMATCH_HOME = "Back to games"

    // Online.
    const val YOUR_NAME = "Your name"
    const val REGISTER = "Continue"
    const val REGISTER_TEXT = "Choose the name other players see."
    const val CREATE_ROOM = "Create a room"
    const val JOIN_ROOM = "Join a room"
    const val RANDOM = "Random opponent"
    const val ROOM_CODE = "Room code"
    const val JOIN = "Join"
    const val QUICK = "Quick"
    const val DAILY = "Daily"
    const val QUICK_HELP = "A chess clock per player; play in one sitting."
    const val DAILY_HELP = "24 hours a move; you get a notification when it is your turn."
    const val PLAYERS = "Players"
    fun players(n: Int) = "$n players"
    const val CLOCK = "Clock"
    fun minutes(n: Int) = "$n min"
    const val CREATE = "Create"
    const val FIND = "Find a game"
    const val SHARE = "Share"
    const val SHARE_TEXT_PREFIX = "Play Slovo with me: slovo://join/"
    fun roomWaiting(joined: Int, seats: Int) = "$joined of $seats players here. Waiting for the others…"
    const val ROOM_CODE_HELP = "Give this code to your friends."
    const val SEARCHING = "Looking for an opponent…"
    const val NO_MATCH = "Nobody came. Try again?"

    // Settings.
    const val SERVER = "Server"
    const val SERVER_HELP = "Where online games are played."
    const val SAVE = "Save"
    const val SAVED = "Saved"
    const val NOTIFICATIONS = "Notifications"
    const val NOTIFICATIONS_HELP = "When it is your turn in a daily game"
    const val BOARD_LABELS = "Premium square labels"
    const val BOARD_LABELS_HELP = "2L, 3L, 2W, 3W on the board"
    const val DARK_THEME = "Dark theme"
    const val INTERFACE_LANGUAGE = "Interface language"
    const val INTERFACE_LANGUAGE_HELP = "English for now; more languages are coming."
    const val PLAYER_NAME = "Your name in games against bots"

    // Premium labels (2L 3L 2W 3W; the catalog will give each language its own).
    const val DL = "2L"
    const val TL = "3L"
    const val DW = "2W"
    const val TW = "3W"

    // Time left, compact: "4:05", "1:02:03", "23 h", "2 d".
    fun clock(ms: Long): String {
        val s = (ms.coerceAtLeast(0) + 999) / 1000
        return if (s >= 3600) "%d:%02d:%02d".format(s / 3600, s / 60 % 60, s % 60) else "%d:%02d".format(s / 60, s % 60)
    }
    fun timeLeft(ms: Long): String {
        val m = ms.coerceAtLeast(0) / 60_000
        return when {
            m >= 48 * 60 -> "${m / (24 * 60)} d"
            m >= 60 -> if (m % 60 == 0L) "${m / 60} h" else "${m / 60} h ${m % 60} min"
            else -> "$m min"
        }
    }
}
