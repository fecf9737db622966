import Foundation
import Observation

/// Another player of the game, as the player menu names them.
public struct Seat: Equatable, Hashable, Sendable {
    public var seat: Int
    public var name: String
}

public enum ChatEvent: Equatable, Sendable {
    case open
    case close
    case draft(String)
    case send
    /// My chat on or off, in every game.
    case enable(Bool)
    case addFriend(Seat)
    case block(Seat)
    /// Opens the report form for this player.
    case startReport(Seat)
    case reason(ReportReason)
    case reportText(String)
    case sendReport
    /// Back from the report form to the messages.
    case back
    case dismiss
}

public struct ChatState: Equatable, Sendable {
    public var open = false
    public var chat: Chat?
    public var draft = ""
    /// The game's other players, for their menus.
    public var players: [Seat] = []
    /// The player being reported, and the report so far.
    public var reporting: Seat?
    public var reportOptions: [ReportOption] = []
    public var reportReason: ReportReason?
    public var reportText = ""
    public var busy = false
    public var message: String?

    /// The longest message the server takes.
    public var maxChars: Int { chat?.maxChars ?? 200 }
    public var canSend: Bool { !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !busy }
    public var canReport: Bool { reportReason != nil && !busy }
}

/// The chat of an online game: read every few seconds while the sheet is open, a message sent,
/// my chat turned off or on, a player added as a friend, blocked or reported with a reason. A
/// port of ChatPresenter in android/ui/.../people/Chat.kt: keep the two in step.
@MainActor
@Observable
public final class ChatPresenter {
    public private(set) var state = ChatState()
    private let core: Core
    private let gameId: String
    private let pollNanos: UInt64
    @ObservationIgnored private var reading: Task<Void, Never>?

    /// The longest report text the server keeps.
    static let reportMax = 500

    public init(core: Core, gameId: String, pollMs: UInt64 = 3_000) {
        self.core = core
        self.gameId = gameId
        pollNanos = pollMs * 1_000_000
    }

    public func send(_ event: ChatEvent) {
        switch event {
        case .open: open()
        case .close: close()
        case .draft(let text): state.draft = String(text.prefix(state.maxChars))
        case .send:
            guard state.canSend else { return }
            let text = state.draft
            act { [self] in
                let sent = try await core.sendChat(gameId, text)
                state.draft = ""
                if var chat = state.chat {
                    chat.messages.append(sent)
                    chat.notice = nil
                    state.chat = chat
                }
                return nil
            }
        case .enable(let on):
            act { [self] in
                try await core.setChatEnabled(on)
                try await read()
                return nil
            }
        case .addFriend(let seat): act { [self] in try await core.addFriend(gameId: gameId, seat: seat.seat) }
        case .block(let seat):
            act { [self] in
                let said = try await core.block(gameId: gameId, seat: seat.seat)
                try? await read()
                return said
            }
        case .startReport(let seat):
            state.reporting = seat
            state.reportOptions = core.reportOptions()
            state.reportReason = nil
            state.reportText = ""
        case .reason(let reason): state.reportReason = reason
        case .reportText(let text): state.reportText = String(text.prefix(Self.reportMax))
        case .sendReport:
            guard let seat = state.reporting, let reason = state.reportReason, !state.busy else { return }
            let text = state.reportText
            state.reporting = nil
            act { [self] in try await core.report(gameId: gameId, seat: seat.seat, reason: reason, text: text) }
        case .back: state.reporting = nil
        case .dismiss: state.message = nil
        }
    }

    private func open() {
        state.open = true
        reading?.cancel()
        reading = Task { [self] in
            if let game = try? await core.onlineGame(gameId) {
                state.players = game.players.indices.filter { $0 != game.me }.map { Seat(seat: $0, name: game.players[$0].name) }
            }
            while !Task.isCancelled {
                do { try await read() } catch { state.message = describe(error) }
                try? await Task.sleep(nanoseconds: pollNanos)
            }
        }
    }

    /// The sheet closed, or the game screen left: no more reading.
    public func close() {
        reading?.cancel()
        reading = nil
        state.open = false
        state.reporting = nil
    }

    private func read() async throws {
        state.chat = try await core.chat(gameId)
    }

    /// One action at a time; what it says (or why it was refused) becomes the notice.
    private func act(_ block: @escaping @MainActor () async throws -> String?) {
        guard !state.busy else { return }
        state.busy = true
        state.message = nil
        Task {
            var said: String?
            do { said = try await block() } catch { said = describe(error) }
            state.busy = false
            state.message = said
        }
    }
}
