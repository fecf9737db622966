package app.slovo.android

import android.annotation.SuppressLint
import android.app.PendingIntent
import android.content.Intent
import android.util.Log
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import androidx.core.net.toUri
import app.slovo.R
import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage
import kotlinx.coroutines.runBlocking
import org.json.JSONObject

// FCM calls both methods on a background thread and gives onMessageReceived about 20 seconds,
// so they block on the core there.
class SlovoMessagingService : FirebaseMessagingService() {
    private val app get() = application as SlovoApplication

    // The data is slovo_api::PushData: kind, game_id, version; never a rack or a tile.
    @SuppressLint("MissingPermission") // canPostNotifications() checks it
    override fun onMessageReceived(message: RemoteMessage) {
        val data = message.data
        val gameId = data["game_id"] ?: return
        val (channel, title) = when (data["kind"]) {
            "your_turn" -> SlovoApplication.CHANNEL_TURN to R.string.notify_your_turn
            "time_running_out", "last_hour" ->
                SlovoApplication.CHANNEL_REMINDERS to R.string.notify_time_running_out
            "eliminated" -> SlovoApplication.CHANNEL_GAME_OVER to R.string.notify_eliminated
            "game_over" -> SlovoApplication.CHANNEL_GAME_OVER to R.string.notify_game_over
            else -> return // not a Slovo push
        }
        runCatching { runBlocking { app.core().handlePush(payloadJson(data)) } }
            .onFailure { Log.w(TAG, "push not applied", it) } // still tell the player
        if (!canPostNotifications()) return
        // The server's own text when it sent one (FCM shows it itself while the app is in the
        // background), else ours.
        val shown = message.notification
        val open = Intent(Intent.ACTION_VIEW, "slovo://game/$gameId".toUri())
            .setClass(this, MainActivity::class.java)
        val notification = NotificationCompat.Builder(this, channel)
            .setSmallIcon(R.drawable.ic_notification)
            .setContentTitle(shown?.title ?: getString(title))
            .setContentText(shown?.body)
            .setContentIntent(PendingIntent.getActivity(this, 0, open, PendingIntent.FLAG_IMMUTABLE))
            .setAutoCancel(true)
            .build()
        // One notification per game (the intents differ by their data): the newest replaces it.
        NotificationManagerCompat.from(this).notify(gameId, 0, notification)
    }

    override fun onNewToken(token: String) {
        runCatching { runBlocking { app.core().setPushToken(token) } }
            .onFailure { Log.w(TAG, "push token not registered", it) }
    }

    // FCM data values are all strings; the core reads `version` from its text too.
    private fun payloadJson(data: Map<String, String>): String = JSONObject(data).toString()

    private companion object {
        const val TAG = "SlovoPush"
    }
}
