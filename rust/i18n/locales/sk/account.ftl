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

# Odvety a dovolenky: notifikácie a odmietnutia servera.
push-rematch-offered-title = Odveta?
push-rematch-offered = Ponuka odvety hry s { $opponents }.
server-already-on-vacation = Už máte dovolenku.
server-game-not-finished = Hra sa ešte neskončila.
server-invalid-vacation-days = Dovolenka trvá aspoň jeden deň a najviac toľko dní, koľko dovoľuje rok.
server-no-rematch = Odvetu tejto hry zatiaľ nikto neponúkol.
server-no-vacation-days-left = Tento rok už nezostáva dosť dní dovolenky.
server-not-on-vacation = Nemáte dovolenku.
server-rematch-answered = Na túto odvetu ste už odpovedali.
server-rematch-closed = Táto ponuka odvety je uzavretá.
server-rematch-exists = Odveta tejto hry už bola ponúknutá.

# `slovo online rematch` a `slovo online vacation`.
rematch-offered = Ponúkli ste odvetu.
rematch-accepted = Prijali ste odvetu.
rematch-declined = Odmietli ste odvetu.
rematch-status-open = Odveta čaká na odpovede:
rematch-status-accepted = Odvetu prijali všetci:
rematch-status-declined = Odveta bola odmietnutá:
rematch-seat = { $name }: { $answer }
rematch-answer-pending = zatiaľ bez odpovede
rematch-answer-accepted = prijal(a)
rematch-answer-declined = odmietol(la)
rematch-started = Nová hra { $id } sa začala.
vacation-started = { $days ->
    [one] Vaše denné hry stoja { $days } deň.
    [few] Vaše denné hry stoja { $days } dni.
   *[other] Vaše denné hry stoja { $days } dní.
}
vacation-ended = Ste späť: termíny vašich denných hier sa posunuli o čas prestávky.
vacation-on = Na dovolenke: { $left }.
vacation-off = Nie ste na dovolenke.
vacation-days = Dni dovolenky v roku { $year }: { $used } z { $allowed }.
