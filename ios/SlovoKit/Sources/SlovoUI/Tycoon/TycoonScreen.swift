import SwiftUI

/// The Tycoon screen: stateless, `state` in, events out through `send`, leaving through
/// `onBack`. The same parts, top to bottom, as TycoonView.kt: players, status and goal, what
/// happened since my last turn, the patents, then my side of the table (or the end). Local
/// and online games alike; online, the status line has the deadline and moves waiting.
public struct TycoonScreen: View {
    let state: TycoonState
    let send: (TycoonEvent) -> Void
    let onBack: () -> Void

    public init(state: TycoonState, send: @escaping (TycoonEvent) -> Void, onBack: @escaping () -> Void) {
        self.state = state
        self.send = send
        self.onBack = onBack
    }

    public var body: some View {
        Group {
            if let game = state.game {
                ScrollView {
                    VStack(alignment: .leading, spacing: 6) {
                        TycoonPlayersView(state: state, game: game)
                        statusLines(game)
                        RecentView(game: game)
                        PatentsView(game: game, onBuy: { send(.buy($0)) })
                        if game.finished {
                            TycoonEndPanel(game: game, onBack: onBack)
                        } else {
                            TableView(state: state, game: game, send: send)
                        }
                        // Online: a move of mine the server refused for good, until read.
                        if let dropped = state.online?.dropped.first {
                            Notice(text: Texts.droppedMove(dropped.reason)) { send(.acknowledgeDropped(dropped.moveId)) }
                        }
                        if let message = state.message {
                            Notice(text: message) { send(.dismiss) }
                        }
                    }
                    .padding(.vertical, 4)
                }
            } else if let message = state.message {
                Notice(text: message, onDismiss: nil).frame(maxHeight: .infinity)
            } else {
                ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .navigationTitle(TycoonTexts.tycoon)
        .navigationBarTitleDisplayMode(.inline)
        .sensoryFeedback(.impact(weight: .light), trigger: state.used.count) { old, new in new > old }
        .sensoryFeedback(.success, trigger: myScore) { old, new in new > old }
    }

    /// Rises when I earn: a word of mine scoring, a royalty from a bot's word.
    private var myScore: Int {
        guard let g = state.game, g.players.indices.contains(g.me) else { return 0 }
        return g.players[g.me].score
    }

    private func statusLines(_ game: TycoonGame) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(state.status).font(.subheadline.weight(.semibold)).lineLimit(1).accessibilityIdentifier("status")
                if state.busy != nil && state.busy != .loading { ProgressView().controlSize(.small) }
                Spacer()
                Text(TycoonTexts.deck(game.deckSize)).font(.footnote).foregroundStyle(.secondary).accessibilityIdentifier("deck")
            }
            Text(state.goal)
                .font(.footnote.weight(game.finalRound ? .bold : .regular))
                .foregroundStyle(game.finalRound ? Color.accentColor : Color.secondary)
                .accessibilityIdentifier("goal")
        }
        .padding(.horizontal)
    }
}

/// My side of the table: the community, the words being built with their preview, my hand,
/// what to do now and the actions for it.
struct TableView: View {
    let state: TycoonState
    let game: TycoonGame
    let send: (TycoonEvent) -> Void

    var body: some View {
        let used = state.used
        VStack(alignment: .leading, spacing: 4) {
            SectionLabel(text: TycoonTexts.community)
            CardsRow(cards: game.community.indices.map { i in
                card(game.community[i], inWord: state.building && used.contains(CardRef(fromHand: false, index: i)))
            }, idPrefix: "community") { send(.tapCommunity($0)) }
            if state.building || state.words.contains(where: { !$0.slots.isEmpty }) {
                ForEach(Array(state.words.enumerated()), id: \.offset) { w, word in
                    WordRow(state: state, index: w, word: word, send: send)
                }
                PreviewLine(state: state)
            }
            SectionLabel(text: TycoonTexts.hand)
            CardsRow(cards: game.hand.indices.map { i in
                card(game.hand[i], inWord: state.building && used.contains(CardRef(fromHand: true, index: i)),
                     chosen: state.chosen.contains(i))
            }, idPrefix: "hand") { send(.tapHand($0)) }
            if let instruction = state.instruction {
                Text(instruction)
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 8)
                    .accessibilityIdentifier("instruction")
            }
            TycoonActions(state: state, game: game, send: send)
        }
        .padding(.horizontal, 8)
    }

    /// A card in the word leaves its place empty, unless X may use it again.
    private func card(_ letter: String, inWord: Bool, chosen: Bool = false) -> TileLook? {
        if inWord && !state.owns("X") { return nil }
        return TileLook(face: letter, points: nil, tentative: inWord, selected: chosen)
    }
}

