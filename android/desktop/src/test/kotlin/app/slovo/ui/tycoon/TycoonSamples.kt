package app.slovo.ui.tycoon

import app.slovo.core.TycoonEventInfo
import app.slovo.core.TycoonPatent
import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonPlayerInfo
import app.slovo.core.TycoonPreview
import app.slovo.core.TycoonRoyalty
import app.slovo.core.TycoonScreen
import app.slovo.core.TycoonStanding
import app.slovo.core.TycoonWordScore
import app.slovo.ui.core.UiText

/**
 * Hand-made Tycoon tables for the pictures, so a picture changes only when the screen does.
 * Their texts are the catalog's, made in the language being drawn (hence functions, not values).
 */
object TycoonSamples {
    /** The patent prices (seed 002's table). */
    private val prices = "A8 B2 C3 D4 E10 F3 G3 H5 I7 J2 K2 L4 M3 N7 O7 P3 Q2 R6 S6 T8 U3 V2 W3 X2 Y3 Z2"
        .split(' ').associate { it.take(1) to it.drop(1).toInt() }

    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    private fun player(
        name: String,
        bot: Boolean,
        money: Int,
        stock: Int,
        patents: String,
        hand: Int = 7,
        turns: Int = 6,
    ): TycoonPlayerInfo {
        val letters = patents.map { it.toString() }
        val value = letters.sumOf { prices.getValue(it) }
        return TycoonPlayerInfo(name, bot, money, stock, letters, value, money + stock + value, hand, turns)
    }

    private fun patents(players: List<TycoonPlayerInfo>) = ('A'..'Z').map { c ->
        val l = c.toString()
        TycoonPatent(l, prices.getValue(l), players.indexOfFirst { l in it.patents }.takeIf { it >= 0 })
    }

    private fun botName(n: Int, level: String) = "Bot $n (${t("tycoon-level-$level")})"

    /** A word's payout as the core says it; [royalties] names a patent owner once for each of their letters' cards. */
    fun score(word: String, money: Int, stock: Int, royalties: List<Pair<Int, String>> = emptyList(), factor: Int = 1): TycoonWordScore {
        val base = t("tycoon-word", "word" to word, "money" to money, "stock" to stock) +
            (if (factor > 1) t("tycoon-doubled", "factor" to factor) else "")
        // $1 a card: an owner of two of the word's letters gets $2.
        val owed = royalties.groupBy { it }.map { (owner, cards) -> TycoonRoyalty(owner.first, owner.second, cards.size) }
        val paid = owed.joinToString(", ") { t("tycoon-royalty", "name" to it.name, "amount" to it.amount) }
        val text = if (owed.isEmpty()) base else base + t("tycoon-royalties", "paid" to paid)
        return TycoonWordScore(word, money, stock, factor, owed, text)
    }

    private fun played(seat: Int, name: String, score: TycoonWordScore) =
        TycoonEventInfo(seat, name, listOf(score), listOf(t("tycoon-log-play", "name" to name, "words" to score.text)))

    private fun bought(seat: Int, name: String, letter: String) = TycoonEventInfo(
        seat,
        name,
        emptyList(),
        listOf(t("tycoon-log-buy", "name" to name, "letter" to letter, "price" to prices.getValue(letter))),
    )

    private fun finished(seat: Int, name: String, discarded: Int) = TycoonEventInfo(
        seat,
        name,
        emptyList(),
        listOf(
            if (discarded ==
                0
            ) {
                t("tycoon-log-finish", "name" to name)
            } else {
                t("tycoon-log-finish-discard", "name" to name, "count" to discarded)
            },
        ),
    )

    private fun screen(
        players: List<TycoonPlayerInfo>,
        hand: String,
        community: String,
        phase: TycoonPhase = TycoonPhase.START,
        current: Int = 0,
        buyable: List<String> = emptyList(),
        recent: List<TycoonEventInfo> = emptyList(),
        finalRound: Boolean = false,
        finished: Boolean = false,
        challenge: Boolean = false,
        pending: List<String> = emptyList(),
        standings: List<TycoonStanding> = emptyList(),
        q: Boolean = false,
    ) = TycoonScreen(
        gameId = "t-1",
        me = 0,
        players = players,
        hand = hand.map { it.toString() },
        community = community.map { it.toString() },
        patents = patents(players),
        current = current,
        phase = phase,
        myTurn = !finished && (current == 0 || phase == TycoonPhase.PENDING),
        goal = when (players.size) {
            2 -> 45
            3 -> 34
            4 -> 26
            else -> 21
        },
        minPatents = null,
        finalRound = finalRound,
        finished = finished,
        deckSize = 61,
        challengeMode = challenge,
        attemptsLeft = if (challenge) null else 3,
        pendingWords = pending,
        buyable = buyable,
        qAvailable = q,
        recent = recent,
        standings = standings,
    )

    private fun twoPlayers() = listOf(player("Ann", false, 5, 1, "TM"), player(botName(1, "medium"), true, 7, 0, "ER"))

