import Foundation
import Observation

public enum NewGameEvent: Equatable, Sendable {
    case language(String)
    /// nil: the language's usual preset.
    case preset(String?)
    case rack(Int)
    case finishLine(Int?)
    case addBot
    case removeBot(Int)
    case botLevel(Int, Level)
    /// The word game (false) or Tycoon.
    case tycoon(Bool)
    /// Tycoon: words open to challenges instead of checked at once.
    case challenges(Bool)
    case start
}

public struct NewGameState: Equatable, Sendable {
    public var language = "english"
    public var preset: String?
    /// The preset `language` plays by unless another is chosen.
    public var usualPreset: String?
    public var rackSize = 7
    public var finishLine: Int?
    public var bots: [Level] = [.medium]
    /// Tycoon, the letter-patent card game, rather than the word game.
    public var tycoon = false
    public var challenges = false
    public var starting = false
    public var message: String?

    /// RULES.md §6's suggested finish lines (beginner, intermediate, expert) for this many
    /// players: the same table as NewGameState.finishLines in NewGame.kt.
    public var finishLines: [Int] {
        switch bots.count + 1 {
        case 2: return [70, 120, 200]
        case 3: return [60, 100, 180]
        default: return [50, 90, 160]
        }
    }
}

/// The new game against bots: the word game (language, rules, rack, finish line) or Tycoon
/// (words checked at once or open to challenge), 1–3 bots with their levels. Mirrors
/// NewGamePresenter in NewGame.kt.
@MainActor
@Observable
public final class NewGamePresenter {
    public private(set) var state = NewGameState()
    private let core: Core
    private let playerName: () -> String
    /// The new game's id, and whether it is Tycoon.
    private let onStarted: (String, Bool) -> Void

    public init(core: Core, playerName: @escaping () -> String, onStarted: @escaping (String, Bool) -> Void) {
        self.core = core
        self.playerName = playerName
        self.onStarted = onStarted
    }

    public func start() async { await loadUsualPreset() }

    public func send(_ event: NewGameEvent) {
        switch event {
        case .language(let code):
            state.language = code
            state.usualPreset = nil
            Task { await loadUsualPreset() }
        case .preset(let name): state.preset = name
        case .rack(let size): state.rackSize = size
        case .finishLine(let points): state.finishLine = points
        case .addBot:
            if state.bots.count < 3 {
                state.bots.append(.medium)
                state.finishLine = nil
            }
        case .removeBot(let index):
            if state.bots.count > 1 && state.bots.indices.contains(index) {
                state.bots.remove(at: index)
                state.finishLine = nil
            }
        case .botLevel(let index, let level):
            if state.bots.indices.contains(index) { state.bots[index] = level }
        case .tycoon(let on): state.tycoon = on
        case .challenges(let on): state.challenges = on
        case .start:
            startGame()
        }
    }

    private func loadUsualPreset() async {
        let language = state.language
        let usual = try? await core.usualPreset(language)
        if state.language == language { state.usualPreset = usual }
    }

    private func startGame() {
        guard !state.starting else { return }
        state.starting = true
        state.message = nil
        let s = state
        let name = playerName()
        Task {
            do {
                let id: String
                if s.tycoon {
                    id = try await core.newTycoonGame(TycoonGameSetup(playerName: name, bots: s.bots, challenges: s.challenges))
                } else {
                    id = try await core.newGame(BotGameSetup(language: s.language, playerName: name, bots: s.bots, preset: s.preset,
                                                             rackSize: s.rackSize, finishLine: s.finishLine))
                }
                state.starting = false
                onStarted(id, s.tycoon)
            } catch {
                state.starting = false
                state.message = describe(error)
            }
        }
    }
}
