import Foundation
import Observation

public enum SettingsEvent: Equatable, Sendable {
    case server(String)
    case saveServer
    case name(String)
    case notifications(Bool)
    case labels(Bool)
    /// nil: follow the system.
    case dark(Bool?)
}

public struct SettingsState: Equatable, Sendable {
    public var server = ""
    public var playerName = ""
    public var notifications = true
    public var boardLabels = true
    public var darkTheme: Bool?
    public var message: String?
}

/// Settings: the server (in the core), the rest in `Preferences`. Mirrors SettingsPresenter in
/// android/ui/.../settings/SettingsView.kt. Turning notifications on asks iOS through `onNotifications`.
@MainActor
@Observable
public final class SettingsPresenter {
    public private(set) var state = SettingsState()
    private let core: Core
    private let preferences: Preferences
    private let onNotifications: (Bool) -> Void

    public init(core: Core, preferences: Preferences, onNotifications: @escaping (Bool) -> Void) {
        self.core = core
        self.preferences = preferences
        self.onNotifications = onNotifications
        copyPreferences()
    }

    public func start() async {
        // try? flattens the optional: no server and a failure both read as "".
        state.server = (try? await core.server()) ?? ""
    }

    public func send(_ event: SettingsEvent) {
        switch event {
        case .server(let text):
            state.server = text
            state.message = nil
        case .saveServer:
            let url = state.server.trimmingCharacters(in: .whitespaces)
            Task {
                do {
                    try await core.setServer(url)
                    state.message = Texts.saved
                } catch {
                    state.message = describe(error)
                }
            }
        case .name(let text): preferences.playerName = text
        case .notifications(let on):
            preferences.notifications = on
            onNotifications(on)
        case .labels(let on): preferences.boardLabels = on
        case .dark(let on): preferences.darkTheme = on
        }
        copyPreferences()
    }

    private func copyPreferences() {
        state.playerName = preferences.playerName
        state.notifications = preferences.notifications
        state.boardLabels = preferences.boardLabels
        state.darkTheme = preferences.darkTheme
    }
}
