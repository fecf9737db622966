package app.slovo.android

import android.content.Context
import androidx.work.Constraints
import androidx.work.CoroutineWorker
import androidx.work.ExistingPeriodicWorkPolicy
import androidx.work.ExistingWorkPolicy
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import app.slovo.ui.core.SyncState
import java.util.concurrent.TimeUnit

// Sends the moves that wait and catches up with the server, in the background. Moves still
// waiting because the server could not be reached ask WorkManager to retry with its backoff.
class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
    override suspend fun doWork(): Result {
        val sync = (applicationContext as SlovoApplication).core().syncNow()
        return if (sync is SyncState.Offline && sync.waiting > 0) Result.retry() else Result.success()
    }

    companion object {
        private val online = Constraints.Builder()
            .setRequiredNetworkType(NetworkType.CONNECTED)
            .build()

        // Every 15 minutes (WorkManager's shortest period) while a network is up; KEEP leaves
        // the schedule as it is on every later start.
        fun schedule(context: Context) {
            val work = PeriodicWorkRequestBuilder<SyncWorker>(15, TimeUnit.MINUTES)
                .setConstraints(online)
                .build()
            WorkManager.getInstance(context)
                .enqueueUniquePeriodicWork("sync", ExistingPeriodicWorkPolicy.KEEP, work)
        }

        // Once, as soon as a network is up. A request already waiting for one sends every
        // waiting move when it runs, so KEEP it rather than queue another.
        fun sendSoon(context: Context) {
            val work = OneTimeWorkRequestBuilder<SyncWorker>()
                .setConstraints(online)
                .build()
            WorkManager.getInstance(context)
                .enqueueUniqueWork("send", ExistingWorkPolicy.KEEP, work)
        }
    }
}
