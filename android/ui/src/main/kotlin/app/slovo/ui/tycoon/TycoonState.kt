package app.slovo.ui.tycoon

import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonPreview
import app.slovo.core.TycoonScreen
import app.slovo.core.TycoonSlot
import app.slovo.core.TycoonWord
import app.slovo.ui.Strings
import app.slovo.ui.game.Busy

/** A card on my side of the table: of my hand or of the community, by its index there. */
data class CardRef(val fromHand: Boolean, val index: Int)

/** One letter of a word being built: a card, or (X patent) a second use of one already in the words. */
data class WordSlot(val card: CardRef, val copy: Boolean = false)

/** A word being built: its letters in order, an S added (Z patent), Y declared a vowel. */
data class WordDraft(val slots: List<WordSlot> = emptyList(), val addS: Boolean = false, val yVowel: Boolean = false) {
    fun toCore() = TycoonWord(slots.map { TycoonSlot(it.card.fromHand, it.card.index, it.copy) }, addS, yVowel)
}

/** What tapping my hand's cards does at the start of my turn. */
enum class Picking {
    /** Adds them to the word being built. */
    Build,

    /** Chooses the cards to give back instead of a word. */
    Exchange,

    /** Replaces the card tapped (Q patent). */
    Replace,
}

sealed interface TycoonEvent {
    data class TapHand(val index: Int) : TycoonEvent
    data class TapCommunity(val index: Int) : TycoonEvent

    /** A letter of a word being built tapped: taken out (with its copies). */
    data class TapSlot(val word: Int, val slot: Int) : TycoonEvent

    /** The word the next card goes to (the second one needs the V patent). */
    data class SelectWord(val word: Int) : TycoonEvent
    data object SecondWord : TycoonEvent
    data object ToggleAddS : TycoonEvent
    data object ToggleYVowel : TycoonEvent
    data object Clear : TycoonEvent
    data object Build : TycoonEvent
    data object StartExchange : TycoonEvent
    data object StartReplace : TycoonEvent
    data object CancelPicking : TycoonEvent
    data object ConfirmExchange : TycoonEvent
    data class Buy(val letter: String) : TycoonEvent
    data object EndTurn : TycoonEvent
    data object ConfirmPenalty : TycoonEvent
    data object Challenge : TycoonEvent
    data object Accept : TycoonEvent

    /** All that happened since my last turn, in a sheet. */
    data object ShowRecent : TycoonEvent
    data object Dismiss : TycoonEvent

    /** An online move the server refused, read. */
    data class AcknowledgeDropped(val moveId: String) : TycoonEvent
}

/** A line under a seat's name; [low] when its clock is nearly out. */
data class SeatLine(val text: String, val low: Boolean)

/** A clock under half a minute is shown as nearly out. */
private const val LOW_CLOCK_MS = 30_000L

