import Foundation
import Observation

/// What tapping my hand's cards does at the start of my turn.
public enum Picking: Sendable {
    /// Adds them to the word being built.
    case build
    /// Chooses the cards to give back instead of a word.
    case exchange
    /// Replaces the card tapped (Q patent).
    case replace
}

/// What the player can do on the Tycoon screen. Mirrors TycoonEvent in
/// android/ui/src/main/kotlin/app/slovo/ui/tycoon/TycoonState.kt.
public enum TycoonEvent: Equatable, Sendable {
    case tapHand(Int)
    case tapCommunity(Int)
    /// A letter of a word being built tapped: taken out (with its copies).
    case tapSlot(word: Int, slot: Int)
    /// The word the next card goes to (the second one needs the V patent).
    case selectWord(Int)
    case buy(String)
    case secondWord, toggleAddS, toggleYVowel, clear, build
    case startExchange, startReplace, cancelPicking, confirmExchange
    case endTurn, confirmPenalty, challenge, accept, dismiss
    /// An online move the server refused, read.
    case acknowledgeDropped(String)
}

/// A line under a seat's name; `low` when its clock is nearly out. As SeatLine in TycoonState.kt.
public struct SeatLine: Equatable, Sendable {
    public var text: String
    public var low: Bool
}

/// A clock under half a minute is shown as nearly out (LOW_CLOCK_MS in TycoonState.kt).
private let lowClockMs: Int64 = 30_000

/// The Tycoon screen's whole state: the table as the core last gave it, and the word being
/// built. Its derived values mirror TycoonState.kt's getters one for one.
public struct TycoonState: Equatable, Sendable {
    public var game: TycoonGame?
    public var words: [WordDraft] = [WordDraft()]
    /// The word the next tapped card goes to.
    public var active = 0
    public var verdict: TycoonVerdict?
    public var picking: Picking = .build
    /// Hand cards chosen to give back (an exchange, the end of the turn, the lost turn's discard).
    public var chosen: Set<Int> = []
    public var busy: Busy?
    public var message: String?
    /// An online game's outbox, deadline and clocks; nil for a game against bots.
    public var online: OnlineTurn?
    /// The clock's time (ms since 1970): when the table was read, and each second a quick
    /// game's clock runs; for the deadline and the clocks.
    public var now: Int64 = 0

    public var stage: TurnStage? { game?.stage }

    public var canAct: Bool {
        guard let game else { return false }
        return game.myTurn && !game.finished && busy == nil
    }

    /// I own the patent of `letter`.
    public func owns(_ letter: String) -> Bool { game?.iOwn(letter) ?? false }

    /// The cards in the words (copies aside): they cannot be put in again.
    public var used: Set<CardRef> { Set(words.flatMap { $0.slots.filter { !$0.copy }.map(\.card) }) }

    public func letter(_ card: CardRef) -> String { game?.letter(of: card) ?? "" }

    public var building: Bool { canAct && stage == .start && picking == .build }

    /// The words as the core takes them (an empty second word left out).
    public var coreWords: [WordDraft] { words.filter { !$0.slots.isEmpty } }

    /// The rules allow the words' shape (a word the list lacks may still be tried, at the cost
    /// of an attempt or a challenge).
    public var canBuild: Bool { building && !(verdict?.words.isEmpty ?? true) }

    /// The line under the players: what is under way, whose turn, the attempts left.
    public var status: String {
        guard let g = game else { return "" }
        if let busy {
            switch busy {
            case .loading: return ""
            case .sending: return Texts.sending
            // The bots decide on my word: no one of them is to move.
            case .thinking where g.stage == .pending && g.current == g.me: return TycoonTexts.wordWaits
            case .thinking(let name): return Texts.thinking(name)
            }
        }
        if g.finished { return Texts.gameOver }
        if let queued = online?.queued, queued > 0 { return Texts.waitingMove(queued) }
        let deadline = online?.deadline.map { " · " + Texts.deadline(Texts.timeLeft($0 - now)) } ?? ""
        if !g.myTurn { return Texts.toMove(g.players[g.current].name) + deadline }
        guard g.stage == .start, let attempts = g.attemptsLeft else { return Texts.yourTurn + deadline }
        return Texts.yourTurn + " · " + TycoonTexts.attemptsLeft(attempts) + deadline
    }

    /// The line under a seat's name online: out of the game, or a quick game's clock as it
    /// runs at `now` (the seat to move's only); nil against bots and in daily games.
    public func seatLine(_ seat: Int) -> SeatLine? {
        guard let o = online else { return nil }
        if o.eliminated.indices.contains(seat) && o.eliminated[seat] { return SeatLine(text: Texts.eliminated, low: false) }
        guard let clocks = o.clocks, clocks.indices.contains(seat) else { return nil }
        let read = clocks[seat]
        let running = game.map { seat == $0.current && !$0.finished } ?? false
        let left = running ? read - (now - o.readAt) : read
        return SeatLine(text: Texts.clock(left), low: left < lowClockMs)
    }

