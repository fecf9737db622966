import Foundation
import Observation

public enum VacationEvent: Equatable, Sendable {
    /// How many days the vacation to start lasts.
    case days(Int)
    case start
    case end
    case dismiss
    /// Pull to refresh.
    case refresh
}

public struct VacationState: Equatable, Sendable {
    public var vacation: Vacation?
    /// No account yet: vacations are for online daily games.
    public var notRegistered = false
    public var loading = true
    /// The length of the vacation to start, 1 to the days left.
    public var days = 7
    public var busy = false
    public var message: String?

    /// Days the vacation to start may last (at least one, when any are left).
    public var maxDays: Int { max(vacation?.daysLeft ?? 0, 1) }
    public var canStart: Bool { vacation.map { !$0.onVacation && $0.daysLeft > 0 } == true && !busy }
}

/// A vacation from daily online games: where I stand and the days left this year; start one
/// of so many days, or end it early. The server counts and refuses; its words are shown.
@MainActor
@Observable
public final class VacationPresenter {
    public private(set) var state = VacationState()
    private let core: Core

    public init(core: Core) { self.core = core }

    public func start() async { await refresh() }

    public func send(_ event: VacationEvent) {
        switch event {
        case .days(let n): state.days = min(max(n, 1), state.maxDays)
        case .start:
            guard state.canStart else { return }
            let days = state.days
            act { [core] in try await core.startVacation(days: days) }
        case .end:
            guard state.vacation?.onVacation == true else { return }
            act { [core] in try await core.endVacation() }
        case .dismiss: state.message = nil
        case .refresh: Task { await refresh() }
        }
    }

    private func refresh() async {
        do {
            show(try await core.vacation())
            state.notRegistered = false
        } catch let e as CoreError where e.kind == .notRegistered {
            state.notRegistered = true
        } catch {
            state.message = describe(error)
        }
        state.loading = false
    }

    private func show(_ vacation: Vacation) {
        state.vacation = vacation
        state.days = min(max(state.days, 1), state.maxDays)
    }

    /// One change at a time; the vacation as the server now has it, or why it refused.
    private func act(_ block: @escaping @Sendable () async throws -> Vacation) {
        guard !state.busy else { return }
        state.busy = true
        state.message = nil
        Task {
            do { show(try await block()) } catch { state.message = describe(error) }
            state.busy = false
        }
    }
}
