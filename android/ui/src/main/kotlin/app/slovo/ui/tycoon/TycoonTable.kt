package app.slovo.ui.tycoon

import app.slovo.core.DroppedMove
import app.slovo.core.TycoonPreview
import app.slovo.core.TycoonScreen
import app.slovo.core.TycoonWord

/**
 * One Tycoon game as the presenter sees it, local (against bots) or online (refereed by the
 * server): the screen, the preview of a word, my actions and the others' turns. One presenter
 * drives either through this.
 */
interface TycoonTable {
    suspend fun screen(): TycoonSeen

    suspend fun preview(words: List<TycoonWord>): TycoonPreview

    /** Makes my move (online: sent, or queued or dropped as the next [screen] tells). */
    suspend fun act(action: TycoonAction)

    /** Lets the others take their turns (bots), or fetches what they did (online). */
    suspend fun others()

    /** A move the server refused for good, read: it leaves the list. */
    suspend fun acknowledge(moveId: String)

    /** The others act elsewhere: ask again now and then while the screen is open. */
    val polled: Boolean
}

/** The table as last read; [online] for a game refereed by the server. */
data class TycoonSeen(val screen: TycoonScreen, val online: OnlineTurn? = null)

/**
 * An online game's outbox and time: my moves waiting to be sent, those refused for good, the
 * daily deadline, a quick game's clocks (each seat's ms left when read at [readAt], set by the
 * presenter), and the seats out of the game.
 */
data class OnlineTurn(
    val queued: Int,
    val dropped: List<DroppedMove>,
    val deadline: Long?,
    val clocks: List<Long>? = null,
    val eliminated: List<Boolean> = emptyList(),
    val readAt: Long = 0,
)

/** A game against bots in the device's store. */
class LocalTycoonTable(private val tycoon: TycoonCore, private val gameId: String) : TycoonTable {
    override suspend fun screen() = TycoonSeen(tycoon.screen(gameId))

    override suspend fun preview(words: List<TycoonWord>) = tycoon.preview(gameId, words)

    override suspend fun act(action: TycoonAction) {
        tycoon.act(gameId, action)
    }

    override suspend fun others() {
        tycoon.runBots(gameId)
    }

    // Nothing is sent anywhere, so nothing is refused.
    override suspend fun acknowledge(moveId: String) = Unit

    override val polled = false
}
