import Foundation

// Tycoon, the letter-patent card game, as the screens read it: built from the core's Tycoon
// view models in Core.swift, every number and line as the core gave it (payouts, royalties,
// validity and the end of the game are the core's). The app's names differ from the
// bindings' (`TycoonGame`, not `TycoonScreen`) so that no file reads one for the other.

/// Where the turn stands (the core's `TycoonPhase`).
public enum TurnStage: Sendable {
    /// Build a word (two with V), exchange cards, or replace one first (Q).
    case start
    /// Challenge mode: a word waits for the other players' challenges.
    case pending
    /// A word scored: buy a patent, then end the turn, discarding any cards.
    case afterWord
    /// The turn is lost: discard one card.
    case penalty
    case over
}

/// A player's holdings as everyone sees them: their hand only as a count.
public struct TycoonPlayer: Equatable, Sendable {
    public var name: String
    public var isBot: Bool
    public var money: Int
    public var stock: Int
    /// The letters whose patents they own.
    public var patents: [String]
    public var patentValue: Int
    /// Money + stock + patent values.
    public var score: Int
    public var handSize: Int
}

/// A letter's patent: its price (its value at the end) and its owner's seat.
public struct Patent: Equatable, Sendable {
    public var letter: String
    public var price: Int
    public var owner: Int?
}

/// A royalty the bank pays a patent's owner for a card of a word.
public struct Royalty: Equatable, Sendable {
    public var player: Int
    public var name: String
    public var amount: Int
}

/// What a word pays; `text` says it all in one line (`CATS: $2, 0 stock; royalties: Bot 1 +$1`).
public struct WordPayout: Equatable, Sendable {
    public var word: String
    public var money: Int
    public var stock: Int
    /// 1, 2, 4…: the doublers applied.
    public var factor: Int
    public var royalties: [Royalty]
    public var text: String
}

/// One thing a player did, said: the words it scored and a line per fact.
public struct TycoonReport: Equatable, Sendable {
    public var player: Int
    public var name: String
    public var words: [WordPayout]
    public var lines: [String]
}

/// A place at the end (tied players share it).
public struct TycoonPlace: Equatable, Sendable {
    public var place: Int
    public var player: Int
    public var name: String
    public var score: Int
    /// Out of the game before its end (online: out of time), placed below everyone still in.
    public var eliminated = false
}

/// A Tycoon game as I may see it.
public struct TycoonGame: Equatable, Sendable {
    public var id: String
    public var me: Int
    public var players: [TycoonPlayer]
    /// My cards, a letter each, in the order `CardRef` counts them.
    public var hand: [String]
    public var community: [String]
    /// A to Z.
    public var patents: [Patent]
    /// The seat whose turn it is.
    public var current: Int
    public var stage: TurnStage
    /// I am to act: my turn, or a bot's word waits for my answer.
    public var myTurn: Bool
    /// The patent value that begins the final round.
    public var goal: Int
    /// The goal's minimum number of patents, when that rule is on.
    public var minPatents: Int?
    public var finalRound: Bool
    public var finished: Bool
    public var deckSize: Int
    public var challengeMode: Bool
    public var attemptsLeft: Int?
    /// Challenge mode: the words waiting for my answer.
    public var pendingWords: [String]
    /// The patents I may buy now.
    public var buyable: [String]
    /// I may replace a card before building (Q patent).
    public var canReplaceCard: Bool
    /// Since my last turn ended: the others' turns, then mine so far.
    public var recent: [TycoonReport]
    /// Best first, once over.
    public var standings: [TycoonPlace]

    /// I own the patent of `letter` (and with it its power: V, X, Z, Q).
    public func iOwn(_ letter: String) -> Bool {
        players.indices.contains(me) && players[me].patents.contains(letter)
    }

    public func price(of letter: String) -> Int { patents.first { $0.letter == letter }?.price ?? 0 }

    public func letter(of card: CardRef) -> String {
        let cards = card.fromHand ? hand : community
        return cards.indices.contains(card.index) ? cards[card.index] : ""
    }
}

/// A card on my side of the table: of my hand or of the community, by its place there.
public struct CardRef: Hashable, Sendable {
    public var fromHand: Bool
    public var index: Int
}

/// One letter of a word being built: a card, or (X patent) a card of the word used again.
public struct WordSlot: Equatable, Sendable {
    public var card: CardRef
    public var copy = false
}

/// A word being built: its letters in order, an S added (Z patent), Y declared a vowel.
public struct WordDraft: Equatable, Sendable {
    public var slots: [WordSlot] = []
    public var addS = false
    public var yVowel = false
}

/// The core's verdict on the words being built.
public struct TycoonVerdict: Equatable, Sendable {
    /// The rules allow it and the word list knows every word.
    public var valid: Bool
    /// Why not, when not valid.
    public var reason: String?
    /// As spelt; empty when the rules refuse the shape.
    public var words: [String]
    /// Words the list lacks: refused at once, or open to challenges in that mode.
    public var unknown: [String]
    public var payouts: [WordPayout]
    /// Owed by the bank to other players for these cards, in all.
    public var royalties: Int
    /// The patents the words would let me buy.
    public var buyable: [String]
}

/// What the player does in a Tycoon game.
public enum TycoonAction: Equatable, Sendable {
    case build([WordDraft])
    case buyPatent(String)
    /// End the turn after a word, discarding these hand cards and drawing back to seven.
    case endTurn(discard: [Int])
    /// Instead of a word: give these hand cards back for as many (none: pass).
    case exchange([Int])
    /// After a lost turn.
    case penaltyDiscard(Int)
    /// Q patent, before building.
    case replaceCard(Int)
    case challenge, accept
}

/// How to set up a Tycoon game against bots.
public struct TycoonGameSetup: Equatable, Sendable {
    public var playerName: String
    /// 1 to 4.
    public var bots: [Level]
    /// Words open to the bots' challenges instead of checked at once.
    public var challenges = false
}

/// An online Tycoon game's outbox and time: my moves waiting to be sent, those the server
/// refused for good, the daily deadline, a quick game's clocks (each seat's ms left when read
/// at `readAt`, set by the presenter), and the seats out of the game. As OnlineTurn in
/// TycoonTable.kt.
public struct OnlineTurn: Equatable, Sendable {
    public var queued: Int
    public var dropped: [Dropped]
    /// Daily games: when the player to move runs out of time (ms since 1970).
    public var deadline: Int64?
    /// Quick games: each seat's milliseconds left when the table was read; nil in daily games.
    public var clocks: [Int64]? = nil
    /// Per seat: out of the game (out of time).
    public var eliminated: [Bool] = []
    /// When the presenter read the table (ms since 1970): the running clock counts from it.
    public var readAt: Int64 = 0
}

/// An online Tycoon game as last read from its local copy: the table as the Tycoon screen
/// reads it (my hand only, the others' as counts; plain names, who is out with the turn), its
/// outbox, deadline and clocks, and the server's version it is from.
public struct OnlineTycoonGame: Equatable, Sendable {
    public var game: TycoonGame
    public var turn: OnlineTurn
    public var version: Int64
}

/// One move of an online Tycoon game, said (a line a fact), with the game's version after it.
public struct OnlineReport: Equatable, Sendable {
    public var version: Int64
    public var report: TycoonReport
}

/// An online game found by its id or room code, of either family.
public struct FoundGame: Equatable, Sendable {
    public var id: String
    public var tycoon: Bool
}
