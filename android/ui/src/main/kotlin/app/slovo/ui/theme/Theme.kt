package app.slovo.ui.theme

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color

/**
 * The board's own colours: the classic premium palette players recognise (UI.md), each with
 * a label colour of at least 4.5:1 contrast on it, in both themes.
 */
@Immutable
data class BoardColors(
    val plain: Color,
    val grid: Color,
    val doubleLetter: Color,
    val tripleLetter: Color,
    val doubleWord: Color,
    val tripleWord: Color,
    /** Label on a light premium (2L, 2W) and on a plain square. */
    val labelDark: Color,
    /** Label on a dark premium (3L, 3W). */
    val labelLight: Color,
    val tile: Color,
    val tileText: Color,
    val tilePlaced: Color,
    val lastMove: Color,
    val selection: Color,
    val legal: Color,
    val illegal: Color,
    val clockLow: Color,
)

private val LightBoard = BoardColors(
    plain = Color(0xFFE9E4D4),
    grid = Color(0xFFF8F6EF),
    doubleLetter = Color(0xFFA9D4F5),
    tripleLetter = Color(0xFF1F5FAD),
    doubleWord = Color(0xFFF7B6C8),
    tripleWord = Color(0xFFC62828),
    labelDark = Color(0xFF1B1B1B),
    labelLight = Color(0xFFFFFFFF),
    tile = Color(0xFFF3D9A4),
    tileText = Color(0xFF2B1D0E),
    tilePlaced = Color(0xFFFFE37A),
    lastMove = Color(0xFF2E7D32),
    selection = Color(0xFFE65100),
    legal = Color(0xFF1B5E20),
    illegal = Color(0xFFB71C1C),
    clockLow = Color(0xFFB71C1C),
)

private val DarkBoard = BoardColors(
    plain = Color(0xFF2C3038),
    grid = Color(0xFF15171B),
    doubleLetter = Color(0xFF7FB6E0),
    tripleLetter = Color(0xFF2B63B5),
    doubleWord = Color(0xFFE59AB0),
    tripleWord = Color(0xFFC0392B),
    labelDark = Color(0xFF101010),
    labelLight = Color(0xFFFFFFFF),
    tile = Color(0xFFE8CB8E),
    tileText = Color(0xFF1E1408),
    tilePlaced = Color(0xFFFFD54F),
    lastMove = Color(0xFF81C784),
    selection = Color(0xFFFFB74D),
    legal = Color(0xFF81C784),
    illegal = Color(0xFFFF8A80),
    clockLow = Color(0xFFFF8A80),
)

private val LightScheme: ColorScheme = lightColorScheme(
    primary = Color(0xFF2F5D50),
    onPrimary = Color.White,
    primaryContainer = Color(0xFFCDE8DD),
    onPrimaryContainer = Color(0xFF0B2019),
    secondary = Color(0xFF6A5D3E),
    secondaryContainer = Color(0xFFF2E2BC),
    onSecondaryContainer = Color(0xFF231B04),
    background = Color(0xFFFBFAF6),
    surface = Color(0xFFFBFAF6),
    surfaceVariant = Color(0xFFE5E2DA),
    onSurfaceVariant = Color(0xFF45474A),
    error = Color(0xFFB3261E),
)

private val DarkScheme: ColorScheme = darkColorScheme(
    primary = Color(0xFF9FD3C0),
    onPrimary = Color(0xFF00382A),
    primaryContainer = Color(0xFF1E4B3E),
    onPrimaryContainer = Color(0xFFCDE8DD),
    secondary = Color(0xFFD6C6A1),
    secondaryContainer = Color(0xFF4F4528),
    onSecondaryContainer = Color(0xFFF2E2BC),
    background = Color(0xFF15171B),
    surface = Color(0xFF15171B),
    surfaceVariant = Color(0xFF2E3136),
    onSurfaceVariant = Color(0xFFC6C6CA),
    error = Color(0xFFFFB4AB),
)

val LocalBoardColors = staticCompositionLocalOf { LightBoard }

/** Slovo's theme: Material 3 colours plus the board's. */
@Composable
fun SlovoTheme(dark: Boolean, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalBoardColors provides if (dark) DarkBoard else LightBoard) {
        MaterialTheme(colorScheme = if (dark) DarkScheme else LightScheme, content = content)
    }
}
