# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Overførselskoden er udløbet: lav en ny på din gamle telefon.
server-transfer-code-unknown = Der findes ingen sådan overførselskode: tjek den, og prøv igen.
server-transfer-code-used = Overførselskoden er allerede brugt: lav en ny på din gamle telefon.

# `slovo online transfer`: a code made on the old device, redeemed on the new one.
account-transfer-code = { $minutes ->
    [one] Din overførselskode: { $code }. Den virker én gang, i { $minutes } minut.
   *[other] Din overførselskode: { $code }. Den virker én gang, i { $minutes } minutter.
}
account-transfer-how = Kør `slovo online transfer --use { $code }` på den nye enhed (med --link forbliver denne enhed også logget ind).
account-transfer-moved = Denne enhed spiller nu som { $name } på { $server }; den gamle enhed er logget ud. Dine spil kommer med ved næste synkronisering.
account-transfer-linked = Denne enhed spiller nu som { $name } på { $server }, sammen med den gamle enhed. Dine spil kommer med ved næste synkronisering.

# Revancher og ferier: push-beskeder og serverens afvisninger.
push-rematch-offered-title = Revanche?
push-rematch-offered = Revanche tilbudt i dit spil med { $opponents }.
server-already-on-vacation = Du holder allerede ferie.
server-game-not-finished = Spillet er ikke slut endnu.
server-invalid-vacation-days = En ferie varer mindst én dag og højst de dage, et år giver.
server-no-rematch = Ingen har tilbudt en revanche af dette spil.
server-no-vacation-days-left = Der er ikke nok feriedage tilbage i år.
server-not-on-vacation = Du holder ikke ferie.
server-rematch-answered = Du har allerede svaret på denne revanche.
server-rematch-closed = Dette tilbud om revanche er lukket.
server-rematch-exists = Der er allerede tilbudt en revanche af dette spil.

# `slovo online rematch` og `slovo online vacation`.
rematch-offered = Du har tilbudt en revanche.
rematch-accepted = Du har sagt ja til revanchen.
rematch-declined = Du har sagt nej til revanchen.
rematch-status-open = Revanchen venter på svar:
rematch-status-accepted = Alle har sagt ja til revanchen:
rematch-status-declined = Revanchen blev afslået:
rematch-seat = { $name }: { $answer }
rematch-answer-pending = intet svar endnu
rematch-answer-accepted = ja
rematch-answer-declined = nej
rematch-started = Det nye spil { $id } er begyndt.
vacation-started = { $days ->
    [one] Dine daglige spil holder pause i { $days } dag.
   *[other] Dine daglige spil holder pause i { $days } dage.
}
vacation-ended = Du er tilbage: fristerne i dine daglige spil er rykket med pausens længde.
vacation-on = På ferie: { $left }.
vacation-off = Du holder ikke ferie.
vacation-days = Feriedage brugt i { $year }: { $used } af { $allowed }.
