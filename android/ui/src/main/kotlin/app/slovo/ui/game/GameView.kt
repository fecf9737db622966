package app.slovo.ui.game

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.LayoutCoordinates
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.layout.positionInRoot
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import app.slovo.ui.Confirm
import app.slovo.ui.Notice
import app.slovo.ui.Screen
import app.slovo.ui.Sheet
import app.slovo.ui.Strings
import app.slovo.ui.TopBar
import app.slovo.ui.analysis.AnalysisStrings
import app.slovo.ui.board.BoardView
import app.slovo.ui.board.DropTargets
import app.slovo.ui.board.RackView
import app.slovo.ui.board.TileUi
import app.slovo.ui.board.TileView
import app.slovo.ui.core.Game
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Rank
import app.slovo.ui.core.Verdict
import app.slovo.ui.people.PeopleStrings
import app.slovo.ui.theme.LocalBoardColors
import kotlin.math.roundToInt

/** The game screen: stateless, [state] in, events out through its sink, leaving through [onBack]. */
@Composable
fun GameView(
    state: GameState,
    onBack: () -> Unit,
    onChat: (() -> Unit)? = null,
    /** Online games: the rematch, in the end panel. */
    rematch: (@Composable () -> Unit)? = null,
    /** Finished games: opens the analysis of my turns. */
    onAnalysis: (() -> Unit)? = null,
) {
    val send = state.eventSink
    val game = state.game
    val targets = remember { DropTargets() }
    var drag by remember { mutableStateOf<Pair<Int, Offset>?>(null) }
    Screen {
        Column(Modifier.fillMaxSize()) {
            TopBar(title(game), onBack) {
                TextButton(onClick = { send(GameEvent.ShowHistory) }, Modifier.testTag("action-history").heightIn(min = 48.dp)) {
                    Text(Strings.HISTORY)
                }
                TextButton(onClick = { send(GameEvent.ShowTiles) }, Modifier.testTag("action-tiles").heightIn(min = 48.dp)) {
                    Text(Strings.TILES)
                }
                onChat?.let {
                    TextButton(onClick = it, Modifier.testTag("action-chat").heightIn(min = 48.dp)) { Text(PeopleStrings.CHAT) }
                }
            }
            if (game == null) return@Column
            Players(state.players)
            StatusLines(state)
            BoardView(
                state.squares,
                state.labels,
                state.zoomed,
                state.focus,
                onSquare = { r, c -> send(GameEvent.TapSquare(r, c)) },
                dropTargets = targets,
            )
            if (game.finished) {
                // Scrolls when the rematch and a long translation make it taller than the room left.
                EndPanel(game, onBack, rematch, Modifier.weight(1f, fill = false), onAnalysis)
            } else {
                PreviewLine(state)
                RackWithDrag(state, targets, onDrag = { drag = it })
                Actions(state)
            }
            state.message?.let { Notice(it, onDismiss = { send(GameEvent.Dismiss) }) }
            if (game.queued > 0) Notice(Strings.waitingMove(game.queued), onDismiss = null)
            game.dropped.firstOrNull()?.let {
                Notice(Strings.droppedMove(it.reason), onDismiss = { send(GameEvent.AcknowledgeDropped(it.moveId)) })
            }
            if (!state.live) Notice(Strings.LIVE_LOST, onDismiss = null)
        }
        drag?.let { (index, at) -> DraggedTile(state, index, at) }
        state.sheet?.let { GameSheetView(it, state) }
    }
}

/** The language, and for an online game its mode (the kind of a game against bots goes without saying). */
private fun title(game: Game?): String = game?.let {
    Strings.language(it.language) + if (it.kind == GameKind.Bots) "" else " · " + Strings.kind(it.kind)
} ?: ""

