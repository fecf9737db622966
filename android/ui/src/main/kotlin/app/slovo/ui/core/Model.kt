package app.slovo.ui.core

/**
 * The app's own picture of a game, for local games against bots and online games alike:
 * what the screens read. Built from the core's view models in [SlovoCore]; nothing here is
 * computed by Kotlin (scores, validity, notation come from the core).
 */
enum class GameKind { Bots, Quick, Daily }

enum class Premium { Plain, DoubleLetter, TripleLetter, DoubleWord, TripleWord, Centre }

data class Square(
    val row: Int,
    val col: Int,
    val premium: Premium,
    /** The face on the square (for a blank: the face it stands for), or null. */
    val tile: String? = null,
    val blank: Boolean = false,
    val lastMove: Boolean = false,
)

data class Player(
    val name: String,
    val score: Int,
    val isBot: Boolean = false,
    val eliminated: Boolean = false,
    /** Quick games: milliseconds left on this player's clock when the game was read. */
    val clockMs: Long? = null,
    /** Online games: the rating in the game's language and mode (`1 523 ± 87`), shown with the name. */
    val rating: String? = null,
)

data class HistoryLine(val player: Int, val text: String, val score: Int, val total: Int)

data class TileCount(val face: String, val count: Int)

data class Game(
    val id: String,
    val kind: GameKind,
    /** The room code of an online game. */
    val code: String? = null,
    val language: String,
    val tileSet: String,
    val me: Int,
    val players: List<Player>,
    /** The seat to move; null once the game is over. */
    val toMove: Int?,
    val myTurn: Boolean,
    val finished: Boolean,
    /** 1-based places per seat once over (ties share a place). */
    val ranks: List<Int> = emptyList(),
    /** 225 squares, row by row. */
    val squares: List<Square>,
    /** My rack, a face per tile, `?` for a blank. */
    val rack: List<String>,
    /** Points of each face of the tile set (`?` is 0). */
    val points: Map<String, Int>,
    /** The faces a blank may stand for. */
    val blankFaces: List<String>,
    val bag: Int,
    val unseen: List<TileCount> = emptyList(),
    val history: List<HistoryLine> = emptyList(),
    /** Daily games: when the player to move runs out of time (ms since 1970). */
    val deadline: Long? = null,
    /** When the clocks in [players] were read (ms since 1970). */
    val readAt: Long = 0,
    /** The seat whose play waits for its challenge window (challenge presets). */
    val awaitingChallenge: Int? = null,
    /** Hints are allowed (a game against bots only). */
    val hintsAllowed: Boolean = false,
    /** In how many positions I was shown hints. */
    val hintsUsed: Int = 0,
    /** Who played first and why, a line per round of the draw, then the winner. */
    val opening: List<String> = emptyList(),
    /** Once over, the ranking best first, with what each score is made of. */
    val ranking: List<Rank> = emptyList(),
    /** My moves waiting to be sent. */
    val queued: Int = 0,
    /** My moves the server will not take, with the reason. */
    val dropped: List<DroppedMove> = emptyList(),
)

/** A line of the final ranking; [detail] says what the score is made of (`(score 801, rack +8)`). */
data class Rank(val seat: Int, val place: Int, val score: Int, val detail: String?)

data class DroppedMove(val moveId: String, val gameId: String, val reason: String)

/** A tile put on the board but not yet played. */
data class Placement(val row: Int, val col: Int, val face: String, val blank: Boolean)

/** The core's verdict on tiles being placed. */
sealed interface Verdict {
    data class Legal(val score: Int, val words: List<String>) : Verdict
    data class Illegal(val reason: String) : Verdict
}

data class Hint(val text: String, val score: Int, val placements: List<Placement>)

/** A line of the home list. */
data class GameItem(
    val id: String,
    val kind: GameKind,
    val language: String,
    /** Opponents' names (local games), or the room code (online games not yet read). */
    val opponents: List<String>,
    /** Scores, mine first, then the opponents' in seat order. */
    val scores: List<Int>,
    val myTurn: Boolean,
    val finished: Boolean,
    val deadline: Long? = null,
    val queued: Int = 0,
    val updatedAt: Long = 0,
    /** A Tycoon game (the letter-patent card game) rather than a word game. */
    val tycoon: Boolean = false,
)

/** What happened to a move sent online. */
sealed interface Sent {
    data object Done : Sent
    data class Waiting(val reason: String) : Sent
    data class Refused(val reason: String) : Sent
}

data class Room(
    val code: String,
    val kind: GameKind,
    val language: String,
    val seats: Int,
    val players: List<String>,
    val gameId: String?,
    /** Each seated player's rating (`1 523 ± 87`), null when the server gave none. */
    val ratings: List<String?> = emptyList(),
)

sealed interface Seek {
    data class Matched(val gameId: String) : Seek
    data class Waiting(val seekId: String, val until: Long) : Seek
    data object Expired : Seek
}

/** How the phone's copy of online games stands with the server. */
sealed interface SyncState {
    data object Idle : SyncState
    data object Sending : SyncState
    data object UpToDate : SyncState
    data class Offline(val waiting: Int) : SyncState
}

/** A failure the screens show: the core's typed errors, in the app's terms. */
class CoreError(val kind: Kind, message: String) : Exception(message) {
    enum class Kind { Illegal, NotYourTurn, Offline, NeedsNetwork, NotRegistered, Refused, UnknownRoom, Invalid, Other }
}
