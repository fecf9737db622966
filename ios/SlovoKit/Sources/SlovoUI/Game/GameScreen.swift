import SwiftUI

/// The game screen: stateless, `state` in, events out through `send`, leaving through `onBack`.
/// Same parts, top to bottom, as GameView.kt: players and clocks, status, board, preview, rack,
/// actions; the end panel once the game is over; notices for waiting and dropped moves.
public struct GameScreen: View {
    let state: GameState
    let send: (GameEvent) -> Void
    let onBack: () -> Void
    /// Opens an online game's chat; nil against bots (no chat).
    let onChat: (() -> Void)?
    /// An online game's people: who is away on vacation, the rematch once over; nil against bots.
    let people: GamePeopleState?
    let sendPeople: (GamePeopleEvent) -> Void
    /// Opens the analysis of my turns once the game is over.
    let onAnalysis: (() -> Void)?
    @State private var boardFrame = CGRect.zero
    @State private var drag: (index: Int, at: CGPoint)?
    @Environment(\.colorScheme) private var scheme

    public init(state: GameState, send: @escaping (GameEvent) -> Void, onBack: @escaping () -> Void, onChat: (() -> Void)? = nil,
                people: GamePeopleState? = nil, sendPeople: @escaping (GamePeopleEvent) -> Void = { _ in },
                onAnalysis: (() -> Void)? = nil) {
        self.state = state
        self.send = send
        self.onBack = onBack
        self.onChat = onChat
        self.people = people
        self.sendPeople = sendPeople
        self.onAnalysis = onAnalysis
    }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            if let game = state.game {
                ScrollView {
                    VStack(spacing: 6) {
                        PlayersView(rows: state.players)
                        statusLines(game)
                        BoardView(squares: state.squares, labels: state.labels, zoomed: state.zoomed, focus: state.focus,
                                  onSquare: { send(.tapSquare(row: $0, col: $1)) })
                        if game.finished {
                            EndPanel(game: game, onBack: onBack, onAnalysis: onAnalysis)
                            if let people { RematchPanel(state: people, send: sendPeople) }
                        } else {
                            previewLine
                            rack(game)
                            ActionsView(state: state, send: send)
                        }
                        notices(game)
                    }
                }
                .scrollDisabled(drag != nil)
            } else {
                ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if let drag, let game = state.game, game.rack.indices.contains(drag.index) {
                // Drawn above the finger, so the target square stays visible (UI.md).
                let face = game.rack[drag.index]
                TileView(tile: TileLook(face: face, points: game.points[face], blank: face == "?", tentative: true), side: 56)
                    .position(x: drag.at.x, y: drag.at.y - 70)
                    .allowsHitTesting(false)
            }
        }
        .coordinateSpace(name: gameSpace)
        .onPreferenceChange(BoardFrameKey.self) { boardFrame = $0 }
        .navigationTitle(state.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                if let onChat { Button(PeopleTexts.chat, action: onChat).accessibilityIdentifier("action-chat") }
                Button(Texts.history) { send(.showHistory) }.accessibilityIdentifier("action-history")
                Button(Texts.tiles) { send(.showTiles) }.accessibilityIdentifier("action-tiles")
            }
        }
        .sensoryFeedback(.impact(weight: .light), trigger: state.placed.count) { old, new in new > old }
        .sensoryFeedback(.success, trigger: state.game?.history.count ?? 0) { old, new in new > old && old > 0 }
        .modifier(GameSheets(state: state, send: send))
    }

    private func statusLines(_ game: Game) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(state.status).font(.subheadline.weight(.semibold)).accessibilityIdentifier("status")
                if state.busy != nil && state.busy != .loading { ProgressView().controlSize(.small) }
                Spacer()
                Text(Texts.bag(game.bag)).font(.footnote).foregroundStyle(.secondary).accessibilityIdentifier("bag")
            }
            if let last = state.lastMove {
                Text(last).font(.footnote).foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .padding(.horizontal)
    }

    private var previewLine: some View {
        let colors = BoardColors.of(scheme)
        let (text, color): (String, Color) = {
            switch state.verdict {
            case .legal(let score, let words): return (Texts.legal(score, words), colors.legal)
            case .illegal(let reason): return (reason, colors.illegal)
            case nil: return (state.selected != nil ? Texts.tapASquare : "", Color.secondary)
            }
        }()
        return Text(text)
            .font(.body.weight(.semibold))
            .foregroundStyle(color)
            .lineLimit(2)
            .frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
            .padding(.horizontal)
            .accessibilityIdentifier("preview")
    }

    /// The rack: tap a tile then a square, or drag the tile onto the square.
    private func rack(_ game: Game) -> some View {
        let tiles = state.rackTiles
        return GeometryReader { geo in
            let side = min(52, geo.size.width / CGFloat(max(tiles.count, 7)))
            HStack(spacing: 0) {
                ForEach(Array(tiles.enumerated()), id: \.offset) { slot, tile in
                    let index = state.order[slot]
                    if let tile {
                        TileView(tile: tile, side: side)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(Texts.tile(tile.face, tile.blank ? nil : tile.points))
                            .accessibilityAddTraits(tile.selected ? [.isButton, .isSelected] : .isButton)
                            .onTapGesture { send(.tapRack(index)) }
                            .gesture(dragGesture(index), including: state.canAct ? .all : .none)
                    } else {
                        // Where a tile on the board this turn came from.
                        RoundedRectangle(cornerRadius: side * 0.14)
                            .strokeBorder(BoardColors.of(scheme).plain, lineWidth: 1)
                            .padding(side * 0.08)
                            .frame(width: side, height: side)
                    }
                }
            }
            .frame(maxWidth: .infinity)
        }
        .frame(height: 56)
        .padding(.horizontal, 8)
    }

    private func dragGesture(_ index: Int) -> some Gesture {
        DragGesture(minimumDistance: 4, coordinateSpace: .named(gameSpace))
            .onChanged { drag = (index, $0.location) }
            .onEnded { value in
                drag = nil
                if let square = squareAt(value.location) { send(.drop(index: index, row: square.row, col: square.col)) }
            }
    }

    /// The square under a point of the game screen, if any (the board reports its frame).
    private func squareAt(_ point: CGPoint) -> (row: Int, col: Int)? {
        guard boardFrame.width > 0, boardFrame.contains(point) else { return nil }
        let side = boardFrame.width / CGFloat(boardSize)
        let col = Int((point.x - boardFrame.minX) / side)
        let row = Int((point.y - boardFrame.minY) / side)
        return (0..<boardSize).contains(row) && (0..<boardSize).contains(col) ? (row, col) : nil
    }

    @ViewBuilder
    private func notices(_ game: Game) -> some View {
        if let message = state.message {
            Notice(text: message) { send(.dismiss) }
        }
        if game.queued > 0 {
            Notice(text: Texts.waitingMove(game.queued), onDismiss: nil)
        }
        if let dropped = game.dropped.first {
            Notice(text: Texts.droppedMove(dropped.reason)) { send(.acknowledgeDropped(dropped.moveId)) }
        }
        if !state.live {
            Notice(text: Texts.liveLost, onDismiss: nil)
        }
        // Players away on vacation: their daily deadlines stand still until they are back.
        ForEach(people?.away ?? [], id: \.seat) { away in
            Notice(text: away.text, onDismiss: nil).accessibilityIdentifier("away-\(away.seat)")
        }
    }
}

