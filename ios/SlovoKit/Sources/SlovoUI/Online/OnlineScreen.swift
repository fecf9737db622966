import SwiftUI

/// Online play: registering, a room's terms (the word game or Tycoon first), joining by code,
/// a room's code with the share sheet, and the search for a random opponent with Cancel. As
/// OnlineView in Online.kt.
public struct OnlineScreen: View {
    let state: OnlineState
    let send: (OnlineEvent) -> Void
    let onFriends: () -> Void

    public var body: some View {
        Form {
            if state.loading {
                ProgressView()
            } else if state.account == nil {
                register
            } else if let room = state.room {
                roomCode(room)
            } else if state.seeking {
                Section {
                    HStack(spacing: 12) {
                        ProgressView()
                        Text(Texts.searching).font(.title3).accessibilityIdentifier("seeking")
                    }
                    Button(Texts.cancel, role: .cancel) { send(.cancelSeek) }.accessibilityIdentifier("seek-cancel")
                }
            } else {
                Section {
                    Picker("", selection: Binding(get: { state.tab }, set: { send(.tab($0)) })) {
                        Text(Texts.createRoom).tag(OnlineTab.create)
                        Text(Texts.joinRoom).tag(OnlineTab.join)
                        Text(Texts.random).tag(OnlineTab.random)
                    }
                    .pickerStyle(.segmented)
                }
                if state.tab == .join { joinForm } else { terms }
                // Friends come with an account: a game with a friend starts from their invitation.
                Section {
                    Button(PeopleTexts.friends, action: onFriends).accessibilityIdentifier("online-friends")
                }
            }
            if let message = state.message {
                Section {
                    Notice(text: message) { send(.dismiss) }
                }
            }
        }
        .navigationTitle(Texts.playOnline)
    }

    private var register: some View {
        Section {
            TextField(Texts.yourName, text: Binding(get: { state.name }, set: { send(.name($0)) }))
                .textContentType(.nickname)
                .accessibilityIdentifier("online-name")
            Button(Texts.register) { send(.register) }
                .disabled(state.name.trimmingCharacters(in: .whitespaces).isEmpty || state.busy)
                .accessibilityIdentifier("online-register")
        } header: {
            Text(Texts.yourName)
        } footer: {
            Text(Texts.registerText)
        }
    }

    @ViewBuilder
    private var terms: some View {
        Section(TycoonTexts.game) {
            HStack {
                Choice(label: TycoonTexts.wordGame, chosen: !state.tycoon) { send(.family(tycoon: false)) }
                    .accessibilityIdentifier("family-word")
                Choice(label: TycoonTexts.tycoon, chosen: state.tycoon) { send(.family(tycoon: true)) }
                    .accessibilityIdentifier("family-tycoon")
            }
        }
        Section {
            HStack {
                Choice(label: Texts.daily, chosen: state.kind == .daily) { send(.kind(.daily)) }
                Choice(label: Texts.quick, chosen: state.kind == .quick) { send(.kind(.quick)) }
            }
        } header: {
            Text(Texts.kind(state.kind))
        } footer: {
            Text(state.kind == .quick ? Texts.quickHelp : Texts.dailyHelp)
        }
        if state.kind == .quick {
            Section(Texts.clock) {
                FlowLayout {
                    ForEach([3, 5, 10, 25], id: \.self) { m in
                        Choice(label: Texts.minutes(m), chosen: state.minutes == m) { send(.minutes(m)) }
                    }
                }
            }
        }
        // Tycoon is played in English only.
        if !state.tycoon {
            Section(Texts.languageHeading) {
                FlowLayout {
                    ForEach(Texts.languages, id: \.code) { l in
                        Choice(label: l.name, chosen: state.language == l.code) { send(.language(l.code)) }
                    }
                }
            }
        }
        Section(Texts.players) {
            HStack {
                ForEach(2...4, id: \.self) { n in
                    Choice(label: Texts.players(n), chosen: state.players == n) { send(.players(n)) }
                }
            }
        }
        Section {
            if state.noMatch { Text(Texts.noMatch) }
            let random = state.tab == .random
            Button { send(random ? .seek : .create) } label: { Text(random ? Texts.find : Texts.create).bold() }
                .disabled(state.busy)
                .accessibilityIdentifier(random ? "online-seek" : "online-create")
        }
    }

    private var joinForm: some View {
        Section(Texts.roomCode) {
            TextField(Texts.roomCode, text: Binding(get: { state.code }, set: { send(.code($0)) }))
                .font(.title2.monospaced())
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
                .accessibilityIdentifier("online-code")
            Button(Texts.join) { send(.join) }
                .disabled(state.code.count < 4 || state.busy)
                .accessibilityIdentifier("online-join")
        }
    }

    private func roomCode(_ room: Room) -> some View {
        Section {
            Text(room.code)
                .font(.system(.largeTitle, design: .monospaced).bold())
                .tracking(6)
                .frame(maxWidth: .infinity)
                .padding(.vertical)
                .accessibilityIdentifier("room-code")
            Text(Texts.roomCodeHelp).foregroundStyle(.secondary)
            Text(Texts.language(room.language) + " · " + Texts.kind(room.kind) + " · " + Texts.players(room.seats))
            Text(Texts.roomWaiting(joined: room.players.count, seats: room.seats))
            ForEach(Array(room.players.enumerated()), id: \.offset) { i, name in
                let rating = room.ratings.indices.contains(i) ? room.ratings[i].map { " · " + $0 } ?? "" : ""
                Text("• " + name + rating).accessibilityIdentifier("room-player-\(i)")
            }
            if let text = state.shareText {
                ShareLink(item: text) { Label(Texts.share, systemImage: "square.and.arrow.up") }
                    .accessibilityIdentifier("room-share")
            }
        } header: {
            Text(Texts.roomCode)
        }
    }
}
