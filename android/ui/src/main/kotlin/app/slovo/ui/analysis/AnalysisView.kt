package app.slovo.ui.analysis

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.slovo.ui.FormScreen
import app.slovo.ui.Help
import app.slovo.ui.core.AnalysedTurn
import app.slovo.ui.core.Analysis
import app.slovo.ui.core.MoveOption

/** The analysis screen: stateless, [state] in, events out through its sink, leaving through [onBack]. */
@Composable
fun AnalysisView(state: AnalysisState, onBack: () -> Unit) {
    val send = state.eventSink
    FormScreen(AnalysisStrings.ANALYSIS, onBack, message = null) {
        when {
            state.loading -> Row(
                Modifier.fillMaxWidth().padding(vertical = 24.dp).testTag("analysis-loading"),
                horizontalArrangement = Arrangement.spacedBy(16.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                CircularProgressIndicator(Modifier.size(32.dp))
                Text(AnalysisStrings.LOADING, style = MaterialTheme.typography.bodyLarge)
            }
            state.error != null -> {
                Text(state.error, Modifier.padding(top = 16.dp).testTag("analysis-error"), style = MaterialTheme.typography.bodyLarge)
                Button(onClick = { send(AnalysisEvent.Retry) }, Modifier.heightIn(min = 48.dp).testTag("analysis-retry")) {
                    Text(AnalysisStrings.RETRY)
                }
            }
            state.analysis != null -> Loaded(state.analysis, state.open, send)
        }
    }
}

@Composable
private fun Loaded(analysis: Analysis, open: Int?, send: (AnalysisEvent) -> Unit) {
    Text(
        analysis.title,
        Modifier.padding(top = 4.dp).testTag("analysis-title"),
        style = MaterialTheme.typography.titleMedium,
        fontWeight = FontWeight.SemiBold,
    )
    if (analysis.summary.isNotEmpty()) {
        Card(Modifier.testTag("analysis-summary")) {
            analysis.summary.forEachIndexed { i, line ->
                Row(Modifier.fillMaxWidth().testTag("analysis-summary-$i"), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    Text(line.label, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
                    Text(
                        line.value,
                        Modifier.weight(1f),
                        style = MaterialTheme.typography.bodyMedium,
                        fontWeight = FontWeight.SemiBold,
                        textAlign = TextAlign.End,
                    )
                }
            }
        }
    }
    analysis.empty?.let { Help(it) }
    analysis.turns.forEachIndexed { i, turn -> Turn(turn, i, open == turn.turn) { send(AnalysisEvent.Toggle(turn.turn)) } }
}

@Composable
private fun Card(modifier: Modifier = Modifier, content: @Composable () -> Unit) {
    Surface(
        modifier.fillMaxWidth(),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.surfaceVariant,
    ) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) { content() }
    }
}

/** One turn: the move made, the best (or that it was the best), the equity lost; tapped, the other options. */
@Composable
private fun Turn(turn: AnalysedTurn, index: Int, open: Boolean, onTap: () -> Unit) {
    val hasMore = turn.alternatives.isNotEmpty()
    Card(
        Modifier.heightIn(min = 48.dp).testTag("analysis-turn-$index")
            .clickable(enabled = hasMore, onClick = onTap),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(turn.title, Modifier.weight(1f), style = MaterialTheme.typography.titleMedium, fontWeight = FontWeight.SemiBold)
            Text(
                AnalysisStrings.rack(turn.rack),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        OptionLine(AnalysisStrings.MADE, turn.made, "analysis-made-$index")
        if (turn.bestMade) {
            Text(
                turn.verdict,
                Modifier.testTag("analysis-verdict-$index"),
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = FontWeight.SemiBold,
                color = MaterialTheme.colorScheme.primary,
            )
        } else {
            OptionLine(AnalysisStrings.BEST, turn.best, "analysis-best-$index")
            Row(Modifier.fillMaxWidth().testTag("analysis-lost-$index")) {
                Text(AnalysisStrings.EQUITY_LOST, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
                Text(
                    "−" + turn.equityLost,
                    style = MaterialTheme.typography.bodyMedium,
                    fontWeight = FontWeight.Bold,
                    color = MaterialTheme.colorScheme.error,
                )
            }
        }
        turn.notes.forEach {
            Text(it, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        if (hasMore) {
            Text(
                AnalysisStrings.OPTIONS + if (open) "  ▴" else "  ▾",
                Modifier.padding(top = 4.dp).testTag("analysis-more-$index"),
                style = MaterialTheme.typography.labelLarge,
                color = MaterialTheme.colorScheme.primary,
            )
        }
        if (open) {
            turn.alternatives.forEach { o -> Alternative(o, "analysis-option-$index-${o.rank}") }
        }
    }
}

/** A labelled move: `Played  8H WORD`, its score and equity under it. */
@Composable
private fun OptionLine(label: String, option: MoveOption, tag: String) {
    Row(Modifier.fillMaxWidth().testTag(tag), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        Text(
            label,
            // One width for every label, so the made and the best moves start in one column.
            Modifier.width(120.dp),
            style = MaterialTheme.typography.bodyMedium,
            color = MaterialTheme.colorScheme.onSurfaceVariant,
        )
        Column(Modifier.weight(1f)) {
            Text(option.text, style = MaterialTheme.typography.bodyLarge, fontWeight = FontWeight.SemiBold)
            Text(AnalysisStrings.scoreEquity(option.score, option.equity), style = MaterialTheme.typography.bodySmall)
        }
    }
}

/** One of the next best options, ranked; the one made marked. */
@Composable
private fun Alternative(option: MoveOption, tag: String) {
    Row(Modifier.fillMaxWidth().padding(top = 4.dp).testTag(tag), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        Text("${option.rank}.", Modifier.widthIn(min = 24.dp), style = MaterialTheme.typography.bodyMedium)
        Column(Modifier.weight(1f)) {
            Text(
                option.text + if (option.isMade) " · " + AnalysisStrings.MADE else "",
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = if (option.isMade) FontWeight.Bold else FontWeight.Normal,
                color = if (option.isMade) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.onSurface,
            )
            Text(
                AnalysisStrings.scoreEquity(option.score, option.equity),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}
