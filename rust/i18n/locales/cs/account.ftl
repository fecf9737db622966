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

# Odvety a dovolené: notifikace a odmítnutí serveru.
push-rematch-offered-title = Odveta?
push-rematch-offered = Nabídka odvety hry s { $opponents }.
server-already-on-vacation = Už máte dovolenou.
server-game-not-finished = Hra ještě neskončila.
server-invalid-vacation-days = Dovolená trvá aspoň jeden den a nejvýše tolik dní, kolik dovoluje rok.
server-no-rematch = Odvetu této hry zatím nikdo nenabídl.
server-no-vacation-days-left = Letos už nezbývá dost dní dovolené.
server-not-on-vacation = Nemáte dovolenou.
server-rematch-answered = Na tuto odvetu jste už odpověděli.
server-rematch-closed = Tato nabídka odvety je uzavřená.
server-rematch-exists = Odveta této hry už byla nabídnuta.

# `slovo online rematch` a `slovo online vacation`.
rematch-offered = Nabídli jste odvetu.
rematch-accepted = Přijali jste odvetu.
rematch-declined = Odmítli jste odvetu.
rematch-status-open = Odveta čeká na odpovědi:
rematch-status-accepted = Odvetu přijali všichni:
rematch-status-declined = Odveta byla odmítnuta:
rematch-seat = { $name }: { $answer }
rematch-answer-pending = zatím bez odpovědi
rematch-answer-accepted = přijato
rematch-answer-declined = odmítnuto
rematch-started = Nová hra { $id } začala.
vacation-started = { $days ->
    [one] Vaše denní hry stojí { $days } den.
    [few] Vaše denní hry stojí { $days } dny.
   *[other] Vaše denní hry stojí { $days } dní.
}
vacation-ended = Jste zpět: termíny vašich denních her se posunuly o čas přestávky.
vacation-on = Na dovolené: { $left }.
vacation-off = Nejste na dovolené.
vacation-days = Dny dovolené v roce { $year }: { $used } z { $allowed }.
