package app.slovo.ui.tycoon

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
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
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.slovo.core.TycoonPatent
import app.slovo.core.TycoonPhase
import app.slovo.core.TycoonScreen
import app.slovo.ui.Choice
import app.slovo.ui.Notice
import app.slovo.ui.Screen
import app.slovo.ui.Sheet
import app.slovo.ui.Strings
import app.slovo.ui.TopBar
import app.slovo.ui.board.RackView
import app.slovo.ui.board.TileUi
import app.slovo.ui.theme.LocalBoardColors

/** The Tycoon screen: stateless, [state] in, events out through its sink, leaving through [onBack]. */
@Composable
fun TycoonView(state: TycoonState, onBack: () -> Unit) {
    val send = state.eventSink
    Screen {
        Column(Modifier.fillMaxSize()) {
            TopBar(TycoonStrings.TYCOON, onBack)
            val screen = state.screen ?: return@Column
            Column(Modifier.weight(1f).verticalScroll(rememberScrollState())) {
                PlayerCards(state, screen)
                StatusLines(state, screen)
                Recent(screen, onOpen = { send(TycoonEvent.ShowRecent) })
                Patents(screen, onBuy = { send(TycoonEvent.Buy(it)) })
                if (screen.finished) {
                    EndPanel(screen, onBack)
                } else {
                    Table(state, screen)
                }
            }
            state.online?.dropped?.firstOrNull()?.let {
                Notice(Strings.droppedMove(it.reason), onDismiss = { send(TycoonEvent.AcknowledgeDropped(it.moveId)) })
            }
            state.message?.let { Notice(it, onDismiss = { send(TycoonEvent.Dismiss) }) }
        }
        if (state.showRecent) state.screen?.let { RecentSheet(it, onDismiss = { send(TycoonEvent.Dismiss) }) }
    }
}

/** Each seat's colour, on patents and beside names; white text on each is above 4.5:1. */
private val seatColors = listOf(Color(0xFF2E6B5A), Color(0xFF1565C0), Color(0xFF8E24AA), Color(0xFFAD1457), Color(0xFF6D4C41))

private fun seatColor(seat: Int) = seatColors[seat % seatColors.size]

@Composable
private fun PlayerCards(state: TycoonState, screen: TycoonScreen) {
    val scheme = MaterialTheme.colorScheme
    val colors = LocalBoardColors.current
    val many = screen.players.size > 2
    Row(Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        screen.players.forEachIndexed { i, p ->
            val toMove = i == screen.current && !screen.finished
            Surface(
                Modifier.weight(1f).testTag("player-$i"),
                shape = RoundedCornerShape(12.dp),
                color = if (toMove) scheme.primaryContainer else scheme.surfaceVariant,
                border = if (toMove) BorderStroke(2.dp, scheme.primary) else null,
            ) {
                val ink = if (toMove) scheme.onPrimaryContainer else scheme.onSurfaceVariant
                Column(Modifier.padding(horizontal = 8.dp, vertical = 6.dp)) {
                    Row(verticalAlignment = Alignment.Top) {
                        Box(Modifier.padding(top = 4.dp, end = 4.dp).size(10.dp).background(seatColor(i), CircleShape))
                        Text(
                            p.name,
                            style = if (many) MaterialTheme.typography.labelMedium else MaterialTheme.typography.labelLarge,
                            fontWeight = if (i == screen.me) FontWeight.Bold else FontWeight.Normal,
                            maxLines = 2,
                            minLines = if (many) 2 else 1,
                            overflow = TextOverflow.Ellipsis,
                            color = ink,
                        )
                    }
                    state.seatLine(i)?.let {
                        Text(
                            it.text,
                            Modifier.testTag("seat-line-$i"),
                            style = MaterialTheme.typography.labelLarge,
                            fontWeight = FontWeight.SemiBold,
                            color = if (it.low) colors.clockLow else ink,
                            maxLines = 1,
                            overflow = TextOverflow.Ellipsis,
                        )
                    }
                    Text(
                        p.score.toString(),
                        Modifier.testTag("score-$i"),
                        style = MaterialTheme.typography.titleLarge,
                        fontWeight = FontWeight.Bold,
                        color = if (toMove) scheme.onPrimaryContainer else scheme.onSurface,
                    )
                    Text(TycoonStrings.holdings(p.money, p.stock), style = MaterialTheme.typography.labelSmall, color = ink)
                    Text(TycoonStrings.patentValue(p.patentValue), style = MaterialTheme.typography.labelSmall, color = ink)
                    if (i != screen.me) Text(TycoonStrings.cards(p.handSize), style = MaterialTheme.typography.labelSmall, color = ink)
                }
            }
        }
    }
}

