package app.slovo.ui

import app.slovo.ui.core.DroppedMove
import app.slovo.ui.core.Game
import app.slovo.ui.core.GameItem
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.HistoryLine
import app.slovo.ui.core.Placement
import app.slovo.ui.core.Player
import app.slovo.ui.core.Premium
import app.slovo.ui.core.Rank
import app.slovo.ui.core.Square
import app.slovo.ui.core.TileCount
import app.slovo.ui.core.UiText

/**
 * Sample games for the pictures: hand-made, so a picture changes only when a screen does.
 * (The games played through the UI use the real core instead.)
 */
object Samples {
    /** A fixed "now" for every picture: 2026-12-01 12:00 UTC. */
    const val NOW = 1_796_126_400_000L

    private val tw = setOf(0 to 0, 0 to 7, 0 to 14, 7 to 0, 7 to 14, 14 to 0, 14 to 7, 14 to 14)
    private val tl = setOf(1 to 5, 1 to 9, 5 to 1, 5 to 5, 5 to 9, 5 to 13, 9 to 1, 9 to 5, 9 to 9, 9 to 13, 13 to 5, 13 to 9)
    private val dl = setOf(
        0 to 3, 0 to 11, 2 to 6, 2 to 8, 3 to 0, 3 to 7, 3 to 14, 6 to 2, 6 to 6, 6 to 8, 6 to 12, 7 to 3, 7 to 11,
        8 to 2, 8 to 6, 8 to 8, 8 to 12, 11 to 0, 11 to 7, 11 to 14, 12 to 6, 12 to 8, 14 to 3, 14 to 11,
    )

    private fun premium(r: Int, c: Int) = when {
        r == 7 && c == 7 -> Premium.Centre
        (r to c) in tw -> Premium.TripleWord
        (r to c) in tl -> Premium.TripleLetter
        (r to c) in dl -> Premium.DoubleLetter
        r == c || r + c == 14 -> Premium.DoubleWord
        else -> Premium.Plain
    }

    /** A board with [words] on it: (row, col, across, letters; lower case is a blank); [last] marks the last word. */
    fun board(vararg words: Triple<Pair<Int, Int>, Boolean, String>, last: Int = words.lastIndex): List<Square> {
        val tiles = HashMap<Int, Pair<String, Boolean>>()
        val lastSquares = HashSet<Int>()
        words.forEachIndexed { w, (at, across, letters) ->
            faces(letters).forEachIndexed { i, face ->
                val (r, c) = if (across) at.first to at.second + i else at.first + i to at.second
                val key = r * 15 + c
                if (key !in tiles) {
                    tiles[key] = face.uppercase() to (face != face.uppercase())
                    if (w == last) lastSquares += key
                }
            }
        }
        return (0 until 225).map { i ->
            val (r, c) = i / 15 to i % 15
            val t = tiles[i]
            Square(r, c, premium(r, c), t?.first, t?.second ?: false, i in lastSquares)
        }
    }

    /** Letters to faces; `{lj}` is one (digraph) face. */
    private fun faces(text: String): List<String> = Regex("\\{[^}]+}|.").findAll(text).map { it.value.trim('{', '}') }.toList()

    private val english = mapOf(
        "A" to 1, "B" to 3, "C" to 3, "D" to 2, "E" to 1, "F" to 4, "G" to 2, "H" to 4, "I" to 1, "J" to 8, "K" to 5, "L" to 1,
        "M" to 3, "N" to 1, "O" to 1, "P" to 3, "Q" to 10, "R" to 1, "S" to 1, "T" to 1, "U" to 1, "V" to 4, "W" to 4, "X" to 8,
        "Y" to 4, "Z" to 10, "?" to 0,
    )
    private val englishBlank = english.keys.filter { it != "?" }

    private val croatianFaces = listOf(
        "A", "B", "C", "Č", "Ć", "D", "DŽ", "Đ", "E", "F", "G", "H", "I", "J", "K", "L", "LJ", "M", "N", "NJ", "O", "P", "R", "S",
        "Š", "T", "U", "V", "Z", "Ž",
    )

