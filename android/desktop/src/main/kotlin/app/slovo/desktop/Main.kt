package app.slovo.desktop

import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import app.slovo.ui.Platform
import app.slovo.ui.SlovoApp
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.UiText
import java.awt.Desktop
import java.awt.Toolkit
import java.awt.datatransfer.StringSelection
import java.io.File
import java.net.URI
import java.util.Locale

/** The desktop shell: the phone screens in a phone-sized window. Share copies to the clipboard. */
private object DesktopPlatform : Platform {
    override fun share(text: String) {
        Toolkit.getDefaultToolkit().systemClipboard.setContents(StringSelection(text), null)
        println("copied to the clipboard: $text")
    }

    override fun openUrl(url: String) {
        if (Desktop.isDesktopSupported()) Desktop.getDesktop().browse(URI(url))
    }
}

/**
 * `scripts/desktop [--data-dir DIR] [LINK]`: opens Slovo in a window. Games are kept in DIR
 * (default ~/.local/share/slovo-desktop); LINK is a deep link such as `slovo://join/CODE`.
 * The interface speaks the system's language, or `-Dslovo.ui.lang=sk` (any locale tag).
 */
fun main(args: Array<String>) {
    val dataDir = args.indexOf("--data-dir").takeIf { it >= 0 }?.let { File(args[it + 1]) }
        ?: File(System.getProperty("user.home"), ".local/share/slovo-desktop")
    val link = args.lastOrNull()?.takeIf { it.contains("://") }
    val lexicons = File(System.getProperty("slovo.lexicons.dir") ?: "lexicons")
    UiText.setLanguage(System.getProperty("slovo.ui.lang") ?: Locale.getDefault().toLanguageTag())
    val core = SlovoCore.open(dataDir, lexicons)
    application {
        Window(
            onCloseRequest = {
                core.close()
                exitApplication()
            },
            title = "Slovo",
            state = rememberWindowState(size = DpSize(412.dp, 915.dp)),
        ) {
            SlovoApp(core, DesktopPlatform, link)
        }
    }
}
