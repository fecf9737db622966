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
