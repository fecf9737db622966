import SwiftUI

/// Statistics: a tab for the games against bots and one for online, never mixed; each record
/// a section of label and value lines, as the core says them. Stateless: `state` in, events
/// out through `send`, to the online screen (to register) through `onOnline`.
public struct StatsScreen: View {
    let state: StatsState
    let send: (StatsEvent) -> Void
    let onOnline: () -> Void

    public var body: some View {
        List {
            Section {
                Picker(Texts.statistics, selection: Binding(get: { state.tab }, set: { send(.tab($0)) })) {
                    Text(Texts.statisticsBots).tag(StatsTab.bots)
                    Text(Texts.statisticsOnline).tag(StatsTab.online)
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                .accessibilityIdentifier("stats-tab")
                .listRowBackground(Color.clear)
            }
            switch state.tab {
            case .bots: botsRecord
            case .online: onlineRecord
            }
        }
        .overlay { if state.loading { ProgressView() } }
        .refreshable { send(.refresh) }
        .navigationTitle(Texts.statistics)
    }

    @ViewBuilder
    private var botsRecord: some View {
        if let failure = state.botsFailure {
            Section { Text(failure).foregroundStyle(.red) }
        }
        if let record = state.bots {
            if let empty = record.empty {
                Section { Text(empty).accessibilityIdentifier("stats-bots-empty") }
            }
            StatsGroups(groups: record.groups)
        }
    }

    @ViewBuilder
    private var onlineRecord: some View {
        if let problem = state.onlineProblem {
            switch problem {
            case .notRegistered:
                Section {
                    Text(Texts.statisticsNotRegistered)
                    Button(Texts.playOnline, action: onOnline).accessibilityIdentifier("stats-register")
                }
            case .failed(let reason):
                Section {
                    Text(reason)
                    Button(Texts.statisticsRetry) { send(.refresh) }.accessibilityIdentifier("stats-retry")
                }
            }
        }
        if let record = state.online {
            if let offline = record.offline {
                Section { Text(offline).font(.callout).foregroundStyle(.secondary).accessibilityIdentifier("stats-offline") }
            }
            Section(Texts.statisticsRatings) {
                if let none = record.noRatings { Text(none) }
                ForEach(record.ratings, id: \.title) { r in
                    HStack {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(r.title)
                            Text(r.games).font(.footnote).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(r.rating).font(.headline.monospacedDigit())
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            if let empty = record.empty {
                Section { Text(empty).accessibilityIdentifier("stats-online-empty") }
            }
            StatsGroups(groups: record.groups)
        }
    }
}

/// Records as sections: the title, then each line's label and its value.
struct StatsGroups: View {
    let groups: [StatsGroup]

    var body: some View {
        ForEach(groups, id: \.title) { group in
            Section(group.title) {
                ForEach(group.rows, id: \.label) { row in
                    LabeledContent(row.label, value: row.value)
                }
            }
        }
    }
}
