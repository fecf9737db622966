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
