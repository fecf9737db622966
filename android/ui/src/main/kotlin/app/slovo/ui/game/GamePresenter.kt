package app.slovo.ui.game

import app.slovo.ui.board.BOARD_SIZE
import app.slovo.ui.board.Focus
import app.slovo.ui.core.CoreError
import app.slovo.ui.core.Game
import app.slovo.ui.core.Move
import app.slovo.ui.core.Placement
import app.slovo.ui.core.Sent
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.people.awayIn
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch

/**
 * Turns the core's game into [GameState]s and the player's [GameEvent]s into core calls, for
 * games against bots and online games alike. Runs on [scope] (the main thread in the apps);
 * the core's calls leave it by themselves ([SlovoCore]).
 */
class GamePresenter(
    private val core: SlovoCore,
    private val gameId: String,
    /** An online game (refereed by the server) rather than one against bots on this device. */
    private val online: Boolean,
    private val scope: CoroutineScope,
    labels: Boolean = true,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    private val mutable = MutableStateFlow(GameState(game = null, busy = Busy.Loading, labels = labels, eventSink = ::onEvent))
    val state: StateFlow<GameState> = mutable.asStateFlow()

    private var previewJob: Job? = null
    private var watch: AutoCloseable? = null
    private var hintsShown = 0

    /** Loads the game, lets the bots move if it is theirs, follows an online game live, runs the clocks. */
    fun start(): Job = scope.launch {
        reload()
        if (!online) {
            letBotsMove()
        } else {
            watch =
                runCatching {
                    core.watch(gameId, { g -> scope.launch { show(g) } }, { live -> mutable.update { it.copy(live = live) } })
                }.getOrNull()
        }
        var tick = 0
        while (isActive && online) {
            // Who is on vacation: now, then twice a minute (a vacation moves the deadlines
            // without a new version of the game, so the stream does not tell).
            if (tick++ % 30 == 0) refreshAway()
            mutable.update { it.copy(now = clock()) }
            delay(1_000)
        }
    }

    /** The players of the online game on vacation, read from the server with the game's deadline. */
    private suspend fun refreshAway() {
        if (mutable.value.game?.finished != false) return
        val away = runCatching { core.awayIn(gameId) }.getOrNull() ?: return
        val moved = away != mutable.value.away
        mutable.update { it.copy(away = away) }
        if (moved) reload()
    }

    /** Leaves the screen: stops following the game. */
    fun stop() {
        watch?.close()
        watch = null
    }

    fun onEvent(event: GameEvent) {
        val s = mutable.value
        val game = s.game ?: return
        when (event) {
            is GameEvent.TapRack -> if (game.myTurn) select(event.index)
            is GameEvent.TapSquare -> tapSquare(game, event.row, event.col)
            is GameEvent.Drop -> {
                mutable.update { it.copy(selected = event.index) }
                tapSquare(game, event.row, event.col)
            }
            is GameEvent.PickBlank -> (s.sheet as? GameSheet.BlankPicker)?.let {
                mutable.update { st -> st.copy(sheet = null) }
                place(it.rackIndex, Placement(it.row, it.col, event.face, blank = true))
            }
            GameEvent.Recall -> changePlaced(emptyList())
            GameEvent.Shuffle -> mutable.update { it.copy(order = it.order.shuffled()) }
            GameEvent.Submit -> if (s.canSubmit) send(Move.Play(s.placed.map { it.placement }))
            GameEvent.OpenExchange -> if (s.canAct) mutable.update { it.copy(sheet = GameSheet.Exchange(emptySet())) }
            is GameEvent.ToggleExchange -> (s.sheet as? GameSheet.Exchange)?.let { sheet ->
                val chosen = if (event.index in sheet.chosen) sheet.chosen - event.index else sheet.chosen + event.index
                mutable.update { it.copy(sheet = GameSheet.Exchange(chosen)) }
            }
            GameEvent.ConfirmExchange -> (s.sheet as? GameSheet.Exchange)?.let { sheet ->
                when {
                    sheet.chosen.isEmpty() -> Unit
                    sheet.chosen.size == game.rack.size && !sheet.confirmAll ->
                        mutable.update { it.copy(sheet = sheet.copy(confirmAll = true)) }
                    else -> {
                        mutable.update { it.copy(sheet = null) }
                        send(Move.Exchange(sheet.chosen.sorted().map { game.rack[it] }))
                    }
                }
            }
            GameEvent.Pass -> if (s.canAct) send(Move.Pass)
            GameEvent.Hint -> if (s.canAct && game.hintsAllowed) hint()
            GameEvent.AskResign -> if (!game.finished) mutable.update { it.copy(sheet = GameSheet.ConfirmResign) }
            GameEvent.ConfirmResign -> {
                mutable.update { it.copy(sheet = null) }
                send(Move.Resign)
            }
            GameEvent.Challenge -> if (s.canChallenge) send(Move.Challenge)
            GameEvent.Accept -> if (s.canChallenge) send(Move.Accept)
            GameEvent.ShowHistory -> mutable.update { it.copy(sheet = GameSheet.History) }
            GameEvent.ShowTiles -> mutable.update { it.copy(sheet = GameSheet.Tiles) }
            GameEvent.ToggleZoom -> mutable.update { it.copy(zoomed = !it.zoomed) }
            GameEvent.Dismiss -> mutable.update { it.copy(sheet = null, message = null) }
            is GameEvent.AcknowledgeDropped -> scope.launch {
                runCatching { core.acknowledgeDropped(event.moveId) }.onFailure(::fail)
                reload()
            }
        }
    }

    private fun select(index: Int) = mutable.update { it.copy(selected = if (it.selected == index) null else index) }

    private fun tapSquare(game: Game, row: Int, col: Int) {
        val s = mutable.value
        mutable.update { it.copy(focus = Focus(row, col)) }
        s.placed.firstOrNull { it.placement.row == row && it.placement.col == col }?.let { mine ->
            changePlaced(s.placed - mine)
            return
        }
        val index = s.selected ?: return
        if (!game.myTurn || game.squares[row * BOARD_SIZE + col].tile != null) return
        val face = game.rack[index]
        if (face == "?") {
            mutable.update { it.copy(sheet = GameSheet.BlankPicker(game.blankFaces, index, row, col)) }
        } else {
            place(index, Placement(row, col, face, blank = false))
        }
    }

    private fun place(rackIndex: Int, placement: Placement) {
        val rest = mutable.value.placed.filter { it.rackIndex != rackIndex }
        mutable.update { it.copy(selected = null) }
        changePlaced(rest + Placed(rackIndex, placement))
    }

    /** This turn's tiles changed: ask the core what they would make, at once. */
    private fun changePlaced(placed: List<Placed>) {
        mutable.update { it.copy(placed = placed, verdict = null, message = null) }
        previewJob?.cancel()
        val game = mutable.value.game ?: return
        if (placed.isEmpty() || !game.myTurn) return
        previewJob = scope.launch {
            val verdict = runCatching { core.preview(game, placed.map { it.placement }) }.getOrNull()
            mutable.update { if (it.placed == placed) it.copy(verdict = verdict) else it }
        }
    }

    /** Puts the next best play on the board, cycling through the best few. */
    private fun hint() = scope.launch {
        val hints = runCatching { core.hints(gameId, hintsShown + 1) }.getOrElse { return@launch fail(it) }
        val hint = hints.getOrNull(hintsShown) ?: hints.firstOrNull().also { hintsShown = 0 } ?: return@launch
        hintsShown++
        val game = mutable.value.game ?: return@launch
        val free = game.rack.indices.toMutableList()
        val placed = hint.placements.map { p ->
            val index = free.first { game.rack[it] == if (p.blank) "?" else p.face }
            free.remove(index)
            Placed(index, p)
        }
        changePlaced(placed)
    }

    private fun send(move: Move) = scope.launch {
        val game = mutable.value.game ?: return@launch
        mutable.update { it.copy(busy = Busy.Sending, sheet = null) }
        val sent = runCatching { core.move(game, move) }.getOrElse {
            mutable.update { st -> st.copy(busy = null) }
            return@launch fail(it)
        }
        hintsShown = 0
        mutable.update { it.copy(placed = emptyList(), verdict = null, selected = null, zoomed = false, busy = null) }
        when (sent) {
            is Sent.Waiting -> mutable.update { it.copy(message = sent.reason) }
            is Sent.Refused -> mutable.update { it.copy(message = sent.reason) }
            Sent.Done -> Unit
        }
        reload()
        if (!online) letBotsMove()
    }

    private suspend fun letBotsMove() {
        val game = mutable.value.game ?: return
        // The bots move on their turns, and decide on my play waiting for its challenge window
        // (a play that goes out waits so even when the turn stays mine).
        if (game.finished || (game.myTurn && game.awaitingChallenge != game.me)) return
        val next = game.toMove?.let { game.players[it].name }.orEmpty()
        mutable.update { it.copy(busy = Busy.Thinking(next)) }
        runCatching { core.runBots(gameId) }.onFailure(::fail)
        mutable.update { it.copy(busy = null) }
        reload()
    }

    private suspend fun reload() {
        val game = runCatching { if (online) core.onlineGame(gameId) else core.localGame(gameId) }
            .getOrElse { return fail(it) }
        show(game)
    }

    private fun show(game: Game) = mutable.update {
        val sameRack = it.game?.rack == game.rack
        it.copy(
            game = game,
            busy = if (it.busy == Busy.Loading) null else it.busy,
            order = if (sameRack) it.order else game.rack.indices.toList(),
            placed = if (sameRack && game.myTurn) it.placed else emptyList(),
            now = clock(),
        )
    }

    private fun fail(e: Throwable) {
        val text = (e as? CoreError)?.message ?: e.message ?: e.toString()
        mutable.update { it.copy(message = text, busy = if (it.busy == Busy.Loading) null else it.busy) }
    }
}
