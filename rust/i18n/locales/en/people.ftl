# The phones' statistics, friends and chat screens (the FFI's view models and the shells' words).

## Friends (the FFI's view models).
people-code-help = Give this code to a friend so they can add you.
people-invited = { $name } is invited: the game starts when they accept.
people-invite-from = { $name } invites you: { $mode }, { $language }
people-invite-to = Waiting for { $name }: { $mode }, { $language }
people-request-from = { $name } asks to be your friend
people-request-to = Waiting for { $name } to accept
people-bad-seat = A game has no seat { $seat }.

## Why a player is reported.
people-reason-abusive-chat = Abusive chat
people-reason-cheating = Cheating
people-reason-offensive-name = Offensive name
people-reason-spam = Spam
people-reason-stalling = Stalling the game
people-reason-other = Something else

## The shells' screens.
people-ui-statistics = Statistics
people-ui-bots = Against bots
people-ui-online = Online
people-ui-ratings = Ratings
people-ui-not-registered = Play an online game first: your online record and friends come with it.
people-ui-friends = Friends
people-ui-your-code = Your friend code
people-ui-friend-code = A friend's code
people-ui-add = Add
people-ui-requests = Friend requests
people-ui-accept = Accept
people-ui-decline = Decline
people-ui-remove = Remove
people-ui-remove-title = Remove { $name }?
people-ui-remove-text = { $name } leaves your friends list. You can add each other again later.
people-ui-invite = Invite
people-ui-invite-title = Invite { $name }
people-ui-invites = Invitations
people-ui-join = Play
people-ui-chat = Chat
people-ui-message = Message
people-ui-send = Send
people-ui-length = { $count } / { $max }
people-ui-chat-enabled = Chat on
people-ui-add-friend = Add as friend
people-ui-block = Block
people-ui-report = Report
people-ui-report-title = Report { $name }
people-ui-report-text = Say more (optional)

## Rematches, vacations and the block list (the FFI's view models).
people-rematch-none = Play again? Offer a rematch: the same players, each moved on by one seat.
people-rematch-offered = { $name } offers a rematch.
people-rematch-by-me = You offered a rematch. Waiting for { $names } to answer.
people-rematch-waiting = { $name } offers a rematch. Waiting for { $names } to answer.
people-rematch-declined = { $name } declined the rematch.
people-rematch-you-declined = You declined the rematch.
people-rematch-started = Everyone accepted: the new game has started.
people-names-and = { $first } and { $last }
people-date = { $month ->
    [1] { $day } Jan
    [2] { $day } Feb
    [3] { $day } Mar
    [4] { $day } Apr
    [5] { $day } May
    [6] { $day } Jun
    [7] { $day } Jul
    [8] { $day } Aug
    [9] { $day } Sep
    [10] { $day } Oct
    [11] { $day } Nov
   *[12] { $day } Dec
}
people-date-time = { $date }, { $time }
people-vacation-on = On vacation until { $date }.
people-vacation-left = { $left ->
    [one] { $left } of { $allowed } vacation days left in { $year }.
   *[other] { $left } of { $allowed } vacation days left in { $year }.
}
people-vacation-help = While you are on vacation your daily games wait for you: their deadlines stand still and your opponents see until when you are away. Quick games do not wait. A day begun counts whole.
people-vacation-seat = { $name } is on vacation until { $date }.
people-vacation-seat-me = You are on vacation until { $date }.
people-blocked-on = blocked on { $date }
people-blocks-none = You have blocked nobody.
people-blocks-help = Only you see this list. A blocked player's chat never reaches you, you are never matched with them and their friend requests are dropped. They are not told.
people-unblocked = { $name } is unblocked.
people-unblocked-someone = The player is unblocked.
people-bad-vacation-days = A vacation lasts at least one day, not { $days }.
people-bad-player = Say which player to unblock.

## Rematches, vacations and the block list (the shells' screens).
people-ui-rematch = Rematch
people-ui-open-game = Open the new game
people-ui-vacation = Vacation
people-ui-vacation-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
people-ui-start-vacation = Start vacation
people-ui-end-vacation = End vacation
people-ui-fewer-days = Fewer days
people-ui-more-days = More days
people-ui-blocked = Blocked players
people-ui-unblock = Unblock
