package app.slovo.ui.core

import app.slovo.core.AnalysisOption
import app.slovo.core.AnalysisScreen
import app.slovo.core.BotLevel
import app.slovo.core.Cell
import app.slovo.core.ChatItem
import app.slovo.core.FriendPresence
import app.slovo.core.GameFamily
import app.slovo.core.GameView
import app.slovo.core.HistoryEntry
import app.slovo.core.MoveResult
import app.slovo.core.NewGameSetup
import app.slovo.core.OnlineGameMode
import app.slovo.core.OnlineGameScreen
import app.slovo.core.OnlineRoomInfo
import app.slovo.core.OnlineStatsScreen
import app.slovo.core.PremiumKind
import app.slovo.core.PreviewResult
import app.slovo.core.PushTokenPlatform
import app.slovo.core.RankLine
import app.slovo.core.RatingItem
import app.slovo.core.ReportCause
import app.slovo.core.RulesInfo
import app.slovo.core.SeekOutcome
import app.slovo.core.Slovo
import app.slovo.core.SlovoException
import app.slovo.core.StatsSection
import app.slovo.core.TextArg
import app.slovo.core.TextValue
import app.slovo.core.TilePlacement
import app.slovo.core.blankFaces
import app.slovo.core.reportChoices
import app.slovo.core.setUiLanguage
import app.slovo.core.tileSet
import app.slovo.core.uiLanguage
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.io.File
import java.util.concurrent.ConcurrentHashMap

/**
 * The core's catalog of the interface's texts (Fluent, six languages). The shell sets the
 * language once from the device's locale; every text on the screens is then read by key.
 */
object UiText {
    /** Sets the interface language from a locale (`sk-SK`, `bg`); English for one the catalog lacks. Returns the code chosen. */
    fun setLanguage(locale: String): String = setUiLanguage(locale)

    /** The interface language's code (`en`, `sk`, …). */
    val language: String get() = uiLanguage()

    /** The text of [key], its arguments numbers (which choose the plural form) or text. */
    fun text(key: String, vararg args: Pair<String, Any>): String = app.slovo.core.text(
        key,
        args.map { (name, value) ->
            TextArg(
                name,
                when (value) {
                    is Int -> TextValue.Number(value.toLong())
                    is Long -> TextValue.Number(value)
                    else -> TextValue.Text(value.toString())
                },
            )
        },
    )
}

/** A bot's strength. */
enum class Level { Easy, Medium, Hard }

/** How to set up a game against bots. */
data class BotGameSetup(
    val language: String,
    val playerName: String,
    val bots: List<Level>,
    val preset: String? = null,
    val rackSize: Int = 7,
    val finishLine: Int? = null,
    val seed: Long? = null,
)

/**
 * The Rust core as the app sees it: the one class that touches the generated bindings
 * (`app.slovo.core`). It maps their types to the app's ([Game], [GameItem], …), their
 * exceptions to [CoreError], and moves every call off the caller's thread, so presenters
 * simply call suspend functions from the main thread.
 */
