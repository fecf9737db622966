import Foundation

/// The board's side, in squares.
let boardSize = 15

/// What the player can do on the game screen. Mirrors GameEvent in
/// android/ui/src/main/kotlin/app/slovo/ui/game/GameState.kt.
public enum GameEvent: Equatable, Sendable {
    case tapRack(Int)
    case tapSquare(row: Int, col: Int)
    /// A rack tile dragged onto a square.
    case drop(index: Int, row: Int, col: Int)
    case pickBlank(String)
    case toggleExchange(Int)
    /// The player read why a move of theirs was not accepted.
    case acknowledgeDropped(String)
    case recall, shuffle, submit, openExchange, confirmExchange, pass, hint
    case askResign, confirmResign, challenge, accept, showHistory, showTiles, toggleZoom, dismiss
}

/// A tile of the rack put on the board this turn.
public struct Placed: Equatable, Sendable {
    public var rackIndex: Int
    public var placement: Placement
}

/// A panel over the game screen (a sheet or an alert on iOS).
public enum GameSheet: Equatable, Sendable {
    case blankPicker(faces: [String], rackIndex: Int, row: Int, col: Int)
    case exchange(chosen: Set<Int>, confirmAll: Bool)
    case confirmResign, history, tiles
}

/// Something under way that the player waits for, without the screen blocking.
public enum Busy: Equatable, Sendable {
    case loading, sending
    case thinking(String)
}

/// A player's line at the top of the game screen.
public struct PlayerRow: Equatable, Sendable {
    public var name: String
    public var score: Int
    public var toMove: Bool
    public var me: Bool
    public var eliminated: Bool
    public var clock: String?
    public var clockLow: Bool
    /// Online games: the rating shown with the name (`1 523 ± 87`).
    public var rating: String?
}

/// A tile as drawn, on the board or the rack.
public struct TileLook: Equatable, Sendable {
    public var face: String
    /// Points, or nil for a blank (which shows none).
    public var points: Int?
    public var blank = false
    /// Put down this turn, not yet played.
    public var tentative = false
    public var selected = false
}

/// One square as drawn: its premium, and the tile on it if any.
public struct SquareLook: Equatable, Sendable {
    public var row: Int
    public var col: Int
    public var premium: Premium
    public var tile: TileLook?
    /// Placed by the last play that stands.
    public var lastMove = false
}

/// The square the zoomed board centres on: the last one touched, or the centre.
public struct Focus: Equatable, Sendable {
    public var row: Int
    public var col: Int
}

/// The game screen's whole state: the game as the core last gave it, and this turn's tiles.
/// Its derived values mirror the getters of GameState.kt one for one (tested there on the JVM).
public struct GameState: Equatable, Sendable {
    public var game: Game?
    public var placed: [Placed] = []
    public var selected: Int?
    /// The rack's display order (indices into the game's rack).
    public var order: [Int] = []
    public var verdict: Verdict?
    public var sheet: GameSheet?
    public var busy: Busy?
    public var message: String?
    public var zoomed = false
    public var focus = Focus(row: 7, col: 7)
    public var labels = true
    /// The time the clocks are shown at (ms since 1970).
    public var now: Int64 = 0
    /// An online game's live stream is connected (or the game is local).
    public var live = true

    public var canAct: Bool {
        guard let game else { return false }
        return game.myTurn && !game.finished && busy == nil
    }

    public var canSubmit: Bool { canAct && !placed.isEmpty }

    public var canChallenge: Bool {
        guard let game, let seat = game.awaitingChallenge else { return false }
        return seat != game.me && game.myTurn && busy == nil
    }

    /// The board with this turn's tiles on it.
    public var squares: [SquareLook] {
        guard let g = game else { return [] }
        var mine: [Int: Placement] = [:]
        for p in placed { mine[p.placement.row * boardSize + p.placement.col] = p.placement }
        return g.squares.enumerated().map { i, s in
            let p = mine[i]
            var tile: TileLook?
            if let p {
                tile = TileLook(face: p.face, points: g.points[p.face], blank: p.blank, tentative: true)
            } else if let face = s.tile {
                tile = TileLook(face: face, points: g.points[face], blank: s.blank)
            }
            return SquareLook(row: s.row, col: s.col, premium: s.premium, tile: tile, lastMove: s.lastMove && p == nil)
        }
    }

    /// The rack in display order; nil where a tile is on the board this turn.
    public var rackTiles: [TileLook?] {
        guard let g = game else { return [] }
        let used = Set(placed.map(\.rackIndex))
        return order.map { i in
            let face = g.rack[i]
            return used.contains(i) ? nil : TileLook(face: face, points: g.points[face], blank: face == "?", selected: i == selected)
        }
    }

    public var players: [PlayerRow] {
        guard let g = game else { return [] }
        return g.players.enumerated().map { i, p in
            let moving = g.toMove == i && !g.finished
            // A running clock counts down from when the server's times were read.
            let left = p.clockMs.map { moving ? $0 - (now - g.readAt) : $0 }
            return PlayerRow(name: p.name, score: p.score, toMove: moving, me: i == g.me, eliminated: p.eliminated,
                             clock: left.map(Texts.clock), clockLow: (left ?? Int64.max) < 30_000, rating: p.rating)
        }
    }

    /// One line under the scores: whose turn, what is under way, or the daily deadline.
    public var status: String {
        guard let g = game else { return "" }
        if let busy {
            switch busy {
            case .loading: return ""
            case .sending: return Texts.sending
            case .thinking(let name): return Texts.thinking(name)
            }
        }
        if g.finished { return Texts.gameOver }
        if let seat = g.awaitingChallenge {
            let name = g.players[seat].name
            if seat == g.me { return Texts.yourPlayWaits }
            return g.myTurn ? Texts.yourTurn + " · " + Texts.mayChallenge(name) : Texts.awaitingChallenge(name)
        }
        let turn = g.myTurn ? Texts.yourTurn : g.toMove.map { Texts.toMove(g.players[$0].name) } ?? ""
        guard g.kind == .daily, let deadline = g.deadline else { return turn }
        return turn + " · " + Texts.deadline(Texts.timeLeft(deadline - now))
    }

    /// The last move, as the history writes it, with its author and score.
    public var lastMove: String? {
        guard let g = game, let line = g.history.last else { return nil }
        return "\(g.players[line.player].name): \(line.text) · \(Texts.points(line.score))"
    }

    /// The language, and for an online game its mode.
    public var title: String {
        guard let g = game else { return "" }
        return Texts.language(g.language) + (g.kind == .bots ? "" : " · " + Texts.kind(g.kind))
    }
}
