import SwiftUI

// The Tycoon screen's panels that show the whole table: the players, what happened since my
// last turn, the patents and the end of the game. As in TycoonView.kt.

/// Each seat's colour, on patents and beside names; white text on each is above 4.5:1. The
/// same values as seatColors in TycoonView.kt.
private let seatColors: [Color] = [
    Color(hex: 0x2E6B5A), Color(hex: 0x1565C0), Color(hex: 0x8E24AA), Color(hex: 0xAD1457), Color(hex: 0x6D4C41),
]

func seatColor(_ seat: Int) -> Color { seatColors[seat % seatColors.count] }

/// Every player's score, money and stock, patent value and (for the others) cards in hand;
/// whose turn it is, marked; online, under the name, out of the game or a quick game's clock.
struct TycoonPlayersView: View {
    let state: TycoonState
    let game: TycoonGame
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            ForEach(Array(game.players.enumerated()), id: \.offset) { i, p in
                let toMove = i == game.current && !game.finished
                VStack(alignment: .leading, spacing: 1) {
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Circle().fill(seatColor(i)).frame(width: 10, height: 10)
                        Text(p.name)
                            .font(.subheadline.weight(i == game.me ? .bold : .regular))
                            .lineLimit(2)
                    }
                    if let line = state.seatLine(i) {
                        Text(line.text)
                            .font(.subheadline.weight(.semibold).monospacedDigit())
                            .foregroundStyle(line.low ? BoardColors.of(scheme).clockLow : Color.primary)
                            .lineLimit(1)
                            .accessibilityIdentifier("seat-line-\(i)")
                    }
                    Text("\(p.score)").font(.title3.bold()).accessibilityIdentifier("score-\(i)")
                    Text(TycoonTexts.holdings(money: p.money, stock: p.stock)).font(.caption2)
                    Text(TycoonTexts.patentValue(p.patentValue)).font(.caption2)
                    if i != game.me { Text(TycoonTexts.cards(p.handSize)).font(.caption2) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(6)
                .background(RoundedRectangle(cornerRadius: 12).fill(toMove ? Color.accentColor.opacity(0.18) : Color.secondary.opacity(0.1)))
                .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(toMove ? Color.accentColor : Color.clear, lineWidth: 2))
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("player-\(i)")
            }
        }
        .padding(.horizontal, 8)
    }
}

/// What happened since my last turn: the words with their payouts and royalties, the patents
/// bought, the final round beginning; the latest few.
struct RecentView: View {
    let game: TycoonGame

    var body: some View {
        let lines = game.recent.flatMap(\.lines)
        VStack(alignment: .leading, spacing: 2) {
            SectionLabel(text: TycoonTexts.recent)
            // Older ones went with their turns.
            ForEach(Array((lines.isEmpty ? [TycoonTexts.noRecent] : lines).suffix(6).enumerated()), id: \.offset) { _, line in
                Text(line).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.1)))
        .padding(.horizontal, 12)
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("recent")
    }
}

/// The 26 patents: letter and price, in their owner's colour; those I may buy now outlined
/// and tappable.
struct PatentsView: View {
    let game: TycoonGame
    let onBuy: (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            SectionLabel(text: TycoonTexts.patents)
            FlowLayout(spacing: 4) {
                ForEach(game.patents, id: \.letter) { patent in
                    PatentChip(patent: patent, game: game, buyable: game.myTurn && game.buyable.contains(patent.letter), onBuy: onBuy)
                }
            }
        }
        .padding(.horizontal, 12)
    }
}

struct PatentChip: View {
    let patent: Patent
    let game: TycoonGame
    let buyable: Bool
    let onBuy: (String) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let owner = patent.owner
        let ink: Color = owner == nil ? .primary : .white
        let shape = RoundedRectangle(cornerRadius: 8)
        VStack(spacing: 0) {
            Text(patent.letter).font(.headline.bold()).foregroundStyle(ink)
            Text(TycoonTexts.money(patent.price)).font(.caption2).foregroundStyle(ink).lineLimit(1)
        }
        .frame(width: 40, height: 48)
        .background(shape.fill(owner.map(seatColor) ?? Color.secondary.opacity(0.15)))
        .overlay(shape.strokeBorder(buyable ? BoardColors.of(scheme).selection : Color.clear, lineWidth: 3))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(description)
        .accessibilityAddTraits(buyable ? .isButton : [])
        .accessibilityIdentifier("patent-\(patent.letter)")
        .onTapGesture { if buyable { onBuy(patent.letter) } }
    }

    /// The letter, its price and its owner, as TycoonView.kt describes a patent.
    private var description: String {
        let owner = patent.owner.flatMap { game.players.indices.contains($0) ? game.players[$0].name : nil }
        return patent.letter + " " + TycoonTexts.money(patent.price) + (owner.map { " " + $0 } ?? "")
    }
}

/// The end: who won, each place with what its score is made of (a seat out of the game marked
/// under its line, as TycoonView.kt's EndPanel), and the rule.
struct TycoonEndPanel: View {
    let game: TycoonGame
    let onBack: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(headline).font(.title2.bold()).accessibilityIdentifier("end-headline")
            ForEach(game.standings, id: \.player) { s in
                let p = game.players[s.player]
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Circle().fill(seatColor(s.player)).frame(width: 10, height: 10)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(TycoonTexts.breakdown(s.place, s.name, score: s.score, money: p.money, stock: p.stock,
                                                   value: p.patentValue, patents: p.patents))
                            .fontWeight(s.player == game.me ? .bold : .regular)
                        if s.eliminated {
                            Text(TycoonTexts.standingOut).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("standing-\(s.player)")
            }
            Text(TycoonTexts.scoreRule).font(.footnote).foregroundStyle(.secondary)
            Button { onBack() } label: { Text(Texts.backToGames).bold().frame(maxWidth: .infinity, minHeight: 44) }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("end-home")
        }
        .padding()
    }

    private var headline: String {
        let winners = game.standings.filter { $0.place == 1 }
        if winners.count > 1 { return TycoonTexts.tie(winners.map(\.name)) }
        if winners.first?.player == game.me { return TycoonTexts.youWin }
        return TycoonTexts.winner(winners.first?.name ?? "")
    }
}
