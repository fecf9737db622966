import Foundation
import Observation

/// The statistics screen's two records, kept apart as the core keeps them.
public enum StatsTab: Sendable, CaseIterable { case bots, online }

public enum StatsEvent: Equatable, Sendable {
    case tab(StatsTab)
    /// Pull to refresh, or Try again after a failure.
    case refresh
}

/// Why no online record is shown.
public enum OnlineStatsProblem: Equatable, Sendable {
    /// No account on this device yet.
    case notRegistered
    /// The server cannot be reached and no copy was ever kept, or another failure, said.
    case failed(String)
}

public struct StatsState: Equatable, Sendable {
    public var tab: StatsTab = .bots
    public var bots: BotRecord?
    public var botsFailure: String?
    public var loadingBots = true
    /// The server's answer, or the copy kept from its last one (then `offline` says so).
    public var online: OnlineRecord?
    public var onlineProblem: OnlineStatsProblem?
    public var loadingOnline = true

    /// The chosen tab waits for its record with nothing to show yet.
    public var loading: Bool {
        switch tab {
        case .bots: return loadingBots && bots == nil && botsFailure == nil
        case .online: return loadingOnline && online == nil && onlineProblem == nil
        }
    }
}

/// Statistics: the record against bots (counted on this device) and the online record with
/// the ratings (from the server). The online copy kept from the server's last answer shows at
/// once and stands in, with a note, when the server cannot be reached.
@MainActor
@Observable
public final class StatsPresenter {
    public private(set) var state = StatsState()
    private let core: Core

    public init(core: Core) { self.core = core }

    public func start() async { await refresh() }

    public func send(_ event: StatsEvent) {
        switch event {
        case .tab(let tab): state.tab = tab
        case .refresh: Task { await refresh() }
        }
    }

    private func refresh() async {
        // The two come from different places (the device's games, the server): neither waits.
        async let bots: Void = loadBots()
        async let online: Void = loadOnline()
        _ = await (bots, online)
    }

    private func loadBots() async {
        state.loadingBots = true
        do {
            state.bots = try await core.botStats()
            state.botsFailure = nil
        } catch {
            state.botsFailure = describe(error)
        }
        state.loadingBots = false
    }

    private func loadOnline() async {
        state.loadingOnline = true
        state.onlineProblem = nil
        // try? flattens: nil when nothing was kept and when the core fails alike.
        if state.online == nil, let kept = try? await core.cachedOnlineStats() { state.online = kept }
        do {
            state.online = try await core.onlineStats()
        } catch let e as CoreError where e.kind == .notRegistered {
            state.online = nil
            state.onlineProblem = .notRegistered
        } catch {
            if var kept = state.online {
                // The server did not answer: the numbers it gave last time, said to be so.
                kept.offline = kept.offline ?? Texts.statisticsOffline
                state.online = kept
            } else {
                state.onlineProblem = .failed(describe(error))
            }
        }
        state.loadingOnline = false
    }
}
