import Foundation
import SlovoCore

/// The Rust core as the app sees it: the one file that imports the generated bindings (module
/// `SlovoCore`; scripts/check-swift checks every core name written here against them).
///
/// Mirrors android/ui/src/main/kotlin/app/slovo/ui/core/SlovoCore.kt, which the JVM tests drive
/// against the real library: the bindings' types become the app's (`Game`, `GameItem`, …),
/// their errors `CoreError`, and the core's blocking calls leave the main thread (the core's
/// async calls run on its own worker already).
public final class Core: @unchecked Sendable {
    /// The folder the games are kept in.
    public let dataDir: URL
    private let slovo: SlovoCore.Slovo
    private let lock = NSLock()
    private var points: [String: [String: Int]] = [:]
    private var blanks: [String: [String]] = [:]

    private init(dataDir: URL, slovo: SlovoCore.Slovo) {
        self.dataDir = dataDir
        self.slovo = slovo
    }

    /// Opens the games in `dataDir` (created if missing) with the word lists in `lexiconsDir`
    /// (read in place: the core memory-maps them, so the app bundle's copy is enough).
    public static func open(dataDir: URL, lexiconsDir: URL) async throws -> Core {
        try await Task.detached(priority: .userInitiated) {
            let slovo = try mapped { try SlovoCore.Slovo(dataDir: dataDir.path, lexiconsDir: lexiconsDir.path) }
            return Core(dataDir: dataDir, slovo: slovo)
        }.value
    }

    /// Runs a blocking core call off the caller's thread.
    private func call<T: Sendable>(_ block: @escaping @Sendable (SlovoCore.Slovo) throws -> T) async throws -> T {
        let slovo = self.slovo
        return try await Task.detached(priority: .userInitiated) { try mapped { try block(slovo) } }.value
    }

    // MARK: Games against bots

    public func localGames() async throws -> [GameItem] {
        try await call { (s: SlovoCore.Slovo) in
            try s.games().map { (g: SlovoCore.GameSummary) in
                GameItem(id: g.id, kind: .bots, language: g.language, opponents: Array(g.names.dropFirst()),
                         scores: g.scores.map { Int($0) }, myTurn: g.myTurn, finished: g.finished, updatedAt: g.updatedAt,
                         tycoon: g.kind == SlovoCore.GameFamily.tycoon)
            }
        }
    }

    public func newGame(_ setup: BotGameSetup) async throws -> String {
        let core = SlovoCore.NewGameSetup(
            language: setup.language,
            humanName: setup.playerName,
            bots: setup.bots.map(Core.botLevel),
            preset: setup.preset,
            rackSize: Int32(setup.rackSize),
            finishLine: setup.finishLine.map { Int32($0) },
            seed: nil
        )
        return try await call { (s: SlovoCore.Slovo) in try s.newGame(setup: core) }
    }

    public func localGame(_ id: String) async throws -> Game {
        let v = try await call { (s: SlovoCore.Slovo) in try s.view(gameId: id) }
        return gameOf(v)
    }

    /// The preset a language plays by unless another is chosen (`classic`, `sss`, `bulgarian`).
    public func usualPreset(_ language: String) async throws -> String {
        try await call { (_: SlovoCore.Slovo) in
            let rules = try SlovoCore.RulesInfo(language: language, preset: nil)
            return rules.presetName()
        }
    }

    public func preview(_ game: Game, _ placed: [Placement]) async throws -> Verdict {
        let tiles = placed.map(Core.placementOf)
        let id = game.id
        let local = game.kind == .bots
        let r: SlovoCore.PreviewResult = try await call { (s: SlovoCore.Slovo) in
            if local { return try s.preview(gameId: id, placements: tiles) }
            return try s.previewOnline(gameId: id, placements: tiles)
        }
        return r.valid ? .legal(score: Int(r.score ?? 0), words: r.words) : .illegal(reason: r.error ?? "not a legal play")
    }

    public func hints(_ id: String, _ n: Int) async throws -> [Hint] {
        try await call { (s: SlovoCore.Slovo) in
            try s.hints(gameId: id, n: Int32(n)).map { (h: SlovoCore.HintItem) in
                Hint(text: h.text, score: Int(h.score), placements: h.placements.map { (p: SlovoCore.TilePlacement) in
                    Placement(row: Int(p.row), col: Int(p.col), face: p.face, blank: p.isBlank)
                })
            }
        }
    }

    /// Lets the bots move until it is my turn again or the game is over.
    public func runBots(_ id: String) async throws {
        let slovo = self.slovo
        _ = try await mappedAsync { try await slovo.runBots(gameId: id) }
    }

    /// A move in any game: made at once in a local game, sent or queued in an online one.
    public func move(_ game: Game, _ move: Move) async throws -> Sent {
        let id = game.id
        let slovo = self.slovo
        if game.kind == .bots {
            try await call { (s: SlovoCore.Slovo) in
                switch move {
                case .play(let tiles): try s.play(gameId: id, placements: tiles.map(Core.placementOf))
                case .exchange(let faces): try s.exchange(gameId: id, tiles: faces)
                case .pass: try s.pass(gameId: id)
                case .resign: try s.resign(gameId: id)
                case .challenge: try s.challenge(gameId: id)
                case .accept: try s.accept(gameId: id)
                }
            }
            return .done
        }
        let result: SlovoCore.MoveResult = try await mappedAsync {
            switch move {
            case .play(let tiles): return try await slovo.playOnline(gameId: id, placements: tiles.map(Core.placementOf))
            case .exchange(let faces): return try await slovo.exchangeOnline(gameId: id, tiles: faces)
            case .pass: return try await slovo.passOnline(gameId: id)
            case .resign: return try await slovo.resignOnline(gameId: id)
            case .challenge, .accept: throw CoreError(.invalid, UiText.text("ui-online-no-challenge"))
            }
        }
        return Core.sentOf(result)
    }

    // MARK: Tycoon against bots

    public func newTycoonGame(_ setup: TycoonGameSetup) async throws -> String {
        let core = SlovoCore.TycoonSetup(humanName: setup.playerName, bots: setup.bots.map(Core.botLevel),
                                         challenges: setup.challenges, seed: nil)
        return try await call { (s: SlovoCore.Slovo) in try s.newTycoonGame(setup: core) }
    }