/// Every player's name, score and clock; whose turn it is marked, eliminated players struck.
struct PlayersView: View {
    let rows: [PlayerRow]
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        HStack(spacing: 6) {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                VStack(spacing: 2) {
                    Text(row.name)
                        .font(.subheadline.weight(row.me ? .bold : .regular))
                        .strikethrough(row.eliminated)
                        .lineLimit(2)
                        .multilineTextAlignment(.center)
                    if let rating = row.rating {
                        Text(rating).font(.caption.monospacedDigit()).foregroundStyle(.secondary).lineLimit(1)
                    }
                    Text("\(row.score)").font(.title3.weight(.bold))
                    if let clock = row.clock {
                        Text(clock)
                            .font(.callout.monospacedDigit())
                            .foregroundStyle(row.clockLow ? BoardColors.of(scheme).clockLow : Color.primary)
                    }
                    if row.eliminated { Text(Texts.eliminated).font(.caption) }
                }
                .frame(maxWidth: .infinity)
                .padding(6)
                .background(RoundedRectangle(cornerRadius: 10).fill(row.toMove ? Color.accentColor.opacity(0.18) : Color.clear))
                .accessibilityElement(children: .combine)
            }
        }
        .padding(.horizontal, 8)
    }
}

/// The primary actions in one row (shuffle or recall, exchange, pass, play), the others below.
struct ActionsView: View {
    let state: GameState
    let send: (GameEvent) -> Void