class SlovoCore private constructor(
    /** The folder the games are kept in; the shell keeps its preferences there too. */
    val dataDir: File,
    private val slovo: Slovo,
    private val io: CoroutineDispatcher,
) : AutoCloseable {
    private val points = ConcurrentHashMap<String, Map<String, Int>>()
    private val blanks = ConcurrentHashMap<String, List<String>>()

    companion object {
        /** Opens the games in [dataDir] (created if missing) with the word lists in [lexiconsDir]. */
        fun open(dataDir: File, lexiconsDir: File, io: CoroutineDispatcher = Dispatchers.IO): SlovoCore =
            SlovoCore(dataDir, mapped { Slovo(dataDir.path, lexiconsDir.path) }, io)
    }

    override fun close() = slovo.close()

    private suspend fun <T> call(block: Slovo.() -> T): T = withContext(io) { mapped { slovo.block() } }

    /** A call of the bindings for another part of the app (Tycoon): off the caller's thread, errors as [CoreError]s. */
    internal suspend fun <T> onCore(block: Slovo.() -> T): T = call(block)

    /** A suspending call of the bindings (they leave the thread by themselves), errors as [CoreError]s. */
    internal suspend fun <T> onCoreSuspending(block: suspend Slovo.() -> T): T = mapped { slovo.block() }

    // Games against bots.

    suspend fun localGames(): List<GameItem> = call {
        games().map { g ->
            GameItem(
                id = g.id,
                kind = GameKind.Bots,
                tycoon = g.kind == GameFamily.TYCOON,
                language = g.language,
                opponents = g.names.drop(1),
                scores = g.scores,
                myTurn = g.myTurn,
                finished = g.finished,
                updatedAt = g.updatedAt,
            )
        }
    }

    suspend fun newGame(setup: BotGameSetup): String = call {
        newGame(
            NewGameSetup(
                language = setup.language,
                humanName = setup.playerName,
                bots = setup.bots.map { BotLevel.valueOf(it.name.uppercase()) },
                preset = setup.preset,
                rackSize = setup.rackSize,
                finishLine = setup.finishLine,
                seed = setup.seed,
            ),
        )
    }

    suspend fun localGame(id: String): Game = call { gameOf(view(id)) }

    /** The preset a language plays by unless another is chosen (`classic`, `sss`, `bulgarian`). */
    suspend fun usualPreset(language: String): String = withContext(io) { mapped { RulesInfo(language, null).use { it.presetName() } } }

    suspend fun preview(game: Game, placed: List<Placement>): Verdict = call {
        val tiles = placed.map(::placementOf)
        verdictOf(if (game.kind == GameKind.Bots) preview(game.id, tiles) else previewOnline(game.id, tiles))
    }

    suspend fun hints(id: String, n: Int): List<Hint> = call {
        hints(id, n).map { h -> Hint(h.text, h.score, h.placements.map { Placement(it.row, it.col, it.face, it.isBlank) }) }
    }

    /** Lets the bots move until it is my turn again or the game is over. */
    suspend fun runBots(id: String) {
        mapped { slovo.runBots(id) }
    }

    /** A move in any game: sent at once in a local game, sent or queued in an online one. */
    suspend fun move(game: Game, move: Move): Sent {
        val id = game.id
        if (game.kind == GameKind.Bots) {
            call {
                when (move) {
                    is Move.Play -> play(id, move.tiles.map(::placementOf))
                    is Move.Exchange -> exchange(id, move.faces)
                    Move.Pass -> pass(id)
                    Move.Resign -> resign(id)
                    Move.Challenge -> challenge(id)
                    Move.Accept -> accept(id)
                }
            }
            return Sent.Done
        }
        // Online calls suspend on the core's own worker thread.
        return mapped {
            sentOf(
                when (move) {
                    is Move.Play -> slovo.playOnline(id, move.tiles.map(::placementOf))
                    is Move.Exchange -> slovo.exchangeOnline(id, move.faces)
                    Move.Pass -> slovo.passOnline(id)
                    Move.Resign -> slovo.resignOnline(id)
                    Move.Challenge, Move.Accept -> throw CoreError(CoreError.Kind.Invalid, UiText.text("ui-online-no-challenge"))
                },
            )
        }
    }

    // Online.

    suspend fun server(): String? = call { server() }

    suspend fun setServer(url: String) = call { setServer(url) }

    /** My name on the server, or null before registering. */
    suspend fun accountName(): String? = call { account()?.displayName }

    suspend fun register(name: String): String = mapped { slovo.register(name).displayName }

    suspend fun createRoom(kind: GameKind, language: String, seats: Int, minutes: Int?): Room =
        mapped { roomOf(slovo.createRoom(modeOf(kind), language, seats, minutes?.toUInt())) }

    suspend fun joinRoom(code: String): Room = mapped { roomOf(slovo.joinRoom(code.trim())) }

    /** Looks for strangers; waits up to [waitMs] on the server for a match. */
    suspend fun seek(kind: GameKind, language: String, players: Int, minutes: Int?, waitMs: Long): Seek =
        mapped { seekOf(slovo.seek(modeOf(kind), language, players, waitMs, minutes?.toUInt())) }

    suspend fun pollSeek(seekId: String): Seek = mapped { seekOf(slovo.pollSeek(seekId)) }

    suspend fun cancelSeek(seekId: String): Seek = mapped { seekOf(slovo.cancelSeek(seekId)) }

    suspend fun onlineGames(): List<GameItem> = call {
        onlineGames().map { g ->
            val tycoon = g.family == GameFamily.TYCOON
            // Names and scores in seat order, mine first below.
            val seats = if (tycoon) {
                runCatching {
                    onlineTycoonGame(g.id)
                }.getOrNull()?.let { s -> Triple(s.me, s.players.map { it.name }, s.players.map { it.score }) }
            } else {
                runCatching { onlineGame(g.id) }.getOrNull()?.let { s -> Triple(s.me, s.names, s.scores) }
            }
            GameItem(
                id = g.id, kind = kindOf(g.mode), language = g.language,
                opponents = seats?.let { (me, names) -> names.filterIndexed { i, _ -> i != me } } ?: listOf(g.code),
                scores = seats?.let { (me, _, scores) -> listOf(scores[me]) + scores.filterIndexed { i, _ -> i != me } }.orEmpty(),
                myTurn = g.myTurn, finished = g.finished, deadline = g.deadline, queued = g.queued, tycoon = tycoon,
            )
        }
    }

    /** A Tycoon room for [seats] players (Tycoon is played in English). */
    suspend fun createTycoonRoom(kind: GameKind, seats: Int, minutes: Int?): Room =
        mapped { roomOf(slovo.createTycoonRoom(modeOf(kind), seats, minutes?.toUInt())) }

    /** Looks for strangers to play Tycoon with; waits up to [waitMs] on the server for a match. */
    suspend fun seekTycoon(kind: GameKind, players: Int, minutes: Int?, waitMs: Long): Seek =
        mapped { seekOf(slovo.seekTycoon(modeOf(kind), players, waitMs, minutes?.toUInt())) }

    /** The online game named by id or room code, of either family, with whether it is Tycoon. */
    suspend fun findAnyOnlineGame(key: String): Pair<String, Boolean> = call {
        val id = runCatching { findOnlineGame(key) }.getOrElse { findOnlineTycoonGame(key) }
        id to (onlineGameKind(id) == GameFamily.TYCOON)
    }

    /** The online game [id] is Tycoon (from its local copy). */
    suspend fun isOnlineTycoon(id: String): Boolean = call { onlineGameKind(id) == GameFamily.TYCOON }

    suspend fun onlineGame(id: String): Game = call { gameOf(onlineGame(id), System.currentTimeMillis()) }

    /** The game's id from a room code or id. */
    suspend fun findOnlineGame(key: String): String = call { findOnlineGame(key) }

    suspend fun syncNow(): SyncState = mapped {
        val r = slovo.syncNow()
        if (r.offline != null) SyncState.Offline(r.waiting) else SyncState.UpToDate
    }

    suspend fun handlePush(payloadJson: String) {
        mapped { slovo.handlePush(payloadJson) }
    }

    suspend fun setPushToken(fcmToken: String) {
        mapped { slovo.setPushToken(PushTokenPlatform.FCM, fcmToken) }
    }

    suspend fun acknowledgeDropped(moveId: String) = call { acknowledgeDropped(moveId) }

    /** Follows an online game live while on screen; [onGame] hears each new version. */
    fun watch(id: String, onGame: (Game) -> Unit, onLive: (Boolean) -> Unit): AutoCloseable = mapped {
        val handle = slovo.watchOnlineGame(
            id,
            object : app.slovo.core.OnlineGameListener {
                override fun onUpdate(screen: OnlineGameScreen) = onGame(gameOf(screen, System.currentTimeMillis()))
                override fun onConnection(live: Boolean, problem: String?) = onLive(live)
                override fun onEnd(reason: String) = Unit
            },
        )
        AutoCloseable { handle.stop() }
    }

    // The analysis of a finished game.

    /** My turns of the finished game [gameId], each with the best option and the equity lost (off the caller's thread; cancelling stops it). */
    suspend fun analysis(gameId: String): Analysis = mapped { analysisOf(slovo.analyzeGame(gameId, null)) }

    // Statistics, friends and chat (the people around the games).

    /** My record against bots, counted on the phone. */
    suspend fun botRecord(): BotRecord = mapped {
        val s = slovo.botStats()
        BotRecord(s.sections.map(::blockOf), s.empty)
    }

    /** My online record and ratings: from the server, or the copy kept when it cannot be reached. */
    suspend fun onlineRecord(): OnlineRecord = mapped { recordOf(slovo.onlineStats()) }

    /** The online record kept from the last time the server answered, if ever (no network). */
    suspend fun keptOnlineRecord(): OnlineRecord? = call { cachedOnlineStats()?.let(::recordOf) }

    suspend fun friends(): Friends = mapped {
        val f = slovo.friends()
        Friends(
            code = f.friendCode,
            codeHelp = f.codeHelp,
            friends = f.friends.map {
                Friend(it.playerId, it.name, presenceOf(it.presence), it.presenceText, it.ratings.map(::ratingOf))
            },
            empty = f.empty,
            incoming = f.incoming.map { Pending(it.playerId, it.name, it.text) },
            outgoing = f.outgoing.map { Pending(it.playerId, it.name, it.text) },
            invites = f.invites.map { Pending(it.inviteId, it.name, it.text) },
            invited = f.invited.map { Pending(it.inviteId, it.name, it.text) },
        )
    }

    /** Asks the player with [code] to be friends; returns what came of it. */
    suspend fun addFriend(code: String): String = mapped { slovo.addFriendByCode(code.trim()) }

    suspend fun addFriendFromGame(gameId: String, seat: Int): String = mapped { slovo.addFriendFromGame(gameId, seat) }

    suspend fun acceptFriend(id: String): String = mapped { slovo.acceptFriend(id) }

    suspend fun declineFriend(id: String) = mapped { slovo.declineFriend(id) }

    suspend fun removeFriend(id: String) = mapped { slovo.removeFriend(id) }

    /** Invites a friend to a new game for two; returns what to tell the player. */
    suspend fun inviteFriend(id: String, kind: GameKind, language: String, minutes: Int?): String =
        mapped { slovo.inviteFriend(id, modeOf(kind), language, minutes?.toUInt()) }

    /** Accepts an invitation: the id of its game, now on the phone. */
    suspend fun acceptInvite(id: String): String? = mapped { slovo.acceptInvite(id).gameId }

    suspend fun declineInvite(id: String) = mapped { slovo.declineInvite(id) }

    suspend fun chat(gameId: String): Chat = mapped {
        val c = slovo.chat(gameId, 0, utcOffsetMinutes())
        Chat(c.messages.map(::messageOf), c.enabled, c.notice, c.maxChars.toInt())
    }

    suspend fun sendChat(gameId: String, text: String): ChatMessage = mapped { messageOf(slovo.sendChat(gameId, text, utcOffsetMinutes())) }

    suspend fun setChatEnabled(enabled: Boolean): Boolean = mapped { slovo.setChatEnabled(enabled) }

    /** Blocks the player in [seat] (they are not told); returns what to tell the player. */
    suspend fun block(gameId: String, seat: Int): String = mapped { slovo.blockPlayer(gameId, seat) }

    suspend fun report(gameId: String, seat: Int, cause: String, text: String?): String =
        mapped { slovo.reportPlayer(gameId, seat, ReportCause.valueOf(cause), text?.takeIf { it.isNotBlank() }) }

    fun reportOptions(): List<ReportOption> = mapped { reportChoices().map { ReportOption(it.cause.name, it.label) } }

    private fun utcOffsetMinutes(): Int = java.util.TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000

    // Mapping.

    private fun pointsOf(tileSetName: String): Map<String, Int> =
        points.getOrPut(tileSetName) { tileSet(tileSetName).associate { it.face to it.points } }

    private fun blanksOf(tileSetName: String): List<String> = blanks.getOrPut(tileSetName) { blankFaces(tileSetName) }

    private fun rankOf(r: RankLine) = Rank(r.seat, r.place, r.score, r.detail)

    private fun gameOf(v: GameView): Game = Game(
        id = v.id, kind = GameKind.Bots, language = v.language, tileSet = v.tileSet, me = v.me,
        players = v.names.indices.map { Player(v.names[it], v.scores[it], isBot = v.isBot[it]) },
        toMove = v.toMove, myTurn = v.myTurn, finished = v.finished, ranks = v.ranks,
        squares = v.cells.map(::squareOf), rack = v.rack, points = pointsOf(v.tileSet),
        blankFaces = blanksOf(v.tileSet), bag = v.bag,
        unseen = v.unseen.map { TileCount(it.face, it.count) }, history = v.history.map(::lineOf),
        awaitingChallenge = v.awaitingChallenge, hintsAllowed = true, hintsUsed = v.hintsUsed,
        opening = v.opening, ranking = v.ranking.map(::rankOf),
    )

    private fun gameOf(s: OnlineGameScreen, readAt: Long): Game = Game(
        id = s.id, kind = kindOf(s.mode), code = s.code, language = s.language, tileSet = s.tileSet, me = s.me,
        players = s.names.indices.map {
            Player(
                s.names[it],
                s.scores[it],
                eliminated = s.eliminated[it],
                clockMs = s.clocks?.getOrNull(it),
                rating = s.ratings.getOrNull(it),
            )
        },
        toMove = s.toMove.takeUnless { s.finished }, myTurn = s.myTurn, finished = s.finished, ranks = s.ranks,
        squares = s.cells.map(::squareOf), rack = s.rack, points = pointsOf(s.tileSet),
        blankFaces = blanksOf(s.tileSet), bag = s.bag, unseen = s.unseen.map { TileCount(it.face, it.count) },
        history = s.history.map(::lineOf), deadline = s.deadline, readAt = readAt, queued = s.queued,
        dropped = s.dropped.map { DroppedMove(it.moveId, it.gameId, it.reason) },
        opening = s.opening, ranking = s.ranking.map(::rankOf),
    )
}