    /** My turn against one bot, the bot's word just scored (a royalty to me on its T). */
    fun twoPlayerStart(): TycoonScreen {
        val players = twoPlayers()
        val bot = players[1].name
        return screen(
            players,
            hand = "CASRTNO",
            community = "EDL",
            recent = listOf(
                played(1, bot, score("TREE", 2, 0, listOf(0 to "Ann"))),
                bought(1, bot, "R"),
                finished(1, bot, 2),
            ),
        )
    }

    /** The word CARTED being built from hand and community: what it pays, whose royalties, the patents it allows. */
    fun buildingPreview() = TycoonPreview(
        valid = true,
        reason = null,
        words = listOf("CARTED"),
        unknown = emptyList(),
        money = 4,
        stock = 1,
        scores = listOf(score("CARTED", 4, 1, listOf(1 to botName(1, "medium"), 1 to botName(1, "medium")))),
        royalties = 2,
        buyable = listOf("C", "A", "D"),
    )

    fun refusedPreview() = TycoonPreview(
        false,
        t(
            "tycoon-error-no-card-from-hand",
        ),
        emptyList(), emptyList(), 0, 0, emptyList(), 0, emptyList(),
    )

    /** After my word: the patents it lets me buy. */
    fun afterWord(): TycoonScreen {
        val players = listOf(player("Ann", false, 9, 1, "TM"), player(botName(1, "medium"), true, 7, 0, "ER"))
        return screen(
            players,
            hand = "SNO",
            community = "EIL",
            phase = TycoonPhase.AFTER_WORD,
            buyable = listOf("C", "A", "D"),
            recent = listOf(played(0, "Ann", score("CARTED", 4, 1, listOf(1 to players[1].name, 1 to players[1].name)))),
        )
    }

    private fun fourPlayers(): List<TycoonPlayerInfo> = listOf(
        player("Ann", false, 6, 2, "VZXTH"),
        player(botName(1, "easy"), true, 3, 0, "EBK"),
        player(botName(2, "medium"), true, 11, 3, "SRN"),
        player(botName(3, "hard"), true, 2, 1, "AOIJ"),
    )

    /** Four players, the final round begun, my patents V, X and Z with two words being built. */
    fun finalRoundFour(): TycoonScreen {
        val players = fourPlayers()
        return screen(
            players,
            hand = "BOKYEST",
            community = "GUM",
            finalRound = true,
            recent = listOf(
                played(1, players[1].name, score("BEAK", 2, 0, listOf(3 to players[3].name), factor = 2)),
                finished(1, players[1].name, 0),
                played(2, players[2].name, score("SNARE", 3, 0, listOf(1 to players[1].name, 3 to players[3].name))),
                bought(2, players[2].name, "N"),
                TycoonEventInfo(
                    2,
                    players[2].name,
                    emptyList(),
                    listOf(
                        t(
                            "tycoon-final-round-begins",
                            "name" to players[2].name,
                            "value" to 26,
                        ),
                    ),
                ),
                played(3, players[3].name, score("OJO", 1, 0, factor = 2)),
            ),
        )
    }

    fun twoWordsPreview(): TycoonPreview {
        val players = fourPlayers()
        val book = score("BOOK", 4, 0, listOf(1 to players[1].name, 3 to players[3].name), factor = 2)
        val gyms = score("GYMS", 2, 0)
        return TycoonPreview(true, null, listOf("BOOK", "GYMS"), emptyList(), 6, 0, listOf(book, gyms), 2, listOf("G", "M", "Y"))
    }

    /** Challenge mode: a bot's word waits for my answer. */
    fun pendingChallenge(): TycoonScreen {
        val players =
            listOf(
                player("Ann", false, 4, 0, "T"),
                player(botName(1, "hard"), true, 6, 1, "EA"),
                player(botName(2, "easy"), true, 2, 0, ""),
            )
        return screen(players, "CASRTNO", "EDL", phase = TycoonPhase.PENDING, current = 1, challenge = true, pending = listOf("QADI"))
    }

    /** A lost turn: one card to discard. */
    fun penalty(): TycoonScreen = screen(twoPlayers(), "CASRTNO", "EDL", phase = TycoonPhase.PENALTY)

    /** The end of a four-player game: places with what each score is made of. */
    fun finishedFour(): TycoonScreen {
        val players = listOf(
            player("Ann", false, 9, 3, "VZXTHC", hand = 7, turns = 14),
            player(botName(1, "easy"), true, 5, 0, "EBK", turns = 14),
            player(botName(2, "medium"), true, 12, 4, "SRNL", turns = 14),
            player(botName(3, "hard"), true, 4, 2, "AOIJ", turns = 14),
        )
        val order = players.indices.sortedByDescending { players[it].score }
        val standings = order.mapIndexed { i, p -> TycoonStanding(i + 1, p, players[p].name, players[p].score) }
        return screen(players, "BOKYEST", "GUM", phase = TycoonPhase.OVER, finalRound = true, finished = true, standings = standings)
    }
}
