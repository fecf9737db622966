import Foundation

// The statistics screen's records as the core says them: every label and number is already
// in the interface language (the core counts, averages and formats; Swift only lays out).

/// A label and its value, both ready to show (`Games`, `1 204`).
public struct StatRow: Equatable, Sendable {
    public var label: String
    public var value: String
}

/// One record: overall, or one language with a bot level (against bots) or a mode (online).
public struct StatsGroup: Equatable, Sendable {
    public var title: String
    public var rows: [StatRow]
}

/// The record against bots, counted on this device. `empty` is shown instead of the groups
/// while no game has finished.
public struct BotRecord: Equatable, Sendable {
    public var groups: [StatsGroup]
    public var empty: String?
}

/// One rating: a language and mode, `1 523 ± 87`, and how many rated games are behind it.
public struct RatingRow: Equatable, Sendable {
    public var title: String
    public var rating: String
    public var games: String
}

/// The online record and ratings from the server. `empty` and `noRatings` are shown in place
/// of the groups and ratings while there are none; `offline` says these are the numbers kept
/// from the last time the server answered.
public struct OnlineRecord: Equatable, Sendable {
    public var groups: [StatsGroup]
    public var empty: String?
    public var ratings: [RatingRow]
    public var noRatings: String?
    public var offline: String?
}
