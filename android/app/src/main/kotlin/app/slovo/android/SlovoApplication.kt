package app.slovo.android

import android.Manifest
import android.app.Application
import android.content.Context
import android.content.pm.PackageManager
import android.content.res.Configuration
import android.os.Build
import androidx.core.app.NotificationChannelCompat
import androidx.core.app.NotificationManagerCompat
import app.slovo.R
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.UiText
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.async
import java.io.File
import java.util.Locale

class SlovoApplication : Application() {
    // One core per process, shared by the activity, the messaging service and the sync worker;
    // opened on first use, on the IO dispatcher (the first start also copies the word lists).
    private val opening = CoroutineScope(SupervisorJob() + Dispatchers.IO)
        .async(start = CoroutineStart.LAZY) { SlovoCore.open(filesDir, installLexicons()) }

    suspend fun core(): SlovoCore = opening.await()

    override fun onCreate() {
        super.onCreate()
        // Every text on the screens comes from the core's catalog, in the device's language.
        UiText.setLanguage(systemLocale())
        createNotificationChannels()
        SyncWorker.schedule(this)
    }

    // The user changed the system language: the activity is recreated and reads its texts again.
    override fun onConfigurationChanged(newConfig: Configuration) {
        super.onConfigurationChanged(newConfig)
        UiText.setLanguage(systemLocale())
    }

    // The first of the user's languages (Locale.getDefault follows the system's locale list,
    // and the per-app language of Android 13+), as a BCP 47 tag such as "sk-SK".
    private fun systemLocale(): String = Locale.getDefault().toLanguageTag()

    // The core memory-maps the word lists, which an APK's assets cannot be: copy them into
    // files/lexicons once per installed APK (lastUpdateTime changes with every install and
    // update). The stamp lives inside the folder, which backups leave out, so a restored
    // device copies them again.
    private fun installLexicons(): File {
        val dir = File(filesDir, "lexicons")
        val stamp = File(dir, ".installed")

        @Suppress("DEPRECATION") // the flags overload is API 33+; this one works everywhere
        val installed = packageManager.getPackageInfo(packageName, 0).lastUpdateTime.toString()
        if (stamp.isFile && stamp.readText() == installed) return dir

        val fresh = File(filesDir, "lexicons.new").apply { deleteRecursively() }
        for (language in assets.list("lexicons").orEmpty()) {
            for (name in assets.list("lexicons/$language").orEmpty()) {
                val out = File(fresh, "$language/$name")
                out.parentFile!!.mkdirs()
                assets.open("lexicons/$language/$name").use { input ->
                    out.outputStream().use { input.copyTo(it) }
                }
            }
        }
        File(fresh, stamp.name).writeText(installed)
        dir.deleteRecursively()
        check(fresh.renameTo(dir)) { "cannot rename $fresh to $dir" }
        return dir
    }

    private fun createNotificationChannels() {
        val channels = listOf(
            CHANNEL_TURN to R.string.channel_turn,
            CHANNEL_GAME_OVER to R.string.channel_game_over,
            CHANNEL_REMINDERS to R.string.channel_reminders,
        ).map { (id, name) ->
            NotificationChannelCompat.Builder(id, NotificationManagerCompat.IMPORTANCE_DEFAULT)
                .setName(getString(name))
                .build()
        }
        NotificationManagerCompat.from(this).createNotificationChannelsCompat(channels)
    }

    companion object {
        // Also named in AndroidManifest.xml (FCM's default channel).
        const val CHANNEL_TURN = "turn"
        const val CHANNEL_GAME_OVER = "game_over"
        const val CHANNEL_REMINDERS = "reminders"
    }
}

// Android 13 and later ask the player; earlier versions allow notifications unless turned off.
fun Context.canPostNotifications(): Boolean =
    Build.VERSION.SDK_INT < 33 ||
        checkSelfPermission(Manifest.permission.POST_NOTIFICATIONS) == PackageManager.PERMISSION_GRANTED
