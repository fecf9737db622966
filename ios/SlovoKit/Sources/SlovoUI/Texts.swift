import Foundation

/// Every text the screens show, in one place: no string lives in a view. Each one comes from
/// the core's Fluent catalog (`rust/i18n/locales/<lang>/ui.ftl` and `game.ftl`) in the
/// interface language (`UiText.setLanguage`, from the system's at launch); plurals and
/// arguments go to the catalog as Fluent arguments, so the shell keeps no table of texts of its
/// own. Mirrors android/ui/src/main/kotlin/app/slovo/ui/Strings.kt entry by entry.
public enum Texts {
    private static func t(_ key: String, _ args: (String, UiText.Arg)...) -> String { UiText.text(key, args) }

    static var appName: String { t("ui-app-name") }

    // Home.
    static var newGame: String { t("ui-new-game") }
    static var playOnline: String { t("ui-play-online") }
    static var settings: String { t("ui-settings") }
    static var yourTurnSection: String { t("ui-section-your-turn") }
    static var waitingSection: String { t("ui-section-waiting") }
    static var finishedSection: String { t("ui-section-finished") }
    static var noGames: String { t("ui-no-games") }
    static var syncUpToDate: String { t("ui-sync-up-to-date") }
    static var syncSending: String { t("ui-sync-sending") }
    static func syncOffline(_ waiting: Int) -> String {
        waiting == 0 ? t("ui-sync-offline") : t("ui-sync-offline-waiting", ("count", .number(waiting)))
    }
    static func vs(_ names: [String]) -> String { t("ui-versus", ("names", .text(names.joined(separator: ", ")))) }
    static func kind(_ kind: GameKind) -> String {
        switch kind {
        case .bots: return t("ui-kind-bots")
        case .quick: return t("ui-kind-quick")
        case .daily: return t("ui-kind-daily")
        }
    }
    static func waitingToSend(_ n: Int) -> String { t("ui-waiting-to-send", ("count", .number(n))) }
    static var yourMove: String { t("ui-your-move") }
    static var theirMove: String { t("ui-their-move") }
    static var gameOver: String { t("ui-game-over") }

    /// The tile sets' languages in their own names, for the pickers (an endonym does not change
    /// with the interface language, so these are not in the catalog).
    static let languages: [(code: String, name: String)] = [
        ("english", "English"), ("slovak", "Slovenčina"), ("czech", "Čeština"),
        ("croatian", "Hrvatski"), ("danish", "Dansk"), ("bulgarian", "Български"),
    ]
    static func language(_ code: String) -> String {
        languages.first { $0.code == code }?.name ?? code.capitalized
    }

    // New game.
    static var languageHeading: String { t("ui-language") }
    static var rules: String { t("ui-rules") }
    static var rack: String { t("ui-rack") }
    static func rackTiles(_ n: Int) -> String { t("ui-rack-tiles", ("count", .number(n))) }
    static var finishLine: String { t("ui-finish-line") }
    static var noFinishLine: String { t("ui-no-finish-line") }
    static func finishLine(_ points: Int) -> String { t("ui-finish-line-points", ("count", .number(points))) }
    static var finishLineHelp: String { t("ui-finish-line-help") }
    static var opponents: String { t("ui-opponents") }
    static func bot(_ n: Int) -> String { t("ui-bot", ("n", .number(n))) }
    static func level(_ level: Level) -> String {
        switch level {
        case .easy: return t("ui-level-easy")
        case .medium: return t("ui-level-medium")
        case .hard: return t("ui-level-hard")
        }
    }
    static var addBot: String { t("ui-add-bot") }
    static var removeBot: String { t("ui-remove-bot") }
    static var start: String { t("ui-start") }
    static var presets: [(name: String, what: String)] {
        ["classic", "sss", "bulgarian"].map { (name: $0, what: t("ui-preset-\($0)-help")) }
    }
    static var languageDefault: String { t("ui-usual-rules") }
    static func usualPreset(_ name: String, _ what: String) -> String {
        t("ui-usual-preset", ("name", .text(name)), ("help", .text(what)))
    }
    static func preset(_ name: String) -> String {
        switch name {
        case "classic", "sss", "bulgarian": return t("ui-preset-\(name)")
        default: return name
        }
    }