/** The Tycoon screen's whole state: the table as the core last gave it, and the word being built. */
data class TycoonState(
    val screen: TycoonScreen?,
    val words: List<WordDraft> = listOf(WordDraft()),
    /** The word the next tapped card goes to. */
    val active: Int = 0,
    val preview: TycoonPreview? = null,
    val picking: Picking = Picking.Build,
    /** Hand cards chosen to give back (an exchange, the end of the turn, the lost turn's discard). */
    val chosen: Set<Int> = emptySet(),
    val busy: Busy? = null,
    val message: String? = null,
    val showRecent: Boolean = false,
    /** An online game's outbox and deadline; null for a game against bots. */
    val online: OnlineTurn? = null,
    /** The clock's time (ms) when the state was made, for the deadline. */
    val now: Long = 0,
    val eventSink: (TycoonEvent) -> Unit = {},
) {
    val phase: TycoonPhase? get() = screen?.phase

    val canAct: Boolean get() = screen != null && screen.myTurn && !screen.finished && busy == null

    /** I own the patent of [letter]. */
    fun owns(letter: String): Boolean = screen?.let { s -> letter in s.players[s.me].patents } == true

    /** The cards in the words (copies aside): they cannot be put in again. */
    val used: Set<CardRef> get() = words.flatMap { w -> w.slots.filter { !it.copy }.map { it.card } }.toSet()

    fun letter(card: CardRef): String = screen?.let { if (card.fromHand) it.hand[card.index] else it.community[card.index] }.orEmpty()

    val building: Boolean get() = canAct && phase == TycoonPhase.START && picking == Picking.Build

    /** The words as the core takes them (the empty second word left out). */
    val coreWords: List<TycoonWord> get() = words.filter { it.slots.isNotEmpty() }.map(WordDraft::toCore)

    /** The rules allow the words' shape (a word the list lacks may still be tried, at the cost of an attempt). */
    val canBuild: Boolean get() = building && preview?.words?.isNotEmpty() == true

    /** The line under the players: what is under way, whose turn, the attempts left. */
    val status: String
        get() {
            val s = screen ?: return ""
            busy?.let {
                return when (it) {
                    Busy.Loading -> ""
                    Busy.Sending -> Strings.SENDING
                    is Busy.Thinking -> Strings.thinking(it.name)
                }
            }
            if (s.finished) return Strings.GAME_OVER
            online?.queued?.takeIf { it > 0 }?.let { return Strings.waitingMove(it) }
            val deadline = online?.deadline?.let { " · " + Strings.deadline(Strings.timeLeft(it - now)) }.orEmpty()
            if (!s.myTurn) return Strings.toMove(s.players[s.current].name) + deadline
            val attempts = s.attemptsLeft?.takeIf { s.phase == TycoonPhase.START }?.let { " · " + TycoonStrings.attemptsLeft(it) }
            return Strings.YOUR_TURN + attempts.orEmpty() + deadline
        }

    /**
     * The line under a seat's name online: out of the game, or a quick game's clock as it runs
     * at [now] (the seat to move's only); null against bots and in daily games.
     */
    fun seatLine(seat: Int): SeatLine? {
        val o = online ?: return null
        if (o.eliminated.getOrElse(seat) { false }) return SeatLine(Strings.ELIMINATED, low = false)
        val read = o.clocks?.getOrNull(seat) ?: return null
        val running = screen != null && seat == screen.current && !screen.finished
        val left = if (running) read - (now - o.readAt) else read
        return SeatLine(Strings.clock(left), low = left < LOW_CLOCK_MS)
    }

    val goal: String
        get() {
            val s = screen ?: return ""
            return if (s.finalRound) TycoonStrings.FINAL_ROUND else TycoonStrings.goal(s.goal, s.minPatents)
        }

    /** What to do now, when it is mine to act. */
    val instruction: String?
        get() {
            val s = screen ?: return null
            if (!canAct) return if (s.phase == TycoonPhase.PENDING && s.current == s.me) TycoonStrings.WORD_WAITS else null
            return when (s.phase) {
                TycoonPhase.START -> when (picking) {
                    Picking.Build -> if (owns("X")) TycoonStrings.TAP_CARDS + " " + TycoonStrings.TAP_COPY else TycoonStrings.TAP_CARDS
                    Picking.Exchange -> TycoonStrings.TAP_EXCHANGE
                    Picking.Replace -> TycoonStrings.TAP_REPLACE
                }
                TycoonPhase.AFTER_WORD -> if (s.buyable.isEmpty()) TycoonStrings.AFTER_WORD_NONE else TycoonStrings.AFTER_WORD
                TycoonPhase.PENALTY -> TycoonStrings.PENALTY
                TycoonPhase.PENDING -> TycoonStrings.pending(s.players[s.current].name, s.pendingWords)
                TycoonPhase.OVER -> null
            }
        }

    /**
     * The verdict on the words being built, said: what they pay with the royalties they owe
     * others (the core's words), the patents they allow, or why not; null before a card is tapped.
     */
    val previewText: String?
        get() {
            val p = preview ?: return null
            if (p.words.isEmpty()) return p.reason
            val parts = buildList {
                add(p.scores.joinToString(" · ") { it.text })
                if (p.buyable.isNotEmpty()) add(TycoonStrings.mayBuy(p.buyable))
                if (p.unknown.isNotEmpty()) add(TycoonStrings.risky(p.unknown))
            }
            return parts.joinToString(" · ")
        }

    val previewValid: Boolean get() = preview?.valid == true
}
