package app.slovo.ui.people

import app.slovo.core.RematchPhase
import app.slovo.core.RematchScreen
import app.slovo.core.RematchSeatAnswer
import app.slovo.core.VacationScreen
import app.slovo.ui.core.SlovoCore

/*
 * Rematches, vacations and the block list as the app sees them: the core's view models mapped
 * to the app's types, every text already said in the interface language by the core. Calls of
 * the bindings through [SlovoCore] (off the caller's thread, errors as CoreErrors).
 */

/** Where a rematch of a finished online game stands. */
enum class RematchStage { NotOffered, Open, Started, Declined }

enum class Answer { Waiting, Accepted, Declined }

/** A player of the finished game and their answer (`Eva: accepted`). */
data class RematchSeatLine(val seat: Int, val name: String, val answer: Answer, val me: Boolean, val text: String)

data class Rematch(
    val stage: RematchStage,
    /** Nobody has offered yet: the Rematch button. */
    val canOffer: Boolean,
    /** Offered, my answer waited for: Accept and Decline. */
    val canAnswer: Boolean,
    val offeredByMe: Boolean,
    val seats: List<RematchSeatLine>,
    /** Once everyone accepted: the new game, on this device. */
    val newGameId: String?,
    /** Where it stands, in one sentence. */
    val text: String,
)

/** My vacation from daily games and this year's allowance. */
data class Vacation(
    val onVacation: Boolean,
    val until: Long?,
    val daysLeft: Int,
    val daysPerYear: Int,
    val status: String,
    val allowance: String,
    val help: String,
)

/** A player I blocked, with since when (`blocked on 2 Dec`). */
data class Blocked(val id: String, val name: String, val text: String)

/** My block list (only I see it); [empty] says so while it is empty. */
data class Blocks(val blocked: List<Blocked>, val empty: String?, val help: String)

/** A player of a game on vacation now, with the sentence for the game's header. */
data class Away(val seat: Int, val name: String, val until: Long, val me: Boolean, val text: String)

private fun utcOffsetMinutes(): Int = java.util.TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000

private fun rematchOf(r: RematchScreen) = Rematch(
    stage = when (r.phase) {
        RematchPhase.NOT_OFFERED -> RematchStage.NotOffered
        RematchPhase.OPEN -> RematchStage.Open
        RematchPhase.STARTED -> RematchStage.Started
        RematchPhase.DECLINED -> RematchStage.Declined
    },
    canOffer = r.canOffer,
    canAnswer = r.canAnswer,
    offeredByMe = r.offeredByMe,
    seats = r.seats.map {
        val answer = when (it.answer) {
            RematchSeatAnswer.WAITING -> Answer.Waiting
            RematchSeatAnswer.ACCEPTED -> Answer.Accepted
            RematchSeatAnswer.DECLINED -> Answer.Declined
        }
        RematchSeatLine(it.seat, it.name, answer, it.me, it.text)
    },
    newGameId = r.newGameId,
    text = r.text,
)

private fun vacationOf(v: VacationScreen) = Vacation(
    onVacation = v.onVacation,
    until = v.until,
    daysLeft = v.daysLeft.toInt(),
    daysPerYear = v.daysPerYear.toInt(),
    status = v.status,
    allowance = v.allowance,
    help = v.help,
)

/** The rematch after the finished online game [gameId]. */
suspend fun SlovoCore.rematch(gameId: String): Rematch = onCoreSuspending { rematchOf(rematch(gameId)) }

/** Offers a rematch (my acceptance too). */
suspend fun SlovoCore.offerRematch(gameId: String): Rematch = onCoreSuspending { rematchOf(offerRematch(gameId)) }

/** Accepts or declines the rematch offered after [gameId]; the last acceptance brings the new game. */
suspend fun SlovoCore.answerRematch(gameId: String, accept: Boolean): Rematch =
    onCoreSuspending { rematchOf(if (accept) acceptRematch(gameId) else declineRematch(gameId)) }

suspend fun SlovoCore.vacation(): Vacation = onCoreSuspending { vacationOf(vacation(utcOffsetMinutes())) }

suspend fun SlovoCore.startVacation(days: Int): Vacation = onCoreSuspending { vacationOf(startVacation(days, utcOffsetMinutes())) }

suspend fun SlovoCore.endVacation(): Vacation = onCoreSuspending { vacationOf(endVacation(utcOffsetMinutes())) }

/** Who of the online game [gameId] is on vacation now (freshens the game's copy from the server). */
suspend fun SlovoCore.awayIn(gameId: String): List<Away> = onCoreSuspending {
    onlineGameVacations(gameId, utcOffsetMinutes()).map { Away(it.seat, it.name, it.until, it.me, it.text) }
}

suspend fun SlovoCore.blocks(): Blocks = onCoreSuspending {
    val b = blockedPlayers(utcOffsetMinutes())
    Blocks(b.blocked.map { Blocked(it.playerId, it.name, it.text) }, b.empty, b.help)
}

/** Unblocks a player of my list; returns what to tell me. */
suspend fun SlovoCore.unblock(id: String): String = onCoreSuspending { unblockPlayer(id) }