    // The game screen.
    static var play: String { t("ui-play") }
    static var recall: String { t("ui-recall") }
    static var shuffle: String { t("ui-shuffle") }
    static var exchange: String { t("ui-exchange") }
    static var pass: String { t("ui-pass") }
    static var hint: String { t("ui-hint") }
    static var resign: String { t("ui-resign") }
    static var challenge: String { t("ui-challenge") }
    static var accept: String { t("ui-accept") }
    static var history: String { t("ui-history") }
    static var tiles: String { t("ui-tiles") }
    static var zoomIn: String { t("ui-zoom-in") }
    static var zoomOut: String { t("ui-zoom-out") }
    static var back: String { t("ui-back") }
    static var cancel: String { t("ui-cancel") }
    static func bag(_ n: Int) -> String { t("ui-bag", ("count", .number(n))) }
    static func points(_ n: Int) -> String { t("points", ("count", .number(n))) }
    static func legal(_ score: Int, _ words: [String]) -> String {
        t("ui-legal", ("words", .text(words.joined(separator: ", "))), ("count", .number(score)))
    }
    static var yourTurn: String { t("ui-your-turn") }
    static func toMove(_ name: String) -> String { t("ui-to-move", ("name", .text(name))) }
    static func thinking(_ name: String) -> String { t("ui-thinking", ("name", .text(name))) }
    static var sending: String { t("ui-sending") }
    static func awaitingChallenge(_ name: String) -> String { t("ui-awaiting-challenge", ("name", .text(name))) }
    static func mayChallenge(_ name: String) -> String { t("ui-may-challenge", ("name", .text(name))) }
    static var yourPlayWaits: String { t("ui-your-play-waits") }
    static func deadline(_ left: String) -> String { t("time-left", ("time", .text(left))) }
    static var tapASquare: String { t("ui-tap-a-square") }
    static var pickBlank: String { t("ui-pick-blank") }
    static var exchangeTitle: String { t("ui-exchange-title") }
    static func exchangeCount(_ n: Int) -> String { t("ui-exchange-count", ("count", .number(n))) }
    static var resignTitle: String { t("ui-resign-title") }
    static var resignText: String { t("ui-resign-text") }
    static var exchangeAllTitle: String { t("ui-exchange-all-title") }
    static var unseenTitle: String { t("ui-unseen-title") }
    static func unseenSummary(bag: Int, total: Int) -> String {
        t("ui-unseen-summary", ("total", .number(total)), ("bag", .number(bag)))
    }
    static var noHistory: String { t("ui-no-history") }
    static func waitingMove(_ n: Int) -> String { t("ui-move-waits", ("count", .number(n))) }
    static func droppedMove(_ reason: String) -> String { t("ui-dropped-move", ("reason", .text(reason))) }
    static var ok: String { t("ui-ok") }
    static var eliminated: String { t("ui-eliminated") }
    static var liveLost: String { t("ui-live-lost") }

    // VoiceOver (Android reads the same words from its content descriptions).
    static func square(_ name: String, _ what: String) -> String { what.isEmpty ? name : "\(name), \(what)" }
    static func tile(_ face: String, _ points: Int?) -> String {
        guard let points else { return t("ui-a11y-blank-tile", ("face", .text(face))) }
        return "\(face), \(Self.points(points))"
    }
    static var blankTile: String { t("ui-a11y-blank") }
    static var placedThisTurn: String { t("ui-a11y-placed") }
    static var lastPlay: String { t("ui-a11y-last-play") }
    static var premiumNames: [Premium: String] {
        [
            .doubleLetter: t("ui-a11y-double-letter"), .tripleLetter: t("ui-a11y-triple-letter"),
            .doubleWord: t("ui-a11y-double-word"), .tripleWord: t("ui-a11y-triple-word"),
            .centre: t("ui-a11y-centre"),
        ]
    }

    // The end of a game.
    static var youWon: String { t("ui-you-won") }
    static var youLost: String { t("ui-you-lost") }
    static var draw: String { t("ui-draw") }
    static func winner(_ name: String) -> String { t("ui-winner", ("name", .text(name))) }
    static func place(_ rank: Int) -> String { t("ui-place", ("place", .number(rank))) }
    static var rackAdjustments: String { t("ui-rack-adjustments") }
    static func hintsUsed(_ n: Int) -> String { t("hints-used", ("count", .number(n))) }
    static var backToGames: String { t("ui-back-to-games") }

