import BackgroundTasks
import SlovoUI

/// The background refresh: sends the moves made offline and catches up with the server, as
/// SyncWorker does on Android. Its identifier is listed in Info.plist
/// (BGTaskSchedulerPermittedIdentifiers, from project.yml).
enum BackgroundSync {
    static let identifier = "app.slovo.sync"

    /// Registers the handler; must run before launch finishes.
    @MainActor
    static func register(core: @escaping @MainActor () -> Core?) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            guard let refresh = task as? BGAppRefreshTask else { return task.setTaskCompleted(success: false) }
            schedule()
            let work = Task { @MainActor in
                guard let core = core() else { return refresh.setTaskCompleted(success: false) }
                let synced = (try? await core.syncNow()) != nil
                refresh.setTaskCompleted(success: synced)
            }
            refresh.expirationHandler = { work.cancel() }
        }
    }

    /// Asks iOS to run the refresh again in about 15 minutes (it decides when).
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
