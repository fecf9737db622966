package app.slovo.ui.tycoon

import app.slovo.ui.core.UiText

/** The Tycoon screens' texts, from the core's catalog (`tycoon.ftl`), as [app.slovo.ui.Strings] are. */
object TycoonStrings {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    // The new-game screen's choice.
    val GAME get() = t("ui-game-choice")
    val WORD_GAME get() = t("ui-game-word")
    val TYCOON get() = t("ui-game-tycoon")
    val WORD_GAME_HELP get() = t("ui-game-word-help")
    val TYCOON_HELP get() = t("ui-game-tycoon-help")
    val WORDS get() = t("ui-tycoon-words")
    val CHECKED get() = t("ui-tycoon-checked")
    val CHALLENGED get() = t("ui-tycoon-challenged")
    val CHECKED_HELP get() = t("ui-tycoon-checked-help")
    val CHALLENGED_HELP get() = t("ui-tycoon-challenged-help")

    // The table.
    fun money(amount: Int) = t("tycoon-money", "amount" to amount)
    fun holdings(money: Int, stock: Int) = t("ui-tycoon-holdings", "money" to money, "stock" to stock)
    fun patentValue(value: Int) = t("ui-tycoon-patent-value", "value" to value)
    fun cards(n: Int) = t("ui-tycoon-cards", "count" to n)
    fun deck(n: Int) = t("ui-tycoon-deck", "count" to n)
    fun goal(value: Int, minPatents: Int?) =
        if (minPatents == null) t("tycoon-goal", "value" to value) else t("ui-tycoon-goal-min", "value" to value, "count" to minPatents)
    val FINAL_ROUND get() = t("tycoon-final-round")
    fun attemptsLeft(n: Int) = t("tycoon-attempts-left", "count" to n)
    val HAND get() = t("tycoon-hand-title")
    val COMMUNITY get() = t("tycoon-community-title")
    val PATENTS get() = t("ui-tycoon-patents")
    val RECENT get() = t("ui-tycoon-recent")
    val NO_RECENT get() = t("ui-tycoon-no-recent")

    // Building a word.
    val WORD get() = t("ui-tycoon-word")
    val SECOND_WORD get() = t("ui-tycoon-second-word")
    val TAP_CARDS get() = t("ui-tycoon-tap-cards")
    val TAP_COPY get() = t("ui-tycoon-tap-copy")
    val BUILD get() = t("ui-tycoon-build")
    val CLEAR get() = t("ui-tycoon-clear")
    val ADD_S get() = t("ui-tycoon-add-s")
    val Y_VOWEL get() = t("ui-tycoon-y-vowel")
    val REPLACE get() = t("ui-tycoon-replace")
    val TAP_REPLACE get() = t("ui-tycoon-tap-replace")
    val EXCHANGE get() = t("ui-tycoon-exchange")
    val TAP_EXCHANGE get() = t("ui-tycoon-tap-exchange")
    fun exchangeCount(n: Int) = t("ui-tycoon-exchange-count", "count" to n)
    fun mayBuy(letters: List<String>) = t("ui-tycoon-may-buy", "letters" to letters.joinToString(", "))
    fun risky(words: List<String>) = t("ui-tycoon-risky", "words" to words.joinToString(", "))

    // After a word, a lost turn, a word waiting for challenges.
    fun endTurn(discards: Int) = t("ui-tycoon-end-turn", "count" to discards)
    val AFTER_WORD get() = t("ui-tycoon-after-word")
    val AFTER_WORD_NONE get() = t("ui-tycoon-after-word-none")
    fun buy(letter: String, price: Int) = t("ui-tycoon-buy", "letter" to letter, "price" to price)
    val PENALTY get() = t("ui-tycoon-penalty")
    val DISCARD get() = t("ui-tycoon-discard")
    fun pending(name: String, words: List<String>) = t("ui-tycoon-pending", "name" to name, "words" to words.joinToString(", "))
    val WORD_WAITS get() = t("ui-tycoon-word-waits")

    // The end.
    val YOU_WIN get() = t("tycoon-you-win")
    fun winner(name: String) = t("tycoon-winner", "name" to name)
    fun tie(names: List<String>) = t("tycoon-tie", "names" to names.joinToString(", "))
    val SCORE_RULE get() = t("tycoon-score-rule")
    val NONE get() = t("tycoon-none")

    /** Under the end line of a seat out of the game before its end. */
    val STANDING_OUT get() = t("tycoon-standing-out")
    fun breakdown(place: Int, name: String, score: Int, money: Int, stock: Int, value: Int, patents: List<String>) = t(
        "tycoon-breakdown",
        "place" to place,
        "name" to name,
        "score" to score,
        "money" to money,
        "stock" to stock,
        "value" to value,
        "patents" to patents.joinToString(" ").ifEmpty { NONE },
    )
}
