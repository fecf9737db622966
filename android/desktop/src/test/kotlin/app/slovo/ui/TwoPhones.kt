package app.slovo.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runSkikoComposeUiTest
import androidx.compose.ui.unit.Density
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.UiText
import kotlinx.coroutines.runBlocking
import java.io.File
import kotlin.time.Duration.Companion.minutes

// Two phones side by side, each with its own core and data folder: Ann's app tagged "ann" on
// the left, Bob's tagged "bob" on the right; a node is found on one phone by its tag.

fun onPhone(phone: String, tag: String): SemanticsMatcher = hasTestTag(tag) and hasAnyAncestor(hasTestTag(phone))

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.has(phone: String, tag: String) = onAllNodes(onPhone(phone, tag)).fetchSemanticsNodes().isNotEmpty()

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tapOn(phone: String, tag: String) {
    onNode(onPhone(phone, tag)).performClick()
}

/** The text of the node tagged [tag] on [phone]. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.textOn(phone: String, tag: String): String? = onAllNodes(onPhone(phone, tag), useUnmergedTree = true)
    .fetchSemanticsNodes().firstOrNull()?.config?.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text }

/** Ann and Bob, each a device in [dir] registered on [url]. */
fun registeredPair(dir: File, url: String, block: (SlovoCore, SlovoCore) -> Unit) {
    SlovoCore.open(File(dir, "ann"), lexicons).use { ann ->
        SlovoCore.open(File(dir, "bob"), lexicons).use { bob ->
            runBlocking {
                for ((core, name) in listOf(ann to "Ann", bob to "Bob")) {
                    core.setServer(url)
                    core.register(name)
                }
            }
            block(ann, bob)
        }
    }
}

/** Two phone-sized screens side by side (each 412×915 dp, as [phoneTest]'s one). */
@OptIn(ExperimentalTestApi::class)
fun twoPhoneTest(block: suspend ComposeUiTest.() -> Unit) {
    UiText.setLanguage("en")
    runSkikoComposeUiTest(size = Size(2160f, 2400f), density = Density(2.625f), testTimeout = 10.minutes) { block() }
}

/** Both phones at once, each opened on [annLink] / [bobLink]. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.twoPhones(ann: SlovoCore, bob: SlovoCore, annLink: String?, bobLink: String?) = setContent {
    Row(Modifier.fillMaxSize()) {
        Box(Modifier.weight(1f).fillMaxHeight().testTag("ann")) { SlovoApp(ann, RecordingPlatform(), annLink) }
        Box(Modifier.weight(1f).fillMaxHeight().testTag("bob")) { SlovoApp(bob, RecordingPlatform(), bobLink) }
    }
}
