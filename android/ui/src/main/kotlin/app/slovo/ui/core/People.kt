package app.slovo.ui.core

/**
 * The app's picture of the player's record and the people around their games: statistics,
 * ratings, friends and a game's chat. Built from the core's view models in [SlovoCore]; every
 * text is already said in the interface language by the core.
 */

/** A label and its value (`Wins`, `12`). */
data class StatLine(val label: String, val value: String)

/** One record: overall, or one language with a bot level or an online mode. */
data class StatsBlock(val title: String, val lines: List<StatLine>)

/** A rating in one language and mode: `1 523 ± 87`, and how many rated games are behind it. */
data class RatingLine(val title: String, val rating: String, val games: String)

/** The record against bots (counted on the phone); [empty] says why there are no blocks. */
data class BotRecord(val blocks: List<StatsBlock>, val empty: String?)

/**
 * The online record and ratings from the server; [offline] is set when these are the numbers
 * kept from the last time it answered.
 */
data class OnlineRecord(
    val blocks: List<StatsBlock>,
    val empty: String?,
    val ratings: List<RatingLine>,
    val noRatings: String?,
    val offline: String?,
)

enum class Presence { Live, Recent, Offline }

data class Friend(val id: String, val name: String, val presence: Presence, val presenceText: String, val ratings: List<RatingLine>)

/** A friend request or an invitation waiting for an answer, with its sentence. */
data class Pending(val id: String, val name: String, val text: String)

data class Friends(
    val code: String,
    val codeHelp: String,
    val friends: List<Friend>,
    val empty: String?,
    /** Requests to me: accept or decline. */
    val incoming: List<Pending>,
    /** My requests not yet answered. */
    val outgoing: List<Pending>,
    /** Invitations to me: play or decline. */
    val invites: List<Pending>,
    /** My invitations not yet answered. */
    val invited: List<Pending>,
)

data class ChatMessage(val seq: Long, val seat: Int, val name: String, val text: String, val mine: Boolean, val time: String)

/** A game's chat; [notice] instead of messages (chat off, none yet). */
data class Chat(val messages: List<ChatMessage>, val enabled: Boolean, val notice: String?, val maxChars: Int)

/** Why a player is reported, as the report menu offers it. */
data class ReportOption(val cause: String, val label: String)