    private val slovak = mapOf(
        "A" to 1, "Á" to 4, "Ä" to 10, "B" to 4, "C" to 4, "Č" to 5, "D" to 2, "Ď" to 8, "E" to 1, "É" to 7, "F" to 8, "G" to 8,
        "H" to 4, "I" to 1, "Í" to 5, "J" to 3, "K" to 2, "L" to 2, "Ĺ" to 10, "Ľ" to 7, "M" to 2, "N" to 1, "Ň" to 8, "O" to 1,
        "Ô" to 8, "Ó" to 10, "P" to 2, "R" to 1, "Ŕ" to 10, "S" to 1, "Š" to 5, "T" to 1, "Ť" to 7, "U" to 3, "Ú" to 7, "V" to 1,
        "X" to 10, "Y" to 4, "Ý" to 5, "Z" to 4, "Ž" to 5, "?" to 0,
    )

    private val englishBoard = board(
        Triple(7 to 4, true, "QUIRE"),
        Triple(3 to 7, false, "JOKER"),
        Triple(6 to 5, false, "DUEt"),
        Triple(4 to 7, true, "OVEN"),
    )

    private val englishHistory = listOf(
        HistoryLine(0, "8E QUIRE", 48, 48),
        HistoryLine(1, "H4 JOKE(R)", 30, 30),
        HistoryLine(0, "F7 D(U)Et", 13, 61),
        HistoryLine(1, "5H (O)VEN", 19, 49),
    )

    /** Ann against one bot, her turn, mid-game. */
    val englishGame = Game(
        id = "g-en", kind = GameKind.Bots, language = "english", tileSet = "english", me = 0,
        players = listOf(Player("Ann", 61), Player("Bot 1 (medium)", 49, isBot = true)),
        toMove = 0, myTurn = true, finished = false, squares = englishBoard,
        rack = listOf("E", "A", "S", "E", "?", "N", "D"), points = english, blankFaces = englishBlank, bag = 72,
        unseen = listOf(
            TileCount("A", 6), TileCount("B", 2), TileCount("C", 2), TileCount("D", 3), TileCount("E", 8), TileCount("F", 1),
            TileCount("G", 3), TileCount("H", 2), TileCount("I", 8), TileCount("L", 4), TileCount("M", 2), TileCount("N", 4),
            TileCount("O", 6), TileCount("P", 2), TileCount("R", 4), TileCount("S", 3), TileCount("T", 5), TileCount("U", 3),
            TileCount("V", 1), TileCount("W", 2), TileCount("Y", 2), TileCount("Z", 1), TileCount("?", 1),
        ),
        history = englishHistory, hintsAllowed = true, hintsUsed = 2,
        opening = listOf(
            "Drawn for the first turn: Ann – E, Bot 1 (medium) – E.",
            "A tie, drawn again: Ann – D, Bot 1 (medium) – S.",
            "First to play: Ann, with D, the tile nearest the start of the alphabet.",
        ),
    )

    /** Tiles Ann is placing: TEASE across row 10, from the blank t of DUEt. */
    val legalPlacement = listOf(
        Placement(9, 6, "E", false),
        Placement(9, 7, "A", false),
        Placement(9, 8, "S", false),
        Placement(9, 9, "E", false),
    )
    val illegalPlacement = listOf(Placement(0, 0, "T", false), Placement(1, 1, "E", false))

    /** Four players in Slovak, long names, the third to move. */
    val slovakFourPlayers = Game(
        id = "g-sk", kind = GameKind.Bots, language = "slovak", tileSet = "slovak", me = 0,
        players = listOf(
            Player("Alžbeta Nováková", 132),
            Player("Robot 1 (ťažký)", 158, isBot = true),
            Player("Robot 2 (stredný)", 97, isBot = true),
            Player("Robot 3 (ľahký)", 71, isBot = true),
        ),
        toMove = 2, myTurn = false, finished = false,
        squares = board(
            Triple(7 to 5, true, "ŽIRAFA"),
            Triple(2 to 9, false, "ČAKANIE"),
            Triple(4 to 6, true, "ĽAN"),
            Triple(9 to 3, true, "ÚSMEV"),
            Triple(10 to 7, false, "ÄNO"),
        ),
        rack = listOf("Ô", "Ď", "A", "Ť", "I", "Ň", "?"), points = slovak, blankFaces = slovak.keys.filter { it != "?" }, bag = 31,
        history = listOf(HistoryLine(0, "8F ŽIRAFA", 38, 132), HistoryLine(1, "3J ČAKANIE", 64, 158), HistoryLine(2, "K11 ÄNO", 22, 97)),
        hintsAllowed = true,
    )

