import SwiftUI

/// An online game's chat as a sheet over the game: my chat on or off, a menu per other player
/// (add as friend, block, report), the messages (mine on the right), the field with its length
/// and the limit, Send. Reporting replaces the messages with its form until sent or Back.
/// Stateless: `state` in, events out through `send`. As ChatSheetView in Chat.kt.
struct ChatSheet: View {
    let state: ChatState
    let send: (ChatEvent) -> Void

    var body: some View {
        Group {
            if let seat = state.reporting {
                ReportForm(seat: seat, state: state, send: send)
            } else {
                messages
            }
        }
        .padding()
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }

    private var messages: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(PeopleTexts.chat).font(.title2)
                Spacer()
                Toggle(PeopleTexts.chatEnabled, isOn: Binding(get: { state.chat?.enabled ?? true }, set: { send(.enable($0)) }))
                    .fixedSize()
                    .disabled(state.busy)
                    .accessibilityIdentifier("chat-enabled")
            }
            FlowLayout {
                ForEach(state.players, id: \.seat) { p in
                    Menu {
                        Button(PeopleTexts.addFriend) { send(.addFriend(p)) }
                        Button(PeopleTexts.block, role: .destructive) { send(.block(p)) }
                        Button(PeopleTexts.report) { send(.startReport(p)) }
                    } label: {
                        Label(p.name, systemImage: "ellipsis.circle")
                            .padding(.horizontal, 12)
                            .frame(minHeight: 44)
                            .background(Capsule().fill(Color.secondary.opacity(0.12)))
                    }
                    .disabled(state.busy)
                    .accessibilityIdentifier("chat-player-\(p.seat)")
                }
            }
            if let notice = state.chat?.notice {
                Text(notice).font(.callout).foregroundStyle(.secondary)
            }
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 6) {
                        ForEach(state.chat?.messages ?? []) { Bubble(message: $0).id($0.seq) }
                    }
                }
                .accessibilityIdentifier("chat-messages")
                .onChange(of: state.chat?.messages.last?.seq) { _, last in
                    if let last { withAnimation { proxy.scrollTo(last, anchor: .bottom) } }
                }
                .onAppear {
                    if let last = state.chat?.messages.last?.seq { proxy.scrollTo(last, anchor: .bottom) }
                }
            }
            if let message = state.message {
                Notice(text: message) { send(.dismiss) }.padding(.horizontal, -16)
            }
            if state.chat?.enabled != false {
                VStack(alignment: .trailing, spacing: 4) {
                    TextField(PeopleTexts.message, text: Binding(get: { state.draft }, set: { send(.draft($0)) }), axis: .vertical)
                        .lineLimit(1...3)
                        .textFieldStyle(.roundedBorder)
                        .submitLabel(.send)
                        .onSubmit { send(.send) }
                        .accessibilityIdentifier("chat-draft")
                    Text(PeopleTexts.length(state.draft.count, state.maxChars))
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier("chat-length")
                }
                Button { send(.send) } label: { Text(PeopleTexts.send).bold().frame(maxWidth: .infinity, minHeight: 44) }
                    .buttonStyle(.borderedProminent)
                    .disabled(!state.canSend)
                    .accessibilityIdentifier("chat-send")
            }
        }
    }
}

/// A message: mine on the right in the accent colour, the others' on the left with their name.
private struct Bubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.mine { Spacer(minLength: 40) }
            VStack(alignment: .leading, spacing: 2) {
                if !message.mine { Text(message.name).font(.caption.bold()) }
                Text(message.text)
                Text(message.time).font(.caption2).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 14).fill(message.mine ? Color.accentColor.opacity(0.22) : Color.secondary.opacity(0.14)))
            if !message.mine { Spacer(minLength: 40) }
        }
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("chat-message-\(message.seq)")
    }
}

/// Reporting a player: a reason (one must be chosen), more words if the player wishes, Report.
private struct ReportForm: View {
    let seat: Seat
    let state: ChatState
    let send: (ChatEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Button(Texts.back) { send(.back) }.accessibilityIdentifier("report-back")
                Spacer()
            }
            Text(PeopleTexts.reportTitle(seat.name)).font(.title2)
            FlowLayout {
                ForEach(state.reportOptions, id: \.label) { o in
                    Choice(label: o.label, chosen: state.reportReason == o.reason) { send(.reason(o.reason)) }
                }
            }
            TextField(PeopleTexts.reportText, text: Binding(get: { state.reportText }, set: { send(.reportText($0)) }), axis: .vertical)
                .lineLimit(2...4)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("report-text")
            Button { send(.sendReport) } label: { Text(PeopleTexts.report).bold().frame(maxWidth: .infinity, minHeight: 44) }
                .buttonStyle(.borderedProminent)
                .disabled(!state.canReport)
                .accessibilityIdentifier("report-send")
            Spacer()
        }
    }
}
