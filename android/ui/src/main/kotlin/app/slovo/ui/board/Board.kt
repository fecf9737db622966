package app.slovo.ui.board

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.slovo.ui.Strings
import app.slovo.ui.core.Premium
import app.slovo.ui.theme.LocalBoardColors

const val BOARD_SIZE = 15

/** One square as drawn: its premium, and the tile on it if any. */
@Immutable
data class SquareUi(
    val row: Int,
    val col: Int,
    val premium: Premium,
    val tile: TileUi? = null,
    /** Placed by the last play that stands. */
    val lastMove: Boolean = false,
)

/** A tile as drawn, on the board or the rack. */
@Immutable
data class TileUi(
    val face: String,
    /** Points, or null for a blank (which shows none). */
    val points: Int?,
    val blank: Boolean = false,
    /** Put down this turn, not yet played. */
    val tentative: Boolean = false,
    val selected: Boolean = false,
)

/** Where each square is on screen, for dropping a dragged tile on the square under the finger. */
class DropTargets {
    val squares = HashMap<Int, Rect>()

    /** The (row, col) under [point] (root coordinates), if any. */
    fun squareAt(point: Offset): Pair<Int, Int>? =
        squares.entries.firstOrNull { it.value.contains(point) }?.key?.let { it / BOARD_SIZE to it % BOARD_SIZE }
}

/** A square the board scrolls to when zoomed: the last one touched, or the centre. */
data class Focus(val row: Int, val col: Int)

/**
 * The 15×15 board. Fits the width it is given; [zoomed], each square takes a touch-sized
 * 44 dp and the board scrolls, centred on [focus] (UI.md: squares of ~26 dp are below the 48 dp
 * target, so the genre zooms while placing).
 */
