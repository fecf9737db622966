package app.slovo.ui.analysis

import app.slovo.ui.core.UiText

/** The analysis screen's own labels, from the core's catalog (`ui.ftl`); the rest comes said in the core's records. */
object AnalysisStrings {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    val ANALYSIS get() = t("ui-analysis")
    val LOADING get() = t("ui-analysis-loading")
    val MADE get() = t("ui-analysis-made")
    val BEST get() = t("ui-analysis-best")
    val OPTIONS get() = t("ui-analysis-options")
    val RETRY get() = t("ui-analysis-retry")
    val EQUITY_LOST get() = t("analysis-summary-equity-lost")
    fun rack(rack: String) = t("ui-analysis-rack", "rack" to rack)
    fun scoreEquity(score: Int, equity: String) = t("ui-analysis-score-equity", "score" to score, "equity" to equity)
}
