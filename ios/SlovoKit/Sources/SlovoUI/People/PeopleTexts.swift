import Foundation

/// The friends and chat screens' texts, from the core's catalog (`people.ftl`) as `Texts` are.
/// Mirrors android/ui/src/main/kotlin/app/slovo/ui/people/PeopleStrings.kt entry by entry.
enum PeopleTexts {
    private static func t(_ key: String, _ args: (String, UiText.Arg)...) -> String { UiText.text(key, args) }

    static var notRegistered: String { t("people-ui-not-registered") }
    static var friends: String { t("people-ui-friends") }
    static var yourCode: String { t("people-ui-your-code") }
    static var friendCode: String { t("people-ui-friend-code") }
    static var add: String { t("people-ui-add") }
    static var requests: String { t("people-ui-requests") }
    static var accept: String { t("people-ui-accept") }
    static var decline: String { t("people-ui-decline") }
    static var remove: String { t("people-ui-remove") }
    static func removeTitle(_ name: String) -> String { t("people-ui-remove-title", ("name", .text(name))) }
    static func removeText(_ name: String) -> String { t("people-ui-remove-text", ("name", .text(name))) }
    static var invite: String { t("people-ui-invite") }
    static func inviteTitle(_ name: String) -> String { t("people-ui-invite-title", ("name", .text(name))) }
    static var invites: String { t("people-ui-invites") }
    static var join: String { t("people-ui-join") }
    static var chat: String { t("people-ui-chat") }
    static var message: String { t("people-ui-message") }
    static var send: String { t("people-ui-send") }
    static func length(_ count: Int, _ max: Int) -> String { t("people-ui-length", ("count", .number(count)), ("max", .number(max))) }
    static var chatEnabled: String { t("people-ui-chat-enabled") }
    static var addFriend: String { t("people-ui-add-friend") }
    static var block: String { t("people-ui-block") }
    static var report: String { t("people-ui-report") }
    static func reportTitle(_ name: String) -> String { t("people-ui-report-title", ("name", .text(name))) }
    static var reportText: String { t("people-ui-report-text") }

    // Rematch, vacation and the block list.
    static var rematch: String { t("people-ui-rematch") }
    static var openNewGame: String { t("people-ui-open-game") }
    static var vacation: String { t("people-ui-vacation") }
    static func vacationDays(_ n: Int) -> String { t("people-ui-vacation-days", ("days", .number(n))) }
    static var startVacation: String { t("people-ui-start-vacation") }
    static var endVacation: String { t("people-ui-end-vacation") }
    static var blocked: String { t("people-ui-blocked") }
    static var unblock: String { t("people-ui-unblock") }
}
