package app.slovo.ui.newgame

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.slovo.ui.Choice
import app.slovo.ui.FormScreen
import app.slovo.ui.Heading
import app.slovo.ui.Help
import app.slovo.ui.LanguageChoice
import app.slovo.ui.Strings
import app.slovo.ui.core.BotGameSetup
import app.slovo.ui.core.Level
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.tycoon.TycoonCore
import app.slovo.ui.tycoon.TycoonGameSetup
import app.slovo.ui.tycoon.TycoonStrings
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

sealed interface NewGameEvent {
    data class Language(val code: String) : NewGameEvent

    /** null: the language's usual preset. */
    data class Preset(val name: String?) : NewGameEvent
    data class Rack(val size: Int) : NewGameEvent
    data class FinishLine(val points: Int?) : NewGameEvent
    data object AddBot : NewGameEvent
    data class RemoveBot(val index: Int) : NewGameEvent
    data class BotLevel(val index: Int, val level: Level) : NewGameEvent

    /** The word game or Tycoon. */
    data class Tycoon(val on: Boolean) : NewGameEvent

    /** Tycoon: words open to challenges instead of checked at once. */
    data class Challenges(val on: Boolean) : NewGameEvent
    data object Start : NewGameEvent
}

data class NewGameState(
    val language: String = "english",
    val preset: String? = null,
    /** The preset [language] plays by unless another is chosen. */
    val usualPreset: String? = null,
    val rackSize: Int = 7,
    val finishLine: Int? = null,
    val bots: List<Level> = listOf(Level.Medium),
    /** Tycoon, the letter-patent card game, rather than the word game. */
    val tycoon: Boolean = false,
    val challenges: Boolean = false,
    val starting: Boolean = false,
    val message: String? = null,
    val eventSink: (NewGameEvent) -> Unit = {},
) {
    /** RULES.md §6's suggested finish lines (beginner, intermediate, expert) for this many players. */
    val finishLines: List<Int>
        get() = when (bots.size + 1) {
            2 -> listOf(70, 120, 200)
            3 -> listOf(60, 100, 180)
            else -> listOf(50, 90, 160)
        }
}

