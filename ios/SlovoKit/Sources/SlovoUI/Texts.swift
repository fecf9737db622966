import Foundation

/// Every text the screens show, in English, in one place: no string lives in a view.
/// Mirrors android/ui/src/main/kotlin/app/slovo/ui/Strings.kt entry by entry; the localisation
/// issue (14) replaces both tables with the core's Fluent catalog through the FFI, so keep
/// every text a constant or a small function here.
public enum Texts {
    static let appName = "Slovo"

    // Home.
    static let newGame = "New game"
    static let playOnline = "Play online"
    static let settings = "Settings"
    static let yourTurnSection = "Your turn"
    static let waitingSection = "Waiting for opponents"
    static let finishedSection = "Finished"
    static let noGames = "No games yet. Start one against a bot, or play online."
    static let syncUpToDate = "Up to date"
    static let syncSending = "Sending moves…"
    static func syncOffline(_ waiting: Int) -> String { waiting == 0 ? "Offline" : "Offline · \(moves(waiting)) waiting to be sent" }
    static func moves(_ n: Int) -> String { n == 1 ? "1 move" : "\(n) moves" }
    static func vs(_ names: [String]) -> String { "vs " + names.joined(separator: ", ") }
    static func kind(_ kind: GameKind) -> String {
        switch kind {
        case .bots: return "Against bots"
        case .quick: return "Quick"
        case .daily: return "Daily"
        }
    }
    static func waitingToSend(_ n: Int) -> String { "\(moves(n)) waiting to be sent" }
    static let yourMove = "Your move"
    static let theirMove = "Their move"
    static let gameOver = "Game over"

    /// The tile sets' languages in their own names, for the pickers.
    static let languages: [(code: String, name: String)] = [
        ("english", "English"), ("slovak", "Slovenčina"), ("czech", "Čeština"),
        ("croatian", "Hrvatski"), ("danish", "Dansk"), ("bulgarian", "Български"),
    ]
    static func language(_ code: String) -> String {
        languages.first { $0.code == code }?.name ?? code.capitalized
    }

    // New game.
    static let languageHeading = "Language"
    static let rules = "Rules"
    static let rack = "Rack"
    static func rackTiles(_ n: Int) -> String { "\(n) tiles" }
    static let finishLine = "Finish line"
    static let noFinishLine = "None"
    static func finishLine(_ points: Int) -> String { "\(points) points" }
    static let finishLineHelp = "The first player to reach it wins at once; no rack adjustments."
    static let opponents = "Opponents"
    static func bot(_ n: Int) -> String { "Bot \(n)" }
    static func level(_ level: Level) -> String {
        switch level {
        case .easy: return "Easy"
        case .medium: return "Medium"
        case .hard: return "Hard"
        }
    }
    static let addBot = "Add a bot"
    static let removeBot = "Remove"
    static let start = "Start game"
    static let presets: [(name: String, what: String)] = [
        ("classic", "Words may be challenged; a wrong challenge loses the next turn. Exchange while 7+ in the bag."),
        ("sss", "Words may be challenged; a wrong challenge costs nothing. Three scoreless rounds end the game."),
        ("bulgarian", "Every word checked at once. Exchange any time; bridges only from the 4th turn."),
    ]
    static let languageDefault = "Usual rules"
    static func usualPreset(_ name: String, _ what: String) -> String { "\(name). \(what)" }
    static func preset(_ name: String) -> String {
        switch name {
        case "classic": return "Classic"
        case "sss": return "Slovak club"
        case "bulgarian": return "Bulgarian"
        default: return name
        }
    }

    // The game screen.
    static let play = "Play"
    static let recall = "Recall"
    static let shuffle = "Shuffle"
    static let exchange = "Exchange"
    static let pass = "Pass"
    static let hint = "Hint"
    static let resign = "Resign"
    static let challenge = "Challenge"
    static let accept = "Accept"
    static let history = "History"
    static let tiles = "Tiles"
    static let zoomIn = "Zoom in"
    static let zoomOut = "Zoom out"
    static let back = "Back"
    static let cancel = "Cancel"
    static func bag(_ n: Int) -> String { "Bag: \(n)" }
    static func points(_ n: Int) -> String { n == 1 ? "1 point" : "\(n) points" }
    static func legal(_ score: Int, _ words: [String]) -> String { "\(words.joined(separator: ", ")) · \(points(score))" }
    static let yourTurn = "Your turn"
    static func toMove(_ name: String) -> String { "\(name) to move" }
    static func thinking(_ name: String) -> String { "\(name) is thinking…" }
    static let sending = "Sending…"
    static func awaitingChallenge(_ name: String) -> String { "\(name)'s play may be challenged" }
    static func mayChallenge(_ name: String) -> String { "you may challenge \(name)'s play" }
    static let yourPlayWaits = "Your play stands unless challenged"
    static func deadline(_ left: String) -> String { "\(left) left" }
    static let tapASquare = "Tap a square for the selected tile"
    static let pickBlank = "The blank stands for…"
    static let exchangeTitle = "Choose the tiles to exchange"
    static func exchangeCount(_ n: Int) -> String { n == 1 ? "Exchange 1 tile" : "Exchange \(n) tiles" }
    static let resignTitle = "Resign this game?"
    static let resignText = "You leave the game and cannot come back to it."
    static let exchangeAllTitle = "Exchange your whole rack?"
    static let unseenTitle = "Tiles you have not seen"
    static func unseenSummary(bag: Int, total: Int) -> String { "\(total) unseen · \(bag) in the bag" }
    static let noHistory = "No moves yet."
    static func waitingMove(_ n: Int) -> String { n == 1 ? "Your move waits to be sent" : "\(n) moves wait to be sent" }
    static func droppedMove(_ reason: String) -> String { "A move was not accepted: \(reason)" }
    static let ok = "OK"
    static let eliminated = "out"
    static let liveLost = "Connection lost, retrying…"

