import SlovoUI
import SwiftUI

/// The app: opens the core once (games in Application Support, word lists read in place from
/// the bundle), then shows the screens. Links (`slovo://…`, universal links) go to the navigator.
@main
struct SlovoApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate
    @State private var preferences = Preferences()
    @State private var failure: String?
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup {
            Group {
                if let core = delegate.core {
                    SlovoRoot(core: core, navigator: delegate.navigator, preferences: preferences,
                              onNotifications: { on in delegate.notifications(on) })
                } else if let failure {
                    Text(failure).padding()
                } else {
                    ProgressView().task { await open() }
                }
            }
            .onOpenURL { delegate.navigator.open($0) }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL { delegate.navigator.open(url) }
            }
        }
        .onChange(of: phase) { _, now in
            // Leaving the screen: ask iOS for a chance to send what waits and catch up.
            if now == .background { BackgroundSync.schedule() }
        }
    }

    private func open() async {
        // The screens' texts and the core's messages in the system's language (English for one
        // the catalog lacks); iOS restarts the app when the user changes it.
        UiText.setLanguage(Locale.preferredLanguages.first ?? "en")
        do {
            let support = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                                      appropriateFor: nil, create: true)
            let data = support.appendingPathComponent("slovo", isDirectory: true)
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            guard let lexicons = Bundle.main.url(forResource: "lexicons", withExtension: nil) else {
                failure = UiText.text("ui-no-word-lists")
                return
            }
            delegate.attach(try await Core.open(dataDir: data, lexiconsDir: lexicons), notifications: preferences.notifications)
        } catch {
            failure = String(describing: error)
        }
    }
}
