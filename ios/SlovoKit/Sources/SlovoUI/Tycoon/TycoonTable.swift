import Foundation

/// One Tycoon game as the presenter sees it, local (against bots) or online (refereed by the
/// server): the table, the preview of a word, my actions and the others' turns. One presenter
/// drives either through this. Mirrors TycoonTable.kt (android/ui/.../tycoon/).
@MainActor
public protocol TycoonTable: AnyObject {
    func screen() async throws -> TycoonSeen

    func preview(_ words: [WordDraft]) async throws -> TycoonVerdict

    /// Makes my move (online: sent, or queued or dropped as the next `screen()` tells).
    func act(_ action: TycoonAction) async throws

    /// Lets the others take their turns (bots), or fetches what they did (online).
    func others() async throws

    /// A move the server refused for good, read: it leaves the list.
    func acknowledge(_ moveId: String) async throws

    /// The others act elsewhere: ask again now and then while the screen is open.
    var polled: Bool { get }
}

/// The table as last read; `online` for a game refereed by the server.
public struct TycoonSeen: Equatable, Sendable {
    public var game: TycoonGame
    public var online: OnlineTurn?
}

/// A game against bots in the device's store.
@MainActor
public final class LocalTycoonTable: TycoonTable {
    private let core: Core
    private let gameId: String

    public init(core: Core, gameId: String) {
        self.core = core
        self.gameId = gameId
    }

    public func screen() async throws -> TycoonSeen { try await TycoonSeen(game: core.tycoonGame(gameId)) }

    public func preview(_ words: [WordDraft]) async throws -> TycoonVerdict { try await core.tycoonPreview(gameId, words) }

    public func act(_ action: TycoonAction) async throws { try await core.tycoonAct(gameId, action) }

    public func others() async throws { try await core.runTycoonBots(gameId) }

    // Nothing is sent anywhere, so nothing is refused.
    public func acknowledge(_ moveId: String) async throws {}

    public var polled: Bool { false }
}

/// An online Tycoon game over the core's online calls: the local copy (my hand only, the
/// others' hand sizes), moves sent or queued while offline, the others' moves fetched by a
/// sync, and the server's lines for them kept as what happened lately. As OnlineTycoonTable.kt.
@MainActor
public final class OnlineTycoonTable: TycoonTable {
    private let core: Core
    private let gameId: String
    /// What was done since I opened the game (less a round), as the server says it.
    private var recent: [TycoonReport] = []
    private var seenVersion: Int64?
    /// Enough for a round of four and the one before.
    private let keptReports = 8

    public init(core: Core, gameId: String) {
        self.core = core
        self.gameId = gameId
    }

    public func screen() async throws -> TycoonSeen {
        let seen = try await core.onlineTycoonGame(gameId)
        // The round before opening is worth telling: a move a seat back.
        if seenVersion == nil { seenVersion = max(0, seen.version - Int64(seen.game.players.count)) }
        var game = seen.game
        game.recent = recent
        return TycoonSeen(game: game, online: seen.turn)
    }

    public func preview(_ words: [WordDraft]) async throws -> TycoonVerdict { try await core.onlineTycoonPreview(gameId, words) }

    public func act(_ action: TycoonAction) async throws {
        // Queued or dropped, the game's outbox says so on the next read.
        try await core.playOnlineTycoon(gameId, action)
    }

    public func others() async throws {
        // Offline: the local copy stands, and a queued move waits for the next try.
        _ = try? await core.syncOnlineTycoon(gameId)
        guard let since = seenVersion else { return }
        // The server's lines only when the game moved on: a poll asks nothing more of an idle game.
        guard let version = try? await core.onlineTycoonGame(gameId).version, version > since else { return }
        guard let events = try? await core.onlineTycoonEvents(gameId, since: since), !events.isEmpty else { return }
        seenVersion = events.map(\.version).max()
        recent = Array((recent + events.map(\.report)).suffix(keptReports))
    }

    public func acknowledge(_ moveId: String) async throws { try await core.acknowledgeDropped(moveId) }

    public var polled: Bool { true }
}