/** A move the player makes. */
sealed interface Move {
    data class Play(val tiles: List<Placement>) : Move
    data class Exchange(val faces: List<String>) : Move
    data object Pass : Move
    data object Resign : Move
    data object Challenge : Move
    data object Accept : Move
}

private fun squareOf(c: Cell) = Square(c.row, c.col, premiumOf(c.premium), c.tile, c.blank, c.lastMove)

private fun premiumOf(p: PremiumKind) = when (p) {
    PremiumKind.PLAIN -> Premium.Plain
    PremiumKind.DOUBLE_LETTER -> Premium.DoubleLetter
    PremiumKind.TRIPLE_LETTER -> Premium.TripleLetter
    PremiumKind.DOUBLE_WORD -> Premium.DoubleWord
    PremiumKind.TRIPLE_WORD -> Premium.TripleWord
    PremiumKind.CENTRE -> Premium.Centre
}

private fun lineOf(h: HistoryEntry) = HistoryLine(h.player, h.text, h.score, h.total)

private fun placementOf(p: Placement) = TilePlacement(p.row, p.col, p.face, p.blank)

private fun verdictOf(r: PreviewResult): Verdict =
    if (r.valid) Verdict.Legal(r.score ?: 0, r.words) else Verdict.Illegal(r.error ?: "not a legal play")

