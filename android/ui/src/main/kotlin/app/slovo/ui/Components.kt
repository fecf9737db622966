package app.slovo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp

/** A screen's top bar: back (when there is somewhere to go back to), a title, and actions. */
@Composable
fun TopBar(title: String, onBack: (() -> Unit)?, actions: @Composable () -> Unit = {}) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 56.dp).padding(horizontal = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        if (onBack != null) {
            TextButton(
                onClick = onBack,
                modifier = Modifier.testTag("back").heightIn(min = 48.dp).semantics { contentDescription = Strings.BACK },
            ) {
                Text("‹", style = MaterialTheme.typography.headlineMedium)
            }
        } else {
            Box(Modifier.padding(start = 12.dp))
        }
        Text(
            title,
            Modifier.weight(1f).padding(horizontal = 4.dp),
            style = MaterialTheme.typography.titleLarge,
            fontWeight = FontWeight.SemiBold,
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
        )
        actions()
    }
}

/**
 * A panel over the bottom of the screen, with a scrim that dismisses it. Drawn in the screen's
 * own layout (not a window of its own), so pictures of it are the same on every platform.
 */
@Composable
fun BoxScope.Sheet(onDismiss: () -> Unit, tag: String, content: @Composable ColumnScope.() -> Unit) {
    Box(
        Modifier
            .matchParentSize()
            .background(Color.Black.copy(alpha = 0.45f))
            .clickable(remember { MutableInteractionSource() }, indication = null, onClick = onDismiss),
    )
    Surface(
        Modifier.align(Alignment.BottomCenter).fillMaxWidth().testTag(tag)
            .clickable(remember { MutableInteractionSource() }, indication = null) {},
        shape = RoundedCornerShape(topStart = 20.dp, topEnd = 20.dp),
        tonalElevation = 6.dp,
        shadowElevation = 8.dp,
    ) {
        Column(Modifier.padding(20.dp), verticalArrangement = Arrangement.spacedBy(12.dp), content = content)
    }
}

/** A question asked once before something that cannot be undone. */
@Composable
fun BoxScope.Confirm(
    title: String,
    text: String,
    confirm: String,
    onConfirm: () -> Unit,
    onDismiss: () -> Unit,
) {
    Box(
        Modifier.matchParentSize().background(Color.Black.copy(alpha = 0.45f))
            .clickable(remember { MutableInteractionSource() }, indication = null, onClick = onDismiss),
    )
    Surface(
        Modifier.align(Alignment.Center).padding(24.dp).widthIn(max = 400.dp).testTag("confirm"),
        shape = RoundedCornerShape(24.dp),
        tonalElevation = 6.dp,
    ) {
        Column(Modifier.padding(24.dp), verticalArrangement = Arrangement.spacedBy(16.dp)) {
            Text(title, style = MaterialTheme.typography.headlineSmall)
            Text(text, style = MaterialTheme.typography.bodyLarge)
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) {
                TextButton(onClick = onDismiss, modifier = Modifier.testTag("confirm-cancel")) { Text(Strings.CANCEL) }
                TextButton(onClick = onConfirm, modifier = Modifier.testTag("confirm-ok")) { Text(confirm) }
            }
        }
    }
}

/** A one-line notice across the screen (a waiting move, a refused move, an error). */
@Composable
fun Notice(text: String, onDismiss: (() -> Unit)?, modifier: Modifier = Modifier) {
    Surface(
        modifier.fillMaxWidth().padding(horizontal = 12.dp, vertical = 4.dp).testTag("notice"),
        color = MaterialTheme.colorScheme.secondaryContainer,
        shape = RoundedCornerShape(12.dp),
    ) {
        Row(Modifier.padding(start = 16.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(
                text,
                Modifier.weight(1f).padding(vertical = 10.dp),
                color = MaterialTheme.colorScheme.onSecondaryContainer,
                style = MaterialTheme.typography.bodyMedium,
            )
            if (onDismiss != null) {
                TextButton(onClick = onDismiss, modifier = Modifier.testTag("notice-ok")) { Text(Strings.OK) }
            }
        }
    }
}

/** The whole screen's surface. */
@Composable
fun Screen(content: @Composable BoxScope.() -> Unit) {
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        Box(Modifier.fillMaxSize(), content = content)
    }
}

/** A section's heading on a form. */
@Composable
fun Heading(text: String) =
    Text(text, Modifier.padding(top = 12.dp), style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.primary)

/** A line explaining the choice above it. */
@Composable
fun Help(text: String) =
    Text(text, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)

/** One option of a choice, 48 dp tall. */
@Composable
fun Choice(label: String, selected: Boolean, tag: String, onClick: () -> Unit) =
    FilterChip(selected = selected, onClick = onClick, label = { Text(label) }, modifier = Modifier.heightIn(min = 48.dp).testTag(tag))

/** A screen of choices: the top bar, a scrolling column of sections, a notice, and what stays at the bottom. */
@Composable
fun FormScreen(
    title: String,
    onBack: () -> Unit,
    message: String?,
    onDismissMessage: (() -> Unit)? = null,
    bottom: @Composable () -> Unit = {},
    content: @Composable ColumnScope.() -> Unit,
) {
    Screen {
        Column(Modifier.fillMaxSize()) {
            TopBar(title, onBack)
            Column(
                Modifier.weight(1f).verticalScroll(rememberScrollState()).padding(horizontal = 16.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
                content = content,
            )
            message?.let { Notice(it, onDismiss = onDismissMessage) }
            bottom()
        }
    }
}

/** The game's language, one chip per tile set; [tag] prefixes each chip's test tag. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun LanguageChoice(selected: String, tag: String, onPick: (String) -> Unit) {
    Heading(Strings.LANGUAGE)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Strings.LANGUAGES.forEach { (code, name) -> Choice(name, selected == code, "$tag-$code") { onPick(code) } }
    }
}