/// A word being built: its letters (a copy and the added S drawn as no real card), each
/// tappable to take it out; tapping the word makes it the one the next card goes to.
struct WordRow: View {
    let state: TycoonState
    let index: Int
    let word: WordDraft
    let send: (TycoonEvent) -> Void

    var body: some View {
        let active = index == state.active && state.words.count > 1
        let tiles: [TileLook?] = word.slots.map { TileLook(face: state.letter($0.card), points: nil, blank: $0.copy, tentative: true) }
            + (word.addS ? [TileLook(face: "S", points: nil, blank: true, tentative: true)] : [])
        VStack(alignment: .leading, spacing: 2) {
            SectionLabel(text: index == 0 ? TycoonTexts.word : TycoonTexts.secondWord)
            CardsRow(cards: tiles.isEmpty ? [nil] : tiles, idPrefix: "word-\(index)-slot") { slot in
                if slot < word.slots.count { send(.tapSlot(word: index, slot: slot)) } else if word.addS { send(.toggleAddS) }
            }
        }
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(active ? Color.accentColor : Color.clear, lineWidth: 2))
        .contentShape(Rectangle())
        .onTapGesture { send(.selectWord(index)) }
        .accessibilityIdentifier("word-\(index)")
    }
}

/// The core's verdict on the words being built: what they pay, or why not.
struct PreviewLine: View {
    let state: TycoonState
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let colors = BoardColors.of(scheme)
        let color: Color = state.verdict == nil ? .secondary : (state.previewValid ? colors.legal : colors.illegal)
        Text(state.previewText ?? (state.building ? TycoonTexts.tapCards : ""))
            .font(.body.weight(.semibold))
            .foregroundStyle(color)
            .lineLimit(3)
            .frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
            .padding(.horizontal, 8)
            .accessibilityIdentifier("preview")
    }
}

/// What I may do now: build (with my patents' powers), exchange or replace a card; buy a
/// patent and end the turn; discard for a lost turn; answer a bot's word.
struct TycoonActions: View {
    let state: TycoonState
    let game: TycoonGame
    let send: (TycoonEvent) -> Void

    var body: some View {
        if state.canAct {
            VStack(spacing: 6) {
                switch game.stage {
                case .start:
                    switch state.picking {
                    case .build:
                        PowersView(state: state, game: game, send: send)
                        HStack(spacing: 6) {
                            secondary(TycoonTexts.clear, "action-clear", enabled: !state.used.isEmpty, .clear)
                            secondary(TycoonTexts.exchange, "action-exchange", enabled: true, .startExchange)
                            primary(TycoonTexts.build, "action-build", enabled: state.canBuild, .build)
                        }
                    case .exchange:
                        HStack(spacing: 6) {
                            secondary(Texts.cancel, "action-cancel", enabled: true, .cancelPicking)
                            primary(TycoonTexts.exchangeCount(state.chosen.count), "action-exchange-confirm", enabled: true,
                                    .confirmExchange)
                        }
                    case .replace:
                        secondary(Texts.cancel, "action-cancel", enabled: true, .cancelPicking)
                    }
                case .afterWord:
                    FlowLayout(spacing: 6) {
                        ForEach(game.buyable, id: \.self) { letter in
                            secondary(TycoonTexts.buy(letter, game.price(of: letter)), "buy-\(letter)", enabled: true, .buy(letter))
                                .fixedSize()
                        }
                    }
                    primary(TycoonTexts.endTurn(state.chosen.count), "action-end-turn", enabled: true, .endTurn)
                case .penalty:
                    primary(TycoonTexts.discard, "action-discard", enabled: state.chosen.count == 1, .confirmPenalty)
                case .pending:
                    HStack(spacing: 6) {
                        secondary(Texts.challenge, "action-challenge", enabled: true, .challenge)
                        primary(Texts.accept, "action-accept", enabled: true, .accept)
                    }
                case .over:
                    EmptyView()
                }
            }
            .padding(.vertical, 4)
        }
    }

