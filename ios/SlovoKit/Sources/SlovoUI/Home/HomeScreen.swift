import SwiftUI

/// The games list with the sync state and the two ways to start a game. Stateless, as
/// HomeView in Home.kt; pull to refresh sends `.refresh`.
public struct HomeScreen: View {
    let state: HomeState
    let send: (HomeEvent) -> Void
    let onOpen: (GameItem) -> Void
    let onNewGame: () -> Void
    let onOnline: () -> Void
    let onStatistics: () -> Void
    let onFriends: () -> Void
    let onSettings: () -> Void

    public var body: some View {
        List {
            if let sync = syncText {
                Text(sync).font(.footnote).foregroundStyle(.secondary).accessibilityIdentifier("home-sync")
            }
            Section {
                HStack(spacing: 12) {
                    Button(action: onNewGame) { Text(Texts.newGame).bold().frame(maxWidth: .infinity, minHeight: 44) }
                        .buttonStyle(.borderedProminent)
                        .accessibilityIdentifier("home-new")
                    Button(action: onOnline) { Text(Texts.playOnline).bold().frame(maxWidth: .infinity, minHeight: 44) }
                        .buttonStyle(.bordered)
                        .accessibilityIdentifier("home-online")
                }
                .listRowBackground(Color.clear)
            }
            if !state.loading && state.games.isEmpty {
                Text(Texts.noGames).font(.body)
            }
            ForEach(state.sections, id: \.title) { section in
                Section(section.title) {
                    ForEach(section.games) { game in
                        Button { onOpen(game) } label: { GameRow(game: game, now: state.now) }
                            .accessibilityIdentifier("game-\(game.id)")
                    }
                }
            }
        }
        .refreshable { send(.refresh) }
        .navigationTitle(Texts.appName)
        .toolbar {
            ToolbarItemGroup(placement: .topBarLeading) {
                Button(Texts.statistics, action: onStatistics).accessibilityIdentifier("home-statistics")
                Button(PeopleTexts.friends, action: onFriends).accessibilityIdentifier("home-friends")
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button(Texts.settings, action: onSettings).accessibilityIdentifier("home-settings")
            }
        }
    }

    private var syncText: String? {
        switch state.sync {
        case .idle: return nil
        case .sending: return Texts.syncSending
        case .upToDate: return Texts.syncUpToDate
        case .offline(let waiting): return Texts.syncOffline(waiting)
        }
    }
}

/// A game's line: opponents, language and kind, whose move, time left, moves waiting; scores.
struct GameRow: View {
    let game: GameItem
    let now: Int64

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(Texts.vs(game.opponents)).font(.headline).lineLimit(1)
                Text(detail).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            }
            Spacer()
            if !game.scores.isEmpty {
                Text(game.scores.map(String.init).joined(separator: "–")).font(.title3.bold())
            }
        }
        .foregroundStyle(Color.primary)
        .accessibilityElement(children: .combine)
    }

    /// The same parts, in the same order, as GameRow in Home.kt; Tycoon is named instead of
    /// the language (it is played in English only).
    private var detail: String {
        let family: String
        switch (game.tycoon, game.kind) {
        case (false, _): family = Texts.language(game.language) + " · " + Texts.kind(game.kind)
        case (true, .bots): family = TycoonTexts.tycoon
        case (true, _): family = TycoonTexts.tycoon + " · " + Texts.kind(game.kind)
        }
        var parts = [family]
        parts.append(game.finished ? Texts.gameOver : (game.myTurn ? Texts.yourMove : Texts.theirMove))
        if let deadline = game.deadline, !game.finished, game.kind == .daily { parts.append(Texts.timeLeft(deadline - now)) }
        if game.queued > 0 { parts.append(Texts.waitingToSend(game.queued)) }
        return parts.joined(separator: " · ")
    }
}
