# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Kód pro přenos vypršel: vytvoř nový na starém telefonu.
server-transfer-code-unknown = Takový kód pro přenos neexistuje: zkontroluj ho a zkus to znovu.
server-transfer-code-used = Kód pro přenos už byl použit: vytvoř nový na starém telefonu.

# `slovo online transfer`: a code made on the old device, redeemed on the new one.
account-transfer-code = { $minutes ->
    [one] Tvůj kód pro přenos: { $code }. Platí jednou, { $minutes } minutu.
    [few] Tvůj kód pro přenos: { $code }. Platí jednou, { $minutes } minuty.
   *[other] Tvůj kód pro přenos: { $code }. Platí jednou, { $minutes } minut.
}
account-transfer-how = Na novém zařízení spusť `slovo online transfer --use { $code }` (s --link zůstane přihlášené i toto zařízení).
account-transfer-moved = Toto zařízení teď hraje jako { $name } na { $server }; staré zařízení je odhlášené. Tvoje hry přijdou při příští synchronizaci.
account-transfer-linked = Toto zařízení teď hraje jako { $name } na { $server }, spolu se starým zařízením. Tvoje hry přijdou při příští synchronizaci.
