import SwiftUI

/// The rematch under a finished online game's ranking: where it stands in the core's sentence,
/// each player's answer once offered, then Rematch (nobody offered yet), Accept and Decline (the
/// offer waits for me) or Open the new game (everyone accepted). Stateless: `state` in, events
/// out through `send`.
struct RematchPanel: View {
    let state: GamePeopleState
    let send: (GamePeopleEvent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let rematch = state.rematch {
                Text(rematch.text).font(.callout).accessibilityIdentifier("rematch-text")
                ForEach(rematch.seats, id: \.seat) { seat in
                    Label(seat.text, systemImage: icon(seat.answer))
                        .font(.subheadline)
                        .fontWeight(seat.me ? .semibold : .regular)
                        .foregroundStyle(.secondary)
                }
                HStack {
                    if rematch.canOffer {
                        Button(PeopleTexts.rematch) { send(.offerRematch) }
                            .buttonStyle(.borderedProminent)
                            .accessibilityIdentifier("rematch-offer")
                    }
                    if rematch.canAnswer {
                        Button(PeopleTexts.accept) { send(.acceptRematch) }
                            .buttonStyle(.borderedProminent)
                            .accessibilityIdentifier("rematch-accept")
                        Button(PeopleTexts.decline) { send(.declineRematch) }
                            .buttonStyle(.bordered)
                            .accessibilityIdentifier("rematch-decline")
                    }
                    if rematch.newGameId != nil {
                        Button(PeopleTexts.openNewGame) { send(.openNewGame) }
                            .buttonStyle(.borderedProminent)
                            .accessibilityIdentifier("rematch-open")
                    }
                    if state.busy { ProgressView().controlSize(.small) }
                }
                .disabled(state.busy)
            }
            if let message = state.message {
                Notice(text: message) { send(.dismiss) }.padding(.horizontal, -16)
            }
        }
        .padding(.horizontal)
    }

    /// The answer in a symbol too, beside the core's words.
    private func icon(_ answer: RematchAnswer) -> String {
        switch answer {
        case .waiting: return "hourglass"
        case .accepted: return "checkmark.circle"
        case .declined: return "xmark.circle"
        }
    }
}
