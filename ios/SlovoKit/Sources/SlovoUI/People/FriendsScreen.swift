import SwiftUI

/// Friends: my code large with a share button, a friend's code to add, invitations and
/// requests with their two answers, then each friend with presence, ratings, Invite and Remove.
/// Inviting opens a sheet with the game's terms; removing asks once. Stateless: `state` in,
/// events out through `send`, to the online screen (to register), the vacation and the block
/// list through `onOnline`, `onVacation`, `onBlocked`. The same
/// parts, in the same order, as FriendsView in Friends.kt.
public struct FriendsScreen: View {
    let state: FriendsState
    let send: (FriendsEvent) -> Void
    let onOnline: () -> Void
    let onVacation: () -> Void
    let onBlocked: () -> Void

    public var body: some View {
        List {
            if state.notRegistered {
                Section {
                    Text(PeopleTexts.notRegistered)
                    Button(Texts.playOnline, action: onOnline).accessibilityIdentifier("friends-register")
                }
            }
            if let message = state.message {
                Section { Notice(text: message) { send(.dismiss) }.listRowInsets(EdgeInsets()) }
            }
            if let friends = state.friends {
                content(friends)
                Section {
                    Button(PeopleTexts.vacation, action: onVacation).accessibilityIdentifier("friends-vacation")
                    Button(PeopleTexts.blocked, action: onBlocked).accessibilityIdentifier("friends-blocked")
                }
            }
        }
        .overlay { if state.loading && state.friends == nil { ProgressView() } }
        .refreshable { send(.refresh) }
        .navigationTitle(PeopleTexts.friends)
        .sheet(isPresented: Binding(get: { state.inviting != nil }, set: { if !$0 { send(.closeSheet) } })) {
            if let friend = state.inviting {
                InviteSheet(friend: friend, state: state, send: send)
                    .padding()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
        }
        .alert(state.removing.map { PeopleTexts.removeTitle($0.name) } ?? "",
               isPresented: Binding(get: { state.removing != nil }, set: { if !$0 { send(.closeSheet) } })) {
            Button(Texts.cancel, role: .cancel) { send(.closeSheet) }
            Button(PeopleTexts.remove, role: .destructive) { send(.confirmRemove) }
        } message: {
            Text(state.removing.map { PeopleTexts.removeText($0.name) } ?? "")
        }
    }

    @ViewBuilder
    private func content(_ f: Friends) -> some View {
        Section {
            Text(f.code)
                .font(.system(.largeTitle, design: .monospaced).bold())
                .tracking(4)
                .textSelection(.enabled)
                .frame(maxWidth: .infinity)
                .accessibilityIdentifier("friend-code")
            Text(f.codeHelp).font(.callout).foregroundStyle(.secondary)
            ShareLink(item: f.code) { Label(Texts.share, systemImage: "square.and.arrow.up") }
                .accessibilityIdentifier("friend-code-share")
        } header: {
            Text(PeopleTexts.yourCode)
        }
        Section(PeopleTexts.friendCode) {
            HStack {
                TextField(PeopleTexts.friendCode, text: Binding(get: { state.code }, set: { send(.code($0)) }))
                    .font(.title3.monospaced())
                    .textInputAutocapitalization(.characters)
                    .autocorrectionDisabled()
                    .accessibilityIdentifier("friends-code")
                Button(PeopleTexts.add) { send(.add) }
                    .buttonStyle(.borderedProminent)
                    .disabled(!state.canAdd)
                    .accessibilityIdentifier("friends-add")
            }
        }
        if !f.invites.isEmpty || !f.invited.isEmpty {
            Section(PeopleTexts.invites) {
                ForEach(f.invites) { i in
                    Answer(pending: i, yes: PeopleTexts.join, busy: state.busy, tag: "invite-\(i.id)",
                           onYes: { send(.join(i.id)) }, onNo: { send(.declineInvite(i.id)) })
                }
                ForEach(f.invited) { Text($0.text).foregroundStyle(.secondary) }
            }
        }
        if !f.incoming.isEmpty || !f.outgoing.isEmpty {
            Section(PeopleTexts.requests) {
                ForEach(f.incoming) { r in
                    Answer(pending: r, yes: PeopleTexts.accept, busy: state.busy, tag: "request-\(r.name)",
                           onYes: { send(.accept(r.id)) }, onNo: { send(.decline(r.id)) })
                }
                ForEach(f.outgoing) { Text($0.text).foregroundStyle(.secondary) }
            }
        }
        Section(PeopleTexts.friends) {
            if let empty = f.empty { Text(empty).accessibilityIdentifier("friends-empty") }
            ForEach(f.friends) { FriendRowView(friend: $0, busy: state.busy, send: send) }
        }
    }
}

/// A request or an invitation: its sentence, then yes and no.
private struct Answer: View {
    let pending: Pending
    let yes: String
    let busy: Bool
    let tag: String
    let onYes: () -> Void
    let onNo: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(pending.text)
            HStack {
                Button(yes, action: onYes).buttonStyle(.borderedProminent).accessibilityIdentifier("\(tag)-yes")
                Button(PeopleTexts.decline, action: onNo).buttonStyle(.bordered).accessibilityIdentifier("\(tag)-no")
            }
            .disabled(busy)
        }
        .padding(.vertical, 4)
    }
}