    private func secondary(_ label: String, _ id: String, enabled: Bool, _ event: TycoonEvent) -> some View {
        Button { send(event) } label: { Text(label).lineLimit(1).minimumScaleFactor(0.7).frame(maxWidth: .infinity, minHeight: 36) }
            .buttonStyle(.bordered)
            .disabled(!enabled)
            .accessibilityIdentifier(id)
    }

    private func primary(_ label: String, _ id: String, enabled: Bool, _ event: TycoonEvent) -> some View {
        Button { send(event) } label: {
            Text(label).bold().lineLimit(1).minimumScaleFactor(0.7).frame(maxWidth: .infinity, minHeight: 36)
        }
        .buttonStyle(.borderedProminent)
        .disabled(!enabled)
        .accessibilityIdentifier(id)
    }
}

/// The letter powers of my patents that need a choice: V's second word, Z's S, Y as a vowel,
/// Q's replacement. (X needs none: a card of the word tapped again; B, J and K double by
/// themselves, and the preview shows it.)
struct PowersView: View {
    let state: TycoonState
    let game: TycoonGame
    let send: (TycoonEvent) -> Void

    var body: some View {
        let word = state.words[state.active]
        let hasY = word.slots.contains { state.letter($0.card) == "Y" }
        if state.owns("V") || state.owns("Z") || hasY || game.canReplaceCard {
            FlowLayout {
                if state.owns("V") {
                    Choice(label: TycoonTexts.secondWord, chosen: state.words.count > 1) { send(.secondWord) }
                        .accessibilityIdentifier("power-v")
                }
                if state.owns("Z") {
                    Choice(label: TycoonTexts.addS, chosen: word.addS) { send(.toggleAddS) }.accessibilityIdentifier("power-z")
                }
                if hasY {
                    Choice(label: TycoonTexts.yVowel, chosen: word.yVowel) { send(.toggleYVowel) }.accessibilityIdentifier("power-y")
                }
                if game.canReplaceCard {
                    Choice(label: TycoonTexts.replace, chosen: false) { send(.startReplace) }.accessibilityIdentifier("power-q")
                }
            }
        }
    }
}

/// A row of cards drawn as tiles (a letter, no points); nil leaves a card's place empty.
struct CardsRow: View {
    let cards: [TileLook?]
    let idPrefix: String
    let onTap: (Int) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        GeometryReader { geo in
            let side = min(52, geo.size.width / CGFloat(max(cards.count, 7)))
            HStack(spacing: 0) {
                ForEach(Array(cards.enumerated()), id: \.offset) { i, card in
                    if let card {
                        TileView(tile: card, side: side)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(card.face)
                            .accessibilityAddTraits(card.selected || card.tentative ? [.isButton, .isSelected] : .isButton)
                            .accessibilityIdentifier("\(idPrefix)-\(i)")
                            .onTapGesture { onTap(i) }
                    } else {
                        RoundedRectangle(cornerRadius: side * 0.14)
                            .strokeBorder(BoardColors.of(scheme).plain, lineWidth: 1)
                            .padding(side * 0.08)
                            .frame(width: side, height: side)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(height: 56)
    }
}

/// A small heading over a part of the table.
struct SectionLabel: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.weight(.semibold))
            .foregroundStyle(Color.accentColor)
            .padding(.leading, 8)
            .padding(.top, 4)
            .accessibilityAddTraits(.isHeader)
    }
}
