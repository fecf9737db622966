package app.slovo.ui.settings

import app.slovo.ui.Strings
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import java.io.File
import java.util.Properties

/** The player's preferences that live in the shell (the server address lives in the core). */
data class Preferences(
    val playerName: String = Strings.YOU,
    val notifications: Boolean = true,
    val boardLabels: Boolean = true,
    /** null: follow the system. */
    val darkTheme: Boolean? = null,
)

/** Preferences kept in a small properties file in the app's data folder (the same on Android and the JVM). */
class PreferencesStore(private val file: File) {
    private val mutable = MutableStateFlow(read())
    val preferences: StateFlow<Preferences> = mutable.asStateFlow()

    fun update(change: (Preferences) -> Preferences) {
        val next = change(mutable.value)
        val props = Properties().apply {
            setProperty("playerName", next.playerName)
            setProperty("notifications", next.notifications.toString())
            setProperty("boardLabels", next.boardLabels.toString())
            next.darkTheme?.let { setProperty("darkTheme", it.toString()) }
        }
        file.parentFile?.mkdirs()
        val partial = File(file.path + ".new")
        partial.outputStream().use { props.store(it, "Slovo preferences") }
        // A rename replaces the file whole: a crash mid-write leaves the old preferences.
        if (!partial.renameTo(file)) {
            file.delete()
            partial.renameTo(file)
        }
        mutable.value = next
    }

    private fun read(): Preferences {
        if (!file.isFile) return Preferences()
        val props = Properties().apply { file.inputStream().use(::load) }
        val defaults = Preferences()
        return Preferences(
            playerName = props.getProperty("playerName")?.takeIf { it.isNotBlank() } ?: defaults.playerName,
            notifications = props.getProperty("notifications")?.toBooleanStrictOrNull() ?: defaults.notifications,
            boardLabels = props.getProperty("boardLabels")?.toBooleanStrictOrNull() ?: defaults.boardLabels,
            darkTheme = props.getProperty("darkTheme")?.toBooleanStrictOrNull(),
        )
    }
}
