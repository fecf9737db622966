import SwiftUI

/// Name, server address, notifications, premium labels, theme, interface language.
public struct SettingsScreen: View {
    let state: SettingsState
    let send: (SettingsEvent) -> Void
    let onVacation: () -> Void
    let onBlocked: () -> Void

    public var body: some View {
        Form {
            Section(Texts.playerName) {
                TextField(Texts.yourName, text: Binding(get: { state.playerName }, set: { send(.name($0)) }))
            }
            // Online play's own settings: away from daily games, and whom I blocked.
            Section {
                Button(PeopleTexts.vacation, action: onVacation).accessibilityIdentifier("settings-vacation")
                Button(PeopleTexts.blocked, action: onBlocked).accessibilityIdentifier("settings-blocked")
            }
            Section {
                TextField("https://", text: Binding(get: { state.server }, set: { send(.server($0)) }))
                    .keyboardType(.URL)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .accessibilityIdentifier("settings-server")
                Button(Texts.save) { send(.saveServer) }.accessibilityIdentifier("settings-save")
                if let message = state.message { Text(message).foregroundStyle(.secondary) }
            } header: {
                Text(Texts.server)
            } footer: {
                Text(Texts.serverHelp)
            }
            Section {
                Toggle(Texts.notifications, isOn: Binding(get: { state.notifications }, set: { send(.notifications($0)) }))
            } footer: {
                Text(Texts.notificationsHelp)
            }
            Section {
                Toggle(Texts.boardLabels, isOn: Binding(get: { state.boardLabels }, set: { send(.labels($0)) }))
            } footer: {
                Text(Texts.boardLabelsHelp)
            }
            Section(Texts.darkTheme) {
                Picker(Texts.darkTheme, selection: Binding(get: { state.darkTheme }, set: { send(.dark($0)) })) {
                    Text(Texts.followSystem).tag(Bool?.none)
                    Text(Texts.darkTheme).tag(Bool?.some(true))
                    Text(Texts.lightTheme).tag(Bool?.some(false))
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }
            Section {
                Text("English")
            } header: {
                Text(Texts.interfaceLanguage)
            } footer: {
                Text(Texts.interfaceLanguageHelp)
            }
        }
        .navigationTitle(Texts.settings)
    }
}
