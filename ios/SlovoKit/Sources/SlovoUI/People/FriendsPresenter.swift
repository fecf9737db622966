import Foundation
import Observation

public enum FriendsEvent: Equatable, Sendable {
    /// A friend's code being typed.
    case code(String)
    case add
    /// A request to me: its player's id.
    case accept(String)
    case decline(String)
    /// Opens the invitation's terms for this friend.
    case invite(Friend)
    case inviteKind(GameKind)
    case inviteLanguage(String)
    case sendInvite
    /// Asks once before removing this friend.
    case remove(Friend)
    case confirmRemove
    /// An invitation to me: its id.
    case join(String)
    case declineInvite(String)
    case closeSheet
    case dismiss
    /// Pull to refresh.
    case refresh
}

public struct FriendsState: Equatable, Sendable {
    public var friends: Friends?
    /// No account yet: friends come with playing online.
    public var notRegistered = false
    public var loading = true
    /// A friend's code being typed (capitals, letters and digits, at most 8).
    public var code = ""
    /// The friend the invitation sheet is for, and its terms.
    public var inviting: Friend?
    public var inviteKind: GameKind = .daily
    public var inviteLanguage = "english"
    /// The friend whose removal waits for a yes.
    public var removing: Friend?
    public var busy = false
    public var message: String?

    /// A friend code is 8 characters.
    public var canAdd: Bool { code.count == 8 && !busy }
}

/// Friends: my code to share, add by a friend's code, requests and invitations to answer,
/// invite a friend to a new game, remove one (asked once). A port of FriendsPresenter in
/// android/ui/.../people/Friends.kt: keep the two in step.
@MainActor
@Observable
public final class FriendsPresenter {
    public private(set) var state = FriendsState()
    private let core: Core
    /// An accepted invitation's game, to open.
    private let onGame: (String) -> Void

    public init(core: Core, onGame: @escaping (String) -> Void) {
        self.core = core
        self.onGame = onGame
    }

    public func start() async { await refresh() }

    public func send(_ event: FriendsEvent) {
        switch event {
        case .code(let text):
            // Friend codes are 8 letters and digits; the server writes them in capitals.
            state.code = String(text.uppercased().filter { $0.isLetter || $0.isNumber }.prefix(8))
        case .add:
            guard state.canAdd else { return }
            let code = state.code
            act { [self] in
                let said = try await core.addFriend(code: code)
                state.code = ""
                return said
            }
        case .accept(let id): act { [core] in try await core.acceptFriend(id) }
        case .decline(let id): act { [core] in try await core.declineFriend(id); return nil }
        case .invite(let friend): state.inviting = friend
        case .inviteKind(let kind): state.inviteKind = kind
        case .inviteLanguage(let code): state.inviteLanguage = code
        case .sendInvite:
            guard let friend = state.inviting else { return }
            let kind = state.inviteKind, language = state.inviteLanguage
            state.inviting = nil
            // Quick games get the usual 10 minutes a player, as on Android.
            act { [core] in try await core.inviteFriend(friend.id, kind: kind, language: language, minutes: kind == .quick ? 10 : nil) }
        case .remove(let friend): state.removing = friend
        case .confirmRemove:
            guard let friend = state.removing else { return }
            state.removing = nil
            act { [core] in try await core.removeFriend(friend.id); return nil }
        case .join(let id):
            act { [self] in
                // The game has started and is on this device with the answer.
                if let gameId = try await core.acceptInvite(id) { onGame(gameId) }
                return nil
            }
        case .declineInvite(let id): act { [core] in try await core.declineInvite(id); return nil }
        case .closeSheet:
            state.inviting = nil
            state.removing = nil
        case .dismiss: state.message = nil
        case .refresh: Task { await refresh() }
        }
    }

    private func refresh() async {
        do {
            state.friends = try await core.friends()
            state.notRegistered = false
        } catch let e as CoreError where e.kind == .notRegistered {
            state.notRegistered = true
        } catch {
            state.message = describe(error)
        }
        state.loading = false
    }

    /// One action at a time: what it says (or why it was refused, in the player's words)
    /// becomes the notice, then the list is read again.
    private func act(_ block: @escaping @MainActor () async throws -> String?) {
        guard !state.busy else { return }
        state.busy = true
        state.message = nil
        Task {
            var said: String?
            do { said = try await block() } catch { said = describe(error) }
            await refresh()
            state.busy = false
            if let said { state.message = said }
        }
    }
}