    public var goal: String {
        guard let g = game else { return "" }
        return g.finalRound ? TycoonTexts.finalRound : TycoonTexts.goal(g.goal, minPatents: g.minPatents)
    }

    /// What to do now, when it is mine to act.
    public var instruction: String? {
        guard let g = game else { return nil }
        guard canAct else { return g.stage == .pending && g.current == g.me ? TycoonTexts.wordWaits : nil }
        switch g.stage {
        case .start:
            switch picking {
            case .build: return owns("X") ? TycoonTexts.tapCards + " " + TycoonTexts.tapCopy : TycoonTexts.tapCards
            case .exchange: return TycoonTexts.tapExchange
            case .replace: return TycoonTexts.tapReplace
            }
        case .afterWord: return g.buyable.isEmpty ? TycoonTexts.afterWordNone : TycoonTexts.afterWord
        case .penalty: return TycoonTexts.penalty
        case .pending: return TycoonTexts.pending(g.players[g.current].name, g.pendingWords)
        case .over: return nil
        }
    }

    /// The verdict on the words being built, said: what they pay with the royalties they owe
    /// others (the core's words), the patents they allow, or why not; nil before a card is tapped.
    public var previewText: String? {
        guard let v = verdict else { return nil }
        if v.words.isEmpty { return v.reason }
        var parts = [v.payouts.map(\.text).joined(separator: " · ")]
        if !v.buyable.isEmpty { parts.append(TycoonTexts.mayBuy(v.buyable)) }
        if !v.unknown.isEmpty { parts.append(TycoonTexts.risky(v.unknown)) }
        return parts.joined(separator: " · ")
    }

    public var previewValid: Bool { verdict?.valid == true }
}

/// Turns a Tycoon game's table (`TycoonTable`: against bots, or online) into `TycoonState`s
/// and the player's `TycoonEvent`s into its calls. A port of TycoonPresenter.kt
/// (android/ui/.../tycoon/, driven on the JVM): keep the two in step. Runs on the main actor;
/// the core's calls leave it by themselves, and the bots think on the core's worker thread.
@MainActor
@Observable
public final class TycoonPresenter {
    public private(set) var state = TycoonState(busy: .loading)

    private let table: TycoonTable
    @ObservationIgnored private var previewTask: Task<Void, Never>?
    /// How often a running clock is redrawn (TICK_MS in TycoonPresenter.kt).
    private let tickNanos: UInt64 = 1_000_000_000
    /// How often an open online game asks for the others' moves, in ticks (3 s, as on Android).
    private let ticksPerPoll = 3

    public init(table: TycoonTable) {
        self.table = table
    }

    /// A game against bots in the device's store.
    public convenience init(core: Core, gameId: String) {
        self.init(table: LocalTycoonTable(core: core, gameId: gameId))
    }

    /// Loads the game and lets the bots act if it is theirs to; online, asks for the others'
    /// moves every few seconds until the game ends or the screen's task is cancelled, a quick
    /// game's clocks running in between (redrawn each second).
    public func start() async {
        await reload()
        await letBotsAct()
        var ticks = 0
        while table.polled && !Task.isCancelled && state.game?.finished != true {
            do { try await Task.sleep(nanoseconds: tickNanos) } catch { return }
            if state.online?.clocks != nil { state.now = nowMs() }
            ticks += 1
            if ticks % ticksPerPoll == 0 && state.busy == nil { await syncOthers() }
        }
    }

    private func syncOthers() async {
        do { try await table.others() } catch { fail(error) }
        await reload()
    }

    /// Leaves the screen: a preview under way is no longer wanted.
    public func stop() { previewTask?.cancel() }

    public func send(_ event: TycoonEvent) {
        let s = state
        guard let game = s.game else { return }
        switch event {
        case .tapHand(let index): tapHand(s, index)
        case .tapCommunity(let index): if s.building { addCard(s, CardRef(fromHand: false, index: index)) }
        case .tapSlot(let word, let slot): if s.building { takeOut(s, word, slot) }
        case .selectWord(let word): if s.words.indices.contains(word) { state.active = word }
        case .secondWord:
            // The chip turns the second word on, and off again with its letters.
            if s.building && s.owns("V") {
                if s.words.count == 1 {
                    state.words.append(WordDraft())
                    state.active = 1
                } else {
                    changeWords([s.words[0]], active: 0)
                }
            }
        case .toggleAddS: if s.building && s.owns("Z") { edit(s) { $0.addS.toggle() } }
        case .toggleYVowel: if s.building { edit(s) { $0.yVowel.toggle() } }
        case .clear: changeWords([WordDraft()], active: 0)
        case .build: if s.canBuild { act(.build(s.coreWords)) }
        case .startExchange:
            if s.canAct && game.stage == .start {
                changeWords([WordDraft()], active: 0)
                state.picking = .exchange
                state.chosen = []
            }
        case .startReplace: if s.canAct && game.canReplaceCard { state.picking = .replace }
        case .cancelPicking:
            state.picking = .build
            state.chosen = []
        case .confirmExchange: if s.canAct && s.picking == .exchange { act(.exchange(s.chosen.sorted())) }
        case .buy(let letter): if s.canAct && game.buyable.contains(letter) { act(.buyPatent(letter)) }
        case .endTurn: if s.canAct && game.stage == .afterWord { act(.endTurn(discard: s.chosen.sorted())) }
        case .confirmPenalty:
            if s.canAct && game.stage == .penalty, s.chosen.count == 1, let card = s.chosen.first { act(.penaltyDiscard(card)) }
        case .challenge: if s.canAct && game.stage == .pending { act(.challenge) }
        case .accept: if s.canAct && game.stage == .pending { act(.accept) }
        case .dismiss: state.message = nil
        case .acknowledgeDropped(let moveId):
            Task {
                do { try await table.acknowledge(moveId) } catch { fail(error) }
                await reload()
            }
        }
    }