@Composable
private fun StatusLines(state: TycoonState, screen: TycoonScreen) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 2.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(
                state.status,
                Modifier.weight(1f).testTag("status"),
                style = MaterialTheme.typography.titleSmall,
                // Two lines: online, the deadline comes last and must not be cut off.
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
            )
            Text(
                TycoonStrings.deck(screen.deckSize),
                Modifier.testTag("deck"),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        Text(
            state.goal,
            Modifier.testTag("goal"),
            style = MaterialTheme.typography.bodySmall,
            fontWeight = if (screen.finalRound) FontWeight.Bold else FontWeight.Normal,
            color = if (screen.finalRound) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurfaceVariant,
        )
    }
}

/** What happened since my last turn, its latest lines; tapped, all of them (the words with their payouts and royalties). */
@Composable
private fun Recent(screen: TycoonScreen, onOpen: () -> Unit) {
    val lines = screen.recent.flatMap { it.lines }
    // No lines once turns were played: the game ended on my turn, nothing followed it.
    if (lines.isEmpty() && screen.players.any { it.turns > 0 }) return
    Surface(
        Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("recent").clickable(onClick = onOpen),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.surfaceVariant,
    ) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 6.dp)) {
            Text(TycoonStrings.RECENT, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.primary)
            lines.ifEmpty { listOf(TycoonStrings.NO_RECENT) }.takeLast(RECENT_LINES).forEach {
                Text(
                    it,
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                )
            }
        }
    }
}

/** The recent lines shown on the table; the sheet has them all. */
private const val RECENT_LINES = 3

@Composable
private fun BoxScope.RecentSheet(screen: TycoonScreen, onDismiss: () -> Unit) = Sheet(onDismiss, "sheet-recent") {
    Text(TycoonStrings.RECENT, style = MaterialTheme.typography.titleLarge)
    Column(Modifier.heightIn(max = 520.dp).verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        screen.recent.flatMap { it.lines }.ifEmpty { listOf(TycoonStrings.NO_RECENT) }.forEach {
            Text(it, style = MaterialTheme.typography.bodyMedium)
        }
    }
}

/** The 26 patents in two rows, A–M and N–Z: letter and price, in their owner's colour; those I may buy now outlined and tappable. */
@Composable
private fun Patents(screen: TycoonScreen, onBuy: (String) -> Unit) {
    Column(Modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp)) {
        Text(TycoonStrings.PATENTS, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.primary)
        BoxWithConstraints(Modifier.fillMaxWidth().padding(top = 2.dp)) {
            val gap = 3.dp
            val width = (maxWidth - gap * (PATENTS_A_ROW - 1)) / PATENTS_A_ROW
            Column(verticalArrangement = Arrangement.spacedBy(gap)) {
                screen.patents.chunked(PATENTS_A_ROW).forEach { row ->
                    Row(horizontalArrangement = Arrangement.spacedBy(gap)) {
                        row.forEach { PatentChip(it, screen, width, it.letter in screen.buyable && screen.myTurn, onBuy) }
                    }
                }
            }
        }
    }
}

private const val PATENTS_A_ROW = 13

@Composable
private fun PatentChip(patent: TycoonPatent, screen: TycoonScreen, width: Dp, buyable: Boolean, onBuy: (String) -> Unit) {
    val scheme = MaterialTheme.colorScheme
    val owner = patent.owner
    val fill = owner?.let(::seatColor) ?: scheme.surfaceVariant
    val ink = if (owner != null) Color.White else scheme.onSurface
    val described = patent.letter + " " + TycoonStrings.money(patent.price) + (owner?.let { " " + screen.players[it].name } ?: "")
    Column(
        Modifier
            .size(width = width, height = 42.dp)
            .background(fill, RoundedCornerShape(6.dp))
            .let { if (buyable) it.border(3.dp, LocalBoardColors.current.selection, RoundedCornerShape(6.dp)) else it }
            .testTag("patent-${patent.letter}")
            .semantics { contentDescription = described }
            .let { if (buyable) it.clickable { onBuy(patent.letter) } else it },
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.Center,
    ) {
        Text(patent.letter, style = MaterialTheme.typography.titleSmall, fontWeight = FontWeight.Bold, color = ink, maxLines = 1)
        Text(TycoonStrings.money(patent.price), style = MaterialTheme.typography.labelSmall, color = ink, maxLines = 1, softWrap = false)
    }
}

