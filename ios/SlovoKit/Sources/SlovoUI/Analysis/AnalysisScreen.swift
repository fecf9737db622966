import SwiftUI

/// The analysis screen: stateless, `state` in, events out through `send`. The same parts as
/// AnalysisView.kt: the title and the summary, then each of my turns with the move made, the
/// best (or that it was the best) and the equity lost; a turn tapped shows its other options.
public struct AnalysisScreen: View {
    let state: AnalysisState
    let send: (AnalysisEvent) -> Void

    public var body: some View {
        List {
            if state.loading {
                Section {
                    HStack(spacing: 16) {
                        ProgressView()
                        Text(AnalysisTexts.loading)
                    }
                    .accessibilityIdentifier("analysis-loading")
                }
            } else if let error = state.error {
                Section {
                    Text(error).accessibilityIdentifier("analysis-error")
                    Button(AnalysisTexts.retry) { send(.retry) }.accessibilityIdentifier("analysis-retry")
                }
            } else if let analysis = state.analysis {
                loaded(analysis)
            }
        }
        .navigationTitle(AnalysisTexts.analysis)
    }

    @ViewBuilder
    private func loaded(_ analysis: Analysis) -> some View {
        Section {
            ForEach(Array(analysis.summary.enumerated()), id: \.offset) { i, row in
                LabeledContent(row.label, value: row.value).accessibilityIdentifier("analysis-summary-\(i)")
            }
            if let empty = analysis.empty { Text(empty).foregroundStyle(.secondary) }
        } header: {
            Text(analysis.title).accessibilityIdentifier("analysis-title")
        }
        ForEach(Array(analysis.turns.enumerated()), id: \.offset) { i, turn in
            Section {
                TurnView(turn: turn, index: i, open: state.open == turn.turn)
                    .contentShape(Rectangle())
                    .onTapGesture { if !turn.alternatives.isEmpty { send(.toggle(turn: turn.turn)) } }
                    .accessibilityAddTraits(turn.alternatives.isEmpty ? [] : .isButton)
                    .accessibilityIdentifier("analysis-turn-\(i)")
            }
        }
    }
}

/// One turn: the move made, the best (or that it was the best), the equity lost, the notes;
/// open, the next best options.
struct TurnView: View {
    let turn: AnalysedTurn
    let index: Int
    let open: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(turn.title).font(.headline)
                Spacer()
                Text(AnalysisTexts.rack(turn.rack)).font(.caption).foregroundStyle(.secondary)
            }
            OptionLine(label: AnalysisTexts.made, option: turn.made).accessibilityIdentifier("analysis-made-\(index)")
            if turn.bestMade {
                Text(turn.verdict)
                    .font(.callout.weight(.semibold))
                    .foregroundStyle(Color.accentColor)
                    .accessibilityIdentifier("analysis-verdict-\(index)")
            } else {
                OptionLine(label: AnalysisTexts.best, option: turn.best).accessibilityIdentifier("analysis-best-\(index)")
                HStack {
                    Text(AnalysisTexts.equityLost)
                    Spacer()
                    Text("−" + turn.equityLost).bold().foregroundStyle(.red)
                }
                .font(.callout)
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("analysis-lost-\(index)")
            }
            ForEach(Array(turn.notes.enumerated()), id: \.offset) { _, note in
                Text(note).font(.caption).foregroundStyle(.secondary)
            }
            if !turn.alternatives.isEmpty {
                Text(AnalysisTexts.options + (open ? "  ▴" : "  ▾"))
                    .font(.callout.weight(.semibold))
                    .foregroundStyle(Color.accentColor)
                    .accessibilityIdentifier("analysis-more-\(index)")
            }
            if open {
                ForEach(turn.alternatives, id: \.rank) { option in
                    AlternativeLine(option: option).accessibilityIdentifier("analysis-option-\(index)-\(option.rank)")
                }
            }
        }
        .padding(.vertical, 4)
    }
}

/// A labelled move: `Played  8H WORD`, its score and equity under it; the labels one width, so
/// the made and the best moves start in one column.
struct OptionLine: View {
    let label: String
    let option: MoveOption

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text(label).font(.callout).foregroundStyle(.secondary).frame(width: 100, alignment: .leading)
            VStack(alignment: .leading, spacing: 1) {
                Text(option.text).font(.body.weight(.semibold))
                Text(AnalysisTexts.scoreEquity(option.score, option.equity)).font(.caption)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// One of the next best options, ranked; the one made marked.
struct AlternativeLine: View {
    let option: MoveOption

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text("\(option.rank).").font(.callout).frame(minWidth: 24, alignment: .leading)
            VStack(alignment: .leading, spacing: 1) {
                Text(option.text + (option.isMade ? " · " + AnalysisTexts.made : ""))
                    .font(.callout.weight(option.isMade ? .bold : .regular))
                    .foregroundStyle(option.isMade ? Color.accentColor : Color.primary)
                Text(AnalysisTexts.scoreEquity(option.score, option.equity)).font(.caption).foregroundStyle(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
