import Foundation
import Observation

public enum GamePeopleEvent: Equatable, Sendable {
    case offerRematch
    case acceptRematch
    case declineRematch
    /// Everyone accepted: open the new game.
    case openNewGame
    case dismiss
}

public struct GamePeopleState: Equatable, Sendable {
    /// Once the game is over: the rematch as I see it (nil until read).
    public var rematch: Rematch?
    /// The players on vacation now (me among them if I am), with their sentences.
    public var away: [AwaySeat] = []
    public var busy = false
    public var message: String?
}

/// The people side of an online game on its screen: who of its players is away on vacation,
/// and once it is over the rematch (offer; accept or decline; the others' answers read again
/// every few seconds while the offer is open; open the new game once everyone accepted).
@MainActor
@Observable
public final class GamePeoplePresenter {
    public private(set) var state = GamePeopleState()
    private let core: Core
    private let gameId: String
    private let onGame: (String) -> Void
    private let pollNanos: UInt64
    @ObservationIgnored private var polling: Task<Void, Never>?
    @ObservationIgnored private var finished = false

    public init(core: Core, gameId: String, onGame: @escaping (String) -> Void, pollMs: UInt64 = 5_000) {
        self.core = core
        self.gameId = gameId
        self.onGame = onGame
        pollNanos = pollMs * 1_000_000
    }

    /// Reads who is away (from the server, or the local copy when it does not answer).
    public func start() async {
        if let away = try? await core.gameVacations(gameId) { state.away = away }
    }

    /// The game screen's game changed: once it is over, the rematch is read and followed.
    public func gameChanged(finished: Bool) {
        guard finished, !self.finished else { return }
        self.finished = true
        follow()
    }

    public func stop() {
        polling?.cancel()
        polling = nil
    }

    public func send(_ event: GamePeopleEvent) {
        switch event {
        case .offerRematch: act { [core, gameId] in try await core.offerRematch(gameId) }
        case .acceptRematch: act { [core, gameId] in try await core.acceptRematch(gameId) }
        case .declineRematch: act { [core, gameId] in try await core.declineRematch(gameId) }
        case .openNewGame: if let id = state.rematch?.newGameId { onGame(id) }
        case .dismiss: state.message = nil
        }
    }

    /// Reads the rematch, and again every few seconds while an offer waits for answers.
    private func follow() {
        polling?.cancel()
        polling = Task { [self] in
            while !Task.isCancelled {
                do { state.rematch = try await core.rematch(gameId) } catch { state.message = describe(error) }
                guard state.rematch?.stage == .open else { return }
                try? await Task.sleep(nanoseconds: pollNanos)
            }
        }
    }

    /// One answer at a time; the rematch as the server now has it, or why it refused.
    private func act(_ block: @escaping @Sendable () async throws -> Rematch) {
        guard !state.busy else { return }
        state.busy = true
        state.message = nil
        Task {
            do { state.rematch = try await block() } catch { state.message = describe(error) }
            state.busy = false
            if state.rematch?.stage == .open { follow() }
        }
    }
}