private fun sentOf(r: MoveResult): Sent = when (r) {
    is MoveResult.Sent -> Sent.Done
    is MoveResult.Queued -> Sent.Waiting(r.reason)
    is MoveResult.Dropped -> Sent.Refused(r.reason)
}

private fun modeOf(kind: GameKind) = if (kind == GameKind.Quick) OnlineGameMode.QUICK else OnlineGameMode.DAILY

private fun kindOf(mode: OnlineGameMode) = if (mode == OnlineGameMode.QUICK) GameKind.Quick else GameKind.Daily

private fun roomOf(r: OnlineRoomInfo) = Room(r.code, kindOf(r.mode), r.language, r.seats, r.players, r.gameId, r.ratings)

private fun seekOf(s: SeekOutcome): Seek = when (s) {
    is SeekOutcome.Matched -> Seek.Matched(s.gameId)
    is SeekOutcome.Pending -> Seek.Waiting(s.seekId, s.expiresAt)
    SeekOutcome.Expired -> Seek.Expired
}

private fun optionOf(o: AnalysisOption) = MoveOption(o.rank.toInt(), o.text, o.score, o.equity, o.isMade)

private fun analysisOf(s: AnalysisScreen) = Analysis(
    gameId = s.gameId,
    title = s.title,
    summary = s.summary.map { StatLine(it.label, it.value) },
    turns = s.turns.map { t ->
        AnalysedTurn(
            turn = t.turn.toInt(), title = t.title, rack = t.rack, made = optionOf(t.made), best = optionOf(t.best),
            equityLost = t.equityLost, equityLostValue = t.equityLostValue, bestMade = t.bestMade, verdict = t.verdict,
            notes = t.notes, alternatives = t.alternatives.map(::optionOf),
        )
    },
    empty = s.empty,
)

