import Foundation
import Observation

public enum OnlineTab: Sendable, CaseIterable { case create, join, random }

public enum OnlineEvent: Equatable, Sendable {
    case name(String)
    case register
    case tab(OnlineTab)
    case kind(GameKind)
    /// The game a new room or a search is for: Tycoon, or the word game.
    case family(tycoon: Bool)
    case language(String)
    case players(Int)
    case minutes(Int)
    case code(String)
    case create, join, seek, cancelSeek, dismiss
}

public struct OnlineState: Equatable, Sendable {
    /// My name on the server; nil until registered.
    public var account: String?
    public var loading = true
    public var name = ""
    public var tab: OnlineTab = .create
    public var kind: GameKind = .daily
    /// New rooms and searches are for Tycoon rather than the word game.
    public var tycoon = false
    public var language = "english"
    public var players = 2
    public var minutes = 10
    public var code = ""
    /// The room I made or joined, waiting for its players.
    public var room: Room?
    /// A random opponent is being looked for.
    public var seeking = false
    public var noMatch = false
    public var busy = false
    public var message: String?

    /// What the share sheet sends for a room: its link.
    public var shareText: String? { room.map { Texts.shareText($0.code) } }
}

/// Online play: register once, then a room by code, a code to join, or a random opponent, for
/// the word game or Tycoon. Mirrors OnlinePresenter in Online.kt (played against a real server on the JVM).
@MainActor
@Observable
public final class OnlinePresenter {
    public private(set) var state: OnlineState
    private let core: Core
    /// Opens a game that started: its id, and whether it is Tycoon.
    private let onGame: (String, Bool) -> Void
    /// A code from a `slovo://join/CODE` link: joined as soon as the player is registered.
    private let joinCode: String?
    private let pollNanos: UInt64 = 1_000_000_000
    @ObservationIgnored private var waiting: Task<Void, Never>?
    @ObservationIgnored private var seekId: String?

    public init(core: Core, joinCode: String?, onGame: @escaping (String, Bool) -> Void) {
        self.core = core
        self.joinCode = joinCode
        self.onGame = onGame
        state = OnlineState(tab: joinCode == nil ? .create : .join, code: joinCode ?? "")
    }

    public func start() async {
        let name = try? await core.accountName()
        state.account = name
        state.loading = false
        if name != nil && joinCode != nil { join() }
    }

    /// Leaves the screen: a search still under way is withdrawn, in a task of its own (the
    /// screen's are ending; Online.kt learnt this the hard way).
    public func stop() {
        waiting?.cancel()
        if let id = seekId {
            let core = self.core
            Task.detached { _ = try? await core.cancelSeek(id) }
        }
    }

    public func send(_ event: OnlineEvent) {
        switch event {
        case .name(let text): state.name = String(text.prefix(40))
        case .register: register()
        case .tab(let tab):
            state.tab = tab
            state.noMatch = false
        case .kind(let kind): state.kind = kind
        case .family(let tycoon): state.tycoon = tycoon
        case .language(let code): state.language = code
        case .players(let n): state.players = n
        case .minutes(let n): state.minutes = n
        case .code(let text): state.code = String(text.uppercased().filter { $0.isLetter || $0.isNumber }.prefix(12))
        case .create: create()
        case .join: join()
        case .seek: seek()
        case .cancelSeek: cancelSeek()
        case .dismiss: state.message = nil
        }
    }

    private func busy(_ block: @escaping @MainActor () async throws -> Void) {
        guard !state.busy else { return }
        state.busy = true
        state.message = nil
        Task {
            do { try await block() } catch { state.message = describe(error) }
            state.busy = false
        }
    }

    private func register() {
        busy { [self] in
            state.account = try await core.register(state.name.trimmingCharacters(in: .whitespaces))
            // Straight on, not through join(): this task still holds `busy`.
            if joinCode != nil { try await joinNow() }
        }
    }

    private var minutes: Int? { state.kind == .quick ? state.minutes : nil }

    private func create() {
        busy { [self] in
            let room: Room
            if state.tycoon {
                room = try await core.createTycoonRoom(kind: state.kind, seats: state.players, minutes: minutes)
            } else {
                room = try await core.createRoom(kind: state.kind, language: state.language, seats: state.players, minutes: minutes)
            }
            state.room = room
            waitForRoom(room)
        }
    }

    private func join() {
        busy { [self] in try await joinNow() }
    }

    private func joinNow() async throws {
        let room = try await core.joinRoom(state.code)
        state.room = room
        waitForRoom(room)
    }

    /// A room's game starts when its last seat fills: sync until the game is here, then open it.
    private func waitForRoom(_ room: Room) {
        waiting?.cancel()
        waiting = Task { [self] in
            while !Task.isCancelled {
                _ = try? await core.syncNow()
                // A room joined by code is of either family: the game found says which.
                if let found = try? await core.findAnyOnlineGame(room.gameId ?? room.code) { return onGame(found.id, found.tycoon) }
                try? await Task.sleep(nanoseconds: pollNanos)
            }
        }
    }

    private func seek() {
        busy { [self] in
            state.seeking = true
            state.noMatch = false
            let outcome: Seek
            if state.tycoon {
                outcome = try await core.seekTycoon(kind: state.kind, players: state.players, minutes: minutes, waitMs: 0)
            } else {
                outcome = try await core.seek(kind: state.kind, language: state.language, players: state.players, minutes: minutes,
                                              waitMs: 0)
            }
            follow(outcome)
        }
    }

    /// Opens a matched game, or polls a waiting seek until it is matched or expires.
    private func follow(_ seek: Seek) {
        switch seek {
        case .matched(let gameId):
            seekId = nil
            state.seeking = false
            Task { [self] in await open(gameId) }
        case .expired:
            seekId = nil
            state.seeking = false
            state.noMatch = true
        case .waiting(let id, _):
            seekId = id
            waiting = Task { [self] in
                try? await Task.sleep(nanoseconds: pollNanos)
                guard !Task.isCancelled else { return }
                do {
                    follow(try await core.pollSeek(id))
                } catch {
                    state.seeking = false
                    state.message = describe(error)
                }
            }
        }
    }

    private func cancelSeek() {
        waiting?.cancel()
        guard let id = seekId else {
            state.seeking = false
            return
        }
        seekId = nil
        Task { [self] in
            let outcome = try? await core.cancelSeek(id)
            state.seeking = false
            // The search may have been matched just before it was withdrawn.
            if case .matched(let gameId) = outcome { await open(gameId) }
        }
    }

    /// A matched game, fetched and opened on the screen of its family.
    private func open(_ gameId: String) async {
        _ = try? await core.syncNow()
        let tycoon = (try? await core.isOnlineTycoon(gameId)) ?? state.tycoon
        onGame(gameId, tycoon)
    }
}
