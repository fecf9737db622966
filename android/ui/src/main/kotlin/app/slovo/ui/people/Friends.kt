package app.slovo.ui.people

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.slovo.ui.Choice
import app.slovo.ui.Confirm
import app.slovo.ui.Heading
import app.slovo.ui.Help
import app.slovo.ui.LanguageChoice
import app.slovo.ui.Notice
import app.slovo.ui.Screen
import app.slovo.ui.Sheet
import app.slovo.ui.Strings
import app.slovo.ui.TopBar
import app.slovo.ui.core.CoreError
import app.slovo.ui.core.Friend
import app.slovo.ui.core.Friends
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.Pending
import app.slovo.ui.core.Presence
import app.slovo.ui.core.SlovoCore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

sealed interface FriendsEvent {
    data class Code(val text: String) : FriendsEvent
    data object Add : FriendsEvent
    data class Accept(val id: String) : FriendsEvent
    data class Decline(val id: String) : FriendsEvent
    data class Invite(val friend: Friend) : FriendsEvent
    data class InviteKind(val kind: GameKind) : FriendsEvent
    data class InviteLanguage(val code: String) : FriendsEvent
    data object SendInvite : FriendsEvent
    data class Remove(val friend: Friend) : FriendsEvent
    data object ConfirmRemove : FriendsEvent
    data class Join(val inviteId: String) : FriendsEvent
    data class DeclineInvite(val inviteId: String) : FriendsEvent
    data object CloseSheet : FriendsEvent
    data class Unblock(val blocked: Blocked) : FriendsEvent
    data object Dismiss : FriendsEvent
}

data class FriendsState(
    val friends: Friends? = null,
    /** No account yet: friends come with playing online. */
    val notRegistered: Boolean = false,
    /** A friend's code being typed. */
    val code: String = "",
    /** The friend the invite sheet is for, and its terms. */
    val inviting: Friend? = null,
    val inviteKind: GameKind = GameKind.Daily,
    val inviteLanguage: String = "english",
    /** The friend whose removal waits for a yes. */
    val removing: Friend? = null,
    /** My block list (only I see it); shown while it has anyone. */
    val blocks: Blocks? = null,
    val busy: Boolean = false,
    val message: String? = null,
    val eventSink: (FriendsEvent) -> Unit = {},
)

/** Friends: my code, add by a friend's code, requests and invitations to answer, invite, remove. */
class FriendsPresenter(
    private val core: SlovoCore,
    private val scope: CoroutineScope,
    /** An accepted invitation's game, to open. */
    private val onGame: (String) -> Unit,
) {
    private val mutable = MutableStateFlow(FriendsState(eventSink = ::onEvent))
    val state: StateFlow<FriendsState> = mutable.asStateFlow()

    fun start() = scope.launch { refresh() }

    private suspend fun refresh() {
        runCatching { core.friends() }
            .onSuccess { f -> mutable.update { it.copy(friends = f, notRegistered = false) } }
            .onFailure { e ->
                if (e is CoreError && e.kind == CoreError.Kind.NotRegistered) {
                    mutable.update { it.copy(notRegistered = true) }
                } else {
                    mutable.update { it.copy(message = e.message) }
                }
            }
        // The block list is a part of the screen apart: its failure leaves the friends shown.
        runCatching { core.blocks() }.onSuccess { b -> mutable.update { it.copy(blocks = b) } }
    }

    fun onEvent(event: FriendsEvent) {
        when (event) {
            // Friend codes are 8 letters and digits; the server writes them in capitals.
            is FriendsEvent.Code -> mutable.update { it.copy(code = event.text.uppercase().filter(Char::isLetterOrDigit).take(8)) }
            FriendsEvent.Add -> act { core.addFriend(mutable.value.code).also { mutable.update { it.copy(code = "") } } }
            is FriendsEvent.Accept -> act { core.acceptFriend(event.id) }
            is FriendsEvent.Decline -> act { core.declineFriend(event.id).let { null } }
            is FriendsEvent.Invite -> mutable.update { it.copy(inviting = event.friend) }
            is FriendsEvent.InviteKind -> mutable.update { it.copy(inviteKind = event.kind) }
            is FriendsEvent.InviteLanguage -> mutable.update { it.copy(inviteLanguage = event.code) }
            FriendsEvent.SendInvite -> mutable.value.inviting?.let { friend ->
                val s = mutable.value
                mutable.update { it.copy(inviting = null) }
                // Quick games get the usual 10 minutes a player.
                act { core.inviteFriend(friend.id, s.inviteKind, s.inviteLanguage, if (s.inviteKind == GameKind.Quick) 10 else null) }
            }
            is FriendsEvent.Remove -> mutable.update { it.copy(removing = event.friend) }
            FriendsEvent.ConfirmRemove -> mutable.value.removing?.let { friend ->
                mutable.update { it.copy(removing = null) }
                act { core.removeFriend(friend.id).let { null } }
            }
            is FriendsEvent.Join -> act {
                core.acceptInvite(event.inviteId)?.let(onGame)
                null
            }
            is FriendsEvent.DeclineInvite -> act { core.declineInvite(event.inviteId).let { null } }
            is FriendsEvent.Unblock -> act { core.unblock(event.blocked.id) }
            FriendsEvent.CloseSheet -> mutable.update { it.copy(inviting = null, removing = null) }
            FriendsEvent.Dismiss -> mutable.update { it.copy(message = null) }
        }
    }

    /** One action at a time: its answer (or refusal) becomes the notice, then the list is read again. */
    private fun act(block: suspend () -> String?) {
        if (mutable.value.busy) return
        mutable.update { it.copy(busy = true, message = null) }
        scope.launch {
            val said = runCatching { block() }.fold({ it }, { it.message })
            refresh()
            mutable.update { it.copy(busy = false, message = said ?: it.message) }
        }
    }
}

