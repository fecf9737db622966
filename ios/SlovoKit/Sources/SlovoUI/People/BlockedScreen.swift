import SwiftUI

/// The block list: what a block does and that only I see the list, then each blocked player
/// with when, and Unblock. Stateless: `state` in, events out through `send`.
public struct BlockedScreen: View {
    let state: BlockedState
    let send: (BlockedEvent) -> Void

    public var body: some View {
        List {
            if state.notRegistered {
                Section { Text(PeopleTexts.notRegistered) }
            }
            if let message = state.message {
                Section { Notice(text: message) { send(.dismiss) }.listRowInsets(EdgeInsets()) }
            }
            if let blocks = state.blocks {
                Section {
                    if let empty = blocks.empty { Text(empty).accessibilityIdentifier("blocked-empty") }
                    ForEach(blocks.blocked) { b in
                        HStack {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(b.name).font(.headline)
                                Text(b.text).font(.footnote).foregroundStyle(.secondary)
                            }
                            .accessibilityElement(children: .combine)
                            Spacer()
                            Button(PeopleTexts.unblock) { send(.unblock(b.id)) }
                                .buttonStyle(.bordered)
                                .disabled(state.busy)
                                .accessibilityIdentifier("unblock-\(b.name)")
                        }
                    }
                } footer: {
                    Text(blocks.help)
                }
            }
        }
        .overlay { if state.loading && state.blocks == nil { ProgressView() } }
        .refreshable { send(.refresh) }
        .navigationTitle(PeopleTexts.blocked)
    }
}
