package app.slovo.ui.game

import app.slovo.ui.Strings
import app.slovo.ui.board.BOARD_SIZE
import app.slovo.ui.board.Focus
import app.slovo.ui.board.SquareUi
import app.slovo.ui.board.TileUi
import app.slovo.ui.core.Game
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Placement
import app.slovo.ui.core.Verdict
import app.slovo.ui.people.Away

/** What the player can do on the game screen. */
sealed interface GameEvent {
    data class TapRack(val index: Int) : GameEvent
    data class TapSquare(val row: Int, val col: Int) : GameEvent

    /** A rack tile dragged onto a square. */
    data class Drop(val index: Int, val row: Int, val col: Int) : GameEvent
    data class PickBlank(val face: String) : GameEvent
    data class ToggleExchange(val index: Int) : GameEvent

    /** The player read why a move of theirs was not accepted. */
    data class AcknowledgeDropped(val moveId: String) : GameEvent
    data object Recall : GameEvent
    data object Shuffle : GameEvent
    data object Submit : GameEvent
    data object OpenExchange : GameEvent
    data object ConfirmExchange : GameEvent
    data object Pass : GameEvent
    data object Hint : GameEvent
    data object AskResign : GameEvent
    data object ConfirmResign : GameEvent
    data object Challenge : GameEvent
    data object Accept : GameEvent
    data object ShowHistory : GameEvent
    data object ShowTiles : GameEvent
    data object ToggleZoom : GameEvent
    data object Dismiss : GameEvent
}

/** A tile of the rack put on the board this turn. */
data class Placed(val rackIndex: Int, val placement: Placement)

/** A panel over the game screen. */
sealed interface GameSheet {
    data class BlankPicker(val faces: List<String>, val rackIndex: Int, val row: Int, val col: Int) : GameSheet
    data class Exchange(val chosen: Set<Int>, val confirmAll: Boolean = false) : GameSheet
    data object ConfirmResign : GameSheet
    data object History : GameSheet
    data object Tiles : GameSheet
}

/** Something under way that the player waits for, without the screen blocking. */
sealed interface Busy {
    data object Loading : Busy
    data object Sending : Busy
    data class Thinking(val name: String) : Busy
}

/** A player's line at the top of the game screen. */
data class PlayerRow(
    val name: String,
    val score: Int,
    val toMove: Boolean,
    val me: Boolean,
    val eliminated: Boolean,
    val clock: String?,
    val clockLow: Boolean,
    /** Online games: the rating shown with the name (`1 523 ± 87`). */
    val rating: String? = null,
)

/** The game screen's whole state: the game as the core last gave it, and this turn's tiles. */
data class GameState(
    val game: Game?,
    val placed: List<Placed> = emptyList(),
    val selected: Int? = null,
    /** The rack's display order (indices into the game's rack). */
    val order: List<Int> = game?.rack?.indices?.toList().orEmpty(),
    val verdict: Verdict? = null,
    val sheet: GameSheet? = null,
    val busy: Busy? = null,
    val message: String? = null,
    val zoomed: Boolean = false,
    val focus: Focus = Focus(7, 7),
    val labels: Boolean = true,
    /** The time the clocks are shown at (ms since 1970). */
    val now: Long = 0,
    /** An online game's live stream is connected (or the game is local). */
    val live: Boolean = true,
    /** Online games: the players on vacation now, each with its sentence (`Eva is on vacation until 12 Dec, 14:05.`). */
    val away: List<Away> = emptyList(),
    val eventSink: (GameEvent) -> Unit = {},
) {
    val canAct: Boolean get() = game != null && game.myTurn && !game.finished && busy == null

    val canSubmit: Boolean get() = canAct && placed.isNotEmpty()

    /** The board with this turn's tiles on it. */
    val squares: List<SquareUi>
        get() {
            val g = game ?: return emptyList()
            val mine = placed.associateBy { it.placement.row * BOARD_SIZE + it.placement.col }
            return g.squares.mapIndexed { i, s ->
                val p = mine[i]?.placement
                SquareUi(
                    s.row,
                    s.col,
                    s.premium,
                    tile = when {
                        p != null -> TileUi(p.face, g.points[p.face], blank = p.blank, tentative = true)
                        s.tile != null -> TileUi(s.tile, g.points[s.tile], blank = s.blank)
                        else -> null
                    },
                    lastMove = s.lastMove && p == null,
                )
            }
        }

    /** The rack in display order; null where a tile is on the board this turn. */
    val rackTiles: List<TileUi?>
        get() {
            val g = game ?: return emptyList()
            val used = placed.map { it.rackIndex }.toSet()
            return order.map { i ->
                val face = g.rack[i]
                if (i in used) null else TileUi(face, g.points[face], blank = face == "?", selected = i == selected)
            }
        }

    val players: List<PlayerRow>
        get() {
            val g = game ?: return emptyList()
            return g.players.mapIndexed { i, p ->
                val left = p.clockMs?.let { if (g.toMove == i && !g.finished) it - (now - g.readAt) else it }
                PlayerRow(
                    name = p.name,
                    score = p.score,
                    toMove = g.toMove == i && !g.finished,
                    me = i == g.me,
                    eliminated = p.eliminated,
                    clock = left?.let(Strings::clock),
                    clockLow = left != null && left < 30_000,
                    rating = p.rating,
                )
            }
        }

    /** One line under the scores: whose turn, what is under way, or the daily deadline. */
    val status: String
        get() {
            val g = game ?: return ""
            busy?.let {
                return when (it) {
                    Busy.Loading -> ""
                    Busy.Sending -> Strings.SENDING
                    is Busy.Thinking -> Strings.thinking(it.name)
                }
            }
            if (g.finished) return Strings.GAME_OVER
            g.awaitingChallenge?.let { seat ->
                val name = g.players[seat].name
                return when {
                    seat == g.me -> Strings.YOUR_PLAY_WAITS
                    g.myTurn -> Strings.YOUR_TURN + " · " + Strings.mayChallenge(name)
                    else -> Strings.awaitingChallenge(name)
                }
            }
            val turn = if (g.myTurn) Strings.YOUR_TURN else g.toMove?.let { Strings.toMove(g.players[it].name) }.orEmpty()
            val deadline = g.deadline?.takeIf { g.kind == GameKind.Daily }?.let { " · " + Strings.deadline(Strings.timeLeft(it - now)) }
            return turn + deadline.orEmpty()
        }

    /** The last move, as the history writes it, with its author and score. */
    val lastMove: String?
        get() {
            val g = game ?: return null
            val line = g.history.lastOrNull() ?: return null
            return "${g.players[line.player].name}: ${line.text} · ${Strings.points(line.score)}"
        }

    val canChallenge: Boolean get() = game?.awaitingChallenge?.let { it != game.me && game.myTurn } == true && busy == null
}