    // VoiceOver (Android reads the same words from its content descriptions).
    static func square(_ name: String, _ what: String) -> String { what.isEmpty ? name : "\(name), \(what)" }
    static func tile(_ face: String, _ points: Int?) -> String {
        guard let points else { return "blank \(face)" }
        return "\(face), \(Self.points(points))"
    }
    static let blankTile = "blank"
    static let placedThisTurn = "placed this turn"
    static let lastPlay = "last play"
    static let premiumNames: [Premium: String] = [
        .doubleLetter: "double letter", .tripleLetter: "triple letter",
        .doubleWord: "double word", .tripleWord: "triple word", .centre: "centre, double word",
    ]

    // The end of a game.
    static let youWon = "You won!"
    static let youLost = "You lost"
    static let draw = "A draw"
    static func winner(_ name: String) -> String { "\(name) wins" }
    static func place(_ rank: Int) -> String { "\(rank)." }
    static let rackAdjustments = "Final scores after rack adjustments"
    static let backToGames = "Back to games"

    // Online.
    static let yourName = "Your name"
    static let register = "Continue"
    static let registerText = "Choose the name other players see."
    static let createRoom = "Create a room"
    static let joinRoom = "Join a room"
    static let random = "Random opponent"
    static let roomCode = "Room code"
    static let join = "Join"
    static let quick = "Quick"
    static let daily = "Daily"
    static let quickHelp = "A chess clock per player; play in one sitting."
    static let dailyHelp = "24 hours a move; you get a notification when it is your turn."
    static let players = "Players"
    static func players(_ n: Int) -> String { "\(n) players" }
    static let clock = "Clock"
    static func minutes(_ n: Int) -> String { "\(n) min" }
    static let create = "Create"
    static let find = "Find a game"
    static let share = "Share"
    static func shareText(_ code: String) -> String { "Play Slovo with me: slovo://join/\(code)" }
    static func roomWaiting(joined: Int, seats: Int) -> String { "\(joined) of \(seats) players here. Waiting for the others…" }
    static let roomCodeHelp = "Give this code to your friends."
    static let searching = "Looking for an opponent…"
    static let noMatch = "Nobody came. Try again?"

    // Settings.
    static let server = "Server"
    static let serverHelp = "Where online games are played."
    static let save = "Save"
    static let saved = "Saved"
    static let notifications = "Notifications"
    static let notificationsHelp = "When it is your turn in a daily game"
    static let boardLabels = "Premium square labels"
    static let boardLabelsHelp = "2L, 3L, 2W, 3W on the board"
    static let darkTheme = "Dark theme"
    static let followSystem = "Follow the system"
    static let lightTheme = "Light theme"
    static let interfaceLanguage = "Interface language"
    static let interfaceLanguageHelp = "English for now; more languages are coming."
    static let playerName = "Your name in games against bots"
    static let defaultPlayerName = "You"

    // Premium labels (2L 3L 2W 3W; the catalog will give each language its own).
    static let dl = "2L"
    static let tl = "3L"
    static let dw = "2W"
    static let tw = "3W"

    /// Time left on a clock, compact: "4:05", "1:02:03". Mirrors `Strings.clock` in Kotlin
    /// (same rounding: a started second counts as a whole one).
    static func clock(_ ms: Int64) -> String {
        let s = (max(ms, 0) + 999) / 1000
        if s >= 3600 { return String(format: "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60) }
        return String(format: "%lld:%02lld", s / 60, s % 60)
    }

    /// Time left to a daily deadline: "23 h", "2 d", "5 h 10 min". Mirrors `Strings.timeLeft`.
    static func timeLeft(_ ms: Int64) -> String {
        let m = max(ms, 0) / 60_000
        if m >= 48 * 60 { return "\(m / (24 * 60)) d" }
        if m >= 60 { return m % 60 == 0 ? "\(m / 60) h" : "\(m / 60) h \(m % 60) min" }
        return "\(m) min"
    }
}