    private func tapHand(_ s: TycoonState, _ index: Int) {
        guard s.canAct, let stage = s.stage else { return }
        switch stage {
        case .start:
            switch s.picking {
            case .build: addCard(s, CardRef(fromHand: true, index: index))
            case .exchange: toggleChosen(index)
            case .replace: act(.replaceCard(index))
            }
        case .afterWord: toggleChosen(index)
        // One card goes for a lost turn: the last one tapped.
        case .penalty: state.chosen = [index]
        case .pending, .over: break
        }
    }

    private func toggleChosen(_ index: Int) {
        if state.chosen.contains(index) { state.chosen.remove(index) } else { state.chosen.insert(index) }
    }

    /// A card into the active word; one already in the words goes in again as its copy (X
    /// patent), else not at all.
    private func addCard(_ s: TycoonState, _ card: CardRef) {
        let copy = s.used.contains(card)
        if copy && !s.owns("X") { return }
        edit(s) { $0.slots.append(WordSlot(card: card, copy: copy)) }
    }

    /// Takes a letter out; a card taken out takes its copy with it.
    private func takeOut(_ s: TycoonState, _ word: Int, _ slot: Int) {
        guard s.words.indices.contains(word), s.words[word].slots.indices.contains(slot) else { return }
        let removed = s.words[word].slots[slot]
        let words = s.words.enumerated().map { (w, draft) -> WordDraft in
            var kept = draft
            kept.slots = draft.slots.enumerated().filter { i, it in
                !(w == word && i == slot) && !(!removed.copy && it.copy && it.card == removed.card)
            }.map(\.element)
            return kept
        }
        changeWords(words, active: word)
    }

    private func edit(_ s: TycoonState, _ change: (inout WordDraft) -> Void) {
        var words = s.words
        change(&words[s.active])
        changeWords(words, active: s.active)
    }

    /// The words changed: ask the core what they would do, at once.
    private func changeWords(_ words: [WordDraft], active: Int) {
        state.words = words
        state.active = active
        state.verdict = nil
        state.message = nil
        previewTask?.cancel()
        let coreWords = state.coreWords
        guard !coreWords.isEmpty, state.building else { return }
        previewTask = Task {
            let verdict: TycoonVerdict
            do { verdict = try await table.preview(coreWords) } catch { return fail(error) }
            // A later change of the words has its own preview under way.
            if !Task.isCancelled && state.coreWords == coreWords { state.verdict = verdict }
        }
    }

    private func act(_ action: TycoonAction) {
        state.busy = .sending
        state.message = nil
        Task {
            do {
                try await table.act(action)
            } catch {
                state.busy = nil
                return fail(error)
            }
            state.busy = nil
            previewTask?.cancel()
            state.words = [WordDraft()]
            state.active = 0
            state.verdict = nil
            state.picking = .build
            state.chosen = []
            await reload()
            await letBotsAct()
        }
    }

    private func letBotsAct() async {
        guard let game = state.game, !game.finished, !game.myTurn else { return }
        // Online, nobody here thinks for the others: what they did comes with a sync.
        if table.polled { return await syncOthers() }
        state.busy = .thinking(game.players[game.current].name)
        do { try await table.others() } catch { fail(error) }
        state.busy = nil
        await reload()
    }

    private func reload() async {
        do {
            show(try await table.screen())
        } catch {
            fail(error)
        }
    }

    private func show(_ seen: TycoonSeen) {
        let game = seen.game
        // A word being built names cards by place: it stays only while the cards do.
        let sameCards = state.game?.hand == game.hand && state.game?.community == game.community && game.myTurn
        let now = nowMs()
        state.game = game
        state.online = seen.online.map { (o: OnlineTurn) -> OnlineTurn in
            var read = o
            read.readAt = now
            return read
        }
        state.now = now
        if state.busy == .loading { state.busy = nil }
        if !sameCards {
            state.words = [WordDraft()]
            state.active = 0
            state.verdict = nil
            state.chosen = []
        }
    }

    private func fail(_ error: Error) {
        state.message = describe(error)
        if state.busy == .loading { state.busy = nil }
    }
}
