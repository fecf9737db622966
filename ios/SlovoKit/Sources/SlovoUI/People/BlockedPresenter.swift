import Foundation
import Observation

public enum BlockedEvent: Equatable, Sendable {
    /// Lifts the block on this player (their id).
    case unblock(String)
    case dismiss
    /// Pull to refresh.
    case refresh
}

public struct BlockedState: Equatable, Sendable {
    public var blocks: Blocks?
    /// No account yet: blocks are made in online games.
    public var notRegistered = false
    public var loading = true
    public var busy = false
    public var message: String?
}

/// My block list, which only I see: each player blocked with when, and Unblock.
@MainActor
@Observable
public final class BlockedPresenter {
    public private(set) var state = BlockedState()
    private let core: Core

    public init(core: Core) { self.core = core }

    public func start() async { await refresh() }

    public func send(_ event: BlockedEvent) {
        switch event {
        case .unblock(let id):
            guard !state.busy else { return }
            state.busy = true
            state.message = nil
            Task {
                let said: String
                do { said = try await core.unblock(id) } catch { said = describe(error) }
                await refresh()
                state.busy = false
                state.message = said
            }
        case .dismiss: state.message = nil
        case .refresh: Task { await refresh() }
        }
    }

    private func refresh() async {
        do {
            state.blocks = try await core.blockedPlayers()
            state.notRegistered = false
        } catch let e as CoreError where e.kind == .notRegistered {
            state.notRegistered = true
        } catch {
            state.message = describe(error)
        }
        state.loading = false
    }
}