    public func tycoonGame(_ id: String) async throws -> TycoonGame {
        let screen: SlovoCore.TycoonScreen = try await call { (s: SlovoCore.Slovo) in try s.tycoonScreen(gameId: id) }
        return Core.tycoonOf(screen)
    }

    /// What building these words would do, without doing it: cheap enough for every card tapped.
    public func tycoonPreview(_ id: String, _ words: [WordDraft]) async throws -> TycoonVerdict {
        let built = words.map(Core.wordOf)
        let p: SlovoCore.TycoonPreview = try await call { (s: SlovoCore.Slovo) in try s.tycoonPreview(gameId: id, words: built) }
        return Core.verdictOf(p)
    }

    /// My action, checked by the rules and saved before it returns (a refused one changes
    /// nothing and throws); says what it did.
    @discardableResult
    public func tycoonAct(_ id: String, _ action: TycoonAction) async throws -> TycoonReport {
        let event: SlovoCore.TycoonEventInfo = try await call { (s: SlovoCore.Slovo) in
            switch action {
            case .build(let words): return try s.tycoonBuild(gameId: id, words: words.map(Core.wordOf))
            case .buyPatent(let letter): return try s.tycoonBuyPatent(gameId: id, letter: letter)
            case .endTurn(let discard): return try s.tycoonEndTurn(gameId: id, discard: discard.map { Int32($0) })
            case .exchange(let cards): return try s.tycoonExchange(gameId: id, discard: cards.map { Int32($0) })
            case .penaltyDiscard(let card): return try s.tycoonPenaltyDiscard(gameId: id, card: Int32(card))
            case .replaceCard(let card): return try s.tycoonReplaceCard(gameId: id, card: Int32(card))
            case .challenge: return try s.tycoonChallenge(gameId: id)
            case .accept: return try s.tycoonAccept(gameId: id)
            }
        }
        return Core.reportOf(event)
    }

    /// Lets the bots act until I am to act or the game is over, on the core's worker thread;
    /// says what they did, in order.
    @discardableResult
    public func runTycoonBots(_ id: String) async throws -> [TycoonReport] {
        let slovo = self.slovo
        let events: [SlovoCore.TycoonEventInfo] = try await mappedAsync { try await slovo.runTycoonBots(gameId: id) }
        return events.map(Core.reportOf)
    }

    // MARK: Tycoon online

    /// A Tycoon room for `seats` players (Tycoon is played in English).
    public func createTycoonRoom(kind: GameKind, seats: Int, minutes: Int?) async throws -> Room {
        let slovo = self.slovo
        let mode = Core.modeOf(kind)
        let room: SlovoCore.OnlineRoomInfo = try await mappedAsync {
            try await slovo.createTycoonRoom(mode: mode, seats: Int32(seats), minutes: minutes.map { UInt32($0) })
        }
        return Core.roomOf(room)
    }

    /// Looks for strangers to play Tycoon with; waits up to `waitMs` on the server for a match
    /// (then `pollSeek` and `cancelSeek`, as for the word game).
    public func seekTycoon(kind: GameKind, players: Int, minutes: Int?, waitMs: Int64) async throws -> Seek {
        let slovo = self.slovo
        let mode = Core.modeOf(kind)
        let outcome: SlovoCore.SeekOutcome = try await mappedAsync {
            try await slovo.seekTycoon(mode: mode, players: Int32(players), waitMs: waitMs, minutes: minutes.map { UInt32($0) })
        }
        return Core.seekOf(outcome)
    }

    /// The online game named by its id or room code, of either family, with whether it is Tycoon.
    public func findAnyOnlineGame(_ key: String) async throws -> FoundGame {
        try await call { (s: SlovoCore.Slovo) in
            let id: String
            do { id = try s.findOnlineGame(key: key) } catch { id = try s.findOnlineTycoonGame(key: key) }
            return FoundGame(id: id, tycoon: try s.onlineGameKind(gameId: id) == SlovoCore.GameFamily.tycoon)
        }
    }

    /// The online game `id` is Tycoon (from its local copy).
    public func isOnlineTycoon(_ id: String) async throws -> Bool {
        try await call { (s: SlovoCore.Slovo) in try s.onlineGameKind(gameId: id) == SlovoCore.GameFamily.tycoon }
    }

    /// An online Tycoon game from its local copy (no network; `syncOnlineTycoon` freshens it).
    public func onlineTycoonGame(_ id: String) async throws -> OnlineTycoonGame {
        let screen: SlovoCore.OnlineTycoonScreen = try await call { (s: SlovoCore.Slovo) in try s.onlineTycoonGame(gameId: id) }
        return Core.onlineTycoonOf(screen)
    }

    /// What building these words would do in an online game, from my view (no network).
    public func onlineTycoonPreview(_ id: String, _ words: [WordDraft]) async throws -> TycoonVerdict {
        let built = words.map(Core.wordOf)
        let p: SlovoCore.TycoonPreview = try await call { (s: SlovoCore.Slovo) in
            try s.previewOnlineTycoon(gameId: id, words: built)
        }
        return Core.verdictOf(p)
    }

    /// My Tycoon move in an online game: checked against my view (a refused one changes
    /// nothing and throws), then sent, or queued while the server cannot be reached, or
    /// dropped for good with the server's reason. Online rooms check words at once, so there
    /// is never a word to challenge.
    @discardableResult
    public func playOnlineTycoon(_ id: String, _ action: TycoonAction) async throws -> Sent {
        let move: SlovoCore.OnlineTycoonMove
        switch action {
        case .build(let words): move = .build(words: words.map(Core.wordOf))
        case .buyPatent(let letter): move = .buyPatent(letter: letter)
        case .endTurn(let discard): move = .endTurn(discard: discard.map { Int32($0) })
        case .exchange(let cards): move = .exchange(discard: cards.map { Int32($0) })
        case .penaltyDiscard(let card): move = .penaltyDiscard(card: Int32(card))
        case .replaceCard(let card): move = .replaceCard(card: Int32(card))
        case .challenge, .accept: throw CoreError(.invalid, UiText.text("ui-online-no-challenge"))
        }
        let slovo = self.slovo
        let result: SlovoCore.OnlineTycoonMoveResult = try await mappedAsync { try await slovo.playOnlineTycoon(gameId: id, action: move) }
        switch result.status {
        case .sent: return .done
        case .queued: return .waiting(reason: result.reason ?? "")
        case .dropped: return .refused(reason: result.reason ?? "")
        }
    }

