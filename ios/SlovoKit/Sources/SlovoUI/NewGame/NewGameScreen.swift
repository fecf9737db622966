import SwiftUI

/// Setting up a game against bots: the word game or Tycoon, then that game's choices; the same
/// sections as NewGameView in NewGame.kt.
public struct NewGameScreen: View {
    let state: NewGameState
    let send: (NewGameEvent) -> Void

    public var body: some View {
        Form {
            Section {
                FlowLayout {
                    Choice(label: TycoonTexts.wordGame, chosen: !state.tycoon) { send(.tycoon(false)) }
                        .accessibilityIdentifier("family-word")
                    Choice(label: TycoonTexts.tycoon, chosen: state.tycoon) { send(.tycoon(true)) }
                        .accessibilityIdentifier("family-tycoon")
                }
            } header: {
                Text(TycoonTexts.game)
            } footer: {
                Text(state.tycoon ? TycoonTexts.tycoonHelp : TycoonTexts.wordGameHelp)
            }
            if state.tycoon {
                Section {
                    FlowLayout {
                        Choice(label: TycoonTexts.checked, chosen: !state.challenges) { send(.challenges(false)) }
                            .accessibilityIdentifier("tycoon-checked")
                        Choice(label: TycoonTexts.challenged, chosen: state.challenges) { send(.challenges(true)) }
                            .accessibilityIdentifier("tycoon-challenged")
                    }
                } header: {
                    Text(TycoonTexts.words)
                } footer: {
                    Text(state.challenges ? TycoonTexts.challengedHelp : TycoonTexts.checkedHelp)
                }
            } else {
                Section(Texts.languageHeading) {
                    FlowLayout {
                        ForEach(Texts.languages, id: \.code) { l in
                            Choice(label: l.name, chosen: state.language == l.code) { send(.language(l.code)) }
                        }
                    }
                }
                Section {
                    FlowLayout {
                        Choice(label: Texts.languageDefault, chosen: state.preset == nil) { send(.preset(nil)) }
                        ForEach(Texts.presets, id: \.name) { p in
                            Choice(label: Texts.preset(p.name), chosen: state.preset == p.name) { send(.preset(p.name)) }
                        }
                    }
                } header: {
                    Text(Texts.rules)
                } footer: {
                    if let help = presetHelp { Text(help) }
                }
                Section(Texts.rack) {
                    HStack {
                        ForEach([7, 9], id: \.self) { n in
                            Choice(label: Texts.rackTiles(n), chosen: state.rackSize == n) { send(.rack(n)) }
                        }
                    }
                }
                Section {
                    FlowLayout {
                        Choice(label: Texts.noFinishLine, chosen: state.finishLine == nil) { send(.finishLine(nil)) }
                        ForEach(state.finishLines, id: \.self) { n in
                            Choice(label: Texts.finishLine(n), chosen: state.finishLine == n) { send(.finishLine(n)) }
                        }
                    }
                } header: {
                    Text(Texts.finishLine)
                } footer: {
                    if state.finishLine != nil { Text(Texts.finishLineHelp) }
                }
            }
            Section(Texts.opponents) {
                ForEach(Array(state.bots.enumerated()), id: \.offset) { i, level in
                    VStack(alignment: .leading) {
                        HStack {
                            Text(Texts.bot(i + 1)).font(.headline)
                            Spacer()
                            if state.bots.count > 1 {
                                Button(Texts.removeBot, role: .destructive) { send(.removeBot(i)) }.buttonStyle(.borderless)
                            }
                        }
                        FlowLayout {
                            ForEach(Level.allCases, id: \.self) { l in
                                Choice(label: Texts.level(l), chosen: level == l) { send(.botLevel(i, l)) }
                            }
                        }
                    }
                }
                if state.bots.count < 3 {
                    Button("+ " + Texts.addBot) { send(.addBot) }
                }
            }
            if let message = state.message {
                Section { Text(message).foregroundStyle(.red) }
            }
        }
        .navigationTitle(Texts.newGame)
        .safeAreaInset(edge: .bottom) {
            Button { send(.start) } label: { Text(Texts.start).bold().frame(maxWidth: .infinity, minHeight: 44) }
                .buttonStyle(.borderedProminent)
                .disabled(state.starting)
                .padding()
                .accessibilityIdentifier("start")
        }
    }

    /// The chosen preset's one line; for the usual one, its name first.
    private var presetHelp: String? {
        guard let name = state.preset ?? state.usualPreset,
              let what = Texts.presets.first(where: { $0.name == name })?.what else { return nil }
        return state.preset == nil ? Texts.usualPreset(Texts.preset(name), what) : what
    }
}
