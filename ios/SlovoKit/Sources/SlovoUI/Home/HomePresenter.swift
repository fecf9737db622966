import Foundation
import Observation

public enum HomeEvent: Sendable { case refresh }

public struct HomeState: Equatable, Sendable {
    public var games: [GameItem] = []
    public var sync: SyncState = .idle
    public var loading = true
    /// The time deadlines are shown at (ms since 1970).
    public var now: Int64 = 0

    /// My turn first, then games waiting for others, then finished ones; the nearest deadline,
    /// then the latest, first within each. Mirrors HomeState.sections in Home.kt.
    public var sections: [(title: String, games: [GameItem])] {
        let groups: [(String, [GameItem])] = [
            (Texts.yourTurnSection, games.filter { $0.myTurn && !$0.finished }),
            (Texts.waitingSection, games.filter { !$0.myTurn && !$0.finished }),
            (Texts.finishedSection, games.filter(\.finished)),
        ]
        return groups.map { title, list in
            (title, list.sorted { a, b in
                let da = a.deadline ?? Int64.max, db = b.deadline ?? Int64.max
                return da != db ? da < db : a.updatedAt > b.updatedAt
            })
        }.filter { !$0.1.isEmpty }
    }
}

/// The games list: local games at once, then online ones after a sync with the server.
/// Mirrors HomePresenter in Home.kt.
@MainActor
@Observable
public final class HomePresenter {
    public private(set) var state = HomeState()
    private let core: Core

    public init(core: Core) { self.core = core }

    public func start() async { await refresh() }

    public func send(_ event: HomeEvent) {
        switch event {
        case .refresh: Task { await refresh() }
        }
    }

    private func refresh() async {
        await show()
        // try? flattens: nil when there is no account and when the core fails alike.
        guard (try? await core.accountName()) != nil else { return }
        state.sync = .sending
        state.sync = (try? await core.syncNow()) ?? .offline(waiting: 0)
        await show()
    }

    private func show() async {
        let local = (try? await core.localGames()) ?? []
        let online = (try? await core.onlineGames()) ?? []
        state.games = local + online
        state.loading = false
        state.now = nowMs()
    }
}
