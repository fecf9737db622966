import Foundation
import Observation

/// Turns the core's game into `GameState`s and the player's `GameEvent`s into core calls, for
/// games against bots and online games alike. A line-by-line port of GamePresenter.kt
/// (android/ui/.../game/GamePresenter.kt, driven through whole games on the JVM): keep the two
/// in step. Runs on the main actor; the core's calls leave it by themselves (Core.swift).
@MainActor
@Observable
public final class GamePresenter {
    public private(set) var state: GameState

    private let core: Core
    private let gameId: String
    /// An online game (refereed by the server) rather than one against bots on this device.
    private let online: Bool
    @ObservationIgnored private var previewTask: Task<Void, Never>?
    @ObservationIgnored private var clockTask: Task<Void, Never>?
    @ObservationIgnored private var watch: Watch?
    @ObservationIgnored private var hintsShown = 0

    public init(core: Core, gameId: String, online: Bool, labels: Bool) {
        self.core = core
        self.gameId = gameId
        self.online = online
        state = GameState(busy: .loading, labels: labels)
    }

    /// Loads the game, lets the bots move if it is theirs, follows an online game live, runs the clocks.
    public func start() async {
        await reload()
        if !online {
            await letBotsMove()
            return
        }
        watch = try? core.watch(gameId, onGame: { [weak self] game in
            Task { @MainActor in self?.show(game) }
        }, onLive: { [weak self] live in
            Task { @MainActor in self?.state.live = live }
        })
        clockTask = Task { [weak self] in
            while !Task.isCancelled {
                self?.state.now = nowMs()
                try? await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
    }

    /// Leaves the screen: stops following the game and its clocks.
    public func stop() {
        watch?.stop()
        watch = nil
        clockTask?.cancel()
        previewTask?.cancel()
    }

    public func setLabels(_ on: Bool) { state.labels = on }

    public func send(_ event: GameEvent) {
        let s = state
        guard let game = s.game else { return }
        switch event {
        case .tapRack(let index):
            if game.myTurn { state.selected = state.selected == index ? nil : index }
        case .tapSquare(let row, let col):
            tapSquare(game, row, col)
        case .drop(let index, let row, let col):
            state.selected = index
            tapSquare(game, row, col)
        case .pickBlank(let face):
            if case .blankPicker(_, let rackIndex, let row, let col) = s.sheet {
                state.sheet = nil
                place(rackIndex, Placement(row: row, col: col, face: face, blank: true))
            }
        case .recall:
            changePlaced([])
        case .shuffle:
            state.order.shuffle()
        case .submit:
            if s.canSubmit { sendMove(.play(s.placed.map(\.placement))) }
        case .openExchange:
            if s.canAct { state.sheet = .exchange(chosen: [], confirmAll: false) }
        case .toggleExchange(let index):
            if case .exchange(var chosen, _) = s.sheet {
                if chosen.contains(index) { chosen.remove(index) } else { chosen.insert(index) }
                state.sheet = .exchange(chosen: chosen, confirmAll: false)
            }
        case .confirmExchange:
            guard case .exchange(let chosen, let confirmAll) = s.sheet, !chosen.isEmpty else { return }
            // The whole rack asks once (UI.md: what cannot be undone asks once).
            if chosen.count == game.rack.count && !confirmAll {
                state.sheet = .exchange(chosen: chosen, confirmAll: true)
            } else {
                state.sheet = nil
                sendMove(.exchange(chosen.sorted().map { game.rack[$0] }))
            }
        case .pass:
            if s.canAct { sendMove(.pass) }
        case .hint:
            if s.canAct && game.hintsAllowed { hint() }
        case .askResign:
            if !game.finished { state.sheet = .confirmResign }
        case .confirmResign:
            state.sheet = nil
            sendMove(.resign)
        case .challenge:
            if s.canChallenge { sendMove(.challenge) }
        case .accept:
            if s.canChallenge { sendMove(.accept) }
        case .showHistory:
            state.sheet = .history
        case .showTiles:
            state.sheet = .tiles
        case .toggleZoom:
            state.zoomed.toggle()
        case .dismiss:
            state.sheet = nil
            state.message = nil
        case .acknowledgeDropped(let moveId):
            Task {
                do { try await core.acknowledgeDropped(moveId) } catch { fail(error) }
                await reload()
            }
        }
    }

    private func tapSquare(_ game: Game, _ row: Int, _ col: Int) {
        state.focus = Focus(row: row, col: col)
        // Tapping a tile of this turn takes it back to the rack.
        if let mine = state.placed.first(where: { $0.placement.row == row && $0.placement.col == col }) {
            changePlaced(state.placed.filter { $0 != mine })
            return
        }
        guard let index = state.selected, game.myTurn, game.squares[row * boardSize + col].tile == nil else { return }
        let face = game.rack[index]
        if face == "?" {
            state.sheet = .blankPicker(faces: game.blankFaces, rackIndex: index, row: row, col: col)
        } else {
            place(index, Placement(row: row, col: col, face: face, blank: false))
        }
    }

    private func place(_ rackIndex: Int, _ placement: Placement) {
        let rest = state.placed.filter { $0.rackIndex != rackIndex }
        state.selected = nil
        changePlaced(rest + [Placed(rackIndex: rackIndex, placement: placement)])
    }

    /// This turn's tiles changed: ask the core what they would make, at once.
    private func changePlaced(_ placed: [Placed]) {
        state.placed = placed
        state.verdict = nil
        state.message = nil
        previewTask?.cancel()
        guard let game = state.game, !placed.isEmpty, game.myTurn else { return }
        previewTask = Task {
            let verdict = try? await core.preview(game, placed.map(\.placement))
            // A later change of tiles has its own preview under way.
            if !Task.isCancelled && state.placed == placed { state.verdict = verdict }
        }
    }

    /// Puts the next best play on the board, cycling through the best few.
    private func hint() {
        Task {
            let hints: [Hint]
            do { hints = try await core.hints(gameId, hintsShown + 1) } catch { return fail(error) }
            var chosen = hints.indices.contains(hintsShown) ? hints[hintsShown] : nil
            if chosen == nil {
                chosen = hints.first
                hintsShown = 0
            }
            guard let hint = chosen, let game = state.game else { return }
            hintsShown += 1
            var free = Array(game.rack.indices)
            var placed: [Placed] = []
            for p in hint.placements {
                guard let at = free.firstIndex(where: { game.rack[$0] == (p.blank ? "?" : p.face) }) else { return }
                placed.append(Placed(rackIndex: free.remove(at: at), placement: p))
            }
            changePlaced(placed)
        }
    }

    private func sendMove(_ move: Move) {
        guard let game = state.game else { return }
        state.busy = .sending
        state.sheet = nil
        Task {
            let sent: Sent
            do {
                sent = try await core.move(game, move)
            } catch {
                state.busy = nil
                return fail(error)
            }
            hintsShown = 0
            state.placed = []
            state.verdict = nil
            state.selected = nil
            state.zoomed = false
            state.busy = nil
            switch sent {
            case .waiting(let reason), .refused(let reason): state.message = reason
            case .done: break
            }
            await reload()
            if !online { await letBotsMove() }
        }
    }

    private func letBotsMove() async {
        guard let game = state.game else { return }
        // The bots move on their turns, and decide on my play waiting for its challenge window
        // (a play that goes out waits so even when the turn stays mine).
        if game.finished || (game.myTurn && game.awaitingChallenge != game.me) { return }
        let next = game.toMove.map { game.players[$0].name } ?? ""
        state.busy = .thinking(next)
        do { try await core.runBots(gameId) } catch { fail(error) }
        state.busy = nil
        await reload()
    }

    private func reload() async {
        do {
            show(try await (online ? core.onlineGame(gameId) : core.localGame(gameId)))
        } catch {
            fail(error)
        }
    }

    private func show(_ game: Game) {
        let sameRack = state.game?.rack == game.rack
        state.game = game
        if state.busy == .loading { state.busy = nil }
        if !sameRack { state.order = Array(game.rack.indices) }
        if !(sameRack && game.myTurn) { state.placed = [] }
        state.now = nowMs()
    }

    private func fail(_ error: Error) {
        state.message = describe(error)
        if state.busy == .loading { state.busy = nil }
    }
}