/** My side of the table: the community, the words being built with their preview, my hand, and what I may do. */
@Composable
private fun Table(state: TycoonState, screen: TycoonScreen) {
    val send = state.eventSink
    val used = state.used
    Column(Modifier.fillMaxWidth().padding(horizontal = 8.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
        Label(TycoonStrings.COMMUNITY)
        RackView(
            screen.community.mapIndexed { i, c ->
                val inWord = state.building && CardRef(false, i) in used
                if (inWord && !state.owns("X")) null else card(c, tentative = inWord)
            },
            onTile = { send(TycoonEvent.TapCommunity(it)) },
            tagPrefix = "community",
        )
        if (state.building || state.words.any { it.slots.isNotEmpty() }) {
            state.words.forEachIndexed { w, word -> WordRow(state, w, word) }
            PreviewLine(state)
        }
        Label(TycoonStrings.HAND)
        RackView(
            screen.hand.mapIndexed { i, c ->
                // A card in the word leaves its place empty, unless X may use it again.
                val inWord = state.building && CardRef(true, i) in used
                if (inWord && !state.owns("X")) null else card(c, selected = i in state.chosen, tentative = inWord)
            },
            onTile = { send(TycoonEvent.TapHand(it)) },
            tagPrefix = "hand",
        )
        state.instruction?.takeIf { !(state.building && used.isNotEmpty()) }?.let {
            Text(
                it,
                Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp).testTag("instruction"),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        Actions(state, screen)
    }
}

private fun card(letter: String, selected: Boolean = false, tentative: Boolean = false) =
    TileUi(letter, points = null, selected = selected, tentative = tentative)

@Composable
private fun Label(text: String) = Text(
    text,
    Modifier.padding(start = 8.dp, top = 4.dp),
    style = MaterialTheme.typography.labelMedium,
    color = MaterialTheme.colorScheme.primary,
)

/** A word being built: its letters (a copy and the added S drawn as no real card), each tappable to take out. */
@Composable
private fun WordRow(state: TycoonState, index: Int, word: WordDraft) {
    val send = state.eventSink
    val active = index == state.active && state.words.size > 1
    Column(
        Modifier.fillMaxWidth()
            .let { if (active) it.border(2.dp, MaterialTheme.colorScheme.primary, RoundedCornerShape(12.dp)) else it }
            .clickable { send(TycoonEvent.SelectWord(index)) }
            .testTag("word-$index"),
    ) {
        Label(if (index == 0) TycoonStrings.WORD else TycoonStrings.SECOND_WORD)
        val tiles = word.slots.map { TileUi(state.letter(it.card), points = null, blank = it.copy, tentative = true) } +
            listOfNotNull(TileUi("S", points = null, blank = true, tentative = true).takeIf { word.addS })
        RackView(
            tiles.ifEmpty { listOf(null) },
            onTile = { if (it < word.slots.size) send(TycoonEvent.TapSlot(index, it)) else send(TycoonEvent.ToggleAddS) },
            tagPrefix = "word-$index-slot",
        )
    }
}

@Composable
private fun PreviewLine(state: TycoonState) {
    val colors = LocalBoardColors.current
    val text = state.previewText ?: (if (state.building) TycoonStrings.TAP_CARDS else "")
    val color = when {
        state.preview == null -> MaterialTheme.colorScheme.onSurfaceVariant
        state.previewValid -> colors.legal
        else -> colors.illegal
    }
    Text(
        text,
        Modifier.fillMaxWidth().heightIn(min = 40.dp).padding(horizontal = 8.dp, vertical = 4.dp).testTag("preview"),
        color = color,
        style = MaterialTheme.typography.bodyLarge,
        fontWeight = FontWeight.SemiBold,
        maxLines = 3,
        overflow = TextOverflow.Ellipsis,
    )
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Actions(state: TycoonState, screen: TycoonScreen) {
    val send = state.eventSink
    if (!state.canAct) return
    Column(Modifier.fillMaxWidth().padding(vertical = 4.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        when (screen.phase) {
            TycoonPhase.START -> when (state.picking) {
                Picking.Build -> {
                    Powers(state, screen)
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        Tonal(TycoonStrings.CLEAR, "action-clear", Modifier.weight(1f), state.used.isNotEmpty()) { send(TycoonEvent.Clear) }
                        Tonal(TycoonStrings.EXCHANGE, "action-exchange", Modifier.weight(1f), true) { send(TycoonEvent.StartExchange) }
                        Main(TycoonStrings.BUILD, "action-build", Modifier.weight(1.2f), state.canBuild) { send(TycoonEvent.Build) }
                    }
                }
                Picking.Exchange -> Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    Tonal(Strings.CANCEL, "action-cancel", Modifier.weight(1f), true) { send(TycoonEvent.CancelPicking) }
                    Main(TycoonStrings.exchangeCount(state.chosen.size), "action-exchange-confirm", Modifier.weight(1.5f), true) {
                        send(TycoonEvent.ConfirmExchange)
                    }
                }
                Picking.Replace -> Tonal(Strings.CANCEL, "action-cancel", Modifier.fillMaxWidth(), true) { send(TycoonEvent.CancelPicking) }
            }
            TycoonPhase.AFTER_WORD -> {
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    screen.buyable.forEach { letter ->
                        val price = screen.patents.first { it.letter == letter }.price
                        Tonal(TycoonStrings.buy(letter, price), "buy-$letter", Modifier, true) { send(TycoonEvent.Buy(letter)) }
                    }
                }
                Main(TycoonStrings.endTurn(state.chosen.size), "action-end-turn", Modifier.fillMaxWidth(), true) {
                    send(TycoonEvent.EndTurn)
                }
            }
            TycoonPhase.PENALTY ->
                Main(TycoonStrings.DISCARD, "action-discard", Modifier.fillMaxWidth(), state.chosen.size == 1) {
                    send(TycoonEvent.ConfirmPenalty)
                }
            TycoonPhase.PENDING -> Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                Tonal(Strings.CHALLENGE, "action-challenge", Modifier.weight(1f), true) { send(TycoonEvent.Challenge) }
                Main(Strings.ACCEPT, "action-accept", Modifier.weight(1f), true) { send(TycoonEvent.Accept) }
            }
            TycoonPhase.OVER -> Unit
        }
    }
}

