package app.slovo.ui.settings

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.slovo.ui.FormScreen
import app.slovo.ui.Heading
import app.slovo.ui.Help
import app.slovo.ui.Strings
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.people.PeopleStrings
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

sealed interface SettingsEvent {
    data class Server(val text: String) : SettingsEvent
    data object SaveServer : SettingsEvent
    data class Name(val text: String) : SettingsEvent
    data class Notifications(val on: Boolean) : SettingsEvent
    data class Labels(val on: Boolean) : SettingsEvent
    data class Dark(val on: Boolean) : SettingsEvent
}

data class SettingsState(
    val server: String = "",
    val preferences: Preferences = Preferences(),
    val dark: Boolean = false,
    val message: String? = null,
    val eventSink: (SettingsEvent) -> Unit = {},
)

class SettingsPresenter(
    private val core: SlovoCore,
    private val store: PreferencesStore,
    private val scope: CoroutineScope,
    systemDark: Boolean,
) {
    private val mutable = MutableStateFlow(
        SettingsState(preferences = store.preferences.value, dark = store.preferences.value.darkTheme ?: systemDark, eventSink = ::onEvent),
    )
    val state: StateFlow<SettingsState> = mutable.asStateFlow()

    fun start() = scope.launch {
        val server = runCatching { core.server() }.getOrNull().orEmpty()
        mutable.update { it.copy(server = server) }
    }

    fun onEvent(event: SettingsEvent) {
        when (event) {
            is SettingsEvent.Server -> mutable.update { it.copy(server = event.text.trim(), message = null) }
            SettingsEvent.SaveServer -> scope.launch {
                val result = runCatching { core.setServer(mutable.value.server) }
                mutable.update { it.copy(message = result.exceptionOrNull()?.message ?: Strings.SAVED) }
            }
            is SettingsEvent.Name -> change { it.copy(playerName = event.text.take(24)) }
            is SettingsEvent.Notifications -> change { it.copy(notifications = event.on) }
            is SettingsEvent.Labels -> change { it.copy(boardLabels = event.on) }
            is SettingsEvent.Dark -> {
                change { it.copy(darkTheme = event.on) }
                mutable.update { it.copy(dark = event.on) }
            }
        }
    }

    private fun change(how: (Preferences) -> Preferences) {
        store.update(how)
        mutable.update { it.copy(preferences = store.preferences.value) }
    }
}

@Composable
fun SettingsView(
    state: SettingsState,
    onBack: () -> Unit,
    onStatistics: () -> Unit = {},
    onFriends: () -> Unit = {},
    onVacation: (() -> Unit)? = null,
) {
    val send = state.eventSink
    val p = state.preferences
    FormScreen(Strings.SETTINGS, onBack, state.message) {
        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            OutlinedButton(onClick = onStatistics, modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("settings-statistics")) {
                Text(PeopleStrings.STATISTICS)
            }
            OutlinedButton(onClick = onFriends, modifier = Modifier.weight(1f).heightIn(min = 48.dp).testTag("settings-friends")) {
                Text(PeopleStrings.FRIENDS)
            }
        }
        // A vacation from the daily games: with the account, where a player looks for it.
        onVacation?.let {
            OutlinedButton(onClick = it, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).testTag("settings-vacation")) {
                Text(PeopleStrings.VACATION)
            }
        }
        Heading(Strings.PLAYER_NAME)
        OutlinedTextField(
            p.playerName,
            { send(SettingsEvent.Name(it)) },
            Modifier.fillMaxWidth().testTag("settings-name"),
            singleLine = true,
        )
        Heading(Strings.SERVER)
        Help(Strings.SERVER_HELP)
        OutlinedTextField(
            state.server,
            { send(SettingsEvent.Server(it)) },
            Modifier.fillMaxWidth().testTag("settings-server"),
            singleLine = true,
        )
        FilledTonalButton(onClick = {
            send(SettingsEvent.SaveServer)
        }, modifier = Modifier.heightIn(min = 48.dp).testTag("settings-save")) {
            Text(Strings.SAVE)
        }
        Toggle(Strings.NOTIFICATIONS, Strings.NOTIFICATIONS_HELP, p.notifications, "settings-notifications") {
            send(SettingsEvent.Notifications(it))
        }
        Toggle(Strings.BOARD_LABELS, Strings.BOARD_LABELS_HELP, p.boardLabels, "settings-labels") { send(SettingsEvent.Labels(it)) }
        Toggle(Strings.DARK_THEME, null, state.dark, "settings-dark") { send(SettingsEvent.Dark(it)) }
        Heading(Strings.INTERFACE_LANGUAGE)
        Text(Strings.interfaceLanguage(), style = MaterialTheme.typography.bodyLarge)
        Help(Strings.INTERFACE_LANGUAGE_HELP)
    }
}

@Composable
private fun Toggle(title: String, help: String?, on: Boolean, tag: String, onChange: (Boolean) -> Unit) {
    Row(Modifier.fillMaxWidth().heightIn(min = 56.dp).padding(top = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(Modifier.weight(1f)) {
            Text(title, style = MaterialTheme.typography.titleMedium)
            help?.let { Help(it) }
        }
        Switch(checked = on, onCheckedChange = onChange, modifier = Modifier.testTag(tag))
    }
}
