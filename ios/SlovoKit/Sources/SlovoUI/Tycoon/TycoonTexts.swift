import Foundation

/// The Tycoon screens' texts, from the core's catalog (`tycoon.ftl`) as `Texts` are. Mirrors
/// android/ui/src/main/kotlin/app/slovo/ui/tycoon/TycoonStrings.kt entry by entry.
enum TycoonTexts {
    private static func t(_ key: String, _ args: (String, UiText.Arg)...) -> String { UiText.text(key, args) }

    // The new-game screen's choice.
    static var game: String { t("ui-game-choice") }
    static var wordGame: String { t("ui-game-word") }
    static var tycoon: String { t("ui-game-tycoon") }
    static var wordGameHelp: String { t("ui-game-word-help") }
    static var tycoonHelp: String { t("ui-game-tycoon-help") }
    static var words: String { t("ui-tycoon-words") }
    static var checked: String { t("ui-tycoon-checked") }
    static var challenged: String { t("ui-tycoon-challenged") }
    static var checkedHelp: String { t("ui-tycoon-checked-help") }
    static var challengedHelp: String { t("ui-tycoon-challenged-help") }

    // The table.
    static func money(_ amount: Int) -> String { t("tycoon-money", ("amount", .number(amount))) }
    static func holdings(money: Int, stock: Int) -> String {
        t("ui-tycoon-holdings", ("money", .number(money)), ("stock", .number(stock)))
    }
    static func patentValue(_ value: Int) -> String { t("ui-tycoon-patent-value", ("value", .number(value))) }
    static func cards(_ n: Int) -> String { t("ui-tycoon-cards", ("count", .number(n))) }
    static func deck(_ n: Int) -> String { t("ui-tycoon-deck", ("count", .number(n))) }
    static func goal(_ value: Int, minPatents: Int?) -> String {
        guard let minPatents else { return t("tycoon-goal", ("value", .number(value))) }
        return t("ui-tycoon-goal-min", ("value", .number(value)), ("count", .number(minPatents)))
    }
    static var finalRound: String { t("tycoon-final-round") }
    static func attemptsLeft(_ n: Int) -> String { t("tycoon-attempts-left", ("count", .number(n))) }
    static var hand: String { t("tycoon-hand-title") }
    static var community: String { t("tycoon-community-title") }
    static var patents: String { t("ui-tycoon-patents") }
    static var recent: String { t("ui-tycoon-recent") }
    static var noRecent: String { t("ui-tycoon-no-recent") }

    // Building a word.
    static var word: String { t("ui-tycoon-word") }
    static var secondWord: String { t("ui-tycoon-second-word") }
    static var tapCards: String { t("ui-tycoon-tap-cards") }
    static var tapCopy: String { t("ui-tycoon-tap-copy") }
    static var build: String { t("ui-tycoon-build") }
    static var clear: String { t("ui-tycoon-clear") }
    static var addS: String { t("ui-tycoon-add-s") }
    static var yVowel: String { t("ui-tycoon-y-vowel") }
    static var replace: String { t("ui-tycoon-replace") }
    static var tapReplace: String { t("ui-tycoon-tap-replace") }
    static var exchange: String { t("ui-tycoon-exchange") }
    static var tapExchange: String { t("ui-tycoon-tap-exchange") }
    /// "Pass" for none.
    static func exchangeCount(_ n: Int) -> String { t("ui-tycoon-exchange-count", ("count", .number(n))) }
    static func mayBuy(_ letters: [String]) -> String { t("ui-tycoon-may-buy", ("letters", .text(letters.joined(separator: ", ")))) }
    static func risky(_ words: [String]) -> String { t("ui-tycoon-risky", ("words", .text(words.joined(separator: ", ")))) }

    // After a word, a lost turn, a word waiting for challenges.
    static func endTurn(_ discards: Int) -> String { t("ui-tycoon-end-turn", ("count", .number(discards))) }
    static var afterWord: String { t("ui-tycoon-after-word") }
    static var afterWordNone: String { t("ui-tycoon-after-word-none") }
    static func buy(_ letter: String, _ price: Int) -> String { t("ui-tycoon-buy", ("letter", .text(letter)), ("price", .number(price))) }
    static var penalty: String { t("ui-tycoon-penalty") }
    static var discard: String { t("ui-tycoon-discard") }
    static func pending(_ name: String, _ words: [String]) -> String {
        t("ui-tycoon-pending", ("name", .text(name)), ("words", .text(words.joined(separator: ", "))))
    }
    static var wordWaits: String { t("ui-tycoon-word-waits") }

    // The end.
    static var youWin: String { t("tycoon-you-win") }
    static func winner(_ name: String) -> String { t("tycoon-winner", ("name", .text(name))) }
    static func tie(_ names: [String]) -> String { t("tycoon-tie", ("names", .text(names.joined(separator: ", ")))) }
    static var scoreRule: String { t("tycoon-score-rule") }
    static var none: String { t("tycoon-none") }
    /// Under the end line of a seat out of the game before its end.
    static var standingOut: String { t("tycoon-standing-out") }
    static func breakdown(_ place: Int, _ name: String, score: Int, money: Int, stock: Int, value: Int, patents: [String]) -> String {
        t("tycoon-breakdown", ("place", .number(place)), ("name", .text(name)), ("score", .number(score)),
          ("money", .number(money)), ("stock", .number(stock)), ("value", .number(value)),
          ("patents", .text(patents.isEmpty ? none : patents.joined(separator: " "))))
    }
}