    /// What each move after version `since` did, as I may see it, from the server (the local
    /// copy is brought up to date too); throws `.offline` when it cannot be reached.
    public func onlineTycoonEvents(_ id: String, since: Int64) async throws -> [OnlineReport] {
        let slovo = self.slovo
        let events: [SlovoCore.OnlineTycoonEventInfo] = try await mappedAsync {
            try await slovo.onlineTycoonEvents(gameId: id, since: since)
        }
        return events.map { (e: SlovoCore.OnlineTycoonEventInfo) in
            OnlineReport(version: e.version, report: TycoonReport(player: Int(e.player), name: e.name, words: [], lines: e.lines))
        }
    }

    /// Sends what waits for one online Tycoon game and fetches its view; being offline is
    /// the result (`.offline`), not thrown.
    @discardableResult
    public func syncOnlineTycoon(_ id: String) async throws -> SyncState {
        let slovo = self.slovo
        let r: SlovoCore.SyncResult = try await mappedAsync { try await slovo.syncOnlineTycoon(gameId: id) }
        return r.offline != nil ? .offline(waiting: Int(r.waiting)) : .upToDate
    }

    // MARK: Analysis

    /// My turns of the finished game `gameId` (against bots or online: my own seat), each
    /// with the best option and the equity lost, rated on the core's worker thread. The
    /// bindings' async calls do not hear a Swift task's cancellation: once asked, the core
    /// finishes the analysis.
    public func analysis(_ gameId: String) async throws -> Analysis {
        let slovo = self.slovo
        let a: SlovoCore.AnalysisScreen = try await mappedAsync { try await slovo.analyzeGame(gameId: gameId, seat: nil) }
        return Analysis(
            gameId: a.gameId, title: a.title,
            summary: a.summary.map(Core.rowOf),
            turns: a.turns.map { (t: SlovoCore.AnalysisTurn) in
                AnalysedTurn(turn: Int(t.turn), title: t.title, rack: t.rack, made: Core.optionOf(t.made), best: Core.optionOf(t.best),
                             equityLost: t.equityLost, bestMade: t.bestMade, verdict: t.verdict, notes: t.notes,
                             alternatives: t.alternatives.map(Core.optionOf))
            },
            empty: a.empty
        )
    }

    // MARK: Statistics

    /// The record against bots, from this device's finished games (replayed on the core's worker).
    public func botStats() async throws -> BotRecord {
        let slovo = self.slovo
        let screen: SlovoCore.BotStatsScreen = try await mappedAsync { try await slovo.botStats() }
        return BotRecord(groups: screen.sections.map(Core.groupOf), empty: screen.empty)
    }

    /// The online record and ratings from the server, or the copy kept from its last answer
    /// when it cannot be reached (`offline` set); `.offline` when none was ever kept,
    /// `.notRegistered` without an account.
    public func onlineStats() async throws -> OnlineRecord {
        let slovo = self.slovo
        let screen: SlovoCore.OnlineStatsScreen = try await mappedAsync { try await slovo.onlineStats() }
        return Core.onlineRecordOf(screen)
    }

    /// The online record kept from the last time the server answered, without the network;
    /// nil when it never did.
    public func cachedOnlineStats() async throws -> OnlineRecord? {
        let kept: SlovoCore.OnlineStatsScreen? = try await call { (s: SlovoCore.Slovo) in try s.cachedOnlineStats() }
        return kept.map(Core.onlineRecordOf)
    }

    // MARK: Friends and chat

    /// The friends screen: my code, my friends (presence, ratings), requests and invitations
    /// both ways. Throws `.notRegistered` without an account.
    public func friends() async throws -> Friends {
        let slovo = self.slovo
        let f: SlovoCore.FriendsScreen = try await mappedAsync { try await slovo.friends() }
        return Friends(
            code: f.friendCode, codeHelp: f.codeHelp,
            friends: f.friends.map { (r: SlovoCore.FriendRow) in
                Friend(id: r.playerId, name: r.name, presence: Core.presenceOf(r.presence), presenceText: r.presenceText,
                       ratings: r.ratings.map(Core.ratingOf))
            },
            empty: f.empty,
            incoming: f.incoming.map(Core.requestOf), outgoing: f.outgoing.map(Core.requestOf),
            invites: f.invites.map(Core.inviteOf), invited: f.invited.map(Core.inviteOf)
        )
    }

    /// Asks the player with this friend code to be friends; says what came of it.
    public func addFriend(code: String) async throws -> String {
        let slovo = self.slovo
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        return try await mappedAsync { try await slovo.addFriendByCode(code: trimmed) }
    }

    /// Asks the player in `seat` of an online game of mine to be friends.
    public func addFriend(gameId: String, seat: Int) async throws -> String {
        let slovo = self.slovo
        return try await mappedAsync { try await slovo.addFriendFromGame(gameId: gameId, seat: Int32(seat)) }
    }

    public func acceptFriend(_ playerId: String) async throws -> String {
        let slovo = self.slovo
        return try await mappedAsync { try await slovo.acceptFriend(playerId: playerId) }
    }

    public func declineFriend(_ playerId: String) async throws {
        let slovo = self.slovo
        try await mappedAsync { try await slovo.declineFriend(playerId: playerId) }
    }

    /// Ends a friendship, or withdraws my request.
    public func removeFriend(_ playerId: String) async throws {
        let slovo = self.slovo
        try await mappedAsync { try await slovo.removeFriend(playerId: playerId) }
    }

    /// Invites a friend to a new game for two; says what to tell the player.
    public func inviteFriend(_ playerId: String, kind: GameKind, language: String, minutes: Int?) async throws -> String {
        let slovo = self.slovo
        let mode = Core.modeOf(kind)
        return try await mappedAsync {
            try await slovo.inviteFriend(playerId: playerId, mode: mode, language: language, minutes: minutes.map { UInt32($0) })
        }
    }

    /// Accepts an invitation; its game's id when it has started.
    public func acceptInvite(_ inviteId: String) async throws -> String? {
        let slovo = self.slovo
        let room: SlovoCore.OnlineRoomInfo = try await mappedAsync { try await slovo.acceptInvite(inviteId: inviteId) }
        return room.gameId
    }

    public func declineInvite(_ inviteId: String) async throws {
        let slovo = self.slovo
        try await mappedAsync { try await slovo.declineInvite(inviteId: inviteId) }
    }

