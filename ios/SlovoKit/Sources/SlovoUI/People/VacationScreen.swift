import SwiftUI

/// A vacation from daily games: the core's sentence for where I stand and for the days left,
/// what a vacation does, then the days and Start vacation, or End vacation while away.
/// Stateless: `state` in, events out through `send`, to the online screen through `onOnline`.
public struct VacationScreen: View {
    let state: VacationState
    let send: (VacationEvent) -> Void
    let onOnline: () -> Void

    public var body: some View {
        Form {
            if state.notRegistered {
                Section {
                    Text(PeopleTexts.notRegistered)
                    Button(Texts.playOnline, action: onOnline).accessibilityIdentifier("vacation-register")
                }
            }
            if let v = state.vacation {
                Section {
                    Text(v.status).font(.headline).accessibilityIdentifier("vacation-status")
                    Text(v.allowance).accessibilityIdentifier("vacation-allowance")
                } footer: {
                    Text(v.help)
                }
                Section {
                    if v.onVacation {
                        Button(PeopleTexts.endVacation) { send(.end) }
                            .disabled(state.busy)
                            .accessibilityIdentifier("vacation-end")
                    } else {
                        Stepper(value: Binding(get: { state.days }, set: { send(.days($0)) }), in: 1...state.maxDays) {
                            Text(PeopleTexts.vacationDays(state.days)).monospacedDigit()
                        }
                        .disabled(v.daysLeft == 0 || state.busy)
                        .accessibilityIdentifier("vacation-days")
                        Button(PeopleTexts.startVacation) { send(.start) }
                            .disabled(!state.canStart)
                            .accessibilityIdentifier("vacation-start")
                    }
                }
            }
            if let message = state.message {
                Section { Notice(text: message) { send(.dismiss) }.listRowInsets(EdgeInsets()) }
            }
        }
        .overlay { if state.loading && state.vacation == nil { ProgressView() } }
        .refreshable { send(.refresh) }
        .navigationTitle(PeopleTexts.vacation)
    }
}
