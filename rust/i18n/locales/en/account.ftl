# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = The transfer code has expired: make a new one on your old phone.
server-transfer-code-unknown = There is no such transfer code: check it and try again.
server-transfer-code-used = The transfer code has already been used: make a new one on your old phone.

# `slovo online transfer`: a code made on the old device, redeemed on the new one.
account-transfer-code = { $minutes ->
    [one] Your transfer code: { $code }. It works once, for { $minutes } minute.
   *[other] Your transfer code: { $code }. It works once, for { $minutes } minutes.
}
account-transfer-how = On the new device, run `slovo online transfer --use { $code }` (add --link to keep this device signed in too).
account-transfer-moved = This device now plays as { $name } on { $server }; the old device is signed out. Your games come with the next sync.
account-transfer-linked = This device now plays as { $name } on { $server }, alongside the old device. Your games come with the next sync.

# Rematches and vacations: pushes and the server's refusals.
push-rematch-offered-title = Rematch?
push-rematch-offered = A rematch of your game with { $opponents } is on offer.
server-already-on-vacation = You are on vacation already.
server-game-not-finished = The game is not over yet.
server-invalid-vacation-days = A vacation lasts at least one day and at most the days a year allows.
server-no-rematch = Nobody has offered a rematch of this game.
server-no-vacation-days-left = Not enough vacation days are left this year.
server-not-on-vacation = You are not on vacation.
server-rematch-answered = You have already answered this rematch.
server-rematch-closed = This rematch offer is closed.
server-rematch-exists = A rematch of this game has already been offered.

# `slovo online rematch` and `slovo online vacation`.
rematch-offered = You offered a rematch.
rematch-accepted = You accepted the rematch.
rematch-declined = You declined the rematch.
rematch-status-open = The rematch waits for answers:
rematch-status-accepted = Everyone accepted the rematch:
rematch-status-declined = The rematch was declined:
rematch-seat = { $name }: { $answer }
rematch-answer-pending = no answer yet
rematch-answer-accepted = accepted
rematch-answer-declined = declined
rematch-started = The new game { $id } has started.
vacation-started = { $days ->
    [one] Your daily games are paused for { $days } day.
   *[other] Your daily games are paused for { $days } days.
}
vacation-ended = You are back: the deadlines of your daily games moved by the time paused.
vacation-on = On vacation: { $left }.
vacation-off = Not on vacation.
vacation-days = Vacation days used in { $year }: { $used } of { $allowed }.
