import SwiftUI

/// The screens above home, as the navigation stack holds them (Route in SlovoApp.kt).
public enum Route: Hashable, Sendable {
    case newGame
    case online(joinCode: String?)
    case game(id: String, online: Bool)
    /// A Tycoon game, against bots or online.
    case tycoon(id: String, online: Bool)
    /// The post-game analysis of a finished word game (mine: my own turns).
    case analysis(id: String)
    case statistics
    /// Friends: my code, requests, invitations, invite and remove.
    case friends
    /// A vacation from daily online games.
    case vacation
    /// The players I blocked.
    case blocked
    case settings
}

/// A link's route: `slovo://join/CODE` or `https://slovo.app/join/CODE`, and `slovo://game/ID`
/// (a notification's tap). Mirrors `routeOf` in SlovoApp.kt; a game link is resolved later.
public func routeOf(_ link: String) -> Route? {
    var rest = link
    if let scheme = rest.range(of: "://") { rest = String(rest[scheme.upperBound...]) }
    if rest.hasPrefix("slovo.app/") { rest = String(rest.dropFirst("slovo.app/".count)) }
    let parts = rest.split(separator: "/").map(String.init)
    guard parts.count >= 2, !parts[1].trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    switch parts[0] {
    case "join": return .online(joinCode: parts[1].uppercased())
    case "game": return .game(id: parts[1], online: true)
    default: return nil
    }
}

/// Navigation in one place: the stack's path, and links opened from outside (URLs, universal
/// links, notification taps) pushed onto it.
@MainActor
@Observable
public final class Navigator {
    public var path: [Route] = []
    @ObservationIgnored private var core: Core?
    @ObservationIgnored private var pending: [String] = []

    public init() {}

    /// The core is opened after launch; links that came first wait for it.
    public func attach(_ core: Core) {
        self.core = core
        let waiting = pending
        pending = []
        for link in waiting { open(link) }
    }

    public func open(_ url: URL) { open(url.absoluteString) }

    public func open(_ link: String) {
        guard let route = routeOf(link) else { return }
        guard let core else {
            pending.append(link)
            return
        }
        guard case .game(let id, _) = route else {
            path.append(route)
            return
        }
        // A game link names an online game or a local one: the core knows which.
        Task {
            if let route = await gameRoute(core, id) { path.append(route) }
        }
    }

    func push(_ route: Route) { path.append(route) }

    func replaceTop(_ route: Route) {
        if path.isEmpty { path.append(route) } else { path[path.count - 1] = route }
    }

    func back() { if !path.isEmpty { path.removeLast() } }

    /// A local game (a word game or Tycoon), else an online one (after a sync), else none; as
    /// gameRoute in SlovoApp.kt.
    private func gameRoute(_ core: Core, _ id: String) async -> Route? {
        if let local = ((try? await core.localGames()) ?? []).first(where: { $0.id == id }) { return route(of: local) }
        _ = try? await core.syncNow()
        return ((try? await core.onlineGames()) ?? []).first(where: { $0.id == id }).map { route(of: $0) }
    }
}

/// The whole app: a NavigationStack over home; each screen gets its presenter when its route
/// is shown and stops it when it leaves.
public struct SlovoRoot: View {
    let core: Core
    @Bindable var navigator: Navigator
    let preferences: Preferences
    let onNotifications: (Bool) -> Void

    public init(core: Core, navigator: Navigator, preferences: Preferences, onNotifications: @escaping (Bool) -> Void) {
        self.core = core
        self.navigator = navigator
        self.preferences = preferences
        self.onNotifications = onNotifications
    }