/** The new game against bots: language, rules, rack, finish line, 1–3 bots with their levels. */
class NewGamePresenter(
    private val core: SlovoCore,
    private val playerName: () -> String,
    private val scope: CoroutineScope,
    /** The new game's id, and whether it is Tycoon. */
    private val onStarted: (id: String, tycoon: Boolean) -> Unit,
) {
    private val mutable = MutableStateFlow(NewGameState(eventSink = ::onEvent))
    val state: StateFlow<NewGameState> = mutable.asStateFlow()

    fun onEvent(event: NewGameEvent) {
        when (event) {
            is NewGameEvent.Language -> {
                mutable.update { it.copy(language = event.code, usualPreset = null) }
                loadUsualPreset()
            }
            is NewGameEvent.Preset -> mutable.update { it.copy(preset = event.name) }
            is NewGameEvent.Rack -> mutable.update { it.copy(rackSize = event.size) }
            is NewGameEvent.FinishLine -> mutable.update { it.copy(finishLine = event.points) }
            NewGameEvent.AddBot -> mutable.update {
                if (it.bots.size <
                    3
                ) {
                    it.copy(bots = it.bots + Level.Medium, finishLine = null)
                } else {
                    it
                }
            }
            is NewGameEvent.RemoveBot -> mutable.update {
                if (it.bots.size > 1) it.copy(bots = it.bots.filterIndexed { i, _ -> i != event.index }, finishLine = null) else it
            }
            is NewGameEvent.BotLevel -> mutable.update {
                it.copy(bots = it.bots.mapIndexed { i, l -> if (i == event.index) event.level else l })
            }
            is NewGameEvent.Tycoon -> mutable.update { it.copy(tycoon = event.on) }
            is NewGameEvent.Challenges -> mutable.update { it.copy(challenges = event.on) }
            NewGameEvent.Start -> startGame()
        }
    }

    fun start() = loadUsualPreset()

    private fun loadUsualPreset() {
        val language = mutable.value.language
        scope.launch {
            val usual = runCatching { core.usualPreset(language) }.getOrNull()
            mutable.update { if (it.language == language) it.copy(usualPreset = usual) else it }
        }
    }

    private fun startGame() {
        val s = mutable.value
        if (s.starting) return
        mutable.update { it.copy(starting = true, message = null) }
        scope.launch {
            runCatching {
                if (s.tycoon) {
                    TycoonCore(core).newGame(TycoonGameSetup(playerName(), s.bots, s.challenges))
                } else {
                    core.newGame(BotGameSetup(s.language, playerName(), s.bots, s.preset, s.rackSize, s.finishLine))
                }
            }.onSuccess { onStarted(it, s.tycoon) }.onFailure { e -> mutable.update { it.copy(message = e.message) } }
            mutable.update { it.copy(starting = false) }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
fun NewGameView(state: NewGameState, onBack: () -> Unit) {
    val send = state.eventSink
    FormScreen(
        Strings.NEW_GAME,
        onBack,
        state.message,
        bottom = {
            Button(
                onClick = { send(NewGameEvent.Start) },
                enabled = !state.starting,
                modifier = Modifier.fillMaxWidth().padding(16.dp).heightIn(min = 52.dp).testTag("start"),
            ) { Text(Strings.START, fontWeight = FontWeight.Bold) }
        },
    ) {
        GameChoice(state)
        if (!state.tycoon) WordGameChoices(state)
        Heading(Strings.OPPONENTS)
        state.bots.forEachIndexed { i, level ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(Strings.bot(i + 1), Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
                if (state.bots.size > 1) {
                    TextButton(onClick = {
                        send(NewGameEvent.RemoveBot(i))
                    }, Modifier.testTag("bot-$i-remove")) { Text(Strings.REMOVE_BOT) }
                }
            }
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Level.entries.forEach { l ->
                    Choice(Strings.level(l), level == l, "bot-$i-${l.name.lowercase()}") { send(NewGameEvent.BotLevel(i, l)) }
                }
            }
        }
        if (state.bots.size < 3) {
            TextButton(onClick = {
                send(NewGameEvent.AddBot)
            }, Modifier.testTag("bot-add").heightIn(min = 48.dp)) { Text("+ " + Strings.ADD_BOT) }
        }
    }
}

/** The choice of game: the word game or Tycoon, each with a line on what it is, and Tycoon's one rule choice. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameChoice(state: NewGameState) {
    val send = state.eventSink
    Heading(TycoonStrings.GAME)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Choice(TycoonStrings.WORD_GAME, !state.tycoon, "family-word") { send(NewGameEvent.Tycoon(false)) }
        Choice(TycoonStrings.TYCOON, state.tycoon, "family-tycoon") { send(NewGameEvent.Tycoon(true)) }
    }
    Help(if (state.tycoon) TycoonStrings.TYCOON_HELP else TycoonStrings.WORD_GAME_HELP)
    if (state.tycoon) {
        Heading(TycoonStrings.WORDS)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Choice(TycoonStrings.CHECKED, !state.challenges, "tycoon-checked") { send(NewGameEvent.Challenges(false)) }
            Choice(TycoonStrings.CHALLENGED, state.challenges, "tycoon-challenged") { send(NewGameEvent.Challenges(true)) }
        }
        Help(if (state.challenges) TycoonStrings.CHALLENGED_HELP else TycoonStrings.CHECKED_HELP)
    }
}

/** The word game's language, rules, rack and finish line. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun WordGameChoices(state: NewGameState) {
    val send = state.eventSink
    LanguageChoice(state.language, "language") { send(NewGameEvent.Language(it)) }
    Heading(Strings.RULES)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Choice(Strings.LANGUAGE_DEFAULT, state.preset == null, "preset-default") { send(NewGameEvent.Preset(null)) }
        Strings.PRESETS.forEach { (name, _) ->
            Choice(Strings.preset(name), state.preset == name, "preset-$name") { send(NewGameEvent.Preset(name)) }
        }
    }
    (state.preset ?: state.usualPreset)?.let { p ->
        val what = Strings.PRESETS.first { it.first == p }.second
        Help(if (state.preset == null) Strings.usualPreset(Strings.preset(p), what) else what)
    }
    Heading(Strings.RACK)
    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        listOf(7, 9).forEach { n ->
            Choice(Strings.rackTiles(n), state.rackSize == n, "rack-$n") { send(NewGameEvent.Rack(n)) }
        }
    }
    Heading(Strings.FINISH_LINE)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Choice(Strings.NO_FINISH_LINE, state.finishLine == null, "finish-none") { send(NewGameEvent.FinishLine(null)) }
        state.finishLines.forEach { n ->
            Choice(Strings.finishLine(n), state.finishLine == n, "finish-$n") { send(NewGameEvent.FinishLine(n)) }
        }
    }
    if (state.finishLine != null) Help(Strings.FINISH_LINE_HELP)
}
