import SwiftUI

/// The game screen's panels as iOS shows them: the blank picker, the exchange, the history and
/// the unseen tiles as sheets; resigning and exchanging the whole rack as alerts that ask once.
/// Which one is up is the presenter's `state.sheet`; closing any sends `.dismiss`.
struct GameSheets: ViewModifier {
    let state: GameState
    let send: (GameEvent) -> Void

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: binding(isSheet)) {
                sheetContent
                    .padding()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
            .alert(alertTitle, isPresented: binding(isAlert)) {
                Button(Texts.cancel, role: .cancel) { send(.dismiss) }
                if case .confirmResign = state.sheet {
                    Button(Texts.resign, role: .destructive) { send(.confirmResign) }
                } else {
                    Button(Texts.exchange, role: .destructive) { send(.confirmExchange) }
                }
            } message: {
                Text(alertMessage)
            }
    }

    private func binding(_ shown: Bool) -> Binding<Bool> {
        Binding(get: { shown }, set: { if !$0 && shown { send(.dismiss) } })
    }

    private var isAlert: Bool {
        switch state.sheet {
        case .confirmResign, .exchange(_, true): return true
        default: return false
        }
    }

    private var isSheet: Bool { state.sheet != nil && !isAlert }

    private var alertTitle: String {
        if case .confirmResign = state.sheet { return Texts.resignTitle }
        return Texts.exchangeAllTitle
    }

    private var alertMessage: String {
        if case .exchange(let chosen, _) = state.sheet { return Texts.exchangeCount(chosen.count) }
        return Texts.resignText
    }

    @ViewBuilder
    private var sheetContent: some View {
        if let game = state.game {
            switch state.sheet {
            case .blankPicker(let faces, _, _, _):
                BlankPicker(faces: faces, send: send)
            case .exchange(let chosen, _):
                ExchangeSheet(game: game, chosen: chosen, send: send)
            case .history:
                HistorySheet(game: game)
            case .tiles:
                UnseenSheet(game: game)
            default:
                EmptyView()
            }
        }
    }
}

/// The letters a blank may stand for, from the core (Croatian's LJ NJ DŽ, Slovak's extras).
struct BlankPicker: View {
    let faces: [String]
    let send: (GameEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(Texts.pickBlank).font(.title2)
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 48), spacing: 6)], spacing: 6) {
                    ForEach(faces, id: \.self) { face in
                        Button { send(.pickBlank(face)) } label: { TileView(tile: TileLook(face: face, points: nil), side: 48) }
                            .buttonStyle(.plain)
                            .accessibilityLabel(face)
                            .accessibilityIdentifier("blank-\(face)")
                    }
                }
            }
        }
    }
}

struct ExchangeSheet: View {
    let game: Game
    let chosen: Set<Int>
    let send: (GameEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(Texts.exchangeTitle).font(.title2)
            HStack(spacing: 6) {
                ForEach(Array(game.rack.enumerated()), id: \.offset) { i, face in
                    let picked = chosen.contains(i)
                    Button { send(.toggleExchange(i)) } label: {
                        TileView(tile: TileLook(face: face, points: game.points[face], blank: face == "?", tentative: picked,
                                                selected: picked), side: 46)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(Texts.tile(face, face == "?" ? nil : game.points[face]))
                    .accessibilityAddTraits(picked ? .isSelected : [])
                }
            }
            HStack {
                Spacer()
                Button(Texts.cancel) { send(.dismiss) }
                Button(Texts.exchangeCount(chosen.count)) { send(.confirmExchange) }
                    .buttonStyle(.borderedProminent)
                    .disabled(chosen.isEmpty)
                    .accessibilityIdentifier("exchange-confirm")
            }
        }
    }
}

/// The moves so far, latest first, as the core writes them (notation, score, running total).
struct HistorySheet: View {
    let game: Game

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(Texts.history).font(.title2)
            if game.history.isEmpty { Text(Texts.noHistory) }
            List(Array(game.history.enumerated().reversed()), id: \.offset) { _, line in
                HStack {
                    Text(game.players[line.player].name).lineLimit(1).frame(width: 110, alignment: .leading)
                    Text(line.text).fontWeight(.semibold)
                    Spacer()
                    Text("\(line.score)").monospacedDigit()
                    Text("\(line.total)").monospacedDigit().foregroundStyle(.secondary).frame(minWidth: 40, alignment: .trailing)
                }
                .accessibilityElement(children: .combine)
            }
            .listStyle(.plain)
            // Oldest last: how the game began.
            ForEach(game.opening, id: \.self) { line in
                Text(line).font(.callout).foregroundStyle(.secondary)
            }
        }
    }
}

/// The tiles I have not seen (the bag and the opponents' racks), with the bag's count.
struct UnseenSheet: View {
    let game: Game

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(Texts.unseenTitle).font(.title2)
            Text(Texts.unseenSummary(bag: game.bag, total: game.unseen.reduce(0) { $0 + $1.count }))
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 70), spacing: 4)], spacing: 4) {
                    ForEach(game.unseen, id: \.face) { t in
                        HStack(spacing: 2) {
                            TileView(tile: TileLook(face: t.face, points: game.points[t.face], blank: t.face == "?"), side: 34)
                            Text("×\(t.count)").font(.callout)
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("\(t.face) ×\(t.count)")
                    }
                }
            }
        }
    }
}