    /// An online game's whole chat, times on the phone's clock.
    public func chat(_ gameId: String) async throws -> Chat {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let c: SlovoCore.ChatScreen = try await mappedAsync { try await slovo.chat(gameId: gameId, since: 0, utcOffsetMinutes: offset) }
        return Chat(messages: c.messages.map(Core.messageOf), enabled: c.enabled, notice: c.notice, maxChars: Int(c.maxChars))
    }

    /// Sends a message to the game's players; the message as sent.
    public func sendChat(_ gameId: String, _ text: String) async throws -> ChatMessage {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let sent: SlovoCore.ChatItem = try await mappedAsync {
            try await slovo.sendChat(gameId: gameId, text: text, utcOffsetMinutes: offset)
        }
        return Core.messageOf(sent)
    }

    /// Turns my chat on or off in every game; whether it is on.
    @discardableResult
    public func setChatEnabled(_ enabled: Bool) async throws -> Bool {
        let slovo = self.slovo
        return try await mappedAsync { try await slovo.setChatEnabled(enabled: enabled) }
    }

    /// Blocks the player in `seat` (they are not told); says what to tell the player.
    public func block(gameId: String, seat: Int) async throws -> String {
        let slovo = self.slovo
        return try await mappedAsync { try await slovo.blockPlayer(gameId: gameId, seat: Int32(seat)) }
    }

    /// Reports the player in `seat` with a reason and an optional text; says what to tell the player.
    public func report(gameId: String, seat: Int, reason: ReportReason, text: String?) async throws -> String {
        let slovo = self.slovo
        let cause = Core.causeOf(reason)
        let said = text.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        return try await mappedAsync { try await slovo.reportPlayer(gameId: gameId, seat: Int32(seat), cause: cause, text: said) }
    }

    /// The reasons to offer, labelled in the interface language, in the core's order.
    public func reportOptions() -> [ReportOption] {
        SlovoCore.reportChoices().map { (c: SlovoCore.ReportChoice) in ReportOption(reason: Core.reasonOf(c.cause), label: c.label) }
    }

    // MARK: Rematch, vacation and blocks

    /// The rematch after the finished online game `gameId`, as I see it.
    public func rematch(_ gameId: String) async throws -> Rematch {
        let slovo = self.slovo
        let r: SlovoCore.RematchScreen = try await mappedAsync { try await slovo.rematch(gameId: gameId) }
        return Core.rematchOf(r)
    }

    /// Offers a rematch of the finished game (my acceptance with it); the others get a push.
    public func offerRematch(_ gameId: String) async throws -> Rematch {
        let slovo = self.slovo
        let r: SlovoCore.RematchScreen = try await mappedAsync { try await slovo.offerRematch(gameId: gameId) }
        return Core.rematchOf(r)
    }

    /// Accepts the rematch offered; the last acceptance starts the new game (`newGameId`).
    public func acceptRematch(_ gameId: String) async throws -> Rematch {
        let slovo = self.slovo
        let r: SlovoCore.RematchScreen = try await mappedAsync { try await slovo.acceptRematch(gameId: gameId) }
        return Core.rematchOf(r)
    }

    /// Declines the rematch offered: the offer closes for everyone.
    public func declineRematch(_ gameId: String) async throws -> Rematch {
        let slovo = self.slovo
        let r: SlovoCore.RematchScreen = try await mappedAsync { try await slovo.declineRematch(gameId: gameId) }
        return Core.rematchOf(r)
    }

    /// My vacation now and the days left this year.
    public func vacation() async throws -> Vacation {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let v: SlovoCore.VacationScreen = try await mappedAsync { try await slovo.vacation(utcOffsetMinutes: offset) }
        return Core.vacationOf(v)
    }

    /// Pauses every daily game of mine for `days` whole days from now.
    public func startVacation(days: Int) async throws -> Vacation {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let v: SlovoCore.VacationScreen = try await mappedAsync {
            try await slovo.startVacation(days: Int32(days), utcOffsetMinutes: offset)
        }
        return Core.vacationOf(v)
    }

    /// Comes back from vacation early.
    public func endVacation() async throws -> Vacation {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let v: SlovoCore.VacationScreen = try await mappedAsync { try await slovo.endVacation(utcOffsetMinutes: offset) }
        return Core.vacationOf(v)
    }

    /// The players of an online game who are on vacation now (me among them if I am).
    public func gameVacations(_ gameId: String) async throws -> [AwaySeat] {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let away: [SlovoCore.SeatVacation] = try await mappedAsync {
            try await slovo.onlineGameVacations(gameId: gameId, utcOffsetMinutes: offset)
        }
        return away.map { (a: SlovoCore.SeatVacation) in AwaySeat(seat: Int(a.seat), name: a.name, me: a.me, text: a.text) }
    }

    /// The players I blocked (only I see the list).
    public func blockedPlayers() async throws -> Blocks {
        let slovo = self.slovo
        let offset = Core.utcOffsetMinutes()
        let b: SlovoCore.BlocksScreen = try await mappedAsync { try await slovo.blockedPlayers(utcOffsetMinutes: offset) }
        return Blocks(blocked: b.blocked.map { (r: SlovoCore.BlockedRow) in BlockedPlayer(id: r.playerId, name: r.name, text: r.text) },
                      empty: b.empty, help: b.help)
    }

    /// Lifts a block; says what to tell the player.
    public func unblock(_ playerId: String) async throws -> String {
        let slovo = self.slovo
        return try await mappedAsync { try await slovo.unblockPlayer(playerId: playerId) }
    }

    // MARK: Online

    public func server() async throws -> String? {
        try await call { (s: SlovoCore.Slovo) in try s.server() }
    }

    public func setServer(_ url: String) async throws {
        try await call { (s: SlovoCore.Slovo) in try s.setServer(url: url) }
    }

    /// My name on the server, or nil before registering.
    public func accountName() async throws -> String? {
        let account: SlovoCore.OnlineAccount? = try await call { (s: SlovoCore.Slovo) in try s.account() }
        return account?.displayName
    }

    public func register(_ name: String) async throws -> String {
        let slovo = self.slovo
        let account: SlovoCore.OnlineAccount = try await mappedAsync { try await slovo.register(displayName: name) }
        return account.displayName
    }

