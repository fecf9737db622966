import Foundation
import Observation

public enum AnalysisEvent: Equatable, Sendable {
    /// A turn tapped: its other options shown, or hidden again.
    case toggle(turn: Int)
    case retry
}

public struct AnalysisState: Equatable, Sendable {
    public var loading = true
    public var analysis: Analysis?
    /// Why there is no analysis, in the player's words (the core's).
    public var error: String?
    /// The game turn whose other options are shown.
    public var open: Int?
}

/// The post-game analysis of a finished game, against bots or online (my own seat): the core
/// rates my turns on its worker thread. A port of AnalysisPresenter.kt (android/ui/.../analysis/).
@MainActor
@Observable
public final class AnalysisPresenter {
    public private(set) var state = AnalysisState()
    private let core: Core
    private let gameId: String
    @ObservationIgnored private var loading: Task<Void, Never>?

    public init(core: Core, gameId: String) {
        self.core = core
        self.gameId = gameId
    }

    /// Rates the game once: the screen shown again keeps what it has.
    public func start() {
        if state.analysis == nil && loading == nil { load() }
    }

    /// Leaves the screen: an answer still to come is no longer shown.
    public func stop() { loading?.cancel() }

    public func send(_ event: AnalysisEvent) {
        switch event {
        case .toggle(let turn): state.open = state.open == turn ? nil : turn
        case .retry: load()
        }
    }

    private func load() {
        loading?.cancel()
        state.loading = true
        state.error = nil
        loading = Task { [self] in
            do {
                let analysis = try await core.analysis(gameId)
                guard !Task.isCancelled else { return }
                state.analysis = analysis
            } catch {
                guard !Task.isCancelled else { return }
                state.error = describe(error)
            }
            state.loading = false
        }
    }
}
