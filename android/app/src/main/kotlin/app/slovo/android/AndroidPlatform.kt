package app.slovo.android

import android.app.Activity
import android.content.ActivityNotFoundException
import android.content.Intent
import androidx.core.net.toUri
import app.slovo.ui.Platform

// What the UI asks of the phone, started from the activity (so no new task is needed).
class AndroidPlatform(private val activity: Activity) : Platform {
    override fun share(text: String) {
        val send = Intent(Intent.ACTION_SEND)
            .setType("text/plain")
            .putExtra(Intent.EXTRA_TEXT, text)
        activity.startActivity(Intent.createChooser(send, null))
    }

    override fun openUrl(url: String) {
        try {
            activity.startActivity(Intent(Intent.ACTION_VIEW, url.toUri()))
        } catch (_: ActivityNotFoundException) {
            // No app on this phone opens such a link: nothing to do.
        }
    }
}