    public func createRoom(kind: GameKind, language: String, seats: Int, minutes: Int?) async throws -> Room {
        let slovo = self.slovo
        let mode = Core.modeOf(kind)
        let room: SlovoCore.OnlineRoomInfo = try await mappedAsync {
            try await slovo.createRoom(mode: mode, language: language, seats: Int32(seats), minutes: minutes.map { UInt32($0) })
        }
        return Core.roomOf(room)
    }

    public func joinRoom(_ code: String) async throws -> Room {
        let slovo = self.slovo
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        let room: SlovoCore.OnlineRoomInfo = try await mappedAsync { try await slovo.joinRoom(code: trimmed) }
        return Core.roomOf(room)
    }

    /// Looks for strangers; waits up to `waitMs` on the server for a match.
    public func seek(kind: GameKind, language: String, players: Int, minutes: Int?, waitMs: Int64) async throws -> Seek {
        let slovo = self.slovo
        let mode = Core.modeOf(kind)
        let outcome: SlovoCore.SeekOutcome = try await mappedAsync {
            try await slovo.seek(mode: mode, language: language, players: Int32(players), waitMs: waitMs,
                                 minutes: minutes.map { UInt32($0) })
        }
        return Core.seekOf(outcome)
    }

    public func pollSeek(_ seekId: String) async throws -> Seek {
        let slovo = self.slovo
        let outcome: SlovoCore.SeekOutcome = try await mappedAsync { try await slovo.pollSeek(seekId: seekId) }
        return Core.seekOf(outcome)
    }

    public func cancelSeek(_ seekId: String) async throws -> Seek {
        let slovo = self.slovo
        let outcome: SlovoCore.SeekOutcome = try await mappedAsync { try await slovo.cancelSeek(seekId: seekId) }
        return Core.seekOf(outcome)
    }

    public func onlineGames() async throws -> [GameItem] {
        try await call { (s: SlovoCore.Slovo) in
            try s.onlineGames().map { (g: SlovoCore.OnlineGameItem) -> GameItem in
                // The list's names and scores come from each game's screen, as on Android.
                let tycoon = g.family == SlovoCore.GameFamily.tycoon
                let seats = tycoon ? Core.tycoonSeats(s, g.id) : Core.wordSeats(s, g.id)
                var opponents = [g.code]
                var scores: [Int] = []
                if let seats {
                    opponents = seats.names.enumerated().filter { $0.offset != seats.me }.map { $0.element }
                    let mine = seats.scores.indices.contains(seats.me) ? [seats.scores[seats.me]] : []
                    scores = mine + seats.scores.enumerated().filter { $0.offset != seats.me }.map { $0.element }
                }
                return GameItem(id: g.id, kind: Core.kindOf(g.mode), language: g.language, opponents: opponents, scores: scores,
                                myTurn: g.myTurn, finished: g.finished, deadline: g.deadline, queued: Int(g.queued), tycoon: tycoon)
            }
        }
    }

    public func onlineGame(_ id: String) async throws -> Game {
        let screen: SlovoCore.OnlineGameScreen = try await call { (s: SlovoCore.Slovo) in try s.onlineGame(gameId: id) }
        return gameOf(screen, readAt: nowMs())
    }

    /// The game's id from a room code or id.
    public func findOnlineGame(_ key: String) async throws -> String {
        try await call { (s: SlovoCore.Slovo) in try s.findOnlineGame(key: key) }
    }

    public func syncNow() async throws -> SyncState {
        let slovo = self.slovo
        let r: SlovoCore.SyncResult = try await mappedAsync { try await slovo.syncNow() }
        return r.offline != nil ? .offline(waiting: Int(r.waiting)) : .upToDate
    }

    /// A notification's payload (its `kind`, `game_id`, `version`), as JSON, for the core to act on.
    public func handlePush(_ payloadJson: String) async throws {
        let slovo = self.slovo
        _ = try await mappedAsync { try await slovo.handlePush(payloadJson: payloadJson) }
    }

    /// The APNs device token (hex), registered with the server through the core.
    public func setPushToken(apnsToken: String) async throws {
        let slovo = self.slovo
        try await mappedAsync { try await slovo.setPushToken(platform: .apns, token: apnsToken) }
    }

    public func acknowledgeDropped(_ moveId: String) async throws {
        try await call { (s: SlovoCore.Slovo) in try s.acknowledgeDropped(moveId: moveId) }
    }

    /// Follows an online game live while on screen; `onGame` hears each new version.
    public func watch(_ id: String, onGame: @escaping @Sendable (Game) -> Void,
                      onLive: @escaping @Sendable (Bool) -> Void) throws -> Watch {
        let listener = GameListener(onScreen: { [weak self] (screen: SlovoCore.OnlineGameScreen) in
            guard let self else { return }
            onGame(self.gameOf(screen, readAt: nowMs()))
        }, onLive: onLive)
        let slovo = self.slovo
        let handle: SlovoCore.OnlineWatch = try mapped { try slovo.watchOnlineGame(gameId: id, listener: listener) }
        return Watch { handle.stop() }
    }

    // MARK: Mapping

    private func pointsOf(_ tileSetName: String) -> [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        if let known = points[tileSetName] { return known }
        let tiles: [SlovoCore.TileInfo] = (try? SlovoCore.tileSet(language: tileSetName)) ?? []
        var table: [String: Int] = [:]
        for t in tiles { table[t.face] = Int(t.points) }
        points[tileSetName] = table
        return table
    }

    private func blanksOf(_ tileSetName: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = blanks[tileSetName] { return known }
        let faces: [String] = (try? SlovoCore.blankFaces(language: tileSetName)) ?? []
        blanks[tileSetName] = faces
        return faces
    }

    private func gameOf(_ v: SlovoCore.GameView) -> Game {
        let players = v.names.indices.map { (i: Int) -> Player in
            Player(name: v.names[i], score: Int(v.scores[i]), isBot: v.isBot[i])
        }
        return Game(
            id: v.id, kind: .bots, language: v.language, tileSet: v.tileSet, me: Int(v.me), players: players,
            toMove: v.toMove.map { Int($0) }, myTurn: v.myTurn, finished: v.finished, ranks: v.ranks.map { Int($0) },
            squares: v.cells.map(Core.squareOf), rack: v.rack, points: pointsOf(v.tileSet), blankFaces: blanksOf(v.tileSet),
            bag: Int(v.bag), unseen: v.unseen.map(Core.countOf), history: v.history.map(Core.lineOf),
            awaitingChallenge: v.awaitingChallenge.map { Int($0) }, hintsAllowed: true, hintsUsed: Int(v.hintsUsed),
            opening: v.opening, ranking: v.ranking.map(Core.rankOf)
        )
    }