    var body: some View {
        let game = state.game
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                if state.placed.isEmpty {
                    action(Texts.shuffle, "action-shuffle", (game?.rack.count ?? 0) > 1, .shuffle)
                } else {
                    action(Texts.recall, "action-recall", true, .recall)
                }
                action(Texts.exchange, "action-exchange", state.canAct, .openExchange)
                action(Texts.pass, "action-pass", state.canAct, .pass)
                Button { send(.submit) } label: { Text(Texts.play).bold().frame(maxWidth: .infinity, minHeight: 36) }
                    .buttonStyle(.borderedProminent)
                    .disabled(!state.canSubmit)
                    .accessibilityIdentifier("action-play")
            }
            HStack(spacing: 6) {
                if game?.hintsAllowed == true { action(Texts.hint, "action-hint", state.canAct, .hint) }
                if state.canChallenge {
                    action(Texts.challenge, "action-challenge", true, .challenge)
                    action(Texts.accept, "action-accept", true, .accept)
                }
                action(state.zoomed ? Texts.zoomOut : Texts.zoomIn, "action-zoom", true, .toggleZoom)
                action(Texts.resign, "action-resign", state.busy == nil, .askResign)
            }
        }
        .padding(.horizontal, 8)
    }

    private func action(_ label: String, _ id: String, _ enabled: Bool, _ event: GameEvent) -> some View {
        Button { send(event) } label: { Text(label).lineLimit(1).minimumScaleFactor(0.7).frame(maxWidth: .infinity, minHeight: 36) }
            .buttonStyle(.bordered)
            .disabled(!enabled)
            .accessibilityIdentifier(id)
    }
}

/// The end of the game: who won, the ranking in rank order with final scores. The headline's
/// choice mirrors EndPanel in GameView.kt (ranks come from the core).
struct EndPanel: View {
    let game: Game
    let onBack: () -> Void
    let onAnalysis: (() -> Void)?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(headline).font(.title.bold()).accessibilityIdentifier("end-headline")
            Text(Texts.rackAdjustments).font(.footnote).foregroundStyle(.secondary)
            ForEach(ranking, id: \.seat) { line in
                let p = game.players[line.seat]
                HStack {
                    Text(Texts.place(line.place)).frame(minWidth: 28, alignment: .leading)
                    VStack(alignment: .leading) {
                        Text(p.name + (p.eliminated && line.detail == nil ? " (\(Texts.eliminated))" : ""))
                            .fontWeight(line.seat == game.me ? .bold : .regular)
                        if let detail = line.detail {
                            Text(detail).font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    Spacer()
                    Text("\(line.score)").bold()
                }
                .font(.headline)
                .accessibilityElement(children: .combine)
            }
            if game.hintsAllowed {
                Text(Texts.hintsUsed(game.hintsUsed)).font(.callout).foregroundStyle(.secondary)
            }
            Button(Texts.backToGames, action: onBack)
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
            if let onAnalysis {
                Button(AnalysisTexts.analysis, action: onAnalysis)
                    .buttonStyle(.bordered)
                    .frame(maxWidth: .infinity)
                    .accessibilityIdentifier("end-analysis")
            }
        }
        .padding()
    }

    private func rank(_ seat: Int) -> Int { game.ranks.indices.contains(seat) ? game.ranks[seat] : 0 }

    private var order: [Int] { game.players.indices.sorted { (rank($0) == 0 ? 9 : rank($0)) < (rank($1) == 0 ? 9 : rank($1)) } }

    /// The core's ranking when it gave one (with each score's making), else by the places.
    private var ranking: [Rank] {
        if !game.ranking.isEmpty { return game.ranking }
        return order.map { Rank(seat: $0, place: rank($0), score: game.players[$0].score, detail: nil) }
    }

    private var headline: String {
        let winners = game.ranks.indices.filter { game.ranks[$0] == 1 }
        let me = game.ranks.indices.contains(game.me) ? game.ranks[game.me] : nil
        if me == 1 { return winners.count > 1 ? Texts.draw : Texts.youWon }
        if winners.count == 1 { return Texts.winner(game.players[winners[0]].name) }
        return Texts.youLost
    }
}
