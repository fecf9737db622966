package app.slovo.ui.tycoon

import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonScreen
import app.slovo.ui.core.CoreError
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.game.Busy
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
 * Turns the core's Tycoon game into [TycoonState]s and the player's [TycoonEvent]s into core
 * calls. Runs on [scope] (the main thread in the apps); the core's calls leave it by
 * themselves, the bots think on the core's worker thread.
 */
class TycoonPresenter(
    private val table: TycoonTable,
    private val scope: CoroutineScope,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    /** A game against bots in the device's store. */
    constructor(core: SlovoCore, gameId: String, scope: CoroutineScope) : this(LocalTycoonTable(TycoonCore(core), gameId), scope)

    private val mutable = MutableStateFlow(TycoonState(screen = null, busy = Busy.Loading, eventSink = ::onEvent))
    val state: StateFlow<TycoonState> = mutable.asStateFlow()
    private var previewJob: Job? = null

    /**
     * Loads the game and lets the bots act if it is theirs to; online, asks for the others'
     * moves every few seconds until the game ends (not at all for a game already over) or
     * [scope] is cancelled, a quick game's clocks running in between (redrawn each second).
     */
    fun start(): Job = scope.launch {
        reload()
        letBotsAct()
        // Online: the others' moves and my queued ones come with a sync, now and then; a quick
        // game's clocks run in between. Over, nothing moves any more: the loop ends.
        var ticks = 0L
        while (isActive && table.polled && mutable.value.screen?.finished != true) {
            delay(TICK_MS)
            if (mutable.value.online?.clocks != null) mutable.update { it.copy(now = clock()) }
            if (++ticks % (POLL_MS / TICK_MS) == 0L && mutable.value.busy == null) syncOthers()
        }
    }

    private suspend fun syncOthers() {
        table.others()
        reload()
    }

    fun onEvent(event: TycoonEvent) {
        val s = mutable.value
        val screen = s.screen ?: return
        when (event) {
            is TycoonEvent.TapHand -> tapHand(s, event.index)
            is TycoonEvent.TapCommunity -> if (s.building) addCard(s, CardRef(fromHand = false, index = event.index))
            is TycoonEvent.TapSlot -> if (s.building) takeOut(s, event.word, event.slot)
            is TycoonEvent.SelectWord -> if (event.word < s.words.size) mutable.update { it.copy(active = event.word) }
            TycoonEvent.SecondWord -> if (s.building && s.owns("V") && s.words.size == 1) {
                mutable.update { it.copy(words = it.words + WordDraft(), active = 1) }
            }
            TycoonEvent.ToggleAddS -> if (s.building && s.owns("Z")) edit(s) { it.copy(addS = !it.addS) }
            TycoonEvent.ToggleYVowel -> if (s.building) edit(s) { it.copy(yVowel = !it.yVowel) }
            TycoonEvent.Clear -> changeWords(listOf(WordDraft()), 0)
            TycoonEvent.Build -> if (s.canBuild) act(TycoonAction.Build(s.coreWords))
            TycoonEvent.StartExchange -> if (s.canAct && screen.phase == TycoonPhase.START) {
                changeWords(listOf(WordDraft()), 0)
                mutable.update { it.copy(picking = Picking.Exchange, chosen = emptySet()) }
            }
            TycoonEvent.StartReplace -> if (s.canAct && screen.qAvailable) mutable.update { it.copy(picking = Picking.Replace) }
            TycoonEvent.CancelPicking -> mutable.update { it.copy(picking = Picking.Build, chosen = emptySet()) }
            TycoonEvent.ConfirmExchange -> if (s.canAct && s.picking == Picking.Exchange) act(TycoonAction.Exchange(s.chosen.sorted()))
            is TycoonEvent.Buy -> if (s.canAct && event.letter in screen.buyable) act(TycoonAction.Buy(event.letter))
            TycoonEvent.EndTurn -> if (s.canAct && screen.phase == TycoonPhase.AFTER_WORD) act(TycoonAction.EndTurn(s.chosen.sorted()))
            TycoonEvent.ConfirmPenalty -> if (s.canAct && screen.phase == TycoonPhase.PENALTY) {
                s.chosen.singleOrNull()?.let { act(TycoonAction.Penalty(it)) }
            }
            TycoonEvent.Challenge -> if (s.canAct && screen.phase == TycoonPhase.PENDING) act(TycoonAction.Challenge)
            TycoonEvent.Accept -> if (s.canAct && screen.phase == TycoonPhase.PENDING) act(TycoonAction.Accept)
            TycoonEvent.ShowRecent -> mutable.update { it.copy(showRecent = true) }
            TycoonEvent.Dismiss -> mutable.update { it.copy(message = null, showRecent = false) }
            is TycoonEvent.AcknowledgeDropped -> scope.launch {
                runCatching { table.acknowledge(event.moveId) }.onFailure(::fail)
                reload()
            }
        }
    }

    private fun tapHand(s: TycoonState, index: Int) {
        if (!s.canAct) return
        when (s.phase) {
            TycoonPhase.START -> when (s.picking) {
                Picking.Build -> addCard(s, CardRef(fromHand = true, index = index))
                Picking.Exchange -> toggleChosen(index)
                Picking.Replace -> act(TycoonAction.Replace(index))
            }
            TycoonPhase.AFTER_WORD -> toggleChosen(index)
            // One card goes for a lost turn: the last one tapped.
            TycoonPhase.PENALTY -> mutable.update { it.copy(chosen = setOf(index)) }
            else -> Unit
        }
    }

    private fun toggleChosen(index: Int) = mutable.update {
        it.copy(chosen = if (index in it.chosen) it.chosen - index else it.chosen + index)
    }

    /** A card into the active word; one already in the words goes in again as its copy (X patent), else not at all. */
    private fun addCard(s: TycoonState, card: CardRef) {
        val copy = card in s.used
        if (copy && !s.owns("X")) return
        edit(s) { it.copy(slots = it.slots + WordSlot(card, copy)) }
    }

    /** Takes a letter out; a card taken out takes its copy with it. */
    private fun takeOut(s: TycoonState, word: Int, slot: Int) {
        val removed = s.words.getOrNull(word)?.slots?.getOrNull(slot) ?: return
        val words = s.words.mapIndexed { w, draft ->
            val kept = draft.slots.filterIndexed { i, it ->
                !(w == word && i == slot) && !(!removed.copy && it.copy && it.card == removed.card)
            }
            draft.copy(slots = kept)
        }
        changeWords(words, word)
    }

    private fun edit(s: TycoonState, change: (WordDraft) -> WordDraft) =
        changeWords(s.words.mapIndexed { i, w -> if (i == s.active) change(w) else w }, s.active)

    /** The words changed: ask the core what they would do, at once. */
    private fun changeWords(words: List<WordDraft>, active: Int) {
        mutable.update { it.copy(words = words, active = active, preview = null, message = null) }
        previewJob?.cancel()
        val s = mutable.value
        val coreWords = s.coreWords
        if (coreWords.isEmpty() || !s.building) return
        previewJob = scope.launch {
            val preview = runCatching { table.preview(coreWords) }.getOrElse { return@launch fail(it) }
            mutable.update { if (it.coreWords == coreWords) it.copy(preview = preview) else it }
        }
    }

    private fun act(action: TycoonAction) = scope.launch {
        mutable.update { it.copy(busy = Busy.Sending, message = null) }
        val done = runCatching { table.act(action) }
        mutable.update { it.copy(busy = null) }
        done.onFailure {
            fail(it)
            return@launch
        }
        previewJob?.cancel()
        mutable.update {
            it.copy(words = listOf(WordDraft()), active = 0, preview = null, picking = Picking.Build, chosen = emptySet())
        }
        reload()
        letBotsAct()
    }

    private suspend fun letBotsAct() {
        val screen = mutable.value.screen ?: return
        if (screen.finished || screen.myTurn) return
        if (table.polled) return syncOthers()
        mutable.update { it.copy(busy = Busy.Thinking(screen.players[screen.current].name)) }
        runCatching { table.others() }.onFailure(::fail)
        mutable.update { it.copy(busy = null) }
        reload()
    }

    private suspend fun reload() {
        val seen = runCatching { table.screen() }.getOrElse { return fail(it) }
        show(seen.screen, seen.online)
    }

    private fun show(screen: TycoonScreen, online: OnlineTurn?) = mutable.update {
        // A word being built names cards by place: it stays only while the cards do.
        val sameCards = it.screen?.hand == screen.hand && it.screen?.community == screen.community && screen.myTurn
        val now = clock()
        it.copy(
            screen = screen,
            online = online?.copy(readAt = now),
            now = now,
            busy = if (it.busy == Busy.Loading) null else it.busy,
            words = if (sameCards) it.words else listOf(WordDraft()),
            active = if (sameCards) it.active else 0,
            preview = if (sameCards) it.preview else null,
            chosen = if (sameCards) it.chosen else emptySet(),
        )
    }

    private fun fail(e: Throwable) {
        val text = (e as? CoreError)?.message ?: e.message ?: e.toString()
        mutable.update { it.copy(message = text, busy = if (it.busy == Busy.Loading) null else it.busy) }
    }

    private companion object {
        /** How often an open online game asks for the others' moves (the word game's stream aside, a sync a few seconds apart). */
        const val POLL_MS = 3_000L

        /** How often a running clock is redrawn. */
        const val TICK_MS = 1_000L
    }
}