    /** Croatian, a blank about to be placed (its picker shows the digraphs LJ NJ DŽ). */
    val croatianGame = englishGame.copy(
        id = "g-hr", language = "croatian", tileSet = "croatian",
        players = listOf(Player("Ivana", 40), Player("Bot 1 (hard)", 52, isBot = true)),
        squares = board(Triple(7 to 5, true, "{LJ}UBAV"), Triple(5 to 9, false, "{NJ}IVA")),
        rack = listOf("?", "Đ", "A", "O", "{DŽ}".trim('{', '}'), "E", "R"),
        points = croatianFaces.associateWith { if (it.length > 1) 4 else 2 } + ("?" to 0), blankFaces = croatianFaces,
        history = listOf(HistoryLine(0, "8F {LJ}UBAV", 20, 40), HistoryLine(1, "J6 {NJ}I(V)A", 18, 52)),
    )

    /** The game over: Ann won after rack adjustments. */
    private fun adjusted(before: Int, adjustment: String) = UiText.text("end-rank-adjusted", "before" to before, "adjustment" to adjustment)

    /** Read anew each time: the ranking's details are the catalog's, in the language set now. */
    val finishedGame get() = englishGame.copy(
        players = listOf(Player("Ann", 412), Player("Bot 1 (medium)", 377, isBot = true)),
        toMove = null,
        myTurn = false,
        finished = true,
        ranks = listOf(1, 2),
        ranking = listOf(Rank(0, 1, 412, adjusted(405, "+7")), Rank(1, 2, 377, adjusted(384, "-7"))),
        rack = emptyList(),
        bag = 0,
    )

    /** An online quick game: my clock is low (0:12), three players, one ran out of time. */
    val quickGame = englishGame.copy(
        id = "g-quick",
        kind = GameKind.Quick,
        code = "K7PQ2M",
        players = listOf(
            Player("Ann", 145, clockMs = 12_400),
            Player("Bohdan", 188, clockMs = 241_000),
            Player("Cecília", 90, eliminated = true, clockMs = 0),
        ),
        hintsAllowed = false,
        readAt = NOW,
    )

    /** A daily game whose move waits to be sent (offline), and a move the server refused. */
    val dailyWaiting = englishGame.copy(
        id = "g-daily", kind = GameKind.Daily, code = "D4ILY9",
        players = listOf(Player("Ann", 61), Player("Bohdan", 49)),
        toMove = 1, myTurn = false, deadline = NOW + 19 * 3_600_000L + 25 * 60_000L, hintsAllowed = false, queued = 1,
        dropped = listOf(DroppedMove("m1", "g-daily", "the game moved on")),
    )

    val homeGames = listOf(
        GameItem(
            "g-en",
            GameKind.Bots,
            "english",
            listOf("Bot 1 (medium)"),
            listOf(61, 49),
            myTurn = true,
            finished = false,
            updatedAt = NOW,
        ),
        GameItem("g-q", GameKind.Quick, "slovak", listOf("Bohdan"), listOf(145, 188), myTurn = true, finished = false, updatedAt = NOW - 1),
        GameItem(
            "g-d", GameKind.Daily, "bulgarian", listOf("Стефан", "Мария"), listOf(98, 120, 77), myTurn = false, finished = false,
            deadline = NOW + 7 * 3_600_000L, queued = 1,
        ),
        GameItem(
            "g-hr",
            GameKind.Bots,
            "croatian",
            listOf("Bot 1 (hard)", "Bot 2 (easy)"),
            listOf(40, 52, 12),
            myTurn = false,
            finished = false,
        ),
        GameItem("g-f", GameKind.Bots, "danish", listOf("Bot 1 (easy)"), listOf(412, 377), myTurn = false, finished = true),
    )
}