@Composable
fun FriendsView(state: FriendsState, onBack: () -> Unit) {
    val send = state.eventSink
    Screen {
        Column(Modifier.fillMaxSize()) {
            TopBar(PeopleStrings.FRIENDS, onBack)
            Column(
                Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) {
                if (state.notRegistered) Help(PeopleStrings.NOT_REGISTERED)
                state.friends?.let { FriendsList(it, state) }
            }
            state.message?.let { Notice(it, onDismiss = { send(FriendsEvent.Dismiss) }) }
        }
        state.inviting?.let { InviteSheet(it, state) }
        state.removing?.let { friend ->
            Confirm(
                PeopleStrings.removeTitle(friend.name),
                PeopleStrings.removeText(friend.name),
                PeopleStrings.REMOVE,
                onConfirm = { send(FriendsEvent.ConfirmRemove) },
                onDismiss = { send(FriendsEvent.CloseSheet) },
            )
        }
    }
}

@Composable
private fun FriendsList(f: Friends, state: FriendsState) {
    val send = state.eventSink
    Heading(PeopleStrings.YOUR_CODE)
    Text(
        f.code,
        Modifier.testTag("friend-code"),
        style = MaterialTheme.typography.headlineMedium,
        fontFamily = FontFamily.Monospace,
        fontWeight = FontWeight.Bold,
        letterSpacing = 4.sp,
    )
    Help(f.codeHelp)
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedTextField(
            state.code,
            { send(FriendsEvent.Code(it)) },
            Modifier.weight(1f).testTag("friends-code"),
            singleLine = true,
            label = { Text(PeopleStrings.FRIEND_CODE) },
            textStyle = MaterialTheme.typography.titleMedium.copy(fontFamily = FontFamily.Monospace),
        )
        Button(
            onClick = { send(FriendsEvent.Add) },
            enabled = state.code.length == 8 && !state.busy,
            modifier = Modifier.heightIn(min = 52.dp).testTag("friends-add"),
        ) { Text(PeopleStrings.ADD) }
    }
    if (f.invites.isNotEmpty() || f.invited.isNotEmpty()) Heading(PeopleStrings.INVITES)
    f.invites.forEach { i ->
        Answer(i, PeopleStrings.JOIN, "invite-${i.id}", onYes = {
            send(FriendsEvent.Join(i.id))
        }, onNo = { send(FriendsEvent.DeclineInvite(i.id)) })
    }
    f.invited.forEach { Help(it.text) }
    if (f.incoming.isNotEmpty() || f.outgoing.isNotEmpty()) Heading(PeopleStrings.REQUESTS)
    f.incoming.forEach { r ->
        Answer(r, PeopleStrings.ACCEPT, "request-${r.name}", onYes = {
            send(FriendsEvent.Accept(r.id))
        }, onNo = { send(FriendsEvent.Decline(r.id)) })
    }
    f.outgoing.forEach { Help(it.text) }
    Heading(PeopleStrings.FRIENDS)
    f.empty?.let { Help(it) }
    f.friends.forEach { FriendCard(it, state) }
    state.blocks?.takeIf { it.blocked.isNotEmpty() }?.let { BlockList(it, state) }
}