/** The letter powers of my patents that need a choice: V's second word, Z's S, Y as a vowel, Q's replacement. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Powers(state: TycoonState, screen: TycoonScreen) {
    val send = state.eventSink
    val word = state.words[state.active]
    val hasY = word.slots.any { state.letter(it.card) == "Y" }
    if (!state.owns("V") && !state.owns("Z") && !hasY && !screen.qAvailable) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        if (state.owns("V")) Choice(TycoonStrings.SECOND_WORD, state.words.size > 1, "power-v") { send(TycoonEvent.SecondWord) }
        if (state.owns("Z")) Choice(TycoonStrings.ADD_S, word.addS, "power-z") { send(TycoonEvent.ToggleAddS) }
        if (hasY) Choice(TycoonStrings.Y_VOWEL, word.yVowel, "power-y") { send(TycoonEvent.ToggleYVowel) }
        if (screen.qAvailable) Choice(TycoonStrings.REPLACE, false, "power-q") { send(TycoonEvent.StartReplace) }
    }
}

@Composable
private fun Tonal(label: String, tag: String, modifier: Modifier, enabled: Boolean, onClick: () -> Unit) {
    FilledTonalButton(
        onClick = onClick,
        enabled = enabled,
        modifier = modifier.heightIn(min = 48.dp).testTag(tag),
        contentPadding = PaddingValues(horizontal = 8.dp),
    ) { Text(label, maxLines = 1, overflow = TextOverflow.Ellipsis) }
}

@Composable
private fun Main(label: String, tag: String, modifier: Modifier, enabled: Boolean, onClick: () -> Unit) {
    Button(onClick = onClick, enabled = enabled, modifier = modifier.heightIn(min = 48.dp).testTag(tag)) {
        Text(label, fontWeight = FontWeight.Bold, maxLines = 1, overflow = TextOverflow.Ellipsis)
    }
}

/** The end: who won, each place with what its score is made of (a seat out of the game marked under its line), and the rule. */
@Composable
private fun EndPanel(screen: TycoonScreen, onBack: () -> Unit) {
    val winners = screen.standings.filter { it.place == 1 }
    val headline = when {
        winners.size > 1 -> TycoonStrings.tie(winners.map { it.name })
        winners.firstOrNull()?.player == screen.me -> TycoonStrings.YOU_WIN
        else -> TycoonStrings.winner(winners.firstOrNull()?.name.orEmpty())
    }
    Column(Modifier.fillMaxWidth().padding(16.dp).testTag("end"), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Text(
            headline,
            Modifier.testTag("end-headline"),
            style = MaterialTheme.typography.headlineSmall,
            fontWeight = FontWeight.Bold,
            textAlign = TextAlign.Start,
        )
        screen.standings.forEach { s ->
            val p = screen.players[s.player]
            Row(Modifier.fillMaxWidth().testTag("standing-${s.player}"), verticalAlignment = Alignment.Top) {
                Box(Modifier.padding(top = 6.dp, end = 8.dp).size(10.dp).background(seatColor(s.player), CircleShape))
                Column {
                    Text(
                        TycoonStrings.breakdown(s.place, s.name, s.score, p.money, p.stock, p.patentValue, p.patents),
                        style = MaterialTheme.typography.bodyLarge,
                        fontWeight = if (s.player == screen.me) FontWeight.Bold else FontWeight.Normal,
                    )
                    if (s.eliminated) {
                        Text(
                            TycoonStrings.STANDING_OUT,
                            Modifier.testTag("standing-out-${s.player}"),
                            style = MaterialTheme.typography.bodyMedium,
                            color = MaterialTheme.colorScheme.onSurfaceVariant,
                        )
                    }
                }
            }
        }
        Text(TycoonStrings.SCORE_RULE, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        Button(onClick = onBack, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).testTag("end-home")) {
            Text(Strings.REMATCH_HOME)
        }
    }
}
