import SwiftUI

/// Where the board's grid is in the game screen's coordinate space, for dropping a dragged
/// tile on the square under the finger.
struct BoardFrameKey: PreferenceKey {
    static let defaultValue = CGRect.zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {
        let next = nextValue()
        if next != .zero { value = next }
    }
}

/// The coordinate space the game screen measures drags and the board in.
let gameSpace = "game"

/// The 15×15 board. Fits the width it is given; zoomed, each square takes a touch-sized 44 pt
/// and the board scrolls, centred on `focus` (UI.md: ~26 pt squares are below Apple's 44 pt
/// target, so the genre zooms while placing). The layout follows BoardView in Board.kt.
struct BoardView: View {
    let squares: [SquareLook]
    let labels: Bool
    let zoomed: Bool
    let focus: Focus
    let onSquare: (Int, Int) -> Void
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        GeometryReader { geo in
            let fitted = geo.size.width / CGFloat(boardSize)
            let side = zoomed ? max(44, fitted) : fitted
            ScrollViewReader { reader in
                ScrollView(zoomed ? [.horizontal, .vertical] : [], showsIndicators: false) {
                    grid(side: side)
                        .background(GeometryReader { g in
                            Color.clear.preference(key: BoardFrameKey.self, value: g.frame(in: .named(gameSpace)))
                        })
                }
                .onChange(of: focus) { _, f in
                    if zoomed { withAnimation { reader.scrollTo(f.row * boardSize + f.col, anchor: .center) } }
                }
                .onChange(of: zoomed) { _, on in
                    if on { reader.scrollTo(focus.row * boardSize + focus.col, anchor: .center) }
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .background(BoardColors.of(scheme).grid)
        .accessibilityIdentifier("board")
    }

    private func grid(side: CGFloat) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<boardSize, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<boardSize, id: \.self) { col in
                        let square = squares[row * boardSize + col]
                        SquareView(square: square, side: side, labels: labels)
                            .id(row * boardSize + col)
                            .onTapGesture { onSquare(row, col) }
                    }
                }
            }
        }
    }
}

/// A square's premium colour, its label (2L … 3W, ★ at the centre) and the tile on it.
struct SquareView: View {
    let square: SquareLook
    let side: CGFloat
    let labels: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let colors = BoardColors.of(scheme)
        let look = premiumLook(colors)
        ZStack {
            RoundedRectangle(cornerRadius: 2).fill(look.fill).padding(0.5)
            if let tile = square.tile {
                TileView(tile: tile, side: side, lastMove: square.lastMove)
            } else if labels || square.premium == .centre {
                Text(look.label)
                    .font(.system(size: side * (look.label == "★" ? 0.6 : 0.36), weight: .bold))
                    .foregroundStyle(look.ink)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
        }
        .frame(width: side, height: side)
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityText)
        .accessibilityAddTraits(.isButton)
    }

    /// "H8, double word" or "H8, K, 5 points": the square's name as players write it (column
    /// letter, row number), then what is on it.
    private var accessibilityText: String {
        let name = "\(Character(UnicodeScalar(UInt8(65 + square.col))))\(square.row + 1)"
        var parts: [String] = []
        if let tile = square.tile {
            parts.append(Texts.tile(tile.face, tile.blank ? nil : tile.points))
            if tile.tentative { parts.append(Texts.placedThisTurn) }
            if square.lastMove { parts.append(Texts.lastPlay) }
        } else if let premium = Texts.premiumNames[square.premium] {
            parts.append(premium)
        }
        return Texts.square(name, parts.joined(separator: ", "))
    }

    private func premiumLook(_ c: BoardColors) -> (fill: Color, ink: Color, label: String) {
        switch square.premium {
        case .plain: return (c.plain, c.labelDark, "")
        case .doubleLetter: return (c.doubleLetter, c.labelDark, Texts.dl)
        case .tripleLetter: return (c.tripleLetter, c.labelLight, Texts.tl)
        case .doubleWord: return (c.doubleWord, c.labelDark, Texts.dw)
        case .tripleWord: return (c.tripleWord, c.labelLight, Texts.tw)
        case .centre: return (c.doubleWord, c.labelDark, "★")
        }
    }
}

/// A tile: its letter large, its points small in a corner; a blank's letter lighter, no points;
/// a digraph (LJ, NJ, DŽ) both letters on one tile.
struct TileView: View {
    let tile: TileLook
    let side: CGFloat
    var lastMove = false
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let colors = BoardColors.of(scheme)
        let edge: Color? = tile.selected ? colors.selection : (lastMove ? colors.lastMove : nil)
        let shape = RoundedRectangle(cornerRadius: side * 0.14)
        ZStack(alignment: .bottomTrailing) {
            shape.fill(tile.tentative ? colors.tilePlaced : colors.tile)
            if let edge { shape.strokeBorder(edge, lineWidth: side * 0.08) }
            Text(tile.face)
                .font(.system(size: side * (tile.face.count > 1 ? 0.42 : 0.56), weight: tile.blank ? .regular : .bold))
                .foregroundStyle(colors.tileText.opacity(tile.blank ? 0.62 : 1))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if let points = tile.points, !tile.blank {
                Text("\(points)")
                    .font(.system(size: side * (points >= 10 ? 0.2 : 0.24)))
                    .foregroundStyle(colors.tileText)
                    .padding(.trailing, side * 0.06)
                    .padding(.bottom, side * 0.02)
            }
        }
        .padding(side * 0.04)
        .frame(width: side, height: side)
    }
}
