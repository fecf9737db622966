import Foundation

// The people around the games as the core says them: friends, requests, invitations and a
// game's chat. Every sentence (presence, a request's or invitation's text, the chat's notice)
// is already in the interface language; Swift only lays out. Mirrors
// android/ui/src/main/kotlin/app/slovo/ui/core/People.kt.

/// Whether a friend is around: a game of theirs open now, seen in the last minutes, or not.
public enum Presence: Sendable { case live, recent, offline }

/// A friend in the list: name, whether around (in words too: colour is never the only cue),
/// and a rating per rated language and mode.
public struct Friend: Equatable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var presence: Presence
    public var presenceText: String
    public var ratings: [RatingRow]
}

/// A friend request or an invitation waiting for an answer, with its sentence
/// (`Ann asks to be your friend`, `Ann invites you: daily, Slovak`).
public struct Pending: Equatable, Identifiable, Sendable {
    /// The player's id for a request, the invitation's for an invitation.
    public var id: String
    public var name: String
    public var text: String
}

/// The friends screen: my code and how to use it, my friends (`empty` instead while there are
/// none), requests both ways and invitations both ways.
public struct Friends: Equatable, Sendable {
    public var code: String
    public var codeHelp: String
    public var friends: [Friend]
    public var empty: String?
    /// Requests to me: accept or decline.
    public var incoming: [Pending]
    /// My requests not yet answered.
    public var outgoing: [Pending]
    /// Invitations to me: play or decline.
    public var invites: [Pending]
    /// My invitations, waiting for theirs.
    public var invited: [Pending]
}

/// A message of a game's chat; `time` is the phone's clock (`14:05`).
public struct ChatMessage: Equatable, Identifiable, Sendable {
    public var seq: Int64
    public var seat: Int
    public var name: String
    public var text: String
    public var mine: Bool
    public var time: String
    public var id: Int64 { seq }
}

/// A game's chat: the messages, whether my chat is on, `notice` in their place (chat off, none
/// yet), and the longest message the server takes.
public struct Chat: Equatable, Sendable {
    public var messages: [ChatMessage]
    public var enabled: Bool
    public var notice: String?
    public var maxChars: Int
}

/// Why a player is reported (the core's `ReportCause`, one for one).
public enum ReportReason: Sendable, CaseIterable { case abusiveChat, cheating, offensiveName, spam, stalling, other }

/// A reason as the report menu offers it, labelled in the interface language.
public struct ReportOption: Equatable, Sendable {
    public var reason: ReportReason
    public var label: String
}

/// Where a rematch of a finished online game stands.
public enum RematchStage: Sendable { case notOffered, open, started, declined }

/// One player's answer to a rematch offer.
public enum RematchAnswer: Sendable { case waiting, accepted, declined }

/// A player of the finished game and their answer (`Eva: accepted`).
public struct RematchSeat: Equatable, Sendable {
    public var seat: Int
    public var name: String
    public var answer: RematchAnswer
    public var me: Bool
    public var text: String
}

/// The rematch part of a finished online game's end: where it stands in one sentence, each
/// player's answer, and what I may do (offer; accept or decline; open the new game).
public struct Rematch: Equatable, Sendable {
    public var stage: RematchStage
    public var seats: [RematchSeat]
    public var canOffer: Bool
    public var canAnswer: Bool
    /// Once everyone accepted: the new game, already on this device.
    public var newGameId: String?
    public var text: String
}

/// My vacation from daily games and this year's allowance, said by the core
/// (`On vacation until 12 Dec, 14:05.`, `9 of 14 vacation days left in 2026.`).
public struct Vacation: Equatable, Sendable {
    public var onVacation: Bool
    public var daysLeft: Int
    public var status: String
    public var allowance: String
    public var help: String
}

/// A player of a game who is away on vacation now (`Eva is on vacation until 12 Dec, 14:05.`).
public struct AwaySeat: Equatable, Sendable {
    public var seat: Int
    public var name: String
    public var me: Bool
    public var text: String
}

/// A player I blocked (`blocked on 2 Dec`).
public struct BlockedPlayer: Equatable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var text: String
}

/// My block list, which only I see: the players, `empty` instead while there are none, and
/// what a block does.
public struct Blocks: Equatable, Sendable {
    public var blocked: [BlockedPlayer]
    public var empty: String?
    public var help: String
}