    public var body: some View {
        NavigationStack(path: $navigator.path) {
            HomeHost(core: core, navigator: navigator)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .newGame:
                        NewGameHost(core: core, preferences: preferences, navigator: navigator)
                    case .online(let joinCode):
                        OnlineHost(core: core, joinCode: joinCode, navigator: navigator)
                    case .game(let id, let online):
                        GameHost(core: core, id: id, online: online, preferences: preferences, navigator: navigator)
                    case .tycoon(let id, let online):
                        TycoonHost(core: core, id: id, online: online, navigator: navigator)
                    case .analysis(let id):
                        AnalysisHost(core: core, id: id)
                    case .statistics:
                        StatsHost(core: core, navigator: navigator)
                    case .friends:
                        FriendsHost(core: core, navigator: navigator)
                    case .vacation:
                        VacationHost(core: core, navigator: navigator)
                    case .blocked:
                        BlockedHost(core: core)
                    case .settings:
                        SettingsHost(core: core, preferences: preferences, navigator: navigator, onNotifications: onNotifications)
                    }
                }
        }
        .preferredColorScheme(preferences.darkTheme.map { $0 ? ColorScheme.dark : ColorScheme.light })
    }
}

// Each host owns one screen's presenter for as long as the screen is on the stack.

struct HomeHost: View {
    let navigator: Navigator
    @State private var presenter: HomePresenter

    init(core: Core, navigator: Navigator) {
        self.navigator = navigator
        _presenter = State(initialValue: HomePresenter(core: core))
    }

    var body: some View {
        HomeScreen(state: presenter.state, send: presenter.send,
                   onOpen: { navigator.push(route(of: $0)) },
                   onNewGame: { navigator.push(.newGame) },
                   onOnline: { navigator.push(.online(joinCode: nil)) },
                   onStatistics: { navigator.push(.statistics) },
                   onFriends: { navigator.push(.friends) },
                   onSettings: { navigator.push(.settings) })
            // Back from a game or a new one: the list changed.
            .onAppear { presenter.send(.refresh) }
    }
}

struct NewGameHost: View {
    @State private var presenter: NewGamePresenter

    init(core: Core, preferences: Preferences, navigator: Navigator) {
        _presenter = State(initialValue: NewGamePresenter(core: core, playerName: { preferences.playerName }, onStarted: { id, tycoon in
            navigator.replaceTop(familyRoute(id: id, tycoon: tycoon, online: false))
        }))
    }

    var body: some View {
        NewGameScreen(state: presenter.state, send: presenter.send).task { await presenter.start() }
    }
}

struct OnlineHost: View {
    let navigator: Navigator
    @State private var presenter: OnlinePresenter

    init(core: Core, joinCode: String?, navigator: Navigator) {
        self.navigator = navigator
        // A game that started opens on the screen of its family.
        _presenter = State(initialValue: OnlinePresenter(core: core, joinCode: joinCode, onGame: { id, tycoon in
            navigator.replaceTop(familyRoute(id: id, tycoon: tycoon, online: true))
        }))
    }

    var body: some View {
        OnlineScreen(state: presenter.state, send: presenter.send, onFriends: { navigator.push(.friends) })
            .task { await presenter.start() }
            .onDisappear { presenter.stop() }
    }
}

struct GameHost: View {
    let gameId: String
    let preferences: Preferences
    let navigator: Navigator
    @State private var presenter: GamePresenter
    /// An online game's chat, read while its sheet is open; none against bots.
    @State private var chat: ChatPresenter?
    /// An online game's players away on vacation and its rematch; none against bots.
    @State private var people: GamePeoplePresenter?

    init(core: Core, id: String, online: Bool, preferences: Preferences, navigator: Navigator) {
        gameId = id
        self.preferences = preferences
        self.navigator = navigator
        _presenter = State(initialValue: GamePresenter(core: core, gameId: id, online: online, labels: preferences.boardLabels))
        _chat = State(initialValue: online ? ChatPresenter(core: core, gameId: id) : nil)
        _people = State(initialValue: online ? GamePeoplePresenter(core: core, gameId: id, onGame: {
            navigator.replaceTop(.game(id: $0, online: true))
        }) : nil)
    }

    var body: some View {
        GameScreen(state: presenter.state, send: presenter.send, onBack: { navigator.back() },
                   onChat: chat == nil ? nil : { chat?.send(.open) },
                   people: people?.state, sendPeople: { people?.send($0) },
                   onAnalysis: { navigator.push(.analysis(id: gameId)) })
            .task { await presenter.start() }
            .task { await people?.start() }
            .onChange(of: presenter.state.game?.finished) { _, finished in people?.gameChanged(finished: finished ?? false) }
            .onDisappear {
                presenter.stop()
                chat?.close()
                people?.stop()
            }
            .onChange(of: preferences.boardLabels) { _, on in presenter.setLabels(on) }
            .sheet(isPresented: Binding(get: { chat?.state.open ?? false }, set: { if !$0 { chat?.send(.close) } })) {
                if let chat { ChatSheet(state: chat.state, send: chat.send) }
            }
    }
}

