import Foundation
import Observation

/// The player's preferences that live in the shell (the server address lives in the core),
/// kept in UserDefaults. The same fields as Preferences in android/ui/.../settings/Settings.kt.
@MainActor
@Observable
public final class Preferences {
    public var playerName: String { didSet { save() } }
    public var notifications: Bool { didSet { save() } }
    public var boardLabels: Bool { didSet { save() } }
    /// nil: follow the system.
    public var darkTheme: Bool? { didSet { save() } }
    @ObservationIgnored private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        let name = defaults.string(forKey: Keys.playerName) ?? ""
        playerName = name.trimmingCharacters(in: .whitespaces).isEmpty ? Texts.defaultPlayerName : name
        notifications = defaults.object(forKey: Keys.notifications) as? Bool ?? true
        boardLabels = defaults.object(forKey: Keys.boardLabels) as? Bool ?? true
        darkTheme = defaults.object(forKey: Keys.darkTheme) as? Bool
    }

    private func save() {
        defaults.set(playerName, forKey: Keys.playerName)
        defaults.set(notifications, forKey: Keys.notifications)
        defaults.set(boardLabels, forKey: Keys.boardLabels)
        if let darkTheme { defaults.set(darkTheme, forKey: Keys.darkTheme) } else { defaults.removeObject(forKey: Keys.darkTheme) }
    }

    private enum Keys {
        static let playerName = "playerName"
        static let notifications = "notifications"
        static let boardLabels = "boardLabels"
        static let darkTheme = "darkTheme"
    }
}
