package app.slovo.ui.tycoon

import app.slovo.core.BotLevel
import app.slovo.core.TycoonEventInfo
import app.slovo.core.TycoonPreview
import app.slovo.core.TycoonScreen
import app.slovo.core.TycoonSetup
import app.slovo.core.TycoonWord
import app.slovo.ui.core.Level
import app.slovo.ui.core.SlovoCore

/** How to set up a Tycoon game against bots. */
data class TycoonGameSetup(
    val playerName: String,
    val bots: List<Level>,
    /** Words open to challenges instead of checked at once. */
    val challenges: Boolean = false,
    val seed: Long? = null,
)

/**
 * Tycoon's calls of the core, through [SlovoCore] (off the caller's thread, errors as
 * `CoreError`s). The core's Tycoon records are already the screen's view model (every
 * figure and text computed there, others' hands absent), so they go to the screen as they
 * come rather than through a copy of each field.
 */
class TycoonCore(private val core: SlovoCore) {
    suspend fun newGame(setup: TycoonGameSetup): String = core.onCore {
        newTycoonGame(
            TycoonSetup(
                humanName = setup.playerName,
                bots = setup.bots.map { BotLevel.valueOf(it.name.uppercase()) },
                challenges = setup.challenges,
                seed = setup.seed,
            ),
        )
    }

    suspend fun screen(id: String): TycoonScreen = core.onCore { tycoonScreen(id) }

    suspend fun preview(id: String, words: List<TycoonWord>): TycoonPreview = core.onCore { tycoonPreview(id, words) }

    /** Lets the bots act until I am to act or the game is over, on the core's worker thread. */
    suspend fun runBots(id: String): List<TycoonEventInfo> = core.onCoreSuspending { runTycoonBots(id) }

    suspend fun act(id: String, action: TycoonAction): TycoonEventInfo = core.onCore {
        when (action) {
            is TycoonAction.Build -> tycoonBuild(id, action.words)
            is TycoonAction.Buy -> tycoonBuyPatent(id, action.letter)
            is TycoonAction.EndTurn -> tycoonEndTurn(id, action.discard)
            is TycoonAction.Exchange -> tycoonExchange(id, action.discard)
            is TycoonAction.Penalty -> tycoonPenaltyDiscard(id, action.card)
            is TycoonAction.Replace -> tycoonReplaceCard(id, action.card)
            TycoonAction.Challenge -> tycoonChallenge(id)
            TycoonAction.Accept -> tycoonAccept(id)
        }
    }
}

/** What the player does in a Tycoon game. */
sealed interface TycoonAction {
    data class Build(val words: List<TycoonWord>) : TycoonAction
    data class Buy(val letter: String) : TycoonAction

    /** After a word: end the turn, discarding these hand cards (by index). */
    data class EndTurn(val discard: List<Int>) : TycoonAction

    /** Instead of a word: give these hand cards back for new ones (none: pass). */
    data class Exchange(val discard: List<Int>) : TycoonAction
    data class Penalty(val card: Int) : TycoonAction
    data class Replace(val card: Int) : TycoonAction
    data object Challenge : TycoonAction
    data object Accept : TycoonAction
}