    private static func rankOf(_ r: SlovoCore.RankLine) -> Rank {
        Rank(seat: Int(r.seat), place: Int(r.place), score: Int(r.score), detail: r.detail)
    }

    private func gameOf(_ s: SlovoCore.OnlineGameScreen, readAt: Int64) -> Game {
        let clocks: [Int64]? = s.clocks
        let ratings: [String?] = s.ratings
        let players = s.names.indices.map { (i: Int) -> Player in
            Player(name: s.names[i], score: Int(s.scores[i]), eliminated: s.eliminated[i],
                   clockMs: clocks.flatMap { $0.indices.contains(i) ? $0[i] : nil },
                   rating: ratings.indices.contains(i) ? ratings[i] : nil)
        }
        return Game(
            id: s.id, kind: Core.kindOf(s.mode), code: s.code, language: s.language, tileSet: s.tileSet, me: Int(s.me),
            players: players, toMove: s.finished ? nil : Int(s.toMove), myTurn: s.myTurn, finished: s.finished,
            ranks: s.ranks.map { Int($0) }, squares: s.cells.map(Core.squareOf), rack: s.rack, points: pointsOf(s.tileSet),
            blankFaces: blanksOf(s.tileSet), bag: Int(s.bag), unseen: s.unseen.map(Core.countOf),
            history: s.history.map(Core.lineOf), deadline: s.deadline, readAt: readAt, opening: s.opening,
            ranking: s.ranking.map(Core.rankOf),
            queued: Int(s.queued),
            dropped: s.dropped.map { (d: SlovoCore.DroppedMove) in Dropped(moveId: d.moveId, gameId: d.gameId, reason: d.reason) }
        )
    }

    private static func squareOf(_ c: SlovoCore.Cell) -> Square {
        Square(row: Int(c.row), col: Int(c.col), premium: premiumOf(c.premium), tile: c.tile, blank: c.blank, lastMove: c.lastMove)
    }

    private static func premiumOf(_ p: SlovoCore.PremiumKind) -> Premium {
        switch p {
        case .plain: return .plain
        case .doubleLetter: return .doubleLetter
        case .tripleLetter: return .tripleLetter
        case .doubleWord: return .doubleWord
        case .tripleWord: return .tripleWord
        case .centre: return .centre
        }
    }

    private static func countOf(_ u: SlovoCore.UnseenTile) -> TileCount {
        TileCount(face: u.face, count: Int(u.count))
    }

    private static func lineOf(_ h: SlovoCore.HistoryEntry) -> HistoryLine {
        HistoryLine(player: Int(h.player), text: h.text, score: Int(h.score), total: Int(h.total))
    }

    private static func placementOf(_ p: Placement) -> SlovoCore.TilePlacement {
        SlovoCore.TilePlacement(row: Int32(p.row), col: Int32(p.col), face: p.face, isBlank: p.blank)
    }

    private static func botLevel(_ level: Level) -> SlovoCore.BotLevel {
        switch level {
        case .easy: return SlovoCore.BotLevel.easy
        case .medium: return SlovoCore.BotLevel.medium
        case .hard: return SlovoCore.BotLevel.hard
        }
    }

    private static func tycoonOf(_ v: SlovoCore.TycoonScreen) -> TycoonGame {
        TycoonGame(
            id: v.gameId, me: Int(v.me),
            players: v.players.map { (p: SlovoCore.TycoonPlayerInfo) in
                TycoonPlayer(name: p.name, isBot: p.isBot, money: Int(p.money), stock: Int(p.stock), patents: p.patents,
                             patentValue: Int(p.patentValue), score: Int(p.score), handSize: Int(p.handSize))
            },
            hand: v.hand, community: v.community,
            patents: v.patents.map { (p: SlovoCore.TycoonPatent) in
                Patent(letter: p.letter, price: Int(p.price), owner: p.owner.map { Int($0) })
            },
            current: Int(v.current), stage: stageOf(v.phase), myTurn: v.myTurn, goal: Int(v.goal),
            minPatents: v.minPatents.map { Int($0) }, finalRound: v.finalRound, finished: v.finished,
            deckSize: Int(v.deckSize), challengeMode: v.challengeMode, attemptsLeft: v.attemptsLeft.map { Int($0) },
            pendingWords: v.pendingWords, buyable: v.buyable, canReplaceCard: v.qAvailable,
            recent: v.recent.map(reportOf),
            standings: v.standings.map { (s: SlovoCore.TycoonStanding) in
                TycoonPlace(place: Int(s.place), player: Int(s.player), name: s.name, score: Int(s.score),
                            eliminated: s.eliminated)
            }
        )
    }

    /// An online Tycoon game's seats for the home list: mine, the names and scores in seat order.
    private static func tycoonSeats(_ s: SlovoCore.Slovo, _ id: String) -> Seats? {
        guard let screen: SlovoCore.OnlineTycoonScreen = try? s.onlineTycoonGame(gameId: id) else { return nil }
        return Seats(me: Int(screen.me), names: screen.players.map { (p: SlovoCore.OnlineTycoonPlayer) in p.name },
                     scores: screen.players.map { (p: SlovoCore.OnlineTycoonPlayer) in Int(p.score) })
    }

    private static func wordSeats(_ s: SlovoCore.Slovo, _ id: String) -> Seats? {
        guard let screen: SlovoCore.OnlineGameScreen = try? s.onlineGame(gameId: id) else { return nil }
        return Seats(me: Int(screen.me), names: screen.names, scores: screen.scores.map { Int($0) })
    }