struct TycoonHost: View {
    let navigator: Navigator
    @State private var presenter: TycoonPresenter

    init(core: Core, id: String, online: Bool, navigator: Navigator) {
        self.navigator = navigator
        let table: TycoonTable = online ? OnlineTycoonTable(core: core, gameId: id) : LocalTycoonTable(core: core, gameId: id)
        _presenter = State(initialValue: TycoonPresenter(table: table))
    }

    var body: some View {
        TycoonScreen(state: presenter.state, send: presenter.send, onBack: { navigator.back() })
            .task { await presenter.start() }
            .onDisappear { presenter.stop() }
    }
}

struct AnalysisHost: View {
    @State private var presenter: AnalysisPresenter

    init(core: Core, id: String) {
        _presenter = State(initialValue: AnalysisPresenter(core: core, gameId: id))
    }

    var body: some View {
        AnalysisScreen(state: presenter.state, send: presenter.send)
            .task { presenter.start() }
            .onDisappear { presenter.stop() }
    }
}

struct StatsHost: View {
    let navigator: Navigator
    @State private var presenter: StatsPresenter

    init(core: Core, navigator: Navigator) {
        self.navigator = navigator
        _presenter = State(initialValue: StatsPresenter(core: core))
    }

    var body: some View {
        StatsScreen(state: presenter.state, send: presenter.send, onOnline: { navigator.push(.online(joinCode: nil)) })
            .task { await presenter.start() }
    }
}

struct FriendsHost: View {
    let navigator: Navigator
    @State private var presenter: FriendsPresenter

    init(core: Core, navigator: Navigator) {
        self.navigator = navigator
        _presenter = State(initialValue: FriendsPresenter(core: core, onGame: { navigator.replaceTop(.game(id: $0, online: true)) }))
    }

    var body: some View {
        FriendsScreen(state: presenter.state, send: presenter.send, onOnline: { navigator.push(.online(joinCode: nil)) },
                      onVacation: { navigator.push(.vacation) }, onBlocked: { navigator.push(.blocked) })
            .task { await presenter.start() }
    }
}

struct VacationHost: View {
    let navigator: Navigator
    @State private var presenter: VacationPresenter

    init(core: Core, navigator: Navigator) {
        self.navigator = navigator
        _presenter = State(initialValue: VacationPresenter(core: core))
    }

    var body: some View {
        VacationScreen(state: presenter.state, send: presenter.send, onOnline: { navigator.push(.online(joinCode: nil)) })
            .task { await presenter.start() }
    }
}

struct BlockedHost: View {
    @State private var presenter: BlockedPresenter

    init(core: Core) {
        _presenter = State(initialValue: BlockedPresenter(core: core))
    }

    var body: some View {
        BlockedScreen(state: presenter.state, send: presenter.send).task { await presenter.start() }
    }
}

struct SettingsHost: View {
    let navigator: Navigator
    @State private var presenter: SettingsPresenter

    init(core: Core, preferences: Preferences, navigator: Navigator, onNotifications: @escaping (Bool) -> Void) {
        self.navigator = navigator
        _presenter = State(initialValue: SettingsPresenter(core: core, preferences: preferences, onNotifications: onNotifications))
    }

    var body: some View {
        SettingsScreen(state: presenter.state, send: presenter.send,
                       onVacation: { navigator.push(.vacation) }, onBlocked: { navigator.push(.blocked) })
            .task { await presenter.start() }
    }
}

/// A game's route: the word game's screen or Tycoon's, against bots or online.
func familyRoute(id: String, tycoon: Bool, online: Bool) -> Route {
    tycoon ? .tycoon(id: id, online: online) : .game(id: id, online: online)
}

/// The route of a game of the home list.
func route(of game: GameItem) -> Route {
    familyRoute(id: game.id, tycoon: game.tycoon, online: game.kind != .bots)
}
