package app.slovo.ui.people

import app.slovo.ui.core.UiText

/** The texts of the statistics, friends and chat screens, from the core's catalog (`people.ftl`). */
object PeopleStrings {
    private fun t(key: String, vararg args: Pair<String, Any>) = UiText.text(key, *args)

    val STATISTICS get() = t("people-ui-statistics")
    val BOTS get() = t("people-ui-bots")
    val ONLINE get() = t("people-ui-online")
    val RATINGS get() = t("people-ui-ratings")
    val NOT_REGISTERED get() = t("people-ui-not-registered")
    val FRIENDS get() = t("people-ui-friends")
    val YOUR_CODE get() = t("people-ui-your-code")
    val FRIEND_CODE get() = t("people-ui-friend-code")
    val ADD get() = t("people-ui-add")
    val REQUESTS get() = t("people-ui-requests")
    val ACCEPT get() = t("people-ui-accept")
    val DECLINE get() = t("people-ui-decline")
    val REMOVE get() = t("people-ui-remove")
    fun removeTitle(name: String) = t("people-ui-remove-title", "name" to name)
    fun removeText(name: String) = t("people-ui-remove-text", "name" to name)
    val INVITE get() = t("people-ui-invite")
    fun inviteTitle(name: String) = t("people-ui-invite-title", "name" to name)
    val INVITES get() = t("people-ui-invites")
    val JOIN get() = t("people-ui-join")
    val CHAT get() = t("people-ui-chat")
    val MESSAGE get() = t("people-ui-message")
    val SEND get() = t("people-ui-send")
    fun length(count: Int, max: Int) = t("people-ui-length", "count" to count, "max" to max)
    val CHAT_ENABLED get() = t("people-ui-chat-enabled")
    val ADD_FRIEND get() = t("people-ui-add-friend")
    val BLOCK get() = t("people-ui-block")
    val REPORT get() = t("people-ui-report")
    fun reportTitle(name: String) = t("people-ui-report-title", "name" to name)
    val REPORT_TEXT get() = t("people-ui-report-text")
}