@Composable
private fun Players(players: List<PlayerRow>) {
    val colors = LocalBoardColors.current
    Row(
        Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        players.forEachIndexed { i, p ->
            val scheme = MaterialTheme.colorScheme
            Surface(
                Modifier.weight(1f).testTag("player-$i"),
                shape = RoundedCornerShape(12.dp),
                color = if (p.toMove) scheme.primaryContainer else scheme.surfaceVariant,
                border = if (p.toMove) BorderStroke(2.dp, scheme.primary) else null,
            ) {
                Column(Modifier.padding(horizontal = 8.dp, vertical = 6.dp)) {
                    Text(
                        p.name + if (p.eliminated) " (${Strings.ELIMINATED})" else "",
                        style = if (players.size > 2) MaterialTheme.typography.labelMedium else MaterialTheme.typography.labelLarge,
                        fontWeight = if (p.me) FontWeight.Bold else FontWeight.Normal,
                        maxLines = if (players.size > 2) 2 else 1,
                        minLines = if (players.size > 2) 2 else 1,
                        overflow = TextOverflow.Ellipsis,
                        color = if (p.toMove) scheme.onPrimaryContainer else scheme.onSurfaceVariant,
                    )
                    p.rating?.let {
                        Text(
                            it,
                            Modifier.testTag("rating-$i"),
                            style = MaterialTheme.typography.labelSmall,
                            maxLines = 1,
                            color = if (p.toMove) scheme.onPrimaryContainer else scheme.onSurfaceVariant,
                        )
                    }
                    Row(verticalAlignment = Alignment.Bottom) {
                        Text(
                            p.score.toString(),
                            style = MaterialTheme.typography.titleLarge,
                            fontWeight = FontWeight.Bold,
                            color = if (p.toMove) scheme.onPrimaryContainer else scheme.onSurface,
                        )
                        p.clock?.let {
                            Spacer(Modifier.width(6.dp))
                            Text(
                                it,
                                Modifier.testTag("clock-$i"),
                                style = MaterialTheme.typography.labelLarge,
                                fontWeight = FontWeight.SemiBold,
                                color = if (p.clockLow) colors.clockLow else scheme.onSurfaceVariant,
                                maxLines = 1,
                            )
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun StatusLines(state: GameState) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 2.dp)) {
        Text(
            state.status,
            Modifier.testTag("status"),
            style = MaterialTheme.typography.titleSmall,
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
        )
        // Who is away: their deadlines wait (said in words, with the date it ends).
        state.away.forEach { a ->
            Text(
                a.text,
                Modifier.testTag("away-${a.seat}"),
                style = MaterialTheme.typography.bodySmall,
                fontWeight = FontWeight.SemiBold,
                color = MaterialTheme.colorScheme.tertiary,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
        }
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(
                state.lastMove.orEmpty(),
                Modifier.weight(1f).testTag("last-move"),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
            Text(
                Strings.bag(state.game?.bag ?: 0),
                Modifier.testTag("bag"),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}

@Composable
private fun PreviewLine(state: GameState) {
    val colors = LocalBoardColors.current
    val (text, color) = when (val v = state.verdict) {
        is Verdict.Legal -> Strings.legal(v.score, v.words) to colors.legal
        is Verdict.Illegal -> v.reason to colors.illegal
        null -> (if (state.selected != null) Strings.TAP_A_SQUARE else "") to MaterialTheme.colorScheme.onSurfaceVariant
    }
    Text(
        text,
        Modifier.fillMaxWidth().heightIn(min = 40.dp).padding(horizontal = 16.dp, vertical = 6.dp).testTag("preview"),
        color = color,
        style = MaterialTheme.typography.bodyLarge,
        fontWeight = FontWeight.SemiBold,
        maxLines = 2,
        overflow = TextOverflow.Ellipsis,
    )
}

@Composable
private fun RackWithDrag(state: GameState, targets: DropTargets, onDrag: (Pair<Int, Offset>?) -> Unit) {
    val send = state.eventSink
    val corners = remember { HashMap<Int, LayoutCoordinates>() }
    RackView(
        state.rackTiles,
        onTile = { send(GameEvent.TapRack(state.order[it])) },
        modifier = Modifier.padding(horizontal = 8.dp, vertical = 4.dp),
        dragModifier = { slot ->
            val index = state.order[slot]
            Modifier
                .onGloballyPositioned { corners[slot] = it }
                .pointerDrag(
                    key = index,
                    enabled = state.canAct,
                    onMove = { local -> corners[slot]?.let { onDrag(index to it.positionInRoot() + local) } },
                    onEnd = { local ->
                        val at = corners[slot]?.let { it.positionInRoot() + local }
                        onDrag(null)
                        at?.let(targets::squareAt)?.let { (r, c) -> send(GameEvent.Drop(index, r, c)) }
                    },
                )
        },
    )
}

/** Drag with the finger: [onMove] and [onEnd] get the finger's position in the dragged element. */
private fun Modifier.pointerDrag(key: Any, enabled: Boolean, onMove: (Offset) -> Unit, onEnd: (Offset) -> Unit): Modifier {
    if (!enabled) return this
    return pointerInput(key) {
        var at = Offset.Zero
        detectDragGestures(
            onDragStart = {
                at = it
                onMove(at)
            },
            onDrag = { change, amount ->
                change.consume()
                at += amount
                onMove(at)
            },
            onDragEnd = { onEnd(at) },
            onDragCancel = { onEnd(Offset(-1e6f, -1e6f)) },
        )
    }
}

/** The tile under the finger while dragging, drawn above it so the target square stays visible. */
@Composable
private fun DraggedTile(state: GameState, index: Int, at: Offset) {
    val game = state.game ?: return
    val face = game.rack.getOrNull(index) ?: return
    val side = 56.dp
    val px = with(LocalDensity.current) { side.toPx() }
    TileView(
        TileUi(face, game.points[face], blank = face == "?", tentative = true),
        side,
        Modifier.offset { IntOffset((at.x - px / 2).roundToInt(), (at.y - px * 1.6f).roundToInt()) },
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Actions(state: GameState) {
    val send = state.eventSink
    val game = state.game ?: return
    Column(Modifier.fillMaxWidth().padding(horizontal = 8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            if (state.placed.isEmpty()) {
                ActionButton(Strings.SHUFFLE, "action-shuffle", Modifier.weight(1f), game.rack.size > 1) { send(GameEvent.Shuffle) }
            } else {
                ActionButton(Strings.RECALL, "action-recall", Modifier.weight(1f), true) { send(GameEvent.Recall) }
            }
            ActionButton(Strings.EXCHANGE, "action-exchange", Modifier.weight(1f), state.canAct) { send(GameEvent.OpenExchange) }
            ActionButton(Strings.PASS, "action-pass", Modifier.weight(1f), state.canAct) { send(GameEvent.Pass) }
            Button(
                onClick = { send(GameEvent.Submit) },
                enabled = state.canSubmit,
                modifier = Modifier.weight(1.2f).heightIn(min = 48.dp).testTag("action-play"),
            ) { Text(Strings.PLAY, fontWeight = FontWeight.Bold, maxLines = 1) }
        }
        FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            if (game.hintsAllowed) {
                SmallAction(Strings.HINT, "action-hint", state.canAct) { send(GameEvent.Hint) }
            }
            if (state.canChallenge) {
                SmallAction(Strings.CHALLENGE, "action-challenge", true) { send(GameEvent.Challenge) }
                SmallAction(Strings.ACCEPT, "action-accept", true) { send(GameEvent.Accept) }
            }
            SmallAction(if (state.zoomed) Strings.ZOOM_OUT else Strings.ZOOM_IN, "action-zoom", true) { send(GameEvent.ToggleZoom) }
            SmallAction(Strings.RESIGN, "action-resign", state.busy == null) { send(GameEvent.AskResign) }
        }
    }
}

@Composable
private fun ActionButton(label: String, tag: String, modifier: Modifier, enabled: Boolean, onClick: () -> Unit) {
    FilledTonalButton(
        onClick = onClick,
        enabled = enabled,
        modifier = modifier.heightIn(min = 48.dp).testTag(tag),
        contentPadding = PaddingValues(horizontal = 6.dp),
    ) { Text(label, maxLines = 1, overflow = TextOverflow.Ellipsis) }
}

@Composable
private fun SmallAction(label: String, tag: String, enabled: Boolean, onClick: () -> Unit) {
    OutlinedButton(onClick = onClick, enabled = enabled, modifier = Modifier.heightIn(min = 48.dp).testTag(tag)) {
        Text(label, maxLines = 1)
    }
}

/** The end of the game: who won, the ranking in rank order with final scores. */
@Composable
private fun EndPanel(
    game: Game,
    onBack: () -> Unit,
    rematch: (@Composable () -> Unit)?,
    modifier: Modifier = Modifier,
    onAnalysis: (() -> Unit)? = null,
) {
    val me = game.ranks.getOrNull(game.me)
    val winners = game.ranks.indices.filter { game.ranks[it] == 1 }
    val headline = when {
        me == 1 && winners.size > 1 -> Strings.DRAW
        me == 1 -> Strings.YOU_WON
        winners.size == 1 -> Strings.winner(game.players[winners.first()].name)
        else -> Strings.YOU_LOST
    }
    Column(
        modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(16.dp).testTag("end"),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        Text(
            headline,
            style = MaterialTheme.typography.headlineMedium,
            fontWeight = FontWeight.Bold,
            modifier = Modifier.testTag("end-headline"),
        )
        Text(Strings.RACK_ADJUSTMENTS, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        // The core's ranking when it gave one (with each score's making), else by the places.
        val ranking = game.ranking.ifEmpty {
            game.players.indices.sortedBy { game.ranks.getOrElse(it) { 9 } }
                .map { Rank(it, game.ranks.getOrElse(it) { 0 }, game.players[it].score, null) }
        }
        ranking.forEach { rank ->
            val p = game.players[rank.seat]
            Row(Modifier.fillMaxWidth().testTag("rank-${rank.seat}"), verticalAlignment = Alignment.CenterVertically) {
                Text(Strings.place(rank.place), Modifier.width(32.dp), style = MaterialTheme.typography.titleMedium)
                Column(Modifier.weight(1f)) {
                    Text(
                        p.name + if (p.eliminated && rank.detail == null) " (${Strings.ELIMINATED})" else "",
                        style = MaterialTheme.typography.titleMedium,
                        fontWeight = if (rank.seat == game.me) FontWeight.Bold else FontWeight.Normal,
                        maxLines = 1,
                        overflow = TextOverflow.Ellipsis,
                    )
                    rank.detail?.let {
                        Text(it, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    }
                }
                Text(rank.score.toString(), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.Bold)
            }
        }
        if (game.hintsAllowed) {
            Text(
                Strings.hintsUsed(game.hintsUsed),
                Modifier.testTag("end-hints"),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        rematch?.invoke()
        onAnalysis?.let {
            OutlinedButton(onClick = it, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).testTag("end-analysis")) {
                Text(AnalysisStrings.ANALYSIS)
            }
        }
        Button(onClick = onBack, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).testTag("end-home")) {
            Text(Strings.REMATCH_HOME)
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun BoxScope.GameSheetView(sheet: GameSheet, state: GameState) {
    val send = state.eventSink
    val game = state.game ?: return
    val dismiss = { send(GameEvent.Dismiss) }
    when (sheet) {
        is GameSheet.BlankPicker -> Sheet(dismiss, "sheet-blank") {
            Text(Strings.PICK_BLANK, style = MaterialTheme.typography.titleLarge)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                sheet.faces.forEach { face ->
                    Box(
                        Modifier.size(48.dp).testTag("blank-$face").clickable { send(GameEvent.PickBlank(face)) },
                        contentAlignment = Alignment.Center,
                    ) { TileView(TileUi(face, points = null), 48.dp) }
                }
            }
        }
        is GameSheet.Exchange -> if (sheet.confirmAll) {
            Confirm(Strings.EXCHANGE_ALL_TITLE, Strings.exchangeCount(sheet.chosen.size), Strings.EXCHANGE, {
                send(GameEvent.ConfirmExchange)
            }, dismiss)
        } else {
            Sheet(dismiss, "sheet-exchange") {
                Text(Strings.EXCHANGE_TITLE, style = MaterialTheme.typography.titleLarge)
                Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    game.rack.forEachIndexed { i, face ->
                        val chosen = i in sheet.chosen
                        Box(
                            Modifier.size(48.dp).testTag("exchange-$i").clickable { send(GameEvent.ToggleExchange(i)) }
                                .let { if (chosen) it.border(3.dp, LocalBoardColors.current.selection, RoundedCornerShape(8.dp)) else it },
                            contentAlignment = Alignment.Center,
                        ) { TileView(TileUi(face, game.points[face], blank = face == "?", tentative = chosen), 48.dp) }
                    }
                }
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) {
                    TextButton(onClick = dismiss) { Text(Strings.CANCEL) }
                    Button(
                        onClick = { send(GameEvent.ConfirmExchange) },
                        enabled = sheet.chosen.isNotEmpty(),
                        modifier = Modifier.testTag("exchange-confirm"),
                    ) { Text(Strings.exchangeCount(sheet.chosen.size)) }
                }
            }
        }
        GameSheet.ConfirmResign ->
            Confirm(Strings.RESIGN_TITLE, Strings.RESIGN_TEXT, Strings.RESIGN, { send(GameEvent.ConfirmResign) }, dismiss)
        GameSheet.History -> Sheet(dismiss, "sheet-history") {
            Text(Strings.HISTORY, style = MaterialTheme.typography.titleLarge)
            if (game.history.isEmpty()) Text(Strings.NO_HISTORY)
            LazyColumn(Modifier.heightIn(max = 480.dp)) {
                items(game.history.reversed()) { line ->
                    Row(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                        Text(game.players[line.player].name, Modifier.width(110.dp), maxLines = 1, overflow = TextOverflow.Ellipsis)
                        Text(line.text, Modifier.weight(1f), fontWeight = FontWeight.SemiBold)
                        Text("${line.score}", Modifier.width(44.dp))
                        Text("${line.total}", Modifier.width(44.dp), color = MaterialTheme.colorScheme.onSurfaceVariant)
                    }
                }
                // Oldest last: how the game began.
                items(game.opening) { line ->
                    Text(
                        line,
                        Modifier.fillMaxWidth().padding(vertical = 4.dp).testTag("opening"),
                        style = MaterialTheme.typography.bodyMedium,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                    )
                }
            }
        }
        GameSheet.Tiles -> Sheet(dismiss, "sheet-tiles") {
            Text(Strings.UNSEEN_TITLE, style = MaterialTheme.typography.titleLarge)
            Text(Strings.unseenSummary(game.bag, game.unseen.sumOf { it.count }), style = MaterialTheme.typography.bodyMedium)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                game.unseen.forEach { t ->
                    Row(
                        Modifier.background(MaterialTheme.colorScheme.surfaceVariant, RoundedCornerShape(8.dp)).padding(4.dp),
                        verticalAlignment = Alignment.CenterVertically,
                    ) {
                        TileView(TileUi(t.face, game.points[t.face], blank = t.face == "?"), 34.dp)
                        Text("×${t.count}", Modifier.padding(horizontal = 4.dp), style = MaterialTheme.typography.labelLarge)
                    }
                }
            }
        }
    }
}
