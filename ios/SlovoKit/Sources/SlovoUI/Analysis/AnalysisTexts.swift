import Foundation

/// The analysis screen's own labels, from the core's catalog (`ui.ftl`); the rest comes said in
/// the core's records. Mirrors AnalysisStrings.kt entry by entry.
enum AnalysisTexts {
    private static func t(_ key: String, _ args: (String, UiText.Arg)...) -> String { UiText.text(key, args) }

    static var analysis: String { t("ui-analysis") }
    static var loading: String { t("ui-analysis-loading") }
    static var made: String { t("ui-analysis-made") }
    static var best: String { t("ui-analysis-best") }
    static var options: String { t("ui-analysis-options") }
    static var retry: String { t("ui-analysis-retry") }
    static var equityLost: String { t("analysis-summary-equity-lost") }
    static func rack(_ rack: String) -> String { t("ui-analysis-rack", ("rack", .text(rack))) }
    static func scoreEquity(_ score: Int, _ equity: String) -> String {
        t("ui-analysis-score-equity", ("score", .number(score)), ("equity", .text(equity)))
    }
}
