import BackgroundTasks
import Observation
import SlovoUI
import UIKit
import UserNotifications

/// Push and background work, the parts of the app iOS drives through a delegate: APNs
/// registration (the device token goes to the core, which tells the server), each
/// notification's `slovo` data to the core's push handler, a tap opening that game, and the
/// background refresh task. Mirrors SlovoMessagingService and SyncWorker on Android.
@MainActor
@Observable
final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    private(set) var core: Core?
    let navigator = Navigator()
    /// A token that came before the core was open.
    @ObservationIgnored private var token: String?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        BackgroundSync.register { [weak self] in self?.core }
        return true
    }

    func attach(_ core: Core, notifications: Bool) {
        self.core = core
        navigator.attach(core)
        if let token { send(token) }
        notifications(notifications)
    }

    /// Notifications on: ask once, then register with APNs; off: stop registering.
    func notifications(_ on: Bool) {
        guard on else {
            UIApplication.shared.unregisterForRemoteNotifications()
            return
        }
        Task {
            let granted = (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])) ?? false
            if granted { UIApplication.shared.registerForRemoteNotifications() }
        }
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        // APNs device tokens travel as hex (the server's APNs sender checks for it).
        let hex = deviceToken.map { String(format: "%02x", $0) }.joined()
        token = hex
        if core != nil { send(hex) }
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        // No push on this device (the simulator without a paired device, no entitlement): the
        // game still syncs when opened and in the background.
    }

    private func send(_ hex: String) {
        guard let core else { return }
        // Fails while not registered online: registering later comes back here at next launch.
        Task { try? await core.setPushToken(apnsToken: hex) }
    }

    /// A silent or background push: let the core fetch the game it names.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        guard let json = Self.payload(userInfo), let core else { return .noData }
        return (try? await core.handlePush(json)) != nil ? .newData : .failed
    }

    /// A notification while the app is open: the core catches up, and the banner shows.
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        if let json = Self.payload(notification.request.content.userInfo), let core { try? await core.handlePush(json) }
        return [.banner, .sound]
    }

    /// A tap on a notification opens its game.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        let info = response.notification.request.content.userInfo
        if let json = Self.payload(info), let core { try? await core.handlePush(json) }
        if let game = (info["slovo"] as? [String: Any])?["game_id"] as? String {
            navigator.open("slovo://game/\(game)")
        }
    }

    /// The server puts the push data (`kind`, `game_id`, `version`) under `slovo`, beside `aps`.
    nonisolated static func payload(_ userInfo: [AnyHashable: Any]) -> String? {
        guard let data = userInfo["slovo"] as? [String: Any], JSONSerialization.isValidJSONObject(data),
              let json = try? JSONSerialization.data(withJSONObject: data) else { return nil }
        return String(data: json, encoding: .utf8)
    }
}
