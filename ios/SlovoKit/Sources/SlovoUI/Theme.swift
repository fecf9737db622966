import SwiftUI

/// The board's palette, light and dark: the genre's classic premium colours (UI.md), with
/// labels and tile text kept above 4.5:1. The same values as android/ui/.../theme/Theme.kt.
struct BoardColors {
    let grid: Color
    let plain: Color
    let doubleLetter: Color
    let tripleLetter: Color
    let doubleWord: Color
    let tripleWord: Color
    let labelDark: Color
    let labelLight: Color
    let tile: Color
    let tilePlaced: Color
    let tileText: Color
    let selection: Color
    let lastMove: Color
    let legal: Color
    let illegal: Color
    let clockLow: Color

    static func of(_ scheme: ColorScheme) -> BoardColors { scheme == .dark ? dark : light }

    static let light = BoardColors(
        grid: Color(hex: 0xF8F6EF), plain: Color(hex: 0xE9E4D4), doubleLetter: Color(hex: 0xA9D4F5),
        tripleLetter: Color(hex: 0x1F5FAD), doubleWord: Color(hex: 0xF7B6C8), tripleWord: Color(hex: 0xC62828),
        labelDark: Color(hex: 0x1B1B1B), labelLight: Color(hex: 0xFFFFFF), tile: Color(hex: 0xF3D9A4),
        tilePlaced: Color(hex: 0xFFE37A), tileText: Color(hex: 0x2B1D0E), selection: Color(hex: 0xE65100),
        lastMove: Color(hex: 0x2E7D32), legal: Color(hex: 0x1B5E20), illegal: Color(hex: 0xB71C1C), clockLow: Color(hex: 0xB71C1C)
    )

    static let dark = BoardColors(
        grid: Color(hex: 0x15171B), plain: Color(hex: 0x2C3038), doubleLetter: Color(hex: 0x7FB6E0),
        tripleLetter: Color(hex: 0x2B63B5), doubleWord: Color(hex: 0xE59AB0), tripleWord: Color(hex: 0xC0392B),
        labelDark: Color(hex: 0x101010), labelLight: Color(hex: 0xFFFFFF), tile: Color(hex: 0xE8CB8E),
        tilePlaced: Color(hex: 0xFFD54F), tileText: Color(hex: 0x1E1408), selection: Color(hex: 0xFFB74D),
        lastMove: Color(hex: 0x81C784), legal: Color(hex: 0x81C784), illegal: Color(hex: 0xFF8A80), clockLow: Color(hex: 0xFF8A80)
    )
}

extension Color {
    init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
