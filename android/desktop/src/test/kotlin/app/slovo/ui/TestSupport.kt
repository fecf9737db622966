package app.slovo.ui

import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runSkikoComposeUiTest
import androidx.compose.ui.unit.Density
import app.slovo.ui.core.UiText
import java.io.File
import java.util.concurrent.TimeUnit
import kotlin.time.Duration.Companion.minutes

/** The word lists the real core reads (scripts/test-android-ui sets the property). */
val lexicons: File = File(
    System.getProperty("slovo.lexicons.dir") ?: error("set -Dslovo.lexicons.dir to the repository's lexicons folder"),
)

/** The platform hooks, recorded. */
class RecordingPlatform : Platform {
    val shared = mutableListOf<String>()
    override fun share(text: String) {
        shared += text
    }
    override fun openUrl(url: String) = Unit
}

/** A real slovo-server process on a free port with a SQLite database in [dir]. */
class ServerProcess(private val dir: File) : AutoCloseable {
    private val bin = System.getProperty("slovo.server.bin") ?: error("set -Dslovo.server.bin (scripts/test-android-ui does)")
    private var process: Process? = null
    var url: String = ""
        private set
    private var port: String? = null

    /** Starts the server (again, on the same port and database, after [stop]). */
    fun start(): ServerProcess {
        val n = System.nanoTime()
        val out = File(dir, "server-$n.out")
        val err = File(dir, "server-$n.err")
        val listen = "127.0.0.1:" + (port ?: "0")
        val p = ProcessBuilder(bin, "--listen", listen, "--database", "sqlite://${File(dir, "server.db")}", "--lexicons", lexicons.path)
            .redirectOutput(out).redirectError(err).start()
        process = p
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30)
        while (System.nanoTime() < deadline) {
            val first = out.takeIf(File::exists)?.readLines()?.firstOrNull()
            Regex("""listening on (http://\S+)""").find(first.orEmpty())?.groupValues?.get(1)?.let {
                url = it
                port = it.substringAfterLast(':')
                return this
            }
            check(p.isAlive) { "slovo-server exited: ${err.readText()}" }
            Thread.sleep(50)
        }
        error("slovo-server did not say where it listens: ${err.readText()}")
    }

    fun stop() {
        process?.let {
            it.destroy()
            if (!it.waitFor(5, TimeUnit.SECONDS)) it.destroyForcibly().waitFor()
        }
        process = null
    }

    override fun close() = stop()
}

/** The text of the node tagged [tag] (its first text), or null when there is none. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.textOf(tag: String): String? {
    val nodes = onAllNodesWithTag(tag, useUnmergedTree = true).fetchSemanticsNodes()
    return nodes.firstOrNull()?.config?.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text }
}

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.exists(tag: String): Boolean = onAllNodesWithTag(tag).fetchSemanticsNodes().isNotEmpty()

@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tap(tag: String) {
    onNodeWithTag(tag).performClick()
}

/** Waits (up to [seconds]) until [condition] holds, failing with [what] and what the screen shows. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.await(what: String, seconds: Long = 60, condition: () -> Boolean) {
    try {
        waitUntil(timeoutMillis = seconds * 1000) { condition() }
    } catch (e: Throwable) {
        val screen = listOf("status", "preview", "last-move", "notice").joinToString { "$it=${textOf(it)}" }
        throw AssertionError("waited ${seconds}s for: $what ($screen)", e)
    }
}

/**
 * A UI test on a phone-sized screen (412×915 dp at density 2.625), so every control is where a
 * player would tap it; a whole game takes minutes (runComposeUiTest's default is one).
 */
@OptIn(ExperimentalTestApi::class)
fun phoneTest(block: suspend ComposeUiTest.() -> Unit) {
    UiText.setLanguage("en") // the tests read the English texts
    runSkikoComposeUiTest(size = Size(1080f, 2400f), density = Density(2.625f), testTimeout = 10.minutes) { block() }
}