@Composable
fun BoardView(
    squares: List<SquareUi>,
    labels: Boolean,
    zoomed: Boolean,
    focus: Focus,
    onSquare: (row: Int, col: Int) -> Unit,
    modifier: Modifier = Modifier,
    dropTargets: DropTargets? = null,
) {
    val colors = LocalBoardColors.current
    BoxWithConstraints(modifier.fillMaxWidth().background(colors.grid).testTag("board")) {
        val fitted = maxWidth / BOARD_SIZE
        val side = if (zoomed) maxOf(44.dp, fitted) else fitted
        val h = rememberScrollState()
        val v = rememberScrollState()
        val density = LocalDensity.current
        if (zoomed) {
            LaunchedEffect(focus, side) {
                val px = with(density) { side.toPx() }
                val view = with(density) { maxWidth.toPx() }
                h.scrollTo((px * (focus.col + 0.5f) - view / 2).toInt().coerceAtLeast(0))
                v.scrollTo((px * (focus.row + 0.5f) - view / 2).toInt().coerceAtLeast(0))
            }
        }
        val grid = Modifier.let { if (zoomed) it.size(maxWidth).horizontalScroll(h).verticalScroll(v) else it }
        Box(grid) {
            Column {
                for (row in 0 until BOARD_SIZE) {
                    Row {
                        for (col in 0 until BOARD_SIZE) {
                            SquareView(squares[row * BOARD_SIZE + col], side, labels, onSquare, dropTargets)
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun SquareView(square: SquareUi, side: Dp, labels: Boolean, onSquare: (Int, Int) -> Unit, targets: DropTargets?) {
    val colors = LocalBoardColors.current
    val (fill, ink, label) = when (square.premium) {
        Premium.Plain -> Triple(colors.plain, colors.labelDark, "")
        Premium.DoubleLetter -> Triple(colors.doubleLetter, colors.labelDark, Strings.DL)
        Premium.TripleLetter -> Triple(colors.tripleLetter, colors.labelLight, Strings.TL)
        Premium.DoubleWord -> Triple(colors.doubleWord, colors.labelDark, Strings.DW)
        Premium.TripleWord -> Triple(colors.tripleWord, colors.labelLight, Strings.TW)
        Premium.Centre -> Triple(colors.doubleWord, colors.labelDark, "★")
    }
    val name = "${'A' + square.col}${square.row + 1}"
    val described = square.tile?.let { "$name ${it.face}" } ?: "$name ${label.ifEmpty { "" }}".trim()
    Box(
        Modifier
            .size(side)
            .padding(0.5.dp)
            .background(fill, RoundedCornerShape(2.dp))
            .testTag("square-${square.row}-${square.col}")
            .let { m ->
                targets?.let { t -> m.onGloballyPositioned { t.squares[square.row * BOARD_SIZE + square.col] = it.boundsInRoot() } }
                    ?: m
            }
            .semantics { contentDescription = described }
            .clickable { onSquare(square.row, square.col) },
        contentAlignment = Alignment.Center,
    ) {
        val tile = square.tile
        if (tile != null) {
            TileView(tile, side, lastMove = square.lastMove)
        } else if (labels || square.premium == Premium.Centre) {
            Text(
                label,
                color = ink,
                fontSize = with(LocalDensity.current) { (side * if (label == "★") 0.6f else 0.36f).toSp() },
                fontWeight = FontWeight.Bold,
                textAlign = TextAlign.Center,
                maxLines = 1,
                softWrap = false,
            )
        }
    }
}

/** A tile: its letter large, its points small in a corner; a blank's letter in outline style, no points. */
@Composable
fun TileView(tile: TileUi, side: Dp, modifier: Modifier = Modifier, lastMove: Boolean = false) {
    val colors = LocalBoardColors.current
    val density = LocalDensity.current
    val fill = if (tile.tentative) colors.tilePlaced else colors.tile
    val edge = when {
        tile.selected -> colors.selection
        lastMove -> colors.lastMove
        else -> Color.Transparent
    }
    val letterSize = if (tile.face.length > 1) 0.42f else 0.56f
    Box(
        modifier
            .size(side)
            .padding(side * 0.04f)
            .background(fill, RoundedCornerShape(side * 0.14f))
            .border(if (edge == Color.Transparent) 0.dp else side * 0.08f, edge, RoundedCornerShape(side * 0.14f)),
    ) {
        // A blank shows its letter in a lighter ink and no points (UI.md), still above 4.5:1.
        Text(
            tile.face,
            Modifier.align(Alignment.Center).offset(x = if (tile.points != null && !tile.blank) -side * 0.05f else 0.dp),
            color = if (tile.blank) colors.tileText.copy(alpha = 0.62f) else colors.tileText,
            fontSize = with(density) { (side * letterSize).toSp() },
            fontWeight = if (tile.blank) FontWeight.Normal else FontWeight.Bold,
            maxLines = 1,
            softWrap = false,
        )
        tile.points?.takeIf { !tile.blank }?.let {
            Text(
                it.toString(),
                Modifier.align(Alignment.BottomEnd).padding(end = side * 0.05f),
                color = colors.tileText,
                fontSize = with(density) { (side * if (it >= 10) 0.2f else 0.24f).toSp() },
                maxLines = 1,
                softWrap = false,
            )
        }
    }
}

/** The rack: tiles side by side, each tappable (select, then tap a square) and draggable. */
@Composable
fun RackView(
    tiles: List<TileUi?>,
    onTile: (index: Int) -> Unit,
    modifier: Modifier = Modifier,
    dragModifier: (index: Int) -> Modifier = { Modifier },
    /** Each tile's test tag is this and its index (several rows of cards on one screen). */
    tagPrefix: String = "rack",
) {
    BoxWithConstraints(modifier.fillMaxWidth()) {
        val side = minOf(52.dp, maxWidth / maxOf(tiles.size, 7))
        Row(Modifier.fillMaxWidth(), horizontalArrangement = androidx.compose.foundation.layout.Arrangement.Center) {
            tiles.forEachIndexed { index, tile ->
                Box(Modifier.size(side).testTag("$tagPrefix-$index"), contentAlignment = Alignment.Center) {
                    if (tile != null) {
                        TileView(
                            tile,
                            side,
                            Modifier
                                .semantics { contentDescription = "tile ${tile.face}" }
                                .then(dragModifier(index))
                                .clickable { onTile(index) },
                        )
                    } else {
                        // Where a tile on the board this turn came from.
                        Box(
                            Modifier.fillMaxSize().padding(side * 0.08f)
                                .border(1.dp, LocalBoardColors.current.plain, RoundedCornerShape(side * 0.14f)),
                        )
                    }
                }
            }
        }
    }
}