/// A friend: a dot and the words for whether they are around, their ratings, Invite and Remove.
private struct FriendRowView: View {
    let friend: Friend
    let busy: Bool
    let send: (FriendsEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                // Colour and the words both say it: never colour alone.
                Circle().fill(dot).frame(width: 10, height: 10).accessibilityHidden(true)
                Text(friend.name).font(.headline).lineLimit(1)
                Spacer()
                Text(friend.presenceText).font(.subheadline).foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
            ForEach(friend.ratings, id: \.title) { r in
                HStack {
                    Text(r.title).font(.subheadline)
                    Spacer()
                    Text(r.rating).font(.subheadline.monospacedDigit().weight(.semibold))
                }
                .accessibilityElement(children: .combine)
            }
            HStack {
                Button(PeopleTexts.invite) { send(.invite(friend)) }
                    .buttonStyle(.bordered)
                    .accessibilityIdentifier("friend-\(friend.name)-invite")
                Button(PeopleTexts.remove, role: .destructive) { send(.remove(friend)) }
                    .buttonStyle(.bordered)
                    .accessibilityIdentifier("friend-\(friend.name)-remove")
            }
            .disabled(busy)
        }
        .padding(.vertical, 4)
        .accessibilityIdentifier("friend-\(friend.name)")
    }

    private var dot: Color {
        switch friend.presence {
        case .live: return Color(hex: 0x2E7D32)
        case .recent: return Color(hex: 0x66BB6A)
        case .offline: return Color.secondary
        }
    }
}

/// The terms of a game for two with a friend: daily or quick, and the language.
private struct InviteSheet: View {
    let friend: Friend
    let state: FriendsState
    let send: (FriendsEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(PeopleTexts.inviteTitle(friend.name)).font(.title2)
            HStack {
                Choice(label: Texts.daily, chosen: state.inviteKind == .daily) { send(.inviteKind(.daily)) }
                Choice(label: Texts.quick, chosen: state.inviteKind == .quick) { send(.inviteKind(.quick)) }
            }
            Text(state.inviteKind == .quick ? Texts.quickHelp : Texts.dailyHelp).font(.footnote).foregroundStyle(.secondary)
            Text(Texts.languageHeading).font(.headline)
            FlowLayout {
                ForEach(Texts.languages, id: \.code) { l in
                    Choice(label: l.name, chosen: state.inviteLanguage == l.code) { send(.inviteLanguage(l.code)) }
                }
            }
            Button { send(.sendInvite) } label: { Text(PeopleTexts.invite).bold().frame(maxWidth: .infinity, minHeight: 44) }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("invite-send")
        }
    }
}
