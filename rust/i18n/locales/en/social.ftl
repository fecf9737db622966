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
