package app.slovo.android

import android.Manifest
import android.content.Intent
import android.os.Build
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.produceState
import androidx.compose.runtime.setValue
import androidx.core.content.edit
import app.slovo.ui.SlovoApp
import app.slovo.ui.core.SlovoCore

// The one activity (launchMode singleTask): links and notification taps that arrive while it
// runs come through onNewIntent.
class MainActivity : ComponentActivity() {
    private var link by mutableStateOf<String?>(null)

    private val askNotifications =
        registerForActivityResult(ActivityResultContracts.RequestPermission()) {}

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        // A recreated activity (rotation) must not open its link again: a join would repeat.
        if (savedInstanceState == null) link = intent.slovoLink()
        val app = application as SlovoApplication
        val platform = AndroidPlatform(this)
        setContent {
            // Blank for the moment the core takes to open (longer on the first start).
            val core by produceState<SlovoCore?>(null) { value = app.core() }
            core?.let { SlovoApp(it, platform, link) }
        }
        if (savedInstanceState == null) askForNotificationsOnce()
    }

    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        setIntent(intent)
        link = intent.slovoLink()
    }

    // Moves made offline go out when the network is back, even if the app is closed by then.
    override fun onStop() {
        super.onStop()
        SyncWorker.sendSoon(this)
    }

    private fun askForNotificationsOnce() {
        if (Build.VERSION.SDK_INT < 33 || canPostNotifications()) return
        val prefs = getPreferences(MODE_PRIVATE)
        if (prefs.getBoolean(ASKED_NOTIFICATIONS, false)) return
        prefs.edit { putBoolean(ASKED_NOTIFICATIONS, true) }
        askNotifications.launch(Manifest.permission.POST_NOTIFICATIONS)
    }

    private companion object {
        const val ASKED_NOTIFICATIONS = "asked_notifications"
    }
}

// The link to open first, as the UI takes it: slovo://join/CODE and slovo://game/ID as they
// come, the app link https://slovo.app/join/CODE as slovo://join/CODE, and a tap on a
// notification that FCM showed itself (the app was in the background) from its data extras.
private fun Intent.slovoLink(): String? {
    val uri = data
    return when {
        uri?.scheme == "slovo" -> uri.toString()
        uri?.scheme == "https" -> "slovo://" + uri.path.orEmpty().removePrefix("/")
        else -> getStringExtra("game_id")?.let { "slovo://game/$it" }
    }
}