/** The players I blocked, each with Unblock; only I see this list. */
@Composable
private fun BlockList(b: Blocks, state: FriendsState) {
    val send = state.eventSink
    Heading(PeopleStrings.BLOCKED)
    Help(b.help)
    b.blocked.forEach { p ->
        Row(
            Modifier.fillMaxWidth().testTag("blocked-${p.name}"),
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            Column(Modifier.weight(1f)) {
                Text(p.name, style = MaterialTheme.typography.titleMedium, maxLines = 1, overflow = TextOverflow.Ellipsis)
                Text(p.text, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            OutlinedButton(
                onClick = { send(FriendsEvent.Unblock(p)) },
                enabled = !state.busy,
                modifier = Modifier.heightIn(min = 48.dp).testTag("blocked-${p.name}-unblock"),
            ) { Text(PeopleStrings.UNBLOCK) }
        }
    }
}

/** A request or invitation: its sentence, then yes and no. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Answer(p: Pending, yes: String, tag: String, onYes: () -> Unit, onNo: () -> Unit) {
    Column(Modifier.fillMaxWidth().testTag(tag)) {
        Text(p.text, style = MaterialTheme.typography.bodyLarge)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Button(onClick = onYes, modifier = Modifier.heightIn(min = 48.dp).testTag("$tag-yes")) { Text(yes) }
            OutlinedButton(onClick = onNo, modifier = Modifier.heightIn(min = 48.dp).testTag("$tag-no")) { Text(PeopleStrings.DECLINE) }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun FriendCard(friend: Friend, state: FriendsState) {
    val send = state.eventSink
    val scheme = MaterialTheme.colorScheme
    Surface(Modifier.fillMaxWidth().testTag("friend-${friend.name}"), shape = RoundedCornerShape(12.dp), color = scheme.surfaceVariant) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                // Colour and the words both say it: never colour alone.
                val dot = when (friend.presence) {
                    Presence.Live -> Color(0xFF2E7D32)
                    Presence.Recent -> Color(0xFF66BB6A)
                    Presence.Offline -> scheme.outline
                }
                Box(Modifier.size(10.dp).background(dot, CircleShape))
                Text(
                    friend.name,
                    Modifier.weight(1f),
                    style = MaterialTheme.typography.titleMedium,
                    fontWeight = FontWeight.SemiBold,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                )
                Text(friend.presenceText, style = MaterialTheme.typography.bodyMedium, color = scheme.onSurfaceVariant)
            }
            friend.ratings.forEachIndexed { i, r -> Rating(r, "friend-${friend.name}-rating-$i") }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                FilledTonalButton(
                    onClick = { send(FriendsEvent.Invite(friend)) },
                    enabled = !state.busy,
                    modifier = Modifier.heightIn(min = 48.dp).testTag("friend-${friend.name}-invite"),
                ) { Text(PeopleStrings.INVITE) }
                OutlinedButton(
                    onClick = { send(FriendsEvent.Remove(friend)) },
                    enabled = !state.busy,
                    modifier = Modifier.heightIn(min = 48.dp).testTag("friend-${friend.name}-remove"),
                ) { Text(PeopleStrings.REMOVE) }
            }
        }
    }
}

@Composable
private fun androidx.compose.foundation.layout.BoxScope.InviteSheet(friend: Friend, state: FriendsState) {
    val send = state.eventSink
    Sheet(onDismiss = { send(FriendsEvent.CloseSheet) }, tag = "invite-sheet") {
        Text(PeopleStrings.inviteTitle(friend.name), style = MaterialTheme.typography.titleLarge)
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Choice(Strings.DAILY, state.inviteKind == GameKind.Daily, "invite-daily") { send(FriendsEvent.InviteKind(GameKind.Daily)) }
            Choice(Strings.QUICK, state.inviteKind == GameKind.Quick, "invite-quick") { send(FriendsEvent.InviteKind(GameKind.Quick)) }
        }
        LanguageChoice(state.inviteLanguage, "invite-language") { send(FriendsEvent.InviteLanguage(it)) }
        Button(
            onClick = { send(FriendsEvent.SendInvite) },
            modifier = Modifier.fillMaxWidth().heightIn(min = 52.dp).testTag("invite-send"),
        ) { Text(PeopleStrings.INVITE, fontWeight = FontWeight.Bold) }
    }
}
