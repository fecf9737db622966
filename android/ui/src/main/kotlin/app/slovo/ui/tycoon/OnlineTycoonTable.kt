package app.slovo.ui.tycoon

import app.slovo.core.OnlineTycoonMove
import app.slovo.core.OnlineTycoonScreen
import app.slovo.core.TycoonEventInfo
import app.slovo.core.TycoonPlayerInfo
import app.slovo.core.TycoonPreview
import app.slovo.core.TycoonScreen
import app.slovo.core.TycoonWord
import app.slovo.ui.core.CoreError
import app.slovo.ui.core.SlovoCore

/**
 * An online Tycoon game over the core's online calls: the local copy of the game (my hand
 * only, the others' hand sizes) as the Tycoon screen's record, moves sent or queued while
 * offline, the others' moves fetched by a sync.
 */
class OnlineTycoonTable(private val core: SlovoCore, private val gameId: String) : TycoonTable {
    /** What the others did since I opened the game (less a round), their lines as the server tells them. */
    private var recent: List<TycoonEventInfo> = emptyList()
    private var seenVersion: Long? = null

    override suspend fun screen(): TycoonSeen {
        val s = core.onCore { onlineTycoonGame(gameId) }
        if (seenVersion == null) seenVersion = (s.version - s.players.size).coerceAtLeast(0)
        return TycoonSeen(screenOf(s, recent), OnlineTurn(s.queued, s.dropped, s.deadline, s.clocks, s.players.map { it.eliminated }))
    }

    override suspend fun preview(words: List<TycoonWord>): TycoonPreview = core.onCore { previewOnlineTycoon(gameId, words) }

    override suspend fun act(action: TycoonAction) {
        // The presenter offers no challenge online (no word waits): one would be a bug of the caller.
        val move = moveOf(action) ?: throw CoreError(CoreError.Kind.Invalid, "no challenges online: $action")
        // Queued or dropped, the game's outbox says so on the next read.
        core.onCoreSuspending { playOnlineTycoon(gameId, move) }
    }

    override suspend fun others() {
        // Offline: the local copy stands, and queued moves wait for the next try.
        runCatching { core.onCoreSuspending { syncOnlineTycoon(gameId) } }
        val since = seenVersion ?: return
        // The server's lines only when the game moved on: a poll asks nothing more of an idle game.
        val version = runCatching { core.onCore { onlineTycoonGame(gameId) }.version }.getOrNull() ?: return
        if (version <= since) return
        val events = runCatching { core.onCoreSuspending { onlineTycoonEvents(gameId, since) } }.getOrNull() ?: return
        if (events.isEmpty()) return
        seenVersion = events.maxOf { it.version }
        recent = (recent + events.map { TycoonEventInfo(it.player, it.name, emptyList(), it.lines) }).takeLast(KEPT_EVENTS)
    }

    override suspend fun acknowledge(moveId: String) {
        core.acknowledgeDropped(moveId)
    }

    override val polled = true

    private companion object {
        /** Enough for a round of four and the one before. */
        const val KEPT_EVENTS = 8
    }

    private fun moveOf(action: TycoonAction): OnlineTycoonMove? = when (action) {
        is TycoonAction.Build -> OnlineTycoonMove.Build(action.words)
        is TycoonAction.Buy -> OnlineTycoonMove.BuyPatent(action.letter)
        is TycoonAction.EndTurn -> OnlineTycoonMove.EndTurn(action.discard)
        is TycoonAction.Exchange -> OnlineTycoonMove.Exchange(action.discard)
        is TycoonAction.Penalty -> OnlineTycoonMove.PenaltyDiscard(action.card)
        is TycoonAction.Replace -> OnlineTycoonMove.ReplaceCard(action.card)
        // Online rooms check words at once: nothing is open to a challenge.
        TycoonAction.Challenge, TycoonAction.Accept -> null
    }
}

/** The online game's record as the Tycoon screen's (who is out of the game comes with [OnlineTurn]). */
internal fun screenOf(s: OnlineTycoonScreen, recent: List<TycoonEventInfo>): TycoonScreen {
    val players = s.players.map {
        TycoonPlayerInfo(
            name = it.name, isBot = false, money = it.money, stock = it.stock, patents = it.patents,
            patentValue = it.patentValue, score = it.score, handSize = it.handSize, turns = 0,
        )
    }
    return TycoonScreen(
        gameId = s.gameId, me = s.me, players = players, hand = s.hand, community = s.community,
        patents = s.patents, current = s.current, phase = s.phase, myTurn = s.myTurn && s.queued == 0,
        goal = s.goal, minPatents = null, finalRound = s.finalRound, finished = s.finished,
        deckSize = s.deckSize, discardSize = 0, challengeMode = false, attemptsLeft = s.attemptsLeft,
        pendingWords = emptyList(), buyable = s.buyable, qAvailable = s.qAvailable,
        recent = recent, standings = s.standings,
    )
}