    /// An online Tycoon game as the Tycoon screen reads it. Its challenges never come up
    /// (online rooms check words at once); names stay plain, who is out of the game coming
    /// with the turn (`OnlineTurn.eliminated`), as do a quick game's clocks; places at the end
    /// as the core ranks them, each saying whether its seat was out (as OnlineTycoonTable.kt's
    /// screenOf).
    private static func onlineTycoonOf(_ v: SlovoCore.OnlineTycoonScreen) -> OnlineTycoonGame {
        let players = v.players.map { (p: SlovoCore.OnlineTycoonPlayer) in
            TycoonPlayer(name: p.name, isBot: false, money: Int(p.money), stock: Int(p.stock), patents: p.patents,
                         patentValue: Int(p.patentValue), score: Int(p.score), handSize: Int(p.handSize))
        }
        let standings = v.standings.map { (s: SlovoCore.TycoonStanding) in
            TycoonPlace(place: Int(s.place), player: Int(s.player), name: s.name, score: Int(s.score),
                        eliminated: s.eliminated)
        }
        let game = TycoonGame(
            id: v.gameId, me: Int(v.me), players: players, hand: v.hand, community: v.community,
            patents: v.patents.map { (p: SlovoCore.TycoonPatent) in
                Patent(letter: p.letter, price: Int(p.price), owner: p.owner.map { Int($0) })
            },
            current: Int(v.current), stage: stageOf(v.phase), myTurn: v.myTurn && v.queued == 0, goal: Int(v.goal),
            minPatents: nil, finalRound: v.finalRound, finished: v.finished, deckSize: Int(v.deckSize), challengeMode: false,
            attemptsLeft: v.attemptsLeft.map { Int($0) }, pendingWords: [], buyable: v.buyable, canReplaceCard: v.qAvailable,
            recent: [], standings: standings
        )
        let dropped = v.dropped.map { (d: SlovoCore.DroppedMove) in Dropped(moveId: d.moveId, gameId: d.gameId, reason: d.reason) }
        let clocks: [Int64]? = v.clocks
        let turn = OnlineTurn(queued: Int(v.queued), dropped: dropped, deadline: v.deadline, clocks: clocks,
                              eliminated: v.players.map { (p: SlovoCore.OnlineTycoonPlayer) in p.eliminated })
        return OnlineTycoonGame(game: game, turn: turn, version: v.version)
    }

    private static func rowOf(_ l: SlovoCore.StatLine) -> StatRow { StatRow(label: l.label, value: l.value) }

    private static func optionOf(_ o: SlovoCore.AnalysisOption) -> MoveOption {
        MoveOption(rank: Int(o.rank), text: o.text, score: Int(o.score), equity: o.equity, isMade: o.isMade)
    }

    private static func verdictOf(_ p: SlovoCore.TycoonPreview) -> TycoonVerdict {
        TycoonVerdict(valid: p.valid, reason: p.reason, words: p.words, unknown: p.unknown, payouts: p.scores.map(Core.payoutOf),
                      royalties: Int(p.royalties), buyable: p.buyable)
    }

    private static func stageOf(_ phase: SlovoCore.TycoonPhase) -> TurnStage {
        switch phase {
        case .start: return .start
        case .pending: return .pending
        case .afterWord: return .afterWord
        case .penalty: return .penalty
        case .over: return .over
        }
    }

    private static func reportOf(_ e: SlovoCore.TycoonEventInfo) -> TycoonReport {
        TycoonReport(player: Int(e.player), name: e.name, words: e.words.map(payoutOf), lines: e.lines)
    }

    private static func payoutOf(_ w: SlovoCore.TycoonWordScore) -> WordPayout {
        WordPayout(word: w.word, money: Int(w.money), stock: Int(w.stock), factor: Int(w.factor),
                   royalties: w.royalties.map { (r: SlovoCore.TycoonRoyalty) in
                       Royalty(player: Int(r.player), name: r.name, amount: Int(r.amount))
                   },
                   text: w.text)
    }

    private static func wordOf(_ w: WordDraft) -> SlovoCore.TycoonWord {
        let slots = w.slots.map { (s: WordSlot) in
            SlovoCore.TycoonSlot(fromHand: s.card.fromHand, index: Int32(s.card.index), copy: s.copy)
        }
        return SlovoCore.TycoonWord(slots: slots, addS: w.addS, yVowel: w.yVowel)
    }

    private static func groupOf(_ s: SlovoCore.StatsSection) -> StatsGroup {
        StatsGroup(title: s.title, rows: s.lines.map(Core.rowOf))
    }

    private static func onlineRecordOf(_ s: SlovoCore.OnlineStatsScreen) -> OnlineRecord {
        OnlineRecord(
            groups: s.sections.map(groupOf), empty: s.empty,
            ratings: s.ratings.map(Core.ratingOf),
            noRatings: s.noRatings, offline: s.offline
        )
    }

    private static func ratingOf(_ r: SlovoCore.RatingItem) -> RatingRow {
        RatingRow(title: r.title, rating: r.rating, games: r.games)
    }

    private static func presenceOf(_ p: SlovoCore.FriendPresence) -> Presence {
        switch p {
        case .live: return .live
        case .recent: return .recent
        case .offline: return .offline
        }
    }

    private static func requestOf(_ r: SlovoCore.FriendRequestRow) -> Pending {
        Pending(id: r.playerId, name: r.name, text: r.text)
    }

    private static func inviteOf(_ i: SlovoCore.InviteRow) -> Pending {
        Pending(id: i.inviteId, name: i.name, text: i.text)
    }

    private static func messageOf(_ m: SlovoCore.ChatItem) -> ChatMessage {
        ChatMessage(seq: m.seq, seat: Int(m.seat), name: m.name, text: m.text, mine: m.mine, time: m.time)
    }

    private static func causeOf(_ r: ReportReason) -> SlovoCore.ReportCause {
        switch r {
        case .abusiveChat: return SlovoCore.ReportCause.abusiveChat
        case .cheating: return SlovoCore.ReportCause.cheating
        case .offensiveName: return SlovoCore.ReportCause.offensiveName
        case .spam: return SlovoCore.ReportCause.spam
        case .stalling: return SlovoCore.ReportCause.stalling
        case .other: return SlovoCore.ReportCause.other
        }
    }

    private static func reasonOf(_ c: SlovoCore.ReportCause) -> ReportReason {
        switch c {
        case .abusiveChat: return .abusiveChat
        case .cheating: return .cheating
        case .offensiveName: return .offensiveName
        case .spam: return .spam
        case .stalling: return .stalling
        case .other: return .other
        }
    }

