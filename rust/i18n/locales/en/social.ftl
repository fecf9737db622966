# Friends, chat, blocking and reports (slovo online friends|chat|block|report).

## Pushes.
push-friend-invite-title = Game invitation
push-friend-invite = { $opponents } invites you to a game.

## slovo online friends|chat|block|report.
social-code = Your friend code: { $code }
social-friends-none = No friends yet: give your code to a friend, or add a player from a game.
social-friend-line = { $name } ({ $id }): { $presence }
social-presence-live = playing now
social-presence-recent = online
social-presence-offline = offline
social-rating = { $language }, { $mode }: { $rating } ± { $deviation }
social-incoming-line = { $name } ({ $id }) asks to be your friend
social-outgoing-line = Waiting for { $name } ({ $id }) to accept your request
social-requested = Friend request sent to { $name }.
social-friends-now = You and { $name } are friends now.
social-declined = Declined.
social-removed = Removed.
social-invited = { $name } is invited (invite { $id }).
social-invite-in = { $name } invites you: { $mode }, { $language } (invite { $id }, { $status })
social-invite-out = You invited { $name }: { $mode }, { $language } (invite { $id }, { $status })
social-invite-pending = waiting
social-invite-accepted = accepted
social-invite-declined = declined
social-invites-none = No invites.
social-joined = You joined: game { $id } has started.
social-chat-line = { $name }: { $text }
social-chat-none = No messages yet.
social-chat-sent = Message sent.
social-chat-on = Your chat is on.
social-chat-off = Your chat is off: you neither see nor send messages.
social-blocked = { $name } is blocked. They are not told.
social-unblocked = The block is lifted.
social-blocks-none = You have not blocked anyone.
social-block-line = { $name } ({ $id })
social-reported = Your report was sent to the server's operator. Thank you.
social-target-needed = Name the player: by PLAYER (or CODE), or by --game GAME --seat N.

# What the server says when it refuses a social action (its error codes).
server-already-blocked = You have already blocked this player.
server-already-friends = You are already friends.
server-already-reported = You have already reported this player in this game.
server-blocked = You have blocked this player: lift the block first.
server-chat-off = Your chat is off: turn it on to read and send messages.
server-empty-message = The message is empty.
server-invalid-report = A report needs one of the listed reasons and at most 500 characters of text.
server-invalid-target = Name the player by their friend code or by a seat in a game you share.
server-invite-answered = This invitation has already been answered.
server-invite-not-found = There is no such invitation for you.
server-message-too-long = The message is too long: at most 200 characters.
server-no-friend-request = This player has not asked to be your friend.
server-no-such-seat = The game has no such seat.
server-not-blocked = You have not blocked this player.
server-not-friends = This player is not your friend.
server-not-yourself = That is you.
server-player-not-found = There is no such player.
server-unknown-friend-code = No player has this friend code: check it and try again.
