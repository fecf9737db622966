# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Kód na prenos vypršal: vytvor nový na starom telefóne.
server-transfer-code-unknown = Taký kód na prenos neexistuje: skontroluj ho a skús to znova.
server-transfer-code-used = Kód na prenos už bol použitý: vytvor nový na starom telefóne.

# `slovo online transfer`: a code made on the old device, redeemed on the new one.
account-transfer-code = { $minutes ->
    [one] Tvoj kód na prenos: { $code }. Platí raz, { $minutes } minútu.
    [few] Tvoj kód na prenos: { $code }. Platí raz, { $minutes } minúty.
   *[other] Tvoj kód na prenos: { $code }. Platí raz, { $minutes } minút.
}
account-transfer-how = Na novom zariadení spusti `slovo online transfer --use { $code }` (s --link zostane prihlásené aj toto zariadenie).
account-transfer-moved = Toto zariadenie teraz hrá ako { $name } na { $server }; staré zariadenie je odhlásené. Tvoje hry prídu pri najbližšej synchronizácii.
account-transfer-linked = Toto zariadenie teraz hrá ako { $name } na { $server }, spolu so starým zariadením. Tvoje hry prídu pri najbližšej synchronizácii.
