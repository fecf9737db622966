import Foundation

// The app's own picture of games, for local games against bots and online games alike: what
// the screens read. Built from the core's view models in Core.swift; nothing here is computed
// by Swift (scores, validity, notation come from the core). Mirrors
// android/ui/src/main/kotlin/app/slovo/ui/core/Model.kt field by field.

public enum GameKind: String, Sendable, CaseIterable { case bots, quick, daily }

public enum Premium: Sendable { case plain, doubleLetter, tripleLetter, doubleWord, tripleWord, centre }

public enum Level: String, Sendable, CaseIterable { case easy, medium, hard }

public struct Square: Equatable, Sendable {
    public var row: Int
    public var col: Int
    public var premium: Premium
    /// The face on the square (for a blank: the face it stands for), or nil.
    public var tile: String?
    public var blank = false
    public var lastMove = false
}

public struct Player: Equatable, Sendable {
    public var name: String
    public var score: Int
    public var isBot = false
    public var eliminated = false
    /// Quick games: milliseconds left on this player's clock when the game was read.
    public var clockMs: Int64?
    /// Online games: the rating in the game's language and mode (`1 523 ± 87`), shown with the name.
    public var rating: String?
}

public struct HistoryLine: Equatable, Sendable {
    public var player: Int
    public var text: String
    public var score: Int
    public var total: Int
}

public struct TileCount: Equatable, Sendable {
    public var face: String
    public var count: Int
}

/// A move of mine the server will not take, with its reason.
public struct Dropped: Equatable, Sendable {
    public var moveId: String
    public var gameId: String
    public var reason: String
}

/// A line of the final ranking; `detail` says what the score is made of (`(score 801, rack +8)`).
public struct Rank: Equatable, Sendable {
    public var seat: Int
    public var place: Int
    public var score: Int
    public var detail: String?
}

public struct Game: Equatable, Sendable {
    public var id: String
    public var kind: GameKind
    /// The room code of an online game.
    public var code: String?
    public var language: String
    public var tileSet: String
    public var me: Int
    public var players: [Player]
    /// The seat to move; nil once the game is over.
    public var toMove: Int?
    public var myTurn: Bool
    public var finished: Bool
    /// 1-based places per seat once over (ties share a place).
    public var ranks: [Int] = []
    /// 225 squares, row by row.
    public var squares: [Square]
    /// My rack, a face per tile, `?` for a blank.
    public var rack: [String]
    /// Points of each face of the tile set (`?` is 0).
    public var points: [String: Int]
    /// The faces a blank may stand for.
    public var blankFaces: [String]
    public var bag: Int
    public var unseen: [TileCount] = []
    public var history: [HistoryLine] = []
    /// Daily games: when the player to move runs out of time (ms since 1970).
    public var deadline: Int64?
    /// When the clocks in `players` were read (ms since 1970).
    public var readAt: Int64 = 0
    /// The seat whose play waits for its challenge window (challenge presets).
    public var awaitingChallenge: Int?
    /// Hints are allowed (a game against bots only).
    public var hintsAllowed = false
    /// In how many positions I was shown hints.
    public var hintsUsed = 0
    /// Who played first and why, a line per round of the draw, then the winner.
    public var opening: [String] = []
    /// Once over, the ranking best first, with what each score is made of.
    public var ranking: [Rank] = []
    /// My moves waiting to be sent.
    public var queued = 0
    public var dropped: [Dropped] = []
}

/// A tile put on the board but not yet played.
public struct Placement: Equatable, Hashable, Sendable {
    public var row: Int
    public var col: Int
    public var face: String
    public var blank: Bool
}

/// The core's verdict on tiles being placed.
public enum Verdict: Equatable, Sendable {
    case legal(score: Int, words: [String])
    case illegal(reason: String)
}

public struct Hint: Equatable, Sendable {
    public var text: String
    public var score: Int
    public var placements: [Placement]
}

/// A line of the home list.
public struct GameItem: Equatable, Identifiable, Sendable {
    public var id: String
    public var kind: GameKind
    public var language: String
    /// Opponents' names (local games), or the room code (online games not yet read).
    public var opponents: [String]
    /// Scores, mine first, then the opponents' in seat order.
    public var scores: [Int]
    public var myTurn: Bool
    public var finished: Bool
    public var deadline: Int64?
    public var queued = 0
    public var updatedAt: Int64 = 0
    /// A Tycoon game (the letter-patent card game) rather than a word game.
    public var tycoon = false
}

/// A move the player makes.
public enum Move: Equatable, Sendable {
    case play([Placement])
    case exchange([String])
    case pass, resign, challenge, accept
}

/// What happened to a move sent online.
public enum Sent: Equatable, Sendable {
    case done
    case waiting(reason: String)
    case refused(reason: String)
}

public struct Room: Equatable, Sendable {
    public var code: String
    public var kind: GameKind
    public var language: String
    public var seats: Int
    public var players: [String]
    public var gameId: String?
    /// Each seated player's rating (`1 523 ± 87`), nil when the server gave none.
    public var ratings: [String?] = []
}

public enum Seek: Equatable, Sendable {
    case matched(gameId: String)
    case waiting(seekId: String, until: Int64)
    case expired
}

/// How the phone's copy of online games stands with the server.
public enum SyncState: Equatable, Sendable {
    case idle, sending, upToDate
    case offline(waiting: Int)
}

/// How to set up a game against bots.
public struct BotGameSetup: Equatable, Sendable {
    public var language: String
    public var playerName: String
    public var bots: [Level]
    public var preset: String?
    public var rackSize = 7
    public var finishLine: Int?
}

/// A failure the screens show: the core's typed errors, in the app's terms.
public struct CoreError: Error, Equatable, Sendable {
    public enum Kind: Sendable { case illegal, notYourTurn, offline, needsNetwork, notRegistered, refused, unknownRoom, invalid, other }
    public var kind: Kind
    public var message: String
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// The text a screen shows for any failure.
func describe(_ error: Error) -> String {
    (error as? CoreError)?.message ?? error.localizedDescription
}

/// Milliseconds since 1970, the core's unit of time.
func nowMs() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
