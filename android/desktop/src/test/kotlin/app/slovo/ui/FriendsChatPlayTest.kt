package app.slovo.ui

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performTextReplacement
import app.slovo.ui.core.GameKind
import app.slovo.ui.core.SlovoCore
import app.slovo.ui.core.UiText
import app.slovo.ui.people.PeopleStrings
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.io.File

/**
 * Friends and chat through the screens against a real slovo-server: Ann taps, Bob (a second
 * device) uses the core. A wrong code is refused with the server's words; Ann adds Bob by his
 * code, removes him and adds him again; her invitation reaches Bob, his reaches her and she
 * joins it from the friends screen; in the game they chat both ways, Ann reports Bob and blocks
 * him, after which his messages no longer reach her. The statistics screen opens from settings.
 */
@OptIn(ExperimentalTestApi::class)
class FriendsChatPlayTest {
    @TempDir
    lateinit var dir: File

    private fun ComposeUiTest.shows(text: String) = onAllNodesWithText(text, substring = true).fetchSemanticsNodes().isNotEmpty()

    /** The notice shows, with [text] in it. */
    private fun ComposeUiTest.noticeSays(text: String) = noticeText()?.contains(text) == true

    /** The notice's words (its texts merged), or null when none shows. */
    private fun ComposeUiTest.noticeText(): String? = onAllNodes(hasAnyAncestor(hasTestTag("notice")), useUnmergedTree = true)
        .fetchSemanticsNodes()
        .mapNotNull { node -> node.config.getOrNull(SemanticsProperties.Text)?.joinToString(" ") { it.text } }
        .takeIf { it.isNotEmpty() }
        ?.joinToString(" ")

    private fun ComposeUiTest.openFriends() {
        tap("settings-friends")
        await("the friends screen") { exists("friend-code") }
    }

    @Test
    fun `friends are added, invited and chatted with, and a blocked player's messages stop`() = phoneTest {
        ServerProcess(dir).start().use { server ->
            SlovoCore.open(File(dir, "ann"), lexicons).use { ann ->
                SlovoCore.open(File(dir, "bob"), lexicons).use { bob ->
                    runBlocking {
                        for ((core, name) in listOf(ann to "Ann", bob to "Bob")) {
                            core.setServer(server.url)
                            core.register(name)
                        }
                    }
                    val bobCode = runBlocking { bob.friends() }.code
                    setContent { SlovoApp(ann, RecordingPlatform(), null) }
                    tap("home-settings")
                    openFriends()
                    assertEquals(runBlocking { ann.friends() }.code, textOf("friend-code"))

                    // A code nobody has: the server's refusal, in words.
                    onNodeWithTag("friends-code").performTextReplacement("zzzz9999")
                    tap("friends-add")
                    await("the refusal") { noticeSays("No player has this friend code") }

                    // Bob by his code; he accepts; Ann removes him (asked once) and adds him again.
                    val befriend = {
                        onNodeWithTag("friends-code").performTextReplacement(bobCode.lowercase())
                        tap("friends-add")
                        await("the request sent") { noticeSays("request sent to Bob") }
                        runBlocking { bob.acceptFriend(bob.friends().incoming.single().id) }
                        tap("back")
                        openFriends()
                        await("Bob among the friends") { exists("friend-Bob") }
                    }
                    befriend()
                    tap("friend-Bob-remove")
                    await("the question") { exists("confirm") }
                    tap("confirm-ok")
                    await("Bob removed") { !exists("friend-Bob") }
                    assertTrue(runBlocking { bob.friends() }.friends.isEmpty())
                    befriend()

                    // Ann invites Bob: he has the invitation (and declines it).
                    tap("friend-Bob-invite")
                    await("the invite sheet") { exists("invite-sheet") }
                    tap("invite-send")
                    await("the invitation sent") { noticeSays("Bob is invited") }
                    val mine = runBlocking { bob.friends() }.invites.single()
                    assertEquals("Ann", mine.name)
                    runBlocking { bob.declineInvite(mine.id) }

                    // Bob invites Ann: she joins from the friends screen and the game opens.
                    val annId = runBlocking { bob.friends() }.friends.single().id
                    runBlocking { bob.inviteFriend(annId, GameKind.Daily, "english", null) }
                    tap("back")
                    openFriends()
                    val invite = runBlocking { ann.friends() }.invites.single()
                    await("the invitation") { exists("invite-${invite.id}") }
                    tap("invite-${invite.id}-yes")
                    await("the game screen") { exists("square-7-7") }
                    runBlocking { bob.syncNow() }
                    val gameId = runBlocking { bob.onlineGames() }.single().id
                    val annSeat = runBlocking { ann.onlineGame(gameId) }.me
                    val bobSeat = 1 - annSeat

                    // Chat both ways.
                    tap("action-chat")
                    await("the chat") { exists("chat-sheet") }
                    onNodeWithTag("chat-draft").performTextReplacement("Hello Bob, good luck")
                    tap("chat-send")
                    await("Bob reads it", 30) {
                        runBlocking { bob.chat(gameId) }.messages.any { it.text == "Hello Bob, good luck" && !it.mine }
                    }
                    assertTrue(shows("Hello Bob, good luck"))
                    runBlocking { bob.sendChat(gameId, "Thanks Ann") }
                    await("Ann reads Bob's answer", 30) { shows("Thanks Ann") }

                    // A message over the limit cannot even be typed: the field stops at 200.
                    onNodeWithTag("chat-draft").performTextReplacement("x".repeat(250))
                    await("the length") { shows(PeopleStrings.length(200, 200)) }
                    onNodeWithTag("chat-draft").performTextReplacement("")

                    // Report Bob, then block him: his next message never reaches Ann.
                    tap("chat-player-$bobSeat")
                    await("the player's menu") { exists("player-menu") }
                    tap("menu-report")
                    await("the report sheet") { exists("report-sheet") }
                    tap("report-abusive_chat")
                    onNodeWithTag("report-text").performTextReplacement("rude")
                    tap("report-send")
                    await("the report sent") { noticeText() != null }
                    assertTrue(noticeSays("Your report was sent"), noticeText())
                    tap("chat-player-$bobSeat")
                    await("the player's menu") { exists("player-menu") }
                    tap("menu-block")
                    await("Bob blocked") { noticeSays("Bob is blocked") }
                    runBlocking { bob.sendChat(gameId, "Are you there?") }
                    Thread.sleep(7_000) // two reads of the chat
                    waitForIdle()
                    assertTrue(!shows("Are you there?"), "a blocked player's message reached Ann")
                    assertTrue(runBlocking { ann.chat(gameId) }.messages.none { it.text == "Are you there?" })
                    // Blocking ended the friendship, and Bob was not told.
                    assertTrue(runBlocking { bob.friends() }.friends.isEmpty())

                    // The statistics open from settings; online, nothing is rated yet. (The first tap
                    // lands on the chat's scrim and closes it.)
                    tap("back")
                    await("the chat closed") { !exists("chat-sheet") }
                    tap("back")
                    tap("settings-statistics")
                    await("the statistics") { exists("stats-tab-online") }
                    tap("stats-tab-online")
                    await("the online record") { shows(UiText.text("statistics-none-online")) }
                }
            }
        }
    }
}