    private static func rematchOf(_ r: SlovoCore.RematchScreen) -> Rematch {
        let stage: RematchStage
        switch r.phase {
        case .notOffered: stage = .notOffered
        case .open: stage = .open
        case .started: stage = .started
        case .declined: stage = .declined
        }
        let seats = r.seats.map { (s: SlovoCore.RematchSeatRow) -> RematchSeat in
            let answer: RematchAnswer
            switch s.answer {
            case .waiting: answer = .waiting
            case .accepted: answer = .accepted
            case .declined: answer = .declined
            }
            return RematchSeat(seat: Int(s.seat), name: s.name, answer: answer, me: s.me, text: s.text)
        }
        return Rematch(stage: stage, seats: seats, canOffer: r.canOffer, canAnswer: r.canAnswer, newGameId: r.newGameId, text: r.text)
    }

    private static func vacationOf(_ v: SlovoCore.VacationScreen) -> Vacation {
        Vacation(onVacation: v.onVacation, daysLeft: Int(v.daysLeft), status: v.status, allowance: v.allowance, help: v.help)
    }

    /// How far the phone's clock is ahead of UTC, for the chat's times and the vacation's dates.
    private static func utcOffsetMinutes() -> Int32 { Int32(TimeZone.current.secondsFromGMT() / 60) }

    private static func sentOf(_ r: SlovoCore.MoveResult) -> Sent {
        switch r {
        case .sent: return .done
        case .queued(let reason): return .waiting(reason: reason)
        case .dropped(let reason): return .refused(reason: reason)
        }
    }

    private static func modeOf(_ kind: GameKind) -> SlovoCore.OnlineGameMode {
        kind == .quick ? SlovoCore.OnlineGameMode.quick : SlovoCore.OnlineGameMode.daily
    }

    private static func kindOf(_ mode: SlovoCore.OnlineGameMode) -> GameKind {
        mode == SlovoCore.OnlineGameMode.quick ? .quick : .daily
    }

    private static func roomOf(_ r: SlovoCore.OnlineRoomInfo) -> Room {
        Room(code: r.code, kind: kindOf(r.mode), language: r.language, seats: Int(r.seats), players: r.players, gameId: r.gameId,
             ratings: r.ratings)
    }

    private static func seekOf(_ s: SlovoCore.SeekOutcome) -> Seek {
        switch s {
        case .matched(let gameId, _): return .matched(gameId: gameId)
        case .pending(let seekId, let expiresAt): return .waiting(seekId: seekId, until: expiresAt)
        case .expired: return .expired
        }
    }
}

/// An online game's seats for the home list: mine, and every name and score in seat order.
private struct Seats {
    let me: Int
    let names: [String]
    let scores: [Int]
}

/// A live stream of one online game; `stop()` ends it (leaving the game screen does).
public final class Watch: @unchecked Sendable {
    private let end: () -> Void
    init(_ end: @escaping () -> Void) { self.end = end }
    public func stop() { end() }
}

/// The core's listener for a watched game, handing each screen and connection change on.
private final class GameListener: SlovoCore.OnlineGameListener, @unchecked Sendable {
    private let onScreen: @Sendable (SlovoCore.OnlineGameScreen) -> Void
    private let onLive: @Sendable (Bool) -> Void

    init(onScreen: @escaping @Sendable (SlovoCore.OnlineGameScreen) -> Void, onLive: @escaping @Sendable (Bool) -> Void) {
        self.onScreen = onScreen
        self.onLive = onLive
    }

    func onUpdate(screen: SlovoCore.OnlineGameScreen) { onScreen(screen) }
    func onConnection(live: Bool, problem: String?) { onLive(live) }
    func onEnd(reason: String) {}
}

/// Runs `block`, turning the core's typed errors into `CoreError`s.
private func mapped<T>(_ block: () throws -> T) throws -> T {
    do {
        return try block()
    } catch let e as SlovoCore.SlovoError {
        throw coreError(e)
    }
}

private func mappedAsync<T>(_ block: () async throws -> T) async throws -> T {
    do {
        return try await block()
    } catch let e as SlovoCore.SlovoError {
        throw coreError(e)
    }
}

/// The kinds the screens tell apart, as SlovoCore.kt's `mapped` sorts them.
private func coreError(_ e: SlovoCore.SlovoError) -> CoreError {
    switch e {
    case .IllegalMove(let message): return CoreError(.illegal, message)
    case .NotYourTurn(let message): return CoreError(.notYourTurn, message)
    case .Offline(let message): return CoreError(.offline, message)
    case .NeedsNetwork(let message): return CoreError(.needsNetwork, message)
    case .NotRegistered(let message): return CoreError(.notRegistered, message)
    case .ServerRefused(let message): return CoreError(.refused, message)
    case .UnknownRoom(let message): return CoreError(.unknownRoom, message)
    case .InvalidArgument(let message): return CoreError(.invalid, message)
    case .UnknownLanguage(let message), .UnknownPreset(let message), .UnknownGame(let message),
         .HintsNotAllowed(let message), .InvalidRecord(let message), .Lexicon(let message), .Storage(let message),
         .AlreadyRegistered(let message), .Internal(let message):
        return CoreError(.other, message)
    }
}

/// The core's catalog for the screens: `Texts` reads every text through it. The app sets the
/// interface language from the system's once; each text is then asked for by key, its
/// arguments going to the catalog, which chooses the plural form. Mirrors `UiText` in
/// SlovoCore.kt.
public enum UiText {
    /// An argument of a text: a number (it chooses the plural form and is shown as the
    /// language writes it) or text shown as it is.
    public enum Arg {
        case number(Int)
        case text(String)
    }

    /// Sets the interface language from a locale (`sk-SK`, `bg`); English for one the catalog
    /// lacks. Returns the code chosen.
    @discardableResult
    public static func setLanguage(_ locale: String) -> String {
        SlovoCore.setUiLanguage(locale: locale)
    }

    /// The interface language's code (`en`, `sk`, …).
    public static var language: String { SlovoCore.uiLanguage() }

    /// The text of `key` in the interface language, English standing in for a key it lacks.
    public static func text(_ key: String, _ args: [(String, Arg)] = []) -> String {
        let coreArgs = args.map { name, value -> SlovoCore.TextArg in
            switch value {
            case .number(let n): return SlovoCore.TextArg(name: name, value: SlovoCore.TextValue.number(value: Int64(n)))
            case .text(let s): return SlovoCore.TextArg(name: name, value: SlovoCore.TextValue.text(value: s))
            }
        }
        return SlovoCore.text(key: key, args: coreArgs)
    }
}