private fun blockOf(s: StatsSection) = StatsBlock(s.title, s.lines.map { StatLine(it.label, it.value) })

private fun ratingOf(r: RatingItem) = RatingLine(r.title, r.rating, r.games)

private fun recordOf(s: OnlineStatsScreen) =
    OnlineRecord(s.sections.map(::blockOf), s.empty, s.ratings.map(::ratingOf), s.noRatings, s.offline)

private fun presenceOf(p: FriendPresence) = when (p) {
    FriendPresence.LIVE -> Presence.Live
    FriendPresence.RECENT -> Presence.Recent
    FriendPresence.OFFLINE -> Presence.Offline
}

private fun messageOf(m: ChatItem) = ChatMessage(m.seq, m.seat, m.name, m.text, m.mine, m.time)

/** Runs [block], turning the core's typed exceptions into [CoreError]s. */
private inline fun <T> mapped(block: () -> T): T = try {
    block()
} catch (e: SlovoException) {
    val kind = when (e) {
        is SlovoException.IllegalMove -> CoreError.Kind.Illegal
        is SlovoException.NotYourTurn -> CoreError.Kind.NotYourTurn
        is SlovoException.Offline -> CoreError.Kind.Offline
        is SlovoException.NeedsNetwork -> CoreError.Kind.NeedsNetwork
        is SlovoException.NotRegistered -> CoreError.Kind.NotRegistered
        is SlovoException.ServerRefused -> CoreError.Kind.Refused
        is SlovoException.UnknownRoom -> CoreError.Kind.UnknownRoom
        is SlovoException.InvalidArgument -> CoreError.Kind.Invalid
        else -> CoreError.Kind.Other
    }
    throw CoreError(kind, e.message ?: kind.name)
}