    // Online.
    static var yourName: String { t("ui-your-name") }
    static var register: String { t("ui-register") }
    static var registerText: String { t("ui-register-text") }
    static var createRoom: String { t("ui-create-room") }
    static var joinRoom: String { t("ui-join-room") }
    static var random: String { t("ui-random") }
    static var roomCode: String { t("ui-room-code") }
    static var join: String { t("ui-join") }
    static var quick: String { t("ui-kind-quick") }
    static var daily: String { t("ui-kind-daily") }
    static var quickHelp: String { t("ui-quick-help") }
    static var dailyHelp: String { t("ui-daily-help") }
    static var players: String { t("ui-players") }
    static func players(_ n: Int) -> String { t("players", ("count", .number(n))) }
    static var clock: String { t("ui-clock") }
    static func minutes(_ n: Int) -> String { t("ui-minutes", ("count", .number(n))) }
    static var create: String { t("ui-create") }
    static var find: String { t("ui-find") }
    static var share: String { t("ui-share") }
    /// What Share sends: an invitation with the room's link.
    static func shareText(_ code: String) -> String { t("ui-share-text", ("link", .text("slovo://join/\(code)"))) }
    static func roomWaiting(joined: Int, seats: Int) -> String {
        t("ui-room-waiting", ("joined", .number(joined)), ("seats", .number(seats)))
    }
    static var roomCodeHelp: String { t("ui-room-code-help") }
    static var searching: String { t("ui-searching") }
    static var noMatch: String { t("ui-no-match") }

    // Statistics.
    static var statistics: String { t("statistics-title") }
    static var statisticsBots: String { t("statistics-tab-bots") }
    static var statisticsOnline: String { t("statistics-tab-online") }
    static var statisticsRatings: String { t("statistics-ratings") }
    static var statisticsOffline: String { t("statistics-offline") }
    static var statisticsNotRegistered: String { t("statistics-not-registered") }
    static var statisticsRetry: String { t("statistics-retry") }

    // Settings.
    static var server: String { t("ui-server") }
    static var serverHelp: String { t("ui-server-help") }
    static var save: String { t("ui-save") }
    static var saved: String { t("ui-saved") }
    static var notifications: String { t("ui-notifications") }
    static var notificationsHelp: String { t("ui-notifications-help") }
    static var boardLabels: String { t("ui-board-labels") }
    static var boardLabelsHelp: String { t("ui-board-labels-help") }
    static var darkTheme: String { t("ui-dark-theme") }
    static var followSystem: String { t("ui-follow-system") }
    static var lightTheme: String { t("ui-light-theme") }
    static var interfaceLanguage: String { t("ui-interface-language") }
    static var interfaceLanguageHelp: String { t("ui-interface-language-help") }
    static var playerName: String { t("ui-player-name") }
    static var defaultPlayerName: String { t("ui-you") }

    // Premium labels, each language's own (Bulgarian 2Б 3Б 2Д 3Д).
    static var dl: String { t("ui-premium-dl") }
    static var tl: String { t("ui-premium-tl") }
    static var dw: String { t("ui-premium-dw") }
    static var tw: String { t("ui-premium-tw") }

    /// Time left on a clock, compact: "4:05", "1:02:03" (digits and colons in every language).
    /// Mirrors `Strings.clock` in Kotlin (same rounding: a started second counts as a whole one).
    static func clock(_ ms: Int64) -> String {
        let s = (max(ms, 0) + 999) / 1000
        if s >= 3600 { return String(format: "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60) }
        return String(format: "%lld:%02lld", s / 60, s % 60)
    }

    /// Time left to a daily deadline: "23 h", "2 d", "5 h 10 min", in the catalog's words.
    /// Mirrors `Strings.timeLeft`.
    static func timeLeft(_ ms: Int64) -> String {
        let m = Int(max(ms, 0) / 60_000)
        if m >= 48 * 60 { return t("time-days", ("days", .number(m / (24 * 60)))) }
        if m >= 60 && m % 60 == 0 { return t("time-hours", ("hours", .number(m / 60))) }
        if m >= 60 { return t("time-hours-minutes", ("hours", .number(m / 60)), ("minutes", .number(m % 60))) }
        return t("time-minutes", ("minutes", .number(m)))
    }
}
